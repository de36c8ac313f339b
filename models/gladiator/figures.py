"""Gladiator figures: the six races as armed fighters and every creature and AI character with
its own silhouette, on a base in the side's colour with an arrow that shows the facing.

Local frame: base centred on the origin on y = 0, facing +z; a fighter is about 0.9 tall. The
mesh is cached per (race, side colour, armour, ready, also, slung); the table lays a figure down
(prone, dead) by turning its `body` entity, so one mesh serves every pose.

What reads at a glance:
- side: the base and the tunic (creatures: the base and a collar);
- race: proportions and head (Dwarf short with a beard, Elf tall and slim with pointed ears, Orc
  broad and green with tusks, Goblin small with big ears, Mage in a robe and a pointed hat);
- armour: leather vest, chain grey, scale banded, plate steel with a helmet;
- weapons: the ready weapon in the right hand, the also item in the left (a shield on the left
  arm), the first slung item on the back.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.meshkit import BASE_H, BASE_R, figure_base
from models.gladiator import colors as C
from models.gladiator import gear
from models.meshkit import MeshData
from models.meshkit import place as _place

HUMANOIDS = ("human", "dwarf", "elf", "orc", "goblin", "mage")
SKIN = palette.SKIN
HAIR = (0.30, 0.19, 0.10)
ORC_SKIN = (0.42, 0.58, 0.28)
GOBLIN_SKIN = (0.62, 0.68, 0.30)





def base_mesh(color) -> MeshData:
    """The round base in the side colour with the bright facing arrow (the Ninja table's)."""
    return figure_base(tuple(color[:3]))


# ------------------------------------------------------------------ fighters

RACE_SHAPE = {
    # height scale, width scale, skin, hair
    "human": (1.0, 1.0, SKIN, HAIR),
    "dwarf": (0.78, 1.25, SKIN, (0.62, 0.32, 0.12)),
    "elf": (1.1, 0.85, (0.96, 0.86, 0.74), (0.95, 0.86, 0.45)),
    "orc": (1.02, 1.22, ORC_SKIN, (0.10, 0.10, 0.10)),
    "goblin": (0.72, 0.9, GOBLIN_SKIN, None),
    "mage": (1.0, 0.95, SKIN, (0.88, 0.88, 0.90)),
}

ARMOUR = {"leather": (0.45, 0.28, 0.14), "chain": (0.60, 0.62, 0.66),
          "scale": (0.55, 0.60, 0.70), "plate": (0.82, 0.84, 0.88)}


def fighter(race: str, color, armour: str = "none", ready: str | None = None,
            also: str | None = None, slung: str | None = None,
            skin=None, robe: bool | None = None, hat: bool | None = None) -> MeshData:
    """A humanoid fighter of a race, in the side colour, with armour and gear."""
    hs, ws, race_skin, hair = RACE_SHAPE.get(race, RACE_SHAPE["human"])
    skin = skin or race_skin
    robe = race == "mage" if robe is None else robe
    hat = race == "mage" if hat is None else hat
    m = MeshData()
    tunic = palette.scale(color, 0.95)
    dark = palette.CLOTH_DARK

    def Y(y):
        return y * hs

    hx = 0.19 * ws                              # shoulder / hand x
    if robe:   # a robe to the ground in the side colour, darker hem
        m.prism((0, BASE_H, 0), 0.17 * ws, Y(0.55), palette.scale(color, 0.75), sides=10,
                radius_top=0.11 * ws)
        m.prism((0, BASE_H, 0), 0.175 * ws, 0.05, palette.scale(color, 0.45), sides=10)
    else:
        for sx in (-1, 1):                      # legs and boots
            m.box((sx * 0.07 * ws, Y(0.22), 0), (0.09 * ws, Y(0.28), 0.10), palette.scale(dark, 2.2))
            m.box((sx * 0.07 * ws, BASE_H + 0.03, 0.02), (0.10 * ws, 0.06, 0.15), (0.25, 0.16, 0.09))
    # torso: the tunic in the side colour, armour over it
    m.box((0, Y(0.49), 0), (0.30 * ws, Y(0.30), 0.18), tunic)
    arm = ARMOUR.get(armour)
    if arm is not None:
        m.box((0, Y(0.52), 0), (0.32 * ws, Y(0.22), 0.20), arm,
              top_color=palette.scale(arm, 1.1))
        if armour in ("scale", "chain"):
            for k in range(3):
                m.box((0, Y(0.44 + 0.06 * k), 0.103), (0.30 * ws, 0.012, 0.01), palette.scale(arm, 0.7))
        if armour in ("plate", "scale"):
            for sx in (-1, 1):
                m.box((sx * (hx + 0.02), Y(0.62), 0), (0.12, 0.07, 0.20), arm,
                      top_color=palette.scale(arm, 1.15))
    m.box((0, Y(0.355), 0), (0.31 * ws, 0.05, 0.19), dark)              # belt
    m.box((0, Y(0.355), 0.098), (0.06, 0.04, 0.02), palette.GOLD)
    for sx in (-1, 1):                                                   # arms
        m.box((sx * hx, Y(0.50), 0.04), (0.08, Y(0.22), 0.09), tunic)
        m.box((sx * hx, Y(0.39), 0.07), (0.075, 0.07, 0.075), skin)     # hands
    # head
    hy = Y(0.72)
    m.sphere((0, hy, 0), 0.105, skin, rings=5, segments=10)
    for sx in (-1, 1):                                                   # eyes look forward
        m.box((sx * 0.038, hy + 0.01, 0.098), (0.03, 0.018, 0.012), (0.05, 0.05, 0.05))
    if race == "elf":
        for sx in (-1, 1):
            m.add_poly([(sx * 0.09, hy - 0.02, 0), (sx * 0.17, hy + 0.09, -0.03), (sx * 0.09, hy + 0.04, 0)][::sx],
                       skin, True)
            m.add_poly([(sx * 0.09, hy - 0.02, 0), (sx * 0.17, hy + 0.09, -0.03), (sx * 0.09, hy + 0.04, 0)][::-sx],
                       skin, True)
    if race == "goblin":
        for sx in (-1, 1):
            ear = [(sx * 0.08, hy - 0.03, 0), (sx * 0.24, hy + 0.05, -0.02), (sx * 0.08, hy + 0.06, 0)]
            m.add_poly(ear, skin, True)
            m.add_poly(ear[::-1], skin, True)
        m.box((0, hy - 0.01, 0.11), (0.04, 0.04, 0.05), palette.scale(skin, 0.85))     # long nose
    if race == "orc":
        for sx in (-1, 1):
            m.box((sx * 0.04, hy - 0.055, 0.09), (0.02, 0.05, 0.02), C.BONE)           # tusks
        m.box((0, hy + 0.035, 0.07), (0.16, 0.03, 0.06), palette.scale(skin, 0.7))      # brow
    if race == "dwarf":
        m.box((0, hy - 0.09, 0.07), (0.17, 0.16, 0.08), hair)                          # beard
        m.add_poly([(-0.085, hy - 0.17, 0.11), (0, hy - 0.26, 0.09), (0.085, hy - 0.17, 0.11)], hair, True)
    if race == "mage":
        m.box((0, hy - 0.09, 0.07), (0.11, 0.14, 0.06), hair)                          # white beard
    helmet = armour in ("plate", "scale", "chain") or race == "dwarf"
    if hat:
        m.prism((0, hy + 0.05, 0), 0.19, 0.03, palette.scale(color, 0.6), sides=10)
        m.prism((0, hy + 0.07, 0), 0.10, 0.26, palette.scale(color, 0.6), sides=8, radius_top=0.0)
        m.sphere((0, hy + 0.33, 0), 0.025, palette.GOLD, rings=3, segments=6)
    elif helmet:
        hcol = ARMOUR.get(armour, palette.STEEL)
        m.sphere((0, hy + 0.03, -0.005), 0.112, hcol, rings=4, segments=10, scale=(1, 0.8, 1))
        m.box((0, hy + 0.1, 0), (0.03, 0.05, 0.22), color)                             # crest
        if race == "dwarf":
            for sx in (-1, 1):
                m.prism((sx * 0.11, hy + 0.06, 0), 0.025, 0.10, C.BONE, sides=5, radius_top=0.0)
    elif hair is not None:
        m.sphere((0, hy + 0.035, -0.02), 0.105, hair, rings=4, segments=10, scale=(1, 0.8, 1))
        if race == "elf":
            m.box((0, hy - 0.06, -0.08), (0.16, 0.2, 0.04), hair)
    _gear(m, hs, hx, ready, also, slung)
    return m


def _gear(m: MeshData, hs: float, hx: float, ready, also, slung) -> None:
    hand_y = 0.39 * hs
    rf = gear.family(ready)
    if ready:
        item = gear.hand_item(ready)
        if rf == "bow":           # a bow is held out in the left hand, upright
            m.extend(_place(item, (-hx - 0.03, hand_y + 0.1, 0.14)))
        elif rf == "crossbow":    # levelled at the chest, both hands
            m.extend(_place(item, (0.0, hand_y + 0.06, 0.08)))
        elif rf == "pole":        # a pole arm levelled forward, low
            m.extend(_place(item, (hx, hand_y, 0.02), pitch=12))
        elif rf == "shield":
            m.extend(_place(item, (hx + 0.05, hand_y + 0.08, 0.12), yaw=20))
        else:
            m.extend(_place(item, (hx, hand_y, 0.08), pitch=35))
    if also:
        af = gear.family(also)
        item = gear.hand_item(also)
        if af == "shield":
            m.extend(_place(item, (-hx - 0.05, hand_y + 0.08, 0.12), yaw=-20))
        elif af == "bow":
            m.extend(_place(item, (-hx - 0.05, hand_y + 0.1, 0.0)))
        else:
            m.extend(_place(item, (-hx, hand_y, 0.08), pitch=35))
    if slung and slung != ready:
        sf = gear.family(slung)
        item = gear.hand_item(slung)
        if sf == "shield":
            m.extend(_place(item, (0, 0.50 * hs, -0.13), yaw=180))
        elif sf in ("magic", "caltrops"):
            m.extend(_place(item, (0.12, 0.34 * hs, -0.1)))
        else:     # on the back, hilt up over the shoulder
            m.extend(_place(item, (0.08, 0.66 * hs, -0.12), pitch=-150, roll=25))


# ------------------------------------------------------------------ creatures

def _quadruped(m: MeshData, body, belly, length, height, width, head, snout=0.1, tail=True,
               legs=4, leg_col=None, ears=True):
    """A four- (or six-) legged animal along +z."""
    leg_col = leg_col or palette.scale(body, 0.8)
    y = height
    m.box((0, y, 0), (width, height * 0.7, length), body, top_color=palette.scale(body, 1.1))
    m.box((0, y - height * 0.3, 0), (width * 0.8, 0.04, length * 0.8), belly)
    zs = [length * 0.35, -length * 0.35] if legs == 4 else [length * 0.35, 0, -length * 0.35]
    for z in zs:
        for sx in (-1, 1):
            m.box((sx * width * 0.38, (y - height * 0.3) / 2 + BASE_H / 2, z),
                  (0.06, y - height * 0.3 - BASE_H, 0.07), leg_col)
    hz = length / 2 + head * 0.6
    m.box((0, y + height * 0.25, hz), (head * 1.2, head, head), body)
    m.box((0, y + height * 0.12, hz + head * 0.5 + snout / 2), (head * 0.7, head * 0.55, snout),
          palette.scale(body, 0.85))
    m.box((0, y + height * 0.12, hz + head * 0.5 + snout), (0.04, 0.04, 0.02), (0.05, 0.05, 0.05))
    for sx in (-1, 1):
        m.box((sx * head * 0.32, y + height * 0.35, hz + head * 0.51), (0.035, 0.03, 0.01), (0.95, 0.85, 0.2))
        if ears:
            m.prism((sx * head * 0.35, y + height * 0.25 + head * 0.5, hz - 0.02), 0.035, 0.08,
                    body, sides=4, radius_top=0.0)
    if tail:
        m.extend(_place(_stick(0.25, 0.04, body), (0, y + 0.05, -length / 2), pitch=150))


def _stick(ln, w, col) -> MeshData:
    m = MeshData()
    m.box((0, 0, ln / 2), (w, w, ln), col)
    return m


def _collar(m: MeshData, color, y, r):
    m.prism((0, y, 0), r, 0.04, color, sides=10)


def wolf(color) -> MeshData:
    m = MeshData()
    _quadruped(m, (0.50, 0.50, 0.52), (0.78, 0.76, 0.72), 0.52, 0.34, 0.2, 0.15, snout=0.12)
    m.box((0, 0.47, 0.30), (0.19, 0.05, 0.06), color)                       # collar
    return m


def bear(color) -> MeshData:
    m = MeshData()
    _quadruped(m, (0.40, 0.26, 0.15), (0.50, 0.36, 0.22), 0.55, 0.42, 0.34, 0.2, snout=0.08)
    m.box((0, 0.62, 0.33), (0.3, 0.05, 0.06), color)
    return m


def behemoth(color) -> MeshData:
    """Huge, dark and horned, with a wide open craw."""
    m = MeshData()
    body = (0.36, 0.22, 0.36)
    _quadruped(m, body, (0.55, 0.40, 0.45), 0.62, 0.56, 0.5, 0.3, snout=0.06, ears=False)
    m.box((0, 0.70, 0.50), (0.30, 0.07, 0.12), (0.60, 0.08, 0.08))          # the craw
    for sx in (-1, 1):
        m.extend(_place(_stick(0.18, 0.05, C.BONE), (sx * 0.15, 0.92, 0.45), pitch=60, yaw=sx * 25))
    for k in range(3):                                                         # spines
        m.prism((0, 0.75, 0.15 - 0.2 * k), 0.05, 0.14, palette.scale(body, 0.6), sides=4, radius_top=0)
    m.box((0, 0.5, -0.05), (0.52, 0.05, 0.1), color)
    return m


def scorpion(color) -> MeshData:
    m = MeshData()
    shell = (0.35, 0.20, 0.10)
    for k in range(3):
        m.sphere((0, 0.15, 0.12 - k * 0.14), 0.12 - 0.015 * k, shell, rings=3, segments=8, scale=(1.2, 0.55, 1.0))
    for k in range(4):                                                       # legs
        for sx in (-1, 1):
            m.extend(_place(_stick(0.2, 0.025, palette.scale(shell, 0.7)),
                            (sx * 0.1, 0.12, 0.12 - k * 0.09), pitch=-25, yaw=sx * (70 + 8 * k)))
    for sx in (-1, 1):                                                       # pincers
        m.extend(_place(_stick(0.16, 0.04, shell), (sx * 0.08, 0.15, 0.2), pitch=10, yaw=sx * 25))
        m.box((sx * 0.15, 0.16, 0.36), (0.08, 0.05, 0.1), palette.scale(shell, 1.2))
    tail = [(0, 0.18, -0.28), (0, 0.30, -0.34), (0, 0.44, -0.30), (0, 0.52, -0.18)]
    for p in tail:
        m.sphere(p, 0.05, shell, rings=3, segments=6)
    m.prism((0, 0.52, -0.12), 0.03, 0.12, (0.85, 0.80, 0.3), sides=4, radius_top=0.0)
    m.box((0, 0.2, 0.08), (0.2, 0.03, 0.05), color)
    return m


def beetle(color) -> MeshData:
    m = MeshData()
    shell = (0.16, 0.34, 0.22)
    m.sphere((0, 0.18, -0.02), 0.22, shell, rings=4, segments=10, scale=(1.0, 0.65, 1.2))
    m.box((0, 0.27, -0.02), (0.01, 0.02, 0.45), (0.05, 0.1, 0.07))
    m.sphere((0, 0.15, 0.25), 0.09, palette.scale(shell, 0.6), rings=3, segments=8)
    for sx in (-1, 1):
        m.extend(_place(_stick(0.14, 0.03, (0.1, 0.1, 0.1)), (sx * 0.05, 0.15, 0.3), pitch=5, yaw=sx * 20))
        for k in range(3):
            m.extend(_place(_stick(0.18, 0.025, (0.1, 0.1, 0.1)), (sx * 0.15, 0.12, 0.1 - 0.12 * k),
                            pitch=-30, yaw=sx * 90))
    m.box((0, 0.16, 0.17), (0.2, 0.03, 0.04), color)
    return m


def snake(color) -> MeshData:
    m = MeshData()
    body = (0.35, 0.55, 0.18)
    for k, (r, y) in enumerate(((0.2, 0.06), (0.15, 0.14), (0.1, 0.22))):
        n = 10
        for i in range(n):
            a = 2 * math.pi * i / n + k
            m.sphere((r * math.sin(a), y, r * math.cos(a)), 0.06, body if i % 2 else palette.scale(body, 0.8),
                     rings=3, segments=6)
    m.sphere((0, 0.38, 0.06), 0.06, body, rings=3, segments=6)
    m.box((0, 0.44, 0.12), (0.11, 0.07, 0.14), body)
    m.box((0, 0.42, 0.2), (0.01, 0.01, 0.06), (0.9, 0.1, 0.1))
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.47, 0.17), (0.02, 0.02, 0.02), (0.95, 0.85, 0.2))
    m.box((0, 0.3, 0.03), (0.12, 0.03, 0.05), color)
    return m


