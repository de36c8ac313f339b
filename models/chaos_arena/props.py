"""Cards, dice, item icons and small markers for the Chaos Arena table.

Cards lie flat (x across, z along, y up; 0.5 x 0.7) with the back on top when `face_up` is
False: spell backs carry the side's colour and an eight-pointed star (the Octo Altar's), Chaos
Card backs are violet with a swirl. A die shows `value` on its top face. Item icons are small
recognisable shapes (sword, hammer, gun, book, potion...) about 0.3 across, for hovering beside
the figure that carries the item.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models.chaos_arena import colors as C
from models.chaos_arena.terrain import flat, mix
from models.meshkit import MeshData as Mesh
from models.meshkit import MeshData, poly_normal

CARD_W, CARD_L, CARD_T = 0.5, 0.7, 0.025


@lru_cache(maxsize=32)
def card(back: tuple, face: tuple = C.CARD_FACE, band: tuple = C.CARD_TYPE["spell"],
         emblem: str = "star") -> MeshData:
    """A card whose back (up, +y) is `back`; its face (down, -y) is parchment with a coloured
    band. Flip it (rotation_z 180) to show the face."""
    m = Mesh()
    hw, hl, t = CARD_W / 2, CARD_L / 2, CARD_T
    m.box((0, 0, 0), (CARD_W, t, CARD_L), mix(back, (0, 0, 0), 0.3), top_color=back)
    y = t / 2 + 0.002
    # the back: a gold border and an emblem
    for (x0, z0, x1, z1) in ((-hw + 0.03, -hl + 0.03, hw - 0.03, -hl + 0.06),
                             (-hw + 0.03, hl - 0.06, hw - 0.03, hl - 0.03),
                             (-hw + 0.03, -hl + 0.03, -hw + 0.06, hl - 0.03),
                             (hw - 0.06, -hl + 0.03, hw - 0.03, hl - 0.03)):
        flat(m, [(x0, z0), (x1, z0), (x1, z1), (x0, z1)], y, C.GOLD)
    if emblem == "star":
        pts = []
        for i in range(16):
            a = math.pi * i / 8
            r = 0.17 if i % 2 == 0 else 0.08
            pts.append((r * math.sin(a), r * math.cos(a)))
        for i in range(16):
            flat(m, [(0.0, 0.0), pts[i], pts[(i + 1) % 16]], y + 0.001, C.GOLD)
    else:
        for k in range(3):
            r0 = 0.05 + 0.05 * k
            for i in range(10):
                a0, a1 = 2 * math.pi * i / 10 + k, 2 * math.pi * (i + 0.6) / 10 + k
                flat(m, [(r0 * math.sin(a0), r0 * math.cos(a0)), (r0 * math.sin(a1), r0 * math.cos(a1)),
                         ((r0 + 0.03) * math.sin(a1), (r0 + 0.03) * math.cos(a1))], y + 0.001,
                     mix(C.GOLD, (1, 0.6, 1), 0.4))
    # the face, underneath: parchment with a band (normals down)
    yb = -t / 2 - 0.002

    def under(pts, col):
        # listed like a top face, reversed: it faces down
        m.add_poly([(x, yb, z) for x, z in reversed(pts)], col, False, (0, -1, 0))
    under([(-hw + 0.02, -hl + 0.02), (-hw + 0.02, hl - 0.02), (hw - 0.02, hl - 0.02),
           (hw - 0.02, -hl + 0.02)], face)
    yb -= 0.001
    under([(-hw + 0.04, hl - 0.2), (-hw + 0.04, hl - 0.04), (hw - 0.04, hl - 0.04),
           (hw - 0.04, hl - 0.2)], band)
    return m


def spell_card(side_col) -> MeshData:
    return card(tuple(side_col[:3]), C.CARD_FACE, C.CARD_TYPE["spell"], "star")


def chaos_card(kind: str = "special") -> MeshData:
    return card(C.CHAOS_BACK, C.CARD_FACE, C.CARD_TYPE.get(kind, C.CARD_TYPE["special"]), "swirl")


def deck(n: int, back=C.CHAOS_BACK) -> MeshData:
    """A pile of n cards (at least one drawn thin so an empty deck still shows a mat)."""
    m = Mesh()
    h = 0.012 * max(1, n)
    m.box((0, h / 2, 0), (CARD_W, h, CARD_L), mix(back, (0, 0, 0), 0.45), top_color=back)
    top_card = card(back, emblem="swirl" if back == C.CHAOS_BACK else "star")
    m.extend(top_card, offset=(0, h, 0))
    return m


# ---------------------------------------------------------------- dice

# pip positions on a face, in (u, v) from -1..1
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
        6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}


@lru_cache(maxsize=24)
def die(value: int, body=C.DIE, pip=C.PIP, s: float = 0.3) -> MeshData:
    """A die with `value` on top (and 7 - value underneath); faces are pipped."""
    value = max(1, min(6, int(value)))
    m = Mesh()
    m.box((0, 0, 0), (s, s, s), body)
    rest = [v for v in range(1, 7) if v not in (value, 7 - value)]
    faces = {(0, 1, 0): value, (0, -1, 0): 7 - value, (0, 0, -1): rest[0], (0, 0, 1): 7 - rest[0],
             (1, 0, 0): rest[1], (-1, 0, 0): 7 - rest[1]}
    h = s / 2 + 0.003
    r = s * 0.09
    g = s * 0.26
    for n, v in faces.items():
        for (u, w) in PIPS[v]:
            if n[1]:
                c = (u * g, h * n[1], w * g)
                pts = [(c[0] + r * math.cos(a), c[1], c[2] + r * math.sin(a)) for a in _ang()]
            elif n[2]:
                c = (u * g, w * g, h * n[2])
                pts = [(c[0] + r * math.cos(a), c[1] + r * math.sin(a), c[2]) for a in _ang()]
            else:
                c = (h * n[0], u * g, w * g)
                pts = [(c[0], c[1] + r * math.cos(a), c[2] + r * math.sin(a)) for a in _ang()]
            nn = poly_normal(pts)
            if sum(a * b for a, b in zip(nn, n)) < 0:
                pts = pts[::-1]
            m.add_poly(pts, pip, True, n)
    return m


def _ang():
    return [2 * math.pi * i / 6 for i in range(6)]


# ---------------------------------------------------------------- items

ITEM_SHAPES = {
    "light-elfy-sword": "sword", "giant-flaming-sword": "flaming", "big-hamma": "hammer",
    "dwarven-axe": "axe", "lazer-bolt-gun": "gun", "three-arrows": "arrows",
    "spellbook": "book", "soggy-matches": "book", "bad-evil-drugs": "pills",
    "healing-potion": "potion", "glovvies": "glove", "weights-of-sin": "weight",
    "object-of-fascination": "orb", "ring-of-levitation": "ring", "boots-of-bounding": "boot",
    "troll-hide-shield": "shield", "eagle-eye-lens": "lens", "cloak-of-shadows": "cloak",
    "elven-cloak-pin": "pin", "kitschy-souvenir": "souvenir",
}


@lru_cache(maxsize=32)
def item_icon(card_id: str) -> MeshData:
    """An upright icon (in the x-y plane, thickness in z) about 0.3 tall, on a gold disc."""
    shape = ITEM_SHAPES.get(card_id, "gem")
    m = Mesh()
    m.prism((0, -0.2, 0), 0.12, 0.03, C.GOLD, sides=10)
    st, dk = C.STEEL, C.DARK
    if shape in ("sword", "flaming"):
        blade = (1.0, 0.55, 0.15) if shape == "flaming" else (0.85, 0.95, 1.0)
        m.box((0, 0.05, 0), (0.05, 0.3, 0.02), blade)
        m.box((0, -0.1, 0), (0.16, 0.03, 0.03), C.GOLD)
        m.box((0, -0.15, 0), (0.035, 0.07, 0.03), dk)
    elif shape == "hammer":
        m.box((0, -0.03, 0), (0.04, 0.3, 0.04), C.WOOD)
        m.box((0, 0.12, 0), (0.24, 0.12, 0.12), st)
    elif shape == "axe":
        m.box((0, -0.03, 0), (0.04, 0.3, 0.04), C.WOOD)
        m.add_poly([(0.02, 0.02, 0.02), (0.02, 0.2, 0.02), (0.15, 0.25, 0.02), (0.15, -0.03, 0.02)],
                   st, True, (0, 0, 1))
        m.add_poly([(0.15, -0.03, -0.02), (0.15, 0.25, -0.02), (0.02, 0.2, -0.02), (0.02, 0.02, -0.02)],
                   st, True, (0, 0, -1))
    elif shape == "gun":
        m.box((0, 0.05, 0), (0.28, 0.08, 0.06), (0.75, 0.2, 0.25))
        m.box((0.15, 0.05, 0), (0.06, 0.04, 0.04), (0.3, 1.0, 0.5))
        m.box((-0.08, -0.04, 0), (0.06, 0.13, 0.05), dk)
    elif shape == "arrows":
        for k in range(3):
            m.box(((k - 1) * 0.06, 0.02, 0), (0.02, 0.34, 0.02), C.WOOD)
            m.prism(((k - 1) * 0.06, 0.18, 0), 0.025, 0.06, st, sides=4, radius_top=0.0)
    elif shape == "book":
        m.box((0, 0.02, 0), (0.22, 0.28, 0.07), (0.55, 0.18, 0.15) if card_id == "spellbook" else (0.45, 0.42, 0.35))
        m.box((0.005, 0.02, 0), (0.2, 0.26, 0.075), (0.95, 0.92, 0.8))
        m.box((0, 0.08, 0.04), (0.08, 0.08, 0.01), C.GOLD)
    elif shape == "pills":
        m.prism((0, -0.17, 0), 0.08, 0.22, (0.95, 0.5, 0.8), sides=8)
        m.prism((0, 0.05, 0), 0.085, 0.05, (0.2, 0.8, 0.3), sides=8)
    elif shape == "potion":
        m.sphere((0, -0.04, 0), 0.1, (0.9, 0.2, 0.3), rings=4, segments=8)
        m.box((0, 0.1, 0), (0.05, 0.1, 0.05), (0.85, 0.9, 0.95))
    elif shape == "glove":
        m.box((0, -0.02, 0), (0.16, 0.18, 0.06), (0.95, 0.95, 0.9))
        for k in range(4):
            m.box((-0.06 + 0.04 * k, 0.12, 0), (0.03, 0.1, 0.05), (0.95, 0.95, 0.9))
    elif shape == "weight":
        m.sphere((0, -0.04, 0), 0.12, (0.18, 0.18, 0.2), rings=4, segments=8)
        m.box((0, 0.12, 0), (0.14, 0.04, 0.04), (0.18, 0.18, 0.2))
    elif shape == "orb":
        m.sphere((0, 0.0, 0), 0.12, (0.95, 0.4, 0.95), rings=4, segments=8, shade=False)
    elif shape == "ring":
        for i in range(10):
            a0, a1 = 2 * math.pi * i / 10, 2 * math.pi * (i + 1) / 10
            mx, my = 0.1 * (math.sin(a0) + math.sin(a1)) / 2, 0.1 * (math.cos(a0) + math.cos(a1)) / 2
            m.box((mx, my, 0), (0.05, 0.05, 0.04), C.GOLD)
        m.sphere((0, 0.12, 0), 0.045, (0.4, 0.9, 1.0), rings=3, segments=6, shade=False)
    elif shape == "boot":
        m.box((0, 0.02, 0), (0.1, 0.24, 0.09), (0.45, 0.28, 0.15))
        m.box((0.06, -0.12, 0), (0.2, 0.07, 0.09), (0.45, 0.28, 0.15))
    elif shape == "shield":
        m.box((0, 0.02, 0), (0.22, 0.28, 0.04), (0.35, 0.5, 0.25))
        m.box((0, 0.02, 0.025), (0.06, 0.06, 0.02), st)
    elif shape == "lens":
        m.prism((0, 0.05, 0), 0.1, 0.03, (0.7, 0.95, 1.0), sides=10)
        m.box((0, -0.1, 0), (0.04, 0.15, 0.04), C.WOOD)
    elif shape == "cloak":
        m.prism((0, -0.15, 0), 0.14, 0.3, (0.15, 0.15, 0.25), sides=6, radius_top=0.04)
    elif shape == "pin":
        m.sphere((0, 0.02, 0), 0.08, (0.4, 0.85, 0.45), rings=3, segments=6)
    elif shape == "souvenir":
        m.prism((0, -0.17, 0), 0.08, 0.05, (1.0, 0.5, 0.75), sides=6)
        m.sphere((0, -0.02, 0), 0.08, (1.0, 0.6, 0.8), rings=3, segments=6)
        m.sphere((0, 0.1, 0), 0.05, (1.0, 0.6, 0.8), rings=3, segments=6)
    else:
        m.sphere((0, 0.0, 0), 0.1, (0.4, 0.9, 0.95), rings=2, segments=6, shade=False)
    return m


# ---------------------------------------------------------------- markers and effects

@lru_cache(maxsize=8)
def arrow_mesh(lazer: bool = False, scale: float = 1.0) -> MeshData:
    """An arrow along +z (or a lazer bolt), `scale` times life size (to read from afar)."""
    if scale != 1.0:
        return arrow_mesh(lazer).transformed(lambda v: (v[0] * scale, v[1] * scale, v[2] * scale))
    m = Mesh()
    if lazer:
        m.box((0, 0, 0), (0.06, 0.06, 0.6), (0.4, 1.0, 0.5))
        m.box((0, 0, 0), (0.03, 0.03, 0.7), (0.9, 1.0, 0.9))
        return m
    # the head is built upright (y); lay it along z
    head = Mesh()
    head.prism((0, 0, 0), 0.05, 0.12, C.STEEL, sides=4, radius_top=0.0)
    out = Mesh()
    out.box((0, 0, 0), (0.03, 0.03, 0.6), C.WOOD)
    out.extend(head.transformed(lambda v: (v[0], -v[2], 0.3 + v[1])))
    for s in (-1, 1):
        out.box((s * 0.03, 0, -0.26), (0.05, 0.01, 0.09), (0.95, 0.95, 0.9))
    return out


@lru_cache(maxsize=1)
def wound_badge() -> MeshData:
    """A white disc with a red cross, upright (x-y plane, facing -z: billboard it)."""
    m = Mesh()
    pts = [(0.16 * math.cos(2 * math.pi * i / 14), 0.16 * math.sin(2 * math.pi * i / 14)) for i in range(14)]
    m.add_poly([(x, y, 0.0) for x, y in pts], (0.97, 0.97, 0.95), False, (0, 0, -1))
    for (w, h) in ((0.2, 0.06), (0.06, 0.2)):
        m.add_poly([(-w / 2, -h / 2, -0.005), (-w / 2, h / 2, -0.005), (w / 2, h / 2, -0.005),
                    (w / 2, -h / 2, -0.005)], C.WOUND, False, (0, 0, -1))
    return m


def disc(r: float, col, sides=18) -> MeshData:
    m = Mesh()
    m.prism((0, 0, 0), r, 0.01, col, sides=sides, shade=False)
    return m


def ball(r: float, col, shade=False) -> MeshData:
    m = Mesh()
    m.sphere((0, 0, 0), r, col, rings=4, segments=8, shade=shade)
    return m


def bolt(length: float, col=(0.75, 0.85, 1.0), seed: int = 0) -> MeshData:
    """A jagged lightning bolt from y = 0 up to y = length."""
    m = Mesh()
    n = 7
    x = 0.0
    prev = (0.0, 0.0)
    for i in range(1, n + 1):
        y = length * i / n
        x = 0.0 if i == n else 0.18 * math.sin(seed * 7 + i * 2.3)
        mx, my = (prev[0] + x) / 2, (prev[1] + y) / 2
        ln = math.hypot(x - prev[0], y - prev[1])
        ang = math.degrees(math.atan2(x - prev[0], y - prev[1]))
        seg = Mesh()
        seg.box((0, 0, 0), (0.07, ln, 0.07), col)
        s, c = math.sin(math.radians(-ang)), math.cos(math.radians(-ang))
        m.extend(seg.transformed(lambda v, s=s, c=c, mx=mx, my=my: (v[0] * c - v[1] * s + mx,
                                                                     v[0] * s + v[1] * c + my, v[2])))
        prev = (x, y)
    return m


def dome(r: float, col) -> MeshData:
    """A half shell (Tortuga's Testudo, missile cover)."""
    m = Mesh()
    rings, seg = 3, 10
    for i in range(rings):
        t0, t1 = (math.pi / 2) * i / rings, (math.pi / 2) * (i + 1) / rings
        for j in range(seg):
            p0, p1 = 2 * math.pi * j / seg, 2 * math.pi * (j + 1) / seg

            def pt(t, p):
                return (r * math.cos(t) * math.sin(p), r * math.sin(t), r * math.cos(t) * math.cos(p))
            quad = [pt(t0, p0), pt(t1, p0), pt(t1, p1), pt(t0, p1)]
            m.add_poly(quad, col, True, None)
            m.add_poly(quad[::-1], col, True, None)
    return m
