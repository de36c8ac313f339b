"""Gladiator animations: one per rule event kind (rules/gladiator/events.py EVENT_KINDS).

Attacks move by weapon family (a swing for blades, axes, maces and claws, a thrust for pole arms
and daggers, a sweep for a slash, a bash for a shield, a missile for bows and crossbows, a
spinning weapon for a throw), then the three dice (four against an evader) tumble onto the sand
and land on the faces the event rolled, then the blow lands: a flash, a shake and the damage.
Spells flash in their family's colour. The player snaps the table to the pack's view after each
action's events, so these only ever move entities for show.
"""
from __future__ import annotations

import math
import re

from ursina import Vec3

from models import palette
from models.gladiator import colors as C
from models.gladiator import figures as gfig
from models.gladiator import gear
from models.gladiator.dice import IVORY, die_mesh
from models.meshkit import MeshData
from scenes import tween as tw
from scenes.camera import turn
from scenes.fx import clear_spot, flash, float_text, lunge, projectile, ring, shake
from scenes.games.gladiator.table import FIGURE_SCALE, PRONE_LIFT, pretty

HIT = (1.0, 0.35, 0.25)
MISS = (0.80, 0.80, 0.85)
GOOD = (0.45, 0.95, 0.45)
GOLD = palette.GOLD
DIE_SCALE = 1.6
DIE_GAP = 0.62          # between the dice of a row
TERRAIN_COLORS = {"fire": C.FIRE_OUTER, "pit": C.PIT_BOTTOM, "caltrops": palette.STEEL,
                  "wall": C.BRICK, "shadow": (0.45, 0.3, 0.7), "exit": C.EXIT_GLOW,
                  "altar": C.MARBLE}
SPELL_COLORS = {"terrain": (1.0, 0.6, 0.2), "missile": (0.75, 0.35, 1.0), "thrown": (0.35, 0.85, 1.0),
                "summon": (0.35, 0.6, 1.0), "illusion": (0.85, 0.75, 1.0), "special": (1.0, 1.0, 0.7)}


# ------------------------------------------------------------------ helpers

def _fig_view(ctx, fid) -> dict:
    for f in ctx.before.get("figures", []):
        if f.get("figure") == fid:
            return f
    return {}


def _name(ctx, fid) -> str:
    return _fig_view(ctx, fid).get("name", fid or "?")


def _side(ctx, fid) -> str:
    return _fig_view(ctx, fid).get("side", "west")


def _at(ctx, fid) -> Vec3:
    """Where a figure is now (its entity), or its square in the view before."""
    ent = ctx.fig(fid)
    if ent is not None:
        return Vec3(ent.position)
    cell = _fig_view(ctx, fid).get("cell")
    return ctx.pos(cell) if cell is not None else Vec3(ctx.table.center)


def _cell(c) -> tuple | None:
    return None if c is None else (int(c[0]), int(c[1]))


def turn_to(ent, yaw: float, dur: float = 0.2) -> tw.Anim:
    if ent is None:
        return tw.wait(dur)
    a = ent.body.rotation_y
    d = turn(a, yaw)
    return tw.Anim(dur, lambda u: setattr(ent.body, "rotation_y", a + d * tw.smooth(u)))


def face(ent, target: Vec3, dur: float = 0.15) -> tw.Anim:
    if ent is None:
        return tw.wait(dur)
    d = target - ent.position
    if abs(d.x) + abs(d.z) < 1e-6:
        return tw.wait(dur)
    return turn_to(ent, math.degrees(math.atan2(d.x, d.z)), dur)


def tip(ent, down: bool = True, dur: float = 0.35) -> tw.Anim:
    """Lay a figure down (prone, knocked down, dead) or stand it up."""
    if ent is None:
        return tw.wait(dur)
    a, b = ent.pose.rotation_x, (90.0 if down else 0.0)
    ya, yb = ent.pose.y, (PRONE_LIFT if down else 0.0)

    def fn(u):
        e = tw.smooth(u) if not down else u * u
        ent.pose.rotation_x = a + (b - a) * e
        ent.pose.y = ya + (yb - ya) * e
    return tw.Anim(dur, fn)


def swing(ent, degrees: float = 50.0, dur: float = 0.35) -> tw.Anim:
    """A blow: the body twists back and forth about its facing."""
    if ent is None:
        return tw.wait(dur)
    base = ent.body.rotation_y

    def fn(u):
        ent.body.rotation_y = base + degrees * math.sin(2 * math.pi * u) * (1 - u * 0.5)
    return tw.Anim(dur, fn, on_end=lambda: setattr(ent.body, "rotation_y", base))


