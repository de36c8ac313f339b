"""Where things fall on the screen, in pixels from the top-left: the panels drawn over the table
(everything visible under camera.ui), the board's centre and each figure, as rectangles
(x0, y0, x1, y1). The layout rule (issue 16, part 5) is that no panel covers the board's centre
or the player's own figures; `covering` names the panels that break it, and panels use
`free_spot` to find a place that does not.
"""
from __future__ import annotations

from dataclasses import dataclass

Rect = tuple[float, float, float, float]


def _size() -> tuple[int, int]:
    from ursina import window
    w, h = window.size
    return int(w), int(h)


def ui_to_px(x: float, y: float) -> tuple[float, float]:
    """A camera.ui point (y -0.5 bottom .. 0.5 top, x over the aspect) in pixels."""
    from ursina import window
    w, h = _size()
    return ((x / window.aspect_ratio + 0.5) * w, (0.5 - y) * h)


def px_to_ui(px: float, py: float) -> tuple[float, float]:
    from ursina import window
    w, h = _size()
    return ((px / w - 0.5) * window.aspect_ratio, 0.5 - py / h)


def _bounds(nodepath, root) -> Rect | None:
    b = nodepath.getTightBounds(root)
    if not b:
        return None
    lo, hi = b
    (x0, y1), (x1, y0) = ui_to_px(lo.x, lo.y), ui_to_px(hi.x, hi.y)
    if x1 - x0 < 1 or y1 - y0 < 1:
        return None
    return (x0, y0, x1, y1)


def ui_rect(e) -> Rect | None:
    """A camera.ui entity's rectangle (a button: what a click must reach)."""
    from ursina import camera
    return _bounds(e, camera.ui)


def _name(e) -> str:
    """A quad's name for a report: its own class, or the nearest ancestor's that is not a plain
    Entity (the panel it belongs to)."""
    from ursina import Entity, camera
    p = e
    while p is not None and p is not camera.ui and type(p) is Entity:
        p = p.parent
    owner = type(p).__name__ if p is not None and p is not camera.ui else "Entity"
    return owner if p is e else f"{owner} part"


def text_rect(t) -> Rect | None:
    """A camera.ui text's rectangle: every line of it (a wrapped text is a node a line, and
    its `text_node_path` only the last, often empty: a wrapped caption measured as nothing)."""
    from ursina import camera
    return union([r for n in getattr(t, "text_nodes", ()) if (r := _bounds(n, camera.ui)) is not None])


def union(rects: list[Rect]) -> Rect | None:
    """The rectangle around them all (None: none)."""
    if not rects:
        return None
    return (min(r[0] for r in rects), min(r[1] for r in rects),
            max(r[2] for r in rects), max(r[3] for r in rects))


def ui_rects(skip=()) -> list[tuple[str, Rect]]:
    """Every visible quad, button and text line over the table, with a name to report it by.
    Entities in `skip` (and their children) are left out."""
    from ursina import Text, camera
    out = []
    skip_ids = {id(s) for s in skip}

    def walk(e):
        if id(e) in skip_ids or not getattr(e, "enabled", True) or e.getColorScale()[3] < 0.5:
            return                  # (a see-through panel covers nothing: `clear_figures`)
        if isinstance(e, Text):
            if str(e.text).strip():
                r = text_rect(e)
                if r is not None:
                    out.append((f"text {str(e.text).strip()[:30]!r}", r))
        elif getattr(e, "model", None) is not None and e.color is not None and e.color[3] > 0.05:
            r = _bounds(e.model, camera.ui)
            if r is not None:
                out.append((_name(e), r))
        for c in list(e.children):
            walk(c)

    for c in list(camera.ui.children):
        walk(c)
    return out


def outside(rects: list[tuple[str, Rect]], slack: float = 2.0) -> list[str]:
    """The names of the rectangles that run past the window's edges (cut off where a person
    cannot read or press them)."""
    w, h = _size()
    return sorted({n for n, (x0, y0, x1, y1) in rects
                   if x0 < -slack or y0 < -slack or x1 > w + slack or y1 > h + slack})


def covered_left(rects: list[Rect] | None = None, deep: float = 0.34) -> float:
    """The share of the frame's width that panels cover down its left side: the right edge of
    the panels that start at the left edge and reach lower than `deep` of the height (a column
    of sheets, not a few rows at the top)."""
    w, h = _size()
    rects = [r for _, r in ui_rects()] if rects is None else rects
    column = [r for r in rects if r[0] < 0.05 * w and r[2] < 0.5 * w]
    if not column or max(r[3] for r in column) < deep * h:
        return 0.0
    return max(r[2] for r in column) / w


