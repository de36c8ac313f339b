"""Movement rules of rules/morituri/turn.py that mutation testing (`python -m game.mutation
morituri`) found unpinned: each test fails on a mutant that survived the other tests."""
from __future__ import annotations

from rules.core import hexgrid
from rules.morituri.geometry import board
from rules.morituri.turn import destinations
from tests.rules.morituri.fights import duel


def test_iii_8_at_the_edge_every_free_neighbouring_space_is_reachable():
    s = duel(a_cell=(0, -4), b_cell=(1, -4))                 # the north edge; b1 beside him
    brd = board(s.board)
    free = {c for c in hexgrid.neighbours((0, -4)) if brd.in_bounds(c) and s.at(c) is None}
    assert len(free) >= 2 and set(destinations(s, s.fig("a1"), 1)) == free


def test_iii_8_a_grappled_partners_space_is_no_destination():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s.fig("a1").grapple, s.fig("b1").grapple = "b1", "a1"
    reach = destinations(s, s.fig("a1"), 2)
    assert (0, -1) not in reach and all((0, -1) not in path for path in reach.values())
    assert (1, -1) in reach


def test_iii_8_the_path_to_each_space_is_a_shortest_one():
    s = duel(a_cell=(0, 0), b_cell=(0, -3))
    for cell, path in destinations(s, s.fig("a1"), 3).items():
        assert len(path) == hexgrid.distance((0, 0), cell) and path[-1] == cell


# ------------------------------------------------ III.8, V.6, V.7: moving, lying, dragging

def test_v_7_a_lying_fighter_rolls_one_space_only_while_he_defends_and_has_done_nothing():
    from rules.morituri import turn
    from tests.rules.morituri.fights import duel
    s = duel(a_cell=(0, 0), b_cell=(0, -3))
    f = s.fig("a1")
    f.lying, f.lying_defends, s.did = True, True, None
    assert turn.allowance(s, f) == 1
    f.lying_defends = False
    assert turn.allowance(s, f) == 0
    f.lying_defends, s.did = True, "use"
    assert turn.allowance(s, f) == 0


def test_v_1_movement_specials_add_up_and_a_used_one_is_refused():
    import pytest
    from rules.core.engine import IllegalAction
    from rules.morituri import turn
    from tests.rules.morituri.fights import duel
    s = duel(a_cell=(0, 0), b_cell=(0, -3))
    f = s.fig("a1")
    assert turn.move_specials_ok(f, ["killer.vanish", "killer.shadow_step"]) == 2 + 1
    f.used_specials["killer.vanish"] = 1
    with pytest.raises(IllegalAction, match="once per game"):
        turn.move_specials_ok(f, ["killer.vanish"])


def test_v_6_a_grappler_walking_drags_the_other_into_the_space_he_left_last():
    from rules.morituri import actions as A
    from rules.morituri import turn
    from tests.rules.morituri.fights import duel, kinds
    s = duel(char_a="barbarian", char_b="swordswoman", a_cell=(0, 0), b_cell=(0, 1))   # Strength 4 over 2
    a, b = s.fig("a1"), s.fig("b1")
    a.grapple, b.grapple, s.did = "b1", "a1", None
    assert turn.allowance(s, a) >= 2
    events = []
    turn.do_move(s, a, A.Move(path=((0, -1), (0, -2))), events)
    assert a.cell == (0, -2) and b.cell == (0, -1)
    assert kinds(events, "moved", figure="a1", move="step", path=((0, 0), (0, -1), (0, -2)))
    assert kinds(events, "moved", figure="b1", move="dragged", path=((0, 1), (0, 0), (0, -1)))
