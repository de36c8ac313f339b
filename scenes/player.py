"""The event player: rule events in, animations out, one after another, for every game.

`PackPlayer.play(events, after_view)` queues one action's events; each event gets the animation
its game module registers in ANIMATIONS, and when the events are done the table snaps to
`after_view`, the pack's own picture, so whatever an animation did the table ends on the truth.
A game whose one action plays many moments (Ninja Arena's combat phase: three action rounds of
every ninja) gives `step_view(view, event) -> view` too: then the table also shows the picture
stepped by each event as it ends (`step_view(view, event, setup)`). Tweens run on the player's own speed-scaled dt (a fixed-dt
recording, a test and the live table play the same frames); `skip()` jumps to the end; Space
skips, [ ] change the speed, F toggles following the action. At the live table (`read_hold`)
an event whose animation said a caption waits until the caption can be read.
"""
from __future__ import annotations

import itertools
from collections import deque
from typing import Any, Callable

from ursina import Entity, Vec3

from scenes import tween as tw
from scenes.fx import Effects, float_text

AnimFn = Callable[["PackCtx", dict], tw.Anim]


class PackCtx(Effects):
    """What an animation may touch: the table and its figures, the camera rig, the HUD, the
    views before and after its event (after: None for games without `step_view`), and a place
    for short-lived effect entities (cleared after). A game module may give its own subclass
    as `CTX` (more lookups in its own words)."""

    def __init__(self, player: "PackPlayer", before, after=None):
        self.player = player
        self.scene = player.scene
        self.table = player.scene.table
        self.rig = player.scene.rig
        self.hud = player.scene.hud
        self.before = before
        self.after = after
        self.effects: list = []
        self.said: list[str] = []       # the captions of this event (the fight log's words)
        self.noted: list[str] = []      # words for the log and stills only (`note`)

    def fig(self, fid):
        return self.table.figures.get(fid) if fid is not None else None

    def text(self, s: str, at, col=(1, 1, 1), scale: float = 11.0):
        """A label over the board, in players' words like the captions: a rule's reason
        ("kept at a distance by g2's spear") floated over a figure showed the id."""
        return super().text(self.scene.words(str(s)).replace("_", " "), at, col, scale)

    def pos(self, cell) -> Vec3:
        return self.table.world(cell, self.before)

    def fig_pos(self, fid) -> Vec3:
        return self.table.figure_pos(fid)

    def follow(self, fid=None, point=None) -> None:
        if not self.player.follow_camera or not self.player.batch_follow or self.player.director:
            return                      # (a film's director frames each event itself)
        p = point if point is not None else self.fig_pos(fid)
        if self.player.follow_zoom:     # films: move in on the action
            distance, pitch = self.table.film_view
            self.rig.follow(p + Vec3(0, 0.3, 0), distance=self.table.size * distance, pitch=pitch)
        else:                           # the live table: glide, keep the player's angle
            self._nudge(p + Vec3(0, 0.3, 0))

    def _nudge(self, point: Vec3, inner: float = 0.7) -> None:
        """Glide just far enough that `point` comes inside the middle `inner` of the frame;
        inside it already, nothing moves. Centring on the acting figure pushed the others off
        the frame (a ninja on the far row put the near one under the bottom edge)."""
        from ursina import window
        from scenes.stage import project
        px = project(point, beyond=True)
        if px is None:                  # behind the camera
            self.rig.follow(point)
            return
        w, h = window.size
        off = max(abs(px[0] / w - 0.5), abs(px[1] / h - 0.5)) * 2      # 1 = the frame's edge
        if off <= inner:
            return
        base = (self.rig.goal or self.rig.pose).target
        self.rig.follow(base + (point - base) * (1.0 - inner / off))

    def show_rows(self) -> None:
        """The side panel as it stands after this event, at once (a blow's "6 left" under the
        title while the panel still read 10/10 until the event ended)."""
        if self.hud is not None and self.after is not None:
            self.hud.show(self.scene.table.rows(self.after))

    def show_panels_changed(self, change) -> None:
        """The side panels (the rows and a table's own sheets) as this event leaves the view
        (`change(view)` edits a copy), for games whose views come only at an action's end
        (Gladiator's panel read 7/7 while the caption said the beetle took 6 damage, until the
        action was over); the changes of an action's events add up."""
        if self.hud is None:
            return
        import copy
        p = self.player
        view = p.hud_view if p.hud_view is not None else copy.deepcopy(self.before)
        change(view)
        p.hud_view = view
        self.hud.show(self.scene.table.rows(view))
        self.scene.table.show_sheets(view)

    def show_rows_changed(self, fid, change) -> None:
        """`show_panels_changed` for one figure: `change(figure's dict)`."""
        from scenes.places import fig_id, view_figures

        def one(view):
            for f in view_figures(view):
                if fig_id(f) == fid:
                    change(f)
        self.show_panels_changed(one)

    def note(self, s: str) -> None:
        """Words for an event the table shows without a caption (a turn, a step): the fight
        log and a still's caption tell it; the live caption line is not held for it."""
        self.noted.append(self.scene.words(s).replace("_", " "))

    def say(self, s: str) -> None:
        s = self.scene.words(s).replace("_", " ")    # ids in words: names, "throwing stars"
        self.said.append(s)
        if self.hud is not None:
            self.hud.say(s)


