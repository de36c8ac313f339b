"""The Chaos Arena board as baked meshes: hex tiles per terrain kind, the rim and the table.

Input is the board already laid out by the scene: `cells` maps an axial cell (q, r) to
(x, z, terrain char) in world units (flat-top hexes of outer radius `size`), so this module
needs no layout of its own. Terrain chars are the rules pack's (rules/chaos_arena/terrain.py):
'.' open, 'B' bush, 'F' woods, 'S' swamp, 'P' swamp path, 'L' lake, 'W' ruined wall,
'T' Entrance Teleportal, 'A' Octo Altar, 'I' Random Movement Indicator.

What reads at a glance: woods are tree clusters standing on the north half of the hex (the
default camera looks from the south, so a figure in the wood stays visible), bushes are a few
round shrubs, a swamp is olive with dark pools and reeds and its path a plank boardwalk that
joins the neighbouring path hexes, lakes are sunken (the moving water surface is a separate
mesh, `water_mesh`), ruins are broken stone walls along the hex's edges, teleportals glow in
their side's colour, altars are octagonal daises, and the indicator is a dial whose six arrows
carry one to six pips (the die's directions).
"""
from __future__ import annotations

import math
import zlib

from models.chaos_arena import colors as C
from models.meshkit import MeshData as Mesh
from models.meshkit import MeshData

TILE = 0.955            # a tile's outer radius (the rest of the hex is grid line)
SLAB_Y = -0.07          # the grid lines and board underneath
LAKE_BED_Y = -0.20
WATER_Y = -0.045
ALTAR_TOP = 0.16
DIAL_TOP = 0.035
RIM_W = 0.45
TABLE_Y = -0.32

# axial neighbour offsets in the rules' direction order 1..6 (N, NE, SE, S, SW, NW)
DIRS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
# the hex edge (between corners k and k+1 of `corners`) facing each direction 1..6
EDGE_OF_DIR = {1: 1, 2: 0, 3: 5, 4: 4, 5: 3, 6: 2}


def corners(r: float, cx: float = 0.0, cz: float = 0.0) -> list[tuple[float, float]]:
    """Flat-top hex corners counter-clockwise from east (x, z)."""
    return [(cx + r * math.cos(math.radians(60 * i)), cz + r * math.sin(math.radians(60 * i)))
            for i in range(6)]


def dir_vector(d: int) -> tuple[float, float]:
    """Unit (x, z) toward the neighbour in direction 1..6 (1 north, clockwise)."""
    a = math.radians(90 - 60 * (d - 1))
    return (math.cos(a), math.sin(a))


def rand(cell, salt: str = "") -> float:
    """A stable pseudo-random number in [0, 1) per cell (decor varies, never between runs)."""
    return (zlib.crc32(f"{cell[0]},{cell[1]},{salt}".encode()) % 10007) / 10007.0


def top(m: MeshData, pts_ccw, y: float, col, shade=True) -> None:
    """A horizontal polygon facing up from points listed counter-clockwise seen from above."""
    m.add_poly([(x, y, z) for x, z in reversed(pts_ccw)], col, shade, (0, 1, 0))


def wall_quad(m: MeshData, a, b, y0: float, y1: float, col) -> None:
    """A vertical quad from (x, z) a to b, facing to the right of a->b (outward for a hex edge
    walked counter-clockwise)."""
    (ax, az), (bx, bz) = a, b
    m.add_poly([(ax, y0, az), (ax, y1, az), (bx, y1, bz), (bx, y0, bz)], col, True)


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


# ---------------------------------------------------------------- parts

def tile(m: MeshData, x, z, col, y=0.0, r=TILE) -> None:
    pts = corners(r, x, z)
    top(m, pts, y, col)
    for i in range(6):
        wall_quad(m, pts[i], pts[(i + 1) % 6], SLAB_Y, y, mix(col, (0, 0, 0), 0.35))


