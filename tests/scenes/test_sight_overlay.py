"""The line-of-sight overlay on Ninja Arena's table (issue item 6): the tint is on the cells the
pack says are concealed (`pack.sight`, tested in tests/rules/ninja_arena/test_sight_map.py) and
not on visible ones, the hovered sight line outlines the blocking cell and says why in words,
and the tint mesh is rebuilt only when selection or state changes."""
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
    c.computers = {}                              # nobody plans behind the test's back
    c.humans = ["p1"]
    fresh.step()
    return c


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
    h, w = st.height, st.width
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
    hidden = next((x, y) for y in range(8) for x in range(8) if info.concealed((x, y)))
    c.hover_cell(hidden)
    line = c.pack.explain_sight(st, "shadow", hidden)
    assert line.blocked_by is not None
    assert c.sight.hovered == hidden
    # the eye line, its drop to the cell, the cell outline and the blocker's red outline
    assert len(c.sight.hover_parts.children) == 4
    caption = c.scene.hud.said
    assert "concealed: the level-" in caption and "higher than both" in caption
    assert str(hidden) not in caption and "shadow" not in caption     # players' words
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
    assert c.scene.hud.said == f"this square: level {board.level_at(raised)}"
    floor = next((x, y) for y in range(8) for x in range(8) if board.level_at((x, y)) == 0)
    c.hover_level(floor)
    assert c.scene.hud.said == "this square: the ground (level 0)"


@pytest.mark.parametrize("save", ["morituri-barbarian-vs-killer.json", "chaos-arena-example.json",
                                  "gladiator-solo-grim.json"])
def test_every_game_with_sight_draws_the_overlay_and_says_why(fresh, save):
    """The same overlay on the hex and square tables of the other games: the pack's map tints
    the board, hovering a cell draws the line and puts the pack's reason on the HUD."""
    from scenes.app import TableApp
    from tests.scenes.conftest import ROOT
    table = TableApp(fresh, interactive=False)
    table.load_game(ROOT / "saves" / save)
    c = table.controller
    c.computers = {}
    fresh.step()
    assert c.has_sight and "O sight" in c.scene.hud.help.text
    c.toggle_overlay()              # selects the first figure on the board
    fresh.step()
    info = c.sight.info
    assert c.sight.enabled and info is not None and info.viewer == c.selected
    assert c.sight.builds == 1 and c.sight.tint.model is not None
    cells = [tuple(x) for x in c.scene.table.cells(c.scene.view)]
    target = next((x for x in cells if info.concealed(x)), None) or next(
        x for x in cells if x != tuple(info.cell))
    c.hover_cell(target)
    line = c.pack.explain_sight(c.session.state, c.selected, target)
    assert c.sight.hovered == target
    assert c.scene.hud.said == f"{info.name}: {line.reason}"
    assert len(c.sight.hover_parts.children) == (4 if line.blocked_by else 3)
    assert str(target) not in c.scene.hud.said          # players' words, no coordinates
