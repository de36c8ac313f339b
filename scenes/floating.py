"""The labels that float over figures (a name, a life bar, tokens) in stills and films: kept at a
readable size and apart (issue 17, part 3). A close-up brings the camera near, and a billboard
near the camera grows with it: Gladiator's names filled a third of the frame and overlapped.

`settle(table, avoid)` runs before a picture is taken: each label is shrunk to at most a few
per cent of the frame's height, and a name grown to at least `TEXT_LEAST` pixels (a whole
arena at 640x360 drew Gladiator's names 4 px high: a name no one can read names nobody), then
lifted out of the way of the labels below it and of the figures' faces, and hidden where it
would still lie over another label, a face or a caption (`avoid`: screen rectangles), a name
over another figure's body, or run off the frame. The next
call starts again from the table's own placement, so a film settles every frame.
"""
from __future__ import annotations

import math

from scenes import screenrects as sr

PARTS = ("label", "bar", "marks")      # a figure entity's floating parts, as tables name them
TEXT_HIGH, TEXT_WIDE = 0.045, 0.4      # words at most these shares of the frame's height, width (a wound's
#                                        words run to 35 letters: at 0.2 they were never grown)
TEXT_LEAST = 15.0                      # ...and at least this many pixels high (letters about 11)
PART_HIGH, PART_WIDE = 0.06, 0.14      # a bar or a row of tokens
FACE = 0.3                             # the top share of a standing figure that is its face
GAP = 2.0                              # pixels between labels at least
LEAD = 0.2                             # ...and between one over another, this share of its height
BODY_SHARE = 0.2                       # a name over this share of another figure's body names it
ROUNDS = 6


def parts(table) -> list[tuple[str, object]]:
    """(figure id, part) of every floating part shown."""
    out = []
    for fid, e in table.figures.items():
        if not getattr(e, "enabled", True):
            continue
        for name in PARTS:
            p = getattr(e, name, None)
            if p is not None and getattr(p, "enabled", False):
                out.append((fid, p))
    return out


def body_rects(table) -> dict[str, sr.Rect]:
    """Each standing figure as the eye sees it (its pillar)."""
    out = {}
    for fid in table.figures:
        r = sr.pillar_rect(table, fid)
        if r is not None and r[3] - r[1] > 2:
            out[fid] = r
    return out


def face_rects(table, bodies: dict | None = None) -> dict[str, sr.Rect]:
    """The top of each standing figure as the eye sees it (its pillar's top share)."""
    bodies = body_rects(table) if bodies is None else bodies
    return {fid: (r[0], r[1], r[2], r[1] + FACE * (r[3] - r[1])) for fid, r in bodies.items()}


def _over_another(q: sr.Rect, fid: str, bodies: dict) -> bool:
    """Does a name lie over another figure's body (a fifth of it or more)? In a film's close-up
    the dwarf GROM's name stood on Kord's chest, who stood behind him: it named Kord."""
    area = max(1.0, (q[2] - q[0]) * (q[3] - q[1]))
    return any(sr.overlap(q, b) > BODY_SHARE * area for o, b in bodies.items() if o != fid)


def _home(p) -> None:
    """Back to the table's own size and place (kept the first time a part is settled; the
    table's own change since then is its new home)."""
    mine = getattr(p, "_settled", None)
    now = (tuple(p.scale), p.y, p.x, p.z)
    if mine is not None:        # what the table set anew is its; the rest was settling's
        # (the table setting a name's height each show took the sideways push settling had
        # given it for its new home: Gladiator's names drifted two squares behind their figures)
        now = tuple(n if n != m else h for n, m, h in zip(now, mine, p._home))
        p.scale, p.y, p.x, p.z = now
    p._home = now


def _per_px(p) -> float:
    """World units per pixel at a part's distance from the camera (by the lens's vertical
    angle: Ursina's camera.fov is the horizontal one, which made every lift 1.8 times too high)."""
    from ursina import camera, window
    d = (p.world_position - camera.world_position).length()
    return 2 * d * math.tan(math.radians(camera.lens.getFov()[1] / 2)) / max(1, window.size[1])