def grass_tufts(m: MeshData, cell, x, z, n=3) -> None:
    for k in range(n):
        a = 2 * math.pi * rand(cell, f"ta{k}")
        d = 0.25 + 0.5 * rand(cell, f"td{k}")
        px, pz = x + d * math.cos(a), z + d * math.sin(a)
        for j in range(3):
            b = a + j * 2.1
            m.add_poly([(px + 0.05 * math.cos(b), 0.0, pz + 0.05 * math.sin(b)),
                        (px, 0.09 + 0.03 * j, pz),
                        (px + 0.05 * math.cos(b + 1.2), 0.0, pz + 0.05 * math.sin(b + 1.2))],
                       mix(C.GRASS, C.GRASS_DARK, 0.6), True)


def bush(m: MeshData, x, z, r, cell, k) -> None:
    leaf = mix(C.BUSH_LEAF, C.BUSH_LEAF_DARK, 0.4 * rand(cell, f"bc{k}"))
    m.sphere((x, r * 0.55, z), r, leaf, rings=4, segments=8, scale=(1, 0.8, 1))
    m.sphere((x + r * 0.35, r * 0.95, z - r * 0.1), r * 0.55, mix(leaf, (1, 1, 0.6), 0.15),
             rings=3, segments=6)


def tree(m: MeshData, x, z, h, cell, k) -> None:
    """A pine: trunk and three stacked cones."""
    m.prism((x, 0.0, z), 0.06, h * 0.3, C.TRUNK, sides=6)
    canopy = mix(C.CANOPY, C.CANOPY_LIGHT, rand(cell, f"tc{k}"))
    for j, (y, rr) in enumerate(((0.22, 0.36), (0.5, 0.29), (0.76, 0.2))):
        m.prism((x, h * y, z), rr * (0.9 + 0.2 * rand(cell, f"tr{k}")), h * 0.36,
                mix(canopy, (0.7, 0.9, 0.5), 0.06 * j), sides=7, radius_top=0.0,
                rot=rand(cell, f"rot{k}") * 6.28)


def woods(m: MeshData, cell, x, z) -> None:
    tile(m, x, z, C.WOODS_FLOOR)
    # trees on the north half: the camera looks from the south, so a figure in the wood shows
    spots = [(30, 0.58), (90, 0.62), (150, 0.58), (62, 0.25)]
    for k, (deg, d) in enumerate(spots):
        a = math.radians(deg + 14 * (rand(cell, f"a{k}") - 0.5))
        h = (1.15 if k < 3 else 0.95) + 0.35 * rand(cell, f"h{k}")
        tree(m, x + d * math.cos(a), z + d * math.sin(a), h, cell, k)
    for k, deg in enumerate((215, 325)):
        a = math.radians(deg)
        bush(m, x + 0.6 * math.cos(a), z + 0.6 * math.sin(a), 0.13, cell, 10 + k)


def bushes(m: MeshData, cell, x, z) -> None:
    tile(m, x, z, mix(C.GRASS, C.GRASS_DARK, 0.3 * rand(cell, "g")))
    for k, (deg, d, r) in enumerate(((40, 0.5, 0.3), (140, 0.5, 0.27), (255, 0.52, 0.22),
                                     (330, 0.48, 0.2))):
        a = math.radians(deg + 25 * (rand(cell, f"b{k}") - 0.5))
        bush(m, x + d * math.cos(a), z + d * math.sin(a), r, cell, k)


