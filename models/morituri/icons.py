"""Flat icons for the Morituri card faces (I.1, Fig. 1), as MeshData in the x-y plane facing
the camera (the UI): the axe with its three guesses, the attack frames (left part's shape =
type, colour = against what) and the little target figure.

Coordinates: x right, y up, z = 0; each icon is built around (0, 0) at unit size and scaled by
the caller. Faces are unlit (shade=False): cards are flat print.
"""
from __future__ import annotations

import math

from models.meshkit import MeshData

BLUE = (0.18, 0.38, 0.85)      # against Defence
RED = (0.82, 0.18, 0.14)       # against Strength
GREY = (0.50, 0.50, 0.52)      # against nothing
STEEL = (0.74, 0.77, 0.82)
STEEL_DARK = (0.38, 0.40, 0.45)
HAFT = (0.52, 0.34, 0.18)
INK = (0.12, 0.10, 0.09)
TARGET_BODY = (0.62, 0.62, 0.64)
TARGET_HIT = (0.88, 0.14, 0.12)

AGAINST_COLOURS = {"defence": (BLUE,), "strength": (RED,), "sum": (RED, BLUE), "none": (GREY,)}


def quad(m: MeshData, x0, y0, x1, y1, col, z=0.0):
    m.add_poly([(x0, y0, z), (x0, y1, z), (x1, y1, z), (x1, y0, z)], col, False)


def poly(m: MeshData, pts, col, z=0.0):
    """A convex polygon given counter-clockwise (maths order); drawn facing the camera."""
    m.add_poly([(x, y, z) for x, y in reversed(pts)], col, False)


def disc(m: MeshData, cx, cy, r, col, n=14, z=0.0):
    poly(m, [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
             for i in range(n)], col, z)


def axe(m: MeshData | None = None) -> MeshData:
    """The axe of guesses, about 1 tall: the blade (slash) on the right, the ball (contact) on
    the left, the spike (thrust) on top. Number spots: AXE_SPOTS."""
    m = m or MeshData()
    quad(m, -0.04, -0.5, 0.04, 0.36, HAFT)
    # blade: a fan to the right of the haft
    fan = [(0.04, 0.16)] + [(0.16 + 0.3 * math.cos(math.radians(a)), 0.16 + 0.3 * math.sin(math.radians(a)))
                            for a in range(-65, 70, 15)]
    poly(m, [(0.04, 0.0)] + fan[1:] + [(0.04, 0.32)], STEEL)
    # ball on the left
    disc(m, -0.22, 0.16, 0.16, STEEL, 14)
    quad(m, -0.1, 0.12, -0.03, 0.2, STEEL_DARK)
    # spike on top
    poly(m, [(-0.1, 0.36), (0.1, 0.36), (0.0, 0.66)], STEEL)
    return m


AXE_SPOTS = {"slash": (0.28, 0.16), "contact": (-0.22, 0.16), "thrust": (0.0, 0.47)}


def frame_left(m: MeshData, kind: str, col, x0=0.0, h=0.3) -> None:
    """The left part of an attack frame, width ~0.34, from x0, centred on y = 0."""
    y0, y1 = -h / 2, h / 2
    if kind == "slash":          # an axe blade: curved on the left
        pts = [(x0 + 0.34, y0), (x0 + 0.34, y1)]
        arc = [(x0 + 0.17 - 0.17 * math.cos(math.radians(a)), 0.0 + (h / 2 + 0.03) * math.sin(math.radians(a)))
               for a in range(90, -91, -20)]
        poly(m, [pts[0], pts[1]] + arc, col)
    elif kind == "thrust":       # an arrowhead pointing left
        poly(m, [(x0, 0.0), (x0 + 0.2, y0 - 0.03), (x0 + 0.34, y0), (x0 + 0.34, y1), (x0 + 0.2, y1 + 0.03)], col)
    elif kind == "contact":      # a ball
        disc(m, x0 + 0.17, 0.0, h / 2 + 0.02, col, 16)
        quad(m, x0 + 0.17, y0, x0 + 0.34, y1, col)
    else:                        # angular: a special attack described in the text (IV.10)
        poly(m, [(x0, y0 + 0.06), (x0 + 0.06, y0), (x0 + 0.34, y0), (x0 + 0.34, y1), (x0 + 0.06, y1),
                 (x0, y1 - 0.06)], col)


def attack_frame(kind: str, against: str, width: float = 1.3, h: float = 0.3) -> MeshData:
    """The whole frame: the shaped left part (type) and the right box, in the colour(s) of
    what the attack is against (blue Defence, red Strength, half red-blue the sum, grey
    nothing). The distance goes in the left part, the strength formula in the right box."""
    m = MeshData()
    cols = AGAINST_COLOURS.get(against, (GREY,))
    frame_left(m, kind, cols[0], 0.0, h)
    if len(cols) == 2:
        # half red-blue: the top half red, the bottom half blue
        quad(m, 0.36, 0.0, width, h / 2, cols[0])
        quad(m, 0.36, -h / 2, width, 0.0, cols[1])
    else:
        quad(m, 0.36, -h / 2, width, h / 2, cols[0])
    quad(m, 0.40, -h / 2 + 0.04, width - 0.04, h / 2 - 0.04, (0.06, 0.06, 0.08), z=-0.002)
    return m


def target_figure(part: str | None) -> MeshData:
    """A little grey man, about 0.6 tall, with the targeted part in red (IV.6)."""
    m = MeshData()

    def c(p):
        return TARGET_HIT if p == part else TARGET_BODY
    disc(m, 0.0, 0.22, 0.07, c("head"), 10)
    quad(m, -0.07, -0.05, 0.07, 0.14, c("body"))
    quad(m, -0.13, -0.02, -0.08, 0.14, c("arm"))
    quad(m, 0.08, -0.02, 0.13, 0.14, c("arm"))
    quad(m, -0.07, -0.3, -0.01, -0.06, c("legs"))
    quad(m, 0.01, -0.3, 0.07, -0.06, c("legs"))
    return m


def pips(value: int, size: float = 1.0, ivory=(0.96, 0.93, 0.84), ink=INK, cover: bool = False) -> MeshData:
    """A die face seen from above: `value` pips; cover=True draws the cup's top instead."""
    m = MeshData()
    s = size / 2
    quad(m, -s, -s, s, s, (0.25, 0.15, 0.08) if cover else ivory)
    if cover:
        disc(m, 0, 0, s * 0.8, (0.36, 0.22, 0.12), 16, z=-0.001)
        return m
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (-1, 1), (1, -1), (1, 1)], 5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)],
             6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}.get(int(value), [])
    for px, py in spots:
        disc(m, px * s * 0.55, py * s * 0.55, s * 0.16, ink, 10, z=-0.001)
    return m