def bob(ent, height: float = 0.25, dur: float = 0.3) -> tw.Anim:
    if ent is None:
        return tw.wait(dur)
    y0 = ent.y
    return tw.Anim(dur, lambda u: setattr(ent, "y", y0 + height * tw.bump(u)),
                   on_end=lambda: setattr(ent, "y", y0))


def grow(ent, a: float, b: float, dur: float) -> tw.Anim:
    if ent is None:
        return tw.wait(dur)
    s = Vec3(ent.scale)
    return tw.Anim(dur, lambda u: setattr(ent, "scale", s * (a + (b - a) * tw.smooth(u))))


def text(ctx, s: str, at: Vec3, col=(1, 1, 1), dur: float = 0.7, scale: float = 14.0) -> tw.Anim:
    return float_text(ctx, s, at, col, dur=dur, scale=scale)


def dice_faces(total: int, n: int = 3) -> tuple[int, ...]:
    """Faces that add up to a total the event gives without its faces (falls, repels,
    disengages): the largest first, deterministic."""
    total = max(n, min(6 * n, int(total)))
    out = []
    for k in range(n):
        left = n - k - 1
        f = min(6, total - left)
        out.append(f)
        total -= f
    return tuple(out)


def roll_dice(ctx, faces, near: Vec3, col=IVORY, dur: float = 0.6, spot: dict | None = None) -> tw.Anim:
    """Dice tumble in and land on `faces` on the sand by `near`, in a row where they hide no
    figure from the camera as it is when they fall (fx.clear_spot); `spot` gets that row's
    middle and directions (the roll's words go in front of it)."""
    faces = [max(1, min(6, int(v))) for v in faces]
    if not faces:
        return tw.wait(0.0)
    n = len(faces)
    half = 0.15 * DIE_SCALE
    spot = {} if spot is None else spot

    def place():
        mid, right, toward = clear_spot(ctx, near, (n - 1) * DIE_GAP + 2 * half, 2 * half)
        spot.update(mid=mid, right=right, toward=toward)
    parts = []
    for i, v in enumerate(faces):
        spin = Vec3(400 + 170 * i, 260 - 90 * i, 310 + 60 * i)
        final_yaw = 15.0 * (i - 1)
        e = ctx.effect(model=die_mesh(v, col).to_mesh(), position=near, scale=DIE_SCALE, enabled=False)

        def fn(u, e=e, i=i, spin=spin, final_yaw=final_yaw):
            right, toward = spot["right"], spot["toward"]
            end = spot["mid"] + right * ((i - (n - 1) / 2) * DIE_GAP) + Vec3(0, half + 0.02, 0)
            start = end + right * (-1.2 + 0.4 * i) + toward * 0.8 + Vec3(0, 1.6, 0)
            k = min(1.0, u / 0.8)
            p = start + (end - start) * tw.smooth(k)
            hop = 0.25 * abs(math.sin(math.pi * min(1.0, k * 2.0))) * (1 - k)
            e.enabled = True
            e.position = Vec3(p.x, p.y + hop, p.z)
            r = (1 - k) ** 2
            e.rotation = Vec3(spin.x * r, final_yaw + spin.y * r, spin.z * r)
        parts.append(tw.Anim(dur, fn))
    return tw.Par(parts, on_start=place)


def roll_result(ctx, faces, target, hit: bool, near: Vec3, what: str = "",
                col=IVORY, hold: float = 0.35, yes: str = "hit", no: str = "miss") -> tw.Anim:
    """The dice, then '11 vs 10: miss' in front of them."""
    total = sum(faces)
    tn = "" if target is None else f" vs {target}"
    label = f"{what}{total}{tn}: " + (yes if hit else no)
    spot: dict = {}
    return tw.seq(roll_dice(ctx, faces, near, col, spot=spot),
                  float_text(ctx, label, near, GOOD if hit else MISS, dur=hold + 0.35, scale=14.0,
                             where=lambda: spot["mid"] + spot["toward"] * 0.75 + Vec3(0, -0.95, 0)))


def weapon_model(wid: str | None) -> MeshData:
    m = MeshData()
    if wid:
        m.extend(gear.hand_item(wid))
    if not len(m):
        m.sphere((0, 0, 0), 0.07, palette.STEEL, rings=3, segments=6)
    return m


def arrow_model() -> MeshData:
    m = MeshData()
    m.box((0, 0, 0), (0.025, 0.025, 0.6), palette.WOOD)
    m.box((0, 0, 0.3), (0.06, 0.02, 0.1), palette.STEEL)
    m.box((0, 0, -0.27), (0.08, 0.01, 0.08), palette.ARROW)
    return m


def orb_model(col) -> MeshData:
    m = MeshData()
    m.sphere((0, 0, 0), 0.16, col, rings=4, segments=8, shade=False)
    return m


