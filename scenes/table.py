"""The table every game is drawn on: a game's `PackTable` (board, figures, tokens), the camera
rig and the HUD, assembled into a `PackScene`; and the entity helpers every table uses.

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

and may override `height(cell, view)` (a cell's top), `figure_pos(fid)`, `cell_on_ray(origin,
direction)` (mouse picking), `describe_cell(cell)` (what hovering a cell says) and
`show_bars(view)` (the bars over figures alone, for a still that holds a blow mid-way). Figures go in
`self.figures` (id -> Entity with `position`, `yaw` and a `body` child) so the shared effects
(scenes/fx.py) and the camera can find them.
"""
from __future__ import annotations

from ursina import Entity, Vec3

from scenes.camera import CameraRig
from scenes.hud import HudRow, PackHud, rgb  # noqa: F401  (HudRow: the rows a table gives the HUD)
from scenes.layout import hex_corners, hex_xz, square_xz
from scenes.stage import destroy_tree, freeze  # noqa: F401  (the helpers every table uses)


class TurnsBody:
    """A figure entity (an Entity with a `body` child) whose `yaw` turns its body: the effects
    (scenes/fx.py) and the animations turn figures by it. (Morituri's figures were plain
    entities, on which `yaw` was a bare attribute: none of them ever turned to his foe.)"""

    @property
    def yaw(self) -> float:
        return self.body.rotation_y

    @yaw.setter
    def yaw(self, value: float) -> None:
        self.body.rotation_y = value


def show_fallen(ent, fallen: bool) -> None:
    """A defeated figure stays where it fell (issue 17: they vanished): its body on its side,
    greyed, its bar and marks hidden; `fallen=False` stands it up again."""
    from ursina import color
    body = getattr(ent, "body", None)
    if body is None:
        return
    r = body.rotation
    body.rotation = Vec3(r.x, r.y, 90 if fallen else 0)
    body.y = 0.12 if fallen else 0.0
    body.color = color.rgba(0.5, 0.48, 0.46, 1) if fallen else color.white
    for name in ("bar", "marks", "glass"):
        part = getattr(ent, name, None)
        if part is not None and fallen:
            part.enabled = False


