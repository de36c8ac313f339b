"""The arena editor (scenes/workshop/editor.py), offscreen: a thin layer over the draft that
paints where the mouse points, rings the cells the game objects to, saves only a legal arena,
and `main.py edit` writes its picture."""
from __future__ import annotations

import numpy as np
import pytest

from game.workshop.packs import pack
from scenes.layout import hex_xz
from tests.scenes.conftest import read_png, run_main


def test_hex_under_a_point_is_the_cell_drawn_there():
    from scenes.workshop.editor import hex_at
    d = pack("chaos-arena").blank()
    for c in d.cells:
        x, z = hex_xz(c)
        for ox, oz in ((0, 0), (0.6, 0.2), (-0.3, -0.7), (0.1, 0.8)):
            assert hex_at(x + ox, z + oz) == c


def _editor(fresh, draft, tmp_path):
    from scenes.workshop.editor import Editor
    return Editor(draft, "test-arena", interactive=False, folder=tmp_path)


def _aim_at(monkeypatch, cell_world):
    """The mouse ray from the camera through a world point."""
    from ursina import camera
    import scenes.picking as picking
    cx, cy, cz = camera.world_position
    tx, ty, tz = cell_world
    monkeypatch.setattr(picking, "mouse_ray", lambda: ((cx, cy, cz), (tx - cx, ty - cy, tz - cz)))


@pytest.mark.parametrize("ruleset, cell", [("ninja-arena", (3, 4)), ("chaos-arena", (2, -3))])
def test_the_cell_under_the_mouse_is_painted(fresh, tmp_path, monkeypatch, ruleset, cell):
    from models.draft_mesh import LEVEL_HEIGHT
    ed = _editor(fresh, pack(ruleset).blank(), tmp_path)
    x, z = ed.world(cell)
    _aim_at(monkeypatch, (x, 0.08 + 0 * LEVEL_HEIGHT, z))
    assert ed.cell_under_mouse() == cell
    ed.brush = len(ed.brushes()) - 1 if ruleset == "chaos-arena" else 0
    ed.apply(ed.cell_under_mouse(), "left")
    if ruleset == "ninja-arena":
        assert ed.draft.level_at(cell) == 1
        ed.apply(cell, "right")
        assert ed.draft.level_at(cell) == 0
    else:
        assert ed.draft.terrain_at(cell) == ed.brushes()[-1][1]
        ed.apply(cell, "right")
        assert ed.draft.terrain_at(cell) == "."


def test_problems_are_ringed_on_the_board_and_an_illegal_arena_is_not_saved(fresh, tmp_path):
    from scenes import stage
    from models.draft_mesh import LEVEL_HEIGHT
    ed = _editor(fresh, pack("ninja-arena").blank(), tmp_path)
    stage.step(fresh, 2)
    x, z = ed.world((0, 0))
    px = stage.project((x - 0.44, 0.09, z))
    before = stage.grab_rgb()[int(px[1]), int(px[0])].astype(int)
    ed.side = "west"
    ed.apply((0, 0), "left")                      # a corner (2.1)
    assert "corner" in ed.problem_text.text
    stage.step(fresh, 2)
    after = stage.grab_rgb()[int(px[1]), int(px[0])].astype(int)
    assert after[0] > 150 and after[0] > after[1] + 80, (before, after)
    assert not ed.save() and "not a legal Ninja Arena arena" in ed.message
    assert not (tmp_path / "test-arena.json").exists()
    ed.draft.undo()
    assert ed.save() and (tmp_path / "test-arena.json").exists()


def test_symmetry_and_the_random_arena_keys(fresh, tmp_path):
    ed = _editor(fresh, pack("ninja-arena").blank(), tmp_path)
    ed.interactive = True
    ed.input("m")
    assert ed.draft.symmetry == 2 and "2-fold mirror" in ed.title.text
    ed.apply((2, 2), "left")
    assert ed.draft.level_at((2, 5)) == 1
    ed.input("g")
    assert ed.draft.level and "random arena" in ed.message
    assert ed.problems() == []
    ed.draft.undo()
    assert ed.draft.level == {(2, 2): 1, (2, 5): 1}


