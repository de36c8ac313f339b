"""The arena as one static mesh: floor, obstacle stacks, outlines, start areas, frame, table.

World layout (the table's, never the rules'): cell (x, y) is centred on world (x, ., y) with
x east and z north; one cell is one unit; one level is LEVEL_HEIGHT units. Everything is baked
into vertex colours (see models/meshkit.py), so the board is one node with no per-frame cost.

How a level reads at a glance: each level has its own top colour (palette.LEVELS) and as many
small pips in its north-west corner as its level, block tops are outlined in near-black where
they drop away, vertical faces are banded one band per level
(so a stack of 3 shows three bands) and shaded by the light, and the floor darkens at the
foot of a block (ambient occlusion).
"""
from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from models import palette
from models.meshkit import MeshData

LEVEL_HEIGHT = 0.5
RIM = 0.045            # width of the outline / grid line inset on each cell top
FRAME_WIDTH = 0.55
FRAME_TOP = 0.06
FRAME_BOTTOM = -0.35
TABLE_Y = FRAME_BOTTOM


def cell_world(x: float, y: float, level: float = 0.0) -> tuple[float, float, float]:
    """World position (x, up, z) of the top centre of cell (x, y) at a level."""
    return (float(x), float(level) * LEVEL_HEIGHT, float(y))


def side_colors_default() -> dict[str, tuple]:
    return {side: palette.player_color(i) for side, i in palette.SIDE_SEATS.items()}


# Side id -> (dx, dy); the order matters for rims: south, east, north, west.
_SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def build_board(level: np.ndarray, start_areas: Mapping[str, Sequence] | None = None,
                side_colors: Mapping[str, tuple] | None = None) -> MeshData:
    """Floor, blocks and start-area marks of a square board (`level[y, x]`)."""
    level = np.asarray(level, dtype=int)
    h, w = level.shape
    side_colors = dict(side_colors_default(), **(side_colors or {}))
    start_of: dict[tuple[int, int], tuple] = {}
    for area, cells in (start_areas or {}).items():
        col = side_colors.get(area, palette.GOLD)
        for c in cells:
            start_of[(int(c[0]), int(c[1]))] = col

    def lv(x, y):
        if 0 <= x < w and 0 <= y < h:
            return int(level[y, x])
        return 0  # off the board: the frame, at floor height

    m = MeshData()
    for y in range(h):
        for x in range(w):
            _cell(m, x, y, lv, start_of.get((x, y)))
    return m


