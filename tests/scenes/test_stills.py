"""Stills that show the moment (issue 17, parts 2 and 3): the main event held mid-effect, its
caption in words, the labels over figures readable and apart, clear of faces and captions."""
from __future__ import annotations

import sys

import pytest

from tests.scenes.conftest import ROOT


def _still(save: str, at, camera="auto"):
    from scenes.capture import compose_still
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / save))
    before = src.moment(at)[0]
    scene = PackScene(src.module, src.setup, before, "default", interactive=False, show_help=False)
    title = compose_still(scene, src, at, camera)
    return src, scene, title


def test_a_still_holds_the_arrow_in_flight_between_the_archer_and_his_target(fresh):
    from scenes.player import PackCtx
    made = []
    real = PackCtx.effect

    def spy(self, **kw):
        e = real(self, **kw)
        made.append(e)
        return e
    PackCtx.effect = spy
    try:
        src, scene, title = _still("chaos-arena-shooting.stage.json", (3, None))
    finally:
        PackCtx.effect = real
    shot = next(e for s in src.steps if s.round == 3 for e in s.events if e["kind"] == "shot")
    a, b = scene.table.figure_pos(shot["archer"]), scene.table.figure_pos(shot["target"])
    flying = [e for e in made if not e.is_empty() and e.enabled and not getattr(e, "die", False)]   # (the roll's dice lie by)
    assert flying, "nothing in flight"
    p = flying[0].position
    assert (p - a).length() > 0.3 and (p - b).length() > 0.3
    assert (p - a).length() < (b - a).length()                       # on its way, not past
    # and the caption says who shot whom, in names
    assert "Evil Archer 1 shoots at Good Warrior 2" in scene.hud.said


def test_a_still_of_a_blow_catches_the_attacker_mid_lunge(fresh):
    from ursina import Vec3
    src, scene, _ = _still("ninja-arena-model-scenario.json", (1, 2))
    shadow = scene.table.figures["shadow"]
    home = scene.table.world(next(f for f in src.moment((1, 2))[0].figures if f.id == "shadow").cell)
    assert (Vec3(shadow.x, 0, shadow.z) - Vec3(home.x, 0, home.z)).length() > 0.1    # lunging
    assert scene.hud.said.split("\n")[1].startswith(
        "Shadow (red): melee attack on Weaponmaster (blue): hit")
    # the side panel agrees with the caption's "6 left" (it read 10/10 with the blow held)
    assert "takes 4 damage (melee): 6 left" in scene.hud.said
    assert [r.hud_row.value for r in scene.hud.rows if "Weaponmaster" in r.hud_row.label] == [6]
    # ...and so does the bar over him (it showed 10 pips under a caption saying 6 left)
    assert scene.table.figures["weaponmaster"]._life == (6, 10)


def test_a_games_end_is_its_result_with_the_winner(fresh):
    from scenes import screenrects as sr
    src, scene, _ = _still("morituri-barbarian-vs-killer.json", None)
    assert any("Killer (Vrah) wins" in name for name, _ in sr.ui_rects())
    fallen = scene.table.figures["barbarian"]              # the loser lies where he fell
    assert fallen.enabled and fallen.body.rotation_x == -86 and not fallen.bar.enabled


def test_the_rims_direction_numbers_hide_under_the_caption_and_the_winners_banner(fresh):
    """The gallery's last moment showed a "2" peeping from under the caption and a "5" from
    under the winner's banner; the numbers in the open stay."""
    from scenes import screenrects as sr
    src, scene, _ = _still("morituri-barbarian-vs-killer.json", None)
    panels = [r for _, r in sr.ui_rects()]
    numbers = scene.table.scenery_labels
    assert len(numbers) == 12                        # the rim's six and the compass rose's six
    shown = [t for t in numbers if not t.isHidden()]
    assert 0 < len(shown) < 12                       # this framing puts two of them under text
    for t in numbers:
        r = sr.entity_rect(t)
        under = r is not None and any(sr.overlap(r, p) > 0 for p in panels)
        assert not (under and not t.isHidden()), f"the rim's {t.text} lies under a panel"


