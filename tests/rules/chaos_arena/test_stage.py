"""Staged fights (rules/chaos_arena/stage.py, STAGES.md): the position, the dice, bad data."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rules.core.dice import LegacySeed
from rules.core.engine import BadSetup, IllegalAction
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena.stage import find_seed, rolls_of, stage_actions, stage_to_save

SAVES = Path(__file__).resolve().parents[3] / "saves"
BASE = json.loads((SAVES / "chaos-arena-single-combat.stage.json").read_text())


def _with(path: str, value):
    """BASE with one field changed ("setup.position.turn" = 1), or removed (value None)."""
    st = copy.deepcopy(BASE)
    keys = path.split(".")
    d = st
    for k in keys[:-1]:
        d = d[k]
    if value is None:
        d.pop(keys[-1], None)
    else:
        d[keys[-1]] = value
    return st


def _pos(**fields):
    return {"board": "chaos-arena", "position": {"figures": {"good-mage": [0, 5],
                                                             "evil-mage": [0, -5]}, **fields}}


def test_stage_position_puts_the_war_bands_on_their_hexes_at_an_action_phase():
    s = PACK.new_game(BASE["setup"], 1)
    assert s.phase == "action" and s.current == "p1" and s.turns == {"p1": 3, "p2": 2}
    assert s.fig("good-berserker-1").cell == (-2, 1) and s.fig("evil-knight").cell == (-1, 1)
    assert s.fig("good-knight").status == "waiting"
    assert "light-elfy-sword" not in s.deck and len(s.deck) == 44
    assert all(s.chosen.values())                                  # default hands taken


def test_stage_position_items_lives_arrows_dead_deck_and_altar():
    setup = _pos(current="p2", turn=4, dead=["good-scout-3"],
                 deck_top=["doppelganger", "glovvies"], prepared={"p2": "wave-em"})
    setup["position"]["figures"].update({
        "evil-archer-2": {"cell": [2, -2], "arrows": 1},
        "good-knight": {"cell": [0, 1], "lives": 1, "item": "big-hamma"}})
    s = PACK.new_game(setup, 3)
    assert s.turns == {"p1": 4, "p2": 4} and s.current == "p2"
    assert s.fig("good-knight").wounded and s.fig("good-knight").item == "big-hamma"
    assert s.fig("evil-archer-2").arrows == 1 and s.arrows_used == 2
    assert s.fig("good-scout-3").status == "dead"
    assert s.deck[-1] == "doppelganger" and s.deck[-2] == "glovvies"   # top last
    assert s.prepared["p2"] == "wave-em" and s.prepared_turn["p2"] == 3
    assert "wave-em" not in s.hands["p2"]


@pytest.mark.parametrize("path,value,message", [
    ("format", "x", "\"format\" must be"),
    ("ruleset", "morituri", "is not chaos-arena"),
    ("colour", "red", "unknown field(s) colour"),
    ("rolls", [7], "\"rolls\" must be a list of die results 1-6"),
    ("seed", -1, "\"seed\" must be a whole number"),
    ("seed", 1, "seed 1 rolls"),
    ("setup.position.turn", 0, "position.turn: Input should be greater than or equal to 1"),
    ("setup.position.figures.good-wizard", [3, 3], "position.figures.good-wizard: unknown character"),
    ("setup.position.figures.evil-knight", [0, 3], "hex [0, 3] is a wall"),
    ("setup.position.figures.evil-knight", [20, 0], "hex [20, 0] is not on the board"),
    ("setup.position.figures.evil-knight", [-2, 1], "hex [-2, 1] is taken by good-berserker-1"),
    ("setup.position.figures.evil-knight", {"cell": [-4, 4], "lives": 3}, "lives 3: a knight has 1 to 2"),
    ("setup.position.figures.evil-knight", {"cell": [-4, 4], "item": "doppelganger"},
     "'doppelganger' is not an item Chaos Card"),
    ("setup.position.figures.evil-knight", {"cell": [-4, 4], "arrows": 2}, "only archers carry arrow"),
    ("setup.position.figures.evil-mage", None, "the evil Mage must be on the board"),
    ("setup.position.dead", ["evil-knight"], "evil-knight is placed on the board and listed dead"),
    ("setup.position.prepared", {"p1": "nosferat-offer"}, "is not in p1's hand"),
    ("actions", [{"action": {"kind": "fly"}}], "stage: action 1: "),
])
def test_stage_bad_data_is_one_line_naming_the_field(path, value, message):
    with pytest.raises(BadSetup) as e:
        stage_actions(_with(path, value))
    assert message in str(e.value) and "\n" not in str(e.value)


def test_stage_an_action_the_rules_refuse_names_the_action_and_the_rule():
    st = _with("actions", [{"action": {"kind": "shoot", "archer": "good-berserker-1",
                                       "target": "evil-knight"}}])
    with pytest.raises(IllegalAction, match=r"4B: action 1 \(p1 shoot\): cannot shoot"):
        stage_actions(st)


def test_stage_actions_after_the_game_ended_are_refused():
    st = _with("actions", [{"action": {"kind": "concede"}}, {"action": {"kind": "end_phase"}}])
    with pytest.raises((IllegalAction, BadSetup), match="action 2"):
        stage_actions(st)


def test_stage_without_a_seed_searches_the_first_seed_rolling_the_given_dice():
    st = _with("seed", None)
    setup, seed, log = stage_actions(st)
    assert seed == BASE["seed"] == find_seed(PACK, BASE["setup"], BASE["rolls"], LegacySeed(0))
    assert isinstance(seed, LegacySeed)               # no "version": the version-1 dice
    assert rolls_of(PACK, setup, seed, 3) == [2, 5, 3]
    assert log[0][0] == "p1"                                      # the seat filled in


def test_stage_to_save_is_a_save_dict():
    save = stage_to_save(BASE, "single")
    assert set(save) >= {"format", "version", "ruleset", "setup", "seed", "actions", "snapshot"}
    assert save["version"] == 1 and save["actions"][0]["action"]["kind"] == "fight"
    assert save["setup"]["position"] == BASE["setup"]["position"]