# ------------------------------------------------------------------ the turn

def anim_turn_began(ctx, ev):
    ctx.say(f"Turn {ev['turn']}")
    return text(ctx, f"Turn {ev['turn']}", Vec3(ctx.table.center) + Vec3(0, 0.5, 0), GOLD, dur=0.6, scale=22)


def anim_initiative_rolled(ctx, ev):
    c = Vec3(ctx.table.center)
    ctx.follow(point=c)
    west = roll_dice(ctx, [ev["west"]], c + Vec3(-1.2, 0, 0.8), C.side_color("west"))
    east = roll_dice(ctx, [ev["east"]], c + Vec3(1.2, 0, 0.8), C.side_color("east"))
    who = {"west": "West", "east": "East"}.get(ev["winner"], ev["winner"])
    msg = f"Initiative {ev['west']} : {ev['east']}, {who} chooses" + (" (tie)" if ev.get("tie") else "")
    ctx.say(msg)
    return tw.seq(tw.par(west, east), text(ctx, msg, c + Vec3(0, 0.2, 0), GOLD, dur=0.5, scale=16))


def anim_first_chosen(ctx, ev):
    side = {"west": "West", "east": "East"}.get(ev["side"], ev["side"])
    return text(ctx, f"{side} moves first", Vec3(ctx.table.center), C.side_color(ev["side"]), dur=0.5, scale=16)


def anim_action_phase_began(ctx, ev):
    ctx.say("Action phase")
    order = ev.get("order") or []
    parts = [text(ctx, "Action phase", Vec3(ctx.table.center), GOLD, dur=0.5, scale=18)]
    for fid in order[:1]:
        parts.append(ring(ctx, _at(ctx, fid), GOLD, dur=0.5))
    return tw.par(*parts)


# ------------------------------------------------------------------ movement

def anim_moved(ctx, ev):
    ent = ctx.fig(ev["figure"])
    ctx.follow(ev["figure"])
    path = [_cell(c) for c in ev.get("path", [])]
    if ent is None or len(path) < 2:
        return tw.wait(0.15)
    pts = [ctx.table.world(c, ctx.before) for c in path]
    how = ev.get("how", "step")
    if how == "teleport":
        end = pts[-1]
        return tw.seq(tw.par(flash(ctx, pts[0] + Vec3(0, 0.5, 0), (0.4, 0.9, 1.0), 1.0), grow(ent, 1, 0.05, 0.25)),
                      tw.call(lambda: setattr(ent, "position", end)),
                      tw.par(grow(ent, 0.05, 1, 0.25), flash(ctx, end + Vec3(0, 0.5, 0), (0.4, 0.9, 1.0), 1.0)),
                      on_end=lambda: setattr(ent, "scale", Vec3(1, 1, 1)))
    legs = []
    for a, b in zip(pts, pts[1:]):
        if how == "jump":
            h, dur = 0.9, 0.5
        elif how == "fall":
            h, dur = 0.3, 0.4
        else:
            h, dur = 0.0, 0.2 if how == "step" else 0.3

        def fn(u, a=a, b=b, h=h):
            p = a + (b - a) * tw.smooth(u)
            ent.position = Vec3(p.x, p.y + h * tw.bump(u), p.z)
        legs.append(tw.Anim(dur, fn))
    out = [tw.seq(*legs)]
    if how == "fall":
        out.append(tip(ent, True, 0.4))
    if how == "stand_up":
        out.append(tip(ent, False, 0.3))
    return tw.par(*out)


def anim_turned(ctx, ev):
    return turn_to(ctx.fig(ev["figure"]), ev["facing"] * 45.0, 0.2)


def anim_move_reset(ctx, ev):
    ent = ctx.fig(ev["figure"])
    if ent is None:
        return tw.wait(0.2)
    a, b = Vec3(ent.position), ctx.pos(_cell(ev["cell"]))
    return tw.par(tw.Anim(0.3, lambda u: setattr(ent, "position", a + (b - a) * tw.smooth(u))),
                  turn_to(ent, ev["facing"] * 45.0, 0.3),
                  text(ctx, "reset", a, MISS, dur=0.4))


def anim_move_ended(ctx, ev):
    cat = ev.get("category", "")
    return tw.par(ring(ctx, _at(ctx, ev["figure"]), C.side_color(_side(ctx, ev["figure"])), dur=0.3),
                  text(ctx, f"{cat} ({ev.get('moves', 0)})" if cat else "", _at(ctx, ev["figure"]),
                       (0.9, 0.9, 0.9), dur=0.35, scale=10))


def anim_declined(ctx, ev):
    return text(ctx, "declines", _at(ctx, ev["figure"]), MISS, dur=0.4)


