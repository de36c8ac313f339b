"""Mouse picking without colliders: the camera ray through the mouse, walked over a square
board's block tops (cell (x, y) is world (x, level * level_height, y)), and the figures as
upright cylinders. Plain math: only called when the mouse moves or clicks."""
from __future__ import annotations

import math

FIGURE_RADIUS = 0.42
FIGURE_TOP = 1.35


def mouse_ray():
    """(origin, direction) in world coordinates of the ray under the mouse, or None."""
    import builtins
    from panda3d.core import Point2, Point3
    from ursina import mouse, window
    base = builtins.base
    mx, my = mouse.x, mouse.y
    aspect = window.aspect_ratio or 1.0
    p2 = Point2(mx / (aspect / 2), my / 0.5)
    near, far = Point3(), Point3()
    if not base.camLens.extrude(p2, near, far):
        return None
    a = base.render.getRelativePoint(base.cam, near)
    b = base.render.getRelativePoint(base.cam, far)
    d = b - a
    return (a.x, a.y, a.z), (d.x, d.y, d.z)


def cell_on_ray(origin, direction, level, level_height: float, step: float = 0.05,
                max_dist: float = 200.0):
    """The first cell whose block top the ray meets, or None (off the board). `level`: the
    board's levels, [y, x]."""
    ox, oy, oz = origin
    dx, dy, dz = direction
    n = math.sqrt(dx * dx + dy * dy + dz * dz) or 1.0
    dx, dy, dz = dx / n, dy / n, dz / n
    top = float(level.max()) * level_height
    t = 0.0
    if oy > top and dy < 0:            # skip the empty air above the highest block
        t = (oy - top) / -dy
    h, w = level.shape
    while t < max_dist:
        x, y, z = ox + dx * t, oy + dy * t, oz + dz * t
        cx, cy = int(math.floor(x + 0.5)), int(math.floor(z + 0.5))
        if 0 <= cx < w and 0 <= cy < h:
            if y <= level[cy, cx] * level_height + 1e-6:
                return (cx, cy)
        elif y < 0:
            return None
        if dy >= 0 and y > top:
            return None
        t += step
    return None


def figure_on_ray(origin, direction, figures):
    """The id of the nearest figure (id, (x, base_y, z)) whose cylinder the ray passes, or None."""
    ox, oy, oz = origin
    dx, dy, dz = direction
    n = math.sqrt(dx * dx + dy * dy + dz * dz) or 1.0
    dx, dy, dz = dx / n, dy / n, dz / n
    best, best_t = None, math.inf
    for fid, (fx, fy, fz) in figures:
        # closest approach of the ray to the figure's vertical axis, in the ground plane
        hx, hz = dx, dz
        hh = hx * hx + hz * hz
        if hh < 1e-9:
            t = (fy + FIGURE_TOP / 2 - oy) / (dy or 1e-9)
        else:
            t = ((fx - ox) * hx + (fz - oz) * hz) / hh
        px, py, pz = ox + dx * t, oy + dy * t, oz + dz * t
        if t > 0 and math.hypot(px - fx, pz - fz) <= FIGURE_RADIUS and fy - 0.05 <= py <= fy + FIGURE_TOP:
            if t < best_t:
                best, best_t = fid, t
    return best
