"""The pack-table framework (scenes/games/) on the toy pack's table (tests/scenes/toy_table.py):
timelines from saves, moments, renders with pixel checks, the event player, and the play
controller's menus, refusals and hot-seat secrecy. Then the contract every real pack table
must keep: an animation for every event kind of its rules pack."""
from __future__ import annotations

import importlib

import numpy as np
import pytest

import tests.toy_pack  # noqa: F401  (registers the "toy" pack)
from game.errors import UserError
from game.session import Session
from models import palette
from scenes import games as packs


@pytest.fixture
def toy_table(monkeypatch):
    monkeypatch.setitem(packs.TABLE_MODULES, "toy", "tests.scenes.toy_table")
    return importlib.import_module("tests.scenes.toy_table")


def _toy_save(rounds: int = 3):
    """A toy game: both plan, then each acts; p1 walks toward p2."""
    from rules import registry
    s = Session(registry.get("toy"), {"rounds": rounds}, seed=3)
    while not s.finished:
        for seat in sorted(s.to_act()):
            legal = s.legal_actions(seat)
            moves = [a for a in legal if a.kind == "move"]
            attacks = [a for a in legal if a.kind == "attack"]
            act = attacks[0] if attacks else (max(moves, key=lambda a: a.to[0] + a.to[1]) if moves and seat == "p1" else legal[0])
            s.act(seat, act)
            break
    from game import saves
    return saves.save_dict(s.to_save())


def test_source_steps_and_moments(toy_table):
    from scenes.timeline import source_from_save
    src = source_from_save(_toy_save(), "toy.json")
    assert src.steps and all(s.events for s in src.steps)
    assert src.view_at((0, None)) == src.first_view
    assert src.view_at(None) == src.steps[-1].view
    r1 = [s for s in src.steps if s.round == 1]
    assert src.view_at((1, 1)) == r1[0].view and src.view_at((1, None)) == r1[-1].view
    with pytest.raises(UserError, match="there is no round 99"):
        src.view_at((99, None))
    with pytest.raises(UserError, match=r"round 1 has \d+ actions"):
        src.view_at((1, 999))
    with pytest.raises(UserError, match="round 0 is the set-up"):
        src.view_at((0, 1))


def test_unknown_ruleset_is_one_line(toy_table):
    from scenes.timeline import source_from_save
    data = _toy_save()
    data["ruleset"] = "ninja-arena"      # a pack without a pack table
    with pytest.raises(UserError):
        source_from_save(data, "x.json")


def test_render_shows_each_seat_colour_where_its_figure_stands(fresh, toy_table):
    from scenes import stage
    from scenes.table import PackScene
    from scenes.timeline import source_from_save
    src = source_from_save(_toy_save(), "toy.json")
    view = src.view_at((1, None))
    scene = PackScene(toy_table, src.setup, view, "top", interactive=False, hud=False)
    import builtins
    stage.step(builtins.base, 3)
    img = stage.grab_rgb().astype(float) / 255.0
    for i, f in enumerate(view["figures"]):
        p = stage.project(scene.table.world(f["cell"]) + (0, 0.8, 0))
        x, y = int(p[0]), int(p[1])
        patch = img[max(0, y - 5): y + 6, max(0, x - 5): x + 6].reshape(-1, 3)
        want = np.asarray(palette.player_color(i))
        # flat-shaded tops: the seat colour times a shade, so compare hue by the dominant channel
        assert any(int(np.argmax(px)) == int(np.argmax(want)) and px.max() > 0.3 for px in patch), f["id"]


def test_player_plays_every_event_and_ends_on_the_truth(fresh, toy_table):
    from scenes.table import PackScene
    from scenes.player import PackPlayer
    from scenes.timeline import source_from_save
    src = source_from_save(_toy_save(), "toy.json")
    scene = PackScene(toy_table, src.setup, src.first_view, interactive=False, hud=True)
    player = PackPlayer(scene, auto=False)
    kinds = []
    for s in src.steps:
        player.play(s.events, s.view)
        kinds += [e["kind"] for e in s.events]
    n = 0
    while player.busy and n < 100000:
        player.advance(1 / 30)
        n += 1
    assert not player.busy
    assert player.played_kinds == kinds
    last = src.final_view
    for f in last["figures"]:
        e = scene.table.figures[f["id"]]
        w = scene.table.world(f["cell"])
        assert (e.x, e.z) == pytest.approx((w.x, w.z))


def _controller(toy_table, specs):
    from rules import registry
    from scenes.controller import PackController
    s = Session(registry.get("toy"), {"rounds": 4}, seed=5)
    return PackController(s, specs, toy_table, interactive=False)