@pytest.mark.parametrize("save,at", [("gladiator-thor-and-june-repel-8.stage.json", (1, None)),
                                     ("morituri-barbarian-vs-killer.json", (15, 3)),
                                     ("ninja-arena-model-scenario.json", (1, 2)),
                                     ("ceremony-duel-example.json", (2, 3))])
def test_labels_over_figures_are_small_apart_and_clear_of_faces_and_captions(fresh, save, at):
    from scenes import floating, screenrects as sr
    from ursina import window
    src, scene, _ = _still(save, at)
    fresh.step()
    shown = floating.rects(scene.table)
    faces = floating.face_rects(scene.table)
    ui = [r for _, r in sr.ui_rects()]
    h = window.size[1]
    for i, (fid, r) in enumerate(shown):
        assert r[3] - r[1] <= max(floating.TEXT_HIGH, floating.PART_HIGH) * h + 1, (fid, r)
        for gid, q in shown[i + 1:]:
            assert sr.overlap(r, q) == 0, (fid, gid)
        for gid, q in faces.items():
            assert sr.overlap(r, q) == 0, (fid, "face of", gid)
        for q in ui:
            assert sr.overlap(r, q) == 0, (fid, "under a caption or panel")


def test_settling_moves_labels_that_overlap_and_shrinks_those_too_large(fresh):
    """The rule can fail: two name labels side by side in a close-up overlap until settled."""
    from scenes import floating, screenrects as sr
    from scenes.camera import Pose
    src, scene, _ = _still("gladiator-thor-and-june-repel-8.stage.json", (1, None), camera="default")
    t = scene.table
    a, b = t.figures["w1"], t.figures["e1"]
    a.label.scale = b.label.scale = (40, 40, 40)           # far too large, as a close-up made them
    pa = t.figure_pos("w1")
    scene.rig.pose = Pose(pa, 90.0, 20.0, 6.0)
    scene.rig.apply()
    fresh.step()
    before = [r for _, r in floating.rects(t)]
    assert any(sr.overlap(r, q) for i, r in enumerate(before) for q in before[i + 1:]) or \
        max(r[3] - r[1] for r in before) > floating.TEXT_HIGH * 240
    floating.settle(t)
    after = [r for _, r in floating.rects(t)]
    assert not any(sr.overlap(r, q) for i, r in enumerate(after) for q in after[i + 1:])
    assert all(r[3] - r[1] <= floating.TEXT_HIGH * 240 + 1 for r in after)


def _probe(w: int, h: int, *more: str) -> list:
    """tests/scenes/still_probe.py's JSON lines, at w x h in a process of its own."""
    import json
    import subprocess
    out = subprocess.run([sys.executable, str(ROOT / "tests/scenes/still_probe.py"), str(w), str(h), *more],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith(("{", "["))]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_no_panel_covers_the_board_and_small_frames_keep_text_readable(size):
    """Every game's establishing still: no projected board cell (centre or corner) under a panel
    or the caption, none off the frame; at 640x360 (the compact HUD) no text under 14 px; in a
    close-up of the first blow the labels over figures are apart and clear of faces and captions."""
    from rules import registry
    reports = _probe(*size)
    assert sorted(r["ruleset"] for r in reports) == sorted(registry.KNOWN)
    for r in reports:
        assert r["board_points"] > 100, r
        assert r["under_panels"] == 0 and r["off_frame"] == 0, r
        if size[1] <= 360:
            assert r["smallest_text"] >= 14, r
        assert r["label_overlaps"] == [] and r["labels_on_faces"] == [] and r["labels_under_captions"] == [], r


