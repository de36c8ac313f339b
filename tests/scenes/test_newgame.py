"""The new-game screen (issue item 1): its model builds set-ups the pack validates, the screen
starts a 3-player advanced game with a computer seat, and a refused set-up keeps the screen
with the pack's one-line reason."""
from __future__ import annotations

import json

import pytest

from scenes.games.ninja_arena.newgame import CUSTOM, NewGame, computer_levels, pack_variants


def test_default_is_the_castle_you_against_the_computer():
    m = NewGame()
    setup = m.setup()
    assert setup["arena"] == "castle" and setup["layer"] == "beginner"
    assert [p["ninjas"] for p in setup["players"]] == [[{"type": "shadow"}], [{"type": "weaponmaster"}]]
    assert m.seat_specs() == {"p1": "human", "p2": "ai:normal"}
    assert computer_levels() == ("ai:easy", "ai:normal", "ai:hard")     # game/ai/ninja_arena/'s
    assert "team" in pack_variants() and "sudden_death" in pack_variants()


def test_the_pack_validates_the_setup_and_its_reason_is_one_line():
    from game.errors import UserError
    from rules import registry
    m = NewGame()
    m.set_ninjas(0, 2)                     # two ninjas without the team variant: 4.4
    with pytest.raises(UserError, match="4.4"):
        m.build(registry.get("ninja-arena"), seed=1)
    m.layer = "professional"
    m.toggle_variant("team")
    m.set_ninjas(1, 2)
    s = m.build(registry.get("ninja-arena"), seed=1)
    assert len(s.state.ninjas) == 4


def test_a_custom_board_file_that_is_missing_says_so():
    from game.errors import UserError
    from rules import registry
    m = NewGame(arena=CUSTOM, custom_path="nowhere/board.json")
    with pytest.raises(UserError, match="nowhere/board.json"):
        m.build(registry.get("ninja-arena"), seed=1)


@pytest.fixture
def table(fresh):
    from scenes.app import TableApp
    return TableApp(fresh, interactive=False)


def test_the_screen_starts_a_three_player_advanced_game_with_a_computer_seat(fresh, table):
    table.new_game("castle", opponent="random")
    table.open_new_game()
    menu = table.menu
    menu.next_players()
    assert menu.choice.players == 3 and menu.seat_rows[2][1].enabled and not menu.seat_rows[3][1].enabled
    while menu.choice.layer != "advanced":
        menu.next_layer()
    while menu.choice.seats[1].who != "human":
        menu.next_who(1)
    assert menu.choice.seat_specs() == {"p1": "human", "p2": "human", "p3": "ai:normal"}
    menu.start()
    assert table.menu is None
    c = table.controller
    fresh.step()
    assert len(c.scene.table.figures) == 3
    assert c.session.setup["layer"] == "advanced"
    assert c.specs == {"p1": "human", "p2": "human", "p3": "ai:normal"}


def test_a_refused_setup_keeps_the_screen_with_the_reason(fresh, table):
    table.new_game("castle", opponent="random")
    old = table.controller
    table.open_new_game()
    menu = table.menu
    menu.next_second(0)                    # p1 takes a second ninja, no team variant
    menu.start()
    assert table.menu is menu and "4.4" in menu.error.text
    assert table.controller is old
    fresh.step()


def test_a_custom_board_file_is_played():
    from rules import registry
    from tests.scenes.conftest import ROOT
    path = ROOT / "rules" / "ninja_arena" / "arenas" / "canyon.json"
    m = NewGame(arena=CUSTOM, custom_path=str(path))
    s = m.build(registry.get("ninja-arena"), seed=1)
    # the typed path becomes the board itself: no save holds a path (issue 14)
    assert "arena" not in s.setup and s.setup["board"] == json.loads(path.read_text())
    assert s.state.arena == "canyon" and len(s.state.ninjas) == 2


