"""An animation for every rule event of rules/ceremony (events.EVENT_KINDS), built from the
shared effects in scenes/fx.py. Each takes the player's ctx and the event dict and returns a
tween; after a step's events the player snaps the table to the view, so an animation may leave
figures anywhere. The Master acts from the Lords' box in the stands (table.master_pos)."""
from __future__ import annotations

import math

from ursina import Vec3

from models import palette
from models.ceremony import colors as C
from models.ceremony import props
from rules.ceremony.describe import ordered_words
from scenes import fx
from scenes import tween as tw
from scenes.games.ceremony import text as T

WHITE = (1, 1, 1)
GOOD = (0.55, 1.0, 0.55)
BAD = (1.0, 0.45, 0.40)
GOLD = palette.GOLD
VIOLET = C.SIDE["M"]
STEP = 0.28          # seconds per square of a move


def _name(ctx, fid) -> str:
    return T.name_of(ctx.before, fid)


def _at(ctx, fid) -> Vec3:
    """Where a figure (or the Master, in his box) is now."""
    if fid == "mc":
        return ctx.table.master_pos
    if ctx.fig(fid) is not None and ctx.fig(fid).enabled:
        return ctx.fig_pos(fid)
    f = T.figures(ctx.before).get(fid)
    if f and f.get("cell") is not None:
        return ctx.pos(f["cell"])
    return ctx.table.master_pos


def _head(ctx, fid) -> Vec3:
    if fid == "mc":
        return ctx.table.master_pos
    return _at(ctx, fid) + Vec3(0, ctx.table.head_height(fid), 0)


def _follow(ctx, point: Vec3) -> None:
    """Lean the camera halfway from the arena toward the action: the action comes nearer the
    middle and the whole arena stays clear of the HUD column on the left."""
    c = Vec3(ctx.table.center)
    home = Vec3(c.x - 1.1, 0, c.z - 0.35)       # where the default pose looks (scenes/camera.py)
    ctx.follow(point=home + (Vec3(point.x, 0, point.z) - home) * 0.45)


def _face(ent, target: Vec3, dur=0.15) -> tw.Anim:
    d = target - ent.position
    if abs(d.x) + abs(d.z) < 1e-4:
        return tw.wait(0.0)
    return fx.yaw_anim(ent, ent.yaw, math.degrees(math.atan2(d.x, d.z)), dur)


def _label(ctx, s, at, col=WHITE, dur=0.8, scale=11.0, rise=0.5) -> tw.Anim:
    """fx.float_text, drawn over the figures and walls (a label is read, not occluded)."""
    col = palette.on_dark(col)
    t = ctx.text(s, at + Vec3(0, 1.2, 0), col, scale)
    back = _backed(t)

    def fn(u):
        t.y = at.y + 1.2 + rise * tw.smooth(u)
        a = 1.0 if u < 0.6 else 1 - (u - 0.6) / 0.4
        t.color = fx.rgb(col, a)
        back.color = fx.rgb((0.05, 0.04, 0.04), 0.6 * a)
    return fx.shown_from_start(tw.Anim(dur, fn), t)


def _backed(t):
    """Draw a world label over everything, on a dark plate, so it reads on sand and gold."""
    t.always_on_top = True
    t.create_background(padding=(0.04, 0.016), radius=0.2, color=fx.rgb((0.05, 0.04, 0.04), 0.6))
    back = t.background_entity
    back.set_bin("fixed", -1)
    return back


def _banner(ctx, s, col=WHITE, dur=1.0, scale=20.0) -> tw.Anim:
    """A big line that grows in and fades, over the point the camera looks at: over the
    arena's middle a film's close-up elsewhere cut it off at the frame's top (an empty plate)."""
    at = Vec3((ctx.rig.goal or ctx.rig.pose).target) + Vec3(0, 1.2, 0)
    col = palette.on_dark(col)
    t = ctx.text(s, at, col, scale)
    back = _backed(t)

    def fn(u):
        t.scale = scale * (0.6 + 0.4 * tw.out_back(min(1, u * 3)))
        a = 1.0 if u < 0.7 else (1 - u) / 0.3
        t.color = fx.rgb(col, a)
        back.color = fx.rgb((0.05, 0.04, 0.04), 0.6 * a)
    return fx.shown_from_start(tw.Anim(dur, fn), t)


