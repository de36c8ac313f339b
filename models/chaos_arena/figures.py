"""The war band figures: one baked mesh per (type, side, wounded), cached.

Local frame: origin at the centre of the base on the ground, facing +z, about 1 unit tall on a
base of radius BASE_R (hexes have an outer radius of 1).

What tells them apart at a glance:
- the side: the base and the cloth are the side's colour (good blue, evil red); good figures
  wear bright steel and white-and-gold trim, evil ones blackened iron and black trim with
  spikes;
- the type, by silhouette: the Mage is the tallest (pointed hat, staff with a glowing orb), the
  Knight the bulkiest (great helm with a plume, kite shield), the Berserker bare-chested with a
  horned helm and a two-handed axe raised, the Warrior has a round shield and a spear, the
  Archer a bow and a quiver, the Scout is small and hooded with a dagger;
- wounded: a red-and-white striped ring round the base, a red bandage round the head and
  (the table adds it) a red cross badge over the head;
- dead (the bench): grey all over.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models.chaos_arena import colors as C
from models.chaos_arena.terrain import flat, wall_quad
from models.meshkit import MeshData as Mesh
from models.meshkit import MeshData

BASE_R = 0.36
BASE_H = 0.07
TYPES = ("mage", "knight", "berserker", "warrior", "archer", "scout")
HEAD_Y = {"mage": 0.74, "knight": 0.8, "berserker": 0.74, "warrior": 0.72, "archer": 0.72,
          "scout": 0.6}
TOP_Y = {"mage": 1.25, "knight": 1.08, "berserker": 1.0, "warrior": 1.15, "archer": 0.95,
         "scout": 0.78}


def _mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a[:3], b[:3]))


def _rot_x(deg):
    s, c = math.sin(math.radians(deg)), math.cos(math.radians(deg))
    return lambda v: (v[0], v[1] * c - v[2] * s, v[1] * s + v[2] * c)


def _rot_z(deg):
    s, c = math.sin(math.radians(deg)), math.cos(math.radians(deg))
    return lambda v: (v[0] * c - v[1] * s, v[0] * s + v[1] * c, v[2])


def place(part: MeshData, at, tilt_x=0.0, tilt_z=0.0, yaw=0.0) -> MeshData:
    """Tilt a part about x (positive leans +y toward -z... i.e. backward) and z, yaw it, move it."""
    p = part
    if tilt_x:
        p = p.transformed(_rot_x(tilt_x))
    if tilt_z:
        p = p.transformed(_rot_z(tilt_z))
    out = Mesh()
    out.extend(p, offset=at, yaw_deg=yaw)
    return out


class Style:
    """The side's materials."""

    def __init__(self, side: str, dead: bool = False):
        self.side = side
        col = C.side_color(side)
        good = side == "good"
        if dead:
            col = C.DEAD
        self.cloth = col
        self.cloth_dark = _mix(col, (0, 0, 0), 0.35)
        self.trim = C.DEAD if dead else (C.GOOD_TRIM if good else C.EVIL_TRIM)
        self.metal = C.STEEL if good else (0.30, 0.29, 0.33)
        self.metal_dark = C.STEEL_DARK if good else (0.17, 0.16, 0.19)
        self.accent = C.GOLD if good else (0.62, 0.95, 0.35)       # orbs, studs: gold / fel green
        self.skin = C.SKIN if good else (0.80, 0.70, 0.62)
        self.hair = (0.92, 0.90, 0.86) if good else (0.12, 0.10, 0.10)
        if dead:
            self.metal = self.metal_dark = self.skin = self.hair = C.DEAD
            self.accent = _mix(C.DEAD, (1, 1, 1), 0.2)
        self.good = good


# ---------------------------------------------------------------- parts

