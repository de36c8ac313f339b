"""Boards: per-cell level and terrain as numpy arrays, edge walls, start areas.

Square boards (`Board`) come from the team's board JSON:

    {"id": "castle", "name": "The Castle", "authored": true,
     "rows": ["00000000", "01100110", ...],   # NORTH row first: rows[0] is y = height-1
     "terrain": ["........", ...],            # optional, same shape; '.' = plain
     "walls": [[[x1, y1], [x2, y2]], ...],    # optional: blocked edges between adjacent cells
     "start_areas": {"south": [[x, y], ...], ...},
     "notes": "..."}

Arrays are indexed `[y, x]` with y = 0 the SOUTH row, so `board.level[y, x]` is the level of
cell (x, y). Hex boards (`HexBoard`, JSON with "grid": "hex") keep a set of valid axial cells
and per-cell dicts; see `HexBoardSpec`.

Errors: `load_board` raises `BoardError` (a ValueError) with one line naming the board, the
cell and what is wrong, e.g. "castle.json: cell (2, 5) level 'x' is not a digit".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, StrictInt, ValidationError

from rules.core import jsonfile

Cell = tuple[int, int]
Edge = frozenset  # frozenset({cell_a, cell_b}) of two orthogonally adjacent cells

PLAIN = "."
_HEX_DIRS = (None, (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))   # as rules.core.hexgrid
_SQUARE_DIRS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


class BoardError(ValueError):
    """A board file or dict that cannot be used; the message is one line naming what is wrong."""


def edge(a: Cell, b: Cell) -> frozenset:
    """The (unordered) edge between two cells, as stored in `Board.walls`."""
    return frozenset((a, b))


@dataclass(eq=False)
class Board:
    """A square board. `level[y, x]` (int8) and `terrain[y, x]` (one-char strings, '.' plain).

    `walls` holds blocked edges between orthogonally adjacent cells (see `edge`).
    `start_areas` maps an area name ("south", ...) to a tuple of cells.
    """

    id: str
    level: np.ndarray
    terrain: np.ndarray | None = None
    start_areas: dict[str, tuple[Cell, ...]] = field(default_factory=dict)
    walls: frozenset = frozenset()
    name: str = ""
    authored: bool = False
    notes: str = ""
    grid: Literal["square"] = "square"

    def __post_init__(self):
        # Boards are immutable values shared by every state copy in AI playouts: own read-only
        # arrays, plus nested lists because scalar list lookups are ~10x faster than numpy's.
        self.level = np.array(self.level, dtype=np.int8)
        self.level.flags.writeable = False
        if self.terrain is None:
            self.terrain = np.full(self.level.shape, PLAIN, dtype="<U1")
        self.terrain = np.array(self.terrain, dtype="<U1")
        if self.terrain.shape != self.level.shape:
            raise BoardError(f"{self.id}: terrain shape {self.terrain.shape} != level shape {self.level.shape}")
        self.terrain.flags.writeable = False
        self.walls = frozenset(frozenset(e) for e in self.walls)
        self._lv = self.level.tolist()
        self._tr = self.terrain.tolist()
        self._w = self.level.shape[1]
        self._h = self.level.shape[0]

    @classmethod
    def from_rows(cls, rows: list[str], id: str = "board", **kw) -> "Board":
        """A board from level rows written NORTH row first (as in the JSON), e.g. in tests."""
        return load_board({"id": id, "rows": rows, **kw})

    def with_levels(self, changes: dict) -> "Board":
        """A new board with some cells' levels changed ({cell: level}); this one is unchanged."""
        lv = self.level.copy()
        for (x, y), v in changes.items():
            lv[y, x] = v
        return Board(id=self.id, level=lv, terrain=self.terrain, start_areas=self.start_areas,
                     walls=self.walls, name=self.name, authored=self.authored, notes=self.notes)

    @property
    def width(self) -> int:
        return int(self.level.shape[1])

    @property
    def height(self) -> int:
        return int(self.level.shape[0])

    @property
    def shape(self) -> tuple[int, int]:
        """(height, width): the shape of the arrays, as `visibility_map` wants it."""
        return (self.height, self.width)

    def in_bounds(self, cell: Cell) -> bool:
        x, y = cell
        return 0 <= x < self._w and 0 <= y < self._h

    def level_at(self, cell: Cell) -> int:
        """Level of an on-board cell (no bounds check: call in_bounds first)."""
        return self._lv[cell[1]][cell[0]]

    def terrain_at(self, cell: Cell) -> str:
        return self._tr[cell[1]][cell[0]]

    def neighbours(self, cell: Cell) -> list[Cell]:
        """The on-board cells among the 8 neighbours (facing order, N first)."""
        x, y = cell
        w, h = self._w, self._h
        return [(x + dx, y + dy) for dx, dy in _SQUARE_DIRS if 0 <= x + dx < w and 0 <= y + dy < h]

    def ray(self, cell: Cell, facing: int) -> list[Cell]:
        """The on-board cells straight ahead of `cell` in facing 0..7, nearest first, up to the
        edge (e.g. the candidate targets of a ranged attack "on a straight line ahead")."""
        dx, dy = _SQUARE_DIRS[facing % 8]
        x, y = cell[0] + dx, cell[1] + dy
        out = []
        while 0 <= x < self._w and 0 <= y < self._h:
            out.append((x, y))
            x, y = x + dx, y + dy
        return out

    def terrain_mask(self, chars: str) -> np.ndarray:
        """bool[y, x]: True where the terrain char is one of `chars` (e.g. a sight mask)."""
        return np.isin(self.terrain, list(chars))

    def cells(self) -> Iterator[Cell]:
        """All cells, row by row from y = 0 (south), x ascending."""
        for y in range(self.height):
            for x in range(self.width):
                yield (x, y)

    def wall_between(self, a: Cell, b: Cell) -> bool:
        """True if walls stop a step from a to an adjacent cell b.

        Orthogonal: the edge is in `walls`. Diagonal: the walls meeting at the shared corner
        separate a from b, i.e. both orthogonal detours (via the two cells beside the corner)
        cross a wall. One wall touching the corner does not block a diagonal step.
        """
        if not self.walls:
            return False
        dx, dy = b[0] - a[0], b[1] - a[1]
        if dx == 0 or dy == 0:
            return frozenset((a, b)) in self.walls
        c1 = (b[0], a[1])
        c2 = (a[0], b[1])
        w = self.walls
        via1 = frozenset((a, c1)) in w or frozenset((c1, b)) in w
        via2 = frozenset((a, c2)) in w or frozenset((c2, b)) in w
        return via1 and via2

    def to_dict(self) -> dict:
        """The board JSON (round-trips through `load_board`)."""
        rows = ["".join(str(int(v)) for v in self.level[y]) for y in range(self.height - 1, -1, -1)]
        terrain = ["".join(self.terrain[y]) for y in range(self.height - 1, -1, -1)]
        out: dict[str, Any] = {"id": self.id, "name": self.name, "authored": self.authored,
                               "rows": rows}
        if any(ch != PLAIN for row in terrain for ch in row):
            out["terrain"] = terrain
        if self.walls:
            out["walls"] = sorted([sorted([list(c) for c in e]) for e in self.walls])
        out["start_areas"] = {k: [list(c) for c in v] for k, v in self.start_areas.items()}
        if self.notes:
            out["notes"] = self.notes
        return out


