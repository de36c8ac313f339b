"""Exploring an arena: a fighter's-eye view and a walk camera, at the table and in `render
--camera eye:FIGURE`.

The eye view puts the camera at the figure's eye height on its cell and level, looking where it
faces; the cells it cannot see are veiled (the pack's own sight, `pack.sight(state, figure)`,
drawn by scenes/sight.py's overlay) and the figures it can see are ringed. Left and right turn
the view by one facing step of the game (8 on a square board, 6 on hexes). W/A/S/D leave the
figure and walk: the camera glides over the arena at eye height above the levels under it,
the mouse (right button held) looks around. V (or N) returns to the table's camera.
"""
from __future__ import annotations

import math

from ursina import Entity, Vec3, camera, held_keys, mouse

from scenes.sight import SightOverlay, outline_mesh
from scenes.table import destroy_tree

SEEN = (0.98, 0.92, 0.30, 1.0)     # the ring under a figure the viewer sees
FOV = 75.0
PITCH = 12.0                        # degrees below the horizon
WALK_SPEED = 3.0


def find_figure(table, view, who: str) -> str | None:
    """A figure by id or by its name in the view (case and '-'/' ' ignored)."""
    def norm(s):
        return str(s).lower().replace("-", " ").replace("_", " ").strip()
    ids = list(table.figures)
    if who in ids:
        return who
    for fid in ids:
        if norm(fid) == norm(who):
            return fid
    names = {fid: _name_of(view, fid) for fid in ids}
    hits = [fid for fid, n in names.items() if n and norm(n) == norm(who)]
    return hits[0] if len(hits) == 1 else None


def _name_of(view, fid) -> str | None:
    figs = view.get("figures") if isinstance(view, dict) else None
    if isinstance(figs, dict):
        f = figs.get(fid)
        return f.get("name") if isinstance(f, dict) else None
    if isinstance(figs, list):
        for f in figs:
            if isinstance(f, dict) and f.get("id") == fid:
                return f.get("name")
    return None


def facing_yaw(table, fid) -> float:
    """Where the figure looks (degrees clockwise from north), as the table turned its model."""
    ent = table.figures[fid]
    body = getattr(ent, "body", None) or ent
    return float(body.world_rotation_y)


def turn_step(table) -> float:
    return 60.0 if table.grid == "hex" else 45.0


def place_eye(table, cell, yaw: float, level_y: float | None = None) -> None:
    """The camera on `cell` at eye height, looking along `yaw`, slightly down."""
    from scenes.camera import set_vertical_fov
    p = table.world(tuple(cell), table.view)
    y = (p.y if level_y is None else level_y) + table.eye_height
    camera.position = Vec3(p.x, y, p.z)
    aim(yaw)
    set_vertical_fov(FOV * 0.62)


def aim(yaw: float) -> None:
    """Level, a little down, along yaw (set directly: look_at keeps the old up and rolls)."""
    camera.rotation = Vec3(PITCH, yaw, 0)


