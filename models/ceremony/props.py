"""Small props: the green hourglass over a waiting figure, the traps (spikes, blades), a wound
crystal, a d10 for the test animations, the Master's token pips."""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.ceremony import colors as C
from models.meshkit import MeshData


@lru_cache(maxsize=2)
def hourglass() -> MeshData:
    """About 0.3 tall, origin at its foot: two green glass cones, gold sand, wooden caps."""
    m = MeshData()
    m.prism((0, 0, 0), 0.11, 0.035, palette.WOOD, sides=8)
    m.prism((0, 0.265, 0), 0.11, 0.035, palette.WOOD, sides=8)
    m.prism((0, 0.035, 0), 0.085, 0.115, C.GLASS, sides=8, radius_top=0.016)
    m.prism((0, 0.15, 0), 0.016, 0.115, C.GLASS, sides=8, radius_top=0.085)
    m.prism((0, 0.036, 0), 0.07, 0.05, C.HOURGLASS_SAND, sides=8, radius_top=0.045)
    for a in (45, 135, 225, 315):
        x, z = 0.095 * math.sin(math.radians(a)), 0.095 * math.cos(math.radians(a))
        m.box((x, 0.15, z), (0.016, 0.25, 0.016), palette.scale(palette.WOOD, 0.8))
    return m


@lru_cache(maxsize=8)
def trap(kind: str, sprung: bool) -> MeshData:
    """A trap on its square: spikes (a grid of steel spikes) or blades (two crossed blades in a
    slot). Unsprung ones lie flat (only their placer sees them); sprung ones stand up."""
    m = MeshData()
    plate = (0.22, 0.18, 0.15)
    m.box((0, 0.006, 0), (0.76, 0.012, 0.76), plate)
    h = 0.22 if sprung else 0.07
    if kind == "spikes":
        for i in range(4):
            for j in range(4):
                x, z = -0.27 + i * 0.18, -0.27 + j * 0.18
                m.prism((x, 0.012, z), 0.04, h, palette.STEEL, sides=4, radius_top=0.0)
    else:
        for yaw in (45, -45):
            b = MeshData()
            b.box((0, h / 2 + 0.012, 0), (0.03, h + 0.02, 0.8), palette.STEEL,
                  top_color=palette.scale(palette.STEEL, 1.15))
            m.extend(b, yaw_deg=yaw)
        m.box((0, 0.014, 0), (0.1, 0.012, 0.8), (0.05, 0.05, 0.05), shade=False)
    return m


@lru_cache(maxsize=2)
def crystal(size: float = 0.12) -> MeshData:
    m = MeshData()
    m.prism((0, 0, 0), size * 0.6, size, C.CRYSTAL, sides=6, radius_top=0.0)
    m.prism((0, 0, 0), size * 0.6, -size * 0.8, palette.scale(C.CRYSTAL, 0.7), sides=6, radius_top=0.0)
    return m


@lru_cache(maxsize=2)
def die10() -> MeshData:
    """A pale die (a faceted ball is enough to read as a die at the table's scale)."""
    m = MeshData()
    m.sphere((0, 0, 0), 0.09, (0.96, 0.94, 0.88), rings=3, segments=5)
    return m


@lru_cache(maxsize=8)
def tokens(n: int) -> MeshData:
    """The Master's action tokens on a helper: small violet discs in a row (billboarded)."""
    m = MeshData()
    r = 0.05
    x0 = -(n - 1) * 0.07
    for i in range(n):
        cx = x0 + i * 0.14
        pts = [(cx + r * math.cos(2 * math.pi * k / 10), r * math.sin(2 * math.pi * k / 10), 0)
               for k in range(10)]
        m.add_poly(pts[::-1], C.SIDE["M"], False)
        ring = [(cx + (r + 0.015) * math.cos(2 * math.pi * k / 10),
                 (r + 0.015) * math.sin(2 * math.pi * k / 10), 0.001) for k in range(10)]
        m.add_poly(ring[::-1], (0.05, 0.05, 0.06), False)
    return m