def test_the_menus_title_says_whose_move_and_the_caption_keeps_what_happened(fresh, toy_table):
    """The banner said "Your move" beside the menu's own "Your move", over the last event's words."""
    from scenes.controller import ActionMenu
    ctl = _controller(toy_table, {"p1": "human", "p2": "random"})
    ctl.message("Blue steps 1 square")
    ctl.open("p1")
    assert isinstance(ctl.panel, ActionMenu)
    assert ctl.scene.hud.said.strip() == "Blue steps 1 square"
    titles = [t.text for t in ctl.panel.children if getattr(t, "shadow", None) is not None]
    assert titles and titles[0].endswith(("Your move", "to act"))


def test_controller_offers_a_menu_refuses_illegal_and_applies_legal(fresh, toy_table):
    from scenes.controller import ActionMenu
    ctl = _controller(toy_table, {"p1": "human", "p2": "random"})
    ctl.update()
    assert ctl.asked == "p1" and isinstance(ctl.panel, ActionMenu)
    before = ctl.session.snapshot()
    assert ctl.submit("p1", {"kind": "move", "to": [3, 3]}) is False      # not the phase
    assert ctl.session.snapshot() == before
    assert "p1" in ctl.scene.hud.said or ctl.scene.hud.said
    assert ctl.submit("p1", {"kind": "plan", "number": 2}) is True
    assert ctl.asked is None and ctl.panel is None
    assert len(ctl.session.log) == 1


def test_controller_menu_labels_use_describe_action(fresh, toy_table):
    from ursina import Button
    ctl = _controller(toy_table, {"p1": "human", "p2": "random"})
    ctl.update()
    labels = [b.text for b in ctl.panel.children if isinstance(b, Button)]
    assert "plan 1" in labels and "plan 3" in labels


def test_hot_seat_hands_off_and_hides_the_other_seats_plan(fresh, toy_table):
    ctl = _controller(toy_table, {"p1": "human", "p2": "human"})
    ctl.update()
    assert ctl.handoff is not None and ctl.looking is None      # nobody's secrets on screen
    ctl.open("p1")
    assert ctl.submit("p1", {"kind": "plan", "number": 3})
    while ctl.player.busy:
        ctl.player.skip()
    ctl.update()
    assert ctl.asked == "p2" and ctl.handoff is not None
    assert ctl.scene.view["plans"] == []                     # p1's plan is not drawn for p2
    ctl.open("p2")
    assert all(p["seat"] == "p2" for p in ctl.scene.view["plans"])


def test_hot_seat_animates_the_events_as_the_seat_looking_may_see_them(fresh, toy_table):
    """The toy's 'planned' event holds the number for its planner only (event_view): between
    two humans the table animates the spectator's event, not the referee's."""
    ctl = _controller(toy_table, {"p1": "human", "p2": "human"})
    played = []
    real_play = ctl.player.play
    ctl.player.play = lambda events, after=None, **kw: (played.append(events), real_play(events, after, **kw))
    ctl.update()
    ctl.open("p1")
    assert ctl.submit("p1", {"kind": "plan", "number": 3})
    assert played == [[{"kind": "planned", "seat": "p1", "plan": None}]]
    alone = _controller(toy_table, {"p1": "human", "p2": "random"})   # one human: his own
    alone.player.play = lambda events, after=None, **kw: played.append(events)
    alone.update()
    assert alone.submit("p1", {"kind": "plan", "number": 2})
    assert played[-1] == [{"kind": "planned", "seat": "p1", "plan": 2}]


def test_cell_click_narrows_the_menu_to_actions_aimed_there(fresh, toy_table):
    from rules import registry
    from scenes.controller import PackController
    s = Session(registry.get("toy"), {"rounds": 4}, seed=5)
    s.act("p1", {"kind": "plan", "number": 3})
    s.act("p2", {"kind": "plan", "number": 1})
    ctl = PackController(s, {"p1": "human", "p2": "random"}, toy_table, interactive=False)
    ctl.update()
    ctl.open("p1", (1, 1))
    assert [a["kind"] for a in ctl.panel.legal] == ["move"]
    assert tuple(ctl.panel.legal[0]["to"]) == (1, 1)


def test_every_pack_but_ninja_arena_has_its_table():
    from rules import registry
    assert set(packs.drawn()) == set(registry.KNOWN)


@pytest.mark.parametrize("ruleset", sorted(packs.TABLE_MODULES))
def test_every_event_kind_of_a_drawn_pack_has_an_animation(ruleset):
    module = packs.table_module(ruleset)
    assert module is not None, f"{ruleset}: no table"
    from rules import registry
    events = importlib.import_module(registry.KNOWN[ruleset] + ".events")
    missing = sorted(set(events.EVENT_KINDS) - set(module.ANIMATIONS))
    assert not missing, f"{ruleset}: no animation for {missing}"