def base(style: Style, wounded: bool) -> MeshData:
    m = Mesh()
    m.prism((0, 0, 0), BASE_R, BASE_H, _mix(style.cloth, (0, 0, 0), 0.25), sides=18,
            top_color=style.cloth)
    m.prism((0, 0.001, 0), 0.15, BASE_H + 0.004, style.trim, sides=12)
    # a small front notch so the facing shows
    y = BASE_H + 0.006
    m.add_poly([(-0.09, y, 0.22), (0.0, y, BASE_R - 0.01), (0.09, y, 0.22)], style.trim, True, (0, 1, 0))
    if wounded:
        n = 18
        ring = [(math.sin(2 * math.pi * i / n), math.cos(2 * math.pi * i / n)) for i in range(n)]
        ro, ri = BASE_R + 0.05, BASE_R - 0.05
        for i in range(n):
            (s0, c0), (s1, c1) = ring[i], ring[(i + 1) % n]
            # red and white stripes: a warning band that shows on the red (evil) bases too
            col = C.WOUND if i % 2 == 0 else C.GOOD_TRIM
            flat(m, [(ro * s0, ro * c0), (ro * s1, ro * c1), (ri * s1, ri * c1), (ri * s0, ri * c0)],
                 y, col)
            # the outer band: points walked clockwise seen from above, so face the other way
            wall_quad(m, (ro * s1, ro * c1), (ro * s0, ro * c0), 0.0, y, _mix(C.WOUND, (0, 0, 0), 0.3))
    return m


def legs(m: MeshData, col, spread=0.07, h=0.26, boots=C.DARK):
    for sx in (-1, 1):
        m.box((sx * spread, BASE_H + h / 2, 0), (0.08, h, 0.09), col)
        m.box((sx * spread, BASE_H + 0.025, 0.02), (0.09, 0.05, 0.14), boots)


def head(m: MeshData, y, style: Style, r=0.1):
    m.sphere((0, y, 0), r, style.skin, rings=5, segments=9)
    for sx in (-1, 1):
        m.box((sx * 0.035, y + 0.01, r * 0.93), (0.03, 0.02, 0.012), (0.05, 0.05, 0.05))


def bandage(m: MeshData, y, r):
    m.prism((0, y, 0), r * 1.06, 0.045, C.WOUND, sides=10)
    m.box((r * 0.7, y + 0.02, -r * 0.5), (0.05, 0.08, 0.03), C.WOUND)


def sword(col_blade, col_hilt, length=0.42) -> MeshData:
    """Along +y from the grip."""
    m = Mesh()
    m.box((0, 0.0, 0), (0.035, 0.1, 0.035), C.DARK)
    m.box((0, 0.06, 0), (0.14, 0.03, 0.035), col_hilt)
    m.box((0, 0.075 + length / 2, 0), (0.04, length, 0.015), col_blade)
    return m


# ---------------------------------------------------------------- bodies

def mage(style: Style) -> MeshData:
    m = Mesh()
    # a robe to the ground: a frustum, a trim band, a belt
    m.prism((0, BASE_H, 0), 0.22, 0.52, style.cloth, sides=10, radius_top=0.12)
    m.prism((0, BASE_H, 0), 0.225, 0.05, style.trim, sides=10, radius_top=0.218)
    m.prism((0, BASE_H + 0.3, 0), 0.165, 0.04, style.trim, sides=10)
    for sx in (-1, 1):   # wide sleeves
        m.prism((sx * 0.16, 0.42, 0.04), 0.06, 0.2, style.cloth_dark, sides=6, radius_top=0.045)
    y = HEAD_Y["mage"]
    head(m, y - 0.05, style, 0.095)
    # beard: white (good) or black (evil), a cone under the chin
    m.add_poly([(-0.07, y - 0.06, 0.07), (0.0, y - 0.24, 0.08), (0.07, y - 0.06, 0.07)], style.hair, True)
    m.add_poly([(0.07, y - 0.06, 0.07), (0.0, y - 0.24, 0.08), (0.0, y - 0.06, 0.1)], style.hair, True)
    m.add_poly([(0.0, y - 0.06, 0.1), (0.0, y - 0.24, 0.08), (-0.07, y - 0.06, 0.07)], style.hair, True)
    # the hat: a wide brim and a tall cone (bent tip for evil)
    m.prism((0, y + 0.02, 0), 0.2, 0.025, style.cloth_dark, sides=12)
    m.prism((0, y + 0.045, 0), 0.12, 0.2, style.cloth, sides=10, radius_top=0.06)
    tip = Mesh()
    tip.prism((0, 0, 0), 0.06, 0.2, style.cloth, sides=8, radius_top=0.0)
    m.extend(place(tip, (0, y + 0.24, 0), tilt_x=(-25 if not style.good else 0)))
    m.prism((0, y + 0.05, 0), 0.125, 0.03, style.accent, sides=10)        # hat band
    # the staff in the right hand with an orb
    m.box((0.24, 0.55, 0.1), (0.035, 0.95, 0.035), C.WOOD)
    m.sphere((0.24, 1.08, 0.1), 0.07, style.accent, rings=4, segments=8, shade=False)
    m.sphere((0.24, 1.08, 0.1), 0.045, _mix(style.accent, (1, 1, 1), 0.6), rings=3, segments=6,
             shade=False)
    return m


