"""Weapons, shields and magic items as small meshes, one family shape each so a figure's ready
and also weapons read at a glance: blades (dagger to the Death Sword), axes, hammers and maces,
pole arms, bows and crossbows, shields, the five magic items and Bones.

Hand weapons are built along +z from the grip at the origin (the figure pitches them up);
shields face +z; items lying on the ground are built flat by `ground_item`.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.gladiator import colors as C
from models.meshkit import MeshData

STEEL, DARK, WOOD, GOLD = palette.STEEL, palette.STEEL_DARK, palette.WOOD, palette.GOLD
GRIP = (0.20, 0.13, 0.08)

BLADES = {"dagger": (0.20, 0.035), "short_sword": (0.32, 0.045), "broadsword": (0.44, 0.055),
          "two_handed_sword": (0.62, 0.06), "death_sword": (0.58, 0.07)}
AXES = {"hand_axe": 0.30, "battle_axe": 0.55}
BLUNT = ("hammer", "great_hammer", "club", "flail", "morning_star")
POLES = {"javelin": 0.70, "spear": 0.80, "halberd": 0.95, "pike": 1.10}
BOWS = ("short_bow", "long_bow")
CROSSBOWS = ("light_crossbow", "heavy_crossbow")
SHIELDS = ("buckler", "shield", "tower_shield")
MAGIC = ("shadows_ring", "ashen_cloak", "ironshod_boots", "troll_rope", "healing_potion", "bones")


def family(wid: str | None) -> str:
    """The animation family of a weapon id: blade, axe, blunt, pole, bow, crossbow, shield,
    caltrops, magic, natural (anything else: a creature's own)."""
    if wid is None:
        return "fist"
    w = wid.lstrip("@")
    if w in BLADES:
        return "blade"
    if w in AXES:
        return "axe"
    if w in BLUNT:
        return "blunt"
    if w in POLES:
        return "pole"
    if w in BOWS:
        return "bow"
    if w in CROSSBOWS:
        return "crossbow"
    if w in SHIELDS:
        return "shield"
    if w == "caltrops":
        return "caltrops"
    if w in MAGIC:
        return "magic"
    return "natural"


@lru_cache(maxsize=64)
def hand_item(wid: str | None) -> MeshData:
    """A carried item along +z from the grip."""
    m = MeshData()
    if wid is None:
        return m
    w = wid.lstrip("@")
    fam = family(w)
    if fam == "blade":
        ln, wd = BLADES[w]
        blade = (0.16, 0.14, 0.16) if w == "death_sword" else STEEL
        m.box((0, 0, -0.04), (0.04, 0.04, 0.10 if ln < 0.5 else 0.18), GRIP)
        m.box((0, 0, 0.01), (wd * 2.6, 0.03, 0.03), GOLD if w != "dagger" else DARK)
        m.box((0, 0, 0.02 + ln / 2), (wd, 0.016, ln), blade)
        m.add_poly([(-wd / 2, 0, 0.02 + ln), (0, 0, 0.08 + ln), (wd / 2, 0, 0.02 + ln)], blade, True, (0, 1, 0))
        m.add_poly([(wd / 2, 0, 0.02 + ln), (0, 0, 0.08 + ln), (-wd / 2, 0, 0.02 + ln)], blade, True, (0, -1, 0))
        if w == "death_sword":
            m.box((0, 0, 0.02 + ln / 2), (wd * 0.3, 0.02, ln * 0.9), (0.95, 0.15, 0.1))
    elif fam == "axe":
        ln = AXES[w]
        m.box((0, 0, ln / 2 - 0.05), (0.035, 0.035, ln), WOOD)
        big = w == "battle_axe"
        hw = 0.16 if big else 0.11
        head = [(0.0, 0, ln - 0.13), (hw, 0, ln - 0.17), (hw + 0.02, 0, ln + 0.03), (0.0, 0, ln - 0.02)]
        m.add_poly(head, STEEL, True, (0, 1, 0))
        m.add_poly(list(reversed(head)), STEEL, True, (0, -1, 0))
        if big:
            mirrored = [(-p[0], p[1], p[2]) for p in head]
            m.add_poly(list(reversed(mirrored)), STEEL, True, (0, 1, 0))
            m.add_poly(mirrored, STEEL, True, (0, -1, 0))
    elif fam == "blunt":
        if w == "club":
            m.prism((0, 0, 0), 0.03, 0.40, WOOD, sides=6, radius_top=0.06)
            return _lay_along_z(m)
        ln = 0.55 if w == "great_hammer" else 0.32
        m.box((0, 0, ln / 2 - 0.05), (0.035, 0.035, ln), WOOD)
        if w in ("hammer", "great_hammer"):
            s = 0.13 if w == "great_hammer" else 0.09
            m.box((0, 0, ln - 0.04), (s * 2.0, s, s), DARK, top_color=STEEL)
        elif w == "flail":
            for k in range(3):
                m.box((0.02 * k, 0, ln - 0.02 + 0.05 * k), (0.02, 0.02, 0.04), DARK)
            m.sphere((0.06, 0, ln + 0.15), 0.06, DARK, rings=3, segments=6)
        else:   # morning star: a spiked ball on the haft
            m.sphere((0, 0, ln), 0.07, DARK, rings=3, segments=6)
            for d in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1)):
                m.box((d[0] * 0.08, d[1] * 0.08, ln + d[2] * 0.08), (0.025, 0.025, 0.025), STEEL)
    elif fam == "pole":
        ln = POLES[w]
        m.box((0, 0, ln / 2 - 0.25), (0.03, 0.03, ln), WOOD)
        tip = ln - 0.25
        m.add_poly([(-0.035, 0, tip), (0, 0, tip + 0.14), (0.035, 0, tip)], STEEL, True, (0, 1, 0))
        m.add_poly([(0.035, 0, tip), (0, 0, tip + 0.14), (-0.035, 0, tip)], STEEL, True, (0, -1, 0))
        if w == "halberd":
            blade = [(0.0, 0, tip - 0.2), (0.13, 0, tip - 0.24), (0.13, 0, tip - 0.04), (0.0, 0, tip - 0.06)]
            m.add_poly(blade, STEEL, True, (0, 1, 0))
            m.add_poly(list(reversed(blade)), STEEL, True, (0, -1, 0))
    elif fam == "bow":
        r = 0.34 if w == "long_bow" else 0.26
        _bow_arc(m, r, 0.10)
    elif fam == "crossbow":
        big = w == "heavy_crossbow"
        m.box((0, 0, 0.12), (0.04, 0.05, 0.34 if big else 0.28), WOOD)
        m.box((0, 0, 0.26 if big else 0.22), (0.36 if big else 0.28, 0.03, 0.03), DARK)
        if not wid.startswith("@"):      # loaded: a bolt on the stock
            m.box((0, 0.035, 0.2), (0.015, 0.015, 0.24), palette.ARROW)
    elif fam == "shield":
        m.extend(shield(w))
    elif fam == "caltrops":
        m.sphere((0, 0, 0.04), 0.05, C.CALTROP, rings=3, segments=6)
        for d in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, 0, 1)):
            m.box((d[0] * 0.06, d[1] * 0.06, 0.04 + d[2] * 0.06), (0.02, 0.02, 0.02), STEEL)
    elif fam == "magic":
        m.extend(magic_item(w))
    else:
        m.box((0, 0, 0.16), (0.04, 0.04, 0.34), STEEL)
    return m