def test_a_name_is_measured_where_the_eye_sees_it_and_read_at_any_size(fresh):
    """Seen in Gladiator's gallery picture: a name turned to face the eye was measured by its
    unturned bounds (10 px wide and 100 high from the side), so 'Giant Beetle' was shrunk to a
    third of its size, unreadable, and 'Grim' to 60%; and in a whole arena at 640x360 names
    were 4 px high. A name is wider than it is tall, between TEXT_LEAST pixels and TEXT_HIGH of
    the frame high, and two names at one distance are drawn alike."""
    from scenes import floating, screenrects as sr
    from ursina import window
    src, scene, _ = _still("gladiator-solo-grim.json", (6, None))
    h = window.size[1]
    highs = []
    for f in ("w1", "e1"):
        x0, y0, x1, y1 = sr.entity_rect(scene.table.figures[f].label)
        assert x1 - x0 > 2 * (y1 - y0) > 0, (f, (x0, y0, x1, y1))
        least = min(floating.TEXT_LEAST, floating.TEXT_HIGH * h)      # (a small frame: its ceiling)
        assert least - 0.5 <= y1 - y0 <= floating.TEXT_HIGH * h + 1, (f, y1 - y0)
        highs.append(y1 - y0)
    assert max(highs) - min(highs) < 2, highs


def test_two_names_side_by_side_keep_a_words_space_apart(fresh):
    """Seen in a Gladiator still: 'Thor' and 'June' a few pixels apart read 'ThorJune'.
    Side by side, settled labels keep more than half their height apart, or one goes above."""
    from scenes import screenrects as sr
    src, scene, _ = _still("gladiator-thor-and-june-repel-8.stage.json", (1, None))
    ra, rb = (sr.entity_rect(scene.table.figures[f].label) for f in ("w1", "e1"))
    apart = max(rb[0] - ra[2], ra[0] - rb[2])
    above = max(rb[1] - ra[3], ra[1] - rb[3])
    assert apart > 0.5 * (ra[3] - ra[1]) or above > 0, (ra, rb)


def test_a_still_of_a_step_is_the_whole_arena_and_no_figure_stands_behind_another(fresh):
    """Seen on Morituri's stills: a step was framed close on the mover with the Barbarian cut
    off at the frame's edge, and at the end of round 3 the Killer stood hidden behind the
    Barbarian (the default side looks along the line between them)."""
    from scenes import stage, screenrects as sr
    from scenes.director import Director
    for at in ((1, None), (3, None)):
        src, scene, _ = _still("morituri-barbarian-vs-killer.json", at)
        stage.step(fresh, 1)
        pts = [stage.project(scene.table.world(c)) for c in scene.table.cells(scene.table.view)]
        assert pts and all(p is not None for p in pts), at                # every cell in frame
        for fid in ("killer", "barbarian"):
            r = sr.pillar_rect(scene.table, fid)
            assert r is not None and r[1] >= 0 and r[3] <= sr._size()[1], (at, fid, r)
        assert Director(scene)._figures_overlap(scene.rig.pose) <= 0.15, at


def test_a_name_stands_over_its_own_figure_and_a_lifted_one_keeps_a_line_to_it(fresh):
    """Seen in Gladiator's stills: the Giant Beetle's name stood at a man's height, a square
    off over the next trap, and lifted over two other names it read as the trap's. A name stands
    a little over its own figure's top, and one lifted well above it (or moved aside) keeps a
    thin line down to it."""
    import math
    from scenes import screenrects as sr
    src, scene, _ = _still("gladiator-solo-grim.json", (2, None))
    t = scene.table
    beetle, man = t.figures["e1"], t.figures["w1"]
    assert beetle.label_y < 0.9 < 1.4 < man.label_y          # a beetle is low, a man tall
    from scenes import floating
    for fid, e in t.figures.items():
        line = getattr(e.label, "_leader", None)
        r = sr.entity_rect(e.label)
        per = floating._per_px(e.label)
        lifted = (e.label.y - e.label_y) / per >= 1.5 * (r[3] - r[1])
        _, _, hx, hz = e.label._home
        aside = math.hypot(e.label.x - hx, e.label.z - hz) / per >= 0.5 * (r[2] - r[0])
        assert (lifted or aside) == bool(line is not None and line.enabled), fid
        if lifted or aside:
            ys = sorted(v[1] for v in line.model.vertices)
            # from the figure's own top (a little under its name's home), up to the name
            assert e.label_y - 0.5 < ys[0] < e.label_y and ys[1] < e.label.y, (fid, ys)
    assert beetle.label._leader.enabled                          # moved off Grim's name


