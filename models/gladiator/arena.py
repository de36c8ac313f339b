"""The arena: the sand floor with its terrain squares (rebuilt when terrain changes: spells and
Fire Spirits make new squares) and the surround (the arena wall, the stands, the table; static).

Terrain, as the manual draws it, in 3D: fire is a bed of coals under flames (the flames are
separate meshes the table animates), a pit is a sunken hole, caltrops three spiked stars, a wall
a block of brick, shadow a dark violet square under a fog dome (separate: it is translucent),
the exit a door in a stone frame, the Altar of Life a low marble slab with a red cross.
"""
from __future__ import annotations

import math

from models import palette
from models.gladiator import colors as C
from models.meshkit import MeshData

PIT_DEPTH = 0.55
WALL_H = 0.85
ALTAR_H = 0.16
RIM_H = 0.32          # the arena wall around the sand
RIM_W = 0.35
GAP = 0.035           # grid line width (half on each side of a square)


def _jitter(x: int, y: int, k: int = 0) -> float:
    """A fixed pseudo-random number in [0, 1) per square (for colour variation)."""
    n = (x * 73856093) ^ (y * 19349663) ^ (k * 83492791)
    n = (n ^ (n >> 13)) * 1274126177
    return ((n ^ (n >> 16)) & 0xFFFF) / 65536.0


def _top(m: MeshData, x0, z0, x1, z1, y, col, shade=True):
    m.add_poly([(x0, y, z0), (x0, y, z1), (x1, y, z1), (x1, y, z0)], col, shade, (0, 1, 0))


# ------------------------------------------------------------------ the ground (dynamic)

def build_ground(width: int, height: int, terrain: dict) -> MeshData:
    """Every square of the arena with its terrain; `terrain` maps (x, y) -> list of names
    ("fire", "pit", "caltrops", "wall", "shadow", "exit", "altar"; repeats allowed)."""
    m = MeshData()
    for y in range(height):
        for x in range(width):
            _square(m, x, y, terrain.get((x, y), ()), width, height)
    return m


def _square(m: MeshData, x: int, y: int, kinds, width: int, height: int) -> None:
    h = 0.5
    if "pit" in kinds:
        _pit(m, x, y)
        return
    # the grid line colour under the square, then the sand top inset
    _top(m, x - h, y - h, x + h, y + h, -0.004, C.SAND_DARK)
    j = _jitter(x, y)
    sand = palette.scale(C.SAND, 0.94 + 0.1 * j)
    top = sand
    if "shadow" in kinds:
        top = C.SHADOW_FLOOR
    elif "fire" in kinds:
        top = C.FIRE_BED
    elif "exit" in kinds:
        top = palette.mix(sand, C.EXIT_GLOW, 0.55)
    g = GAP / 2
    _top(m, x - h + g, y - h + g, x + h - g, y + h - g, 0.0, top)
    if "shadow" in kinds:          # the sponge: darker holes on the violet
        for k in range(5):
            cx = x - 0.3 + 0.6 * _jitter(x, y, k + 1)
            cz = y - 0.3 + 0.6 * _jitter(x, y, k + 7)
            r = 0.05 + 0.05 * _jitter(x, y, k + 13)
            _disc(m, cx, 0.004, cz, r, C.SHADOW_FOG, 6)
    if "fire" in kinds:            # embers: glowing specks on the coal bed
        for k in range(6):
            cx = x - 0.35 + 0.7 * _jitter(x, y, k + 3)
            cz = y - 0.35 + 0.7 * _jitter(x, y, k + 17)
            _disc(m, cx, 0.004, cz, 0.04 + 0.03 * _jitter(x, y, k), C.FIRE_OUTER, 5)
    if "caltrops" in kinds:
        _disc(m, x, 0.002, y, 0.42, palette.scale(sand, 0.8), 10)
        for k, (dx, dz) in enumerate(((-0.2, -0.17), (0.21, -0.1), (0.0, 0.2))):
            _caltrop(m, x + dx, y + dz, 0.18, k)
    if "wall" in kinds:
        _brick_wall(m, x, y)
    if "altar" in kinds:
        _altar(m, x, y)
    if "exit" in kinds:
        _door(m, x, y, width, height)


def _disc(m: MeshData, cx, cy, cz, r, col, n=8):
    pts = [(cx + r * math.sin(2 * math.pi * i / n), cy, cz + r * math.cos(2 * math.pi * i / n))
           for i in range(n)]
    m.add_poly(pts, col, True, (0, 1, 0))


