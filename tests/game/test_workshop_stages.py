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


@pytest.mark.parametrize("ruleset, arena", [("ninja-arena", "castle"), ("gladiator", "practice"),
                                            ("chaos-arena", "chaos-arena")])
def test_a_staged_placement_is_the_games_own_setup_and_an_illegal_one_is_refused(ruleset, arena):
    from game.workshop.staging import StageDraft
    d = StageDraft.on_arena(ruleset, arena)
    figs = d.figures()
    fid = [f[0] for f in figs][-1]
    before = dict(d.setup)
    assert not d.place(fid, (99, 99)) and d.message            # the game's own words
    assert d.setup == before
    free = next(c for c in ([(4, 4), (5, 3), (2, 5)] if ruleset != "chaos-arena" else [(1, 3), (2, 2)])
                if all(f[3] != c for f in figs))
    assert d.place(fid, free), d.message
    assert [f[3] for f in d.figures() if f[0] == fid] == [free]
    state = registry.get(ruleset).new_game(d.setup, d.seed)    # the set-up alone places it
    assert registry.get(ruleset).view(state, None) is not None


@pytest.mark.parametrize("ruleset", ["morituri", "ceremony"])
def test_games_that_place_their_own_figures_say_so(ruleset):
    from game.workshop.staging import StageDraft
    with pytest.raises(UserError, match="places its figures itself"):
        StageDraft.on_arena(ruleset, "arena")
