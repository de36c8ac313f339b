"""The Master of Ceremonies as a third seat (RULES.md E6) and winning with him (E7)."""
from __future__ import annotations

import random

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.combat import Ctx, damage, protection
from rules.ceremony.data import entry_places
from rules.ceremony.legal import master_psyche
from rules.ceremony.state import BODY
from rules.core.dice import Dice
from rules.core.engine import BadSetup, IllegalAction
from tests.rules.ceremony.kit import act, fight, of, rig

MASTER = {"mode": "master"}
APART = {"g1": ((1, 1), 0), "g2": ((6, 6), 4)}


def _opened(setup=MASTER, at=None):
    """Round 1 after Varg (initiative) has rested: the Master may act."""
    s = fight(setup, at={**APART, **(at or {})})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    return s


def _hurt(s, source, target, location, sides, roll):
    rig(s, (sides, roll))
    ctx = Ctx(s, Dice(s.dice), [])
    damage(ctx, source, s.fig(target), location, sides)
    return ctx.out


# ----------------------------------------------------------------------------- E6 set-up

def test_e6_with_the_master_the_warriors_cannot_use_helper_cards():
    with pytest.raises(BadSetup, match="the Master owns them"):
        P.new_game({"mode": "master", "gladiators": [{"helpers": ["pain"]}, {}]}, 0)
    s = P.new_game(MASTER, 0)
    assert s.seats == ("p1", "p2", "mc")
    assert {f.id for f in s.figs if f.side == "M"} == {"pain", "hunger", "despair", "dwarf1", "dwarf2"}


def test_e6_the_master_equips_dwarves_from_unused_weapon_cards_within_15_crowns():
    with pytest.raises(BadSetup, match="'sword' is already taken by gladiator Kord"):
        P.new_game({"mode": "master", "dwarves": {"dwarf1": {"weapons": ["sword"]}}}, 0)
    too_dear = {"dwarf1": {"weapons": ["halberd"], "armour": ["leather", "chain", "plate"]}, "dwarf2": {}}
    with pytest.raises(BadSetup, match="spends 17 ZK, more than 15 ZK per dwarf"):
        P.new_game({"mode": "master", "dwarves": too_dear}, 0)


def test_e6_dwarf_armour_in_any_combination_and_two_hands_add_two_to_carrying():
    kits = {"dwarf1": {"weapons": ["greatsword"], "armour": ["leather", "chain"]},
            "dwarf2": {"weapons": ["mace"], "armour": ["leather", "chain", "plate"]}}
    s = P.new_game({"mode": "master", "dwarves": kits}, 0)      # greatsword 5 + 1 <= 5 + 2
    assert protection(s.fig("dwarf2"), BODY) == 6 and protection(s.fig("dwarf1"), BODY) == 3
    heavy = {"dwarf1": {"weapons": ["axe"], "armour": ["chain", "plate"]}, "dwarf2": {}}
    with pytest.raises(BadSetup, match=r"carries 6, more than STRENGTH allows \(5\)"):
        P.new_game({"mode": "master", "dwarves": heavy}, 0)


def test_e6_only_the_master_lays_traps_bought_for_both_warriors_psyche():
    s = P.new_game(MASTER, 0)
    assert s.trap_budget == {"mc": 9} and P.to_act(s) == {"mc"}      # Kord 5 + Varg 4
    s, _ = act(s, "mc", A.PlaceTrap(trap="blades", cell=(4, 4)))
    assert P.view(s, "mc")["traps"] == [{"trap_owner": "mc", "trap_cell": [4, 4], "trap": "blades"}]
    assert P.view(s, "p1")["traps"] == P.view(s, "p2")["traps"] == []
    s, _ = act(s, "mc", A.TrapsDone())
    assert s.phase == "start" and P.to_act(s) == {"p1"}             # the warriors choose their squares


def test_e6_the_master_fields_the_beast_but_cannot_order_it():
    s = _opened({"mode": "master", "beast": "terror"})
    assert s.fig("terror").status == "pool"
    assert [a for a in P.legal_actions(s, "mc") if getattr(a, "helper", None) == "terror" and a.kind == "introduce"]
    s.fig("terror").status, s.fig("terror").cell = "active", (3, 3)
    assert not [a for a in P.legal_actions(s, "mc") if getattr(a, "helper", None) == "terror"]
    assert A.Order(figure="g1", helper="terror") in P.legal_actions(s, "p1")
    assert master_psyche(s) == 10                                    # he does not control it


