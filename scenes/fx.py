"""Short-lived animation effects shared by every table: flashes, rings, floating text, shakes,
lunges, projectiles and moves. Each returns a tween (scenes/tween.py).

`ctx` is anything with `effect(**entity_kwargs) -> Entity` and `text(s, at, col, scale) ->
Entity` that cleans its effects up when the animation ends (the event players' Ctx); `ent` is
an entity with `position`, `yaw` and a `body` child (a figure).
"""
from __future__ import annotations

import math

from ursina import Entity, Text, Vec3, color as ucolor

from models import palette
from models.meshkit import MeshData
from scenes import tween as tw
from scenes.camera import turn


def rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


class Effects:
    """The short-lived entities of one animation (the event players' Ctx): made under the
    table's root, destroyed together by `clear()` when the animation ends. Needs
    `self.table` (with `root`) and `self.effects` (a list)."""

    def effect(self, **kw) -> Entity:
        e = Entity(parent=self.table.root, **kw)
        self.effects.append(e)
        return e

    def text(self, s: str, at: Vec3, col=(1, 1, 1), scale: float = 11.0) -> Entity:
        t = Text(s, parent=self.table.root, position=at, origin=(0, 0), billboard=True,
                 scale=scale, color=rgb(col))
        self.effects.append(t)
        return t

    def clear(self) -> None:
        from scenes.table import destroy_tree
        for e in self.effects:
            destroy_tree(e)
        self.effects = []


def yaw_anim(ent, a: float, b: float, dur: float) -> tw.Anim:
    d = turn(a, b)
    return tw.Anim(dur, lambda u: setattr(ent, "yaw", a + d * tw.smooth(u)))


def move_anim(ent, pts: list[Vec3], dur_per: float, style: str) -> tw.Anim:
    """Move through points: slide (with a small hop when the level changes), arc (jump), flip
    (somersault: arc + forward roll), climb (up the face, then over)."""
    parts = []
    for a, b in zip(pts, pts[1:]):
        parts.append(leg(ent, a, b, dur_per, style))
    return tw.Seq(parts) if parts else tw.wait(0.1)


def leg(ent, a: Vec3, b: Vec3, dur: float, style: str) -> tw.Anim:
    if style == "climb" and b.y > a.y + 1e-3:
        edge = a + (b - a) * 0.42
        top = Vec3(edge.x, b.y + 0.05, edge.z)
        return tw.seq(
            tw.Anim(dur * 0.3, lambda u: setattr(ent, "position", a + (Vec3(edge.x, a.y, edge.z) - a) * u)),
            tw.Anim(dur * 0.45, lambda u: setattr(ent, "position", Vec3(edge.x, a.y + (top.y - a.y) * tw.smooth(u), edge.z))),
            tw.Anim(dur * 0.25, lambda u: setattr(ent, "position", top + (b - top) * u)),
        )
    if style == "slide" and b.y < a.y - 1e-3:
        # stepping down: out over the edge, then drop (a long drop reads as a fall)
        edge = a + Vec3(b.x - a.x, 0, b.z - a.z) * 0.55
        return tw.seq(
            tw.Anim(dur * 0.5, lambda u: setattr(ent, "position", a + (edge - a) * tw.smooth(u))),
            tw.Anim(dur * 0.5, lambda u: setattr(ent, "position", Vec3(
                edge.x + (b.x - edge.x) * u, edge.y + (b.y - edge.y) * u * u, edge.z + (b.z - edge.z) * u))),
        )
    height = {"slide": 0.12 if abs(b.y - a.y) > 1e-3 else 0.0, "arc": 0.8, "flip": 0.9}.get(style, 0.0)

    def fn(u, a=a, b=b):
        e = tw.smooth(u)
        p = a + (b - a) * e
        ent.position = Vec3(p.x, p.y + height * tw.bump(u), p.z)
        if style == "flip":
            ent.body.rotation_x = 360 * e
    end = (lambda: setattr(ent.body, "rotation_x", 0)) if style == "flip" else None
    return tw.Anim(dur, fn, on_end=end)


