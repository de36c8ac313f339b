"""The Gladiator table (scenes/games/gladiator, models/gladiator): every rule event animates to
completion, a render shows each side's colour where its figures stand and fire and pits where
they are, the menu's odds are the exact 3d6 chances, the click squares, the character sheet
(private stats only), and `render` / `record` on a played game's save."""
from __future__ import annotations

import itertools
import re
import typing

import numpy as np
import pytest

from models.gladiator import colors as C
from models.meshkit import face_shade
from rules.gladiator import RULESET as P
from rules.gladiator.events import EVENT_KINDS, EVENT_TYPES, event_adapter
from scenes.timeline import as_json
from tests.scenes.conftest import run_main

UP = face_shade((0, 1, 0))
SETUP = {"arena": "colosseum", "turn_limit": 3,
         "west": [{"name": "Legolas", "race": "elf", "ready": "short_bow", "slung": ["short_sword", "dagger"]},
                  {"name": "Gimli", "race": "dwarf", "sh": 14, "ag": 9, "armour": "chain",
                   "ready": "hand_axe", "also": "buckler", "slung": ["hammer"]}],
         "east": [{"name": "Snaga", "race": "goblin", "sh": 8, "ag": 11, "ready": "light_crossbow",
                   "slung": ["dagger"]}, {"race": "troll"}, {"race": "wolf"}]}


def module():
    import scenes.games.gladiator as m
    return m


def play_game(setup=SETUP, seed=1, limit=400):
    """A seeded game: creatures by their tactics, the rest by a fixed pick among the legal
    actions (attacks first). Returns [(seat, action, events, state)]."""
    s = P.new_game(setup, seed)
    out = []
    for i in range(limit):
        seats = sorted(P.to_act(s))
        if not seats:
            break
        ch = P.creature_choice(s)
        if ch is not None:
            seat, act = ch
        else:
            seat = seats[0]
            legal = P.legal_actions(s, seat)
            hits = [a for a in legal if a.kind in ("attack", "shoot", "throw")]
            act = hits[0] if hits else legal[(i * 7) % len(legal)]
        s2, events = P.apply(s, seat, act)
        out.append((seat, act, events, s))
        s = s2
    return out, s


# ------------------------------------------------------------------ sample events

FIELD_SAMPLES = {
    "figure": "w1", "attacker": "e2", "target": "w2", "defender": "w2", "by": "w1", "side": "east",
    "winner": "west", "winners": ("west",), "race": "wolf", "name": "Wolfie", "spell": "create_fire",
    "terrain": "fire", "weapon": "broadsword", "item": "dagger", "attack": "attack",
    "path": ((1, 5), (2, 5), (3, 5)), "cell": (5, 5), "faces": (2, 3, 4), "effects": ("dazed", "knocked_down"),
    "how": "step", "category": "charge", "order": ("w1", "e1"), "slots": ("dagger", None, None, None, None),
    "modifiers": (("side", 2), ("character at 9,3", -1), ("fire at 4,4", -1)), "reason": "only West remains", "why": "regeneration", "turn": 2,
    "hit": True, "success": True, "repelled": False, "loaded": True, "tie": False, "seen": (),
}


def sample(t) -> dict:
    """A valid event of type t: known field names take a sample, others a value of their type."""
    d = {}
    for name, f in t.model_fields.items():
        if name == "kind":
            continue
        ann = f.annotation
        if typing.get_origin(ann) is typing.Literal:
            opts = typing.get_args(ann)
            d[name] = FIELD_SAMPLES.get(name) if FIELD_SAMPLES.get(name) in opts else opts[0]
            continue
        if name in FIELD_SAMPLES:
            d[name] = FIELD_SAMPLES[name]
            continue
        args = typing.get_args(ann)
        if ann is bool or bool in args:
            d[name] = True
        elif ann is int or int in args:
            d[name] = 3
        elif ann is str or str in args:
            d[name] = "w1"
        elif not f.is_required():
            d[name] = f.default
        else:
            d[name] = ()
    ev = event_adapter.validate_python({"kind": t.model_fields["kind"].default, **d})
    return as_json(ev)


# ------------------------------------------------------------------ animations

def test_every_rule_event_kind_has_an_animation():
    missing = [k for k in EVENT_KINDS if k not in module().ANIMATIONS]
    assert missing == []


def _scene(view, camera="default", hud=True):
    from scenes.table import PackScene
    return PackScene(module(), SETUP, view, camera, interactive=False, hud=hud, show_help=False)


