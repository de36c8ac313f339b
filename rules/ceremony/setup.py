"""Creating the gladiators and the game (RULES.md "Creation", and the expansion's set-up).

A setup names the mode (duel, master, eliminations), the gladiators (30 points over five
characteristics, weapon cards and armour bought with gold crowns within the budget, carried
within STRENGTH), the helpers a duellist hires, the beast, and the Master's dwarves' kits.
Anything left out takes the authored defaults below. Bad setups raise BadSetup naming the problem.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.ceremony.data import DEFAULT_ARENA, arena, base, weapon, weapon_ids
from rules.ceremony.state import BODY, MASTER, Fig, State

STATS = ("combat", "agility", "psyche", "strength", "toughness")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Kit(_M):
    """A dwarf's equipment: weapon cards and armour pieces (leather, chain, plate; they stack)."""
    weapons: list[str] = []
    armour: list[str] = []


class GladiatorSetup(_M):
    seat: str | None = None
    name: str | None = None
    combat: int | None = None
    agility: int | None = None
    psyche: int | None = None
    strength: int | None = None
    toughness: int | None = None
    weapons: list[str] | None = None
    armour: dict[str, str] | None = None       # location -> leather | chain | plate
    helpers: list[str] = []                    # ordinary duels only
    dwarves: dict[str, Kit] = {}               # kits of the dwarves this gladiator hires


class Setup(_M):
    mode: Literal["duel", "master", "eliminations"] = "duel"
    gladiators: list[GladiatorSetup] | None = None
    beast: Literal["terror", "fate"] | None = None
    master_helpers: list[str] | None = None    # default: every non-beast helper card
    dwarves: dict[str, Kit] | None = None      # the Master's dwarves' kits
    rounds: int | None = None
    arena: str = DEFAULT_ARENA                 # shipped, or the user's in saves/arenas/


# Authored default gladiators (each 30 points; weapon cards all different)
DEFAULT_GLADIATORS = [
    dict(name="Kord", combat=8, agility=6, psyche=5, strength=6, toughness=5,
         weapons=["sword"], armour={"torso": "chain", "head": "leather"}),
    dict(name="Varg", combat=7, agility=7, psyche=4, strength=5, toughness=7,
         weapons=["spear", "bow"], armour={"torso": "chain", "right_leg": "leather",
                                           "left_leg": "leather"}),
    dict(name="Ulla", combat=6, agility=8, psyche=6, strength=5, toughness=5,
         weapons=["short_sword", "dagger"], armour={"torso": "leather"}),
    dict(name="Brann", combat=7, agility=5, psyche=5, strength=7, toughness=6,
         weapons=["axe"], armour={"torso": "chain", "head": "chain"}),
]
DEFAULT_DWARF_KITS = {"dwarf1": {"weapons": ["mace"], "armour": ["leather", "chain"]},
                      "dwarf2": {"weapons": ["halberd"], "armour": ["leather", "chain"]}}


def carry_limit(strength: int, weapons) -> int:
    """Carrying: STRENGTH, +2 with a weapon held in both hands."""
    return strength + (2 if any(weapon(w).two_handed for w in weapons) else 0)


def load(weapons, armour_pieces) -> int:
    b = base()
    return sum(weapon(w).weight for w in weapons) + sum(b.armour[a].weight for a in armour_pieces)


def _check_weapons(who: str, weapons, taken: dict) -> None:
    b = base()
    for w in weapons:
        if w not in weapon_ids():
            raise BadSetup(f"{who}: unknown weapon card {w!r} (cards: {', '.join(weapon_ids())})")
        if w in taken:
            raise BadSetup(f"{who}: the weapon card {w!r} is already taken by {taken[w]}")
        taken[w] = who
    if len(weapons) > b.max_weapons:
        raise BadSetup(f"{who}: at most {b.max_weapons} weapon cards, not {len(weapons)}")