def anim_waited(ctx, ev):
    return text(ctx, "stands", _at(ctx, ev["figure"]), MISS, dur=0.35)


# ------------------------------------------------------------------ fighting

THRUSTS = ("pole", "dagger")


def attack_motion(ctx, ev) -> tw.Anim:
    """What the attacker does before the dice: by the attack and the weapon's family."""
    att, tgt = ctx.fig(ev["attacker"]), ev["target"]
    a, b = _at(ctx, ev["attacker"]), _at(ctx, tgt)
    kind, wid = ev.get("attack", "attack"), ev.get("weapon")
    fam = gear.family(wid)
    turn = face(att, b)
    if kind == "shoot" or fam in ("bow", "crossbow"):
        bolt = projectile(ctx, arrow_model(), a + Vec3(0, 0.7, 0), b + Vec3(0, 0.6, 0), 0.35,
                          spin=False, arc=0.3 if fam == "bow" else 0.08)
        return tw.seq(turn, bob(att, 0.05, 0.12), bolt)
    if kind == "throw":
        return tw.seq(turn, tw.par(swing(att, 35, 0.25),
                                   projectile(ctx, weapon_model(wid), a + Vec3(0, 0.7, 0), b + Vec3(0, 0.6, 0),
                                              0.4, spin=True, arc=0.5)))
    if kind == "shield_attack":
        return tw.seq(turn, tw.par(lunge(att, b, 0.35, 0.5)))
    if kind == "slash":
        return tw.seq(turn, swing(att, 80, 0.45))
    if kind in ("impale", "receive_charge") or fam == "pole" or wid == "dagger":
        return tw.seq(turn, lunge(att, b, 0.35, 0.45))
    return tw.seq(turn, tw.par(lunge(att, b, 0.35, 0.25), swing(att, 45, 0.35)))


def _tell(ctx, ev) -> None:
    """The caption: the game's own sentence for the event (rules/gladiator/describe.py); a
    film of the rulebook's hand combat example said nothing of the roll that decided it."""
    from rules.gladiator.describe import describe
    from rules.gladiator.events import event_adapter
    ctx.say(describe(event_adapter.validate_python(ev)))


def _obstacle(name: str) -> str:
    """A missile obstacle's modifier (rules/gladiator/terrain.obstacle_modifiers names it by
    its square, "character at 9,3") in words: the film shows where it stands."""
    return re.sub(r" at -?\d+,-?\d+$", " in the way", name)


def anim_attacked(ctx, ev):
    ctx.follow(ev["target"])
    at = _at(ctx, ev["target"])
    mods = ", ".join(f"{_obstacle(n)} {v:+d}" for n, v in ev.get("modifiers", []) if v)
    ctx.say(f"{_name(ctx, ev['attacker'])}: {ev.get('attack', 'attack').replace('_', ' ')} "
            f"{_name(ctx, ev['target'])} with {pretty(ev.get('weapon'))}: roll {ev['total']} vs "
            f"{ev['target_number']}" + (f" ({mods})" if mods else "")
            + (": a hit" if ev["hit"] else ": a miss"))     # the log said "roll 17 vs 15", no more
    dice = roll_result(ctx, ev["faces"], ev["target_number"], ev["hit"], at, "")
    if ev["hit"]:
        mult = f" x{ev['multiplier']}" if ev.get("multiplier", 1) > 1 else ""
        dmg = ev.get("damage", 0)
        words = f"-{dmg}{mult}" if dmg else f"armour stops {ev.get('damage_roll', 0)}"
        result = tw.par(flash(ctx, at + Vec3(0, 0.6, 0), HIT if dmg else palette.STEEL, 0.9),
                        shake(ctx.fig(ev["target"])) if ctx.fig(ev["target"]) else tw.wait(0.3),
                        text(ctx, words, at, HIT if dmg else MISS, dur=0.6, scale=16))
    else:
        result = text(ctx, "miss", at, MISS, dur=0.45)
    return tw.seq(attack_motion(ctx, ev), dice, result)