def knight(style: Style) -> MeshData:
    m = Mesh()
    legs(m, style.metal_dark, 0.085, 0.3, style.metal_dark)
    # armoured torso, a tabard in the side's colour with a trim stripe
    m.box((0, 0.52, 0), (0.36, 0.34, 0.24), style.metal)
    m.box((0, 0.49, 0.123), (0.24, 0.36, 0.01), style.cloth)
    m.box((0, 0.49, 0.13), (0.05, 0.3, 0.01), style.trim)
    m.box((0, 0.36, 0), (0.38, 0.06, 0.26), style.metal_dark)
    for sx in (-1, 1):
        m.sphere((sx * 0.22, 0.67, 0), 0.09, style.metal, rings=3, segments=7)   # pauldrons
        if not style.good:
            m.prism((sx * 0.25, 0.72, 0), 0.035, 0.12, style.metal_dark, sides=4, radius_top=0.0)
    # great helm with a visor slit and a plume
    y = HEAD_Y["knight"]
    m.box((0, y, 0), (0.2, 0.22, 0.21), style.metal)
    m.box((0, y + 0.02, 0.107), (0.16, 0.025, 0.01), (0.04, 0.04, 0.05))
    m.box((0, y - 0.03, 0.107), (0.025, 0.08, 0.01), (0.04, 0.04, 0.05))
    m.prism((0, y + 0.11, -0.02), 0.05, 0.16, style.cloth, sides=6, radius_top=0.02)
    # kite shield on the left arm: side colour with a trim cross
    sh = Mesh()
    pts = [(-0.15, 0.18, 0), (0.15, 0.18, 0), (0.15, -0.05, 0), (0.0, -0.26, 0), (-0.15, -0.05, 0)]
    sh.add_poly([(x, y_, 0.0) for x, y_, _ in pts], style.cloth, True, (0, 0, 1))
    sh.add_poly([(x, y_, -0.03) for x, y_, _ in reversed(pts)], style.metal_dark, True, (0, 0, -1))
    sh.box((0, -0.02, 0.004), (0.04, 0.34, 0.01), style.trim)
    sh.box((0, 0.06, 0.004), (0.26, 0.04, 0.01), style.trim)
    m.extend(place(sh, (-0.22, 0.5, 0.15), yaw=-20))
    # sword in the right hand, up
    m.extend(place(sword(style.metal, style.accent, 0.46), (0.24, 0.42, 0.14), tilt_x=-20))
    return m


