"""The Morituri table (scenes/games/morituri): every rule event kind animates to completion
offscreen and leaves the table on the truth; renders show each figure's seat colour where it
stands; the secret die never reaches the defender's picture or panel before the reveal; every
card of the four decks has a face drawn from its data; `play`'s labels cover every action kind;
`render` and `record` work on the shipped staged fight."""
from __future__ import annotations

import typing

import numpy as np
import pytest

from models import palette
from models.meshkit import face_shade
from rules.morituri import actions as A
from rules.morituri import cards
from rules.morituri.events import EVENT_KINDS, event_adapter
from rules.morituri.pack import RULESET as P
from scenes.timeline import as_json
from tests.scenes.conftest import ROOT, run_main

UP = face_shade((0, 1, 0))
SETUP = {"round_limit": 10, "figures": [
    {"character": "barbarian", "seat": "p1", "id": "barbar", "cell": [0, 2]},
    {"character": "killer", "seat": "p2", "id": "vrah", "cell": [0, -1]}]}
STAGE = ROOT / "saves" / "morituri-blanka-and-cyril.stage.json"


def module():
    from scenes.games import table_module
    return table_module("morituri")


def _view(setup=SETUP, seat=None, seed=1):
    return as_json(P.view(P.new_game(setup, seed), seat))


def _scene(view, setup=SETUP, camera="default", hud=True):
    from scenes.table import PackScene
    return PackScene(module(), setup, view, camera, interactive=False, hud=hud, show_help=False)


# ------------------------------------------------------------------ event samples

SAMPLES = {
    "turn_started": {"figure": "barbar", "round": 2},
    "action_used": {"figure": "barbar", "card": 3, "name": "Slash with a sword", "returned": 1},
    "action_withdrawn": {"figure": "vrah", "card": 16, "reason": "III.4: no chain in hand"},
    "planned": {"figure": "vrah", "op": "add", "row": 2},
    "equipped": {"figure": "vrah", "hands": ["killer.chain", None], "worn": [], "dropped": ["killer.dagger1"]},
    "item_picked": {"figure": "barbar", "item": "killer.dagger1", "cell": [0, 1]},
    "moved": {"figure": "barbar", "path": [[0, 2], [0, 1], [1, 0]], "move": "step"},
    "special_used": {"figure": "barbar", "special": "barbarian.exertion", "name": "Exertion of Strength", "price": 0},
    "attack_declared": {"id": 7, "attacker": "barbar", "target": "vrah", "card": 3, "attack": 0, "type": "slash",
                        "frame": "2 | 3+(1-5)x2", "distance": 2, "base": 3},
    "attack_cancelled": {"id": 7, "reason": "VI.5: entered"},
    "die_set": {"exchange": 8, "figure": "barbar"},
    "guessed": {"exchange": 8, "figure": "vrah", "count": 2},
    "attack_resolved": {"exchange": 8, "attack_id": 7, "attacker": "barbar", "target": "vrah", "value": 4,
                        "guesses": [1, 2], "strength": 11, "against": "defence", "against_value": 5,
                        "result": "hit", "wound": 6},
    "condition_changed": {"figure": "vrah", "delta": -1, "condition": 11, "cause": "Strong slash"},
    "retreated": {"figure": "vrah", "path": [[0, -1], [0, -2]], "blocked_by": "wall", "remaining": 1},
    "fell": {"figure": "vrah", "cell": [0, -1]},
    "stood_up": {"figure": "vrah"},
    "lying_choice": {"figure": "vrah", "defend": True},
    "tangled": {"figure": "barbar"},
    "grapple": {"figures": ["vrah", "barbar"], "started": True},
    "item_flew": {"item": "killer.dagger1", "path": [[0, -1], [0, 0], [0, 1]], "landed": [0, 1], "how": "thrown"},
    "knock_resolved": {"exchange": 9, "attacker": "barbar", "target": "vrah", "item": "killer.dagger1",
                       "direction": 3, "guesses": [1, 6], "knocked": True},
    "offered": {"offer": 1, "giver": "barbar", "to": "vrah", "give": ["barbarian.axe"], "take": []},
    "handed_over": {"offer": 1, "item": "barbarian.axe", "giver": "barbar", "receiver": "vrah"},
    "defeated": {"figure": "vrah", "cell": [0, -1], "items": ["killer.dagger1", "killer.chain"]},
    "game_over": {"winners": ["p1"], "reason": "the last side standing"},
}


def sample(kind: str) -> dict:
    """A real rule event (validated by the pack's own event model) of this kind."""
    return as_json(event_adapter.validate_python({"kind": kind, **SAMPLES[kind]}))


def test_every_rule_event_kind_has_its_own_animation():
    from scenes.games.morituri import anims
    assert [k for k in EVENT_KINDS if k not in module().ANIMATIONS] == []
    own = [k for k in EVENT_KINDS if module().ANIMATIONS[k] is not anims.described]
    assert set(SAMPLES) <= set(EVENT_KINDS) and set(own) >= set(SAMPLES)


@pytest.mark.parametrize("kind", list(SAMPLES))
def test_every_label_over_the_board_is_in_words(fresh, kind):
    from scenes.player import PackPlayer
    from tests.scenes.conftest import assert_labels_in_words, floated_labels
    view = _view()
    view["pending"] = [{"id": 7, "attacker": "barbar", "target": "vrah", "card": 3, "attack": 0,
                        "distance": 3, "base": 3, "defence_bonus": 0, "item": None, "between": [[0, 0], [0, 1]]}]
    assert_labels_in_words(kind, floated_labels(PackPlayer(_scene(view), auto=False), sample(kind), view))