def anim_wounded(ctx, ev):
    _tell(ctx, ev)
    if ev.get("sh") is not None:           # the panel's stamina as the wound leaves it
        ctx.show_rows_changed(ev["figure"], lambda f: _wound_row(f, ev))
    ent = ctx.fig(ev["figure"])
    at = _at(ctx, ev["figure"])
    eff = list(ev.get("effects", []))
    parts = []
    if "dead" in eff:
        parts.append(tip(ent, True, 0.45))
        parts.append(text(ctx, "dies", at, HIT, dur=0.8, scale=18))
        if ent is not None:
            parts.append(tw.Anim(0.45, lambda u: setattr(ent.pose, "color", _grey(u))))
    elif "unconscious" in eff:
        parts.append(tip(ent, True, 0.4))
        parts.append(text(ctx, "unconscious", at, HIT, dur=0.7))
    elif "knocked_down" in eff:
        parts.append(tip(ent, True, 0.35))
        parts.append(text(ctx, "knocked down", at, HIT, dur=0.6))
    elif "dazed" in eff:
        parts.append(text(ctx, "dazed", at, GOLD, dur=0.5))
    if "near_death" in eff and "dead" not in eff:
        parts.append(text(ctx, "near death", at + Vec3(0, 0.35, 0), HIT, dur=0.6, scale=11))
    if not parts:
        parts.append(tw.wait(0.1))
    return tw.par(*parts)


def _wound_row(f: dict, ev) -> None:
    if f.get("stats"):
        f["stats"] = {**f["stats"], "sh": ev["sh"]}
    if "dead" in (ev.get("effects") or ()):
        f["alive"] = False


def _grey(u):
    from ursina import color as ucolor
    k = 1 - 0.45 * u
    return ucolor.rgba(k, k * 0.97, k * 0.94, 1)


def anim_item_dropped(ctx, ev):
    a = _at(ctx, ev["figure"])
    b = ctx.pos(_cell(ev["cell"]))
    return tw.par(projectile(ctx, weapon_model(ev["item"]), a + Vec3(0.25, 0.6, 0), b + Vec3(0.2, 0.05, 0.2),
                             0.35, spin=True, arc=0.3),
                  text(ctx, f"drops {pretty(ev['item'])}", a, MISS, dur=0.5, scale=11))


def anim_items_changed(ctx, ev):
    at = _at(ctx, ev["figure"])
    slots = list(ev.get("slots") or [])
    ready = pretty(slots[0]) if slots and slots[0] else "bare hands"
    return tw.par(ring(ctx, at, palette.STEEL, dur=0.35, r0=0.2, r1=0.45),
                  text(ctx, f"ready: {ready}", at, (0.9, 0.9, 0.95), dur=0.55, scale=11))


def anim_fell(ctx, ev):
    _tell(ctx, ev)
    ent = ctx.fig(ev["figure"])
    a = _at(ctx, ev["figure"])
    b = ctx.pos(_cell(ev["cell"]))
    move = tw.wait(0.0)
    if ent is not None and (b - a).length() > 0.1:
        move = tw.Anim(0.35, lambda u: setattr(ent, "position", a + (b - a) * tw.smooth(u)))
    faces = dice_faces(ev["roll"])
    return tw.seq(roll_result(ctx, faces, ev["target_number"], False, a, "", yes="keeps his feet", no="falls"),
                  tw.par(move, tip(ent, True, 0.35), text(ctx, "falls", b, HIT, dur=0.5)))


def anim_kept_feet(ctx, ev):
    _tell(ctx, ev)
    ent = ctx.fig(ev["figure"])
    a = _at(ctx, ev["figure"])
    faces = dice_faces(ev["roll"])
    return tw.seq(roll_result(ctx, faces, ev["target_number"], True, a, "", yes="keeps his feet", no="falls"),
                  tw.par(shake(ent) if ent else tw.wait(0.3), text(ctx, "keeps his feet", a, GOOD, dur=0.5)))


def anim_evaded(ctx, ev):
    _tell(ctx, ev)
    ent = ctx.fig(ev["figure"])
    a = _at(ctx, ev["figure"])
    side = tw.wait(0.35)
    if ent is not None:
        yaw = math.radians(ent.body.rotation_y + 90)
        d = Vec3(math.sin(yaw), 0, math.cos(yaw)) * 0.3
        side = tw.Anim(0.35, lambda u: setattr(ent, "position", a + d * tw.bump(u)),
                       on_end=lambda: setattr(ent, "position", a))
    return tw.par(side, ring(ctx, a, (0.75, 0.9, 1.0), dur=0.4), text(ctx, "evades", a, (0.75, 0.9, 1.0), dur=0.5))


def anim_went_prone(ctx, ev):
    return tw.par(tip(ctx.fig(ev["figure"]), True, 0.35), text(ctx, "goes prone", _at(ctx, ev["figure"]), MISS, dur=0.45))


def anim_stood_up(ctx, ev):
    ent = ctx.fig(ev["figure"])
    return tw.par(tip(ent, False, 0.35), turn_to(ent, ev["facing"] * 45.0, 0.35),
                  text(ctx, "stands up", _at(ctx, ev["figure"]), GOOD, dur=0.45))


