"""VI.3: the goblins' division of their cards, the computer's own."""
from __future__ import annotations

from rules.morituri import actions as A, cards


GOBLIN_A = {"goblins.sabres", "goblins.javelin1", "goblins.shield1"}


def goblin_plan() -> dict:
    """The computer's division of the goblins' deck (VI.3): goblin a takes the sabres and one
    javelin and shield, goblin b the other pair; each combat action goes to a goblin whose
    items it fits (b, who holds less, first when both fit, until he has as many), the special
    actions alternate. card -> 0 (goblin a) or 1 (goblin b)."""
    from rules.morituri import division
    d = cards.deck("goblins")
    names = [{cards.item(i).name for i in GOBLIN_A} | {cards.FREE},
             {"Javelin", "Goblin shield", cards.FREE}]
    plan, count = {}, [0, 0]
    for c in division.deck_cards():
        if isinstance(c, str) and c.startswith("goblins.") and c in cards.item_index():
            plan[c] = 0 if c in GOBLIN_A else 1
            continue
        if isinstance(c, str):                           # a special action
            plan[c] = len([x for x in plan if isinstance(x, str)]) % 2
            continue
        axes = d.card(c).axes
        fits = [any(set(a.hands) <= names[k] for a in axes) for k in (0, 1)]
        k = 1 if fits[1] and (not fits[0] or count[1] <= count[0]) else 0
        plan[c] = k
        count[k] += 1
    return plan


def divide_choice(world):
    """The next card of the division, to the goblin goblin_plan() gives it."""
    a, b, left = world.dividing[0]
    return A.Divide(card=left[0], to=(a, b)[goblin_plan()[left[0]]])
