"""The Lords' arena as one baked mesh: sand cells with faint joints, a stone wall with the
entrance gate in the side its squares run along (the west in the shipped arena: a 2-square
opening with towers and a raised portcullis), the wooden trapdoor and the iron drain grate flush with the sand, marks on the INTRODUCTION squares
and tinted start rows.

World frame: cell (x, y) sits at world (x, 0, y) (x east, z north); the sand top is y = 0.
"""
from __future__ import annotations

from models import palette
from models.ceremony import colors as C
from models.meshkit import MeshData

WALL_T = 0.32          # wall thickness
WALL_H = 0.55          # north/east/west wall height
WALL_H_SOUTH = 0.22    # the near wall is low, so the first row stays in sight
GATE_Y = (2.5, 4.5)    # the opening in the west wall (between cells y = 3 and 4)


def _quad(m, x0, z0, x1, z1, col, y=0.0, shade=True):
    m.add_poly([(x0, y, z0), (x0, y, z1), (x1, y, z1), (x1, y, z0)], col, shade, (0, 1, 0))


def _sand(x: int, y: int):
    # a deterministic speckle per cell, so the floor reads as raked sand, not plastic
    h = (x * 73856093 ^ y * 19349663) & 0xFF
    k = 0.96 + 0.06 * (h / 255.0)
    return palette.scale(C.SAND, k)


def floor(w: int, h: int, m: MeshData) -> None:
    _quad(m, -0.5, -0.5, w - 0.5, h - 0.5, C.SAND_LINE, -0.004)
    g = 0.018
    for x in range(w):
        for y in range(h):
            _quad(m, x - 0.5 + g, y - 0.5 + g, x + 0.5 - g, y + 0.5 - g, _sand(x, y), 0.0)


def _wall_box(m, x0, z0, x1, z1, height):
    m.box(((x0 + x1) / 2, height / 2 - 0.02, (z0 + z1) / 2), (x1 - x0, height + 0.04, z1 - z0),
          C.STONE, top_color=C.STONE_TOP)
    # stone courses: darker lines along the long faces
    for k in range(1, int(height / 0.18) + 1):
        yy = min(height - 0.04, k * 0.18)
        if x1 - x0 > z1 - z0:
            m.box(((x0 + x1) / 2, yy, z0 - 0.002), (x1 - x0, 0.012, 0.004), C.STONE_DARK, shade=False)
            m.box(((x0 + x1) / 2, yy, z1 + 0.002), (x1 - x0, 0.012, 0.004), C.STONE_DARK, shade=False)
        else:
            m.box((x0 - 0.002, yy, (z0 + z1) / 2), (0.004, 0.012, z1 - z0), C.STONE_DARK, shade=False)
            m.box((x1 + 0.002, yy, (z0 + z1) / 2), (0.004, 0.012, z1 - z0), C.STONE_DARK, shade=False)


def gate_at(w: int, h: int, gate_cells) -> tuple[str, float, float]:
    """(wall, lo, hi) of the gate: the wall its 4 adjacent squares run along ("west", "east",
    "south", "north") and the opening's span along it, over the middle 2 of them."""
    cells = sorted(tuple(c) for c in gate_cells) or [(0, 2), (0, 5)]
    xs, ys = {c[0] for c in cells}, {c[1] for c in cells}
    if len(xs) == 1 and xs <= {0, w - 1}:
        wall, along = ("west" if xs == {0} else "east"), [c[1] for c in cells]
    else:
        wall, along = ("south" if ys == {0} else "north"), [c[0] for c in cells]
    return wall, min(along) + 0.5, max(along) - 0.5


GATE_TOWER = (0.56, 0.66, 1.3)     # a gate tower's width along the wall, its depth, its height (gate())