SEE_THROUGH = 0.22        # the alpha of a panel over one of the person's own figures


def clear_figures(roots, figures: list[Rect], least: float = 0.15) -> list:
    """The layout rule when a figure walks (or the camera turns) under a panel: each of `roots`
    that covers one of `figures` turns see-through, and solid again once clear. Returns the
    roots now see-through."""
    from panda3d.core import TransparencyAttrib
    faded = []
    for root in roots:
        if root is None or (hasattr(root, "is_empty") and root.is_empty()):
            continue
        r = ui_rect(root)
        over = r is not None and any(covering(f, [("panel", r)], least) for f in figures)
        alpha = SEE_THROUGH if over else 1.0
        if abs(root.getColorScale()[3] - alpha) > 1e-3:
            root.setTransparency(TransparencyAttrib.MAlpha)
            root.setAlphaScale(alpha)
        if over:
            faded.append(root)
    return faded


def world_rect(points) -> Rect | None:
    """The screen rectangle around world points (those in front of the camera)."""
    from scenes.stage import project
    return _around([p for p in (project(q) for q in points) if p is not None])


def _around(px: list) -> Rect | None:
    """The rectangle around pixel points (None: none)."""
    if not px:
        return None
    xs, ys = [p[0] for p in px], [p[1] for p in px]
    return (min(xs), min(ys), max(xs), max(ys))


@dataclass(frozen=True)
class Fit:
    """Where points projected on the screen lie against a free rectangle of it: what a camera
    that frames them (the table's view, the film's whole arena) moves and zooms by."""
    box: Rect       # around the points
    grow: float     # the box's size over the free rectangle's, in its tighter direction (>1: too big)
    dx: float       # pixels from the box's centre to the free rectangle's
    dy: float
    across: bool    # within the free columns (1 pixel's slack)
    down: bool      # within the free rows


def fit(px: list, free: Rect) -> Fit | None:
    """How the pixel points `px` sit in `free` (None: no point)."""
    box = _around(px)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    fx0, fy0, fx1, fy1 = free
    return Fit(box, max((x1 - x0) / (fx1 - fx0), (y1 - y0) / (fy1 - fy0)),
               ((fx0 + fx1) - (x0 + x1)) / 2, ((fy0 + fy1) - (y0 + y1)) / 2,
               x0 >= fx0 - 1 and x1 <= fx1 + 1, y0 >= fy0 - 1 and y1 <= fy1 + 1)


def entity_rect(entity) -> Rect | None:
    """The screen rectangle of a figure (its drawn geometry, every child), its floating labels
    as the eye sees them (`billboard_rect`)."""
    from ursina import scene
    if is_billboard(entity):
        return billboard_rect(entity)
    labels = [n for n in entity.findAllMatches("**") if is_billboard(n)]
    for n in labels:            # the bounds would count them unturned (`billboard_rect`)
        n.stash()
    try:
        b = entity.getTightBounds(scene)
    finally:
        for n in labels:
            n.unstash()
    rects = [r for r in (billboard_rect(n) for n in labels if not n.isHidden()) if r is not None]
    if b:
        lo, hi = b
        r = world_rect([(x, y, z) for x in (lo.x, hi.x) for y in (lo.y, hi.y) for z in (lo.z, hi.z)])
        if r is not None:
            rects.append(r)
    return union(rects)


def is_billboard(nodepath) -> bool:
    """Does it turn to face the eye (Ursina's `billboard=True`)?"""
    from panda3d.core import BillboardEffect
    return nodepath.node().hasEffect(BillboardEffect.getClassType())


def billboard_rect(nodepath) -> Rect | None:
    """A label that turns to face the eye, where it is drawn. Its bounds in the world are those
    of the unturned words (seen edge-on from the side, a name measured 10 px wide and 100 high
    while it was drawn 82 wide and 14 high, and was shrunk to a third of its size for it): its
    own width and height are laid along the camera's right and up instead."""
    from ursina import camera, scene
    from scenes.stage import project
    # a text's words only, not the plate behind them (the Master of Ceremonies' wound words
    # measured twice their letters' height and were never grown)
    parts = getattr(nodepath, "text_nodes", None) or [nodepath]
    bounds = [b for b in (n.getTightBounds(nodepath) for n in parts) if b]
    if not bounds:
        return None
    lo = type(bounds[0][0])(*(min(b[0][i] for b in bounds) for i in range(3)))
    hi = type(bounds[0][1])(*(max(b[1][i] for b in bounds) for i in range(3)))
    right, up = camera.getQuat(scene).getRight(), camera.getQuat(scene).getUp()
    at = nodepath.getPos(scene)
    sx, sy, _ = nodepath.getScale(scene)        # the words' own x across, y up
    px = [project(at + right * (x * sx) + up * (y * sy), beyond=True)
          for x in (lo.x, hi.x) for y in (lo.y, hi.y)]
    return None if any(p is None for p in px) else _around(px)