# ---------------------------------------------------------------- set-up

def trap_placed(ctx, ev):
    who = T.seat_label(ctx.before, ev.get("seat", "")) if ev.get("seat") != "mc" else "the Master"
    ctx.say(f"{who} lays a hidden trap ({ev.get('number')})")
    at = ctx.table.master_pos if ev.get("seat") == "mc" else Vec3(ctx.table.center)
    # the ring in the layer's colour: a red one for the Master's traps read as Kord's
    g = T.gladiator_of(ctx.before, ev.get("seat", ""))
    col = VIOLET if ev.get("seat") == "mc" or g is None else C.fig_color(g, ctx.before.get("sides"))
    return tw.par(fx.ring(ctx, Vec3(ctx.table.center), col, dur=0.5, r0=0.5, r1=2.2),
                  _label(ctx, f"trap {ev.get('number')} laid in secret", at, (1.0, 0.6, 0.5), 0.6))


def phase(ctx, ev):
    words = {"start": "Choose your start squares", "fight": "Let the fight begin!",
             "over": "The fight is over", "traps": "The traps are laid"}
    p = ev.get("phase", "")
    ctx.say(words.get(p, T.pretty(p)))
    return _banner(ctx, words.get(p, T.pretty(p)), GOLD, 0.9)


def placed(ctx, ev):
    fid, cell = ev["figure"], tuple(ev["cell"])
    ent = ctx.table.spawn(fid, cell, ev.get("facing"), ctx.before)
    if ent is None:
        return tw.wait(0.1)
    end = ctx.pos(cell)
    _follow(ctx, end)
    if ev.get("how") == "introduction":
        place = ctx.table.entry_place(cell)
        ctx.say(f"The Master introduces {_name(ctx, fid)} by the {place}")
        if place == "gate":   # through the gate: from the passage outside the west wall
            a = Vec3(-1.4, 0, end.z if abs(end.z - 3.5) < 1.1 else 3.5)
            mid = Vec3(-0.5, 0, 3.5) if abs(end.z - 3.5) >= 1.1 else Vec3(-0.5, 0, end.z)
            ent.position = a
            return tw.seq(tw.par(_face(ent, end, 0.01), fx.move_anim(ent, [a, mid, end], 0.35, "slide")),
                          fx.ring(ctx, end, C.BRONZE, 0.35))
        # trapdoor or grate: up from below the arena
        col = C.PLANK if place == "trapdoor" else C.IRON_LIGHT
        ent.position = end + Vec3(0, -1.3, 0)
        return tw.par(fx.flash(ctx, end + Vec3(0, 0.1, 0), (0.3, 0.25, 0.2), 0.9, 0.35),
                      tw.Anim(0.6, lambda u: setattr(ent, "position", end + Vec3(0, -1.3 * (1 - tw.smooth(u)) + 0.25 * tw.bump(u), 0))),
                      fx.ring(ctx, end, col, 0.6, 0.3, 0.8))
    # a start square: set down from above
    ent.position = end + Vec3(0, 1.6, 0)
    return tw.seq(tw.Anim(0.4, lambda u: setattr(ent, "position", end + Vec3(0, 1.6 * (1 - u * u), 0))),
                  fx.ring(ctx, end, palette.mix(C.SAND, WHITE, 0.5), 0.3, 0.3, 0.6))


# ---------------------------------------------------------------- the round

