"""VI. More players and characters: qualities, goblins' cards, order of play."""
from __future__ import annotations

import pytest

from rules.core.engine import BadSetup
from rules.morituri.setup import goblin_halves
from tests.rules.morituri.fights import PACK, new


def test_vi_3_goblins_each_get_one_standard_and_one_of_each_duplicate():
    from rules.morituri import cards
    h = goblin_halves()
    d = cards.deck("goblins")
    assert h["a"][0] == 0 and h["b"][0] == 1
    for a, b in d.duplicates:
        assert a in h["a"][1] and b in h["b"][1]
    assert set(h["a"][1]) | set(h["b"][1]) == {c.number for c in d.combat}
    assert not set(h["a"][1]) & set(h["b"][1])


def test_vi_3_one_player_two_goblins_keep_their_order():
    s = new({"figures": [{"character": "goblins", "seat": "p1"},
                         {"character": "swordswoman", "seat": "p2"}]})
    assert [f.id for f in s.figures] == ["goblin-a", "goblin-b", "swordswoman"]
    assert s.order == ["goblin-a", "swordswoman", "goblin-b"]     # sides alternate (VI.4)


def test_vi_3_goblins_against_each_other_one_half_each():
    s = new({"figures": [{"character": "goblins", "seat": "p1", "half": "a", "id": "grik"},
                         {"character": "goblins", "seat": "p2", "half": "b", "id": "snag"}]})
    a, b = s.figures
    assert (a.std, b.std) == (0, 1) and not set(a.cards) & set(b.cards)


def test_vi_4_sides_alternate_in_turn():
    s = new({"figures": [{"character": "killer", "seat": "p1"},
                         {"character": "barbarian", "seat": "p1", "side": "p1"},
                         {"character": "goblins", "seat": "p2"}]})
    assert s.order == ["killer", "goblin-a", "barbarian", "goblin-b"]


def test_vi_1_fight_needs_two_sides():
    with pytest.raises(BadSetup, match="two sides"):
        new({"figures": [{"character": "killer", "seat": "p1"}]})


def test_ii_setup_errors_name_what_is_wrong():
    with pytest.raises(BadSetup, match="unknown character"):
        new({"figures": [{"character": "ninja", "seat": "p1"}, {"character": "killer", "seat": "p2"}]})
    with pytest.raises(BadSetup, match="has no item"):
        new({"figures": [{"character": "killer", "seat": "p1", "hands": ["barbarian.sword", None]},
                         {"character": "killer", "seat": "p2"}]})
    with pytest.raises(BadSetup, match="not a space of the arena"):
        new({"figures": [{"character": "killer", "seat": "p1", "cell": [9, 9]},
                         {"character": "killer", "seat": "p2"}]})
    with pytest.raises(BadSetup, match=r"\[99, 99\] is not a space of the arena"):
        new({"figures": [{"character": "killer", "seat": "p1", "cell": [99, 99]},   # any cell off it
                         {"character": "killer", "seat": "p2"}]})
    with pytest.raises(BadSetup, match="round_limit"):
        new({"round_limit": 0})


def test_vi_winning_side_wins_together():
    s = new({"figures": [{"character": "goblins", "seat": "p1"},
                         {"character": "barbarian", "seat": "p2"}]})
    from rules.morituri import combat
    events = []
    combat.lose(s, s.fig("barbarian"), 99, "test", events)
    assert PACK.outcome(s).winners == ("p1",)


def test_vi_2_view_shows_the_sum_of_qualities_of_each_side():
    s = new({"figures": [{"character": "goblins", "seat": "p1"},
                         {"character": "swordswoman", "seat": "p2"}]})
    assert PACK.view(s, None)["quality"] == {"p1": 2, "p2": 2}
    s = new({"figures": [{"character": "goblins", "seat": "p1", "half": "a"},
                         {"character": "killer", "seat": "p2"}]})
    assert PACK.view(s, "p1")["quality"] == {"p1": 1, "p2": 2}       # not balanced, allowed


