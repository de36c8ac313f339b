"""Ninja Arena's animations: one for every kind in rules/ninja_arena/events.py EVENT_KINDS
(a test checks it), played by the one event player (scenes/player.py) with `NinjaCtx`, which
adds the lookups these animations use (the figure's view before or after, its label and seat
colour, a cell's position at a level). ESTIMATE: rough seconds per kind for progress bars.
"""
from __future__ import annotations

import math
from typing import Any, Callable

from ursina import Vec3, color as ucolor

from models import palette
from models.meshkit import MeshData
from models.ninja_arena.board_mesh import LEVEL_HEIGHT
from models.ninja_arena.counters import loot_counter, weapon_counter
from models.ninja_arena.figures import _star, melee_weapon, ranged_weapon
from scenes import tween as tw
from scenes.fx import (flash as _flash, float_text as _float_text, lunge as _lunge,
                       move_anim as _move_anim, projectile as _projectile, ring as _ring,
                       shake as _shake, yaw_anim as _yaw_anim)
from rules.ninja_arena.describe import FACING
from scenes.games.ninja_arena.table import facing_to_yaw
from scenes.games.ninja_arena.views import ev_get, ev_kind, outcome_words
from scenes.player import PackCtx

AnimFn = Callable[["NinjaCtx", Any], tw.Anim]
ANIMATIONS: dict[str, AnimFn] = {}
MOVE_ANIMS: dict[str, str] = {}     # move kind -> style ("slide", "arc", "flip", "climb")


def animation(*kinds: str):
    def reg(fn: AnimFn) -> AnimFn:
        for k in kinds:
            ANIMATIONS[k] = fn
        return fn
    return reg


class NinjaCtx(PackCtx):
    """The shared animation context, with the views as TableViews and lookups by figure."""

    def __init__(self, player, before, after=None):
        super().__init__(player, before, after)
        self.before = self.table.as_view(before)
        self.after = self.table.as_view(after) if after is not None else self.before

    # ---------------------------------------------------------------- lookups
    def fig_view(self, fid):
        return self.before.figure(fid) or self.after.figure(fid)

    def pos(self, cell, level=None) -> Vec3:
        return self.table.cell_pos(cell, level)

    def fig_pos(self, fid) -> Vec3:
        e = self.fig(fid)
        if e is not None:
            return Vec3(e.position)
        fv = self.fig_view(fid)
        return self.pos(fv.cell, fv.level) if fv else self.table.center

    def label(self, fid) -> str:
        fv = self.fig_view(fid)
        return fv.label if fv else str(fid)

    def seat_color(self, fid):
        fv = self.fig_view(fid)
        return palette.player_color(fv.seat_index) if fv else palette.GOLD


# rough seconds per event kind at speed 1 (only for progress bars; the animations decide)
ESTIMATE = {"initiative_taken": 0.6, "plan_revealed": 0.7, "action_round": 0.3, "action_started": 0.3,
            "moved": 0.45, "turned": 0.35, "damaged": 0.75, "defeated": 0.9, "game_over": 1.4,
            "application_used": 0.35, "paused": 0.4}


# =============================================================================== helpers

def _chest(p: Vec3) -> Vec3:
    return p + Vec3(0, 0.6, 0)


# =============================================================================== animations

def anim_unknown(ctx: NinjaCtx, ev) -> tw.Anim:
    """Fallback for a kind without its own animation (the coverage test forbids relying on it)."""
    return tw.call(lambda: ctx.say(ev_kind(ev)))


@animation("initiative_taken")
def anim_initiative(ctx, ev):
    seat = ev_get(ev, "seat")
    counters = ev_get(ev, "counters") or ()
    who = palette.PLAYER_NAMES[palette.seat_index(seat) % len(palette.PLAYER_NAMES)].title()
    ctx.say(f"{who} has planned (initiative {', '.join(str(c) for c in counters)})")
    anims = []
    for fid in ev_get(ev, "figures") or ():
        if ctx.fig(fid):
            anims.append(_ring(ctx, ctx.fig_pos(fid), ctx.seat_color(fid), 0.45))
            anims.append(_float_text(ctx, str(counters[0]) if counters else "?", ctx.fig_pos(fid), palette.GOLD, 0.6, 0.3))
    return tw.par(*anims) if anims else tw.wait(0.3)


