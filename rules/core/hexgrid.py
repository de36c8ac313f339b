"""Hex grid: axial cells (q, r) inside, cube (q, r, s = -q - r) for the maths (Red Blob's guide).

Directions are numbered 1..6 like the Morituri compass rose, clockwise, 1 pointing "up" (north):

    1 N (0, -1)   2 NE (+1, -1)   3 SE (+1, 0)   4 S (0, +1)   5 SW (-1, +1)   6 NW (-1, 0)

This is Red Blob's FLAT-TOP layout with screen y pointing south: a scene places hex (q, r) at
east = 3/2 * q * size, south = sqrt(3) * (r + q / 2) * size (north = -r). Pixel layout lives
in scenes/; nothing here knows about it beyond these direction names.

Relative positions for a facing figure are offsets in sixth-turns clockwise from its facing:
0 front, 1 front-right, 2 rear-right, 3 rear, 4 rear-left, 5 front-left (HEX_RELATIVE_NAMES).
"""
from __future__ import annotations

from functools import lru_cache

Cell = tuple[int, int]
Cube = tuple[int, int, int]

DIRECTIONS = (1, 2, 3, 4, 5, 6)
DIRECTION_NAMES = {1: "N", 2: "NE", 3: "SE", 4: "S", 5: "SW", 6: "NW"}
# indexed by direction number; index 0 unused so DIR_VECTORS[d] works without arithmetic
DIR_VECTORS: tuple = (None, (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
_CUBE_DIRS = tuple((q, r, -q - r) for (q, r) in DIR_VECTORS[1:])
_UNIT_TO_DIR = {v: d for d, v in enumerate(DIR_VECTORS) if v is not None}
HEX_RELATIVE_NAMES = ("front", "front-right", "rear-right", "rear", "rear-left", "front-left")
_HEX_COARSE = ("front", "side", "side", "rear", "side", "side")

# Red Blob's nudge: the same tiny offset added to both ends breaks ties deterministically
EPSILON = (1e-6, 2e-6, -3e-6)


def to_cube(c: Cell) -> Cube:
    return (c[0], c[1], -c[0] - c[1])


def from_cube(c: Cube) -> Cell:
    return (c[0], c[1])


def rotate(direction: int, sixths: int) -> int:
    """Turn a direction 1..6 clockwise by `sixths` sixth-turns (negative: counter-clockwise)."""
    return (direction - 1 + sixths) % 6 + 1


def opposite(direction: int) -> int:
    return (direction + 2) % 6 + 1


def neighbour(c: Cell, direction: int, n: int = 1) -> Cell:
    """The cell n steps from c in direction 1..6."""
    dq, dr = DIR_VECTORS[direction]
    return (c[0] + dq * n, c[1] + dr * n)


step = neighbour  # same name as rules.core.square.step, for generic movement code


def neighbours(c: Cell) -> list[Cell]:
    """The 6 neighbours in direction order 1..6."""
    q, r = c
    return [(q, r - 1), (q + 1, r - 1), (q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r)]


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Cell, radius: int) -> list[Cell]:
    """The cells at exactly `radius` from center (radius 0: the center itself)."""
    if radius == 0:
        return [center]
    out = []
    c = neighbour(center, 5, radius)        # start south-west, walk the six sides clockwise
    for d in (1, 2, 3, 4, 5, 6):
        for _ in range(radius):
            out.append(c)
            c = neighbour(c, d)
    return out


def within(center: Cell, radius: int) -> list[Cell]:
    """All cells at distance <= radius (a hexagon), e.g. Chaos Arena's "7 hex area" is radius 1."""
    q0, r0 = center
    return [(q0 + dq, r0 + dr)
            for dq in range(-radius, radius + 1)
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1)]


def cube_round(fq: float, fr: float, fs: float) -> Cube:
    """Round fractional cube coordinates to the nearest hex (Red Blob)."""
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    else:
        s = -q - r
    return (int(q), int(r), int(s))


def hex_line(a: Cell, b: Cell, nudge: int = 1) -> list[Cell]:
    """Cells from a to b inclusive by cube lerp + round, both ends nudged by `nudge` * EPSILON.

    The nudge is the same for both ends, so hex_line(b, a) == hex_line(a, b)[::-1]. Where the
    segment runs exactly along an edge between two hexes, nudge=+1 and nudge=-1 pick the two
    different sides (see `hex_line_sides` and sight.sight_either). Cached: a fresh list each call."""
    return list(_hex_line((a[0], a[1]), (b[0], b[1]), nudge))