def figure_rects(table) -> dict[str, Rect]:
    """The screen rectangle of every figure on the table (those shown), by id."""
    out = {}
    for fid, e in table.figures.items():
        r = entity_rect(e) if getattr(e, "enabled", True) else None
        if r is not None:
            out[fid] = r
    return out


def body_rects(table) -> dict[str, Rect]:
    """Each figure's body alone on the screen (without its base, bar, weapon or labels): what
    hides, or is hidden by, another figure."""
    out = {}
    for fid, e in table.figures.items():
        body = getattr(e, "body", None) or e
        r = entity_rect(body) if getattr(e, "enabled", True) else None
        if r is not None:
            out[fid] = r
    return out


def pillar_rect(table, fid, width: float = 0.45, beyond: bool = False) -> Rect | None:
    """A figure as the eye sees it standing: from its feet to the top of its body, `width` of
    its height wide, around its own axis (a box of projected bounding-box corners is much wider
    than the figure once it turns: too wide to say whether one figure hides another); None when
    its feet or head are off the frame, unless `beyond` (then None only behind the camera)."""
    from ursina import Vec3, scene
    e = table.figures.get(fid)
    if e is None or not getattr(e, "enabled", True):
        return None
    b = (getattr(e, "body", None) or e).getTightBounds(scene)
    if not b:
        return None
    foot = Vec3(*scene.getRelativePoint(getattr(table, "root", scene), table.figure_pos(fid)))
    top = foot + Vec3(0, b[1].y - foot.y, 0)
    from scenes.stage import project
    p0, p1 = project(foot, beyond), project(top, beyond)
    if p0 is None or p1 is None:
        return None
    h = abs(p0[1] - p1[1])
    cx = (p0[0] + p1[0]) / 2
    return (cx - width * h / 2, min(p0[1], p1[1]), cx + width * h / 2, max(p0[1], p1[1]))


def board_rect(table) -> Rect | None:
    """The screen rectangle around the board's cells (the table's root may turn them)."""
    from ursina import scene
    root = getattr(table, "root", None)
    pts = table.board_corners(table.view)
    return world_rect([scene.getRelativePoint(root, p) for p in pts] if root is not None else pts)


def board_centre_rect(table, share: float = 0.12) -> Rect | None:
    """The middle of the board: a square of `share` of the board's size each side of its centre,
    on the floor."""
    c, d = table.center, share * table.size
    return world_rect([(c.x + dx, 0.0, c.z + dz) for dx in (-d, d) for dz in (-d, d)])


def overlap(a: Rect, b: Rect) -> float:
    """The area two rectangles share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def covering(target: Rect, rects, least: float = 0.04) -> list[str]:
    """The panels that cover more than `least` of `target`'s area."""
    area = max(1.0, (target[2] - target[0]) * (target[3] - target[1]))
    return [name for name, r in rects if overlap(target, r) > least * area]


def free_spot(size_px: tuple[float, float], candidates, avoid) -> tuple[float, float]:
    """Of the candidate top-left corners (pixels), the one whose rectangle of `size_px` covers
    least of the `avoid` rectangles, each a rect or (rect, weight) (the first of equals), kept
    inside the window."""
    return best_spot(size_px, candidates, avoid)[1]


def best_spot(size_px: tuple[float, float], candidates, avoid) -> tuple[float, tuple[float, float]]:
    """free_spot's choice with what it covers (the weighted area): to compare sizes too."""
    w, h = _size()
    weighted = [a if len(a) == 2 else (a, 1.0) for a in avoid]

    def cost(p):
        x = min(max(p[0], 0), w - size_px[0])
        y = min(max(p[1], 0), h - size_px[1])
        r = (x, y, x + size_px[0], y + size_px[1])
        return sum(k * overlap(r, a) for a, k in weighted), (x, y)

    return min((cost(p) for p in candidates), key=lambda c: c[0])
