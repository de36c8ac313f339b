"""Morituri animations: one per rule event kind (rules/morituri/events.py EVENT_KINDS).

The secret die is never shown before its reveal: `die_set` lowers an upturned cup over a die
whose number the event does not even carry; `guessed` shows only how many guesses were made;
`attack_resolved` lifts the cup (the die shows the set number), puts the guesses over the
defender, plays the blow by its type (slash arc, thrust, contact, angular) and the outcome.
After each action the player snaps the table to the pack's view, so these may leave figures
anywhere. Shared effects come from scenes/fx.py.
"""
from __future__ import annotations

import math

from ursina import Entity, Text, Vec3

from models import palette
from models.meshkit import MeshData
from models.morituri.die import cup_mesh, die_mesh
from models.morituri.figures import body_mesh
from models.morituri.items import item_mesh
from rules.core import hexgrid
from rules.morituri import cards
from scenes import tween as tw
from scenes import fx
from scenes.fx import flash, lazy, lunge, move_anim, rgb, shake, yaw_anim
from scenes.layout import hex_dir_yaw
from scenes.games.morituri import table as T

GOLD = palette.GOLD
WHITE = (1.0, 1.0, 1.0)
GREY = (0.75, 0.75, 0.75)
RED = palette.DAMAGE_TEXT
GREEN = (0.45, 0.95, 0.45)
CYAN = (0.45, 0.85, 1.0)
STEEL = (0.92, 0.94, 1.0)
CHEST = 0.75            # the height blows fly at


# ------------------------------------------------------------------------------ helpers

def ring(ctx, at, col, dur=0.45, r0=0.3, r1=0.7) -> tw.Anim:
    return lazy(ctx, lambda: fx.ring(ctx, at, col, dur, r0, r1))


def projectile(ctx, model, a, b, dur, spin=True, arc=0.25) -> tw.Anim:
    return lazy(ctx, lambda: fx.projectile(ctx, model, a, b, dur, spin, arc))


def float_text(ctx, s: str, at: Vec3, col, dur=0.7, rise=0.7, scale=12.0) -> tw.Anim:
    return lazy(ctx, lambda: _float_text(ctx, s, at, col, dur, rise, scale))


def _float_text(ctx, s: str, at: Vec3, col, dur=0.7, rise=0.7, scale=12.0) -> tw.Anim:
    """scenes.fx.float_text on a dark plate, so it reads over the sand and the figures."""
    t = ctx.text(s, at + Vec3(0, 1.2, 0), col, scale)
    # the plate: in the text's own units (its width; one line is `height` tall)
    plate = Entity(parent=t, model="quad", z=0.002, color=rgb((0.05, 0.04, 0.03), 0.62),
                   scale=(t.width * 1.06 + 0.012, t.height * 1.45))
    t._background = plate

    def fn(u):
        a = 1.0 if u < 0.6 else 1 - (u - 0.6) / 0.4
        t.y = at.y + 1.2 + rise * tw.smooth(u)
        t.color = rgb(col, a)
        bg = getattr(t, "_background", None)
        if bg is not None:
            bg.color = rgb((0.05, 0.04, 0.03), 0.62 * a)
    return tw.Anim(dur, fn)


def _fig_view(ctx, fid) -> dict:
    return T.by_id(ctx.before or {}, fid) or {}


def _name(ctx, fid) -> str:
    """The figure's name, with his colour when both fighters have it (two Killers)."""
    from scenes.places import figure_names
    return figure_names(ctx.before or {}).get(fid) or str(fid)


def _col(ctx, fid):
    f = _fig_view(ctx, fid)
    return T.fig_color(ctx.before, f) if f else GOLD


def _say(ctx, text: str) -> tw.Anim:
    return tw.call(lambda: ctx.say(text))


def _label(ctx, fid, text, col=WHITE, dur=0.7, rise=0.7) -> tw.Anim:
    return float_text(ctx, text, ctx.fig_pos(fid) + Vec3(0, 0.25, 0), col, dur=dur, rise=rise)


def _yaw_to(ent, a: Vec3, b: Vec3) -> float:
    return math.degrees(math.atan2(b.x - a.x, b.z - a.z))


def _turn_to(ctx, fid, tid, dur=0.15) -> tw.Anim:
    e = ctx.fig(fid)
    if e is None or ctx.fig(tid) is None:
        return tw.wait(0.0)
    return yaw_anim(e, e.yaw, _yaw_to(e, e.position, ctx.fig_pos(tid)), dur)


def _attack_card(ctx, attack_id):
    """(pending dict, Attack frame) of a declared attack, from the view before the step."""
    for p in (ctx.before or {}).get("pending", []):
        if p.get("id") == attack_id:
            f = _fig_view(ctx, p["attacker"])
            try:
                card = cards.deck(f["character"]).card(p["card"])
                return p, card.attacks[p.get("attack", 0)]
            except (KeyError, IndexError, TypeError):
                return p, None
    return None, None