def amoeba(color) -> MeshData:
    m = MeshData()
    goo = (0.45, 0.85, 0.45)
    m.sphere((0, 0.2, 0), 0.3, goo, rings=5, segments=12, scale=(1.0, 0.65, 1.0))
    for k in range(4):
        a = k * 1.7
        m.sphere((0.22 * math.sin(a), 0.1, 0.22 * math.cos(a)), 0.11, palette.scale(goo, 0.85), rings=3, segments=6)
    m.sphere((0.05, 0.26, 0.06), 0.08, (0.25, 0.45, 0.15), rings=3, segments=8)        # nucleus
    m.prism((0, 0.05, 0), 0.3, 0.03, color, sides=12)
    return m


def fire_spirit(color) -> MeshData:
    m = MeshData()
    m.prism((0, BASE_H, 0), 0.2, 0.8, C.FIRE_OUTER, sides=7, radius_top=0.0, shade=False)
    m.prism((0, BASE_H, 0.02), 0.13, 0.55, C.FIRE_INNER, sides=7, radius_top=0.0, shade=False, rot=0.4)
    for sx in (-1, 1):
        m.prism((sx * 0.16, BASE_H + 0.2, 0.04), 0.07, 0.4, C.FIRE_OUTER, sides=5, radius_top=0.0, shade=False)
        m.box((sx * 0.05, 0.55, 0.13), (0.04, 0.03, 0.02), (1.0, 1.0, 0.9))
    m.prism((0, BASE_H, 0), 0.21, 0.04, color, sides=10)
    return m