def _lay_along_z(m: MeshData) -> MeshData:
    """A part built upright (+y) turned to lie along +z."""
    return m.transformed(lambda v: (v[0], -v[2], v[1]))


def _bow_arc(m: MeshData, r: float, depth: float) -> None:
    """A bow in the x-y plane (drawn across the body), bulging toward +z, with its string."""
    n = 6
    for i in range(n):
        a0 = math.radians(-60 + 120 * i / n)
        a1 = math.radians(-60 + 120 * (i + 1) / n)
        p0 = (r * math.sin(a0), depth * math.cos(a0))
        p1 = (r * math.sin(a1), depth * math.cos(a1))
        mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2)
        m.box((0, mid[0], mid[1]), (0.03, abs(p1[0] - p0[0]) + 0.025, 0.03), WOOD)
    m.box((0, 0, depth * 0.5 - 0.005), (0.008, r * 1.7, 0.008), palette.ARROW)


@lru_cache(maxsize=8)
def shield(wid: str) -> MeshData:
    """A shield facing +z, its centre at the origin: buckler small and round, shield a round
    wooden one with a boss, tower shield a tall rectangle."""
    m = MeshData()
    if wid == "tower_shield":
        m.box((0, 0.02, 0), (0.30, 0.50, 0.04), palette.scale(WOOD, 1.1), top_color=WOOD)
        m.box((0, 0.02, 0.025), (0.24, 0.44, 0.01), (0.55, 0.15, 0.12))
        m.box((0, 0.02, 0.032), (0.05, 0.44, 0.01), GOLD)
        return m
    r = 0.11 if wid == "buckler" else 0.17
    face = STEEL if wid == "buckler" else (0.60, 0.42, 0.22)
    n = 10
    front = [(r * math.sin(2 * math.pi * i / n), r * math.cos(2 * math.pi * i / n), 0.02) for i in range(n)]
    back = [(p[0], p[1], -0.02) for p in front]
    m.add_poly(list(reversed(front)), face, True, (0, 0, 1))
    m.add_poly(back, palette.scale(face, 0.7), True, (0, 0, -1))
    for i in range(n):
        j = (i + 1) % n
        m.add_poly([back[i], front[i], front[j], back[j]][::-1], DARK, True)
        m.add_poly([back[i], front[i], front[j], back[j]], DARK, True)
    m.sphere((0, 0, 0.03), r * 0.3, GOLD if wid != "buckler" else DARK, rings=3, segments=6)
    return m


