"""The director of films and stills (issue 17, part 1): a shot for every event, from the
figures the event names, in every game.

- an event naming two figures close together (an attack, a duel, a shot at short
  range) is a close-up: the camera turns to look across the line between them, so neither hides
  the other, near enough that a figure fills about a sixth of the frame's height or more;
- an event naming one figure follows it, a little wider;
- a move across much of the board, or figures far apart, cuts back to a wide shot that holds
  them all (at most the establishing shot: the whole arena);
- an event naming nobody keeps the shot.

A close-up of a new pair of figures is a cut (the shot changes at once), and so is a turn of the
view by more than TURN_CUT degrees or a move to a spot far out of the frame (TRAVEL_CUT); every
other change is a glide. `shot(event)` only decides; `direct(event)` also moves the camera rig.
"""
from __future__ import annotations

import math

from ursina import Vec3

from scenes.camera import Pose, named_pose, turn

# distances in figure heights (the tallest body the event names), so every table frames alike
CLOSE = 3.0          # figures within this many heights of each other share a close-up (farther,
                     # the frame that holds both would make a figure less than a sixth of it)
NEAR = 7.0           # the close-up's distance: a figure about a quarter of the frame's height
FOLLOW = 8.0         # one figure followed: about a fifth of the frame's height
FRAME_W = 0.57 * 16 / 9      # the frame's width per unit of distance (32 degrees high, 16:9)
PITCH_CLOSE = 34.0
PITCH_FOLLOW = 46.0
PITCH_WIDE = 55.0
AIMS = ("at", "target_cell")          # an event's aim at a square, as games name it
# the words of event kinds that are blows, shots and spells (every game's own names for them)
BLOWS = ("attack", "shot", "shoot", "ranged", "thrown", "combat", "fight", "spell_cast", "cast",
         "duel")      # (Ninja Arena 2.7: two ninjas stepping into one another clash)
DEFEATS = ("defeated", "eliminated", "died")     # the kinds that end a figure, as games name them
# the kinds that only say whose turn or which phase comes next: a highlight ending on them showed
# "Round 4: Good, turn 4" and "Good: introduce phase" over an empty lake after a death
PACING = ("turn_started", "phase_started", "round_started", "round_ended", "phase", "turn_began",
          "action_phase_began", "action_round", "initiative_rolled")
SLOW = 0.5            # a defeat plays at this speed in a film: the beat a viewer should not miss
TURN_CUT = 40.0       # a new shot turned more than this many degrees from the last is a cut: glided,
                      # Ninja Arena's 90-degree turn past a block whipped the board round in 0.3 s
TRAVEL_CUT = 1.5      # ...and one looking at a spot farther than this many camera distances away
                      # (Chaos Arena's summons swooped from one bench across the board to the other)


def is_defeat(event: dict) -> bool:
    """A figure's end: its game's own kind, or Gladiator's wound that kills."""
    kind = str(event.get("kind", ""))
    return kind in DEFEATS or (kind == "wounded" and "dead" in (event.get("effects") or ()))


def is_blow(event: dict) -> bool:
    """A blow, a shot, a spell or a fall: what a film's highlights keep."""
    kind = str(event.get("kind", ""))
    return any(w in kind for w in BLOWS) or kind in ("fell", "damaged", "wound", "wounded")


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


def covered(pairs) -> float:
    """Of pairs of screen rectangles, the largest share of the smaller of a pair the other covers."""
    from scenes.screenrects import overlap
    worst = 0.0
    for a, b in pairs:
        small = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
        if small > 0:
            worst = max(worst, overlap(a, b) / small)
    return worst


