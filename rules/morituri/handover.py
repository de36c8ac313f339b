"""VI.6 Handing over an item: part of re-equipping, between characters on adjacent spaces.

The first character offers in his second action phase (give from his hands, take into his
free hands); the handover happens in the second action phase of the other one, who must
re-equip too, and only for what he agrees to. An offer lapses when its giver's next turn
starts (ruling)."""
from __future__ import annotations

from rules.core import hexgrid
from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import cards, combat
from rules.morituri import events as ev
from rules.morituri.state import Offer


def _free(fig) -> int:
    held = [i for i in fig.hands if i]
    if any(cards.item(i).hands == 2 for i in held):
        return 0
    return 2 - len(held)


def _fits(receiver_free: int, incoming, outgoing) -> bool:
    # two-handed items need both places; count them as two
    need = sum(2 if cards.item(i).hands == 2 else 1 for i in incoming)
    return need <= receiver_free + len(outgoing)


def _hands_ok(f, giver, gets, gives) -> bool:
    return _fits(_free(f), gets, gives) and _fits(_free(giver), gives, gets)


def offer(state, f, action, events) -> None:
    to = state.fig(action.to) if action.to in [x.id for x in state.figures] else None
    if to is None or not to.alive or to.id == f.id:
        raise IllegalAction("VI.6", f"no character {action.to!r} to hand over to")
    if hexgrid.distance(f.cell, to.cell) != 1:
        raise IllegalAction("VI.6", f"{to.id} does not stand on an adjacent space")
    if not action.give and not action.take:
        raise IllegalAction("VI.6", "an offer gives or takes something")
    for i in action.give:
        if i not in f.hands:
            raise IllegalAction("VI.6", f"{f.id} has no {i} in his hands to give")
    for i in action.take:
        if i not in to.hands:
            raise IllegalAction("VI.6", f"{to.id} has no {i} in his hands")
    if not _fits(_free(f), action.take, action.give):
        raise IllegalAction("VI.6", f"{f.id} has no free hand to take with")
    o = Offer(id=state.new_id(), giver=f.id, to=to.id, give=tuple(action.give),
              take=tuple(action.take))
    state.offers = [x for x in state.offers if x.giver != f.id] + [o]
    events.append(ev.Offered(offer=o.id, giver=f.id, to=to.id, give=o.give, take=o.take))


def accept(state, f, action, events) -> None:
    o = next((x for x in state.offers if x.id == action.offer), None)
    if o is None or o.to != f.id:
        raise IllegalAction("VI.6", f"there is no offer {action.offer} to {f.id}")
    giver = state.fig(o.giver)
    if not giver.alive or hexgrid.distance(giver.cell, f.cell) != 1:
        raise IllegalAction("VI.6", f"{giver.id} no longer stands next to {f.id}")
    if not set(action.give) <= set(o.give) or not set(action.take) <= set(o.take):
        raise IllegalAction("VI.6", "only what was offered can be agreed to")
    gets = [i for i in action.give if i in giver.hands]
    gives = [i for i in action.take if i in f.hands]
    if not _hands_ok(f, giver, gets, gives):
        raise IllegalAction("VI.6", "not enough free hands for that handover")
    for i in gets:
        giver.hands[giver.hands.index(i)] = None
    for i in gives:
        f.hands[f.hands.index(i)] = None
    for i in gets:
        f.hands[f.hands.index(None)] = i
        events.append(ev.HandedOver(offer=o.id, item=i, giver=giver.id, receiver=f.id))
    for i in gives:
        giver.hands[giver.hands.index(None)] = i
        events.append(ev.HandedOver(offer=o.id, item=i, giver=f.id, receiver=giver.id))
    state.offers.remove(o)
    combat.check_equipment(state, f, events)
    combat.check_equipment(state, giver, events)


def options(state, f) -> list:
    """Offers to adjacent characters (one item each way at most) and answers to offers."""
    out = []
    for o in state.offers:
        giver = state.fig(o.giver)
        if o.to != f.id or not giver.alive or hexgrid.distance(giver.cell, f.cell) != 1:
            continue
        for give, take in ((o.give, o.take), (o.give, ()), ((), o.take)):
            gets = [i for i in give if i in giver.hands]
            gives = [i for i in take if i in f.hands]
            if (give or take) and _hands_ok(f, giver, gets, gives):
                out.append(A.Accept(offer=o.id, give=give, take=take))
    for other in state.figures:
        if not other.alive or other.id == f.id or hexgrid.distance(other.cell, f.cell) != 1:
            continue
        mine = [i for i in f.hands if i]
        theirs = [i for i in other.hands if i]
        for i in mine:
            out.append(A.Offer(to=other.id, give=(i,)))
        if _free(f):
            for i in theirs:
                if _fits(_free(f), (i,), ()):
                    out.append(A.Offer(to=other.id, take=(i,)))
    return out
