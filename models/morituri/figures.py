"""The four Morituri characters as baked figures, told apart at a glance:

- Barbarian: the biggest; bare skin torso and arms, a fur kilt, red-brown hair and beard, a cape
  in the seat colour; the horned Helmet when he wears it (I.3);
- Killer: slim and all dark, hooded, a mask and a sash in the seat colour;
- Swordswoman: slender, a long tunic in the seat colour, a leather bodice, a blond braid;
- Goblin: small and hunched, green skin, long ears, a tunic in the seat colour.

Every figure stands on a hexagonal base in the seat colour. Items in the hands (view "hands":
[right, left]) are drawn in them (models/morituri/items.py). Local frame: origin at the base's
centre on the ground, facing +z. `body_mesh` is everything but the base, so the table can lay
the body down (a lying character, V.7) while the base stays flat.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.meshkit import MeshData
from models.meshkit import place as _place
from models.morituri.items import is_shield, item_mesh

BASE_R = 0.36
BASE_H = 0.06
SKIN = palette.SKIN
GOBLIN_SKIN = (0.45, 0.66, 0.26)
FUR = (0.48, 0.34, 0.20)
HAIR_RED = (0.62, 0.27, 0.10)
HAIR_BLOND = (0.95, 0.80, 0.40)
DARK = (0.13, 0.13, 0.16)
LEATHER = (0.42, 0.27, 0.15)




def base_mesh(color) -> MeshData:
    """A hexagonal base in the seat colour with a darker rim."""
    m = MeshData()
    m.prism((0, 0, 0), BASE_R, BASE_H, palette.scale(color, 0.6), sides=6, top_color=color,
            rot=math.pi / 6)
    m.prism((0, 0.001, 0), BASE_R * 0.7, BASE_H + 0.006, palette.scale(color, 0.8), sides=6,
            rot=math.pi / 6)
    return m


# ----------------------------------------------------------------------------- bodies
# Each returns (mesh, anchors): anchors name where the right hand, left hand and head are.

def _legs(m, col, spread, top, w=0.09, boot=DARK):
    for sx in (-1, 1):
        m.box((sx * spread, BASE_H + top / 2, 0), (w, top, w * 1.1), col)
        m.box((sx * spread, BASE_H + 0.03, 0.02), (w * 1.1, 0.06, w * 1.6), boot)


def barbarian(color):
    m = MeshData()
    _legs(m, SKIN, 0.1, 0.30, w=0.11, boot=FUR)
    m.prism((0, BASE_H + 0.22, 0), 0.2, 0.16, FUR, sides=8, radius_top=0.17)          # fur kilt
    m.box((0, BASE_H + 0.5, 0), (0.40, 0.34, 0.24), SKIN)                            # torso
    m.box((0, BASE_H + 0.39, 0), (0.42, 0.06, 0.26), palette.scale(color, 0.8))      # belt
    m.box((0.0, BASE_H + 0.52, 0.125), (0.06, 0.4, 0.02), LEATHER, )                 # baldric
    m.box((0, BASE_H + 0.54, -0.16), (0.46, 0.44, 0.05), color)                       # cape
    m.box((0, BASE_H + 0.68, -0.1), (0.48, 0.06, 0.2), palette.scale(color, 0.85))   # cape collar
    for sx in (-1, 1):
        m.box((sx * 0.27, BASE_H + 0.54, 0.04), (0.13, 0.28, 0.13), SKIN)            # arms
        m.box((sx * 0.27, BASE_H + 0.42, 0.08), (0.14, 0.07, 0.14), LEATHER)          # bracers
    hy = BASE_H + 0.83
    m.sphere((0, hy, 0), 0.13, SKIN, rings=5, segments=10)
    m.sphere((0, hy + 0.02, -0.05), 0.14, HAIR_RED, rings=4, segments=10, scale=(1.05, 1, 0.9))
    m.box((0, hy - 0.09, 0.08), (0.16, 0.12, 0.08), HAIR_RED)                         # beard
    for sx in (-1, 1):
        m.box((sx * 0.045, hy + 0.01, 0.125), (0.035, 0.018, 0.01), (0.05, 0.05, 0.05))
    return m, {"r": (0.27, BASE_H + 0.38, 0.13), "l": (-0.27, BASE_H + 0.38, 0.13),
               "head": (0, hy + 0.06, 0), "scale": 1.0}


def killer(color):
    m = MeshData()
    _legs(m, DARK, 0.07, 0.32, w=0.08)
    m.prism((0, BASE_H + 0.3, 0), 0.13, 0.34, palette.scale(DARK, 1.5), sides=8,
            radius_top=0.16, rot=math.pi / 8)
    m.prism((0, BASE_H + 0.38, 0), 0.145, 0.06, color, sides=8, rot=math.pi / 8)       # sash
    m.box((0.1, BASE_H + 0.28, 0.1), (0.05, 0.16, 0.03), color)                        # sash end
    for sx in (-1, 1):
        m.box((sx * 0.19, BASE_H + 0.5, 0.05), (0.08, 0.24, 0.08), palette.scale(DARK, 1.4))
    hy = BASE_H + 0.77
    m.sphere((0, hy, -0.01), 0.12, DARK, rings=5, segments=10, scale=(1, 1.08, 1))     # hood
    m.prism((0, hy + 0.02, -0.09), 0.07, 0.17, DARK, sides=6, radius_top=0.0)
    m.box((0, hy + 0.005, 0.1), (0.15, 0.04, 0.04), SKIN)                               # eyes
    m.box((0, hy - 0.055, 0.095), (0.17, 0.07, 0.05), color)                            # mask
    m.prism((0, hy - 0.12, 0), 0.12, 0.05, color, sides=8)                              # scarf
    for sx in (-1, 1):
        m.box((sx * 0.04, hy + 0.006, 0.122), (0.03, 0.016, 0.01), (0.05, 0.05, 0.05))
    return m, {"r": (0.19, BASE_H + 0.37, 0.12), "l": (-0.19, BASE_H + 0.37, 0.12),
               "head": (0, hy + 0.05, 0), "scale": 1.0}


def swordswoman(color):
    m = MeshData()
    _legs(m, LEATHER, 0.06, 0.3, w=0.075)
    m.prism((0, BASE_H + 0.16, 0), 0.2, 0.3, color, sides=10, radius_top=0.12)           # skirt
    m.prism((0, BASE_H + 0.44, 0), 0.12, 0.2, LEATHER, sides=8, radius_top=0.14)        # bodice
    m.prism((0, BASE_H + 0.44, 0), 0.125, 0.04, palette.GOLD, sides=8)                   # belt
    m.prism((0, BASE_H + 0.62, 0), 0.15, 0.05, color, sides=8, radius_top=0.1)          # shoulders
    for sx in (-1, 1):
        m.box((sx * 0.18, BASE_H + 0.52, 0.05), (0.065, 0.24, 0.07), SKIN)
    hy = BASE_H + 0.79
    m.sphere((0, hy, 0), 0.11, SKIN, rings=5, segments=10)
    m.sphere((0, hy + 0.03, -0.03), 0.118, HAIR_BLOND, rings=4, segments=10, scale=(1, 0.85, 1))
    m.box((0, hy - 0.14, -0.12), (0.06, 0.3, 0.05), HAIR_BLOND)                          # braid
    for sx in (-1, 1):
        m.box((sx * 0.04, hy + 0.0, 0.104), (0.032, 0.016, 0.01), (0.05, 0.05, 0.05))
    return m, {"r": (0.18, BASE_H + 0.4, 0.12), "l": (-0.18, BASE_H + 0.4, 0.12),
               "head": (0, hy + 0.05, 0), "scale": 1.0}


def goblin(color):
    m = MeshData()
    _legs(m, GOBLIN_SKIN, 0.07, 0.16, w=0.07, boot=LEATHER)
    m.prism((0, BASE_H + 0.14, 0.0), 0.15, 0.24, color, sides=8, radius_top=0.12)        # tunic
    m.prism((0, BASE_H + 0.2, 0), 0.155, 0.035, LEATHER, sides=8)
    for sx in (-1, 1):
        m.box((sx * 0.16, BASE_H + 0.28, 0.06), (0.06, 0.18, 0.06), GOBLIN_SKIN)
    hy = BASE_H + 0.48
    m.sphere((0, hy, 0.04), 0.13, GOBLIN_SKIN, rings=5, segments=10, scale=(1, 0.9, 1))
    for sx in (-1, 1):                                                                     # ears
        m.add_poly([(sx * 0.1, hy + 0.04, 0.04), (sx * 0.3, hy + 0.12, 0.0),
                    (sx * 0.1, hy - 0.03, 0.0)][:: sx], GOBLIN_SKIN, True, None)
        m.add_poly([(sx * 0.1, hy + 0.04, 0.04), (sx * 0.3, hy + 0.12, 0.0),
                    (sx * 0.1, hy - 0.03, 0.0)][:: -sx], palette.scale(GOBLIN_SKIN, 0.8), True, None)
        m.box((sx * 0.05, hy + 0.03, 0.16), (0.045, 0.03, 0.01), (0.95, 0.85, 0.2))      # eyes
    m.prism((0, hy + 0.1, 0.02), 0.08, 0.08, palette.scale(color, 0.7), sides=6, radius_top=0.0)
    m.box((0, hy - 0.06, 0.15), (0.03, 0.05, 0.05), palette.scale(GOBLIN_SKIN, 0.8))      # nose
    return m, {"r": (0.16, BASE_H + 0.2, 0.1), "l": (-0.16, BASE_H + 0.2, 0.1),
               "head": (0, hy + 0.05, 0.04), "scale": 1.0}


BODIES = {"barbarian": barbarian, "killer": killer, "swordswoman": swordswoman, "goblins": goblin}
HEIGHTS = {"barbarian": 1.05, "killer": 0.95, "swordswoman": 0.95, "goblins": 0.68}


def _hand_item(name: str, at, side: int) -> MeshData:
    it = item_mesh(name)
    if is_shield(name):
        # the shield's face toward the enemy, on the outside of the arm
        return _place(it, (at[0] + side * 0.05, at[1] + 0.08, at[2] + 0.06), pitch=-90)
    if name == "Cloak":
        return _place(it, at)
    return _place(it, at, pitch=35, yaw=-side * 8)


@lru_cache(maxsize=128)
def body_mesh(character: str, color: tuple, hands: tuple = (None, None), worn: tuple = ()) -> MeshData:
    """The figure without its base. hands: (right item NAME or None, left item NAME or None);
    a two-handed item is given once (the other hand None) and drawn across both hands."""
    color = tuple(color[:3])
    m, anchors = BODIES.get(character, killer)(color)
    r, left = anchors["r"], anchors["l"]
    names = [h for h in hands]
    two = [n for n in names if n in ("Chain", "Sabres")]
    if "Sabres" in two:
        m.extend(_hand_item("Sabres", r, 1))
        m.extend(_hand_item("Sabres", left, -1))
    elif "Chain" in two:
        # held in both hands: a sagging chain between the fists
        for i in range(9):
            u = i / 8
            x = r[0] + (left[0] - r[0]) * u
            y = r[1] - 0.12 * math.sin(math.pi * u)
            m.box((x, y, r[2] + 0.04), (0.06, 0.035, 0.035) if i % 2 else (0.035, 0.06, 0.035),
                  palette.STEEL)
    for name, at, side in ((names[0], r, 1), (names[1] if len(names) > 1 else None, left, -1)):
        if name and name not in two:
            m.extend(_hand_item(name, at, side))
    if "Helmet" in worn:
        m.extend(_place(item_mesh("Helmet"), anchors["head"]))
    return m


def figure_height(character: str) -> float:
    return HEIGHTS.get(character, 0.95)