def needler_bush(color) -> MeshData:
    m = MeshData()
    leaf = (0.22, 0.45, 0.18)
    for k, (x, y, z, r) in enumerate(((0, 0.22, 0, 0.2), (0.12, 0.3, 0.05, 0.14), (-0.12, 0.32, -0.03, 0.14),
                                      (0.0, 0.42, 0.0, 0.12))):
        m.sphere((x, y, z), r, palette.scale(leaf, 0.9 + 0.1 * k), rings=3, segments=8)
    for k in range(14):
        a = k * 2.4
        e = 0.3 + 0.8 * ((k * 37) % 10) / 10
        d = (math.sin(a) * math.cos(e), math.sin(e), math.cos(a) * math.cos(e))
        p = (d[0] * 0.22, 0.28 + d[1] * 0.2, d[2] * 0.22)
        m.box((p[0] + d[0] * 0.05, p[1] + d[1] * 0.05, p[2] + d[2] * 0.05), (0.02, 0.02, 0.02), C.BONE)
    m.prism((0, BASE_H, 0), 0.08, 0.1, palette.WOOD, sides=6)
    m.prism((0, 0.1, 0), 0.22, 0.03, color, sides=10)
    return m


def spider(color) -> MeshData:
    m = MeshData()
    body = (0.35, 0.20, 0.45)
    m.sphere((0, 0.22, -0.1), 0.16, body, rings=4, segments=8, scale=(1, 0.8, 1.2))
    m.sphere((0, 0.2, 0.12), 0.09, palette.scale(body, 0.8), rings=3, segments=8)
    for k in range(4):
        for sx in (-1, 1):
            m.extend(_place(_stick(0.28, 0.025, (0.12, 0.08, 0.15)), (sx * 0.06, 0.22, 0.12 - 0.08 * k),
                            pitch=30, yaw=sx * (40 + 35 * k)))
    for sx in (-1, 1):
        m.box((sx * 0.03, 0.23, 0.2), (0.025, 0.025, 0.01), (0.9, 0.2, 0.2))
    m.box((0, 0.2, 0.03), (0.16, 0.03, 0.04), color)
    return m