def _cell(m: MeshData, x: int, y: int, lv, start_color) -> None:
    L = lv(x, y)
    top_y = L * LEVEL_HEIGHT
    base = palette.level_color(L)
    if start_color is not None:
        base = palette.mix(base, start_color, 0.22 if L else 0.30)
    x0, x1, z0, z1 = x - 0.5, x + 0.5, y - 0.5, y + 0.5

    # ambient occlusion per corner: how many of the three cells meeting there are higher
    def ao(sx, sy):
        n = (lv(x + sx, y) > L) + (lv(x, y + sy) > L) + (lv(x + sx, y + sy) > L)
        return (1.0, 0.80, 0.70, 0.60)[n]

    corners = {(-1, -1): (x0, z0), (-1, 1): (x0, z1), (1, 1): (x1, z1), (1, -1): (x1, z0)}
    k = {c: ao(*c) for c in corners}
    r = RIM
    inner = {(-1, -1): (x0 + r, z0 + r), (-1, 1): (x0 + r, z1 - r),
             (1, 1): (x1 - r, z1 - r), (1, -1): (x1 - r, z0 + r)}
    order = [(-1, -1), (-1, 1), (1, 1), (1, -1)]
    m.add_poly([(inner[c][0], top_y, inner[c][1]) for c in order],
               [palette.scale(base, k[c]) for c in order], True, (0, 1, 0))

    # level pips: one small dark square per level in the top's north-west corner, so a height
    # can be counted as well as told by colour (colour-blind players, odd lighting)
    for i in range(min(L, 5)):
        px, pz, d = x0 + 0.14 + i * 0.13, z1 - 0.14, 0.045
        m.add_poly([(px - d, top_y + 0.002, pz - d), (px - d, top_y + 0.002, pz + d),
                    (px + d, top_y + 0.002, pz + d), (px + d, top_y + 0.002, pz - d)],
                   palette.scale(base, 0.55), True, (0, 1, 0))

    # rims: dark outline where the top drops away, grid line otherwise, side colour on starts
    rim_corners = {  # side -> (outer a, outer b) going clockwise seen from above
        (0, -1): ((1, -1), (-1, -1)), (-1, 0): ((-1, -1), (-1, 1)),
        (0, 1): ((-1, 1), (1, 1)), (1, 0): ((1, 1), (1, -1)),
    }
    for (dx, dy), (a, b) in rim_corners.items():
        n = lv(x + dx, y + dy)
        if n < L:
            col = palette.EDGE_LINE
        elif start_color is not None:
            col = palette.scale(start_color, 0.85)
        else:
            col = palette.mix(palette.scale(base, 0.62), palette.GRID_LINE, 0.35)
        pts = [(corners[a][0], top_y, corners[a][1]), (corners[b][0], top_y, corners[b][1]),
               (inner[b][0], top_y, inner[b][1]), (inner[a][0], top_y, inner[a][1])]
        cols = [palette.scale(col, k[a]), palette.scale(col, k[b]),
                palette.scale(col, k[b]), palette.scale(col, k[a])]
        m.add_poly(pts, cols, True, (0, 1, 0))

    # vertical faces in the column's own (darkened) colour, so a whole stack reads as its
    # level; one band per level with a dark seam between, darker toward the foot
    wall = palette.scale(palette.level_color(L), 0.78)
    for dx, dy in _SIDES:
        n = lv(x + dx, y + dy)
        for band in range(max(n, 0), L):
            yb, yt = band * LEVEL_HEIGHT, (band + 1) * LEVEL_HEIGHT
            foot = 0.60 if band == n else 0.86
            lo, hi = palette.scale(wall, foot), wall
            if (dx, dy) == (1, 0):
                pts = [(x1, yb, z0), (x1, yt, z0), (x1, yt, z1), (x1, yb, z1)]
            elif (dx, dy) == (-1, 0):
                pts = [(x0, yb, z1), (x0, yt, z1), (x0, yt, z0), (x0, yb, z0)]
            elif (dx, dy) == (0, -1):
                pts = [(x0, yb, z0), (x0, yt, z0), (x1, yt, z0), (x1, yb, z0)]
            else:
                pts = [(x1, yb, z1), (x1, yt, z1), (x0, yt, z1), (x0, yb, z1)]
            m.add_poly(pts, [lo, hi, hi, lo], True, (dx, 0, dy))
            if band + 1 < L:  # the seam between two layers: countable levels from the side
                s = 0.03
                seam = [(pts[0][0], yt - s, pts[0][2]), (pts[1][0], yt, pts[1][2]),
                        (pts[2][0], yt, pts[2][2]), (pts[3][0], yt - s, pts[3][2])]
                seam = [(q[0] + dx * 0.002, q[1], q[2] + dy * 0.002) for q in seam]
                m.add_poly(seam, palette.scale(wall, 0.45), True, (dx, 0, dy))


