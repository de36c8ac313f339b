"""The Master of Ceremonies table: the Lords' arena, its figures and markers, drawn from a view
of rules/ceremony (`pack.view(state, seat)`), never from game state of its own.

Cells are the pack's (x, y), x east, y north (rules/core/square.py); cell (x, y) is world
(x, 0, y). Facing 0..7 clockwise from north is the figure's yaw in 45 degree steps. Figures
without a facing (dogs, the tiger, the ape-man) keep the heading of their last move.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ursina import Entity, Text, Vec3

from models import palette
from models.ceremony import colors as C
from models.ceremony import props
from models.ceremony.arena import build_arena, feature, gate_at, wall_boxes
from models.ceremony.figures import build_figure, figure_height
from models.meshkit import MeshData
from scenes.fx import drop_shadow
from scenes.hud import rgb
from scenes.table import HudRow, PackTable, TurnsBody
from scenes.table import destroy_tree, freeze, show_fallen

from scenes.games.ceremony import text as T
from scenes.games.ceremony.panel import CeremonyPanel


@lru_cache(maxsize=4)
def arena_mesh(name: str | None = None):
    """The static arena of that name (built once per process: it never changes)."""
    w, h, entries, feats, starts = arena_info(name)
    tints = {}
    side_of_area = {"south": "A", "north": "B"}
    for area, cells in starts.items():
        side = side_of_area.get(area)
        if side:
            tints.setdefault(C.SIDE[side], []).extend(tuple(c) for c in cells)
    m = build_arena(w, h, entries, tints)
    for cell, kind in feats.items():
        feature(m, kind, cell)
    return m


def arena_info(name: str | None = None):
    """(width, height, entry places, terrain char per cell, start areas) of an arena by name
    (default: the shipped one)."""
    from rules.ceremony.data import DEFAULT_ARENA, arena, entry_places
    b = arena(name or DEFAULT_ARENA)
    feats = {}
    for cell in b.cells():
        t = b.terrain_at(cell)
        if t == "T":
            feats[tuple(cell)] = "trapdoor"
        elif t == "D":
            feats[tuple(cell)] = "grate"
    return b.width, b.height, entry_places(b), feats, dict(b.start_areas)


FIGURE_SCALE = 1.25


class FigureEntity(TurnsBody, Entity):
    """One figure: `body` (the mesh, turned by `yaw`), an hourglass and the Master's tokens."""

    def __init__(self, fid: str, **kw):
        super().__init__(**kw)
        self.fid = fid
        self.kind = ""
        self._look = None
        self._tokens = -1
        self.body = Entity(parent=self, scale=FIGURE_SCALE)
        self.glass = Entity(parent=self, model=props.hourglass().to_mesh(), enabled=False)
        self.marks = Entity(parent=self, billboard=True, enabled=False)
        # the name over the head: three dogs of the Master's colour, two dwarves alike
        self.label = Text("", parent=self, billboard=True, origin=(0, 0), scale=7.0)
        drop_shadow(self.label)          # light names on light sand
        freeze(self)

    def apply(self, fig: dict, color) -> None:
        look = (fig.get("kind"), tuple(color), tuple(fig.get("weapons") or ()),
                str(sorted((fig.get("armour") or {}).items())))
        if look != self._look:
            self.body.model = build_figure(fig, color).to_mesh()
            self._look = look
            self.kind = str(fig.get("kind"))
        top = figure_height(self.kind) * FIGURE_SCALE
        self.glass.y = top + 0.2
        self.glass.enabled = bool(fig.get("hourglass"))
        n = int(fig.get("tokens") or 0) if fig.get("side") == "M" else 0
        if n != self._tokens:
            self.marks.model = props.tokens(min(n, 8)).to_mesh() if n else None
            self.marks.enabled = n > 0
            self._tokens = n
        self.marks.y = top + (0.6 if self.glass.enabled else 0.18)
        name = T.short_name(fig, self.fid)
        if self.label.text != name:       # the shadow too: made with no words, it drew none
            self.label.text = self.label.shadow.text = name
        self.label.color = rgb(palette.mix(color, (1, 1, 1), 0.55))
        # over the tokens, else over the hourglass, else over the head
        self.label.y = (self.marks.y + 0.45 if self.marks.enabled
                        else self.glass.y + 0.55 if self.glass.enabled else top + 0.3)


