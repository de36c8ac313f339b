"""Save as stage (game/workshop/stages.py): a game in progress, in every game, written as a stage
that simulate's reader and render's timeline take as they are and that replays to the position
on the table."""
from __future__ import annotations

import json
import random

import pytest

from game.errors import UserError
from game.session import Session
from game.simulate import load_log
from game.workshop.stages import save_stage
from rules import registry
from tests.rules.morituri.fights import full

GAMES = ["ninja-arena", "gladiator", "chaos-arena", "morituri", "ceremony"]


def _played(ruleset: str, moves: int) -> Session:
    pack = registry.get(ruleset)
    setups = pack.example_setups() if hasattr(pack, "example_setups") else [{}]
    s = Session(pack, setups[0], 5)
    rng = random.Random(2)
    for _ in range(moves):
        seats = pack.to_act(s.state)
        if not seats:
            break
        seat = sorted(seats)[0]
        legal = list(pack.legal_actions(s.state, seat))
        s.act(seat, rng.choice(legal))
    return s


@pytest.mark.parametrize("ruleset", GAMES)
def test_a_game_in_progress_becomes_a_stage_that_replays_to_it(tmp_path, ruleset):
    s = _played(ruleset, 12)
    assert s.log
    path = save_stage(s, "from-the-table", folder=tmp_path)
    assert path == tmp_path / "from-the-table.stage.json"
    pack, setup, seed, log = load_log(json.loads(path.read_text()), path.name)
    assert pack.id == ruleset and len(log) == len(s.log)
    replayed = Session(pack, setup, seed)
    for seat, action in log:
        replayed.act(seat, action)
    assert pack.snapshot(replayed.state) == pack.snapshot(s.state)
    from scenes.timeline import load_source          # render and record read it as it is
    src = load_source(str(path))
    assert len(src.steps) == len(s.log)


def test_a_bad_stage_name_is_one_line_and_writes_nothing(tmp_path):
    s = _played("gladiator", 3)
    with pytest.raises(UserError, match="is not a name"):
        save_stage(s, "../up", folder=tmp_path)
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("ruleset, arena, fid, free", [
    ("ninja-arena", "castle", "shadow", (4, 4)), ("gladiator", "practice", "e1", (4, 4)),
    ("chaos-arena", "chaos-arena", "evil-knight", (1, 3)), ("morituri", "arena", "barbarian", (1, -1)),
    ("ceremony", "ceremony-arena", "g2", (3, 7))])
def test_a_staged_placement_is_the_games_own_and_an_illegal_one_is_refused(tmp_path, ruleset, arena,
                                                                          fid, free):
    """Every game: a placement the game refuses keeps the last and says why in its words; a
    legal one is the stage's start (its set-up, or for the Master of Ceremonies the start
    squares chosen as the stage's first moves), which simulate's reader plays to that place."""
    from game.workshop.staging import StageDraft
    d = StageDraft.on_arena(ruleset, arena)
    assert fid in [f[0] for f in d.figures()]
    before = (dict(d.setup), dict(d.placed))
    assert not d.place(fid, (99, 99)) and d.message            # the game's own words
    assert (d.setup, d.placed) == before
    assert d.place(fid, free), d.message
    assert [f[3] for f in d.figures() if f[0] == fid] == [free]
    pack, setup, seed, log = load_log(d.to_stage("placed"), "placed")
    s = Session(pack, setup, seed)
    for seat, action in log:
        s.act(seat, action)
    assert [f[3] for f in d.module.roster(setup, s.state) if f[0] == fid] == [free]
    assert bool(log) == (ruleset == "ceremony")
    from scenes.timeline import load_source                  # what render and record read
    src = load_source(str(d.save("placed", tmp_path)))
    assert len(src.steps) == len(log)


def test_morituris_arena_is_fixed_the_workshop_only_stages_on_it():
    from game.workshop.generate import GenerateError, generate
    from game.workshop.packs import pack
    from rules.core.board import load_board
    p = pack("morituri")
    assert "I.6" in p.fixed and p.problems(p.blank().to_board()) == []
    other = load_board({"id": "small", "grid": "hex", "radius": 3, "start_areas": {}})
    assert "its one arena (I.6)" in p.problems(other)[0].reason
    with pytest.raises(GenerateError, match="I.6"):
        generate("morituri", 1)


def test_a_ceremony_figure_keeps_the_facing_the_game_gives_it_at_the_start():
    from game.workshop.staging import StageDraft
    d = StageDraft.on_arena("ceremony", "ceremony-arena")
    assert not d.turn("g1") and "starts facing the far edge" in d.message


@pytest.mark.parametrize("ruleset, arena, fid, key, expect", [
    ("ninja-arena", "castle", "shadow", "life", lambda s: s.ninjas[0].life == 9),
    ("chaos-arena", "chaos-arena", "good-mage", "lives", None),
    ("morituri", "arena", "killer", "condition", lambda s: s.figures[0].condition == full("killer") - 1),
    ("gladiator", "practice", "w1", "armour", lambda s: s.fig("w1").armour == "chain"),
    ("ceremony", "ceremony-arena", "g1", "weapons", lambda s: s.fig("g1").weapons == ("axe",)),
])
def test_life_and_gear_of_a_staged_figure_within_the_games_rules(ruleset, arena, fid, key, expect):
    """Every game: what a stage may set for a figure (life, gear, cards) steps through the
    choices the game's set-up allows and is written into the stage simulate plays."""
    from game.workshop.staging import StageDraft
    d = StageDraft.on_arena(ruleset, arena)
    if ruleset == "chaos-arena":                 # a Mage on the board: one life, and his items
        fid, cell = "good-archer-1", (1, 3)
        assert d.place(fid, cell), d.message
        assert [a[0] for a in d.attributes(fid)] == ["lives", "item", "arrows"]
        assert d.step_attribute(fid, "arrows", -1) and d.step_attribute(fid, "item", 1)
        expect = lambda s: (s.fig(fid).arrows, s.fig(fid).item) == (2, "light-elfy-sword")  # noqa: E731
        key = None
    if key is not None:
        steps = -1 if key in ("life", "condition") else 1
        if ruleset == "ceremony":
            while d.attributes(fid)[0][3] != ["axe"]:
                assert d.step_attribute(fid, key, 1), d.message
        else:
            assert d.step_attribute(fid, key, steps), d.message
    pack, setup, seed, log = load_log(d.to_stage("geared"), "geared")
    s = Session(pack, setup, seed)
    for seat, action in log:
        s.act(seat, action)
    assert expect(s.state)


def test_choices_the_game_refuses_are_passed_over_and_none_left_is_said():
    from game.workshop.staging import StageDraft
    d = StageDraft.on_arena("ninja-arena", "castle")       # the beginner's game: sword and stars
    assert d.step_attribute("shadow", "melee", 1)            # the special weapons passed over (2.2)
    assert dict((a[0], a[3]) for a in d.attributes("shadow"))["melee"] is None   # an empty hand
    c = StageDraft.on_arena("chaos-arena", "chaos-arena")
    assert c.place("good-archer-1", (1, 3))
    assert not c.step_attribute("good-archer-1", "lives", 1)  # a one-life card
    assert c.message == "lives: no other choice"
