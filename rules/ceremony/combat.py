"""Tests, hits, DODGE, damage, wounds and deaths (RULES.md "Tests", "Combat", "Wounds").

A test is d10 <= the characteristic (+ modifiers). Facing changes the defender: an attacker in
his side squares gets +1, in his rear squares +2, and his DODGE is AGILITY-2 from the side and
impossible from the rear. Damage is the weapon's die minus the armour on the location hit;
the wound's kind follows from the rest against TOUGHNESS.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import square
from rules.core.dice import Dice
from rules.ceremony import events as ev
from rules.ceremony.data import base
from rules.ceremony.state import MASTER, Fig, State

KINDS = ("none", "ordinary", "critical", "mortal")
ZONE_BONUS = {"front": 0, "side": 1, "rear": 2}
CRYSTALS_TO_WIN = 10


@dataclass
class Ctx:
    state: State
    dice: Dice
    out: list


def test(ctx: Ctx, fig_id: str, what: str, value: int, purpose: str = "", about: str | None = None) -> bool:
    roll = ctx.dice.die(base().test_die)
    ok = roll <= value
    ctx.out.append(ev.Tested(figure=fig_id, what=what, value=value, roll=roll, success=ok,
                             purpose=purpose, about=about))
    return ok


def stat(f: Fig, name: str) -> int:
    """A characteristic as tests use it: critical wounds cost a gladiator 1 each."""
    return f.stats[name] - f.crippled


def zone(target: Fig, attacker_cell) -> str:
    """Where the attacker stands for the target: front, side, rear (helpers without a facing:
    always front)."""
    if target.facing is None or target.cell is None:
        return "front"
    return square.gladiator_zone(target.cell, target.facing, attacker_cell)


def protection(f: Fig, location: str) -> int:
    return sum(base().armour[a].protection for a in f.armour.get(location, ()))


def random_location(ctx: Ctx, f: Fig) -> str:
    locs = f.locations
    return locs[0] if len(locs) == 1 else locs[ctx.dice.die(len(locs)) - 1]


def wound_kind(f: Fig, location: str, net: int) -> str:
    """net <= 0 none; 1+ ordinary; >= TOUGHNESS critical; >= 2 x TOUGHNESS mortal; one kind
    worse on the head, and one worse on a location already holding (boxes - 1) wounds; any
    wound on a location whose boxes are all full is mortal."""
    if net <= 0:
        return "none"
    if len(f.wounds[location]) >= base().wound_boxes:
        return "mortal"         # no box left to mark it in: the location is destroyed (ruling)
    t = f.stats["toughness"]
    k = 1 + (net >= t) + (net >= 2 * t)
    if location == "head":
        k += 1
    if len(f.wounds[location]) >= base().wound_boxes - 1:
        k += 1
    return KINDS[min(k, 3)]


def dodge_means(target: Fig, attacker_cell) -> str | None:
    """How the target could DODGE this hit: a gladiator with a defensive point, anyone with an
    hourglass (helpers dodge only with a kept-back action); never from the rear."""
    if attacker_cell is not None and zone(target, attacker_cell) == "rear":
        return None
    if target.kind == "gladiator" and target.dfn > 0:
        return "defensive"
    if target.hourglass:
        return "hourglass"
    return None


def controller(state: State, f: Fig) -> str | None:
    return f.seat


def hit(ctx: Ctx, source: Fig | None, target: Fig, location: str, die: int, what: str) -> None:
    """A hit landed: offer the DODGE to the target's controller, or deal the damage now."""
    means = dodge_means(target, source.cell if source else None) if source else None
    seat = controller(ctx.state, target)
    if means and seat:
        ctx.state.pending = {"target": target.id, "source": source.id, "location": location,
                             "die": die, "what": what, "means": means, "seat": seat}
        return
    damage(ctx, source.id if source else "trap", target, location, die)


def resolve_dodge(ctx: Ctx, do: bool) -> None:
    p = ctx.state.pending
    ctx.state.pending = None
    st = ctx.state
    target, source = st.fig(p["target"]), st.find(p["source"])
    if do:
        if p["means"] == "defensive":
            target.dfn -= 1
        else:
            target.hourglass = False
            ctx.out.append(ev.Hourglass(figure=target.id, change="used"))
        value = stat(target, "agility") - (2 if source and zone(target, source.cell) == "side" else 0)
        ok = test(ctx, target.id, "agility", value, "dodge", source.id if source else None)
        ctx.out.append(ev.Dodged(figure=target.id, success=ok))
        if ok:
            return
    damage(ctx, p["source"], target, p["location"], p["die"])


