"""Run as a program (`python tests/scenes/still_probe.py 1280 720`): for one shipped save of
every game, a still's establishing shot (the director's whole arena) and a close-up of its first
blow, offscreen at that size, with the HUD `render` uses there; prints as JSON lines the board
cells a panel covers, the text heights, and the floating labels that overlap. With a save and a
round after the size (`still_probe.py 640 360 SAVE ROUND`), the still of that round's end and
the screen rectangles of the names shown over its figures, one JSON line. tests/scenes/
test_stills.py runs it per size (one Ursina app per process, its size fixed when made)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SAVES = {"ninja-arena": "ninja-arena-model-scenario.json", "morituri": "morituri-barbarian-vs-killer.json",
         "gladiator": "gladiator-solo-grim.json", "chaos-arena": "chaos-arena-example.json",
         "ceremony": "ceremony-duel-example.json"}


def board_points(table):
    """Every cell's centre and its four corners (half a cell each way), in the world."""
    from ursina import Vec3, scene
    half = 0.5 * getattr(table, "cell_size", 1.0)
    out = []
    for c in table.cells(table.view):
        p = table.world(c)
        for dx, dz in ((0, 0), (-half, -half), (half, half), (-half, half), (half, -half)):
            q = p + Vec3(dx, 0, dz)
            out.append(scene.getRelativePoint(table.root, q) if getattr(table, "root", None) else q)
    return out


def look(app, ruleset: str, w: int, h: int) -> dict:
    from scenes import floating, stage, screenrects as sr
    from scenes.capture import compose_still
    from scenes.table import PackScene
    from scenes.timeline import load_source
    stage.clear_scene()
    src = load_source(str(ROOT / "saves" / SAVES[ruleset]))
    hud = "compact" if h < 500 else "full"
    out = {"ruleset": ruleset, "size": [w, h], "hud": hud}
    # the establishing shot: the set-up
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False, hud=hud)
    compose_still(scene, src, (0, None))
    stage.step(app, 2)
    rects = [r for _, r in sr.ui_rects()]
    pts = [stage.project(p) for p in board_points(scene.table)]
    out["board_points"] = len(pts)
    out["off_frame"] = sum(1 for p in pts if p is None)
    out["under_panels"] = sum(1 for p in pts if p is not None and any(
        r[0] <= p[0] <= r[2] and r[1] <= p[1] <= r[3] for r in rects))
    heights = [_line_px(t) for t in _texts() if str(t.text).strip()]
    out["smallest_text"] = round(min(h for h in heights if h > 0), 1) if heights else None
    # a close-up of the first blow
    stage.clear_scene()
    at = next(((s.round, None) for s in src.steps if any("attack" in e["kind"] or e["kind"] in ("combat", "shot")
                                                          for e in s.events)), None)
    before = src.moment(at)[0]
    scene = PackScene(src.module, src.setup, before, "default", interactive=False, show_help=False, hud=hud)
    compose_still(scene, src, at)
    stage.step(app, 2)
    shown = floating.rects(scene.table)
    faces = floating.face_rects(scene.table)
    ui = [r for _, r in sr.ui_rects()]
    out["labels"] = len(shown)
    out["label_overlaps"] = [(a, b) for i, (a, r) in enumerate(shown) for b, q in shown[i + 1:] if sr.overlap(r, q)]
    out["labels_on_faces"] = [(a, b) for a, r in shown for b, q in faces.items() if sr.overlap(r, q)]
    out["labels_under_captions"] = [a for a, r in shown if any(sr.overlap(r, q) for q in ui)]
    return out


def _texts():
    from ursina import Text, camera

    def walk(e):
        if not getattr(e, "enabled", True):
            return
        if isinstance(e, Text):
            yield e
        for c in list(e.children):
            yield from walk(c)
    for c in list(camera.ui.children):
        yield from walk(c)


def _line_px(t) -> float:
    """A text's size in pixels: its font's em (the text node's scale against the frame's
    height, which camera.ui spans as one unit)."""
    from ursina import camera, window
    return abs(t.text_node_path.getScale(camera.ui)[2]) * window.size[1]


def names_at(save: str, rnd: int, h: int) -> list:
    """The names shown over the figures in the still of round `rnd`'s end of `save`."""
    from scenes import screenrects as sr
    from scenes.capture import compose_still
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(save)
    scene = PackScene(src.module, src.setup, src.moment((rnd, None))[0], "default", interactive=False,
                      show_help=False, hud="compact" if h < 500 else "full")
    compose_still(scene, src, (rnd, None))
    return [sr.entity_rect(e.label) for e in scene.table.figures.values()
            if getattr(e, "label", None) is not None and e.label.enabled and not e.label.isHidden()]


def main() -> None:
    from rules import registry
    from scenes import stage
    w, h = int(sys.argv[1]), int(sys.argv[2])
    app = stage.make_app(offscreen=True, size=(w, h))
    if len(sys.argv) > 4:
        print(json.dumps(names_at(sys.argv[3], int(sys.argv[4]), h)), flush=True)
        return
    for ruleset in registry.KNOWN:
        print(json.dumps(look(app, ruleset, w, h)), flush=True)


if __name__ == "__main__":
    main()
