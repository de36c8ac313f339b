"""Staged fights (rules/gladiator/stage.py, STAGES.md): the rulebook's Thor and June example as
shipped stages reproducing its numbers (repel on 8 and on 14), a complete fight that ends with a
result, and bad stages refused with one line naming what is wrong."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rules.core.engine import BadSetup, IllegalAction
from rules.gladiator import RULESET as P
from rules.gladiator.stage import stage_actions, stage_json, stage_to_save

SAVES = Path(__file__).resolve().parents[3] / "saves"
REPEL_8 = json.loads((SAVES / "gladiator-thor-and-june-repel-8.stage.json").read_text())
REPEL_14 = json.loads((SAVES / "gladiator-thor-and-june-repel-14.stage.json").read_text())
GRIM = json.loads((SAVES / "gladiator-grim-solo.stage.json").read_text())


def _play(stage):
    setup, seed, log = stage_actions(stage)
    s, events = P.new_game(setup, seed), []
    for seat, a in log:
        s, evs = P.apply(s, seat, a)
        events += evs
    return s, events


def _tried(events):
    return [e for e in events if e.kind == "hand_combat_tried"]


def test_hand_combat_attempt_thor_and_june_staged_june_repels_on_8():
    """l. 463: 'June chooses to repel and has to roll a 14-(16-10) or 14-6 or 8 or less.'"""
    s, events = _play(REPEL_8)
    thor, june = s.fig("w1"), s.fig("e1")
    assert (thor.name, thor.sh, thor.ag, june.name, june.sh, june.ag) == ("Thor", 16, 8, "June", 10, 14)
    (t,) = _tried(events)
    assert (t.attacker, t.defender, t.target_number) == ("w1", "e1", 14 - (16 - 10)) == ("w1", "e1", 8)
    assert t.repelled == (t.roll <= 8)
    assert bool(june.hand_combat) == (not t.repelled) == bool(thor.hand_combat)


def test_hand_combat_attempt_thor_and_june_staged_thor_repels_on_14():
    """l. 463: 'If June attempted Hand Combat with Thor then Thor would have to roll an
    8-(10-16) or 8+6 or 14 or less.'"""
    s, events = _play(REPEL_14)
    (t,) = _tried(events)
    assert (t.attacker, t.defender, t.target_number) == ("e1", "w1", 8 - (10 - 16)) == ("e1", "w1", 14)
    assert t.repelled == (t.roll <= 14)
    assert bool(s.fig("w1").hand_combat) == (not t.repelled)


def test_hand_combat_attempt_the_repel_check_does_not_cost_the_defenders_action():
    """'The repel check does not cost the enemy his action': after repelling June, Thor may
    still attack, evade or disengage."""
    s, _ = _play(REPEL_14)
    assert s.actor == "w1" and not s.fig("w1").acted
    kinds = {a.kind for a in P.legal_actions(s, "west")}
    assert {"attack", "evade"} <= kinds or s.fig("w1").hand_combat


def test_stage_a_complete_fight_ends_with_a_result():
    s, events = _play(GRIM)
    assert s.finished and s.winners and events[-1].kind == "game_over"
    assert P.outcome(s).finished and tuple(P.outcome(s).winners) == tuple(s.winners)


def test_stage_auto_lets_computer_run_figures_decide_to_the_end():
    """`auto`: a bear against a wolf, both computer-run: no entries, the tactics play it out."""
    stage = {"format": "arena-table/stage", "ruleset": "gladiator", "seed": 2, "auto": True,
             "setup": {"arena": "practice", "magic_item": False, "turn_limit": 8,
                       "west": [{"race": "bear", "cell": [4, 4], "facing": 2}],
                       "east": [{"race": "wolf", "cell": [8, 4], "facing": 6}]},
             "actions": []}
    s, events = _play(stage)
    assert s.finished and any(e.kind == "attacked" for e in events)
    assert stage_actions(stage)[2][0][1].kind == "choose_first"


def test_stage_to_save_replays_to_its_snapshot():
    save = stage_to_save(REPEL_8, "thor")
    assert save["format"] == "arena-table/save" and save["ruleset"] == "gladiator"
    s = P.new_game(save["setup"], save["seed"])
    for entry in save["actions"]:
        s, _ = P.apply(s, entry["seat"], entry["action"])
    assert json.loads(json.dumps(P.snapshot(s))) == save["snapshot"]
    assert save["meta"] == {"stage": "thor", "name": REPEL_8["name"]}