@lru_cache(maxsize=8)
def magic_item(wid: str) -> MeshData:
    """The magic items, about 0.15 across, standing on y = 0."""
    m = MeshData()
    if wid == "shadows_ring":
        n = 10
        for i in range(n):
            a = 2 * math.pi * i / n
            m.box((0.07 * math.sin(a), 0.02, 0.07 * math.cos(a)), (0.03, 0.025, 0.03), GOLD)
        m.sphere((0, 0.05, 0.07), 0.035, (0.35, 0.15, 0.55), rings=3, segments=6)
    elif wid == "ashen_cloak":
        m.box((0, 0.03, 0), (0.22, 0.05, 0.16), (0.55, 0.55, 0.57), top_color=(0.68, 0.68, 0.70))
        m.box((0, 0.065, -0.02), (0.18, 0.03, 0.08), (0.45, 0.45, 0.47))
    elif wid == "ironshod_boots":
        for dx in (-0.055, 0.055):
            m.box((dx, 0.06, 0), (0.06, 0.12, 0.07), DARK, top_color=STEEL)
            m.box((dx, 0.02, 0.04), (0.065, 0.04, 0.11), DARK)
    elif wid == "troll_rope":
        for k in range(3):
            m.prism((0, 0.02 * k, 0), 0.10 - 0.02 * k, 0.025, (0.72, 0.58, 0.32), sides=10,
                    radius_top=0.10 - 0.02 * k)
    elif wid == "healing_potion":
        m.sphere((0, 0.07, 0), 0.07, (0.90, 0.12, 0.20), rings=4, segments=8)
        m.prism((0, 0.12, 0), 0.025, 0.06, (0.85, 0.85, 0.9), sides=6)
        m.prism((0, 0.18, 0), 0.03, 0.025, WOOD, sides=6)
    elif wid == "bones":
        m.sphere((0, 0.07, 0.05), 0.07, C.BONE, rings=4, segments=8)
        for sx in (-1, 1):
            m.box((sx * 0.025, 0.075, 0.115), (0.025, 0.025, 0.01), (0.08, 0.06, 0.05))
        for yaw in (40, -40):
            a = math.radians(yaw)
            m.box((0.0, 0.02, -0.04), (0.04 + 0.2 * abs(math.sin(a)), 0.03, 0.04 + 0.2 * abs(math.cos(a))), C.BONE)
    return m


@lru_cache(maxsize=64)
def ground_item(wid: str) -> MeshData:
    """An item lying on the sand: weapons flat (rotated to lie on y = 0.03), the magic items
    as they stand, with a small glow ring under magic."""
    w = wid.lstrip("@")
    fam = family(w)
    m = MeshData()
    if fam == "magic":
        n = 12
        ring = [(0.17 * math.sin(2 * math.pi * i / n), 0.006, 0.17 * math.cos(2 * math.pi * i / n)) for i in range(n)]
        m.add_poly(ring, (0.95, 0.85, 0.45), False, (0, 1, 0))
        m.extend(magic_item(w), offset=(0, 0.008, 0))
        return m
    if fam == "shield":
        flat = shield(w).transformed(lambda v: (v[0], v[2] + 0.04, -v[1]))
        m.extend(flat)
        return m
    part = hand_item(w)
    m.extend(part, offset=(0, 0.03, -0.2), yaw_deg=0.0)
    return m