def anim_hand_combat_tried(ctx, ev):
    _tell(ctx, ev)
    att, dfn = ctx.fig(ev["attacker"]), ctx.fig(ev["defender"])
    a, b = _at(ctx, ev["attacker"]), _at(ctx, ev["defender"])
    ctx.follow(ev["defender"])
    leap = tw.seq(face(att, b), lunge(att, b, 0.35, 0.55) if att else tw.wait(0.35))
    parts = [leap]
    if ev.get("roll") is not None:
        parts.append(roll_result(ctx, dice_faces(ev["roll"]), ev.get("target_number"), bool(ev["repelled"]),
                                 b, "", yes="repelled", no="not repelled"))
    if ev["repelled"]:
        parts.append(tw.par(shake(att) if att else tw.wait(0.3), text(ctx, "repelled", b, GOOD, dur=0.5)))
    else:
        parts.append(tw.par(tip(att, True, 0.35), tip(dfn, True, 0.35),
                            flash(ctx, (a + b) * 0.5 + Vec3(0, 0.3, 0), HIT, 0.8),
                            text(ctx, "hand combat!", b, HIT, dur=0.6, scale=15)))
    return tw.seq(*parts)


def anim_disengaged(ctx, ev):
    _tell(ctx, ev)
    a = _at(ctx, ev["figure"])
    parts = []
    if ev.get("roll") is not None:
        parts.append(roll_result(ctx, dice_faces(ev["roll"]), None, bool(ev["success"]), a, "",
                                 yes="breaks free", no="held"))
    parts.append(text(ctx, "disengages" if ev["success"] else "cannot break free", a,
                      GOOD if ev["success"] else MISS, dur=0.5))
    return tw.seq(*parts)


def anim_reloaded(ctx, ev):
    ent = ctx.fig(ev["figure"])
    return tw.par(bob(ent, 0.08, 0.3), text(ctx, "loaded" if ev["loaded"] else "reloading", _at(ctx, ev["figure"]),
                                            (0.9, 0.9, 0.95), dur=0.5, scale=11))


# ------------------------------------------------------------------ terrain

def anim_terrain_damage(ctx, ev):
    _tell(ctx, ev)
    at = _at(ctx, ev["figure"])
    ctx.follow(ev["figure"])
    col = TERRAIN_COLORS.get(ev["terrain"], HIT)
    return tw.par(flash(ctx, at + Vec3(0, 0.4, 0), col, 1.1, 0.45), shake(ctx.fig(ev["figure"])) if ctx.fig(ev["figure"]) else tw.wait(0.4),
                  text(ctx, f"{ev['terrain']} -{ev['damage']}", at, HIT, dur=0.7, scale=15))


def anim_terrain_made(ctx, ev):
    cell = _cell(ev["cell"])
    at = ctx.pos(cell)
    col = TERRAIN_COLORS.get(ev["terrain"], GOLD)

    def add():   # show the new square now (the snap after the action keeps it)
        view = dict(ctx.table.view or ctx.before)
        view["terrain"] = list(view.get("terrain", [])) + [[cell[0], cell[1], ev["terrain"]]]
        ctx.table._show_terrain(view)
    return tw.seq(tw.par(ring(ctx, at, col, dur=0.4, r0=0.2, r1=0.6), flash(ctx, at + Vec3(0, 0.2, 0), col, 0.9)),
                  tw.call(add), tw.wait(0.1))


def anim_escaped(ctx, ev):
    _tell(ctx, ev)
    ent = ctx.fig(ev["figure"])
    at = _at(ctx, ev["figure"])
    return tw.par(grow(ent, 1.0, 0.05, 0.6), ring(ctx, at, C.EXIT_GLOW, dur=0.6),
                  text(ctx, "escapes!", at, C.EXIT_GLOW, dur=0.7, scale=15))


def anim_healed(ctx, ev):
    at = _at(ctx, ev["figure"])
    why = str(ev.get("why", "")).replace("_", " ")
    sh = f": SH {ev['sh']}" if ev.get("sh") is not None else ""     # None: not his side's
    return tw.par(ring(ctx, at, GOOD, dur=0.5), text(ctx, f"healed{sh}" + (f" ({why})" if why else ""),
                                                    at, GOOD, dur=0.7, scale=12))


# ------------------------------------------------------------------ magic

def spell_family(spell: str) -> str:
    try:
        from rules.gladiator.data import spells
        s = spells().get(spell)
    except Exception:      # the table still draws a spell the data does not know
        s = None
    t = getattr(s, "type", None) if s is not None else None
    if t in SPELL_COLORS:
        return t
    if spell.startswith("create_") or spell in ("wall_of_fire", "shadow_cloud"):
        return "terrain"
    if spell.startswith("summon"):
        return "summon"
    if spell.startswith("illusion") or spell == "image":
        return "illusion"
    return "special"


