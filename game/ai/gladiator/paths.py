"""Where a fighter can go and how far: distance maps built once per board and goal."""
from __future__ import annotations

from collections import deque
from functools import lru_cache

from rules.core.square import neighbours
from rules.gladiator.characters import weapon
from rules.gladiator.data import races, spells
from rules.gladiator.terrain import CALTROPS, EXIT, FIRE, PIT, WALL, invisible, pit_walker


def _foes(world, f):
    return [g for g in world.figures if g.present and g.side != f.side
            and not invisible(world, g)]


def _ranged(f) -> bool:
    w = weapon(f.slots[0])
    if w is not None and (w.bow or w.bolt):
        return True
    return races()[f.race].id == "mage" and any(
        spells()[s].type in ("missile", "thrown") or s == "psychic_blast" for s in f.spells)


def _hot(world, cell) -> bool:
    t = world.terrain_at(cell)
    return FIRE in t or CALTROPS in t or EXIT in t


def _distances(world, f, goal, through=False) -> dict:
    """Squares from every cell to `goal` over enterable squares (BFS from the goal)."""
    w, h, closed = _closed(world, f)
    closed.discard(f.cell)
    key = (tuple(goal), w, h, frozenset(closed))
    dist = _DIST.get(key)
    if dist is None:
        if len(_DIST) > 512:
            _DIST.clear()
        dist = _DIST[key] = _bfs(tuple(goal), w, h, closed)
    return dist


# distance maps by (goal, board size, closed squares): a figure's steps toward one goal, and
# every playout of the same position, ask for the same map (callers only read it)
_DIST: dict = {}


def _bfs(goal, w: int, h: int, closed: set) -> dict:
    links = _links(w, h)
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        c = queue.popleft()
        d = dist[c] + 1
        for n in links.get(c) or _outside(c, w, h):
            if n not in dist and n not in closed:
                dist[n] = d
                queue.append(n)
    return dist


@lru_cache(maxsize=8)
def _links(w: int, h: int) -> dict:
    """Every square's neighbours on the board (in facing order), computed once per board size."""
    return {(x, y): [n for n in neighbours((x, y)) if 0 <= n[0] < w and 0 <= n[1] < h]
            for x in range(w) for y in range(h)}


def _outside(c, w: int, h: int) -> list:
    """The board squares next to an off-board square (a goal may lie outside)."""
    return [n for n in neighbours(c) if 0 <= n[0] < w and 0 <= n[1] < h]


def _closed(world, f) -> tuple[int, int, set]:
    """(width, height, squares he may not pass): walls, pits unless he may, fire, caltrops,
    exits and other figures (`enterable` and `_hot` for the whole board at once: the movement
    heuristic asks for several searches per step, in every playout of the hard player)."""
    h, w = world.board.level.shape
    walker = pit_walker(f)
    closed = {g.cell for g in world.figures if g.present and g.id != f.id}
    for c, t in world.terrain.items():
        if t and (WALL in t or FIRE in t or CALTROPS in t or EXIT in t
                  or (PIT in t and not walker)):
            closed.add(c)
    return w, h, closed


def _reachable(world, f, budget: int) -> list:
    d = _distances(world, f, f.cell)
    return [c for c, n in d.items() if n <= budget and (c == f.cell or world.at(c) is None)]
