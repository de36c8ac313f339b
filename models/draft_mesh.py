"""The workshop's board: one block per cell (a square column or a hex prism) as tall as its
level, coloured by level or terrain, start cells tinted with their side's colour, cells with a
problem ringed in red. Plain mesh data: the editor passes world positions and colours in."""
from __future__ import annotations

import math
from typing import Iterable, NamedTuple

from models import palette
from models.meshkit import MeshData

LEVEL_HEIGHT = 0.5
PROBLEM = (0.95, 0.12, 0.10)
GROUND = (0.72, 0.64, 0.48)
# Terrain brushes are coloured by their name (the workshop knows the games' terrain only by the
# names their arena checks give it); a name not here takes one of FALLBACK in palette order.
NAMED = {
    "open": GROUND, "sand": GROUND, "fire": (0.95, 0.40, 0.10), "pit": (0.10, 0.09, 0.09),
    "caltrops": (0.62, 0.64, 0.70), "wall": (0.60, 0.30, 0.22), "ruins": (0.50, 0.48, 0.46),
    "shadow": (0.28, 0.20, 0.42), "exit": (0.25, 0.80, 0.45), "altar": (0.98, 0.82, 0.30),
    "Octo Altar": (0.98, 0.82, 0.30), "bush": (0.55, 0.80, 0.35), "woods": (0.13, 0.45, 0.18),
    "swamp": (0.42, 0.45, 0.20), "boardwalk": (0.55, 0.38, 0.20), "lake": (0.25, 0.55, 0.92),
    "teleportal": (0.80, 0.45, 0.95), "random movement indicator": (0.95, 0.95, 0.95),
    "by the gate": (0.45, 0.30, 0.15), "trapdoor": (0.30, 0.20, 0.10),
    "drain grate": (0.45, 0.50, 0.58),
}
FALLBACK = ((0.93, 0.38, 0.12), (0.30, 0.75, 0.95), (0.95, 0.85, 0.30), (0.20, 0.55, 0.25))


class CellLook(NamedTuple):
    x: float
    z: float
    level: int
    color: tuple
    problem: bool


def terrain_color(name: str, index: int = 0) -> tuple:
    return NAMED.get(name, FALLBACK[index % len(FALLBACK)])


def build(cells: Iterable[CellLook], grid: str) -> MeshData:
    m = MeshData()
    for c in cells:
        top = max(c.level, 0) * LEVEL_HEIGHT + 0.08
        if grid == "hex":
            m.prism((c.x, 0.0, c.z), 0.97, top, palette.scale(c.color, 0.7), sides=6,
                    top_color=c.color, rot=math.pi / 2)
            if c.problem:
                m.prism((c.x, top, c.z), 0.97, 0.03, PROBLEM, sides=6, radius_top=0.6, rot=math.pi / 2)
        else:
            m.box((c.x, top / 2, c.z), (0.96, top, 0.96), palette.scale(c.color, 0.72),
                  top_color=c.color)
            if c.problem:
                _ring(m, c.x, top + 0.005, c.z)
    return m


def _ring(m: MeshData, x: float, y: float, z: float, r: float = 0.48, w: float = 0.09) -> None:
    """A red square ring on a cell's top."""
    for (x0, z0, x1, z1) in ((x - r, z - r, x + r, z - r + w), (x - r, z + r - w, x + r, z + r),
                             (x - r, z - r, x - r + w, z + r), (x + r - w, z - r, x + r, z + r)):
        m.add_poly([(x0, y, z0), (x0, y, z1), (x1, y, z1), (x1, y, z0)], PROBLEM, False, (0, 1, 0))


class PawnLook(NamedTuple):
    x: float
    y: float
    z: float
    color: tuple
    yaw: float | None          # degrees clockwise from north, None: no facing
    selected: bool


def pawns(looks: Iterable[PawnLook]) -> MeshData:
    """A pawn per placed figure in its side's colour, a nose toward its facing, a gold ring
    under the one being placed."""
    m = MeshData()
    for p in looks:
        if p.selected:
            m.prism((p.x, p.y + 0.01, p.z), 0.45, 0.04, palette.GOLD, sides=16)
        m.prism((p.x, p.y, p.z), 0.3, 0.55, p.color, sides=12, radius_top=0.2)
        m.sphere((p.x, p.y + 0.7, p.z), 0.17, p.color)
        if p.yaw is not None:
            r = math.radians(p.yaw)
            m.box((p.x + math.sin(r) * 0.28, p.y + 0.45, p.z + math.cos(r) * 0.28), (0.12, 0.12, 0.12),
                  palette.scale(p.color, 0.5))
    return m
