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
    with pytest.raises(IllegalAction, match="^B5: mc let this moment pass"):
        act(s2, "mc", A.MasterOrder(helper="hunger"))
    s3, _ = act(s2, "p1", A.Rest(figure="g1"))
    assert "mc" in P.to_act(s3) and s3.declined == ()
    assert P.snapshot(s)["crystals"] == 0 and "declined" not in P.snapshot(s)


def test_b10_an_hourglass_holder_out_of_turn_may_let_the_moment_pass():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s, _ = act(s, "p2", A.Wait(figure="g2"))
    assert P.to_act(s) == {"p1", "p2"} and A.Pass() in P.legal_actions(s, "p2")
    assert A.Pass() not in P.legal_actions(s, "p1")          # p1 alone must act: he cannot pass
    with pytest.raises(IllegalAction, match="^B5:"):
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


# ----------------------------------------------------------------------------- what each seat sees

def test_b4_others_see_how_many_traps_were_laid_not_where_nor_which():
    s = P.new_game({}, 0)
    s, _ = act(s, "p1", A.PlaceTrap(trap="blades", cell=(3, 3)))
    mine, theirs, table = P.view(s, "p1"), P.view(s, "p2"), P.view(s, None)
    assert mine["trap_budget"] == {"p1": 1} and mine["traps"][0]["trap"] == "blades"
    for v in (theirs, table):
        assert v["traps_laid"] == {"p1": 1, "p2": 0} and v["traps"] == []
        assert "p1" not in v["trap_budget"] and "blades" not in str(v)
    assert theirs["trap_budget"] == {"p2": 4}


def test_e6_the_masters_pool_and_dwarves_kits_are_on_the_table():
    s = P.new_game({"mode": "master"}, 0)
    for seat in ("p1", "p2", None):
        figs = {f["id"]: f for f in P.view(s, seat)["figures"]}
        assert {f for f, d in figs.items() if d["side"] == "M" and d["status"] == "pool"} == \
            {"pain", "hunger", "despair", "dwarf1", "dwarf2"}
        assert figs["dwarf2"]["weapons"] == ["halberd"] and figs["dwarf1"]["armour"] == {"body": ["leather", "chain"]}
