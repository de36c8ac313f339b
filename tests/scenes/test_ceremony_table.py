"""The Master of Ceremonies table (scenes/games/ceremony): every rule event kind animates to
completion offscreen, figures show their side colour where they stand, the crystal wheel shows
the view's crystals, and `play`'s labels and click squares cover every action kind."""
from __future__ import annotations

import json
import typing
from functools import lru_cache

import numpy as np
import pytest

from models.ceremony import colors as C
from models.meshkit import face_shade
from tests.scenes.conftest import ROOT, floated_labels

SAVES = ("ceremony-master-example.json", "ceremony-duel-example.json",
         "ceremony-eliminations-example.json")
UP = face_shade((0, 1, 0))


SETUPS = ({"mode": "master", "beast": "terror"}, {"mode": "master", "beast": "fate"},
          {"mode": "duel", "beast": "fate", "gladiators": [
              {"weapons": ["sword"], "armour": {"torso": "leather"}, "helpers": ["pain", "dwarf1"],
               "dwarves": {"dwarf1": {"weapons": ["mace"], "armour": ["leather"]}}},
              {"helpers": ["hunger", "despair"]}]},
          {"mode": "eliminations"})


@lru_cache(maxsize=None)
def _game(i: int, seed: int = 7):
    """(setup, first view, [(view before, events, view after)]) of a seeded random game of
    SETUPS[i] (random legal actions, passing rarely), so the samples do not hang on the
    shipped saves' exact moves."""
    import random
    from rules.registry import get
    from scenes.timeline import as_json
    pack = get("ceremony")
    setup = SETUPS[i]
    state = pack.new_game(setup, seed)
    rnd = random.Random(seed * 31 + i)
    first = before = as_json(pack.view(state, None))
    steps = []
    for _ in range(700):
        seats = sorted(pack.to_act(state))
        if not seats:
            break
        seat = rnd.choice(seats)
        legal = pack.legal_actions(state, seat)
        moves = [a for a in legal if a.kind != "pass"]
        if not moves or (len(moves) < len(legal) and rnd.random() < 0.15):
            moves = legal
        state, events = pack.apply(state, seat, rnd.choice(moves))
        after = as_json(pack.view(state, None))
        steps.append((before, [as_json(e) for e in events], after))
        before = after
    return dict(setup), first, steps