def swamp(m: MeshData, cell, x, z, path_dirs) -> None:
    tile(m, x, z, C.SWAMP)
    for k in range(3):
        a = 2 * math.pi * (rand(cell, f"pa{k}") + k / 3)
        d = 0.45 + 0.15 * rand(cell, f"pd{k}")
        px, pz = x + d * math.cos(a), z + d * math.sin(a)
        rr = 0.18 + 0.08 * rand(cell, f"pr{k}")
        pool = [(px + rr * math.cos(b) * (1 + 0.3 * math.sin(3 * b + k)),
                 pz + rr * 0.75 * math.sin(b)) for b in [2 * math.pi * i / 9 for i in range(9)]]
        top(m, pool, 0.004, C.SWAMP_POOL, shade=False)
    for k in range(4):   # reed clumps near the rim
        a = 2 * math.pi * (k / 4 + 0.125 + 0.1 * rand(cell, f"ra{k}"))
        px, pz = x + 0.7 * math.cos(a), z + 0.7 * math.sin(a)
        for j in range(3):
            ox, oz = 0.05 * math.cos(j * 2.1), 0.05 * math.sin(j * 2.1)
            m.box((px + ox, 0.14 + 0.04 * j, pz + oz), (0.025, 0.28 + 0.08 * j, 0.025), C.REED)
    if path_dirs is not None:
        boardwalk(m, x, z, path_dirs)


def boardwalk(m: MeshData, x, z, dirs) -> None:
    """Planks from the hex centre toward each neighbour the path continues to."""
    m.prism((x, 0.0, z), 0.3, 0.05, C.PLANK, sides=6, rot=math.pi / 6)
    for d in dirs:
        vx, vz = dir_vector(d)
        px, pz = -vz, vx                                   # across the walk
        for k in range(4):
            t0, t1 = 0.2 + 0.2 * k, 0.36 + 0.2 * k
            t1 = min(t1, 0.98)
            pts = [(x + vx * t0 + px * 0.19, z + vz * t0 + pz * 0.19),
                   (x + vx * t1 + px * 0.19, z + vz * t1 + pz * 0.19),
                   (x + vx * t1 - px * 0.19, z + vz * t1 - pz * 0.19),
                   (x + vx * t0 - px * 0.19, z + vz * t0 - pz * 0.19)]
            flat(m, pts, 0.045, C.PLANK if k % 2 == 0 else mix(C.PLANK, C.PLANK_DARK, 0.3))
        for s in (-1, 1):                                   # the two rails
            m.box((x + vx * 0.6 + px * 0.2 * s, 0.03, z + vz * 0.6 + pz * 0.2 * s),
                  (0.05, 0.06, 0.05), C.PLANK_DARK)


def lake(m: MeshData, cell, x, z, is_lake) -> None:
    """A sunken bed; shore banks only toward neighbours that are not lake (a lake of several
    hexes is one sheet of water)."""
    pts = corners(1.0, x, z)
    top(m, pts, LAKE_BED_Y, C.LAKE_BED)
    inner = corners(0.55, x, z)
    top(m, inner, LAKE_BED_Y - 0.001 + 0.002, mix(C.LAKE_BED, (0, 0, 0), 0.25), shade=False)
    for d in range(1, 7):
        if is_lake(d):
            continue
        k = EDGE_OF_DIR[d]
        a, b = pts[k], pts[(k + 1) % 6]
        # bank: from the tile edge (y 0) down into the bed, and a sandy lip on top
        ia = (x + (a[0] - x) * 0.86, z + (a[1] - z) * 0.86)
        ib = (x + (b[0] - x) * 0.86, z + (b[1] - z) * 0.86)
        flat(m, [a, ia, ib, b], 0.0, C.LAKE_SHORE)
        wall_quad(m, ib, ia, LAKE_BED_Y, 0.0, mix(C.LAKE_SHORE, (0, 0, 0), 0.35))
        for t in (0.25, 0.6):
            sx, sz = ia[0] + (ib[0] - ia[0]) * t, ia[1] + (ib[1] - ia[1]) * t
            m.sphere((sx, 0.0, sz), 0.06 + 0.03 * rand(cell, f"s{d}{t}"), C.STONE_DARK,
                     rings=3, segments=5, scale=(1, 0.6, 1))