def _spot(ctx, fid) -> Vec3:
    return ctx.table.cup_spot(fid) if hasattr(ctx.table, "cup_spot") else ctx.fig_pos(fid)


# ------------------------------------------------------------------------------ meshes

def _arc_mesh(radius: float, spread: float = 140.0) -> MeshData:
    """A flat crescent of blade light around +z, for a slash."""
    m = MeshData()
    n = 12
    for i in range(n):
        a0 = math.radians(-spread / 2 + spread * i / n)
        a1 = math.radians(-spread / 2 + spread * (i + 1) / n)
        k0, k1 = 0.35 + 0.65 * i / n, 0.35 + 0.65 * (i + 1) / n
        o0 = (radius * math.sin(a0), 0, radius * math.cos(a0))
        o1 = (radius * math.sin(a1), 0, radius * math.cos(a1))
        i0 = (o0[0] * 0.72, 0, o0[2] * 0.72)
        i1 = (o1[0] * 0.72, 0, o1[2] * 0.72)
        c0 = (*STEEL, k0)
        c1 = (*STEEL, k1)
        m.add_poly([i0, o0, o1, i1], [c0, c0, c1, c1], False)
        m.add_poly([i1, o1, o0, i0], [c1, c1, c0, c0], False)
    return m


def _spike_mesh() -> MeshData:
    """A thrust: a long thin wedge along +z of length 1 (scaled to the distance)."""
    m = MeshData()
    w = 0.05
    for y in (0.0,):
        m.add_poly([(-w, y, 0), (0, y, 1), (w, y, 0)], (*STEEL, 0.9), False)
        m.add_poly([(w, y, 0), (0, y, 1), (-w, y, 0)], (*STEEL, 0.9), False)
        m.add_poly([(0, -w, 0), (0, 0, 1), (0, w, 0)], (*STEEL, 0.9), False)
        m.add_poly([(0, w, 0), (0, 0, 1), (0, -w, 0)], (*STEEL, 0.9), False)
    return m


def _star_mesh(col) -> MeshData:
    """An impact burst (contact): a flat spiky star facing the camera side."""
    m = MeshData()
    pts = []
    for i in range(16):
        a = math.pi * i / 8
        r = 0.5 if i % 2 == 0 else 0.22
        pts.append((r * math.sin(a), r * math.cos(a), 0))
    m.add_poly(pts, col, False)
    m.add_poly(list(reversed(pts)), col, False)
    return m


def _card_back_mesh(col) -> MeshData:
    m = MeshData()
    w, h = 0.22, 0.32
    m.add_poly([(-w, -h, 0), (-w, h, 0), (w, h, 0), (w, -h, 0)], palette.scale(col, 0.6), False)
    m.add_poly([(w, -h, 0), (w, h, 0), (-w, h, 0), (-w, -h, 0)], palette.scale(col, 0.6), False)
    m.add_poly([(-w * 0.8, -h * 0.85, -0.003), (-w * 0.8, h * 0.85, -0.003), (w * 0.8, h * 0.85, -0.003),
                (w * 0.8, -h * 0.85, -0.003)], palette.GOLD, False)
    return m


# ------------------------------------------------------------------------------ the die

def _cup_down(ctx, fid, dur=0.55) -> tw.Anim:
    """IV.7: the attacker's die goes under the cup: the cup comes down over an unseen die."""
    return lazy(ctx, lambda: _cup_down_now(ctx, fid, dur))


def _cup_down_now(ctx, fid, dur) -> tw.Anim:
    at = _spot(ctx, fid)
    cup = ctx.effect(model=cup_mesh().to_mesh(), position=at + Vec3(0, 2.0, 0), scale=0.36)
    q = Text("?", parent=cup, y=2.0, billboard=True, origin=(0, 0), scale=60, color=rgb(GOLD))
    ctx.effects.append(q)

    def fn(u):
        cup.y = at.y + 2.0 * (1 - tw.smooth(u)) ** 2
    return tw.seq(_label(ctx, fid, "sets the die", GOLD, 0.5), tw.Anim(dur, fn))


def _reveal(ctx, fid, value: int, col=GOLD, label: str | None = None) -> tw.Anim:
    """The cup lifts off and the die shows `value` on top, with the number floating up."""
    return lazy(ctx, lambda: _reveal_now(ctx, fid, value, col, label))


