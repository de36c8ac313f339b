"""Movement helpers: level checks, slides/pushes/retreats that report what stopped them, flights,
cheapest paths. Damage is the packs' business; these tests check what the helpers report."""
from hypothesis import given, strategies as st

from rules.core import hexgrid, square
from rules.core.board import load_board
from rules.core.movement import (check_level, enter_check, fly, path_to, push, reachable,
                                 retreat, slide, walk)


def board(rows, walls=()):
    return load_board({"id": "t", "rows": rows, "walls": [list(map(list, w)) for w in walls]})


FLAT = board(["00000", "00000", "00000"])          # 5 x 3, all level 0
E, W, N, S = 2, 6, 0, 4


def test_check_level_limits_and_damage():
    assert check_level(1, 2).ok and check_level(1, 0).ok
    c = check_level(0, 2, max_up=1)
    assert not c.ok and c.too_high_by == 1 and c.change == 2
    c = check_level(3, 1, max_up=0, max_down=0, damage_at=2)
    assert c.too_low_by == 2 and c.damage
    c = check_level(2, 1, max_up=0, max_down=0, damage_at=2)
    assert c.too_low_by == 1 and not c.damage
    assert check_level(0, 9, max_up=None).ok


def test_slide_completes_on_open_ground():
    r = slide(FLAT, (0, 1), E, 3)
    assert r.completed and r.path == ((1, 1), (2, 1), (3, 1)) and r.final_cell == (3, 1)
    assert r.remaining == 0 and r.moved == 3 and r.levels == (0, 0, 0, 0)


def test_2_6_limitation_of_the_board_stays_on_the_outer_edge():
    r = slide(FLAT, (3, 1), E, 3)
    assert r.stopped_by == "edge" and r.final_cell == (4, 1) and r.blocked_cell == (5, 1)
    assert r.remaining == 2 and r.moved == 1


def test_2_6_clumsy_move_too_high_moves_as_far_as_possible_without_moving_upwards():
    b = board(["00000", "00100", "00000"])
    r = slide(b, (0, 1), E, 3, max_up=0)
    assert r.stopped_by == "higher" and r.final_cell == (1, 1) and r.blocked_cell == (2, 1)


def test_2_6_clumsy_move_too_low_reports_the_drop():
    b = board(["00000", "30000", "00000"])
    r = slide(b, (0, 1), E, 2, max_up=0)
    assert r.completed and r.levels == (3, 0, 0) and r.biggest_drop() == 3
    assert r.level_changes() == [-3, 0]
    assert check_level(3, 0, max_up=0, max_down=0, damage_at=2).damage


def test_2_6_duel_move_stops_on_the_space_before_the_enemy():
    r = slide(FLAT, (0, 1), E, 3, blocked={(2, 1)})
    assert r.stopped_by == "figure" and r.final_cell == (1, 1) and r.blocked_cell == (2, 1)


def test_walls_stop_orthogonal_and_separating_diagonal_moves():
    b = board(["00000", "00000", "00000"], walls=[((1, 1), (2, 1)), ((1, 0), (2, 0))])
    r = slide(b, (0, 1), E, 3)
    assert r.stopped_by == "wall" and r.final_cell == (1, 1) and r.remaining == 2
    assert enter_check(b, (1, 1), (2, 0)) == "wall"          # corner sealed by a straight wall
    assert enter_check(b, (1, 1), (2, 2)) is None            # detour via (1, 2) is open


def test_blocked_callable_may_name_its_reason():
    r = slide(FLAT, (0, 0), N, 2, blocked=lambda c: "pit" if c == (0, 2) else False)
    assert r.stopped_by == "pit" and r.final_cell == (0, 1)


def test_walk_mixed_directions_and_max_down():
    b = board(["00000", "02000", "00000"])
    r = walk(b, (1, 1), [E, S], max_down=1)
    assert r.stopped_by == "lower" and r.final_cell == (1, 1)
    r = walk(b, (0, 0), [E, E, N])
    assert r.path == ((1, 0), (2, 0), (2, 1)) and r.completed


HEX = load_board({"id": "h", "grid": "hex", "radius": 2})


def test_v_3_retreat_into_the_wall_reports_spaces_not_retreated():
    # Morituri: 2 Condition per space the character cannot retreat because of the wall
    r = retreat(HEX, (0, 1), 4, 3)        # south from (0, 1): (0, 2) then off the board
    assert r.stopped_by == "edge" and r.final_cell == (0, 2) and r.remaining == 2
    assert 2 * r.remaining == 4