def ruin(m: MeshData, cell, x, z, is_wall) -> None:
    """Broken stone walls along the hex's edges (three blocks per edge, jagged tops, gaps),
    rubble inside. Edges shared with another ruin hex are skipped so ruins join up."""
    tile(m, x, z, C.RUBBLE_GROUND)
    pts = corners(0.86, x, z)
    missing = int(rand(cell, "gap") * 6)
    for d in range(1, 7):
        k = EDGE_OF_DIR[d]
        if is_wall(d) or k == missing:
            continue
        a, b = pts[k], pts[(k + 1) % 6]
        for j in range(3):
            t0, t1 = j / 3 + 0.01, (j + 1) / 3 - 0.01
            h = 0.2 + 0.42 * rand(cell, f"w{d}{j}")
            if d in (4, 3, 5):
                h *= 0.6       # the camera side stays low so the ruin reads from above
            pa = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            pb = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            _wall_block(m, pa, pb, (x, z), h, mix(C.STONE, C.STONE_DARK, 0.5 * rand(cell, f"c{d}{j}")))
    for k in range(4):
        a = 2 * math.pi * rand(cell, f"ra{k}")
        d = 0.15 + 0.35 * rand(cell, f"rd{k}")
        s = 0.09 + 0.07 * rand(cell, f"rs{k}")
        m.box((x + d * math.cos(a), s / 2, z + d * math.sin(a)), (s * 1.4, s, s),
              mix(C.STONE, C.STONE_DARK, rand(cell, f"rc{k}")))
    m.sphere((x + 0.1, 0.0, z + 0.2), 0.14, C.MOSS, rings=3, segments=6, scale=(1.3, 0.35, 1))


def _wall_block(m: MeshData, a, b, centre, h, col) -> None:
    """A wall block from a to b with thickness toward the hex centre."""
    cx, cz = centre
    mx, mz = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    ix, iz = cx - mx, cz - mz
    ln = math.hypot(ix, iz) or 1.0
    ix, iz = ix / ln * 0.17, iz / ln * 0.17
    ai, bi = (a[0] + ix, a[1] + iz), (b[0] + ix, b[1] + iz)
    # outside face, inside face, two ends, top (points ordered for outward normals)
    wall_quad(m, a, b, 0.0, h, col)
    wall_quad(m, bi, ai, 0.0, h, col)
    wall_quad(m, ai, a, 0.0, h, col)
    wall_quad(m, b, bi, 0.0, h, col)
    poly = [a, b, bi, ai]
    flat(m, poly, h, mix(col, (1, 1, 1), 0.12))


def flat(m: MeshData, pts, y, col) -> None:
    """An upward polygon whatever the order of its points."""
    area = sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(pts, pts[1:] + pts[:1]))
    top(m, pts if area > 0 else pts[::-1], y, col)


def teleportal(m: MeshData, cell, x, z, side_col) -> None:
    tile(m, x, z, mix(C.GRASS, C.PORTAL_STONE, 0.4))
    m.prism((x, 0.0, z), 0.84, 0.05, C.PORTAL_STONE, sides=12)
    glow = mix(side_col, (1, 1, 1), 0.35)
    for rr, col in ((0.74, glow), (0.62, C.PORTAL_STONE), (0.5, mix(side_col, (1, 1, 1), 0.6)),
                    (0.36, mix(C.PORTAL_STONE, side_col, 0.5)), (0.2, (1.0, 1.0, 0.95))):
        m.prism((x, 0.05, z), rr, 0.006 + (0.74 - rr) * 0.01, col, sides=18, shade=False)
    for k in range(6):
        a = math.radians(30 + 60 * k)
        px, pz = x + 0.8 * math.cos(a), z + 0.8 * math.sin(a)
        tall = 0.42 if k in (1, 2, 3) else 0.22     # lower toward the camera
        m.prism((px, 0.0, pz), 0.08, tall, C.PORTAL_STONE, sides=5, radius_top=0.05, rot=a)
        m.prism((px, tall, pz), 0.05, 0.08, glow, sides=5, radius_top=0.0, shade=False)