def _pit(m: MeshData, x: int, y: int) -> None:
    """A sunken hole: a dark stone lip, inner walls darkening downwards, a black bottom."""
    h, d, lip = 0.5, PIT_DEPTH, 0.07
    _top(m, x - h, y - h, x + h, y + h, -d, C.PIT_BOTTOM, shade=False)
    # the lip: four flat strips around the hole, at floor level
    stone = C.SANDSTONE_DARK
    _top(m, x - h, y - h, x + h, y - h + lip, 0.0, stone)
    _top(m, x - h, y + h - lip, x + h, y + h, 0.0, stone)
    _top(m, x - h, y - h + lip, x - h + lip, y + h - lip, 0.0, stone)
    _top(m, x + h - lip, y - h + lip, x + h, y + h - lip, 0.0, stone)
    a, b = x - h + lip, x + h - lip
    c, e = y - h + lip, y + h - lip
    top, bot = C.PIT_WALL, C.PIT_BOTTOM      # unshaded: warm earth darkening downwards
    # inner walls, facing into the hole (top colour fading to black at the bottom)
    m.add_poly([(a, 0, e), (a, -d, e), (b, -d, e), (b, 0, e)][::-1], [top, bot, bot, top], False, (0, 0, -1))
    m.add_poly([(b, 0, c), (b, -d, c), (a, -d, c), (a, 0, c)][::-1], [top, bot, bot, top], False, (0, 0, 1))
    m.add_poly([(a, 0, c), (a, -d, c), (a, -d, e), (a, 0, e)][::-1], [top, bot, bot, top], False, (1, 0, 0))
    m.add_poly([(b, 0, e), (b, -d, e), (b, -d, c), (b, 0, c)][::-1], [top, bot, bot, top], False, (-1, 0, 0))
    _top(m, a, c, b, e, -d + 0.002, palette.scale(C.PIT_BOTTOM, 1.6), shade=False)
    # "lines in one corner": a few rough stones at the bottom
    for k in range(3):
        cx = a + 0.12 + 0.25 * _jitter(x, y, k + 2)
        cz = c + 0.12 + 0.2 * _jitter(x, y, k + 9)
        m.box((cx, -d + 0.03, cz), (0.12, 0.06, 0.09), palette.scale(C.PIT_WALL, 0.7))


def _caltrop(m: MeshData, cx: float, cz: float, r: float, k: int) -> None:
    """A four-spiked star: three spikes splayed on the ground and one pointing up."""
    col = C.CALTROP
    tip = palette.scale(palette.STEEL, 1.0)
    cy = r * 0.35
    for i in range(3):
        a = 2 * math.pi * i / 3 + k
        end = (cx + r * math.sin(a), 0.01, cz + r * math.cos(a))
        _spike(m, (cx, cy, cz), end, 0.03, col, tip)
    _spike(m, (cx, cy, cz), (cx, cy + r * 1.1, cz), 0.03, col, tip)


def _spike(m: MeshData, a, b, w, col, tip):
    """A thin three-sided spike from a to b."""
    ax, ay, az = a
    dx, dy, dz = b[0] - ax, b[1] - ay, b[2] - az
    ln = math.sqrt(dx * dx + dy * dy + dz * dz) or 1.0
    # two axes perpendicular to the spike
    ux, uy, uz = (-dz, 0.0, dx) if abs(dy) < 0.9 * ln else (1.0, 0.0, 0.0)
    un = math.sqrt(ux * ux + uy * uy + uz * uz) or 1.0
    ux, uy, uz = ux / un, uy / un, uz / un
    vx, vy, vz = (dy * uz - dz * uy) / ln, (dz * ux - dx * uz) / ln, (dx * uy - dy * ux) / ln
    base = []
    for i in range(3):
        t = 2 * math.pi * i / 3
        s, c = math.sin(t) * w, math.cos(t) * w
        base.append((ax + ux * c + vx * s, ay + uy * c + vy * s, az + uz * c + vz * s))
    for i in range(3):
        j = (i + 1) % 3
        m.add_poly([base[i], b, base[j]], [col, tip, col], True)
        m.add_poly([base[j], b, base[i]], [col, tip, col], True)


