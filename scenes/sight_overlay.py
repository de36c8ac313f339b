"""The line-of-sight overlay (key O): which cells a selected ninja sees, and which its ranged
weapon can hit; hovering a cell draws the sight line and outlines the cell that blocks it.

The answers come from scenes/sightmap.py (the pack's 2.5 rule). The board tint is ONE mesh,
rebuilt only when the selection or the game state changes; the hover line is two tiny meshes
rebuilt only when the hovered cell changes. Nothing here runs per frame.
"""
from __future__ import annotations

from ursina import Entity, Mesh, Vec3, color as ucolor

from models.board_mesh import LEVEL_HEIGHT
from models.meshkit import MeshData
from scenes.table import FIGURE_SCALE, destroy_tree, freeze

CONCEALED = (0.16, 0.04, 0.32, 0.62)     # dark violet veil: the viewer cannot see this cell
HITTABLE = (0.25, 0.95, 0.35, 0.60)      # green: a ranged attack reaches this cell
LINE_HIDDEN = (0.95, 0.22, 0.18, 0.60)   # red: straight ahead, in range, but concealed
VIEWER = (0.98, 0.80, 0.25, 0.70)        # gold ring under the viewer
EYE = 0.72 * FIGURE_SCALE                # the figure's eye height above its cell top
LIFT = 0.02


def _transparent(e: Entity) -> None:
    from panda3d.core import TransparencyAttrib
    e.setTransparency(TransparencyAttrib.M_alpha)
    e.setDepthWrite(False)
    e.setBin("fixed", 5)


def _top(board, cell) -> float:
    return board.level_at(tuple(cell)) * LEVEL_HEIGHT


def overlay_mesh(info, board) -> MeshData:
    """Concealed cells veiled, the ranged line tinted (green = can hit, red = concealed)."""
    m = MeshData()
    h, w = board.level.shape
    line = set(info.line)
    ins = 0.04
    for y in range(h):
        for x in range(w):
            c = (x, y)
            if c in line:
                col = HITTABLE if c in info.hittable else LINE_HIDDEN
            elif c == info.cell:
                col = VIEWER
            elif info.concealed(c):
                col = CONCEALED
            else:
                continue
            yy = _top(board, c) + LIFT
            m.add_poly([(x - 0.5 + ins, yy, y - 0.5 + ins), (x - 0.5 + ins, yy, y + 0.5 - ins),
                        (x + 0.5 - ins, yy, y + 0.5 - ins), (x + 0.5 - ins, yy, y - 0.5 + ins)],
                       col, False)
    return m


def outline_mesh(board, cell, col, thick: float = 0.07) -> MeshData:
    """A flat square frame on a cell's top."""
    m = MeshData()
    x, y = cell
    yy = _top(board, cell) + LIFT * 2
    a, b = 0.5, 0.5 - thick
    for (x0, z0, x1, z1) in ((-a, -a, a, -b), (-a, b, a, a), (-a, -b, -b, b), (b, -b, a, b)):
        m.add_poly([(x + x0, yy, y + z0), (x + x0, yy, y + z1), (x + x1, yy, y + z1),
                    (x + x1, yy, y + z0)], col, False)
    return m


class SightOverlay:
    def __init__(self, table):
        self.table = table
        self.root = Entity(parent=table.root)
        self.tint = Entity(parent=self.root)
        self.hover_parts = Entity(parent=self.root)
        _transparent(self.tint)
        # the sight line is drawn over the blocks it passes (to see where it is cut off)
        self.hover_parts.setDepthTest(False)
        self.hover_parts.setBin("fixed", 20)
        self.info = None
        self.hovered = None
        self.builds = 0            # how many times the tint mesh was built (tests)

    @property
    def enabled(self) -> bool:
        return self.root.enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self.root.enabled = on

    def show(self, info) -> None:
        """Rebuild the tint for a new SightInfo (the caller calls this only on changes)."""
        self.info = info
        self.tint.model = overlay_mesh(info, self.table.board).to_mesh() if info else None
        self.builds += 1
        self.hover(None)

    def hover(self, cell, line=None) -> None:
        """Draw the eye line to `cell` (`line`: the pack's SightLine) and outline its blocker."""
        if cell == self.hovered and line is None:
            return
        self.hovered = cell
        for e in list(self.hover_parts.children):
            destroy_tree(e)
        if cell is None or self.info is None or line is None:
            return
        board = self.table.board
        a = Vec3(self.info.cell[0], _top(board, self.info.cell) + EYE, self.info.cell[1])
        b = Vec3(cell[0], _top(board, cell) + EYE, cell[1])
        blocked = line.blocked_by
        col = ucolor.rgba(1, 0.3, 0.25, 1) if blocked else ucolor.rgba(1, 1, 0.85, 1)
        Entity(parent=self.hover_parts, model=Mesh(vertices=[a, b], mode="line", thickness=3),
               color=col)
        Entity(parent=self.hover_parts, model=Mesh(vertices=[b, Vec3(b.x, b.y - EYE + 0.03, b.z)],
                                                     mode="line", thickness=2), color=col)
        Entity(parent=self.hover_parts, model=outline_mesh(board, cell, (1, 1, 0.85, 1), 0.05).to_mesh())
        if blocked:
            Entity(parent=self.hover_parts,
                   model=outline_mesh(board, blocked, (1.0, 0.12, 0.10, 1), 0.1).to_mesh())
        freeze(self.hover_parts)

    def destroy(self) -> None:
        destroy_tree(self.root)
