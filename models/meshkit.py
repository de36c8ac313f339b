"""A tiny mesh builder: vertices, vertex colours and triangles in numpy, with baked shading.

Everything the table draws is unlit (Ursina's default shader multiplies vertex colours), so
the lighting is baked here: each face gets a shade from its normal against one warm light,
plus whatever darkening (ambient occlusion) the caller passes per vertex. Coordinates are
Ursina's: x east (right), y up, z north (forward), left-handed.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from models import palette

# The one light: from the upper west-south-west, warm. Shadows lean north-east.
LIGHT = np.array([-0.55, 0.75, -0.38])
LIGHT = LIGHT / np.linalg.norm(LIGHT)
WARM = np.array([1.05, 1.0, 0.90])
COOL = np.array([0.88, 0.93, 1.06])


def face_shade(normal, ambient: float = 0.52) -> np.ndarray:
    """RGB multiplier for a face with this normal: lit faces warm, faces in shade cool."""
    n = np.asarray(normal, dtype=float)
    n = n / (np.linalg.norm(n) or 1.0)
    d = max(0.0, float(n @ LIGHT))
    k = ambient + (1.0 - ambient) * d
    tint = COOL + (WARM - COOL) * d
    return k * tint


_L = tuple(float(v) for v in LIGHT)
_W = tuple(float(v) for v in WARM)
_C = tuple(float(v) for v in COOL)


@lru_cache(maxsize=8192)
def _shade(nx: float, ny: float, nz: float) -> tuple[float, float, float]:
    """face_shade in plain floats, cached per (rounded) normal: building a board or a crowd is
    tens of thousands of polygons, and numpy calls per vertex dominated it."""
    ln = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    d = max(0.0, (nx * _L[0] + ny * _L[1] + nz * _L[2]) / ln)
    k = 0.52 + 0.48 * d
    return (k * (_C[0] + (_W[0] - _C[0]) * d), k * (_C[1] + (_W[1] - _C[1]) * d),
            k * (_C[2] + (_W[2] - _C[2]) * d))


def _normal3(p) -> tuple[float, float, float]:
    (ax, ay, az), (bx, by, bz), (cx, cy, cz) = p[0], p[1], p[2]
    ux, uy, uz = bx - ax, by - ay, bz - az
    vx, vy, vz = cx - ax, cy - ay, cz - az
    n = (uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    ln = math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
    return (n[0] / ln, n[1] / ln, n[2] / ln) if ln else (0.0, 1.0, 0.0)


def _clip(v: float) -> float:
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


class MeshData:
    """Growing lists of triangles with per-vertex RGBA colours."""

    def __init__(self):
        self._v: list[tuple] = []
        self._c: list[tuple] = []
        self._t: list[int] = []

    def __len__(self):
        return len(self._v)

    # ------------------------------------------------------------ primitives
    def add_poly(self, pts, colors, shade: bool = True, normal=None):
        """A convex polygon with one colour or a colour per point; fan-triangulated.

        Point order: clockwise seen from the front in the y-up-left frame (so the top of a box
        is (x0, z0), (x0, z1), (x1, z1), (x1, z0)); the front normal is (b - a) x (c - a)."""
        pts = [(float(p[0]), float(p[1]), float(p[2])) for p in pts]
        if shade:
            n = _normal3(pts) if normal is None else tuple(float(v) for v in normal)
            mult = _shade(round(n[0], 5), round(n[1], 5), round(n[2], 5))
        else:
            mult = (1.0, 1.0, 1.0)
        if len(colors) in (3, 4) and isinstance(colors[0], (int, float)):
            colors = [colors] * len(pts)
        base = len(self._v)
        for p, c in zip(pts, colors):
            self._v.append(p)
            self._c.append((_clip(c[0] * mult[0]), _clip(c[1] * mult[1]), _clip(c[2] * mult[2]),
                            float(c[3]) if len(c) > 3 else 1.0))
        for i in range(1, len(pts) - 1):
            self._t.extend((base, base + i + 1, base + i))  # Panda's front winding

    def box(self, center, size, color, shade=True, top_color=None):
        """An axis-aligned box (center x, y, z; size sx, sy, sz)."""
        cx, cy, cz = center
        hx, hy, hz = (s / 2 for s in size)
        x0, x1, y0, y1, z0, z1 = cx - hx, cx + hx, cy - hy, cy + hy, cz - hz, cz + hz
        top = top_color or color
        self.add_poly([(x0, y1, z0), (x0, y1, z1), (x1, y1, z1), (x1, y1, z0)], top, shade, (0, 1, 0))
        self.add_poly([(x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)], color, shade, (0, -1, 0))
        self.add_poly([(x0, y0, z0), (x0, y1, z0), (x1, y1, z0), (x1, y0, z0)], color, shade, (0, 0, -1))
        self.add_poly([(x1, y0, z1), (x1, y1, z1), (x0, y1, z1), (x0, y0, z1)], color, shade, (0, 0, 1))
        self.add_poly([(x0, y0, z1), (x0, y1, z1), (x0, y1, z0), (x0, y0, z0)], color, shade, (-1, 0, 0))
        self.add_poly([(x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)], color, shade, (1, 0, 0))

    def prism(self, center, radius, height, color, sides=8, radius_top=None, top_color=None,
              shade=True, rot=0.0):
        """A vertical n-sided prism / frustum (cylinder, cone when radius_top=0) standing on
        y = center[1]."""
        cx, cy, cz = center
        rt = radius if radius_top is None else radius_top
        ang = [rot + 2 * math.pi * i / sides for i in range(sides)]
        bot = [(cx + radius * math.sin(a), cy, cz + radius * math.cos(a)) for a in ang]
        top = [(cx + rt * math.sin(a), cy + height, cz + rt * math.cos(a)) for a in ang]
        for i in range(sides):
            j = (i + 1) % sides
            mid = (ang[i] + ang[j]) / 2
            n = (math.sin(mid), (radius - rt) / max(height, 1e-6), math.cos(mid))
            if rt > 1e-6:
                self.add_poly([bot[j], top[j], top[i], bot[i]], color, shade, n)
            else:
                self.add_poly([bot[j], top[i], bot[i]], color, shade, n)
        if rt > 1e-6:
            self.add_poly(top, top_color or color, shade, (0, 1, 0))
        self.add_poly(list(reversed(bot)), color, shade, (0, -1, 0))

    def sphere(self, center, radius, color, rings=5, segments=8, scale=(1, 1, 1), shade=True):
        """A low-poly UV sphere (optionally squashed by `scale`)."""
        cx, cy, cz = center
        sx, sy, sz = scale

        def pt(i, j):
            th = math.pi * i / rings
            ph = 2 * math.pi * j / segments
            return (cx + radius * sx * math.sin(th) * math.sin(ph), cy + radius * sy * math.cos(th),
                    cz + radius * sz * math.sin(th) * math.cos(ph))

        for i in range(rings):
            for j in range(segments):
                a, b, c, d = pt(i, j), pt(i + 1, j), pt(i + 1, j + 1), pt(i, j + 1)
                th = math.pi * (i + 0.5) / rings
                ph = 2 * math.pi * (j + 0.5) / segments
                n = (math.sin(th) * math.sin(ph), math.cos(th), math.sin(th) * math.cos(ph))
                if i == 0:
                    self.add_poly([a, b, c], color, shade, n)
                elif i == rings - 1:
                    self.add_poly([a, b, d], color, shade, n)
                else:
                    self.add_poly([a, b, c, d], color, shade, n)

    def extend(self, other: "MeshData", offset=(0.0, 0.0, 0.0), yaw_deg: float = 0.0):
        """Append another mesh, rotated about y by yaw (clockwise from above) then moved."""
        base = len(self._v)
        s, c = math.sin(math.radians(yaw_deg)), math.cos(math.radians(yaw_deg))
        ox, oy, oz = offset
        for (x, y, z) in other._v:
            self._v.append((x * c + z * s + ox, y + oy, -x * s + z * c + oz))
        self._c.extend(other._c)
        self._t.extend(i + base for i in other._t)

    def transformed(self, fn) -> "MeshData":
        """A copy with every vertex passed through fn((x, y, z)) -> (x, y, z)."""
        out = MeshData()
        out._v = [tuple(fn(v)) for v in self._v]
        out._c = list(self._c)
        out._t = list(self._t)
        return out

    # ------------------------------------------------------------ output
    def arrays(self):
        """(vertices float32 (n, 3), colours float32 (n, 4), triangles uint32 (m,))."""
        v = np.asarray(self._v, dtype=np.float32).reshape(-1, 3)
        c = np.asarray(self._c, dtype=np.float32).reshape(-1, 4)
        t = np.asarray(self._t, dtype=np.uint32)
        return v, c, t

    def to_mesh(self):
        """An Ursina Mesh (imports ursina lazily so mesh building stays testable headless)."""
        from ursina import Mesh
        v, c, t = self.arrays()
        return Mesh(vertices=v.ravel(), colors=c.ravel(), triangles=t, static=True)


def poly_normal(pts) -> np.ndarray:
    """Front normal of a polygon whose points are listed as `add_poly` wants them."""
    p = np.asarray(pts[:3], dtype=float)
    n = np.cross(p[1] - p[0], p[2] - p[0])
    ln = np.linalg.norm(n)
    return n / ln if ln else np.array([0.0, 1.0, 0.0])


def rot_x(deg):
    """Pitch about the x axis: positive tips +z upward (toward +y)."""
    s, c = math.sin(math.radians(deg)), math.cos(math.radians(deg))
    return lambda v: (v[0], v[1] * c + v[2] * s, -v[1] * s + v[2] * c)


def rot_z(deg):
    """Roll about the z axis: positive turns +x toward +y."""
    s, c = math.sin(math.radians(deg)), math.cos(math.radians(deg))
    return lambda v: (v[0] * c - v[1] * s, v[0] * s + v[1] * c, v[2])


def place(part: MeshData, at, pitch: float = 0.0, yaw: float = 0.0, roll: float = 0.0) -> MeshData:
    """A part (built along +z from its origin) rolled, then pitched, then yawed and moved to
    `at`: how the figures of every table hold their weapons and limbs."""
    p = part
    if roll:
        p = p.transformed(rot_z(roll))
    if pitch:
        p = p.transformed(rot_x(pitch))
    out = MeshData()
    out.extend(p, offset=at, yaw_deg=yaw)
    return out


# ---------------------------------------------------------------- the figures' round base

BASE_R = 0.30
BASE_H = 0.065


def figure_base(color) -> MeshData:
    m = MeshData()
    m.prism((0, 0, 0), BASE_R, BASE_H, palette.scale(color, 0.95), sides=16,
            top_color=color)
    m.prism((0, 0.001, 0), 0.13, BASE_H + 0.004, palette.scale(color, 0.55), sides=12)
    # the facing arrow: a bright wedge from the centre out past the ring
    y = BASE_H + 0.008
    m.add_poly([(-0.15, y, 0.14), (0.0, y, BASE_R + 0.07), (0.15, y, 0.14)], palette.ARROW,
               True, (0, 1, 0))
    m.add_poly([(-0.15, y, 0.14), (-0.15, 0.0, 0.14), (0.0, 0.0, BASE_R + 0.07), (0.0, y, BASE_R + 0.07)],
               palette.scale(palette.ARROW, 0.7), True, None)
    m.add_poly([(0.0, y, BASE_R + 0.07), (0.0, 0.0, BASE_R + 0.07), (0.15, 0.0, 0.14), (0.15, y, 0.14)],
               palette.scale(palette.ARROW, 0.7), True, None)
    return m
