"""A refused figure action names the rule that refuses it (B5, B7, B10 ...): the table greys an
action with these words, so a generic "not one of the legal actions" is not enough."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.core.engine import IllegalAction
from tests.rules.ceremony.kit import fight


def refusal(state, seat, action) -> str:
    with pytest.raises(IllegalAction) as e:
        P.apply(state, seat, action)
    return f"{e.value.rule}: {e.value.reason}"


def test_each_refused_figure_action_says_which_rule_stops_it():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    s.turn_side = "A"
    assert refusal(s, "p1", A.Move(figure="g1", dir=4)).startswith("B7: g1 is bound in combat with g2")
    assert refusal(s, "p2", A.Rest(figure="g2")).startswith("B5: the sides alternate")
    assert refusal(s, "p1", A.Dodge(figure="g1", dodge=True)).startswith("B10: a DODGE answers a hit")
    assert refusal(s, "p1", A.Move(figure="g2", dir=0)).startswith("round: g2 is not one of p1's figures")
    s.fig("g1").dfn = 0
    assert refusal(s, "p1", A.Turn(figure="g1", facing=2)).startswith("B5: a TURN spends a defensive point")
    s.fig("g1").hourglass = True
    assert refusal(s, "p1", A.Wait(figure="g1")).startswith("B10: g1 already holds an hourglass")
    s.fig("g1").off = 0
    assert refusal(s, "p1", A.Rest(figure="g1")).startswith("B5: g1 has spent his 3 offensive")


def test_a_free_gladiator_is_told_a_move_will_do_and_a_wrong_square_is_still_refused():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((6, 6), 4)})
    s.turn_side = "A"
    assert refusal(s, "p1", A.Disengage(figure="g1", dir=0)).startswith("B7: g1 is not bound in combat")
    assert refusal(s, "p1", A.Attack(figure="g1", target="g2", weapon=None, location="torso")) \
        .startswith("B6: no enemy in g1's front squares")
