"""Tournaments ("In Conclusion"): a) a fresh fight, b) the same fight carried on."""
from __future__ import annotations

import pytest

from rules.core.engine import BadSetup
from rules.morituri import combat
from rules.morituri.tournament import carry_over, next_fight
from tests.rules.morituri.fights import PACK, full, new


def finished_fight():
    s = new()
    k = s.fig("killer")
    k.condition = 5
    k.used_specials = {"killer.poison": 1, "killer.sixth_sense": 2}
    combat.lose(s, s.fig("barbarian"), 99, "test", [])
    assert PACK.outcome(s).finished
    return s


def test_conclusion_a_winner_enters_the_next_fight_fresh():
    s = finished_fight()
    setup = next_fight(s, [{"character": "swordswoman", "seat": "p2"}], "fresh")
    n = PACK.new_game(setup, 1)
    k = n.fig("killer")
    assert k.condition == full("killer") and k.used_specials == {}


def test_conclusion_b_winner_keeps_his_condition_and_used_single_use_specials():
    s = finished_fight()
    setup = next_fight(s, [{"character": "swordswoman", "seat": "p2"}], "carry")
    n = PACK.new_game(setup, 1)
    k = n.fig("killer")
    assert k.condition == 5
    assert k.used_specials == {"killer.poison": 1}      # the counted one starts afresh
    assert combat.special_ok(k, "killer.poison", "declare", "swordswoman")


def test_conclusion_the_defeated_drops_out():
    s = finished_fight()
    with pytest.raises(BadSetup, match="drops out"):
        carry_over(s, "barbarian", "carry")
    with pytest.raises(BadSetup, match="not over"):
        next_fight(new(), [], "fresh")


# ----------------------------------------------------------------------------- the narrow bridge

def _fight(setup, loser_prefix=None, draw=False):
    """A fight of `setup` ended at once: the figures whose id starts with `loser_prefix` fall,
    or the round limit ends it without a winner."""
    s = PACK.new_game(setup, 1)
    if draw:
        s.finished, s.winners, s.reason = True, (), "no winner after 40 combat rounds"
        return s
    for f in s.figures:
        if f.id.startswith(loser_prefix):
            combat.lose(s, f, 99, "test", [])
    assert PACK.outcome(s).finished
    return s


def test_conclusion_narrow_bridge_fighters_enter_in_their_order_and_the_survivor_stays():
    from rules.morituri.tournament import Bridge
    b = Bridge([[{"character": "killer"}, {"character": "swordswoman"}],
                [{"character": "barbarian"}, {"character": "killer"}]], "carry")
    setup = b.next_setup()
    assert [e["id"] for e in setup["figures"]] == ["a1-killer", "b1-barbarian"]
    s = _fight(setup, "a1")
    s.fig("b1-barbarian").condition = 6
    b.record(s)
    setup = b.next_setup()                          # the next of side 1 takes his place
    ids = [e["id"] for e in setup["figures"]]
    assert ids == ["a2-swordswoman", "b1-barbarian"]       # the newcomer begins
    n = PACK.new_game(setup, 1)
    assert n.fig("b1-barbarian").condition == 6     # b) carried over
    b.record(_fight(setup, "b1"))
    setup = b.next_setup()
    assert [e["id"] for e in setup["figures"]] == ["b2-killer", "a2-swordswoman"]
    b.record(_fight(setup, "b2"))
    assert b.next_setup() is None and b.winner() == "p1" and len(b.fights) == 3


def test_conclusion_a_drawn_fight_on_the_bridge_sends_both_off():
    from rules.morituri.tournament import Bridge
    b = Bridge([[{"character": "killer"}], [{"character": "barbarian"}, {"character": "killer"}]],
               "fresh")
    b.record(_fight(b.next_setup(), draw=True))
    assert b.next_setup() is None and b.winner() == "p2"


def test_conclusion_goblins_enter_the_bridge_together():
    from rules.morituri.tournament import Bridge
    b = Bridge([[{"character": "goblins"}], [{"character": "swordswoman"}]], "fresh")
    n = PACK.new_game(b.next_setup(), 1)
    assert sorted(f.id for f in n.figures if f.side == "p1") == ["a1-goblins-a", "a1-goblins-b"]
    with pytest.raises(BadSetup, match="two sides"):
        Bridge([[{"character": "killer"}], []], "fresh")


def test_conclusion_goblins_carried_over_keep_the_cards_their_player_divided():
    """VI.3 with In Conclusion: goblins staying on for the next fight bring the cards their
    player divided (not the authored halves); items back in hand."""
    from rules.morituri import actions as A
    from tests.rules.morituri.fights import act
    s = new({"figures": [{"character": "goblins", "seat": "p1"},
                         {"character": "killer", "seat": "p2"}]})
    while s.phase == "divide":                    # combat cards 1-3 to goblin b, all else to a
        nxt = PACK.view(s, "p1")["dividing"][0]["next"]
        s = act(s, "p1", A.Divide(card=nxt, to="goblin-b" if nxt in (1, 2, 3) else "goblin-a"))
    combat.lose(s, s.fig("killer"), 99, "test", [])
    for mode in ("fresh", "carry"):
        setup = next_fight(s, [{"character": "swordswoman", "seat": "p2"}], mode)
        n = PACK.new_game(setup, 1)
        a, b = n.fig("goblin-a"), n.fig("goblin-b")
        assert b.cards == (1, 2, 3) and b.items() == [] and b.specials == ()
        assert a.cards == tuple(range(4, 24)) and len(a.specials) == 3
        assert a.hands == ["goblins.sabres", None] and len(a.items()) == 5
        assert (a.std, b.std) == (0, 1)
    with pytest.raises(BadSetup, match="VI.3"):
        new({"figures": [{"character": "goblins", "seat": "p1", "half": "a", "cards": [99]},
                         {"character": "killer", "seat": "p2"}]})
    with pytest.raises(BadSetup, match="only for a goblin 'half'"):
        new({"figures": [{"character": "goblins", "seat": "p1", "cards": [1]},
                         {"character": "killer", "seat": "p2"}]})
