"""The event player for pack tables: rule events in, animations out, one after another.

`PackPlayer.play(events, after_view)` queues one step's events (one action's); each event gets
the animation its pack module registers in ANIMATIONS, and when the step's events are done the
table snaps to `after_view`, the pack's own picture, so whatever an animation did the table
ends on the truth. Tweens run on the player's own speed-scaled dt (recordings and tests step it
exactly); `skip()` jumps to the end.
"""
from __future__ import annotations

from typing import Any, Callable

from ursina import Vec3

from scenes import tween as tw
from scenes.queue_player import QueuePlayer
from scenes.fx import Effects, float_text

AnimFn = Callable[["PackCtx", dict], tw.Anim]


class PackCtx(Effects):
    """What an animation may touch: the table and its figures, the camera rig, the HUD, the
    view before the step, and a place for short-lived effect entities (cleared after)."""

    def __init__(self, player: "PackPlayer", before: dict):
        self.player = player
        self.scene = player.scene
        self.table = player.scene.table
        self.rig = player.scene.rig
        self.hud = player.scene.hud
        self.before = before
        self.effects: list = []

    def fig(self, fid):
        return self.table.figures.get(fid) if fid is not None else None

    def pos(self, cell) -> Vec3:
        return self.table.world(cell, self.before)

    def fig_pos(self, fid) -> Vec3:
        return self.table.figure_pos(fid)

    def follow(self, fid=None, point=None) -> None:
        if not self.player.follow_camera:
            return
        p = point if point is not None else self.fig_pos(fid)
        if self.player.follow_zoom:
            self.rig.follow(p + Vec3(0, 0.3, 0), distance=self.table.size * 1.1, pitch=50)
        else:
            self.rig.follow(p + Vec3(0, 0.3, 0))

    def say(self, s: str) -> None:
        if self.hud is not None:
            self.hud.say(s)


def unknown_animation(ctx: PackCtx, ev: dict) -> tw.Anim:
    """A kind without an animation (a test fails on these): name it over the table."""
    return float_text(ctx, str(ev.get("kind", "?")).replace("_", " "), ctx.table.center,
                      (1, 1, 1), dur=0.6)


class PackPlayer(QueuePlayer):
    def __init__(self, scene, speed: float = 1.0, follow_camera: bool = True, auto: bool = True,
                 follow_zoom: bool = False):
        super().__init__(speed, follow_camera, auto, follow_zoom)
        self.scene = scene                 # queue items: (event or None, view to show after it)
        self.animations: dict[str, AnimFn] = dict(getattr(scene.module, "ANIMATIONS", {}))
        self.ctx: PackCtx | None = None
        self._after = None
        self.played_kinds: list[str] = []
        self.on_idle: Callable[[], None] | None = None

    def play(self, events, after: dict | None = None) -> None:
        for ev in events:
            self.queue.append((ev, None))
        self.queue.append((None, after))

    def _begin(self, ev: Any, after: dict | None) -> None:
        self.ctx = PackCtx(self, self.scene.view)
        self._after = after
        if ev is None:
            self.current = tw.wait(0.0)
            return
        kind = str(ev.get("kind", "")) if isinstance(ev, dict) else ""
        fn = self.animations.get(kind, unknown_animation)
        self.current = fn(self.ctx, ev) or tw.wait(0.0)
        self.played_kinds.append(kind)

    def _end(self) -> None:
        self.ctx.clear()
        if self._after is not None:
            self.scene.show(self._after)
        self.current = None
        if not self.queue and self.on_idle is not None:
            self.on_idle()


def seconds(module, events) -> float:
    """About how long events take (progress bars only): the module's ESTIMATE or 0.5 s each."""
    est = getattr(module, "ESTIMATE", {})
    return sum(est.get(e.get("kind"), 0.5) for e in events if isinstance(e, dict))