def test_the_live_tables_names_stay_readable_as_the_camera_zooms(fresh):
    """At Gladiator's whole arena (the live table, 1280x720) the names were 8 px high. The live
    table keeps each name between TEXT_LEAST pixels and TEXT_HIGH of the window as the camera
    goes out and in, from the size the table gave it."""
    from ursina import window
    from scenes import floating, screenrects as sr
    from scenes.camera import Pose
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "gladiator-solo-grim.json"))
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
    t = scene.table
    label = t.figures["w1"].label
    own = tuple(label.scale)
    h = window.size[1]
    for distance in (60.0, 25.0, 3.0):                  # far out, the default, close in
        scene.rig.pose = Pose(t.figure_pos("w1"), 0.0, 50.0, distance)
        scene.rig.apply()
        fresh.step()
        floating.readable(t)
        r = sr.entity_rect(label)
        least = min(floating.TEXT_LEAST, floating.TEXT_HIGH * h)      # (a small frame: its ceiling)
        assert least - 0.5 <= r[3] - r[1] <= floating.TEXT_HIGH * h + 1, (distance, r)
        assert label._own_scale == own                                  # the table's size kept


def test_floating_words_on_a_plate_are_measured_by_their_letters_and_grown_when_long(fresh):
    """The Master of Ceremonies' wound words ("body: critical wound (5 - armour 0)") stood on a
    plate: measured with it they looked twice their height, and 35 letters ran past the width
    allowed, so they were never grown (about 7 px letters at 640x360)."""
    from ursina import Text, window
    from scenes import floating, screenrects as sr
    src, scene, _ = _still("ceremony-duel-example.json", (2, 3))
    at = scene.table.figure_pos(next(iter(scene.table.figures)))
    words = "body: critical wound (5 - armour 0)"
    bare = Text(words, parent=scene.table.root, position=at, origin=(0, 0), billboard=True, scale=9.0)
    backed = Text(words, parent=scene.table.root, position=at, origin=(0, 0), billboard=True, scale=9.0)
    backed.create_background(padding=(0.04, 0.016), radius=0.2)
    fresh.step()
    a, b = sr.billboard_rect(bare), sr.billboard_rect(backed)
    assert abs((a[3] - a[1]) - (b[3] - b[1])) < 1 and abs((a[2] - a[0]) - (b[2] - b[0])) < 1, (a, b)
    floating.settle(scene.table, extra=[backed])
    r = sr.billboard_rect(backed)
    w, h = window.size
    assert r[3] - r[1] > b[3] - b[1] + 1                                 # grown...
    assert r[3] - r[1] >= min(floating.TEXT_LEAST, floating.TEXT_HIGH * h) - 0.5 \
        or r[2] - r[0] >= floating.TEXT_WIDE * w - 1, r                   # ...to a limit


def test_a_name_the_caption_would_cover_is_moved_beside_its_figure_not_lost(fresh):
    """Seen in Gladiator's still of round 2 at 640x360: Grim's, the Giant Beetle's and the
    Needler Bush's names stood in a column, and the top one, lifted under the caption, was
    hidden: a stranger could not tell the beetle's name. A name that finds no room above its
    figure goes beside it, lower, with a line down to it, before it is hidden."""
    from scenes import floating, screenrects as sr
    src, scene, _ = _still("gladiator-solo-grim.json", (2, None))
    fresh.step()
    t = scene.table
    beetle = t.figures["e1"].label
    r = sr.entity_rect(beetle)
    assert not beetle.isHidden() and beetle._leader.enabled      # lifted over Grim's name
    from ursina import window
    caption = (0, 0, window.size[0], r[3])         # a caption down to the name's foot
    hidden = floating.settle(t, avoid=[caption])
    fresh.step()
    assert beetle not in hidden and not beetle.isHidden()
    moved = sr.entity_rect(beetle)
    assert sr.overlap(moved, caption) == 0 and beetle._leader.enabled
    assert abs((moved[0] + moved[2]) - (r[0] + r[2])) / 2 > 0.3 * (r[2] - r[0])    # aside
    shown = [q for _, q in floating.rects(t)]
    assert all(sr.overlap(a, b) == 0 for i, a in enumerate(shown) for b in shown[i + 1:])