def test_vi_3_goblins_on_opposite_sides_draft_one_then_two_by_two():
    from rules.morituri.setup import _goblin_pairs, draft_order, goblin_draft
    assert draft_order(7) == ["a", "b", "b", "a", "a", "b", "b"]
    _, singles = _goblin_pairs()
    picks = list(reversed(singles))
    halves = goblin_draft(picks)
    assert picks[0] in halves["a"][1] + halves["a"][2] + halves["a"][3]
    assert picks[1] in halves["b"][1] + halves["b"][2] + halves["b"][3]
    assert picks[2] in halves["b"][1] + halves["b"][2] + halves["b"][3]
    s = new({"goblin_draft": picks, "figures": [
        {"character": "goblins", "seat": "p1", "half": "a", "id": "grik"},
        {"character": "goblins", "seat": "p2", "half": "b", "id": "snag"}]})
    assert set(s.fig("grik-a").cards) == set(halves["a"][1])
    with pytest.raises(BadSetup, match="VI.3"):
        goblin_draft(picks[1:])


def test_vi_3_cards_twice_in_the_goblin_deck_go_one_to_each():
    h = goblin_halves()
    assert "goblins.javelin1" in h["a"][2] and "goblins.javelin2" in h["b"][2]
    assert "goblins.shield1" in h["a"][2] and "goblins.shield2" in h["b"][2]


# ----------------------------------------------------------------------------- VI.3 division

def test_vi_3_goblins_on_one_side_divide_the_cards_as_they_see_fit():
    """l. 525: their player divides the deck as he sees fit, "exactly one standard action
    each", any number of the other cards: before the first turn, card by card (legal actions
    offer the next card to either goblin, or the rest as the authored division)."""
    from rules.core.engine import IllegalAction
    from rules.morituri import actions as A
    from rules.morituri import cards
    from tests.rules.morituri.fights import act, kinds
    setup = {"figures": [{"character": "goblins", "seat": "p1"},
                         {"character": "swordswoman", "seat": "p2"}]}
    s = new(setup)
    assert s.phase == "divide" and PACK.to_act(s) == frozenset({"p1"})
    assert PACK.legal_actions(s, "p1") == [A.Divide(card=1, to="goblin-a"),
                                           A.Divide(card=1, to="goblin-b"), A.Divide()]
    assert PACK.legal_actions(s, "p2") == []
    with pytest.raises(IllegalAction, match="VI.3"):
        act(s, "p1", A.Divide(card=5, to="goblin-a"))          # not the next card
    with pytest.raises(IllegalAction, match="VI.3"):
        act(s, "p1", A.Divide(card=1, to="swordswoman"))
    with pytest.raises(IllegalAction, match="VI.3"):
        act(s, "p1", A.Pass())
    d = cards.deck("goblins")
    specials = {sp.id for sp in d.specials}
    events = []
    while s.phase == "divide":                  # everything to goblin a, the specials to b
        nxt = PACK.view(s, "p1")["dividing"][0]["next"]
        s = act(s, "p1", A.Divide(card=nxt, to="goblin-b" if nxt in specials else "goblin-a"),
                events)
    a, b = s.fig("goblin-a"), s.fig("goblin-b")
    assert (a.std, b.std) == (0, 1)                             # one standard action each
    assert a.cards == tuple(c.number for c in d.combat) and b.cards == ()
    assert set(b.specials) == specials and not a.specials
    assert sorted(a.items()) == sorted(i.id for i in d.items) and b.items() == []
    assert a.hands == ["goblins.sabres", None] and b.hands == [None, None]
    assert kinds(events, "divided")[0].cards == (len(d.combat) + len(d.items), len(specials))
    assert s.phase == "first" and s.active.id == "goblin-a"    # the fight begins
    s2 = act(new(setup), "p1", A.Divide())                      # the authored division
    h = goblin_halves()
    assert s2.fig("goblin-a").cards == h["a"][1] and s2.fig("goblin-b").cards == h["b"][1]
    assert s2.fig("goblin-b").hands == ["goblins.javelin2", "goblins.shield2"]


def test_vi_3_after_the_division_the_goblins_exchange_no_cards():
    """l. 523: "During the game the characters can no longer exchange cards among
    themselves" (items only, by handing over, VI.6)."""
    from rules.core.engine import IllegalAction
    from rules.morituri import actions as A
    from tests.rules.morituri.fights import act
    s = act(new({"figures": [{"character": "goblins", "seat": "p1"},
                             {"character": "swordswoman", "seat": "p2"}]}), "p1", A.Divide())
    assert s.phase == "first"
    assert not [a for a in PACK.legal_actions(s, "p1") if a.kind == "divide"]
    with pytest.raises(IllegalAction):
        act(s, "p1", A.Divide(card=1, to="goblin-b"))
    assert 1 in s.fig("goblin-a").cards and 1 not in s.fig("goblin-b").cards