def troll(color) -> MeshData:
    """A big grey-green brute with long arms and no weapons."""
    m = fighter("orc", color, skin=(0.45, 0.52, 0.42))
    big = m.transformed(lambda v: (v[0] * 1.15, v[1] * 1.2, v[2] * 1.15))
    for sx in (-1, 1):
        big.box((sx * 0.27, 0.38, 0.08), (0.1, 0.1, 0.1), (0.45, 0.52, 0.42))           # fists
    return big


def gargoyle(color) -> MeshData:
    m = fighter("human", color, skin=(0.55, 0.55, 0.58))
    stone = (0.5, 0.5, 0.54)
    for sx in (-1, 1):
        wing = [(sx * 0.1, 0.62, -0.1), (sx * 0.45, 0.85, -0.2), (sx * 0.4, 0.45, -0.18), (sx * 0.1, 0.45, -0.1)]
        m.add_poly(wing, stone, True)
        m.add_poly(wing[::-1], stone, True)
        m.prism((sx * 0.06, 0.78, 0), 0.025, 0.1, C.BONE, sides=4, radius_top=0.0)
    return m


def imp(color) -> MeshData:
    m = fighter("goblin", color, skin=(0.80, 0.22, 0.16))
    for sx in (-1, 1):
        m.prism((sx * 0.05, 0.57, 0), 0.025, 0.08, (0.2, 0.1, 0.1), sides=4, radius_top=0.0)
    m.extend(_place(_stick(0.25, 0.025, (0.7, 0.2, 0.15)), (0, 0.25, -0.08), pitch=160))
    return m