def _reveal_now(ctx, fid, value: int, col, label) -> tw.Anim:
    at = _spot(ctx, fid)
    cup = ctx.effect(model=cup_mesh().to_mesh(), position=at, scale=0.36)
    die = ctx.effect(model=die_mesh(max(1, min(6, int(value)))).to_mesh(), position=at, scale=0.3,
                     enabled=False)

    def lift(u):
        cup.y = at.y + 1.4 * tw.smooth(u)
        cup.rotation_z = 70 * u
        cup.enabled = u < 1
        die.enabled = u > 0.15
        die.rotation_y = 360 * (1 - tw.smooth(u))
        die.scale = 0.3 + 0.15 * tw.bump(u)
    return tw.seq(tw.Anim(0.45, lift),
                  float_text(ctx, label or str(value), at + Vec3(0, -0.5, 0), col, dur=0.6, scale=16))


def _guesses(ctx, fid, values, value) -> tw.Anim:
    """The defender's guesses over his head: green the one that hit, red the others."""
    at = ctx.fig_pos(fid)
    if not values:
        return _label(ctx, fid, "gives up guessing", GREY, 0.6)
    parts = []
    n = len(values)
    for i, v in enumerate(values):
        off = Vec3((i - (n - 1) / 2) * 0.5, 0.75, 0)
        parts.append(float_text(ctx, str(v), at + off, GREEN if v == value else RED, dur=0.9,
                                rise=0.25, scale=18))
    return tw.Par(parts)


# ------------------------------------------------------------------------------ the blows

def _blow(ctx, attacker, target, kind: str) -> tw.Anim:
    a_ent, t_ent = ctx.fig(attacker), ctx.fig(target)
    if a_ent is None or t_ent is None:
        return tw.wait(0.2)
    a, b = Vec3(a_ent.position), Vec3(t_ent.position)
    yaw = _yaw_to(a_ent, a, b)
    dist = (Vec3(b.x, 0, b.z) - Vec3(a.x, 0, a.z)).length()
    turn = yaw_anim(a_ent, a_ent.yaw, yaw, 0.12)
    if kind == "slash":
        arc = ctx.effect(model=_arc_mesh(min(dist, 1.3) + 0.15).to_mesh(),
                         position=a + Vec3(0, CHEST, 0), enabled=False)

        def sweep(u):
            arc.enabled = 0 < u < 1
            arc.rotation = Vec3(-15 + 30 * u, yaw - 80 + 160 * tw.smooth(u), 20 - 40 * u)
            arc.scale = 0.6 + 0.4 * tw.bump(u)
        return tw.seq(turn, tw.par(lunge(a_ent, b, 0.4, 0.25), tw.Anim(0.4, sweep)))
    if kind == "thrust":
        spike = ctx.effect(model=_spike_mesh().to_mesh(), position=a + Vec3(0, CHEST, 0),
                           rotation=Vec3(0, yaw, 0), enabled=False)

        def stab(u):
            spike.enabled = 0 < u < 1
            spike.scale = Vec3(1, 1, max(0.01, (dist - 0.2) * tw.bump(u)))
        return tw.seq(turn, tw.par(lunge(a_ent, b, 0.35, min(0.45, dist * 0.4)), tw.Anim(0.35, stab)))
    if kind == "contact":
        star = ctx.effect(model=_star_mesh(GOLD).to_mesh(), position=b + Vec3(0, CHEST, 0),
                          billboard=True, enabled=False, scale=0.01)

        def hit(u):
            star.enabled = 0.45 < u < 1
            star.scale = 0.8 * tw.bump(max(0.0, (u - 0.45) / 0.55))
        return tw.seq(turn, tw.par(lunge(a_ent, b, 0.45, max(0.2, min(dist - 0.6, 0.9))), tw.Anim(0.45, hit)))
    # angular (IV.10): a special attack described on the card
    return tw.seq(turn, tw.par(lunge(a_ent, b, 0.4, 0.3), ring(ctx, b, (0.8, 0.5, 1.0), 0.45, 0.3, 0.9)))


def _outcome(ctx, ev) -> tw.Anim:
    target = ev.get("target")
    res = ev.get("result")
    at = ctx.fig_pos(target)
    if res == "guessed":
        return tw.par(float_text(ctx, "guessed!", at + Vec3(0, 0.3, 0), CYAN, dur=0.7, scale=16),
                      ring(ctx, at, CYAN, 0.5, 0.3, 0.8))
    if res == "defended":
        txt = f"defended ({ev.get('strength')} vs {ev.get('against_value')})" if ev.get("against") != "none" else "defended"
        return float_text(ctx, txt, at + Vec3(0, 0.3, 0), WHITE, dur=0.7, scale=14)
    t_ent = ctx.fig(target)
    wound = ev.get("wound", 0)
    return tw.par(flash(ctx, at + Vec3(0, CHEST, 0), (1.0, 0.45, 0.3), 0.8, 0.35),
                  shake(t_ent) if t_ent is not None else tw.wait(0.3),
                  float_text(ctx, f"-{wound}" if wound else "hit", at + Vec3(0, 0.3, 0), RED,
                             dur=0.8, scale=20))