def wall_boxes(w: int, h: int, gate_wall=("west",) + GATE_Y) -> list[tuple]:
    """(x0, z0, x1, z1, top) of the walls, opened by the gate, and of the gate's two towers:
    the walls are built from them, and a film's director keeps its camera from looking at a
    figure through them (scenes/director.py)."""
    e0, e1 = -0.5, w - 0.5
    n0, n1 = -0.5, h - 0.5
    t = WALL_T
    side, lo, hi = gate_wall
    # each wall as (x0, z0, x1, z1, height, runs along x)
    sides = {"north": (e0 - t, n1, e1 + t, n1 + t, WALL_H, True),
             "south": (e0 - t, n0 - t, e1 + t, n0, WALL_H_SOUTH, True),
             "east": (e1, n0, e1 + t, n1, WALL_H, False),
             "west": (e0 - t, n0, e0, n1, WALL_H, False)}
    out = []
    for name, (x0, z0, x1, z1, height, along_x) in sides.items():
        if name != side:
            out.append((x0, z0, x1, z1, height))
        elif along_x:
            out += [(x0, z0, lo, z1, height), (hi, z0, x1, z1, height)]
        else:
            out += [(x0, z0, x1, lo, height), (x0, hi, x1, z1, height)]
    across, deep, high = GATE_TOWER
    line = {"west": e0 - t / 2, "east": e1 + t / 2, "south": n0 - t / 2, "north": n1 + t / 2}[side]
    for at in (lo - 0.2, hi + 0.2):       # the towers' centres along the wall (gate())
        if side in ("west", "east"):
            out.append((line - deep / 2, at - across / 2, line + deep / 2, at + across / 2, high))
        else:
            out.append((at - across / 2, line - deep / 2, at + across / 2, line + deep / 2, high))
    return out


def walls(w: int, h: int, m: MeshData, gate_wall=("west",) + GATE_Y) -> None:
    """The four walls, the one of `gate_wall` (gate_at) opened by the gate."""
    e0, e1 = -0.5, w - 0.5
    n0, n1 = -0.5, h - 0.5
    t = WALL_T
    side, lo, hi = gate_wall
    # plaza under the walls
    _quad(m, e0 - t - 1.6, n0 - t - 0.9, e1 + t + 1.2, n1 + t + 1.6, C.PLAZA, -0.03)
    for x0, z0, x1, z1, height in wall_boxes(w, h, gate_wall)[:-2]:      # (the towers: gate())
        _wall_box(m, x0, z0, x1, z1, height)
    # crenels on the far walls, not over the gate
    for i in range(w + 1):
        x = e0 - t / 2 + i * (w + t) / w
        if side == "north" and lo - 0.2 < x < hi + 0.2:
            continue
        m.box((x, WALL_H + 0.06, n1 + t / 2), (0.2, 0.12, t), C.STONE, top_color=C.STONE_TOP)
    for j in range(h + 1):
        z = n0 + j
        if side == "east" and lo - 0.2 < z < hi + 0.2:
            continue
        m.box((e1 + t / 2, WALL_H + 0.06, z), (t, 0.12, 0.2), C.STONE, top_color=C.STONE_TOP)
    # the gate is built facing east (the arena on its +x side) and turned to its wall
    g = MeshData()
    gate(g, 0.0, (lo - hi) / 2, (hi - lo) / 2)
    mid = (lo + hi) / 2
    place = {"west": ((e0 - t / 2, 0, mid), 0), "east": ((e1 + t / 2, 0, mid), 180),
             "south": ((mid, 0, n0 - t / 2), -90), "north": ((mid, 0, n1 + t / 2), 90)}
    offset, yaw = place[side]
    m.extend(g, offset=offset, yaw_deg=yaw)
    if side != "north":          # the stands stand behind the north wall
        stands(w, h, m)