def _own_per_px(p) -> float:
    """The part's own y units per pixel at its distance (what a lift in pixels moves its y by)."""
    return _per_px(p) / max(1e-6, _world_scale_y(p))


def settle(table, avoid=(), extra=()) -> list:
    """Size and place the floating parts for the frame about to be drawn, and `extra` words
    that float over the table a moment (an animation's "miss", "keeps his feet"); returns the
    parts it had to hide."""
    from ursina import window
    w_px, h_px = window.size
    for p in getattr(table, "_floating_hidden", ()):      # hidden for the last frame only
        if not p.is_empty():
            p.show()
    shown = parts(table) + [("", p) for p in extra if getattr(p, "enabled", False) and not p.is_empty()]
    for _, p in shown:
        _home(p)
        r = sr.entity_rect(p)
        if r is None:
            continue
        text = hasattr(p, "text")
        most = (TEXT_HIGH * h_px, TEXT_WIDE * w_px) if text else (PART_HIGH * h_px, PART_WIDE * w_px)
        fits = min(most[0] / max(1.0, r[3] - r[1]), most[1] / max(1.0, r[2] - r[0]))
        k = min(fits, max(1.0, TEXT_LEAST / max(1.0, r[3] - r[1]))) if text else min(1.0, fits)
        if k != 1.0:
            p.scale = tuple(s * k for s in p.scale)
    bodies = body_rects(table)
    faces = face_rects(table, bodies)
    hidden = []
    _lift(shown, faces.values())
    hidden += _scenery_under(table, list(avoid), w_px, h_px)
    final = [(fid, p, sr.entity_rect(p)) for fid, p in shown]
    final = sorted((x for x in final if x[2] is not None), key=lambda x: -x[2][3])
    kept: list = []
    blocked = list(avoid) + list(faces.values())

    def clear(q, fid=""):
        return not _cut(q, w_px, h_px) and not any(sr.overlap(q, b) > 0 for b in blocked) \
            and not any(sr.overlap(_grown(q, True) if fid and named else q, b) > 0 for b, named in kept) \
            and not (fid and _over_another(q, fid, bodies))
    # a name or bar over a figure the frame cuts away names a sliver of him
    off = {fid for fid, _, _ in final
           if fid and _mostly_off(sr.pillar_rect(table, fid, beyond=True), w_px, h_px)}
    for fid, p, r in final:        # NodePath.hide: the tables' own `enabled` stays theirs
        name = bool(fid) and hasattr(p, "text")
        if fid in off:
            r = None
        elif not clear(r, fid if name else ""):
            r = _beside(p, lambda q, f=fid: clear(q, f), [_grown(k, named) for k, named in kept],
                        bodies.get(fid)) if name else None
        if r is None:
            p.hide()
            hidden.append(p)
        else:
            kept.append((r, name))
    for fid, p in shown:
        p._settled = (tuple(p.scale), p.y, p.x, p.z)
        _leader(p, fid and hasattr(p, "text") and p not in hidden)
    table._floating_hidden = hidden
    return hidden


def _lift(shown, obstacles=(), movable=lambda p: True) -> None:
    """Lift each movable part over the parts lower on the screen and the `obstacles` (screen
    rectangles) it runs into; lowest on the screen first: each label keeps its place unless
    one below it is in the way."""
    for _ in range(ROUNDS):
        moved = False
        rects = [(fid, p, sr.entity_rect(p)) for fid, p in shown]
        rects = [x for x in rects if x[2] is not None]
        rects.sort(key=lambda x: -x[2][3])
        for i, (fid, p, r) in enumerate(rects):
            if not movable(p):
                continue
            text = hasattr(p, "text")
            under = [(q, hasattr(o, "text")) for _, o, q in rects[:i]] + [(q, False) for q in obstacles]
            clash = [(q, t) for q, t in under if sr.overlap(_grown(r, text and t), q) > 0]
            if clash:
                lead = _lead(r) if text and any(t for _, t in clash) else GAP
                p.y += (r[3] - min(q[1] for q, _ in clash) + lead) * _own_per_px(p)
                moved = True
        if not moved:
            break


def _cut(r, w_px: float, h_px: float) -> bool:
    """Does the frame's edge cut the rectangle?"""
    return r[0] < 0 or r[1] < 0 or r[2] > w_px or r[3] > h_px


