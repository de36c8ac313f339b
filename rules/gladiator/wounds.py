"""Wounds: dazed from a single blow of 5+ (race thresholds), knocked down from 8+, permanently
dazed at SH 3 or less, unconscious at 1, dead at 0 or less; regeneration."""
from __future__ import annotations

from rules.gladiator import events as ev
from rules.gladiator.characters import daze_threshold, knockdown_threshold
from rules.gladiator.data import races
from rules.gladiator.state import Figure, Item, State

NEAR_DEATH = 3
UNCONSCIOUS = 1


def wound(state: State, f: Figure, damage: int, out: list, blow: bool = True) -> None:
    """Take `damage` SH points. Only a weapon's blow dazes or knocks down (terrain and psychic
    damage do not: RULING 6-terrain-not-a-blow)."""
    if damage <= 0 or not f.present:
        return
    if f.image:                 # insubstantial: anything that hurts it makes it vanish
        from rules.gladiator.conjure import vanish
        vanish(state, f, "hit", out)
        return
    f.sh -= damage
    effects = []
    if blow and damage >= daze_threshold(f):
        f.dazed_next = True
        effects.append("dazed")
    kd = knockdown_threshold(f)
    if blow and kd is not None and damage >= kd and not f.prone:
        f.prone = True
        effects.append("knocked_down")
    if f.sh <= 0:
        kill(state, f, out)
        effects.append("dead")
    else:
        if f.sh <= NEAR_DEATH:
            effects.append("near_death")
        if f.sh <= UNCONSCIOUS:
            f.prone = True
            effects.append("unconscious")
    out.append(ev.Wounded(figure=f.id, damage=damage, sh=max(f.sh, 0), effects=tuple(effects)))


def kill(state: State, f: Figure, out: list | None = None) -> None:
    """Dead: removed from play; what he carried stays in his square (and the Evil Mage's or
    Evil Summoner's Healing Potion, by chance); what he conjured vanishes."""
    f.sh = 0
    f.alive = False
    f.prone = True
    chance = races()[f.race].potion
    if chance:
        from rules.core.dice import Dice
        d = Dice(state.dice)
        if d.below(100) < round(chance * 100):
            f.slots = [it for it in f.slots if it is not None] + [Item("healing_potion")]
        state.dice = d.state
    items = tuple(it for it in f.slots if it is not None)
    if items:
        state.ground[f.cell] = state.ground.get(f.cell, ()) + items
    f.slots = [None] * 5
    leave_hand_combat(state, f)
    from rules.gladiator.conjure import on_death
    on_death(state, f, [] if out is None else out)


def leave_hand_combat(state: State, f: Figure) -> None:
    for oid in f.hand_combat:
        o = state.fig(oid)
        o.hand_combat = tuple(x for x in o.hand_combat if x != f.id)
    f.hand_combat = ()


def regenerate(state: State, f: Figure, out: list) -> None:
    """Magi 1 SH every 3 turns, Trolls 1 every turn, up to full SH."""
    regen = races()[f.race].regenerate
    if not regen or not f.present:
        return
    amount, every = regen
    f.regen += 1
    if f.regen >= every:
        f.regen = 0
        if f.sh < f.sh_max:
            f.sh = min(f.sh_max, f.sh + amount)
            out.append(ev.Healed(figure=f.id, sh=f.sh, why="regeneration"))


def drop(state: State, f: Figure, slot: int, out: list) -> Item | None:
    it = f.slots[slot]
    if it is None:
        return None
    f.slots[slot] = None
    state.ground[f.cell] = state.ground.get(f.cell, ()) + (it,)
    out.append(ev.ItemDropped(figure=f.id, item=it.w, cell=f.cell))
    return it