# ------------------------------------------------------------------------------ by kind

def turn_started(ctx, ev):
    fid = ev.get("figure")
    ctx.follow(fid)
    return tw.seq(_say(ctx, f"Round {ev.get('round')}: {_name(ctx, fid)}'s turn"),
                  ring(ctx, ctx.fig_pos(fid), _col(ctx, fid), 0.4, 0.35, 0.75))


def action_used(ctx, ev):
    fid = ev.get("figure")
    name = ev.get("name", "")
    label = f"#{ev['card']} {name}" if ev.get("card") else f"standard stance"
    e = ctx.fig(fid)
    pose = tw.wait(0.0)
    if e is not None:
        base = e.body.scale_y

        def pulse(u):
            e.body.scale_y = base * (1 + 0.08 * tw.bump(u))
        pose = tw.Anim(0.45, pulse, on_end=lambda: setattr(e.body, "scale_y", base))
    return tw.par(_label(ctx, fid, label, GOLD, 0.8), pose, _say(ctx, f"{_name(ctx, fid)} uses {label}"))


def action_withdrawn(ctx, ev):
    fid = ev.get("figure")
    e = ctx.fig(fid)
    return tw.par(_label(ctx, fid, f"#{ev.get('card')} withdrawn", GREY, 0.8),
                  shake(e, 0.3, 0.05) if e is not None else tw.wait(0.3),
                  _say(ctx, f"{_name(ctx, fid)}: action withdrawn ({ev.get('reason', '')})"))


PLAN_CARD_Y = 2.6     # where a planned card lands over its figure: above its words, which rise little


def planned(ctx, ev):
    """A face-down card drops onto the figure's head: the row grows (the card stays secret)."""
    fid = ev.get("figure")
    at = ctx.fig_pos(fid) + Vec3(0, PLAN_CARD_Y, 0)
    card = ctx.effect(model=_card_back_mesh(_col(ctx, fid)).to_mesh(), position=at + Vec3(0, 0.8, 0),
                      billboard=True)
    op = ev.get("op", "add")

    def fn(u):
        card.y = at.y + (0.8 * (1 - tw.smooth(u)) if op != "remove" else 0.8 * tw.smooth(u))
        card.enabled = u < 1
    words = {"add": "plans a card", "remove": "takes a card back", "swap": "swaps a card"}.get(op, op)
    return tw.par(tw.Anim(0.5, fn), _label(ctx, fid, f"{words} ({ev.get('row', 0)} in the row)", WHITE, 0.6,
                                                rise=0.2))


def equipped(ctx, ev):
    fid = ev.get("figure")
    e = ctx.fig(fid)
    if e is None:
        return _label(ctx, fid, "re-equips", WHITE)
    f = _fig_view(ctx, fid)
    hands = tuple(T.item_name(h) for h in (list(ev.get("hands") or []) + [None, None])[:2])
    worn = tuple(sorted(T.item_name(w) for w in ev.get("worn") or []))
    y0 = e.yaw

    def swap():
        if f:
            e.body.model = body_mesh(f["character"], T.fig_color(ctx.before, f), hands, worn).to_mesh()
    return tw.par(tw.seq(yaw_anim(e, y0, y0 + 180, 0.25), tw.call(swap), yaw_anim(e, y0 + 180, y0 + 360, 0.25)),
                  _label(ctx, fid, "re-equips", WHITE, 0.6))


def item_picked(ctx, ev):
    fid = ev.get("figure")
    name = T.item_name(ev.get("item"))
    a = ctx.pos(ev.get("cell"))
    b = ctx.fig_pos(fid) + Vec3(0, 0.6, 0)
    return tw.par(projectile(ctx, _item_model(name), a, b, 0.45, spin=False, arc=0.4),
                  _label(ctx, fid, f"picks up {name}", WHITE, 0.6))


def _item_model(name) -> MeshData:
    m = MeshData()
    m.extend(item_mesh(name).transformed(lambda v: (v[0] * 1.4, v[1] * 1.4, v[2] * 1.4)))
    return m


