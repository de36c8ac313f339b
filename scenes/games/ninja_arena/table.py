"""The Ninja Arena table: the arena as one static node, figures and counters drawn from a
TableView (views.py reads it from the pack's view dict).

`NinjaTable.show(view)` makes the entities match the view (creating, moving, rebuilding or
removing them); nothing here is ever read back as game state. The event player moves entities
between two views for animation, then the next `show` snaps them to the truth.
"""
from __future__ import annotations

from ursina import Entity, Vec3

from models import palette
from models.meshkit import MeshData
from models.pipbar import pip_bar
from models.ninja_arena.board_mesh import LEVEL_HEIGHT, build_arena, cell_world
from models.ninja_arena.counters import loot_counter, weapon_counter
from models.ninja_arena.figures import build_figure
from scenes.games.ninja_arena.views import CounterView, FigureView, TableView, as_view
from scenes.table import HudRow, PackTable, TurnsBody, destroy_tree, freeze, show_fallen

FIGURE_SCALE = 1.45
LIFE_BAR_Y = 1.55          # above the figure's base, in world units
LIFE_BAR_W = 0.78
LIFE_BAR_H = 0.10


def facing_to_yaw(facing: float) -> float:
    """Rules facing (0 N .. 7 NW, clockwise) -> Ursina rotation_y (clockwise from +z)."""
    return facing * 45.0


STATUS_COLORS = {"dazed": palette.GOLD, "blinded": (0.95, 0.95, 0.95), "netted": (0.80, 0.68, 0.45)}


def status_mesh(status) -> MeshData:
    """Small diamonds to the right of the life bar, one per status (dazed gold, blinded white,
    netted rope-brown)."""
    m = MeshData()
    x = LIFE_BAR_W / 2 + 0.14     # clear of the bar's frame
    for st in status:
        col = STATUS_COLORS.get(st, palette.LIFE_MID)
        r = 0.07
        m.add_poly([(x, -r, 0), (x - r, 0, 0), (x, r, 0), (x + r, 0, 0)], col, False)
        m.add_poly([(x, -r * 1.35, 0.001), (x - r * 1.35, 0, 0.001), (x, r * 1.35, 0.001),
                    (x + r * 1.35, 0, 0.001)], (0.05, 0.05, 0.05), False)
        x += 0.17
    return m


def life_bar_mesh(life: int, max_life: int, seat_color) -> MeshData:
    """A row of `max_life` pips, like the game's wooden life-clip (models/pipbar.py)."""
    return pip_bar(life, max_life, seat_color, LIFE_BAR_W, LIFE_BAR_H)


def side_colors_for(view: TableView) -> dict | None:
    """Start areas in their seat's colour; sides nobody plays from in a neutral tint."""
    if not view.sides:
        return None
    return {side: (palette.player_color(view.sides[side]) if side in view.sides else palette.UNUSED_SIDE)
            for side in view.board.start_areas}


class FigureEntity(TurnsBody, Entity):
    """A ninja on the table. Holds only what it needs to redraw itself."""

    def __init__(self, fv: FigureView, **kw):
        super().__init__(**kw)
        self.fid = fv.id
        self._look = None
        self._life = None
        self.body = Entity(parent=self, scale=FIGURE_SCALE)
        self.bar = Entity(parent=self, y=LIFE_BAR_Y, billboard=True)
        self.marks = Entity(parent=self.bar)
        self._status = ()
        self.apply(fv, snap=True)
        freeze(self)

    def look_key(self, fv: FigureView):
        return (fv.kind, palette.player_color(fv.seat_index), fv.melee, fv.ranged)

    def apply(self, fv: FigureView, snap: bool = True) -> None:
        key = self.look_key(fv)
        if key != self._look:
            self.body.model = build_figure(*key).to_mesh()
            self._look = key
        self.show_life(fv)
        if fv.status != self._status:
            self.marks.model = status_mesh(fv.status).to_mesh() if fv.status else None
            self._status = fv.status
        if snap:
            self.position = Vec3(*cell_world(*fv.cell, fv.level))
            self.body.rotation = Vec3(0, facing_to_yaw(fv.facing), 0)
        self.enabled = fv.alive or fv.cell is not None      # the defeated lie where they fell
        show_fallen(self, not fv.alive)
        if fv.alive:
            self.bar.enabled = True

    def show_life(self, fv: FigureView) -> None:
        if (fv.life, fv.max_life) != self._life:
            self.set_life(fv.life, fv.max_life, palette.player_color(fv.seat_index))

    def set_life(self, life: int, max_life: int, seat_color) -> None:
        self.bar.model = life_bar_mesh(max(0, life), max_life, seat_color).to_mesh()
        self._life = (life, max_life)