@pytest.mark.parametrize("kind", EVENT_KINDS)
def test_every_label_over_the_board_is_in_words(fresh, kind):
    from scenes.player import PackPlayer
    from tests.scenes.conftest import assert_labels_in_words, floated_labels
    view = as_json(P.view(P.new_game(SETUP, 2), None))
    t = next(t for t in EVENT_TYPES if t.model_fields["kind"].default == kind)
    assert_labels_in_words(kind, floated_labels(PackPlayer(_scene(view), auto=False), sample(t), view))


@pytest.mark.parametrize("kind", EVENT_KINDS)
def test_each_event_kind_animates_to_completion_offscreen(fresh, kind):
    from scenes.player import PackPlayer
    s = P.new_game(SETUP, 2)
    view = as_json(P.view(s, None))
    from tests.scenes.conftest import assert_in_words, caption_lines
    scene = _scene(view)
    player = PackPlayer(scene, auto=False)
    lines = caption_lines(scene, "gladiator", player)
    t = next(t for t in EVENT_TYPES if t.model_fields["kind"].default == kind)
    player.play([sample(t)], view)
    frames = 0
    while player.busy and frames < 30 * 4:
        player.advance(1 / 30)
        frames += 1
    assert not player.busy, f"{kind} still playing after 4 s"
    assert player.played_kinds == [kind]
    assert_in_words(lines)                  # its caption, in words (issue 17)
    assert frames <= 30 * 3, f"{kind} took {frames / 30:.1f} s"
    assert not player.ctx or not player.ctx.effects          # effects cleaned up
    for f in view["figures"]:                                 # and the table back on the truth
        e = scene.table.figures[f["figure"]]
        w = scene.table.world(f["cell"])
        assert (e.x, e.z) == pytest.approx((w.x, w.z))


def test_a_played_game_animates_every_step_and_ends_on_the_final_view(fresh):
    from scenes.player import PackPlayer
    steps, final = play_game(limit=150)
    first = as_json(P.view(P.new_game(SETUP, 1), None))
    scene = _scene(first)
    player = PackPlayer(scene, auto=False)
    kinds = []
    views = []
    for i, (seat, act, events, before) in enumerate(steps):
        after = steps[i + 1][3] if i + 1 < len(steps) else final
        v = as_json(P.view(after, None))
        views.append(v)
        player.play([as_json(e) for e in events], v)
        kinds += [e.kind for e in events]
    n = 0
    while player.busy and n < 100000:
        player.advance(0.1)
        n += 1
    assert not player.busy and player.played_kinds == kinds
    assert {"attacked", "moved", "initiative_rolled"} <= set(kinds)
    for f in views[-1]["figures"]:
        if f["cell"] is None or f["gone"]:
            continue
        e = scene.table.figures[f["figure"]]
        assert e.body.rotation_y == pytest.approx(f["facing"] * 45.0)
        assert (e.x, e.z) == pytest.approx((f["cell"][0], f["cell"][1]))


def test_dice_land_on_the_faces_the_event_rolled(fresh):
    from models.gladiator.dice import AROUND
    from scenes.games.gladiator.animations import dice_faces, roll_dice
    from scenes.player import PackCtx, PackPlayer
    s = P.new_game(SETUP, 2)
    scene = _scene(as_json(P.view(s, None)))
    ctx = PackCtx(PackPlayer(scene, auto=False), scene.view)
    anim = roll_dice(ctx, (6, 1, 4), scene.table.center)
    anim.finish()
    assert len(ctx.effects) == 3
    for e in ctx.effects:     # upright: the built top face (the rolled value) is up
        assert abs(e.rotation_x) < 1e-6 and abs(e.rotation_z) < 1e-6
    assert set(AROUND) == {1, 2, 3, 4, 5, 6}
    assert sum(dice_faces(11)) == 11 and all(1 <= f <= 6 for f in dice_faces(11))
    assert dice_faces(18) == (6, 6, 6) and dice_faces(3) == (1, 1, 1)


def test_dice_land_where_they_hide_no_figure(fresh):
    """Laid toward the camera's old side, a still's dice stood in front of Grim's face: with a
    figure standing right in front of the target, the row goes beside, on the screen."""
    from ursina import Vec3, camera
    from scenes import screenrects as sr
    from scenes.games.gladiator.animations import roll_dice
    from scenes.player import PackCtx, PackPlayer
    s = P.new_game(SETUP, 2)
    scene = _scene(as_json(P.view(s, None)))
    figs = [e for e in scene.table.figures.values() if e.enabled]
    target, other = figs[0], figs[1]
    f = camera.forward
    toward = -Vec3(f[0], 0, f[2]).normalized()
    other.position = Vec3(target.position) + toward * 1.0      # where the dice fell before
    ctx = PackCtx(PackPlayer(scene, auto=False), scene.view)
    anim = roll_dice(ctx, (6, 1, 4), Vec3(target.position))
    # unseen till they fall (built in the air, a still held before them showed them hanging there)
    assert ctx.effects and not any(e.enabled for e in ctx.effects)
    anim.finish()
    dice = sr.union([sr.entity_rect(e) for e in ctx.effects])
    w, h = sr._size()
    assert dice is not None and dice[0] >= 0 and dice[1] >= 0 and dice[2] <= w and dice[3] <= h
    bodies = sr.body_rects(scene.table)
    assert bodies and all(sr.overlap(dice, b) == 0 for b in bodies.values()), (dice, bodies)