def _samples() -> dict:
    """kind -> (setup, view before, event, view after): the first of each kind in the seeded
    games; a kind none of them shows is made up on the Master's game."""
    out = {}
    for i in range(len(SETUPS)):
        setup, _, steps = _game(i)
        for before, events, after in steps:
            for ev in events:
                out.setdefault(ev["kind"], (setup, before, ev, after))
    setup, _, steps = _game(0)
    before, _, after = steps[len(steps) // 2]
    pool = [f["id"] for f in before["figures"] if f["side"] == "M"] or ["pain"]
    g1 = next(f for f in before["figures"] if f["id"] == "g1")
    made_up = {"resurrected": {"kind": "resurrected", "figure": pool[-1]},
               "master_action": {"kind": "master_action", "action": "resurrect", "helper": pool[-1],
                                 "success": True, "points_left": 2},
               "dodged": {"kind": "dodged", "figure": "g1", "success": True},
               "stopped": {"kind": "stopped", "figure": "g1", "reason": "failed to DISENGAGE"},
               "hourglass": {"kind": "hourglass", "figure": "g1", "change": "placed"},
               "turned": {"kind": "turned", "figure": "g1", "from_facing": 0, "to_facing": 3},
               "trap_sprung": {"kind": "trap_sprung", "figure": "g1", "cell": g1["cell"], "trap": "blades"}}
    for kind, ev in made_up.items():
        out.setdefault(kind, (setup, before, ev, after))
    return out


def _scene(setup, view, camera="default"):
    from scenes.games import table_module
    from scenes.table import PackScene
    return PackScene(table_module("ceremony"), setup, view, camera, interactive=False, show_help=False)


def test_every_event_kind_has_an_animation():
    from rules.ceremony.events import EVENT_KINDS
    from scenes.games.ceremony import ANIMATIONS, ESTIMATE
    assert set(EVENT_KINDS) <= set(ANIMATIONS), set(EVENT_KINDS) - set(ANIMATIONS)
    assert set(EVENT_KINDS) <= set(ESTIMATE)


def test_the_samples_cover_every_event_kind():
    from rules.ceremony.events import EVENT_KINDS
    assert set(EVENT_KINDS) <= set(_samples())


@pytest.mark.parametrize("kind", sorted(__import__("rules.ceremony.events", fromlist=["x"]).EVENT_KINDS))
def test_every_event_kind_animates_to_completion(fresh, kind):
    from scenes.player import PackPlayer
    setup, before, ev, after = _samples()[kind]
    from tests.scenes.conftest import assert_in_words, caption_lines
    scene = _scene(setup, before)
    player = PackPlayer(scene, speed=1.0, follow_camera=True, auto=False)
    lines = caption_lines(scene, "ceremony", player)
    logged, caption = [], player.on_event
    player.on_event = lambda e, words: (logged.append(words), caption(e, words))
    player.play([ev], after)
    frames = 0
    while player.busy and frames < 300:      # 10 s of animation at 30 fps is far too long
        player.advance(1 / 30)
        frames += 1
    assert not player.busy, f"{kind} still playing after {frames} frames"
    assert player.played_kinds == [kind]
    # one line in the fight log, not the animation's words and the rules' sentence both
    assert len(logged) == 1 and len(logged[0]) == 1, logged
    assert len(lines) == 1
    assert_in_words(lines)                  # its caption, in words (issue 17)
    assert 0 < frames <= 60, f"{kind} took {frames} frames (keep animations 0.3-1.2 s)"
    assert player.ctx.effects == []            # the effects were cleared
    # the table ends on the view after the step
    for f in after["figures"]:
        ent = scene.table.figures.get(f["id"])
        on = f["status"] == "active" and f["cell"] is not None
        if on:
            assert ent is not None and ent.enabled
            assert (round(ent.x), round(ent.z)) == tuple(f["cell"])
        elif ent is not None and f["status"] in ("dead", "out"):
            assert ent.enabled and ent.body.rotation_z == 90     # the fallen stay where they fell
        elif ent is not None:
            assert not ent.enabled


def test_the_initiative_words_follow_the_round_banner_not_under_it(fresh):
    """Seen on the live table: "Varg has the initiative" stood under the "Round 1" banner from
    the banner's first frame (words made when the sequence was built were shown at once)."""
    from ursina import Text
    from scenes.player import PackPlayer
    setup, before, ev, after = _samples()["round_started"]
    scene = _scene(setup, before)
    player = PackPlayer(scene, speed=1.0, follow_camera=True, auto=False)
    player.play([ev], after)
    seen = []
    for _ in range(60):
        if not player.busy:
            break
        player.advance(1 / 30)
        words = [str(t.text) for t in player.ctx.effects
                 if isinstance(t, Text) and t.enabled and t.color[3] > 0.05]   # to be seen
        seen.append(words)
        assert len(words) <= 1, words                  # one line of words at a time
    shown = [w[0] for w in seen if w]
    assert shown[0].startswith("Round ") and "has the initiative" in shown[-1]


def test_a_reach_stop_floats_the_holders_name_not_his_id(fresh):
    """The rules' reason "kept at a distance by g2's spear" floated over the stopped figure
    showed the id; labels are in players' words like the captions."""
    from scenes.player import PackPlayer
    setup, before, _, after = _samples()["stopped"]
    holder = next(f for f in before["figures"] if f["id"] == "g2")
    ev = {"kind": "stopped", "figure": "g1", "reason": "kept at a distance by g2's spear"}
    labels = floated_labels(PackPlayer(_scene(setup, before), auto=False), ev, after)
    assert any(f"by {holder['name']}'s spear" in t for t in labels), labels
    assert not any("g2" in t for t in labels), labels


@pytest.mark.parametrize("kind", sorted(__import__("rules.ceremony.events", fromlist=["x"]).EVENT_KINDS))
def test_every_label_over_the_board_is_in_words(fresh, kind):
    from tests.scenes.conftest import assert_labels_in_words
    from scenes.player import PackPlayer
    setup, before, ev, after = _samples()[kind]
    assert_labels_in_words(kind, floated_labels(PackPlayer(_scene(setup, before), auto=False), ev, after))


def test_a_whole_game_plays_through_the_event_player(fresh):
    """A seeded duel with helpers and the ape-man, its first 60 actions from the set-up on,
    skipping: every kind has its animation and the table ends on the last view."""
    from scenes.player import PackPlayer
    from scenes.games.ceremony import ANIMATIONS
    setup, first, steps = _game(2)
    scene = _scene(setup, first)
    player = PackPlayer(scene, auto=False)
    for _, events, after in steps[:60]:
        player.play(events, after)
    player.skip()
    assert not player.busy
    assert set(player.played_kinds) <= set(ANIMATIONS)
    final = steps[:60][-1][2]
    for f in final["figures"]:
        if f["status"] == "active" and f["cell"] is not None:
            assert (round(scene.table.figures[f["id"]].x), round(scene.table.figures[f["id"]].z)) == tuple(f["cell"])


# ---------------------------------------------------------------- pixels

def _grab(app):
    from scenes import stage
    stage.step(app, 3)
    return stage.grab_rgb().astype(float) / 255.0


def _near(img, xy, want, radius=3, tol=0.12) -> bool:
    x, y = int(round(xy[0])), int(round(xy[1]))
    patch = img[max(0, y - radius): y + radius + 1, max(0, x - radius): x + radius + 1]
    d = np.abs(patch - np.asarray(want)[:3]).max(axis=2)
    return bool((d < tol).any())


def _busy_view():
    """The Master's game in round 3 with the whole pool brought onto the sand."""
    setup, _, steps = _game(0)
    view = next(after for _, _, after in steps if after["phase"] == "fight")
    view = json.loads(json.dumps(view))
    cells = {"g1": [1, 1], "g2": [6, 6], "pain": [1, 4], "hunger": [3, 3], "despair": [5, 1],
             "dwarf1": [6, 3], "dwarf2": [3, 6], "terror": [4, 5]}
    for f in view["figures"]:
        if f["id"] in cells:
            f["cell"], f["status"] = cells[f["id"]], "active"
            if f["kind"] in ("gladiator", "dwarf"):
                f["facing"] = 0
    return setup, view


def test_figures_show_their_side_colour_where_they_stand(fresh):
    from scenes import stage
    from scenes.games.ceremony.table import FIGURE_SCALE
    from models.ceremony.figures import BASE_R
    setup, view = _busy_view()
    scene = _scene(setup, view, "top")
    if scene.hud is not None:
        scene.hud.enabled = False
    scene.table.panel.enabled = False
    img = _grab(fresh)
    seen = set()
    for f in view["figures"]:
        if f["status"] != "active":
            continue
        want = np.clip(np.array(C.fig_color(f, view["sides"])) * UP, 0, 1)
        r = BASE_R[f["kind"]] * FIGURE_SCALE * 0.86       # on the bright outer ring of the base
        x, y = f["cell"]
        hits = 0
        for dx, dz in ((r, 0), (-r, 0), (0, -r), (0, r)):
            p = stage.project((x + dx, 0.07, y + dz))
            assert p is not None
            hits += _near(img, p, want, radius=2)
        assert hits >= 2, f"{f['id']} at {f['cell']}: side colour found on {hits} of 4 sides"
        seen.add(f["side"])
    assert seen == {"A", "B", "M", "N"}
    # and the sand between them is sand, not a side colour
    p = stage.project((2, 0.0, 4))
    assert _near(img, p, np.clip(np.array(C.SAND) * UP, 0, 1), radius=2, tol=0.1)


@pytest.mark.parametrize("crystals", [0, 4, 10])
def test_the_crystal_wheel_shows_the_views_crystals(fresh, crystals):
    setup, view = _busy_view()
    view["master"] = dict(view["master"], crystals=crystals)
    scene = _scene(setup, view)
    img = _grab(fresh)
    h, w = img.shape[:2]
    slots = scene.table.panel.wheel_slots
    assert len(slots) == 10
    lit = [_near(img, (w / 2 + ux * h, h / 2 - uy * h), C.CRYSTAL, radius=1, tol=0.12) for ux, uy in slots]
    assert lit == [i < crystals for i in range(10)]


def test_no_wheel_without_a_master(fresh):
    setup, first, steps = _game(3)
    scene = _scene(setup, steps[-1][2])
    assert scene.table.panel.wheel_slots == []


def test_hidden_traps_show_only_in_their_placers_view(fresh):
    from rules.registry import get
    from scenes.timeline import as_json
    pack = get("ceremony")
    setup = SETUPS[0]
    state = pack.new_game(setup, 3)
    while state.phase == "traps":        # the Master lays his traps
        legal = pack.legal_actions(state, "mc")
        state, _ = pack.apply(state, "mc", next(a for a in legal if a.kind == "place_trap") if
                              any(a.kind == "place_trap" for a in legal) else legal[0])
    assert pack.view(state, "mc")["traps"]
    scene = _scene(setup, as_json(pack.view(state, "mc")))
    assert len(scene.table.traps.children) == 2          # the traps and the warning frames
    scene.show(as_json(pack.view(state, "p1")))
    assert len(scene.table.traps.children) == 0


# ---------------------------------------------------------------- play's hooks

def _action_kinds() -> list[str]:
    from rules.ceremony.actions import Action
    union = typing.get_args(typing.get_args(Action)[0])
    return [m.model_fields["kind"].default for m in union]


def test_every_action_kind_has_a_label_of_its_own():
    from rules.registry import get
    from scenes.games import ceremony as mod
    from scenes.controller import default_label
    pack = get("ceremony")
    seen = {}
    for i in range(len(SETUPS)):
        state = pack.new_game(SETUPS[i], 7)
        for seat in pack.seats(state):
            for a in pack.legal_actions(state, seat):
                seen.setdefault(a.kind, a.model_dump(mode="json"))
    for kind in _action_kinds():
        seen.setdefault(kind, {"kind": kind, "figure": "g1", "helper": "pain", "target": "g2",
                               "cell": [0, 3], "dir": 0, "facing": 2, "weapon": "sword",
                               "dodge": True, "trap": "spikes"})
    _, view = _busy_view()
    labels = {}
    for kind in _action_kinds():
        a = seen[kind]
        s = mod.describe_action(a, view)
        assert s and s != default_label(a), kind
        labels[kind] = s
    assert len(set(labels.values())) == len(labels)
    assert "Kord" in mod.describe_action({"kind": "attack", "figure": "g1", "target": "g2",
                                          "weapon": "sword", "location": "head"}, view)
    assert "-2" in mod.describe_action({"kind": "attack", "figure": "g1", "target": "g2",
                                        "weapon": "sword", "location": "head"}, view)
    # the menu is as wide as its longest line: WAIT's 58 letters made it reach over the far row
    # at 800x600, where Kord and Varg fought. Short lines; what they do on hover, by the rules
    for kind, rule in (("wait", "B10"), ("rest", "B5")):
        assert len(labels[kind]) <= 36, labels[kind]
        assert mod.hint_of(seen[kind], view).startswith(f"{kind.upper()} ({rule})")
    assert "any moment of the round" in mod.hint_of(seen["wait"], view)


def test_cell_of_action_names_the_square_aimed_at():
    from scenes.games import ceremony as mod
    _, view = _busy_view()      # g1 on 1,1 facing north, g2 on 6,6, dwarf1 on 6,3
    assert mod.cell_of_action({"kind": "move", "figure": "g1", "dir": 1}, view) == (2, 2)
    assert mod.cell_of_action({"kind": "run", "figure": "pain", "dir": 2}, view) == (3, 4)
    assert mod.cell_of_action({"kind": "disengage", "figure": "g1", "dir": 6}, view) == (0, 1)
    assert mod.cell_of_action({"kind": "attack", "figure": "g1", "target": "g2"}, view) == (6, 6)
    assert mod.cell_of_action({"kind": "introduce", "helper": "pain", "cell": [0, 3]}, view) == (0, 3)
    assert mod.cell_of_action({"kind": "place_trap", "trap": "spikes", "cell": [2, 4]}, view) == (2, 4)
    assert mod.cell_of_action({"kind": "master_order", "helper": "dwarf1"}, view) == (6, 3)
    assert mod.cell_of_action({"kind": "pass"}, view) is None


@pytest.mark.parametrize("seat", ["p1", "mc"])
def test_the_seat_panel_shows_the_seats_sheet(fresh, seat):
    from ursina import Text
    from scenes.games import ceremony as mod
    _, view = _busy_view()
    panel = mod.seat_panel(None, seat, view)
    words = " ".join(t.text for t in panel.children if isinstance(t, Text))
    if seat == "p1":
        assert "COMBAT 8" in words and "sword (d8" in words
    else:
        assert "Master of Ceremonies" in words and "on the sand" in words


# ---------------------------------------------------------------- the commands

SHIPPED = SAVES + ("ceremony-masters-actions.stage.json",)


@pytest.mark.parametrize("name", SHIPPED)
def test_render_command_draws_the_shipped_games(name, tmp_path):
    from tests.scenes.conftest import read_png, run_main
    out = tmp_path / "c.png"
    for at in ("0", "1"):
        r = run_main("render", str(ROOT / "saves" / name), "--at", at, "--out", str(out),
                     "--size", "320x240", timeout=240)
        assert r.returncode == 0, r.stderr[-800:]
        img = read_png(out).astype(float) / 255.0
        sand = np.clip(np.array(C.SAND) * UP, 0, 1)
        assert (np.abs(img - sand).max(axis=2) < 0.08).mean() > 0.05, "no sand floor in the picture"
    r = run_main("render", str(ROOT / "saves" / name), "--at", "99", "--out", str(out),
                 "--size", "320x240", timeout=240)
    assert r.returncode == 2 and "no round 99" in r.stdout + r.stderr
    assert len((r.stdout + r.stderr).strip().splitlines()) == 1


def test_record_command_films_the_masters_stage(tmp_path):
    from tests.scenes.conftest import run_main
    out = tmp_path / "c.mp4"
    r = run_main("record", str(ROOT / "saves" / SHIPPED[-1]), "--out", str(out), "--size", "160x120",
                 "--fps", "4", timeout=600)
    assert r.returncode == 0, r.stderr[-800:]
    assert out.stat().st_size > 10_000


def test_play_offers_the_masters_trap_menu_with_his_sheet_and_narrows_by_click(fresh):
    from ursina import Button, Text
    from game.session import Session
    from rules import registry
    from scenes.controller import ActionMenu, PackController
    from scenes.games import ceremony as mod
    s = Session(registry.get("ceremony"), {"mode": "master"}, seed=5)
    ctl = PackController(s, {"p1": "human", "p2": "human", "mc": "human"}, mod, interactive=False)
    ctl.update()
    assert ctl.asked == "mc" and ctl.handoff is not None      # hot seat: three humans
    ctl.open("mc")
    assert isinstance(ctl.panel, ActionMenu)
    words = " ".join(t.text for t in ctl.seat_widget.children if isinstance(t, Text))
    assert "Master of Ceremonies" in words and "in the pool" in words
    ctl.panel.pick(("kind", "place_trap"))
    # the kinds first, with their price and die (the blades lay pages under the spikes)
    kinds = [b.text for b in ctl.panel.children if isinstance(b, Button)]
    assert kinds == ["Spikes trap (2 PSYCHE, d6)", "Blades trap (4 PSYCHE, d10)", "back"], kinds
    ctl.panel.pick(("group", kinds[0]))
    labels = [b.text for b in ctl.panel.children if isinstance(b, Button) and b.cell is not None]
    assert labels and all(" from the " in lb or "column" in lb for lb in labels), labels
    # whole, to the last word: cut at 58 letters, "1st from the west" read "1st from the we"
    assert all(lb.endswith(("west", "east", "column")) for lb in labels), labels
    cell = tuple(next(a for a in ctl.panel.legal if a["kind"] == "place_trap")["cell"])
    ctl.open("mc", cell)
    assert ctl.panel.legal and all(tuple(a["cell"]) == cell for a in ctl.panel.legal)
    assert ctl.submit("mc", ctl.panel.legal[0])
    ctl.player.skip()
    assert ctl.scene.table.traps.children            # the Master sees the trap he laid


def _pictures(group) -> list:
    """The textured quads a panel group draws (scenes.uipicture), its hidden pieces left out."""
    geoms = group.findAllMatches("**/+GeomNode")
    return [geoms.getPath(i) for i in range(geoms.getNumPaths()) if not geoms.getPath(i).isHidden()]


def test_the_panel_draws_its_cards_and_its_wheel_as_two_pictures_taken_again_on_change(fresh):
    """The cards down the left are one picture and the wheel another (one picture of both would
    span the screen); a changed card takes the cards' picture again and leaves the wheel's."""
    setup, view = _busy_view()
    scene = _scene(setup, view)
    panel = scene.table.panel
    cards, wheel = _pictures(panel.column), _pictures(panel.corner)
    assert len(cards) == 1 and len(wheel) == 1
    assert cards[0].getTexture() is not None and wheel[0].getTexture() is not None
    assert len(panel.column.getChildren()) > 3                 # the pieces are kept, hidden
    old_cards, old_wheel = cards[0].getTexture(), wheel[0].getTexture()
    hurt = json.loads(json.dumps(view))
    g = next(f for f in hurt["figures"] if f["kind"] == "gladiator")
    g["wounds"] = {**g["wounds"], "head": list(g["wounds"].get("head", [])) + ["ordinary"]}
    scene.show(hurt)
    cards, wheel = _pictures(panel.column), _pictures(panel.corner)
    assert len(cards) == 1 and cards[0].getTexture() != old_cards
    assert len(wheel) == 1 and wheel[0].getTexture() == old_wheel
    panel.clear()
    assert _pictures(panel.column) == [] and _pictures(panel.corner) == []


def test_the_panels_pictures_are_taken_again_for_a_new_window_size(fresh, monkeypatch):
    from scenes.games.ceremony import panel as P
    setup, view = _busy_view()
    scene = _scene(setup, view)
    panel = scene.table.panel
    old = [_pictures(g)[0].getTexture() for g in (panel.column, panel.corner)]
    scene.show(view)
    assert [_pictures(g)[0].getTexture() for g in (panel.column, panel.corner)] == old
    size = P.window_pixels()
    monkeypatch.setattr(P, "window_pixels", lambda: (size[0] + 2, size[1] + 2))
    scene.show(view)
    new = [_pictures(g) for g in (panel.column, panel.corner)]
    assert [len(n) for n in new] == [1, 1]
    assert all(n[0].getTexture() != o for n, o in zip(new, old))


def test_the_round_start_names_the_side_with_the_initiative_and_its_agility_first(fresh):
    """Seen on the live table: "Round 1 begins: side B has the initiative (AGILITY 6 against
    7)": a letter for Varg, and his 7 second, as though the 6 had won."""
    from scenes.games.ceremony.anims import sentence
    setup, before, ev, after = _samples()["round_started"]
    sides = before["sides"]
    for first, ag in (("A", (7, 5)), ("B", (6, 7))):
        line = sentence({**ev, "initiative": first, "agility": list(ag)}, before)
        from scenes.games.ceremony import text as T
        who = " and ".join(T.seat_label(before, s) for s in sides[first])
        assert line.startswith(f"Round {ev['round']} begins: {who} ha"), line
        assert f"(AGILITY {max(ag)} against {min(ag)})" in line and "side " not in line
    tie = sentence({**ev, "initiative": "B", "agility": [6, 6]}, before)
    assert "(AGILITY 6 each, a die decided)" in tie


def test_a_gladiators_trap_is_laid_by_his_name_not_his_seat_code():
    """Seen in a film: "P2 lays trap number 1; where stays secret." """
    from scenes.games.ceremony import text as T
    from scenes.games.ceremony.anims import sentence
    setup, before, ev, after = _samples()["trap_placed"]
    seat = next(s for seats in before["sides"].values() for s in seats)
    line = sentence({**ev, "seat": seat}, before)
    assert line == f"{T.seat_label(before, seat)} lays trap number 1, where only he knows."
    assert not line.lower().startswith(seat)


def test_the_panels_say_where_a_helper_is_in_words_not_numbers(fresh):
    """Seen in a film: the helper tiles read "0,3", "1,4": the board shows no numbers, so its
    squares' coordinates told a viewer nothing. A helper on the board is "in the arena"."""
    from ursina import Text
    import re
    setup, view = _busy_view()
    scene = _scene(setup, view)
    fresh.step()
    words = [t.text for t in scene.table.panel.get_descendants() if isinstance(t, Text)]
    helpers = [f for f in view["figures"] if f["kind"] not in ("gladiator",) and f["status"] == "active"]
    assert helpers and words.count("in the arena") >= len(helpers)
    assert not [w for w in words if re.search(r"\b\d+,-?\d+\b", w)], words


def test_a_helmets_crest_follows_the_helmet_from_brow_to_nape():
    """Kord's crest was one straight box over his head, read in pictures as a red block
    floating there: it runs over the helmet from the brow and hangs down behind."""
    from models.ceremony.figures import gladiator_body
    side = (0.9, 0.1, 0.7)                      # a colour no other part of him has
    v, c, _ = gladiator_body(side, {"head": ("leather",)}).arrays()
    crest = v[np.all(np.isclose(c[:, :3], side, atol=0.2), axis=1) & (v[:, 1] > 0.7)]
    assert crest[:, 2].max() > 0.08 and crest[:, 2].min() < -0.12     # brow to nape
    behind = crest[crest[:, 2] < -0.1]
    assert behind[:, 1].min() < 0.75              # hanging down behind, not a block on top
    assert crest[:, 1].max() < 1.0


def test_the_end_names_the_sides_by_their_gladiators():
    """Seen at the live table's end: "Time: side B took fewer wounds" (the rules' words, kept
    so in saves); the table says who: the caption, the end's animation and the game-over panel
    all read `outcome_words`."""
    from scenes.games import table_module
    from scenes.games.ceremony.text import caption
    words = table_module("ceremony").outcome_words
    duel = _game(2)[1]
    assert words(duel, "time: side B took fewer wounds") == "time: Varg took fewer wounds"
    assert words(duel, "every gladiator of side A is dead") == "Kord is dead"
    four = _game(3)[1]          # the eliminations: two gladiators a side
    a = " and ".join(f["name"] for f in four["figures"] if f.get("kind") == "gladiator" and f["side"] == "A")
    assert " and " in a and words(four, "every gladiator of side A is dead") == f"{a} are dead"
    assert words(four, "time: both sides took 2 wounds, a draw") == "time: both sides took 2 wounds, a draw"
    over = dict(duel, phase="over", outcome={"finished": True, "reason": "time: side A took fewer wounds"})
    assert caption(over) == "Time: Kord took fewer wounds"          # a caption starts with a capital


def test_the_end_of_the_eliminations_says_both_winners_in_a_sentence(fresh):
    """Seen in the eliminations' highlights: "Kord, Varg wins!"."""
    from scenes.games.ceremony import anims
    from scenes.player import PackCtx, PackPlayer
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "ceremony-eliminations-example.json"))
    ev = next(e for e in src.steps[-1].events if e["kind"] == "game_over")
    assert len(ev["winners"]) == 2
    scene = _scene(src.setup, src.steps[-2].view)
    ctx = PackCtx(PackPlayer(scene, auto=False), src.steps[-2].view, src.steps[-1].view)
    anims.game_over(ctx, ev).advance(0.3)
    words = [e.text for e in ctx.effects if hasattr(e, "text") and "win" in e.text]
    assert words == ["Kord and Varg win!"], words
    ctx.clear()