def _mostly_off(body, w_px: float, h_px: float) -> bool:
    """Is more than half of a figure's body (its pillar, projected beyond the frame too)
    outside the frame? In the Master's highlights KUZMA's name stood at the bottom edge over the
    top of his helmet, the rest of him cut away."""
    if body is None:
        return False
    area = (body[2] - body[0]) * (body[3] - body[1])
    return area > 0 and sr.overlap(body, (0, 0, w_px, h_px)) < 0.5 * area


def _scenery_under(table, avoid: list, w_px: float, h_px: float) -> list:
    """Hide, for this frame, the words the table itself sets in the scene (`scenery_labels`:
    Morituri's direction numbers over its rim) where a caption or panel covers them or the
    frame cuts them: a "2" peeping from under the caption and a "5" from under the winner's
    banner were read as part of them."""
    out = []
    for p in getattr(table, "scenery_labels", ()):
        if p.is_empty() or p.isHidden():
            continue
        r = sr.entity_rect(p)
        if r is not None and (_cut(r, w_px, h_px) or any(sr.overlap(r, a) > 0 for a in avoid)):
            p.hide()
            out.append(p)
    return out


def _beside(p, clear, near: list, body=None):
    """A place for a name that found no room above its figure (at Gladiator's round 2 at
    640x360 the top of three names lay under the caption and was hidden): beside where it
    stands, or lower, toward its own figure, nearest first, down to its head (`body`: its
    screen rectangle; Varg's name, over his hourglass, lay off the frame's top and was hidden);
    the rectangle, or None (put back)."""
    r0 = sr.entity_rect(p)
    if r0 is None:
        return None
    w, h = r0[2] - r0[0], r0[3] - r0[1]
    lift = (p.y - p._home[1]) / _own_per_px(p)                 # pixels above its home
    if body is not None:
        lift = max(lift, body[1] - GAP - r0[3])
    start, per = (p.x, p.y, p.z), _per_px(p)
    right = _screen_right(p)
    downs = (0.0, 1.2, 2.4, 3.6, lift / max(1.0, h))           # ...the last: right over its head
    tries = sorted(((dx, dy) for dx in (0.0, -0.6, 0.6, -1.1, 1.1) for dy in downs
                    if (dx or dy) and dy * h <= lift + 0.01),
                   key=lambda t: (abs(t[0]) * w + t[1] * h, t[0]))
    if body is not None:
        # last, beside its head, chest or legs, clear of its body: Varg on the far row of a whole
        # arena at 640x360 stood just under the caption, no room above him, and went nameless
        side = 0.5 + ((body[2] - body[0]) / 2 + 2 * GAP) / max(1.0, w)
        high = body[3] - body[1]
        tries += sorted(((dx, (lift + k * high) / max(1.0, h)) for dx in (-side, side)
                         for k in (0.15, 0.3, 0.45, 0.6, 0.8)), key=lambda t: (t[1], t[0]))
    for dx, dy in tries:
        p.x = start[0] + right[0] * dx * w * per
        p.z = start[2] + right[2] * dx * w * per
        p.y = start[1] + right[1] * dx * w * per - dy * h * _own_per_px(p)
        r = sr.entity_rect(p)
        if r is not None and clear(r) and not any(sr.overlap(r, q) > 0 for q in near):
            return r
    p.x, p.y, p.z = start
    return None


def _screen_right(p):
    """The screen's right as a vector in the part's own space (a world unit long)."""
    from ursina import camera, scene
    return p.parent.getRelativeVector(scene, camera.right)