# ------------------------------------------------------------------ pixels

def _near(img, xy, want, radius=4, tol=0.1) -> bool:
    x, y = xy
    patch = img[max(0, y - radius): y + radius + 1, max(0, x - radius): x + radius + 1]
    d = np.abs(patch - np.asarray(want)[:3]).max(axis=2)
    return bool((d < tol).any())


def _px(world):
    from scenes import stage
    p = stage.project(world)
    assert p is not None
    return int(round(p[0])), int(round(p[1]))


def test_render_shows_side_colours_on_the_figures_and_fire_and_pits_where_they_are(fresh):
    import builtins
    from ursina import Vec3
    from scenes import stage
    s = P.new_game(SETUP, 2)
    view = as_json(P.view(s, None))
    view["terrain"] = [[5, 2, "fire"], [9, 2, "pit"], [12, 8, "caltrops"], [3, 8, "shadow"]]
    scene = _scene(view, "top", hud=False)
    stage.step(builtins.base, 3)
    img = stage.grab_rgb().astype(float) / 255.0
    for f in view["figures"]:
        want = np.clip(np.array(C.side_color(f["side"])) * UP, 0, 1)
        e = scene.table.figures[f["figure"]]
        # the base's top ring, on the figure's square
        found = _near(img, _px(Vec3(e.position) + Vec3(0, 0.1, 0)), want, radius=9, tol=0.12)
        assert found, f"{f['figure']} ({f['side']}) not in its side colour at {f['cell']}"
    fire = np.clip(np.array(C.FIRE_BED) * UP, 0, 1)
    flame = np.clip(np.array(C.FIRE_INNER), 0, 1)
    xy = _px(scene.table.world((5, 2)))
    assert _near(img, xy, fire, radius=6, tol=0.1) or _near(img, xy, flame, radius=6, tol=0.15)
    pit = img[_px(scene.table.world((9, 2)))[1], _px(scene.table.world((9, 2)))[0]]
    assert pit.max() < 0.2, f"the pit is not dark: {pit}"
    sand = np.clip(np.array(C.SAND) * UP, 0, 1)
    assert _near(img, _px(scene.table.world((8, 5))), sand, radius=2, tol=0.1)
    # and the other way round: no fire colour on a plain sand square
    assert not _near(img, _px(scene.table.world((8, 5))), fire, radius=2, tol=0.06)


def test_prone_and_dead_figures_lie_down_and_conditions_get_marks(fresh):
    s = P.new_game(SETUP, 2)
    view = as_json(P.view(s, None))
    f0, f1, f2 = view["figures"][:3]
    f0["prone"] = True
    f1["alive"] = False
    f2["dazed"] = True
    f2["near_death"] = True
    scene = _scene(view)
    t = scene.table
    assert t.figures[f0["figure"]].pose.rotation_x == pytest.approx(90)
    assert t.figures[f1["figure"]].pose.rotation_x == pytest.approx(90)
    assert t.figures[f2["figure"]].pose.rotation_x == pytest.approx(0)
    assert len(t.figures[f2["figure"]].marks.children) == 2      # stars and the drop
    rows = t.rows(view)
    assert "dazed" in rows[2].detail and "near death" in rows[2].detail
    assert rows[1].alive is False


# ------------------------------------------------------------------ odds and labels

def three_d6_chance(target: int) -> float:
    """By counting the 216 throws: 5 or less always hits, 16 or more always misses."""
    good = sum(1 for a, b, c in itertools.product(range(1, 7), repeat=3)
               if a + b + c <= 5 or (a + b + c < 16 and a + b + c <= target))
    return good / 216


def _percents(label: str) -> list[float]:
    return [float(x) for x in re.findall(r"(\d+\.\d)%", label)]


def test_attack_labels_show_the_exact_3d6_chance_before_committing():
    from rules.gladiator import fight
    from scenes.games.gladiator import describe_action
    steps = [st for seed in range(1, 7) for st in play_game(seed=seed, limit=300)[0]]
    checked = 0
    for seat, act, _, state in steps:
        if state.phase != "action" or state.pending or P.to_act(state) != {seat}:
            continue
        view = as_json(P.view(state, seat))
        me = state.fig(state.actor)
        for a in P.legal_actions(state, seat):
            if a.kind != "attack" or a.weapon is not None:
                continue
            tgt = state.fig(a.target)
            if next(f for f in view["figures"] if f["figure"] == tgt.id)["cell"] is None:
                continue          # unseen (in shadow): no odds shown
            tn, nd, _ = fight.prepare(state, me, tgt, fight.strikers(me)[0][1], "attack")
            if nd != 3:
                continue
            label = describe_action(as_json(a), view)
            assert _percents(label) == [round(three_d6_chance(tn) * 100, 1)], label
            checked += 1
    assert checked >= 3