def round_started(ctx, ev):
    side = ev.get("initiative", "A")
    names = " / ".join(T.seat_label(ctx.before, s) for s in (ctx.before.get("sides") or {}).get(side, []))
    # (its line is the rules' sentence, `_said`: "Round 1 begins: Varg has the initiative ...")
    _follow(ctx, Vec3(ctx.table.center))
    return tw.seq(_banner(ctx, f"Round {ev.get('round')}", WHITE, 0.8),
                  _label(ctx, f"{names} has the initiative", Vec3(ctx.table.center), C.SIDE.get(side, WHITE), 0.5))


def round_ended(ctx, ev):
    lost = ev.get("master_points_lost", 0)
    extra = f"  (the Master loses {lost} unused point{'s' if lost != 1 else ''})" if lost else ""
    ctx.say(f"End of round {ev.get('round')}{extra}")
    anims = [_banner(ctx, f"End of round {ev.get('round')}", (0.85, 0.85, 0.85), 0.7, 16.0)]
    if lost:
        anims.append(_label(ctx, f"-{lost} points", ctx.table.master_pos, VIOLET, 0.7))
    return tw.par(*anims)


def game_over(ctx, ev):
    reason = T.pretty(ev.get("reason", "the fight is over"))
    ctx.say(reason)
    winners = ev.get("winners") or []
    won = ["the Master of Ceremonies" if w == "mc" else T.seat_label(ctx.before, w) for w in winners]
    names = " and ".join(won)        # ("Kord, Varg wins!" ended the eliminations)
    _follow(ctx, Vec3(ctx.table.center))
    # a gold ring round each winner where he stands (round the arena's middle, a film's
    # close-up elsewhere saw a ring of 4 squares as a great arc over the frame)
    from scenes.places import champion
    standing = [f for w in winners if w != "mc" and (f := champion(ctx.before, w)) in ctx.table.figures]
    rings = [fx.ring(ctx, ctx.fig_pos(f), GOLD, 1.2, 0.4, 1.1) for f in standing]
    if "mc" in winners:
        rings.append(fx.ring(ctx, ctx.table.master_pos, GOLD, 1.2, 0.3, 1.2))
    said = f"{names} {'win' if len(won) > 1 else 'wins'}!" if won else "A draw"
    return tw.par(_banner(ctx, said[:1].upper() + said[1:], GOLD, 1.2, 22.0),
                  *rings)


# ---------------------------------------------------------------- figures' actions

def test(ctx, ev):
    fid = ev.get("figure")
    ok = bool(ev.get("success"))
    at = _head(ctx, fid)
    what = str(ev.get("what", "")).upper().replace("_", " ").replace("-", " ")
    s = f"{what} {ev.get('value')}: d10 {ev.get('roll')} {'ok' if ok else 'fails'}"
    die = ctx.effect(model=props.die10().to_mesh(), position=at, scale=0.01)
    die.always_on_top = True

    def roll(u):
        die.scale = 1.0 if u > 0.05 else 0.01
        die.position = at + Vec3(0, 0.35 * tw.bump(min(1, u * 1.6)), 0)
        die.rotation = Vec3(720 * u, 540 * u, 0)
        die.enabled = u < 1
    if fid != "mc":
        _follow(ctx, ctx.fig_pos(fid))
    return tw.par(tw.Anim(0.5, roll), _label(ctx, s, at + Vec3(0, -0.6, 0), GOOD if ok else BAD, 0.75, 9.0))


def moved(ctx, ev):
    ent = ctx.fig(ev["figure"])
    path = [tuple(c) for c in ev.get("path") or ()]
    if ent is None or len(path) < 2:
        return tw.wait(0.1)
    pts = [ctx.pos(c) for c in path]
    ent.position = pts[0]
    move = ev.get("move", "step")
    _follow(ctx, pts[-1])
    if move == "shoved":   # pushed straight back, fast, with a stagger
        return tw.seq(fx.move_anim(ent, pts, 0.16, "slide"), fx.shake(ent, 0.25, 0.06))
    turn = tw.wait(0.0)
    if ev.get("facing") is not None and move != "disengage":
        turn = fx.yaw_anim(ent, ent.yaw, float(ev["facing"]) * 45.0, 0.12)
    elif ev.get("facing") is None:
        turn = _face(ent, pts[-1], 0.12)
    style = "arc" if move == "disengage" else "slide"
    per = 0.22 if move == "run" else STEP
    return tw.seq(turn, fx.move_anim(ent, pts, per, style))


