"""Square grid: cells are (x, y) with x east and y north; 8 neighbours; facings 0..7.

Facing numbers go clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.
Packs with 4 facings use the even numbers only. Rotation is in eighth-turns, positive clockwise.
"""
from __future__ import annotations

Cell = tuple[int, int]

# (dx, dy) per facing, clockwise from north
DIRS: tuple[Cell, ...] = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
ORTHOGONAL = (0, 2, 4, 6)
DIAGONAL = (1, 3, 5, 7)


def rotate(facing: int, eighths: int) -> int:
    """Turn a facing clockwise by `eighths` eighth-turns (negative: counter-clockwise)."""
    return (facing + eighths) % 8


def step(cell: Cell, direction: int, n: int = 1) -> Cell:
    dx, dy = DIRS[direction % 8]
    return (cell[0] + dx * n, cell[1] + dy * n)


def neighbours(cell: Cell) -> list[Cell]:
    return [step(cell, d) for d in range(8)]