@pytest.mark.parametrize("kind", list(SAMPLES))
def test_each_event_kind_animates_to_completion_offscreen(fresh, kind):
    from scenes.player import PackPlayer
    view = _view()
    # a declared attack waiting (so attack_resolved finds its card and frame)
    view["pending"] = [{"id": 7, "attacker": "barbar", "target": "vrah", "card": 3, "attack": 0,
                        "distance": 3, "base": 3, "defence_bonus": 0, "item": None, "between": [[0, 0], [0, 1]]}]
    from tests.scenes.conftest import assert_in_words, caption_lines
    scene = _scene(view)
    player = PackPlayer(scene, auto=False)
    lines = caption_lines(scene, "morituri", player)
    player.play([sample(kind)], view)
    frames = 0
    while player.busy and frames < 30 * 5:
        player.advance(1 / 30)
        frames += 1
    assert not player.busy, f"{kind} still playing after 5 s"
    assert player.played_kinds == [kind]
    assert_in_words(lines)                  # its caption, in words (issue 17)
    assert frames <= 30 * 3, f"{kind} took {frames / 30:.1f} s"
    assert not player.ctx or not player.ctx.effects
    for f in view["figures"]:
        e = scene.table.figures[f["id"]]
        w = scene.table.world(f["cell"])
        assert (e.x, e.z) == pytest.approx((w.x, w.z))
        assert e.body.rotation_x == pytest.approx(0.0)          # standing again


def test_the_staged_fight_plays_every_step_and_ends_on_the_final_view(fresh):
    from scenes.timeline import load_source
    from scenes.player import PackPlayer
    src = load_source(STAGE)
    scene = _scene(src.first_view, src.setup)
    player = PackPlayer(scene, auto=False)
    kinds = []
    for s in src.steps:
        player.play(s.events, s.view)
        kinds += [e["kind"] for e in s.events]
    n = 0
    while player.busy and n < 100000:
        player.advance(1 / 10)
        n += 1
    assert player.played_kinds == kinds and "attack_resolved" in kinds
    for f in src.final_view["figures"]:
        w = scene.table.world(f["cell"])
        assert (scene.table.figures[f["id"]].x, scene.table.figures[f["id"]].z) == pytest.approx((w.x, w.z))


# ------------------------------------------------------------------ renders

def _grab():
    import builtins
    from scenes import stage
    stage.step(builtins.base, 3)
    return stage.grab_rgb().astype(float) / 255.0


def _near(img, xy, want, radius=3, tol=0.09) -> bool:
    x, y = xy
    patch = img[max(0, y - radius): y + radius + 1, max(0, x - radius): x + radius + 1]
    return bool((np.abs(patch - np.asarray(want)[:3]).max(axis=2) < tol).any())


def _px(world):
    from scenes import stage
    p = stage.project(world)
    assert p is not None
    return int(round(p[0])), int(round(p[1]))


FOUR = {"round_limit": 10, "figures": [
    {"character": "barbarian", "seat": "p1", "cell": [-2, 2]},
    {"character": "swordswoman", "seat": "p2", "cell": [2, -2]},
    {"character": "killer", "seat": "p3", "cell": [-2, -1]},
    {"character": "goblins", "seat": "p4", "cells": [[2, 1], [3, -1]]}]}


@pytest.mark.parametrize("camera", ["top", "default"])
def test_each_figure_shows_its_seat_colour_on_its_base_where_it_stands(fresh, camera):
    from scenes.games.morituri.table import FIG_SCALE
    from models.morituri.figures import BASE_H, BASE_R
    from scenes.games.morituri.table import seat_index
    view = _view(FOUR)
    scene = _scene(view, FOUR, camera, hud=False)
    img = _grab()
    assert [seat_index(view, f["seat"]) for f in view["figures"]] == [0, 1, 2, 3, 3]
    for f in view["figures"]:
        want = np.clip(np.array(palette.player_color(seat_index(view, f["seat"]))) * UP, 0, 1)
        c = scene.table.world(f["cell"])
        # the base's rim, in front of the body (toward the camera) and to the side
        spots = [c + (dx * BASE_R * 0.85 * FIG_SCALE, BASE_H * FIG_SCALE, dz * BASE_R * 0.85 * FIG_SCALE)
                 for dx, dz in ((0, -1), (-0.87, -0.5), (0.87, -0.5), (-0.87, 0.5), (0.87, 0.5))]
        hits = sum(_near(img, _px(p), want) for p in spots)
        assert hits >= 2, (f["id"], hits)
    # and the colours are the seats': p1 red differs from p2 blue where they stand
    a = _px(scene.table.world(view["figures"][0]["cell"]))
    assert not _near(img, a, np.clip(np.array(palette.player_color(1)) * UP, 0, 1), radius=6)


def test_a_lying_figure_lies_and_items_on_the_ground_show_as_tokens(fresh):
    view = _view()
    view["figures"][1]["lying"] = True
    view["ground"] = [{"cell": [1, 0], "item": "killer.chain"}, {"cell": [1, 0], "item": "barbarian.axe"}]
    scene = _scene(view, hud=False)
    t = scene.table
    assert t.figures["vrah"].body.rotation_x < -80 and t.figures["barbar"].body.rotation_x == 0
    assert sorted(tok.item for tok in t.tokens) == ["barbarian.axe", "killer.chain"]
    img = _grab()
    from models.morituri.items import BRONZE
    want = np.clip(np.array(BRONZE) * UP, 0, 1)
    assert any(_near(img, _px(tok.position + (0, 0.05, 0)), want, radius=8, tol=0.12) for tok in t.tokens)


def test_hud_rows_name_condition_current_action_and_items(fresh):
    view = _view()
    view["figures"][0]["current"], view["figures"][0]["current_name"] = 3, "Slash with a sword"
    rows = module().TABLE(SETUP, view).rows(view)
    full = cards.deck("barbarian").standards[0].condition
    assert rows[0].value == full and rows[0].max_value == full
    assert "Slash with a sword" in rows[0].detail and "sword" in rows[0].detail and "helmet" in rows[0].detail
    assert rows[1].seat_index == 1 and "dagger" in rows[1].detail