def test_the_game_over_animation_says_the_gladiators_names(fresh):
    from scenes.player import PackPlayer
    setup, before, _, after = _samples()["game_over"]
    player = PackPlayer(_scene(setup, before), auto=False)
    said = []
    player.on_event = lambda e, words: said.extend(words)
    player.play([{"kind": "game_over", "winners": ["p1"], "reason": "every gladiator of side B is dead"}], after)
    while player.busy:
        player.advance(1 / 30)
    names = " and ".join(f["name"] for f in before["figures"] if f.get("kind") == "gladiator" and f["side"] == "B")
    assert any(names in w and "side B" not in w for w in said), said


def test_every_figure_on_the_sand_has_its_name_over_it_and_the_fallen_none(fresh):
    """Three dogs in the Master's colour and two dwarves alike: a film named none of them (a
    caption said "DESPAIR takes a critical wound" over two purple dogs)."""
    from scenes import screenrects as sr
    setup, view = _busy_view()
    scene = _scene(setup, view)
    ents = scene.table.figures
    on = [f for f in view["figures"] if f["status"] == "active"]
    assert {f["id"] for f in on} <= set(ents)
    for f in on:
        label = ents[f["id"]].label
        assert label.enabled and sr.is_billboard(label)
        assert label.text == {"pain": "PAIN", "hunger": "HUNGER", "despair": "DESPAIR", "dwarf1": "GROM",
                              "dwarf2": "KUZMA", "terror": "TERROR"}.get(f["id"], f["name"])
        assert label.y > ents[f["id"]].glass.y          # over the head, and over an hourglass
    view = json.loads(json.dumps(view))
    fallen = next(f for f in view["figures"] if f["id"] == "despair")
    fallen["status"] = "dead"
    scene.show(view)
    assert ents["despair"].enabled and not ents["despair"].label.enabled