class NinjaTable(PackTable):
    """Owns the scene graph of one arena: board node, figures, counters. `board` is the rules'
    Board (levels, start areas); views are the pack's view dicts or TableViews."""

    grid = "square"
    film_zoom = True            # films move in on the action
    film_view = (1.25, 48)
    eye_height = 0.72 * FIGURE_SCALE

    def __init__(self, setup: dict, view, side_colors=None, parent=None):
        self.setup = setup or {}
        self._last = None
        tv = self.as_view(view)
        self.root = Entity(parent=parent) if parent is not None else Entity()
        self.root.ignore = True
        self.board = tv.board
        self.side_colors = side_colors if side_colors is not None else side_colors_for(tv)
        self.board_entity = None
        self.set_board(tv.board)
        self.figures: dict[str, FigureEntity] = {}
        self.counters: list[Entity] = []
        self._counter_key = None
        self.view = view
        self.tv = tv
        self.ghosts = None          # the plan preview (ghosts.py), made when planning
        self.show(view)

    def set_board(self, board) -> None:
        """(Re)build the static arena node (at start, and when a block moves: Sokoban)."""
        if self.board_entity is not None:
            destroy_tree(self.board_entity)
        self.board = board
        mesh = build_arena(board.level, board.start_areas, self.side_colors)
        self.board_entity = Entity(parent=self.root, model=mesh.to_mesh())
        self.board_entity.flattenStrong()
        freeze(self.board_entity)

    # -------------------------------------------------------------- geometry
    def as_view(self, view) -> TableView:
        """The TableView of a pack view (the last one is kept: show, rows and caption ask)."""
        if isinstance(view, TableView):
            return view
        if self._last is not None and self._last[0] is view:
            return self._last[1]
        tv = as_view(view, self.setup)
        self._last = (view, tv)
        return tv

    def cells(self, view=None) -> list:
        return [(x, y) for y in range(self.board.height) for x in range(self.board.width)]

    def height(self, cell, view=None) -> float:
        return self.board.level_at(tuple(cell)) * LEVEL_HEIGHT if self.board.in_bounds(tuple(cell)) else 0.0

    def world(self, cell, view=None) -> Vec3:
        return self.cell_pos(cell) if cell is not None else Vec3(self.center)

    @property
    def center(self) -> Vec3:
        return Vec3((self.board.width - 1) / 2, 0, (self.board.height - 1) / 2)

    @property
    def size(self) -> float:
        return float(max(self.board.width, self.board.height))

    def cell_pos(self, cell, level: float | None = None) -> Vec3:
        if level is None:
            level = self.board.level_at(tuple(cell)) if self.board.in_bounds(tuple(cell)) else 0
        return Vec3(*cell_world(cell[0], cell[1], level))

    def level_y(self, level: float) -> float:
        return level * LEVEL_HEIGHT

    # -------------------------------------------------------------- syncing
    def show(self, view) -> None:
        """Make the scene match `view` exactly."""
        self.view = view
        view = self.tv = self.as_view(view)
        if view.board is not self.board and not (
                view.board.level.shape == self.board.level.shape and (view.board.level == self.board.level).all()):
            self.set_board(view.board)
        seen = set()
        for fv in view.figures:
            seen.add(fv.id)
            ent = self.figures.get(fv.id)
            if ent is None:
                ent = self.figures[fv.id] = FigureEntity(fv, parent=self.root)
            else:
                ent.apply(fv, snap=True)
        for fid in list(self.figures):
            if fid not in seen:
                destroy_tree(self.figures.pop(fid))
        self.show_counters(view.counters)

    def show_bars(self, view) -> None:
        for fv in self.as_view(view).figures:
            ent = self.figures.get(fv.id)
            if ent is not None:
                ent.show_life(fv)

    def show_counters(self, counters) -> None:
        key = tuple(counters)
        if key == self._counter_key:
            return
        for e in self.counters:
            destroy_tree(e)
        self.counters = []
        per_cell: dict[tuple, int] = {}
        for cv in counters:
            k = per_cell.get(cv.cell, 0)
            per_cell[cv.cell] = k + 1
            self.counters.append(self.counter_entity(cv, k))
        self._counter_key = key

    def counter_entity(self, cv: CounterView, slot: int = 0) -> Entity:
        mesh = loot_counter(cv.weapon or "sword") if cv.kind == "loot" else weapon_counter(cv.kind)
        # several counters on a cell sit in its corners, leaving the middle to the figure
        offs = ((-0.25, -0.25), (0.25, -0.25), (-0.25, 0.25), (0.25, 0.25))
        if cv.kind in ("throwing_net", "net"):
            dx = dz = 0.0
        else:
            dx, dz = offs[slot % 4]
        p = self.cell_pos(cv.cell)
        e = Entity(parent=self.root, model=mesh.to_mesh(), position=p + Vec3(dx, 0.002, dz), scale=1.35)
        freeze(e)
        return e

    def figure_pos(self, fid: str) -> Vec3 | None:
        e = self.figures.get(fid)
        return e.world_position if e is not None else None

    # -------------------------------------------------------------- HUD
    def rows(self, view) -> list[HudRow]:
        """One row per ninja: life pips, weapons (and uses), statuses."""
        return [HudRow(f.label, f.seat_index, f.life, f.max_life, detail_line(f), f.alive, "defeated")
                for f in self.as_view(view).figures]

    def caption(self, view) -> str:
        return self.as_view(view).caption

    def cell_on_ray(self, origin, direction):
        """The first block top the ray meets (a high block hides the cells behind it)."""
        from scenes.picking import cell_on_ray
        return cell_on_ray(origin, direction, self.board.level, LEVEL_HEIGHT)

    def describe_cell(self, cell) -> str:
        """Hovering a cell without the sight overlay tells its level (levels at a glance; no
        square names on screen: the square is the one under the pointer)."""
        if not self.board.in_bounds(tuple(cell)):
            return ""
        n = int(self.board.level_at(tuple(cell)))
        return "this square: the ground (level 0)" if n == 0 else f"this square: level {n}"

    def destroy(self) -> None:
        destroy_tree(self.root)


def pretty(weapon: str | None) -> str:
    return weapon.replace("_", " ").title() if weapon else "-"


def detail_line(f: FigureView) -> str:
    """The HUD's second line of a ninja: its weapons (uses left) and statuses."""
    melee = pretty(f.melee) if f.melee else "no melee weapon"
    ranged = pretty(f.ranged) if f.ranged else "no ranged weapon"
    if f.ranged and f.ranged_uses is not None:
        ranged += f" x{f.ranged_uses}"
    out = f"{melee} / {ranged}"
    if f.status:
        out += "   [" + ", ".join(s.replace("_", " ") for s in f.status) + "]"
    return out
