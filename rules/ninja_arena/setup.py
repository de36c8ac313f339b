"""Set-up (2.1, 3.1, 4.1): the Setup model and the first state built from it.

    {"layer": "beginner" | "advanced" | "professional",
     "arena": "castle",                 # or "board": {inline board JSON} (custom / staged)
     "players": [{"seat": "p1", "side": "south", "team": null,
                  "ninjas": [{"type": "shadow", "id": "shadow", "position": [3, 2],
                              "facing": "N", "life": 10, "skill": null,
                              "weapons": {"melee": "sword", "ranged": "throwing_stars"}}]},
                 ...],
     "variants": []}

Defaults: two players (Shadow vs Weaponmaster), sides south/north, positions from the arena's
start areas (corners are never start cells), facing the opposing start area (RULINGS 2.1).
Explicit positions (staged fights) may be anywhere on the board. Bad set-ups raise BadSetup.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, ValidationError

from rules.core.dice import Dice
from rules.core.engine import BadSetup, Model
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import LAYERS
from rules.ninja_arena.state import LIFE_MAX, Ninja, State

NINJA_TYPES = ("shadow", "weaponmaster")
SIDES = ("south", "west", "north", "east")          # clockwise around the table from p1
FACE_INWARD = {"south": 0, "west": 2, "north": 4, "east": 6}
FACING_NAMES = {"N": 0, "E": 2, "S": 4, "W": 6, "north": 0, "east": 2, "south": 4, "west": 6}
DEFAULT_SIDES = {1: ("south",), 2: ("south", "north"), 3: ("south", "west", "north"),
                 4: ("south", "west", "north", "east")}
# variants the engine itself handles (team play, bigger boards); the others need a hooks entry
ENGINE_VARIANTS = ("team", "combination", "secret_skills")
KNOWN_VARIANTS = ("team", "sudden_death", "drunken_masters", "sokoban", "overpower",
                  "head_hunters", "combination", "secret_skills")


class WeaponsSpec(Model):
    melee: str | None = "sword"
    ranged: str | None = "throwing_stars"
    melee_uses: int | None = None       # default: the card's applications
    ranged_uses: int | None = None


class NinjaSpec(Model):
    type: Literal["shadow", "weaponmaster"]
    id: str | None = None
    position: tuple[int, int] | None = None
    facing: int | str | None = None
    life: int = Field(default=LIFE_MAX, ge=1, le=LIFE_MAX)
    weapons: WeaponsSpec = WeaponsSpec()
    skill: str | None = None
    skill_options: dict = Field(default_factory=dict)
    # 3.1 (weapons.py): "melee"/"ranged" = draw the special weapon of that category from the
    # shuffled stack; a weapon id = the agreed special weapon (alternative set-up); None = as given
    special: str | None = None


class PlayerSpec(Model):
    seat: str
    side: Literal["south", "north", "east", "west"] | None = None
    team: str | None = None
    ninjas: tuple[NinjaSpec, ...] = Field(min_length=1, max_length=4)


def _default_players() -> tuple[PlayerSpec, ...]:
    return (PlayerSpec(seat="p1", ninjas=(NinjaSpec(type="shadow"),)),
            PlayerSpec(seat="p2", ninjas=(NinjaSpec(type="weaponmaster"),)))


class Setup(Model):
    layer: Literal["beginner", "advanced", "professional"] = "beginner"
    arena: str | None = "castle"
    board: dict | None = None
    players: tuple[PlayerSpec, ...] = Field(default_factory=_default_players)
    variants: tuple[str, ...] = ()


def parse_setup(setup) -> Setup:
    if isinstance(setup, Setup):
        return setup
    if setup is None:
        setup = {}
    try:
        return Setup.model_validate(setup)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "setup"
        raise BadSetup(f"2.1: setup field {where}: {err['msg']}") from None


def _board(s: Setup):
    from rules.ninja_arena import data
    boxes = 2 if "combination" in s.variants else 1
    try:
        if s.board is not None:
            return data.load_arena(s.board, boxes)
        return data.load_arena(s.arena or "castle", boxes)
    except ValueError as e:
        raise BadSetup(f"2.1: arena: {e}") from None


def _facing(value, who: str) -> int:
    if isinstance(value, str):
        if value not in FACING_NAMES:
            raise BadSetup(f"2.1: {who}: facing {value!r} is not N, E, S or W")
        return FACING_NAMES[value]
    if value not in (0, 2, 4, 6):
        raise BadSetup(f"2.1: {who}: facing {value} is not 0 (N), 2 (E), 4 (S) or 6 (W)")
    return value


def _start_cells(board, side: str) -> list[tuple[int, int]]:
    """The side's start area without corners, nearest to the middle of the side first."""
    w, h = board.width, board.height
    cells = list(board.start_areas.get(side, ()))
    if not cells:   # no area drawn: the edge row of that side
        cells = {"south": [(x, 0) for x in range(w)], "north": [(x, h - 1) for x in range(w)],
                 "west": [(0, y) for y in range(h)], "east": [(w - 1, y) for y in range(h)]}[side]
    corners = {(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)}
    cx, cy = (w - 1) / 2, (h - 1) / 2
    cells = [(int(c[0]), int(c[1])) for c in cells if tuple(c) not in corners]
    return sorted(cells, key=lambda c: (abs(c[0] - cx) + abs(c[1] - cy), c))


