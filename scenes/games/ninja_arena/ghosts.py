"""Ghost preview of a plan being made (issue item 5): a translucent figure where each planned
slot would leave the ninja if nothing interferes, its slot number(s) above it, and an arrow on
the cell for the facing after that slot. Positions come from the pack's `predict(state,
seat, plan)` (rules/ninja_arena/predict.py).

Every ghost hangs under one root tagged with the planning seat (`plan_seat`), so hot-seat code
and tests can make sure nothing of one seat's plan is on the table while another seat looks.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ursina import Entity, Text, Vec3, color as ucolor

from models import palette
from models.ninja_arena.board_mesh import cell_world
from models.ninja_arena.figures import build_figure
from models.meshkit import MeshData
from scenes.games.ninja_arena.table import FIGURE_SCALE, facing_to_yaw
from scenes.table import destroy_tree, freeze

GHOST_ALPHA = 0.42


def arrow_mesh(col) -> MeshData:
    """A flat arrow on a cell top pointing +z (turned by the facing)."""
    m = MeshData()
    y = 0.03
    m.add_poly([(-0.08, y, -0.38), (-0.08, y, 0.08), (0.08, y, 0.08), (0.08, y, -0.38)], col, False)
    m.add_poly([(-0.22, y, 0.08), (0.0, y, 0.42), (0.22, y, 0.08)], col, False)
    return m


@dataclass(frozen=True)
class Step:
    slot: int                # 1..3
    figure: object           # the ninja's FigureView after that slot


class Ghosts:
    def __init__(self, table):
        self.table = table
        self.root: Entity | None = None
        self.seat: str | None = None
        self.steps: dict[str, list] = {}      # figure id -> [Step]
        self.blockers: dict[str, list] = {}   # figure id -> cells that make his moves fail

    def preview(self, pack, state, seat: str, fid: str, slots: list[dict]) -> list:
        """Ghosts where `fid`'s plan would take him, asked of the pack (`predict`), and a red
        frame on each cell that makes a move fail; returns the pack's ghosts (their notes)."""
        fv = self.table.tv.figure(fid)
        ghosts = pack.predict(state, seat, {"kind": "plan", "ninja": fid, "slots": list(slots)})
        steps = [Step(g.slot, replace(fv, cell=tuple(g.cell), level=g.level, facing=g.facing,
                                      alive=g.alive)) for g in ghosts] if fv is not None else []
        self.blockers[fid] = [tuple(g.blocker) for g in ghosts if getattr(g, "blocker", None)]
        self.show(seat, fid, steps, fv.seat_index if fv else 0, fv)
        return ghosts

    def show(self, seat: str, fid: str, steps, seat_index: int, fv) -> None:
        """Replace the ghosts of `fid` (the other ninjas of the seat keep theirs)."""
        if self.seat != seat:
            self.clear()
        self.seat = seat
        self.steps[fid] = list(steps)
        self._rebuild(seat_index, fv)

    def _rebuild(self, seat_index: int, fv) -> None:
        if self.root is not None:
            destroy_tree(self.root)
        self.root = Entity(parent=self.table.root)
        self.root.plan_seat = self.seat
        col = palette.player_color(seat_index)
        standing = {tuple(f.cell) for f in self.table.tv.figures if f.alive and f.cell is not None}
        for fid, steps in self.steps.items():
            # slots that leave the ninja on the cell the previous one did share one ghost (it
            # faces the last way; an arrow per facing it takes there, the last one brightest)
            groups: list[list] = []
            for s in steps:
                f = s.figure
                if groups and groups[-1][0].figure.cell == f.cell:
                    groups[-1].append(s)
                else:
                    groups.append([s])
            for g in groups:
                f = g[-1].figure
                pos = Vec3(*cell_world(*f.cell, f.level))
                ghost = Entity(parent=self.root, position=pos)
                ghost.ghost_of = fid
                ghost.slots = tuple(s.slot for s in g)
                ghost.cell = f.cell
                body = Entity(parent=ghost, model=build_figure(f.kind, col, f.melee, f.ranged).to_mesh(),
                              scale=FIGURE_SCALE, rotation_y=facing_to_yaw(f.facing),
                              color=ucolor.rgba(1, 1, 1, GHOST_ALPHA))
                body.setDepthWrite(False)
                facings = list(dict.fromkeys(s.figure.facing for s in g))
                for k, fc in enumerate(facings):
                    last = k == len(facings) - 1
                    tint = palette.mix(col, (1, 1, 1), 0.35) if last else palette.scale(col, 0.55)
                    Entity(parent=ghost, model=arrow_mesh(tint).to_mesh(),
                           rotation_y=facing_to_yaw(fc), y=0.01 + 0.004 * k)
                # above a ninja's life bar when a ninja stands there (it was written over it)
                Text(",".join(str(s.slot) for s in g), parent=ghost, origin=(0, 0),
                     y=2.05 if tuple(f.cell) in standing else 1.75,
                     billboard=True, scale=14, color=ucolor.rgba(1, 1, 1, 0.95))
        for cells in self.blockers.values():          # the square that makes a move fail
            for cell in cells:
                top = Vec3(*cell_world(*cell, int(self.table.tv.board.level_at(cell))))
                frame = Entity(parent=self.root, position=top)
                frame.blocker = cell
                Entity(parent=frame, model=blocker_frame().to_mesh())
        freeze(self.root)

    def clear(self) -> None:
        if self.root is not None:
            destroy_tree(self.root)
        self.root = None
        self.seat = None
        self.steps = {}
        self.blockers = {}


def blocker_frame() -> MeshData:
    """A red frame on a cell's top (the cell's own frame: centre at the origin)."""
    m = MeshData()
    a, t, y = 0.48, 0.08, 0.02
    for x0, z0, x1, z1 in ((-a, -a, a, -a + t), (-a, a - t, a, a), (-a, -a, -a + t, a), (a - t, -a, a, a)):
        m.add_poly([(x0, y, z0), (x0, y, z1), (x1, y, z1), (x1, y, z0)], (0.95, 0.15, 0.12, 1.0), False)
    return m
