"""2.3 Course of the game, 2.4 Actions & directions, 3.2 slow actions: planning, secrecy,
initiative and the order of resolution."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.ninja_arena import RULESET as PACK
from tests.rules.ninja_arena.fights import duo, game, kinds, plan, play


def test_2_3_both_seats_plan_at_once_and_secretly():
    s = duo()
    assert PACK.to_act(s) == {"p1", "p2"}
    s, evs = PACK.apply(s, "p1", plan("a", ["dodge", "step forward"]))
    assert PACK.to_act(s) == {"p2"}
    assert [e.kind for e in evs] == ["initiative_taken"]       # nothing of the plan shows
    for viewer in ("p2", None):
        assert "dodge" not in str(PACK.view(s, viewer))
    assert "dodge" in str(PACK.view(s, "p1"))                   # his own plan he sees
    assert PACK.secrets(s, "p1") and not PACK.secrets(s, "p2")


def test_2_3_first_to_finish_planning_takes_counter_1():
    s = duo()
    s, _ = PACK.apply(s, "p2", plan("b", []))
    s, evs = PACK.apply(s, "p1", plan("a", []))
    revealed = {e.figure: e.initiative for e in kinds(evs, "plan_revealed")}
    assert revealed == {"b": 1, "a": 2}


def test_2_3_plans_are_revealed_when_all_have_finished():
    s = duo()
    s, evs = play(s, {"a": ["turn_left"], "b": ["turn_right"]})
    reveal = kinds(evs, "plan_revealed")
    assert [(e.figure, e.slots[0]["action"]) for e in reveal] == [("a", "turn_left"), ("b", "turn_right")]
    assert PACK.view(s, "p2")["revealed"]["a"] == [{"action": "turn_left"}]


def test_2_3_fast_actions_before_normal_ones_whatever_the_initiative():
    s = duo()
    s, evs = play(s, {"a": ["step forward"], "b": ["turn_180"]})      # a has counter 1
    started = [e.figure for e in kinds(evs, "action_started")]
    assert started == ["b", "a"]


def test_2_3_same_speed_lower_initiative_first():
    s = duo()
    s, evs = play(s, {"b": ["turn_left"], "a": ["turn_left"]})
    assert [e.figure for e in kinds(evs, "action_started")] == ["b", "a"]
    s, evs = play(s, {"a": ["turn_left"], "b": ["turn_left"]})
    assert [e.figure for e in kinds(evs, "action_started")] == ["a", "b"]


def test_2_3_slow_actions_after_normal_ones():
    s = duo(layer="advanced")
    s, evs = play(s, {"a": ["climb"], "b": ["melee forward"]})
    assert [e.figure for e in kinds(evs, "action_started")] == ["b", "a"]


def test_2_3_three_action_rounds_left_to_right():
    s = duo()
    s, evs = play(s, {"a": ["turn_left", "ranged", "turn_180"]})
    assert [e.action for e in kinds(evs, "action_started")] == ["turn_left", "ranged", "turn_180"]
    turns = [(e.from_facing, e.to_facing) for e in kinds(evs, "turned")]
    assert turns == [(0, 6), (6, 2)]
    assert [e.action_round for e in kinds(evs, "action_round")] == [1, 2, 3]


def test_2_4_fewer_than_three_actions_pause_in_the_rest():
    s = duo()
    s, evs = play(s, {"a": ["turn_left"], "b": []})
    assert len(kinds(evs, "paused", figure="a")) == 2
    assert len(kinds(evs, "paused", figure="b")) == 3


def test_2_4_at_most_two_red_and_two_blue_dice():
    s = duo()
    with pytest.raises(IllegalAction, match="red"):
        PACK.apply(s, "p1", plan("a", ["dodge", "riposte", "turn_left"]))
    with pytest.raises(IllegalAction, match="blue"):
        PACK.apply(s, "p1", plan("a", ["ranged", "leap", "ranged"]))


def test_2_4_directional_actions_need_an_allowed_direction():
    s = duo()
    with pytest.raises(IllegalAction, match="2.4"):
        PACK.apply(s, "p1", plan("a", ["evade"]))
    with pytest.raises(IllegalAction, match="2.4"):
        PACK.apply(s, "p1", plan("a", ["melee back"]))          # not to the rear
    with pytest.raises(IllegalAction, match="2.4"):
        PACK.apply(s, "p1", plan("a", ["diagonal_step left"]))
    with pytest.raises(IllegalAction, match="2.4"):
        PACK.apply(s, "p1", plan("a", ["dodge left"]))


def test_2_4_step_goes_in_four_directions_somersault_too():
    s = duo()
    for d in ("forward", "back", "left", "right"):
        PACK.apply(s, "p1", plan("a", [f"step {d}", f"somersault {d}"]))


def test_3_2_slow_actions_need_the_advanced_rules():
    s = duo()
    with pytest.raises(IllegalAction, match="3.2"):
        PACK.apply(s, "p1", plan("a", ["climb"]))
    s2 = duo(layer="advanced")
    PACK.apply(s2, "p1", plan("a", ["climb", "dodge", "step forward"]))


def test_3_2_one_white_die_per_plan():
    s = duo(layer="advanced")
    with pytest.raises(IllegalAction, match="white"):
        PACK.apply(s, "p1", plan("a", ["climb", "pick_up"]))


def test_2_3_a_seat_plans_only_its_own_ninja_and_only_once():
    s = duo()
    with pytest.raises(IllegalAction, match="2.3"):
        PACK.apply(s, "p1", plan("b", []))
    s, _ = PACK.apply(s, "p1", plan("a", []))
    with pytest.raises(IllegalAction, match="2.3"):
        PACK.apply(s, "p1", plan("a", []))


def test_2_3_apply_leaves_the_input_state_unchanged():
    s = duo()
    before = PACK.snapshot(s)
    s2, _ = play(s, {"a": ["step forward"], "b": ["step forward"]})
    assert PACK.snapshot(s) == before and PACK.snapshot(s2) != before


def test_2_4_legal_actions_cover_every_action_kind():
    s = duo(layer="advanced")
    actions = PACK.legal_actions(s, "p1")
    seen = {slot.action for a in actions for slot in a.slots}
    from rules.ninja_arena.actions import ACTIONS
    assert seen == set(ACTIONS)
    assert all(a.ninja == "a" for a in actions)
    assert len(PACK.legal_actions(duo(), "p1")) == 12637


def test_4_4_two_player_team_takes_two_counters_at_once():
    s = game([("a1", "shadow", (1, 1), "N", "p1"), ("a2", "weaponmaster", (2, 1), "N", "p1"),
              ("b1", "shadow", (1, 6), "S", "p2"), ("b2", "weaponmaster", (2, 6), "S", "p2")],
             variants=["team"])
    s, evs = PACK.apply(s, "p1", plan("a2", []))
    assert evs == [] and PACK.to_act(s) == {"p1", "p2"}       # not done with a1 yet
    s, evs = PACK.apply(s, "p2", plan("b1", []))
    s, evs = PACK.apply(s, "p2", plan("b2", []))
    assert [(e.figures, e.counters) for e in evs] == [(("b1", "b2"), (1, 2))]
    s, evs = PACK.apply(s, "p1", plan("a1", []))
    assert (evs[0].figures, evs[0].counters) == (("a2", "a1"), (3, 4))


def test_2_3_determinize_redraws_only_the_other_seats_secret_plans():
    from rules.core.dice import Dice
    s = duo()
    s, _ = PACK.apply(s, "p1", plan("a", ["dodge", "step forward"]))
    before = PACK.snapshot(s)
    d = PACK.determinize(s, "p2", Dice.from_seed(3))
    assert PACK.snapshot(s) == before                         # input untouched
    assert "a" in d.plans and d.dice != s.dice
    mine = PACK.determinize(s, "p1", Dice.from_seed(3))
    assert mine.plans["a"] == s.plans["a"]                    # his own plan he knows
    others = {PACK.determinize(s, "p2", Dice.from_seed(k)).plans["a"] for k in range(6)}
    assert len(others) > 1


def test_2_3_counters_are_returned_after_the_combat_phase():
    s, _ = play(duo(), {"b": [], "a": []})
    assert all(n.initiative == 0 for n in s.ninjas) and PACK.to_act(s) == {"p1", "p2"}
    assert s.game_round == 2


def test_2_3_quiet_apply_reaches_the_same_state_without_events():
    import random
    rng = random.Random(5)
    loud = quiet = PACK.new_game({"layer": "advanced"}, 5)
    while not PACK.outcome(loud).finished:
        seat = rng.choice(sorted(PACK.to_act(loud)))
        action = rng.choice(PACK.legal_actions(loud, seat))
        loud, evs = PACK.apply(loud, seat, action)
        quiet, none = PACK.apply(quiet, seat, action, events=False)
        assert none == [] and PACK.snapshot(quiet) == PACK.snapshot(loud)


def test_3_2_slow_actions_take_no_orientation():
    """3.2: 'the orientation of the symbols is irrelevant' - a white-die action names no
    direction (its direction, where it has one, is fixed: Climb goes forward)."""
    s = duo(layer="advanced")
    for action in ("focused_melee", "throw_melee", "climb", "pick_up", "special", "bonus"):
        with pytest.raises(IllegalAction, match="2.4.*takes no direction"):
            PACK.apply(s, "p1", plan("a", [f"{action} left"]))
        PACK.apply(s, "p1", plan("a", [action]))             # without one it is fine