def moved(ctx, ev):
    fid = ev.get("figure")
    e = ctx.fig(fid)
    path = [tuple(c) for c in ev.get("path") or []]
    if e is None or len(path) < 2:
        return tw.wait(0.1)
    pts = [ctx.pos(c) for c in path]
    how = ev.get("move", "step")
    ctx.follow(fid)
    said = _say(ctx, _moved_words(ctx, fid, path, how))
    if how == "roll":
        spin = tw.Anim(0.4 * (len(pts) - 1), lambda u: setattr(e.body, "rotation_z", 360 * u),
                       on_end=lambda: setattr(e.body, "rotation_z", 0))
        return tw.par(said, move_anim(e, pts, 0.4, "slide"), spin)
    if how in ("dragged", "retreat"):
        return tw.par(said, move_anim(e, pts, 0.3, "slide"))
    parts = [said]
    for a, b in zip(pts, pts[1:]):
        parts.append(tw.par(yaw_anim(e, e.yaw, _yaw_to(e, a, b), 0.1),
                            move_anim(e, [a, b], 0.28, "slide"),
                            tw.Anim(0.28, lambda u: setattr(e.body, "y", 0.06 * tw.bump(u)))))
    return tw.seq(*parts)


MOVED = {"step": "steps", "roll": "rolls", "dragged": "is dragged", "retreat": "falls back"}


def _moved_words(ctx, fid, path, how: str) -> str:
    """"Killer (Vrah) steps 3 spaces, next to Barbarian (Barbar)": how far, and where that
    leaves him against his nearest foe (the rules' line listed the cells, which a caption
    can only call "there")."""
    n = len(path) - 1
    me = _fig_view(ctx, fid)
    foes = [f for f in (ctx.before or {}).get("figures", [])
            if f.get("id") != fid and f.get("side") != me.get("side") and f.get("alive", True)
            and f.get("cell") is not None]
    words = f"{_name(ctx, fid)} {MOVED.get(how, how + 's')} {n} space{'s' if n != 1 else ''}"
    if not foes:
        return words
    near = min(foes, key=lambda f: (hexgrid.distance(tuple(path[-1]), tuple(f["cell"])), f["id"]))
    d = hexgrid.distance(tuple(path[-1]), tuple(near["cell"]))
    return words + (f", next to {_name(ctx, near['id'])}" if d == 1
                    else f", {d} spaces from {_name(ctx, near['id'])}")


def special_used(ctx, ev):
    fid = ev.get("figure")
    price = ev.get("price", 0)
    return tw.par(ring(ctx, ctx.fig_pos(fid), GOLD, 0.6, 0.3, 1.0),
                  _label(ctx, fid, f"special: {ev.get('name')}" + (f" (-{price})" if price else ""),
                         GOLD, 0.9),
                  _say(ctx, f"{_name(ctx, fid)} uses the special action {ev.get('name')}"))


def attack_declared(ctx, ev):
    """III.9: the attack is named and aimed; an arrow grows from attacker to target."""
    a_id, t_id = ev.get("attacker"), ev.get("target")
    a, b = ctx.fig_pos(a_id), ctx.fig_pos(t_id)
    arrow = ctx.effect(model=T.arrow_mesh(Vec3(0, a.y, 0), b - Vec3(a.x, 0, a.z), T.ATTACK_COL).to_mesh(),
                       position=Vec3(a.x, 0, a.z), scale=0.01)

    def grow(u):
        arrow.scale = max(0.01, tw.smooth(u))
    typ = ev.get("type", "")
    return tw.seq(_turn_to(ctx, a_id, t_id),
                  tw.par(tw.Anim(0.45, grow),
                         _label(ctx, a_id, f"{typ} {ev.get('frame', '')}", (1.0, 0.6, 0.5), 0.9),
                         _say(ctx, _declared_words(ctx, ev))))


def _declared_words(ctx, ev) -> str:
    """"Killer (Vrah): Kick (contact) at Barbarian (Barbar), 1 space away": the card by its
    name (its number, "#18", told a viewer nothing), right after its user, so that a caption
    wrapped anywhere still says who strikes ("Killer attacks / Swordswoman: Slash" read as if
    the Swordswoman slashed)."""
    a_id, t_id, d = ev.get("attacker"), ev.get("target"), ev.get("distance")
    try:
        card = cards.deck(_fig_view(ctx, a_id)["character"]).card(ev.get("card")).name
    except (KeyError, TypeError, AttributeError):
        card = f"card {ev.get('card')}"
    typ = ev.get("type") or ""
    kind = f" ({typ})" if typ and typ.lower() not in card.lower() else ""   # not "Slash (slash)"
    return (f"{_name(ctx, a_id)}: {card}{kind} at {_name(ctx, t_id)}, "
            f"{d} space{'s' if d != 1 else ''} away")


def attack_cancelled(ctx, ev):
    p, _ = _attack_card(ctx, ev.get("id"))
    at = ctx.fig_pos(p["attacker"]) if p else ctx.table.center
    return float_text(ctx, "attack cancelled", at + Vec3(0, 0.3, 0), GREY, dur=0.7, scale=14)


def die_set(ctx, ev):
    return _cup_down(ctx, ev.get("figure"))


