"""Small tokens lying on cells: loot counters (a dropped weapon) and weapon counters (caltrops,
a throwing net). Local frame: centred on the cell top, y up; each fits in a quarter of a cell
so several can share a cell (the table offsets them)."""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.ninja_arena.figures import melee_weapon, ranged_weapon, MELEE_WEAPONS
from models.meshkit import MeshData

TOKEN_R = 0.16


@lru_cache(maxsize=32)
def loot_counter(weapon: str) -> MeshData:
    """A gold-rimmed wooden disc with the weapon lying on it."""
    m = MeshData()
    m.prism((0, 0, 0), TOKEN_R, 0.04, palette.GOLD, sides=12)
    m.prism((0, 0.001, 0), TOKEN_R - 0.035, 0.043, palette.WOOD, sides=12)
    if weapon in MELEE_WEAPONS:
        w = melee_weapon(weapon)
    else:
        w, _ = ranged_weapon(weapon)
    # lay it flat on the disc, shrunk to fit
    s = 0.45
    m.extend(w.transformed(lambda v: (v[0] * s, 0.06 + v[1] * s * 0.3, v[2] * s - 0.05)))
    return m


@lru_cache(maxsize=8)
def weapon_counter(kind: str) -> MeshData:
    m = MeshData()
    if kind == "caltrops":
        m.prism((0, 0, 0), TOKEN_R, 0.025, (0.25, 0.22, 0.20), sides=10)
        for i in range(6):
            a = 2 * math.pi * i / 6
            x, z = 0.08 * math.sin(a), 0.08 * math.cos(a)
            m.prism((x, 0.025, z), 0.035, 0.07, palette.STEEL, sides=3, radius_top=0.0, rot=a)
        m.prism((0, 0.025, 0), 0.04, 0.09, palette.STEEL, sides=3, radius_top=0.0)
    elif kind in ("throwing_net", "net"):
        rope = (0.80, 0.68, 0.45)
        m.prism((0, 0, 0), TOKEN_R * 1.5, 0.01, (0.30, 0.24, 0.16), sides=12)
        for i in range(-2, 3):
            m.box((i * 0.08, 0.02, 0), (0.018, 0.02, 0.44), rope)
            m.box((0, 0.025, i * 0.08), (0.44, 0.02, 0.018), rope)
    else:  # any other counter: a plain token with a mark
        m.prism((0, 0, 0), TOKEN_R, 0.04, (0.5, 0.5, 0.55), sides=10)
        m.box((0, 0.045, 0), (0.16, 0.01, 0.04), palette.CLOTH_DARK)
    return m