@animation("plan_revealed")
def anim_plan_revealed(ctx, ev):
    fid = ev_get(ev, "figure")
    names = []
    for s in ev_get(ev, "slots") or ():
        a = s.get("action") if isinstance(s, dict) else None
        d = s.get("dir") if isinstance(s, dict) else None
        names.append((a or "-").replace("_", " ") + (f" {d}" if d else ""))
    ctx.say(f"{ctx.label(fid)} (initiative {ev_get(ev, 'initiative')}): " + ", ".join(names))
    if ctx.fig(fid) is None:
        return tw.wait(0.3)
    return tw.par(_ring(ctx, ctx.fig_pos(fid), palette.GOLD, 0.6, 0.35, 0.55), tw.wait(0.7))


@animation("dice_rolled")
def anim_dice(ctx, ev):
    faces = ev_get(ev, "faces") or ()
    ctx.say("Dice: " + ", ".join(f"{c} {a}" for c, a in faces))
    return tw.wait(0.6)


@animation("action_round")
def anim_action_round(ctx, ev):
    ctx.say(f"Round {ev_get(ev, 'game_round')}, action {ev_get(ev, 'action_round')}")
    return tw.wait(0.3)


@animation("action_started")
def anim_action_started(ctx, ev):
    fid = ev_get(ev, "figure")
    d = ev_get(ev, "dir")
    ctx.say(f"{ctx.label(fid)}: {str(ev_get(ev, 'action')).replace('_', ' ')}" + (f" ({d})" if d else ""))
    ctx.follow(fid)
    if ctx.fig(fid) is None:
        return tw.wait(0.15)
    col = {"fast": palette.LIFE_LOW, "normal": (0.3, 0.5, 1.0), "slow": (0.95, 0.95, 0.95)}.get(ev_get(ev, "speed"), palette.GOLD)
    return _ring(ctx, ctx.fig_pos(fid), col, 0.3, 0.45, 0.6)


@animation("paused")
def anim_paused(ctx, ev):
    fid = ev_get(ev, "figure")
    ctx.say(f"{ctx.label(fid)} pauses")
    return _float_text(ctx, "...", ctx.fig_pos(fid), (0.8, 0.8, 0.8), 0.4, 0.2)


@animation("action_ignored")
def anim_ignored(ctx, ev):
    fid = ev_get(ev, "figure")
    ctx.say(f"{ctx.label(fid)}: {str(ev_get(ev, 'action')).replace('_', ' ')} ignored ({ev_get(ev, 'reason')})")
    e = ctx.fig(fid)
    return tw.par(_float_text(ctx, "x", ctx.fig_pos(fid), palette.LIFE_LOW, 0.5, 0.2, 16),
                  _shake(e, 0.4) if e else None)


@animation("turned")
def anim_turned(ctx, ev):
    e = ctx.fig(ev_get(ev, "figure"))
    ctx.note(f"{ctx.label(ev_get(ev, 'figure'))} turns {FACING[int(ev_get(ev, 'to_facing')) % 8]}")
    if e is None:
        return tw.wait(0.1)
    return _yaw_anim(e, facing_to_yaw(ev_get(ev, "from_facing")), facing_to_yaw(ev_get(ev, "to_facing")), 0.35)


@animation("guard")
def anim_guard(ctx, ev):
    fid = ev_get(ev, "figure")
    g = ev_get(ev, "guard")
    col = {"dodge": (0.4, 0.7, 1.0), "riposte": palette.STEEL, "reflexes": palette.GOLD}.get(g, palette.GOLD)
    ctx.say(f"{ctx.label(fid)}: {g}")
    return tw.par(_ring(ctx, ctx.fig_pos(fid), col, 0.45, 0.4, 0.55),
                  _float_text(ctx, str(g).title(), ctx.fig_pos(fid), col, 0.5, 0.3, 9))


