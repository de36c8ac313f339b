"""The pieces every non-Ninja pack table is made of.

A pack's table is a `PackTable` subclass. It is built once from the game's setup and first view
(the static board: build it into few meshes and `freeze` it), then `show(view)` makes the
figures and tokens match any later view of the pack (`pack.view(state, seat)`, a JSON dict).
The table never keeps game state: every picture is drawn from a view. Subclasses implement:

    grid = "hex" | "square"
    def build(self, setup, view)          the board under self.root (static)
    def cells(self, view) -> list         every board cell (for the camera's framing)
    def show(self, view)                  figures/tokens to match the view
    def rows(self, view) -> list[HudRow]  the side panel, one row per figure or seat
    def caption(self, view) -> str        the top line ("Round 3: killer's turn")

and may override `height(cell, view)` (a cell's top) and `figure_pos(fid)`. Figures go in
`self.figures` (id -> Entity with `position`, `yaw` and a `body` child) so the shared effects
(scenes/fx.py) and the camera can find them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ursina import Entity, Text, Vec3, camera, color as ucolor, window

from models import palette
from models.meshkit import MeshData
from scenes.camera import CameraRig
from scenes.packs.layout import hex_xz, square_xz
from scenes.table import destroy_tree, freeze


def rgb(c, a: float = 1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


@dataclass(frozen=True)
class HudRow:
    label: str
    seat_index: int = 0
    value: int | None = None       # life, condition, lives ... (pips when max_value is given)
    max_value: int | None = None
    detail: str = ""               # a second, smaller line
    alive: bool = True


class PackTable:
    grid = "square"
    cell_size = 1.0

    def __init__(self, setup: dict, view: dict):
        self.setup = setup or {}
        self.root = Entity()
        self.board = Entity(parent=self.root)
        self.figures: dict[str, Entity] = {}
        self.view = view
        self.build(self.setup, view)
        freeze(self.board)
        self.center, self.size = self._frame(view)
        self.show(view)

    # ------------------------------------------------------------------ to implement
    def build(self, setup: dict, view: dict) -> None:
        raise NotImplementedError

    def cells(self, view: dict) -> list:
        raise NotImplementedError

    def show(self, view: dict) -> None:
        raise NotImplementedError

    def rows(self, view: dict) -> list[HudRow]:
        return []

    def caption(self, view: dict) -> str:
        return ""

    # ------------------------------------------------------------------ geometry
    def height(self, cell, view: dict | None = None) -> float:
        """The top of a cell, where figures stand."""
        return 0.0

    def world(self, cell, view: dict | None = None) -> Vec3:
        if cell is None:
            return Vec3(self.center)
        x, z = (hex_xz if self.grid == "hex" else square_xz)(cell, self.cell_size)
        return Vec3(x, self.height(cell, view), z)

    cell_pos = world       # the name the Ninja table uses

    def figure_pos(self, fid) -> Vec3:
        e = self.figures.get(fid)
        return Vec3(e.position) if e is not None else Vec3(self.center)

    def _frame(self, view: dict) -> tuple[Vec3, float]:
        pts = [self.world(c, view) for c in self.cells(view)] or [Vec3(0, 0, 0)]
        xs, zs = [p.x for p in pts], [p.z for p in pts]
        center = Vec3((min(xs) + max(xs)) / 2, 0, (min(zs) + max(zs)) / 2)
        size = max(max(xs) - min(xs), max(zs) - min(zs)) + 2 * self.cell_size
        return center, size

    def destroy(self) -> None:
        destroy_tree(self.root)


class PackHud(Entity):
    """The side panel (a row per figure or seat), the caption line and a help line."""

    ROW_H = 0.085

    def __init__(self, help_text: str = "", show_help: bool = True):
        super().__init__(parent=camera.ui)
        self.rows: list[Entity] = []
        self.caption = Text("", parent=self, position=(0, 0.47), origin=(0, 0), scale=1.0)
        self.help = Text(help_text, parent=self, origin=(0, -0.5), scale=0.62,
                         position=(0, -0.495), color=ucolor.rgba(1, 1, 1, 0.75),
                         enabled=show_help and bool(help_text))
        self._key = None
        freeze(self)

    def show(self, rows: list[HudRow], caption: str = "") -> None:
        key = (tuple(rows), caption)
        if key == self._key:
            return
        self._key = key
        if caption:
            self.caption.text = caption
        # Text entities are slow to make: keep every row that did not change
        left = -window.aspect_ratio / 2 + 0.015
        rows = rows[:10]
        old = self.rows
        self.rows = []
        for i, row in enumerate(rows):
            if i < len(old) and old[i].hud_row == row:
                self.rows.append(old[i])
                continue
            if i < len(old):
                destroy_tree(old[i])
            self.rows.append(self._row(row, left, 0.47 - i * self.ROW_H))
        for extra in old[len(rows):]:
            destroy_tree(extra)

    def _row(self, r: HudRow, left: float, top: float) -> Entity:
        row = Entity(parent=self, position=(left, top))
        row.hud_row = r
        col = palette.player_color(r.seat_index)
        alpha = 1.0 if r.alive else 0.45
        m = MeshData()

        def quad(x0, y0, x1, y1, c, a=1.0):
            m.add_poly([(x0, y0, 0), (x0, y1, 0), (x1, y1, 0), (x1, y0, 0)], (*c[:3], a), False)
        quad(0, -(self.ROW_H - 0.008), 0.42, 0, (0, 0, 0), 0.55)
        quad(0, -(self.ROW_H - 0.008), 0.018, 0, col, alpha)
        if r.value is not None and r.max_value:
            n = max(1, r.max_value)
            w = 0.37 / n
            for k in range(n):
                c = palette.life_color(r.value, n) if k < r.value else palette.LIFE_EMPTY
                quad(0.03 + k * w, -0.048, 0.03 + k * w + w * 0.8, -0.036, c, alpha)
        Entity(parent=row, model=m.to_mesh(), z=0.01)
        Text(r.label + ("" if r.alive else "  (out)"), parent=row, position=(0.03, -0.006),
             origin=(-0.5, 0.5), scale=0.75, color=rgb(palette.mix(col, (1, 1, 1), 0.45), alpha))
        if r.value is not None:
            txt = f"{r.value}/{r.max_value}" if r.max_value else str(r.value)
            Text(txt, parent=row, position=(0.405, -0.006), origin=(0.5, 0.5), scale=0.75,
                 color=rgb(palette.life_color(max(0, r.value), r.max_value or 10), alpha))
        if r.detail:
            Text(r.detail, parent=row, position=(0.03, -0.052), origin=(-0.5, 0.5), scale=0.58,
                 color=ucolor.rgba(0.9, 0.9, 0.9, alpha))
        freeze(row)
        return row

    def say(self, text: str) -> None:
        self.caption.text = text


class PackScene:
    """A pack table + camera rig + HUD, shown from one pack view dict."""

    def __init__(self, module, setup: dict, view: dict, camera_name: str = "default",
                 interactive: bool = True, hud: bool = True, show_help: bool = True,
                 help_text: str = ""):
        self.module = module
        self.table: PackTable = module.TABLE(setup, view)
        self.rig = CameraRig(self.table.center, self.table.size, camera_name, interactive)
        self.hud = PackHud(help_text, show_help) if hud else None
        self.show(view)

    def show(self, view: dict) -> None:
        self.view = view
        self.table.view = view
        self.table.show(view)
        if self.hud is not None:
            self.hud.show(self.table.rows(view), self.table.caption(view))