def test_stage_json_writes_a_stage_that_plays_the_same_log():
    for stage in (REPEL_8, GRIM):
        setup, seed, log = stage_actions(stage)
        again = json.loads(stage_json(setup, seed, log, "x", "y", auto=stage.get("auto", False)))
        assert stage_actions(again)[2] == log and again["actions"] == stage["actions"]


def test_stage_entries_with_a_seat_are_checked():
    st = copy.deepcopy(REPEL_14)
    st["actions"][3] = {"seat": "east", "action": {"kind": "hand_combat", "target": "w1"}}
    assert stage_actions(st)[2] == stage_actions(REPEL_14)[2]
    st["actions"][3] = {"seat": "west", "action": {"kind": "hand_combat", "target": "w1"}}
    with pytest.raises(IllegalAction, match="action 4 \\(west hand_combat\\): west may not act now"):
        stage_actions(st)


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(format="x"), "thor: stage: \"format\" must be 'arena-table/stage'"),
    (lambda d: d.update(ruleset="morituri"), "thor: stage: ruleset 'morituri' is not gladiator"),
    (lambda d: d.update(colour="red"), "thor: stage: unknown field(s) "),
    (lambda d: d.update(seed="one"), "thor: stage: \"seed\" must be a whole number >= 0"),
    (lambda d: d.update(auto="yes"), "thor: stage: \"auto\" must be true or false"),
    (lambda d: d.update(actions={"a": 1}), "thor: stage: \"actions\" must be a list"),
    (lambda d: d["actions"].__setitem__(2, 7), "thor: stage: action 3 must be an action object"),
    (lambda d: d["actions"].__setitem__(2, "fly"), "thor: stage: action 3: "),
    (lambda d: d["actions"].__setitem__(2, {"seat": "east", "action": "end_move", "x": 1}),
     "thor: stage: action 3: an entry has an \"action\" and maybe a \"seat\""),
    (lambda d: d["actions"].__setitem__(4, {"kind": "hand_combat", "target": "e9"}),
     "thor: Action Phase: action 5 (west hand_combat): Thor may not hand combat now"),
    (lambda d: d["actions"].append("end_move"),
     "thor: Action Phase: action 7 (east end_move): June may not end move now"),
    (lambda d: d.update(setup={"arena": "moon"}), "thor: Set up: "),
    (lambda d: d["setup"]["west"][0].update(sh=30), "thor: "),
])
def test_a_bad_stage_is_one_line_naming_the_problem(change, message):
    bad = copy.deepcopy(REPEL_8)
    change(bad)
    with pytest.raises(BadSetup) as e:
        stage_to_save(bad, "thor")
    assert str(e.value).startswith(message) and "\n" not in str(e.value)
    assert "colour" in str(e.value) or "colour" not in bad


def test_a_stage_past_the_end_of_the_game_names_the_entry():
    bad = copy.deepcopy(GRIM)
    bad["actions"].append("end_move")
    with pytest.raises(BadSetup, match=f"grim: Phases: action {len(GRIM['actions']) + 1}: the game is already over"):
        stage_to_save(bad, "grim")


def test_stage_schema_file_is_generated_from_the_model_and_the_shipped_stages_fit_it():
    """rules/gladiator/stage.schema.json (python -m rules.gladiator.stage) describes the file;
    every shipped stage fits it, and a stage the checks refuse for its shape does not."""
    from rules.gladiator.stage import StageFile, schema_text
    path = Path(__file__).resolve().parents[3] / "rules" / "gladiator" / "stage.schema.json"
    assert path.read_text() == schema_text()
    schema = json.loads(schema_text())
    assert set(schema["properties"]) == {"format", "version", "ruleset", "seed", "auto", "name",
                                         "description", "notes", "setup", "actions"}
    for stage in (REPEL_8, REPEL_14, GRIM):
        StageFile.model_validate(stage)
    from pydantic import ValidationError
    for change in (lambda d: d.update(colour="red"), lambda d: d.update(auto="yes"),
                   lambda d: d["actions"].__setitem__(2, 7)):
        bad = copy.deepcopy(REPEL_8)
        change(bad)
        with pytest.raises(ValidationError):
            StageFile.model_validate(bad)
        with pytest.raises(BadSetup):
            stage_to_save(bad, "thor")
