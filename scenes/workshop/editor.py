"""`main.py edit [ARENA]`: the arena editor, a thin scene over game/workshop's Draft.

Mouse: a click raises a cell (Ninja Arena) or paints the chosen terrain, a right click lowers or
clears it, a drag paints (one undo step). Keys: 1-9 pick a brush, Tab the start-side brush (a
click then makes the cell a start cell of that side, a right click unmakes it), M the mirror
symmetry (none, 2-fold, 4-fold), Ctrl+Z / Ctrl+Y undo and redo, G a random arena (a new seed
each press), Ctrl+S save to saves/arenas/NAME.json, Enter play it (saved first), Esc quit. The
camera keys are the table's (arrows, Q/E, W/A/S/D, +/-). Cells with a problem are ringed in red
and the game's reasons are listed: an illegal arena is neither saved nor played.
"""
from __future__ import annotations

import math

from ursina import Entity, Text, Vec3, camera, color as ucolor, held_keys, mouse, window

from game.workshop.draft import Draft, DraftError
from game.workshop.files import ArenaFileError, problems_of, save_arena
from game.workshop.generate import GenerateError, generate
from game.workshop.packs import pack
from models import palette
from models.draft_mesh import GROUND, LEVEL_HEIGHT, CellLook, PawnLook, build, pawns, terrain_color
from rules.core.hexgrid import cube_round
from rules.core.jsonfile import USER_ARENAS
from scenes.camera import CameraRig
from scenes.layout import SQRT3, hex_xz

SYMMETRY_NAMES = {1: "no symmetry", 2: "2-fold mirror", 4: "4-fold mirror"}
ARENA_HELP = ("click raise/paint  right-click lower/clear  drag paint  1-9 brush  Tab start side  "
              "M symmetry  Ctrl+Z/Y undo/redo  G random  F place figures  Ctrl+S save  Enter play")
STAGE_HELP = ("click a figure to pick it, a square to put it there  right-click: off the board  "
              "Tab next figure  R turn  1-9 -/= life and gear  Ctrl+S save the stage  Enter play it  "
              "F back to the arena")


def shown(value) -> str:
    """An attribute's value in words: item ids by their name, nothing as "none"."""
    if isinstance(value, (list, tuple)):
        return " + ".join(shown(v) for v in value) if any(v is not None for v in value) else "none"
    if value is None:
        return "none"
    return str(value).split(".")[-1].replace("_", " ").replace("-", " ")


def hex_at(x: float, z: float) -> tuple[int, int]:
    """The axial cell under world (x, z): hex_xz inverted, then rounded to the nearest hex."""
    q = x / 1.5
    r = -z / SQRT3 - q / 2.0
    cq, cr, _ = cube_round(q, r, -q - r)
    return (cq, cr)


