"""Seeded tournaments: reproducible, sides alternate, statistics right, saves replay."""
from __future__ import annotations

import argparse
import io
import json

import pytest

import tests.toy_pack  # noqa: F401  (registers "toy")
from game import tournament
from game.errors import UserError
from game.session import Session
from game.tournament import play_many, spec_labels, wilson
from game.players import parse_seats

TOY = {"rounds": 4}


def _toy(seats="ai:easy,random", games=4, seed=3, **kw):
    return play_many("toy", seats, games, seed, setup=TOY, import_module="tests.toy_pack", **kw)


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson(10, 10)
    assert round(lo, 4) == 0.7225 and hi == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_same_seed_same_results_and_another_seed_differs():
    a, b = _toy(seed=3), _toy(seed=3)
    assert a.summary() == b.summary()
    c = _toy(seed=4)
    assert [g.seed for g in c.games] != [g.seed for g in a.games]


def test_workers_do_not_change_the_results():
    one = _toy(games=4, seed=9, workers=1)
    two = _toy(games=4, seed=9, workers=2)
    assert one.summary() == two.summary()


def test_sides_alternate_and_each_deal_is_played_from_both_sides():
    report = _toy(games=4)
    g0, g1, g2 = report.games[:3]
    assert g0.seating == {"p1": "ai:easy", "p2": "ai:random"}
    assert g1.seating == {"p1": "ai:random", "p2": "ai:easy"}
    assert g0.seed == g1.seed != g2.seed


def test_report_counts_wins_draws_rounds_endings_and_damage():
    report = _toy(games=6, seed=2)
    s = report.summary()
    wins = sum(p["wins"] for p in s["players"].values())
    assert wins + s["draws"] == 6
    assert sum(s["endings"].values()) == 6
    assert all(1 <= g.rounds <= TOY["rounds"] for g in report.games)
    dealt = sum(g.damage.get("attacked", 0) for g in report.games)
    assert sum(s["damage"].values()) == dealt
    for label, p in s["players"].items():
        lo, hi = p["ci95"]
        assert lo <= p["rate"] <= hi
    text = report.text()
    assert "95% CI" in text and "draws" in text and "average rounds" in text


def test_wins_by_seat_count_each_seats_sole_winner_whoever_sat_there():
    """A side's (or the Master's) share, apart from the players' levels (issue 18)."""
    report = _toy(games=6, seed=2)
    by_seat = report.summary()["seats_won"]
    expected = {seat: sum(1 for g in report.games if g.winners == [g.seating[seat]])
                for seat in ("p1", "p2")}
    assert by_seat == expected
    assert sum(by_seat.values()) == 6 - report.draws
    assert "wins by seat   p1 %d" % expected["p1"] in report.text()


def test_damage_is_tallied_from_the_events(tmp_path):
    """The report's damage equals the damage in the replayed games' events."""
    from game import saves
    report = _toy(games=4, seed=5, save_dir=str(tmp_path))
    for g in report.games:
        save = saves.read_save(g.save_path)
        pack = saves.get_pack(save.ruleset, g.save_path)
        dealt = sum(e.damage for step in saves.iter_replay(pack, save) for e in step.events
                    if e.kind == "attacked")
        assert g.damage.get("attacked", 0) == dealt


def test_action_cap_ends_a_game_as_a_draw():
    report = _toy(games=2, max_actions=3)
    assert all(g.reason == "action cap" and g.winners == [] for g in report.games)
    assert report.draws == 2


def test_save_dir_writes_a_replayable_save_per_game(tmp_path):
    report = _toy(games=2, save_dir=str(tmp_path))
    files = sorted(tmp_path.glob("game-*.json"))
    assert [f.name for f in files] == ["game-0001.json", "game-0002.json"]
    for g, f in zip(report.games, files):
        session = Session.load(f)   # replays and checks the snapshot
        assert session.finished
        meta = json.loads(f.read_text())["meta"]
        assert meta["seating"] == g.seating and meta["winners"] == g.winners


def test_duplicate_specs_get_numbered_labels():
    assert spec_labels(parse_seats("ai:hard,ai:hard")) == ["ai:hard#1", "ai:hard#2"]
    report = _toy(seats="random,random", games=2)
    assert set(report.summary()["players"]) == {"ai:random#1", "ai:random#2"}


