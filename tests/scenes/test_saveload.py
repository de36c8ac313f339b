"""Save and load from the table (issue item 8): the menu's Save writes into the saves folder,
Load (menu, or F9 for the newest) continues it, and a broken save shows its one-line reason in
the UI while the game behind it goes on."""
from __future__ import annotations

import json

import pytest


@pytest.fixture
def table(fresh, tmp_path):
    from scenes.app import TableApp
    t = TableApp(fresh, interactive=False)
    t.saves_dir = tmp_path
    return t


def _plan_one_round(app, c):
    c._open_panel("p1") if c.panel is None else None
    c.panel.pick("step", ("forward",))
    c.panel.pick_dir("forward")
    c.panel.done()


def test_save_from_the_menu_then_load_it_back(fresh, table, tmp_path):
    table.new_game("castle", opponent="random")
    fresh.step()
    c = table.controller
    _plan_one_round(fresh, c)
    n_log = len(c.session.log)
    table.open_menu()
    p = table.save_game()
    assert p is not None and p.parent == tmp_path and p.exists()
    data = json.loads(p.read_text())
    assert data["format"] == "arena-table/save" and len(data["actions"]) == n_log
    assert table.menu is None and "saved" in table.scene.hud.said
    assert table.load_latest()                       # F9
    assert table.controller is not c and len(table.controller.session.log) == n_log
    fresh.step()


def test_a_corrupted_save_shows_its_reason_and_the_game_goes_on(fresh, table, tmp_path):
    table.new_game("castle", opponent="random")
    fresh.step()
    c = table.controller
    p = table.save_game()
    broken = tmp_path / "broken.json"
    broken.write_text(p.read_text()[:-40])          # cut off: no longer JSON
    table.open_load()
    menu = table.menu
    assert broken in menu.files
    assert not table.try_load(broken)
    assert table.menu is menu
    line = menu.error.text
    assert "broken.json" in line and "\n" not in line
    assert line in table.scene.hud.said
    assert table.controller is c                     # the game goes on
    for _ in range(3):
        fresh.step()
    table.close_menu()
    assert c.panel is not None and c.panel.enabled


def test_a_save_whose_actions_do_not_replay_is_refused_in_one_line(fresh, table, tmp_path):
    table.new_game("castle", opponent="random")
    fresh.step()
    p = table.save_game()
    data = json.loads(p.read_text())
    data["seed"] = data["seed"] + 1
    data["actions"] = [{"seat": "p1", "action": {"kind": "plan", "ninja": "nobody", "slots": []}}]
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(data))
    table.open_load()
    assert not table.try_load(bad)
    assert "tampered.json" in table.menu.error.text


def test_user_files_go_to_folders_git_ignores_never_among_the_shipped(fresh, tmp_path):
    from game import userfiles
    from scenes.app import TableApp
    assert TableApp(fresh, interactive=False).saves_dir == userfiles.USER_SAVES
    ignored = (userfiles.ROOT / ".gitignore").read_text().split()
    for folder in (userfiles.USER_SAVES, userfiles.SCREENSHOTS, userfiles.USER_STAGES,
                   userfiles.USER_ARENAS):
        assert folder.parent == userfiles.SHIPPED and f"saves/{folder.name}/" in ignored
    t = TableApp(fresh, interactive=False)
    t.new_game("castle", opponent="random")
    fresh.step()
    shot = t.screenshot(tmp_path / "shots")                 # F12
    assert shot.parent == tmp_path / "shots" and shot.stat().st_size > 0
    assert "screenshot" in t.scene.hud.said


def test_f5_keeps_a_half_made_plan_and_f9_puts_it_back(fresh, table, tmp_path):
    table.new_game("castle", opponent="random")
    fresh.step()
    c = table.controller
    c.panel.pick("step", ("forward",))
    c.panel.pick_dir("forward")
    c.panel.pick("dodge", ())
    p = table.save_game()                                   # F5, the plan not done
    assert json.loads(p.read_text())["meta"]["draft"]["seat"] == "p1"
    assert table.load_latest()                              # F9
    fresh.step()
    panel = table.controller.panel
    assert [s["action"] for s in panel.plans["shadow"]] == ["step", "dodge"]
    assert panel.plans["shadow"][0]["dir"] == "forward"