def test_a_lift_in_pixels_moves_a_name_by_as_many_pixels(fresh):
    """floating._per_px took Ursina's camera.fov, the horizontal angle, for the vertical: every
    name was lifted 1.8 times higher than the room it needed (Gladiator's stood off their
    figures) and its line measured short."""
    from scenes import floating
    from scenes.stage import project
    from ursina import camera
    src, scene, _ = _still("gladiator-solo-grim.json", (2, None))
    fresh.step()
    p = scene.table.figures["w1"].label
    a = project(p.world_position)
    b = project(p.world_position + camera.up * floating._per_px(p) * 20)
    assert abs((a[1] - b[1]) - 20) < 1.5, (a, b)


def test_a_still_of_a_duel_is_framed_close_on_the_pair(fresh):
    """Ninja Arena's duel (2.7, two ninjas stepping into one another) is a blow: its still was
    the whole castle, the pair a few pixels high under a caption telling their clash."""
    from scenes.director import PITCH_CLOSE
    src, scene, _ = _still("ninja-arena-model-scenario.json", (2, 3))
    assert "Duel!" in scene.hud.said
    assert scene.rig.pose.pitch == PITCH_CLOSE
    assert scene.table.figures["shadow"]._life == (6, 10)


def test_a_name_over_another_figures_body_moves_off_it(fresh):
    """Seen in a film of the Master's game: the dwarf GROM stood in front of Kord, and GROM's
    name, over his tokens, lay on Kord's chest: it named Kord. A name over another figure's
    body goes beside its own (a line down to it) or is hidden."""
    from ursina import Vec3
    from scenes import floating, screenrects as sr
    src, scene, _ = _still("ceremony-master-example.json", (5, 19))    # close on Kord's blow
    t = scene.table
    fresh.step()
    label = t.figures["hunger"].label
    # its own place (its home) at Kord's feet, below every face and label
    label.world_position = t.figures["g1"].world_position + Vec3(0, 0.12 * t.head_height("g1"), 0)
    label._home = label._settled = (tuple(label.scale), label.y, label.x, label.z)
    q = floating.body_rects(t)["g1"]
    r = sr.entity_rect(label)
    assert sr.overlap(r, q) > floating.BODY_SHARE * (r[2] - r[0]) * (r[3] - r[1])   # on his body
    hidden = floating.settle(t)
    fresh.step()
    assert label in hidden or sr.overlap(sr.entity_rect(label), q) <= \
        floating.BODY_SHARE * (r[2] - r[0]) * (r[3] - r[1])


def test_a_name_whose_place_is_off_the_frames_top_comes_down_to_its_figure(fresh):
    """Seen in the gallery's picture of the Master's game (1280x720): Varg stood at the top of
    the frame and his name, over his hourglass, lay above the frame's edge: hidden, he was the
    one figure without a name. A name with no room where it stands comes down toward its own
    figure's head before it is hidden."""
    from ursina import camera
    from scenes import floating, screenrects as sr
    src, scene, _ = _still("ceremony-master-example.json", (1, None))
    fresh.step()
    t = scene.table
    t.figures["dwarf1"].label.enabled = False          # (GROM's name, beside him at this size)
    label = t.figures["g2"].label
    label.scale, label.y, label.x, label.z = label._home      # where the table put it (this small
    fresh.step()                                              # window's still set it beside him)
    body = floating.body_rects(t)["g2"]
    r = sr.entity_rect(label)
    # its home high over him, off the frame's top (as his hourglass put it at 1280x720)
    label.y += (r[3] + 5) * floating._own_per_px(label)
    label._home = label._settled = (tuple(label.scale), label.y, label.x, label.z)
    assert sr.entity_rect(label)[3] < 0
    hidden = floating.settle(t)
    fresh.step()
    assert label not in hidden and not label.isHidden(), "Varg is nameless"
    r = sr.entity_rect(label)
    assert 0 <= r[1] and r[3] <= body[1] + 1                           # on the frame, over his head
    assert r[0] < (body[0] + body[2]) / 2 < r[2]                       # over him


