"""One animation per Chaos Arena rule event (rules/chaos_arena/events.py EVENT_KINDS).

Each is fn(ctx, ev) -> tween Anim (scenes/tween.py), 0.3-1.3 s, built from the shared effects
(scenes/fx.py) and the pack's props (cards, dice). Dice always show the event's own (seeded)
values. Animations may leave figures anywhere: after each action the player snaps the table to
the pack's view. Nothing here reads a secret: events carry none (a prepared spell is just
"spell_prepared"), and a cast spell is public the moment it is revealed.
"""
from __future__ import annotations

import math

from panda3d.core import TransparencyAttrib
from ursina import Vec3, color as ucolor

from models.chaos_arena import colors as C
from models.chaos_arena import figures as F
from models.chaos_arena import props as P
from models.meshkit import MeshData as Mesh
from models.meshkit import MeshData
from scenes import fx
from scenes import tween as tw
from scenes.games.chaos_arena.table import (BENCH_SCALE, CARD_Y, FIG_SCALE, card_name, card_type,
                                            char_name, spell_effect, spell_name)
from scenes.layout import hex_xz
from models.chaos_arena.terrain import DIRS, ALTAR_TOP

TEXT = 36.0           # world text scale: readable from the whole-board camera
DIE_SCALE = 3.2
UP = Vec3(0, 1, 0)
GOLD = C.GOLD
PURPLE = (0.72, 0.3, 0.98)


# ---------------------------------------------------------------- small helpers

class Lazy(tw.Anim):
    """An animation built when it starts: effects (rings, words, dice) made at build time
    would show at once, so the later parts of a sequence are built only when their turn
    comes. `duration` is the expected length (sequences add them up)."""

    def __init__(self, duration: float, build):
        super().__init__(duration)
        self.build, self.inner = build, None

    def _inner(self) -> tw.Anim:
        if self.inner is None:
            self.inner = self.build() or tw.wait(0.0)
        return self.inner

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        self.start()
        left = self._inner().advance(dt)
        if self._inner().done:
            self.finish()
            return left
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        self._inner().finish()
        self.done = True
        if self.on_end:
            self.on_end()


def later(delay: float, dur: float, build) -> tw.Anim:
    """`build()` after `delay` seconds (built then, not now)."""
    return tw.seq(_hold(delay), Lazy(dur, build)) if delay > 0 else Lazy(dur, build)


def _side_of(ctx, fid) -> str:
    for f in ctx.before.get("figures", []):
        if f.get("id") == fid:
            return f.get("side", "good")
    return str(fid).split("-", 1)[0] if fid else "good"


def _seat_side(ctx, seat) -> str:
    return ctx.table.side_of_seat.get(seat, "good" if seat == "p1" else "evil")


def _col_of(ctx, fid):
    return C.side_color(_side_of(ctx, fid))


def _top(ctx, fid) -> Vec3:
    e = ctx.fig(fid)
    h = (getattr(e, "top", 1.0) * (e.scale_y if e is not None else 1.0)) if e is not None else 1.0
    return ctx.fig_pos(fid) + Vec3(0, h, 0)


def _centroid(pts) -> Vec3:
    pts = list(pts)
    if not pts:
        return Vec3(0, 0, 0)
    s = Vec3(0, 0, 0)
    for p in pts:
        s += p
    return s / len(pts)


def _mesh(m: MeshData):
    return m.to_mesh()


def _translucent(e, alpha: float = 1.0):
    e.setTransparency(TransparencyAttrib.M_alpha)
    e.setDepthWrite(False)
    e.color = ucolor.rgba(1, 1, 1, alpha)
    return e


def _fade(e, a0: float, a1: float, dur: float) -> tw.Anim:
    return tw.Anim(dur, lambda u: setattr(e, "color", ucolor.rgba(1, 1, 1, a0 + (a1 - a0) * u)))


def _shadowed(ctx, s: str, at: Vec3, col, scale) -> tuple:
    """Words and their dark drop shadow (fx.drop_shadow: readable on light grass and dark
    woods, and kept under the words when a film settles its labels)."""
    t = ctx.text(s, at, col, scale)
    return t, fx.drop_shadow(t)


def _text(ctx, s: str, at: Vec3, col=(1, 1, 1), dur=0.9, rise=0.8, scale=TEXT) -> tw.Anim:
    """Floating words with a dark drop shadow."""
    base = at + Vec3(0, 1.2, 0)
    t, sh = _shadowed(ctx, s, base, col, scale)

    def fn(u):
        y = rise * tw.smooth(u)
        a = 1.0 if u < 0.6 else 1 - (u - 0.6) / 0.4
        t.position = base + Vec3(0, y, 0)
        t.color = fx.rgb(col, a)
        sh.color = ucolor.rgba(0, 0, 0, 0.75 * a)
    return fx.shown_from_start(tw.Anim(dur, fn), t, sh)


def _label(ctx, s: str, at: Vec3, col=(1, 1, 1), scale=TEXT):
    """Still words with a dark drop shadow."""
    return _shadowed(ctx, s, at, col, scale)[0]


def _tell(ctx, ev) -> None:
    """The caption (a film's, the live table's, the fight log's): the game's own sentence for
    the event (rules/chaos_arena/describe.py), a Mage named by his side."""
    from rules.chaos_arena.describe import describe
    from rules.chaos_arena.events import event_adapter
    ctx.say(describe(event_adapter.validate_python(ev), ctx.table.side_of_seat))


def _hold(dur: float) -> tw.Anim:
    return tw.wait(dur)


def _cell_pos(ctx, cell) -> Vec3:
    return ctx.pos(tuple(cell)) if cell is not None else Vec3(ctx.table.center)


def _yaw_to(a: Vec3, b: Vec3) -> float:
    return math.degrees(math.atan2(b.x - a.x, b.z - a.z))


# ---------------------------------------------------------------- dice