def test_a_wound_marks_its_card_and_its_crystal_the_wheel_as_it_lands(fresh):
    """As Gladiator's panel did, the gladiators' cards kept their empty boxes under "Kord: critical
    wound on the torso" until the action was over. A wound marks its box, and its crystal the
    Master's wheel, as the wound plays."""
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    from scenes.timeline import load_source
    from tests.scenes.conftest import ROOT
    src = load_source(str(ROOT / "saves" / "ceremony-master-example.json"))
    i, wound = next((i, e) for i, s in enumerate(src.steps) for e in s.events
                    if e["kind"] == "wound" and e["wound"] != "none" and e["crystal"])
    before, step = src.steps[i - 1].view, src.steps[i]
    scene = PackScene(src.module, src.setup, before, "default", interactive=False, show_help=False)
    panel = scene.table.panel

    def marks():
        return panel.parts["g:" + wound["figure"]][0][0][1].count(wound["wound"])

    def crystals():
        return panel.parts["wheel"][0][0]

    was, had = marks(), crystals()
    player = PackPlayer(scene, auto=False)
    player.play(step.events, step.view)
    while player.busy and player._ev is not wound:
        player.advance(1 / 30)
    assert player._ev is wound
    assert marks() == was + 1 and crystals() == had + 1
    while player.busy:
        player.advance(1 / 30)
    assert marks() == was + 1 and crystals() == had + 1          # the view at the end agrees