class PackTable:
    grid = "square"
    cell_size = 1.0
    film_zoom = False           # films move in on the action (else they keep the wide view)
    film_view = (1.1, 50)       # following in a film: distance (x table size), pitch
    eye_height = 1.0            # a figure's eyes above its cell top (the sight overlay's line)
    occluders: tuple = ()       # (x0, z0, x1, z1, top) boxes off the cells that hide what is
                                # behind them (walls): the film's director looks past them

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

    def show_bars(self, view: dict) -> None:
        """The bars over the figures (life, Condition) as `view` has them, nothing else moved:
        a still holds a blow mid-way and tells its result in the side panels, and the bar over
        the wounded must say the same. Tables without such bars keep this."""

    def caption(self, view: dict) -> str:
        return ""

    def show_sheets(self, view: dict) -> None:
        """A table's own panels beside the HUD's rows (the Master of Ceremonies' gladiator
        cards) as `view` has them, nothing else moved (an event's change within an action)."""

    def name_cast(self, fids) -> None:
        """Names over the figures of the moment (those the event being shown names). Tables that
        name every figure keep this; Chaos Arena's bands of a dozen name only these."""

    # ------------------------------------------------------------------ geometry
    def height(self, cell, view: dict | None = None) -> float:
        """The top of a cell, where figures stand."""
        return 0.0

    def world(self, cell, view: dict | None = None) -> Vec3:
        if cell is None:
            return Vec3(self.center)
        x, z = (hex_xz if self.grid == "hex" else square_xz)(cell, self.cell_size)
        return Vec3(x, self.height(cell, view), z)

    cell_pos = world       # (animations may say either)

    def figure_pos(self, fid) -> Vec3:
        e = self.figures.get(fid)
        return Vec3(e.position) if e is not None else Vec3(self.center)

    def cell_on_ray(self, origin, direction):
        """The board cell nearest where a ray (the mouse's) meets the table's plane, or None."""
        (ox, oy, oz), (dx, dy, dz) = origin, direction
        if dy >= -1e-6:
            return None
        t = -oy / dy
        x, z = ox + dx * t, oz + dz * t
        best, best_d = None, 0.8 * self.cell_size
        for c in self.cells(self.view):
            p = self.world(c, self.view)
            d = ((p.x - x) ** 2 + (p.z - z) ** 2) ** 0.5
            if d < best_d:
                best, best_d = c, d
        return best

    def ui_panels(self) -> list:
        """The table's own panels over the screen (hidden with a compact HUD or none)."""
        return []

    # the live table's panels down the screen's left (and right) edge: how far they reach
    # (screen heights); the board is framed between them (CameraRig.fit_across)
    panel_left: float = 0.0
    panel_right: float = 0.0
    panel_bottom: float = 0.0      # ...and up from the bottom edge (a share of the height)
    menu_column: bool = False      # the game's own panel opens its menus down the right edge

    def frame_points(self, view: dict) -> list[Vec3]:
        """What the live table frames between its panels (in the board's space): the board's
        corners, and a table's own pieces that stand beside it (`beside_board`)."""
        return self.board_corners(view) + self.beside_board()

    def beside_board(self) -> list[Vec3]:
        return []

    def board_corners(self, view: dict) -> list[Vec3]:
        """The corners of every cell, at its height (what the board covers on the screen)."""
        return self.corners_of([self.world(c, view) for c in self.cells(view)])

    def corners_of(self, centres: list[Vec3]) -> list[Vec3]:
        """The corners of cells around these centres: a hex's six, a square's four."""
        h = self.cell_size / 2
        corners = (hex_corners(self.cell_size) if self.grid == "hex"
                   else [(dx, dz) for dx in (-h, h) for dz in (-h, h)])
        return [p + Vec3(dx, 0, dz) for p in centres for dx, dz in corners]

    def _frame(self, view: dict) -> tuple[Vec3, float]:
        pts = [self.world(c, view) for c in self.cells(view)] or [Vec3(0, 0, 0)]
        xs, zs = [p.x for p in pts], [p.z for p in pts]
        center = Vec3((min(xs) + max(xs)) / 2, 0, (min(zs) + max(zs)) / 2)
        size = max(max(xs) - min(xs), max(zs) - min(zs)) + 2 * self.cell_size
        return center, size

    def destroy(self) -> None:
        destroy_tree(self.root)


class PackScene:
    """A pack table + camera rig + HUD, shown from one pack view dict."""

    def __init__(self, module, setup: dict, view: dict, camera_name: str = "default",
                 interactive: bool = True, hud: bool | str = True, show_help: bool = True,
                 help_text: str = ""):
        self.module = module
        self.table: PackTable = module.TABLE(setup, view)
        self.rig = CameraRig(self.table.center, self.table.size, camera_name, interactive)
        mode = hud if isinstance(hud, str) else "full"     # full, compact or none (render, record)
        self.hud = PackHud(help_text, show_help, mode) if hud else None
        if mode != "full":            # the game's own panels are for the full HUD
            for panel in self.table.ui_panels():
                panel.enabled = False
        self.show(view)

    seat_names: dict = {}       # seat -> the name the players know (the live table: "You")

    def words(self, text: str) -> str:
        """A caption in players' words: names for figure ids, seats' names or colours for seat
        codes (scenes/places.plain); films and stills name seats by colour."""
        from models import palette
        from scenes.places import figure_names, plain
        view = self.view if isinstance(self.view, dict) else {   # a table's own view (Ninja Arena's):
            "figures": [{"id": f.id, "name": getattr(f, "name", None), "seat": getattr(f, "seat", None)}
                        for f in getattr(self.view, "figures", ())]}   # a film said "shadow is the last standing"
        seats = self.seat_names or {f"p{i + 1}": n.title() for i, n in enumerate(palette.PLAYER_NAMES)}
        return plain(text, figure_names(view), seats)

    def show(self, view: dict) -> None:
        self.view = view
        self.table.view = view
        self.table.show(view)
        if self.hud is not None:       # the table's caption in players' words too ("Blue wins")
            self.hud.show(self.table.rows(view), self.words(self.table.caption(view)))