def altar(m: MeshData, cell, x, z, side_col) -> None:
    tile(m, x, z, mix(C.GRASS, C.ALTAR_STONE, 0.25))
    m.prism((x, 0.0, z), 0.82, 0.08, mix(C.ALTAR_STONE, (0, 0, 0), 0.2), sides=8,
            rot=math.pi / 8)
    m.prism((x, 0.08, z), 0.68, 0.08, C.ALTAR_STONE, sides=8, rot=math.pi / 8)
    m.prism((x, ALTAR_TOP, z), 0.6, 0.004, side_col, sides=8, rot=math.pi / 8, shade=False)
    m.prism((x, ALTAR_TOP + 0.004, z), 0.54, 0.004, C.ALTAR_STONE, sides=8, rot=math.pi / 8)
    for k in range(8):   # the eight points of the octagon, gold studs
        a = math.pi / 8 + 2 * math.pi * k / 8
        m.prism((x + 0.74 * math.sin(a), 0.08, z + 0.74 * math.cos(a)), 0.04, 0.09, C.GOLD,
                sides=5)


def indicator(m: MeshData, cell, x, z) -> None:
    tile(m, x, z, mix(C.GRASS, C.DIAL, 0.2))
    m.prism((x, 0.0, z), 0.8, DIAL_TOP, C.DIAL, sides=18)
    m.prism((x, DIAL_TOP, z), 0.14, 0.01, C.GOLD, sides=10)
    y = DIAL_TOP + 0.004
    for d in range(1, 7):
        vx, vz = dir_vector(d)
        px, pz = -vz, vx
        tip = (x + vx * 0.76, z + vz * 0.76)
        l, r = (x + vx * 0.5 + px * 0.13, z + vz * 0.5 + pz * 0.13), \
               (x + vx * 0.5 - px * 0.13, z + vz * 0.5 - pz * 0.13)
        flat(m, [tip, l, r], y, C.DIAL_MARK)
        # d pips along the arrow's shaft: the die face that sends a figure this way
        for k in range(d):
            t = 0.2 + 0.28 * ((k // 2) / 2)
            s = ((k % 2) - 0.5) * 0.09 if d > 1 else 0.0
            cx, cz = x + vx * t + px * s, z + vz * t + pz * s
            m.prism((cx, DIAL_TOP, cz), 0.028, 0.008, C.DIAL_MARK, sides=6, shade=False)


def open_ground(m: MeshData, cell, x, z) -> None:
    tile(m, x, z, mix(C.GRASS, C.GRASS_DARK, 0.5 * rand(cell, "g")))
    if rand(cell, "tuft") < 0.5:
        grass_tufts(m, cell, x, z, 1 + int(rand(cell, "n") * 3))


# ---------------------------------------------------------------- the board

def build_arena(cells: dict, side_of_cell: dict | None = None, size: float = 1.0) -> MeshData:
    """The static board. `cells`: (q, r) -> (x, z, terrain char); `side_of_cell`: teleportal
    and altar cells -> their side's colour."""
    side_of_cell = side_of_cell or {}
    m = Mesh()
    terr = {c: t for c, (_, _, t) in cells.items()}

    def nb(cell, d):
        dq, dr = DIRS[d - 1]
        return (cell[0] + dq, cell[1] + dr)

    for cell, (x, z, t) in sorted(cells.items()):
        top(m, corners(1.0, x, z), SLAB_Y, C.GAP, shade=False)
        if t == "F":
            woods(m, cell, x, z)
        elif t == "B":
            bushes(m, cell, x, z)
        elif t in "SP":
            dirs = None
            if t == "P":
                dirs = [d for d in range(1, 7)
                        if terr.get(nb(cell, d)) in ("P", ".", "B", "A", "I", "T")]
            swamp(m, cell, x, z, dirs)
        elif t == "L":
            lake(m, cell, x, z, lambda d, cell=cell: terr.get(nb(cell, d)) == "L")
        elif t == "W":
            ruin(m, cell, x, z, lambda d, cell=cell: terr.get(nb(cell, d)) == "W")
        elif t == "T":
            teleportal(m, cell, x, z, side_of_cell.get(cell, C.GOLD))
        elif t == "A":
            altar(m, cell, x, z, side_of_cell.get(cell, C.GOLD))
        elif t == "I":
            indicator(m, cell, x, z)
        else:
            open_ground(m, cell, x, z)
        # the rim where the arena ends
        pts = corners(1.0, x, z)
        for d in range(1, 7):
            if nb(cell, d) in cells:
                continue
            k = EDGE_OF_DIR[d]
            a, b = pts[k], pts[(k + 1) % 6]
            vx, vz = dir_vector(d)
            oa = (a[0] + vx * RIM_W, a[1] + vz * RIM_W)
            ob = (b[0] + vx * RIM_W, b[1] + vz * RIM_W)
            # widen the outer edge so neighbouring rim pieces meet at the corners
            ea = (oa[0] + (a[0] - b[0]) * 0.3, oa[1] + (a[1] - b[1]) * 0.3)
            eb = (ob[0] + (b[0] - a[0]) * 0.3, ob[1] + (b[1] - a[1]) * 0.3)
            flat(m, [a, b, eb, ea], 0.09, C.RIM)
            wall_quad(m, b, a, SLAB_Y, 0.09, mix(C.RIM, (0, 0, 0), 0.3))
            wall_quad(m, ea, eb, TABLE_Y, 0.09, mix(C.RIM, (0, 0, 0), 0.45))
    return m


def table_mesh(cx: float, cz: float, half: float) -> MeshData:
    """The felt under the arena."""
    m = Mesh()
    top(m, [(cx + half * 1.6, cz - half), (cx + half * 1.6, cz + half),
            (cx - half * 1.6, cz + half), (cx - half * 1.6, cz - half)][::-1], TABLE_Y, C.TABLE,
        shade=False)
    return m


def bench_mesh(points, side_col, r: float = 0.5) -> MeshData:
    """Stone plates the waiting characters stand on, beside their teleportal."""
    m = Mesh()
    for (x, z) in points:
        m.prism((x, TABLE_Y, z), r, -TABLE_Y + 0.02, C.PORTAL_STONE, sides=6)
        m.prism((x, 0.02, z), r * 0.86, 0.012, mix(side_col, C.PORTAL_STONE, 0.55), sides=6,
                shade=False)
    return m


def water_mesh(points, size: float = 1.0) -> MeshData:
    """The lake surface: one translucent sheet over every lake hex, brighter toward the middle
    of each hex, with pale glint streaks (the table moves it a little for life)."""
    m = Mesh()
    for (x, z) in points:
        outer = corners(size, x, z)
        mid = corners(size * 0.55, x, z)
        for i in range(6):
            j = (i + 1) % 6
            top(m, [outer[i], outer[j], mid[j], mid[i]], WATER_Y, (*C.WATER, 0.78), shade=False)
        top(m, mid, WATER_Y, (*mix(C.WATER, (1, 1, 1), 0.12), 0.7), shade=False)
    return m


def glint_mesh(points, seed_cells) -> MeshData:
    m = Mesh()
    for (x, z), cell in zip(points, seed_cells):
        for k in range(3):
            a = 2 * math.pi * rand(cell, f"g{k}")
            d = 0.55 * rand(cell, f"gd{k}")
            px, pz = x + d * math.cos(a), z + d * math.sin(a)
            w = 0.16 + 0.1 * rand(cell, f"gw{k}")
            top(m, [(px - w, pz - 0.018), (px + w, pz - 0.018), (px + w, pz + 0.018),
                    (px - w, pz + 0.018)], WATER_Y + 0.005, (*C.WATER_GLINT, 0.75), shade=False)
    return m
