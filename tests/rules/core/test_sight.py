"""Line of sight: lines, the pluggable tracer, the Ninja Arena 2.5 rule, the visibility map."""
import numpy as np
from hypothesis import given, settings, strategies as st

from rules.core.sight import (SightLine, higher_than_both, sight, square_line, trace,
                              visibility_map, blocked_cells)

coord = st.integers(-12, 12)
cell = st.tuples(coord, coord)


def test_square_line_straight_and_diagonal():
    assert square_line((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    assert square_line((0, 0), (2, 2)) == [(0, 0), (1, 1), (2, 2)]
    assert square_line((1, 1), (1, 1)) == [(1, 1)]
    assert square_line((0, 0), (4, 2)) == [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2)]


def test_square_line_ties_round_towards_north_east():
    # (0,0)->(2,1): the midpoint (1, 0.5) is a tie; the +epsilon nudge takes (1, 1)
    assert square_line((0, 0), (2, 1)) == [(0, 0), (1, 1), (2, 1)]
    assert square_line((2, 1), (0, 0)) == [(2, 1), (1, 1), (0, 0)]


@given(cell, cell)
def test_square_line_is_exactly_reversible(a, b):
    assert square_line(b, a) == square_line(a, b)[::-1]


@given(cell, cell)
def test_square_line_steps_are_king_moves(a, b):
    line = square_line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == max(abs(a[0] - b[0]), abs(a[1] - b[1])) + 1
    for p, q in zip(line, line[1:]):
        assert max(abs(p[0] - q[0]), abs(p[1] - q[1])) == 1


def test_trace_reports_first_blocker_and_reason():
    walls = {(2, 0), (3, 0)}
    s = sight((0, 0), (5, 0), lambda c: c in walls)
    assert isinstance(s, SightLine)
    assert s.cells == ((1, 0), (2, 0), (3, 0), (4, 0))
    assert s.blocked_by == (2, 0) and not s.visible and "(2, 0)" in s.reason
    assert s.start == (0, 0) and s.end == (5, 0)
    clear = trace([(1, 0)], lambda c: False)
    assert clear.visible and clear.blocked_by is None


def ninja_example():
    """2.5 example, authored as a row: the ninja N on level 1 looks east along row 0.
    x:      0  1  2  3  4  5
    level:  1  1  2  1  2  0      X at (3, 0) and (5, 0) [behind a level-2 space, on a lower or
                                   the same level]; P at (1, 0) and (4, 0) [level 2 = as high]."""
    levels = np.array([[1, 1, 2, 1, 2, 0]])
    return levels


def test_2_5_ranged_attack_target_behind_higher_space_is_concealed():
    rule = higher_than_both(ninja_example())
    assert not sight((0, 0), (3, 0), rule).visible            # X
    assert sight((0, 0), (3, 0), rule).blocked_by == (2, 0)
    assert not sight((0, 0), (5, 0), rule).visible            # X (lower level, behind)


def test_2_5_ranged_attack_target_with_no_higher_space_between_is_not_concealed():
    rule = higher_than_both(ninja_example())
    assert sight((0, 0), (1, 0), rule).visible                # P, adjacent
    assert sight((0, 0), (4, 0), rule).visible                # P: target on level 2, nothing higher


def test_2_5_third_ninja_counts_as_one_level():
    levels = np.array([[1, 1, 1, 1, 0, 2]])
    rule = higher_than_both(levels, {(1, 0)})                  # a third ninja stands on (1, 0)
    assert not sight((0, 0), (3, 0), rule).visible             # same level behind: concealed
    assert sight((0, 0), (3, 0), rule).blocked_by == (1, 0)
    assert "figure" in sight((0, 0), (3, 0), rule).reason
    assert not sight((0, 0), (4, 0), rule).visible             # lower level behind: concealed
    assert sight((0, 0), (5, 0), rule).visible                 # higher target: not concealed


def test_visibility_map_matches_sight_on_an_example():
    levels = np.array([[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0]])
    rule = higher_than_both(levels)
    vm = visibility_map((0, 0), levels.shape, rule)
    for y in range(3):
        for x in range(4):
            s = sight((0, 0), (x, y), rule)
            assert vm.visible[y, x] == s.visible
            assert vm.blocked_by((x, y)) == s.blocked_by
    assert not vm.visible[2, 2] and vm.blocked_by((2, 2)) == (1, 1)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_visibility_map_equals_scalar_sight(data):
    h = data.draw(st.integers(1, 7))
    w = data.draw(st.integers(1, 7))
    levels = np.array(data.draw(st.lists(st.lists(st.integers(0, 3), min_size=w, max_size=w),
                                         min_size=h, max_size=h)))
    occ = data.draw(st.sets(st.tuples(st.integers(0, w - 1), st.integers(0, h - 1)), max_size=4))
    viewer = (data.draw(st.integers(0, w - 1)), data.draw(st.integers(0, h - 1)))
    rule = higher_than_both(levels, occ)
    vm = visibility_map(viewer, levels.shape, rule)
    mask = levels >= 2
    vm2 = visibility_map(viewer, levels.shape, mask)
    plain = blocked_cells(mask)
    for y in range(h):
        for x in range(w):
            s = sight(viewer, (x, y), rule)
            assert vm.visible[y, x] == s.visible
            assert vm.blocked_by((x, y)) == s.blocked_by
            s2 = sight(viewer, (x, y), plain)
            assert vm2.visible[y, x] == s2.visible
            assert vm2.blocked_by((x, y)) == s2.blocked_by


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_higher_than_both_visibility_is_symmetric(data):
    h, w = 6, 6
    levels = np.array(data.draw(st.lists(st.lists(st.integers(0, 3), min_size=w, max_size=w),
                                         min_size=h, max_size=h)))
    a = (data.draw(st.integers(0, 5)), data.draw(st.integers(0, 5)))
    b = (data.draw(st.integers(0, 5)), data.draw(st.integers(0, 5)))
    rule = higher_than_both(levels)
    assert sight(a, b, rule).visible == sight(b, a, rule).visible


# ----------------------------------------------------------------- hex: Arena Morituri IV.3

from rules.core.hexgrid import hex_line, hex_line_minus, distance  # noqa: E402
from rules.core.sight import hex_distance2_sight, sight_either  # noqa: E402

# A Fig. 3-like situation (authored layout): P in the middle; X and Y are characters.
P, A, D, B, C = (0, 0), (0, -2), (2, 0), (1, -2), (2, -1)
X, Y = (1, -1), (1, 0)
OCCUPIED = {X, Y, A, B, C, D}


def occupied(c):
    return c in OCCUPIED


def test_iv_3_on_line_distance_two_space_between_free_p_attacks_a():
    s = hex_distance2_sight(P, A, occupied)
    assert s.visible and s.cells == ((0, -1),)


def test_iv_3_on_line_distance_two_y_between_p_cannot_attack_d():
    s = hex_distance2_sight(P, D, occupied)
    assert not s.visible and s.blocked_by == Y and s.cells == (Y,)


def test_iv_3_off_line_distance_two_one_free_space_is_enough_p_attacks_b():
    s = hex_distance2_sight(P, B, occupied)
    assert s.visible and set(s.cells) == {(0, -1), X}


def test_iv_3_off_line_distance_two_x_and_y_defend_c():
    s = hex_distance2_sight(P, C, occupied)
    assert not s.visible and set(s.cells) == {X, Y} and "neither" in s.reason


def test_iv_3_same_answers_as_lenient_hex_sight():
    for target in (A, B, C, D):
        assert sight_either(P, target, occupied).visible == hex_distance2_sight(P, target, occupied).visible


@settings(max_examples=80, deadline=None)
@given(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), st.tuples(st.integers(-6, 6), st.integers(-6, 6)),
       st.sets(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), max_size=25))