def berserker(style: Style) -> MeshData:
    m = Mesh()
    legs(m, style.cloth_dark, 0.075, 0.26)
    m.prism((0, 0.3, 0), 0.17, 0.14, style.cloth, sides=8, radius_top=0.15)    # kilt
    m.box((0, 0.52, 0), (0.32, 0.3, 0.2), style.skin)                         # bare chest
    m.box((0.0, 0.52, 0.0), (0.34, 0.05, 0.21), style.cloth_dark)              # a strap
    for sx in (-1, 1):                                                         # raised arms
        m.box((sx * 0.2, 0.68, 0.02), (0.08, 0.26, 0.09), style.skin)
    y = HEAD_Y["berserker"]
    head(m, y, style, 0.1)
    m.sphere((0, y - 0.07, 0.06), 0.08, (0.75, 0.35, 0.12) if style.good else style.hair,
             rings=3, segments=6, scale=(1, 0.8, 0.7))                         # wild beard
    # horned helm
    m.sphere((0, y + 0.03, 0), 0.108, style.metal, rings=3, segments=8, scale=(1, 0.75, 1))
    for sx in (-1, 1):
        horn = Mesh()
        horn.prism((0, 0, 0), 0.035, 0.17, (0.95, 0.92, 0.82), sides=6, radius_top=0.0)
        m.extend(place(horn, (sx * 0.1, y + 0.05, 0), tilt_z=-sx * 50))
    # a two-handed axe held high over the head
    axe = Mesh()
    axe.box((0, 0.0, 0), (0.035, 0.62, 0.035), C.WOOD)
    axe.box((0.0, 0.26, 0), (0.26, 0.14, 0.02), style.metal)
    axe.box((0.0, 0.26, 0), (0.3, 0.05, 0.022), _mix(style.metal, (1, 1, 1), 0.3))
    m.extend(place(axe, (0.0, 0.88, 0.05), tilt_z=-60))
    return m


def warrior(style: Style) -> MeshData:
    m = Mesh()
    legs(m, style.cloth_dark, 0.07, 0.26)
    m.box((0, 0.5, 0), (0.3, 0.3, 0.2), style.metal_dark)                      # mail
    m.prism((0, 0.3, 0), 0.17, 0.3, style.cloth, sides=8, radius_top=0.15)     # tunic
    m.box((0, 0.38, 0), (0.31, 0.04, 0.21), style.trim)                        # belt
    for sx in (-1, 1):
        m.box((sx * 0.19, 0.5, 0.03), (0.08, 0.22, 0.09), style.cloth)
    y = HEAD_Y["warrior"]
    head(m, y, style, 0.095)
    m.sphere((0, y + 0.03, 0), 0.105, style.metal, rings=3, segments=8, scale=(1, 0.8, 1))
    m.box((0, y - 0.01, 0.1), (0.025, 0.1, 0.02), style.metal)                 # nose guard
    if not style.good:
        m.prism((0, y + 0.1, 0), 0.03, 0.1, style.metal_dark, sides=4, radius_top=0.0)
    # round shield with a boss
    sh = Mesh()
    sh.prism((0, 0, 0), 0.19, 0.03, style.cloth, sides=14, top_color=style.cloth)
    sh.prism((0, 0.0, 0), 0.2, 0.02, style.trim, sides=14)
    sh.sphere((0, 0.03, 0), 0.05, style.accent, rings=3, segments=6)
    m.extend(place(sh, (-0.22, 0.48, 0.1), tilt_x=90, yaw=-25))
    # spear upright in the right hand
    m.box((0.22, 0.6, 0.1), (0.03, 1.05, 0.03), C.WOOD)
    m.prism((0.22, 1.11, 0.1), 0.045, 0.16, style.metal, sides=4, radius_top=0.0)
    return m