def test_every_action_with_a_roll_labels_the_rules_packs_own_odds():
    from scenes.games.gladiator import describe_action
    steps = [st for seed in range(4, 8) for st in play_game(seed=seed, limit=300)[0]]
    checked = 0
    for seat, _, _, state in steps:
        if state.phase != "action" or state.pending or P.to_act(state) != {seat}:
            continue
        view = as_json(P.view(state, seat))
        seen = {f["figure"] for f in view["figures"] if f["cell"] is not None}
        for a in P.legal_actions(state, seat):
            label = describe_action(as_json(a), view)
            assert label and "_" not in label.split(":")[0], label
            if a.kind == "hand_combat" or getattr(a, "target", None) not in (None, *seen):
                continue
            want = [round(p * 100, 1) for _, p in P.odds(state, a)]
            assert _percents(label) == want, (a, label)
            checked += bool(want)
    assert checked >= 3


def test_every_action_kind_has_a_label_and_movement_squares():
    from scenes.games.gladiator import cell_of_action, describe_action
    s = P.new_game(SETUP, 2)
    s2, _ = P.apply(s, sorted(P.to_act(s))[0], P.legal_actions(s, sorted(P.to_act(s))[0])[0])
    seat = sorted(P.to_act(s2))[0]
    view = as_json(P.view(s2, seat))
    mover = next(f for f in view["figures"] if f["figure"] == view["moving"])
    x, y = mover["cell"]
    assert cell_of_action({"kind": "step", "direction": 2}, view) == (x + 1, y)
    assert cell_of_action({"kind": "step", "direction": 4}, view) == (x, y - 1)
    enemy = next(f for f in view["figures"] if f["side"] != seat and f["cell"] is not None)
    assert cell_of_action({"kind": "attack", "target": enemy["figure"]}, view) == tuple(enemy["cell"])
    assert cell_of_action({"kind": "cast", "spell": "create_fire", "cell": [4, 4]}, view) == (4, 4)
    # a label of its own for every action kind of the pack (not the generic "kind: fields")
    from rules.core.engine import Model
    from rules.gladiator import actions
    from scenes.controller import default_label
    kinds = [v.model_fields["kind"].default for v in vars(actions).values()
             if isinstance(v, type) and issubclass(v, Model) and "kind" in v.model_fields]
    assert len(kinds) >= 26
    for k in kinds:
        a = {"kind": k, "side": "west", "direction": 0, "facing": 0, "target": enemy["figure"],
             "first": enemy["figure"], "second": enemy["figure"], "path": [[1, 1]],
             "swaps": [["ready", "slung1"]], "spell": "create_fire", "cell": [2, 2]}
        assert describe_action(a, view) not in ("", default_label(a), k.replace("_", " ").capitalize()), k


# ------------------------------------------------------------------ character sheet

def test_character_sheet_shows_the_seats_own_stats_and_never_an_enemys(fresh):
    from scenes.games.gladiator import seat_panel
    from scenes.games.gladiator.sheet import sheet_figure, sheet_lines
    s = P.new_game(SETUP, 2)
    view = as_json(P.view(s, "west"))
    f = sheet_figure(view, "west")
    assert f["side"] == "west"
    text = "\n".join(t for t, _ in sheet_lines(f))
    st = f["stats"]
    assert f"SH {st['sh']} ({st['sh_max']})" in text and f"AG {st['adjusted_ag']}" in text
    assert "Ready" in text and "Short bow" in text and "Slung" in text and "Armour" in text
    assert seat_panel(None, "west", view) is not None
    enemy = sheet_lines(sheet_figure(view, "east"))
    assert not any(t.startswith("SH ") for t, _ in enemy)     # the enemy's stats are secret