def _kit_cost_and_check(who: str, kit: Kit, strength: int, taken: dict) -> int:
    b = base()
    _check_weapons(who, kit.weapons, taken)
    for a in kit.armour:
        if a not in b.armour:
            raise BadSetup(f"{who}: unknown armour {a!r} (leather, chain, plate)")
    if len(set(kit.armour)) != len(kit.armour):
        raise BadSetup(f"{who}: each armour kind at most once")
    if load(kit.weapons, kit.armour) > carry_limit(strength, kit.weapons):
        raise BadSetup(f"{who}: carries {load(kit.weapons, kit.armour)}, more than STRENGTH allows "
                       f"({carry_limit(strength, kit.weapons)})")
    return sum(weapon(w).price for w in kit.weapons) + sum(b.armour[a].price for a in kit.armour)


def _seats(mode: str, n: int) -> tuple[str, ...]:
    return tuple(f"p{i + 1}" for i in range(n))


def _helper_fig(hid: str, side: str, seat: str | None, status: str, kit: Kit | None) -> Fig:
    h = base().helpers[hid]
    stats = {s: getattr(h, s) for s in STATS}
    armour = tuple(kit.armour) if kit else tuple(h.armour)
    return Fig(id=hid, kind=h.kind, side=side, seat=seat, name=h.name, stats=stats,
               weapons=tuple(kit.weapons) if kit else (), armour={BODY: armour},
               wounds={BODY: ()}, status=status, die=h.die, order_bonus=h.order_bonus,
               beast=h.beast, facing=None)


