"""The director of films and stills (issue 17, part 1): a shot for every event, from the
figures the event names, in every game.

- an event naming two figures close together (an attack, a duel, a shot at short
  range) is a close-up: the camera turns to look across the line between them, so neither hides
  the other, near enough that a figure fills about a sixth of the frame's height or more;
- an event naming one figure follows it, a little wider;
- a move across much of the board, or figures far apart, cuts back to a wide shot that holds
  them all (at most the establishing shot: the whole arena);
- an event naming nobody keeps the shot.

A close-up of a new pair of figures is a cut (the shot changes at once); every other change is
a glide. `shot(event)` only decides; `direct(event)` also moves the camera rig.
"""
from __future__ import annotations

import math

from ursina import Vec3

from scenes.camera import Pose, named_pose

# distances in figure heights (the tallest body the event names), so every table frames alike
CLOSE = 3.0          # figures within this many heights of each other share a close-up (farther,
                     # the frame that holds both would make a figure less than a sixth of it)
NEAR = 7.0           # the close-up's distance: a figure about a quarter of the frame's height
FOLLOW = 8.0         # one figure followed: about a fifth of the frame's height
FRAME_W = 0.57 * 16 / 9      # the frame's width per unit of distance (32 degrees high, 16:9)
PITCH_CLOSE = 34.0
PITCH_FOLLOW = 46.0
PITCH_WIDE = 55.0


def involved(event: dict, figures) -> list[str]:
    """The figures an event names, in the order it names them (any field holding a figure's id
    or a list of them: figure, target, attackers, archer, by ...)."""
    out: list[str] = []

    def add(v):
        if isinstance(v, str) and v in figures and v not in out:
            out.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                if isinstance(x, str):
                    add(x)

    for k, v in event.items():
        if k != "kind":
            add(v)
    return out


class Director:
    def __init__(self, scene):
        self.scene = scene
        self.table = scene.table
        self.rig = scene.rig
        self.cast: tuple = ()           # the figures of the current shot

    def _world(self, local) -> Vec3:
        """A point of the table (its root's space, which a table may turn) in the world."""
        from ursina import scene
        root = getattr(self.table, "root", None)
        return Vec3(*scene.getRelativePoint(root, local)) if root is not None else Vec3(local)

    def _height(self, fids) -> float:
        """The tallest of the figures' bodies, in world units (a dog is lower than a man)."""
        from ursina import scene
        tall = 0.0
        for f in fids:
            e = self.table.figures[f]
            b = (getattr(e, "body", None) or e).getTightBounds(scene)
            if b:
                tall = max(tall, b[1].y - b[0].y)
        return tall or 1.0

    def shot(self, event: dict) -> Pose | None:
        fids = [f for f in involved(event, self.table.figures)
                if getattr(self.table.figures[f], "enabled", True)]
        if not fids:
            return None
        pts = [self._world(self.table.figure_pos(f)) for f in fids]
        path = [c for c in (event.get("path") or []) if isinstance(c, (list, tuple)) and len(c) >= 2]
        if path:                        # where a move goes, too
            pts.append(self._world(self.table.world(tuple(path[-1][:2]))))
        spread = max((math.hypot(a.x - b.x, a.z - b.z) for a in pts for b in pts), default=0.0)
        centre = sum(pts, Vec3(0, 0, 0)) / len(pts)
        current = self.rig.goal or self.rig.pose
        if spread > self.table.size * 0.45:             # across the board: the whole arena
            return named_pose("default", self.table.center, self.table.size)
        tall = self._height(fids)
        if len(fids) == 2 and spread <= CLOSE * tall:      # a pair: a blow, a duel, a shot
            a, b = pts[0], pts[1]
            across = math.degrees(math.atan2(b.x - a.x, b.z - a.z))      # the line between them
            yaw = min((across + 90.0, across - 90.0), key=lambda y: abs((y - current.yaw + 180) % 360 - 180))
            # a figure about a quarter of the frame's height, both well inside its width
            near = max(NEAR * tall, (spread + 2 * tall) / (0.6 * FRAME_W))
            return Pose(centre + Vec3(0, tall * 0.45, 0), yaw, PITCH_CLOSE, near, current.fov)
        distance = max(FOLLOW * tall, spread * 1.9)
        pitch = PITCH_FOLLOW if spread <= CLOSE * 2 else PITCH_WIDE
        return Pose(centre + Vec3(0, tall * 0.3, 0), current.yaw, pitch, distance, current.fov)

    def frame_moment(self, events: list) -> bool:
        """A still's shot: the moment's main event, the one naming the most figures (a blow over
        the step before it), the last of equals. False when no event names anybody."""
        named = [ev for ev in events if isinstance(ev, dict) and involved(ev, self.table.figures)]
        if not named:
            return False
        return self.direct(max(reversed(named), key=lambda ev: len(involved(ev, self.table.figures))), cut=True)

    def direct(self, event: dict, cut: bool | None = None) -> bool:
        """Move the camera for `event`: a cut to a new cast, a glide for the same; False when
        the event names nobody (the shot stays)."""
        pose = self.shot(event)
        if pose is None:
            return False
        cast = tuple(sorted(involved(event, self.table.figures)))
        if cut is None:                 # a new close-up is a cut; the rest glides
            cut = cast != self.cast and pose.pitch == PITCH_CLOSE
        self.cast = cast
        if cut:
            self.rig.pose, self.rig.goal = pose, None
            self.rig.apply()
        else:
            self.rig.goal = pose
        return True
