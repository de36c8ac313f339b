"""The Morituri arena: sand hex tiles inside a ring of stone walls, on a dark plinth, with the
compass rose (I.6) whose six numbered arrows give the directions knocked-out items fly (V.5).

Cells are axial (q, r) placed by scenes/games/layout.hex_xz (flat-top, direction 1 = north =
+z). `size` is the hex's outer radius in world units.
"""
from __future__ import annotations

import math

from models import palette
from models.meshkit import MeshData

SAND = (0.83, 0.72, 0.52)
SAND_DARK = (0.74, 0.62, 0.43)
GROUT = (0.36, 0.27, 0.18)
STONE = (0.56, 0.53, 0.50)
STONE_TOP = (0.68, 0.65, 0.61)
PLINTH = (0.20, 0.16, 0.13)
ROSE = (0.55, 0.17, 0.12)
ROSE_LIGHT = (0.97, 0.90, 0.70)
TILE_H = 0.10
WALL_H = 0.42
SQRT3 = math.sqrt(3.0)


def hex_xz(cell, size):
    q, r = cell
    return (1.5 * q * size, -SQRT3 * (r + q / 2.0) * size)


def _corners(cx, cz, rad):
    # clockwise seen from above in Ursina's x-east / z-north frame, as add_poly wants tops
    return [(cx + rad * math.cos(math.radians(a)), cz + rad * math.sin(math.radians(a)))
            for a in (180, 120, 60, 0, -60, -120)]


def hex_prism(m: MeshData, cx, cz, rad, y0, y1, side, top):
    pts = _corners(cx, cz, rad)
    m.add_poly([(x, y1, z) for x, z in pts], top, True, (0, 1, 0))
    for i in range(6):
        (x0, z0), (x1, z1) = pts[i], pts[(i + 1) % 6]
        m.add_poly([(x0, y0, z0), (x0, y1, z0), (x1, y1, z1), (x1, y0, z1)][::-1], side, True, None)


def _shade_of(cell) -> float:
    # a fixed, hash-like variation so the sand does not look like one flat plate
    q, r = cell
    return ((q * 73 + r * 151 + q * r * 17) % 7) / 6.0


def arena_mesh(cells, walls, size: float, start_tints: dict | None = None) -> MeshData:
    """Tiles for `cells`, stone blocks for `walls` (both lists of (q, r)), a plinth under all.
    start_tints: cell -> RGB blended into that tile (the seats' corners)."""
    m = MeshData()
    pts = [hex_xz(c, size) for c in list(cells) + list(walls)]
    rad = max(math.hypot(x, z) for x, z in pts) + size * 1.2
    # the plinth: a big dark hexagon (pointy-top like the arena's outline)
    outline = [(rad * math.sin(math.radians(a)), rad * math.cos(math.radians(a)))
               for a in range(0, 360, 60)]
    m.add_poly([(x, -0.02, z) for x, z in outline], PLINTH, True, (0, 1, 0))
    for i in range(6):
        (x0, z0), (x1, z1) = outline[i], outline[(i + 1) % 6]
        m.add_poly([(x0, -0.5, z0), (x0, -0.02, z0), (x1, -0.02, z1), (x1, -0.5, z1)][::-1],
                   palette.scale(PLINTH, 0.7), True, None)
    tints = start_tints or {}
    for c in cells:
        x, z = hex_xz(c, size)
        hex_prism(m, x, z, size, 0.0, TILE_H * 0.6, GROUT, GROUT)
        col = palette.mix(SAND, SAND_DARK, _shade_of(c))
        if c in tints:
            col = palette.mix(col, tints[c], 0.28)
        hex_prism(m, x, z, size * 0.93, 0.0, TILE_H, palette.scale(col, 0.8), col)
    for c in walls:
        x, z = hex_xz(c, size)
        k = 0.92 + 0.1 * _shade_of(c)
        hex_prism(m, x, z, size * 0.99, 0.0, WALL_H, palette.scale(STONE, k),
                  palette.scale(STONE_TOP, k))
        # a coping stone on top: the wall reads as a wall, not as a raised floor
        hex_prism(m, x, z, size * 0.8, WALL_H, WALL_H + 0.05, palette.scale(STONE_TOP, k * 0.9),
                  palette.scale(STONE_TOP, k * 1.08))
    return m


def rose_mesh(radius: float = 1.0) -> MeshData:
    """The compass rose lying flat, centred on (0, 0): six arrows, direction 1 pointing north
    (+z) and the others clockwise every 60 degrees, on a round plate."""
    m = MeshData()
    n = 24
    y = 0.0
    ring = [(radius * 1.05 * math.sin(2 * math.pi * i / n), radius * 1.05 * math.cos(2 * math.pi * i / n))
            for i in range(n)]
    m.add_poly([(x, y, z) for x, z in ring], PLINTH, True, (0, 1, 0))
    inner = [(radius * 0.98 * math.sin(2 * math.pi * i / n), radius * 0.98 * math.cos(2 * math.pi * i / n))
             for i in range(n)]
    m.add_poly([(x, y + 0.005, z) for x, z in inner], (0.90, 0.82, 0.62), True, (0, 1, 0))
    for d in range(6):
        a = math.radians(60 * d)
        s, c = math.sin(a), math.cos(a)

        def rot(px, pz):
            return (px * c + pz * s, -px * s + pz * c)
        tip = rot(0, radius * 0.78)
        left = rot(-radius * 0.16, radius * 0.18)
        right = rot(radius * 0.16, radius * 0.18)
        mid = (0.0, 0.0)
        col = ROSE if d == 0 else palette.scale(ROSE, 0.75)
        m.add_poly([(mid[0], y + 0.01, mid[1]), (left[0], y + 0.01, left[1]), (tip[0], y + 0.01, tip[1])],
                   col, True, (0, 1, 0))
        m.add_poly([(mid[0], y + 0.011, mid[1]), (tip[0], y + 0.011, tip[1]), (right[0], y + 0.011, right[1])],
                   palette.scale(col, 1.35), True, (0, 1, 0))
    hub = [(radius * 0.09 * math.sin(2 * math.pi * i / 8), radius * 0.09 * math.cos(2 * math.pi * i / 8))
           for i in range(8)]
    m.add_poly([(x, y + 0.015, z) for x, z in hub], palette.GOLD, True, (0, 1, 0))
    return m