def _leader(p, name: bool) -> None:
    """A thin line from a figure up to its name where settling lifted the name well above it or
    moved it aside (Gladiator's 'Giant Beetle' stood over the next square's trap, two names
    higher)."""
    from ursina import Entity, Mesh, color
    line = getattr(p, "_leader", None)
    r = sr.entity_rect(p) if name else None
    _, home_y, home_x, home_z = p._home
    per = _own_per_px(p)
    aside = math.hypot(p.x - home_x, p.z - home_z) / per if r is not None else 0.0
    if r is None or ((p.y - home_y) / per < 1.5 * (r[3] - r[1]) and aside < 0.5 * (r[2] - r[0])):
        if line is not None:
            line.enabled = False
        return
    half = 0.5 * (r[3] - r[1]) * per
    end = [p.x, p.y - half, p.z]
    if aside >= 0.5 * (r[2] - r[0]):      # moved aside: to the near end of its words
        right = _screen_right(p)
        side = (p.x - home_x) * right[0] + (p.z - home_z) * right[2]
        k = -math.copysign(0.4 * (r[2] - r[0]) * _per_px(p), side)
        end = [end[0] + right[0] * k, end[1] + right[1] * k, end[2] + right[2] * k]
    ends = [(home_x, _head_top(p, home_y), home_z), tuple(end)]
    if line is None:
        line = p._leader = Entity(parent=p.parent, color=color.rgba(1, 1, 1, 0.7))
    line.model = Mesh(vertices=ends, mode="line", thickness=1.5)
    line.enabled = True


def _head_top(p, home_y: float) -> float:
    """Where a name's line starts: the top of its own figure's body, in the name's parent's
    space (from the name's home over tokens or an hourglass, the line began over the figure
    standing behind), else the name's home."""
    body = getattr(p.parent, "body", None)
    b = body.getTightBounds(p.parent) if body is not None and not body.is_empty() else None
    return min(home_y, b[1].y) if b else home_y


def readable(table) -> None:
    """The live table: each name between TEXT_LEAST pixels and TEXT_HIGH of the window high, as
    the camera zooms (at Gladiator's whole arena, 1280x720, names were 8 px), from the size the
    table gave it; and names side by side lifted apart (`_apart`). The live table hides none."""
    from ursina import window
    most = TEXT_HIGH * window.size[1]
    for _, p in parts(table):
        if not hasattr(p, "text"):
            continue
        if tuple(p.scale) != getattr(p, "_readable", None):      # the table's own size (again)
            p._own_scale = tuple(p.scale)
        r = sr.entity_rect(p)
        if r is None or r[3] - r[1] < 0.5:
            continue
        high = (r[3] - r[1]) * p._own_scale[1] / p.scale[1]        # at the table's own size
        k = min(max(1.0, TEXT_LEAST / high), most / high)
        p.scale = tuple(v * k for v in p._own_scale)
        p._readable = tuple(p.scale)
    _apart(table)


def _apart(table) -> None:
    """Live, a name that runs into another's, or into a bar or tokens lower on the screen, goes
    up over it (Gladiator's Ugluk stepped behind Grim: "UglukGrim" read as one word), from the
    table's own height each time, so it comes down again when they part."""
    shown = parts(table)
    for _, p in shown:
        if hasattr(p, "text"):
            if getattr(p, "_apart_y", None) != p.y:           # the table's own height (again)
                p._apart_home = p.y
            p.y = p._apart_home
    _lift(shown, movable=lambda p: hasattr(p, "text"))
    for _, p in shown:
        if hasattr(p, "text"):
            p._apart_y = p.y


def _grown(r, lead: bool = False):
    """Side by side two words need a space's width between them, not two pixels (a Gladiator
    still read "ThorJune"); one name over another (`lead`), a line's leading (the Master's film
    stacked HUNGER a pixel under DESPAIR, GROM on Kord: they read as one word). A life bar
    keeps its two pixels: with more, the Weaponmaster's bar under the Shadow's was hidden."""
    side, up = max(GAP, 0.6 * (r[3] - r[1])), (_lead(r) if lead else GAP)
    return (r[0] - side, r[1] - up, r[2] + side, r[3] + up)


def _lead(r) -> float:
    """The pixels kept between a name and the one above or below it."""
    return max(GAP, LEAD * (r[3] - r[1]))


def _world_scale_y(p) -> float:
    """How much a unit of the part's own y is in the world (its parents' scale)."""
    parent = p.parent
    return abs(parent.world_scale_y) if parent is not None else 1.0


def rects(table) -> list[tuple[str, sr.Rect]]:
    """The screen rectangles of the floating parts shown (for tests and reports)."""
    return [(fid, r) for fid, p in parts(table) if not p.isHidden() and (r := sr.entity_rect(p)) is not None]
