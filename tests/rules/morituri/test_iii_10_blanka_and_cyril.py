"""III.10 worked example: Blanka and Cyril, as the shipped staged fight
saves/morituri-blanka-and-cyril.stage.json (built with rules.morituri.stage)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core.engine import BadSetup, IllegalAction
from rules.morituri import turn
from rules.morituri.stage import stage_actions
from tests.rules.morituri.fights import PACK, full, kinds

SAVES = Path(__file__).resolve().parents[3] / "saves"
STAGE = SAVES / "morituri-blanka-and-cyril.stage.json"


def play():
    setup, seed, log = stage_actions(json.loads(STAGE.read_text()))
    state = PACK.new_game(setup, seed)
    states, events = [state], []
    for seat, action in log:
        state, evs = PACK.apply(state, seat, action)
        states.append(state)
        events.append(evs)
    return log, states, events


def test_iii_10_blanka_and_cyril_staged_fight_runs_to_the_end():
    log, states, events = play()
    end = states[-1]
    assert [(f.id, f.condition) for f in end.figures] == [("blanka", full("swordswoman")), ("cyril", full("killer"))]
    assert end.fig("blanka").current is None and end.fig("cyril").current == 13


def test_iii_10_blanka_uses_the_guard_first_and_can_only_move_one_space():
    log, states, events = play()
    # the step where Blanka lays out her guard (card 1) in the first action phase
    k = next(i for i, evs in enumerate(events)
             if kinds(evs, "action_used", figure="blanka", card=1))
    before = states[k]
    assert before.phase == "first"
    after_defence = next(s for s in states[k + 1:] if s.exchange is None)
    assert after_defence.phase == "move" and turn.allowance(after_defence, after_defence.fig("blanka")) == 1
    assert {a.kind for a in PACK.legal_actions(after_defence, "p1")} == {"move"}


def test_iii_10_cyril_defends_with_the_standard_action_then_attacks_in_the_second_phase():
    log, states, events = play()
    k = next(i for i, evs in enumerate(events) if kinds(evs, "attack_resolved", target="cyril"))
    assert states[k].fig("cyril").current is None                # standard action
    after = [e for evs in events[k:k + 6] for e in evs]
    assert kinds(after, "action_used", figure="cyril", card=6)
    assert kinds(after, "attack_declared", attacker="cyril")


def test_iii_10_blanka_defends_with_the_standard_action_and_cannot_attack_this_round():
    log, states, events = play()
    last = states[-1]
    evs = [e for es in events[-5:] for e in es]
    assert kinds(evs, "action_used", figure="blanka", card=None, returned=7)
    assert kinds(evs, "attack_resolved", target="blanka")
    assert not kinds(evs, "attack_declared", attacker="blanka")
    assert last.active.id == "cyril"


def test_iii_10_stage_errors_name_the_action_and_the_rule():
    data = json.loads(STAGE.read_text())
    data["actions"][0] = {"seat": "p2", "action": {"kind": "pass"}}
    with pytest.raises(IllegalAction, match="action 1 \\(p2 pass\\)"):
        stage_actions(data)
    with pytest.raises(BadSetup, match="ruleset"):
        stage_actions({**data, "ruleset": "ninja-arena"})


def test_iii_10_shipped_save_of_the_stage_replays():
    from game.saves import load_save_data
    data = json.loads((SAVES / "morituri-blanka-and-cyril.save.json").read_text())
    pack, state, _ = load_save_data(data, "blanka")
    assert pack.id == "morituri" and state.fig("cyril").current == 13


def test_iv_8_kick_and_cloak_staged_fight():
    data = json.loads((SAVES / "morituri-kick-and-cloak.stage.json").read_text())
    setup, seed, log = stage_actions(data)
    state, evs = PACK.new_game(setup, seed), []
    for seat, action in log:
        state, e = PACK.apply(state, seat, action)
        evs += e
    r = kinds(evs, "attack_resolved")[0]
    assert (r.value, r.guesses, r.strength, r.result, r.wound) == (3, (3, 4), 7, "guessed", 0)
    assert kinds(evs, "tangled", figure="david", free=False)
    assert kinds(evs, "tangled", figure="david", free=True)
    assert state.fig("emil").condition == full("killer") and state.active.id == "emil"