class CeremonyTable(PackTable):
    grid = "square"
    # at the live table the gladiators' cards fill the screen's left edge: the board is framed
    # right of them (and left of the action menu, scenes/controller.py)
    panel_left = 0.45

    def build(self, setup: dict, view: dict) -> None:
        self.arena = (setup or {}).get("arena")
        w, h, entries, feats, _ = arena_info(self.arena)
        self.w, self.h = w, h
        self.features, self.entries = feats, entries
        Entity(parent=self.board, model=arena_mesh(self.arena).to_mesh())
        self.occluders = tuple(wall_boxes(w, h, gate_at(w, h, entries.get("gate", ()))))
        self.traps = Entity(parent=self.root)
        self._traps_key = None
        self.panel = CeremonyPanel()

    def cells(self, view: dict) -> list:
        return [(x, y) for x in range(self.w) for y in range(self.h)]

    def _frame(self, view: dict):
        center, size = super()._frame(view)
        # the camera's default pose leaves the left third to the HUD; the walls and the gate
        # stick out past the cells
        return Vec3(center.x - 0.2, 0, center.z + 0.15), size + 0.3

    # ------------------------------------------------------------------ figures
    def color_of(self, fig: dict, view: dict):
        return C.fig_color(fig, view.get("sides"))

    def show(self, view: dict) -> None:
        seen = set()
        for fig in view.get("figures", []):
            fid = fig["id"]
            on = fig.get("status") == "active" and fig.get("cell") is not None
            down = fig.get("status") in ("dead", "out")    # (the view drops a dead figure's cell)
            ent = self.figures.get(fid)
            if not on:
                if ent is not None:
                    ent.enabled = down           # the fallen lie where they fell
                    show_fallen(ent, down)
                    ent.label.enabled = not down     # nameless, as in Gladiator
                    if down:
                        seen.add(fid)
                continue
            seen.add(fid)
            if ent is None:
                ent = FigureEntity(fid, parent=self.root)
                self.figures[fid] = ent
                if fig.get("facing") is None:   # an animal looks into the arena when it enters
                    ent.yaw = self._toward_centre(fig["cell"])
            ent.enabled = True
            show_fallen(ent, False)
            ent.label.enabled = True
            ent.apply(fig, self.color_of(fig, view))
            ent.position = self.world(fig["cell"], view)
            ent.body.rotation = Vec3(0, ent.yaw, 0)
            ent.body.scale = FIGURE_SCALE
            if fig.get("facing") is not None:
                ent.yaw = float(fig["facing"]) * 45.0
        for fid, ent in self.figures.items():
            if fid not in seen:
                ent.enabled = False
        self._show_traps(view)
        self.show_sheets(view)

    def _toward_centre(self, cell) -> float:
        dx, dz = (self.w - 1) / 2 - cell[0], (self.h - 1) / 2 - cell[1]
        return math.degrees(math.atan2(dx, dz))

    def _show_traps(self, view: dict) -> None:
        traps = []
        for t in view.get("traps", []):
            if t.get("sprung"):
                traps.append((tuple(t["cell"]), t.get("kind", "spikes"), True))
            elif t.get("trap_cell") is not None:
                traps.append((tuple(t["trap_cell"]), t.get("trap", "spikes"), False))
        key = tuple(sorted(traps))
        if key == self._traps_key:
            return
        self._traps_key = key
        for c in list(self.traps.children):
            destroy_tree(c)
        if not traps:
            return
        m = MeshData()
        for cell, kind, sprung in traps:
            m.extend(props.trap(kind, sprung), offset=(cell[0], 0.0, cell[1]))
        hidden = [t for t in traps if not t[2]]
        Entity(parent=self.traps, model=m.to_mesh())
        if hidden:   # a placer's own hidden trap: a dashed warning frame around it
            f = MeshData()
            for cell, _, _ in hidden:
                _frame_mesh(f, cell, (0.95, 0.2, 0.2))
            Entity(parent=self.traps, model=f.to_mesh())

    # ------------------------------------------------------------------ for the animations
    @property
    def master_pos(self) -> Vec3:
        """The Master of Ceremonies acts from the Lords' box in the north stands."""
        return Vec3((self.w - 1) / 2, 0.35, self.h - 0.3)

    def head_height(self, fid) -> float:
        ent = self.figures.get(fid)
        return figure_height(ent.kind if ent is not None else "gladiator") * FIGURE_SCALE

    def location_height(self, fid, location) -> float:
        k = {"head": 0.85, "torso": 0.6, "right_arm": 0.55, "left_arm": 0.55, "right_leg": 0.25,
             "left_leg": 0.25}.get(location, 0.5)
        return self.head_height(fid) * k

    def entry_place(self, cell) -> str:
        for place, cells in self.entries.items():
            if tuple(cell) in {tuple(c) for c in cells}:
                return place
        return "gate"

    def spawn(self, fid, cell, facing, view: dict):
        """Make a figure stand on `cell` (it enters the board in an animation)."""
        fig = T.figures(view).get(fid)
        if fig is None:
            return None
        fig = dict(fig, cell=list(cell), facing=facing, status="active")
        ent = self.figures.get(fid)
        if ent is None:
            ent = FigureEntity(fid, parent=self.root)
            self.figures[fid] = ent
        ent.enabled = True
        ent.apply(fig, self.color_of(fig, view))
        ent.body.rotation = Vec3(0, float(facing) * 45.0 if facing is not None else self._toward_centre(cell), 0)
        ent.position = self.world(cell, view)
        return ent

    # ------------------------------------------------------------------ HUD
    def ui_panels(self) -> list:
        # the cards down the left and the wheel in the corner, each judged apart: one rectangle
        # round both spanned the board, and the layout rule faded them all whenever Kord stood
        # between them at the bottom (seen live)
        return [self.panel.column, self.panel.corner]

    def show_sheets(self, view: dict) -> None:
        self.panel.show(view, self.rows_count(view))

    def rows_count(self, view: dict) -> int:
        return len(self.rows(view))

    def rows(self, view: dict) -> list[HudRow]:
        return T.seat_rows(view)

    def caption(self, view: dict) -> str:
        return T.caption(view)

    def destroy(self) -> None:
        destroy_tree(self.panel)
        super().destroy()


def _frame_mesh(m: MeshData, cell, col) -> None:
    x, z = cell
    a, t = 0.47, 0.035
    for k in range(4):
        s = -a + k * 0.25
        for (x0, z0, x1, z1) in ((x + s, z - a, x + s + 0.14, z - a + t), (x + s, z + a - t, x + s + 0.14, z + a),
                                 (x - a, z + s, x - a + t, z + s + 0.14), (x + a - t, z + s, x + a, z + s + 0.14)):
            m.add_poly([(x0, 0.02, z0), (x0, 0.02, z1), (x1, 0.02, z1), (x1, 0.02, z0)], col, False, (0, 1, 0))