def _brick_wall(m: MeshData, x: int, y: int) -> None:
    """A block of brick: courses of bricks with mortar lines, staggered."""
    h = 0.5
    m.box((x, WALL_H / 2, y), (1.0, WALL_H, 1.0), C.MORTAR)
    rows = 5
    rh = WALL_H / rows
    for r in range(rows):
        y0 = r * rh
        off = 0.25 if r % 2 else 0.0
        for face in range(4):
            for b in range(3):
                s0 = -h + off + b * 0.5 - 0.25
                s1 = s0 + 0.5
                s0, s1 = max(-h, s0) + 0.02, min(h, s1) - 0.02
                if s1 <= s0:
                    continue
                col = C.BRICK if (b + r + face) % 2 else C.BRICK_ALT
                yy0, yy1 = y0 + 0.02, y0 + rh - 0.02
                o = h + 0.012
                if face == 0:    # south
                    pts = [(x + s0, yy0, y - o), (x + s0, yy1, y - o), (x + s1, yy1, y - o), (x + s1, yy0, y - o)]
                    n = (0, 0, -1)
                elif face == 1:  # north
                    pts = [(x + s1, yy0, y + o), (x + s1, yy1, y + o), (x + s0, yy1, y + o), (x + s0, yy0, y + o)]
                    n = (0, 0, 1)
                elif face == 2:  # west
                    pts = [(x - o, yy0, y + s1), (x - o, yy1, y + s1), (x - o, yy1, y + s0), (x - o, yy0, y + s0)]
                    n = (-1, 0, 0)
                else:            # east
                    pts = [(x + o, yy0, y + s0), (x + o, yy1, y + s0), (x + o, yy1, y + s1), (x + o, yy0, y + s1)]
                    n = (1, 0, 0)
                m.add_poly(pts, col, True, n)
    # the cap: a row of bricks seen from above
    for k in range(4):
        col = C.BRICK if k % 2 else C.BRICK_ALT
        _top(m, x - h + 0.03 + k * 0.245, y - h + 0.03, x - h + 0.25 + k * 0.245, y + h - 0.03,
             WALL_H + 0.012, col)


def _altar(m: MeshData, x: int, y: int) -> None:
    """A low marble slab (figures may stand on it) with a red cross and four candles."""
    m.box((x, ALTAR_H / 2, y), (0.92, ALTAR_H, 0.92), palette.scale(C.MARBLE, 0.85), top_color=C.MARBLE)
    yy = ALTAR_H + 0.004
    _top(m, x - 0.07, y - 0.32, x + 0.07, y + 0.32, yy, C.ALTAR_CROSS)
    _top(m, x - 0.26, y + 0.02, x + 0.26, y + 0.16, yy + 0.001, C.ALTAR_CROSS)
    for dx in (-0.36, 0.36):
        for dz in (-0.36, 0.36):
            m.prism((x + dx, ALTAR_H, y + dz), 0.03, 0.12, C.MARBLE, sides=6)
            m.prism((x + dx, ALTAR_H + 0.12, y + dz), 0.018, 0.05, C.FIRE_INNER, sides=4, radius_top=0)


def _door(m: MeshData, x: int, y: int, width: int, height: int) -> None:
    """A door in a stone frame: against the arena wall when the square is on the edge (the
    start-of-game exit), free-standing across the square otherwise (Create Exit)."""
    if y == 0:
        yaw, out = 0.0, -0.42
    elif y == height - 1:
        yaw, out = 180.0, -0.42
    elif x == 0:
        yaw, out = 90.0, -0.42
    elif x == width - 1:
        yaw, out = -90.0, -0.42
    else:
        yaw, out = 0.0, 0.0
    d = MeshData()
    stone = C.SANDSTONE
    # local: the door's face looks +z (into the arena), centred on x = 0, at z = out
    d.box((-0.42, 0.45, out), (0.14, 0.9, 0.14), stone)
    d.box((0.42, 0.45, out), (0.14, 0.9, 0.14), stone)
    d.box((0, 0.95, out), (1.0, 0.14, 0.18), stone, top_color=palette.scale(stone, 1.1))
    d.box((0, 0.40, out - 0.02), (0.70, 0.80, 0.05), palette.scale(C.DOOR_WOOD, 0.8))
    for side in (1, -1):         # planks and iron bands on both faces (seen from in and out)
        for k in range(4):
            d.box((-0.26 + k * 0.175, 0.40, out + side * 0.01 - (0.02 if side < 0 else 0)),
                  (0.15, 0.76, 0.02), C.DOOR_WOOD)
        for hy in (0.2, 0.6):
            d.box((0, hy, out + side * 0.025 - (0.02 if side < 0 else 0)), (0.68, 0.05, 0.01),
                  palette.STEEL_DARK)
        d.box((0.2 * side, 0.40, out + side * 0.035 - (0.02 if side < 0 else 0)), (0.04, 0.04, 0.02),
              palette.GOLD)
    # a green EXIT arrow on the floor, pointing at the door
    a = [(-0.16, 0.006, out + 0.55), (0.0, 0.006, out + 0.30), (0.16, 0.006, out + 0.55)]
    d.add_poly(a, C.EXIT_GLOW, True, (0, 1, 0))
    d.add_poly([(-0.06, 0.006, out + 0.72), (-0.06, 0.006, out + 0.5), (0.06, 0.006, out + 0.5),
                (0.06, 0.006, out + 0.72)], C.EXIT_GLOW, True, (0, 1, 0))
    m.extend(d, offset=(x, 0, y), yaw_deg=yaw)