# ------------------------------------------------------------------ the secret die

def _exchange_state(value: int):
    """The shipped Blanka and Cyril fight's first attack: the die set to `value`, the defender
    still to guess."""
    import json
    from game import saves
    data = json.loads((ROOT / "saves" / "morituri-blanka-and-cyril.save.json").read_text())
    save = saves.check_save_data(data, "blanka")
    s = saves.start_state(P, save, "blanka")
    for a in save.actions:
        act = a.action if isinstance(a.action, dict) else a.action.model_dump(mode="json")
        if act.get("kind") == "set":
            s, _ = P.apply(s, a.seat, dict(act, value=value))
            return s, a.seat
        s, _ = P.apply(s, a.seat, act)
    raise AssertionError("no die set in the fight")


def _texts(entity) -> list[str]:
    from ursina import Text
    out, stack = [], [entity]
    while stack:
        e = stack.pop()
        if isinstance(e, Text):
            out.append(e.text)
        stack.extend(e.children)
    return sorted(out)


def test_the_die_never_reaches_the_defenders_view_panel_or_table_before_the_reveal(fresh):
    from scenes.games.morituri import panel
    from scenes.table import destroy_tree

    class Ctl:
        module = module()

        def submit(self, *a):
            return True

        def message(self, *a):
            return None

        def seat_index(self, seat):
            return 0 if seat == "p1" else 1

        def seat_name(self, seat):
            return seat

        def show_targets(self, actions):
            return None
    pictures, texts, scene = [], [], None
    for value in (1, 4, 1, 1, 4, 1):        # twice: the first pass puts every glyph on the font's page
        s, setter_seat = _exchange_state(value)
        ex = s.exchange
        guesser_seat = s.fig(ex.guesser).seat
        assert guesser_seat != setter_seat
        v = as_json(P.view(s, guesser_seat))
        assert "value" not in v["exchange"] and v["exchange"]["set_done"]
        assert P.view(s, setter_seat)["exchange"]["value"] == value      # the setter sees it
        if scene is None:
            scene = _scene(v, {}, hud=True)
        scene.show(v)
        pictures.append(_grab())          # the table and HUD as the defender sees them
        legal = [as_json(a) for a in P.legal_actions(s, guesser_seat)]
        p = panel.make_panel(Ctl(), guesser_seat, v, legal)
        sp = panel.seat_panel(Ctl(), guesser_seat, v)
        assert isinstance(p, panel.GuessPicker)
        texts.append(_texts(p) + _texts(sp) + [scene.table.caption(v)])
        destroy_tree(p)
        destroy_tree(sp)
    assert all(t == texts[0] for t in texts)
    # the same pictures, pixel for pixel (the second pass: the first may still be adding glyphs
    # to the font's page); a die's number would change a digit's worth of pixels. Exact since one
    # font page holds every glyph (scenes/__init__.py): with Panda's small pages, glyphs evicted
    # and redrawn elsewhere moved up to 37 pixels of the caption by a shade from pass to pass
    for a, b in ((pictures[3], pictures[4]), (pictures[4], pictures[5])):
        changed = int((np.abs(a - b).max(axis=2) > 1e-6).sum())
        assert changed == 0, changed


def test_the_setter_chooses_a_number_in_range_and_the_guesser_exactly_his_count(fresh):
    from scenes.games.morituri import panel
    s, setter_seat = _exchange_state(2)
    got = []

    class Ctl:
        module = module()

        def submit(self, seat, a):
            got.append((seat, a))
            return True

        def message(self, t):
            got.append(("msg", t))

        def seat_index(self, seat):
            return 0 if seat == "p1" else 1

        def seat_name(self, seat):
            return seat

        def show_targets(self, actions):
            return None
    # the setter's widget, before he set
    s0, _ = _exchange_state(2)
    ex = s.exchange
    vs = as_json(P.view(s, setter_seat))
    legal_set = [{"kind": "set", "value": v, "item": None} for v in range(ex.lo, ex.hi + 1)]
    d = panel.make_panel(Ctl(), setter_seat, vs, legal_set)
    assert isinstance(d, panel.DieSetter) and d.values == list(range(ex.lo, ex.hi + 1))
    d.submit()
    assert got[-1][0] == "msg"                               # no number chosen yet
    d.pick(ex.hi)
    d.submit()
    assert got[-1] == (setter_seat, {"kind": "set", "value": ex.hi, "item": None})
    g_seat = s.fig(ex.guesser).seat
    vg = as_json(P.view(s, g_seat))
    legal = [as_json(a) for a in P.legal_actions(s, g_seat)]
    g = panel.make_panel(Ctl(), g_seat, vg, legal)
    n = g.need()
    assert n == ex.guesses_allowed
    for v in range(ex.lo, ex.hi + 1):
        g.toggle(v)
    assert len(g.chosen) == n
    g.submit()
    assert got[-1][1]["kind"] == "guess" and len(got[-1][1]["values"]) == n
    assert got[-1][1] in legal
    g.give_up()
    assert got[-1][1]["values"] == [] and got[-1][1] in legal
    # both widgets whole in the window, whatever its shape (the tests' window is 4:3: at 800x600
    # the guesser's "Give up" and the attack's name ran past the right edge)
    from ursina import window
    from scenes import screenrects as sr
    assert window.aspect_ratio < 1.4
    for w in (d, g):
        fresh.step()
        inside = [r for r in (sr.ui_rect(e) for e in [w, *w.children]) if r is not None]
        assert inside and all(r[0] >= -1 and r[2] <= window.size[0] + 1 for r in inside), (w, inside)
    del s0


# ------------------------------------------------------------------ cards