def flash(ctx, at: Vec3, col=palette.FLASH, size: float = 0.7, dur: float = 0.35) -> tw.Anim:
    m = MeshData()
    m.sphere((0, 0, 0), 0.5, col, rings=4, segments=8)
    e = ctx.effect(model=m.to_mesh(), position=at, scale=0.01, enabled=False)

    def fn(u):
        e.enabled = u < 1
        e.scale = size * tw.out_back(min(1, u * 1.6)) * (1 - u * 0.6)
    return tw.Anim(dur, fn)


def ring(ctx, at: Vec3, col, dur=0.45, r0=0.3, r1=0.7) -> tw.Anim:
    m = MeshData()
    n = 16
    for i in range(n):
        a0, a1 = 2 * math.pi * i / n, 2 * math.pi * (i + 1) / n
        p = [(math.sin(a0), 0, math.cos(a0)), (math.sin(a1), 0, math.cos(a1))]
        q = [(0.8 * x, 0, 0.8 * z) for x, _, z in p]
        m.add_poly([p[0], p[1], q[1], q[0]][::-1], col, False)
        m.add_poly([p[0], p[1], q[1], q[0]], col, False)
    e = ctx.effect(model=m.to_mesh(), position=at + Vec3(0, 0.08, 0), scale=r0)

    def fn(u):
        e.scale = r0 + (r1 - r0) * u
        e.y = at.y + 0.08 + 0.4 * u
    return tw.Anim(dur, fn)


def shown_from_start(anim: tw.Anim, *ents) -> tw.Anim:
    """An effect's entities are made when its animation is built, but in a sequence it plays
    later: hidden till it starts, they do not stand over what plays before them (seen: the
    Master's "Round 1" banner drawn over "Varg has the initiative", which was to follow it)."""
    for e in ents:
        e.enabled = False
    before = anim.on_start

    def show():
        for e in ents:
            e.enabled = True
        if before is not None:
            before()
    anim.on_start = show
    return anim


def lazy(ctx, make) -> tw.Anim:
    """`make()`'s animation with every effect it made kept hidden till it starts."""
    n = len(ctx.effects)
    anim = make()
    return shown_from_start(anim, *ctx.effects[n:])


def drop_shadow(t: Text, alpha: float = 0.75) -> Text:
    """A dark copy of words just below and behind them, so light words read on sand and grass
    (Gladiator's names were faint on its sand). The words' child: it moves, scales, hides and
    goes with them (as a label of its own a film's label settling lifted it off them)."""
    sh = Text(t.text, parent=t, origin=t.origin, position=(0.003, -0.003, 0.002), scale=1,
              color=ucolor.rgba(0, 0, 0, alpha))
    t.shadow = sh
    return sh


def float_text(ctx, s: str, at: Vec3, col, dur=0.7, rise=0.7, scale=12.0, where=None) -> tw.Anim:
    """Words rising and fading over `at`; `where` (no arguments): the point instead, asked when
    they start (words under dice laid where the camera then leaves room: clear_spot)."""
    t = ctx.text(s, at + Vec3(0, 1.2, 0), col, scale)
    sh = drop_shadow(t)
    base = [at]

    def fn(u):
        a = 1.0 if u < 0.6 else 1 - (u - 0.6) / 0.4
        t.y = base[0].y + 1.2 + rise * tw.smooth(u)
        t.color = rgb(col, a)
        sh.color = ucolor.rgba(0, 0, 0, 0.75 * a)

    def place():
        base[0] = where()
        t.position = base[0] + Vec3(0, 1.2, 0)
    return shown_from_start(tw.Anim(dur, fn, on_start=place if where is not None else None), t)


def shake(ent, dur=0.35, amount=0.08) -> tw.Anim:
    base = Vec3(ent.position)

    def fn(u):
        ent.position = base + Vec3(math.sin(u * 40) * amount * (1 - u), 0, 0)
    return tw.Anim(dur, fn, on_end=lambda: setattr(ent, "position", base))


