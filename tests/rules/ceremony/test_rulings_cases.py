"""Tests pinning rulings that the section tests do not already cover (rules/ceremony/rulings.py)."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.state import TrapMark
from rules.core.engine import BadSetup
from tests.rules.ceremony.kit import act, fight, of, rig

DUEL = {"gladiators": [{"helpers": ["pain"]}, {"helpers": ["hunger", "despair"]}]}


def test_e1_non_dwarf_helpers_are_not_bound_either():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "pain": ((3, 4), None)})
    s.turn_side = "A"
    rig(s, (10, 1))
    s, _ = act(s, "p1", A.Order(figure="g1", helper="pain"))
    assert A.Move(figure="pain", dir=0) in P.legal_actions(s, "p1")


def test_e3_a_trap_stops_a_running_dog():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 2), None)})
    s.traps.append(TrapMark(cell=(3, 3), kind="spikes", placed_by="p2"))
    s.turn_side = "A"
    rig(s, (10, 1), (6, 1))                                   # ORDER, then spikes 1: no wound
    s, _ = act(s, "p1", A.Order(figure="g1", helper="pain"))
    s2, evs = act(s, "p1", A.Run(figure="pain", dir=0))
    assert s2.fig("pain").cell == (3, 3) and of(evs, "trap_sprung")


def test_e6_despair_is_easier_to_order_for_the_master_too():
    s = fight({"mode": "master"}, at={"g1": ((1, 1), 0), "g2": ((6, 6), 4), "despair": ((3, 4), None)})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    rig(s, (10, 10))
    _, evs = act(s, "mc", A.MasterOrder(helper="despair"))
    assert of(evs, "test")[0].value == 10                    # 10 - 1 ally + 1


def test_e6_a_helpers_hourglass_is_not_a_master_action():
    s = fight({"mode": "master"}, at={"g1": ((1, 1), 0), "g2": ((6, 6), 4),
                                      "hunger": ((3, 4), None), "pain": ((4, 4), None)})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    rig(s, (10, 1))
    s, _ = act(s, "mc", A.MasterOrder(helper="hunger"))
    s, _ = act(s, "mc", A.Wait(figure="hunger"))
    s, _ = act(s, "mc", A.EndSequence(figure="hunger"))
    acts = P.legal_actions(s, "mc")
    assert A.Move(figure="hunger", dir=0, hourglass=True) in acts    # right after his action
    assert not [a for a in acts if a.kind in ("master_order", "coerce", "introduce")]
    s2, _ = act(s, "mc", A.Move(figure="hunger", dir=0, hourglass=True))
    assert s2.master_points == s.master_points and not s2.since_master


def test_e7_when_time_runs_out_exactly_one_wins():
    for wounded, winner in (("g1", "p2"), (None, "mc")):
        s = fight({"mode": "master"}, at={"g1": ((1, 1), 0), "g2": ((6, 6), 4)})
        s.rounds = 1
        if wounded:
            s.fig(wounded).wounds = {**s.fig(wounded).wounds, "torso": ("ordinary",)}
        for _ in range(3):
            for seat, g in (("p2", "g2"), ("p1", "g1")):
                s, _ = act(s, seat, A.Rest(figure=g))
        assert P.outcome(s).winners == (winner,)


def test_e8_no_helpers_or_beast_in_the_eliminations():
    with pytest.raises(BadSetup, match="not in eliminations"):
        P.new_game({"mode": "eliminations", "gladiators": [{"helpers": ["pain"]}, {}, {}, {}]}, 0)
    with pytest.raises(BadSetup, match="no beast"):
        P.new_game({"mode": "eliminations", "beast": "fate"}, 0)


def test_b4_two_hidden_traps_may_share_a_square():
    s = P.new_game({}, 0)
    s, _ = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    assert A.PlaceTrap(trap="spikes", cell=(3, 3)) in P.legal_actions(s, "p2")
    s, _ = act(s, "p2", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    assert A.PlaceTrap(trap="spikes", cell=(3, 3)) not in P.legal_actions(s, "p1")
    s = fight(at={"g1": ((3, 2), 0), "g2": ((6, 6), 4)})
    s.traps += [TrapMark(cell=(3, 3), kind="spikes", placed_by=p) for p in ("p1", "p2")]
    s.turn_side = "A"
    rig(s, (6, 1), (6, 1), (6, 1), (6, 1))
    _, evs = act(s, "p1", A.Move(figure="g1", dir=0))
    assert len(of(evs, "trap_sprung")) == 2