def test_main_menu_offers_the_other_games_and_starts_one(fresh, toy_table, monkeypatch):
    from scenes import games as packs_mod
    from scenes.app import TableApp
    from scenes.menus import PackGameMenu
    from scenes.controller import PackController
    monkeypatch.setattr(packs_mod, "TABLE_MODULES", {"toy": "tests.scenes.toy_table"})
    table = TableApp(fresh, interactive=False)
    table.open_menu()
    table.open_pack_games()
    assert isinstance(table.menu, PackGameMenu) and [e[0] for e in table.menu.entries] == ["toy"]
    table.menu.next_who(0)
    assert table.menu.opponent[0] == "ai:hard"
    table.start_pack_game("toy", "random", {"rounds": 3})
    assert table.controller.session.setup == {"rounds": 3}
    assert isinstance(table.controller, PackController)
    assert table.controller.specs == {"p1": "human", "p2": "random"}
    assert table.menu is None


def test_hud_keeps_rows_that_did_not_change(fresh):
    from scenes.table import HudRow, PackHud
    hud = PackHud()
    hud.show([HudRow("a", 0, 3, 5), HudRow("b", 1, 5, 5)], "one")
    first = list(hud.rows)
    hud.show([HudRow("a", 0, 3, 5), HudRow("b", 1, 4, 5)], "two")
    assert hud.rows[0] is first[0] and hud.rows[1] is not first[1]
    assert hud.rows[1].hud_row.value == 4 and hud.said == "two"
    hud.show([HudRow("a", 0, 3, 5)], "three")
    assert len(hud.rows) == 1 and hud.rows[0] is first[0]


def test_hud_rows_are_pictures_taken_again_for_a_new_window_size(fresh, monkeypatch):
    """Each row is drawn once into a picture of the window's size (scenes/uipicture.py): the
    same rows in a window of another size are built and pictured again."""
    from scenes import hud as H
    from scenes.table import HudRow, PackHud
    hud = PackHud()
    rows = [HudRow("a", 0, 3, 5), HudRow("b", 1, 5, 5)]
    hud.show(rows, "one")
    first = list(hud.rows)
    for row in first:                     # one quad drawn, the pieces hidden
        shown = [c for c in row.getChildren() if not c.isHidden()]
        assert len(shown) == 1 and shown[0].getTexture() is not None
    hud.show(rows, "one")
    assert hud.rows == first
    size = H.window_pixels()
    monkeypatch.setattr(H, "window_pixels", lambda: (size[0] * 2, size[1] * 2))
    hud.show(rows, "one")
    assert all(new is not old for new, old in zip(hud.rows, first)) and len(hud.rows) == 2


def test_other_games_menu_lists_the_master_of_ceremonies_modes(fresh):
    from scenes.menus import PackGameMenu
    menu = PackGameMenu(["morituri", "ceremony"], lambda *a: None, lambda: None)
    setups = [(r, setup) for r, _, setup in menu.entries]
    assert setups == [("morituri", {}), ("ceremony", {}), ("ceremony", {"mode": "master"}),
                      ("ceremony", {"mode": "eliminations"})]


def test_other_games_menu_picks_a_workshop_arena_for_each_game(fresh, tmp_path, monkeypatch):
    """The arena button steps through the shipped arenas and the user's made for that game;
    Play starts the game in it (the game's own set-up key); Morituri's one arena has none."""
    import json
    import game.workshop.files as files
    from scenes.menus import PackGameMenu
    monkeypatch.setattr(files, "USER_ARENAS", tmp_path)
    monkeypatch.setattr(files.user_arenas, "__defaults__", (tmp_path,))
    (tmp_path / "ring.json").write_text(json.dumps({"id": "ring", "game": "chaos-arena"}))
    started = []
    menu = PackGameMenu(["morituri", "chaos-arena", "gladiator"], lambda *a: started.append(a),
                        lambda: None)
    assert 0 not in menu.where                                   # Morituri: fixed (I.6)
    assert menu.arenas[1] == ["chaos-arena", "ring"] and menu.arenas[2] == ["colosseum", "practice"]
    assert menu.setup(1) == {}                                   # the game's own default
    menu.next_arena(1)
    menu.next_arena(2)
    assert menu.where[1].text == "in ring" and menu.setup(1) == {"board": "ring"}
    assert menu.setup(2) == {"arena": "practice"}
    menu.next_arena(1)
    assert menu.setup(1) == {}


def test_play_setup_argument_is_checked_in_one_line(tmp_path):
    from tests.scenes.conftest import run_main
    bad = run_main("play", "--ruleset", "ceremony", "--setup", "[1]", "--offscreen",
                   "--quit-after-frames", "2")
    assert bad.returncode == 2 and "JSON object" in bad.stderr and "Traceback" not in bad.stderr
    wrong = run_main("play", "--ruleset", "ceremony", "--setup", '{"mode": "nope"}', "--offscreen",
                     "--quit-after-frames", "2")
    assert wrong.returncode == 2 and "mode" in wrong.stderr and "Traceback" not in wrong.stderr
    ok = run_main("play", "--ruleset", "ceremony", "--setup", '{"mode": "master"}', "--seats",
                  "human,human,human", "--offscreen", "--quit-after-frames", "2")
    assert ok.returncode == 0, ok.stderr