def guessed(ctx, ev):
    """Only how many guesses: the numbers stay secret until the reveal."""
    fid = ev.get("figure")
    n = int(ev.get("count", 0))
    at = ctx.fig_pos(fid)
    if n == 0:
        return _label(ctx, fid, "gives up guessing", GREY, 0.6)
    parts = [float_text(ctx, "?", at + Vec3((i - (n - 1) / 2) * 0.4, 0.35, 0), CYAN, dur=0.6,
                        rise=0.3, scale=18) for i in range(n)]
    return tw.Par(parts)


def attack_resolved(ctx, ev):
    attacker, target = ev.get("attacker"), ev.get("target")
    value = int(ev.get("value", 1))
    _, frame = _attack_card(ctx, ev.get("attack_id"))
    kind = frame.type if frame is not None else "contact"
    thrown = frame is not None and frame.throw
    ctx.follow(target)
    return tw.seq(
        _say(ctx, _resolved_words(ctx, ev)),
        tw.par(_reveal(ctx, attacker, value), _guesses(ctx, target, list(ev.get("guesses") or []), value)),
        tw.wait(0.0) if thrown else _blow(ctx, attacker, target, kind),
        _outcome(ctx, ev),
    )


def _resolved_words(ctx, ev) -> str:
    """The secret die, the guesses and what came of them (IV): "Killer (Vrah) set 2, Barbarian
    (Barbar) guessed 3; strength 8 against defence 6: hit" (the Condition lost is the next
    event's line)."""
    a, t = _name(ctx, ev.get("attacker")), _name(ctx, ev.get("target"))
    value, result = ev.get("value"), ev.get("result")
    if result == "guessed":
        return f"{a} set {value}, {t} guessed it: parried"
    guesses = ", ".join(str(g) for g in ev.get("guesses") or ()) or "nothing"
    said = (f"{a} set {value}, {t} guessed {guesses}; strength {ev.get('strength')} against "
            f"{ev.get('against')} {ev.get('against_value')}")
    return said + (": hit" if result == "hit" else ": no wound")    # the loss: the next line


def condition_changed(ctx, ev):
    fid = ev.get("figure")
    d = int(ev.get("delta", 0))
    if ev.get("condition") is not None:     # the side panel as the loss leaves it, not at the action's end
        ctx.show_rows_changed(fid, lambda f: f.update(condition=ev["condition"]))
    col = RED if d < 0 else GREEN
    at = ctx.fig_pos(fid)
    cause = str(ev.get("cause", ""))
    if cause.startswith("wound"):        # the wound number was shown with the blow
        return tw.wait(0.15)
    return float_text(ctx, f"{d:+d} ({cause})" if cause else f"{d:+d}", at + Vec3(0, 0.5, 0), col,
                      dur=0.7, scale=13)


def retreated(ctx, ev):
    fid = ev.get("figure")
    e = ctx.fig(fid)
    path = [tuple(c) for c in ev.get("path") or []]
    parts = []
    if e is not None and len(path) >= 2:
        parts.append(move_anim(e, [ctx.pos(c) for c in path], 0.22, "slide"))
    blocked = ev.get("blocked_by")
    if blocked and e is not None:
        at = ctx.pos(path[-1]) if path else ctx.fig_pos(fid)
        other = ctx.fig(blocked) if blocked != "wall" else None
        hit = [flash(ctx, at + Vec3(0, 0.5, 0), (1.0, 0.8, 0.5), 0.7, 0.3), shake(e, 0.3, 0.1),
               float_text(ctx, "wall!" if blocked == "wall" else "collision!", at + Vec3(0, 0.4, 0), RED,
                          dur=0.6, scale=14)]
        if other is not None:
            hit.append(shake(other, 0.3, 0.1))
        parts.append(tw.Par(hit))
    return tw.seq(*parts) if parts else _label(ctx, fid, "retreats", WHITE, 0.5)


def _lay_anim(ctx, fid, lying: bool, dur=0.45) -> tw.Anim:
    """Lie down (or stand up) from wherever the body is now (a fall before a defeat)."""
    e = ctx.fig(fid)
    if e is None or not hasattr(ctx.table, "lay"):
        return tw.wait(dur)
    start = {}

    def begin():
        start["k"] = min(1.0, max(0.0, -e.body.rotation_x / 86.0))

    def fn(u):
        k0 = start.get("k", 0.0 if lying else 1.0)
        k = k0 + ((1.0 if lying else 0.0) - k0) * tw.smooth(u)
        ctx.table.lay(e, True, k)
    return tw.Anim(dur, fn, on_end=lambda: ctx.table.lay(e, lying), on_start=begin)


