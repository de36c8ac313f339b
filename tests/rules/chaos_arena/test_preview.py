"""What a move will do, said before it is chosen (rules/chaos_arena/preview.py): its cost, the
swamp's odds, a lake, the Mage's prepared spell, the enemies it ends next to."""
from __future__ import annotations

from rules.chaos_arena.actions import Move
from tests.rules.chaos_arena.kit import PACK, game, place


def test_a_move_says_its_cost_and_the_swamps_odds_and_is_right_about_them():
    s = place(game({(0, -1): "S", (0, -2): "S"}), {"good-warrior-1": (0, 0)})
    words = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(0, -1), path=((0, -1),)))
    assert words.startswith("2 of 4 move points (4B)")
    assert "a swamp hex off the path: a die, drowns on 1-3; survives 50% (4B)" in words
    two = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(0, -2), path=((0, -1), (0, -2))))
    assert "2 swamp hexes off the path: a die each, drowns on 1-3; survives 25%" in two
    scout = place(game({(0, -1): "S"}), {"good-scout-1": (0, 0)})
    assert "drowns on a 1; survives 83%" in PACK.preview(scout, "p1", Move(figure="good-scout-1", to=(0, -1)))


def test_a_lake_drowns_and_an_enemy_alongside_is_named():
    s = place(game({(0, -1): "L"}), {"good-warrior-1": (0, 0), "evil-warrior-1": (1, -3)})
    assert "good-warrior-1 drowns in the lake (4B)" in PACK.preview(
        s, "p1", Move(figure="good-warrior-1", to=(0, -1), path=((0, -1),)))
    near = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(1, -2)))
    assert "ends next to evil-warrior-1: a fight is possible" in near and "lake" not in near
    assert PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(-1, 0))).count(";") == 0


def test_a_mage_that_moves_is_told_he_loses_his_prepared_spell():
    s = place(game(), {})
    s.prepared["p1"] = "zappo-bolt"
    assert "his prepared spell is discarded (4D)" in PACK.preview(s, "p1", Move(figure="good-mage", to=(0, 4)))
    s.prepared["p1"] = None
    assert "prepared" not in PACK.preview(s, "p1", Move(figure="good-mage", to=(0, 4)))