@pytest.mark.parametrize("character", cards.CHARACTERS)
def test_every_card_of_the_deck_has_a_face_drawn_from_its_data(fresh, character):
    from ursina import camera
    from scenes.games.morituri import cardface as CF
    from scenes.table import destroy_tree
    d = cards.deck(character)
    n = 0
    for c in d.combat:
        for make in (CF.combat_face, CF.mini_face):
            f = make(camera.ui, c)
            assert any(c.name in t or t in c.name for t in f.texts)
            destroy_tree(f)
        f = CF.combat_face(camera.ui, c)
        for a in c.attacks:                                   # each attack frame's formula
            assert CF.formula(a) in f.texts and CF.dist_text(a) in f.texts
        for axe in c.axes:                                    # each axe's three guesses
            for v in (axe.guesses.slash, axe.guesses.thrust, axe.guesses.contact):
                assert str(v) in f.texts
        destroy_tree(f)
        n += 1
    for std in d.standards:
        f = CF.standard_face(camera.ui, std)
        assert std.name in f.texts and f"Strength {std.strength}   Defence {std.defence}" in f.texts
        destroy_tree(f)
        n += 1
    for it in d.items:
        f = CF.item_face(camera.ui, it)
        assert it.name in f.texts
        destroy_tree(f)
        n += 1
    for sp in d.specials:
        f = CF.special_face(camera.ui, sp)
        assert sp.name in f.texts
        destroy_tree(f)
        n += 1
    assert n == cards.DECK_SIZE
    destroy_tree(CF.back_face(camera.ui))


@pytest.mark.parametrize("character", cards.CHARACTERS)
def test_every_cards_words_are_whole_within_its_edges_and_big_enough_to_read(fresh, character):
    """Seen on the live table: a card read whole (the zoom) had its rules and words at 7 px at
    1280x720 and half the card blank. Every face's words show whole (no '...'), inside the
    card, at 10 px or more in a 720 px window."""
    from ursina import Text, camera
    from scenes.games.morituri import cardface as CF
    from scenes.table import destroy_tree
    d = cards.deck(character)
    faces = [(CF.combat_face(camera.ui, c), CF.W) for c in d.combat] + \
        [(CF.standard_face(camera.ui, s), CF.W) for s in d.standards] + \
        [(CF.item_face(camera.ui, i), CF.W) for i in d.items] + \
        [(CF.special_face(camera.ui, sp), CF.SPECIAL_W) for sp in d.specials]
    try:
        for f, w in faces:
            assert "..." not in f.texts, f.texts[:2]
            body = [t for t in f.children if isinstance(t, Text) and t.origin == (-0.5, 0.5)
                    and t.x < -w / 2 + 0.02 and len(t.text) > 12]
            for t in body:
                assert t.x + t.width * t.scale_x <= w / 2 - 0.01, t.text
                assert t.scale_x * Text.size * 720 >= 10, (t.text, t.scale_x)
        assert sum(len(f.texts) for f, _ in faces) > 3 * len(faces)
        # the words beside each attack's frame (type, against what, where, effect) whole and
        # inside the card: a third line ("no wound") was dropped, and they were 7 px
        for c, (f, _) in zip(d.combat, faces):
            said = " ".join(f.texts)
            for a in c.attacks:
                assert ("no wound" in said) or a.wounds, (c.name, said)
            beside = [t for t in f.children if isinstance(t, Text) and t.x > -CF.W / 2 + 0.1
                      and t.origin == (-0.5, 0.5)]
            for t in beside:
                assert t.x + t.width * t.scale_x <= CF.W / 2 - 0.005, t.text
                assert t.scale_x * Text.size * 720 >= 8, (t.text, t.scale_x)
            # the weapons under each axe ("dagger" / "free"): 8 px, not 6, each within its axe's step
            under = [t for t in f.children if isinstance(t, Text) and t.origin == (0, 0.5)
                     and any(CF.short(h) in t.text.split("\n") for axe in c.axes for h in axe.hands)]
            assert len(under) == len(c.axes), (c.name, [t.text for t in under])
            step = min(0.085, (CF.W - 0.03) / max(1, len(c.axes)))
            for t in under:
                assert t.scale_x * Text.size * 720 >= 8 and t.width * t.scale_x < step, (t.text, t.scale_x)
    finally:
        for f, _ in faces:
            destroy_tree(f)


