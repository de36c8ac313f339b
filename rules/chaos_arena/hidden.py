"""What a player cannot know, re-imagined for computer players (engine.py `determinize`): the
other Mage's hand and the spell on his altar, the order of the Chaos Card deck, future dice."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.chaos_arena.state import State


def determinize(state: State, seat: str, dice: Dice) -> State:
    from rules.chaos_arena.play import hands_holding
    new = state.copy()
    for other in new.seats:
        if other == seat or not new.chosen.get(other):
            continue
        known = frozenset(new.cast.get(other, []))
        hands = hands_holding(known)
        pool = [s for s in hands[dice.below(len(hands))] if s not in known]
        dice.shuffle(pool)
        if new.prepared.get(other):
            new.prepared[other] = pool.pop()
        # spells discarded unseen are gone too: keep as many as he really holds
        new.hands[other] = sorted(pool[:len(new.hands.get(other, []))])
    new.deck = sorted(new.deck)      # its hidden order must not leak through the shuffle
    dice.shuffle(new.deck)
    new.dice = Dice.from_seed(dice.below(1 << 62))
    return new