@animation("moved")
def anim_moved(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    move = str(ev_get(ev, "move"))
    lf, lt = ev_get(ev, "from_level"), ev_get(ev, "to_level")
    ctx.note(f"{ctx.label(fid)}: {move.replace('_', ' ')}"
             + ("" if lf == lt else f", {'up' if lt > lf else 'down'} to level {lt}"))
    if e is None:
        return tw.wait(0.1)
    style = MOVE_STYLES.get(move, "slide")
    path = [tuple(p) for p in (ev_get(ev, "path") or ())]
    start = Vec3(e.position)
    pts = [start]
    for p in path:
        x, y = p[0], p[1]
        lvl = p[2] if len(p) > 2 else None
        q = ctx.pos((x, y), lvl)
        if (q - pts[-1]).length() > 1e-4:
            pts.append(q)
    end = ctx.pos(tuple(ev_get(ev, "to_cell")), ev_get(ev, "to_level"))
    if (end - pts[-1]).length() > 1e-4:
        pts.append(end)
    if style in ("arc", "flip") and len(pts) > 2:
        pts = [pts[0], pts[-1]]           # one jump over the middle cell
    ctx.follow(point=end)
    per = {"slide": 0.32, "arc": 0.55, "flip": 0.6, "climb": 0.7, "shove": 0.22}.get(style, 0.32)
    turn = None
    fv = ctx.fig_view(fid)
    if fv is not None and ev_get(ev, "facing") is not None and ev_get(ev, "facing") != fv.facing:
        turn = _yaw_anim(e, e.yaw, facing_to_yaw(ev_get(ev, "facing")), 0.2)
    return tw.seq(turn, _move_anim(e, pts, per, "slide" if style == "shove" else style))


MOVE_STYLES = {"evade": "slide", "step": "slide", "diagonal_step": "slide", "somersault": "flip",
               "leap": "arc", "climb": "climb", "clumsy": "slide", "pushed": "shove",
               "shoved": "shove", "skill": "arc", "fall": "slide", "teleported": "arc"}


@animation("clumsy")
def anim_clumsy(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    too = ev_get(ev, "too")
    drop = ev_get(ev, "drop")
    ctx.say(f"{ctx.label(fid)}: clumsy move (target too {too}"
            + (f", dropped {drop} level{'s' if drop != 1 else ''})" if too == "low" else ")"))
    if e is None:
        return tw.wait(0.2)

    def wobble(u):
        e.body.rotation_z = 30 * math.sin(u * math.pi * 3) * (1 - u)
    # too high: he runs into the step he could not climb, then staggers (a film showed three
    # seconds of "clumsy move" over a figure that barely moved)
    blocked = ev_get(ev, "blocked")
    bump = _lunge(e, ctx.pos(tuple(blocked)), 0.3, 0.3) if too == "high" and blocked is not None else None
    return tw.par(tw.seq(bump, tw.Anim(0.7, wobble, on_end=lambda: setattr(e.body, "rotation_z", 0))),
                  _float_text(ctx, "oops!", ctx.fig_pos(fid), palette.GOLD, 0.7, 0.3, 9))


@animation("edge_bump")
def anim_edge_bump(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    ctx.say(f"{ctx.label(fid)} bumps into the edge of the arena")
    if e is None:
        return tw.wait(0.2)
    beyond = ctx.pos(tuple(ev_get(ev, "beyond")), ev_get(ev, "level"))
    here = ctx.pos(tuple(ev_get(ev, "cell")), ev_get(ev, "level"))
    edge = here + (beyond - here) * 0.5
    return tw.par(_lunge(e, beyond, 0.4, 0.3),
                  tw.seq(tw.wait(0.15), _flash(ctx, edge + Vec3(0, 0.3, 0), palette.LIFE_LOW, 0.5, 0.3)))


@animation("duel")
def anim_duel(ctx, ev):
    a, b = ev_get(ev, "figure"), ev_get(ev, "opponent")
    ea, eb = ctx.fig(a), ctx.fig(b)
    ctx.say(f"Duel! {ctx.label(a)} -{ev_get(ev, 'damage_to_figure')}, {ctx.label(b)} -{ev_get(ev, 'damage_to_opponent')}")
    pa, pb = ctx.fig_pos(a), ctx.fig_pos(b)
    mid = (pa + pb) * 0.5
    ctx.follow(point=mid)
    return tw.par(_lunge(ea, pb, 0.45, 0.3) if ea else None, _lunge(eb, pa, 0.45, 0.3) if eb else None,
                  tw.seq(tw.wait(0.2), _flash(ctx, _chest(mid), palette.FLASH, 0.8, 0.3)))


@animation("melee_attack")
def anim_melee(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    cell = ev_get(ev, "target_cell")
    focused = ev_get(ev, "focused")
    hit = ev_get(ev, "hit")
    ctx.say(f"{ctx.label(fid)}: {'focused ' if focused else ''}melee attack"
            + (f" on {ctx.label(ev_get(ev, 'target'))}" if ev_get(ev, "target") else "")
            + (": hit" if hit else ": miss"))
    if e is None:
        return tw.wait(0.2)
    if cell is None:
        yaw = math.radians(e.yaw)
        target = Vec3(e.position) + Vec3(math.sin(yaw), 0, math.cos(yaw))
    else:
        target = ctx.pos(tuple(cell))
        tf = ctx.fig(ev_get(ev, "target"))
        if tf is not None:
            target = Vec3(tf.position)
    parts = [_lunge(e, target, 0.4 if focused else 0.32, 0.42 if focused else 0.32)]
    if focused:
        parts.append(_ring(ctx, Vec3(e.position), palette.GOLD, 0.4, 0.4, 0.6))
    if hit:
        parts.append(tw.seq(tw.wait(0.15), _flash(ctx, _chest(target), palette.FLASH, 0.7, 0.3)))
    return tw.par(*parts)


@animation("ranged_attack")
def anim_ranged(ctx, ev):
    fid = ev_get(ev, "figure")
    weapon = ev_get(ev, "weapon")
    hit = ev_get(ev, "hit")
    at = ev_get(ev, "target_cell") or ev_get(ev, "at")
    ctx.say(f"{ctx.label(fid)}: ranged attack ({str(weapon).replace('_', ' ')})" + (": hit" if hit else ": miss"))
    a = _chest(ctx.fig_pos(fid))
    b = _chest(ctx.pos(tuple(at))) if at is not None else a
    tf = ctx.fig(ev_get(ev, "target"))
    if tf is not None:
        b = _chest(Vec3(tf.position))
    m, _ = ranged_weapon(weapon)
    if len(m) == 0:
        m = MeshData()
        _star(m, (0, 0, 0), 0.09, palette.STEEL)
    dist = (b - a).length()
    dur = 0.25 + 0.06 * dist
    parts = [_projectile(ctx, m, a, b, dur, spin=weapon in ("throwing_stars", None), arc=0.1 + 0.03 * dist)]
    ctx.follow(point=(a + b) * 0.5)
    cells = ev_get(ev, "cells") or ()
    after = [_flash(ctx, _chest(ctx.pos(tuple(c))), palette.FLASH, 0.45, 0.3) for c in cells]
    if hit and not cells:
        after.append(_flash(ctx, b, palette.FLASH, 0.6, 0.3))
    return tw.seq(parts[0], tw.par(*after) if after else tw.wait(0.1))


@animation("thrown")
def anim_thrown(ctx, ev):
    fid = ev_get(ev, "figure")
    ctx.say(f"{ctx.label(fid)} throws the {str(ev_get(ev, 'weapon')).replace('_', ' ')}" + (": hit" if ev_get(ev, "hit") else ""))
    a = _chest(ctx.fig_pos(fid))
    b = ctx.pos(tuple(ev_get(ev, "lands"))) + Vec3(0, 0.3, 0)
    m = melee_weapon(ev_get(ev, "weapon")) or MeshData()
    dur = 0.35 + 0.06 * (b - a).length()
    tail = _flash(ctx, b, palette.FLASH, 0.6, 0.3) if ev_get(ev, "hit") else tw.wait(0.1)
    return tw.seq(_projectile(ctx, m, a, b, dur, spin=True, arc=0.5), tail)


@animation("damaged")
def anim_damaged(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    amount = ev_get(ev, "amount")
    why = ev_get(ev, "cause")
    extra = " (riposted)" if ev_get(ev, "riposted") else " (dodged)" if ev_get(ev, "dodged") else ""
    ctx.say(f"{ctx.label(fid)} takes {amount} damage ({why}){extra}: {ev_get(ev, 'life')} left")
    parts = [_float_text(ctx, f"-{amount}", ctx.fig_pos(fid), palette.DAMAGE_TEXT, 0.75, 0.8, 16)]
    if e is not None:
        fv = ctx.fig_view(fid)
        life = int(ev_get(ev, "life"))
        col = palette.player_color(fv.seat_index) if fv else palette.GOLD

        def land():                     # the bar over him and the side panel together
            e.set_life(life, fv.max_life if fv else 10, col)
            ctx.show_rows()
        parts.append(tw.call(land))
        parts.append(_shake(e, 0.3, 0.06))

        def tint(u):
            k = tw.bump(u)
            e.body.color = ucolor.rgba(1, 1 - 0.6 * k, 1 - 0.6 * k, 1)
        parts.append(tw.Anim(0.35, tint, on_end=lambda: setattr(e.body, "color", ucolor.white)))
    return tw.par(*parts)


@animation("riposted")
def anim_riposted(ctx, ev):
    fid, att = ev_get(ev, "figure"), ev_get(ev, "attacker")
    ctx.say(f"{ctx.label(fid)} ripostes {ctx.label(att)}")
    mid = (ctx.fig_pos(fid) + ctx.fig_pos(att)) * 0.5
    e = ctx.fig(fid)
    return tw.par(_flash(ctx, _chest(mid), palette.STEEL, 0.6, 0.3),
                  _lunge(e, ctx.fig_pos(att), 0.3, 0.2) if e else None,
                  _float_text(ctx, "Riposte!", ctx.fig_pos(fid), palette.STEEL, 0.6, 0.3, 9))


@animation("dodged")
def anim_dodged(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    ctx.say(f"{ctx.label(fid)} dodges")
    parts = [_float_text(ctx, "Dodge!", ctx.fig_pos(fid), (0.4, 0.7, 1.0), 0.6, 0.3, 9)]
    if e is not None:
        base = Vec3(e.position)
        yaw = math.radians(e.yaw + 90)
        side = Vec3(math.sin(yaw), 0, math.cos(yaw)) * 0.25
        parts.append(tw.Anim(0.4, lambda u: setattr(e, "position", base + side * tw.bump(u)),
                             on_end=lambda: setattr(e, "position", base)))
    return tw.par(*parts)


@animation("healed")
def anim_healed(ctx, ev):
    fid = ev_get(ev, "figure")
    ctx.say(f"{ctx.label(fid)} heals {ev_get(ev, 'amount')}: {ev_get(ev, 'life')}")
    return tw.par(_float_text(ctx, f"+{ev_get(ev, 'amount')}", ctx.fig_pos(fid), palette.LIFE_FULL, 0.7, 0.8, 16),
                  _ring(ctx, ctx.fig_pos(fid), palette.LIFE_FULL, 0.5))


STATUS_COLORS = {"dazed": palette.GOLD, "blinded": (0.95, 0.95, 0.95), "netted": (0.8, 0.68, 0.45),
                 "weaponless_melee": (0.7, 0.7, 0.7), "weaponless_ranged": (0.7, 0.7, 0.7)}


@animation("status")
def anim_status(ctx, ev):
    fid = ev_get(ev, "figure")
    st = str(ev_get(ev, "status"))
    on = ev_get(ev, "on")
    ctx.say(f"{ctx.label(fid)}: {st.replace('_', ' ')} {'' if on else 'ends'}".strip())
    col = STATUS_COLORS.get(st, palette.GOLD)
    text = st.replace("_", " ").title() + ("" if on else " ends")
    parts = [_float_text(ctx, text, ctx.fig_pos(fid), col, 0.6, 0.3, 8)]
    if on and st == "dazed":
        parts.append(_ring(ctx, ctx.fig_pos(fid) + Vec3(0, 1.0, 0), palette.GOLD, 0.6, 0.25, 0.35))
    return tw.par(*parts)


@animation("application_used")
def anim_application(ctx, ev):
    fid = ev_get(ev, "figure")
    left = ev_get(ev, "left")
    ctx.note(f"{ctx.label(fid)}'s {str(ev_get(ev, 'weapon')).replace('_', ' ')}: {left} "
             f"application{'s' if left != 1 else ''} left")
    return _float_text(ctx, f"{str(ev_get(ev, 'weapon')).replace('_', ' ')} x{ev_get(ev, 'left')}",
                       ctx.fig_pos(fid) + Vec3(0.3, -0.3, 0), (0.85, 0.85, 0.85), 0.35, 0.2, 7)


@animation("weapon_lost")
def anim_weapon_lost(ctx, ev):
    fid = ev_get(ev, "figure")
    w = str(ev_get(ev, "weapon")).replace("_", " ")
    ctx.say(f"{ctx.label(fid)} loses the {w} ({ev_get(ev, 'reason')})")
    return _float_text(ctx, f"- {w}", ctx.fig_pos(fid), (0.7, 0.7, 0.7), 0.55, -0.3, 8)


def _drop_counter(ctx, mesh: MeshData, cell) -> tw.Anim:
    p = ctx.pos(tuple(cell))
    e = ctx.effect(model=mesh.to_mesh(), position=p + Vec3(0, 1.2, 0))

    def fn(u):
        e.y = p.y + 1.2 * (1 - u * u)
        e.rotation_y = 360 * u
    return tw.Anim(0.4, fn)


def _lift_counter(ctx, mesh: MeshData, cell, to: Vec3 | None = None) -> tw.Anim:
    p = ctx.pos(tuple(cell))
    e = ctx.effect(model=mesh.to_mesh(), position=p)
    to = to if to is not None else p + Vec3(0, 1.0, 0)

    def fn(u):
        e.position = p + (to - p) * tw.smooth(u)
        e.scale = 1 - 0.8 * u
    return tw.Anim(0.4, fn)


@animation("loot_placed")
def anim_loot_placed(ctx, ev):
    ctx.say(f"{str(ev_get(ev, 'weapon')).replace('_', ' ')} lies on {tuple(ev_get(ev, 'cell'))}")
    return _drop_counter(ctx, loot_counter(ev_get(ev, "weapon")), ev_get(ev, "cell"))


@animation("loot_picked")
def anim_loot_picked(ctx, ev):
    fid = ev_get(ev, "figure")
    ctx.say(f"{ctx.label(fid)} picks up the {str(ev_get(ev, 'weapon')).replace('_', ' ')}")
    return _lift_counter(ctx, loot_counter(ev_get(ev, "weapon")), ev_get(ev, "cell"),
                         _chest(ctx.fig_pos(fid)))


@animation("marker_placed")
def anim_marker_placed(ctx, ev):
    ctx.say(f"{str(ev_get(ev, 'marker')).replace('_', ' ')} on {tuple(ev_get(ev, 'cell'))}")
    return _drop_counter(ctx, weapon_counter(ev_get(ev, "marker")), ev_get(ev, "cell"))


@animation("marker_removed")
def anim_marker_removed(ctx, ev):
    ctx.note(f"The {str(ev_get(ev, 'marker')).replace('_', ' ')} counter is taken away")
    ctx.table.show_counters(ctx.after.counters)
    return _lift_counter(ctx, weapon_counter(ev_get(ev, "marker")), ev_get(ev, "cell"))


@animation("skill_used")
def anim_skill(ctx, ev):
    fid = ev_get(ev, "figure")
    name = str(ev_get(ev, "skill")).replace("_", " ").title()
    ctx.say(f"{ctx.label(fid)}: {name}!")
    ctx.follow(fid)
    p = ctx.fig_pos(fid)
    return tw.par(_ring(ctx, p, palette.GOLD, 0.6, 0.3, 0.9), _ring(ctx, p, palette.FLASH, 0.5, 0.2, 0.6),
                  _float_text(ctx, name, p, palette.GOLD, 0.8, 0.4, 10))


@animation("obstacle_moved")
def anim_obstacle(ctx, ev):
    a, b = tuple(ev_get(ev, "from_cell")), tuple(ev_get(ev, "to_cell"))
    ctx.say(f"a block slides from {a} to {b}")
    m = MeshData()
    m.box((0, LEVEL_HEIGHT / 2, 0), (0.98, LEVEL_HEIGHT, 0.98), palette.level_color(1))
    pa = ctx.pos(a, ev_get(ev, "from_level"))
    pb = ctx.pos(b, ev_get(ev, "to_level") - 1)
    e = ctx.effect(model=m.to_mesh(), position=pa)

    def fn(u):
        e.position = pa + (pb - pa) * tw.smooth(u)

    def rebuild():
        ctx.table.set_board(ctx.after.board)
    return tw.Anim(0.6, fn, on_end=rebuild)


@animation("defeated")
def anim_defeated(ctx, ev):
    fid = ev_get(ev, "figure")
    e = ctx.fig(fid)
    ctx.say(f"{ctx.label(fid)} is defeated ({ev_get(ev, 'cause')})")
    if e is None:
        return tw.wait(0.3)
    ctx.follow(fid)
    base = Vec3(e.position)

    def fn(u):
        e.enabled = True
        e.body.rotation_z = 90 * tw.smooth(min(1, u * 1.6))
        e.position = base + Vec3(0, -0.6 * max(0, u - 0.6) / 0.4, 0)

    def end():
        e.body.rotation_z = 0
    return tw.par(tw.Anim(0.9, fn, on_end=end), _flash(ctx, _chest(base), palette.LIFE_LOW, 0.6, 0.4))


@animation("game_over")
def anim_game_over(ctx, ev):
    names = []
    for w in ev_get(ev, "winners") or ():
        figs = [f.label for f in ctx.before.figures if f.seat == w or f.id == w]
        names.append(" & ".join(figs) if figs else str(w))
    winners = ", ".join(names) or "nobody"
    msg = "Draw" if ev_get(ev, "draw") else f"{winners} wins"
    ctx.say(f"Game over: {msg} ({outcome_words(ctx.before, ev_get(ev, 'reason'))})")
    t = ctx.text(msg, ctx.table.center + Vec3(0, 3.0, 0), palette.GOLD, 30)
    if ctx.player.follow_camera:
        ctx.rig.set_view("default", smooth=True)
    return tw.Anim(1.4, lambda u: setattr(t, "scale", 30 * tw.out_back(min(1, u * 2))))


# the sound each event makes at the live table (scenes/sound.py)
SOUNDS = {
    "dice_rolled": "dice",
    "moved": lambda ev: None if ev.get("move") in ("pushed",) else
    ("climb" if ev.get("from_level") != ev.get("to_level") else "step"),
    "clumsy": "hit",
    "duel": "blow",
    "melee_attack": lambda ev: "hit" if ev.get("hit") else "miss",
    "ranged_attack": lambda ev: "hit" if ev.get("hit") else "miss",
    "thrown": "blow",
    "dodged": "miss",
    "riposted": "blow",
    "defeated": "defeat",
}