def test_a_name_with_no_room_above_its_figure_stands_beside_his_head(fresh):
    """Seen in the duel's still of round 2 at 640x360: Varg stood on the far row just under the
    caption, with no room for his name above him nor beside over his head; he was the one
    figure without a name. Last, a name goes beside its figure, clear of his body."""
    from ursina import window
    from scenes import floating, screenrects as sr
    src, scene, _ = _still("ceremony-duel-example.json", (2, 3))
    fresh.step()
    t = scene.table
    label, body = t.figures["g2"].label, floating.body_rects(t)["g2"]
    caption = (0, 0, window.size[0], body[1])         # a caption down to his head
    hidden = floating.settle(t, avoid=[caption])
    fresh.step()
    assert label not in hidden and not label.isHidden(), "Varg is nameless"
    r = sr.entity_rect(label)
    assert sr.overlap(r, caption) == 0 and label._leader.enabled
    assert r[2] <= body[0] + 1 or r[0] >= body[2] - 1                  # beside him, not on him
    assert body[1] <= r[1] and r[3] <= body[3]                          # by him


@pytest.mark.parametrize("save,at", [("ceremony-masters-actions.stage.json", 1),
                                     ("gladiator-solo-grim.json", 2)])
def test_names_one_over_another_keep_a_lines_leading_apart(save, at):
    """Seen in the Master's film and still (640x360): HUNGER stacked a pixel under DESPAIR,
    GROM on Kord's name, read as one word over another. Names that share any column of pixels
    keep at least a fifth of their height between them (`render`'s still, through still_probe.py
    in a 640x360 app of its own: the tests' app is 320x240)."""
    from scenes import floating
    names = _probe(640, 360, str(ROOT / "saves" / save), str(at))[-1]
    assert len(names) >= 3
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if min(a[2], b[2]) > max(a[0], b[0]):                   # one over the other
                gap = max(b[1] - a[3], a[1] - b[3])
                assert gap >= floating.LEAD * min(a[3] - a[1], b[3] - b[1]) - 0.5, (a, b)


def test_a_still_is_the_same_picture_each_time(tmp_path):
    """The gallery's Gladiator and Chaos Arena pictures came out different from one render to
    the next (the fires' flicker and the lakes' shimmer ran on the wall clock): a still steps a
    fixed clock."""
    import numpy as np
    from tests.scenes.conftest import read_png, run_main
    shots = []
    for i in range(2):
        out = tmp_path / f"{i}.png"
        r = run_main("render", "saves/chaos-arena-shooting.stage.json", "--at", "3", "--size", "320x180",
                     "--out", str(out))
        assert r.returncode == 0, r.stderr[-1500:]
        shots.append(read_png(out).astype(int))
    assert np.abs(shots[0] - shots[1]).sum(axis=2).astype(bool).sum() == 0


def test_the_live_tables_names_side_by_side_are_lifted_apart(fresh):
    """Live, Gladiator's Ugluk stepped behind Grim and their names read "UglukGrim". The live
    table lifts a name over the one beside it, and puts it back when they part."""
    from ursina import Vec3
    from scenes import floating, screenrects as sr
    from scenes.camera import Pose
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "gladiator-solo-grim.json"))
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
    t = scene.table
    grim, other = t.figures["w1"], next(e for f, e in t.figures.items() if f != "w1")
    home = Vec3(other.position)
    other.position = grim.position + Vec3(-t.cell_size, 0, 0)          # beside him, on his left
    scene.rig.pose = Pose(t.figure_pos("w1"), 0.0, 50.0, 25.0)
    scene.rig.apply()
    fresh.step()
    own = other.label.y, grim.label.y
    floating.readable(t)
    a, b = sr.entity_rect(grim.label), sr.entity_rect(other.label)
    space = 0.5 * (a[3] - a[1])
    apart = (a[0] - space > b[2] or b[0] - space > a[2] or a[1] > b[3] or b[1] > a[3])
    assert apart, (a, b)
    other.position = home                                              # they part: back down
    floating.readable(t)
    assert (other.label.y, grim.label.y) == own