def stopped(ctx, ev):
    ent = ctx.fig(ev["figure"])
    if ent is None:
        return tw.wait(0.1)
    return tw.par(fx.shake(ent, 0.4, 0.07), _label(ctx, T.pretty(ev.get("reason", "stopped")), ent.position, BAD, 0.8, 9.0))


def turned(ctx, ev):
    ent = ctx.fig(ev["figure"])
    if ent is None:
        return tw.wait(0.1)
    return fx.yaw_anim(ent, float(ev.get("from_facing", 0)) * 45.0, float(ev.get("to_facing", 0)) * 45.0, 0.3)


def attack(ctx, ev):
    a, d = ctx.fig(ev["figure"]), ctx.fig(ev["target"])
    if a is None or d is None:
        return tw.wait(0.1)
    target = Vec3(d.position)
    hit = bool(ev.get("hit"))
    _follow(ctx, (a.position + target) * 0.5)
    weapon = T.pretty(ev.get("weapon") or "")
    where = f" ({T.LOC_SHORT.get(ev.get('location'), T.pretty(ev.get('location')))})" if ev.get("location") else ""
    ctx.say(f"{_name(ctx, ev['figure'])} {'shoots' if ev.get('ranged') else 'attacks'} "
            f"{_name(ctx, ev['target'])}{' with the ' + weapon if weapon else ''}: "
            f"{'hit' + where if hit else 'miss'}")
    face = _face(a, target, 0.12) if a.kind not in ("gladiator", "dwarf") else tw.wait(0.0)
    head = target + Vec3(0, 0.6, 0)
    result = (tw.par(fx.flash(ctx, head, fx_col(hit), 0.7, 0.3), fx.shake(d, 0.3, 0.05))
              if hit else _label(ctx, "miss", target, (0.85, 0.85, 0.85), 0.5))
    if ev.get("ranged"):
        arrow = _arrow_mesh()
        return tw.seq(face, fx.projectile(ctx, arrow, a.position + Vec3(0, 0.7, 0), head, 0.4, spin=False, arc=0.3),
                      result)
    return tw.seq(face, fx.lunge(a, target, 0.3, 0.35), result)


def fx_col(hit: bool):
    return (1.0, 0.55, 0.35) if hit else (0.8, 0.8, 0.8)


def _arrow_mesh():
    from models.meshkit import MeshData
    m = MeshData()
    m.box((0, 0, 0), (0.025, 0.025, 0.5), palette.WOOD)
    m.box((0, 0, 0.27), (0.05, 0.05, 0.06), palette.STEEL)
    m.box((0, 0, -0.22), (0.08, 0.01, 0.08), palette.ARROW)
    return m


def dodged(ctx, ev):
    ent = ctx.fig(ev["figure"])
    if ent is None:
        return tw.wait(0.1)
    ok = bool(ev.get("success"))
    base = Vec3(ent.position)
    side = Vec3(math.cos(math.radians(ent.yaw)), 0, -math.sin(math.radians(ent.yaw))) * 0.3

    def fn(u):
        ent.position = base + side * tw.bump(u) + Vec3(0, 0.15 * tw.bump(u), 0)
    return tw.par(tw.Anim(0.4, fn, on_end=lambda: setattr(ent, "position", base)),
                  _label(ctx, "DODGE!" if ok else "dodge fails", base, GOOD if ok else BAD, 0.7))


