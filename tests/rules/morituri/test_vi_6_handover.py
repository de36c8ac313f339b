"""VI.6 Handing over an item between characters on adjacent spaces."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from tests.rules.morituri.fights import PACK, act, first, idle_turn, kinds, new, rest


def team():
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "k", "cell": [0, 0],
         "hands": ["killer.dagger1", None]},
        {"character": "barbarian", "seat": "p2", "id": "b", "cell": [0, -3]},
        {"character": "swordswoman", "seat": "p1", "side": "p1", "id": "w", "cell": [1, 0],
         "hands": ["swordswoman.sword", "swordswoman.dagger"]}],
        "order": ["k", "b", "w"]})
    return s


def test_vi_6_offer_and_partial_acceptance_in_the_other_second_action_phase():
    s = team()
    s = first(s, "p1")
    events = []
    s = act(s, "p1", A.Offer(to="w", give=("killer.dagger1",), take=("swordswoman.dagger",)), events)
    assert kinds(events, "offered") and s.active.id == "b"        # re-equipping: no movement
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    offer = s.offers[0].id
    assert A.Accept(offer=offer, give=("killer.dagger1",), take=("swordswoman.dagger",)) \
        in PACK.legal_actions(s, "p1")
    events = []
    # she takes his dagger but keeps her own (VI.6: only what the second agrees to)
    s = act(s, "p1", A.Accept(offer=offer, give=()), events)
    assert s.fig("w").hands == ["swordswoman.sword", "swordswoman.dagger"]
    assert not s.offers


def test_vi_6_exchange_of_items_both_ways():
    s = team()
    s = first(s, "p1")
    s = act(s, "p1", A.Offer(to="w", give=("killer.dagger1",), take=("swordswoman.dagger",)))
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    offer = s.offers[0].id
    events = []
    s = act(s, "p1", A.Accept(offer=offer, give=("killer.dagger1",), take=("swordswoman.dagger",)),
            events)
    assert len(kinds(events, "handed_over")) == 2
    assert "swordswoman.dagger" in s.fig("k").hands and "killer.dagger1" in s.fig("w").hands
    assert s.active.id == "k"                                      # no movement for her either


def test_vi_6_only_between_adjacent_spaces_and_with_a_free_hand():
    s = team()
    s = first(s, "p1")
    with pytest.raises(IllegalAction, match="adjacent"):
        act(s, "p1", A.Offer(to="b", give=("killer.dagger1",)))
    s2 = team()
    s2.fig("k").hands = ["killer.dagger1", "killer.dagger2"]
    s2 = first(s2, "p1")
    with pytest.raises(IllegalAction, match="free hand"):
        act(s2, "p1", A.Offer(to="w", take=("swordswoman.dagger",)))


def test_vi_6_an_offer_lapses_at_the_givers_next_turn():
    s = team()
    s = first(s, "p1")
    s = act(s, "p1", A.Offer(to="w", give=("killer.dagger1",)))
    s = idle_turn(s, "p2")
    s = idle_turn(s, "p1")                                         # she does not answer
    s = idle_turn(s, "p1")                                         # his turn starts: it lapses
    assert not s.offers