def test_a_card_face_renders_readably(fresh):
    """Pixels: the paper, the ink of the title and a blue frame (against Defence) show."""
    from ursina import camera
    from scenes.games.morituri import cardface as CF
    from models.morituri import icons
    CF.combat_face(camera.ui, cards.deck("killer").card(6), 1.0, (0, 0))
    img = _grab()
    h, w = img.shape[:2]
    centre = img[h // 2 - 10: h // 2 + 10, w // 2 - 10: w // 2 + 10].reshape(-1, 3)
    assert (np.abs(centre - np.array(CF.PAPER)).max(axis=1) < 0.05).any()
    assert (np.abs(img.reshape(-1, 3) - np.array(icons.BLUE)).max(axis=1) < 0.06).any()


# ------------------------------------------------------------------ labels

def test_every_action_kind_has_a_label_and_moves_have_cells():
    from scenes.games.morituri.labels import cell_of_action, describe_action
    view = _view(seat="p1")
    kinds = [t.model_fields["kind"].default for t in typing.get_args(typing.get_args(A.Action)[0])]
    examples = {"use": {"option": "planned"}, "plan": {"op": "add", "card": 3}, "equip": {"hands": ["barbarian.sword", None]},
                "pass": {}, "move": {"path": [[0, 1]]}, "declare": {"target": "vrah"}, "set": {"value": 3},
                "guess": {"values": [1, 2]}, "lie": {"defend": True}, "stand": {}, "offer": {"to": "vrah", "give": ["barbarian.axe"]},
                "accept": {"offer": 1, "give": ["killer.cloak"]}, "throw_to": {"cell": [0, 0]}, "react": {"specials": ["killer.sixth_sense"]},
                "whisper": {"to": "vrah", "text": "behind you"}}
    for k in kinds:
        act = as_json(A.action_adapter.validate_python({"kind": k, **examples.get(k, {})}))
        label = describe_action(act, view)
        assert label and "{" not in label and not label.startswith(k + ":"), (k, label)
    assert describe_action({"kind": "plan", "op": "add", "card": 3}, view) == "Plan: add #3 Slash with a sword to the row"
    assert cell_of_action({"kind": "move", "path": [[0, 1], [1, 0]]}) == (1, 0)
    assert cell_of_action({"kind": "throw_to", "cell": [2, -1], "attack": 0}) == (2, -1)
    assert cell_of_action({"kind": "pass"}) is None


def test_legal_actions_of_a_played_game_all_get_labels():
    from scenes.games.morituri.labels import describe_action
    s = P.new_game({"round_limit": 6}, 3)
    for i in range(60):
        if s.finished:
            break
        seat = sorted(P.to_act(s))[0]
        legal = P.legal_actions(s, seat)
        view = as_json(P.view(s, seat))
        for a in legal:
            assert describe_action(as_json(a), view)
        s, _ = P.apply(s, seat, legal[(i * 7) % len(legal)])


# ------------------------------------------------------------------ commands

def test_render_command_draws_the_stage_and_names_a_missing_round(tmp_path):
    out = tmp_path / "m.png"
    r = run_main("render", str(STAGE), "--at", "3", "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 1000
    r = run_main("render", str(STAGE), "--at", "99", "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 2 and "no round 99" in r.stderr + r.stdout
    assert len((r.stderr + r.stdout).strip().splitlines()) == 1


def test_record_command_films_the_stage(tmp_path):
    out = tmp_path / "m.mp4"
    r = run_main("record", str(STAGE), "--out", str(out), "--size", "160x120", "--fps", "4", timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 1000


def test_play_controller_opens_the_card_panels_for_a_human_seat(fresh):
    from game.session import Session
    from rules import registry
    from scenes.games.morituri import panel
    from scenes.controller import PackController
    s = Session(registry.get("morituri"), {"round_limit": 6}, seed=4)
    ctl = PackController(s, {"p1": "human", "p2": "random"}, module(), interactive=False)
    ctl.update()
    assert ctl.asked == "p1"
    assert isinstance(ctl.seat_widget, panel.SeatPanel)
    legal = [as_json(a) for a in s.legal_actions("p1")]
    kinds = {a["kind"] for a in legal}
    if any(a["kind"] == "plan" for a in legal):
        assert isinstance(ctl.panel, panel.PlanPanel)
    else:
        assert ctl.panel is not None, kinds
    before = s.snapshot()
    first = legal[0]
    assert ctl.submit("p1", first) is True and s.snapshot() != before


def test_the_card_panels_menu_says_whose_move_and_the_caption_what_happened(fresh):
    """Seen at the live table: the hand of cards and its menu of the other actions, titled "Your
    move", under a banner saying "Your move" too, where the last event's words had been."""
    import random
    from game.session import Session
    from rules import registry
    from scenes.controller import ActionMenu, PackController
    from scenes.games.morituri import panel
    s = Session(registry.get("morituri"), {"round_limit": 6}, seed=4)
    rnd = random.Random(1)
    ctl = PackController(s, {"p1": "human", "p2": "random"}, module(), interactive=False)
    for _ in range(400):
        seat = sorted(s.to_act())[0]
        legal = [as_json(a) for a in s.legal_actions(seat)]
        if seat == "p1" and any(a["kind"] == "plan" and a.get("op") in ("add", "swap") for a in legal) \
                and any(a["kind"] != "plan" for a in legal):
            break
        s.act(seat, rnd.choice(s.legal_actions(seat)))
    else:
        raise AssertionError("no decision with both cards and other actions in 400")
    ctl.open("p1")
    assert isinstance(ctl.panel, panel.PlanPanel) and isinstance(ctl.panel.menu, ActionMenu)
    said = ctl.scene.hud.said.strip()
    assert said and "your move" not in said.lower(), said      # (the table's own words now)


def test_a_special_against_an_attack_says_how_it_is_used(fresh):
    """V.1, seen on the live table: the guess panel offered "special: Sixth sense" and a second
    menu "Answer with Sixth sense", two names for what read as one thing. The panel's toggle
    now says it goes with the guess and what it gives; the menu's line that it is announced
    first and the other side may answer."""
    from scenes.games.morituri import panel
    from scenes.games.morituri.labels import describe_action
    from scenes.table import destroy_tree

    class Ctl:
        module = module()

        def seat_index(self, seat):
            return 0

        def seat_name(self, seat):
            return seat

        def show_targets(self, actions):
            return None
    s, setter_seat = _exchange_state(3)
    guesser = s.fig(s.exchange.guesser)
    v = as_json(P.view(s, guesser.seat))
    legal = [as_json(a) for a in P.legal_actions(s, guesser.seat)]
    with_specials = [a for a in legal if a.get("kind") == "guess" and a.get("specials")]
    assert with_specials, "the shipped fight's defender holds a special for his guess"
    p = panel.make_panel(Ctl(), guesser.seat, v, legal)
    words = _texts(p)
    assert any(t.startswith("guess with ") and "(+1 guess)" in t for t in words), words
    assert not any(t.startswith("special: ") for t in words)
    sp = with_specials[0]["specials"]
    line = describe_action({"kind": "react", "specials": sp}, v)
    assert line.startswith("Announce ") and line.endswith("now (the other side may answer)")
    assert describe_action({"kind": "react", "specials": []}, v) == "Let the special action be"
    # seen live: "Announce ... now" lay at the top centre, over the board's far edge where a
    # fighter may stand; it is in the left column, off the board
    from ursina import Button, camera, window
    assert p.menu is not None
    buttons = [b for b in p.menu.children if isinstance(b, Button)]
    assert buttons
    right = -window.aspect_ratio / 2 + 0.015 + 0.42
    for b in buttons:
        x = b.get_position(camera.ui).x
        assert x + b.scale_x / 2 <= right + 0.01, (b.text, x)
    destroy_tree(p)


def _planning():
    """A controller stand-in, a session at p1's first planning (seed 4) and p1's view."""
    from game.session import Session
    from rules import registry

    class Ctl:
        module = module()
        scene = None
    s = Session(registry.get("morituri"), {"round_limit": 6}, seed=4)
    while not any(a.kind == "plan" for a in s.legal_actions("p1")):
        seat = sorted(s.to_act())[0]
        s.act(seat, s.legal_actions(seat)[0])
    return Ctl, s, as_json(P.view(s.state, "p1"))


def test_the_hand_reads_at_1280x720(fresh):
    """Seen on the live table: the hand's 22 cards lay in the left column as mini faces whose
    names were three pixels a letter; a player had to click each to know it. Now a strip per
    card, its number and name in letters as large as the panel's own words, its attacks'
    formulas beside them, in at most two columns, all inside the left column."""
    from ursina import Text
    from scenes.games.morituri import panel
    from scenes.table import destroy_tree

    Ctl, s, view = _planning()
    legal = [as_json(a) for a in s.legal_actions("p1") if a.kind == "plan"]
    p = panel.PlanPanel(Ctl(), "p1", view, legal)
    hand = next(m["hand"] for m in view["mine"] if m.get("figure") == view["turn"])
    deck = cards.deck(next(f for f in view["figures"] if f["id"] == view["turn"])["character"])
    assert len(hand) >= 20
    texts = [t for t in p.get_descendants() if isinstance(t, Text)]
    names = [t for t in texts if any(t.text.rstrip(".") and deck.card(n).name.startswith(t.text.rstrip(".").rstrip())
                                     for n in hand)]
    assert len(names) == len(hand)
    assert min(t.world_scale_y for t in names) >= 0.45 * min(t.world_scale_y for t in texts if "click a card" in t.text) / 0.55
    said = {t.text for t in texts}
    for n in hand:
        assert str(n) in said
        for a in deck.card(n).attacks[:2]:
            assert cards_formula(a) in said
    from ursina import camera
    xs = sorted({round(t.get_position(camera.ui).x, 1) for t in names})
    assert len(xs) <= 2, xs                                 # two columns at most
    from ursina import window
    right = -window.aspect_ratio / 2 + 0.015 + 0.42          # the left column's panel, off the board
    assert max(t.get_position(camera.ui).x for t in texts) < right
    destroy_tree(p)


def test_one_card_is_read_whole_at_a_time_whichever_panel_shows_it(fresh):
    """Seen on the live table: a special read (the seat panel's card) while a hand card was up
    (the hand's) lay half under it, their words mixed. Showing one closes the other; closing
    a panel with a card up leaves no card behind."""
    from scenes.games.morituri import cardface as CF, panel
    from scenes.table import destroy_tree

    Ctl, s, view = _planning()
    hand = panel.PlanPanel(Ctl(), "p1", view, [as_json(a) for a in s.legal_actions("p1") if a.kind == "plan"])
    own = panel.seat_panel(Ctl(), "p1", view)
    deck = cards.deck("killer")
    try:
        hand.zoom.show(("h", 5), lambda p: CF.combat_face(p, deck.card(5)))
        assert hand.zoom.face is not None
        own.zoom.show(("s", deck.specials[0].id), lambda p: CF.special_face(p, deck.specials[0]))
        assert own.zoom.face is not None and hand.zoom.face is None and not hand.zoom.children
        hand.zoom.show(("h", 6), lambda p: CF.combat_face(p, deck.card(6)))
        assert hand.zoom.face is not None and own.zoom.face is None and not own.zoom.children
    finally:
        destroy_tree(hand)
    assert panel.Zoom.showing is None
    own.zoom.show(("s", deck.specials[0].id), lambda p: CF.special_face(p, deck.specials[0]))
    assert panel.Zoom.showing is own.zoom
    destroy_tree(own)
    assert panel.Zoom.showing is None


def cards_formula(a):
    from scenes.games.morituri.cardface import formula
    return formula(a)


def test_two_fighters_of_one_name_are_told_apart_by_their_own_names_and_colour(fresh):
    """Seen in the film of the kick-and-cloak stage: "Killer (Vrah) attacks Killer (Vrah)" and
    "Round 5: Killer (Vrah), first action phase"; then "Killer (Vrah) (red)" and "(blue)" where
    the rulebook's example (IV.8) names them David and Emil. Two figures of one name are called
    by their own names with their seat's colour in every caption and side panel ("David (red
    Killer)"); a single Killer is not; ids that are no names (killer2) keep the colour alone."""
    from scenes.places import figure_names
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "morituri-kick-and-cloak.stage.json"))
    names = figure_names(src.first_view)
    assert sorted(names.values()) == ["David (red Killer)", "Emil (blue Killer)"]
    assert "(red)" not in " ".join(figure_names(_view()).values())
    plain_ids = {"figures": [{"id": "vrah", "seat": "p1", "name": "Killer (Vrah)"},
                             {"id": "killer2", "seat": "p2", "name": "Killer (Vrah)"}]}
    assert sorted(figure_names(plain_ids).values()) == ["Killer (Vrah) (blue)", "Killer (Vrah) (red)"]
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
    player = PackPlayer(scene, auto=False, follow_camera=False)
    said = []
    player.on_event = lambda ev, words: said.extend(words)
    for s in src.steps:
        player.play(s.events, s.view)
    while player.busy:
        player.advance(1 / 15)
    # the card by its name, not its number ("#18 contact at distance 2")
    assert "David (red Killer): Kick (contact) at Emil (blue Killer), 2 spaces away" in said
    assert not [s for s in said if "Killer (Vrah) attacks" in s or "Killer (Vrah)," in s]
    assert scene.table.caption(src.view_at((3, None))).startswith("Round 4: David (red Killer)")
    assert [r.label.split("  ")[0] for r in scene.table.rows(src.first_view)] == ["David (red Killer)",
                                                                                   "Emil (blue Killer)"]


def test_captions_tell_a_move_by_its_length_and_foe_and_a_blow_by_its_outcome(fresh):
    """Seen on stills of the shipped game: "Killer (Vrah) steps there -> there -> there" (the
    rules' line lists cells, which a caption cannot name) and "Killer (Vrah) set 2; strength 8
    against defence 6" (what came of it unsaid)."""
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "morituri-barbarian-vs-killer.json"))
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
    player = PackPlayer(scene, auto=False, follow_camera=False)
    said = []
    player.on_event = lambda ev, words: said.append((ev.get("kind"), words[-1] if words else ""))
    for s in src.steps:
        player.play(s.events, s.view)
    while player.busy:
        player.advance(1 / 15)
    moves = [w for k, w in said if k == "moved"]
    assert "Killer (Vrah) steps 1 space, next to Barbarian (Barbar)" in moves
    assert all("there" not in w for w in moves)
    blows = [w for k, w in said if k == "attack_resolved"]
    assert "Killer (Vrah) set 2, Barbarian (Barbar) guessed 3; strength 8 against defence 6: hit" in blows
    assert "Barbarian (Barbar) set 3, Killer (Vrah) guessed it: parried" in blows