def test_every_name_over_a_figure_has_its_dark_shadow_of_the_same_words(fresh):
    """The names were made empty and named later: their shadows stayed empty, and PAIN, GROM
    and Kord were pale words on pale sand."""
    setup, view = _busy_view()
    scene = _scene(setup, view)
    named = [e for e in scene.table.figures.values() if e.label.text]
    assert len(named) >= 5
    for e in named:
        assert e.label.shadow.text == e.label.text, e.fid


def test_a_mortal_wounds_words_are_light_enough_to_read_on_their_dark_plate(fresh):
    """A film's "l. arm: mortal wound (3 - armour 0)" was dark red on a black plate, not to be
    read; the words keep their wound's hue, lightened to read."""
    from ursina import Text
    from scenes.player import PackPlayer
    setup, before, ev, after = _samples()["wound"]
    ev = {**ev, "wound": "mortal"}
    player = PackPlayer(_scene(setup, before), auto=False)
    player.play([ev], after)
    player.advance(1 / 30)
    words = next(t for t in player.ctx.effects if isinstance(t, Text) and "mortal wound" in str(t.text))
    r, g, b = (words.color[i] for i in range(3))
    assert 0.2126 * r + 0.7152 * g + 0.0722 * b >= 0.34       # on the plate's 0.04
    assert r > g and r > b                                    # still a wound's red
    from models import palette                                # a light one is left as it is
    assert palette.on_dark(C.WOUND["ordinary"]) == C.WOUND["ordinary"]


