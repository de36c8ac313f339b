"""4B: `moves.reach` and `reachable_cells` (bit-set breadth-first searches) give exactly the cheapest walk of the
rule spelled out step by step: a Dijkstra over (hex, woods met, swamp met) where a step costs 1,
plus 1 the first time woods and the first time swamp are entered, left or passed through, walls,
teleportals and characters cannot be entered, and a Lake ends the walk unless he levitates."""
import heapq

from hypothesis import given, settings, strategies as st

from rules.chaos_arena import moves
from rules.chaos_arena import terrain as T
from tests.rules.chaos_arena.kit import game, place

RADIUS = 7
CELLS = [(q, r) for q in range(-RADIUS, RADIUS + 1) for r in range(-RADIUS, RADIUS + 1)
         if abs(q + r) <= RADIUS and (q, r) not in ((0, RADIUS), (0, -RADIUS))]


def spelled_out(state, f) -> dict:
    board, occupied = state.board, state.occupied()
    budget = moves.allowance(state, f)
    lev = bool(moves.usable(f).get("levitate"))
    tw, ts = board.terrain_at(f.cell) == T.WOODS, board.terrain_at(f.cell) in (T.SWAMP, T.PATH)
    dist, heap, best = {(f.cell, False, False): 0}, [(0, f.cell, False, False)], {}
    while heap:
        c, cell, w, s = heapq.heappop(heap)
        if dist[(cell, w, s)] < c:
            continue
        if cell != f.cell:
            best[cell] = min(best.get(cell, c), c)
            if board.terrain_at(cell) == T.LAKE and not lev:
                continue
        for nb in board.neighbours(cell):
            t = board.terrain_at(nb)
            if nb in occupied or t in (T.WALL, T.PORTAL):
                continue
            nw = w or t == T.WOODS or (cell == f.cell and tw)
            ns = s or t in (T.SWAMP, T.PATH) or (cell == f.cell and ts)
            nc = c + 1 + (nw and not w) + (ns and not s)
            if nc <= budget and nc < dist.get((nb, nw, ns), nc + 1):
                dist[(nb, nw, ns)] = nc
                heapq.heappush(heap, (nc, nb, nw, ns))
    return best


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.sampled_from(CELLS), st.sampled_from("..BFSPLW"), max_size=120),
       st.lists(st.sampled_from(CELLS), min_size=2, max_size=8, unique=True),
       st.sampled_from([None, "ring-of-levitation", "boots-of-bounding"]))
def test_reach_equals_the_rule_spelled_out(terrain, spots, item):
    state = game(terrain)
    names = ["good-mage", "evil-mage", "good-warrior-1", "evil-warrior-1", "good-knight",
             "evil-berserker-2", "good-scout-1", "evil-scout-1"]
    where = dict(zip(names, spots))
    place(state, where)
    for fid in where:
        f = state.fig(fid)
        f.item = item
        best = moves.reach(state, f)
        assert best == spelled_out(state, f)
        assert list(moves.reachable_cells(state, f)) == sorted(best)
        for to in list(best)[:5]:       # the move's path exists exactly where reach says
            path = moves.safest_path(state, f, to)
            assert path[-1] == to and moves.path_cost(state, f, path) <= moves.allowance(state, f)
