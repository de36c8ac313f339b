"""Procedural ninja figures: one baked mesh per (type, colour, weapons), cached.

Local frame: origin at the centre of the base on the ground, facing +z (the table turns the
figure by its facing), about 0.9 units tall on a base of radius 0.37.

What tells figures apart at a glance:
- who: the seat colour on the body, the base ring and the headband/scarf;
- which ninja: the Shadow is slim and hooded with a scarf tail; the Weaponmaster is broad with
  steel shoulder plates, a bare head with a topknot and a wider stance;
- facing: a bright arrow on the base points forward, the eye slit/face is on the front and the
  melee weapon is held pointing forward;
- weapons: the melee weapon in the right hand, the ranged weapon in the left hand or on the back.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.meshkit import BASE_H, BASE_R, MeshData, figure_base as base  # noqa: F401
from models.meshkit import place as _place

HEIGHT = 0.92

MELEE_WEAPONS = ("sword", "sai", "chain_sickle", "nunchaku", "hand_claws", "glaive", "cane")
RANGED_WEAPONS = ("throwing_stars", "caltrops", "throwing_net", "dazzle_bombs", "darts",
                  "shortbow", "throwing_spear")




# ---------------------------------------------------------------- weapons (built along +z)

def melee_weapon(kind: str | None) -> MeshData:
    m = MeshData()
    if kind is None:
        return m
    if kind == "sword":
        m.box((0, 0, -0.03), (0.05, 0.05, 0.10), palette.CLOTH_DARK)           # grip
        m.box((0, 0, 0.025), (0.14, 0.03, 0.03), palette.GOLD)                 # guard
        m.box((0, 0, 0.25), (0.035, 0.018, 0.42), palette.STEEL)               # blade
    elif kind == "sai":
        m.box((0, 0, -0.03), (0.04, 0.04, 0.09), palette.CLOTH_DARK)
        m.box((0, 0, 0.14), (0.02, 0.02, 0.28), palette.STEEL)
        m.box((0.05, 0, 0.05), (0.02, 0.02, 0.10), palette.STEEL)
        m.box((-0.05, 0, 0.05), (0.02, 0.02, 0.10), palette.STEEL)
        m.box((0, 0, 0.01), (0.12, 0.02, 0.02), palette.STEEL)
    elif kind == "chain_sickle":
        m.box((0, 0, 0.05), (0.035, 0.035, 0.20), palette.WOOD)
        m.box((0.06, 0, 0.16), (0.14, 0.02, 0.035), palette.STEEL)
        m.box((0.12, 0, 0.12), (0.03, 0.02, 0.08), palette.STEEL)
    elif kind == "nunchaku":
        m.box((0, 0, 0.06), (0.04, 0.04, 0.16), palette.WOOD)
        m.box((0.05, 0, 0.20), (0.04, 0.04, 0.16), palette.WOOD)
        m.box((0.025, 0, 0.14), (0.015, 0.015, 0.04), palette.STEEL_DARK)
    elif kind == "hand_claws":
        for dx in (-0.03, 0.0, 0.03):
            m.box((dx, 0, 0.08), (0.012, 0.012, 0.14), palette.STEEL)
        m.box((0, 0, 0.0), (0.09, 0.05, 0.05), palette.STEEL_DARK)
    elif kind == "glaive":
        m.box((0, 0, 0.18), (0.03, 0.03, 0.62), palette.WOOD)
        m.box((0, 0, 0.57), (0.05, 0.02, 0.18), palette.STEEL)
    elif kind == "cane":
        m.box((0, 0, 0.2), (0.035, 0.035, 0.62), palette.WOOD)
        m.box((0, 0, 0.52), (0.045, 0.045, 0.04), palette.GOLD)
    else:  # unknown special weapon: a plain steel bar, still visible
        m.box((0, 0, 0.18), (0.04, 0.04, 0.36), palette.STEEL)
    return m


def ranged_weapon(kind: str | None) -> tuple[MeshData, str]:
    """(mesh, where): where is "hand" (left hand) or "back"."""
    m = MeshData()
    if kind is None:
        return m, "hand"
    if kind == "throwing_stars":
        _star(m, (0, 0, 0), 0.09, palette.STEEL)
        return m, "hand"
    if kind == "throwing_spear":
        m.box((0, 0, 0), (0.025, 0.025, 0.80), palette.WOOD)
        m.box((0, 0, 0.44), (0.05, 0.02, 0.10), palette.STEEL)
        return m, "back"
    if kind == "shortbow":
        for i in range(6):
            a0 = math.radians(-60 + 20 * i)
            a1 = math.radians(-60 + 20 * (i + 1))
            p0 = (0, 0.28 * math.sin(a0), 0.10 * math.cos(a0))
            p1 = (0, 0.28 * math.sin(a1), 0.10 * math.cos(a1))
            mid = [(p0[k] + p1[k]) / 2 for k in range(3)]
            m.box(tuple(mid), (0.025, abs(p1[1] - p0[1]) + 0.02, 0.03), palette.WOOD)
        m.box((0, 0, 0.05), (0.008, 0.48, 0.008), palette.ARROW)
        return m, "back"
    if kind == "throwing_net":
        m.sphere((0, 0, 0), 0.08, (0.70, 0.58, 0.38), rings=3, segments=6, scale=(1, 0.7, 1))
        return m, "hand"
    if kind == "caltrops":
        m.sphere((0, 0, 0), 0.06, (0.35, 0.30, 0.22), rings=3, segments=6)
        for d in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, 0, 1)):
            m.box((d[0] * 0.06, d[1] * 0.06, d[2] * 0.06), (0.02, 0.02, 0.02), palette.STEEL)
        return m, "hand"
    if kind == "dazzle_bombs":
        m.sphere((0, 0, 0), 0.06, (0.95, 0.95, 0.55), rings=3, segments=6)
        m.box((0, 0.07, 0), (0.015, 0.04, 0.015), palette.CLOTH_DARK)
        return m, "hand"
    if kind == "darts":
        for dx in (-0.03, 0.0, 0.03):
            m.box((dx, 0, 0.05), (0.012, 0.012, 0.14), palette.STEEL)
            m.box((dx, 0, -0.03), (0.03, 0.01, 0.03), palette.LIFE_LOW)
        return m, "hand"
    _star(m, (0, 0, 0), 0.08, palette.STEEL)
    return m, "hand"


def _star(m: MeshData, c, r, color):
    """A flat four-pointed throwing star, upright (in the x-y plane) so it shows from the front."""
    cx, cy, cz = c
    pts = []
    for i in range(8):
        a = math.pi * i / 4
        rr = r if i % 2 == 0 else r * 0.35
        pts.append((cx + rr * math.sin(a), cy + rr * math.cos(a), cz))
    # both sides
    m.add_poly(list(reversed(pts)), color, True, (0, 0, -1))
    m.add_poly(pts, color, True, (0, 0, 1))


# ---------------------------------------------------------------- bodies

def _legs(m, color, spread):
    for sx in (-1, 1):
        m.box((sx * spread, 0.20, 0.0), (0.085, 0.28, 0.10), color)
        m.box((sx * spread, BASE_H + 0.025, 0.025), (0.09, 0.05, 0.15), palette.CLOTH_DARK)


def shadow_body(color) -> MeshData:
    """Slim, hooded; scarf tail in the seat colour; an eye slit on the front of the hood."""
    m = MeshData()
    dark = palette.CLOTH_DARK
    _legs(m, dark, 0.065)
    body = palette.scale(color, 0.95)
    m.prism((0, 0.32, 0), 0.12, 0.30, body, sides=8, radius_top=0.15, rot=math.pi / 8)
    m.prism((0, 0.36, 0), 0.13, 0.045, dark, sides=8, rot=math.pi / 8)            # belt
    for sx in (-1, 1):                                                             # arms
        m.box((sx * 0.17, 0.50, 0.05), (0.07, 0.20, 0.08), body)
    # hood: a dark rounded head with a point at the back, the face slit in skin colour
    m.sphere((0, 0.72, -0.01), 0.125, dark, rings=5, segments=10, scale=(1, 1.05, 1))
    m.prism((0, 0.74, -0.08), 0.07, 0.16, dark, sides=6, radius_top=0.0)
    m.box((0, 0.725, 0.105), (0.17, 0.045, 0.04), palette.SKIN)
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.727, 0.128), (0.035, 0.018, 0.012), (0.05, 0.05, 0.05))
    # scarf in the seat colour: a band at the neck and a tail streaming behind
    m.prism((0, 0.61, 0), 0.12, 0.05, color, sides=8)
    m.box((0.04, 0.55, -0.14), (0.05, 0.14, 0.03), color)
    return m


def weaponmaster_body(color) -> MeshData:
    """Broad, armoured: steel shoulder plates, a bare head with a headband and a topknot."""
    m = MeshData()
    _legs(m, palette.scale(color, 0.45), 0.09)
    body = palette.scale(color, 0.95)
    m.box((0, 0.47, 0), (0.34, 0.30, 0.20), body)
    m.box((0, 0.35, 0), (0.30, 0.06, 0.21), palette.CLOTH_DARK)                  # belt
    m.box((0, 0.35, 0.11), (0.07, 0.05, 0.02), palette.GOLD)                      # buckle
    m.box((0, 0.47, 0.102), (0.12, 0.18, 0.01), palette.STEEL_DARK)               # chest plate
    for sx in (-1, 1):
        m.box((sx * 0.225, 0.58, 0.0), (0.14, 0.08, 0.22), palette.STEEL,
              top_color=palette.scale(palette.STEEL, 1.1))                        # pauldrons
        m.box((sx * 0.225, 0.47, 0.05), (0.09, 0.18, 0.09), body)                 # arms
    m.sphere((0, 0.73, 0), 0.11, palette.SKIN, rings=5, segments=10)
    m.prism((0, 0.74, 0), 0.115, 0.04, color, sides=10)                           # headband
    m.sphere((0, 0.86, -0.04), 0.045, palette.CLOTH_DARK, rings=3, segments=6)    # topknot
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.715, 0.104), (0.035, 0.016, 0.012), (0.05, 0.05, 0.05))
    m.box((0, 0.665, 0.09), (0.11, 0.035, 0.035), palette.scale(palette.SKIN, 0.8))  # jaw/mask
    return m


@lru_cache(maxsize=64)
def build_figure(kind: str, color: tuple, melee: str | None = "sword",
                 ranged: str | None = "throwing_stars") -> MeshData:
    """The whole figure (base, body, weapons) as one mesh. `kind`: "shadow" / "weaponmaster"
    (anything else is drawn as a Shadow)."""
    color = tuple(color[:3])
    m = base(color)
    wm = kind == "weaponmaster"
    m.extend(weaponmaster_body(color) if wm else shadow_body(color))
    hand_x = 0.225 if wm else 0.17
    # melee weapon in the right hand, pointing forward and up
    if melee:
        m.extend(_place(melee_weapon(melee), (hand_x, 0.40, 0.11), pitch=28))
    r, where = ranged_weapon(ranged)
    if ranged:
        if where == "back":
            m.extend(_place(r, (0.0, 0.55, -0.15 if wm else -0.13), pitch=-55 if ranged == "throwing_spear" else 0,
                            yaw=90 if ranged == "shortbow" else 0))
        else:
            m.extend(_place(r, (-hand_x, 0.41, 0.12)))
    return m


def figure_key(kind: str, color, melee, ranged) -> tuple:
    return (kind, tuple(round(c, 4) for c in color[:3]), melee, ranged)
