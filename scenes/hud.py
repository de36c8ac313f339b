"""Heads-up display: a side panel with each ninja (colour, name, life, weapons, status), a
caption line, and the key help. Drawn from a TableView, like everything on the table."""
from __future__ import annotations

from ursina import Entity, Text, camera, color as ucolor, destroy, window

from models import palette
from models.meshkit import MeshData
from scenes.table import destroy_tree, freeze
from scenes.tableview import FigureView, TableView

HELP = ("Keys: arrows/Q/E orbit, W/A/S/D pan, +/- or wheel zoom, right-drag orbit, "
        "R reset, T top view, F1-F4 views, 1-4/Tab/click select, O sight, F follow, Space skip, [ ] speed, "
        "F5 save, F9 load, F12 screenshot, Esc menu")

ROW_H = 0.085


def pretty(weapon: str | None) -> str:
    if not weapon:
        return "-"
    return weapon.replace("_", " ").title()


def rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def weapons_line(f: FigureView) -> str:
    melee = pretty(f.melee) if f.melee else "no melee weapon"
    ranged = pretty(f.ranged) if f.ranged else "no ranged weapon"
    if f.ranged and f.ranged_uses is not None:
        ranged += f" x{f.ranged_uses}"
    return f"{melee} / {ranged}"


class Hud(Entity):
    def __init__(self, show_help: bool = True):
        super().__init__(parent=camera.ui)
        self.rows: list[Entity] = []
        self.caption = Text("", parent=self, position=(0, 0.47), origin=(0, 0), scale=1.0)
        self.help = Text(HELP, parent=self, origin=(0, -0.5), scale=0.62,
                         position=(0, -0.495), color=ucolor.rgba(1, 1, 1, 0.75),
                         enabled=show_help)
        self._key = None
        freeze(self)

    def show(self, view: TableView) -> None:
        # only what the panel shows: moving or turning a figure does not rebuild it
        key = (view.caption, tuple((f.label, f.seat_index, f.life, f.max_life, f.alive, f.melee,
                                    f.ranged, f.ranged_uses, f.status) for f in view.figures))
        if key == self._key:
            return
        self._key = key
        self.caption.text = view.caption
        for r in self.rows:
            destroy_tree(r)
        self.rows = []
        left = -window.aspect_ratio / 2 + 0.015
        top = 0.47
        for i, f in enumerate(view.figures):
            self.rows.append(self._row(f, left, top - i * ROW_H))

    def _row(self, f: FigureView, left: float, top: float) -> Entity:
        row = Entity(parent=self, position=(left, top))
        col = palette.player_color(f.seat_index)
        alpha = 1.0 if f.alive else 0.45
        # plate, seat stripe and life pips: one mesh per row
        m = MeshData()

        def quad(x0, y0, x1, y1, c, a=1.0):
            m.add_poly([(x0, y0, 0), (x0, y1, 0), (x1, y1, 0), (x1, y0, 0)], (*c[:3], a), False)
        quad(0, -(ROW_H - 0.008), 0.42, 0, (0, 0, 0), 0.55)
        quad(0, -(ROW_H - 0.008), 0.018, 0, col, alpha)
        n = max(1, f.max_life)
        w = 0.37 / n
        for k in range(n):
            c = palette.life_color(f.life, f.max_life) if k < f.life else palette.LIFE_EMPTY
            quad(0.03 + k * w, -0.048, 0.03 + k * w + w * 0.8, -0.036, c, alpha)
        Entity(parent=row, model=m.to_mesh(), z=0.01)
        name = f"{f.label}" + ("" if f.alive else "  (defeated)")
        Text(name, parent=row, position=(0.03, -0.006), origin=(-0.5, 0.5), scale=0.75,
             color=rgb(palette.mix(col, (1, 1, 1), 0.45), alpha))
        Text(f"{f.life}/{f.max_life}", parent=row, position=(0.405, -0.006), origin=(0.5, 0.5),
             scale=0.75, color=rgb(palette.life_color(f.life, f.max_life), alpha))
        extra = weapons_line(f)
        if f.status:
            extra += "   [" + ", ".join(s.replace("_", " ") for s in f.status) + "]"
        Text(extra, parent=row, position=(0.03, -0.052), origin=(-0.5, 0.5), scale=0.58,
             color=ucolor.rgba(0.9, 0.9, 0.9, alpha))
        freeze(row)
        return row

    def say(self, text: str) -> None:
        self.caption.text = text
