"""IV. Result of an attack: the set die, guesses, strength, what it acts against (worked
examples IV.4 and IV.8 with the rulebook's numbers)."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import cards
from tests.rules.morituri.fights import (PACK, act, duel, exchange, first, full, idle_turn, kinds, plan,
                                         plan_turn, rest, use)

# David (p1) and Emil (p2), both Killers, on one line two spaces apart, (0, -1) free between
CLOAK = {"hands": ["killer.cloak", "killer.dagger1"], "worn": []}


def kick_against_cloak(value, guesses=(3, 4)):
    """IV.8: David used Kick (18) and attacks at distance 2; Emil replaces his current action
    with Throw with a cloak (12) in the very first action phase, then guesses 3 and 4."""
    s = duel("killer", "killer", (0, 0), (0, -2), a={"id": "david"}, b={"id": "emil", **CLOAK})
    s = plan_turn(s, "p1", 18)
    s = plan_turn(s, "p2", 19)
    s = idle_turn(s, "p1")
    s = first(s, "p2", use())                        # Emil stands in Roll aside ...
    s = rest(s, "p2")
    s = idle_turn(s, "p1")
    s = plan_turn(s, "p2", 12)                       # ... with Throw with a cloak planned
    s = first(s, "p1", use())                        # Kick replaces the standard action
    s = rest(s, "p1", declare=A.Declare(target="emil", attack=1))
    events = []
    s = first(s, "p2", use(), events)                # Throw with a cloak, before the defence
    assert s.fig("emil").current == 12
    assert kinds(events, "action_used", figure="emil", card=12, returned=19)
    assert s.exchange.guesses_allowed == 2           # "a guess against contact of 2"
    s = exchange(s, value, guesses, events)
    return s, events


def test_iv_8_kick_set_one_no_wound_no_tangle():
    s, events = kick_against_cloak(1)
    r = kinds(events, "attack_resolved")[0]
    assert (r.strength, r.against_value, r.result, r.wound) == (5, 5, "defended", 0)
    assert s.fig("emil").condition == full("killer")
    assert not s.fig("david").tangled and not kinds(events, "tangled")


def test_iv_8_kick_set_three_no_wound_david_tangled():
    s, events = kick_against_cloak(3)
    r = kinds(events, "attack_resolved")[0]
    assert (r.result, r.wound) == ("guessed", 0)
    assert s.fig("emil").condition == full("killer")
    assert s.fig("david").tangled


def test_iv_8_kick_set_five_emil_loses_four():
    s, events = kick_against_cloak(5)
    r = kinds(events, "attack_resolved")[0]
    assert (r.strength, r.against_value, r.result, r.wound) == (9, 5, "hit", 4)
    assert s.fig("emil").condition == full("killer") - 4
    assert not s.fig("david").tangled


def test_iv_8_tangled_attacker_loses_his_next_turn():
    s, events = kick_against_cloak(3)
    s = rest(s, "p2", events=events)
    assert (s.active.id, s.phase) == ("emil", "first")
    # David's turn: no action phase, no movement, no attack (authored effect of the cloak)
    assert kinds(events, "tangled", figure="david", free=True)
    assert s.active.id == "emil" and s.fig("david").current == 18


def test_iv_3_kick_has_different_properties_at_distance_1_and_2():
    k = cards.deck("killer").card(18)
    assert [a.frame() for a in k.attacks] == ["1 | 3+(1-4)", "2 | 4+(1-5)"]
    assert all(a.type == "contact" and a.against == "defence" for a in k.attacks)


def helmet_slash(helmet: bool, specials=()):
    worn = ["barbarian.helmet"] if helmet else []
    s = duel("barbarian", "killer", (0, 0), (0, -2),
             a={"hands": ["barbarian.sword", None], "worn": worn})
    s = plan_turn(s, "p1", 3)                         # Slash with a sword
    s = plan_turn(s, "p2", 19)
    s = first(s, "p1", use())
    events = []
    s = rest(s, "p1", declare=A.Declare(target="b1", attack=0, specials=tuple(specials)),
             events=events)
    return s, kinds(events, "attack_declared")[0]


def test_iv_4_slash_with_a_sword_at_distance_2_is_3_plus_1_5_times_2():
    card = cards.deck("barbarian").card(3)
    assert card.name == "Slash with a sword" and card.attacks[0].frame() == "1-2 | 3+(1-5)x2"
    s, decl = helmet_slash(False)
    assert (decl.distance, decl.base) == (2, 3)


def test_iv_4_helmet_gives_minus_one_to_the_first_number():
    s, decl = helmet_slash(True)
    assert decl.base == 2                             # 2+(1-5)x2 instead of 3+(1-5)x2


def test_iv_4_helmet_and_exertion_of_strength_give_4():
    s, decl = helmet_slash(True, ["barbarian.exertion"])
    assert decl.base == 4                             # 4+(1-5)x2
    s = first(s, "p2")
    events = []
    s = exchange(s, 1, (), events)                    # 4 + 1x2 = 6
    assert kinds(events, "attack_resolved")[0].strength == 6


def test_iv_4_the_set_number_stays_in_range():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    with pytest.raises(IllegalAction, match="IV.4"):
        act(s, "p1", A.SetDie(value=6))


def test_iv_4_strength_is_first_number_plus_bracket_times_multiplier():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    for value, strength in ((1, 5), (2, 7), (5, 13)):
        events = []
        exchange(s, value, (), events)
        assert kinds(events, "attack_resolved")[0].strength == strength


def test_iv_7_secret_die_is_absent_from_the_defenders_view_until_revealed():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    s = act(s, "p1", A.SetDie(value=4))
    assert PACK.view(s, "p1")["exchange"]["value"] == 4
    assert "value" not in PACK.view(s, "p2")["exchange"]
    assert "value" not in PACK.view(s, None)["exchange"]
    assert PACK.view(s, "p2")["exchange"]["set_done"] is True
    assert {"id": s.exchange.id, "value": 4} in PACK.secrets(s, "p1")


def test_iv_7_setting_is_an_action_of_the_attackers_seat_and_both_act_at_once():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    assert PACK.to_act(s) == frozenset({"p1", "p2"})
    assert {a.value for a in PACK.legal_actions(s, "p1")} == {1, 2, 3, 4, 5}
    with pytest.raises(IllegalAction):
        act(s, "p2", A.SetDie(value=3))


def test_iv_7_guesses_come_from_the_current_action_axe_for_this_attack_type():
    # Emil's current action is Roll aside (19): 2 against slash
    s, _ = helmet_slash(False)
    assert s.fig("b1").current is None
    s = first(s, "p2", use())
    assert s.fig("b1").current == 19
    assert s.exchange.guesses_allowed == 2


def test_iv_7_standard_action_gives_the_guesses_without_a_current_action():
    s, _ = helmet_slash(False)
    s = first(s, "p2")                                # Killer standard, daggers + cloak worn: slash 1
    assert s.exchange.guesses_allowed == 1


def test_iv_7_too_many_guesses_are_refused():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    with pytest.raises(IllegalAction, match="IV.7"):
        act(s, "p2", A.Guess(values=(1, 2)))


def test_iv_7_giving_up_the_guess_is_unsuccessful():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    events = []
    s = exchange(s, 5, (), events)
    r = kinds(events, "attack_resolved")[0]
    assert r.guesses == () and r.result == "hit" and r.wound == 13 - 6   # Defence 5 + worn cloak


def test_iv_8_successful_guess_avoids_the_attack():
    s, _ = helmet_slash(False)
    s = first(s, "p2")
    events = []
    s = exchange(s, 5, (5,), events)
    assert kinds(events, "attack_resolved")[0].result == "guessed"
    assert s.fig("b1").condition == full("killer")


def test_iv_5_against_strength_sum_and_nothing():
    from rules.morituri.combat import against_value
    from rules.morituri.state import Pending
    s = duel("killer", "barbarian", b={"hands": ["barbarian.sword", "barbarian.shield"],
                                       "worn": ["barbarian.helmet"]})
    b = s.fig("b1")
    p = Pending(id=1, attacker="a1", target="b1", card=16, index=0, distance=1, base=2)
    atk16 = cards.deck("killer").card(16).attacks
    assert against_value(s, p, atk16[0], b) == 4             # red: Strength 4
    assert against_value(s, p, atk16[1], b) == 4 + 6         # half red-blue: 4 + (4+1+1)
    grey = atk16[0].model_copy(update={"against": "none"})
    assert against_value(s, p, grey, b) == 0


def test_iv_10_angular_attack_states_its_guess_on_the_card():
    a = cards.deck("killer").card(16).attacks[1]
    assert a.type == "angular" and a.guesses == 1 and a.against == "sum" and a.target == "head"


def test_iv_6_targeted_attacks_name_their_target():
    d = cards.deck("killer")
    assert (d.card(16).attacks[0].target, d.card(17).attacks[0].target,
            d.card(15).attacks[0].target) == ("head", "body", "arm")
    assert d.card(6).attacks[0].target is None


def test_iv_1_attack_evaluated_only_in_the_defence_phase_of_the_target():
    s, decl = helmet_slash(False)
    assert s.exchange is None and len(s.pending) == 1 and s.active.id == "b1"
    s = first(s, "p2")
    assert s.exchange is not None and s.exchange.pending.id == decl.id


def test_iv_6_some_actions_defend_better_against_a_targeted_attack():
    # Killer's Lunge at the face (head) against the Swordswoman's High guard: 3 + 2 guesses
    s = duel("killer", "swordswoman", (0, 0), (0, -1))
    s = plan_turn(s, "p1", 5)
    s = plan_turn(s, "p2", 2)
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2", use())
    assert s.exchange.guesses_allowed == 1 + 2            # thrust 1 on the axe, +2 at the head
    s2 = duel("killer", "swordswoman", (0, 0), (0, -1))
    s2 = plan_turn(s2, "p1", 6)                            # an untargeted thrust
    s2 = plan_turn(s2, "p2", 2)
    s2 = first(s2, "p1", use())
    s2 = rest(s2, "p1", declare=A.Declare(target="b1"))
    s2 = first(s2, "p2", use())
    assert s2.exchange.guesses_allowed == 1


def counter_setup(value, guesses):
    """The barbarian attacks a Killer who has stood in Dagger parry (21) since an earlier turn."""
    s = duel("barbarian", "killer", (0, 0), (0, -1), a={"worn": [], "hands": ["barbarian.sword", None]})
    s = plan_turn(s, "p1", 22)                            # Pommel strike: contact 1 | 2+(1-4)
    s = plan_turn(s, "p2", 21)
    s = idle_turn(s, "p1")
    s = first(s, "p2", use())                              # the parry is laid out ...
    s = rest(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))      # ... and stays current
    s = first(s, "p2")
    s = exchange(s, value, guesses)
    s = act(s, "p2", A.Pass())
    s = act(s, "p2", A.Move())
    return s


def test_iv_8_counterattack_after_a_successful_guess_even_from_an_earlier_action():
    s = counter_setup(3, (3,))
    assert s.phase == "declare" and s.active.id == "b1"
    assert A.Declare(target="a1") in PACK.legal_actions(s, "p2")
    s = act(s, "p2", A.Declare(target="a1"))
    assert s.pending[0].card == 21


def test_iv_8_no_counterattack_without_the_successful_guess():
    s = counter_setup(1, (3,))                             # defended (3 <= 6) but not guessed
    assert s.active.id == "a1"                             # no declaration possible: turn over


def test_iv_8_riposte_guard_counters_after_a_successful_defence():
    s = duel("killer", "swordswoman", (0, 0), (0, -1))
    s = plan_turn(s, "p1", 6)
    s = plan_turn(s, "p2", 9)
    s = idle_turn(s, "p1")
    s = first(s, "p2", use())
    s = rest(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")
    s = exchange(s, 1, (4,))                               # 2 + 1 = 3 vs 5: defended
    s = act(s, "p2", A.Pass())
    s = act(s, "p2", A.Move())
    assert A.Declare(target="a1") in PACK.legal_actions(s, "p2")


def test_iv_7_with_a_guess_of_0_the_attacker_sets_without_risk():
    """l. 423: with a guess of 0 the defender has nothing to guess with: the guess is given up
    at once and only the attacker sets his number."""
    from tests.rules.morituri.fights import rest, use
    s = duel("killer", "barbarian", (0, 0), (0, -1))
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    b = s.fig("b1")
    b.lying = True                                      # a lying character who will not defend
    for sp in cards.deck("barbarian").specials:         # and no special left to guess with
        if sp.when == "guess":
            b.used_specials[sp.id] = 99
            b.per_opponent[sp.id] = ("a1",)
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = act(s, "p2", A.Lie(defend=False))
    ex = s.exchange
    assert ex is not None and ex.guesses_allowed == 0 and ex.guesses == ()
    assert PACK.to_act(s) == frozenset({"p1"})
    assert max(a.value for a in PACK.legal_actions(s, "p1")) == ex.hi