def _check_weapon(wid: str | None, category: str, layer: str, who: str) -> None:
    if wid is None:
        return
    if wid not in hooks.WEAPONS:
        raise BadSetup(f"3.5: {who}: unknown weapon {wid!r} (known: {', '.join(sorted(hooks.WEAPONS))})")
    w = hooks.WEAPONS[wid]
    if w.category != category:
        raise BadSetup(f"3.1: {who}: {wid} is a {w.category} weapon, not {category}")
    if layer == "beginner" and wid not in ("sword", "throwing_stars"):
        raise BadSetup(f"2.2: {who}: the beginner's game uses only the sword and throwing stars")


def _check_team_line_up(players: int, teams: list[str]) -> None:
    """4.4 Team: "can be played with 2 or 4 players"; with 4, "2 vs. 2 players" (RULING
    4.4-team-players; the combination of several games allows bigger line-ups)."""
    if players not in (2, 4):
        raise BadSetup(f"4.4: the team variant is played with 2 or 4 players, not {players}")
    sizes = sorted(teams.count(t) for t in set(teams))
    if players == 4 and sizes != [2, 2]:
        raise BadSetup("4.4: the 4-player team variant is 2 vs. 2 players; name two teams of two "
                       f"(got teams of {', '.join(map(str, sizes))})")


