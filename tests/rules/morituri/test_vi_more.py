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
