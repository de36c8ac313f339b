"""The ceremony's figures, one baked mesh each (cached by look).

Local frame: origin at the centre of the base on the sand, facing +z. What tells them apart:
- gladiators (~0.95 tall): a tunic in the side colour, a crested helmet when the head is
  armoured (bare head with hair otherwise), chest/arm/leg armour in the armour's colour
  (leather brown, chain grey, plate bright), the weapon in the right hand, a bow or crossbow
  on the back; a bright facing arrow on the base;
- dwarves (~0.62 tall): squat and broad, a big beard, a horned helmet, a facing arrow;
- the war dogs (no facing: no arrow): PAIN rust-red with a spiked collar, HUNGER grey in a
  chain coat, DESPAIR black; the tiger TERROR big, orange, striped, with sabre teeth; the
  ape-man FATE hunched, dark, with long arms;
- the base disc (and collars, crests) in the figure's side colour.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import palette
from models.ceremony import colors as C
from models.meshkit import MeshData
from models.meshkit import place

BASE_H = 0.06
BASE_R = {"gladiator": 0.33, "dwarf": 0.29, "dog": 0.30, "tiger": 0.40, "ape": 0.36}
HEIGHT = {"gladiator": 0.98, "dwarf": 0.66, "dog": 0.46, "tiger": 0.60, "ape": 0.92}
WARRIORS = ("gladiator", "dwarf")





def base(color, r: float, arrow: bool) -> MeshData:
    m = MeshData()
    m.prism((0, 0, 0), r, BASE_H, palette.scale(color, 0.8), sides=18, top_color=color)
    m.prism((0, 0.001, 0), r * 0.72, BASE_H + 0.004, palette.scale(color, 0.62), sides=18)
    if arrow:
        y = BASE_H + 0.008
        tip = r + 0.08
        m.add_poly([(-0.16, y, r * 0.45), (0.0, y, tip), (0.16, y, r * 0.45)], palette.ARROW, True, (0, 1, 0))
        m.add_poly([(-0.16, y, r * 0.45), (-0.16, 0.0, r * 0.45), (0.0, 0.0, tip), (0.0, y, tip)],
                   palette.scale(palette.ARROW, 0.7), True, None)
        m.add_poly([(0.0, y, tip), (0.0, 0.0, tip), (0.16, 0.0, r * 0.45), (0.16, y, r * 0.45)],
                   palette.scale(palette.ARROW, 0.7), True, None)
    return m


# ---------------------------------------------------------------- weapons (along +z from the grip)

def weapon(kind: str | None) -> MeshData:
    m = MeshData()
    S, D, W, G = palette.STEEL, palette.CLOTH_DARK, palette.WOOD, palette.GOLD
    if kind in (None, "fists"):
        return m
    if kind == "dagger":
        m.box((0, 0, -0.02), (0.04, 0.04, 0.07), D)
        m.box((0, 0, 0.02), (0.10, 0.025, 0.025), G)
        m.box((0, 0, 0.11), (0.035, 0.015, 0.17), S)
    elif kind == "short_sword":
        m.box((0, 0, -0.03), (0.045, 0.045, 0.09), D)
        m.box((0, 0, 0.02), (0.13, 0.03, 0.03), G)
        m.box((0, 0, 0.17), (0.05, 0.016, 0.28), S)
    elif kind == "sword":
        m.box((0, 0, -0.03), (0.045, 0.045, 0.10), D)
        m.box((0, 0, 0.025), (0.15, 0.03, 0.03), G)
        m.box((0, 0, 0.25), (0.04, 0.018, 0.42), S)
    elif kind == "greatsword":
        m.box((0, 0, -0.07), (0.045, 0.045, 0.18), D)
        m.box((0, 0, 0.03), (0.22, 0.035, 0.035), G)
        m.box((0, 0, 0.36), (0.055, 0.02, 0.62), S)
    elif kind == "mace":
        m.box((0, 0, 0.12), (0.035, 0.035, 0.30), W)
        m.sphere((0, 0, 0.30), 0.075, palette.STEEL_DARK, rings=4, segments=8)
        for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            m.box((d[0] * 0.08, d[1] * 0.08, 0.30), (0.03, 0.03, 0.03), S)
    elif kind == "axe":
        m.box((0, 0, 0.16), (0.035, 0.035, 0.40), W)
        m.add_poly([(0.02, 0.0, 0.26), (0.02, 0.0, 0.36), (0.17, 0.0, 0.42), (0.17, 0.0, 0.22)], S, True, (0, 1, 0))
        m.add_poly([(0.17, 0.0, 0.22), (0.17, 0.0, 0.42), (0.02, 0.0, 0.36), (0.02, 0.0, 0.26)], S, True, (0, -1, 0))
        m.box((0.07, 0, 0.32), (0.12, 0.02, 0.12), S)
    elif kind == "spear":
        m.box((0, 0, 0.30), (0.03, 0.03, 0.95), W)
        spear_head(m, 0.76)
    elif kind == "halberd":
        m.box((0, 0, 0.30), (0.032, 0.032, 1.0), W)
        m.box((0, 0, 0.84), (0.03, 0.03, 0.16), S)
        m.box((0.08, 0, 0.72), (0.14, 0.02, 0.16), S)
        m.box((-0.05, 0, 0.72), (0.08, 0.02, 0.04), S)
    elif kind == "bow":
        for i in range(8):
            a0, a1 = math.radians(-70 + 17.5 * i), math.radians(-70 + 17.5 * (i + 1))
            p0 = (0.0, 0.32 * math.sin(a0), 0.10 * math.cos(a0))
            p1 = (0.0, 0.32 * math.sin(a1), 0.10 * math.cos(a1))
            mid = tuple((p0[k] + p1[k]) / 2 for k in range(3))
            m.box(mid, (0.025, abs(p1[1] - p0[1]) + 0.02, 0.03), W)
        m.box((0, 0, 0.03), (0.008, 0.60, 0.008), palette.ARROW)
    elif kind == "crossbow":
        m.box((0, 0, 0.10), (0.05, 0.05, 0.36), W)
        m.box((0, 0, 0.26), (0.42, 0.03, 0.04), palette.STEEL_DARK)
        m.box((0, 0.035, 0.12), (0.01, 0.01, 0.28), palette.ARROW)
    else:
        m.box((0, 0, 0.18), (0.04, 0.04, 0.36), S)
    return m


RANGED = ("bow", "crossbow")


def spear_head(m: MeshData, z: float) -> None:
    m.add_poly([(-0.045, 0, z), (0, 0, z + 0.18), (0.045, 0, z)], palette.STEEL, True, (0, 1, 0))
    m.add_poly([(0.045, 0, z), (0, 0, z + 0.18), (-0.045, 0, z)], palette.STEEL, True, (0, -1, 0))


# ---------------------------------------------------------------- bodies

def _armour_col(armour: dict, loc: str):
    kinds = armour.get(loc) or ()
    for k in ("plate", "chain", "leather"):
        if k in kinds:
            return C.ARMOUR[k]
    return None


def gladiator_body(color, armour: dict) -> MeshData:
    m = MeshData()
    skin = C.SKIN
    tunic = palette.scale(color, 0.95)
    # legs with sandals; greaves if armoured
    for sx, loc in ((-1, "left_leg"), (1, "right_leg")):
        m.box((sx * 0.08, 0.22, 0.0), (0.09, 0.30, 0.10), skin)
        g = _armour_col(armour, loc)
        if g:
            m.box((sx * 0.08, 0.20, 0.012), (0.105, 0.18, 0.11), g)
        m.box((sx * 0.08, BASE_H + 0.02, 0.03), (0.10, 0.04, 0.16), palette.WOOD)
    # tunic skirt and torso
    m.prism((0, 0.30, 0), 0.17, 0.14, tunic, sides=10, radius_top=0.14)
    m.box((0, 0.53, 0), (0.32, 0.28, 0.19), tunic)
    chest = _armour_col(armour, "torso")
    if chest:
        m.box((0, 0.55, 0.0), (0.34, 0.24, 0.21), chest)
        if chest == C.ARMOUR["chain"]:
            for k in range(4):
                m.box((0, 0.46 + k * 0.05, 0.107), (0.30, 0.008, 0.006), palette.scale(chest, 0.7), shade=False)
    m.box((0, 0.43, 0), (0.33, 0.05, 0.21), palette.CLOTH_DARK)                  # belt
    m.box((0, 0.43, 0.108), (0.06, 0.045, 0.01), palette.GOLD)
    # arms, bracers if armoured; a pauldron on the weapon arm in the side colour
    for sx, loc in ((-1, "left_arm"), (1, "right_arm")):
        m.box((sx * 0.2, 0.53, 0.05), (0.08, 0.24, 0.09), skin)
        b = _armour_col(armour, loc)
        if b:
            m.box((sx * 0.2, 0.48, 0.06), (0.095, 0.12, 0.10), b)
    m.box((0.2, 0.66, 0.0), (0.14, 0.07, 0.17), palette.scale(color, 0.75),
          top_color=palette.scale(color, 1.1))
    # head: helmet with a crest in the side colour, or bare with hair
    m.sphere((0, 0.78, 0), 0.11, skin, rings=5, segments=10)
    helm = _armour_col(armour, "head")
    if helm:
        m.sphere((0, 0.80, -0.005), 0.122, helm, rings=4, segments=10, scale=(1, 0.95, 1))
        m.box((0, 0.77, 0.105), (0.14, 0.03, 0.03), palette.scale(helm, 0.6))       # visor slit
        # the crest hugs the helmet from brow to nape and hangs down behind (a plume), in
        # short steps: one straight box above the head read as a floating block
        for k in range(7):
            a = math.radians(-40 + k * 30)                 # from the brow over the top to the nape
            r = 0.122 + 0.03 - 0.004 * k
            h = 0.055 if k < 5 else 0.07
            m.box((0, 0.80 + r * math.cos(a), -0.005 - r * math.sin(a)), (0.035, h, 0.085),
                  color, top_color=palette.scale(color, 1.15))
    else:
        m.sphere((0, 0.82, -0.02), 0.105, (0.25, 0.16, 0.10), rings=4, segments=10, scale=(1, 0.8, 1))
        m.prism((0, 0.80, 0), 0.115, 0.03, color, sides=10)                          # headband
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.775, 0.105), (0.03, 0.015, 0.012), (0.05, 0.05, 0.05))
    return m


def dwarf_body(color, armour: dict) -> MeshData:
    m = MeshData()
    skin = C.SKIN
    coat = palette.scale(color, 0.95)
    for sx in (-1, 1):
        m.box((sx * 0.08, 0.13, 0.0), (0.1, 0.16, 0.12), palette.scale(color, 0.5))
        m.box((sx * 0.08, BASE_H + 0.025, 0.03), (0.12, 0.05, 0.17), (0.25, 0.17, 0.1))
    m.box((0, 0.32, 0), (0.34, 0.24, 0.24), coat)
    body = _armour_col(armour, "body")
    if body:
        m.box((0, 0.34, 0.0), (0.36, 0.18, 0.26), body)
    m.box((0, 0.22, 0), (0.35, 0.05, 0.25), palette.CLOTH_DARK)
    m.box((0, 0.22, 0.127), (0.06, 0.045, 0.01), palette.GOLD)
    for sx in (-1, 1):
        m.box((sx * 0.21, 0.33, 0.05), (0.09, 0.2, 0.1), coat)
        m.box((sx * 0.21, 0.23, 0.08), (0.08, 0.06, 0.08), skin)
    m.sphere((0, 0.52, 0), 0.11, skin, rings=5, segments=10)
    # the beard: a wide wedge down the chest
    beard = (0.86, 0.78, 0.62)
    m.box((0, 0.44, 0.09), (0.2, 0.14, 0.08), beard)
    m.box((0, 0.36, 0.125), (0.14, 0.08, 0.05), beard)
    m.box((0, 0.50, 0.11), (0.05, 0.03, 0.03), palette.scale(skin, 0.85))        # nose
    # horned helmet
    m.sphere((0, 0.56, -0.01), 0.12, palette.STEEL, rings=4, segments=10, scale=(1, 0.8, 1))
    m.box((0, 0.53, 0.0), (0.25, 0.03, 0.25), palette.STEEL_DARK)
    for sx in (-1, 1):
        horn = MeshData()
        horn.prism((0, 0, 0), 0.03, 0.14, (0.95, 0.92, 0.82), sides=6, radius_top=0.0)
        m.extend(place(horn, (sx * 0.11, 0.58, 0.0), roll=-sx * 50))
    m.prism((0, 0.64, -0.01), 0.03, 0.03, color, sides=6)
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.53, 0.105), (0.03, 0.015, 0.012), (0.05, 0.05, 0.05))
    return m


def dog_body(fur, collar, key: str) -> MeshData:
    m = MeshData()
    belly = palette.scale(fur, 1.15)
    m.box((0, 0.27, -0.02), (0.17, 0.16, 0.42), fur, top_color=palette.scale(fur, 1.1))
    for sx in (-1, 1):
        for sz in (-1, 1):
            m.box((sx * 0.055, 0.14, sz * 0.15 - 0.02), (0.05, 0.2, 0.06), palette.scale(fur, 0.85))
    m.box((0, 0.36, 0.22), (0.15, 0.14, 0.15), fur)                               # head
    m.box((0, 0.33, 0.32), (0.09, 0.07, 0.1), belly)                              # muzzle
    m.box((0, 0.35, 0.375), (0.04, 0.03, 0.02), (0.05, 0.05, 0.05))              # nose
    for sx in (-1, 1):
        m.box((sx * 0.05, 0.45, 0.19), (0.04, 0.06, 0.03), palette.scale(fur, 0.7))  # ears
        m.box((sx * 0.04, 0.39, 0.298), (0.025, 0.02, 0.01), (0.95, 0.85, 0.2))       # eyes
    tail = MeshData()
    tail.box((0, 0.09, 0), (0.035, 0.18, 0.035), fur)
    m.extend(place(tail, (0, 0.3, -0.23), pitch=-35))
    m.box((0, 0.33, 0.15), (0.17, 0.04, 0.05), collar)                             # collar
    if key == "pain":   # spiked collar
        for sx in (-1, 0, 1):
            m.prism((sx * 0.07, 0.35, 0.15), 0.015, 0.05, palette.STEEL, sides=4, radius_top=0.0)
    if key == "hunger":  # chain coat
        m.box((0, 0.285, -0.02), (0.185, 0.13, 0.3), C.ARMOUR["chain"])
        for k in range(4):
            m.box((0, 0.352, -0.14 + k * 0.08), (0.19, 0.006, 0.012), palette.scale(C.ARMOUR["chain"], 0.65), shade=False)
    return m


def tiger_body(collar) -> MeshData:
    m = MeshData()
    fur, belly, stripe = C.FUR["terror"], (0.96, 0.90, 0.78), (0.12, 0.08, 0.06)
    m.box((0, 0.36, -0.04), (0.27, 0.24, 0.62), fur, top_color=palette.scale(fur, 1.08))
    m.box((0, 0.27, -0.04), (0.22, 0.06, 0.56), belly)
    for k in range(5):
        m.box((0, 0.43, -0.28 + k * 0.11), (0.285, 0.05, 0.035), stripe, shade=False)
    for sx in (-1, 1):
        for sz in (-1, 1):
            m.box((sx * 0.09, 0.16, sz * 0.21 - 0.04), (0.08, 0.26, 0.09), palette.scale(fur, 0.9))
            m.box((sx * 0.09, BASE_H + 0.025, sz * 0.21 - 0.02), (0.09, 0.04, 0.11), belly)
    m.box((0, 0.47, 0.31), (0.23, 0.2, 0.18), fur)                                # head
    m.box((0, 0.42, 0.41), (0.14, 0.09, 0.08), belly)                             # muzzle
    m.box((0, 0.455, 0.452), (0.05, 0.03, 0.02), (0.15, 0.08, 0.08))
    for sx in (-1, 1):
        m.box((sx * 0.045, 0.33, 0.43), (0.025, 0.11, 0.025), (0.98, 0.97, 0.9))   # sabre teeth
        m.box((sx * 0.06, 0.52, 0.40), (0.04, 0.025, 0.01), (0.3, 0.9, 0.3))      # eyes
        m.box((sx * 0.08, 0.59, 0.28), (0.06, 0.06, 0.04), fur)                   # ears
    for k in range(2):
        m.box((0, 0.575, 0.26 + k * 0.06), (0.18, 0.012, 0.025), stripe, shade=False)
    tail = MeshData()
    tail.box((0, 0.15, 0), (0.05, 0.3, 0.05), fur)
    tail.box((0, 0.32, 0), (0.055, 0.06, 0.055), stripe)
    m.extend(place(tail, (0, 0.42, -0.34), pitch=-50))
    m.box((0, 0.43, 0.22), (0.25, 0.05, 0.06), collar)
    return m


def ape_body(collar) -> MeshData:
    m = MeshData()
    fur, face = C.FUR["fate"], (0.58, 0.44, 0.34)
    for sx in (-1, 1):
        m.box((sx * 0.1, 0.18, -0.02), (0.12, 0.26, 0.13), fur)
        m.box((sx * 0.1, BASE_H + 0.02, 0.02), (0.13, 0.04, 0.18), face)
    m.box((0, 0.47, 0.02), (0.42, 0.36, 0.28), fur, top_color=palette.scale(fur, 1.1))
    m.box((0, 0.47, 0.15), (0.26, 0.26, 0.04), palette.scale(face, 0.85))        # chest
    for sx in (-1, 1):   # long arms, knuckles down near the base
        m.box((sx * 0.27, 0.43, 0.09), (0.13, 0.40, 0.14), fur)
        m.box((sx * 0.27, 0.18, 0.12), (0.12, 0.12, 0.13), face)
    m.box((0, 0.70, 0.10), (0.21, 0.2, 0.19), fur)                                # head, low and forward
    m.box((0, 0.67, 0.19), (0.16, 0.12, 0.05), face)
    m.box((0, 0.74, 0.195), (0.18, 0.035, 0.05), palette.scale(fur, 0.6))        # brow
    for sx in (-1, 1):
        m.box((sx * 0.04, 0.70, 0.218), (0.03, 0.02, 0.01), (0.95, 0.75, 0.2))
    m.box((0, 0.62, 0.08), (0.25, 0.05, 0.2), collar)                             # iron collar, side colour
    return m


def _weapons(m: MeshData, weapons, hand_x: float, hand_y: float, back_z: float, back_y: float):
    melee = [w for w in weapons if w not in RANGED]
    ranged = [w for w in weapons if w in RANGED]
    if melee:
        w = melee[0]
        part = weapon(w)
        if w in ("spear", "halberd"):
            m.extend(place(part, (hand_x, hand_y, -0.15), pitch=12))
        else:
            m.extend(place(part, (hand_x, hand_y, 0.12), pitch=28))
    if len(melee) > 1:   # the second melee weapon in the left hand
        m.extend(place(weapon(melee[1]), (-hand_x, hand_y, 0.12), pitch=28))
    if ranged:
        r = weapon(ranged[0])
        if melee:
            m.extend(place(r, (0.0, back_y, back_z), yaw=90 if ranged[0] == "bow" else 0,
                           pitch=0 if ranged[0] == "bow" else -60))
        else:
            m.extend(place(r, (-hand_x, hand_y, 0.14), yaw=0))


@lru_cache(maxsize=128)
def _build(kind: str, key: str, color: tuple, weapons: tuple, armour: tuple) -> MeshData:
    arm = dict(armour)
    r = BASE_R.get(kind, 0.3)
    m = base(color, r, kind in WARRIORS)
    if kind == "gladiator":
        m.extend(gladiator_body(color, arm))
        _weapons(m, weapons, 0.2, 0.42, -0.13, 0.6)
    elif kind == "dwarf":
        m.extend(dwarf_body(color, arm))
        _weapons(m, weapons, 0.21, 0.24, -0.15, 0.38)
    elif kind == "dog":
        m.extend(dog_body(C.FUR.get(key, C.DOG_FUR), color, key))
    elif kind == "tiger":
        m.extend(tiger_body(color))
    elif kind == "ape":
        m.extend(ape_body(color))
    else:
        m.extend(gladiator_body(color, arm))
    return m


def build_figure(fig: dict, color) -> MeshData:
    """The figure of a view's figure dict (kind, id, weapons, armour) in `color`."""
    armour = tuple(sorted((k, tuple(v)) for k, v in (fig.get("armour") or {}).items()))
    return _build(str(fig.get("kind", "gladiator")), str(fig.get("id", "")),
                  tuple(round(c, 4) for c in color[:3]), tuple(fig.get("weapons") or ()), armour)


def figure_height(kind: str) -> float:
    return HEIGHT.get(kind, 0.9)