def test_character_sheet_counts_the_squares_of_a_move_as_it_is_walked(fresh):
    """Seen on the live table: the sheet said nothing of a move in progress (MP 10 after a
    jump and a step), so a player could not tell how far he might still go or whether he would
    still SHIFT, CHARGE or RUN; the view now carries the moving figure's squares so far."""
    from rules.gladiator.actions import Step
    from scenes.games.gladiator.sheet import sheet_figure, sheet_lines
    from game.session import Session
    s = Session(P, {}, seed=2)
    s.act("east", s.legal_actions("east")[0])             # the initiative winner: west first
    for walked, kind in ((1, "shift"), (2, "shuffle"), (3, "charge")):
        s.act("west", next(a for a in s.legal_actions("west") if isinstance(a, Step)))
        view = as_json(P.view(s.state, "west"))
        f = sheet_figure(view, "west")
        assert (f["moves"], f["category"]) == (walked, kind)
        text = [t for t, _ in sheet_lines(f)]
        assert f"Moved {walked} of {f['stats']['max_moves']}: {kind}" in text
    assert all(g["moves"] == 0 for g in P.view(s.state, "east")["figures"] if g["side"] == "east")


# ------------------------------------------------------------------ commands

@pytest.fixture(scope="module")
def save_file(tmp_path_factory):
    from game import saves
    from game.session import Session
    setup = dict(SETUP, turn_limit=2)
    s = Session(P, setup, seed=4)
    steps = 0
    while not s.finished and steps < 200:
        ch = P.creature_choice(s.state)
        if ch is not None:
            s.act(*ch)
        else:
            seat = sorted(s.to_act())[0]
            legal = s.legal_actions(seat)
            hits = [a for a in legal if a.kind in ("attack", "shoot", "throw")]
            s.act(seat, hits[0] if hits else legal[(steps * 5) % len(legal)])
        steps += 1
    path = tmp_path_factory.mktemp("gladiator") / "game.json"
    saves.write_save(path, s.to_save())
    return path


