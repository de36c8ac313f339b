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