def test_v_3_retreat_collision_reports_spaces_still_to_move():
    r = push(HEX, (0, 0), 1, 3, blocked={(0, -2)})
    assert r.stopped_by == "figure" and r.final_cell == (0, -1) and r.remaining == 2


def test_chaos_random_movement_flies_over_but_stops_one_hex_short_of_an_occupied_hex():
    # flies north from (0, 1) over a figure on (0, 0); would land on the occupied (0, -2)
    r = fly(HEX, (0, 1), 1, 3, occupied={(0, 0), (0, -2)})
    assert r.final_cell == (0, -1) and r.path == ((0, 0), (0, -1))
    assert r.stopped_by == "figure" and r.blocked_cell == (0, -2) and r.remaining == 1
    r = fly(HEX, (0, 0), 3, 5)
    assert r.stopped_by == "edge" and r.final_cell == (2, 0) and r.remaining == 3
    r = fly(FLAT, (0, 1), E, 2, occupied={(1, 1)})
    assert r.completed and r.final_cell == (2, 1)


def test_chaos_random_movement_off_the_board_wins_over_an_occupied_last_cell():
    # the line leaves the board: "edge" even though its last board cell is occupied
    r = fly(HEX, (0, 0), 3, 5, occupied={(2, 0)})
    assert r.stopped_by == "edge" and r.path == ((1, 0), (2, 0)) and r.blocked_cell == (3, 0)
    # a line ending on the board still stops one short of the occupied cells (several in a row)
    r = fly(HEX, (0, 0), 3, 2, occupied={(1, 0), (2, 0)})
    assert r.stopped_by == "figure" and r.final_cell == (0, 0) and r.path == ()


def test_reachable_and_path_to_with_costs():
    heavy = {(1, 1)}

    def cost(a, b):
        if not FLAT.in_bounds(b):
            return None
        return 3 if b in heavy else 1

    reach = reachable((0, 1), 2, square.orthogonal_neighbours, cost)
    assert (1, 1) not in reach and (2, 1) not in reach        # (1, 1) costs 3, around it 4
    assert reach[(1, 0)][0] == 2 and reach[(0, 2)][0] == 1
    assert reachable((0, 1), 3, square.orthogonal_neighbours, cost)[(1, 1)][0] == 3
    assert path_to(reach, (0, 1)) == [(0, 1)]
    p = path_to(reach, (1, 0))
    assert p[0] == (0, 1) and p[-1] == (1, 0) and len(p) == 3
    assert path_to(reach, (4, 4)) == []


@given(st.integers(0, 4), st.integers(0, 2), st.integers(0, 7), st.integers(0, 6))
def test_slide_invariants(x, y, d, n):
    r = slide(FLAT, (x, y), d, n)
    assert r.moved + r.remaining == n
    assert FLAT.in_bounds(r.final_cell)
    assert r.final_cell == (r.path[-1] if r.path else (x, y))
    assert (r.stopped_by is None) == (r.remaining == 0)
    for a, b in zip(((x, y),) + r.path, r.path):
        assert square.chebyshev(a, b) == 1


@given(st.sampled_from(sorted(HEX.valid)), st.integers(1, 6), st.integers(0, 6))
def test_hex_slide_invariants(c, d, n):
    r = slide(HEX, c, d, n)
    assert r.moved + r.remaining == n and HEX.in_bounds(r.final_cell)
    assert all(hexgrid.distance(a, b) == 1 for a, b in zip((c,) + r.path, r.path))


def test_path_with_levels_for_move_events():
    b = board(["00000", "01200", "00000"])
    r = slide(b, (0, 1), E, 3, max_up=1)
    assert r.path_with_levels() == [(0, 1, 0), (1, 1, 1), (2, 1, 2), (3, 1, 0)]
    assert r.level_changes() == [1, 1, -2] and r.biggest_drop() == 2


def test_v_5_knocked_out_weapon_flies_past_characters_and_stops_in_front_of_the_wall():
    # Morituri V.5: the item flies in the compass direction; characters do not obstruct it;
    # hitting the wall, it lies on the ground in front of it (the arena's edge is its wall)
    r = slide(HEX, (0, 1), 1, 6)             # no `blocked`: characters are ignored
    assert r.final_cell == (0, -2) and r.stopped_by == "edge"
    r = slide(HEX, (0, 0), 2, 1)
    assert r.completed and r.final_cell == (1, -1)