def slayer(color) -> MeshData:
    return fighter("human", color, armour="scale", ready="halberd", skin=(0.5, 0.4, 0.35))


def evil_caster(color, kind: str) -> MeshData:
    robe = (0.2, 0.05, 0.25) if kind == "evil_mage" else (0.1, 0.2, 0.15)
    m = fighter("mage", robe, ready=None)
    # the side's colour on a sash so the side still reads
    m.box((0, 0.355, 0), (0.22, 0.05, 0.21), color)
    m.prism((0, 0.43, 0.12), 0.04, 0.35, palette.WOOD, sides=5)
    m.sphere((0.19, 0.8, 0.08), 0.05, (0.6, 0.9, 1.0) if kind == "evil_mage" else (0.5, 1.0, 0.5), rings=3, segments=6)
    return m


def unknown_creature(color) -> MeshData:
    """Anything the table has no model for: a horned blob, still plainly a figure."""
    m = MeshData()
    m.sphere((0, 0.3, 0), 0.25, (0.5, 0.45, 0.4), rings=4, segments=10, scale=(1, 1.1, 1))
    for sx in (-1, 1):
        m.prism((sx * 0.12, 0.5, 0.05), 0.04, 0.15, C.BONE, sides=4, radius_top=0.0)
        m.box((sx * 0.07, 0.38, 0.23), (0.04, 0.03, 0.02), (0.95, 0.85, 0.2))
    m.prism((0, 0.12, 0), 0.26, 0.04, color, sides=10)
    return m