class Editor(Entity):
    def __init__(self, draft: Draft, name: str | None = None, interactive: bool = True,
                 folder=USER_ARENAS, on_play=None, stage_folder=None):
        super().__init__()
        self.draft, self.pack = draft, pack(draft.ruleset)
        self.name = name or draft.id
        self.folder, self.on_play, self.interactive = folder, on_play, interactive
        self.stage_folder = stage_folder
        self.brush = 0                     # index into brushes()
        self.side = None                   # a start side while the side brush is on
        self.seed = 0
        self.dragging = None               # "left"/"right" while a stroke is painted
        self.last_cell = None
        self.message = ""
        self.stage = None                  # a StageDraft while placing figures (F)
        self.figure = None                 # the figure being placed
        self.attr = 0                      # which of its attributes -/= change (life, gear)
        self.board = Entity(parent=self)
        self.figures = Entity(parent=self)
        xs = [self.world(c)[0] for c in draft.cells]
        zs = [self.world(c)[1] for c in draft.cells]
        center = Vec3((min(xs) + max(xs)) / 2, 0, (min(zs) + max(zs)) / 2)
        self.rig = CameraRig(center, max(max(xs) - min(xs), max(zs) - min(zs)) + 2, "default",
                             interactive)
        self.title = Text("", parent=camera.ui, position=(-window.aspect_ratio / 2 + 0.02, 0.48),
                          origin=(-0.5, 0.5), scale=0.9)
        self.problem_text = Text("", parent=camera.ui, position=(window.aspect_ratio / 2 - 0.02, 0.48),
                                 origin=(0.5, 0.5), scale=0.7, color=ucolor.rgb(1, 0.55, 0.5))
        self.legend = Entity(parent=camera.ui, position=(-window.aspect_ratio / 2 + 0.02, 0.38))
        self.help = Text(ARENA_HELP, parent=camera.ui, position=(0, -0.49), origin=(0, -0.5), scale=0.6,
                         color=ucolor.rgba(1, 1, 1, 0.8))
        self.refresh()

    # ------------------------------------------------------------------ reading
    def world(self, cell) -> tuple[float, float]:
        return hex_xz(cell) if self.draft.grid == "hex" else (float(cell[0]), float(cell[1]))

    def brushes(self) -> list[tuple[str, str | None]]:
        """(name, terrain char or None for levels) the number keys choose from."""
        out = [("raise / lower", None)] if self.pack.max_level else []
        return out + [(p.name, p.char) for p in self.pack.palette]

    def side_color(self, side: str) -> tuple:
        """A start side in its seat's colour: the game's sides in seat order (p1 red, p2 blue)."""
        sides = self.pack.sides
        return palette.player_color(sides.index(side) if side in sides else 0)

    def problems(self) -> list:
        return problems_of(self.draft)

    def status(self) -> str:
        if self.stage is not None:
            name = dict((f[0], f[1]) for f in self.stage.figures()).get(self.figure, "nobody")
            return f"Staging a fight - {self.pack.name} - {self.name}   placing: {name}"
        if self.pack.fixed:
            return f"Arena workshop - {self.pack.name} - {self.name}"
        name, _ = self.brushes()[self.brush]
        brush = f"start cells: {self.side}" if self.side else f"brush: {name}"
        return (f"Arena workshop - {self.pack.name} - {self.name}   {brush}   "
                f"{SYMMETRY_NAMES[self.draft.symmetry]}")

    # ------------------------------------------------------------------ drawing
    def _legend(self) -> None:
        """The brushes with their keys and colours, and the start sides (Tab); while staging, the
        figures (the one being placed in gold)."""
        for child in list(self.legend.children):
            child.remove_node()
        rows = []
        if self.stage is not None:
            for fid, name, seat, cell, _ in self.stage.figures():
                where = "outside" if cell is None else "on the board"
                rows.append((f"{name} ({where})", palette.player_color(seat), fid == self.figure))
            at = next((i for i, r in enumerate(rows) if r[2]), 0)
            rows = rows[max(0, min(at - 8, len(rows) - 13)):][:13]
            attrs = self.stage.attributes(self.figure) if self.figure else []
            if attrs:
                rows.append(("1-9 pick, -/= change:", None, False))
            for i, (_, label, _, value) in enumerate(attrs):
                rows.append((f"{i + 1}  {label}: {shown(value)}", None, i == self.attr))
            self._rows(rows)
            return
        for i, (name, char) in enumerate(self.brushes()):
            col = None if char is None else terrain_color(name, i)
            rows.append((f"{i + 1}  {name}", col, i == self.brush and not self.side))
        for side in self.pack.sides:
            rows.append((f"Tab  start: {side}", self.side_color(side),
                         side == self.side))
        self._rows(rows)

    def _rows(self, rows) -> None:
        from ursina import Quad
        for k, (label, col, on) in enumerate(rows[:18]):
            y = -k * 0.038
            if col is not None:
                Entity(parent=self.legend, model=Quad(), scale=0.026, position=(0.013, y - 0.013),
                       color=ucolor.rgb(*col))
            Text(label, parent=self.legend, position=(0.034, y), origin=(-0.5, 0.5), scale=0.7,
                 color=ucolor.rgb(1, 0.9, 0.4) if on else ucolor.rgba(1, 1, 1, 0.85))

    def _look(self, cell, bad: set) -> CellLook:
        d = self.draft
        t = d.terrain_at(cell)
        chars = [p.char for p in self.pack.palette]
        if t != "." and t in chars:
            i = chars.index(t)
            col = terrain_color(self.pack.palette[i].name, i)
        else:
            col = palette.level_color(d.level_at(cell)) if self.pack.max_level else GROUND
        side = d.start_side(cell)
        if side is not None:
            col = palette.mix(col, self.side_color(side), 0.55)
        x, z = self.world(cell)
        return CellLook(x, z, d.level_at(cell), col, cell in bad)

    def refresh(self) -> None:
        found = self.problems()
        bad = {p.cell for p in found if p.cell is not None}
        mesh = build((self._look(c, bad) for c in self.draft.cells), self.draft.grid)
        for child in list(self.board.children):
            child.remove_node()
        Entity(parent=self.board, model=mesh.to_mesh())
        for child in list(self.figures.children):
            child.remove_node()
        if self.stage is not None:
            looks = []
            for fid, _, seat, cell, facing in self.stage.figures():
                if cell is None:
                    continue
                x, z = self.world(cell)
                yaw = None if facing is None else facing * 360.0 / self.stage.module.FACINGS
                looks.append(PawnLook(x, self.draft.level_at(cell) * LEVEL_HEIGHT + 0.08, z,
                                      palette.player_color(seat), yaw, fid == self.figure))
            if looks:
                Entity(parent=self.figures, model=pawns(looks).to_mesh())
        self.title.text = self.status() + (f"\n{self.message}" if self.message else "")
        help_ = STAGE_HELP if self.stage is not None else ARENA_HELP
        self.help.text = help_.replace("  F back to the arena", "") if self.pack.fixed else help_
        self._legend()
        lines = [f"{len(found)} problem{'s' if len(found) != 1 else ''}:"] if found else ["legal arena"]
        self.problem_text.text = "\n".join(lines + [f"- {p.reason}" for p in found[:8]])
        self.problem_text.color = ucolor.rgb(1, 0.55, 0.5) if found else ucolor.rgb(0.6, 1, 0.6)

    # ------------------------------------------------------------------ editing
    def apply(self, cell, button: str, stroke: bool = False) -> None:
        """What a click (button "left"/"right") on `cell` does with the current brush."""
        d = self.draft
        if self.stage is not None:
            self.apply_figure(cell, button)
            return
        if self.pack.fixed:
            self.message = self.pack.fixed
            self.refresh()
            return
        try:
            if self.side:
                if button == "left":
                    d.paint(cell, start=self.side, stroke=stroke)
                else:
                    d.paint(cell, clear_start=True, stroke=stroke)
            else:
                _, char = self.brushes()[self.brush]
                if char is None:
                    (d.raise_ if button == "left" else d.lower)(cell, stroke=stroke)
                else:
                    d.paint(cell, terrain=char if button == "left" else ".", stroke=stroke)
            self.message = ""
        except DraftError as e:
            self.message = str(e)
        self.refresh()

    def stage_mode(self) -> None:
        """F: place figures on this arena for a staged fight (the arena is saved first: the
        stage names it), or back to painting the arena."""
        from game.errors import UserError
        from game.workshop.staging import StageDraft
        if self.stage is not None:
            if not self.pack.fixed:          # a fixed arena has nothing else to do
                self.stage, self.figure = None, None
            self.refresh()
            return
        if not self.save():
            return
        try:
            self.stage = StageDraft.on_arena(self.draft.ruleset, self.name)
        except UserError as e:
            self.message = str(e)
        else:
            figs = self.stage.figures()
            self.figure = figs[0][0] if figs else None
            self.message = ""
        self.refresh()

    def apply_figure(self, cell, button: str) -> None:
        """A click on a figure picks it; on a free square it puts the picked figure there; a
        right click takes it off the board (where the game lets a figure wait outside)."""
        here = [f[0] for f in self.stage.figures() if f[3] == tuple(cell)]
        if button == "left" and here:
            self.figure = here[0]
        elif button == "left" and self.figure:
            self.stage.place(self.figure, cell)
        elif button == "right" and here:
            self.stage.place(here[0], None)
        self.message = self.stage.message
        self.refresh()

    def change_attribute(self, steps: int) -> None:
        """-/=: the figure's chosen attribute (life, gear, cards) to the previous/next choice its
        game allows."""
        attrs = self.stage.attributes(self.figure)
        if not attrs:
            self.message = "nothing to set for this figure"
        else:
            self.attr = min(self.attr, len(attrs) - 1)
            at = [f[0] for f in self.stage.figures()].index(self.figure)
            self.stage.step_attribute(self.figure, attrs[self.attr][0], steps)
            self.message = self.stage.message
            ids = [f[0] for f in self.stage.figures()]
            if self.figure not in ids:       # another character, another name: the same place
                self.figure = ids[min(at, len(ids) - 1)]
        self.refresh()

    def next_figure(self) -> None:
        ids = [f[0] for f in self.stage.figures()]
        if ids:
            self.figure = ids[(ids.index(self.figure) + 1) % len(ids)] if self.figure in ids else ids[0]
        self.refresh()

    def save_stage(self) -> bool:
        from game.errors import UserError
        from game.workshop.stages import USER_STAGES
        try:
            name = f"{self.draft.ruleset}-{self.name}" if self.pack.fixed else self.name
            path = self.stage.save(name, self.stage_folder or USER_STAGES)
        except UserError as e:
            self.message = str(e)
            self.refresh()
            return False
        self.message = f"stage saved: {path}"
        self.refresh()
        return True

    def cell_under_mouse(self):
        from scenes.picking import cell_on_ray, mouse_ray
        ray = mouse_ray()
        if ray is None:
            return None
        (ox, oy, oz), (dx, dy, dz) = ray
        if self.draft.grid == "hex":
            if dy >= 0:
                return None
            t = -oy / dy
            c = hex_at(ox + dx * t, oz + dz * t)
            return c if c in set(self.draft.cells) else None
        import numpy as np
        lv = np.zeros((self.draft.height, self.draft.width), dtype=np.int8)
        for (x, y), v in self.draft.level.items():
            lv[y, x] = v
        return cell_on_ray((ox, oy, oz), (dx, dy, dz), lv, LEVEL_HEIGHT)

    def random_arena(self) -> None:
        if self.pack.fixed:
            self.message = self.pack.fixed
            self.refresh()
            return
        self.seed += 1
        try:
            new = generate(self.draft.ruleset, self.seed, symmetry=self.draft.symmetry
                           if not (self.draft.grid == "hex" and self.draft.symmetry == 4) else 2)
        except GenerateError as e:
            self.message = str(e)
        else:
            self.draft.begin()           # undo brings the hand-made arena back
            self.draft.level, self.draft.terrain = new.level, new.terrain
            self.draft.starts = new.starts
            self.message = f"random arena, seed {self.seed} (Ctrl+Z to undo)"
        self.refresh()

    def save(self) -> bool:
        if self.pack.fixed:                  # the game's own arena: nothing to write
            return True
        try:
            path = save_arena(self.draft, self.name, self.folder)
        except ArenaFileError as e:
            self.message = str(e)
            self.refresh()
            return False
        self.message = f"saved: {path}"
        self.refresh()
        return True

    def input(self, key):
        if not self.interactive:
            return
        ctrl = held_keys["control"]
        if key in ("left mouse down", "right mouse down"):
            cell = self.cell_under_mouse()
            if cell is not None:
                self.dragging, self.last_cell = key.split()[0], cell
                self.apply(cell, self.dragging)
        elif key in ("left mouse up", "right mouse up"):
            self.dragging = None
        elif key == "z" and ctrl and self.stage is None:
            self.draft.undo()
            self.refresh()
        elif key == "y" and ctrl and self.stage is None:
            self.draft.redo()
            self.refresh()
        elif key == "s" and ctrl:
            self.save_stage() if self.stage is not None else self.save()
        elif key == "enter":
            if (self.stage is not None or self.save()) and self.on_play:
                self.on_play(self)
        elif key == "f":
            self.stage_mode()
        elif self.stage is not None:
            if key == "tab":
                self.next_figure()
            elif key == "r" and self.figure:
                self.stage.turn(self.figure)
                self.message = self.stage.message
                self.refresh()
            elif len(key) == 1 and key.isdigit() and self.figure:
                self.attr = max(0, int(key) - 1)
                self.refresh()
            elif key in ("-", "=", "+") and self.figure:
                self.change_attribute(-1 if key == "-" else 1)
        elif key == "tab":
            sides = self.pack.sides
            i = sides.index(self.side) + 1 if self.side in sides else 0
            self.side = sides[i] if i < len(sides) else None
            self.refresh()
        elif key == "m":
            nxt = {1: 2, 2: 4, 4: 1} if self.draft.grid != "hex" else {1: 2, 2: 1, 4: 1}
            self.draft.set_symmetry(nxt[self.draft.symmetry])
            self.refresh()
        elif key == "g":
            self.random_arena()
        elif len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(self.brushes()):
            self.brush, self.side = int(key) - 1, None
            self.refresh()

    def update(self):
        if self.dragging and mouse.moving:
            cell = self.cell_under_mouse()
            if cell is not None and cell != self.last_cell:
                self.last_cell = cell
                self.apply(cell, self.dragging, stroke=True)


