"""The fighter's-eye view and the walk camera (scenes/eyeview.py): the camera at the figure's
eyes looking where it faces, the cells it cannot see veiled exactly as the pack's sight says,
one facing step per turn, the walk at eye height above the levels, and `render --camera
eye:FIGURE`."""
from __future__ import annotations

import math

import numpy as np
import pytest

from tests.scenes.conftest import read_png, run_main

SOURCES = ["saves/ninja-arena-model-scenario.json", "saves/chaos-arena-example.json",
           "saves/gladiator-solo-grim.json", "saves/morituri-barbarian-vs-killer.json"]


def _scene(source):
    from rules import registry
    from scenes.table import PackScene
    from scenes.timeline import as_json, load_source
    src = load_source(source)
    state = src.state_at(None)
    pack = registry.get(src.ruleset)
    view = as_json(pack.view(state, None))
    scene = PackScene(src.module, src.setup, view, "default", interactive=False, show_help=False)
    return scene, pack, state, view


@pytest.mark.parametrize("source", SOURCES)
def test_the_eye_view_veils_exactly_what_the_figure_cannot_see(fresh, source):
    from scenes.eyeview import EyeView
    scene, pack, state, view = _scene(source)
    looked = 0
    for fid, ent in list(scene.table.figures.items()):
        info = pack.sight(state, fid) if ent.enabled else None
        if info is None:
            continue
        eye = EyeView(scene, fid, info, interactive=False)
        for cell in scene.table.cells(view):
            cell = tuple(cell)
            if cell == tuple(info.cell):
                continue
            seen = pack.explain_sight(state, fid, cell).visible
            assert (cell in eye.veiled_cells()) == (not seen), (fid, cell)
        eye.leave()
        looked += 1
    assert looked >= 1


def test_the_camera_is_at_the_figures_eyes_and_turns_by_facing_steps(fresh):
    from ursina import camera
    from scenes.eyeview import EyeView, facing_yaw
    scene, pack, state, view = _scene(SOURCES[0])
    fid = "weaponmaster"
    info = pack.sight(state, fid)
    eye = EyeView(scene, fid, info, interactive=False)
    top = scene.table.world(tuple(info.cell), view)
    assert camera.world_position.x == pytest.approx(top.x)
    assert camera.world_position.y == pytest.approx(top.y + scene.table.eye_height)
    assert camera.world_rotation_y % 360 == pytest.approx(facing_yaw(scene.table, fid) % 360)
    assert not scene.table.figures[fid].enabled            # one's own head is not in the way
    yaw = eye.yaw
    eye.turn(1)
    assert (eye.yaw - yaw) % 360 == pytest.approx(45.0)
    seen = eye.seen_figures()
    assert seen == ["shadow"]                               # she stands in plain view
    eye.leave()
    assert scene.table.figures[fid].enabled and scene.rig.enabled


def test_walking_keeps_eye_height_above_the_levels_and_stops_at_the_edge(fresh):
    from ursina import camera
    from scenes.eyeview import EyeView
    scene, pack, state, view = _scene(SOURCES[0])
    eye = EyeView(scene, None, None, interactive=False)
    eye.pos = scene.table.world((3, 0), view)
    eye.yaw = 0.0                                           # north, across the castle
    heights = set()
    for _ in range(40):
        eye.walk(0.2, 0.0)
        cell = scene.table.cell_on_ray(camera.world_position + (0, 5, 0), (0, -1, 0))
        assert camera.world_position.y == pytest.approx(
            scene.table.world(cell, view).y + scene.table.eye_height)
        heights.add(round(camera.world_position.y, 3))
    assert len(heights) >= 2                                # it went over a block
    assert camera.world_position.z <= 7.6                   # and stopped at the north edge


def test_render_eye_camera_writes_the_figures_view_and_names_a_missing_figure(tmp_path):
    out = tmp_path / "eye.png"
    r = run_main("render", SOURCES[0], "--at", "1", "--camera", "eye:Weaponmaster", "--out",
                 str(out), "--size", "320x240")
    assert r.returncode == 0, r.stderr
    img = read_png(out)
    assert img.shape[:2] == (240, 320) and np.asarray(img).std() > 10
    r = run_main("render", SOURCES[0], "--at", "1", "--camera", "eye:nobody", "--out", str(out))
    assert r.returncode == 2
    assert r.stderr.strip() == ("--camera eye:nobody: no such figure on the board at this "
                                "moment (on the board: shadow, weaponmaster)")


def test_v_at_the_table_looks_through_the_selected_figure_and_v_again_comes_back(fresh):
    from ursina import camera
    from scenes.app import TableApp
    from tests.scenes.conftest import ROOT
    table = TableApp(fresh, interactive=False)
    table.load_game(ROOT / SOURCES[0])
    c = table.controller
    c.computers = {}
    fresh.step()
    c.input("v")
    assert c.eye is None and "select a figure first" in c.scene.hud.said
    c.select("shadow")
    before = camera.world_position
    c.input("v")
    assert c.eye is not None and c.eye.fid == "shadow"
    c.eye.input("v")                              # Ursina hands the same key to the new view
    assert c.eye is not None and c.eye.fid == "shadow"
    assert camera.world_position.y == pytest.approx(
        c.scene.table.world(c.eye.cell, c.scene.view).y + c.scene.table.eye_height)
    c.input("o")                                  # the eye view has the keys
    assert not c.overlay_on
    c.input("v")
    assert c.eye is None and c.scene.rig.enabled
    assert tuple(camera.world_position) == pytest.approx(tuple(before))
    c.input("n")
    assert c.eye is not None and c.eye.fid is None
    c.input("n")
    assert c.eye is None

