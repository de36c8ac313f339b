"""MeshData with a pure-Python add_poly: the same shading (meshkit.face_shade's light, warm and
cool tints) without numpy calls per vertex, which dominate building the arena, its crowd and
the figures (thousands of small polygons) on a busy machine."""
from __future__ import annotations

import math

from models.meshkit import COOL, LIGHT, WARM, MeshData

_L = tuple(float(v) for v in LIGHT)
_W = tuple(float(v) for v in WARM)
_C = tuple(float(v) for v in COOL)


def shade(normal, ambient: float = 0.52) -> tuple[float, float, float]:
    nx, ny, nz = (float(v) for v in normal)
    ln = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    d = max(0.0, (nx * _L[0] + ny * _L[1] + nz * _L[2]) / ln)
    k = ambient + (1.0 - ambient) * d
    return tuple(k * (c + (w - c) * d) for c, w in zip(_C, _W))


def _normal(p):
    (ax, ay, az), (bx, by, bz), (cx, cy, cz) = p[0], p[1], p[2]
    ux, uy, uz = bx - ax, by - ay, bz - az
    vx, vy, vz = cx - ax, cy - ay, cz - az
    return (uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx)


class FastMesh(MeshData):
    def add_poly(self, pts, colors, shade_it: bool = True, normal=None):
        pts = [(float(p[0]), float(p[1]), float(p[2])) for p in pts]
        if shade_it:
            mult = shade(normal if normal is not None else _normal(pts))
        else:
            mult = (1.0, 1.0, 1.0)
        if len(colors) in (3, 4) and isinstance(colors[0], (int, float)):
            colors = [colors] * len(pts)
        base = len(self._v)
        for p, c in zip(pts, colors):
            self._v.append(p)
            a = float(c[3]) if len(c) > 3 else 1.0
            self._c.append((min(1.0, max(0.0, c[0] * mult[0])), min(1.0, max(0.0, c[1] * mult[1])),
                            min(1.0, max(0.0, c[2] * mult[2])), a))
        for i in range(1, len(pts) - 1):
            self._t.extend((base, base + i + 1, base + i))