@lru_cache(maxsize=1 << 16)
def _hex_line(a: Cell, b: Cell, nudge: int = 1) -> tuple[Cell, ...]:
    n = distance(a, b)
    if n == 0:
        return (a,)
    eq, er, es = (e * nudge for e in EPSILON)
    aq, ar = a[0] + eq, a[1] + er
    as_ = -a[0] - a[1] + es
    dq, dr = b[0] - a[0], b[1] - a[1]
    ds = -dq - dr
    out = []
    for i in range(n + 1):
        t = i / n
        q, r, _ = cube_round(aq + dq * t, ar + dr * t, as_ + ds * t)
        out.append((q, r))
    return tuple(out)


def hex_line_minus(a: Cell, b: Cell) -> list[Cell]:
    """`hex_line` nudged the other way: the other side of every edge tie."""
    return hex_line(a, b, -1)


def hex_line_sides(a: Cell, b: Cell) -> tuple[list[Cell], list[Cell]]:
    """Both nudged lines (equal when the segment never runs along an edge)."""
    return hex_line(a, b, 1), hex_line(a, b, -1)


def direction_to(a: Cell, b: Cell) -> int | None:
    """Direction 1..6 from a to b if b lies on one of the six straight lines of hexes from a;
    None otherwise or if a == b."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    ds = -dq - dr
    if dq == 0 and dr == 0:
        return None
    if dq != 0 and dr != 0 and ds != 0:
        return None
    n = max(abs(dq), abs(dr))
    return _UNIT_TO_DIR[(dq // n, dr // n)]


def nearest_direction(a: Cell, b: Cell) -> int | None:
    """The direction 1..6 whose line is nearest to the bearing of b from a (None if a == b).

    Exact (integer dot products in cube space, which is a similarity of the hex plane). Where b
    lies exactly between two directions (e.g. cube offset (1, -2, 1), between 1 and 2), the tie
    goes to the counter-clockwise one (1 here; between 6 and 1: 6)."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    if dq == 0 and dr == 0:
        return None
    ds = -dq - dr
    dots = [dq * cq + dr * cr + ds * cs for (cq, cr, cs) in _CUBE_DIRS]
    best = max(dots)
    winners = [i + 1 for i, v in enumerate(dots) if v == best]
    if len(winners) == 1:
        return winners[0]
    lo, hi = winners  # two adjacent directions; pick the counter-clockwise one
    return 6 if (lo, hi) == (1, 6) else lo


def hex_between_distance2(a: Cell, b: Cell) -> list[Cell]:
    """The spaces between two hexes at distance 2 (Arena Morituri IV.3, Fig. 3):
    on one straight line, the 1 space between; off-line, the 2 spaces both touch.
    Ordered clockwise by direction from a. Raises ValueError if distance(a, b) != 2."""
    if distance(a, b) != 2:
        raise ValueError(f"{a} and {b} are at distance {distance(a, b)}, not 2")
    nb = set(neighbours(b))
    return [c for c in neighbours(a) if c in nb]


# ----------------------------------------------------------------- relative positions

def relative_offset(observer: Cell, facing: int, other: Cell) -> int | None:
    """Sixth-turns clockwise from the observer's facing to `other` (0 front ... 3 rear);
    off-line cells use `nearest_direction`. None if the same cell."""
    d = nearest_direction(observer, other)
    return None if d is None else (d - facing) % 6


def relative_direction(observer: Cell, facing: int, other: Cell) -> str | None:
    """front, front-right, rear-right, rear, rear-left or front-left (None: same cell)."""
    off = relative_offset(observer, facing, other)
    return None if off is None else HEX_RELATIVE_NAMES[off]


def relative_position(observer: Cell, facing: int, other: Cell) -> str | None:
    """Coarse: "front" (straight ahead), "rear" (straight behind), "side" (the four flank
    directions), None if the same cell. Use `in_front_arc` for the three front hexes."""
    off = relative_offset(observer, facing, other)
    return None if off is None else _HEX_COARSE[off]


def in_front_arc(observer: Cell, facing: int, other: Cell) -> bool:
    """True for the frontal arc: front, front-right and front-left directions."""
    return relative_offset(observer, facing, other) in (0, 1, 5)