def roll_dice(ctx, values, at: Vec3, body=C.DIE, pip=C.PIP, dur=0.55, hold=0.35,
              keep_highest: bool = False, spot: dict | None = None, taken: list | None = None,
              avoid=()) -> tw.Anim:
    """Dice drop in a row by `at` where they hide no figure from the camera as it is when they
    fall (fx.clear_spot; `taken`: the rows already there; `avoid`: other things to keep in
    sight, such as a Doppelganger's spectral copy, which is no figure of the table), tumbling,
    and land showing `values` (the event's own); `spot` gets the row's middle."""
    values = [int(v) for v in values if v is not None]
    if not values:
        return tw.wait(0.0)
    n = len(values)
    gap = 1.1
    best = max(values)
    spot = {} if spot is None else spot
    size = 0.3 * DIE_SCALE

    def place():
        from scenes import screenrects as sr
        low = Vec3(0, size / 2, 0)              # (a die is centred on its position)
        rows = [] if taken is None else taken
        rows += [r for r in (sr.entity_rect(e) for e in avoid) if r is not None and r not in rows]
        # over the figures as before where that hides none, else beside, nearer or higher
        mid, right, _ = fx.clear_spot(ctx, at - low, (n - 1) * gap + size, size, rows,
                                      ahead=(0.0, 0.7), rise=(0.0, 0.9))
        spot.update(mid=mid + low, right=right)
    parts = []
    for i, v in enumerate(values):
        dim = keep_highest and n > 1 and (v < best or (v == best and i != values.index(best)))
        col = tuple(c * 0.55 for c in body) if dim else body
        e = ctx.effect(model=_mesh(P.die(v, col, pip)), scale=DIE_SCALE, position=at, enabled=False, die=True)
        spin = (340 + 90 * i, 270 + 60 * i, 200 + 45 * i)

        def fn(u, e=e, i=i, spin=spin):
            goal = spot["mid"] + spot["right"] * ((i - (n - 1) / 2) * gap)
            k = 1 - tw.smooth(u)
            e.enabled = True
            e.position = goal + Vec3(0, 1.4 * k, 0)
            e.rotation = Vec3(spin[0] * k, spin[1] * k, spin[2] * k)
        parts.append(tw.Anim(dur, fn))
    return tw.seq(tw.Par(parts, on_start=place), _hold(hold))


def _die_colours(ctx, fid):
    side = _side_of(ctx, fid)
    if side == "evil":
        return (0.85, 0.2, 0.18), (1.0, 1.0, 1.0)
    return (0.22, 0.45, 0.95), (1.0, 1.0, 1.0)


# ---------------------------------------------------------------- figure motion

def _path_points(ctx, path) -> list[Vec3]:
    return [ctx.pos(tuple(c)) for c in path]


def _walk(ctx, e, pts, style="slide", per=None) -> tw.Anim:
    if e is None or len(pts) < 2:
        return tw.wait(0.2)
    per = per or max(0.14, min(0.28, 1.1 / (len(pts) - 1)))
    legs = []
    for a, b in zip(pts, pts[1:]):
        yaw = _yaw_to(a, b)
        legs.append(tw.seq(tw.call(lambda yaw=yaw: setattr(e, "rotation_y", yaw)),
                           fx.leg(e, a, b, per, style)))
    return tw.Seq(legs)


def _scale_to(e, s0: float, s1: float, dur: float) -> tw.Anim:
    return tw.Anim(dur, lambda u: setattr(e, "scale", s0 + (s1 - s0) * tw.smooth(u)))


def _column(ctx, at: Vec3, col, dur=0.6, height=3.0, radius=0.6) -> tw.Anim:
    """A column of light rising from a point (summoning, teleporting)."""
    m = Mesh()
    m.prism((0, 0, 0), radius, 1.0, col, sides=12, radius_top=radius * 0.7, shade=False)
    e = _translucent(ctx.effect(model=_mesh(m), position=at, scale=(1, 0.01, 1)), 0.6)

    def fn(u):
        e.scale_y = height * tw.bump(min(1.0, u * 1.2))
        e.color = ucolor.rgba(1, 1, 1, 0.6 * (1 - u * 0.7))
        e.enabled = u < 1
    return tw.Anim(dur, fn)


# ---------------------------------------------------------------- event animations

def a_spells_chosen(ctx, ev) -> tw.Anim:
    """Seven cards, face down, fan out over the altar and sink into it: chosen in secret."""
    side = _seat_side(ctx, ev.get("seat"))
    at = ctx.table.altar_pos(side) + Vec3(0, 0.3, 0)
    ctx.follow(point=at)
    parts = []
    for k in range(7):
        e = ctx.effect(model=_mesh(P.spell_card(C.side_color(side))), position=at, scale=1.4)
        ang = (k - 3) * 16

        def fn(u, e=e, ang=ang):
            out = tw.bump(u)
            e.position = at + Vec3(math.sin(math.radians(ang)) * 1.3 * out, 1.3 * out,
                                   math.cos(math.radians(ang)) * 0.4 * out)
            e.rotation = Vec3(-60 * out, ang, 0)
            e.enabled = u < 1
        parts.append(tw.Anim(0.9, fn))
    return tw.par(tw.par(*parts), _text(ctx, f"{side.title()} Mage chooses his spells", at + UP,
                                        C.side_color(side), dur=0.9))


def a_turn_started(ctx, ev) -> tw.Anim:
    side = ev.get("side") or _seat_side(ctx, ev.get("seat"))
    ctx.say(f"Round {ev.get('round')}: {side.title()}, turn {ev.get('turn')}")
    at = ctx.table.portal_pos(side)
    return tw.par(fx.ring(ctx, at, C.side_color(side), dur=0.6, r0=0.4, r1=1.4),
                  _text(ctx, f"{side.title()}'s turn", at + Vec3(0, 0.6, 0),
                        C.side_color(side), dur=0.7))


def a_phase_started(ctx, ev) -> tw.Anim:
    side = _seat_side(ctx, ev.get("seat"))
    phase = str(ev.get("phase", "")).replace("_", " ")
    ctx.say(f"{side.title()}: {phase} phase")
    return tw.wait(0.3)


