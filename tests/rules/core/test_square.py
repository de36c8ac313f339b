"""Square grid: neighbours, distances, directions, rotation, relative positions."""
from hypothesis import given, strategies as st

from rules.core.square import (DIRS, RELATIVE_NAMES, about_face, chebyshev, direction_to,
                               duel_orientation, front_and_flank_cells, gladiator_zone,
                               has_back_turned, in_front_half, is_adjacent, manhattan,
                               nearest_facing, neighbours, orthogonal_neighbours, ray,
                               relative_direction, relative_offset, relative_position,
                               relative_step, rotate, step, turn_left, turn_right, zone_cells,
                               line)

coord = st.integers(-50, 50)
cell = st.tuples(coord, coord)
facing = st.integers(0, 7)


def test_facings_are_clockwise_from_north():
    assert step((0, 0), 0) == (0, 1) and step((0, 0), 2) == (1, 0)
    assert step((0, 0), 4) == (0, -1) and step((0, 0), 6) == (-1, 0)
    assert step((0, 0), 1) == (1, 1) and step((0, 0), 3, 2) == (2, -2)
    assert len(set(neighbours((3, 3)))) == 8
    assert orthogonal_neighbours((0, 0)) == [(0, 1), (1, 0), (0, -1), (-1, 0)]


def test_turns():
    assert turn_right(0) == 2 and turn_left(0) == 6 and about_face(2) == 6
    assert rotate(7, 1) == 0 and rotate(0, -1) == 7


@given(cell, cell)
def test_distances_are_symmetric_and_ordered(a, b):
    assert chebyshev(a, b) == chebyshev(b, a)
    assert manhattan(a, b) == manhattan(b, a)
    assert chebyshev(a, b) <= manhattan(a, b) <= 2 * chebyshev(a, b)


@given(cell)
def test_neighbours_are_mutual_and_at_distance_one(c):
    for n in neighbours(c):
        assert c in neighbours(n)
        assert chebyshev(c, n) == 1 and is_adjacent(c, n)


@given(facing, st.integers(-20, 20))
def test_rotate_inverse(f, k):
    assert rotate(rotate(f, k), -k) == f
    assert rotate(f, 8) == f


@given(cell, facing, st.integers(1, 9))
def test_direction_to_on_lines(c, f, n):
    assert direction_to(c, step(c, f, n)) == f
    assert ray(c, f, n)[-1] == step(c, f, n)


def test_direction_to_off_lines_is_none():
    assert direction_to((0, 0), (1, 2)) is None
    assert direction_to((0, 0), (0, 0)) is None
    assert direction_to((0, 0), (-3, 3)) == 7


@given(cell, cell)
def test_direction_to_reverses(a, b):
    d = direction_to(a, b)
    r = direction_to(b, a)
    assert (d is None) == (r is None)
    if d is not None:
        assert r == about_face(d)


def test_nearest_facing():
    assert nearest_facing((0, 0), (1, 3)) == 0       # bearing 18 degrees: N
    assert nearest_facing((0, 0), (2, 3)) == 1       # 34 degrees: NE
    assert nearest_facing((0, 0), (5, -1)) == 2
    assert nearest_facing((0, 0), (0, 0)) is None
    # 4 facings: ties on the diagonals go counter-clockwise
    assert nearest_facing((0, 0), (2, 2), 4) == 0
    assert nearest_facing((0, 0), (2, -2), 4) == 2
    assert nearest_facing((0, 0), (-2, -2), 4) == 4
    assert nearest_facing((0, 0), (-2, 2), 4) == 6
    assert nearest_facing((0, 0), (3, 1), 4) == 2


@given(cell, cell)
def test_nearest_facing_agrees_with_direction_to(a, b):
    d = direction_to(a, b)
    if d is not None:
        assert nearest_facing(a, b) == d


def test_relative_names_for_a_figure_facing_north():
    me = (5, 5)
    expect = {(5, 6): "front", (6, 6): "front-right", (6, 5): "right", (6, 4): "rear-right",
              (5, 4): "rear", (4, 4): "rear-left", (4, 5): "left", (4, 6): "front-left"}
    for c, name in expect.items():
        assert relative_direction(me, 0, c) == name
    assert relative_direction(me, 0, me) is None


@given(cell, facing, st.integers(0, 7))
def test_relative_step_and_offset_agree(c, f, off):
    assert relative_offset(c, f, relative_step(c, f, off)) == off
    assert relative_direction(c, f, relative_step(c, f, off, 3)) == RELATIVE_NAMES[off]


def test_2_6_duel_orientation_frontal_diagonal_sideways_backwards():
    damage = {"front": 2, "diagonal": 1, "side": 1, "rear": 0}
    enemy, looks_east = (4, 4), 2
    assert damage[duel_orientation(enemy, looks_east, (5, 4))] == 2   # attacker in front
    assert damage[duel_orientation(enemy, looks_east, (5, 5))] == 1   # diagonal
    assert damage[duel_orientation(enemy, looks_east, (3, 3))] == 1   # rear diagonal
    assert damage[duel_orientation(enemy, looks_east, (4, 5))] == 1   # sideways
    assert damage[duel_orientation(enemy, looks_east, (3, 4))] == 0   # backwards
    assert relative_position(enemy, looks_east, (3, 4)) == "rear"


def test_assassination_needs_the_back_turned():
    # opponent on (4, 4) looks south; a ninja north of him sees his back
    assert has_back_turned((4, 4), 4, (4, 5))
    assert has_back_turned((4, 4), 4, (4, 8))
    assert not has_back_turned((4, 4), 4, (5, 5))
    assert not has_back_turned((4, 4), 4, (4, 3))


def test_2_5_melee_attack_targets_front_right_left_never_rear():
    assert front_and_flank_cells((2, 2), 0) == [(2, 3), (3, 2), (1, 2)]
    assert (2, 1) not in front_and_flank_cells((2, 2), 0)


def test_gladiator_facing_west_front_side_rear_squares():
    me = (5, 5)
    assert set(zone_cells(me, 6, "front")) == {(4, 6), (4, 5), (4, 4)}
    assert set(zone_cells(me, 6, "side")) == {(5, 6), (5, 4)}
    assert set(zone_cells(me, 6, "rear")) == {(6, 6), (6, 5), (6, 4)}
    assert gladiator_zone(me, 6, (0, 5)) == "front" and gladiator_zone(me, 6, (9, 5)) == "rear"


def test_gladiator_frontal_180_degree_arc():
    me = (5, 5)
    assert in_front_half(me, 6, (0, 9)) and not in_front_half(me, 6, (6, 0))
    assert not in_front_half(me, 6, (5, 9)) and in_front_half(me, 6, (5, 9), include_side_line=True)
    assert not in_front_half(me, 6, me)


def test_line_is_square_line():
    assert line((0, 0), (2, 0)) == [(0, 0), (1, 0), (2, 0)]
    assert len(DIRS) == 8


def test_gladiator_facing_one_rear_square_reading():
    me = (5, 5)
    assert zone_cells(me, 6, "rear", rear_squares=1) == [(6, 5)]
    assert set(zone_cells(me, 6, "side", rear_squares=1)) == {(5, 6), (5, 4), (6, 6), (6, 4)}
    assert gladiator_zone(me, 6, (6, 6), rear_squares=1) == "side"
    assert gladiator_zone(me, 6, (6, 6)) == "rear"


def test_gladiator_slash_order_is_clockwise_across_the_front():
    assert zone_cells((5, 5), 0, "front") == [(4, 6), (5, 6), (6, 6)]