def test_the_live_board_and_its_rim_lie_above_the_card_panels(fresh):
    """Seen on the live table: the card panels along the bottom lay over the rim's near hexes
    (direction 4's number under them). The board, its rim with it, is framed above them."""
    from ursina import window
    from game.session import Session
    from rules import registry
    from scenes import screenrects as sr, stage
    from scenes.controller import PackController
    s = Session(registry.get("morituri"), {"round_limit": 6}, seed=4)
    ctl = PackController(s, {"p1": "human", "p2": "random"}, module(), interactive=False)
    ctl.update()
    stage.step(fresh, 2)
    h = window.size[1]
    panels = [r for name, r in sr.ui_rects() if r[3] > 0.9 * h and r[3] - r[1] > 0.15 * h]
    assert panels, "the card panels stand along the bottom"
    top = min(r[1] for r in panels)
    table = ctl.scene.table
    ys = [q[1] for q in (stage.project(p, beyond=True) for p in table.frame_points(ctl.scene.view))]
    assert len(table.beside_board()) >= 6 * 24 and max(ys) < top, (max(ys), top)


def test_two_neighbours_condition_bars_read_as_two():
    """Seen in a film: two fighters side by side, their green pips touching, read as one long
    bar. Each bar is framed in its seat's colour and narrower than a hex step, with a gap."""
    import math
    from scenes.games.morituri.table import CELL, condition_bar
    red = (0.85, 0.2, 0.15, 1.0)
    v, c, _ = condition_bar(9, 12, red).arrays()
    assert v[:, 0].max() - v[:, 0].min() < math.sqrt(3) * CELL - 0.2   # a gap between neighbours
    for edge in (v[:, 0].argmin(), v[:, 0].argmax(), v[:, 1].argmin(), v[:, 1].argmax()):
        assert np.allclose(c[edge][:3], red[:3]), "the bar's outer edge is not in the seat colour"