class EyeView(Entity):
    """The fighter's-eye view of `fid` (or a free walk when `fid` is None) over `scene`;
    `info` is the pack's SightMap for the figure (None: nothing veiled)."""

    def __init__(self, scene, fid: str | None, info=None, interactive: bool = True, on_exit=None):
        super().__init__()
        self.scene, self.table = scene, scene.table
        self.fid, self.info, self.interactive, self.on_exit = fid, info, interactive, on_exit
        self.rig_was = scene.rig.enabled
        scene.rig.enabled = False
        self.veil = SightOverlay(self.table) if info is not None else None
        self.rings = Entity(parent=self.table.root)
        if info is not None:
            self.veil.show(info)
            self._ring_seen()
        self.hidden = None
        if fid is not None:
            self.hidden = self.table.figures[fid]     # one does not see one's own head
            self.hidden.enabled = False
            self.cell = tuple(info.cell) if info is not None else self._cell_of(fid)
            self.yaw = facing_yaw(self.table, fid)
            place_eye(self.table, self.cell, self.yaw)
        else:
            self.cell = None
            self.yaw = scene.rig.pose.yaw
        self.pos = Vec3(camera.position)

    def _cell_of(self, fid):
        ent = self.table.figures[fid]
        return self.table.cell_on_ray(ent.world_position + Vec3(0, 5, 0), Vec3(0, -1, 0))

    def seen_figures(self) -> list[str]:
        """The figures (other than the viewer) standing on cells the viewer sees."""
        if self.info is None:
            return []
        out = []
        for fid, ent in self.table.figures.items():
            if fid == self.fid or not ent.enabled:
                continue
            cell = self.table.cell_on_ray(ent.world_position + Vec3(0, 5, 0), Vec3(0, -1, 0))
            if cell is not None and not self.info.concealed(cell):
                out.append(fid)
        return out

    def _ring_seen(self) -> None:
        for fid in self.seen_figures():
            ent = self.table.figures[fid]
            cell = self.table.cell_on_ray(ent.world_position + Vec3(0, 5, 0), Vec3(0, -1, 0))
            Entity(parent=self.rings, model=outline_mesh(self.table, cell, SEEN, 0.1).to_mesh())

    def veiled_cells(self) -> set:
        """The cells this view dims: the pack's concealed cells (for the tests' comparison)."""
        if self.info is None:
            return set()
        return {tuple(c) for c in self.table.cells(self.table.view) if self.info.concealed(tuple(c))}

    # ------------------------------------------------------------------ moving
    def turn(self, steps: int) -> None:
        self.yaw = (self.yaw + steps * turn_step(self.table)) % 360.0
        if self.fid is not None and self.cell is not None:
            place_eye(self.table, self.cell, self.yaw)
        else:
            self._aim()

    def _aim(self) -> None:
        camera.position = self.pos
        aim(self.yaw)

    def walk(self, forward: float, right: float) -> None:
        """Glide over the arena at eye height above the level under the camera."""
        r = math.radians(self.yaw)
        fwd, rgt = Vec3(math.sin(r), 0, math.cos(r)), Vec3(math.cos(r), 0, -math.sin(r))
        nxt = self.pos + fwd * forward + rgt * right
        cell = self.table.cell_on_ray(Vec3(nxt.x, 50, nxt.z), Vec3(0, -1, 0))
        if cell is None:                      # the edge of the arena stops the walk
            return
        ground = self.table.world(tuple(cell), self.table.view).y
        self.pos = Vec3(nxt.x, ground + self.table.eye_height, nxt.z)
        self.fid = None                       # walking leaves the figure's eyes
        if self.hidden is not None:
            self.hidden.enabled, self.hidden = True, None
        self._aim()

    def update(self):
        if not self.interactive:
            return
        fw = held_keys["w"] - held_keys["s"]
        rt = held_keys["d"] - held_keys["a"]
        if fw or rt:
            from ursina import time as utime
            self.walk(fw * WALK_SPEED * utime.dt, rt * WALK_SPEED * utime.dt)
        if mouse.right and mouse.velocity[0]:
            self.yaw = (self.yaw + mouse.velocity[0] * 200) % 360.0
            self._aim()

    def input(self, key):
        if not self.interactive:
            return
        if key in ("left arrow", "q"):
            self.turn(-1)
        elif key in ("right arrow", "e"):
            self.turn(1)
        # V and N (back to the table) are the controller's: the key that opened this view
        # reaches it too, in the same frame

    def leave(self) -> None:
        if self.hidden is not None:
            self.hidden.enabled = True
        if self.veil is not None:
            self.veil.destroy()
        destroy_tree(self.rings)
        self.scene.rig.enabled = self.rig_was
        self.scene.rig.apply()
        if self.on_exit:
            self.on_exit()
        destroy_tree(self)


def render_eye(args, who: str) -> int:
    """`render SOURCE --camera eye:FIGURE`: a still from the figure's eyes, its unseen cells
    veiled, at the moment --at names (to the action)."""
    from game.errors import UserError
    from rules import registry
    from scenes import stage
    from scenes.capture import _out_path
    from scenes.table import PackScene
    from scenes.timeline import as_json, load_source
    out = _out_path(args.out, ".png")
    src = load_source(args.source)
    at = getattr(args, "at", None)
    state = src.state_at(at)
    pack = registry.get(src.ruleset)
    if state is None or getattr(pack, "sight", None) is None:
        raise UserError(f"{args.source}: --camera eye: needs a game whose rules have sight, "
                        "from a save or stage")
    view = as_json(pack.view(state, None))
    size = tuple(getattr(args, "size", None) or (1280, 720))
    app = stage.make_app(offscreen=True, size=size)
    scene = PackScene(src.module, src.setup, view, "default", interactive=False, show_help=False)
    fid = find_figure(scene.table, view, who)
    info = pack.sight(state, fid) if fid is not None else None
    if info is None:
        known = [f for f, e in scene.table.figures.items() if e.enabled and pack.sight(state, f)]
        raise UserError(f"--camera eye:{who}: no such figure on the board at this moment "
                        f"(on the board: {', '.join(known) or 'none'})")
    EyeView(scene, fid, info, interactive=False)
    if scene.hud is not None:
        scene.hud.say(f"{src.title(at)}  ·  through {info.name}'s eyes")
    stage.step(app, 3)
    stage.save_png_atomic(out)
    print(f"wrote {out} ({size[0]}x{size[1]}, {info.name}'s eyes)")
    return 0