# ------------------------------------------------------------------ animated / translucent

def flame_mesh(seed: int = 0, scale: float = 1.0) -> MeshData:
    """Three tongues of flame (outer orange, inner yellow) standing on a square's centre; the
    table animates their entity's height and tint."""
    m = MeshData()
    spots = ((-0.2, -0.15, 0.62), (0.2, -0.12, 0.5), (0.02, 0.2, 0.8), (0.0, -0.02, 0.95),
             (-0.22, 0.2, 0.45), (0.24, 0.22, 0.4))
    for k, (dx, dz, hgt) in enumerate(spots):
        hgt *= scale * (0.85 + 0.3 * _jitter(seed, k))
        rot = k * 0.7
        r = (0.2 if k == 3 else 0.15) * scale
        m.prism((dx, 0.0, dz), r, hgt, C.FIRE_OUTER, sides=5, radius_top=0.0, rot=rot)
        m.prism((dx, 0.0, dz), r * 0.6, hgt * 0.62, C.FIRE_INNER, sides=5, radius_top=0.0, shade=False, rot=rot + 0.3)
    return m


def fog_mesh() -> MeshData:
    """A low dome of dark fog over a shadow square (drawn translucent)."""
    m = MeshData()
    m.sphere((0, 0, 0), 0.5, C.SHADOW_FOG, rings=4, segments=10, scale=(1.0, 0.5, 1.0), shade=False)
    return m


# ------------------------------------------------------------------ the surround (static)

def build_surround(width: int, height: int) -> MeshData:
    """The arena wall around the sand, three tiers of stands, the side banners and the felt."""
    m = MeshData()
    x0, x1 = -0.5, width - 0.5
    z0, z1 = -0.5, height - 0.5
    # the arena wall (podium): a low sandstone rim with a lighter cap
    for (a0, b0, a1, b1) in ((x0 - RIM_W, z0 - RIM_W, x1 + RIM_W, z0),
                             (x0 - RIM_W, z1, x1 + RIM_W, z1 + RIM_W),
                             (x0 - RIM_W, z0, x0, z1),
                             (x1, z0, x1 + RIM_W, z1)):
        m.box(((a0 + a1) / 2, (RIM_H - PIT_DEPTH) / 2, (b0 + b1) / 2),
              (a1 - a0, RIM_H + PIT_DEPTH, b1 - b0), C.SANDSTONE_DARK,
              top_color=palette.scale(C.SANDSTONE, 1.05))
    # tiers of stands rising outwards (lower and shallower in the south, toward the camera)
    tiers = 3
    for t in range(tiers):
        inner = RIM_W + t * 0.55
        outer = inner + 0.55
        top = RIM_H + 0.22 * (t + 1)
        col = palette.scale(C.SANDSTONE, 0.92 - 0.07 * t)
        for (a0, b0, a1, b1, side) in ((x0 - outer, z1 + inner, x1 + outer, z1 + outer, "n"),
                                       (x0 - outer, z0 - outer, x0 - inner, z1 + inner, "w"),
                                       (x1 + inner, z0 - outer, x1 + outer, z1 + inner, "e"),
                                       (x0 - inner, z0 - outer, x1 + inner, z0 - inner, "s")):
            ttop = top if side != "s" else RIM_H + 0.06 * (t + 1)
            m.box(((a0 + a1) / 2, (ttop - PIT_DEPTH) / 2, (b0 + b1) / 2),
                  (a1 - a0, ttop + PIT_DEPTH, b1 - b0), palette.scale(col, 0.8), top_color=col)
    # banners: the West side's colour on the west stands, the East side's on the east
    for side, x in (("west", x0 - RIM_W - 0.02), ("east", x1 + RIM_W + 0.02)):
        col = C.side_color(side)
        for k in range(3):
            z = z0 + (z1 - z0) * (k + 1) / 4
            sgn = -1 if side == "west" else 1
            m.box((x + sgn * 0.01, RIM_H + 0.02 - 0.28, z), (0.03, 0.56, 0.55), col)
            m.box((x + sgn * 0.02, RIM_H + 0.02 - 0.28, z), (0.03, 0.5, 0.1), palette.GOLD)
    # the felt, well below
    y = -PIT_DEPTH - 0.01
    ext = 18.0
    m.add_poly([(x0 - ext, y, z0 - ext), (x0 - ext, y, z1 + ext), (x1 + ext, y, z1 + ext),
                (x1 + ext, y, z0 - ext)], palette.TABLE, True, (0, 1, 0))
    return m