def test_hex_sight_is_symmetric_for_symmetric_rules(a, b, walls):
    rule = walls.__contains__
    assert sight(a, b, rule, hex_line).visible == sight(b, a, rule, hex_line).visible
    assert sight_either(a, b, rule).visible == sight_either(b, a, rule).visible
    if distance(a, b) == 2:
        assert sight_either(a, b, rule).visible == hex_distance2_sight(a, b, rule).visible


@settings(max_examples=80, deadline=None)
@given(st.tuples(st.integers(-9, 9), st.integers(-9, 9)), st.tuples(st.integers(-9, 9), st.integers(-9, 9)),
       st.sets(st.tuples(st.integers(-9, 9), st.integers(-9, 9)), max_size=30))
def test_square_sight_is_symmetric_for_symmetric_rules(a, b, walls):
    rule = walls.__contains__
    s1, s2 = sight(a, b, rule), sight(b, a, rule)
    assert s1.visible == s2.visible
    assert s1.cells == s2.cells[::-1]


from rules.core.sight import square_line_minus  # noqa: E402


def test_square_line_minus_takes_the_other_side_of_corners():
    assert square_line_minus((0, 0), (2, 1)) == [(0, 0), (1, 0), (2, 1)]
    assert square_line_minus((0, 0), (4, 2)) == [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2)]
    assert square_line_minus((0, 0), (3, 1)) == square_line((0, 0), (3, 1))   # no tie


