"""Hex grid: axial/cube, compass-rose directions 1..6, distance, lines, relative positions."""
from hypothesis import given, strategies as st

from rules.core.hexgrid import (DIR_VECTORS, DIRECTIONS, cube_round, direction_to, distance,
                                from_cube, hex_between_distance2, hex_line, hex_line_minus,
                                in_front_arc, nearest_direction, neighbour, neighbours, opposite,
                                relative_direction, relative_offset, relative_position, ring,
                                rotate, to_cube, within)

coord = st.integers(-30, 30)
cell = st.tuples(coord, coord)
direction = st.integers(1, 6)


def test_compass_rose_numbering_is_clockwise_from_north():
    # flat-top, north = -r: 1 N, 2 NE, 3 SE, 4 S, 5 SW, 6 NW
    assert [neighbour((0, 0), d) for d in DIRECTIONS] == [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    assert neighbours((0, 0)) == [neighbour((0, 0), d) for d in DIRECTIONS]
    assert opposite(1) == 4 and opposite(2) == 5 and opposite(6) == 3
    assert rotate(6, 1) == 1 and rotate(1, -1) == 6 and rotate(3, 3) == 6


@given(cell)
def test_cube_invariant_and_round_trip(c):
    q, r, s = to_cube(c)
    assert q + r + s == 0 and from_cube((q, r, s)) == c


@given(cell, cell)
def test_distance_symmetric_and_triangle(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)
    for n in neighbours(a):
        assert abs(distance(n, b) - distance(a, b)) <= 1


@given(cell)
def test_neighbours_are_mutual(c):
    ns = neighbours(c)
    assert len(set(ns)) == 6
    for d, n in zip(DIRECTIONS, ns):
        assert distance(c, n) == 1
        assert neighbour(n, opposite(d)) == c
        assert c in neighbours(n)


@given(direction, st.integers(-13, 13))
def test_rotate_inverse(d, k):
    assert rotate(rotate(d, k), -k) == d and rotate(d, 6) == d


def test_ring_and_within():
    assert ring((0, 0), 0) == [(0, 0)]
    for rad in (1, 2, 3):
        cells = ring((2, -1), rad)
        assert len(cells) == len(set(cells)) == 6 * rad
        assert all(distance((2, -1), c) == rad for c in cells)
    assert len(within((0, 0), 1)) == 7 and len(within((0, 0), 3)) == 37


def test_hex_line_straight_and_length():
    assert hex_line((0, 0), (0, -3)) == [(0, 0), (0, -1), (0, -2), (0, -3)]
    assert hex_line((0, 0), (0, 0)) == [(0, 0)]


@given(cell, cell)
def test_hex_line_is_connected_and_reversible(a, b):
    line = hex_line(a, b)
    assert line[0] == a and line[-1] == b and len(line) == distance(a, b) + 1
    assert all(distance(p, q) == 1 for p, q in zip(line, line[1:]))
    assert hex_line(b, a) == line[::-1]
    assert hex_line_minus(b, a) == hex_line_minus(a, b)[::-1]


def test_hex_line_edge_tie_sides_differ():
    # (0,0) -> (1,-2) runs exactly along the edge between (0,-1) and (1,-1)
    assert hex_line((0, 0), (1, -2))[1] != hex_line_minus((0, 0), (1, -2))[1]
    assert {hex_line((0, 0), (1, -2))[1], hex_line_minus((0, 0), (1, -2))[1]} == {(0, -1), (1, -1)}


def test_cube_round():
    assert cube_round(0.1, -0.2, 0.1) == (0, 0, 0)
    assert cube_round(1.2, -0.9, -0.3) == (1, -1, 0)
    assert cube_round(0.7, -0.1, -0.6) == (1, 0, -1)


@given(cell, direction, st.integers(1, 8))
def test_direction_to_on_lines(c, d, n):
    b = neighbour(c, d, n)
    assert direction_to(c, b) == d and direction_to(b, c) == opposite(d)
    assert nearest_direction(c, b) == d


def test_direction_to_off_line_is_none():
    assert direction_to((0, 0), (1, -2)) is None
    assert direction_to((0, 0), (0, 0)) is None
    assert direction_to((0, 0), (-3, 3)) == 5


def test_nearest_direction_ties_go_counter_clockwise():
    assert nearest_direction((0, 0), (1, -2)) == 1     # between N and NE
    assert nearest_direction((0, 0), (-1, -1)) == 6    # between NW and N
    assert nearest_direction((0, 0), (2, -1)) == 2     # between NE and SE
    assert nearest_direction((0, 0), (3, -2)) == 2     # nearer NE than SE
    assert nearest_direction((0, 0), (3, -1)) == 3     # nearer SE than NE
    assert nearest_direction((0, 0), (0, 0)) is None


def test_iv_3_between_at_distance_two():
    assert hex_between_distance2((0, 0), (0, -2)) == [(0, -1)]
    assert sorted(hex_between_distance2((0, 0), (1, -2))) == [(0, -1), (1, -1)]


@given(cell, direction, direction)
def test_iv_3_between_distance_two_counts(c, d1, d2):
    b = neighbour(neighbour(c, d1), d2)
    if distance(c, b) != 2:
        return
    between = hex_between_distance2(c, b)
    assert len(between) == (1 if direction_to(c, b) else 2)
    assert all(distance(c, x) == 1 and distance(x, b) == 1 for x in between)
    # the two nudged lines pass through exactly these cells
    assert {hex_line(c, b)[1], hex_line_minus(c, b)[1]} == set(between)


def test_relative_positions_for_a_figure_facing_north():
    me = (0, 0)
    names = [relative_direction(me, 1, neighbour(me, d)) for d in DIRECTIONS]
    assert names == ["front", "front-right", "rear-right", "rear", "rear-left", "front-left"]
    assert relative_position(me, 1, (0, -3)) == "front"
    assert relative_position(me, 1, (0, 2)) == "rear"
    assert relative_position(me, 1, (1, 0)) == "side"
    assert in_front_arc(me, 1, (1, -1)) and not in_front_arc(me, 1, (1, 0))
    assert relative_position(me, 1, me) is None


@given(cell, direction, direction)
def test_relative_offset_rotates_with_the_facing(c, f, d):
    assert relative_offset(c, f, neighbour(c, d)) == (d - f) % 6
    assert len(DIR_VECTORS) == 7


def test_v_4_throw_only_along_the_six_straight_directions():
    thrower = (0, 0)
    assert direction_to(thrower, (0, -3)) == 1 and distance(thrower, (0, -3)) == 3
    assert direction_to(thrower, (3, -3)) == 2
    assert direction_to(thrower, (1, -3)) is None      # not on a straight line of spaces


def test_chaos_seven_hex_area_is_the_centre_and_its_six_neighbours():
    area = within((4, -2), 1)
    assert len(area) == 7 and set(area) == {(4, -2), *neighbours((4, -2))}