def new_state(setup: dict | Setup, seed: int) -> State:
    try:
        s = setup if isinstance(setup, Setup) else Setup.model_validate(setup or {})
    except ValidationError as e:
        err = e.errors()[0]
        raise BadSetup(f"setup {'.'.join(str(p) for p in err['loc'])}: {err['msg']}") from None
    b = base()
    board = arena(s.arena)
    n = 4 if s.mode == "eliminations" else 2
    glads = s.gladiators if s.gladiators is not None else [GladiatorSetup() for _ in range(n)]
    if len(glads) != n:
        raise BadSetup(f"{s.mode}: needs {n} gladiators, not {len(glads)}")
    seats = _seats(s.mode, n)
    sides = {"A": seats[: n // 2], "B": seats[n // 2:]}
    taken: dict[str, str] = {}
    hired: set[str] = set()
    figs: list[Fig] = []
    helper_figs: list[Fig] = []
    for i, g in enumerate(glads):
        seat = seats[i]
        if g.seat not in (None, seat):
            raise BadSetup(f"gladiator {i + 1}: seat must be {seat!r}, not {g.seat!r}")
        d = {**DEFAULT_GLADIATORS[i], **g.model_dump(exclude_none=True, exclude={"seat", "helpers", "dwarves"})}
        who = f"gladiator {d['name']} ({seat})"
        stats = {k: d[k] for k in STATS}
        c = b.characteristics
        for k, v in stats.items():
            if not c.min <= v <= c.max:
                raise BadSetup(f"{who}: {k.upper()} {v} is outside {c.min}..{c.max}")
        if sum(stats.values()) != c.total:
            raise BadSetup(f"{who}: the characteristics add up to {sum(stats.values())}, "
                           f"not {c.total}")
        _check_weapons(who, d["weapons"], taken)
        for loc, a in d["armour"].items():
            if loc not in b.locations:
                raise BadSetup(f"{who}: no location {loc!r} (locations: {', '.join(b.locations)})")
            if a not in b.armour:
                raise BadSetup(f"{who}: unknown armour {a!r} on {loc} (leather, chain, plate)")
        pieces = list(d["armour"].values())
        cost = sum(weapon(w).price for w in d["weapons"]) + sum(b.armour[a].price for a in pieces)
        if load(d["weapons"], pieces) > carry_limit(stats["strength"], d["weapons"]):
            raise BadSetup(f"{who}: carries {load(d['weapons'], pieces)}, more than STRENGTH allows "
                           f"({carry_limit(stats['strength'], d['weapons'])})")
        side = "A" if seat in sides["A"] else "B"
        if g.helpers and s.mode != "duel":
            raise BadSetup(f"{who}: helper cards are hired only in ordinary duels "
                           f"({'the Master owns them' if s.mode == 'master' else 'not in eliminations'})")
        for hid in g.helpers:
            if hid not in b.helpers:
                raise BadSetup(f"{who}: unknown helper {hid!r} (helpers: {', '.join(b.helpers)})")
            if b.helpers[hid].beast:
                raise BadSetup(f"{who}: {hid!r} is a beast, not hired (setup 'beast' fields it)")
            if hid in hired:
                raise BadSetup(f"{who}: the helper card {hid!r} is already hired")
            hired.add(hid)
            kit = None
            if b.helpers[hid].kind == "dwarf":
                kit = g.dwarves.get(hid, Kit())
                cost += _kit_cost_and_check(f"{who}'s {hid}", kit, b.helpers[hid].strength, taken)
            cost += b.helpers[hid].hire
            helper_figs.append(_helper_fig(hid, side, seat, "active", kit))
        for hid in g.dwarves:
            if hid not in g.helpers:
                raise BadSetup(f"{who}: a kit for {hid!r}, who is not hired")
        if cost > b.budget:
            raise BadSetup(f"{who}: spends {cost} ZK, more than the budget of {b.budget} ZK")
        armour = {loc: ((d["armour"][loc],) if loc in d["armour"] else ()) for loc in b.locations}
        figs.append(Fig(id=f"g{i + 1}", kind="gladiator", side=side, seat=seat, name=d["name"],
                        stats=stats, weapons=tuple(d["weapons"]), armour=armour,
                        wounds={loc: () for loc in b.locations}))
    if s.mode != "master" and (s.master_helpers is not None or s.dwarves is not None):
        raise BadSetup(f"{s.mode}: master_helpers and dwarves belong to the Master's game")
    if s.mode == "eliminations" and s.beast:
        raise BadSetup("eliminations: no beast in the death eliminations (ruling)")
    if s.mode == "master":
        pool = s.master_helpers if s.master_helpers is not None else \
            [h for h, v in b.helpers.items() if not v.beast]
        kits = {k: Kit.model_validate(v) for k, v in DEFAULT_DWARF_KITS.items()} \
            if s.dwarves is None else s.dwarves
        for hid in pool:
            if hid not in b.helpers or b.helpers[hid].beast:
                raise BadSetup(f"the Master: unknown helper card {hid!r}")
            kit = None
            if b.helpers[hid].kind == "dwarf":
                kit = kits.get(hid, Kit())
                cost = _kit_cost_and_check(f"the Master's {hid}", kit, b.helpers[hid].strength, taken)
                if cost > b.dwarf_budget:
                    raise BadSetup(f"the Master's {hid}: spends {cost} ZK, more than "
                                   f"{b.dwarf_budget} ZK per dwarf")
            helper_figs.append(_helper_fig(hid, "M", MASTER, "pool", kit))
        for hid in kits:
            if hid not in pool:
                raise BadSetup(f"the Master: a kit for {hid!r}, who is not in his pool")
    if s.beast:
        # ordinary duel: the beast waits on the trapdoor; the Master's game: in his pool
        status = "pool" if s.mode == "master" else "active"
        beast = _helper_fig(s.beast, "N", None, status, None)
        if s.mode != "master":
            beast.cell = next(c for c in board.cells() if board.terrain_at(c) == "T")
        helper_figs.append(beast)
    figs += helper_figs
    all_seats = seats + ((MASTER,) if s.mode == "master" else ())
    state = State(mode=s.mode, seats=all_seats, sides=sides, figs=figs,
                  dice=Dice.from_seed(seed).state, rounds=s.rounds or b.rounds, board=board)
    _trap_phase(state)
    return state


def _trap_phase(state: State) -> None:
    """Traps are bought with PSYCHE: each duellist his own; the Master the sum of both; in the
    eliminations each pair the higher PSYCHE of the pair, laid by that gladiator (ruling)."""
    glads = {g.seat: g for g in state.gladiators()}
    if state.mode == "duel":
        budget = {seat: glads[seat].stats["psyche"] for seat in state.seats}
    elif state.mode == "master":
        budget = {MASTER: sum(g.stats["psyche"] for g in glads.values())}
    else:
        budget = {}
        for side in ("A", "B"):
            best = max(state.sides[side], key=lambda st: (glads[st].stats["psyche"], -state.seats.index(st)))
            budget[best] = glads[best].stats["psyche"]
    state.trap_budget = budget
    state.trap_queue = tuple(budget)
