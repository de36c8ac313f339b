"""Staged fights (stage.py): format, short slot text, rule errors naming the rule and round."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rules.core.dice import versioned_seed
from rules.core.engine import BadSetup, IllegalAction
from rules.ninja_arena import RULESET as PACK
from rules.ninja_arena.stage import stage_actions, stage_to_save

SAVES = Path(__file__).resolve().parents[3] / "saves"
MODEL = json.loads((SAVES / "ninja-arena-model-scenario.json").read_text())


def test_stage_to_action_log_one_plan_per_figure_in_initiative_order():
    setup, seed, log = stage_actions(MODEL)
    assert seed == 1 and [(s, a.ninja) for s, a in log] == [
        ("p1", "shadow"), ("p2", "weaponmaster"), ("p2", "weaponmaster"), ("p1", "shadow")]


def test_stage_to_save_replays_to_its_snapshot():
    save = stage_to_save(MODEL, "model")
    assert save["version"] == 1                  # the stage has no "version": the old dice
    state = PACK.new_game(save["setup"], versioned_seed(save["version"], save["seed"]))
    for entry in save["actions"]:
        state, _ = PACK.apply(state, entry["seat"], entry["action"])
    assert json.loads(json.dumps(PACK.snapshot(state))) == json.loads(json.dumps(save["snapshot"]))


def test_stage_breaking_a_rule_names_the_rule_and_round():
    bad = copy.deepcopy(MODEL)
    bad["rounds"][1]["plans"]["shadow"] = ["riposte", "dodge", "evade right"]
    with pytest.raises(IllegalAction) as e:
        stage_actions(bad)
    assert str(e.value).startswith("2.4: round 2, shadow")


def test_stage_bad_format_or_figure_is_badsetup():
    with pytest.raises(BadSetup, match="format"):
        stage_actions({**MODEL, "format": "x"})
    bad = copy.deepcopy(MODEL)
    bad["rounds"][0]["plans"]["ninja-x"] = []
    with pytest.raises(BadSetup, match="unknown figure"):
        stage_actions(bad)


def test_stage_rounds_after_the_end_are_refused():
    st = {"format": "arena-table/stage", "ruleset": "ninja-arena", "seed": 1,
          "setup": {"players": [
              {"seat": "p1", "ninjas": [{"type": "shadow", "position": [3, 3], "facing": "N"}]},
              {"seat": "p2", "ninjas": [{"type": "weaponmaster", "position": [3, 4], "facing": "S",
                                         "life": 2}]}]},
          "rounds": [{"plans": {"shadow": ["melee forward"]}}, {"plans": {"shadow": []}}]}
    with pytest.raises(IllegalAction, match="already over"):
        stage_actions(st)


def test_stage_examples_in_saves_all_run():
    for path in sorted(SAVES.glob("*.json")):
        data = json.loads(path.read_text())
        if data.get("format") == "arena-table/stage" and data.get("ruleset") == "ninja-arena":
            stage_actions(data)


def test_stage_slow_actions_golden_trace():
    from tests.rules.ninja_arena.fights import kinds
    data = json.loads((SAVES / "ninja-arena-slow-actions.stage.json").read_text())
    setup, seed, log = stage_actions(data)
    state, evs = PACK.new_game(setup, seed), []
    for seat, action in log:
        state, e = PACK.apply(state, seat, action)
        evs += e
    assert kinds(evs, "thrown", weapon="sword", hit=False, lands=(3, 3))
    assert kinds(evs, "clumsy", figure="weaponmaster", too="high")
    assert kinds(evs, "moved", figure="weaponmaster", move="climb", to_level=2)
    assert kinds(evs, "loot_picked", figure="weaponmaster", weapon="sword", returned=True)
    assert kinds(evs, "melee_attack", figure="weaponmaster", focused=True, target="shadow")
    assert kinds(evs, "melee_attack", figure="shadow", weapon=None, hit=True)
    assert kinds(evs, "action_ignored", figure="shadow", action="climb")
    assert (state.ninja("shadow").life, state.ninja("weaponmaster").life) == (3, 9)
    assert state.loot == ()
