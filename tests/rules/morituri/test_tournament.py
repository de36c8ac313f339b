"""Tournaments ("In Conclusion"): a) a fresh fight, b) the same fight carried on."""
from __future__ import annotations

import pytest

from rules.core.engine import BadSetup
from rules.morituri import combat
from rules.morituri.tournament import carry_over, next_fight
from tests.rules.morituri.fights import PACK, new


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
    assert k.condition == 12 and k.used_specials == {}


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
