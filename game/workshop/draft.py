"""A draft arena: the board JSON of every game as editable plain data, with mirror symmetry
while painting and undo/redo.

A draft holds, per cell, a level and a terrain char (square boards: every (x, y) of width x
height; hex boards: the valid axial cells), and the start areas by side. Every edit goes through
`paint`, which applies the same change to the cell's mirror images (symmetry 1 = none, 2 = the
north-south mirror, 4 = both mirrors; on a hex board 2 = the point mirror through the centre,
4 is refused as a hexagon has no pair of perpendicular mirrors through cells) and records one
undo step for the whole stroke.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.board import PLAIN, Board, HexBoard, load_board
from rules.core.hexgrid import within

Cell = tuple[int, int]
SYMMETRIES = (1, 2, 4)


class DraftError(ValueError):
    """An edit the draft refuses; one line naming what is wrong."""


@dataclass
class Snapshot:
    level: dict
    terrain: dict
    starts: dict


@dataclass
class Draft:
    ruleset: str
    grid: str                                  # "square" or "hex"
    cells: tuple[Cell, ...]                    # every cell, sorted
    level: dict[Cell, int] = field(default_factory=dict)
    terrain: dict[Cell, str] = field(default_factory=dict)
    starts: dict[str, list[Cell]] = field(default_factory=dict)
    id: str = "arena"
    name: str = ""
    notes: str = ""
    max_level: int = 3
    symmetry: int = 1
    _undo: list = field(default_factory=list, repr=False)
    _redo: list = field(default_factory=list, repr=False)

    # ------------------------------------------------------------------ making one
    @classmethod
    def square(cls, ruleset: str, width: int, height: int, **kw) -> "Draft":
        cells = tuple((x, y) for y in range(height) for x in range(width))
        return cls(ruleset=ruleset, grid="square", cells=cells, **kw)

    @classmethod
    def hexagon(cls, ruleset: str, radius: int, **kw) -> "Draft":
        cells = tuple(sorted(within((0, 0), radius)))
        return cls(ruleset=ruleset, grid="hex", cells=cells, **kw)

    @classmethod
    def from_board(cls, ruleset: str, board: Board | HexBoard, max_level: int = 3) -> "Draft":
        cells = tuple(sorted(board.cells()))
        level = {c: int(board.level_at(c)) for c in cells if board.level_at(c)}
        terrain = {c: board.terrain_at(c) for c in cells if board.terrain_at(c) != PLAIN}
        starts = {k: [tuple(c) for c in v] for k, v in board.start_areas.items()}
        return cls(ruleset=ruleset, grid=getattr(board, "grid", "square"), cells=cells,
                   level=level, terrain=terrain, starts=starts, id=board.id, name=board.name,
                   notes=board.notes, max_level=max_level)

    # ------------------------------------------------------------------ reading
    @property
    def width(self) -> int:
        return 1 + max(c[0] for c in self.cells) - min(c[0] for c in self.cells)

    @property
    def height(self) -> int:
        return 1 + max(c[1] for c in self.cells) - min(c[1] for c in self.cells)

    def level_at(self, cell: Cell) -> int:
        return self.level.get(cell, 0)

    def terrain_at(self, cell: Cell) -> str:
        return self.terrain.get(cell, PLAIN)

    def start_side(self, cell: Cell) -> str | None:
        for side, cells in self.starts.items():
            if cell in cells:
                return side
        return None

    def images(self, cell: Cell) -> list[Cell]:
        """The cell and its mirror images under the draft's symmetry (no repeats)."""
        x, y = cell
        if self.grid == "hex":
            out = [cell] if self.symmetry == 1 else [cell, (-x, -y)]
        else:
            w, h = self.width, self.height
            out = [cell, (x, h - 1 - y)] if self.symmetry >= 2 else [cell]
            if self.symmetry == 4:
                out += [(w - 1 - x, y), (w - 1 - x, h - 1 - y)]
        seen: list[Cell] = []
        for c in out:
            if c not in seen:
                seen.append(c)
        return seen

    # ------------------------------------------------------------------ editing
    def set_symmetry(self, n: int) -> None:
        if n not in SYMMETRIES:
            raise DraftError(f"symmetry {n!r}: choose 1 (none), 2 or 4")
        if n == 4 and self.grid == "hex":
            raise DraftError("symmetry 4: a hex arena mirrors 1 or 2 ways")
        self.symmetry = n

    def _snap(self) -> Snapshot:
        return Snapshot(dict(self.level), dict(self.terrain), {k: list(v) for k, v in self.starts.items()})

    def _restore(self, s: Snapshot) -> None:
        self.level, self.terrain = dict(s.level), dict(s.terrain)
        self.starts = {k: list(v) for k, v in s.starts.items()}

    def begin(self) -> None:
        """Start one undo step (a stroke of several paints); `paint` calls it when alone."""
        self._undo.append(self._snap())
        self._redo.clear()

    def _check(self, cell: Cell) -> None:
        if cell not in self._cellset:
            raise DraftError(f"cell {cell} is not on the board")

    @property
    def _cellset(self) -> frozenset:
        cs = self.__dict__.get("_cs")
        if cs is None or len(cs) != len(self.cells):
            cs = self.__dict__["_cs"] = frozenset(self.cells)
        return cs

    def paint(self, cell: Cell, *, level: int | None = None, terrain: str | None = None,
              start: str | None = None, clear_start: bool = False, stroke: bool = False) -> None:
        """Set a cell's level and/or terrain, or its start side, and the same at its images.
        `stroke=True` adds to the undo step already begun (a drag)."""
        self._check(cell)
        if level is not None and not 0 <= level <= self.max_level:
            raise DraftError(f"level {level} is outside 0-{self.max_level}")
        if terrain is not None and (not isinstance(terrain, str) or len(terrain) != 1):
            raise DraftError(f"terrain {terrain!r} is not one character")
        if not stroke:
            self.begin()
        for c in self.images(cell):
            if c not in self._cellset:
                continue
            if level is not None:
                if level:
                    self.level[c] = level
                else:
                    self.level.pop(c, None)
            if terrain is not None:
                if terrain != PLAIN:
                    self.terrain[c] = terrain
                else:
                    self.terrain.pop(c, None)
            if start is not None or clear_start:
                for cells in self.starts.values():
                    if c in cells:
                        cells.remove(c)
                if start is not None:
                    side = self._mirror_side(start, cell, c)
                    self.starts.setdefault(side, []).append(c)
        self.starts = {k: sorted(v) for k, v in self.starts.items() if v}

    def _mirror_side(self, side: str, origin: Cell, image: Cell) -> str:
        """A start area mirrored north-south becomes the opposite side's (south <-> north), and
        east-west likewise; other names (a hex board's "good"/"evil") stay."""
        if image == origin or self.grid == "hex":
            return side
        flips = {}
        if image[1] != origin[1]:
            flips.update({"south": "north", "north": "south"})
        if image[0] != origin[0]:
            flips.update({"east": "west", "west": "east"})
        return flips.get(side, side)

    def raise_(self, cell: Cell, stroke: bool = False) -> None:
        self.paint(cell, level=min(self.max_level, self.level_at(cell) + 1), stroke=stroke)

    def lower(self, cell: Cell, stroke: bool = False) -> None:
        self.paint(cell, level=max(0, self.level_at(cell) - 1), stroke=stroke)

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._redo.append(self._snap())
        self._restore(self._undo.pop())
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        self._undo.append(self._snap())
        self._restore(self._redo.pop())
        return True

    # ------------------------------------------------------------------ out
    def to_dict(self) -> dict[str, Any]:
        """The board JSON every game loads (rules/core/board.load_board)."""
        out: dict[str, Any] = {"id": self.id, "name": self.name or self.id}
        if self.grid == "hex":
            out["grid"] = "hex"
            out["cells"] = [[q, r, self.level_at((q, r)), self.terrain_at((q, r))] for (q, r) in self.cells]
        else:
            w, h = self.width, self.height
            out["rows"] = ["".join(str(self.level_at((x, y))) for x in range(w)) for y in range(h - 1, -1, -1)]
            if self.terrain:
                out["terrain"] = ["".join(self.terrain_at((x, y)) for x in range(w)) for y in range(h - 1, -1, -1)]
        out["start_areas"] = {k: [list(c) for c in v] for k, v in sorted(self.starts.items())}
        if self.notes:
            out["notes"] = self.notes
        return out

    def to_board(self) -> Board | HexBoard:
        return load_board(self.to_dict(), name=self.id)