def test_a_trap_ring_is_the_colour_of_who_laid_it(fresh):
    """Seen live: the Master's trap drew a red ring over the arena, Kord's colour; the ring is
    the layer's (the Master violet, a gladiator his side's)."""
    from models.ceremony import colors as C
    from scenes.games.ceremony import anims
    from scenes.player import PackCtx, PackPlayer
    setup, before, ev, after = _samples()["trap_placed"]
    scene = _scene(setup, before)
    fresh.step()
    kord = next(f for f in before["figures"] if f["kind"] == "gladiator" and f["side"] == "A")
    for seat, want in (("mc", C.SIDE["M"]), (kord["seat"], C.fig_color(kord, before.get("sides")))):
        ctx = PackCtx(PackPlayer(scene, auto=False), before, after)
        anims.trap_placed(ctx, {**ev, "seat": seat}).advance(0.1)
        rings = [e for e in ctx.effects if type(e).__name__ == "Entity"
                 and np.asarray(getattr(e.model, "colors", [])).size > 1]
        assert len(rings) == 1, [type(e) for e in ctx.effects]
        got = {tuple(round(float(x), 2) for x in c[:3]) for c in np.asarray(rings[0].model.colors).reshape(-1, 4)}
        assert got == {tuple(round(float(x), 2) for x in want[:3])}, (seat, got)
        ctx.clear()


def test_the_panels_do_not_fade_for_a_figure_between_them(fresh):
    """Seen live: Kord at his start square, bottom middle, faded every card and the Master's
    wheel (the layout rule's see-through), as one rectangle round the left column and the
    right corner spanned the board. Each is judged apart; neither covers the bottom middle."""
    from scenes import screenrects as sr
    setup, view = _busy_view()
    scene = _scene(setup, view)
    fresh.step()
    panels = scene.table.ui_panels()
    assert len(panels) == 2
    w, h = sr._size()
    middle = (w * 0.45, h * 0.8, w * 0.55, h * 0.9)        # a figure at the bottom middle
    for p in panels:
        r = sr.ui_rect(p)
        assert r is not None and not (r[0] < w / 2 < r[2]), r    # left or right, not across
    assert sr.clear_figures(panels, [middle]) == []
    assert all(abs(p.getColorScale()[3] - 1.0) < 1e-3 for p in panels)


def test_taking_a_hit_says_the_die_and_where_it_landed():
    """Asked to DODGE, "take the hit" said nothing of what taking it costs: the hit's die and
    its location are public (the view's pending), and the line says them."""
    import random
    from rules.ceremony import RULESET as P
    from scenes.games.ceremony.labels import describe_action
    from scenes.games.ceremony import text as T
    from scenes.timeline import as_json
    s, rng, seen = P.new_game({}, 3), random.Random(1), 0
    for _ in range(2000):
        seats = sorted(P.to_act(s))
        if not seats or seen >= 3:
            break
        legal = P.legal_actions(s, seats[0])
        if legal[0].kind == "dodge":
            view = as_json(P.view(s, seats[0]))
            hit = view["pending"]
            take = next(describe_action(as_json(a), view) for a in legal if not a.dodge)
            assert take.endswith(f"take the hit (d{hit['die']} at the {T.LOC_SHORT[hit['location']]})"), take
            seen += 1
        s, _ = P.apply(s, seats[0], rng.choice(legal))
    assert seen >= 3


