"""game.validate: `main.py validate SAVE ...` in-process (the subprocess runs are in
tests/test_main_cli.py)."""
from __future__ import annotations

import argparse
import sys
import json

import pytest

from game.errors import UserError

from game import validate
from game.session import Session
from tests import toy_pack
from tests.toy_pack import Attack, Plan, Wait


def finished_by_a_fall(tmp_path):
    """p1 attacks until p2 falls; the dice are seeded, so this is always the same game."""
    s = Session(toy_pack.RULESET, {"starts": {"p1": [1, 1], "p2": [2, 1]}, "rounds": 200}, 3)
    while not s.finished:
        s.act("p1", Plan(number=3))
        s.act("p2", Plan(number=1))
        s.act("p1", Attack(target="p2"))
        if not s.finished:
            s.act("p2", Wait())
    return s, s.save(tmp_path / "fall.json")


def test_ok_line_for_a_won_game(tmp_path):
    s, path = finished_by_a_fall(tmp_path)
    n = len(s.log)
    assert validate.check_file(str(path)) == f"{path}: ok (toy, {n} actions, finished, p1 wins: T4: p2 fell)"


def test_ok_line_says_when_there_is_no_snapshot(tmp_path):
    path = tmp_path / "stage.json"
    path.write_text(json.dumps({"format": "arena-table/save", "version": 1, "ruleset": "toy",
                                "setup": {}, "seed": 1,
                                "actions": [{"seat": "p2", "action": {"kind": "plan", "number": 1}}]}))
    assert validate.check_file(str(path)) == \
        f"{path}: ok (toy, 1 action, running, to act: p1, no snapshot to check)"


def test_run_reports_every_file_and_exits_2_on_any_problem(tmp_path, capsys):
    _, good = finished_by_a_fall(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "arena-table/save", "version": 9}')
    status = validate.run(argparse.Namespace(saves=[str(bad), str(good)]))
    out, err = capsys.readouterr()
    assert status == 2
    assert err == f"{bad}: version 9 is not supported (this build reads versions 1 and 2)\n"
    assert out.startswith(f"{good}: ok (toy, ") and out.count("\n") == 1


def test_run_exits_0_when_all_are_fine(tmp_path, capsys):
    _, good = finished_by_a_fall(tmp_path)
    assert validate.run(argparse.Namespace(saves=[str(good), str(good)])) == 0
    assert capsys.readouterr().out.count(": ok (") == 2


@pytest.mark.parametrize("text, problem", [
    ("", "not a save (the file is empty)"),
    ('{"format": "arena-table/save", "version": 1}', "schema error at ruleset: Field required (and 2 more)"),
])
def test_run_names_the_problem(tmp_path, capsys, text, problem):
    path = tmp_path / "x.json"
    path.write_text(text)
    assert validate.run(argparse.Namespace(saves=[str(path)])) == 2
    assert capsys.readouterr().err == f"{path}: {problem}\n"


def test_a_staged_fight_is_replayed_through_its_pack(tmp_path, monkeypatch):
    import types

    def load_log(data, name):
        return toy_pack.RULESET, {}, data["seed"], [(s, toy_pack.RULESET.action_adapter.validate_python(a))
                                                    for s, a in data["plans"]]
    monkeypatch.setitem(sys.modules, "game.simulate", types.SimpleNamespace(load_log=load_log))
    stage = {"format": "arena-table/stage", "ruleset": "toy", "seed": 2,
             "plans": [["p1", {"kind": "plan", "number": 2}], ["p2", {"kind": "plan", "number": 3}]]}
    path = tmp_path / "stage.json"
    path.write_text(json.dumps(stage))
    assert validate.check_file(str(path)) == f"{path}: ok (staged fight, toy, 2 actions, running, to act: p2)"
    stage["plans"].append(["p1", {"kind": "wait"}])
    path.write_text(json.dumps(stage))
    with pytest.raises(UserError, match=r"stage.json: action 3 \(p1 wait\) does not replay: turn: p1 may not act now"):
        validate.check_file(str(path))


def test_every_shipped_save_and_stage_validates():
    from pathlib import Path

    shipped = [p for p in sorted((Path(__file__).resolve().parents[2] / "saves").glob("*.json"))
               if p.name != "save.schema.json"]
    for path in shipped:
        assert validate.check_file(str(path)).startswith(f"{path}: ok ("), path
