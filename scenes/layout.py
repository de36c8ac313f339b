"""Where cells sit in the world (Ursina: x east, y up, z north), for square and hex grids.

Hex cells are axial (q, r) on Red Blob's flat-top layout, as rules/core/hexgrid.py describes:
east = 3/2 q, south = sqrt(3) (r + q/2), in units of the hex's outer radius. Square cells are
(x, y) with x east and y north, one unit each.
"""
from __future__ import annotations

import math

SQRT3 = math.sqrt(3.0)


def hex_xz(cell, size: float = 1.0) -> tuple[float, float]:
    q, r = cell[0], cell[1]
    return (1.5 * q * size, -SQRT3 * (r + q / 2.0) * size)


def square_xz(cell, size: float = 1.0) -> tuple[float, float]:
    return (cell[0] * size, cell[1] * size)


def hex_corners(size: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of a flat-top hex around (0, 0), counter-clockwise seen from above."""
    return [(size * math.cos(math.radians(60 * i)), size * math.sin(math.radians(60 * i)))
            for i in range(6)]


def hex_dir_yaw(direction: int) -> float:
    """Ursina yaw (degrees clockwise from north) of hex direction 1..6 (1 N, 2 NE, ... 6 NW):
    flat-top neighbours lie at 0, 60, ... degrees."""
    return (int(direction) - 1) * 60.0


def square_facing_yaw(facing: int, steps: int = 8) -> float:
    """Ursina yaw of a square-grid facing numbered clockwise from north in `steps` steps."""
    return (int(facing) % steps) * 360.0 / steps