@given(cell, cell)
def test_square_line_minus_is_reversible_and_mirrors_square_line(a, b):
    m = square_line_minus(a, b)
    assert square_line_minus(b, a) == m[::-1]
    # rounding halves down is rounding halves up in the point-mirrored grid
    mirrored = [(-x, -y) for (x, y) in square_line((-a[0], -a[1]), (-b[0], -b[1]))]
    assert m == mirrored


def test_lenient_square_sight_sees_past_one_side_of_a_corner():
    wall = {(1, 1)}
    assert not sight((0, 0), (2, 1), wall.__contains__).visible
    assert sight_either((0, 0), (2, 1), wall.__contains__, (square_line, square_line_minus)).visible


def test_edge_walls_block_sight_and_name_the_wall():
    from rules.core.board import load_board
    b = load_board({"id": "w", "rows": ["0000", "0000"], "walls": [[[1, 0], [2, 0]]]})
    s = sight((0, 0), (3, 0), lambda c: False, walls=b.wall_between)
    assert not s.visible and s.blocked_by == (2, 0) and "wall between (1, 0) and (2, 0)" in s.reason
    assert not sight((1, 0), (2, 0), lambda c: False, walls=b.wall_between).visible
    assert sight((0, 1), (3, 1), lambda c: False, walls=b.wall_between).visible
    vm = visibility_map((0, 0), b.shape, np.zeros(b.shape, bool), walls=b.wall_between)
    assert not vm.visible[0, 3] and vm.blocked_by((3, 0)) == (2, 0) and vm.visible[1, 3]


def test_2_5_third_ninja_on_a_lower_level_does_not_conceal():
    levels = np.array([[1, 0, 1]])
    assert sight((0, 0), (2, 0), higher_than_both(levels, {(1, 0)})).visible     # height 1, not > 1
    levels = np.array([[1, 1, 1]])
    assert not sight((0, 0), (2, 0), higher_than_both(levels, {(1, 0)})).visible  # height 2 > 1


def test_2_5_example_board_ninja_faces_north_x_and_p_spaces():
    """The 2.5 figure, authored as an 8-wide board: the ninja stands on level 1 at (3, 0) and
    looks north up column x = 3 (ranged attacks only go straight ahead)."""
    from rules.core.board import Board
    from rules.core.square import ray
    b = Board.from_rows([
        "00010000",   # y = 7: X (level 1, behind the level-2 space at y = 4)
        "00000000",   # y = 6: X (level 0)
        "00010000",   # y = 5: X (level 1)
        "00020000",   # y = 4: level-2 obstacle
        "00020000",   # y = 3: P (level 2: as high as the obstacle, nothing higher between)
        "00010000",   # y = 2: P
        "00000000",   # y = 1: P
        "00010000",   # y = 0: the ninja, level 1
    ])
    rule = higher_than_both(b.level)
    seen = {c: sight((3, 0), c, rule).visible for c in ray((3, 0), 0, 7)}
    assert [c for c, v in seen.items() if v] == [(3, 1), (3, 2), (3, 3), (3, 4)]        # P
    assert [c for c, v in seen.items() if not v] == [(3, 5), (3, 6), (3, 7)]           # X
    assert sight((3, 0), (3, 7), rule).blocked_by == (3, 3)
    vm = visibility_map((3, 0), b.shape, rule)
    assert [bool(vm.visible[y, 3]) for y in range(1, 8)] == [seen[(3, y)] for y in range(1, 8)]


