"""Camera rig: orbit, zoom and pan around a target point; named views; smooth following.

Angles: `yaw` 0 looks from the south edge toward the north (the first seat's view), growing
clockwise seen from above (90 looks from the west); `pitch` is the angle above the table.

Keys (interactive only): arrows or Q/E orbit and tilt, W/A/S/D pan, +/- or the wheel zoom,
right mouse drag orbits, middle drag pans, R (or Home) resets, T top-down, F1-F4 the named views
(1-4/Tab select a figure: scenes/controller.py).
"""
from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass

from ursina import Entity, Vec3, camera, held_keys, mouse, time

NAMES = ("default", "top", "close", "side")
SPRING = 1.4      # a glide's spring stiffness per unit of follow_speed: about as quick as the old
                  # glide (nine tenths of the way in 0.5 s in a film), without its first-frame jerk


def turn(a: float, b: float) -> float:
    """The turn from yaw `a` to yaw `b` the short way round, in degrees (-180 to 180)."""
    return (b - a + 180.0) % 360.0 - 180.0


def window_aspect() -> float:
    import builtins
    win = getattr(getattr(builtins, "base", None), "win", None)
    if win is not None and win.getYSize() > 0:
        return win.getXSize() / win.getYSize()
    from ursina import window
    return window.aspect_ratio


def set_vertical_fov(vfov: float) -> None:
    """Ursina's camera.fov is horizontal and offscreen buffers never update the lens aspect:
    set both angles from the real buffer size so every window shape frames the same height."""
    aspect = window_aspect()
    hfov = math.degrees(2 * math.atan(math.tan(math.radians(vfov) / 2) * aspect))
    camera._fov = hfov
    camera.perspective_lens.set_fov(hfov, vfov)


@dataclass
class Pose:
    target: Vec3
    yaw: float
    pitch: float
    distance: float
    fov: float = 32.0


def named_pose(name: str, center: Vec3, size: float, aspect: float | None = None) -> Pose:
    """The named views for an arena of `size` cells centred on `center`; narrower windows
    (aspect = width / height) step back so the whole arena stays in view."""
    if aspect is None:
        aspect = window_aspect()
    size = size * max(1.0, 1.6 / max(aspect, 0.5))
    if name == "default":
        return Pose(Vec3(center.x - 1.1, 0.0, center.z - 0.35), 0.0, 55.0, size * 1.95)
    if name == "top":
        return Pose(Vec3(center), 0.0, 89.0, size * 2.05)
    if name == "close":
        return Pose(Vec3(center.x + 0.2, 0.5, center.z), 22.0, 38.0, size * 1.4)
    if name == "side":
        return Pose(Vec3(center.x, 0.3, center.z), -90.0, 24.0, size * 1.55)
    raise KeyError(name)