def gate(m: MeshData, x: float, z0: float = GATE_Y[0], z1: float = GATE_Y[1]) -> None:
    """Two towers, a lintel and a raised iron portcullis over the opening; a dark passage."""
    _quad(m, x - 1.4, z0, x + 0.16, z1, C.STONE_DARK, -0.01)
    for z in (z0 - 0.2, z1 + 0.2):
        m.box((x, 0.55, z), (0.56, 1.1, 0.46), palette.scale(C.STONE, 0.85), top_color=C.STONE_TOP)
        m.box((x, 1.16, z), (0.66, 0.12, 0.56), C.STONE, top_color=C.STONE_TOP)
        m.box((x, 1.26, z), (0.2, 0.08, 0.2), C.BRONZE, top_color=palette.GOLD)
        m.box((x + 0.285, 0.62, z), (0.012, 0.5, 0.18), C.BANNER, shade=False)   # banners inward
        m.box((x + 0.29, 0.84, z), (0.014, 0.07, 0.18), palette.GOLD, shade=False)
    m.box((x, 0.92, (z0 + z1) / 2), (0.42, 0.22, z1 - z0), C.STONE, top_color=C.STONE_TOP)
    m.box((x + 0.215, 0.92, (z0 + z1) / 2), (0.012, 0.14, z1 - z0 - 0.1), C.BRONZE, shade=False)
    # the two wooden door leaves, swung open outward
    for z, sgn in ((z0, 1), (z1, -1)):
        leaf = MeshData()
        leaf.box((-0.45, 0.38, 0), (0.9, 0.76, 0.06), C.PLANK, top_color=palette.scale(C.PLANK, 1.2))
        for k in range(3):
            leaf.box((-0.45, 0.15 + k * 0.25, 0.035), (0.9, 0.04, 0.012), C.IRON, shade=False)
        m.extend(leaf, offset=(x - 0.12, 0, z + sgn * 0.04), yaw_deg=sgn * 35)
    # the portcullis, raised: its lower edge shows under the lintel
    for k in range(7):
        z = z0 + 0.15 + k * (z1 - z0 - 0.3) / 6
        m.box((x + 0.05, 0.74, z), (0.04, 0.16, 0.04), C.IRON)
        m.box((x + 0.05, 0.64, z), (0.05, 0.05, 0.05), C.IRON_LIGHT)
    m.box((x + 0.05, 0.70, (z0 + z1) / 2), (0.04, 0.035, z1 - z0 - 0.2), C.IRON)


CROWD = ((0.62, 0.22, 0.18), (0.85, 0.78, 0.62), (0.30, 0.38, 0.55), (0.72, 0.56, 0.30),
         (0.42, 0.52, 0.32), (0.55, 0.40, 0.55), (0.92, 0.90, 0.86))


def stands(w: int, h: int, m: MeshData) -> None:
    """Tiers of seats behind the north wall with the crowd on them, and the Lords' box."""
    n1 = h - 0.5 + WALL_T
    cx = (w - 1) / 2
    for k in range(3):
        col = palette.scale(C.STONE, 0.78 + 0.06 * k)
        y = 0.35 + 0.22 * k
        z = n1 + 0.25 + 0.36 * k
        m.box((cx, y / 2, z), (w + 2.2, y, 0.36), col, top_color=palette.scale(C.STONE_TOP, 0.85 + 0.05 * k))
        for i in range(int((w + 2.0) / 0.26)):
            x = cx - (w + 2.0) / 2 + 0.13 + i * 0.26
            if abs(x - cx) < 0.95 and k > 0:
                continue
            c = CROWD[(i * 5 + k * 3 + (i * i) % 7) % len(CROWD)]
            m.box((x, y + 0.07, z - 0.02), (0.15, 0.14, 0.12), c)
            m.box((x, y + 0.17, z - 0.02), (0.09, 0.08, 0.09), palette.scale(C.SKIN, 0.85 + 0.1 * ((i + k) % 2)))
    # the Lords' box: a red draped platform with gold posts in the middle of the stands
    m.box((cx, 0.62, n1 + 0.78), (1.7, 0.16, 0.75), C.BANNER, top_color=palette.scale(C.BANNER, 1.25))
    m.box((cx, 0.50, n1 + 0.405), (1.7, 0.30, 0.02), C.BANNER, shade=False)
    for dx in (-0.8, 0.8):
        m.box((cx + dx, 0.9, n1 + 0.45), (0.07, 0.45, 0.07), palette.GOLD)
    for i, dx in enumerate((-0.35, 0.0, 0.35)):
        m.box((cx + dx, 0.80, n1 + 0.85), (0.18, 0.2, 0.14), (palette.GOLD, C.SIDE["M"], palette.GOLD)[i])
        m.box((cx + dx, 0.95, n1 + 0.85), (0.1, 0.1, 0.1), C.SKIN)