def test_the_bars_alone_are_brought_to_a_later_view(fresh):
    """A still holds a blow mid-way and tells the Condition after it (scenes/capture.py): the
    table's show_bars redraws the pips over each fighter from that view, moving nothing."""
    import copy
    view = _view()
    scene = _scene(view)
    later = copy.deepcopy(view)
    f = later["figures"][0]
    f["condition"] -= 3
    e = scene.table.figures[f["id"]]
    where, old = e.position, e.bar.model
    scene.table.show_bars(later)
    assert e.bar.model is not old and e.position == where
    assert scene.table._fig_keys[f["id"]][1][0] == f["condition"]


def test_a_planned_card_lands_above_the_words_that_rise_under_it(fresh):
    """Seen in a film: the face-down card fell onto 'plans: 1 in the row' and hid its number.
    Through the whole animation the card stays above the words, which say what happened."""
    from scenes.player import PackPlayer
    from ursina import Text
    view = _view()
    scene = _scene(view)
    player = PackPlayer(scene, auto=False)
    player.play([sample("planned")], view)
    gaps, words = [], set()
    while player.busy:
        player.advance(1 / 30)
        live = [e for e in (player.ctx.effects if player.ctx else []) if e.enabled]
        texts = [e for e in live if isinstance(e, Text)]
        cards = [e for e in live if not isinstance(e, Text) and e.model is not None]
        words |= {t.text for t in texts}
        if texts and cards:
            gaps.append(min(c.y for c in cards) - max(t.y for t in texts))
    assert gaps and min(gaps) > 0.6          # centres: the words are about 0.3 high
    assert "plans a card (2 in the row)" in words