CREATURES = {
    "wolf": wolf, "bear": bear, "behemoth": behemoth, "giant_scorpion": scorpion,
    "giant_beetle": beetle, "snake": snake, "giant_amoeba": amoeba, "fire_spirit": fire_spirit,
    "needler_bush": needler_bush, "phase_spider": spider, "troll": troll, "gargoyle": gargoyle,
    "imp": imp, "slayer": slayer,
    "evil_mage": lambda c: evil_caster(c, "evil_mage"),
    "evil_summoner": lambda c: evil_caster(c, "evil_summoner"),
}

# The bigger creatures stand on a bigger base.
SIZE = {"behemoth": 1.35, "troll": 1.1, "bear": 1.15, "gargoyle": 1.1, "giant_amoeba": 1.05,
        "goblin": 0.95, "imp": 0.9, "snake": 0.9}


@lru_cache(maxsize=256)
def body_mesh(race: str, color: tuple, armour: str = "none", ready: str | None = None,
              also: str | None = None, slung: str | None = None) -> MeshData:
    """The figure without its base: fighters with their gear, creatures as they are (a
    creature carrying a weapon, e.g. a Behemoth given the Death Sword, shows it in the right
    hand)."""
    color = tuple(color[:3])
    if race in CREATURES:
        m = MeshData()
        m.extend(CREATURES[race](color))
        if ready:
            m.extend(_place(gear.hand_item(ready), (0.22, 0.4, 0.1), pitch=35))
        return m
    if race in HUMANOIDS:
        return fighter(race, color, armour, ready, also, slung)
    return unknown_creature(color)