def test_chaos_woods_block_but_one_woods_hex_at_either_end_does_not():
    """Chaos Arena (shooting): no arrows over Woods; into or out of 1 hex of Woods is fine.
    Authored hex strip: woods on (0, -2) and (0, -3)."""
    from rules.core.board import load_board
    b = load_board({"id": "c", "grid": "hex", "radius": 4,
                    "cells": [[0, -2, 0, "w"], [0, -3, 0, "w"]]})
    woods = b.cells_with_terrain("w").__contains__
    assert sight((0, 0), (0, -2), woods, hex_line).visible          # into the edge of the woods
    assert not sight((0, 0), (0, -3), woods, hex_line).visible      # deeper: over woods
    assert not sight((0, 0), (0, -4), woods, hex_line).visible      # behind the woods
    assert sight((0, -2), (0, 1), woods, hex_line).visible          # out of 1 hex of woods


def test_visibility_dict_on_a_hex_board_strict_and_lenient():
    from rules.core.board import load_board
    from rules.core.sight import visibility_dict
    b = load_board({"id": "h", "grid": "hex", "radius": 2})
    walls = {(0, -1)}.__contains__
    strict = visibility_dict((0, 0), b.cells(), walls)
    lenient = visibility_dict((0, 0), b.cells(), walls, lenient=True)
    assert (0, 0) not in strict and len(strict) == 18
    assert not strict[(0, -2)].visible and strict[(0, -2)].blocked_by == (0, -1)
    # (1, -2) lies along the edge between (0, -1) and (1, -1): one side is free
    assert lenient[(1, -2)].visible
    assert all(lenient[c].visible or not strict[c].visible for c in strict)


def test_custom_pair_rule_without_limits_falls_back_to_scalar():
    from rules.core.sight import PairRule

    class TallerThanTarget(PairRule):
        """Blocks when a cell between is higher than the target's level (a one-sided rule)."""

        def __init__(self, levels):
            self.levels = levels

        def between(self, a, b):
            top = self.levels[b[1], b[0]]
            return lambda c: self.levels[c[1], c[0]] > top

    levels = np.array([[0, 2, 0, 3]])
    rule = TallerThanTarget(levels)
    vm = visibility_map((0, 0), levels.shape, rule)
    assert [bool(v) for v in vm.visible[0]] == [True, True, False, True]
    assert vm.blocked_by((2, 0)) == (1, 0)
    assert not sight((3, 0), (0, 0), rule).visible      # one-sided rules need not be symmetric


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([(8, 8), (16, 16), (9, 23), (32, 32)]), st.integers(0, 2**32 - 1),
       st.floats(0.0, 0.9))
def test_visibility_map_equals_scalar_sight_on_larger_boards(shape, seed, density):
    """The map's lines laid end to end give exactly `sight`'s answer, cell by cell, on boards
    of several sizes with heights, third figures and bare masks."""
    rng = np.random.default_rng(seed)
    h, w = shape
    levels = np.where(rng.random(shape) < density, rng.integers(1, 4, shape), 0)
    occ = {(int(rng.integers(w)), int(rng.integers(h))) for _ in range(int(rng.integers(0, 6)))}
    viewer = (int(rng.integers(w)), int(rng.integers(h)))
    rule = higher_than_both(levels, occ)
    mask = levels >= 2
    vm, vm2, plain = (visibility_map(viewer, shape, rule), visibility_map(viewer, shape, mask),
                      blocked_cells(mask))
    for y in range(h):
        for x in range(w):
            s, s2 = sight(viewer, (x, y), rule), sight(viewer, (x, y), plain)
            assert (vm.visible[y, x], vm.blocked_by((x, y))) == (s.visible, s.blocked_by)
            assert (vm2.visible[y, x], vm2.blocked_by((x, y))) == (s2.visible, s2.blocked_by)


def test_the_line_cache_stays_within_its_byte_budget(monkeypatch):
    from rules.core import sight as S
    monkeypatch.setattr(S, "LINE_CACHE_BYTES", 400_000)
    monkeypatch.setattr(S, "_LINES", {})
    monkeypatch.setattr(S, "_line_bytes", 0)
    levels = np.zeros((32, 32), dtype=int)
    for v in [(0, 0), (31, 31), (5, 9), (16, 16), (0, 0)]:
        visibility_map(v, levels.shape, higher_than_both(levels))
        assert S._line_bytes <= 400_000 or len(S._LINES) == 1
        assert S._line_bytes == sum(a.nbytes for arrs in S._LINES.values() for a in arrs)
    assert list(S._LINES)[-1] == ((0, 0), (32, 32))     # used last, kept
