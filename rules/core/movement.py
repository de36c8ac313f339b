"""Movement helpers shared by packs: level checks, walks/slides/pushes that report what stopped
them, flights that land short of occupied cells, and cheapest-path search.

All pure functions returning small frozen dataclasses; packs apply the damage. Mapping to the
rulebooks (for orientation, the packs own the rulings):
  - Ninja Arena 2.6: `slide(..., max_up=0)` stops where a higher space would be entered
    ("moved as far as possible without moving upwards"); stopped_by "edge" -> stays on the edge,
    +1 damage; "figure" -> duel with the figure on `blocked_cell`; `check_level(...).too_low_by`
    >= 2 -> 1 damage.
  - Arena Morituri V.3: a retreat is `slide(...)`; stopped_by "edge"/"wall" -> 2 Condition per
    space in `remaining`; "figure" -> collision, each loses `remaining`.
  - Chaos Arena random movement: `fly(...)` passes over walls and characters but stops one hex
    short of an occupied landing hex; a line leaving the Arena is "edge" (death) all the same.

Boards: anything with `in_bounds(cell)` and `level_at(cell)` (rules.core.board.Board or HexBoard);
`wall_between(a, b)` is used when present. Directions are square facings 0..7 on square boards
and hex directions 1..6 on hex boards (chosen by `board.grid`).
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Callable, Iterable

from rules.core import hexgrid, square

Cell = tuple[int, int]


# ----------------------------------------------------------------------------- level checks

@dataclass(frozen=True, slots=True)
class LevelCheck:
    """A move from one level to another, judged against a pack's limits.

    change = to - from; ok = within [-max_down, +max_up]; too_high_by / too_low_by = how far
    beyond the limit (0 if within); damage = too_low_by >= damage_at (when damage_at is set)."""

    change: int
    ok: bool
    too_high_by: int
    too_low_by: int
    damage: bool


def check_level(from_level: int, to_level: int, max_up: int | None = 1,
                max_down: int | None = 1, damage_at: int | None = None) -> LevelCheck:
    """Judge a climb/drop: `max_up`/`max_down` levels allowed (None = any), and whether the drop
    beyond `max_down` reaches `damage_at` levels (Ninja Arena 2.6: too low by >= 2 -> damage)."""
    change = to_level - from_level
    too_high = 0 if max_up is None else max(0, change - max_up)
    too_low = 0 if max_down is None else max(0, -change - max_down)
    damage = damage_at is not None and too_low >= damage_at
    return LevelCheck(change, too_high == 0 and too_low == 0, too_high, too_low, damage)


# ----------------------------------------------------------------------------- walks

@dataclass(frozen=True, slots=True)
class MoveResult:
    """Where a move went and what stopped it.

    path: cells entered, in order (not the start); levels: level of the start then of each path
    cell; final_cell: where the figure ends; stopped_by: None if the whole move was made, else
    "edge" (off the board), "wall" (a wall between cells), "figure" (an occupied cell),
    "higher"/"lower" (level limits) or the reason string a pack's `blocked` returned;
    blocked_cell: the cell that could not be entered (the off-board cell for "edge");
    remaining: how many steps were not made."""

    start: Cell
    path: tuple[Cell, ...]
    levels: tuple[int, ...]
    final_cell: Cell
    stopped_by: str | None = None
    blocked_cell: Cell | None = None
    remaining: int = 0

    @property
    def moved(self) -> int:
        return len(self.path)

    @property
    def completed(self) -> bool:
        return self.stopped_by is None

    def path_with_levels(self) -> list[tuple[int, int, int]]:
        """(x, y, level) for the start and every cell entered: what a move event carries so
        the table can animate climbs and drops."""
        cells = (self.start,) + self.path
        return [(c[0], c[1], lv) for c, lv in zip(cells, self.levels)]

    def level_changes(self) -> list[int]:
        """Level change of each step made (positive = up)."""
        lv = self.levels
        return [lv[i + 1] - lv[i] for i in range(len(lv) - 1)]

    def biggest_drop(self) -> int:
        """The largest single-step drop (0 if none)."""
        return max([0] + [-c for c in self.level_changes()])


def _stepper(board) -> Callable[[Cell, int], Cell]:
    return hexgrid.neighbour if getattr(board, "grid", "square") == "hex" else square.step


def _blocked_fn(blocked) -> Callable[[Cell], "bool | str"]:
    if blocked is None:
        return lambda c: False
    if callable(blocked):
        return blocked
    return blocked.__contains__


def enter_check(board, cur: Cell, nxt: Cell, blocked=None, max_up: int | None = None,
                max_down: int | None = None) -> str | None:
    """Why a figure on `cur` cannot enter the adjacent `nxt` (None if it can):
    "edge", "wall", "figure" (or the string `blocked` returned), "higher", "lower"."""
    if not board.in_bounds(nxt):
        return "edge"
    wb = getattr(board, "wall_between", None)
    if wb is not None and wb(cur, nxt):
        return "wall"
    b = _blocked_fn(blocked)(nxt)
    if b:
        return b if isinstance(b, str) else "figure"
    if max_up is not None or max_down is not None:
        change = board.level_at(nxt) - board.level_at(cur)
        if max_up is not None and change > max_up:
            return "higher"
        if max_down is not None and -change > max_down:
            return "lower"
    return None


def walk(board, start: Cell, directions: Iterable[int], blocked=None,
         max_up: int | None = None, max_down: int | None = None) -> MoveResult:
    """Step through `directions` one space at a time; stop before the first space that cannot
    be entered (see `enter_check`). Level limits are per step (None = unlimited)."""
    step = _stepper(board)
    bf = _blocked_fn(blocked)
    dirs = list(directions)
    cur = start
    path: list[Cell] = []
    levels = [board.level_at(start)] if board.in_bounds(start) else [0]
    for i, d in enumerate(dirs):
        nxt = step(cur, d)
        why = enter_check(board, cur, nxt, bf, max_up, max_down)
        if why is not None:
            return MoveResult(start, tuple(path), tuple(levels), cur, why, nxt, len(dirs) - i)
        path.append(nxt)
        levels.append(board.level_at(nxt))
        cur = nxt
    return MoveResult(start, tuple(path), tuple(levels), cur)


def slide(board, start: Cell, direction: int, n: int, blocked=None,
          max_up: int | None = None, max_down: int | None = None) -> MoveResult:
    """Move up to n spaces straight in `direction` (moves, pushes, retreats, thrown items),
    stopping before whatever stops it; `remaining` says how many spaces were left."""
    return walk(board, start, [direction] * n, blocked, max_up, max_down)


push = slide      # a push or a retreat is a slide of the pushed figure
retreat = slide


def fly(board, start: Cell, direction: int, n: int, occupied=None) -> MoveResult:
    """Move n spaces straight over everything (walls, figures) and land on the farthest free
    cell, one cell short of each occupied landing cell ("figure"). A line that leaves the board
    is "edge" whatever stands on its last cell: the edge wins (Chaos Arena 4C, off the Arena is
    death), `path` holds every board cell passed and `blocked_cell` the first off-board one.
    Chaos Arena random movement/teleportation."""
    step = _stepper(board)
    occ = _blocked_fn(occupied)
    line = []
    cur = start
    stopped, blocked_cell = None, None
    for _ in range(n):
        nxt = step(cur, direction)
        if not board.in_bounds(nxt):
            stopped, blocked_cell = "edge", nxt
            break
        line.append(nxt)
        cur = nxt
    while stopped != "edge" and line and occ(line[-1]):
        stopped, blocked_cell = "figure", line[-1]
        line.pop()
    remaining = n - len(line)
    levels = tuple(board.level_at(c) for c in [start] + line) if board.in_bounds(start) else (0,)
    final = line[-1] if line else start
    return MoveResult(start, tuple(line), levels, final, stopped, blocked_cell, remaining)


# ----------------------------------------------------------------------------- search

def reachable(start: Cell, budget: int, neighbours: Callable[[Cell], Iterable[Cell]],
              cost: Callable[[Cell, Cell], int | None]) -> dict[Cell, tuple[int, Cell | None]]:
    """Cheapest costs from `start` within `budget` (Dijkstra). `cost(a, b)` is the price of the
    step a -> b, or None if it is not allowed. Returns {cell: (cost, previous cell)}; use
    `path_to` to read a path. Ties are broken by cell order, so results are deterministic."""
    best: dict[Cell, tuple[int, Cell | None]] = {start: (0, None)}
    heap = [(0, start)]
    while heap:
        c, cell = heapq.heappop(heap)
        if c > best[cell][0]:
            continue
        for nb in neighbours(cell):
            k = cost(cell, nb)
            if k is None:
                continue
            nc = c + k
            if nc > budget:
                continue
            old = best.get(nb)
            if old is None or nc < old[0]:
                best[nb] = (nc, cell)
                heapq.heappush(heap, (nc, nb))
    return best


def path_to(reach: dict[Cell, tuple[int, Cell | None]], cell: Cell) -> list[Cell]:
    """The path from the start to `cell` (both included) in a `reachable` result."""
    if cell not in reach:
        return []
    out = [cell]
    prev = reach[cell][1]
    while prev is not None:
        out.append(prev)
        prev = reach[prev][1]
    return out[::-1]
