"""`Mesh`: models/meshkit.MeshData with a pure-Python `add_poly`.

The arena is ~14 000 polygons; MeshData.add_poly shades each vertex through numpy (fine for a
few figures, about eight seconds for this board). Same maths (meshkit.face_shade: one warm
light, cool shade), done in plain floats with the shade cached per normal, so the table builds
in well under a second. Everything else (box, prism, sphere, extend, to_mesh) is MeshData's.
"""
from __future__ import annotations

import math
from functools import lru_cache

from models import meshkit
from models.meshkit import MeshData

_LIGHT = tuple(float(v) for v in meshkit.LIGHT)
_WARM = tuple(float(v) for v in meshkit.WARM)
_COOL = tuple(float(v) for v in meshkit.COOL)


@lru_cache(maxsize=4096)
def _shade(nx: float, ny: float, nz: float, ambient: float = 0.52) -> tuple:
    ln = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    d = max(0.0, (nx * _LIGHT[0] + ny * _LIGHT[1] + nz * _LIGHT[2]) / ln)
    k = ambient + (1.0 - ambient) * d
    return tuple(k * (c + (w - c) * d) for c, w in zip(_COOL, _WARM))


def _normal(p) -> tuple:
    (ax, ay, az), (bx, by, bz), (cx, cy, cz) = p[0], p[1], p[2]
    ux, uy, uz = bx - ax, by - ay, bz - az
    vx, vy, vz = cx - ax, cy - ay, cz - az
    n = (uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)
    ln = math.sqrt(n[0] ** 2 + n[1] ** 2 + n[2] ** 2)
    return (n[0] / ln, n[1] / ln, n[2] / ln) if ln else (0.0, 1.0, 0.0)


def _clip(v: float) -> float:
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


class Mesh(MeshData):
    def add_poly(self, pts, colors, shade: bool = True, normal=None):
        pts = [(float(p[0]), float(p[1]), float(p[2])) for p in pts]
        if shade:
            n = _normal(pts) if normal is None else tuple(float(v) for v in normal)
            mult = _shade(round(n[0], 4), round(n[1], 4), round(n[2], 4))
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
            self._t.extend((base, base + i + 1, base + i))