@dataclass(eq=False)
class HexBoard:
    """A hex board: the set `valid` of axial cells (q, r), with per-cell level and terrain dicts.

    Cells missing from `level`/`terrain` are level 0 / plain. Walls around the arena are the
    cells that are not valid. `cells()` iterates like `Board.cells()`.
    """

    id: str
    valid: frozenset
    level: dict = field(default_factory=dict)
    terrain: dict = field(default_factory=dict)
    start_areas: dict[str, tuple[Cell, ...]] = field(default_factory=dict)
    name: str = ""
    authored: bool = False
    notes: str = ""
    grid: Literal["hex"] = "hex"

    def in_bounds(self, cell: Cell) -> bool:
        return cell in self.valid

    def cells(self) -> Iterator[Cell]:
        """All valid cells, sorted by (q, r)."""
        return iter(sorted(self.valid))

    def neighbours(self, cell: Cell) -> list[Cell]:
        """The valid cells among the 6 neighbours (direction order 1..6)."""
        q, r = cell
        return [c for c in ((q, r - 1), (q + 1, r - 1), (q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r))
                if c in self.valid]

    def ray(self, cell: Cell, direction: int) -> list[Cell]:
        """The valid cells straight ahead of `cell` in hex direction 1..6, nearest first, up to
        the first cell off the board (a wall in Morituri)."""
        dq, dr = _HEX_DIRS[direction]
        q, r = cell[0] + dq, cell[1] + dr
        out = []
        while (q, r) in self.valid:
            out.append((q, r))
            q, r = q + dq, r + dr
        return out

    def cells_with_terrain(self, chars: str) -> frozenset:
        """The cells whose terrain char is one of `chars`."""
        return frozenset(c for c, t in self.terrain.items() if t in chars and c in self.valid)

    def level_at(self, cell: Cell) -> int:
        return self.level.get(cell, 0)

    def terrain_at(self, cell: Cell) -> str:
        return self.terrain.get(cell, PLAIN)

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"id": self.id, "name": self.name, "authored": self.authored,
                               "grid": "hex"}
        out["cells"] = [[q, r, self.level_at((q, r)), self.terrain_at((q, r))]
                        for (q, r) in sorted(self.valid)]
        out["start_areas"] = {k: [list(c) for c in v] for k, v in self.start_areas.items()}
        if self.notes:
            out["notes"] = self.notes
        return out


