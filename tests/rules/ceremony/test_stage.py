"""Staged fights (stage.py, STAGES.md): the shipped Master's stage, and bad stages refused with
one line naming what is wrong."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony.stage import stage_actions, stage_json, stage_to_save
from rules.core.dice import versioned_seed
from rules.core.engine import BadSetup, IllegalAction

SAVES = Path(__file__).resolve().parents[3] / "saves"
MASTERS = json.loads((SAVES / "ceremony-masters-actions.stage.json").read_text())


def _events(stage):
    setup, seed, log = stage_actions(stage)
    s, out = P.new_game(setup, seed), []
    for seat, a in log:
        s, evs = P.apply(s, seat, a)
        out.append((seat, a, evs))
    return s, out


def test_e6_the_staged_masters_actions_introduction_order_resurrection():
    s, steps = _events(MASTERS)
    acted = [(e.action, e.helper, e.success) for _, _, evs in steps for e in evs if e.kind == "master_action"]
    assert acted == [("introduce", "pain", True), ("introduce", "hunger", True),
                     ("introduce", "despair", True), ("introduce", "dwarf1", True),
                     ("master_order", "hunger", True), ("resurrect", "pain", True),
                     ("introduce", "pain", True)]
    tests = [e.value for _, a, evs in steps if a.kind in ("introduce", "master_order", "resurrect")
             for e in evs if e.kind == "test"]
    assert tests == [10, 9, 8, 7, 6, 7, 7]          # PSYCHE 10 - 1 per ally on the board
    out = [e for _, _, evs in steps for e in evs if e.kind == "eliminated"]
    assert [(e.figure, e.how) for e in out] == [("pain", "critical")]
    assert s.fig("pain").on_board and s.fig("pain").wounds == {"body": ()}


def test_e6_the_rulebooks_example_ten_minus_four_is_six_in_the_stage():
    _, steps = _events(MASTERS)
    seat, order, evs = next(x for x in steps if x[1].kind == "master_order")
    assert seat == "mc" and [e.value for e in evs if e.kind == "test"] == [6]
    allies = [e.figure for _, _, es in steps[: steps.index((seat, order, evs))] for e in es
              if e.kind == "placed" and e.how == "introduction"]
    assert len(allies) == 4


def test_stage_to_save_replays_to_its_snapshot():
    save = stage_to_save(MASTERS, "masters")
    assert save["format"] == "arena-table/save" and save["ruleset"] == "ceremony"
    assert save["version"] == 1                  # the stage has no "version": the old dice
    s = P.new_game(save["setup"], versioned_seed(save["version"], save["seed"]))
    for entry in save["actions"]:
        s, _ = P.apply(s, entry["seat"], entry["action"])
    assert json.loads(json.dumps(P.snapshot(s))) == save["snapshot"]
    assert save["meta"] == {"stage": "masters", "name": "The Master's actions"}


def test_stage_json_writes_a_stage_that_plays_the_same_log():
    setup, seed, log = stage_actions(MASTERS)
    again = json.loads(stage_json(setup, seed, log, "x", "y"))
    assert stage_actions(again)[2] == log and again["actions"] == MASTERS["actions"]


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(format="x"), "masters: stage: \"format\" must be 'arena-table/stage'"),
    (lambda d: d.update(ruleset="morituri"), "masters: stage: ruleset 'morituri' is not ceremony"),
    (lambda d: d.update(colour="red"), "masters: stage: unknown field(s) colour"),
    (lambda d: d.update(seed="one"), "masters: stage: \"seed\" must be a whole number"),
    (lambda d: d["actions"].__setitem__(2, {"seat": "mc"}), "masters: stage: action 3 needs a \"seat\" and an \"action\""),
    (lambda d: d["actions"].__setitem__(2, {"seat": "mc", "action": "fly"}), "masters: stage: action 3: "),
    (lambda d: d["actions"].__setitem__(5, {"seat": "mc", "action": {"kind": "introduce", "helper": "pain", "cell": [0, 3]}}),
     "masters: E6: action 6 (mc introduce): the Master may not start the round"),
    (lambda d: d.update(setup={"mode": "melee"}), "masters: setup mode"),
])
def test_a_bad_stage_is_one_line_naming_the_problem(change, message):
    bad = copy.deepcopy(MASTERS)
    change(bad)
    with pytest.raises(BadSetup) as e:
        stage_to_save(bad, "masters")
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_stage_actions_raise_the_rules_error_for_simulate():
    bad = copy.deepcopy(MASTERS)
    bad["actions"][6]["seat"] = "p1"
    with pytest.raises(IllegalAction, match=r"^E6: action 7 \(p1 introduce\): only the Master"):
        stage_actions(bad)
    with pytest.raises(BadSetup, match="a staged fight is a JSON object"):
        stage_to_save([], "x")


def test_every_shipped_ceremony_stage_runs():
    stages = sorted(SAVES.glob("ceremony-*.stage.json"))
    assert stages
    for path in stages:
        save = stage_to_save(json.loads(path.read_text()), path.name)
        assert save["actions"]
