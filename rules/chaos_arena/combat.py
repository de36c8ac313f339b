"""4B Fighting Combat: single and group combat, losers in the order Scout ... Mage."""
from __future__ import annotations

from itertools import permutations

from rules.chaos_arena import events as ev
from rules.chaos_arena.data import TYPES
from rules.chaos_arena.life import damage, usable
from rules.chaos_arena.state import Fig, State


def touching(a: Fig, b: Fig) -> bool:
    """Hex distance 1, written out (asked tens of thousands of times in a random game)."""
    ac, bc = a.cell, b.cell
    if ac is None or bc is None:
        return False
    dq, dr = ac[0] - bc[0], ac[1] - bc[1]
    return -1 <= dq <= 1 and -1 <= dr <= 1 and -1 <= dq + dr <= 1 and (dq != 0 or dr != 0)


def roll_side(state: State, figs: list[Fig]) -> tuple[int, ...]:
    """One die for a side; two (the highest counts) when a Berserker is in it (4B example)."""
    n = max(f.card.dice for f in figs)
    return tuple(state.dice.roll(n))


def oomph(state: State, f: Fig, defending: bool, use_items: bool = True) -> int:
    """Total Oomph: the card side that is up, the item (once per action phase: 4B Swapping),
    Bad Evil Drugs, Tortuga's Testudo when defending."""
    total = f.stats()[1]
    eff = usable(f)
    if eff.get("oomph") and not eff.get("use") and use_items and f.item_used != state.phase_no:
        total += eff["oomph"]
    if f.drugged:
        total += 3
    if f.testudo and defending:
        total += 2
    return total


def dmg(f: Fig) -> int:
    return f.stats()[2] + usable(f).get("dmg", 0)


def _mark_items(state: State, figs: list[Fig]) -> None:
    for f in figs:
        eff = usable(f)
        if eff.get("oomph") or eff.get("dmg") or eff.get("never_lose"):
            if not eff.get("use"):
                f.item_used = state.phase_no


def gloves(state: State, figs: list[Fig]) -> Fig | None:
    """A Glovvies wearer whose gloves are not used up this action phase."""
    return next((f for f in figs if usable(f).get("never_lose") and f.item_used != state.phase_no),
                None)


def loss_order(losers: list[Fig], total: int) -> tuple[list[Fig], list[Fig] | None]:
    """The losers in the order they take damage (weakest type first), and the group of equals
    whose order their owner must choose (None if the choice changes nothing)."""
    ordered = sorted(losers, key=lambda f: (TYPES.index(f.type), f.id))
    left = total
    for t in TYPES:
        same = [f for f in ordered if f.type == t]
        if not same:
            continue
        lives = sum(f.lives for f in same)
        if 0 < left < lives and len(same) > 1:
            return ordered, same
        left -= min(left, lives)
    return ordered, None


def choice_orders(group: list[Fig]) -> list[tuple[str, ...]]:
    return [tuple(f.id for f in p) for p in permutations(sorted(group, key=lambda f: f.id))]


def deal(state: State, ordered: list[Fig], total: int, cause: str, events: list) -> None:
    left = total
    for f in ordered:
        if left <= 0 or state.finished:
            break
        take = min(left, max(f.lives, 0))
        left -= take
        damage(state, f, take, cause, events)


def resolve(state: State, attackers: list[Fig], defenders: list[Fig], events: list,
            note: str = "") -> dict | None:
    """Roll and compare (4B). Returns a pending choice (the loser's owner picks who dies among
    equals) or None when the damage is dealt."""
    a_dice = roll_side(state, attackers)
    d_dice = roll_side(state, defenders)
    a_total = max(a_dice) + sum(oomph(state, f, False) for f in attackers)
    d_total = max(d_dice) + sum(oomph(state, f, True) for f in defenders)
    result = "attackers" if a_total > d_total else "defenders" if d_total > a_total else "draw"
    if result != "draw":
        losing = defenders if result == "attackers" else attackers
        g = gloves(state, losing)
        if g is not None:
            result, note = "draw", f"{g.id}'s Glovvies of the Elvish Poet: no loss"
    _mark_items(state, attackers + defenders)
    winners = attackers if result == "attackers" else defenders
    total = sum(dmg(f) for f in winners) if result != "draw" else 0
    events.append(ev.Combat(attackers=tuple(f.id for f in attackers),
                            defenders=tuple(f.id for f in defenders), attack_dice=a_dice,
                            defend_dice=d_dice, attack_total=a_total, defend_total=d_total,
                            result=result, damage=total, note=note))
    if result == "draw":
        return None
    losers = defenders if result == "attackers" else attackers
    ordered, group = loss_order(losers, total)
    if group is not None:
        return {"kind": "casualties", "seat": losers[0].controller or losers[0].seat,
                "losers": [f.id for f in ordered], "group": [f.id for f in group],
                "damage": total, "options": [list(o) for o in choice_orders(group)]}
    deal(state, ordered, total, "combat", events)
    return None


def apply_casualty_choice(state: State, pending: dict, order: tuple[str, ...], events: list) -> None:
    """The owner's order for the equals; the rest keep the weakest-first order."""
    losers = [state.fig(i) for i in pending["losers"]]
    group = set(pending["group"])
    ordered, done = [], False
    for f in losers:
        if f.id in group:
            if not done:
                ordered += [state.fig(i) for i in order]
                done = True
        else:
            ordered.append(f)
    deal(state, ordered, pending["damage"], "combat", events)
