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


DUEL = {"gladiators": [{"helpers": ["pain"]}, {"helpers": ["hunger", "despair"]}]}


def _apart():
    """Kord in the south-west corner facing north, nobody in his front squares; his dog PAIN
    beside HUNGER in the middle; side A to act."""
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 3), None),
                        "hunger": ((3, 4), None)})
    s.turn_side = "A"
    return s


def test_a_figure_not_on_the_board_and_a_helper_acting_unordered_are_named():
    s = _apart()
    assert refusal(s, "p1", A.Move(figure="nobody", dir=0)) == "round: nobody is not on the board"
    assert refusal(s, "p1", A.Move(figure="pain", dir=1)).startswith("E2: pain acts only when a gladiator ORDERs")


def test_an_hourglass_action_without_an_hourglass_says_so_and_one_held_explains_nothing_else():
    s = _apart()
    assert refusal(s, "p1", A.Move(figure="g1", dir=0, hourglass=True)).startswith("B10: g1 holds no hourglass")
    s.fig("g1").hourglass = True        # held, paying or not: the square south is off the board
    assert refusal(s, "p1", A.Move(figure="g1", dir=4, hourglass=True)) == "B7: that square is not free"
    assert refusal(s, "p1", A.Move(figure="g1", dir=4)) == "B7: that square is not free"


def test_a_dogs_hourglass_run_into_an_occupied_square_is_refused_for_the_square():
    s = _apart()
    s.fig("pain").hourglass = True
    assert refusal(s, "p1", A.Run(figure="pain", dir=0, hourglass=True)) == "B7: that square is not free"


def test_one_offensive_point_left_is_not_called_spent():
    s = _apart()
    s.fig("g1").off = 1
    assert refusal(s, "p1", A.Move(figure="g1", dir=4)) == "B7: that square is not free"


def test_each_refused_shot_says_why_contact_no_missile_weapon_or_no_target():
    s = _apart()
    assert refusal(s, "p1", A.Shoot(figure="g1", target="g2", weapon="bow")) == "B8: g1 carries no missile weapon"
    s.fig("g1").weapons = ("bow",)
    assert refusal(s, "p1", A.Shoot(figure="g1", target="g2", weapon="bow")).startswith("B8: no enemy within range")
    s.fig("g2").cell = (0, 1)           # Varg steps into contact
    assert refusal(s, "p1", A.Shoot(figure="g1", target="g2", weapon="bow")) \
        == "B8: contact with an enemy warrior blocks SHOOTING (g1)"


def test_a_turn_with_one_defensive_point_left_is_refused_for_its_facing_not_its_points():
    s = _apart()
    s.fig("g1").dfn = 1
    assert refusal(s, "p1", A.Turn(figure="g1", facing=0)) == "round: turn is not one of p1's legal actions now"


def test_an_order_with_no_helper_to_order_and_a_blocked_disengage_say_so():
    s = _apart()
    assert refusal(s, "p1", A.Order(figure="g1", helper="hunger")).startswith("E2: no helper left to ORDER")
    s.fig("g2").cell, s.fig("g2").facing = (1, 1), 4        # Varg binds Kord from the north-east
    assert refusal(s, "p1", A.Disengage(figure="g1", dir=2)) \
        == "B7: no free square touching none of the binding enemies"
