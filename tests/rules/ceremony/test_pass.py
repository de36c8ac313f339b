"""Letting a moment pass: the Master acts 'at any moment' (E6), an hourglass is used 'at any
moment' (B10), the pair chooses which gladiator acts (E8); each of those seats MAY act, so it
may also decline, and is asked again after the next action."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.core.engine import IllegalAction
from tests.rules.ceremony.kit import act, fight

APART = {"g1": ((1, 1), 0), "g2": ((6, 6), 4)}


def test_e6_the_master_may_let_a_moment_pass_and_is_asked_again_after_the_next_action():
    s = fight({"mode": "master"}, at={**APART, "hunger": ((3, 4), None)})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    assert P.to_act(s) == {"p1", "mc"} and A.Pass() in P.legal_actions(s, "mc")
    s2, evs = act(s, "mc", A.Pass())
    assert evs == [] and P.to_act(s2) == {"p1"} and s2.master_points == 5
    assert P.view(s2, None)["declined"] == ["mc"]
    with pytest.raises(IllegalAction, match="^pass: mc let this moment pass"):
        act(s2, "mc", A.MasterOrder(helper="hunger"))
    s3, _ = act(s2, "p1", A.Rest(figure="g1"))
    assert "mc" in P.to_act(s3) and s3.declined == ()
    assert P.snapshot(s)["crystals"] == 0 and "declined" not in P.snapshot(s)


def test_b10_an_hourglass_holder_out_of_turn_may_let_the_moment_pass():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s, _ = act(s, "p2", A.Wait(figure="g2"))
    assert P.to_act(s) == {"p1", "p2"} and A.Pass() in P.legal_actions(s, "p2")
    assert A.Pass() not in P.legal_actions(s, "p1")          # p1 alone must act: he cannot pass
    with pytest.raises(IllegalAction, match="^pass:"):
        act(s, "p1", A.Pass())
    s, _ = act(s, "p2", A.Pass())
    assert P.to_act(s) == {"p1"} and s.fig("g2").hourglass
    s, _ = act(s, "p1", A.Rest(figure="g1"))
    assert P.to_act(s) == {"p2"}                              # p2's own turn now: hourglass kept
    assert A.Pass() not in P.legal_actions(s, "p2")


def test_e8_the_pair_on_turn_chooses_which_gladiator_acts_by_passing():
    at = {"g1": ((1, 0), 0), "g2": ((5, 0), 0), "g3": ((2, 7), 4), "g4": ((6, 7), 4)}
    s = fight({"mode": "eliminations"}, at=at)
    assert P.to_act(s) == {"p3", "p4"}
    s, _ = act(s, "p3", A.Pass())
    assert P.to_act(s) == {"p4"} and A.Pass() not in P.legal_actions(s, "p4")
    s, _ = act(s, "p4", A.Rest(figure="g4"))
    assert P.to_act(s) == {"p1", "p2"}
