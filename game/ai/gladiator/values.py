"""What an action is worth: expected damage past armour, spells, a change of weapons, a side's material."""
from __future__ import annotations

from rules.core.square import chebyshev
from rules.gladiator.actions import (Attack, DualAttack, Impale, ReceiveCharge, ShieldAttack,
                                     Shoot, Slash, Throw)
from rules.gladiator.characters import armour_against, strikers, weapon
from rules.gladiator.data import spells
from game.ai.gladiator.paths import _foes


KILL_BONUS = 6.0


def _avg(w) -> float:
    n, m = w.dice
    return n * 3.5 + m


def _expected(pack, world, f, a) -> float:
    """Chance to hit (the pack's exact odds) times the average damage past armour."""
    try:
        chances = pack.odds(world, a)
    except Exception:
        return 0.0
    st = strikers(f)
    plan = []
    if isinstance(a, DualAttack) and len(st) > 1:
        plan = [(a.first, st[0][1]), (a.second, st[1][1])]
    elif isinstance(a, Attack):
        w = next((x[1] for x in st if x[1].id == a.weapon), st[0][1] if st else None)
        plan = [(a.target, w)]
    elif isinstance(a, Slash):
        from rules.gladiator.fight import targets_of
        plan = [(t, st[0][1]) for t in targets_of(world, f, a)]
    elif isinstance(a, ShieldAttack):
        from rules.gladiator.characters import held_shield
        plan = [(a.target, held_shield(f))]
    elif isinstance(a, (Shoot, Throw)):
        from rules.gladiator.fight import ready_weapon, thrown_weapon
        w = thrown_weapon(f) if isinstance(a, Throw) else ready_weapon(f)
        if w is not None and w.bolt:
            w = w.model_copy(update={"damage": w.bolt})
        plan = [(a.target, w)]
    elif isinstance(a, (Impale, ReceiveCharge)):
        plan = [(a.target, st[0][1] if st else None)]
    total = 0.0
    for (tid, w), (_, p) in zip(plan, chances):
        if w is None:
            continue
        t = world.fig(tid)
        dmg = _avg(w) + (3 if tid in f.hand_combat else 0)
        if isinstance(a, (Impale, ReceiveCharge)):
            dmg *= 2
        if not w.no_armour:
            dmg -= armour_against(t, f.cell, w.no_shield)
        dmg = max(0.0, dmg)
        if isinstance(a, (Shoot, Throw)) and t.side != f.side:
            from rules.gladiator import effects
            if effects.missile_return(t):
                return -2.0
        total += p * (dmg + (KILL_BONUS if dmg >= t.sh else 0.0))
    if isinstance(a, Throw):
        total -= 0.5           # the weapon leaves his hand
    return total


def _spell_value(pack, world, f, a) -> float:
    sp = spells()[a.spell]
    if sp.free:                         # cancelling his own summon: never worth it here
        return -1.0
    from rules.gladiator.spells import casting_ag, full_cost
    from rules.gladiator import rolls
    p = float(rolls.hit_chance(casting_ag(f)))
    cost = full_cost(f, sp, a.power)
    if cost >= f.sh - 1:
        return -5.0
    foes = _foes(world, f)
    value = 0.0
    if a.spell == "psychic_blast":
        value = p * 3.5 * sum(1 for g in foes if chebyshev(g.cell, f.cell) <= 5)
    elif sp.type == "missile" and a.target:
        t = world.fig(a.target)
        value = p * (3.5 * a.power + (KILL_BONUS if 3.5 * a.power >= t.sh else 0)) \
            + p * min(3.5 * a.power, f.sh_max - f.sh + cost)
    elif a.spell == "heal_strength" and a.target:
        t = world.fig(a.target)
        value = p * min(a.power, t.sh_max + 2 - t.sh) * 1.2
    elif sp.type == "summon" or a.spell == "snake_staff":
        mine = sum(1 for g in world.figures if g.present and g.summoner == f.id)
        value = p * (6.0 + 2 * a.power) if mine < 2 else 0.0
    elif sp.type == "illusion":
        value = p * 3.0 if a.spell != "image" else (p * 4.0 if f.sh * 2 < f.sh_max else 0.5)
    elif a.spell in ("iron_flesh", "steel_flesh") and a.target:
        t = world.fig(a.target)
        near = any(chebyshev(t.cell, g.cell) <= 2 for g in foes)
        value = p * sp.amount * a.power * (1.5 if near else 0.3)
    elif a.spell == "clumsiness" and a.target:
        value = p * a.power * 0.8
    elif a.spell == "lose_weapon":
        value = p * 3.0
    elif a.spell == "dazzle":
        from rules.gladiator.spells import sees
        value = p * 1.5 * sum(1 for g in foes if sees(world, g, f) and not g.dazzled_until)
    return value - cost * 0.9


def _change_value(world, f, a) -> float:
    """Ready a weapon into an empty or useless hand; put a bow away when the enemy is close."""
    (x, y), = a.swaps
    ready = weapon(f.slots[0])
    near = any(chebyshev(f.cell, g.cell) <= 2 for g in _foes(world, f))
    if x == "ready" and y.startswith("slung"):
        incoming = weapon(f.slots[int(y[-1]) + 1])
        if incoming is None or incoming.kind != "weapon":
            return -1.0
        if ready is None:
            return 2.5
        if ready.bow and near and not incoming.bow:
            return 3.0
        return -0.5
    if x == "ground" or y == "ground":
        return 1.0 if x == "ground" and y == "ready" and ready is None else -1.0
    return -0.5


def _material(w, seat) -> float:
    """Own SH minus the enemy's, dead enemies worth their SH again; a win is worth a lot."""
    if w.finished:
        return 1000.0 if seat in w.winners else (-1000.0 if w.winners else 0.0)
    score = 0.0
    for g in w.figures:
        sign = 1.0 if g.side == seat else -1.0
        if g.present and not g.image:
            score += sign * g.sh
        elif not g.alive:
            score -= sign * g.sh_max
    return score