class CameraRig(Entity):
    """Drives Ursina's `camera` from a Pose. `interactive=False` ignores input (renders)."""

    def __init__(self, center: Vec3, size: float, name: str = "default", interactive: bool = True):
        super().__init__()
        self.center = Vec3(center)
        self.size = size
        self.interactive = interactive
        self.wheel_zoom = True            # False while a panel scrolls with the wheel
        self.pose = named_pose(name, self.center, size)
        self.goal: Pose | None = None     # where following/transition heads
        self.follow_speed = 3.0
        self._speed: list | None = None   # the glide's spring: [the pose it moves, its speeds]
        self.driven = False               # a film steps the glide itself, once a frame (step)
        self.held: Pose | None = None     # the player's own view while a fight is followed
        self.returning = False            # gliding back to it (the goal is the player's view)
        self.apply()

    # -------------------------------------------------------------- placement
    def apply(self) -> None:
        p = self.pose
        yaw, pitch = math.radians(p.yaw), math.radians(p.pitch)
        h = p.distance * math.cos(pitch)
        off = Vec3(-math.sin(yaw) * h, p.distance * math.sin(pitch), -math.cos(yaw) * h)
        camera.position = p.target + off
        # Panda's own lookAt with the world's up (Ursina's look_at keeps the camera's last up,
        # so a cut to a far yaw left it rolled on its side)
        camera.lookAt(p.target, Vec3(0, 1, 0))
        set_vertical_fov(p.fov)

    def set_view(self, name: str, smooth: bool = False) -> None:
        pose = named_pose(name, self.center, self.size)
        self.held, self.returning = None, False
        if smooth:
            self.goal = pose
        else:
            self.pose, self.goal = pose, None
            self.apply()

    @contextmanager
    def trial(self):
        """Poses tried on the camera (to project points through them): the rig's own pose and
        glide come back afterwards."""
        saved = (self.pose, self.goal)
        try:
            yield
        finally:
            self.pose, self.goal = saved
            self.apply()

    def fit_across(self, points, left_px: float, right_px: float, top_px: float = 0.0,
                   bottom_px: float | None = None) -> None:
        """Move and widen the default view so `points` lie between two pixel columns (the
        board between the panels on the left and the window's right edge) and two pixel rows
        (above a panel along the bottom edge: Morituri's cards)."""
        from ursina import window
        from scenes.screenrects import fit
        from scenes.stage import project
        bottom = window.size[1] if bottom_px is None else bottom_px
        for _ in range(6):
            f = fit([q for q in (project(p, beyond=True) for p in points) if q is not None],
                    (left_px, top_px, right_px, bottom))
            if f is None or (f.across and f.down):
                return
            if f.grow > 1:
                self.size *= f.grow * 1.01
            else:           # the view moves the other way (pixels per world unit east, south)
                a = project(self.center, True)
                east, south = project(self.center + Vec3(1, 0, 0), True), project(self.center + Vec3(0, 0, 1), True)
                if a is None or east is None or south is None:
                    return
                if not f.across and abs(east[0] - a[0]) > 1e-6:
                    self.center = self.center - Vec3(f.dx / (east[0] - a[0]), 0, 0)
                if not f.down and abs(south[1] - a[1]) > 1e-6:
                    self.center = self.center - Vec3(0, 0, f.dy / (south[1] - a[1]))
            self.set_view("default")

    def follow(self, point: Vec3, distance: float | None = None, yaw: float | None = None,
               pitch: float | None = None) -> None:
        """Glide toward looking at `point` (keeps the current angles unless given)."""
        p = self.goal or self.pose
        self.returning = False
        self.goal = Pose(Vec3(point), p.yaw if yaw is None else yaw,
                         p.pitch if pitch is None else pitch,
                         p.distance if distance is None else distance, p.fov)

    def hold(self) -> None:
        """A fight is about to be followed: remember the view the player left (kept through
        fights that follow one another, until he moves the camera himself)."""
        if self.held is None:
            p = self.goal if self.returning else self.pose
            self.held = Pose(Vec3(p.target), p.yaw, p.pitch, p.distance, p.fov)

    def release(self) -> None:
        """The fight is over: glide back to the player's view (unless he took the camera
        meanwhile, which keeps his)."""
        if self.held is not None:
            self.goal, self.held, self.returning = self.held, None, True

    def step(self, dt: float) -> None:
        """Advance a glide by dt seconds (update() calls this; a film, `driven`, calls it directly).
        A critically damped spring: it sets off slowly and slows to a stop. Closing a fixed share
        of the gap each frame, it moved fastest in the first frame: every new shot began with a
        jerk (a fifth of a 90-degree turn at once)."""
        if self.goal is None:
            self._speed = None
            return
        p, g = self.pose, self.goal
        if self._speed is None or self._speed[0] is not p:      # a new glide, or the pose was cut
            self._speed = [p, Vec3(0, 0, 0), 0.0, 0.0, 0.0, 0.0]
        w, dt = SPRING * self.follow_speed, min(dt, 0.1)
        v = self._speed

        def pull(gap, i):
            v[i] = v[i] + (gap * (w * w) - v[i] * (2 * w)) * dt
            return v[i] * dt
        p.target = p.target + pull(g.target - p.target, 1)
        p.yaw += pull(turn(p.yaw, g.yaw), 2)
        p.pitch += pull(g.pitch - p.pitch, 3)
        p.distance += pull(g.distance - p.distance, 4)
        p.fov += pull(g.fov - p.fov, 5)
        self.apply()

    # -------------------------------------------------------------- input
    def update(self):
        dt = time.dt
        if self.interactive:
            self._keys(dt)
        if not self.driven:
            self.step(dt)

    def _keys(self, dt: float) -> None:
        p = self.pose
        moved = False
        turn = (held_keys["right arrow"] + held_keys["e"]) - (held_keys["left arrow"] + held_keys["q"])
        tilt = held_keys["up arrow"] - held_keys["down arrow"]
        if turn or tilt:
            p.yaw += turn * 90 * dt
            p.pitch = max(8.0, min(89.5, p.pitch + tilt * 60 * dt))
            moved = True
        zoom = (held_keys["-"] + held_keys["minus"]) - (held_keys["+"] + held_keys["="] + held_keys["plus"])
        if zoom:
            p.distance = max(2.0, min(self.size * 4, p.distance * (1 + zoom * dt)))
            moved = True
        fw = held_keys["w"] - held_keys["s"]
        rt = held_keys["d"] - held_keys["a"]
        if fw or rt:
            self._pan(rt * 5 * dt, fw * 5 * dt)
            moved = True
        if mouse.right:
            p.yaw += mouse.velocity[0] * 200
            p.pitch = max(8.0, min(89.5, p.pitch - mouse.velocity[1] * 120))
            moved = True
        if mouse.middle:
            self._pan(-mouse.velocity[0] * p.distance, -mouse.velocity[1] * p.distance)
            moved = True
        if moved:
            self.goal = self.held = None        # the player's hand: it stays where he puts it
            self.returning = False
            self.apply()

    def _pan(self, right: float, forward: float) -> None:
        yaw = math.radians(self.pose.yaw)
        fwd = Vec3(math.sin(yaw), 0, math.cos(yaw))
        rgt = Vec3(math.cos(yaw), 0, -math.sin(yaw))
        self.pose.target = self.pose.target + rgt * right + fwd * forward

    def input(self, key):
        if not self.interactive:
            return
        if key in ("r", "home"):
            self.set_view("default", smooth=True)
        elif key == "t":
            self.set_view("top", smooth=True)
        elif key in ("f1", "f2", "f3", "f4"):
            self.set_view(NAMES[int(key[1]) - 1], smooth=True)
        elif key.startswith("scroll") and not self.wheel_zoom:
            return                          # the wheel belongs to a panel (the fight log)
        elif key == "scroll up":
            self.pose.distance = max(2.0, self.pose.distance * 0.9)
            self.goal = None
            self.apply()
        elif key == "scroll down":
            self.pose.distance = min(self.size * 4, self.pose.distance * 1.1)
            self.goal = None
            self.apply()