def open_draft(arena: str | None, ruleset: str | None, new: bool = False) -> tuple[Draft, str]:
    """(draft, name) for `edit`: a named or typed arena, or a blank one of the game."""
    from game.errors import UserError
    from game.workshop.files import load_arena_draft
    ruleset = ruleset or "ninja-arena"
    try:
        p = pack(ruleset)
    except ValueError as e:
        raise UserError(f"edit: {e}") from None
    if arena is None or new or p.fixed:
        d = p.blank()
        if p.fixed:
            return d, d.id
        return d, arena or "my-arena"
    try:
        d = load_arena_draft(arena, ruleset)
    except ArenaFileError as e:
        raise UserError(f"edit: {e}") from None
    # a shipped arena is never overwritten (and would hide a user copy of its name): edit a copy
    shipped = {f.stem for f in p.arena_folder.glob("*.json")}
    return d, (f"my-{d.id}" if d.id in shipped else d.id)


def play_arena(editor: Editor, table=None) -> None:
    """Enter: the arena just saved (or the staged fight), played at once at the table (you
    against the computer), on `table` (a TableApp) or a new one."""
    from game.session import Session
    from game.tournament import build_setup
    from rules import registry
    from scenes.app import TableApp, table_module
    from scenes.controller import seat_specs
    import time
    ruleset, name = editor.draft.ruleset, editor.name
    if editor.stage is not None:                 # the staged fight, from its placements
        setup = editor.stage.setup
        moves = editor.stage.moves
    else:
        moves = []
        quick = getattr(table_module(ruleset), "quick_setup", None)
        setup = quick(arena=name) if quick else build_setup(registry.get(ruleset), name, 2)
    session = Session(registry.get(ruleset), setup, int(time.time()) & 0xFFFF)
    for n, move in enumerate(moves, start=1):    # a game placing its figures by moves
        session.act(move["seat"], editor.stage.module.parse_action(move["action"], n))
    table = table or TableApp(editor.app, interactive=True)
    table.start_game(session, seat_specs(session.seats(), None))     # clears the editor away


def run(args) -> int:
    from scenes import stage
    size = tuple(getattr(args, "size", None) or (1280, 720))
    draft, name = open_draft(args.arena, args.ruleset, getattr(args, "new", False))
    if args.symmetry:
        draft.set_symmetry(args.symmetry)
    if args.random is not None:
        from game.errors import UserError
        try:
            seeded = generate(draft.ruleset, args.random, symmetry=draft.symmetry)
        except GenerateError as e:
            raise UserError(f"edit --random: {e}") from None
        draft.level, draft.terrain, draft.starts = seeded.level, seeded.terrain, seeded.starts
    shot = getattr(args, "shot", None)
    app = stage.make_app(offscreen=bool(shot), size=size)
    editor = Editor(draft, name, interactive=not shot, on_play=play_arena)
    editor.app = app
    if getattr(args, "stage", False) or editor.pack.fixed:
        editor.stage_mode()
    if shot:
        from pathlib import Path
        stage.step(app, 3)
        stage.save_png_atomic(Path(shot))
        print(f"wrote {shot}")
        return 0
    app.run()
    return 0