def wound(ctx, ev):
    fid = ev["figure"]
    ent = ctx.fig(fid)
    at = ent.position if ent is not None else _at(ctx, fid)
    kind = ev.get("wound", "none")
    loc = T.LOC_SHORT.get(ev.get("location"), T.pretty(ev.get("location")))
    dmg = f"{ev.get('roll')} - armour {ev.get('armour')}"
    if kind == "none":
        return _label(ctx, f"{loc}: {dmg}, no wound", at, (0.85, 0.85, 0.85), 0.7, 9.0)
    ctx.show_panels_changed(lambda view: _wounded(view, ev))    # the cards and the wheel now
    col = C.WOUND.get(kind, BAD)
    y = ctx.table.location_height(fid, ev.get("location"))
    parts = [fx.flash(ctx, at + Vec3(0, y, 0), col, 0.6 if kind == "ordinary" else 0.9, 0.35),
             _label(ctx, f"{loc}: {kind} wound ({dmg})", at, col, 0.9, 10.0)]
    if ent is not None:
        parts.append(fx.shake(ent, 0.35, 0.05 if kind == "ordinary" else 0.1))
    if ev.get("crystal"):   # a wound crystal flies to the Master's wheel (his box)
        parts.append(tw.seq(tw.wait(0.25), fx.projectile(ctx, props.crystal(0.16), at + Vec3(0, y, 0),
                                                         ctx.table.master_pos, 0.6, spin=True, arc=1.0)))
    ctx.say(f"{_name(ctx, fid)}: {kind} wound on the {loc}" + (" (a crystal for the Master)" if ev.get("crystal") else ""))
    return tw.par(*parts)


def _wounded(view, ev) -> None:
    """A view as a wound leaves it: the mark in its box, a critical's -1, the Master's crystal."""
    for f in view.get("figures", []):
        if f["id"] == ev["figure"]:
            loc = ev.get("location")
            f["wounds"] = {**f["wounds"], loc: list(f["wounds"].get(loc, [])) + [ev["wound"]]}
            if ev["wound"] == "critical" and f.get("kind") == "gladiator":
                f["crippled"] = int(f.get("crippled") or 0) + 1
    if ev.get("crystal") and view.get("master"):
        view["master"] = {**view["master"], "crystals": int(view["master"].get("crystals") or 0) + 1}


def eliminated(ctx, ev):
    fid = ev["figure"]
    status = "dead" if ev.get("how") in ("mortal", "resurrection_failed") else "out"
    ctx.show_rows_changed(fid, lambda f: f.update(status=status))
    ent = ctx.fig(fid)
    how = {"critical": "out of the fight (critical wound)", "mortal": "killed (mortal wound)",
           "resurrection_failed": "gone for good (the RESURRECTION failed)"}.get(ev.get("how"), "eliminated")
    ctx.say(f"{_name(ctx, fid)} is {how}")
    if ent is None or not ent.enabled:
        return _label(ctx, f"{_name(ctx, fid)}: {how}", ctx.table.master_pos, BAD, 0.9)
    base = Vec3(ent.position)
    _follow(ctx, ctx.fig_pos(fid))

    def fall(u):                  # he falls and stays where he fell (scenes/table.show_fallen)
        ent.body.rotation_z = 90 * tw.smooth(min(1, u * 1.5))
        ent.position = base
    return tw.par(tw.Anim(1.0, fall),
                  _label(ctx, how, base, BAD, 1.0, 10.0))


