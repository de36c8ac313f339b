"""V.1 "Opponents have the right to react to special cards by using their own special
abilities": the back-and-forth of special actions around the evaluation of an attack."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from tests.rules.morituri.fights import PACK, act, duel, first, kinds, plan_turn, rest, use


def killer_attacks(specials=()):
    """The Killer (p1, a1) thrusts at the Barbarian (p2, b1, Defence 4 without the helmet and
    the shield) with Thrust with a dagger, 2+(1-4), announcing `specials`; the Barbarian's
    defence phase begins."""
    s = duel("killer", "barbarian", (0, 0), (0, -1),
             b={"hands": ["barbarian.sword", None], "worn": []})
    s = plan_turn(s, "p1", 6)
    s = plan_turn(s, "p2", 1)
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1", specials=tuple(specials)))
    return first(s, "p2")


def test_v_1_special_answered_back_and_forth_until_one_lets_it_be():
    ev = []
    s = killer_attacks(("killer.poison",))            # announced openly: +3
    ex = s.exchange
    assert ex.window == "b1" and PACK.to_act(s) == frozenset({"p2"})
    assert PACK.view(s, "p1")["exchange"]["window"] == "b1"
    with pytest.raises(IllegalAction, match="may not act"):
        act(s, "p1", A.SetDie(value=4))                # nobody sets before the answer
    n = ex.guesses_allowed
    s = act(s, "p2", A.React(specials=("barbarian.battle_cry",)), ev)   # one guess more
    assert s.exchange.guesses_allowed == n + 1 and s.exchange.window == "a1"
    s = act(s, "p1", A.React(specials=("killer.precise_strike",)), ev)  # +1 in answer
    assert s.exchange.pending.base == 2 + 3 + 1 and s.pending[0].base == 2 + 3 + 1
    assert s.exchange.window == "b1"                   # and the Barbarian may answer again
    s = act(s, "p2", A.React(), ev)                    # he lets it be
    assert s.exchange.window is None and PACK.to_act(s) == frozenset({"p1", "p2"})
    s = act(s, "p1", A.SetDie(value=4), ev)
    s = act(s, "p2", A.Guess(values=(1,)), ev)
    r = kinds(ev, "attack_resolved")[0]
    assert r.strength == 2 + 3 + 1 + 4 and r.wound == 10 - 4
    assert [e.special for e in kinds(ev, "special_used")] == ["barbarian.battle_cry",
                                                              "killer.precise_strike"]


def test_v_1_defender_announces_extra_guesses_first_and_the_attacker_may_answer():
    s = killer_attacks()
    assert s.exchange.window is None                   # nothing announced: no window
    legal = PACK.legal_actions(s, "p2")
    assert A.React(specials=("barbarian.stubborn",)) in legal
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    assert s.exchange.window == "a1"
    assert A.React() in PACK.legal_actions(s, "p1")
    s = act(s, "p1", A.React())
    assert s.exchange.window is None and s.exchange.pending.base == 2


def test_v_1_no_answer_is_awaited_from_one_who_has_none():
    s = killer_attacks(("killer.poison",))
    s.exchange.window = None
    b = s.fig("b1")
    b.used_specials = {"barbarian.battle_cry": 1}
    b.per_opponent = {"barbarian.stubborn": ("a1",)}
    a = s.fig("a1")
    a.used_specials = {"killer.poison": 1, "killer.precise_strike": 3}
    from rules.morituri import combat
    assert combat.reaction_specials(s, s.exchange, "b1") == []
    assert combat.reaction_specials(s, s.exchange, "a1") == []
    with pytest.raises(IllegalAction, match="V.1"):
        act(s, "p2", A.React())                        # nothing to answer
