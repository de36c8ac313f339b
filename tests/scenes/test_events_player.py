"""The event player with Ninja Arena's table: an animation for every rule event kind, each running to completion, in
order, at an adjustable speed, skippable, and ending on the truth (the view it was given)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from ursina import Vec3

from rules.ninja_arena.events import EVENT_KINDS, MOVE_KINDS
from tests.scenes.event_samples import all_samples, sample


def test_every_event_kind_has_an_animation():
    from scenes.games.ninja_arena.animations import ANIMATIONS
    missing = [k for k in EVENT_KINDS if k not in ANIMATIONS]
    assert not missing, f"event kinds without an animation: {missing}"


def test_every_move_kind_has_a_style():
    from scenes.games.ninja_arena.animations import MOVE_STYLES
    missing = [m for m in MOVE_KINDS if m not in MOVE_STYLES]
    assert not missing, f"move kinds without a movement style: {missing}"


def _player(castle, **kw):
    from scenes.games import table_module
    from scenes.games.ninja_arena.views import start_view
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    scene = PackScene(table_module("ninja-arena"), {}, start_view(castle), interactive=False, hud=True)
    return scene, PackPlayer(scene, auto=False, **kw)


def _run(app, player, dt=1 / 30, limit=3000) -> int:
    n = 0
    while player.busy and n < limit:
        player.advance(dt)
        n += 1
    app.step()
    return n


def test_each_kind_animates_to_completion(fresh, castle):
    from tests.scenes.conftest import assert_in_words, caption_lines
    scene, player = _player(castle)
    lines = caption_lines(scene, "ninja-arena", player)
    start = scene.view
    for kind in EVENT_KINDS:
        scene.show(start)
        player.played_kinds.clear()
        player.play([sample(kind)], start)
        frames = _run(fresh, player)
        assert not player.busy, f"{kind} never finished"
        assert player.played_kinds == [kind]
        assert frames < 30 * 5, f"{kind} takes {frames} frames"
    assert [k for k, _ in lines] == list(EVENT_KINDS)
    assert_in_words(lines)                 # every kind has a caption in words (issue 17)


def test_every_label_over_the_board_is_in_words(fresh, castle):
    from tests.scenes.conftest import assert_labels_in_words, floated_labels
    scene, player = _player(castle)
    start = scene.view
    for kind in EVENT_KINDS:
        scene.show(start)
        assert_labels_in_words(kind, floated_labels(player, sample(kind), start))


def test_a_one_level_drop_is_said_in_the_singular(fresh, castle):
    from tests.scenes.conftest import caption_lines
    scene, player = _player(castle)
    lines = caption_lines(scene, "ninja-arena", player)
    for drop in (1, 2):
        player.play([sample("clumsy").model_copy(update={"drop": drop})], scene.view)
        _run(fresh, player)
    said = [line for _, line in lines]
    assert "Shadow: clumsy move (target too low, dropped 1 level)" in said
    assert "Shadow: clumsy move (target too low, dropped 2 levels)" in said


def test_all_kinds_play_in_order_and_clean_up(fresh, castle):
    from ursina import scene as uscene
    scene, player = _player(castle)
    before = len(uscene.entities)
    events = all_samples()
    player.play(events)
    _run(fresh, player)
    assert player.played_kinds == [e.kind for e in events]
    fresh.step()
    # effects are gone: only the table's own entities remain (counters may have been added)
    assert len(uscene.entities) <= before + 12


def test_moved_event_ends_with_the_figure_on_its_new_cell(fresh, castle):
    from models.ninja_arena.board_mesh import cell_world
    scene, player = _player(castle)
    ev = sample("moved")
    player.play([ev])
    _run(fresh, player)
    ent = scene.table.figures["p1-shadow"]
    assert tuple(round(c, 3) for c in ent.position) == tuple(round(c, 3) for c in cell_world(3, 1, 0))


def test_the_table_ends_on_the_view_it_was_given(fresh, castle):
    from models.ninja_arena.board_mesh import cell_world
    scene, player = _player(castle)
    truth = scene.view
    moved = replace(truth, figures=tuple(replace(f, cell=(5, 5), level=castle.level_at((5, 5)))
                                         if f.id == "p2-weaponmaster" else f for f in truth.figures))
    player.play([sample("turned")], moved)
    _run(fresh, player)
    ent = scene.table.figures["p2-weaponmaster"]
    assert tuple(round(c, 3) for c in ent.position) == tuple(round(c, 3) for c in cell_world(5, 5, castle.level_at((5, 5))))


def test_speed_changes_how_many_frames_an_animation_takes(fresh, castle):
    counts = []
    for speed in (1.0, 3.0):
        from scenes import stage
        stage.clear_scene()
        _, player = _player(castle, speed=speed)
        player.play([sample("moved"), sample("damaged"), sample("defeated")])
        counts.append(_run(fresh, player))
    assert counts[1] < counts[0] / 2


def test_skip_finishes_everything_at_once(fresh, castle):
    scene, player = _player(castle)
    player.play(all_samples())
    player.advance(0.1)
    player.skip()
    assert not player.busy
    assert len(player.played_kinds) == len(EVENT_KINDS)
    fig = scene.table.figures["p2-weaponmaster"]
    assert fig.enabled and fig.body.rotation_z == 90      # p2 defeated: he lies where he fell
    assert not fig.bar.enabled


def test_space_skips_one_animation_and_shift_space_all(fresh, castle):
    """Seen on the live table: Space (the README's "skip an animation", the guide's "Space
    skips") finished the whole round's fight at once, and the Space that closed the revealed
    plans started the fight already skipped. Now one press finishes the event playing, the
    rest plays on; the press that queued the events skips nothing; Shift+Space skips all."""
    from ursina import held_keys
    scene, player = _player(castle)
    player.play([sample("moved"), sample("damaged"), sample("defeated")])
    player.input("space")                       # the same press that queued them
    assert player.played_kinds == []
    player.advance(0.05)
    assert player.played_kinds == ["moved"] and not player.current.done
    player.input("space")
    assert player.played_kinds == ["moved"] and player.current is None and player.busy
    player.advance(0.05)
    assert player.played_kinds == ["moved", "damaged"]
    held_keys["shift"] = 1
    try:
        player.input("space")
    finally:
        held_keys["shift"] = 0
    assert not player.busy and player.played_kinds == ["moved", "damaged", "defeated"]


def test_the_live_camera_moves_only_as_far_as_the_action_needs(fresh, castle):
    """Seen on the live table: following the computer's ninja on the far row put the person's
    own under the bottom edge of the frame. In the whole-board view following either ninja
    moves no camera; in a player's close view a ninja near the frame's edge is brought just
    inside it, not to its centre."""
    from ursina import window
    from scenes.player import PackCtx
    from scenes.stage import project
    scene, player = _player(castle)
    rig = scene.rig
    rig.set_view("default")
    ctx = PackCtx(player, scene.view)
    for f in ("p1-shadow", "p2-weaponmaster"):
        ctx.follow(f)
        assert rig.goal is None, f
    w, h = window.size
    rig.pose.distance *= 0.5
    rig.apply()
    wm = scene.table.figure_pos("p2-weaponmaster")
    assert project(wm)[1] < 0.1 * h                 # at the top edge of the close view
    ctx.follow("p2-weaponmaster")
    assert rig.goal is not None and rig.goal.distance == rig.pose.distance
    rig.pose, rig.goal = rig.goal, None
    rig.apply()
    y = project(wm + Vec3(0, 0.3, 0))[1] / h
    assert 0.1 < y < 0.2                            # brought inside the middle 70%, not centred


def test_damage_updates_the_life_bar(fresh, castle):
    scene, player = _player(castle)
    player.play([sample("damaged")])
    _run(fresh, player)
    assert scene.table.figures["p1-shadow"]._life == (8, 10)


def test_a_blow_shows_on_the_side_panel_while_its_caption_does(fresh, castle):
    """Seen in a film: "Weaponmaster takes 4 damage (melee): 6 left" under the title while the
    side panel still read 10/10 (it changed when the event ended)."""
    scene, player = _player(castle)
    shadow = lambda: next(r.hud_row.value for r in scene.hud.rows if "Shadow" in r.hud_row.label)
    assert shadow() == 10
    player.play([sample("damaged")])
    player.advance(0.05)
    assert player.current is not None and not player.current.done
    assert "8 left" in scene.hud.said and shadow() == 8


def test_each_move_kind_animates_up_and_down_a_level(fresh, castle):
    from rules.ninja_arena.events import Moved
    from models.ninja_arena.board_mesh import cell_world
    scene, player = _player(castle)
    for move in MOVE_KINDS:
        for up in (True, False):
            # (2, 1) is level 1 in the Castle's south-west bastion; (3, 1) is floor beside it
            a, b = ((3, 1), (2, 1)) if up else ((2, 1), (3, 1))
            la, lb = castle.level_at(a), castle.level_at(b)
            assert la != lb
            start = replace(scene.view, figures=tuple(
                replace(f, cell=a, level=la) if f.id == "p1-shadow" else f for f in scene.view.figures))
            scene.show(start)
            ev = Moved(figure="p1-shadow", move=move, from_cell=a, from_level=la, to_cell=b,
                       to_level=lb, path=((b[0], b[1], lb),), facing=6)
            player.play([ev])
            heights = []
            ent = scene.table.figures["p1-shadow"]
            while player.busy:
                player.advance(1 / 30)
                heights.append(ent.y)
            where = tuple(round(c, 3) for c in ent.position)
            assert where == tuple(round(c, 3) for c in cell_world(b[0], b[1], lb)), (move, up)
            assert len(set(round(h, 3) for h in heights)) > 2, (move, up)   # travelled


def test_a_clumsy_move_too_high_runs_into_the_step_and_staggers(fresh, castle):
    """A film held "clumsy move (target too high)" three seconds over a figure that barely
    moved: he runs at the cell he could not climb, then staggers back upright."""
    scene, player = _player(castle)
    shadow = scene.table.figures["p1-shadow"]
    home = Vec3(shadow.position)
    player.play([sample("clumsy").model_copy(update={"too": "high", "drop": 0, "blocked": (3, 1)})], scene.view)
    toward, tilt = 0.0, 0.0
    for _ in range(90):
        if not player.busy:
            break
        player.advance(1 / 30)
        toward = max(toward, shadow.z - home.z)          # (3, 1) lies north of (3, 0): +z
        tilt = max(tilt, abs(shadow.body.rotation_z))
    assert toward > 0.15 and tilt > 10, (toward, tilt)
    _run(fresh, player)
    assert (Vec3(shadow.position) - home).length() < 1e-4 and shadow.body.rotation_z == 0