def test_edit_writes_a_picture_and_refuses_a_bad_arena_in_one_line(tmp_path):
    out = tmp_path / "editor.png"
    r = run_main("edit", "castle", "--shot", str(out), "--size", "320x240")
    assert r.returncode == 0, r.stderr
    img = read_png(out)
    assert img.shape[:2] == (240, 320) and np.asarray(img).std() > 10
    r = run_main("edit", "no-such-arena", "--shot", str(out))
    assert r.returncode == 2 and "unknown arena 'no-such-arena'" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("ruleset, arena, fid, cell", [
    ("ninja-arena", "castle", "shadow", (4, 2)),
    ("gladiator", "practice", "w1", (6, 5)),
    ("chaos-arena", "chaos-arena", "good-knight", (1, 3)),
    ("morituri", "arena", "barbarian", (1, -1)),
    ("ceremony", "ceremony-arena", "g2", (3, 7)),
])
def test_placing_figures_saves_a_stage_that_simulate_takes(fresh, tmp_path, monkeypatch, ruleset,
                                                           arena, fid, cell):
    import importlib
    import json
    from game.simulate import load_log
    from rules.core import jsonfile
    from scenes.workshop.editor import open_draft
    for mod in ("rules.ninja_arena.data", "rules.gladiator.setup", "rules.chaos_arena.terrain",
                "rules.ceremony.data"):
        monkeypatch.setattr(importlib.import_module(mod), "USER_ARENAS", tmp_path)
    draft, name = open_draft(arena, ruleset)
    # a shipped arena is edited as a copy; Morituri's one arena is only staged on
    assert name == (arena if ruleset == "morituri" else f"my-{arena}")
    from scenes.workshop.editor import Editor
    ed = Editor(draft, name, interactive=False, folder=tmp_path, stage_folder=tmp_path)
    ed.interactive = True
    ed.input("f")
    assert ed.stage is not None, ed.message
    while ed.figure != fid:
        ed.input("tab")
    ed.apply(cell, "left")
    assert [f[3] for f in ed.stage.figures() if f[0] == fid] == [cell], ed.message
    before = [f[4] for f in ed.stage.figures() if f[0] == fid]
    ed.input("r")
    turned = [f[4] for f in ed.stage.figures() if f[0] == fid] != before
    assert turned == (ruleset in ("ninja-arena", "gladiator")), ed.message
    assert ed.figures.children                      # the pawns are drawn
    ed.save_stage()
    path = tmp_path / f"{'morituri-' if ruleset == 'morituri' else ''}{name}.stage.json"
    assert path.exists(), ed.message
    pack, setup, seed, log = load_log(json.loads(path.read_text()), path.name)
    state = pack.new_game(setup, seed)
    for seat, action in log:                        # the Master of Ceremonies: start moves
        state = pack.apply(state, seat, action)[0]
    assert pack.id == ruleset and bool(log) == (ruleset == "ceremony")
    assert [f[3] for f in ed.stage.module.roster(setup, state) if f[0] == fid] == [cell]


def test_an_illegal_placement_keeps_the_last_legal_one_and_says_the_games_reason(fresh, tmp_path,
                                                                                monkeypatch):
    import importlib
    from scenes.workshop.editor import Editor, open_draft
    monkeypatch.setattr(importlib.import_module("rules.chaos_arena.terrain"), "USER_ARENAS", tmp_path)
    draft, name = open_draft("chaos-arena", "chaos-arena")
    ed = Editor(draft, name, interactive=False, folder=tmp_path, stage_folder=tmp_path)
    ed.stage_mode()
    ed.figure = "good-knight"
    wall = next(c for c in draft.cells if draft.terrain_at(c) == "W")
    ed.apply(wall, "left")
    assert "nobody stands there" in ed.message
    assert [f[3] for f in ed.stage.figures() if f[0] == "good-knight"] == [None]