def masters(state: State, source_id: str) -> bool:
    """Does a wound from this source count for the Master (his helpers, the beast he fields,
    the traps he laid)?"""
    if state.mode != "master":
        return False
    if source_id == "trap":
        return True
    src = state.find(source_id)
    return src is not None and src.kind != "gladiator"


def damage(ctx: Ctx, source_id: str, target: Fig, location: str, die: int) -> None:
    st = ctx.state
    roll = ctx.dice.die(die)
    arm = protection(target, location)
    kind = wound_kind(target, location, roll - arm)
    crystal = False
    before = st.crystals
    if kind != "none":
        target.wounds = {**target.wounds, location: target.wounds[location] + (kind,)}
        if target.kind == "gladiator" and masters(st, source_id):
            st.crystals += 1
            crystal = True
    ctx.out.append(ev.Wounded(figure=target.id, location=location, roll=roll, armour=arm,
                              wound=kind, crystal=crystal))
    if kind == "critical":
        if target.kind == "gladiator":
            target.crippled += 1
        else:
            _remove(ctx, target, "out", "critical")
    elif kind == "mortal":
        _remove(ctx, target, "dead", "mortal")
        if target.kind == "gladiator":
            _gladiator_died(ctx, target, source_id, before)


def _remove(ctx: Ctx, f: Fig, status: str, how: str) -> None:
    f.status = status
    f.cell = None
    f.hourglass = False
    f.off = f.dfn = 0
    ctx.out.append(ev.Eliminated(figure=f.id, how=how))
    st = ctx.state
    if st.sequence and st.sequence[0] == f.id:
        st.sequence = None
    if st.pending and st.pending["target"] == f.id:
        st.pending = None


def finish(ctx: Ctx, winners: tuple[str, ...], reason: str) -> None:
    st = ctx.state
    st.finished, st.winners, st.reason, st.phase = True, winners, reason, "over"
    st.pending = st.sequence = None
    ctx.out.append(ev.GameOver(winners=winners, reason=reason))


def _gladiator_died(ctx: Ctx, victim: Fig, source_id: str, crystals_before: int) -> None:
    st = ctx.state
    if st.finished:
        return
    other = "B" if victim.side == "A" else "A"
    if st.mode == "master":
        src = st.find(source_id)
        survivor = next(g for g in st.gladiators() if g.id != victim.id)
        if src is not None and src.kind == "gladiator":
            finish(ctx, (src.seat,), f"{src.name} killed {victim.name} by his own hand: the "
                                     "Master of Ceremonies loses")
        elif crystals_before >= CRYSTALS_TO_WIN:
            finish(ctx, (MASTER,), f"{crystals_before} wound crystals, then {victim.name}'s "
                                   "death: the Master of Ceremonies wins")
        else:
            finish(ctx, (survivor.seat,), f"{victim.name} died after only {crystals_before} wound "
                                          f"crystals: the audience is not satisfied, "
                                          f"{survivor.name} wins")
        return
    alive = [g for g in st.gladiators() if g.side == victim.side and g.status == "active"]
    if not alive:
        finish(ctx, tuple(st.sides[other]), f"every gladiator of side {victim.side} is dead")


def _wounds(n: int) -> str:
    return f"{n} wound{'' if n == 1 else 's'}"


def time_up(ctx: Ctx) -> None:
    """Authored: after the last round the Lords stop the fight; fewer wounds wins."""
    st = ctx.state

    def wounds(gs):
        return sum(len(w) for g in gs for w in g.wounds.values())
    if st.mode == "master":
        a, b = st.gladiators()
        wa, wb = wounds([a]), wounds([b])
        if wa == wb:
            finish(ctx, (MASTER,), f"time: both gladiators took {_wounds(wa)}; the Master of "
                                   "Ceremonies wins the undecided spectacle")
        else:
            best = a if wa < wb else b
            finish(ctx, (best.seat,), f"time: {best.name} took fewer wounds")
        return
    side_w = {s: wounds([g for g in st.gladiators() if g.side == s]) for s in ("A", "B")}
    if side_w["A"] == side_w["B"]:
        finish(ctx, (), f"time: both sides took {_wounds(side_w['A'])}, a draw")
    else:
        best = "A" if side_w["A"] < side_w["B"] else "B"
        finish(ctx, tuple(st.sides[best]), f"time: side {best} took fewer wounds")
