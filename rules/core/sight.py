"""Line of sight: one core tracer with the pack's blocking rule plugged in.

    line = sight(a, b, blocks)            # square grid; sight(a, b, blocks, line=hex_line) on hexes
    line.visible, line.blocked_by, line.cells, line.reason

`blocks` is either a plain predicate `blocks(cell) -> bool | str` (a truthy str is used as the
reason text), or a `PairRule` whose answer depends on both ends (Ninja Arena 2.5: "higher than
the spaces BOTH stand on"); `higher_than_both(...)` builds that one.

Square lines: the cells whose centres are nearest to the segment sampled at N+1 evenly spaced
points (N = Chebyshev distance), computed exactly in integers. Ties (the segment passing exactly
through a corner) are broken as if both ends were nudged by +epsilon in x and y (Red Blob's
epsilon trick), i.e. a half rounds UP (towards east / north). The nudge is the same vector for
both ends, so `square_line(b, a) == square_line(a, b)[::-1]` exactly, and visibility is symmetric
whenever the blocking rule is.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Mapping, NamedTuple, Sequence

import numpy as np

Cell = tuple[int, int]
Blocks = Callable[[Cell], "bool | str"]


class SightLine(NamedTuple):
    """A traced line: `cells` strictly between start and end (in order from start), the first
    blocking cell (or None), whether the end is visible, and a human `reason`.
    (A NamedTuple: immutable and ~6x cheaper to build than a frozen dataclass in playouts.)"""

    start: Cell | None
    end: Cell | None
    cells: tuple[Cell, ...]
    blocked_by: Cell | None
    visible: bool
    reason: str = ""


# ------------------------------------------------------------------------------- lines

def square_line(a: Cell, b: Cell, nudge: int = 1) -> list[Cell]:
    """Cells from a to b inclusive, one per Chebyshev step (see module docstring for ties).

    nudge=+1 (default) rounds exact halves up (east/north); nudge=-1 rounds them down, i.e. the
    other side of every corner the segment passes exactly through (see `square_line_minus`).
    Cached (AI playouts ask for the same lines again and again): a fresh list each call."""
    return list(_square_line(int(a[0]), int(a[1]), int(b[0]), int(b[1]), nudge))


@lru_cache(maxsize=1 << 16)
def _square_line(ax: int, ay: int, x1: int, y1: int, nudge: int) -> tuple[Cell, ...]:
    dx, dy = x1 - ax, y1 - ay
    n = max(abs(dx), abs(dy))
    if n == 0:
        return ((ax, ay),)
    n2 = 2 * n
    if nudge >= 0:
        # round(ax + dx*i/n) with halves up == floor((2*(ax*n + dx*i) + n) / 2n), exact in ints
        bx, by = 2 * ax * n + n, 2 * ay * n + n
        return tuple(((bx + 2 * dx * i) // n2, (by + 2 * dy * i) // n2) for i in range(n + 1))
    # halves down == -floor((-2*(ax*n + dx*i) + n) / 2n)
    bx, by = -2 * ax * n + n, -2 * ay * n + n
    return tuple((-((bx - 2 * dx * i) // n2), -((by - 2 * dy * i) // n2)) for i in range(n + 1))


def square_line_minus(a: Cell, b: Cell) -> list[Cell]:
    """`square_line` with halves rounded the other way (south/west)."""
    return square_line(a, b, -1)


def square_between(a: Cell, b: Cell) -> list[Cell]:
    """Cells strictly between a and b on `square_line`."""
    return square_line(a, b)[1:-1]


# ------------------------------------------------------------------------------- tracing

class PairRule:
    """A blocking rule that depends on both ends. Subclasses implement `between(a, b)` returning
    a plain predicate, and may implement `limits` for `visibility_map`."""

    # optional vectorised form for `visibility_map`: limits(viewer) -> (value, limit), flat int
    # arrays over the cells: the line to target t is blocked by a cell c between when
    # value[c] > limit[t] (see HigherThanBoth)
    limits = None

    def between(self, a: Cell, b: Cell) -> Blocks:  # pragma: no cover - interface
        raise NotImplementedError

    def __call__(self, a: Cell, b: Cell) -> Blocks:
        return self.between(a, b)


def trace(cells_between: Sequence[Cell], blocks: Blocks,
          start: Cell | None = None, end: Cell | None = None) -> SightLine:
    """Walk `cells_between` in order; the first cell for which `blocks` is truthy blocks."""
    for c in cells_between:
        r = blocks(c)
        if r:
            reason = r if isinstance(r, str) else f"{c} blocks the line"
            return SightLine(start, end, tuple(cells_between), c, False, reason)
    return SightLine(start, end, tuple(cells_between), None, True, "clear line")


def sight(a: Cell, b: Cell, blocks: "Blocks | PairRule",
          line: Callable[[Cell, Cell], list[Cell]] = square_line,
          walls: Callable[[Cell, Cell], bool] | None = None) -> SightLine:
    """Trace the line from a to b (`line`: square_line or hexgrid.hex_line) with a blocking rule.

    `walls(c1, c2)` (e.g. `board.wall_between`) adds edge walls: the line is blocked where two
    consecutive cells of it (ends included) are separated by a wall; `blocked_by` is then the
    cell beyond the wall (possibly the end itself) and the reason names both cells."""
    if isinstance(blocks, PairRule):
        blocks = blocks.between(a, b)
    if line is square_line:     # skip the list copy: the cached tuple is never mutated here
        full = _square_line(int(a[0]), int(a[1]), int(b[0]), int(b[1]), 1)
    else:
        full = line(a, b)
    if walls is None:
        return trace(full[1:-1], blocks, a, b)
    between = tuple(full[1:-1])
    for i in range(1, len(full)):
        if walls(full[i - 1], full[i]):
            return SightLine(a, b, between, full[i], False,
                             f"a wall between {full[i - 1]} and {full[i]} blocks the line")
        if i < len(full) - 1:
            r = blocks(full[i])
            if r:
                reason = r if isinstance(r, str) else f"{full[i]} blocks the line"
                return SightLine(a, b, between, full[i], False, reason)
    return SightLine(a, b, between, None, True, "clear line")


def sight_either(a: Cell, b: Cell, blocks: "Blocks | PairRule",
                 lines: Sequence[Callable[[Cell, Cell], list[Cell]]] | None = None) -> SightLine:
    """Lenient sight: visible if ANY of the `lines` from a to b is clear (default: the two
    nudged hex lines, so a line running exactly along an edge between two hexes is clear when
    either side is; pass (square_line, square_line_minus) for the same on squares).
    Returns the first clear line, else the first line traced."""
    if lines is None:
        from rules.core.hexgrid import hex_line, hex_line_minus
        lines = (hex_line, hex_line_minus)
    first = None
    for line in lines:
        s = sight(a, b, blocks, line)
        if s.visible:
            return s
        if first is None:
            first = s
    return first


def hex_distance2_sight(a: Cell, b: Cell, blocks: "Blocks | PairRule") -> SightLine:
    """Arena Morituri IV.3 (Fig. 3), attacks at distance 2: on one straight line the one space
    between must be free; off the lines, two spaces lie between and one free one is enough.
    `blocks(cell)` is truthy for an occupied space (a character or a wall).
    `cells` are the 1 or 2 spaces between; `blocked_by` is the first blocking one (if blocked)."""
    from rules.core.hexgrid import hex_between_distance2
    if isinstance(blocks, PairRule):
        blocks = blocks.between(a, b)
    between = hex_between_distance2(a, b)
    verdicts = [blocks(c) for c in between]
    if not all(verdicts):
        free = [c for c, v in zip(between, verdicts) if not v]
        return SightLine(a, b, tuple(between), None, True, f"{free[0]} is free")
    v = verdicts[0]
    reason = v if isinstance(v, str) else (
        f"{between[0]} is not free" if len(between) == 1
        else f"neither {between[0]} nor {between[1]} is free")
    return SightLine(a, b, tuple(between), between[0], False, reason)


# ------------------------------------------------------------------------------- rules

def _as_extra(extra, shape) -> np.ndarray:
    if extra is None:
        return np.zeros(shape, dtype=np.int16)
    if isinstance(extra, Mapping):
        arr = np.zeros(shape, dtype=np.int16)
        for (x, y), v in extra.items():
            arr[y, x] += v
        return arr
    if isinstance(extra, (set, frozenset, list, tuple)):
        arr = np.zeros(shape, dtype=np.int16)
        for (x, y) in extra:
            arr[y, x] += 1
        return arr
    return np.asarray(extra, dtype=np.int16)


class HigherThanBoth(PairRule):
    """Blocks when a cell between has effective height strictly higher than the levels BOTH ends
    stand on: height(c) > max(level(a), level(b)), where height = level + extra (a figure
    standing there counts `extra` levels, 1 in Ninja Arena 2.5).

    `levels[y, x]` is the board level; `extra` is a {cell: n} dict, a set of occupied cells
    (each +1) or an int array like `levels`. The ends use their plain levels.
    """

    def __init__(self, levels: np.ndarray, extra=None):
        self.levels = np.asarray(levels, dtype=np.int16)
        self.height = self.levels + _as_extra(extra, self.levels.shape)
        self._lv = self.levels.tolist()   # plain lists: faster scalar lookups in playouts
        self._h = self.height.tolist()
        self._lv_flat, self._h_flat = self.levels.ravel(), self.height.ravel()
        if self._h_flat.size and 0 <= self._h_flat.min() and self._h_flat.max() < 256:
            self._h_flat = self._h_flat.astype(np.uint8)   # a narrower gather in visibility_map
        self._limits: dict[int, np.ndarray] = {}          # the viewer's level -> limit per target

    def between(self, a: Cell, b: Cell) -> Blocks:
        lv, h = self._lv, self._h
        top = max(lv[a[1]][a[0]], lv[b[1]][b[0]])

        def blocks(c: Cell):
            hc = h[c[1]][c[0]]
            if hc > top:
                what = "figure" if hc != lv[c[1]][c[0]] else "level"
                return f"{c} ({what} height {hc}) is higher than both ends (level {top})"
            return False
        return blocks

    def limits(self, viewer: Cell) -> tuple[np.ndarray, np.ndarray]:
        own = self._lv[viewer[1]][viewer[0]]
        limit = self._limits.get(own)
        if limit is None:
            limit = self._limits[own] = np.maximum(own, self._lv_flat)
        return self._h_flat, limit


def higher_than_both(levels: np.ndarray, occupants_extra=None) -> HigherThanBoth:
    """Ninja Arena 2.5 in one line: `sight(a, b, higher_than_both(board.level, others))`
    where `others` are the cells of third figures (each counting one level)."""
    return HigherThanBoth(levels, occupants_extra)


def blocked_cells(mask: np.ndarray) -> Blocks:
    """A plain rule from a bool array `mask[y, x]` (True = blocks sight)."""
    m = np.asarray(mask, dtype=bool).tolist()
    return lambda c: m[c[1]][c[0]]


def any_of(*rules: Blocks) -> Blocks:
    """Combine plain rules: blocks if any does (the first one's reason is reported)."""
    def blocks(c: Cell):
        for r in rules:
            v = r(c)
            if v:
                return v
        return False
    return blocks


# ------------------------------------------------------------------------------- map

class VisibilityMap:
    """`visible[y, x]` for every cell from one viewer; `blocker[y, x]` = (bx, by) of the first
    blocking cell, or (-1, -1). The viewer's own cell is visible.

    `blocker` is worked out when first asked for (most callers want only `visible`; the lines
    and the blocking values are kept for it)."""

    __slots__ = ("viewer", "visible", "_blocker", "_hits")

    def __init__(self, viewer: Cell, visible: np.ndarray, blocker: np.ndarray | None = None,
                 hits=None):
        self.viewer, self.visible, self._blocker, self._hits = viewer, visible, blocker, hits

    @property
    def blocker(self) -> np.ndarray:
        if self._blocker is None:
            (idx, seg, xy, _, _), value, limit = self._hits
            pos = np.flatnonzero(value[idx] > limit[seg])
            h, w = self.visible.shape
            blocker = np.full((h * w, 2), -1, dtype=np.int16)
            if pos.size:
                targets = seg[pos]
                first = np.empty(pos.size, dtype=bool)   # a line's first hit: its target changes
                first[0] = True
                np.not_equal(targets[1:], targets[:-1], out=first[1:])
                blocker[targets[first]] = xy[pos[first]]
            self._blocker = blocker.reshape(h, w, 2)
        return self._blocker

    def blocked_by(self, cell: Cell) -> Cell | None:
        bx, by = self.blocker[cell[1], cell[0]]
        return None if bx < 0 else (int(bx), int(by))


LINE_CACHE_BYTES = 64 << 20
_LINES: dict = {}         # (viewer, shape) -> _line_cells arrays, least recently used first
_line_bytes = 0


def _line_cells(viewer: Cell, shape: tuple[int, int]):
    """Every line from viewer to every cell, its cells strictly between laid end to end: the flat
    cell index `idx` of each, the flat index `seg` of the target whose line it belongs to, `xy`
    its (x, y), and per target with at least one cell between (`lined`, flat indices) where its
    line `starts` in `idx`. Targets in flat order, each line's cells in order from the viewer;
    the same integer formula as `square_line`, so the answers are identical. Length: the sum of
    the targets' distances (cells x mean distance), no padding; cached per viewer and board
    shape, at most LINE_CACHE_BYTES in all (a 64x64 board takes 1.4 MB per viewer), oldest
    out first."""
    key = (viewer, shape)
    hit = _LINES.pop(key, None)
    if hit is not None:
        _LINES[key] = hit         # most recently used last
        return hit
    h, w = shape
    vx, vy = viewer
    ty, tx = np.divmod(np.arange(h * w), w)
    dx, dy = tx - vx, ty - vy
    n = np.maximum(np.abs(dx), np.abs(dy))
    lens = np.maximum(n - 1, 0)
    seg = np.repeat(np.arange(h * w), lens)
    ends = np.cumsum(lens)
    k = np.arange(seg.size) - np.repeat(ends - lens, lens) + 1
    nn, ddx, ddy = n[seg], dx[seg], dy[seg]
    xs = (2 * vx * nn + nn + 2 * ddx * k) // (2 * nn)
    ys = (2 * vy * nn + nn + 2 * ddy * k) // (2 * nn)
    lined = np.flatnonzero(lens)
    arrays = (ys * w + xs, seg.astype(np.int32),   # idx stays intp: np.take is fastest with it
              np.stack([xs, ys], axis=1).astype(np.int16), (ends - lens)[lined], lined)
    for arr in arrays:           # cached and shared: nobody may write into them
        arr.flags.writeable = False
    global _line_bytes
    _LINES[key] = arrays
    _line_bytes += sum(a.nbytes for a in arrays)
    while _line_bytes > LINE_CACHE_BYTES and len(_LINES) > 1:
        old = _LINES.pop(next(iter(_LINES)))
        _line_bytes -= sum(a.nbytes for a in old)
    return arrays


def visibility_map(viewer: Cell, shape: tuple[int, int], blocks,
                   walls: Callable[[Cell, Cell], bool] | None = None) -> VisibilityMap:
    """Visibility from `viewer` to every cell of a square board of `shape` (height, width).

    `blocks`: a bool array mask[y, x], a `PairRule` with `limits` (e.g. higher_than_both),
    or a plain predicate (evaluated once per cell). Same answers as `sight` cell by cell.
    With edge `walls` (see `sight`), or a PairRule without `limits`, the map is computed
    cell by cell (same result, slower).

    All lines are checked at once over their cells laid end to end (`_line_cells`): one gather
    of the cells' values and one maximum per line (`np.maximum.reduceat`), so a handful of numpy
    passes over (cells x mean distance) entries.
    """
    h, w = shape
    viewer = (int(viewer[0]), int(viewer[1]))
    if walls is not None or (isinstance(blocks, PairRule) and blocks.limits is None):
        if isinstance(blocks, np.ndarray):
            blocks = blocked_cells(blocks)
        visible = np.ones((h, w), dtype=bool)
        blocker = np.full((h, w, 2), -1, dtype=np.int16)
        for y in range(h):
            for x in range(w):
                if (x, y) == viewer:
                    continue
                s = sight(viewer, (x, y), blocks, square_line, walls)
                if not s.visible:
                    visible[y, x] = False
                    blocker[y, x] = s.blocked_by
        return VisibilityMap(viewer, visible, blocker)
    lines = _line_cells(viewer, shape)
    idx, _, _, starts, lined = lines
    if isinstance(blocks, PairRule):
        value, limit = blocks.limits(viewer)
    else:
        if isinstance(blocks, np.ndarray):
            value = blocks.astype(bool).ravel().view(np.uint8)
        else:
            value = np.array([bool(blocks((x, y))) for y in range(h) for x in range(w)], dtype=np.uint8)
        limit = np.zeros(h * w, dtype=np.uint8)
    visible = np.ones(h * w, dtype=bool)
    if idx.size:
        visible[lined] = np.maximum.reduceat(np.take(value, idx), starts) <= limit[lined]
    return VisibilityMap(viewer, visible.reshape(h, w), None, (lines, value, limit))


def visibility_dict(viewer: Cell, cells, blocks, line: Callable[[Cell, Cell], list[Cell]] | None = None,
                    lenient: bool = False) -> dict[Cell, SightLine]:
    """Scalar visibility from `viewer` to each of `cells` (hex boards, or any line function).
    `line` defaults to hexgrid.hex_line; `lenient=True` uses `sight_either` with both nudged
    hex lines (a line along an edge is clear if either side is)."""
    if line is None:
        from rules.core.hexgrid import hex_line as line
    if lenient:
        return {c: sight_either(viewer, c, blocks) for c in cells if c != viewer}
    return {c: sight(viewer, c, blocks, line) for c in cells if c != viewer}


# ------------------------------------------------------------------------------- for the table

@dataclass(frozen=True)
class SightMap:
    """What one figure sees, as a pack's `sight(state, figure)` answers it for the table's
    overlay (None for a figure not on the board): the cells it cannot see, and (where its rules have a line of fire) the cells on
    that line and which of them it can hit. `name` is the figure in players' words. Each
    hovered cell is explained by the pack's `explain_sight(state, figure, cell)`, a SightLine
    whose `reason` says in words why the cell is visible or concealed."""

    viewer: str
    name: str
    cell: Cell
    concealed_cells: frozenset
    line: tuple = ()
    hittable: frozenset = frozenset()

    def concealed(self, cell: Cell) -> bool:
        return tuple(cell) in self.concealed_cells


def square_name(cell: Cell) -> str:
    """A square in players' words: column letter, row number ((0, 0) is a1, (2, 3) is c4)."""
    x, y = int(cell[0]), int(cell[1])
    return f"{chr(ord('a') + x)}{y + 1}" if 0 <= x < 26 else f"column {x + 1}, row {y + 1}"


def hexes_away(a: Cell, b: Cell) -> str:
    """How far a hex lies from another, in words ("the next hex", "3 hexes away")."""
    from rules.core.hexgrid import distance
    d = distance(a, b)
    return "the next hex" if d == 1 else f"{d} hexes away"