def test_the_side_panel_tells_a_loss_of_condition_when_it_lands(fresh):
    """Seen in a film of the shipped game: the Barbarian collapsed, exhausted, and the side panel
    read 1/14 until the action was over: 0/14 came with the end card. A Condition change and a
    defeat show in the panel as they play."""
    from scenes.player import PackPlayer
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "morituri-barbarian-vs-killer.json"))
    last = src.steps[-1]
    change = next(e for e in last.events if e["kind"] == "condition_changed")
    fall = next(e for e in last.events if e["kind"] == "defeated")
    scene = PackScene_(src, src.steps[-2].view)
    player = PackPlayer(scene, auto=False)

    def row(fid):
        name = next(f["name"] for f in src.steps[-2].view["figures"] if f["id"] == fid)
        return next(r.hud_row for r in scene.hud.rows if r.hud_row.label.startswith(name))

    assert row(change["figure"]).value != max(0, change["condition"])
    player.play(last.events, last.view)
    while player.busy and player._ev is not change:
        player.advance(1 / 30)
    assert row(change["figure"]).value == max(0, change["condition"])
    while player.busy and player._ev is not fall:
        player.advance(1 / 30)
    assert row(fall["figure"]).alive is False
    while player.busy:
        player.advance(1 / 30)


def PackScene_(src, view):
    from scenes.table import PackScene
    return PackScene(src.module, src.setup, view, "default", interactive=False, show_help=False)


def test_each_figure_turns_to_face_its_foe(fresh):
    """I.7: each looks at its nearest living opponent. The figures were plain entities, on which
    `yaw` was a bare attribute: none ever turned. Each body now faces the other, and an
    animation's turn turns it."""
    from ursina import Vec3
    from scenes.fx import yaw_anim
    scene = _scene(_view())
    figs = scene.table.figures
    for me, foe in (("barbar", "vrah"), ("vrah", "barbar")):
        ahead = figs[me].body.forward
        to = Vec3(figs[foe].position) - Vec3(figs[me].position)
        to = Vec3(to.x, 0, to.z).normalized()
        assert ahead.x * to.x + ahead.z * to.z > 0.9, (me, ahead, to)
    e = figs["barbar"]
    before = Vec3(e.body.forward)
    yaw_anim(e, e.yaw, e.yaw + 90.0, 0.2).finish()                 # a quarter turn away
    assert abs(e.body.forward.x * before.x + e.body.forward.z * before.z) < 0.1


def test_a_card_the_hands_cannot_use_says_so_when_planned_and_when_used():
    """Played live: the guided Killer planned Blow to the body (a free hand) with two daggers
    drawn, used it, and it was withdrawn (III.4) with no word before. The Use line and the
    zoomed card's Plan button say so; the rules agree (the card is withdrawn)."""
    from scenes.games.morituri.labels import describe_action, hint_of, misfit
    setup = {"round_limit": 10, "figures": [{"character": "killer", "seat": "p1", "id": "vrah", "cell": [0, 2]},
                                            {"character": "barbarian", "seat": "p2", "id": "barbar", "cell": [0, -2]}]}
    s = P.new_game(setup, 1)
    killer = lambda: as_json(P.view(s, "p1"))
    me = next(f for f in killer()["figures"] if f["id"] == "vrah")
    assert sorted(me["hands"]) == ["killer.dagger1", "killer.dagger2"]
    assert misfit(me, 17) == "Dagger + Dagger" and misfit(me, 7) is None      # Slash with a dagger fits
    used = None
    for _ in range(60):
        seat = sorted(P.to_act(s))[0]
        legal = [as_json(a) for a in P.legal_actions(s, seat)]
        pick = next((a for a in legal if a["kind"] == "plan" and a.get("op") == "add" and a["card"] == 17), None)
        use = next((a for a in legal if a["kind"] == "use" and a.get("option") == "planned"), None)
        if seat == "p1" and use is not None:
            assert describe_action(use, killer()) == "Use #17 Blow to the body (withdrawn: wrong items in hand)"
            assert hint_of(use, killer()).startswith("Not with Dagger + Dagger in hand: used so, it is withdrawn")
            s, events = P.apply(s, seat, A.action_adapter.validate_python(use))
            used = [type(e).__name__ for e in events]
            break
        a = pick if seat == "p1" and pick else next((a for a in legal if a["kind"] in ("pass", "move")), legal[0])
        s, _ = P.apply(s, seat, A.action_adapter.validate_python(a))
    assert used is not None and "ActionWithdrawn" in used, used


def test_the_zoomed_card_warns_when_the_hands_cannot_use_it(fresh):
    """The guided Killer's hand: Blow to the body read whole says two daggers will not do
    (before it is planned); Slash with a dagger says nothing of the kind."""
    from ursina import Button, Text
    from scenes import screenrects as sr
    from scenes.games.morituri import panel
    from scenes.table import destroy_tree
    Ctl, s, view = _planning()
    me = next(f for f in view["figures"] if f["id"] == view["turn"])
    assert me["character"] == "killer" and sorted(me["hands"]) == ["killer.dagger1", "killer.dagger2"]
    legal = [as_json(a) for a in s.legal_actions("p1") if a.kind == "plan"]
    p = panel.PlanPanel(Ctl(), "p1", view, legal)
    hand = next(m["hand"] for m in view["mine"] if m.get("figure") == view["turn"])
    hits = [b for b in p.children if isinstance(b, Button) and not b.text]
    said, rect = {}, {}
    for n in (17, 7):
        hits[hand.index(n)].on_click()
        said[n] = [t.text for t in p.zoom.get_descendants() if isinstance(t, Text)]
        rect[n] = sr.ui_rect(p.zoom)
        p.zoom.close()
    assert any("Not with Dagger + Dagger in hand" in t for t in said[17]), said[17]
    assert not any("Not with" in t for t in said[7]) and said[7]
    # the warning ends above the seat panel (live at 1024x600 it lay over its "planned row"
    # title): the card stands higher as far as it would reach below, no higher
    seat_top = sr.ui_to_px(0, panel.seat_panel_top())[1]
    assert rect[7][3] < seat_top < rect[7][3] + 40 and rect[17][3] <= seat_top, (rect[17], rect[7], seat_top)
    assert rect[17][1] < rect[7][1] and rect[17][1] > 0
    destroy_tree(p)
