"""The playing table in-process (offscreen): a new game opens the plan panel, a planned round
is played against the computer through the rules, hot seat hands the screen over between
humans, and the menus open and close."""
from __future__ import annotations

import pytest


from tests.scenes.conftest import until


def _until(app, cond, limit=900):
    return until(app, cond, limit)


def test_new_game_opens_the_plan_panel_for_the_human(fresh, table):
    table.new_game("castle", opponent="random")
    fresh.step()
    c = table.controller
    assert c is not None and c.panel is not None and c.panel.seat == "p1"
    assert [f.kind for f in c.scene.table.tv.figures] == ["shadow", "weaponmaster"]


def test_a_planned_round_is_played_through_the_rules(fresh, table):
    from scenes import stage
    stage.fixed_time(30)
    try:
        table.new_game("castle", opponent="random")
        fresh.step()
        c = table.controller
        c.player.speed = 6            # the same animations, fewer frames
        c.reveal_seconds = 0.3
        p = c.panel
        p.pick("step", ("forward", "back", "left", "right"))
        p.pick_dir("forward")
        p.pick("turn_right", ())
        p.done()
        assert c.panel is None
        assert _until(fresh, lambda: c.session.state.game_round == 2 and c.reveal is None and not c.player.busy)
        shadow = c.scene.table.tv.figure("shadow") or c.scene.table.tv.figures[0]
        assert shadow.cell == (3, 1) and shadow.facing == 2
        ent = c.scene.table.figures[shadow.id]
        assert round(ent.x, 3) == 3 and round(ent.z, 3) == 1
        assert _until(fresh, lambda: c.panel is not None)      # the next round's planning
    finally:
        stage.real_time()


def test_an_illegal_plan_keeps_the_panel_open_with_the_rule_named(fresh, table):
    from tests.scenes.conftest import three_dodges
    p = three_dodges(fresh, table)  # three fast actions: 2.4 allows two; the panel says so first
    c = table.controller
    assert len(p.plans["shadow"]) == 2 and "(2.4)" in p.notice
    p.plans["shadow"].append({"action": "dodge"})    # and were one slipped past it, Done refuses
    p.done()
    assert c.panel is not None
    assert "2.4" in c.scene.hud.said


def test_hot_seat_hands_the_screen_over(fresh, table):
    table.new_game("castle", opponent="human")
    fresh.step()
    c = table.controller
    assert c.handoff is not None and c.panel is None
    c._open_panel("p1")
    assert c.handoff is None and c.panel.seat == "p1"
    c.panel.pick("dodge", ())
    c.panel.done()
    assert _until(fresh, lambda: c.handoff is not None)
    assert c.handoff.seat == "p2"


def test_menus_open_and_close(fresh, table):
    table.new_game("castle", opponent="random")
    fresh.step()
    table.open_menu()
    assert table.menu is not None and not table.controller.panel.enabled
    table.open_new_game()
    assert table.menu.choice.arena == "castle"
    table.menu.next_arena()
    assert table.menu.choice.arena != "castle"
    table.open_load()
    table.close_menu()
    assert table.menu is None and table.controller.panel.enabled


def test_loading_a_staged_fight_continues_it(fresh, table):
    from tests.scenes.conftest import ROOT
    table.load_game(ROOT / "saves" / "ninja-arena-model-scenario.json")
    fresh.step()
    c = table.controller
    assert c.session.state.game_round == 3
    lives = {f.kind: f.life for f in c.scene.table.tv.figures}
    assert lives == {"weaponmaster": 4, "shadow": 6}        # 2.8, after two rounds
    assert c.panel is not None and c.panel.seat == "p1"


def test_loading_a_bad_file_from_the_menu_says_why(fresh, table, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    table.new_game("castle", opponent="random")
    fresh.step()
    table.open_load()
    from game.errors import UserError
    with pytest.raises(UserError, match="bad.json"):
        table.load_game(bad)
