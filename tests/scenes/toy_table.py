"""A pack table for the toy pack (tests/toy_pack.py): the smallest real PackTable, so the
framework in scenes/games/ is tested before and apart from the real packs' tables."""
from __future__ import annotations

from ursina import Entity, Vec3

from models import palette
from models.meshkit import MeshData
from scenes import fx
from scenes import tween as tw
from scenes.table import HudRow, PackTable
from scenes.table import destroy_tree


class ToyTable(PackTable):
    grid = "square"

    def build(self, setup, view):
        m = MeshData()
        n = int(view.get("size", 5))
        for x in range(n):
            for y in range(n):
                col = (0.55, 0.5, 0.42) if (x + y) % 2 else (0.45, 0.4, 0.33)
                m.box((x, -0.05, y), (0.98, 0.1, 0.98), col)
        Entity(parent=self.board, model=m.to_mesh())

    def cells(self, view):
        n = int(view.get("size", 5))
        return [(x, y) for x in range(n) for y in range(n)]

    def show(self, view):
        seen = set()
        for i, f in enumerate(view.get("figures", ())):
            fid = f["id"]
            seen.add(fid)
            e = self.figures.get(fid)
            if e is None:
                e = Entity(parent=self.root)
                m = MeshData()
                m.prism((0, 0.4, 0), 0.35, 0.8, palette.player_color(i), sides=10)
                e.body = Entity(parent=e, model=m.to_mesh())
                self.figures[fid] = e
            e.position = self.world(f["cell"], view)
            e.enabled = bool(f.get("standing", True))
        for fid in [k for k in self.figures if k not in seen]:
            destroy_tree(self.figures.pop(fid))

    def rows(self, view):
        return [HudRow(f["id"], i, f["life"], 5) for i, f in enumerate(view.get("figures", ()))]

    def caption(self, view):
        return f"Round {view.get('round')}"


def _moved(ctx, ev):
    e = ctx.fig(ev["seat"])
    pts = [ctx.pos(c) for c in ev["path"]]
    return fx.move_anim(e, pts, 0.2, "slide") if e is not None else tw.wait(0.1)


def _attacked(ctx, ev):
    e = ctx.fig(ev["seat"])
    return tw.par(fx.lunge(e, ctx.fig_pos(ev["target"])),
                  fx.float_text(ctx, str(ev["damage"]), ctx.fig_pos(ev["target"]), palette.GOLD))


def _text(ctx, ev):
    return fx.float_text(ctx, ev["kind"], Vec3(ctx.table.center), (1, 1, 1), dur=0.3)


TABLE = ToyTable
ANIMATIONS = {"moved": _moved, "attacked": _attacked, "planned": _text, "revealed": _text,
              "waited": _text, "fell": _text, "ended": _text}


def cell_of_action(action, view=None):
    return tuple(action["to"]) if action.get("kind") == "move" else None


def describe_action(action, view):
    return {"move": f"step to {action.get('to')}", "attack": f"attack {action.get('target')}",
            "wait": "wait", "plan": f"plan {action.get('number')}"}[action["kind"]]