def lunge(ent, toward: Vec3, dur=0.35, dist=0.35) -> tw.Anim:
    base = Vec3(ent.position)
    d = toward - base
    d = Vec3(d.x, 0, d.z)
    if d.length() > 1e-6:
        d = d.normalized() * dist

    def fn(u):
        ent.position = base + d * tw.bump(u)
    anim = tw.Anim(dur, fn, on_end=lambda: setattr(ent, "position", base))
    anim.peak = 0.5                 # the blow lands at the lunge's farthest reach
    return anim


def projectile(ctx, model: MeshData, a: Vec3, b: Vec3, dur: float, spin: bool = True,
                arc: float = 0.25) -> tw.Anim:
    e = ctx.effect(model=model.to_mesh(), position=a)
    d = b - a
    yaw = math.degrees(math.atan2(d.x, d.z))

    def fn(u):
        e.position = a + d * u + Vec3(0, arc * tw.bump(u), 0)
        e.rotation = Vec3(0, yaw, 0) if not spin else Vec3(0, yaw + 720 * u, 0)
        e.enabled = u < 1
    anim = tw.Anim(dur, fn)
    anim.peak, anim.peak_kind = 0.6, "flight"      # most of the way to its target
    return anim


def clear_spot(ctx, near: Vec3, width: float, height: float, taken: list | None = None,
               ahead=(0.7, 1.3), rise=(0.0,)) -> tuple[Vec3, Vec3, Vec3]:
    """Where a row of dice `width` wide and `height` high lands by `near` (a figure's feet)
    without hiding a figure: of spots in front of it and beside it as the camera now sees it,
    the first whose rectangle on the screen covers least of the figures' bodies (and of the
    rectangles in `taken`, to which it adds its own: two rows of one roll), on the screen.
    (Laid toward the camera's old side, the dice of a still stood in front of Grim's face.)
    `ahead`: how far toward the camera the spots may be; `rise`: how much higher (dice in the
    air). Returns the row's middle (at `near`'s height, or risen), the camera's right along the
    floor (the row runs that way) and the way toward the camera along the floor."""
    from ursina import camera, scene
    from panda3d.core import Point3
    from scenes import screenrects as sr
    from scenes.stage import project
    f = camera.forward                        # (Ursina's: the way it looks, in the world)
    fwd = Vec3(f[0], 0, f[2])
    fwd = fwd.normalized() if fwd.length() > 1e-6 else Vec3(0, 0, 1)
    right, toward = Vec3(fwd.z, 0, -fwd.x), -fwd
    root = ctx.table.root
    bodies = [(r, 1.0) for r in sr.body_rects(ctx.table).values()] + [(r, 3.0) for r in taken or ()]
    bodies += [(r, 0.3) for _, r in sr.ui_rects()]      # (a die under the caption reads as none)
    w, h = sr._size()

    def rect(c: Vec3):
        corners = [c + right * (sx * width / 2) + toward * (sz * height / 2) + Vec3(0, y, 0)
                   for sx in (-1, 1) for sz in (-1, 1) for y in (0.0, height)]
        px = [project(scene.getRelativePoint(root, Point3(*p)), beyond=True) for p in corners]
        return None if any(p is None for p in px) else sr._around(px)

    def cost(c: Vec3) -> float:
        r = rect(c)
        if r is None:
            return math.inf
        off = max(0.0, -r[0]) + max(0.0, r[2] - w) + max(0.0, -r[1]) + max(0.0, r[3] - h)
        return sum(k * sr.overlap(r, b) for b, k in bodies) + 1000.0 * off

    # in front; beside, just clear of it; a row's width farther
    spots = [near + toward * t + right * x + Vec3(0, y, 0) for y in rise for t in ahead
             for x in (0.0, width / 2 + 0.45, -width / 2 - 0.45, 1.5 * width + 0.6, -1.5 * width - 0.6)]
    best = min(spots, key=cost)          # the first of equals: the nearest in front
    if taken is not None and rect(best) is not None:
        taken.append(rect(best))
    return best, right, toward