def anim_spell_cast(ctx, ev):
    caster = ev["figure"]
    a = _at(ctx, caster)
    ctx.follow(caster)
    fam = spell_family(ev["spell"])
    col = SPELL_COLORS[fam]
    name = pretty(ev["spell"])
    ctx.say(f"{_name(ctx, caster)} casts {name}: roll {ev['total']} vs {ev['target_number']}, "
            + ("cast" if ev["success"] else "it fails") + f", SH -{ev.get('cost', 0)}")
    glow = tw.par(ring(ctx, a, col, dur=0.45), bob(ctx.fig(caster), 0.15, 0.45),
                  text(ctx, name, a, col, dur=0.6, scale=13))
    dice = roll_result(ctx, ev.get("faces") or dice_faces(ev["total"]), ev["target_number"], ev["success"], a, "",
                       yes="cast", no="fails")
    if not ev["success"]:
        return tw.seq(glow, dice, tw.par(flash(ctx, a + Vec3(0, 1.0, 0), (0.5, 0.5, 0.5), 0.5),
                                         text(ctx, "fizzles", a, MISS, dur=0.45)))
    target = ev.get("target")
    cell = _cell(ev.get("cell"))
    dest = _at(ctx, target) if target else (ctx.pos(cell) if cell is not None else a)
    if ev.get("returned"):
        dest = a
    if ev["spell"] == "psychic_blast":      # a violet wave out to 5 squares
        psi = (0.85, 0.35, 1.0)
        effect = tw.par(ring(ctx, a, psi, dur=0.8, r0=0.5, r1=5.5), flash(ctx, a + Vec3(0, 0.5, 0), psi, 1.6, 0.5))
    elif ev["spell"] == "dazzle":
        effect = flash(ctx, a + Vec3(0, 1.2, 0), (1, 1, 1), 3.0, 0.5)
    elif fam in ("missile", "thrown") and (dest - a).length() > 0.1:
        effect = tw.seq(projectile(ctx, orb_model(col), a + Vec3(0, 0.8, 0), dest + Vec3(0, 0.6, 0), 0.4,
                                   spin=False, arc=0.4 if fam == "thrown" else 0.1),
                        flash(ctx, dest + Vec3(0, 0.6, 0), col, 0.9))
    else:
        effect = tw.par(ring(ctx, dest, col, dur=0.45, r0=0.2, r1=0.7), flash(ctx, dest + Vec3(0, 0.4, 0), col, 0.8))
    return tw.seq(glow, dice, effect)


def _apparition(ctx, ev, col, rise: bool = True) -> tw.Anim:
    """A figure that is not on the table yet (summoned, raised): its body rises out of a ring."""
    cell = _cell(ev["cell"])
    at = ctx.pos(cell)
    body = gfig.body_mesh(ev["race"], tuple(C.side_color(ev["side"])))
    e = ctx.effect(model=body.to_mesh(), position=at, scale=0.05,
                   rotation_y=ev.get("facing", 0) * 45.0)
    size = gfig.SIZE.get(ev["race"], 1.0) * FIGURE_SCALE
    return tw.par(ring(ctx, at, col, dur=0.6, r0=0.2, r1=0.8), flash(ctx, at + Vec3(0, 0.5, 0), col, 1.0, 0.5),
                  tw.Anim(0.6, lambda u: setattr(e, "scale", max(0.05, size * tw.smooth(u)))),
                  text(ctx, ev.get("name", ""), at, palette.mix(C.side_color(ev["side"]), (1, 1, 1), 0.4),
                       dur=0.7, scale=12))


def anim_raised(ctx, ev):
    ctx.follow(point=ctx.pos(_cell(ev["cell"])))
    return _apparition(ctx, ev, GOLD)


def anim_summoned(ctx, ev):
    ctx.follow(point=ctx.pos(_cell(ev["cell"])))
    how = ev.get("how", "summon")
    return _apparition(ctx, ev, SPELL_COLORS["illusion" if how in ("illusion", "image") else "summon"])


def anim_vanished(ctx, ev):
    ent = ctx.fig(ev["figure"])
    at = ctx.pos(_cell(ev.get("cell"))) if ev.get("cell") is not None else _at(ctx, ev["figure"])
    why = str(ev.get("why", "")).replace("_", " ")
    return tw.par(grow(ent, 1.0, 0.05, 0.45), flash(ctx, at + Vec3(0, 0.5, 0), SPELL_COLORS["illusion"], 0.9),
                  text(ctx, f"vanishes ({why})" if why else "vanishes", at, SPELL_COLORS["illusion"], dur=0.6, scale=11))