def a_summoned(ctx, ev) -> tw.Anim:
    e = ctx.fig(ev.get("figure"))
    end = _cell_pos(ctx, ev.get("cell"))
    ctx.follow(point=end)
    col = _col_of(ctx, ev.get("figure"))
    bright = tuple(min(1.0, c * 0.5 + 0.5) for c in col)
    if e is None:
        return tw.par(_column(ctx, end, bright), fx.ring(ctx, end, bright))
    start = Vec3(e.position)
    hop = fx.leg(e, start, end, 0.45, "arc")
    grow = _scale_to(e, BENCH_SCALE, FIG_SCALE, 0.45)
    # (no floating name: the table names the moment's figures; a second "Evil Mage" stood on his)
    return tw.seq(tw.par(hop, grow),
                  Lazy(0.6, lambda: tw.par(_column(ctx, end, bright, 0.6), fx.ring(ctx, end, bright, 0.5, 0.4, 1.3))))


def a_moved(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    e = ctx.fig(fid)
    pts = _path_points(ctx, ev.get("path") or [])
    how = ev.get("how", "walk")
    if pts:
        ctx.follow(point=pts[-1])
    if e is None or not pts:
        return tw.wait(0.2)
    if len(pts) == 1:
        pts = [Vec3(e.position)] + pts
    pts[0] = Vec3(e.position)
    if how == "teleport":
        a, b = pts[0], pts[-1]
        col = PURPLE
        return tw.seq(tw.par(_scale_to(e, FIG_SCALE, 0.05, 0.3), fx.ring(ctx, a, col, 0.3)),
                      tw.call(lambda: setattr(e, "position", b)),
                      Lazy(0.4, lambda: tw.par(_scale_to(e, 0.05, FIG_SCALE, 0.3), fx.ring(ctx, b, col, 0.35, 0.3, 1.2),
                                               _column(ctx, b, col, 0.4, 2.0, 0.5))))
    if how == "random":
        d = ev.get("direction")
        show = []
        if d:
            show.append(_dial(ctx, int(d)))
            show.append(roll_dice(ctx, [d], Vec3(e.position) + Vec3(0, 1.9, 0), dur=0.35, hold=0.15))
        hurl = _walk(ctx, e, pts, "arc", per=max(0.12, min(0.22, 0.9 / max(1, len(pts) - 1))))
        tail = []
        if ev.get("stopped_by"):
            tail.append(Lazy(0.4, lambda: _text(ctx, "blocked", pts[-1] + UP, (1, 0.9, 0.6), 0.4)))
        return tw.seq(tw.par(*show), hurl, *tail)
    if how == "possessed":
        return tw.par(_walk(ctx, e, pts, "arc"), fx.ring(ctx, pts[-1], PURPLE, 0.5))
    return _walk(ctx, e, pts, "slide")


def _dial(ctx, d: int) -> tw.Anim:
    """The Random Movement Indicator lights the arrow of the rolled direction."""
    at = ctx.table.indicator_pos() + Vec3(0, 0.08, 0)
    dq, dr = DIRS[(d - 1) % 6]
    x, z = hex_xz((dq, dr), 1.0)
    m = Mesh()
    m.box((0, 0, 0.45), (0.16, 0.04, 0.9), (1.0, 0.85, 0.2), shade=False)
    m.prism((0, -0.02, 0.9), 0.2, 0.04, (1.0, 0.85, 0.2), sides=3, shade=False)
    e = ctx.effect(model=_mesh(m), position=at, rotation=(0, math.degrees(math.atan2(x, z)), 0))

    def fn(u):
        e.scale = 1 + 0.3 * math.sin(u * math.pi * 4)
        e.enabled = u < 1
    return tw.par(tw.Anim(0.5, fn), fx.ring(ctx, at, (1.0, 0.85, 0.2), 0.5, 0.3, 1.0))


def a_swamp_roll(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    fid = ev.get("figure")
    at = ctx.fig_pos(fid)
    ctx.follow(point=at)
    roll = int(ev.get("roll", 1))
    drowned = bool(ev.get("drowned"))
    msg = f"swamp roll {roll}: " + ("drowns!" if drowned else f"safe (drowns on {ev.get('drowns_on')} or less)")
    col = (1.0, 0.4, 0.3) if drowned else (0.7, 1.0, 0.6)
    parts = [roll_dice(ctx, [roll], at + Vec3(0, 2.0, 0), C.SWAMP, (1, 1, 1), 0.4, 0.4),
             _text(ctx, msg, at + Vec3(0, 1.2, 0), col, 0.9, 0.5)]
    e = ctx.fig(fid)
    if drowned and e is not None:
        parts.append(later(0.45, 0.45, lambda: _sink(ctx, e, 0.45)))
    else:
        parts.append(fx.ring(ctx, at, C.SWAMP_POOL, 0.5, 0.3, 0.8))
    return tw.par(*parts)


def _sink(ctx, e, dur) -> tw.Anim:
    base = Vec3(e.position)

    def fn(u):
        e.position = base + Vec3(0, -1.0 * u, 0)
        e.body.rotation_z = 12 * math.sin(u * 12)
    return tw.par(tw.Anim(dur, fn), fx.ring(ctx, base, (0.75, 0.9, 1.0), dur, 0.3, 1.0))


def a_combat(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    atk = [a for a in ev.get("attackers", [])]
    dfn = [d for d in ev.get("defenders", [])]
    a_pos = _centroid(ctx.fig_pos(a) for a in atk if ctx.fig(a) is not None) if any(
        ctx.fig(a) is not None for a in atk) else ctx.table.center
    real_d = [d for d in dfn if ctx.fig(d) is not None]
    ghosts = []
    if real_d:
        d_pos = _centroid(ctx.fig_pos(d) for d in real_d)
    else:   # a Doppelganger or a monster from a card: a spectral copy beside the attacker, as
        # the camera sees it (a fixed step north-east stood it behind him in the films)
        from ursina import camera
        f = camera.forward
        side = Vec3(f[2], 0, -f[0])
        d_pos = a_pos + (side.normalized() * 1.15 if side.length() > 1e-6 else Vec3(0.9, 0, 0.9))
        src = ctx.fig(atk[0]) if atk else None
        if src is not None:
            ghost = F.build_figure(getattr(src, "kind", "warrior"), getattr(src, "side", "good"))
            g = _translucent(ctx.effect(model=_mesh(ghost), position=d_pos, scale=src.scale,
                                        rotation=(0, 180 + src.rotation_y, 0)), 0.45)
            g.color = ucolor.rgba(0.8, 0.5, 1.0, 0.45)
            ghosts.append(g)
    ctx.follow(point=(a_pos + d_pos) / 2)
    mid = (a_pos + d_pos) / 2
    lunges = [fx.lunge(ctx.fig(a), d_pos, 0.35, 0.4) for a in atk if ctx.fig(a) is not None]
    a_body, a_pip = _die_colours(ctx, atk[0] if atk else None)
    d_body, d_pip = _die_colours(ctx, real_d[0] if real_d else None)
    if not real_d:
        d_body, d_pip = (0.45, 0.2, 0.6), (1, 1, 1)
    # each side's dice above it, pushed apart so the two rows never overlap
    away = a_pos - d_pos
    away = Vec3(away.x, 0, away.z)
    away = away.normalized() * 1.2 if away.length() > 1e-6 else Vec3(-1.2, 0, 0)
    a_dice_at = a_pos + away + Vec3(0, 2.8, 0)
    d_dice_at = d_pos - away + Vec3(0, 2.8, 0)
    rows, a_row, d_row = [], {}, {}        # the two rows clear of the figures and each other
    dice = tw.par(
        roll_dice(ctx, ev.get("attack_dice", []), a_dice_at, a_body, a_pip, keep_highest=True, spot=a_row,
                  taken=rows, avoid=ghosts),
        roll_dice(ctx, ev.get("defend_dice", []), d_dice_at, d_body, d_pip, keep_highest=True, spot=d_row,
                  taken=rows, avoid=ghosts))
    at_t, df_t = int(ev.get("attack_total", 0)), int(ev.get("defend_total", 0))
    result = ev.get("result")
    win, lose = (1, 1, 0.6), (0.8, 0.8, 0.8)
    totals = lambda: tw.par(  # noqa: E731 (built when the dice have landed)
        _text(ctx, f"= {at_t}", a_row.get("mid", a_dice_at) + Vec3(0, -0.2, 0), win if result == "attackers" else lose, 0.7, 0.3),
        _text(ctx, f"= {df_t}", d_row.get("mid", d_dice_at) + Vec3(0, -0.2, 0), win if result == "defenders" else lose, 0.7, 0.3))
    if result == "draw":
        verdict = "draw" + (f": {ev.get('note')}" if ev.get("note") and "Glovvies" in str(ev.get("note")) else "")
        vcol = (0.9, 0.9, 0.9)
        hit = lambda: fx.ring(ctx, mid, (0.9, 0.9, 0.9), 0.4)  # noqa: E731
    else:
        losers = dfn if result == "attackers" else atk
        lp = [ctx.fig_pos(l) for l in losers if ctx.fig(l) is not None] or [d_pos]
        verdict = ("attack wins" if result == "attackers" else "defence wins") + \
                  (f", {ev.get('damage')} damage" if ev.get("damage") else "")
        vcol = (1.0, 0.55, 0.35)
        hit = lambda: tw.par(*[fx.flash(ctx, p + Vec3(0, 0.6, 0), (1.0, 0.4, 0.3), 0.9, 0.35) for p in lp],  # noqa: E731
                             *[fx.shake(ctx.fig(l), 0.35, 0.1) for l in losers if ctx.fig(l) is not None])
    label, label_at = ("group combat" if len(atk) + len(dfn) > 2 else "combat"), mid + Vec3(0, 3.9, 0)
    if ev.get("note") == "doppelganger":
        # named at the copy's feet: high over the pair the words lay under the caption, hidden,
        # and a viewer read "attacks the Doppelganger" beside two red figures; over its head
        # they covered its Mage's name, which floats there
        label = "the Doppelganger"
        if ghosts:
            label_at = d_pos - Vec3(0, 1.6, 0)      # (_text lifts 1.2: the words start under it)
    return tw.seq(tw.par(dice, tw.seq(_hold(0.3), tw.par(*lunges) if lunges else _hold(0.1)),
                         _text(ctx, label, label_at, (1, 1, 1), 0.9, 0.2)),
                  Lazy(0.7, lambda: tw.par(totals(), hit(), _text(ctx, verdict, mid + Vec3(0, -1.1, -1.3), vcol, 0.7, 0.3))))


def a_damaged(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    # the side panel as the blow leaves it (a Mage's lives), not at the action's end
    ctx.show_rows_changed(fid, lambda f: f.update(lives=ev.get("lives", f.get("lives"))))
    e = ctx.fig(fid)
    at = ctx.fig_pos(fid)
    parts = [fx.flash(ctx, at + Vec3(0, 0.6, 0), (1.0, 0.3, 0.25), 1.0, 0.4),
             _text(ctx, f"-{ev.get('amount', 1)}", _top(ctx, fid), (1.0, 0.35, 0.25), 0.7, 0.6)]
    if e is not None:
        parts.append(fx.shake(e, 0.4, 0.1))
    if ev.get("lives", 0) > 0:
        parts.append(_text(ctx, "wounded", at + Vec3(0, 0.2, 0), (1.0, 0.6, 0.5), 0.7, 0.4, TEXT * 0.7))
    return tw.par(*parts)


def a_healed(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    at = ctx.fig_pos(fid)
    return tw.par(fx.ring(ctx, at, (0.4, 1.0, 0.5), 0.6, 0.3, 1.1),
                  fx.ring(ctx, at + Vec3(0, 0.3, 0), (0.7, 1.0, 0.7), 0.6, 0.2, 0.8),
                  _text(ctx, f"+{ev.get('amount', 1)}", _top(ctx, fid), (0.4, 1.0, 0.5), 0.7, 0.6))


def a_died(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    fid = ev.get("figure")
    ctx.show_rows_changed(fid, lambda f: f.update(status="dead"))      # the band's count now
    e = ctx.fig(fid)
    cause = str(ev.get("cause", ""))
    at = ctx.fig_pos(fid)
    ctx.follow(point=at)
    parts = [_text(ctx, f"{char_name(fid)} dies", at + Vec3(0, 1.0, 0), (1.0, 0.45, 0.4), 1.0, 0.5,
                   TEXT * 0.85)]
    if e is not None:
        if "drown" in cause:
            parts.append(_sink(ctx, e, 0.7))
        elif "off the Arena" in cause:
            base = Vec3(e.position)
            parts.append(tw.Anim(0.7, lambda u: setattr(e, "position", base + Vec3(0, -4 * u * u, 0))))
        else:
            def fall(u):
                e.body.rotation_z = 90 * tw.smooth(u)
                e.body.y = 0.15 * tw.smooth(u)
            parts.append(tw.seq(tw.Anim(0.45, fall), tw.Anim(0.35, lambda u: setattr(e, "scale", FIG_SCALE * (1 - 0.6 * u)))))
    for k, item in enumerate(ev.get("items", []) or []):
        parts.append(_fly_item(ctx, item, at + Vec3(0, 1.0, 0), ctx.table.discard_pos + Vec3(0, 0.4, 0),
                               0.8, delay=0.2 + 0.1 * k))
    return tw.par(*parts)


def _fly_item(ctx, item, a: Vec3, b: Vec3, dur: float, delay: float = 0.0) -> tw.Anim:
    e = ctx.effect(model=_mesh(P.item_icon(item)), position=a, scale=2.2, billboard=True,
                   enabled=False)

    def fn(u):
        e.enabled = u < 1
        e.position = a + (b - a) * tw.smooth(u) + Vec3(0, 1.5 * tw.bump(u), 0)
    return tw.seq(_hold(delay), tw.Anim(dur, fn))


def a_shot(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    archer, target = ev.get("archer"), ev.get("target")
    a = ctx.fig_pos(archer) + Vec3(0, 0.7, 0)
    b = ctx.fig_pos(target) + Vec3(0, 0.6, 0)
    ctx.follow(point=(a + b) / 2)
    lazer = "lazer" in str(ev.get("weapon", ""))
    hit = bool(ev.get("hit"))
    if not hit:   # a miss flies past and sticks in the ground beside the target
        d = b - a
        side = Vec3(d.z, 0, -d.x)
        side = side.normalized() * 0.7 if side.length() > 1e-6 else Vec3(0.7, 0, 0)
        b = b + side + Vec3(0, -0.5, 0)
    body, pip = _die_colours(ctx, archer)
    dice = ev.get("dice", [])
    sum_txt = " + ".join(str(d) for d in dice) + (f" - {ev.get('cover')}" if ev.get("cover") else "") + \
        f" = {ev.get('total')} (needs {ev.get('needed')})"
    e = ctx.fig(archer)
    aim = []
    if e is not None:
        yaw = _yaw_to(a, b)
        aim.append(tw.call(lambda: setattr(e, "rotation_y", yaw)))
    fly = lambda: fx.projectile(ctx, P.arrow_mesh(lazer, 2.5), a, b, 0.25 if lazer else 0.45,  # noqa: E731
                                spin=False, arc=0.0 if lazer else 0.6)
    # an arrow is a projectile along +z: fx.projectile yaws it toward the target
    def after():
        return [fx.flash(ctx, b, (1.0, 0.4, 0.3) if hit else (0.8, 0.8, 0.8), 0.8 if hit else 0.4, 0.3),
                _text(ctx, "hit!" if hit else "miss", b + Vec3(0, 0.8, 0),
                      (1.0, 0.45, 0.35) if hit else (0.85, 0.85, 0.85), 0.5, 0.4)]
    # the dice well over the archer's head (at 1.6 they hid him in a close-up)
    return tw.seq(tw.par(*aim, roll_dice(ctx, dice, a + Vec3(0, 2.6, 0), body, pip, 0.4, 0.25),
                         _text(ctx, sum_txt, a + Vec3(0, 0.6, 0), (1, 1, 0.8), 0.8, 0.3, TEXT * 0.8)),
                  Lazy(0.45, lambda: fly()), Lazy(0.5, lambda: tw.par(*after())))


def a_items_swapped(ctx, ev) -> tw.Anim:
    a, b = ev.get("a"), ev.get("b")
    pa, pb = _top(ctx, a), _top(ctx, b)
    parts = []
    if ev.get("a_item"):
        parts.append(_fly_item(ctx, ev["a_item"], pa, pb, 0.6))
    if ev.get("b_item"):
        parts.append(_fly_item(ctx, ev["b_item"], pb, pa, 0.6))
    parts.append(_text(ctx, "swap", (pa + pb) / 2 + UP * 0.4, (1, 0.9, 0.5), 0.6, 0.3))
    return tw.par(*parts)


def a_item_used(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    at = _top(ctx, fid) + Vec3(0, 0.5, 0)
    e = ctx.effect(model=_mesh(P.item_icon(ev.get("item", ""))), position=at, scale=0.1,
                   billboard=True)

    def fn(u):
        e.scale = 3.2 * tw.out_back(min(1.0, u * 2)) * (1 - max(0.0, u - 0.8) * 5)
        e.enabled = u < 1
    label = card_name(ev.get("item")) + (f": {ev.get('detail')}" if ev.get("detail") else "")
    return tw.par(tw.Anim(0.8, fn), fx.ring(ctx, ctx.fig_pos(fid), GOLD, 0.6),
                  _text(ctx, label, at + Vec3(0, 0.6, 0), GOLD, 0.9, 0.3, TEXT * 0.8))


def a_chaos_roll(ctx, ev) -> tw.Anim:
    side = _seat_side(ctx, ev.get("seat"))
    at = ctx.table.deck_pos + Vec3(0, 0.6, 0)
    roll = ev.get("roll")
    find = bool(ev.get("find"))
    msg = ("a find!" if find else "nothing found")
    parts = []
    if roll is None:
        msg = f"{ev.get('characters')} characters: a card is drawn"
    else:
        msg = f"chaos roll {roll} (needs {ev.get('needed')} or less): {msg}"
        parts.append(roll_dice(ctx, [roll], at + Vec3(0, 0.9, 0), C.CHAOS_BACK, (1, 1, 1), 0.45, 0.3))
    col = (0.8, 0.6, 1.0) if find else (0.85, 0.85, 0.85)
    parts.append(_text(ctx, msg, at + Vec3(-1.5, 0.2, 0), col, 0.9, 0.4, TEXT * 0.75))
    return tw.par(*parts)


def _card_fly_flip(ctx, mesh: MeshData, a: Vec3, b: Vec3, name: str, band_col,
                   fly=0.45, flip=0.35, hold=0.35, scale=2.2, fly_back_to: Vec3 | None = None) -> tw.Anim:
    """A card flies from a to over b, turns face up (showing its name) and stays a moment."""
    e = ctx.effect(model=_mesh(mesh), position=a, scale=scale)
    over = b + Vec3(0, 1.8, 0)
    label = {}

    def go(u):
        e.position = a + (over - a) * tw.smooth(u) + Vec3(0, 1.2 * tw.bump(u), 0)
        e.rotation = Vec3(-50 * tw.smooth(u), 0, 0)

    def turn(u):
        e.rotation = Vec3(-50, 0, 180 * tw.smooth(u))

    def show():
        label["t"] = _label(ctx, name, over + Vec3(0, 1.7, 0), band_col, TEXT * 0.85)
    parts = [tw.Anim(fly, go), tw.Anim(flip, turn), tw.call(show), _hold(hold)]
    if fly_back_to is not None:
        parts.append(tw.Anim(0.35, lambda u: setattr(e, "position", over + (fly_back_to - over) * tw.smooth(u))))
    return tw.Seq(parts)


def a_chaos_drawn(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    fid = ev.get("figure")
    at = ctx.fig_pos(fid)
    ctx.follow(point=at)
    kind = ev.get("type") or card_type(ev.get("card"))
    band = C.CARD_TYPE.get(kind, C.CARD_TYPE["special"])
    name = f"{card_name(ev.get('card'))} ({str(kind).replace('_', ' ')})"
    return _card_fly_flip(ctx, P.chaos_card(kind), ctx.table.deck_pos + Vec3(0, 0.5, 0), at, name,
                          tuple(min(1.0, c * 0.6 + 0.45) for c in band))


def a_item_taken(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    at = _top(ctx, fid)
    if ev.get("kept", True):
        e = ctx.effect(model=_mesh(P.item_icon(ev.get("card", ""))), position=at + Vec3(0, 1.2, 0),
                       scale=3.0, billboard=True)

        def fn(u):
            e.position = at + Vec3(0, 1.2 * (1 - u), 0)
            e.scale = 3.0 - 2.0 * u
            e.enabled = u < 1
        return tw.par(tw.Anim(0.6, fn), fx.ring(ctx, ctx.fig_pos(fid), GOLD, 0.5),
                      _text(ctx, f"takes {card_name(ev.get('card'))}", at + Vec3(0, 0.3, 0), GOLD, 0.6, 0.3,
                            TEXT * 0.75))
    return tw.par(_fly_item(ctx, ev.get("card", ""), at, ctx.table.discard_pos + Vec3(0, 0.4, 0), 0.7),
                  _text(ctx, "already holds an item: discarded", at + Vec3(0, 0.3, 0), (0.9, 0.8, 0.6),
                        0.7, 0.3, TEXT * 0.7))


def a_item_lost(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    at = _top(ctx, fid)
    return tw.par(_fly_item(ctx, ev.get("card", ""), at, ctx.table.discard_pos + Vec3(0, 0.4, 0), 0.7),
                  _text(ctx, f"loses {card_name(ev.get('card'))}", at + Vec3(0, 0.3, 0), (1.0, 0.7, 0.5),
                        0.7, 0.3, TEXT * 0.75))


def a_incapacitated(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    e = ctx.fig(fid)
    at = _top(ctx, fid)
    parts = [_text(ctx, "z z z", at + Vec3(0, 0.2, 0), (0.8, 0.85, 1.0), 0.9, 0.8),
             _text(ctx, str(ev.get("cause", "")), at + Vec3(0, -0.4, 0), (1.0, 0.75, 0.8), 0.9, 0.3,
                   TEXT * 0.7)]
    if e is not None:
        parts.append(tw.Anim(0.5, lambda u: setattr(e.body, "rotation_x", -25 * tw.smooth(u))))
    return tw.par(*parts)


def a_poetry(ctx, ev) -> tw.Anim:
    _tell(ctx, ev)
    fid = ev.get("figure")
    at = _top(ctx, fid)
    lines = []
    for k, pair in enumerate(ev.get("rolls", []) or []):
        mine, theirs = (list(pair) + [0, 0])[:2]
        lines.append(later(0.25 * k, 0.6, lambda k=k, mine=mine, theirs=theirs: _text(
            ctx, f"~ verse {k + 1}: {mine} against {theirs} ~", at + Vec3(0, 0.4 + 0.5 * k, 0),
            (0.9, 0.8, 1.0), 0.6, 0.3, TEXT * 0.7)))
    won = bool(ev.get("won"))
    lines.append(later(0.25 * len(lines), 0.6, lambda: _text(
        ctx, "the poet wins" if won else "the poet loses", at + Vec3(0, 0.2, 0),
        (0.6, 1.0, 0.6) if won else (1.0, 0.5, 0.5), 0.6, 0.4)))
    return tw.par(*lines) if len(lines) < 5 else tw.par(*lines[:3], lines[-1])


def _mage_pos(ctx, seat) -> Vec3:
    side = _seat_side(ctx, seat)
    for f in ctx.before.get("figures", []):
        if f.get("side") == side and f.get("type") == "mage" and ctx.fig(f.get("id")) is not None:
            return ctx.fig_pos(f["id"])
    return ctx.table.altar_pos(side)


def _altar_card(ctx, side):
    return ctx.table.cards.get(f"altar-{side}")


def a_spell_prepared(ctx, ev) -> tw.Anim:
    """A card, face down, from the Mage onto his Octo Altar. Which spell is secret."""
    seat = ev.get("seat")
    side = _seat_side(ctx, seat)
    a = _mage_pos(ctx, seat) + Vec3(0, 1.2, 0)
    b = ctx.table.altar_pos(side) + Vec3(0.1, CARD_Y - ALTAR_TOP, 0.1)
    ctx.follow(point=b)
    e = ctx.effect(model=_mesh(P.spell_card(C.side_color(side))), position=a, scale=1.0)

    def fn(u):
        e.position = a + (b - a) * tw.smooth(u) + Vec3(0, 1.0 * tw.bump(u), 0)
        e.rotation = Vec3(0, 18 * u + 360 * (1 - tw.smooth(u)), 0)
    return tw.par(tw.Anim(0.7, fn),
                  _text(ctx, "a spell, face down", b + Vec3(0, 0.9, 0), C.side_color(side), 0.8, 0.4,
                        TEXT * 0.75))


def a_spell_broken(ctx, ev) -> tw.Anim:
    side = _seat_side(ctx, ev.get("seat"))
    at = ctx.table.altar_pos(side) + Vec3(0, CARD_Y - ALTAR_TOP + 0.05, 0)
    card = _altar_card(ctx, side)
    e = ctx.effect(model=_mesh(P.spell_card(C.side_color(side))), position=at, scale=1.0)
    if card is not None:
        card.enabled = False

    def fn(u):
        e.position = at + Vec3(math.sin(u * 40) * 0.05 * (1 - u), 0.8 * u, 0)
        e.scale = max(0.01, 1.0 - u)
        e.rotation = Vec3(0, 18 + 200 * u, 30 * u)
        e.enabled = u < 1
    return tw.par(tw.Anim(0.7, fn), fx.ring(ctx, at, (0.6, 0.6, 0.6), 0.6),
                  _text(ctx, f"spell broken ({ev.get('cause', '')}), discarded unseen", at + Vec3(0, 0.8, 0),
                        (0.85, 0.85, 0.85), 0.9, 0.3, TEXT * 0.7))


def a_spell_cast(ctx, ev) -> tw.Anim:
    """The altar card rises and turns face up (the spell is revealed), then its effect."""
    _tell(ctx, ev)
    seat = ev.get("seat")
    side = _seat_side(ctx, seat)
    spell = ev.get("spell", "")
    altar = ctx.table.altar_pos(side) + Vec3(0, 0.1, 0)
    card = _altar_card(ctx, side)
    if card is not None:
        card.enabled = False
    target = None
    if ev.get("target") and ctx.fig(ev.get("target")) is not None:
        target = ctx.fig_pos(ev["target"])
    elif ev.get("cell") is not None:
        target = _cell_pos(ctx, ev["cell"])
    mage = _mage_pos(ctx, seat)
    where = target if target is not None else mage
    ctx.follow(point=(altar + where) / 2)
    reveal = _card_fly_flip(ctx, P.spell_card(C.side_color(side)), altar, altar, spell_name(spell),
                            (0.85, 0.75, 1.0), fly=0.3, flip=0.3, hold=0.2, scale=1.8)
    return tw.seq(reveal, Lazy(0.8, lambda: spell_effect_anim(ctx, spell_effect(spell), mage, where, ev, side)))


def spell_effect_anim(ctx, family: str, mage: Vec3, at: Vec3, ev: dict, side: str) -> tw.Anim:
    """One look per spell family (the spell's effect "do")."""
    col = C.side_color(side)
    if family == "area_damage":                     # Claymore's, Kablammo's: a blast on 7 hexes
        ball = P.ball(0.35, (1.0, 0.55, 0.15))
        fly = fx.projectile(ctx, ball, mage + Vec3(0, 1.0, 0), at + Vec3(0, 0.3, 0), 0.4, spin=False, arc=1.5)
        cell = ev.get("cell")
        cells = [tuple(cell)] if cell is not None else []
        if cell is not None:
            cells += [(cell[0] + dq, cell[1] + dr) for dq, dr in DIRS]
        def blasts():
            return [fx.flash(ctx, _cell_pos(ctx, c) + Vec3(0, 0.4, 0), (1.0, 0.5 + 0.08 * k, 0.15), 1.6, 0.45)
                    for k, c in enumerate(cells)] or [fx.flash(ctx, at, (1.0, 0.5, 0.15), 2.0, 0.45)]
        return tw.seq(fly, Lazy(0.5, lambda: tw.par(*blasts(), fx.ring(ctx, at, (1.0, 0.7, 0.2), 0.5, 0.5, 2.6))))
    if family == "damage":                          # Zappo's Lightning Bolt: from the sky
        e = ctx.effect(model=_mesh(P.bolt(6.0, (0.8, 0.9, 1.0), 3)), position=at, enabled=False)

        def flicker(u):
            e.enabled = u < 1 and int(u * 10) % 3 != 2
        return tw.par(tw.Anim(0.5, flicker), later(0.1, 0.35, lambda: fx.flash(ctx, at + Vec3(0, 0.5, 0), (0.85, 0.9, 1.0), 1.2, 0.35)))
    if family in ("testudo", "missile_cover", "bandaid", "fleet", "shock"):   # a ward
        dome = _translucent(ctx.effect(model=_mesh(P.dome(1.0, tuple(min(1.0, c * 0.6 + 0.4) for c in col))),
                                       position=at, scale=0.1), 0.5)

        def grow(u):
            dome.scale = 0.1 + 0.75 * tw.out_back(min(1.0, u * 1.5))
            dome.color = ucolor.rgba(1, 1, 1, 0.55 * (1 - max(0.0, u - 0.6) / 0.4))
            dome.enabled = u < 1
        return tw.par(tw.Anim(0.8, grow), fx.ring(ctx, at, col, 0.6, 0.4, 1.1))
    if family == "teleport_mage":                   # Petrov's passage: rings at both ends
        return tw.par(fx.ring(ctx, mage, PURPLE, 0.5, 0.3, 1.2), _column(ctx, at, PURPLE, 0.6, 2.5, 0.5),
                      fx.ring(ctx, at, PURPLE, 0.6, 0.3, 1.2))
    if family == "glue":                            # Grimbold's glue: a brown puddle
        e = ctx.effect(model=_mesh(P.disc(0.6, (0.55, 0.4, 0.12))), position=at + Vec3(0, 0.02, 0), scale=0.1)
        return tw.par(tw.Anim(0.6, lambda u: setattr(e, "scale", 0.1 + 0.9 * tw.out_back(u))),
                      fx.projectile(ctx, P.ball(0.15, (0.55, 0.4, 0.12)), mage + Vec3(0, 1, 0), at, 0.35, False, 1.0))
    if family in ("random_move", "whirlwind"):      # a gale: rings whirling up
        return tw.par(*[later(0.1 * k, 0.45, lambda k=k: fx.ring(ctx, at + Vec3(0, 0.3 * k, 0), (0.8, 0.9, 1.0), 0.45, 0.3, 0.9 + 0.2 * k))
                        for k in range(4)])
    if family in ("control", "possess"):            # Nosferat's, Moorcocks': a tether of will
        m = Mesh()
        d = at - mage
        ln = max(0.1, d.length())
        m.box((0, 0, ln / 2), (0.08, 0.08, ln), PURPLE, shade=False)
        beam = ctx.effect(model=_mesh(m), position=mage + Vec3(0, 0.9, 0),
                          rotation=(0, _yaw_to(mage, at), 0), scale=(1, 1, 0.01))
        return tw.par(tw.Anim(0.5, lambda u: setattr(beam, "scale_z", max(0.01, tw.smooth(u)))),
                      later(0.3, 0.6, lambda: fx.ring(ctx, at, PURPLE, 0.6, 0.3, 1.2)))
    if family == "mindmush":                        # Maicrowave's demon: pink bubbles everywhere
        pts = [ctx.fig_pos(f["id"]) for f in ctx.before.get("figures", [])
               if f.get("status") == "arena" and f.get("side") != side and ctx.fig(f["id"]) is not None]
        return tw.par(*[fx.flash(ctx, p + Vec3(0, 1.2, 0), (1.0, 0.55, 0.8), 0.9, 0.6) for p in pts[:12]],
                      fx.ring(ctx, at, (1.0, 0.55, 0.8), 0.6, 0.5, 2.0))
    if family == "necrosuction":                    # Naghouls': a dark ring sweeping out
        return tw.par(fx.ring(ctx, at, (0.25, 0.1, 0.3), 0.8, 0.5, 6.0), fx.ring(ctx, at, (0.5, 0.2, 0.6), 0.6, 0.3, 3.0))
    # Wave 'em in da air and anything else: a shower of sparks and a shrug
    return tw.par(*[later(0.08 * k, 0.3, lambda k=k: fx.flash(ctx, at + Vec3(math.sin(k) * 0.6, 1.0 + 0.2 * k, math.cos(k) * 0.6),
                                                               GOLD, 0.35, 0.3)) for k in range(5)])


def a_spell_ended(ctx, ev) -> tw.Anim:
    fid = ev.get("target")
    at = ctx.fig_pos(fid) if fid and ctx.fig(fid) is not None else _mage_pos(ctx, ev.get("seat"))
    return tw.par(fx.ring(ctx, at, (0.7, 0.7, 0.75), 0.5, 1.0, 0.3),
                  _text(ctx, f"{spell_name(ev.get('spell'))} ends", at + Vec3(0, 1.4, 0), (0.85, 0.85, 0.9),
                        0.7, 0.3, TEXT * 0.7))


def a_control_changed(ctx, ev) -> tw.Anim:
    fid = ev.get("figure")
    at = ctx.fig_pos(fid)
    side = _seat_side(ctx, ev.get("controller"))
    col = PURPLE if ev.get("possessed") else C.side_color(side)
    msg = ("possessed: a Gibbering horror of " if ev.get("possessed") else "now fights for ") + side.title()
    return tw.par(fx.ring(ctx, at, col, 0.6, 0.3, 1.2), fx.ring(ctx, at + Vec3(0, 0.4, 0), col, 0.6, 1.2, 0.3),
                  _text(ctx, msg, _top(ctx, fid), col, 0.8, 0.4, TEXT * 0.75))


def a_game_over(ctx, ev) -> tw.Anim:
    winners = list(ev.get("winners", []) or [])
    from scenes.places import who_won
    msg = who_won(ctx.before, winners) + "!" if winners else "A draw!"    # "Evil Mage wins!"
    ctx.say(f"Game over: {msg} ({ev.get('reason', '')})")
    parts = []
    at = Vec3(ctx.table.center)
    for w in winners:
        p = _mage_pos(ctx, w)
        at = p
        col = C.side_color(_seat_side(ctx, w))
        parts += [later(0.15 * k, 0.5, lambda p=p, col=col: fx.ring(ctx, p, col, 0.5, 0.4, 1.6)) for k in range(4)]
    ctx.follow(point=at)
    parts.append(_text(ctx, msg, at + Vec3(0, 1.5, 0), (1.0, 0.95, 0.6), 1.2, 0.6, TEXT * 1.4))
    return tw.par(*parts)


ANIMATIONS = {
    "spells_chosen": a_spells_chosen,
    "turn_started": a_turn_started,
    "phase_started": a_phase_started,
    "summoned": a_summoned,
    "moved": a_moved,
    "swamp_roll": a_swamp_roll,
    "combat": a_combat,
    "damaged": a_damaged,
    "healed": a_healed,
    "died": a_died,
    "shot": a_shot,
    "items_swapped": a_items_swapped,
    "item_used": a_item_used,
    "chaos_roll": a_chaos_roll,
    "chaos_drawn": a_chaos_drawn,
    "item_taken": a_item_taken,
    "item_lost": a_item_lost,
    "incapacitated": a_incapacitated,
    "poetry": a_poetry,
    "spell_prepared": a_spell_prepared,
    "spell_broken": a_spell_broken,
    "spell_cast": a_spell_cast,
    "spell_ended": a_spell_ended,
    "control_changed": a_control_changed,
    "game_over": a_game_over,
}

# seconds per kind (progress bars; the real length depends on the event)
ESTIMATE = {"spells_chosen": 0.9, "turn_started": 0.7, "phase_started": 0.3, "summoned": 1.05,
            "moved": 0.9, "swamp_roll": 0.9, "combat": 1.5, "damaged": 0.7, "healed": 0.7,
            "died": 1.0, "shot": 1.3, "items_swapped": 0.6, "item_used": 0.9, "chaos_roll": 0.9,
            "chaos_drawn": 1.15, "item_taken": 0.7, "item_lost": 0.7, "incapacitated": 0.9,
            "poetry": 1.0, "spell_prepared": 0.8, "spell_broken": 0.9, "spell_cast": 1.6,
            "spell_ended": 0.7, "control_changed": 0.8, "game_over": 1.2}


# the sound each event makes at the live table (scenes/sound.py)
SOUNDS = {
    "moved": "step",
    "swamp_roll": "dice",
    "chaos_roll": "dice",
    "combat": "blow",
    "shot": "blow",
    "damaged": "hit",
    "died": "defeat",
    "chaos_drawn": "card",
    "spell_cast": "card",
}