def test_e6_the_master_psyche_is_ten_minus_one_per_ally_on_the_board():
    s = _opened(at={"pain": ((2, 4), None), "hunger": ((3, 4), None),
                    "despair": ((4, 4), None), "dwarf1": ((5, 4), 0)})
    assert master_psyche(s) == 6                                     # 10 - 4 = 6
    rig(s, (10, 6))
    _, evs = act(s, "mc", A.MasterOrder(helper="hunger"))
    assert of(evs, "test")[0].value == 6 and of(evs, "ordered")[0].actions == 3


def test_e6_the_master_has_five_action_points_a_round_and_order_marks_the_ally():
    s = _opened(at={"hunger": ((3, 4), None)})
    assert s.master_points == 5
    rig(s, (10, 10))
    s, evs = act(s, "mc", A.MasterOrder(helper="hunger"))
    assert s.master_points == 4 and s.fig("hunger").tokens == 1 and s.sequence == ("hunger", 1, "mc")
    s, _ = act(s, "mc", A.EndSequence(figure="hunger"))
    s, _ = act(s, "p1", A.Rest(figure="g1"))
    mine = P.legal_actions(s, "mc")
    assert A.MasterOrder(helper="hunger") not in mine and A.Coerce(helper="hunger") in mine


def test_e6_coercion_costs_two_points_and_works_on_an_ally_with_three_markers():
    s = _opened(at={"hunger": ((3, 4), None)})
    s.fig("hunger").tokens = 3
    rig(s, (10, 1))
    s2, evs = act(s, "mc", A.Coerce(helper="hunger"))
    assert s2.master_points == 3 and s2.fig("hunger").tokens == 5
    assert of(evs, "ordered")[0].how == "coercion" and s2.sequence == ("hunger", 3, "mc")
    s.master_points = 1
    assert A.Coerce(helper="hunger") not in P.legal_actions(s, "mc")


def test_e6_introduction_on_a_free_square_by_the_gate_the_trapdoor_or_the_grate():
    s = _opened(at={"g1": ((0, 3), 0)})
    cells = {a.cell for a in P.legal_actions(s, "mc") if a.kind == "introduce" and a.helper == "pain"}
    everywhere = {c for cs in entry_places().values() for c in cs}
    assert cells == everywhere - {(0, 3), (6, 6)} and len(everywhere) == 14
    rig(s, (10, 10))
    s2, evs = act(s, "mc", A.Introduce(helper="pain", cell=(7, 3)))
    assert s2.fig("pain").cell == (7, 3) and master_psyche(s2) == 9
    s.fig("hunger").cell = (7, 4)
    s.fig("hunger").status = "active"                                # one ally on: PSYCHE 9
    rig(s, (10, 10))
    s3, evs = act(s, "mc", A.Introduce(helper="pain", cell=(7, 3)))
    assert s3.fig("pain").status == "pool" and not of(evs, "placed") and s3.master_points == 4


def test_e6_resurrection_brings_back_a_critically_wounded_ally_healed_or_loses_it():
    s = _opened()
    h = s.fig("dwarf1")
    h.status, h.wounds = "out", {BODY: ("ordinary", "critical")}
    rig(s, (10, 10))
    s2, evs = act(s, "mc", A.Resurrect(helper="dwarf1"))
    assert s2.fig("dwarf1").status == "pool" and s2.fig("dwarf1").wounds == {BODY: ()}
    assert s2.fig("dwarf1").weapons == ("mace",) and of(evs, "resurrected")
    s.master_points = 5
    s.fig("pain").status = "active"
    s.fig("pain").cell = (4, 4)                                      # PSYCHE 9: a 10 fails
    rig(s, (10, 10))
    s3, evs = act(s, "mc", A.Resurrect(helper="dwarf1"))
    assert s3.fig("dwarf1").status == "dead" and of(evs, "eliminated")[0].how == "resurrection_failed"