def _master_to_act(app, table):
    """A Master of Ceremonies game, you the Master against two easy gladiators, at your first
    decision (laying traps); the controller."""
    from tests.scenes.conftest import until
    table.new_pack_game("ceremony", {"p1": "ai:easy", "p2": "ai:easy", "mc": "human"}, seed=3,
                        setup={"mode": "master"})
    c = table.controller
    assert until(app, lambda: c.panel is not None and c.asked == "mc", 600)
    return c


def test_a_list_of_squares_longer_than_a_page_says_to_click_a_lit_square(fresh, table):
    """The Master's traps were six pages of squares in words; a click on a lit square narrows
    them to two, and the list did not say so. Its title does; a short list's does not."""
    from scenes import stage
    from scenes.controller import ActionMenu
    stage.fixed_time(30)
    try:
        c = _master_to_act(fresh, table)
        legal = c.panel.legal
        traps = [a for a in legal if a.get("kind") == "place_trap"]
        assert len(traps) > 12
        menu = ActionMenu(c, "mc", legal, c._view())
        menu.pick(("kind", "place_trap"))
        from ursina import Text
        titles = [t.text for t in menu.children if isinstance(t, Text) and t.text.startswith("Your move")]
        assert titles == ["Your move: click a lit square"], titles
        one = ActionMenu(c, "mc", legal, c._view(), cell=tuple(traps[0]["cell"]))
        titles = [t.text for t in one.children if isinstance(t, Text) and t.text.startswith("Your move")]
        assert titles == ["Your move (the cell you clicked)"], titles
    finally:
        stage.real_time()



def test_a_menu_line_hovered_outlines_the_square_it_names(fresh, table):
    """Seen on the live table: "Kord starts: south row, 3rd from the west" named a square the
    player had to count to; hovering the line outlines that square on the board (as hovering
    the square itself does)."""
    from ursina import mouse
    from scenes import stage
    from scenes.controller import ActionMenu
    from tests.scenes.conftest import until
    stage.fixed_time(30)
    was = mouse.hovered_entity
    try:
        table.new_pack_game("ceremony", {"p1": "human", "p2": "ai:easy", "mc": "ai:easy"}, seed=3,
                            setup={"mode": "master"})
        c = table.controller
        assert until(fresh, lambda: isinstance(c.panel, ActionMenu) and c.asked == "p1", 900)
        lines = [b for b in c.panel.children if getattr(b, "cell", None) is not None]
        assert len(lines) >= 2 and c.targets is not None
        for b in lines[:3]:
            mouse.hovered_entity = b
            c.outline_target(None)
            assert c.targets.hovered == tuple(b.cell) and b.cell in c.targets.cells
        mouse.hovered_entity = None
        c.outline_target(lines[0].cell)            # the square itself, under the mouse
        assert c.targets.hovered == tuple(lines[0].cell)
        c.outline_target(None)
        assert c.targets.hovered is None
    finally:
        mouse.hovered_entity = was
        stage.real_time()


def test_the_lit_squares_are_around_kord_where_he_stands_now(fresh, table):
    """Seen on the live table: after Kord stepped north the menu lit the squares around the one
    he had left, two of them off the arena (the aimed squares came from the last view a label
    had been made for, the decision before)."""
    from scenes import stage
    from scenes.controller import ActionMenu, as_json
    from tests.scenes.conftest import until
    stage.fixed_time(30)
    try:
        table.new_pack_game("ceremony", {"p1": "human", "p2": "ai:easy", "mc": "ai:easy"}, seed=3,
                            setup={"mode": "master"})
        c = table.controller

        def asked():
            return isinstance(c.panel, ActionMenu) and c.asked == "p1" and not c.player.busy

        def kord():
            return next(f for f in c._view()["figures"] if f["id"] == "g1")
        moved = 0
        while moved < 2:
            assert until(fresh, asked, 1500)
            legal = [as_json(a) for a in c.session.legal_actions("p1")]
            steps = [a for a in legal if a["kind"] == "move" and a["dir"] == 0]
            if steps:
                x, y = kord()["cell"]
                lit = c.targets.cells
                assert lit and all(max(abs(cx - x), abs(cy - y)) <= 2 and 0 <= cx < 8 and 0 <= cy < 8
                                   for cx, cy in lit), (kord()["cell"], sorted(lit))
                assert (x, y + 1) in lit                       # his step north
                moved += 1
            c.submit("p1", (steps or legal)[0])
    finally:
        stage.real_time()


def test_a_long_list_pages_above_the_masters_wheel(fresh, table):
    """Live at 1024x600 the Master's traps, twelve lines and "more" and "back", ran over his
    crystal wheel: a page holds the lines that fit above it."""
    from ursina import camera
    from scenes import screenrects as sr
    from scenes import stage
    from scenes.controller import ActionMenu
    from tests.scenes.conftest import until
    stage.fixed_time(30)
    try:
        c = _master_to_act(fresh, table)
        assert until(fresh, lambda: isinstance(c.panel, ActionMenu) and not c.player.busy, 900)
        c.panel.pick(("kind", "place_trap"))
        c.panel.pick(("group", "Spikes trap (2 PSYCHE, d6)"))
        fresh.step()
        wheel = [e for e in camera.ui.get_descendants() if getattr(e, "keeps_menu_above", False)]
        assert len(wheel) == 1
        menu, below = sr.ui_rect(c.panel), sr.ui_rect(wheel[0])
        assert menu[3] <= below[1], (menu, below)
        lines = [b for b in c.panel.children if getattr(b, "cell", None) is not None]
        assert 4 <= len(lines) < sum(1 for a in c.panel.legal if a["kind"] == "place_trap")
    finally:
        stage.real_time()


