"""What the war band is worth: each character's life, a fight's expected loss and gain."""
from __future__ import annotations

from rules.chaos_arena import combat, moves
from rules.core.hexgrid import distance
from game.ai.chaos_arena.dice_odds import odds


WIN = 1000.0
LIFE = {"scout": 1.0, "archer": 1.6, "warrior": 2.2, "berserker": 1.8, "knight": 2.6, "mage": 40.0}


def life_value(f) -> float:
    return LIFE[f.type] + (0.3 * f.arrows if f.type == "archer" else 0.0)


def loss_value(state, losers, total: int) -> float:
    """What `total` damage costs the losing side, going weakest first (4B)."""
    ordered, _ = combat.loss_order(losers, total)
    left, value = total, 0.0
    for f in ordered:
        if left <= 0:
            break
        take = min(left, f.lives)
        left -= take
        if f.type == "mage" and take >= f.lives:
            return WIN
        value += take * life_value(f) + (1.5 if take >= f.lives else 0.0)
    return value


def fight_gain(state, seat, att, dfn) -> float:
    """Expected gain of a combat for the attacking seat (exact dice odds)."""
    a_bonus = sum(combat.oomph(state, f, False) for f in att)
    d_bonus = sum(combat.oomph(state, g, True) for g in dfn)
    win, lose = odds(a_bonus, max(f.card.dice for f in att), d_bonus,
                     max(g.card.dice for g in dfn))
    if combat.gloves(state, dfn):
        win = 0.0
    if combat.gloves(state, att):
        lose = 0.0
    gain = win * loss_value(state, dfn, sum(combat.dmg(f) for f in att))
    gain -= lose * loss_value(state, att, sum(combat.dmg(g) for g in dfn))
    mage = state.mage(seat)
    if mage.status == "arena" and any(distance(g.cell, mage.cell) <= moves.allowance(state, g) + 1
                                      for g in dfn):
        gain += win * 4.0                               # beating him keeps our Mage safe
    if any(f.type == "mage" for f in att) and state.prepared.get(seat):
        gain -= 3.0                                     # attacking breaks his spell (4E)
    if any(g.type == "mage" and g.seat != seat and any(
            a.spell == "selebungol-shock" and a.target == g.id for a in state.active) for g in dfn):
        gain -= max(life_value(f) for f in att)         # the shock hits one of us first
    return gain