def test_wrong_number_of_seats_is_a_user_error():
    with pytest.raises(UserError, match="seat specs"):
        _toy(seats="random,random,random", games=1)


def test_human_seats_cannot_be_simulated():
    with pytest.raises(UserError, match="computer seats"):
        _toy(seats="human,random", games=1)


class _Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("tty", [True, False])
def test_run_prints_the_report_and_a_progress_bar_on_a_terminal_only(capsys, monkeypatch, tty):
    """The bar is drawn on a terminal; piped into a log it writes nothing (it wrote a carriage
    return per update)."""
    err = _Terminal() if tty else io.StringIO()
    monkeypatch.setattr(tournament.sys, "stderr", err)
    args = argparse.Namespace(stage=None, ruleset="ninja-arena", arena="castle",
                              seats=["random", "random"], games=2, seed=1, save_dir=None,
                              workers=None)
    assert tournament.run(args) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 games of ninja-arena on castle, seed 1")
    if tty:
        assert "2/2" in err.getvalue() and "games" in err.getvalue()
    else:
        assert err.getvalue() == ""


def test_unknown_ruleset_is_a_user_error():
    args = argparse.Namespace(ruleset="no-such-game", seats=None, games=1, seed=1)
    with pytest.raises(UserError, match="unknown ruleset"):
        tournament.run(args)


def test_simulate_without_a_stage_runs_a_tournament(capsys):
    from game import simulate
    args = argparse.Namespace(stage=None, ruleset="ninja-arena", arena="castle",
                              seats=["random", "random"], games=1, seed=2, save_dir=None,
                              workers=1, json=False, out=None)
    assert simulate.run(args) == 0
    assert "1 games of ninja-arena" in capsys.readouterr().out


def test_a_gladiator_blow_is_counted_once_where_the_figure_takes_it(tmp_path):
    """Gladiator's `attacked` carries the blow's damage and the `wounded` after it the same
    damage taken: the tally counts it once (it counted both), under the blow as the source."""
    from game import saves
    from game.tournament import play_many
    report = play_many("gladiator", "ai:easy,ai:easy", 2, 4, save_dir=str(tmp_path))
    total = 0
    for g in report.games:
        save = saves.read_save(g.save_path)
        pack = saves.get_pack(save.ruleset, g.save_path)
        taken = sum(e.damage for step in saves.iter_replay(pack, save) for e in step.events
                    if e.kind in ("wounded", "terrain_damage"))
        assert sum(g.damage.values()) == taken
        total += taken
    assert total > 0
    assert report.damage().get("attacked", 0) > 0          # the blows are named as the source


def test_the_masters_wounds_are_counted_by_severity():
    from collections import Counter
    from game.tournament import _tally_damage
    from types import SimpleNamespace as E
    into = Counter()
    _tally_damage([E(kind="attack", target="g2", location="head"),
                   E(kind="wound", figure="g2", location="head", wound="critical"),
                   E(kind="wound", figure="g1", location="torso", wound="light")], into)
    assert into == {"wound (critical)": 1, "wound (light)": 1}


def test_simulate_setup_plays_the_given_set_up_in_every_game(tmp_path, capsys):
    """`simulate --setup`: the README's pairings of the duel are one command, not a script."""
    from game import saves
    args = argparse.Namespace(ruleset="ceremony", seats="ai:random,ai:random", games=2, seed=3,
                              workers=1, save_dir=str(tmp_path), arena=None,
                              setup='{"gladiators": [{}, {"weapons": ["bow", "short_sword"]}]}')
    assert tournament.run(args) == 0
    for path in sorted(tmp_path.glob("*.json")):
        glads = saves.read_save(path).setup["gladiators"]
        assert glads[1]["weapons"] == ["bow", "short_sword"]
    assert len(list(tmp_path.glob("*.json"))) == 2
    assert "2 games of ceremony" in capsys.readouterr().out


@pytest.mark.parametrize("text, says", [
    ('{"gladiators": [{}, {"weapons": ["bow", "axe", "spear"]}]}', "at most 2 weapon cards"),
    ("[1]", "a JSON object"),
    ("no-such-file.json", "no such file")])
def test_simulate_setup_that_is_wrong_is_one_message(text, says):
    args = argparse.Namespace(ruleset="ceremony", seats="ai:random,ai:random", games=1, seed=1,
                              workers=1, save_dir=None, arena=None, setup=text)
    with pytest.raises(UserError, match=says):
        tournament.run(args)
