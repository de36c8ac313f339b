"""The director (issue 17, part 1): every figure an event names is in frame, none hides another,
and a close-up makes a figure at least a sixth of the frame's height; in every game's shipped
film."""
from __future__ import annotations

import pytest
from ursina import Vec3

from scenes.director import PITCH_CLOSE, involved
from tests.scenes.conftest import ROOT

SAVES = ["ninja-arena-model-scenario.json", "morituri-barbarian-vs-killer.json", "chaos-arena-example.json",
         "gladiator-solo-grim.json", "ceremony-duel-example.json"]


def test_the_figures_an_event_names_are_found_in_any_field():
    figures = {"g1": 1, "g2": 2, "pain": 3}
    ev = {"kind": "attack", "figure": "g1", "target": "g2", "weapon": "sword", "by": ["pain", "x"]}
    assert involved(ev, figures) == ["g1", "g2", "pain"]
    assert involved({"kind": "round_started", "round": 2}, figures) == []


@pytest.mark.parametrize("save", SAVES)
def test_every_close_up_frames_its_figures_whole_unhidden_and_large(fresh, save):
    from scenes import screenrects as sr
    from scenes import stage
    from scenes.capture import film
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / save))
    scene, player = film(src, 10, (640, 360))
    d = player.director
    w, h = 640, 360
    checked = 0
    for step in src.steps:
        if checked >= 6:
            break
        for ev in step.events:
            pose = d.shot(ev)
            fids = [f for f in involved(ev, scene.table.figures)]
            if pose is None or pose.pitch != PITCH_CLOSE or len(fids) < 2:
                continue
            d.direct(ev, cut=True)
            stage.step(fresh, 1)
            rects = sr.body_rects(scene.table)
            boxes = [rects[f] for f in fids[:2] if f in rects]
            assert len(boxes) == 2, (save, ev)
            for x0, y0, x1, y1 in boxes:
                assert x0 >= 0 and y0 >= 0 and x1 <= w and y1 <= h, (save, ev, boxes)
            assert max(y1 - y0 for _, y0, _, y1 in boxes) >= h / 6, (save, ev, boxes)  # a sixth
            a, b = [sr.pillar_rect(scene.table, f) for f in fids[:2]]
            smaller = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
            assert sr.overlap(a, b) < 0.5 * smaller, (save, ev, a, b)  # neither hides the other
            checked += 1
        scene.show(step.view)
    assert checked, save


def test_the_camera_looks_past_the_walls_of_the_master_of_ceremonies_arena(fresh):
    """Seen in a film: a wound by the gate was filmed from outside the west wall, the fighters
    half behind its stones. The table names its walls and gate towers (`occluders`); of the
    director's close-ups the one that sees every head and waist over them is taken."""
    from scenes.capture import film
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "ceremony-masters-actions.stage.json"))
    scene, player = film(src, 10, (640, 360))
    d = player.director
    assert len(scene.table.occluders) == 7            # three walls, two halves of the gate's, 2 towers
    seen = 0
    for step in src.steps:
        for ev in step.events:
            fids = involved(ev, scene.table.figures)
            pose = d.shot(ev)
            if pose is None or pose.pitch == 55.0 or len(fids) not in (1, 2):
                continue
            pts = [d._world(scene.table.figure_pos(f)) for f in fids]
            raised = [(min(a.x, b.x), min(a.z, b.z), max(a.x, b.x), max(a.z, b.z), a.y)
                      for a, b in ((d._world(Vec3(x0, t, z0)), d._world(Vec3(x1, t, z1)))
                                   for x0, z0, x1, z1, t in scene.table.occluders)]
            assert d._hidden(pose, pts, d._height(fids), raised) == 0, ev
            seen += 1
        scene.show(step.view)
    assert seen >= 5
