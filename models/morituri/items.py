"""The Morituri items as small meshes, keyed by the item's card NAME (I.3: items of the same
name are the same item, e.g. the Killer's and the Swordswoman's Dagger), for the hand, the
head (the Helmet) and the ground (a token: a bronze disc with the item lying on it).

In-hand frame: origin at the grip, +z forward, +y up; figures place them at their hands.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.meshkit import MeshData

STEEL = palette.STEEL
DARK = palette.CLOTH_DARK
WOOD = palette.WOOD
BRONZE = (0.72, 0.50, 0.24)
LEATHER = (0.45, 0.28, 0.15)
CLOAK = (0.30, 0.28, 0.34)
GOBLIN_WOOD = (0.42, 0.36, 0.22)

SHIELDS = ("Round shield", "Buckler", "Goblin shield")


def _blade(m, length, width, col=STEEL, guard=palette.GOLD, grip=DARK, guard_w=0.14):
    m.box((0, 0, -0.04), (0.045, 0.045, 0.10), grip)
    m.box((0, 0, 0.02), (guard_w, 0.03, 0.03), guard)
    m.box((0, 0, 0.03 + length / 2), (width, 0.018, length), col)
    m.add_poly([(-width / 2, 0.009, 0.03 + length), (0, 0.009, 0.06 + length + width),
                (width / 2, 0.009, 0.03 + length)][::-1], col, True, (0, 1, 0))


def _disc(m, r, col, rim, boss=None, sides=12):
    """A shield face in the x-y plane facing +z (toward the enemy)."""
    m.prism((0, 0, 0), r, 0.04, rim, sides=sides)
    m.prism((0, 0.001, 0), r * 0.84, 0.045, col, sides=sides)
    if boss:
        m.sphere((0, 0.045, 0), r * 0.22, boss, rings=3, segments=8, scale=(1, 0.6, 1))


@lru_cache(maxsize=None)
def item_mesh(name: str) -> MeshData:
    m = MeshData()
    if name == "Dagger":
        _blade(m, 0.20, 0.04, guard_w=0.09)
    elif name == "Barbarian sword":
        _blade(m, 0.52, 0.075, guard=palette.STEEL_DARK, grip=LEATHER, guard_w=0.2)
    elif name == "Long sword":
        _blade(m, 0.55, 0.04, guard_w=0.16)
    elif name == "Sabres":
        # one curved sabre (the figure holds one in each hand)
        m.box((0, 0, -0.04), (0.04, 0.04, 0.09), DARK)
        m.box((0, 0, 0.015), (0.10, 0.025, 0.025), BRONZE)
        for i in range(5):
            z = 0.06 + i * 0.08
            m.box((0.012 * i * i * 0.5, 0, z), (0.04, 0.016, 0.09), STEEL)
    elif name == "Throwing axe":
        m.box((0, 0, 0.12), (0.035, 0.035, 0.34), WOOD)
        m.add_poly([(0, -0.0, 0.22), (0.0, 0.0, 0.32), (0.14, 0.0, 0.36), (0.14, 0.0, 0.18)],
                   STEEL, True, (0, 1, 0))
        m.box((0.06, 0, 0.27), (0.12, 0.02, 0.09), STEEL)
    elif name == "Javelin":
        m.box((0, 0, 0.2), (0.025, 0.025, 0.95), WOOD)
        m.box((0, 0, 0.72), (0.05, 0.02, 0.12), STEEL)
    elif name == "Chain":
        for i in range(7):
            m.box((0, 0, i * 0.06), (0.03 if i % 2 else 0.012, 0.012 if i % 2 else 0.03, 0.06),
                  palette.STEEL_DARK)
    elif name == "Cloak":
        # a sheet of cloth hanging from the fist, a little forward
        m.box((0, -0.16, 0.05), (0.20, 0.34, 0.025), CLOAK)
        m.box((0, 0.0, 0.05), (0.22, 0.03, 0.04), palette.scale(CLOAK, 1.3))
    elif name == "Round shield":
        _disc(m, 0.22, (0.55, 0.34, 0.17), palette.STEEL_DARK, palette.STEEL, sides=14)
    elif name == "Buckler":
        _disc(m, 0.13, (0.70, 0.70, 0.74), BRONZE, BRONZE, sides=12)
    elif name == "Goblin shield":
        _disc(m, 0.16, GOBLIN_WOOD, (0.25, 0.2, 0.12), palette.STEEL_DARK, sides=6)
    elif name == "Helmet":
        m.sphere((0, 0, 0), 0.13, palette.STEEL, rings=4, segments=10, scale=(1, 0.8, 1))
        m.prism((0, -0.03, 0), 0.135, 0.035, palette.STEEL_DARK, sides=10)
        for sx in (-1, 1):                          # horns
            m.box((sx * 0.15, 0.04, 0), (0.08, 0.035, 0.035), (0.92, 0.88, 0.76))
            m.box((sx * 0.2, 0.10, 0), (0.035, 0.10, 0.035), (0.92, 0.88, 0.76))
    else:                                           # an unknown item: a plain bar, still seen
        m.box((0, 0, 0.15), (0.05, 0.05, 0.3), STEEL)
    return m


def is_shield(name: str) -> bool:
    return name in SHIELDS


@lru_cache(maxsize=None)
def token_mesh(name: str) -> MeshData:
    """An item lying on the ground: a bronze-rimmed disc with the item flat on it."""
    m = MeshData()
    m.prism((0, 0, 0), 0.2, 0.035, BRONZE, sides=12)
    m.prism((0, 0.001, 0), 0.16, 0.04, (0.36, 0.30, 0.24), sides=12)
    it = item_mesh(name)
    if is_shield(name) or name == "Helmet":
        s = 0.8
        m.extend(it.transformed(lambda v: (v[0] * s, 0.05 + v[1] * s * 0.5, v[2] * s)))
    else:
        # lay it flat, its length across the disc, shrunk to fit
        zs = [v[2] for v in it._v] or [0.0]
        length = max(zs) - min(zs)
        s = min(1.0, 0.36 / max(length, 1e-3))
        mid = (max(zs) + min(zs)) / 2
        flat = it.transformed(lambda v: (v[0] * s - v[1] * s * 0.2, 0.06 + abs(v[1]) * s * 0.2,
                                         (v[2] - mid) * s))
        out = MeshData()
        out.extend(flat, yaw_deg=35)
        m.extend(out)
    return m
