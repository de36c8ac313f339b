"""Rules of rules/chaos_arena/moves.py that mutation testing (`python -m game.mutation
chaos_arena`) found unpinned: a path the player names hex by hex costs what the same walk costs
the engine's own search (4B, the Movement Table), and is refused when it is dearer than the Move
score. Each test fails on a mutant that survived the other tests."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena.actions import Move
from rules.chaos_arena.moves import path_cost, random_move, reach, safest_path
from rules.chaos_arena.state import Active
from tests.rules.chaos_arena.kit import act, fig, game, kinds, place

WARRIOR = "good-warrior-1"                      # Move 4
STRAIGHT = [(0, -1), (0, -2), (0, -3)]


def _cost(terrain, path=STRAIGHT, at=(0, 0)):
    s = place(game(terrain), {WARRIOR: at})
    return path_cost(s, fig(s, WARRIOR), path), reach(s, fig(s, WARRIOR))


def test_4b_a_named_path_over_clear_ground_costs_one_a_hex():
    cost, r = _cost({})
    assert cost == 3 == r[(0, -3)]


def test_4b_a_named_path_pays_for_woods_once_per_move():
    cost, r = _cost({(0, -1): "F", (0, -2): "F"})
    assert cost == 4 == r[(0, -3)]
    assert _cost({(0, -2): "F"}, STRAIGHT[:2])[0] == 3


def test_4b_a_named_path_pays_for_leaving_woods_or_the_swamp_path():
    assert _cost({(0, 0): "F"}, STRAIGHT[:1])[0] == 2
    assert _cost({(0, 0): "P"}, STRAIGHT[:1])[0] == 2


def test_4b_a_named_path_pays_for_the_swamp_path_once_and_for_woods_too():
    assert _cost({(0, -1): "P", (0, -2): "P"})[0] == 4
    assert _cost({(0, -1): "P", (0, -2): "F"})[0] == 5


def test_4b_a_named_path_may_not_cross_a_wall():
    assert _cost({(0, -1): "W"})[0] is None


def test_4b_a_named_path_dearer_than_the_move_score_is_refused():
    s = place(game({(0, -1): "F", (0, -2): "P"}), {WARRIOR: (0, 0)})
    with pytest.raises(IllegalAction, match="costs 5"):
        act(s, Move(figure=WARRIOR, to=(0, -3), path=STRAIGHT))
    s = place(game({(0, -1): "F"}), {WARRIOR: (0, 0)})
    s2, _ = act(s, Move(figure=WARRIOR, to=(0, -3), path=STRAIGHT))
    assert fig(s2, WARRIOR).cell == (0, -3)


def test_4c_a_levitating_character_thrown_onto_a_lake_does_not_drown():
    s = place(game({(0, -2): "L"}), {WARRIOR: (0, 0)})
    fig(s, WARRIOR).item = "ring-of-levitation"
    evs = []
    random_move(s, fig(s, WARRIOR), 2, evs, direction=1)
    assert fig(s, WARRIOR).cell == (0, -2) and fig(s, WARRIOR).status == "arena" and not kinds(evs, "died")


def test_4c_a_character_hurled_off_the_arena_falls_from_its_last_hex():
    s = place(game(), {WARRIOR: (2, -6)})
    evs = []
    random_move(s, fig(s, WARRIOR), 3, evs, direction=1)
    assert kinds(evs, "died", figure=WARRIOR, cause="fell off the Arena", cell=(2, -7))


TERRAINS = [{}, {(0, -1): "F", (0, -2): "F"}, {(0, 0): "F"}, {(0, -1): "P", (1, -2): "P"},
            {(0, 0): "P", (1, -1): "F"}]


def test_4b_the_engines_own_path_costs_what_the_reach_says():
    for terrain in TERRAINS:
        s = place(game(terrain), {WARRIOR: (0, 0)})
        f = fig(s, WARRIOR)
        r = reach(s, f)
        for dest, cost in r.items():
            if dest != (0, 0):
                assert path_cost(s, f, safest_path(s, f, dest)) == cost, (terrain, dest)
        beyond = [(q, rr) for q in range(-5, 6) for rr in range(-5, 6) if (q, rr) not in r]
        assert beyond and all(safest_path(s, f, c) is None for c in beyond), terrain


def test_4b_the_engine_walks_around_a_lake_unless_levitating():
    s = place(game({(0, -1): "L"}), {WARRIOR: (0, 0)})
    path = safest_path(s, fig(s, WARRIOR), (0, -2))
    assert path and (0, -1) not in path
    fig(s, WARRIOR).item = "ring-of-levitation"
    assert safest_path(s, fig(s, WARRIOR), (0, -2)) == [(0, -1), (0, -2)]


def test_6_tortuga_testudo_stays_after_one_hex_and_ends_alone_after_two():
    s = place(game(), {WARRIOR: (0, 0)})
    s.active += [Active(spell="tortuga-testudo", seat="p1", target=WARRIOR),
                 Active(spell="hanzaplast-bandaid", seat="p1", target=WARRIOR)]
    fig(s, WARRIOR).testudo = True
    s1, _ = act(s, Move(figure=WARRIOR, to=(0, -1)))
    assert fig(s1, WARRIOR).testudo and len(s1.active) == 2
    s2, evs = act(s, Move(figure=WARRIOR, to=(0, -2)))
    assert [a.spell for a in s2.active] == ["hanzaplast-bandaid"]
    assert kinds(evs, "spell_ended", spell="tortuga-testudo")


def test_4b_leaving_woods_costs_two_even_for_a_single_hex():
    s = place(game({(0, 0): "F"}), {"good-knight": (0, 0)})
    fig(s, "good-knight").item = "weights-of-sin"              # Move 2 - 1
    with pytest.raises(IllegalAction, match="cannot reach"):
        act(s, Move(figure="good-knight", to=(0, -1)))
    s = place(game(), {"good-knight": (0, 0)})
    fig(s, "good-knight").item = "weights-of-sin"
    assert fig(act(s, Move(figure="good-knight", to=(0, -1)))[0], "good-knight").cell == (0, -1)


def test_4b_path_of_equal_paths_the_engine_takes_the_first_in_direction_order():
    # ruling 4B-path: equally safe and cheap paths are told apart by direction order, the
    # direction of the step into each hex (N 1 before NE 2 ... NW 6), the last step first
    s = place(game(), {WARRIOR: (0, 0)})
    assert safest_path(s, fig(s, WARRIOR), (1, -2)) == [(1, -1), (1, -2)]      # ends N, not NE
    assert safest_path(s, fig(s, WARRIOR), (2, -1)) == [(1, 0), (2, -1)]       # ends NE, not SE
    assert safest_path(s, fig(s, WARRIOR), (1, 1)) == [(0, 1), (1, 1)]
    assert safest_path(s, fig(s, WARRIOR), (2, -3)) == [(1, -1), (2, -2), (2, -3)]


def test_4b_a_lake_is_walked_around_at_its_price_unless_levitating():
    s = place(game({(0, -1): "L"}), {WARRIOR: (0, 0)})
    assert reach(s, fig(s, WARRIOR))[(0, -2)] == 3
    fig(s, WARRIOR).item = "ring-of-levitation"
    assert reach(s, fig(s, WARRIOR))[(0, -2)] == 2


def test_6_fleetfoot_adds_its_hexes_only_until_its_last_turn():
    from rules.chaos_arena.moves import allowance
    s = place(game(), {WARRIOR: (0, 0)})
    f = fig(s, WARRIOR)
    f.fleet, f.fleet_until = 2, s.turns["p1"]
    assert allowance(s, f) == 4 + 2
    f.fleet_until = s.turns["p1"] - 1
    assert allowance(s, f) == 4


def _parallelogram(corner: str = "."):
    """A board that is no hexagon: q -4..0, r 0..6, so the corner (-4, 0) of its bounding box is
    a hex (the workshop and hand-made arenas may add any hexes, rules/core/board.py)."""
    from tests.rules.chaos_arena.kit import HANDS, PACK
    portals = {(0, 6): "T", (0, 0): "T", (-4, 0): corner}
    cells = [[q, r, 0, portals.get((q, r), ".")] for q in range(-4, 1) for r in range(0, 7)]
    board = {"id": "test", "name": "parallelogram", "authored": True, "grid": "hex", "cells": cells,
             "start_areas": {"good": [[0, 6]], "evil": [[0, 0]]}}
    s = place(PACK.new_game({"board": board, "spells": HANDS}, 1),
              {WARRIOR: (-3, 1), "good-mage": (0, 5), "evil-mage": (0, 1)})
    return s, fig(s, WARRIOR)


@pytest.mark.parametrize("corner, cost", [(".", 2), ("F", 3), ("P", 3)])
def test_4b_the_corner_hex_of_a_board_of_any_shape_is_reached_at_its_price(corner, cost):
    from rules.chaos_arena.moves import reachable_cells
    s, f = _parallelogram(corner)
    assert reach(s, f)[(-4, 0)] == cost                   # woods, the swamp path: +1 once
    assert (-4, 0) in list(reachable_cells(s, f))
    assert safest_path(s, f, (-4, 0))[-1] == (-4, 0)


def test_4b_a_character_does_not_walk_to_the_hex_he_stands_on():
    from rules.chaos_arena.moves import reachable_cells
    for terrain in TERRAINS:
        s = place(game(terrain), {WARRIOR: (0, 0)})
        f = fig(s, WARRIOR)
        assert (0, 0) not in reach(s, f) and (0, 0) not in list(reachable_cells(s, f)), terrain


def test_4b_the_hexes_a_character_may_walk_to_read_as_a_sorted_list():
    from rules.chaos_arena.moves import reachable_cells
    s = place(game({(0, -1): "F"}), {WARRIOR: (0, 0)})
    cells = reachable_cells(s, fig(s, WARRIOR))
    listed = sorted(reach(s, fig(s, WARRIOR)))
    assert list(cells) == listed and len(cells) == len(listed) > 20
    assert [cells[i] for i in range(-len(listed), len(listed))] == listed + listed
    assert cells[2:5] == listed[2:5] and cells[-3:] == listed[-3:]
    for bad in (len(listed), -len(listed) - 1):
        with pytest.raises(IndexError):
            cells[bad]


def test_6_the_engines_path_uses_the_hexes_fleetfoot_adds():
    s = place(game(), {WARRIOR: (0, 0)})
    f = fig(s, WARRIOR)
    assert safest_path(s, f, (6, 0)) is None                  # Move 4
    f.fleet, f.fleet_until = 2, s.turns["p1"]
    assert safest_path(s, f, (6, 0)) == [(k, 0) for k in range(1, 7)]


def test_4b_path_of_equally_safe_and_cheap_paths_the_engine_takes_the_shortest():
    # ruling 4B-path: through the woods at (1, -1) two hexes cost 3, as do the three clear hexes
    # (1, 0), (2, -1), (2, -2), whose last step (N) comes before NE in direction order
    s = place(game({(1, -1): "F"}), {WARRIOR: (0, 0)})
    assert safest_path(s, fig(s, WARRIOR), (2, -2)) == [(1, -1), (2, -2)]
    assert path_cost(s, fig(s, WARRIOR), [(1, 0), (2, -1), (2, -2)]) == 3 == reach(s, fig(s, WARRIOR))[(2, -2)]


def test_4b_a_character_left_on_a_lake_walks_off_it():
    # he flew in with the Ring of Levitation and a chaos card took it (chaos.lose_item): the text
    # drowns a character who enters a lake, so he does not drown where he stands, and his walk
    # off the lake is a walk like any other
    s = place(game({(0, 0): "L"}), {WARRIOR: (0, 0)})
    f = fig(s, WARRIOR)
    assert reach(s, f)[(0, -1)] == 1 and len(reach(s, f)) > 30
    s2, evs = act(s, Move(figure=WARRIOR, to=(0, -2)))
    assert fig(s2, WARRIOR).cell == (0, -2) and not kinds(evs, "died")