def test_the_screen_remembers_the_last_choices_and_forgets_a_broken_file(fresh, table):
    from game import settings, userfiles
    table.new_game("castle", opponent="random")
    table.open_new_game()
    menu = table.menu
    while menu.choice.arena != "reef":
        menu.next_arena()
    while menu.choice.layer != "professional":
        menu.next_layer()
    menu.toggle("sudden_death")
    menu.start()
    assert table.menu is None
    table.open_new_game()
    again = table.menu.choice
    assert (again.arena, again.layer, again.variants) == ("reef", "professional", {"sudden_death"})
    userfiles.SETTINGS.write_text("{not json")
    table.open_new_game()
    assert table.menu.choice.arena == "castle" and "forgotten" in table.menu.error.text
    assert settings.remember("x", 1) == "" and settings.read()[0] == {"x": 1}   # replaced


def test_professional_variants_are_refused_under_the_other_rules(fresh, table):
    table.new_game("castle", opponent="random")
    table.open_new_game()
    menu = table.menu
    assert menu.choice.layer == "beginner"
    menu.toggle("sudden_death")
    assert "sudden_death" not in menu.choice.variants and "4.4" in menu.error.text
    menu.toggle("team")                          # the engine's own: any rules
    assert "team" in menu.choice.variants
    while menu.choice.layer != "professional":
        menu.next_layer()
    menu.toggle("sudden_death")
    menu.next_layer()                            # back to beginner: only the engine's stay
    assert menu.choice.variants == {"team"}


def test_remembered_choices_that_are_no_longer_choices_fall_back():
    m = NewGame.from_dict({"arena": "castle", "layer": "expert", "players": 9,
                           "seats": [{"who": "ai:godlike", "ninjas": ["ninja"]}], "variants": ["x"]})
    assert (m.layer, m.players, m.seats[0].who, m.seats[0].ninjas, m.variants) == \
        ("beginner", 4, "human", ["shadow"], set())
    assert NewGame.from_dict(NewGame.from_dict(None).to_dict()) == NewGame()


def test_the_plan_panel_shows_the_dice_left_and_greys_what_the_rules_refuse(fresh, table):
    from ursina import Text
    table.new_game("castle", opponent="random")
    fresh.step()
    p = table.controller.panel
    texts = lambda: [t.text for t in p.parts if isinstance(t, Text) and not hasattr(t, "refusal")]  # noqa: E731
    assert "dice left: red 2 of 2   blue 2 of 2" in texts()
    p.pick("step", ("forward",))
    p.pick_dir("forward")
    p.pick("ranged", ())
    assert "dice left: red 2 of 2   blue 0 of 2" in texts()
    greyed = {b.text: b.refusal for b in p.parts if getattr(b, "refusal", None)}
    assert set(greyed) >= {"melee", "step", "leap"} and "evade" not in greyed
    assert "3 blue dice planned" in greyed["step"] and greyed["step"].endswith("(2.4)")
    p.pick("step", ("forward",))                      # refused, and said
    assert len(p.plans["shadow"]) == 2 and "(2.4)" in p.notice
    p.pick("dodge", ())
    assert len(p.plans["shadow"]) == 3 and p.notice == ""
    p.pick("evade", ("left", "right"))                # a fourth action: said, not silent
    assert len(p.plans["shadow"]) == 3 and "three action rounds (2.3)" in p.notice


def test_the_plan_preview_says_why_a_move_fails_and_frames_the_square_to_blame(fresh, table):
    from ursina import Text
    table.new_game("castle", opponent="random")
    fresh.step()
    c = table.controller
    p = c.panel
    p.pick("step", ("left",))
    p.pick_dir("left")
    p.pick("diagonal_step", ("forward_left",))
    p.pick_dir("forward_left")
    said = [t.text for t in p.parts if isinstance(t, Text)]
    assert any(t.startswith("2: blocked: that square is 2 levels higher") and "(2.6" in t for t in said)
    frames = [e for e in c.scene.table.ghosts.root.children if getattr(e, "blocker", None)]
    assert [f.blocker for f in frames] == [(1, 1)]
    p.undo()                                         # the failing move gone: so is its word
    assert not any(getattr(e, "blocker", None) for e in c.scene.table.ghosts.root.children)
    assert not any(isinstance(t, Text) and t.text.startswith("2: blocked") for t in p.parts)