def new_state(setup, seed: int) -> State:
    s = parse_setup(setup)
    for v in s.variants:
        if v not in KNOWN_VARIANTS and v not in hooks.VARIANTS:
            raise BadSetup(f"4.4: unknown variant {v!r} (known: {', '.join(KNOWN_VARIANTS)})")
        if v not in ENGINE_VARIANTS and v not in hooks.VARIANTS:
            raise BadSetup(f"4.4: variant {v!r} is not implemented yet")
    if s.variants and s.layer != "professional" and any(v not in ENGINE_VARIANTS for v in s.variants):
        raise BadSetup("4.4: the variants belong to the professional rules (layer 'professional')")
    combination = "combination" in s.variants
    players = s.players
    max_players = 8 if combination else 4
    if not 2 <= len(players) <= max_players:
        raise BadSetup(f"Overview: {len(players)} players; the game is for 2 to {max_players}")
    seats = [p.seat for p in players]
    if len(set(seats)) != len(seats):
        raise BadSetup(f"2.1: seats must be unique, got {seats}")
    count = sum(len(p.ninjas) for p in players)
    max_ninjas = 8 if combination else 4
    if count > max_ninjas:
        raise BadSetup(f"Components: {count} ninjas, the box has {max_ninjas} figures")
    for t in NINJA_TYPES:
        n_t = sum(1 for p in players for n in p.ninjas if n.type == t)
        if n_t > max_ninjas // 2:
            raise BadSetup(f"Components: {n_t} {t} ninjas, the box has {max_ninjas // 2}")
    # two ninjas per player: the team variant (or the combination's bigger line-ups); a named
    # team: the team variant (head hunters marks its outlaw with the team "outlaw")
    team_play = "team" in s.variants or combination
    named_teams = team_play or "head_hunters" in s.variants
    for p in players:
        if len(p.ninjas) > 2 and not combination:
            raise BadSetup(f"Overview: {p.seat} has {len(p.ninjas)} ninjas; a player controls up to 2")
        if len(p.ninjas) > 1 and not team_play:
            raise BadSetup(f"4.4: {p.seat} has {len(p.ninjas)} ninjas; two ninjas per player is "
                           "the team variant (variants: [\"team\"])")
        if p.team is not None and not named_teams:
            raise BadSetup(f"4.4: {p.seat} names a team; teams are the team variant "
                           "(variants: [\"team\"])")
    teams = [p.team or p.seat for p in players]
    if len(set(teams)) < 2:
        raise BadSetup("4.4: all players are in one team; there is nobody to fight")
    if "team" in s.variants and not combination:
        _check_team_line_up(len(players), teams)

    board = _board(s)
    used_sides = [p.side for p in players if p.side]
    if len(set(used_sides)) != len(used_sides):
        raise BadSetup(f"2.1: every player gets his own side, got {used_sides}")
    free_sides = [x for x in DEFAULT_SIDES.get(len(players), SIDES) if x not in used_sides] + \
                 [x for x in SIDES if x not in used_sides]
    type_count = {t: sum(1 for p in players for n in p.ninjas if n.type == t) for t in NINJA_TYPES}

    dice = Dice.from_seed(seed)
    ninjas: list[Ninja] = []
    taken: dict[tuple[int, int], str] = {}
    pending: list[tuple[Ninja, str]] = []
    seat_ninjas: dict[str, tuple[str, ...]] = {}
    ids: set[str] = set()
    for p, team in zip(players, teams):
        # more than 4 players (4.4 Combination) share the sides, clockwise from south
        side = p.side or (free_sides.pop(0) if free_sides else SIDES[len(seat_ninjas) % len(SIDES)])
        if side in free_sides:
            free_sides.remove(side)
        mine = []
        for i, spec in enumerate(p.ninjas):
            fid = spec.id or (spec.type if type_count[spec.type] == 1 else f"{spec.type}-{p.seat}"
                              + (f"-{i + 1}" if sum(1 for q in p.ninjas if q.type == spec.type) > 1 else ""))
            who = f"{p.seat}'s {fid}"
            if fid in ids:
                raise BadSetup(f"2.1: figure id {fid!r} is used twice")
            ids.add(fid)
            w = spec.weapons
            _check_weapon(w.melee, "melee", s.layer, who)
            _check_weapon(w.ranged, "ranged", s.layer, who)
            mu = w.melee_uses if w.melee_uses is not None else (
                hooks.WEAPONS[w.melee].applications if w.melee else None)
            ru = w.ranged_uses if w.ranged_uses is not None else (
                hooks.WEAPONS[w.ranged].applications if w.ranged else None)
            for wid, uses in ((w.melee, mu), (w.ranged, ru)):
                cap = hooks.WEAPONS[wid].applications if wid else None
                if uses is not None and (cap is None or not 1 <= uses <= cap):
                    raise BadSetup(f"2.2: {who}: {wid} cannot have {uses} applications")
            skill = spec.skill
            if skill is not None:
                if s.layer != "professional":
                    raise BadSetup(f"4.1: {who}: special skills belong to the professional rules")
                if skill not in hooks.SKILLS:
                    raise BadSetup(f"4.2: {who}: unknown special skill {skill!r} "
                                   f"(known: {', '.join(sorted(hooks.SKILLS))})")
                if skill in hooks.SKILLS and hooks.SKILLS[skill].ninja_type != spec.type:
                    raise BadSetup(f"4.2: {who}: {skill} is not a {spec.type} skill")
            elif s.layer == "professional":
                of_type = sorted(k for k, v in hooks.SKILLS.items() if v.ninja_type == spec.type)
                # 4.1 (content RULING 4.1-distinct): each card once; chosen/drawn ones are gone
                held = {q.skill for pl in players for q in pl.ninjas} | {m.skill for m in ninjas}
                options = [k for k in of_type if k not in held] or of_type
                if options:     # 4.1: one of the three cards of his ninja, drawn
                    skill = options[dice.below(len(options))]
            n = Ninja(fid, p.seat, team, spec.type, (0, 0), 0, spec.life, w.melee, w.ranged,
                      mu, ru, skill, "secret_skills" not in s.variants)
            if spec.position is not None:
                c = (int(spec.position[0]), int(spec.position[1]))
                if not board.in_bounds(c):
                    raise BadSetup(f"2.1: {who}: position {c} is off the board")
                if c in taken:
                    raise BadSetup(f"2.1: {who}: position {c} is taken by {taken[c]}")
                taken[c] = fid
                n.pos = c
            else:
                pending.append((n, side))
            n.facing = _facing(spec.facing, who) if spec.facing is not None else FACE_INWARD[side]
            ninjas.append(n)
            mine.append(fid)
        seat_ninjas[p.seat] = tuple(mine)
    for n, side in pending:
        free = [c for c in _start_cells(board, side) if c not in taken]
        if not free:
            raise BadSetup(f"2.1: no free start cell left on the {side} side for {n.id}")
        n.pos = free[0]
        taken[free[0]] = n.id

    levels = tuple(tuple(int(v) for v in row) for row in board.level.tolist())
    state = State(s.layer, board.id, levels, board.width, board.height, tuple(seats),
                  seat_ninjas, ninjas, tuple(s.variants))
    state.dice = dice.state
    for v in s.variants:
        if v in hooks.VARIANTS:
            hooks.VARIANTS[v].setup(s, state)
    for n in ninjas:
        if n.skill in hooks.SKILLS:
            hooks.SKILLS[n.skill].setup(state, n, _options(players, n.id, seat_ninjas))
    d = Dice(state.dice)
    for fn in hooks.SETUP_HOOKS:
        fn(s, state, d)
    state.dice = d.state
    return state


def _options(players, fid: str, seat_ninjas) -> dict:
    for p in players:
        for spec, nid in zip(p.ninjas, seat_ninjas[p.seat]):
            if nid == fid:
                return dict(spec.skill_options)
    return {}
