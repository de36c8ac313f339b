"""VI.3 (l. 525): goblins fighting on the same side divide their one deck as their player(s)
see fit, within "exactly one standard action each": before the first turn, card by card.

Goblin a has the first standard action, goblin b the second; every other card (combat
actions, items, special actions, in deck order) goes to the goblin the player names, or all
the rest at once as the authored default division gives them (setup.goblin_halves). When the
last card is given, each goblin takes his items in hand (`gear`) and the fight begins."""
from __future__ import annotations

from rules.core.engine import BadSetup, IllegalAction
from rules.morituri import actions as A
from rules.morituri import cards
from rules.morituri import equipment as eq
from rules.morituri import events as ev


def deck_cards() -> list:
    """Every card of the goblins' deck but the two standard actions, in deck order."""
    d = cards.deck("goblins")
    return ([c.number for c in d.combat] + [i.id for i in d.items] + [s.id for s in d.specials])


def seat(state) -> str:
    return state.fig(state.dividing[0][0]).seat


def options(state) -> list:
    fa, fb, left = state.dividing[0]
    return [A.Divide(card=left[0], to=fa), A.Divide(card=left[0], to=fb), A.Divide()]


def divide(state, action, events) -> None:
    fa, fb, left = state.dividing[0]
    if action.card is None and action.to is None:
        from rules.morituri.setup import goblin_halves
        half_a = goblin_halves()["a"]
        mine_a = set(half_a[1]) | set(half_a[2]) | set(half_a[3])
        for c in list(left):
            _give(state, c, fa if c in mine_a else fb)
        left.clear()
    else:
        if action.card != left[0]:
            raise IllegalAction("VI.3", f"the next card to divide is {_name(left[0])}, "
                                f"not {_name(action.card)}")
        if action.to not in (fa, fb):
            raise IllegalAction("VI.3", f"the goblins' cards go to {fa} or {fb}, not {action.to}")
        _give(state, left.pop(0), action.to)
    if not left:
        state.dividing.pop(0)
        a, b = state.fig(fa), state.fig(fb)
        for f in (a, b):
            f.own_items = tuple(f.stored)
            f.hands, f.stored = gear(f.stored)
        events.append(ev.Divided(figures=(fa, fb), cards=(_count(a), _count(b))))
        if not state.dividing:
            state.phase = "start"


def _give(state, card, fid: str) -> None:
    f = state.fig(fid)
    if isinstance(card, int):
        f.cards = tuple(sorted(f.cards + (card,)))
    elif card in {s.id for s in cards.deck("goblins").specials}:
        f.specials = f.specials + (card,)
    else:
        f.stored.append(card)


def gear(items) -> tuple[list, list]:
    """Authored: what a goblin holds once the cards are divided: the sabres if he has them,
    else a javelin and a shield (or any one-handed items); the rest stored (he may re-equip)."""
    if "goblins.sabres" in items:
        hands = ["goblins.sabres", None]
    else:
        by_name = [next((i for i in items if cards.item(i).name == n), None)
                   for n in ("Javelin", "Goblin shield")]
        one = [i for i in by_name if i] + [i for i in items if cards.item(i).hands == 1
                                           and i not in by_name]
        hands = (one + [None, None])[:2]
    if eq.check_hands(tuple(hands), []):
        hands = [None, None]
    return hands, [i for i in items if i not in hands]


def own_part(std: int, own) -> tuple:
    """(standard, combat numbers, item ids, special ids) of a goblin entered with his own
    cards (a set-up's "cards": a division carried into the next fight of a tournament)."""
    d = cards.deck("goblins")
    known = deck_cards()
    bad = [c for c in own if c not in known]
    if bad or len(set(map(str, own))) != len(own):
        raise BadSetup(f"VI.3: a goblin's cards must be different cards of the goblins' deck "
                       f"(not {bad[0]!r})" if bad else "VI.3: a goblin's cards repeat")
    specials = {s.id for s in d.specials}
    return (std, tuple(sorted(c for c in own if isinstance(c, int))),
            tuple(c for c in known if isinstance(c, str) and c in own and c not in specials),
            tuple(c for c in known if c in specials and c in own))


def _count(f) -> int:
    return len(f.cards) + len(f.items()) + len(f.specials)


def _name(card) -> str:
    d = cards.deck("goblins")
    if isinstance(card, int) and 1 <= card <= len(d.combat):
        return f"{card} {d.card(card).name}"
    for x in list(d.items) + list(d.specials):
        if x.id == card:
            return x.name
    return repr(card)