def archer(style: Style) -> MeshData:
    m = Mesh()
    legs(m, style.cloth_dark, 0.065, 0.24)
    m.prism((0, 0.3, 0), 0.15, 0.34, style.cloth, sides=8, radius_top=0.13)
    m.box((0, 0.4, 0), (0.27, 0.04, 0.2), style.trim)
    for sx in (-1, 1):
        m.box((sx * 0.17, 0.5, 0.06), (0.07, 0.2, 0.08), style.cloth)
    y = HEAD_Y["archer"]
    head(m, y, style, 0.09)
    # hood with a point at the back
    m.sphere((0, y + 0.02, -0.02), 0.105, style.cloth_dark, rings=4, segments=8,
             scale=(1, 1, 0.9))
    m.prism((0, y + 0.04, -0.1), 0.05, 0.12, style.cloth_dark, sides=5, radius_top=0.0)
    m.box((0, y - 0.005, 0.075), (0.13, 0.1, 0.04), style.skin)                # the face
    # a tall bow in the left hand (an arc of short boxes) with its string
    bow = Mesh()
    for i in range(8):
        a0, a1 = math.radians(-70 + 17.5 * i), math.radians(-70 + 17.5 * (i + 1))
        p0 = (0, 0.36 * math.sin(a0), 0.12 * math.cos(a0))
        p1 = (0, 0.36 * math.sin(a1), 0.12 * math.cos(a1))
        mid = tuple((p0[k] + p1[k]) / 2 for k in range(3))
        bow.box(mid, (0.03, abs(p1[1] - p0[1]) + 0.025, 0.035), C.WOOD)
    bow.box((0, 0, 0.0 + 0.12 * math.cos(math.radians(70))), (0.008, 0.68, 0.008), (0.95, 0.95, 0.9))
    m.extend(place(bow, (-0.22, 0.52, 0.12)))
    # a quiver on the back with feathered arrows
    m.extend(place(_quiver(style), (0.06, 0.52, -0.14), tilt_z=-15))
    return m


def _quiver(style: Style) -> MeshData:
    q = Mesh()
    q.prism((0, -0.16, 0), 0.055, 0.3, C.WOOD, sides=7)
    for k in range(3):
        x = (k - 1) * 0.03
        q.box((x, 0.17, 0), (0.012, 0.1, 0.012), C.WOOD)
        q.box((x, 0.22, 0), (0.03, 0.05, 0.01), style.trim if style.good else C.WOUND)
    return q


def scout(style: Style) -> MeshData:
    """Small and quick: a hooded cloak to the knees, a dagger."""
    m = Mesh()
    legs(m, style.cloth_dark, 0.055, 0.2)
    m.prism((0, 0.22, 0), 0.17, 0.28, style.cloth, sides=8, radius_top=0.1)     # cloak
    m.prism((0, 0.22, 0), 0.172, 0.03, style.trim, sides=8, radius_top=0.168)
    for sx in (-1, 1):
        m.box((sx * 0.13, 0.38, 0.05), (0.06, 0.15, 0.07), style.cloth_dark)
    y = HEAD_Y["scout"]
    head(m, y, style, 0.085)
    m.sphere((0, y + 0.02, -0.015), 0.1, style.cloth, rings=4, segments=8)      # hood
    m.prism((0, y + 0.09, -0.02), 0.06, 0.12, style.cloth, sides=6, radius_top=0.0)
    m.box((0, y - 0.005, 0.07), (0.12, 0.09, 0.04), style.skin)
    m.extend(place(sword(style.metal, style.trim, 0.16), (0.15, 0.32, 0.12), tilt_x=-60))
    return m


BODIES = {"mage": mage, "knight": knight, "berserker": berserker, "warrior": warrior,
          "archer": archer, "scout": scout}
SCALE = {"mage": 1.0, "knight": 1.05, "berserker": 1.0, "warrior": 0.97, "archer": 0.95,
         "scout": 0.85}


@lru_cache(maxsize=64)
def build_figure(kind: str, side: str, wounded: bool = False, dead: bool = False) -> MeshData:
    """The figure (base + body) as one mesh; unknown types are drawn as Warriors."""
    style = Style(side, dead)
    body = BODIES.get(kind, warrior)(style)
    s = SCALE.get(kind, 1.0)
    if wounded and not dead:
        bandage(body, HEAD_Y.get(kind, 0.72) + 0.02, 0.1)
    m = base(style, wounded and not dead)
    m.extend(body.transformed(lambda v: (v[0] * s, BASE_H * (1 - s) + v[1] * s, v[2] * s)))
    return m


def top_of(kind: str) -> float:
    """The height of the figure's head top (markers float above it)."""
    return TOP_Y.get(kind, 1.0) * SCALE.get(kind, 1.0)