# ---------------------------------------------------------------- JSON schema (pydantic)

class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str = ""
    authored: bool = False
    notes: str = ""
    game: str = ""              # the game an arena was made for in the workshop (a hint only)
    start_areas: dict[str, list[tuple[StrictInt, StrictInt]]] = {}


class SquareBoardSpec(_Spec):
    """The square board JSON (see the module docstring)."""

    grid: Literal["square"] = "square"
    rows: list[str]
    terrain: list[str] | None = None
    walls: list[tuple[tuple[StrictInt, StrictInt], tuple[StrictInt, StrictInt]]] = []


class HexBoardSpec(_Spec):
    """Hex board JSON: {"grid": "hex", "radius": 3} (a hexagon of that radius around (0, 0)),
    and/or "cells": [[q, r], ...] or [[q, r, level], ...] or [[q, r, level, "t"], ...].
    With both, "cells" entries override levels/terrain of (or add to) the radius hexagon."""

    grid: Literal["hex"]
    radius: StrictInt | None = None
    cells: list[list[int | str]] = []


def _fail(name: str, msg: str) -> BoardError:
    return BoardError(f"{name}: {msg}")


def _pydantic_message(err: ValidationError) -> str:
    e = err.errors()[0]
    loc = ".".join(str(p) for p in e["loc"]) or "board"
    return f"{loc}: {e['msg']}"


def load_board(source: str | Path | dict, name: str | None = None) -> Board | HexBoard:
    """Load and validate a board from a JSON file path or an already-parsed dict.

    `name` is used in error messages (defaults to the file name, or the dict's id).
    Raises `BoardError` with one line naming the board, the cell and what is wrong.
    """
    if isinstance(source, dict):
        data = source
        label = name or str(source.get("id", "board"))
    elif isinstance(source, (str, Path)):
        path = Path(source)
        label = name or path.name
        try:
            data = jsonfile.read_json(path, "board", name=label)
        except jsonfile.FileProblem as exc:
            raise BoardError(str(exc)) from None
    else:
        raise _fail(name or "board", f"expected a board file path or dict, got {type(source).__name__}")
    if not isinstance(data, dict):
        raise _fail(label, "a board must be a JSON object")
    if data.get("grid") == "hex":
        return _load_hex(data, label)
    return _load_square(data, label)


