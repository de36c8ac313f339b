"""The three worked examples of 4B as the shipped staged fights saves/chaos-arena-*.stage.json,
played through the stage converter (rules/chaos_arena/stage.py) and the save loader: as shipped
(no "version": the version-1 dice and their seeds) and as version 2 (today's dice, the seed
searched for the stage's rolls), with the same numbers."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.saves import load_save_data
from rules.core.dice import seed_version
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena.actions import Shoot
from rules.chaos_arena.stage import stage_actions, stage_to_save

SAVES = Path(__file__).resolve().parents[3] / "saves"
VERSIONS = pytest.mark.parametrize("version", [1, 2])


def _stage(name, version=1):
    stage = json.loads((SAVES / f"chaos-arena-{name}.stage.json").read_text())
    if version == 2:
        del stage["seed"]
        stage["version"] = 2
    return stage


def _play(name, version=1):
    """The position, then each action's events."""
    setup, seed, log = stage_actions(_stage(name, version))
    assert seed_version(seed) == version
    state = PACK.new_game(setup, seed)
    start = state
    steps = []
    for seat, action in log:
        state, evs = PACK.apply(state, seat, action)
        steps.append(evs)
    return start, state, steps


def _kinds(evs, kind):
    return [e for e in evs if e.kind == kind]


@VERSIONS
def test_4b_single_combat_example_staged_berserker_11_beats_knight_8(version):
    start, end, steps = _play("single-combat", version)
    assert start.fig("good-berserker-1").item == "light-elfy-sword"
    (c,) = _kinds(steps[0], "combat")
    assert c.attack_dice == (2, 5) and c.defend_dice == (3,)       # two dice, the highest counts
    assert (c.attack_total, c.defend_total) == (5 + 4 + 2, 3 + 5) == (11, 8)
    assert (c.result, c.damage) == ("attackers", 1)
    knight = end.fig("evil-knight")
    assert knight.status == "arena" and knight.lives == 1 and knight.wounded   # flipped over


@VERSIONS
def test_4b_group_combat_example_staged_9_against_10_scouts_and_warrior_1_die(version):
    start, end, steps = _play("group-combat", version)
    (c,) = _kinds(steps[0], "combat")
    assert c.attackers == ("good-scout-1", "good-scout-2", "good-warrior-1", "good-warrior-2")
    assert "good-archer-1" not in c.attackers                      # touches no enemy
    assert c.attack_dice == (1,) and c.defend_dice == (4,)
    assert (c.attack_total, c.defend_total) == (1 + 1 + 1 + 3 + 3, 4 + 1 + 5) == (9, 10)
    assert (c.result, c.damage) == ("defenders", 2 + 1)
    assert not _kinds(steps[0], "died")                            # the Good player chooses first
    assert [e.figure for e in _kinds(steps[1], "died")] == ["good-scout-1", "good-scout-2",
                                                              "good-warrior-1"]
    assert end.fig("good-warrior-2").status == "arena"             # spared by choice
    assert end.fig("evil-knight").lives == 2 and end.fig("evil-scout-1").status == "arena"


@VERSIONS
def test_4b_shooting_example_staged_only_berserker_and_warrior_2_can_be_shot(version):
    start, end, steps = _play("shooting", version)
    shots = {a.target for a in PACK.legal_actions(start, "p2")
             if isinstance(a, Shoot) and a.archer == "evil-archer-1"}
    # Scout 1 behind Woods, the Mage 7 hexes away: no shot
    assert shots == {"good-berserker-1", "good-warrior-2"}
    from rules.chaos_arena.shooting import cover
    archer = start.fig("evil-archer-1")
    assert cover(start, archer, start.fig("good-berserker-1")) == 1     # in a Bush
    assert cover(start, archer, start.fig("good-warrior-2")) == 2       # edge of the Woods
    (s,) = _kinds(steps[0], "shot")
    assert s.dice == (4, 6) and s.cover == 2 and s.total == 4 + 6 - 2 == 8 and s.needed == 8
    assert s.hit and end.fig("good-warrior-2").status == "dead"
    assert end.fig("evil-archer-1").arrows == 2                     # one counter spent


@VERSIONS
def test_4b_staged_examples_convert_to_saves_that_replay_to_their_snapshot(version):
    for name in ("single-combat", "group-combat", "shooting"):
        save = stage_to_save(_stage(name, version), name)
        assert save["format"] == "arena-table/save" and save["ruleset"] == "chaos-arena"
        assert save["version"] == version             # the save rolls the stage's dice
        pack, state, _ = load_save_data(save, name)
        assert pack.snapshot(state)["figures"] == PACK.snapshot(_play(name, version)[1])["figures"]
