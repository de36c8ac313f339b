"""The special weapons of 3.5 (and the data-driven standard weapons of 2.2) as engine hooks,
plus the weapon set-up of 3.1.

Statistics come from data/weapons.json (rules.ninja_arena.data); what a card's text changes is
a method override of the hook base classes (rules.ninja_arena.hooks). Rulings for unclear
sentences ("RULING 3.5-...") are recorded with their tests in data/rulings.json.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import square
from rules.core.engine import BadSetup
from rules.ninja_arena import data, hooks
from rules.ninja_arena.hooks import MeleeWeapon, RangedWeapon, Strike, choose_target

if TYPE_CHECKING:
    from rules.ninja_arena.hooks import Ctx
    from rules.ninja_arena.state import Loot, Ninja

Cell = tuple[int, int]

FRONT, RIGHT, LEFT = 0, 2, 6


# ------------------------------------------------------------------------------ helpers

def blinded(ctx: "Ctx", n: "Ninja") -> bool:
    """3.4 Blinded: weaponless in melee and ranged combat."""
    return ctx.round < n.blinded_until


def opponents(ctx: "Ctx", n: "Ninja") -> list["Ninja"]:
    """Living figures of other teams (4.4 Team: team mates are no opponents)."""
    return [o for o in ctx.state.living() if o.id != n.id and o.team != n.team]


def height(ctx: "Ctx", cell: Cell, ends: tuple[str, ...]) -> int:
    """What a cell between two ends blocks with (2.5): its level, +1 if a third ninja stands on it."""
    other = ctx.at(cell)
    return ctx.level(cell) + (1 if other is not None and other.id not in ends else 0)


def column_unconcealed(ctx: "Ctx", n: "Ninja", column: list[Cell], k: int) -> bool:
    """2.5 concealment judged along one column of an area (Darts, 3.5): the k-th cell of the
    column is concealed if a cell before it in the same column is higher than both the
    thrower's level and the target's level (third ninjas counting one level)."""
    target = column[k]
    victim = ctx.at(target)
    ends = (n.id, victim.id if victim else "")
    top = max(ctx.level(n.pos), ctx.level(target))
    return all(height(ctx, c, ends) <= top for c in column[:k])


def ray_on_board(ctx: "Ctx", n: "Ninja", reach: int | None, rel: int = FRONT) -> list[Cell]:
    out = []
    d = 1
    while reach is None or d <= reach:
        c = ctx.ahead(n, rel, d)
        if not ctx.on_board(c):
            break
        out.append(c)
        d += 1
    return out


def farthest_unconcealed(ctx: "Ctx", n: "Ninja", reach: int | None) -> Cell | None:
    """The unconcealed space on the line ahead that is farthest away (3.3, 3.5 spear)."""
    best = None
    for c in ray_on_board(ctx, n, reach):
        if ctx.unconcealed(n.pos, c):
            best = c
    return best


# ------------------------------------------------------------------------------ melee

class CardMelee(MeleeWeapon):
    """A melee card built from its data entry."""

    def __init__(self, spec: data.WeaponSpec):
        super().__init__(spec.id, spec.name, spec.damage, spec.applications, spec.range,
                         throwable=spec.throwable, counters=spec.weapon_counters)
        self.spec = spec


class Sai(CardMelee):
    def after_riposte(self, ctx, defender, attacker, focused):
        """3.5: a successful riposte to a NORMAL melee attack breaks the assailant's melee
        weapon (card discarded to the supply, no loot). RULING 3.5-sai-blinded: a blinded
        defender is weaponless, so his sai breaks nothing."""
        if focused or blinded(ctx, defender) or attacker.melee is None or not attacker.alive:
            return
        ctx.lose_weapon(attacker, "melee", None, "broken")


class ChainSickle(CardMelee):
    def focused_cells(self, ctx, n):
        """3.5: the focused melee attack may also choose a diagonal-front space."""
        return [ctx.ahead(n, FRONT), ctx.ahead(n, LEFT), ctx.ahead(n, RIGHT),
                ctx.ahead(n, 7), ctx.ahead(n, 1)]


class Nunchaku(CardMelee):
    def riposteable(self, ctx, n, focused):
        """3.5: melee and focused melee attacks with a nunchaku cannot be riposted."""
        return False


class HandClaws(CardMelee):
    def after_melee(self, ctx, n, victim, focused):
        """3.5: a second blow of 1 damage at any target in the focused-melee area (front, left,
        right), ripostable. RULING 3.5-hand-claws-second: only if the first blow hit a valid
        target; it strikes the first victim again if he still stands there, else the first
        figure found front, left, right; level difference at most 1; also for focused attacks."""
        if victim is None or not n.alive or blinded(ctx, n) or n.melee != self.id:
            return    # (n.melee changed: a sai broke the claws on the first blow)
        cells = [ctx.ahead(n, FRONT), ctx.ahead(n, LEFT), ctx.ahead(n, RIGHT)]
        candidates = [ctx.at(c) for c in cells]
        candidates = [v for v in candidates if v is not None and v.id != n.id and
                      (v.id == victim.id or v.team != n.team) and
                      abs(ctx.level(v.pos) - ctx.level(n.pos)) <= self.max_level_diff]
        if not candidates:
            return
        second = next((v for v in candidates if v.id == victim.id), candidates[0])
        ctx.strike(Strike(n.id, second.id, 1, "focused_melee" if focused else "melee", self.id,
                          riposteable=True, focused=focused))


class Glaive(CardMelee):
    """3.5: to the front only; distance 1, or the unconcealed space at distance 2."""

    def _front(self, ctx, n):
        near, far = ctx.ahead(n, FRONT, 1), ctx.ahead(n, FRONT, 2)
        cells = [near]
        if ctx.on_board(far) and ctx.unconcealed(n.pos, far):
            cells.append(far)
        return cells

    def melee_cells(self, ctx, n, side):
        return self._front(ctx, n) if side == "forward" else []

    def focused_cells(self, ctx, n):
        return self._front(ctx, n)


class Cane(Glaive):
    """3.5: like the glaive to the front (1 or unconcealed 2); to the sides range 1."""

    def melee_cells(self, ctx, n, side):
        if side == "forward":
            return self._front(ctx, n)
        return [ctx.ahead(n, LEFT if side == "left" else RIGHT)]

    def focused_cells(self, ctx, n):
        return self._front(ctx, n) + [ctx.ahead(n, LEFT), ctx.ahead(n, RIGHT)]


# ------------------------------------------------------------------------------ ranged

def spared(ctx: "Ctx", n: "Ninja", victims) -> bool:
    """4.4 Team: True (and the ranged attack ignored, no application used) when it would hit a
    team mate whom the variant makes him spare."""
    for v in victims:
        if v is not None and any(var.discontinue(ctx, n, v, "ranged") for var in ctx.variants):
            ctx.ignore(n, "ranged", "4.4: discontinued to spare a team-mate")
            return True
    return False


class CardRanged(RangedWeapon):
    def __init__(self, spec: data.WeaponSpec):
        super().__init__(spec.id, spec.name, spec.damage, spec.applications, spec.range,
                         throwable=False, counters=spec.weapon_counters)
        self.spec = spec

    def ranged_attack(self, ctx, n, slot):
        """2.5 (the hooks' default), after the 4.4 team check."""
        victim = choose_target(ctx.targets_in_line(n, self.reach), getattr(slot, "target", None))
        if spared(ctx, n, [victim]):
            return
        super().ranged_attack(ctx, n, slot)

    def on_pick_up(self, ctx, n, loot):
        """3.5 Throwing Spear: picking up a different ranged weapon discards ALL spears.
        RULING 3.5-spear-discard: they are laid down as one loot counter per spear on the
        ninja's space (like any dropped weapon, 3.3), so others may pick them up."""
        if n.ranged != "throwing_spear" or loot.weapon == "throwing_spear":
            return False
        spears = n.ranged_uses or 0
        take_loot(ctx, n, loot)
        ctx.emit(_ev().WeaponLost(figure=n.id, weapon="throwing_spear", category="ranged",
                                  reason="discarded"))
        for _ in range(spears):
            ctx.place_loot(n.pos, "throwing_spear", 1)
        n.ranged, n.ranged_uses = loot.weapon, loot.uses
        # the spears' loot counters were announced one by one (LootPlaced) above
        ctx.emit(_ev().LootPicked(figure=n.id, cell=n.pos, weapon=loot.weapon, uses=loot.uses))
        return True


def _ev():
    from rules.ninja_arena import events
    return events


def take_loot(ctx: "Ctx", n: "Ninja", loot: "Loot") -> None:
    """Remove one loot counter from the board (the first equal one)."""
    items = list(ctx.state.loot)
    items.remove(loot)
    ctx.state.loot = tuple(items)


def _marker_serial(ctx: "Ctx") -> int:
    k = ctx.state.extra.get("marker_serial", 0) + 1
    ctx.state.extra["marker_serial"] = k
    return k


class Caltrops(CardRanged):
    def ranged_attack(self, ctx, n, slot):
        """3.5: a caltrops counter on the unconcealed target space within range 2.
        RULING 3.5-caltrops-target: slot.param (1 or 2) names the distance; otherwise the space
        of the chosen (slot.target) or nearest unconcealed opponent in range; otherwise the
        farthest unconcealed space. The throw itself deals no damage (the asterisk)."""
        cells = [c for c in ray_on_board(ctx, n, self.reach) if ctx.unconcealed(n.pos, c)]
        if not cells:
            ctx.ignore(n, "ranged", "3.5: no unconcealed space in range for the caltrops")
            return
        space = None
        if isinstance(slot.param, int) and 1 <= slot.param <= (self.reach or 0):
            wanted = ctx.ahead(n, FRONT, slot.param)
            space = wanted if wanted in cells else None
        if space is None:
            foes = [ctx.at(c) for c in cells]
            foes = [f for f in foes if f is not None and f.team != n.team]
            pick = choose_target(foes, slot.target)
            space = pick.pos if pick else cells[-1]
        victim = ctx.at(space)
        ctx.emit(_ev().RangedAttack(figure=n.id, weapon=self.id, at=n.pos,
                                    target=victim.id if victim else None, target_cell=space,
                                    hit=False, cells=(space,)))
        ctx.place_marker(space, "caltrops", n.id, _marker_serial(ctx))
        ctx.use_application(n, "ranged")


class CaltropsRules(hooks.MarkerRules):
    """3.5: 1 damage to each ninja moving through or standing on the space at the end of an
    action round; the counter stays. RULING 3.5-caltrops-once: one counter hurts a ninja at
    most once per action round (entering it, or standing on it at the round's end); several
    counters on one space hurt once each."""

    kind = "caltrops"

    def _hit(self, ctx, marker, n):
        key = (marker.data, ctx.round)
        seen = n.extra.get("caltrops_hits", ())
        if key in seen:
            return
        n.extra["caltrops_hits"] = tuple(k for k in seen if k[1] == ctx.round) + (key,)
        ctx.hurt(n.id, 1, "caltrops", marker.owner)

    def on_enter(self, ctx, marker, n):
        if n.alive:
            self._hit(ctx, marker, n)

    def end_of_round(self, ctx, marker, n):
        if n is not None and n.alive:
            self._hit(ctx, marker, n)


class ThrowingNet(CardRanged):
    def on_ranged_hit(self, ctx, strike):
        """3.5: the net counter lies on the victim's space; his actions are ignored until it is
        destroyed (the engine: Ninja.netted). RULING 3.5-net-own-damage: the net's own 1 damage
        is dealt before the net is laid, so it does not destroy it."""
        victim = ctx.ninja(strike.victim)
        if not victim.alive or victim.netted:
            return
        victim.netted = True
        ctx.place_marker(victim.pos, "throwing_net", strike.attacker)
        ctx.emit(_ev().StatusChanged(figure=victim.id, status="netted", on=True))


class DazzleBombs(CardRanged):
    def ranged_attack(self, ctx, n, slot):
        """3.5: every opponent within distance 2 (diagonals, any level, concealed too) is
        blinded for 3 action rounds. RULING 3.5-dazzle-rounds: the rest of this action round
        and the next three. A dodge does not stop it (2.5: status effects still apply),
        Reflexes does (4.2: no status effects from the front or side)."""
        foes = [o for o in opponents(ctx, n) if square.chebyshev(o.pos, n.pos) <= 2]
        cells = tuple(sorted({(x, y) for x in range(n.pos[0] - 2, n.pos[0] + 3)
                              for y in range(n.pos[1] - 2, n.pos[1] + 3)
                              if ctx.on_board((x, y))}))
        ctx.emit(_ev().RangedAttack(figure=n.id, weapon=self.id, at=n.pos, target=None,
                                    target_cell=None, hit=bool(foes), cells=cells))
        def blind(c, s):
            c.blind(c.ninja(s.victim), 3)

        for o in foes:
            ctx.strike(Strike(n.id, o.id, 0, "ranged", self.id, on_hit=blind))
        ctx.use_application(n, "ranged")


class Darts(CardRanged):
    def area(self, ctx, n) -> list[list[Cell]]:
        """The 3x3 target area in front: three columns (left, centre, right), each the cells at
        distance 1..3 ahead (3.5, range 3)."""
        cols = []
        for side in (LEFT, None, RIGHT):
            start = n.pos if side is None else ctx.ahead(n, side)
            cols.append([square.step(start, n.facing, d) for d in range(1, (self.reach or 3) + 1)])
        return cols

    def ranged_attack(self, ctx, n, slot):
        """3.5: 1 damage to every unconcealed target in the area; concealment per column."""
        hit, cells = [], []
        for col in self.area(ctx, n):
            for k, c in enumerate(col):
                if not ctx.on_board(c):
                    continue
                cells.append(c)
                v = ctx.at(c)
                if v is not None and v.id != n.id and column_unconcealed(ctx, n, col, k):
                    hit.append(v)
        if spared(ctx, n, hit):
            return
        ctx.emit(_ev().RangedAttack(figure=n.id, weapon=self.id, at=n.pos,
                                    target=hit[0].id if hit else None,
                                    target_cell=hit[0].pos if hit else None, hit=bool(hit),
                                    cells=tuple(cells)))
        for v in hit:
            ctx.strike(Strike(n.id, v.id, self.damage, "ranged", self.id))
        ctx.use_application(n, "ranged")


class ThrowingSpear(CardRanged):
    def ranged_attack(self, ctx, n, slot):
        """3.5: a hit leaves the spear's loot counter on the victim's space; a miss on the last
        possible unconcealed space. Each thrown spear is one application (card) given back."""
        targets = ctx.targets_in_line(n, self.reach)
        victim = choose_target(targets, slot.target if slot is not None else None)
        if spared(ctx, n, [victim]):
            return
        lands = victim.pos if victim is not None else farthest_unconcealed(ctx, n, self.reach)
        ctx.emit(_ev().RangedAttack(figure=n.id, weapon=self.id, at=n.pos,
                                    target=victim.id if victim else None,
                                    target_cell=victim.pos if victim else None,
                                    hit=victim is not None))
        if victim is not None:
            ctx.strike(Strike(n.id, victim.id, self.damage, "ranged", self.id,
                              on_hit=self.on_ranged_hit))
        if lands is not None:
            ctx.place_loot(lands, self.id, 1)
        ctx.use_application(n, "ranged")

    def on_pick_up(self, ctx, n, loot):
        """3.5: picking up a spear while holding spears adds one (RULING 3.5-spear-pickup:
        a spear counter adds as many spears as it carries, normally 1)."""
        if n.ranged != self.id:
            return False
        take_loot(ctx, n, loot)
        n.ranged_uses = (n.ranged_uses or 0) + (loot.uses or 1)
        # uses: the spears he holds now (what the table shows on his card)
        ctx.emit(_ev().LootPicked(figure=n.id, cell=n.pos, weapon=self.id, uses=n.ranged_uses))
        return True


CLASSES: dict[str, type] = {
    "sword": CardMelee, "sai": Sai, "chain_sickle": ChainSickle, "nunchaku": Nunchaku,
    "hand_claws": HandClaws, "glaive": Glaive, "cane": Cane,
    "throwing_stars": CardRanged, "caltrops": Caltrops, "throwing_net": ThrowingNet,
    "dazzle_bombs": DazzleBombs, "darts": Darts, "shortbow": CardRanged,
    "throwing_spear": ThrowingSpear,
}


def build(spec: data.WeaponSpec):
    cls = CLASSES.get(spec.id, CardMelee if spec.category == "melee" else CardRanged)
    return cls(spec)


def register_all() -> None:
    for spec in data.weapons().values():
        hooks.register_weapon(build(spec))
    hooks.register_marker(CaltropsRules())


register_all()


# ------------------------------------------------------------------------------ set-up (3.1)

SPEAR_CARDS_SET_ASIDE = 2  # "Two weapon cards have the weapon throwing-spear on both sides."


def stacks() -> dict[str, list[str]]:
    """The two face-down stacks of 3.1 (one card per special weapon; the spear's third card is
    the one with throwing stars on its back; the two double-sided spears stay in the supply)."""
    return {c: [w.id for w in data.special_weapons(c)] for c in ("melee", "ranged")}


def loadout(melee: str, ranged: str) -> dict:
    """Weapons and application dice of one ninja (2.1/3.1): ids and the dice values."""
    m, r = data.weapon(melee), data.weapon(ranged)
    return {"melee": m.id, "melee_uses": m.applications,
            "ranged": r.id, "ranged_uses": r.applications}


def deal_weapons(dice, choices: dict[str, str], exclude=()) -> dict[str, dict]:
    """3.1: shuffle both stacks with the game's dice, each ninja (in `choices` order) takes the
    top card of each, then turns over the card of the category he chose (`choices[ninja]` is
    "melee" or "ranged"); the other card stays on its standard side. Returns per ninja the
    loadout plus "special" and the counters he takes."""
    decks = {c: [w for w in ids if w not in exclude] for c, ids in stacks().items()}
    for c in ("melee", "ranged"):
        dice.shuffle(decks[c])
    if len(choices) > len(decks["melee"]):
        raise BadSetup(f"3.1: {len(choices)} ninjas but only {len(decks['melee'])} cards a stack")
    out = {}
    for i, (nid, cat) in enumerate(choices.items()):
        if cat not in ("melee", "ranged"):
            raise BadSetup(f"3.1: ninja {nid!r}: special weapon category must be 'melee' or "
                           f"'ranged', not {cat!r}")
        drawn = {c: decks[c][i] for c in ("melee", "ranged")}
        out[nid] = equip(nid, drawn[cat])
    return out


def equip(nid: str, special: str) -> dict:
    """The loadout of a ninja whose special weapon is `special` (the other category standard),
    with the counters 3.1 hands out: the weapon's loot counters, and weapon counters only for
    the throwing net or the caltrops."""
    try:
        w = data.weapon(special)
    except data.DataError as exc:
        raise BadSetup(f"3.1: ninja {nid!r}: {exc}") from None
    if w.standard:
        lo = loadout("sword", "throwing_stars")
    elif w.category == "melee":
        lo = loadout(w.id, "throwing_stars")
    else:
        lo = loadout("sword", w.id)
    lo["special"] = w.id
    lo["loot_counters"] = w.loot_counters if not w.standard else 0
    lo["weapon_counters"] = w.weapon_counters
    return lo


def agreed_weapons(wanted: dict[str, str]) -> dict[str, dict]:
    """3.1 alternative set-up: the players agree who has which special weapon. Each card exists
    once in the box (RULING 3.1-agreed-unique), so two ninjas cannot share one."""
    seen: dict[str, str] = {}
    out = {}
    for nid, wid in wanted.items():
        lo = equip(nid, wid)
        sp = lo["special"]
        if sp in seen and not data.weapon(sp).standard:
            raise BadSetup(f"3.1: ninjas {seen[sp]!r} and {nid!r} both want the {sp} card; "
                           "there is one in the box")
        seen[sp] = nid
        out[nid] = lo
    return out


def application_dice_needed(loadouts: dict[str, dict]) -> int:
    """Application dice in use: one per weapon with limited applications (the box has 5);
    throwing spears count their cards instead (3.1: each card is one application)."""
    return sum((lo["melee_uses"] is not None) +
               (lo["ranged_uses"] is not None and lo["ranged"] != "throwing_spear")
               for lo in loadouts.values())


def apply_loadout(n: "Ninja", lo: dict) -> None:
    n.melee, n.melee_uses = lo["melee"], lo["melee_uses"]
    n.ranged, n.ranged_uses = lo["ranged"], lo["ranged_uses"]


@hooks.register_setup_hook
def _special_weapons(setup, state, dice) -> None:
    """3.1 at new_game: NinjaSpec.special = "melee"/"ranged" draws from the shuffled stacks (in
    set-up order, with the game's dice); a weapon id is the agreed alternative set-up."""
    wanted = []
    for p in setup.players:
        for spec, fid in zip(p.ninjas, state.seat_ninjas[p.seat]):
            if spec.special is not None:
                wanted.append((fid, spec))
    if not wanted:
        return
    if setup.layer == "beginner":
        raise BadSetup("3.1: special weapons belong to the advanced rules (layer 'advanced')")
    for fid, spec in wanted:
        if spec.weapons.melee != "sword" or spec.weapons.ranged != "throwing_stars":
            raise BadSetup(f"3.1: {fid}: give either weapons or special, not both")
    agreed = agreed_weapons({fid: spec.special for fid, spec in wanted
                             if spec.special not in ("melee", "ranged")})
    drawn = deal_weapons(dice, {fid: spec.special for fid, spec in wanted
                                if spec.special in ("melee", "ranged")},
                         exclude={lo["special"] for lo in agreed.values()})
    for fid, lo in {**agreed, **drawn}.items():
        apply_loadout(state.ninja(fid), lo)