# ------------------------------------------------------------------ status markers

@lru_cache(maxsize=1)
def dazed_mesh() -> MeshData:
    """Three gold stars on a ring over the head (the table spins it)."""
    m = MeshData()
    for k in range(3):
        a = 2 * math.pi * k / 3
        cx, cz = 0.16 * math.sin(a), 0.16 * math.cos(a)
        pts = []
        for i in range(10):
            r = 0.06 if i % 2 == 0 else 0.025
            b = math.pi * i / 5
            pts.append((cx + r * math.sin(b), r * math.cos(b), cz))
        m.add_poly(pts[::-1], palette.GOLD, False, (0, 0, -1))
        m.add_poly(pts, palette.GOLD, False, (0, 0, 1))
    return m


@lru_cache(maxsize=1)
def near_death_mesh() -> MeshData:
    """A red drop (blood) over the head: SH 3 or less."""
    m = MeshData()
    red = (0.92, 0.08, 0.08)
    m.sphere((0, 0, 0), 0.07, red, rings=4, segments=8, shade=False)
    m.prism((0, 0.03, 0), 0.055, 0.1, red, sides=8, radius_top=0.0, shade=False)
    return m


@lru_cache(maxsize=1)
def evade_mesh() -> MeshData:
    """A pale arc around the figure: evading until the end of the turn."""
    m = MeshData()
    n = 10
    col = (0.75, 0.9, 1.0)
    for i in range(n):
        a0 = math.radians(-80 + 160 * i / n)
        a1 = math.radians(-80 + 160 * (i + 1) / n)
        r0, r1 = BASE_R + 0.06, BASE_R + 0.12
        p = [(r0 * math.sin(a0), 0.02, r0 * math.cos(a0)), (r1 * math.sin(a0), 0.02, r1 * math.cos(a0)),
             (r1 * math.sin(a1), 0.02, r1 * math.cos(a1)), (r0 * math.sin(a1), 0.02, r0 * math.cos(a1))]
        m.add_poly(p, col, False, (0, 1, 0))
        m.add_poly(p[::-1], col, False, (0, -1, 0))
    return m
