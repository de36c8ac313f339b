"""The line-of-sight overlay (key O), for every game whose rules have sight: which cells a
selected figure cannot see, and which its line of fire can hit; hovering a cell draws the sight
line and outlines the cell that blocks it.

The answers are the pack's (`pack.sight(state, figure)`: a rules.core.sight.SightMap; the
hovered line `pack.explain_sight(...)`: a SightLine with its reason in words); this module only
draws them, on square or hex cells alike (the table's `cells`, `world`, `grid`, `cell_size`).
The board tint is ONE mesh, rebuilt only when the selection or the game state changes; the
hover line is a few tiny meshes rebuilt only when the hovered cell changes. Nothing here runs
per frame.
"""
from __future__ import annotations

from ursina import Entity, Mesh, Vec3, color as ucolor

from models.meshkit import MeshData
from scenes.layout import hex_corners
from scenes.table import destroy_tree, freeze

CONCEALED = (0.16, 0.04, 0.32, 0.62)     # dark violet veil: the viewer cannot see this cell
HITTABLE = (0.25, 0.95, 0.35, 0.60)      # green: a ranged attack reaches this cell
LINE_HIDDEN = (0.95, 0.22, 0.18, 0.60)   # red: straight ahead, in range, but concealed
VIEWER = (0.98, 0.80, 0.25, 0.70)        # gold ring under the viewer
LIFT = 0.02


def _transparent(e: Entity) -> None:
    from panda3d.core import TransparencyAttrib
    e.setTransparency(TransparencyAttrib.M_alpha)
    e.setDepthWrite(False)
    e.setBin("fixed", 5)


def _corners(table, cell, inset: float) -> list[tuple[float, float]]:
    """A cell's outline (x, z offsets from its centre), shrunk by `inset`."""
    if table.grid == "hex":
        k = 1.0 - inset / max(1e-6, table.cell_size)
        return [(x * k, z * k) for x, z in hex_corners(table.cell_size)]
    a = table.cell_size / 2 - inset
    return [(-a, -a), (-a, a), (a, a), (a, -a)]


def _cell_poly(m: MeshData, table, cell, col, inset: float, lift: float) -> None:
    p = table.world(cell, table.view)
    pts = [(p.x + x, p.y + lift, p.z + z) for x, z in _corners(table, cell, inset)]
    m.add_poly(pts, col, False)
    if table.grid == "hex":             # hex corners run the other way round: both windings
        m.add_poly(pts[::-1], col, False)


def overlay_mesh(info, table) -> MeshData:
    """Concealed cells veiled, the line of fire tinted (green = can hit, red = concealed)."""
    m = MeshData()
    line = set(info.line)
    for c in table.cells(table.view):
        c = tuple(c)
        if c in line:
            col = HITTABLE if c in info.hittable else LINE_HIDDEN
        elif c == tuple(info.cell):
            col = VIEWER
        elif info.concealed(c):
            col = CONCEALED
        else:
            continue
        _cell_poly(m, table, c, col, 0.04, LIFT)
    return m


def outline_mesh(table, cell, col, thick: float = 0.07) -> MeshData:
    """A flat frame on a cell's top."""
    m = MeshData()
    p = table.world(cell, table.view)
    yy = p.y + LIFT * 2
    outer, inner = _corners(table, cell, 0.0), _corners(table, cell, thick)
    n = len(outer)
    for i in range(n):
        j = (i + 1) % n
        quad = [(p.x + outer[i][0], yy, p.z + outer[i][1]), (p.x + outer[j][0], yy, p.z + outer[j][1]),
                (p.x + inner[j][0], yy, p.z + inner[j][1]), (p.x + inner[i][0], yy, p.z + inner[i][1])]
        m.add_poly(quad, col, False)
        m.add_poly(quad[::-1], col, False)
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
        self.tint.model = overlay_mesh(info, self.table).to_mesh() if info else None
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
        table = self.table
        eye = Vec3(0, table.eye_height, 0)
        a = table.world(tuple(self.info.cell), table.view) + eye
        b = table.world(tuple(cell), table.view) + eye
        blocked = line.blocked_by
        col = ucolor.rgba(1, 0.3, 0.25, 1) if blocked else ucolor.rgba(1, 1, 0.85, 1)
        Entity(parent=self.hover_parts, model=Mesh(vertices=[a, b], mode="line", thickness=3),
               color=col)
        Entity(parent=self.hover_parts, model=Mesh(vertices=[b, b - eye + Vec3(0, 0.03, 0)],
                                                     mode="line", thickness=2), color=col)
        Entity(parent=self.hover_parts, model=outline_mesh(table, cell, (1, 1, 0.85, 1), 0.05).to_mesh())
        if blocked:
            Entity(parent=self.hover_parts,
                   model=outline_mesh(table, blocked, (1.0, 0.12, 0.10, 1), 0.1).to_mesh())
        freeze(self.hover_parts)

    def destroy(self) -> None:
        destroy_tree(self.root)