def unknown_animation(ctx: PackCtx, ev: dict) -> tw.Anim:
    """A kind without an animation (a test fails on these): name it over the table."""
    return float_text(ctx, str(ev.get("kind", "?")).replace("_", " "), ctx.table.center,
                      (1, 1, 1), dur=0.6)


class PackPlayer(Entity):
    def __init__(self, scene, speed: float = 1.0, follow_camera: bool = True, auto: bool = True,
                 follow_zoom: bool = False):
        super().__init__()
        self.speed = speed
        self.follow_camera = follow_camera
        self.follow_zoom = follow_zoom
        self.auto = auto                      # advance in Ursina's update (live table)
        self.queue: deque = deque()           # (event or None, view to show after it)
        self.current: tw.Anim | None = None
        self.scene = scene
        module = scene.module
        # not `animations`: Ursina's Entity keeps its own tweens under that name (destroy kills them)
        self.anim_fns: dict[str, AnimFn] = dict(getattr(module, "ANIMATIONS", {}))
        self.step_view = getattr(module, "step_view", None)
        self.ctx_type = getattr(module, "CTX", PackCtx)
        self.ctx: PackCtx | None = None
        self._after = None
        self._tail = None                     # the view after everything queued
        self.played = 0
        self.played_kinds: list[str] = []
        self.on_idle: Callable[[], None] | None = None
        self.on_event: Callable[[dict, list], None] | None = None   # (event, captions) when played
        self._ev = None
        self.last_said = ""                   # the last caption an event said (a film's last words)
        self.batch_follow = True              # the batch playing lets the camera follow it
        self.read_hold = False                # the live table: hold a caption until it is read
        self._t = 0.0                         # seconds the current event has played
        self.director = None                  # films and stills: scenes/director.Director
        self._beat = 1.0                      # a film's slow beat on a defeat (the director's SLOW)
        self._fresh = False                   # events queued since the last frame (skip_one)
        self._batch_open = False              # an action's first event has begun (_name_cast)
        self.hud_view = None                  # the side panels' view within an action (show_panels_changed)
        self._told: set[int] = set()          # queued events a screen already showed (`play`'s told)

    # ---------------------------------------------------------------- queueing
    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def play(self, events, after=None, follow: bool = True, told: tuple[str, ...] = ()) -> None:
        """Queue one action's events. `follow`: the camera follows them and then glides back to
        the view the player left (the live table); False keeps the camera still (a player's own
        move, which he watches where he made it). `told`: event kinds a screen the player closed
        has just shown (Ninja Arena's revealed plans): their captions are not held to be read."""
        events = [e if isinstance(e, dict) else e.model_dump(mode="json") for e in events]
        self._told |= {id(e) for e in events if e.get("kind") in told}
        self.batch_follow = follow
        self._fresh = True
        rig = getattr(self.scene, "rig", None)
        if follow and self.follow_camera and not self.follow_zoom and rig is not None and events:
            rig.hold()
        if self.step_view is None:
            for ev in events:
                self.queue.append((ev, None))
            self.queue.append((None, after))
            return
        view = self._tail if self.busy and self._tail is not None else self.scene.view
        for ev in events:
            view = self.step_view(view, ev, self.scene.table.setup)
            self.queue.append((ev, view))
        self._tail = after if after is not None else view
        self.queue.append((None, self._tail))       # the end: snap to the truth

    def _begin(self, ev: Any, after) -> None:
        self.ctx = self.ctx_type(self, self.scene.view, after)
        self._after = after
        self._ev = ev
        self._t = 0.0
        if ev is None:
            self.current = tw.wait(0.0)
            self._batch_open = False
            self.hud_view = None
            return
        kind = str(ev.get("kind", "")) if isinstance(ev, dict) else ""
        if not self._batch_open and isinstance(ev, dict):
            self._name_cast(ev)
        if self.director is not None and isinstance(ev, dict):
            from scenes.director import SLOW, is_defeat
            self.director.direct(ev)
            self._beat = SLOW if is_defeat(ev) else 1.0
        fn = self.anim_fns.get(kind, unknown_animation)
        self.current = fn(self.ctx, ev) or tw.wait(0.0)
        self.played_kinds.append(kind)

    def _name_cast(self, first: dict) -> None:
        """Names over the figures the action now playing names, all its events' (a blow's
        damage names only the struck: the striker kept his name), till the next action's."""
        from scenes.director import involved
        cast: list[str] = []
        for ev in [first] + [e for e, _ in itertools.takewhile(lambda q: q[0] is not None, self.queue)]:
            cast += [f for f in involved(ev, self.scene.table.figures) if f not in cast]
        self._batch_open = True
        if cast:                    # (an action naming no figure keeps the last one's names)
            self.scene.table.name_cast(cast)

    def _end(self) -> None:
        if self._ev is not None and self.on_event is not None:
            self.on_event(self._ev, list(self.ctx.said) or list(self.ctx.noted))
        self._told.discard(id(self._ev))
        if self.ctx.said:
            self.last_said = self.ctx.said[-1]
        self.ctx.clear()
        if self._after is not None:
            self.scene.show(self._after)
        self.current = None
        self.played += 1
        if not self.queue:
            self._told.clear()        # (ids of events gone: a new event may reuse one)
            rig = getattr(self.scene, "rig", None)
            if rig is not None and not self.follow_zoom:
                rig.release()
            if self.on_idle is not None:
                self.on_idle()

    # ---------------------------------------------------------------- running
    def update(self):
        if self.auto:
            from ursina import time
            self.advance(time.dt)

    def advance(self, dt: float) -> None:
        self._fresh = False
        dt *= self.speed * self._beat
        guard = 0
        while dt > 0 or (self.current is None and self.queue):
            guard += 1
            if guard > 10000:
                break
            if self.current is None:
                if not self.queue:
                    return
                self._begin(*self.queue.popleft())
                self.current = self.current or tw.wait(0.0)
            left = self.current.advance(dt)
            self._t += dt - left
            if self.current.done:
                need = self.reading_time() - self._t
                if need > 0:                  # the animation is over, its caption is still read
                    if left <= need:
                        self._t += left
                        return
                    self._t += need
                    left -= need
                self._end()
                dt = left / self._beat          # the time left, back at the film's own speed
                self._beat = 1.0
            else:
                return

    def reading_time(self) -> float:
        """How long the current event's caption stays (read_hold): about a second and a half
        for a short one, up to four for a long one; 0 when it said nothing."""
        if not self.read_hold or self.ctx is None or not self.ctx.said or id(self._ev) in self._told:
            return 0.0
        chars = len(self.ctx.said[-1])
        return min(4.0, 1.0 + 0.04 * chars)

    def skip_one(self) -> None:
        """The player's Space: finish the event playing now (its animation and its caption's
        reading time) and go on with the next. Not the key press that queued the events (the
        reveal's "any key: fight"): the fight would start skipped."""
        if self._fresh:
            return
        if self.current is None and self.queue:
            self._begin(*self.queue.popleft())
            self.current = self.current or tw.wait(0.0)
        if self.current is not None:
            self.current.finish()
            self._end()

    def skip(self) -> None:
        """Finish everything queued at once (Shift+Space; stills and films)."""
        while self.current is not None or self.queue:
            if self.current is None:
                self._begin(*self.queue.popleft())
                self.current = self.current or tw.wait(0.0)
            self.current.finish()
            self._end()

    def _to(self, main: dict, stop, step: float) -> None:
        """Finish every event queued before `main`, then play `main` in steps of `step` until
        `stop(t)` is true at its time t (it stays mid-way) or it ends (then finish the rest)."""
        while self.current is not None or self.queue:
            if self.current is None:
                ev, after = self.queue.popleft()
                self._begin(ev, after)
                self.current = self.current or tw.wait(0.0)
                if ev is main:
                    t = 0.0
                    while not self.current.done:
                        self.current.advance(step)
                        t += step
                        if stop(t):
                            return
            self.current.finish()
            self._end()

    def peak_time(self, main: dict, step: float = 1 / 60) -> float | None:
        """Play everything queued to its end and say when `main` peaked (`Anim.peak`): a
        projectile's flight before a blow, the first of each; None if it never did."""
        seen: list = []
        start = len(tw.peaks_reached)

        def watch(t):
            seen.extend((t, k) for k in tw.peaks_reached[start + len(seen):])
            return False
        self._to(main, watch, step)
        flights = [t for t, k in seen if k == "flight"]
        return (flights or [t for t, _ in seen] or [None])[0]

    def hold_at(self, main: dict, t: float, step: float = 1 / 60) -> None:
        """A still of a moment: everything before `main` finished, `main` played to its time
        `t` (peak_time) and held there, its effects on the table."""
        self._to(main, lambda now: now >= t - 1e-9, step)

    def input(self, key):
        if key == "space":
            from ursina import held_keys
            if held_keys["shift"]:
                self.skip()
            else:
                self.skip_one()
        elif key == "]":
            self.speed = min(8.0, self.speed * 1.5)
        elif key == "[":
            self.speed = max(0.125, self.speed / 1.5)
        elif key == "f":
            self.follow_camera = not self.follow_camera


def seconds(module, events) -> float:
    """About how long events take (progress bars only): the module's ESTIMATE or 0.5 s each."""
    est = getattr(module, "ESTIMATE", {})
    return sum(est.get(e.get("kind"), 0.5) for e in events if isinstance(e, dict))
