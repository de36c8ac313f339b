"""4B Movement: Move score, terrain (bush, woods, swamp and its path, walls, lakes), no moving
through characters, the Entrance Teleportals."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena.actions import Move
from rules.chaos_arena.moves import reach
from tests.rules.chaos_arena.kit import act, fig, game, kinds, place, rig


def _reach(terrain, fid="good-warrior-1", at=(0, 0), **more):
    s = place(game(terrain), {fid: at, **more})
    return s, reach(s, fig(s, fid))


def test_4b_move_score_is_the_most_hexes_moved():
    s, r = _reach({})
    assert max(r.values()) == 4 and (0, -4) in r and (0, -5) not in r
    s2, evs = act(s, Move(figure="good-warrior-1", to=(2, -2)))
    assert fig(s2, "good-warrior-1").cell == (2, -2) and kinds(evs, "moved")


def test_4b_bush_does_not_alter_movement():
    _, r = _reach({(0, -1): "B", (0, -2): "B", (0, -3): "B", (0, -4): "B"})
    assert r[(0, -4)] == 4


def test_4b_woods_take_one_off_entering_leaving_or_moving_through_once_per_move():
    _, r = _reach({(0, -1): "F", (0, -2): "F"})
    assert r[(0, -1)] == 2 and r[(0, -2)] == 3 and r[(0, -3)] == 4 and (0, -4) not in r
    _, r = _reach({(0, 0): "F"})                # leaving
    assert r[(0, -1)] == 2 and (0, -4) not in r


def test_4b_swamp_path_costs_one_and_is_safe():
    s, r = _reach({(0, -1): "P", (0, -2): "P"})
    assert r[(0, -2)] == 3
    s2, evs = act(s, Move(figure="good-warrior-1", to=(0, -2)))
    assert not kinds(evs, "swamp_roll") and fig(s2, "good-warrior-1").cell == (0, -2)


def test_4b_off_the_swamp_path_a_roll_of_1_to_3_drowns():
    s, r = _reach({(0, -1): "S"})
    assert r[(0, -1)] == 2
    rig(s, [3])
    s2, evs = act(s, Move(figure="good-warrior-1", to=(0, -1)))
    assert kinds(evs, "swamp_roll", roll=3, drowned=True) and fig(s2, "good-warrior-1").status == "dead"
    rig(s, [4])
    s2, evs = act(s, Move(figure="good-warrior-1", to=(0, -1)))
    assert kinds(evs, "swamp_roll", roll=4, drowned=False) and fig(s2, "good-warrior-1").cell == (0, -1)


def test_4b_scouts_drown_in_the_swamp_only_on_a_1():
    s = place(game({(0, -1): "S"}), {"good-scout-1": (0, 0)})
    rig(s, [2])
    s2, evs = act(s, Move(figure="good-scout-1", to=(0, -1)))
    assert kinds(evs, "swamp_roll", roll=2, drowned=False, drowns_on=1)
    rig(s, [1])
    s2, evs = act(s, Move(figure="good-scout-1", to=(0, -1)))
    assert fig(s2, "good-scout-1").status == "dead"


def test_4b_a_roll_for_each_off_path_swamp_hex_entered():
    s = place(game({(0, -1): "S", (0, -2): "S"}), {"good-scout-1": (0, 0)})
    rig(s, [5, 6])
    s2, evs = act(s, Move(figure="good-scout-1", to=(0, -2), path=((0, -1), (0, -2))))
    assert [e.roll for e in kinds(evs, "swamp_roll")] == [5, 6]


def test_4b_the_engine_path_avoids_swamp_rolls_where_it_can():
    # straight through the swamp or around it over the path: the same destination, no roll
    s = place(game({(0, -1): "S", (1, -1): "P"}), {"good-scout-1": (0, 0)})
    s2, evs = act(s, Move(figure="good-scout-1", to=(0, -2)))
    assert not kinds(evs, "swamp_roll") and fig(s2, "good-scout-1").cell == (0, -2)


def test_4b_moving_onto_or_over_a_lake_drowns_at_once():
    s, r = _reach({(0, -1): "L"})
    assert (0, -1) in r
    s2, evs = act(s, Move(figure="good-warrior-1", to=(0, -1)))
    assert kinds(evs, "died", figure="good-warrior-1", cause="drowned in a lake")
    # trying to move over it drowns him too, on the lake hex
    s2, evs = act(s, Move(figure="good-warrior-1", to=(0, -2), path=((0, -1), (0, -2))))
    assert kinds(evs, "died", cause="drowned in a lake") and fig(s2, "good-warrior-1").cell == (0, -1)
    assert (0, -2) not in r or r[(0, -2)] > 2                      # the engine never plans over it


def test_4b_walls_cannot_be_moved_over():
    s, r = _reach({(0, -1): "W"})
    assert (0, -1) not in r and r[(0, -2)] == 3          # around it
    with pytest.raises(IllegalAction, match="cannot reach"):
        act(s, Move(figure="good-warrior-1", to=(0, -1)))


def test_4b_no_moving_through_or_onto_a_character():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (0, -1), "evil-scout-1": (1, -1),
                       "evil-scout-2": (-1, 0)})
    r = reach(s, fig(s, "good-warrior-1"))
    assert (0, -1) not in r and (1, -1) not in r and r.get((0, -2), 99) > 2
    with pytest.raises(IllegalAction, match="cannot walk that path"):
        act(s, Move(figure="good-warrior-1", to=(0, -2), path=((0, -1), (0, -2))))


def test_4b_teleportals_cannot_be_entered_or_crossed_by_characters_in_the_arena():
    s = place(game(), {"good-scout-1": (0, 6)})
    r = reach(s, fig(s, "good-scout-1"))
    assert (0, 7) not in r and (0, -7) not in r
    with pytest.raises(IllegalAction, match="cannot reach"):
        act(s, Move(figure="good-scout-1", to=(0, 7)))


def test_4b_each_character_moves_once_per_action_phase():
    s = place(game(), {"good-warrior-1": (0, 0)})
    s2, _ = act(s, Move(figure="good-warrior-1", to=(0, -1)))
    with pytest.raises(IllegalAction, match="already moved"):
        act(s2, Move(figure="good-warrior-1", to=(0, -2)))


def test_6_weights_of_sin_a_character_with_move_1_cannot_move():
    s = place(game(), {"good-knight": (0, 0)})
    k = fig(s, "good-knight")
    k.item = "weights-of-sin"
    assert max(reach(s, k).values()) == 1            # MOV 2 - 1
    k.lives = 1                                      # wounded side: MOV 1
    assert reach(s, k) == {}