def trap_sprung(ctx, ev):
    cell = tuple(ev["cell"])
    at = ctx.pos(cell)
    kind = ev.get("trap", "spikes")
    trap = ctx.effect(model=props.trap(kind, True).to_mesh(), position=at, scale=(1, 0.01, 1))
    _follow(ctx, at)
    ctx.say(f"{_name(ctx, ev.get('figure'))} springs a trap: {kind}!")

    def up(u):
        trap.scale_y = max(0.01, tw.out_back(min(1, u * 2.5)))
    ent = ctx.fig(ev.get("figure"))
    parts = [tw.Anim(0.6, up), fx.flash(ctx, at + Vec3(0, 0.2, 0), (1.0, 0.4, 0.3), 0.8, 0.3),
             _label(ctx, f"TRAP: {kind}", at, BAD, 0.7)]
    if ent is not None:
        ent.position = at
        parts.append(tw.seq(tw.wait(0.15), fx.shake(ent, 0.35, 0.08)))
    return tw.par(*parts)


def ordered(ctx, ev):
    h = ev["helper"]
    ent = ctx.fig(h)
    n = ev.get("actions", 1)
    how = "COERCION" if ev.get("how") == "coercion" else "ORDER"
    by = ev.get("by")
    ctx.say(ordered_words(_name(ctx, by), _name(ctx, h), ev.get("how"), n))
    at = _at(ctx, h)
    parts = [_label(ctx, f"{how}: {n} action{'s' if n != 1 else ''}", at, C.ORDER_GLOW, 0.8)]
    if ent is not None and ent.enabled:
        _follow(ctx, ctx.fig_pos(h))
        parts.append(glow(ctx, ent, 0.9))
    src = _head(ctx, by)
    parts.append(fx.projectile(ctx, _spark(), src, at + Vec3(0, 0.6, 0), 0.45, spin=True, arc=0.6))
    return tw.par(*parts)


def glow(ctx, ent, dur: float) -> tw.Anim:
    """The ordered helper glows: golden rings rise around it twice."""
    at = Vec3(ent.position)
    return tw.seq(fx.ring(ctx, at, C.ORDER_GLOW, dur / 2, 0.35, 0.65), fx.ring(ctx, at, C.ORDER_GLOW, dur / 2, 0.35, 0.65))


def _spark():
    from models.meshkit import MeshData
    m = MeshData()
    m.sphere((0, 0, 0), 0.08, C.ORDER_GLOW, rings=3, segments=6, shade=False)
    return m


def master_action(ctx, ev):
    words = {"master_order": "ORDER", "order": "ORDER", "coerce": "COERCION", "coercion": "COERCION",
             "introduce": "INTRODUCTION", "resurrect": "RESURRECTION"}
    act = words.get(ev.get("action"), T.pretty(ev.get("action", "")).upper())
    ok = bool(ev.get("success"))
    h = _name(ctx, ev.get("helper"))
    ctx.say(f"The Master: {act} of {h} {'succeeds' if ok else 'fails'} ({ev.get('points_left')} points left)")
    at = ctx.table.master_pos
    return tw.par(fx.ring(ctx, at, VIOLET, 0.6, 0.4, 1.2),
                  _label(ctx, f"{act}: {h}", at, GOOD if ok else BAD, 0.8, 12.0))


def hourglass(ctx, ev):
    fid = ev["figure"]
    ent = ctx.fig(fid)
    change = ev.get("change", "placed")
    if ent is None or not ent.enabled:
        return _label(ctx, f"hourglass {change}", ctx.table.master_pos, C.GLASS, 0.5)
    g = ent.glass
    base_y = g.y
    words = {"placed": "WAIT: an hourglass", "used": "the hourglass is used", "lost": "the hourglass runs out"}
    if change == "placed":
        g.enabled = True

        def fn(u):
            g.scale = max(0.01, tw.out_back(u))
            g.y = base_y + 0.3 * (1 - u)
    else:
        g.enabled = True

        def fn(u):
            g.rotation_z = 180 * tw.smooth(u)
            g.scale = max(0.01, 1 - u * u)

    def end():
        g.rotation_z = 0
        g.scale = 1
        g.y = base_y
        g.enabled = change == "placed"
    return tw.par(tw.Anim(0.55, fn, on_end=end), _label(ctx, words.get(change, change), ent.position, C.GLASS, 0.6, 9.0))


