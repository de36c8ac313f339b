"""What an action will do, said before it is chosen (the table's hover words): the test it
makes with its chance (a d10 at most the value, B2) and what follows on success and failure.

Only public facts go in (positions, facings, characteristics, wounds, the Master's allies on
the board); hidden traps never. The values come from the functions `flow` rolls against, so
the words cannot drift from the rules."""
from __future__ import annotations

from rules.core import square
from rules.ceremony import actions as A
from rules.ceremony.combat import dodge_means, zone
from rules.ceremony.data import base, weapon
from rules.ceremony.flow import (attack_value, master_value, order_value, reach_holder, shoot_value,
                                 shove_value)
from rules.ceremony.state import State


def chance(value: int) -> str:
    """A d10 test at most `value`, in words: '7 or less on a d10 (70%)'."""
    v = max(0, min(base().test_die, value))
    if v == 0:
        return f"cannot succeed (needs {value} or less on a d{base().test_die})"
    if v == base().test_die:
        return "always succeeds"
    return f"{v} or less on a d{base().test_die} ({100 * v // base().test_die}%)"


def _dodge(state: State, source, target) -> str:
    means = dodge_means(target, source.cell)
    if means is None:
        return f"{target.id} cannot DODGE it" + (" (from his rear)" if target.facing is not None
                                                  and zone(target, source.cell) == "rear" else "")
    return f"{target.id} may DODGE it" + (" with his hourglass" if means == "hourglass" else "")


def _damage(source, target, w: str | None, location: str | None) -> str:
    die = weapon(w).die if location is not None and w else source.die
    where = f"the {location.replace('_', ' ')}" if location else "a random location"
    return f"d{die} damage at {where}, less its armour"


def preview(state: State, seat: str, action) -> str | None:
    """One or two sentences of what `action` will do; None when it rolls nothing worth saying."""
    k = action.kind
    n = base().order_actions
    if k in A.MASTER_KINDS:
        h = state.fig(action.helper)
        value = master_value(state, k, h)
        test = f"the Master's PSYCHE test: {chance(value)}"
        then = {"master_order": f"success: {h.id} acts {n['success']} times in a row, failure: once",
                "coerce": f"success: {h.id} acts {n['success']} times in a row, failure: once",
                "introduce": f"success: {h.id} enters there; failure: the point is lost",
                "resurrect": f"success: {h.id} goes back to the pool healed; failure: gone for good"}[k]
        if value >= base().test_die:            # no failure to speak of
            then = then.split(", failure")[0].split("; failure")[0]
        return f"{test}; {then} (E6)"
    f = state.find(getattr(action, "figure", None)) if getattr(action, "figure", None) else None
    if f is None or f.cell is None:
        return None
    if k == "attack":
        t = state.fig(action.target)
        return (f"COMBAT test {chance(attack_value(f, t, action.location))}; a hit does "
                f"{_damage(f, t, action.weapon, action.location)}; {_dodge(state, f, t)} (B8)")
    if k == "shoot":
        t = state.fig(action.target)
        return (f"COMBAT test, -1 per 3 squares: {chance(shoot_value(f, t))}; a hit does "
                f"d{weapon(action.weapon).die} damage at a random location; {_dodge(state, f, t)} (B8)")
    if k == "disengage":
        return f"AGILITY test {chance(f.stats['agility'] - f.crippled)}; failing, {f.id} stays bound (B7)"
    if k == "shove":
        t = state.fig(action.target)
        return f"STRENGTH test {chance(shove_value(f, t))}; success pushes {t.id} 2 squares away (E4)"
    if k == "order":
        h = state.fig(action.helper)
        return (f"PSYCHE test {chance(order_value(f, h))}; success: {h.id} acts {n['success']} times "
                f"in a row, failure: once (E2)")
    if k in ("move", "run"):
        dest = square.step(f.cell, action.dir)
        o = reach_holder(state, f, dest) if k == "move" else None
        if o is not None:
            return (f"{o.id}'s reach: an AGILITY test {chance(f.stats['agility'] - f.crippled)}; "
                    f"failing, {f.id} is kept at a distance and the point is spent (B7)")
        return f"{f.id} faces the way he steps (B7)" if k == "move" and f.warrior else None
    if k == "turn":
        return "spends a defensive point" + ("" if getattr(action, "hourglass", False) else
                                             f" ({f.dfn} left: each DODGE needs one too) (B5)")
    if k == "wait":
        return "an hourglass: one action or a DODGE at any moment of this round, lost at its end (B10)"
    if k == "dodge" and state.pending is not None:
        src = state.find(state.pending["source"])
        side = src is not None and zone(f, src.cell) == "side"
        value = f.stats["agility"] - f.crippled - (2 if side else 0)
        return (f"AGILITY test {chance(value)}{' (-2: hit from the side)' if side else ''}: "
                f"success cancels the hit (B10)" if action.dodge
                else f"d{state.pending['die']} damage at the {str(state.pending['location']).replace('_', ' ')}, "
                     f"less its armour, is dealt now (B9)")
    return None
