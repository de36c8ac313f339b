"""Rules of rules/core/movement.py that mutation testing (`python -m game.mutation chaos_arena`,
which mutates the shared movement helpers with Chaos Arena's moves) found unpinned: each test
fails on a mutant that survived the other tests."""
from rules.core.board import load_board
from rules.core.movement import MoveResult, check_level, enter_check, fly, reachable, slide, walk

E = 2


def test_check_level_allows_one_level_up_or_down_unless_told_otherwise():
    c = check_level(2, 0)
    assert not c.ok and c.too_low_by == 1
    assert check_level(1, 0).ok
    c = check_level(0, 2)
    assert not c.ok and c.too_high_by == 1
    assert check_level(0, 1).ok


def test_check_level_without_a_drop_limit_allows_any_drop():
    c = check_level(5, 0, max_down=None)
    assert c.ok and c.too_low_by == 0 and not c.damage


def test_a_move_on_the_level_has_no_drop():
    flat = MoveResult((0, 0), ((1, 0), (2, 0)), (0, 0, 0), (2, 0))
    assert flat.biggest_drop() == 0
    assert MoveResult((0, 0), ((1, 0),), (3, 1), (1, 0)).biggest_drop() == 2


def test_a_slide_stops_before_a_drop_beyond_its_limit():
    b = load_board({"id": "t", "rows": ["22000"]})
    r = slide(b, (0, 0), E, 3, max_down=1)
    assert r.stopped_by == "lower" and r.final_cell == (1, 0) and r.remaining == 2


def _graph(edges):
    """reachable() over a little graph {cell: [(neighbour, cost or None), ...]}."""
    def neighbours(c):
        return [n for n, _ in edges.get(c, [])]

    def cost(a, b):
        return dict(edges.get(a, []))[b]
    return neighbours, cost


def test_reachable_starts_at_cost_zero_and_skips_a_forbidden_step():
    nbs, cost = _graph({(0, 0): [((9, 9), None), ((1, 0), 1)], (1, 0): [((2, 0), 1)]})
    best = reachable((0, 0), 5, nbs, cost)
    assert best == {(0, 0): (0, None), (1, 0): (1, (0, 0)), (2, 0): (2, (1, 0))}


def test_reachable_prices_a_step_by_where_it_comes_from():
    nbs, cost = _graph({(0, 0): [((1, 0), 1)], (1, 0): [((2, 0), 3)]})
    assert reachable((0, 0), 5, nbs, cost)[(2, 0)] == (4, (1, 0))


def test_reachable_finishes_the_search_after_a_cell_it_found_cheaper():
    # A is first found at 5, then at 2 through B; the stale 5 comes off the heap before E's
    # neighbour F is explored
    A, B, C, S, E_, F = (1, 0), (0, 1), (2, 0), (0, 0), (5, 5), (6, 6)
    nbs, cost = _graph({S: [(A, 5), (B, 1), (E_, 6)], B: [(A, 1)], A: [(C, 1)], E_: [(F, 1)]})
    best = reachable(S, 20, nbs, cost)
    assert best[A] == (2, B) and best[F] == (7, E_)


def test_reachable_keeps_the_first_of_two_equally_cheap_ways():
    nbs, cost = _graph({(0, 0): [((0, 1), 1), ((1, 0), 1)], (0, 1): [((1, 1), 1)], (1, 0): [((1, 1), 1)]})
    assert reachable((0, 0), 5, nbs, cost)[(1, 1)] == (2, (0, 1))


def test_a_drop_of_exactly_the_limit_may_be_entered():
    b = load_board({"id": "t", "rows": ["21000"]})
    assert enter_check(b, (0, 0), (1, 0), max_down=1) is None
    assert enter_check(b, (1, 0), (2, 0), max_down=0) == "lower"


def test_a_stopped_walk_still_reports_its_start_and_levels():
    b = load_board({"id": "t", "rows": ["01300"]})
    r = walk(b, (0, 0), [E, E, E], max_up=1)
    assert r.stopped_by == "higher" and r.start == (0, 0) and r.levels == (0, 1) and r.path == ((1, 0),)


def test_a_flight_reports_its_start_and_the_levels_it_passes():
    b = load_board({"id": "t", "rows": ["01300"]})
    r = fly(b, (0, 0), E, 3)
    assert r.start == (0, 0) and r.levels == (0, 1, 3, 0) and r.final_cell == (3, 0)
