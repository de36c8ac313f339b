"""2.8 Model Scenario: both game rounds as printed, on The Castle's south-west bastion
(RULINGS 2.8: the positions), asserting every event the text describes."""
from __future__ import annotations

import json
from pathlib import Path

from rules.ninja_arena import RULESET as PACK
from rules.ninja_arena.stage import stage_actions
from tests.rules.ninja_arena.fights import kinds

STAGE = Path(__file__).resolve().parents[3] / "saves" / "ninja-arena-model-scenario.json"


def _rounds():
    setup, seed, log = stage_actions(json.loads(STAGE.read_text()))
    assert setup["arena"] == "castle"
    state = PACK.new_game(setup, seed)
    out = []
    for i in range(0, len(log), 2):
        evs = []
        for seat, action in log[i:i + 2]:
            state, e = PACK.apply(state, seat, action)
            evs += e
        out.append((state, evs))
    return out


def _round_events(evs, r):
    """Events of action round r (1..3) of a combat phase."""
    out, cur = [], 0
    for e in evs:
        if e.kind == "action_round":
            cur = e.action_round
            continue
        if cur == r:
            out.append(e)
    return out


def test_2_8_round_1_initiative_shadow_1_weaponmaster_2():
    (_, evs), _ = _rounds()
    taken = kinds(evs, "initiative_taken")
    assert [(t.figures, t.counters) for t in taken] == [(("shadow",), (1,)), (("weaponmaster",), (2,))]


def test_2_8_round_1_action_1_shadow_evades_left_then_weaponmaster_steps_up_one_level():
    (_, evs), _ = _rounds()
    r1 = [e for e in _round_events(evs, 1) if e.kind == "moved"]
    assert [(m.figure, m.move) for m in r1] == [("shadow", "evade"), ("weaponmaster", "step")]
    shadow, wm = r1
    assert shadow.from_level == shadow.to_level == 0          # evade: same level, toward him
    assert shadow.to_cell[0] < shadow.from_cell[0] and shadow.facing == 0
    assert wm.to_level == wm.from_level + 1                  # step up one level
    assert wm.to_cell == (shadow.to_cell[0] - 1, shadow.to_cell[1])


def test_2_8_round_1_action_2_shadow_melee_left_hits_for_4_then_diagonal_step_behind_her():
    (_, evs), _ = _rounds()
    r2 = _round_events(evs, 2)
    assert {e.speed for e in kinds(r2, "action_started")} == {"normal"}   # both normal
    attack = kinds(r2, "melee_attack")[0]
    assert (attack.figure, attack.side, attack.target, attack.hit) == ("shadow", "left", "weaponmaster", True)
    dmg = kinds(r2, "damaged")[0]
    assert (dmg.figure, dmg.amount) == ("weaponmaster", 4)
    step = kinds(r2, "moved")[0]
    assert (step.figure, step.move, step.from_level, step.to_level) == ("weaponmaster", "diagonal_step", 1, 1)
    assert r2.index(attack) < r2.index(step)                 # lower initiative first
    assert step.to_cell == (2, 1)                            # behind Shadow at (2, 2) facing north


def test_2_8_round_1_action_3_both_turn_left_and_he_ends_facing_her():
    (state, evs), _ = _rounds()
    turns = kinds(_round_events(evs, 3), "turned")
    assert [(t.figure, t.from_facing, t.to_facing) for t in turns] == [
        ("shadow", 0, 6), ("weaponmaster", 2, 0)]
    wm, shadow = state.ninja("weaponmaster"), state.ninja("shadow")
    assert (wm.pos[0], wm.pos[1] + 1) == shadow.pos and wm.facing == 0


def test_2_8_round_2_initiative_weaponmaster_1_shadow_2():
    _, (_, evs) = _rounds()
    taken = kinds(evs, "initiative_taken")
    assert [(t.figures, t.counters) for t in taken] == [(("weaponmaster",), (1,)), (("shadow",), (2,))]


def test_2_8_round_2_action_1_riposte_halves_the_melee_to_2_and_he_takes_1():
    _, (_, evs) = _rounds()
    r1 = _round_events(evs, 1)
    assert kinds(r1, "guard", figure="shadow", guard="riposte")
    assert kinds(r1, "riposted", figure="shadow", attacker="weaponmaster")
    dmg = [(d.figure, d.amount, d.cause) for d in kinds(r1, "damaged")]
    assert dmg == [("shadow", 2, "melee"), ("weaponmaster", 1, "riposte")]


def test_2_8_round_2_action_2_leap_over_her_clumsy_one_lower_no_damage_then_ranged_misses():
    _, (state, evs) = _rounds()
    r2 = _round_events(evs, 2)
    leap = kinds(r2, "moved", figure="weaponmaster")[0]
    assert leap.move == "leap" and leap.from_cell == (2, 1) and leap.to_cell == (2, 3)
    assert leap.to_level == leap.from_level - 1
    clumsy = kinds(r2, "clumsy")[0]
    assert (clumsy.figure, clumsy.too, clumsy.drop) == ("weaponmaster", "low", 1)
    assert not kinds(r2, "damaged")
    ranged = kinds(r2, "ranged_attack")[0]
    assert (ranged.figure, ranged.hit) == ("shadow", False)
    used = kinds(r2, "application_used")[0]
    assert (used.figure, used.weapon, used.left) == ("shadow", "throwing_stars", 5)
    assert r2.index(leap) < r2.index(ranged)                 # he has the lower initiative


def test_2_8_round_2_action_3_turn_180_then_her_evade_right_is_a_duel_2_and_1():
    _, (state, evs) = _rounds()
    r3 = _round_events(evs, 3)
    turn = kinds(r3, "turned")[0]
    assert (turn.figure, turn.to_facing) == ("weaponmaster", 4)
    duel = kinds(r3, "duel")[0]
    assert r3.index(turn) < r3.index(duel)                  # both fast: he has counter 1
    assert (duel.figure, duel.opponent, duel.damage_to_figure, duel.damage_to_opponent) == (
        "shadow", "weaponmaster", 2, 1)
    assert state.ninja("shadow").pos == duel.at == (2, 2)   # stopped on the space before


def test_2_8_totals_weaponmaster_took_6_shadow_4():
    _, (state, _) = _rounds()
    assert state.ninja("weaponmaster").life == 10 - 6
    assert state.ninja("shadow").life == 10 - 4
    assert state.ninja("shadow").ranged_uses == 5
    assert not PACK.outcome(state).finished