def anim_enchanted(ctx, ev):
    at = _at(ctx, ev["figure"])
    fam = spell_family(ev["spell"])
    col = SPELL_COLORS[fam]
    name = pretty(ev["spell"])
    words = f"{name} ends" if not ev.get("amount") else f"{name} {ev['amount']:+d}"
    return tw.par(ring(ctx, at, col, dur=0.45, r0=0.25, r1=0.55), text(ctx, words, at, col, dur=0.6, scale=12))


def anim_disbelieved(ctx, ev):
    at = _at(ctx, ev["figure"])
    parts = []
    if ev.get("roll") is not None:
        parts.append(roll_result(ctx, dice_faces(ev["roll"]), ev.get("target_number"),
                                 bool(ev.get("dispelled")), at, "", yes="sees through", no="believes"))
    gone = ev.get("dispelled")
    parts.append(tw.par(flash(ctx, at + Vec3(0, 0.9, 0), SPELL_COLORS["illusion"], 0.8),
                        text(ctx, "disbelieves" + (f": {_name(ctx, gone)} is an illusion" if gone else ""),
                             at, SPELL_COLORS["illusion"], dur=0.6, scale=11)))
    return tw.seq(*parts)


def anim_stats_seen(ctx, ev):
    at = _at(ctx, ev["figure"])
    n = len(ev.get("seen") or [])
    return tw.par(flash(ctx, at + Vec3(0, 1.2, 0), SPELL_COLORS["special"], 0.6),
                  text(ctx, f"ESP: sees {n} figure{'s' if n != 1 else ''}" if n else "ESP Stats", at,
                       SPELL_COLORS["special"], dur=0.6, scale=11))


def anim_game_over(ctx, ev):
    # the winners by their champions' names and rings round them where they stand (a film's
    # close-up saw "West wins" and a ring of three squares round the arena's middle)
    from scenes.games.gladiator.table import who_won
    from scenes.places import champion
    winners = ev.get("winners", [])
    won = who_won(ctx.before, winners)
    standing = [f for w in winners if (f := champion(ctx.before, w)) in ctx.table.figures]
    c = _at(ctx, standing[0]) if standing else Vec3(ctx.table.center)
    ctx.follow(point=c)
    col = C.side_color(winners[0]) if winners else MISS
    ctx.say(f"Game over: {won} ({ev.get('reason', '')})")
    return tw.par(float_text(ctx, won, c + Vec3(0, 0.6, 0),
                             palette.mix(col, (1, 1, 1), 0.3), dur=1.2, rise=0.3, scale=26),
                  *[ring(ctx, _at(ctx, f), GOLD, dur=1.0, r0=0.4, r1=1.1) for f in standing])


ANIMATIONS = {
    "turn_began": anim_turn_began, "initiative_rolled": anim_initiative_rolled,
    "first_chosen": anim_first_chosen, "moved": anim_moved, "turned": anim_turned,
    "move_reset": anim_move_reset, "move_ended": anim_move_ended,
    "action_phase_began": anim_action_phase_began, "declined": anim_declined,
    "waited": anim_waited, "attacked": anim_attacked, "wounded": anim_wounded,
    "item_dropped": anim_item_dropped, "items_changed": anim_items_changed, "fell": anim_fell,
    "kept_feet": anim_kept_feet, "evaded": anim_evaded, "went_prone": anim_went_prone,
    "stood_up": anim_stood_up, "hand_combat_tried": anim_hand_combat_tried,
    "disengaged": anim_disengaged, "reloaded": anim_reloaded,
    "terrain_damage": anim_terrain_damage, "terrain_made": anim_terrain_made,
    "escaped": anim_escaped, "healed": anim_healed, "disbelieved": anim_disbelieved,
    "spell_cast": anim_spell_cast, "raised": anim_raised, "game_over": anim_game_over,
    "summoned": anim_summoned, "vanished": anim_vanished, "enchanted": anim_enchanted,
    "stats_seen": anim_stats_seen,
}

# About how long each kind plays (record's progress bar).
ESTIMATE = {"attacked": 1.6, "spell_cast": 1.8, "moved": 0.25, "turned": 0.2, "initiative_rolled": 1.1,
            "hand_combat_tried": 1.4, "fell": 1.3, "kept_feet": 1.3, "game_over": 1.2, "turn_began": 0.6,
            "wounded": 0.5, "summoned": 0.7, "raised": 0.7}


# the sound each event makes at the live table (scenes/sound.py)
SOUNDS = {
    "moved": "step",
    "initiative_rolled": "dice",
    "attacked": lambda ev: "hit" if ev.get("hit") else "miss",
    "evaded": "miss",
    "fell": "hit",
    "hand_combat_tried": "blow",
    "spell_cast": "card",
    "game_over": "defeat",
}