def test_e6_a_mortally_wounded_ally_is_gone_for_good():
    s = _opened(at={"hunger": ((3, 4), None)})
    evs = _hurt(s, "g1", "hunger", BODY, 10, 10)                     # 10 - chain 2 = 8 = 2 x TOUGHNESS 4
    assert of(evs, "wound")[0].wound == "mortal" and s.fig("hunger").status == "dead"
    assert not [a for a in P.legal_actions(s, "mc") if getattr(a, "helper", None) == "hunger"]


def test_e6_the_master_never_starts_a_round():
    s = fight(MASTER, at={**APART, "hunger": ((3, 4), None)})
    assert P.to_act(s) == {"p2"}
    with pytest.raises(IllegalAction, match="may not start the round"):
        act(s, "mc", A.MasterOrder(helper="hunger"))
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    assert P.to_act(s) == {"p1", "mc"}


def test_e6_the_master_never_takes_two_actions_in_a_row():
    s = _opened(at={"hunger": ((3, 4), None), "pain": ((2, 4), None)})
    rig(s, (10, 1))
    s, _ = act(s, "mc", A.MasterOrder(helper="hunger"))
    s, _ = act(s, "mc", A.EndSequence(figure="hunger"))
    assert P.to_act(s) == {"p1"}
    with pytest.raises(IllegalAction, match="never two Master actions in a row"):
        act(s, "mc", A.MasterOrder(helper="pain"))
    s, _ = act(s, "p1", A.Rest(figure="g1"))
    assert "mc" in P.to_act(s)


def test_e6_the_master_never_ends_the_round_his_unused_points_are_lost():
    s = fight(MASTER, at=APART)
    evs = []
    for _ in range(3):
        for seat, g in (("p2", "g2"), ("p1", "g1")):
            s, evs = act(s, seat, A.Rest(figure=g))
    ended = of(evs, "round_ended")[0]
    assert ended.master_points_lost == 5 and s.round == 2 and s.master_points == 5


def test_e6_the_master_decides_his_allies_dodges():
    s = fight(MASTER, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s.fig("hunger").hourglass = True
    s.turn_side = "A"
    rig(s, (10, 1))
    s, _ = act(s, "p1", A.Attack(figure="g1", target="hunger", weapon="sword", location=BODY))
    assert P.to_act(s) == {"mc"} and s.pending["seat"] == "mc"


# ----------------------------------------------------------------------------- E7 winning

def test_e7_wounds_from_the_masters_creatures_and_traps_are_crystals_not_a_gladiators():
    s = fight(MASTER, at=APART)
    assert of(_hurt(s, "hunger", "g1", "torso", 6, 6), "wound")[0].crystal and s.crystals == 1
    assert of(_hurt(s, "trap", "g1", "left_leg", 6, 6), "wound")[0].crystal and s.crystals == 2
    assert not of(_hurt(s, "g2", "g1", "right_leg", 6, 6), "wound")[0].crystal and s.crystals == 2


def test_e7_ten_crystals_and_then_a_kill_win_for_the_master():
    s = fight(MASTER, at=APART)
    s.crystals = 10
    evs = _hurt(s, "hunger", "g1", "head", 6, 6)                     # 6 - leather 1 = 5: critical, head: mortal
    assert of(evs, "wound")[0].wound == "mortal"
    assert P.outcome(s).winners == ("mc",)


def test_e7_a_kill_before_ten_crystals_gives_the_surviving_gladiator_the_win():
    s = fight(MASTER, at=APART)
    s.crystals = 9                                                   # the killing wound is not "before"
    _hurt(s, "hunger", "g1", "head", 6, 6)
    assert P.outcome(s).winners == ("p2",) and "not satisfied" in P.outcome(s).reason


def test_e7_a_gladiator_who_kills_his_opponent_himself_makes_the_master_lose():
    s = fight(MASTER, at=APART)
    s.crystals = 12
    _hurt(s, "g2", "g1", "head", 8, 8)
    assert P.outcome(s).winners == ("p2",) and "Master of Ceremonies loses" in P.outcome(s).reason


def test_e7_there_is_only_ever_one_winner():
    for seed in range(4):
        rng = random.Random(seed)
        s = P.new_game({"mode": "master", "beast": "fate"}, seed)
        while not P.outcome(s).finished:
            seat = rng.choice(sorted(P.to_act(s)))
            s, _ = P.apply(s, seat, rng.choice(P.legal_actions(s, seat)))
        assert len(P.outcome(s).winners) == 1