def test_the_esc_menu_opens_the_workshop_and_enter_plays_the_arena_on_the_table(fresh, tmp_path,
                                                                              monkeypatch):
    import importlib
    from scenes.app import TableApp
    from scenes.workshop.editor import Editor
    import scenes.workshop.editor as editor_mod
    monkeypatch.setattr(importlib.import_module("rules.ninja_arena.data"), "USER_ARENAS", tmp_path)
    monkeypatch.setattr(editor_mod, "USER_ARENAS", tmp_path)
    import scenes.games.ninja_arena.boards as boards
    monkeypatch.setattr(boards, "ARENA_DIRS", (boards.ARENA_DIRS[0], tmp_path))
    table = TableApp(fresh, interactive=False)
    table.new_game()
    table.open_menu()
    from ursina import Button
    labels = [b.text for b in table.menu.children if isinstance(b, Button)]
    assert "Arena workshop" in labels
    table.open_workshop()
    eds = [e for e in __import__("ursina").scene.entities if isinstance(e, Editor)]
    assert len(eds) == 1 and eds[0].name == "my-castle" and table.controller is None
    ed = eds[0]
    ed.folder = tmp_path
    ed.apply((3, 3), "left")
    assert ed.save()
    ed.on_play(ed)
    assert table.controller is not None
    assert table.controller.session.setup["arena"] == "my-castle"
    assert not [e for e in __import__("ursina").scene.entities if isinstance(e, Editor)]


def test_the_new_game_screen_lists_only_this_games_arenas(tmp_path, monkeypatch):
    import json
    import scenes.games.ninja_arena.boards as boards
    (tmp_path / "mine.json").write_text(json.dumps({"id": "mine", "game": "ninja-arena", "rows": ["0"]}))
    (tmp_path / "hexy.json").write_text(json.dumps({"id": "hexy", "game": "chaos-arena", "grid": "hex"}))
    (tmp_path / "old.json").write_text(json.dumps({"id": "old", "rows": ["0"]}))
    monkeypatch.setattr(boards, "ARENA_DIRS", (boards.ARENA_DIRS[0], tmp_path))
    ids = boards.arena_ids()
    assert "castle" in ids and "mine" in ids and "old" in ids and "hexy" not in ids


def test_enter_plays_a_staged_ceremony_from_its_start_squares(fresh, tmp_path, monkeypatch):
    """The Master of Ceremonies places by moves: Enter plays them before the table opens, so
    the fight starts with the gladiators where they were put."""
    import importlib
    from scenes.app import TableApp
    from scenes.workshop.editor import Editor, open_draft, play_arena
    monkeypatch.setattr(importlib.import_module("rules.ceremony.data"), "USER_ARENAS", tmp_path)
    draft, name = open_draft("ceremony-arena", "ceremony")
    ed = Editor(draft, name, interactive=False, folder=tmp_path, stage_folder=tmp_path)
    ed.stage_mode()
    ed.figure = "g1"
    ed.apply((5, 0), "left")
    assert not ed.stage.message
    table = TableApp(fresh, interactive=False)
    play_arena(ed, table)
    state = table.controller.session.state
    assert state.phase == "fight" and state.fig("g1").cell == (5, 0)
    assert table.controller.session.setup["arena"] == name


def _staging_castle(tmp_path, monkeypatch):
    """An editor placing figures on a copy of The Castle, driven by keys."""
    import importlib
    from scenes.workshop.editor import Editor, open_draft
    monkeypatch.setattr(importlib.import_module("rules.ninja_arena.data"), "USER_ARENAS", tmp_path)
    draft, name = open_draft("castle", "ninja-arena")
    ed = Editor(draft, name, interactive=False, folder=tmp_path, stage_folder=tmp_path)
    ed.interactive = True
    ed.input("f")
    return ed


def test_digits_pick_what_to_set_and_minus_equals_change_it(fresh, tmp_path, monkeypatch):
    import json
    from ursina import Text
    ed = _staging_castle(tmp_path, monkeypatch)
    assert ed.figure == "shadow"
    for key in ("2", "-", "-"):
        ed.input(key)
    assert ed.stage.attributes("shadow")[1][3] == 8
    ed.input("4")
    ed.input("=")
    labels = [t.text for t in ed.legend.children if isinstance(t, Text)]
    assert "2  life: 8" in labels and "4  ranged weapon: none" in labels, labels
    assert ed.save_stage()
    stage = json.loads((tmp_path / f"{ed.name}.stage.json").read_text())
    spec = stage["setup"]["players"][0]["ninjas"][0]
    assert spec["life"] == 8 and spec["weapons"]["ranged"] is None


def test_changing_who_a_figure_is_keeps_him_selected(fresh, tmp_path, monkeypatch):
    ed = _staging_castle(tmp_path, monkeypatch)
    ed.input("1")
    ed.input("=")                                   # the Shadow becomes a Weaponmaster
    assert [f[1] for f in ed.stage.figures()] == ["Weaponmaster", "Weaponmaster"]
    assert ed.figure == ed.stage.figures()[0][0]