def test_the_masters_introduction_list_is_a_line_a_helper_then_his_squares(fresh, table):
    """Live, the Master's INTRODUCTION was eight pages of helper-and-square lines; past a page
    it is one line a helper, then that helper's squares (lit, and a page or two), "back" to the
    helpers."""
    from ursina import Button
    from scenes import stage
    from scenes.controller import ActionMenu, menu_width
    from scenes.games.ceremony import text as T
    stage.fixed_time(30)
    try:
        c = _master_to_act(fresh, table)
        view = c._view()
        helpers = ["pain", "hunger", "despair", "grom", "kuzma", "terror"]
        cells = [[0, 3], [0, 4], [1, 3], [1, 4], [7, 3], [6, 3], [7, 2], [7, 4], [7, 7], [6, 7], [7, 6]]
        legal = [{"kind": "introduce", "helper": h, "cell": cl} for h in helpers for cl in cells]
        legal.append({"kind": "pass"})
        menu = ActionMenu(c, "mc", legal, view)

        def lines():
            return [b for b in menu.children if isinstance(b, Button)]
        menu.pick(("kind", "introduce"))
        first = [b.text for b in lines()]
        assert first[:-1] == [f"INTRODUCE {T.name_of(view, h)}" for h in helpers]
        assert first[-1] == "back"
        menu.pick(("group", f"INTRODUCE {T.name_of(view, 'hunger')}"))
        squares = [b for b in lines() if b.cell is not None]
        # the helper said once, in the title; the lines name the squares
        assert squares and all(b.text.split(",")[0] in ("Gate", "Trapdoor", "Grate", "Entrance") for b in squares), \
            [b.text for b in squares]
        from ursina import Text
        head = [t.text for t in menu.children if isinstance(t, Text) and not isinstance(t.parent, Button)]
        hunger = f"INTRODUCE {T.name_of(view, 'hunger')}"
        assert head in ([hunger], [hunger + ": click a lit square"]), head    # (past a page: the hint)
        # the title no wider than the menu's widest (0.42): a long one widened it over the board
        assert menu_width([], hunger + ": click a lit square") <= 0.42
        assert set(c.targets.cells) == {tuple(cl) for cl in cells}       # his squares lit
        assert lines()[-1].text == "back"
        menu.pick(("group", None))
        assert [b.text for b in lines()] == first
        menu.pick(("kind", None))
        assert "back" not in [b.text for b in lines()]
    finally:
        stage.real_time()


def _master_asked_between(app, table):
    """The Master's game, you the Master, traps done, at the first moment you are asked
    between the computer gladiators' actions; (the controller, the test of that moment)."""
    from scenes.controller import ActionMenu
    from tests.scenes.conftest import until
    c = _master_to_act(app, table)
    c.submit("mc", next(a for a in c.panel.legal if a["kind"] == "traps_done"))

    def asked_between():
        return (isinstance(c.panel, ActionMenu) and c.asked == "mc" and not c.player.busy
                and any(a["kind"] == "pass" for a in c.panel.legal))
    assert until(app, asked_between, 3000)
    return c, asked_between


def test_a_human_master_is_asked_between_the_computer_gladiators_actions(fresh, table):
    """Live, as the Master against two computer gladiators, the next gladiator's action came the
    moment the last one's animation ended: a whole round passed and his menu never showed. A
    person who may act between the others' actions (he may pass) is asked, and the computers
    wait for his answer; after his pass they go on, and he is asked again."""
    from scenes import stage
    from tests.scenes.conftest import until
    stage.fixed_time(30)
    try:
        c, asked_between = _master_asked_between(fresh, table)
        others = set(c.session.to_act()) - {"mc"}
        assert others                                  # a gladiator could act too...
        done = len(c.session.log)
        for _ in range(40):                           # ...and waits for the Master
            fresh.step()
        assert len(c.session.log) == done and c.asked == "mc"
        c.submit("mc", next(a for a in c.panel.legal if a["kind"] == "pass"))
        assert until(fresh, lambda: len(c.session.log) > done + 1, 3000)
        assert until(fresh, asked_between, 3000)         # asked again
    finally:
        stage.real_time()


def test_the_master_may_let_the_rest_of_the_round_go_by(fresh, table):
    """Asked after every gladiator's action, the Master answered Pass sixteen times a round. His
    menu offers "Pass until this round ends": the round goes on without asking him, and the
    next round asks him again."""
    from ursina import Button
    from scenes import stage
    from tests.scenes.conftest import until
    stage.fixed_time(30)
    try:
        c, asked_between = _master_asked_between(fresh, table)
        first = c._view()["round"]
        line = next(b for b in c.panel.children if isinstance(b, Button) and b.text == "Pass until this round ends")
        line.on_click()
        asked = []
        assert until(fresh, lambda: (asked.append(c.asked == "mc" and c._view()["round"] == first)
                                     or c._view()["round"] > first), 6000)
        assert not any(asked)                         # not asked again in that round
        assert any(s == "mc" for s, _ in c.session.log[-40:])      # (he passed, each time)
        assert until(fresh, asked_between, 3000)      # the next round asks him again
        assert c._view()["round"] == first + 1
    finally:
        stage.real_time()


def test_an_order_is_told_in_the_same_words_on_the_table_and_in_the_log(fresh):
    """The table's caption of an ORDER and the fight log's line are one sentence, written once
    (rules/ceremony/describe.ordered_words); each had its own copy of the words before."""
    from rules.ceremony.describe import describe
    from rules.ceremony.events import event_adapter
    from scenes.games.ceremony import text as T
    from scenes.player import PackPlayer
    setup, before, ev, after = _samples()["ordered"]
    player = PackPlayer(_scene(setup, before), auto=False)
    said = []
    player.on_event = lambda e, words: said.extend(words)
    player.play([ev], after)
    while player.busy:
        player.advance(1 / 30)
    names = {f["id"]: T.name_of(before, f["id"]) for f in before["figures"]} | {"mc": T.name_of(before, "mc")}
    line = describe(event_adapter.validate_python(ev), names)
    assert said and said[0] == line, (said, line)
