"""The line-of-sight overlay (issue item 6): the map is the pack's 2.5 concealment, the tint
is on the cells the rules say are concealed and not on visible ones, the hovered sight line
names the blocking cell, and the tint mesh is rebuilt only when selection or state changes."""
from __future__ import annotations

import numpy as np
import pytest

from scenes.sight import CONCEALED

MODEL = "ninja-arena-model-scenario.json"


@pytest.fixture
def model_game(fresh):
    from scenes.app import TableApp
    from tests.scenes.conftest import ROOT
    table = TableApp(fresh, interactive=False)
    table.load_game(ROOT / "saves" / MODEL)
    c = table.controller
    c.players = {s: None for s in c.players}     # nobody plans behind the test's back
    c.humans = ["p1"]
    fresh.step()
    return c


def test_2_5_overlay_map_is_the_packs_concealment_on_every_cell():
    from scenes.timeline import load_session
    from scenes.sightmap import eye_line, sight_info
    from tests.scenes.conftest import ROOT
    st = load_session(str(ROOT / "saves" / MODEL)).state
    for n in st.ninjas:
        info = sight_info(st, n.id)
        h, w = info.visible.shape
        for y in range(h):
            for x in range(w):
                if (x, y) == n.pos:
                    continue
                assert bool(info.visible[y, x]) == eye_line(st, n.id, (x, y)).visible, (n.id, x, y)
        for c in info.line:     # the ranged line: straight ahead, hittable = unconcealed
            assert (c in info.hittable) == bool(info.visible[c[1], c[0]])
    assert any(not v for n in st.ninjas for v in sight_info(st, n.id).visible.ravel())


def _grab(app):
    from scenes import stage
    stage.step(app, 2)
    return stage.grab_rgb().astype(float) / 255.0


def _pixel(cell, level):
    from models.ninja_arena.board_mesh import cell_world
    from scenes import stage
    p = stage.project(cell_world(cell[0], cell[1], level))
    return None if p is None else (int(round(p[0])), int(round(p[1])))


def test_overlay_tints_concealed_cells_and_not_visible_ones(fresh, model_game):
    from scenes import stage
    c = model_game
    c.panel.enabled = False
    c.scene.hud.enabled = False
    c.player.follow_camera = False
    c.scene.rig.set_view("top")     # still, and no block hides another cell
    st = c.session.state
    fid = "shadow"
    c.select(fid)
    before = _grab(fresh)
    c.toggle_overlay()
    after = _grab(fresh)
    info = c.sight.info
    assert c.sight.enabled and info.viewer == fid
    occupied = {n.pos for n in st.ninjas}
    h, w = info.visible.shape
    concealed_ok = visible_ok = 0
    for y in range(h):
        for x in range(w):
            cell = (x, y)
            if cell in occupied or cell in info.line:
                continue
            px = _pixel(cell, st.levels[y][x])
            if px is None or not (4 <= px[0] < after.shape[1] - 4 and 4 <= px[1] < after.shape[0] - 4):
                continue
            b, a = before[px[1], px[0]], after[px[1], px[0]]
            if info.concealed(cell):
                want = b * (1 - CONCEALED[3]) + np.asarray(CONCEALED[:3]) * CONCEALED[3]
                assert np.abs(a - want).max() < 0.08, (cell, a, want)
                concealed_ok += 1
            else:
                assert np.abs(a - b).max() < 0.03, (cell, a, b)
                visible_ok += 1
    assert concealed_ok >= 3 and visible_ok >= 3
    import tempfile
    from pathlib import Path
    out = Path(tempfile.gettempdir()) / "arena"
    out.mkdir(exist_ok=True)
    stage.save_png(out / "sight_overlay_test.png")     # to look at


def test_hover_draws_the_line_and_outlines_the_blocking_cell(fresh, model_game):
    c = model_game
    c.select("shadow")
    c.toggle_overlay()
    fresh.step()
    info = c.sight.info
    st = c.session.state
    from scenes.sightmap import eye_line
    hidden = next((x, y) for y in range(8) for x in range(8) if info.concealed((x, y)))
    c.hover_cell(hidden)
    line = eye_line(st, "shadow", hidden)
    assert line.blocked_by is not None
    assert c.sight.hovered == hidden
    # the eye line, its drop to the cell, the cell outline and the blocker's red outline
    assert len(c.sight.hover_parts.children) == 4
    assert "concealed" in c.scene.hud.caption.text
    seen = next((x, y) for y in range(8) for x in range(8)
                if not info.concealed((x, y)) and (x, y) != info.cell)
    c.hover_cell(seen)
    assert len(c.sight.hover_parts.children) == 3     # no blocker outline


def test_overlay_mesh_is_rebuilt_only_on_selection_or_state_change(fresh, model_game):
    c = model_game
    c.select("shadow")
    c.toggle_overlay()
    for _ in range(5):
        fresh.step()
    assert c.sight.builds == 1
    c.cycle_selection()
    fresh.step()
    fresh.step()
    assert c.sight.builds == 2 and c.sight.info.viewer == "weaponmaster"
    c.toggle_overlay()
    fresh.step()
    assert not c.sight.enabled


def test_hovering_a_cell_without_the_overlay_names_its_level(fresh, model_game):
    c = model_game
    board = c.scene.table.board
    raised = next((x, y) for y in range(8) for x in range(8) if board.level_at((x, y)) >= 2)
    c.hover_level(raised)
    assert c.scene.hud.caption.text == f"cell {raised}: level {board.level_at(raised)}"
    floor = next((x, y) for y in range(8) for x in range(8) if board.level_at((x, y)) == 0)
    c.hover_level(floor)
    assert c.scene.hud.caption.text == f"cell {floor}: level 0"