def trapdoor(m: MeshData, cx: float, cz: float) -> None:
    """Wooden boards with dark gaps and two iron hinges, flush with the sand."""
    s = 0.44
    _quad(m, cx - s, cz - s, cx + s, cz + s, C.PLANK_DARK, 0.004)
    n = 5
    bw = 2 * s / n
    for i in range(n):
        x0 = cx - s + i * bw + 0.012
        col = palette.scale(C.PLANK, 0.92 + 0.05 * ((i * 7) % 3))
        _quad(m, x0, cz - s + 0.02, x0 + bw - 0.024, cz + s - 0.02, col, 0.008)
    for dz in (-0.25, 0.25):
        _quad(m, cx + s - 0.34, cz + dz - 0.04, cx + s - 0.02, cz + dz + 0.04, C.IRON, 0.012)
    m.prism((cx - 0.2, 0.008, cz), 0.05, 0.02, C.IRON_LIGHT, sides=8)   # the ring pull


def grate(m: MeshData, cx: float, cz: float) -> None:
    """An iron frame with bars over a dark drain."""
    s = 0.42
    _quad(m, cx - s, cz - s, cx + s, cz + s, C.PIT, 0.004, shade=False)
    t = 0.05
    for (x0, z0, x1, z1) in ((cx - s, cz - s, cx + s, cz - s + t), (cx - s, cz + s - t, cx + s, cz + s),
                             (cx - s, cz - s, cx - s + t, cz + s), (cx + s - t, cz - s, cx + s, cz + s)):
        m.box(((x0 + x1) / 2, 0.02, (z0 + z1) / 2), (x1 - x0, 0.04, z1 - z0), C.IRON,
              top_color=C.IRON_LIGHT)
    for k in range(1, 7):
        x = cx - s + k * 2 * s / 7
        m.box((x, 0.018, cz), (0.03, 0.036, 2 * s), C.IRON, top_color=C.IRON_LIGHT)
    m.box((cx, 0.02, cz), (2 * s, 0.036, 0.03), C.IRON, top_color=C.IRON_LIGHT)


def corner_marks(m: MeshData, cx: float, cz: float, col, y=0.006) -> None:
    """Four small L-shaped marks inside a cell's corners (an INTRODUCTION square)."""
    a, b, t = 0.44, 0.2, 0.045
    for sx in (-1, 1):
        for sz in (-1, 1):
            x, z = cx + sx * a, cz + sz * a
            _quad(m, min(x, x - sx * b), min(z, z - sz * t), max(x, x - sx * b), max(z, z - sz * t), col, y, False)
            _quad(m, min(x, x - sx * t), min(z, z - sz * b), max(x, x - sx * t), max(z, z - sz * b), col, y, False)


def start_tint(m: MeshData, cx: float, cz: float, col) -> None:
    """A start square: a light wash and a frame in the side's colour."""
    _quad(m, cx - 0.46, cz - 0.46, cx + 0.46, cz + 0.46, (*palette.mix(C.SAND, col, 0.22),), 0.003)
    a, t = 0.43, 0.04
    for (x0, z0, x1, z1) in ((cx - a, cz - a, cx + a, cz - a + t), (cx - a, cz + a - t, cx + a, cz + a),
                             (cx - a, cz - a, cx - a + t, cz + a), (cx + a - t, cz - a, cx + a, cz + a)):
        _quad(m, x0, z0, x1, z1, col, 0.005, False)


ENTRY_COLORS = {"gate": C.BRONZE, "trapdoor": C.PLANK_DARK, "grate": C.IRON}


def build_arena(w: int, h: int, entries: dict, start_rows: dict) -> MeshData:
    """The whole static arena. entries: place -> cells ("gate", "trapdoor", "grate");
    start_rows: colour -> cells (tinted)."""
    m = MeshData()
    floor(w, h, m)
    for col, cells in start_rows.items():
        for (x, y) in cells:
            start_tint(m, x, y, col)
    for place, cells in entries.items():
        for (x, y) in cells:
            corner_marks(m, x, y, ENTRY_COLORS.get(place, C.IRON))
    walls(w, h, m, gate_at(w, h, entries.get("gate", ())))
    return m


def feature(m: MeshData, kind: str, cell) -> None:
    x, z = cell
    if kind == "trapdoor":
        trapdoor(m, x, z)
    elif kind == "grate":
        grate(m, x, z)

