"""Items in use, weapon combinations and the stats they give (I.2, I.3, III.4).

A figure may use only the items of its own character or items with exactly the same name
(I.3); anything else may be held or carried but counts for nothing (a held one is not a free
hand either). A two-handed item held counts as that item plus a free hand (I.3).
"""
from __future__ import annotations

from itertools import combinations

from rules.morituri import cards
from rules.morituri.cards import ANY, FREE

UNUSABLE = "?"


def deck_of(fig):
    return cards.deck(fig.deck)


def standard(fig):
    return deck_of(fig).standards[fig.std]


def usable(fig, item_id: str) -> bool:
    return _usable(fig.deck, item_id)


def _usable(deck: str, item_id: str) -> bool:
    return cards.item(item_id).name in {i.name for i in cards.deck(deck).items}


def hand_names(fig) -> tuple[str, str]:
    """The two hands as axe names, sorted: item names, "free", or "?" (unusable item)."""
    return hands_as_names(fig.deck, fig.hands)


def hands_as_names(deck: str, hands) -> tuple[str, str]:
    """`hand_names` of a character of `deck` holding `hands` (item ids or None)."""
    return tuple(sorted(FREE if i is None else cards.item(i).name if _usable(deck, i) else UNUSABLE
                        for i in hands))


def matching_axe(axes, names: tuple[str, str]):
    """The axe for this combination of weapons, exact first, then "*" (standard action only)."""
    fallback = None
    for axe in axes:
        if axe.hands == (ANY,):
            fallback = axe
        elif tuple(sorted(axe.hands)) == names:
            return axe
    return fallback


def card_fits(fig, number: int) -> bool:
    """III.4: the action may stay current only with one of its weapon combinations."""
    return fits_hands(fig.deck, number, fig.hands)


def fits_hands(deck: str, number: int, hands) -> bool:
    """`card_fits` for a character of `deck` holding `hands` (a view's figure: the table asks)."""
    names = hands_as_names(deck, hands)
    return any(a.hands != (ANY,) and tuple(sorted(a.hands)) == names for a in cards.deck(deck).card(number).axes)


def used_items(fig) -> list:
    """Items in use: in the hands, or worn above the standard action; only usable ones."""
    return [i for i in list(fig.hands) + list(fig.worn) if i and usable(fig, i)]


def _bonus(fig, attr: str) -> int:
    total = 0
    for i in used_items(fig):
        it = cards.item(i)
        if it.worn_only and i not in fig.worn:
            continue
        total += getattr(it, attr)
    return total


def strength(fig) -> int:
    return standard(fig).strength + _bonus(fig, "strength")


def defence(fig) -> int:
    return standard(fig).defence + _bonus(fig, "defence")


def attack_bonus(fig) -> int:
    """IV.4: item bonuses to Strength or to the attack are added to the first number (and a
    goblin's shift of a save from before ruling VI.2)."""
    return _bonus(fig, "attack") + _bonus(fig, "strength") + fig.attack_shift


def stance_guesses(fig) -> dict:
    """IV.7: the guesses of the current action, or of the standard action if none is laid out."""
    names = hand_names(fig)
    if fig.current is not None:
        axe = matching_axe(deck_of(fig).card(fig.current).axes, names)
    else:
        axe = matching_axe(standard(fig).axes, names)
    g = axe.guesses if axe else None
    if g is None:
        return {"slash": 0, "thrust": 0, "contact": 0}
    p = fig.guess_penalty
    return {"slash": max(0, g.slash - p), "thrust": max(0, g.thrust - p),
            "contact": max(0, g.contact - p)}


def check_hands(hands, worn) -> str | None:
    """Why this arrangement of items is impossible (None if fine)."""
    a, b = hands
    if a is not None and a == b:
        return f"{a} cannot be in both places"
    for i in (a, b):
        if i is None:
            continue
        it = cards.item(i)
        if it.hands == 0:
            return f"{it.name} is not held in a hand"
        if it.hands == 2 and (a is not None and b is not None):
            return f"{it.name} is held with both hands (the other place stays free)"
    for i in worn:
        if not cards.item(i).wearable:
            return f"{cards.item(i).name} cannot be worn"
        if i in hands:
            return f"{cards.item(i).name} cannot be worn and held at once"
    if len(set(worn)) != len(worn):
        return "an item is worn twice"
    return None


def equip_options(fig, extra: tuple = ()) -> list[tuple[tuple, tuple]]:
    """(hands, worn) arrangements of the figure's items (and `extra` picked-up ones):
    every pair of holdable items (or free hands), wearing every wearable item not held, or none."""
    items = sorted(set(fig.items()) | set(extra))
    holdable = [i for i in items if cards.item(i).hands in (1, 2)]
    wearable = [i for i in items if cards.item(i).wearable]
    pairs = [(None, None)] + [(i, None) for i in holdable]
    pairs += [(a, b) for a, b in combinations(holdable, 2)
              if cards.item(a).hands == 1 and cards.item(b).hands == 1]
    out, seen = [], set()
    for hands in pairs:
        rest = tuple(i for i in wearable if i not in hands)
        for worn in {rest, ()}:
            key = (tuple(sorted(h for h in hands if h)), worn)
            if key in seen:
                continue
            seen.add(key)
            out.append((hands, worn))
    return out
