"""What a game says of an arena: a list of problems, each with the cell it is about (or None
for the arena as a whole) and the reason in the rulebook's terms. Each game's
`rules/<game>/arena_check.py` has `problems(board) -> list[Problem]` and `PALETTE` (the terrain
a workshop may paint there); an empty list means the arena is legal for that game."""
from __future__ import annotations

from typing import NamedTuple

Cell = tuple[int, int]


class Problem(NamedTuple):
    cell: Cell | None
    reason: str

    def __str__(self) -> str:
        return self.reason


class Paint(NamedTuple):
    """One brush of a game's palette: the terrain char it paints and its name."""
    char: str
    name: str


def edge_cells(width: int, height: int) -> set[Cell]:
    return {(x, y) for x in range(width) for y in range(height)
            if x in (0, width - 1) or y in (0, height - 1)}


def reachable(start: Cell, passable, neighbours) -> set[Cell]:
    """The cells reached from `start` over `passable` cells (start itself always counts)."""
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for n in neighbours(c):
            if n not in seen and passable(n):
                seen.add(n)
                todo.append(n)
    return seen


def put(spec: dict, cell_key: str, cell, facing: int | None, facings: int) -> None:
    """Write a placement into a figure's set-up entry (the workshop's `placement.place`):
    `cell` under the game's key, `facing` within its `facings`; None leaves either as it is."""
    if cell is not None:
        spec[cell_key] = list(cell)
    if facing is not None:
        spec["facing"] = facing % facings
