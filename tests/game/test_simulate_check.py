"""`simulate --games N --check`: the conformance invariants (game/conformance.py) checked at
every action of every game; the first violation is one line naming the game, its seed and the
action, and exit status 1."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

import tests.toy_pack  # noqa: F401  (registers "toy")
from game import tournament
from game.tournament import CheckFailed, play_many
from rules import registry
from tests.rules.test_conformance import LeakyEventsToy
from tests.toy_pack import ToyRuleset

TOY = {"rounds": 4}
ROOT = Path(__file__).resolve().parents[2]


class LeakyViewToy(ToyRuleset):
    """Its view shows the other seat's plan before the reveal."""

    id = "toy-leaky-view"

    def view(self, state, seat):
        view = super().view(state, seat)
        view["plans"] = [{"seat": s, "plan": n} for s, n in sorted(state.plans.items())]
        return view


@pytest.fixture
def leaky(monkeypatch):
    """The broken toys registered for this test (workers=1 plays in this process)."""
    for pack in (LeakyEventsToy(), LeakyViewToy()):
        monkeypatch.setitem(registry._registered, pack.id, pack)


def test_check_passes_honest_games_and_changes_no_result():
    plain = play_many("toy", "random,ai:easy", 6, 4, setup=TOY)
    checked = play_many("toy", "random,ai:easy", 6, 4, setup=TOY, check=True)
    assert checked.summary() == plain.summary()
    assert len(checked.games) == 6 and sum(g.actions for g in checked.games) > 6 * 4


def test_check_stops_at_an_event_that_leaks_naming_game_seed_and_action(leaky):
    with pytest.raises(CheckFailed) as caught:
        play_many("toy-leaky-events", "random,random", 3, 7, setup=TOY, check=True)
    line = str(caught.value)
    assert "\n" not in line
    assert line.startswith("simulate --check: game 1 of --seed 7 (game seed ")
    assert ", action 1 (p" in line and "'kind': 'plan'" in line
    assert "secret" in line and "'planned' event" in line
    # without --check the same games run to the end
    assert len(play_many("toy-leaky-events", "random,random", 3, 7, setup=TOY).games) == 3


def test_check_stops_at_a_view_that_leaks(leaky):
    with pytest.raises(CheckFailed, match=r"game 1 of --seed 2 .*action 1 .*p1's secret "
                                          r"\{'seat': 'p1', 'plan': \d\} is visible to"):
        play_many("toy-leaky-view", "random,random", 2, 2, setup=TOY, check=True)


def test_simulate_check_prints_one_line_and_exits_1(leaky, capsys, monkeypatch):
    monkeypatch.setattr(tournament, "build_setup", lambda pack, arena, n: dict(TOY))
    args = argparse.Namespace(ruleset="toy-leaky-events", seats="random,random", games=2,
                              seed=3, arena=None, workers=1, save_dir=None, check=True)
    assert tournament.run(args) == 1
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert err[-1].startswith("simulate --check: game 1 of --seed 3") and "Traceback" not in err[-1]
    args.check = False
    assert tournament.run(args) == 0


def test_stage_summary_line_holds_only_public_facts(tmp_path, capsys):
    """Gladiator's SH is private even at the end: the summary names the outcome, not the life
    left (the event lines above are the referee's record, like the save)."""
    from game import saves, simulate
    from rules.gladiator import RULESET as GLADIATOR
    out = tmp_path / "grim.save.json"
    args = argparse.Namespace(stage=str(ROOT / "saves" / "gladiator-solo-grim.json"), json=False,
                              out=str(out), bridge=None)
    assert simulate.run(args) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    save = saves.read_save(out)
    assert summary == f"== only West remains; {len(save.actions)} actions; save written to {out}"
    _, state, _ = saves.load_save_data(json.loads(out.read_text()), "grim")
    assert all(f"{fid} {life}" not in summary for fid, life, *_ in GLADIATOR.life_bounds(state))


def test_check_with_workers_stops_at_the_leak_too(leaky):
    """The one line crosses the process boundary; the remaining games are cancelled."""
    with pytest.raises(CheckFailed, match=r"^simulate --check: game \d+ of --seed 7 .*"
                                          r"'planned' event p\d receives$"):
        play_many("toy-leaky-events", "random,random", 4, 7, setup=TOY, check=True, workers=2,
                  import_module="tests.game.leaky_toy")