def _load_square(data: dict, label: str) -> Board:
    try:
        spec = SquareBoardSpec.model_validate(data)
    except ValidationError as err:
        raise _fail(label, _pydantic_message(err)) from None
    rows = spec.rows
    if not rows:
        raise _fail(label, "rows is empty")
    height = len(rows)
    width = len(rows[0])
    if width == 0:
        raise _fail(label, "row 0 is empty")
    level = np.zeros((height, width), dtype=np.int8)
    for i, row in enumerate(rows):
        if len(row) != width:
            raise _fail(label, f"row {i} has {len(row)} cells, expected {width}")
        y = height - 1 - i
        for x, ch in enumerate(row):
            if not ("0" <= ch <= "9"):
                raise _fail(label, f"cell ({x}, {y}) level {ch!r} is not a digit")
            level[y, x] = ord(ch) - 48
    terrain = np.full((height, width), PLAIN, dtype="<U1")
    if spec.terrain is not None:
        if len(spec.terrain) != height:
            raise _fail(label, f"terrain has {len(spec.terrain)} rows, expected {height}")
        for i, row in enumerate(spec.terrain):
            if len(row) != width:
                raise _fail(label, f"terrain row {i} has {len(row)} cells, expected {width}")
            terrain[height - 1 - i] = list(row)
    def in_bounds(c):
        return 0 <= c[0] < width and 0 <= c[1] < height

    walls = set()
    for a, b in spec.walls:
        for c in (a, b):
            if not in_bounds(c):
                raise _fail(label, f"wall {list(a)}-{list(b)}: cell {c} is off the board")
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            raise _fail(label, f"wall {list(a)}-{list(b)}: cells {a} and {b} are not orthogonal neighbours")
        walls.add(frozenset((tuple(a), tuple(b))))
    return Board(id=spec.id, level=level, terrain=terrain, name=spec.name,
                 authored=spec.authored, notes=spec.notes, walls=frozenset(walls),
                 start_areas=_start_areas(spec.start_areas, in_bounds, label))


def _start_areas(areas: dict, in_bounds, label: str) -> dict[str, tuple[Cell, ...]]:
    out: dict[str, tuple[Cell, ...]] = {}
    for area, cells in areas.items():
        seen = set()
        for c in cells:
            c = (int(c[0]), int(c[1]))
            if not in_bounds(c):
                raise _fail(label, f"start area {area}: cell {c} is off the board")
            if c in seen:
                raise _fail(label, f"start area {area}: cell {c} is listed twice")
            seen.add(c)
        out[area] = tuple((int(c[0]), int(c[1])) for c in cells)
    return out


def _load_hex(data: dict, label: str) -> HexBoard:
    try:
        spec = HexBoardSpec.model_validate(data)
    except ValidationError as err:
        raise _fail(label, _pydantic_message(err)) from None
    cells: set[Cell] = set()
    if spec.radius is not None:
        if spec.radius < 0:
            raise _fail(label, f"radius {spec.radius} is negative")
        n = spec.radius
        for q in range(-n, n + 1):
            for r in range(max(-n, -q - n), min(n, -q + n) + 1):
                cells.add((q, r))
    level: dict[Cell, int] = {}
    terrain: dict[Cell, str] = {}
    for i, entry in enumerate(spec.cells):
        if not 2 <= len(entry) <= 4:
            raise _fail(label, f"cells[{i}] has {len(entry)} values, expected [q, r] to [q, r, level, terrain]")
        q, r = entry[0], entry[1]
        if not isinstance(q, int) or not isinstance(r, int):
            raise _fail(label, f"cells[{i}]: q and r must be integers, got {q!r}, {r!r}")
        c = (q, r)
        cells.add(c)
        if len(entry) >= 3:
            lv = entry[2]
            if not isinstance(lv, int) or not 0 <= lv <= 9:
                raise _fail(label, f"cell {c} level {lv!r} is not a digit")
            if lv:
                level[c] = lv
        if len(entry) == 4:
            t = entry[3]
            if not isinstance(t, str) or len(t) != 1:
                raise _fail(label, f"cell {c} terrain {t!r} is not one character")
            if t != PLAIN:
                terrain[c] = t
    if not cells:
        raise _fail(label, "a hex board needs a radius or cells")
    board = HexBoard(id=spec.id, valid=frozenset(cells), level=level, terrain=terrain,
                     name=spec.name, authored=spec.authored, notes=spec.notes)
    board.start_areas = _start_areas(spec.start_areas, board.in_bounds, label)
    return board