def resurrected(ctx, ev):
    h = _name(ctx, ev.get("figure"))
    ctx.say(f"{h} rises again: back to the Master's pool, healed")
    at = ctx.table.master_pos
    return tw.par(fx.ring(ctx, at, (0.7, 1.0, 0.8), 0.8, 0.3, 1.4), fx.flash(ctx, at, (0.8, 1.0, 0.85), 0.9, 0.5),
                  _label(ctx, f"{h} resurrected", at, GOOD, 0.8))


def rested(ctx, ev):
    ent = ctx.fig(ev["figure"])
    if ent is None:
        return tw.wait(0.1)
    base = Vec3(ent.position)

    def fn(u):
        ent.position = base + Vec3(0, -0.06 * tw.bump(u), 0)
    return tw.par(tw.Anim(0.4, fn, on_end=lambda: setattr(ent, "position", base)),
                  _label(ctx, "rests", base, (0.85, 0.85, 0.85), 0.5, 9.0))


def _said(fn):
    """The animation, with the HUD line the rules pack writes for the event
    (rules/ceremony/describe.py) when it can, else the animation's own line: one line an
    event, so the fight log does not tell a thing twice ("End of round 3", "Round 3 ends.")."""
    def run(ctx, ev):
        own = len(ctx.said)
        anim = fn(ctx, ev)
        line = sentence(ev, ctx.before)
        if line:
            del ctx.said[own:]
            ctx.say(line)
        return anim
    run.__name__ = fn.__name__
    run.__doc__ = fn.__doc__
    return run


def sentence(ev: dict, view: dict) -> str | None:
    try:
        from rules.ceremony.describe import describe
        from rules.ceremony.events import event_adapter
        names = {f["id"]: T.short_name(f) for f in (view or {}).get("figures", [])}
        for side, seats in ((view or {}).get("sides") or {}).items():
            names[f"side {side}"] = " and ".join(T.seat_label(view, s) for s in seats)
            names.update({s: T.seat_label(view, s) for s in seats})     # "P2 lays trap 1"
        if ev.get("kind") == "game_over":        # "side B took fewer wounds": who that is
            ev = dict(ev, reason=T.outcome_words(view or {}, ev.get("reason", "")))
        return describe(event_adapter.validate_python(ev), names)
    except Exception:   # noqa: BLE001 - a kind the describer does not know yet keeps our line
        return None


ANIMATIONS = {
    "trap_placed": trap_placed, "phase": phase, "placed": placed, "round_started": round_started,
    "test": test, "moved": moved, "stopped": stopped, "turned": turned, "attack": attack,
    "dodged": dodged, "wound": wound, "eliminated": eliminated, "trap_sprung": trap_sprung,
    "ordered": ordered, "master_action": master_action, "hourglass": hourglass,
    "resurrected": resurrected, "rested": rested, "round_ended": round_ended, "game_over": game_over,
}
ANIMATIONS = {k: _said(fn) for k, fn in ANIMATIONS.items()}

ESTIMATE = {
    "trap_placed": 0.6, "phase": 0.9, "placed": 0.8, "round_started": 1.3, "test": 0.75,
    "moved": 0.45, "stopped": 0.8, "turned": 0.3, "attack": 0.8, "dodged": 0.7, "wound": 0.9,
    "eliminated": 1.0, "trap_sprung": 0.7, "ordered": 0.9, "master_action": 0.8, "hourglass": 0.6,
    "resurrected": 0.9, "rested": 0.5, "round_ended": 0.7, "game_over": 1.2,
}


# the sound each event makes at the live table (scenes/sound.py)
SOUNDS = {
    "moved": "step",
    "test": "dice",
    "attack": "blow",
    "wound": "hit",
    "dodged": "miss",
    "trap_placed": "card",
    "trap_sprung": "hit",
    "eliminated": "defeat",
}