class Director:
    def __init__(self, scene):
        self.scene = scene
        self.table = scene.table
        self.rig = scene.rig
        self.cast: tuple = ()           # the figures of the current shot
        self.left = 0.0                 # the share of the frame a column of panels covers
        self.close = False              # the current shot is a pair's close-up
        self.close_at = Vec3(0, 0, 0)   # ...of the pair standing about this middle
        self._pair = False              # the last shot decided was one
        self._pair_at = Vec3(0, 0, 0)   # the middle of its pair

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
        # a fallen or prone body is low: frame it as if it stood (else the camera nears the floor)
        return max(tall, 0.9 * getattr(self.table, "cell_size", 1.0))

    def shot(self, event: dict) -> Pose | None:
        self._pair = False
        fids = [f for f in involved(event, self.table.figures)
                if getattr(self.table.figures[f], "enabled", True)]
        if not fids:
            return None
        pts = [self._world(self.table.figure_pos(f)) for f in fids]
        path = [c for c in (event.get("path") or []) if isinstance(c, (list, tuple)) and len(c) >= 2]
        cell = event.get("cell")
        if not path and len(fids) == 1 and isinstance(cell, (list, tuple)) and len(cell) == 2:
            there = self._world(self.table.world(tuple(cell)))
            if math.hypot(there.x - pts[0].x, there.z - pts[0].z) > 0.5 * getattr(self.table, "cell_size", 1.0):
                path = [cell]       # a square he is not on yet is where he goes (Chaos Arena's
                                    # summons: the shot held the bench while he hopped off it)
        if path:                        # where a move goes, too
            pts.append(self._world(self.table.world(tuple(path[-1][:2]))))
        aim = next((c for c in (event.get(k) for k in AIMS) if isinstance(c, (list, tuple)) and len(c) == 2), None)
        if len(fids) == 1 and not path and aim is not None:     # a shot at a square: the pair
            pts.append(self._world(self.table.world(tuple(aim))))  # is the shooter and the aim
        spread = max((math.hypot(a.x - b.x, a.z - b.z) for a in pts for b in pts), default=0.0)
        centre = sum(pts, Vec3(0, 0, 0)) / len(pts)
        current = self.rig.goal or self.rig.pose
        if spread > self.table.size * 0.45:             # across the board: the whole arena
            return self.establishing()
        tall = self._height(fids)
        if len(pts) == 2 and not path and spread <= CLOSE * tall:   # a pair: a blow, a duel, a shot
            a, b = pts[0], pts[1]
            across = math.degrees(math.atan2(b.x - a.x, b.z - a.z))      # the line between them
            yaw = min((across + 90.0, across - 90.0), key=lambda y: abs(turn(current.yaw, y)))
            # a figure about a quarter of the frame's height, both well inside its width
            free = 1.0 - self.left
            near = max(NEAR * tall, (spread + 1.2 * tall) / (0.6 * FRAME_W * free))
            yaws = (yaw, yaw + 180.0)
            self._pair, self._pair_at = True, centre
            return self._unhidden([Pose(centre + Vec3(0, tall * 0.45, 0), y, p, near, current.fov)
                                   for p in (PITCH_CLOSE, 50.0, 66.0) for y in yaws], pts, tall, fids)
        distance = max(FOLLOW * tall, spread * 1.9)
        pitch = PITCH_FOLLOW if spread <= CLOSE * 2 else PITCH_WIDE
        return self._unhidden([Pose(centre + Vec3(0, tall * 0.3, 0), current.yaw + turn, p, distance, current.fov)
                               for p in (pitch, 66.0) for turn in (0.0, 90.0, -90.0, 180.0)], pts, tall, fids)

    def _in_close_up(self, fid: str) -> bool:
        """The current shot is a close-up of a pair with `fid` in it, both still standing close."""
        if not self.close or fid not in self.cast or len(self.cast) != 2:
            return False
        if not all(getattr(self.table.figures.get(f), "enabled", False) for f in self.cast):
            return False
        a, b = (self._world(self.table.figure_pos(f)) for f in self.cast)
        tall, here, held = self._height(self.cast), (a + b) / 2, self.close_at
        # still close, and where the shot found them (a highlight's cut may have moved them)
        return (math.hypot(a.x - b.x, a.z - b.z) <= CLOSE * tall
                and math.hypot(here.x - held.x, here.z - held.z) <= 0.5 * tall)

    def establishing(self, apart: bool = False) -> Pose:
        """The whole arena, in the part of the frame the panels leave free (issue 17, part 3:
        no panel over the board): the default view, stepped back and moved until every cell of
        the board projects inside the free rectangle. `apart` (a still): when one figure stands
        behind another from the default side, the arena seen from the side, among a few turns
        of the view, where they overlap least."""
        if not apart:
            return self._whole(0.0)
        turns = (0.0, 60.0, -60.0, 120.0, -120.0) if self.table.grid == "hex" else (0.0, 45.0, -45.0, 90.0, -90.0)
        best, least = None, math.inf
        for turn in turns:
            pose = self._whole(turn)
            hid = self._figures_overlap(pose)
            if hid < least - 0.05:
                best, least = pose, hid
            if least <= 0.15:          # near enough apart: the default side is kept when it is
                break
        return best

    def _figures_overlap(self, pose: Pose) -> float:
        """The largest share of one figure that another covers from this pose (0 to 1)."""
        from scenes import screenrects as sr
        with self.rig.trial():
            self.rig.pose = pose
            self.rig.apply()
            rects = [r for r in (sr.pillar_rect(self.table, f) for f in self.table.figures) if r is not None]
        return covered(((a, b) for i, a in enumerate(rects) for b in rects[i + 1:]))

    def _whole(self, turn: float) -> Pose:
        """The default view turned by `turn` degrees, fitted to the free part of the frame."""
        from ursina import window
        from scenes import screenrects as sr
        from scenes.stage import project
        w, h = window.size
        pose = named_pose("default", self.table.center, self.table.size)
        if turn:
            pose = Pose(Vec3(self.table.center), pose.yaw + turn, pose.pitch, pose.distance, pose.fov)
        rects = [r for _, r in sr.ui_rects()]
        left = sr.covered_left(rects) * w
        beside = [r for r in rects if r[2] > left + 0.01 * w]       # not the column itself
        top = max([r[3] for r in beside if r[1] < 0.5 * h] + [0.0])
        bottom = min([r[1] for r in beside if r[1] >= 0.5 * h] + [float(h)])
        m = 0.02 * h
        free = (left + m, top + m, w - m, bottom - m)
        pts = [self._world(p) for p in self.table.board_corners(self.table.view)]
        for f, e in self.table.figures.items():       # and the figures standing on it
            if getattr(e, "enabled", True):
                pts.append(self._world(self.table.figure_pos(f)) + Vec3(0, self._height([f]), 0))
        with self.rig.trial():
            for _ in range(10):
                self.rig.pose = pose
                self.rig.apply()
                f = sr.fit([q for q in (project(p, beyond=True) for p in pts) if q is not None], free)
                if f is None or (f.across and f.down and f.grow > 0.9):
                    break
                per_px = 2 * pose.distance * math.tan(math.radians(pose.fov / 2)) / h
                yaw, pitch = math.radians(pose.yaw), math.radians(pose.pitch)
                right, fwd = Vec3(math.cos(yaw), 0, -math.sin(yaw)), Vec3(math.sin(yaw), 0, math.cos(yaw))
                target = pose.target - right * (f.dx * per_px) + fwd * (f.dy * per_px / max(0.3, math.sin(pitch)))
                pose = Pose(target, pose.yaw, pose.pitch, pose.distance * max(0.8, min(1.6, f.grow * 1.02)), pose.fov)
        return pose

    def _unhidden(self, poses: list[Pose], pts: list, tall: float, cast=()) -> Pose:
        """The first of the shots from which the board hides none of the figures (a stack of
        blocks between the camera and a head), else the one hiding fewest, and where they stand
        clear of the figures beside them; beside the panels."""
        tops = [self._world(self.table.world(c)) for c in self.table.cells(self.table.view)]
        floor = min((p.y for p in tops), default=0.0)       # a board may stand on a plinth
        half = 0.5 * getattr(self.table, "cell_size", 1.0)
        raised = [(p.x - half, p.z - half, p.x + half, p.z + half, p.y) for p in tops if p.y > floor + 0.3]
        for x0, z0, x1, z1, top in getattr(self.table, "occluders", ()):    # walls beside the cells
            a, b = self._world(Vec3(x0, top, z0)), self._world(Vec3(x1, top, z1))
            raised.append((min(a.x, b.x), min(a.z, b.z), max(a.x, b.x), max(a.z, b.z), a.y))
        mine, others = self.crowd(pts, tall, cast)
        # a figure hidden by another counts as a head hidden by the board
        best = min(enumerate(poses), key=lambda ip: (self._hidden(ip[1], pts, tall, raised)
                                                     + 2 * (self._crowded(ip[1], mine, others) > 0.2)
                                                     + self._looming(ip[1], cast), ip[0]))[1]
        return self._beside_panels(best)

    def _looming(self, pose: Pose, cast) -> int:
        """How many figures outside the shot stand in its frame between the camera and the
        shot's figures, half again as tall as they look or more (the Master's close-up of
        TERROR and PAIN had Kord and Varg huge in the foreground, cut by the frame's edges)."""
        from ursina import window
        from scenes import screenrects as sr
        if not cast:
            return 0
        w, h = window.size
        with self.rig.trial():
            self.rig.pose = pose
            self.rig.apply()
            rects = {f: sr.pillar_rect(self.table, f, beyond=True) for f, e in self.table.figures.items()
                     if getattr(e, "enabled", True)}
        size = max((r[3] - r[1] for f, r in rects.items() if f in cast and r), default=0.0)
        return sum(1 for f, r in rects.items() if f not in cast and r and r[3] - r[1] > 1.5 * size
                   and r[0] < w and r[2] > 0 and r[1] < h and r[3] > 0)

    def crowd(self, pts: list, tall: float, cast) -> tuple[list, list]:
        """Pillars (feet, height, width per height) of a shot's figures where they stand or step
        to (`pts`), and of the figures standing near them (within 2.5 heights), as `_crowded`
        weighs them. A pillar is as wide as the body's narrower side (a sword held out does not
        widen it; a beetle is wide)."""
        def pillar(fid):
            from ursina import scene
            e = self.table.figures[fid]
            b = (getattr(e, "body", None) or e).getTightBounds(scene)
            if not b:
                return None
            lo, hi = b
            up = max(hi.y - lo.y, 1e-3)
            return self._world(self.table.figure_pos(fid)), up, max(0.45, min(hi.x - lo.x, hi.z - lo.z) / up)
        near = [f for f, e in self.table.figures.items() if f not in cast and getattr(e, "enabled", True)
                and min((self._apart(f, p) for p in pts), default=99) < 2.5 * tall]
        ratio = max((q[2] for q in (pillar(f) for f in cast) if q), default=0.45)
        return [(p, tall, ratio) for p in pts], [q for q in (pillar(f) for f in near) if q]

    def _apart(self, fid, p: Vec3) -> float:
        q = self._world(self.table.figure_pos(fid))
        return math.hypot(q.x - p.x, q.z - p.z)

    def _crowded(self, pose: Pose, mine: list, others: list) -> float:
        """The largest share of a figure of the shot that one standing near covers from the pose,
        or covers of it (`crowd`'s pillars: a Weaponmaster's step, followed from behind, ended in
        front of the Shadow and hid him; Grim's back hid the beetle beside his foe)."""
        if not others:
            return 0.0
        from scenes.stage import project

        def rect(foot, height, ratio):
            a, b = project(foot, beyond=True), project(foot + Vec3(0, height, 0), beyond=True)
            if a is None or b is None:
                return None
            h, cx = abs(a[1] - b[1]), (a[0] + b[0]) / 2
            return (cx - ratio * h / 2, min(a[1], b[1]), cx + ratio * h / 2, max(a[1], b[1]))
        with self.rig.trial():
            self.rig.pose = pose
            self.rig.apply()
            a_rects = [r for r in (rect(*q) for q in mine) if r]
            b_rects = [r for r in (rect(*q) for q in others) if r]
        return covered((a, b) for a in a_rects for b in b_rects)

    def _hidden(self, pose: Pose, pts: list, tall: float, raised: list) -> int:
        """How many of the figures' heads a raised cell or a wall hides from the pose's camera
        (the line from the camera to the head passes below its top on its way)."""
        if not raised:
            return 0
        yaw, pitch = math.radians(pose.yaw), math.radians(pose.pitch)
        h = pose.distance * math.cos(pitch)
        cam = pose.target + Vec3(-math.sin(yaw) * h, pose.distance * math.sin(pitch), -math.cos(yaw) * h)
        half = 0.5 * getattr(self.table, "cell_size", 1.0)
        hidden = 0
        # a head hidden counts most; a waist too (a figure by a wall, his head over it, showed
        # half a body behind the stones in a Master of Ceremonies film)
        for p in pts:
            for part in (0.8, 0.4):
                aim = p + Vec3(0, part * tall, 0)
                for k in range(1, 40):
                    q = cam + (aim - cam) * (k / 40)
                    if math.hypot(q.x - p.x, q.z - p.z) < half * 1.2:
                        break                       # at the figure's own cell
                    if any(x0 < q.x < x1 and z0 < q.z < z1 and q.y < top for x0, z0, x1, z1, top in raised):
                        hidden += 2 if part > 0.5 else 1
                        break
        return hidden

    def _beside_panels(self, pose: Pose) -> Pose:
        """The shot moved so its subject sits in the middle of the frame's free part, right of
        a column of panels down the left side (Master of Ceremonies' sheets cover a third)."""
        if self.left <= 0:
            return pose
        half_w = pose.distance * math.tan(math.radians(pose.fov / 2)) * FRAME_W / 0.57
        yaw = math.radians(pose.yaw)
        right = Vec3(math.cos(yaw), 0, -math.sin(yaw))
        pose.target = pose.target - right * (self.left * half_w)
        return pose

    def main_event(self, events: list) -> dict | None:
        """A moment's main event: a blow, a shot or a spell before anything else, then the one
        naming the most figures, the first of equals (the blow before the damage it does); None
        when no event names anybody."""
        named = [ev for ev in events if isinstance(ev, dict) and involved(ev, self.table.figures)]
        if not named:
            return None
        return max(named, key=lambda ev: (any(w in str(ev.get("kind", "")) for w in BLOWS),
                                          len(involved(ev, self.table.figures))))

    def direct(self, event: dict, cut: bool | None = None) -> bool:
        """Move the camera for `event`: a cut to a new cast, a glide for the same; False when
        the event names nobody (the shot stays)."""
        from scenes.screenrects import covered_left
        self.left = covered_left()
        fids = involved(event, self.table.figures)
        alone = len(fids) == 1 and not event.get("path") and not any(event.get(k) for k in AIMS)
        if cut is None and alone and self._in_close_up(fids[0]):
            # one of a close-up's pair alone (Gladiator's "ready: bare hands" in hand combat): the
            # pair stays in frame; followed alone, the camera swung end-on over both
            return False
        pose = self.shot(event)
        if pose is None:
            return False
        cast = tuple(sorted(involved(event, self.table.figures)))
        if cut is None:                 # a new close-up is a cut, and a big turn; the rest glides
            now = self.rig.pose
            cut = ((cast != self.cast and pose.pitch == PITCH_CLOSE)
                   or abs(turn(now.yaw, pose.yaw)) > TURN_CUT
                   or (pose.target - now.target).length() > TRAVEL_CUT * min(now.distance, pose.distance))
        self.cast, self.close, self.close_at = cast, self._pair, self._pair_at
        if cut:
            self.rig.pose, self.rig.goal = pose, None
            self.rig.apply()
        else:
            self.rig.goal = pose
        return True