def build_frame(width: int, height: int, start_areas: Mapping[str, Sequence] | None = None,
                side_colors: Mapping[str, tuple] | None = None) -> MeshData:
    """The wooden rim around the arena, with a coloured strip on each side that has a start
    area, and the felt table under it (with a soft dark skirt where the frame meets it)."""
    side_colors = dict(side_colors_default(), **(side_colors or {}))
    m = MeshData()
    F = FRAME_WIDTH
    bx0, bx1, bz0, bz1 = -0.5, width - 0.5, -0.5, height - 0.5
    ox0, ox1, oz0, oz1 = bx0 - F, bx1 + F, bz0 - F, bz1 + F
    yb, yt = FRAME_BOTTOM, FRAME_TOP
    fc, ftop = palette.FRAME, palette.scale(palette.FRAME, 1.25)
    # four rails: south and north full length, east and west between them
    m.box(((ox0 + ox1) / 2, (yb + yt) / 2, (oz0 + bz0) / 2), (ox1 - ox0, yt - yb, F), fc, top_color=ftop)
    m.box(((ox0 + ox1) / 2, (yb + yt) / 2, (bz1 + oz1) / 2), (ox1 - ox0, yt - yb, F), fc, top_color=ftop)
    m.box(((ox0 + bx0) / 2, (yb + yt) / 2, (bz0 + bz1) / 2), (F, yt - yb, bz1 - bz0), fc, top_color=ftop)
    m.box(((bx1 + ox1) / 2, (yb + yt) / 2, (bz0 + bz1) / 2), (F, yt - yb, bz1 - bz0), fc, top_color=ftop)
    # a slab under the floor so no gap shows through
    m.box(((bx0 + bx1) / 2, (yb - 0.0) / 2 - 0.01, (bz0 + bz1) / 2), (bx1 - bx0, -yb - 0.02, bz1 - bz0),
          palette.scale(fc, 0.6))
    # coloured strips along sides with start areas
    y = yt + 0.004
    for area, cells in (start_areas or {}).items():
        if not cells:
            continue
        col = side_colors.get(area, palette.GOLD)
        xs = [c[0] for c in cells]
        zs = [c[1] for c in cells]
        a0, a1 = min(xs) - 0.45, max(xs) + 0.45
        c0, c1 = min(zs) - 0.45, max(zs) + 0.45
        s0, s1 = 0.14, F - 0.14
        if area == "south":
            rect = (a0, a1, bz0 - s1, bz0 - s0)
        elif area == "north":
            rect = (a0, a1, bz1 + s0, bz1 + s1)
        elif area == "west":
            rect = (bx0 - s1, bx0 - s0, c0, c1)
        elif area == "east":
            rect = (bx1 + s0, bx1 + s1, c0, c1)
        else:
            continue
        rx0, rx1, rz0, rz1 = rect
        m.add_poly([(rx0, y, rz0), (rx0, y, rz1), (rx1, y, rz1), (rx1, y, rz0)], col, True, (0, 1, 0))
    _table(m, ox0, ox1, oz0, oz1)
    return m


def _table(m: MeshData, ox0, ox1, oz0, oz1, extent: float = 14.0, skirt: float = 0.9) -> None:
    """Felt under the board: a dark skirt hugging the frame, fading out to a vignette."""
    y = TABLE_Y + 0.001
    cx, cz = (ox0 + ox1) / 2, (oz0 + oz1) / 2
    dark = palette.scale(palette.TABLE, 0.35)
    # skirt (4 trapezoids): inner edge dark, outer edge table colour
    inner = [(ox0, oz0), (ox0, oz1), (ox1, oz1), (ox1, oz0)]
    outer = [(ox0 - skirt, oz0 - skirt), (ox0 - skirt, oz1 + skirt), (ox1 + skirt, oz1 + skirt),
             (ox1 + skirt, oz0 - skirt)]
    for i in range(4):
        j = (i + 1) % 4
        m.add_poly([(outer[i][0], y, outer[i][1]), (outer[j][0], y, outer[j][1]),
                    (inner[j][0], y, inner[j][1]), (inner[i][0], y, inner[i][1])],
                   [palette.TABLE, palette.TABLE, dark, dark], True, (0, 1, 0))
    # the rest of the table: rings fading to a darker edge
    rings = [(skirt, palette.TABLE), (skirt + 4.0, palette.scale(palette.TABLE, 0.8)),
             (extent, palette.TABLE_EDGE)]
    for (r0, c0), (r1, c1) in zip(rings, rings[1:]):
        a = [(ox0 - r0, oz0 - r0), (ox0 - r0, oz1 + r0), (ox1 + r0, oz1 + r0), (ox1 + r0, oz0 - r0)]
        b = [(ox0 - r1, oz0 - r1), (ox0 - r1, oz1 + r1), (ox1 + r1, oz1 + r1), (ox1 + r1, oz0 - r1)]
        for i in range(4):
            j = (i + 1) % 4
            m.add_poly([(b[i][0], y, b[i][1]), (b[j][0], y, b[j][1]),
                        (a[j][0], y, a[j][1]), (a[i][0], y, a[i][1])],
                       [c1, c1, c0, c0], True, (0, 1, 0))
    del cx, cz


def build_arena(level: np.ndarray, start_areas=None, side_colors=None) -> MeshData:
    """Board + frame + table in one mesh (what the table scene draws)."""
    level = np.asarray(level)
    m = build_board(level, start_areas, side_colors)
    m.extend(build_frame(level.shape[1], level.shape[0], start_areas, side_colors))
    return m