def fell(ctx, ev):
    fid = ev.get("figure")
    return tw.seq(_lay_anim(ctx, fid, True), ring(ctx, ctx.pos(ev.get("cell")) if ev.get("cell") else ctx.fig_pos(fid),
                                                 (0.8, 0.7, 0.5), 0.35, 0.3, 0.8))


def stood_up(ctx, ev):
    fid = ev.get("figure")
    return tw.par(_lay_anim(ctx, fid, False), _label(ctx, fid, "stands up", WHITE, 0.5))


def lying_choice(ctx, ev):
    fid = ev.get("figure")
    return _label(ctx, fid, "lying: defends (guess 1)" if ev.get("defend") else "lying: no defence",
                  WHITE, 0.7)


def tangled(ctx, ev):
    fid = ev.get("figure")
    if ev.get("free"):
        return _label(ctx, fid, "frees himself", WHITE, 0.6)
    e = ctx.fig(fid)
    return tw.par(ring(ctx, ctx.fig_pos(fid), (0.4, 0.38, 0.45), 0.6, 0.5, 0.3),
                  shake(e, 0.5, 0.05) if e is not None else tw.wait(0.5),
                  _label(ctx, fid, "tangled in the cloak!", (0.8, 0.75, 0.9), 0.8))


def grapple(ctx, ev):
    a, b = (list(ev.get("figures") or []) + [None, None])[:2]
    ea, eb = ctx.fig(a), ctx.fig(b)
    parts = [_label(ctx, a, "grapple!" if ev.get("started") else "lets go", (1.0, 0.7, 0.4), 0.7)]
    if ev.get("started") and ea is not None and eb is not None:
        parts += [lunge(ea, eb.position, 0.5, 0.2), lunge(eb, ea.position, 0.5, 0.2)]
    return tw.Par(parts)


def item_flew(ctx, ev):
    name = T.item_name(ev.get("item"))
    path = [tuple(c) for c in ev.get("path") or []]
    if not path:
        path = [tuple(ev.get("landed") or (0, 0))]
    a = ctx.pos(path[0]) + Vec3(0, 0.6, 0)
    b = ctx.pos(tuple(ev.get("landed") or path[-1])) + Vec3(0, 0.08, 0)
    how = ev.get("how", "thrown")
    n = max(1, len(path) - 1)
    dur = {"thrown": 0.12, "flew_on": 0.12, "knocked_out": 0.2, "dropped": 0.3, "fell": 0.3}.get(how, 0.15) * n
    arc = {"thrown": 0.15, "flew_on": 0.1, "knocked_out": 0.9}.get(how, 0.25)
    return projectile(ctx, _item_model(name), a, b, max(0.3, min(1.0, dur)), spin=how != "thrown", arc=arc)


def knock_resolved(ctx, ev):
    """V.5: the die (1-6, the compass direction) is revealed; on a miss the item flies off
    (its item_flew follows), an arrow points the direction on the arena and the rose."""
    attacker, target = ev.get("attacker"), ev.get("target")
    d = int(ev.get("direction", 1))
    at = ctx.fig_pos(target)
    parts = [tw.par(_reveal(ctx, attacker, d, CYAN, f"direction {d}"),
                    _guesses(ctx, target, list(ev.get("guesses") or []), d))]
    if ev.get("knocked"):
        a = math.radians(hex_dir_yaw(d))
        tip = at + Vec3(math.sin(a), 0, math.cos(a)) * 1.6
        parts.append(lazy(ctx, lambda: _knock_arrow(ctx, at, tip)))
        parts.append(tw.par(_blow(ctx, attacker, target, "contact"),
                            float_text(ctx, f"knocked out ({T.item_name(ev.get('item'))})", at + Vec3(0, 0.3, 0),
                                       RED, dur=0.7, scale=14)))
        spot = getattr(ctx.table, "rose_spot", None)
        if spot is not None:
            parts.append(ring(ctx, spot + Vec3(math.sin(a), 0, math.cos(a)) * 0.7, CYAN, 0.4, 0.2, 0.5))
    else:
        parts.append(float_text(ctx, "keeps it", at + Vec3(0, 0.3, 0), CYAN, dur=0.6, scale=14))
    return tw.seq(*parts)


def _knock_arrow(ctx, at, tip) -> tw.Anim:
    arrow = ctx.effect(model=T.arrow_mesh(at, tip, CYAN).to_mesh(), scale=1)

    def grow(u):
        arrow.enabled = u < 1
    return tw.Anim(0.5, grow)


def offered(ctx, ev):
    giver, to = ev.get("giver"), ev.get("to")
    give = ", ".join(T.item_name(i) for i in ev.get("give") or []) or "nothing"
    take = ", ".join(T.item_name(i) for i in ev.get("take") or [])
    txt = f"offers {give}" + (f", asks {take}" if take else "")
    return tw.par(_turn_to(ctx, giver, to), _label(ctx, giver, txt, WHITE, 0.8))


