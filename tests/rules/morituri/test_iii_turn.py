"""III. One turn: the five phases, planning, use of a combat action, re-equipping, movement
and the declaration of attack ("Summary of One Turn")."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import turn
from tests.rules.morituri.fights import (PACK, PASS, act, duel, exchange, first, idle_turn,
                                         kinds, new, plan, plan_turn, rest, use)


def test_ii_3_start_with_no_plan_and_no_current_action():
    """l. 185; l. 70: the cards are not shuffled, all are at his disposal (in the hand)."""
    from rules.morituri import cards
    s = new()
    for f in s.figures:
        assert f.row == [] and f.current is None
        assert turn.hand(f) == [c.number for c in cards.deck(f.deck).combat]
    assert (s.active.id, s.phase) == ("killer", "first")


def test_iii_6_first_action_phase_offers_only_use_of_a_combat_action():
    s = duel()
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    kinds_ = {a.kind for a in PACK.legal_actions(s, "p1")}
    assert kinds_ == {"pass", "use"}
    with pytest.raises(IllegalAction, match="III.6"):
        act(s, "p1", plan(7))


def test_iii_6_using_the_first_phase_leaves_nothing_for_the_second():
    s = duel()
    s = plan_turn(s, "p1", 1)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    assert s.phase == "move"                          # defence (empty), second skipped
    assert all(a.kind == "move" for a in PACK.legal_actions(s, "p1"))


def test_iii_6_second_phase_use_plan_or_re_equip():
    s = duel()
    s = plan_turn(s, "p1", 1)
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    assert s.phase == "second"
    kinds_ = {a.kind for a in PACK.legal_actions(s, "p1")}
    assert kinds_ == {"pass", "use", "plan", "equip"}


@pytest.mark.parametrize("second, spaces", [(None, 3), ("plan", 2), ("use", 1), ("equip", 0)])
def test_iii_8_movement_3_2_1_0_by_what_was_done(second, spaces):
    s = duel(a_cell=(0, 2), b_cell=(0, -3))
    s = plan_turn(s, "p1", 1)
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    action = {None: PASS, "plan": plan(2), "use": use(),
              "equip": A.Equip(hands=("killer.dagger1", None), worn=("killer.cloak",))}[second]
    s = act(s, "p1", action)
    if spaces == 0:
        assert s.active.id == "b1"                    # no movement, no attack: turn over
        return
    assert turn.allowance(s, s.active) == spaces
    longest = max(len(a.path) for a in PACK.legal_actions(s, "p1") if not a.specials)
    assert longest == spaces
    with pytest.raises(IllegalAction, match="III.8"):
        act(s, "p1", A.Move(path=((0, 1), (0, 0), (0, -1), (0, -2))[:spaces + 1]))


def test_iii_8_movement_only_to_empty_spaces():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s = first(s, "p1")
    s = act(s, "p1", PASS)
    with pytest.raises(IllegalAction, match="V.3"):
        act(s, "p1", A.Move(path=((0, -1),)))
    with pytest.raises(IllegalAction, match="I.7"):
        duel_edge = duel(a_cell=(0, 4), b_cell=(0, -4))
        duel_edge = act(act(duel_edge, "p1", PASS), "p1", PASS)
        act(duel_edge, "p1", A.Move(path=((0, 5),)))


def test_iii_2_planning_adds_at_the_end_removes_from_the_beginning_swaps_the_row():
    s = duel()
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 7)
    s = idle_turn(s, "p2")
    assert s.fig("a1").row == [6, 7]
    s = first(s, "p1")
    s = rest(s, "p1", second=A.Plan(op="remove"))
    assert s.fig("a1").row == [7]
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    s = rest(s, "p1", second=A.Plan(op="swap", card=13))
    assert s.fig("a1").row == [13]
    assert 6 in turn.hand(s.fig("a1")) and 7 in turn.hand(s.fig("a1"))


def test_iii_2_only_one_planning_activity_per_round_and_only_cards_from_the_hand():
    s = duel()
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    with pytest.raises(IllegalAction, match="III.2"):
        act(s, "p1", plan(6))                         # already in the row
    with pytest.raises(IllegalAction, match="III.2"):
        act(s, "p1", A.Plan(op="remove", card=6))     # only from the beginning, no choice
    s = act(s, "p1", plan(7))
    assert s.phase == "move"                          # one activity, then movement


def test_ii_3_planned_row_is_secret_view_of_other_seats_shows_only_the_count():
    s = duel()
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 11)
    other = PACK.view(s, "p2")
    me = PACK.view(s, "p1")
    a1 = next(f for f in other["figures"] if f["id"] == "a1")
    assert a1["row_count"] == 2 and "row" not in a1
    assert all(m["figure"] != "a1" for m in other["mine"])
    assert next(m for m in me["mine"] if m["figure"] == "a1")["row"] == [6, 11]
    assert not any(e for e in [PACK.view(s, None)] if "a1" in str(e.get("mine")))
    for secret in PACK.secrets(s, "p1"):
        from game.conformance import leaks
        assert not leaks(other, secret) and not leaks(PACK.view(s, None), secret)


def test_ii_4_planning_events_do_not_reveal_the_card():
    s = duel()
    events = []
    s = plan_turn(s, "p1", 16, events)
    p = kinds(events, "planned")[0]
    assert p.row == 1 and "16" not in p.model_dump_json()


def test_iii_3_first_planned_replaces_the_standard_then_the_current_returns_to_the_hand():
    s = duel()
    s = plan_turn(s, "p1", 1)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 2)
    s = idle_turn(s, "p2")
    events = []
    s = first(s, "p1", use(), events)
    assert s.fig("a1").current == 1 and kinds(events, "action_used", card=1, returned=None)
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    events = []
    s = first(s, "p1", use(), events)
    assert s.fig("a1").current == 2 and kinds(events, "action_used", card=2, returned=1)
    assert 1 in turn.hand(s.fig("a1"))


def test_iii_3_standard_replaces_the_current_which_returns_to_the_hand():
    s = duel()
    s = plan_turn(s, "p1", 1)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use("standard"))
    assert s.fig("a1").current is None and 1 in turn.hand(s.fig("a1"))
    assert s.did == "use"                             # it is use of a combat action (III.10)


def test_iii_3_standard_option_needs_a_current_action():
    s = duel()
    with pytest.raises(IllegalAction, match="III.3"):
        act(s, "p1", use("standard"))
    with pytest.raises(IllegalAction, match="III.3"):
        act(s, "p1", use())                            # nothing planned


def test_iii_4_using_an_action_without_its_items_withdraws_it_at_once():
    # Strangling with the chain (16) needs the chain; the Killer holds daggers
    s = duel()
    s = plan_turn(s, "p1", 16)
    s = idle_turn(s, "p2")
    events = []
    s = first(s, "p1", use(), events)
    assert s.fig("a1").current is None
    assert kinds(events, "action_withdrawn", figure="a1", card=16)
    assert s.phase == "move" and turn.allowance(s, s.fig("a1")) == 1   # still a used action


def test_iii_4_re_equipping_that_loses_the_items_withdraws_the_current_action():
    s = duel()
    s = plan_turn(s, "p1", 21)                        # Dagger parry: two daggers
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    s = first(s, "p1")
    events = []
    s = act(s, "p1", A.Equip(hands=("killer.chain", None), worn=("killer.cloak",)), events)
    assert s.fig("a1").current is None and kinds(events, "action_withdrawn", card=21)
    assert s.fig("a1").stored == ["killer.dagger1", "killer.dagger2"]


def test_iii_4_re_equipping_cannot_pick_up_from_the_ground():
    s = duel()
    s.ground.append(((0, 0), "barbarian.axe"))
    s = first(s, "p1")
    with pytest.raises(IllegalAction, match="III.4"):
        act(s, "p1", A.Equip(hands=("barbarian.axe", None), pick=("barbarian.axe",)))


def test_iii_4_re_equipping_may_put_items_on_the_ground():
    s = duel()
    s = first(s, "p1")
    s = act(s, "p1", A.Equip(hands=("killer.dagger1", None), worn=(), drop=("killer.cloak",)))
    assert ((0, 0), "killer.cloak") in s.ground and "killer.cloak" not in s.fig("a1").items()


def test_i_3_chain_in_both_hands_allows_both_hands_actions_and_free_hand_actions():
    from rules.morituri import equipment as eq
    s = duel(a={"hands": ["killer.chain", None], "worn": []})
    f = s.fig("a1")
    assert eq.card_fits(f, 16) and eq.card_fits(f, 17)
    with pytest.raises(Exception, match="both hands"):
        duel(a={"hands": ["killer.chain", "killer.dagger1"]})


def test_i_3_an_item_of_another_name_is_held_but_not_usable():
    from rules.morituri import equipment as eq
    s = duel()
    f = s.fig("a1")
    f.hands = ["swordswoman.dagger", None]            # same name "Dagger": usable
    assert eq.usable(f, "swordswoman.dagger") and eq.card_fits(f, 6)
    f.hands = ["barbarian.sword", None]               # the barbarian sword: not the Killer's
    assert not eq.usable(f, "barbarian.sword") and not eq.card_fits(f, 17)


def test_iii_9_attack_only_in_the_turn_the_action_was_laid_out():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    assert s.phase == "move"
    s = act(s, "p1", A.Move())
    assert s.phase == "declare"
    assert {a.kind for a in PACK.legal_actions(s, "p1")} >= {"declare"}
    s = act(s, "p1", PASS)                            # no attack this time
    s = idle_turn(s, "p2")
    s = idle_turn(s, "p1")                            # the thrust is still current ...
    assert s.fig("a1").current == 6
    assert not [e for e in s.pending]                 # ... but it cannot attack any more


def test_iii_3_the_standard_action_never_attacks():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use("standard"))
    s = act(s, "p1", A.Move())
    assert s.active.id == "b1"                         # no declaration phase to wait in


def test_iii_9_declared_attack_may_follow_a_first_phase_use_that_defended():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s = plan_turn(s, "p1", 6)
    s = plan_turn(s, "p2", 6)
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2", use())                          # lays out the thrust, defends with it
    assert s.exchange.guesses_allowed == 0             # Thrust with a dagger: 0 against thrust
    s = exchange(s, 1, ())
    assert s.phase == "move"
    s = act(s, "p2", A.Move())
    s = act(s, "p2", A.Declare(target="a1"))
    assert [p.attacker for p in s.pending] == ["b1"]


def test_iii_7_every_attack_is_evaluated_in_declaration_order():
    # two goblins attack the barbarian; both attacks wait for his defence phase
    s = new({"figures": [
        {"character": "goblins", "seat": "p1", "half": "a", "cell": [0, 0],
         "hands": ["goblins.javelin1", "goblins.shield1"]},
        {"character": "goblins", "seat": "p1", "half": "b", "cell": [1, -1]},
        {"character": "barbarian", "seat": "p2", "id": "barb", "cell": [1, 0]}],
        "order": ["goblin-a", "goblin-b", "barb"]})
    s = plan_turn(s, "p1", 9)                         # Javelin thrust (a's half)
    s = plan_turn(s, "p1", 10)                        # Javelin thrust (b's half)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="barb"))
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="barb"))
    assert [p.attacker for p in s.pending] == ["goblin-a", "goblin-b"]
    s = first(s, "p2")
    assert s.exchange.setter == "goblin-a"
    s = exchange(s, 1, ())
    assert s.exchange.setter == "goblin-b"
    s = exchange(s, 1, ())
    assert s.exchange is None and not s.pending and s.phase == "second"


def test_iii_4_a_withdrawal_is_not_the_use_of_a_combat_action():
    """l. 237: "Withdrawing an action for the reasons above is not considered use of a combat
    action, so the character may do some further activity in this turn": the barbarian's
    sword is knocked out in his defence phase (first phase unused), his guard is withdrawn,
    and his second action phase still waits."""
    from tests.rules.morituri.fights import exchange
    s = duel("killer", "barbarian", (0, -2), (0, -3),
             b={"hands": ["barbarian.sword", None], "worn": []})
    s = plan_turn(s, "p1", 15)                          # Strike at the arm (knocks out)
    s = plan_turn(s, "p2", 1)
    s = idle_turn(s, "p1")
    s = first(s, "p2", use())                           # his guard becomes current
    s = rest(s, "p2")
    assert s.fig("b1").current == 1
    s = first(s, "p1", use())
    s.fig("a1").attack_bonus = 2
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")                                  # defends with the guard
    events = []
    s = exchange(s, 3, (), events)                      # 1 + 2 + 3 = 6 vs 4: hit
    s = act(s, "p1", A.SetDie(value=1, item="barbarian.sword"), events)
    s = act(s, "p2", A.Guess(values=(2, 3)), events)
    assert kinds(events, "action_withdrawn", figure="b1", card=1)
    assert s.phase == "second" and s.did is None and s.active.id == "b1"
    assert {a.kind for a in PACK.legal_actions(s, "p2")} >= {"plan", "equip"}


def test_iii_9_out_of_reach_the_action_stays_but_attacks_no_more():
    """Word from the Author (l. 583): with the items but the opponent not at the distance,
    the action is not withdrawn, no attack can be declared, nor in the following rounds."""
    s = duel(a_cell=(0, 0), b_cell=(0, -3))
    s = plan_turn(s, "p1", 6)                           # a thrust at distance 1
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = act(s, "p1", A.Move())                          # stays at distance 3
    assert s.fig("a1").current == 6 and s.active.id == "b1"   # no declaration phase offered
    s = first(s, "p2")
    s = rest(s, "p2", move=((0, -2), (0, -1)))          # the barbarian comes next to him
    s = first(s, "p1")
    s = act(s, "p1", PASS)
    s = act(s, "p1", A.Move())                          # adjacent now, but a round too late
    assert s.active.id == "b1" and s.fig("a1").current == 6 and not s.pending


def test_i_1_the_axe_of_the_weapons_in_hand_gives_the_guesses():
    """l. 96: several axes: the one of the weapons in the character's hands applies; a
    combination the card does not name: he cannot use the action."""
    from rules.morituri import equipment as eq
    s = duel("barbarian", "killer", a={"worn": []})
    b = s.fig("a1")
    b.current = 1                                        # Guard with a sword
    b.hands = ["barbarian.sword", "barbarian.shield"]
    assert eq.card_fits(b, 1) and eq.stance_guesses(b) == {"slash": 3, "thrust": 2, "contact": 2}
    b.hands = ["barbarian.sword", None]
    assert eq.card_fits(b, 1) and eq.stance_guesses(b) == {"slash": 2, "thrust": 1, "contact": 1}
    b.hands = ["barbarian.shield", None]
    assert not eq.card_fits(b, 1)