def test_render_command_draws_a_turn_and_names_a_missing_one(save_file, tmp_path):
    out = tmp_path / "g.png"
    r = run_main("render", str(save_file), "--at", "1", "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 1000
    r = run_main("render", str(save_file), "--at", "99", "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 2 and "no round 99" in r.stderr + r.stdout
    assert len((r.stderr + r.stdout).strip().splitlines()) == 1


def test_record_command_films_the_game(save_file, tmp_path):
    out = tmp_path / "g.mp4"
    r = run_main("record", str(save_file), "--out", str(out), "--size", "160x120", "--fps", "4", timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.exists() and out.stat().st_size > 1000


# ------------------------------------------------------------------ play

def test_play_menu_uses_the_labels_and_shows_the_sheet_and_a_click_narrows_to_a_square(fresh):
    from ursina import Button
    from game.session import Session
    from scenes.games.gladiator.sheet import CharacterSheet
    from scenes.controller import PackController
    s = Session(P, SETUP, seed=2)
    chooser = sorted(s.to_act())[0]
    ctl = PackController(s, {"west": "human", "east": "human"}, module(), interactive=False)
    ctl.asked = chooser
    ctl.open(chooser)
    labels = [b.text for b in ctl.panel.children if isinstance(b, Button)]
    assert "West moves first" in labels and "East moves first" in labels
    assert isinstance(ctl.seat_widget, CharacterSheet)
    assert ctl.submit(chooser, {"kind": "choose_first", "side": chooser})
    while ctl.player.busy:
        ctl.player.skip()
    mover = sorted(s.to_act())[0]
    ctl.asked = mover
    ctl.open(mover)
    view = ctl.scene.view
    me = next(f for f in view["figures"] if f["figure"] == view["moving"])
    steps = [a for a in (as_json(a) for a in s.legal_actions(mover)) if a["kind"] == "step"]
    want = steps[0]
    from rules.core.square import DIRS
    dx, dy = DIRS[want["direction"]]
    ctl.open(mover, (me["cell"][0] + dx, me["cell"][1] + dy))
    assert ctl.panel.legal == [want]


def test_thrown_spells_menu_tells_the_bulk_and_per_turn_flavours_apart():
    from scenes.games.gladiator import describe_action
    base = {"kind": "cast", "spell": "iron_flesh", "power": 1, "target": None}
    bulk = describe_action(dict(base), {"figures": []})
    per = describe_action({**base, "flavour": "per_turn"}, {"figures": []})
    assert "per turn" in per and "per turn" not in bulk and bulk != per


def test_the_hand_combat_example_and_a_wound_are_captioned(fresh):
    """Seen in the film of the rulebook's hand combat example: the caption read "Turn 1/3:
    action, Thor" while June's dice decided it. The leap, the repel roll and a wound now say
    the game's sentence."""
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    from scenes.timeline import load_source
    from tests.scenes.conftest import ROOT
    said = []
    for name in ("gladiator-thor-and-june-repel-8.stage.json", "gladiator-solo-grim.json"):
        src = load_source(str(ROOT / "saves" / name))
        scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
        player = PackPlayer(scene, auto=False, follow_camera=False)
        player.on_event = lambda ev, words: said.extend((ev["kind"], w) for w in words)
        for s in src.steps:
            player.play(s.events, s.view)
        while player.busy:
            player.advance(1 / 10)
    assert ("hand_combat_tried", "Thor leaps on June: June fails to repel (rolled 9 against 8): hand combat") in said
    assert any(k == "wounded" and " takes " in w and " damage" in w for k, w in said)


def test_names_and_floating_words_carry_a_dark_shadow_that_reads_on_sand(fresh):
    """Seen in films: the names "Thor" and "June" in pale red and blue, and "ready: bare hands"
    in white, faint on the sand. Each carries a dark copy just below it, its child, so the
    pixels under the words are darker than the sand around them."""
    from scenes import screenrects as sr, stage
    from scenes.fx import float_text
    from scenes.player import PackCtx, PackPlayer
    s = P.new_game(SETUP, 2)
    view = as_json(P.view(s, None))
    scene = _scene(view, hud=False)
    for ent in scene.table.figures.values():
        sh = ent.label.shadow
        assert sh.parent is ent.label and sh.text == ent.label.text
        assert (sh.color[0], sh.color[1], sh.color[2]) == (0, 0, 0) and sh.color[3] > 0.5
    ctx = PackCtx(PackPlayer(scene, auto=False), view, view)
    anim = float_text(ctx, "ready: bare hands", scene.table.center, (1, 1, 1), scale=40.0)
    anim.advance(0.1)
    (t,) = [e for e in ctx.effects if hasattr(e, "text")]
    assert t.shadow.text == "ready: bare hands" and t.shadow.color[3] > 0.5
    fresh.step()
    img = stage.grab_rgb()
    x0, y0, x1, y1 = (int(v) for v in sr.entity_rect(t))
    box = img[max(0, y0):y1, max(0, x0):x1].astype(float).sum(axis=2)
    assert (box < 200).sum() > 80          # dark shadow pixels among the white words (22 without)
    ctx.clear()


def test_the_board_lies_clear_of_the_character_sheet_and_a_short_menu_is_narrow(fresh):
    """Seen on the live table: the sheet on the left covered the arena's west column (where the
    west gladiator starts) and a list of eight steps a third of the board on the right."""
    from ursina import Button, Vec3
    from game.session import Session
    from scenes import screenrects as sr
    from scenes import stage
    from scenes.controller import PackController
    s = Session(P, SETUP, seed=2)
    chooser = sorted(s.to_act())[0]
    ctl = PackController(s, {"west": "human", "east": "human"}, module(), interactive=False)
    ctl.asked = chooser
    ctl.open(chooser)
    stage.step(fresh, 2)
    table, view = ctl.scene.table, ctl.scene.view
    west = [table.world(c, view) for c in table.cells(view) if c[0] == 0]
    board = sr.world_rect([Vec3(p.x - table.cell_size / 2, 0, p.z) for p in west])
    sheet = sr.ui_rect(ctl.seat_widget)
    assert board is not None and sheet is not None
    assert board[0] > sheet[2], (board, sheet)
    buttons = [b for b in ctl.panel.children if isinstance(b, Button)]
    assert buttons and all(b.scale_x < 0.3 for b in buttons)     # "West moves first": short
    rects = [sr.ui_rect(b) for b in buttons]
    assert all(r[2] <= sr._size()[0] for r in rects)              # still inside the window


def test_the_menu_is_as_wide_as_its_longest_line():
    from scenes.controller import menu_width
    assert menu_width(["Step N", "Step NE"], "Your move") < 0.25
    assert menu_width(["Kord: ATTACK Varg with sword, aim at the r. arm (-1)"], "Your move") == 0.42
    assert menu_width(["Rest"], "Red to act (the cell you clicked)") > 0.3     # the title fits too


def test_the_side_panel_tells_a_wound_when_it_lands_not_at_the_actions_end(fresh):
    """Seen in a film of Grim's game: the caption said the Giant Beetle took 6 damage, and the
    side panel read 7/7 until the action was over, through the game's end: 1/7 came with the
    end card. A wound's stamina (its `sh`) shows in the panel as the wound plays; a second
    wound in the same action adds to the first."""
    from scenes.player import PackPlayer
    from scenes.timeline import load_source
    from tests.scenes.conftest import ROOT
    src = load_source(str(ROOT / "saves" / "gladiator-solo-grim.json"))
    i, step = next((i, s) for i, s in enumerate(src.steps)
                   if any(e["kind"] == "wounded" and e.get("sh") is not None for e in s.events))
    before = src.steps[i - 1].view
    wound = next(e for e in step.events if e["kind"] == "wounded")
    scene = _scene(before)
    player = PackPlayer(scene, auto=False)

    def stamina(fid):
        name = next(f["name"] for f in before["figures"] if f["figure"] == fid)
        return next(r.hud_row.value for r in scene.hud.rows if r.hud_row.label.startswith(name))

    was = stamina(wound["figure"])
    assert was != wound["sh"]
    player.play(step.events, step.view)
    while player.busy and player._ev is not wound:
        player.advance(1 / 30)
    assert player._ev is wound and stamina(wound["figure"]) == wound["sh"]
    while player.busy:
        player.advance(1 / 30)
    # two wounds in one action: both tell
    other = next(f["figure"] for f in before["figures"] if f["figure"] != wound["figure"] and f.get("alive"))
    scene.show(before)
    first, second = {**wound, "sh": 1}, {**wound, "figure": other, "sh": 2, "effects": []}
    player.play([first, second], before)
    while player.busy and player._ev is not second:
        player.advance(1 / 30)
    assert stamina(wound["figure"]) == 1 and stamina(other) == 2


def test_the_end_is_told_by_the_winners_name(fresh):
    """The film's end said "West wins" while its card said "Grim wins": the caption and the
    game-over animation name the winning side by its champion, and ring him, not the arena's
    middle."""
    from scenes.player import PackCtx, PackPlayer
    from scenes.timeline import load_source
    from tests.scenes.conftest import ROOT
    src = load_source(str(ROOT / "saves" / "gladiator-solo-grim.json"))
    last = src.steps[-1]
    scene = _scene(src.steps[-2].view)
    assert "game over, Grim wins (only West remains)" in scene.table.caption(last.view)
    ev = next(e for e in last.events if e["kind"] == "game_over")
    ctx = PackCtx(PackPlayer(scene, auto=False), src.steps[-2].view, last.view)
    anim = module().ANIMATIONS["game_over"](ctx, ev)
    anim.advance(0.5)
    assert ctx.said == ["Game over: Grim wins (only West remains)"]
    grim = scene.table.figures["w1"]
    rings = [e for e in ctx.effects if not hasattr(e, "text")]
    assert rings and all(abs(e.x - grim.x) < 1e-3 and abs(e.z - grim.z) < 1e-3 for e in rings)
    ctx.clear()


def test_a_blow_to_answer_is_named_with_its_chance_evaded_and_taken():
    """Asked to evade, the player sees whose blow it is and the chance it hits either way (four
    dice evading, three taken): a newcomer's "Evade this attack" said neither. The attacker's AG
    is an enemy's: the view's race value, exact here where the figures have their race's AG."""
    from rules.gladiator import fight
    from scenes.games.gladiator import describe_action, hint_of
    checked = 0
    for seed in range(1, 9):
        for seat, _, _, state in play_game(seed=seed, limit=300)[0]:
            p = state.pending
            if not p or p["kind"] != "evade" or state.fig(p["asks"][0]).side != seat:
                continue
            view = as_json(P.view(state, seat))
            attacker, target = state.fig(p["actor"]), state.fig(p["asks"][0])
            if next(f for f in view["figures"] if f["figure"] == attacker.id)["cell"] is None:
                continue
            from rules.gladiator.data import races
            exact = races()[attacker.race].ag == attacker.ag
            labels = {}
            for a in P.legal_actions(state, seat):
                label = describe_action(as_json(a), view)
                assert label.startswith(("Evade " if a.evade else "Take ") + attacker.name + "'s "), label
                world = state.copy()
                world.actor = attacker.id
                world.fig(target.id).evading = a.evade
                want = [round(q * 100, 1) for what, q in
                        P.odds(world, fight.pending_action(world)) if what.endswith(" " + target.id)]
                assert want and (_percents(label) == want or not exact), (label, want)
                assert ("~" in label) != (attacker.side == seat), label
                labels[a.evade] = label
            assert _percents(labels[True]) < _percents(labels[False])
            assert "four dice" in hint_of({"kind": "react", "evade": True}, view)
            checked += exact
    assert checked >= 3


def test_the_movement_caption_counts_the_moves_made_of_those_he_may_make():
    """Live, "Grim (0 moves)" read as none left before he had moved at all."""
    from scenes.games.gladiator.table import GladiatorTable
    view = {"turn": 1, "turn_limit": 30, "phase": "movement", "moving": "w1", "moves_used": 0,
            "figures": [{"figure": "w1", "name": "Grim", "stats": {"max_moves": 10}}]}
    assert GladiatorTable.caption(None, view) == "Turn 1/30: movement, Grim moved 0 of 10"
    view["moves_used"] = 3
    assert GladiatorTable.caption(None, view).endswith("Grim moved 3 of 10")
    del view["figures"][0]["stats"]            # (a figure whose sheet the seat may not read)
    assert GladiatorTable.caption(None, view).endswith("Grim moved 3")


def test_a_turn_names_the_foe_it_faces():
    """The Turn menu's compass words ("Face SW") did not say which way the foe stood: a foe
    next to him is "in front" of the three facings whose front squares hold him; a farther one
    is "toward" the facing nearest his bearing."""
    from scenes.games.gladiator import describe_action
    view = {"phase": "movement", "moving": "w1", "figures": [
        {"figure": "w1", "name": "Grim", "side": "west", "cell": [4, 4], "alive": True},
        {"figure": "e1", "name": "Ugluk", "side": "east", "cell": [4, 3], "alive": True},
        {"figure": "e2", "name": "Snaga", "side": "east", "cell": [9, 6], "alive": True},
        {"figure": "w2", "name": "Gimli", "side": "west", "cell": [3, 4], "alive": True}]}
    labels = [describe_action({"kind": "turn", "facing": f}, view) for f in range(8)]
    assert [i for i, lab in enumerate(labels) if "Ugluk in front" in lab] == [3, 4, 5]   # one south
    assert labels[4] == "Face S (Ugluk in front)"
    assert labels[2] == "Face E (toward Snaga)"              # five east, two north: nearest E
    assert [i for i, lab in enumerate(labels) if "toward" in lab] == [2]
    assert labels[6] == "Face W" and labels[0] == "Face N"   # a friend stands west; none north


def test_a_turn_the_rules_refuse_is_greyed_with_their_reason(fresh, table):
    """Engaged by Ugluk behind him, Grim's Turn list left out the about-face with no word why: a
    newcomer looked for it. The facing is greyed in the list, the rules' reason on hover."""
    from scenes.controller import ActionMenu
    from scenes.games.gladiator import greyed_choices
    found = None
    for seed in range(1, 9):
        for seat, _, _, state in play_game(seed=seed, limit=300)[0]:
            if state.phase != "movement" or state.mv is None or not state.mv.engaged_by:
                continue
            legal = [as_json(a) for a in P.legal_actions(state, seat)]
            view = as_json(P.view(state, seat))
            grey = greyed_choices("turn", view, legal)
            if grey:
                found = (seat, state, legal, view, grey)
                break
        if found:
            break
    assert found
    seat, state, legal, view, grey = found
    offered = {x["facing"] for x in legal if x["kind"] == "turn"}
    assert offered and all(a["facing"] not in offered for a, _ in grey)
    table.new_pack_game("gladiator", None, seed=5, opponent="ai:easy")
    c = table.controller
    c.session.state = state
    menu = ActionMenu(c, seat, legal, view)
    menu.pick(("kind", "turn"))
    refused = [b for b in menu.children if getattr(b, "refusal", None)]
    words = {b.text: b.refusal for b in refused}
    for a, label in grey:
        assert "no about face during a Shift" in words[label + " (not now)"], words
    assert all(not b.on_click for b in refused)


def test_after_a_run_the_one_line_left_says_why():
    """Live, Grim ran six of his ten squares and the action menu held "Stand (do nothing)" alone,
    the guide having said to attack once next to him: a run spends the turn (Movement
    Explained, RUN)."""
    from scenes.games.gladiator.labels import describe_action
    view = {"phase": "action", "actor": "w1", "figures": [{"figure": "w1", "name": "Grim", "category": "run"}]}
    assert describe_action({"kind": "stand"}, view) == "Stand: he ran (over half his MP), no time left to act"
    view["figures"][0]["category"] = "charge"
    assert describe_action({"kind": "stand"}, view) == "Stand (do nothing)"


def test_an_attack_and_a_spell_say_whether_they_hit_in_the_caption(fresh):
    """Live, the fight log read "Ugluk: impale Grim with Spear: roll 17 vs 15 (rear +3)" and a
    newcomer could not tell a hit from a miss (the floating dice said it, the log did not)."""
    from scenes.player import PackCtx, PackPlayer
    from scenes.timeline import load_source
    from tests.scenes.conftest import ROOT
    src = load_source(str(ROOT / "saves" / "gladiator-solo-grim.json"))
    seen = {True: 0, False: 0}
    for i, step in enumerate(src.steps[1:], 1):
        for ev in step.events:
            if ev["kind"] not in ("attacked", "spell_cast"):
                continue
            scene = _scene(src.steps[i - 1].view)
            ctx = PackCtx(PackPlayer(scene, auto=False), src.steps[i - 1].view, step.view)
            module().ANIMATIONS[ev["kind"]](ctx, ev)
            ok = ev["hit"] if ev["kind"] == "attacked" else ev["success"]
            words = (": a hit", ": a miss") if ev["kind"] == "attacked" else (", cast,", ", it fails,")
            assert words[0 if ok else 1] in ctx.said[0], (ev, ctx.said)
            seen[ok] += 1
            ctx.clear()
    assert seen[True] and seen[False], seen