def handed_over(ctx, ev):
    a = ctx.fig_pos(ev.get("giver")) + Vec3(0, 0.6, 0)
    b = ctx.fig_pos(ev.get("receiver")) + Vec3(0, 0.6, 0)
    return projectile(ctx, _item_model(T.item_name(ev.get("item"))), a, b, 0.5, spin=False, arc=0.3)


def defeated(ctx, ev):
    fid = ev.get("figure")
    ctx.show_rows_changed(fid, lambda f: f.update(alive=False))
    e = ctx.fig(fid)
    sink = tw.wait(0.3)
    if e is not None:
        y0 = e.y
        sink = tw.Anim(0.5, lambda u: setattr(e, "y", y0 - 0.3 * u * u))
    return tw.seq(_say(ctx, f"{_name(ctx, fid)} collapses, exhausted"),
                  tw.par(_lay_anim(ctx, fid, True, 0.5), ring(ctx, ctx.fig_pos(fid), RED, 0.6, 0.3, 1.0),
                         _label(ctx, fid, "defeated", RED, 0.9)),
                  sink)


def game_over(ctx, ev):
    winners = list(ev.get("winners") or [])
    names = [_name(ctx, f["id"]) for f in (ctx.before or {}).get("figures", []) if f.get("seat") in winners and f.get("alive")]
    txt = ("Victory: " + ", ".join(names or winners)) if winners else "Nobody wins"
    parts = [float_text(ctx, txt, ctx.table.center + Vec3(0, 0.6, 0), GOLD, dur=1.2, rise=0.5, scale=26),
             _say(ctx, f"{txt} ({ev.get('reason', '')})")]
    for f in (ctx.before or {}).get("figures", []):
        if f.get("seat") in winners and f.get("alive") and ctx.fig(f["id"]) is not None:
            parts.append(ring(ctx, ctx.fig_pos(f["id"]), GOLD, 0.9, 0.3, 1.2))
    ctx.follow(point=ctx.table.center)
    return tw.Par(parts)


ANIMATIONS = {
    "turn_started": turn_started, "action_used": action_used, "action_withdrawn": action_withdrawn,
    "planned": planned, "equipped": equipped, "item_picked": item_picked, "moved": moved,
    "special_used": special_used, "attack_declared": attack_declared,
    "attack_cancelled": attack_cancelled, "die_set": die_set, "guessed": guessed,
    "attack_resolved": attack_resolved, "condition_changed": condition_changed,
    "retreated": retreated, "fell": fell, "stood_up": stood_up, "lying_choice": lying_choice,
    "tangled": tangled, "grapple": grapple, "item_flew": item_flew,
    "knock_resolved": knock_resolved, "offered": offered, "handed_over": handed_over,
    "defeated": defeated, "game_over": game_over,
}

# seconds per kind, for progress bars (scenes/games/player.seconds)
ESTIMATE = {"turn_started": 0.4, "action_used": 0.8, "action_withdrawn": 0.8, "planned": 0.6,
            "equipped": 0.6, "item_picked": 0.6, "moved": 0.9, "special_used": 0.9,
            "attack_declared": 1.0, "attack_cancelled": 0.7, "die_set": 0.6, "guessed": 0.6,
            "attack_resolved": 2.0, "condition_changed": 0.4, "retreated": 0.8, "fell": 0.8,
            "stood_up": 0.5, "lying_choice": 0.7, "tangled": 0.8, "grapple": 0.7, "item_flew": 0.6,
            "knock_resolved": 1.6, "offered": 0.8, "handed_over": 0.5, "defeated": 1.4,
            "game_over": 1.2}


def described(ctx, ev):
    """A kind the rules pack gained after this table was drawn: the pack's own one-line
    description over the table, so nothing is silently skipped."""
    from rules.morituri.describe import describe
    from rules.morituri.events import event_adapter
    try:
        text = describe(event_adapter.validate_python(ev))
    except Exception:       # not even a valid event: name its kind
        text = str(ev.get("kind", "?")).replace("_", " ")
    return float_text(ctx, text[:60], ctx.table.center, WHITE, dur=0.8, scale=14)


def _cover_every_kind() -> None:
    from rules.morituri.events import EVENT_KINDS
    for k in EVENT_KINDS:
        ANIMATIONS.setdefault(k, described)


_cover_every_kind()


# the sound each event makes at the live table (scenes/sound.py)
SOUNDS = {
    "moved": "step",
    "planned": "card",
    "action_used": "card",
    "special_used": "card",
    "die_set": "dice",
    "attack_resolved": lambda ev: "hit" if ev.get("result") == "hit" else "miss",
    "fell": "hit",
    "item_flew": "blow",
    "defeated": "defeat",
}
