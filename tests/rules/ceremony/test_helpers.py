"""The expansion's helpers (RULES.md E1-E5): one wound location, ORDER, the dogs, the tiger, the
ape-man and the dwarves, in ordinary duels."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.combat import protection
from rules.ceremony.legal import pool
from rules.ceremony.state import BODY
from rules.core.engine import BadSetup, IllegalAction
from tests.rules.ceremony.kit import act, fight, of, rig

# Kord (p1, side A) hires PAIN and the dwarf GROM (a mace); Varg (p2, side B) HUNGER and DESPAIR
DUEL = {"gladiators": [{"helpers": ["pain", "dwarf1"], "dwarves": {"dwarf1": {"weapons": ["mace"]}}},
                       {"helpers": ["hunger", "despair"]}]}


def _ordered(s, seat, glad, helper, roll=1):
    """`glad` ORDERs `helper` (rigged PSYCHE roll)."""
    s.turn_side = s.fig(glad).side
    rig(s, (10, roll))
    return act(s, seat, A.Order(figure=glad, helper=helper))


# ----------------------------------------------------------------------------- E1 helpers

def test_e1_helpers_have_one_wound_location():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    for h in ("pain", "hunger", "despair", "dwarf1"):
        assert s.fig(h).locations == (BODY,)
    s.turn_side = "A"
    assert {a.location for a in P.legal_actions(s, "p1") if a.kind == "attack"} == {BODY}


def test_e1_a_critical_wound_eliminates_a_helper():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "despair": ((3, 4), None)})
    s.turn_side = "A"
    rig(s, (10, 1), (8, 4))                                   # sword 4 >= DESPAIR's TOUGHNESS 4
    s2, evs = act(s, "p1", A.Attack(figure="g1", target="despair", weapon="sword", location=BODY))
    assert of(evs, "wound")[0].wound == "critical" and of(evs, "eliminated")[0].how == "critical"
    assert s2.fig("despair").cell is None and not s2.fig("despair").on_board


def test_e1_non_dwarf_helpers_do_not_bind():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s.turn_side = "A"
    acts = P.legal_actions(s, "p1")
    assert [a for a in acts if a.kind == "move"] and not [a for a in acts if a.kind == "disengage"]


def test_e1_non_dwarf_helpers_do_not_block_shooting():
    s = fight(DUEL, at={"g1": ((3, 2), 0), "g2": ((3, 6), 4), "pain": ((2, 6), None)})
    assert A.Shoot(figure="g2", target="g1", weapon="bow") in P.legal_actions(s, "p2")


def test_e1_non_dwarf_helpers_ignore_reach():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 4), 4), "pain": ((3, 2), None)})
    s, _ = _ordered(s, "p1", "g1", "pain")
    s2, evs = act(s, "p1", A.Move(figure="pain", dir=0))     # next to Varg's spear
    assert s2.fig("pain").cell == (3, 3) and not of(evs, "test")


# ----------------------------------------------------------------------------- E2 ORDER

def test_e2_order_costs_an_offensive_point_and_a_psyche_test_success_gives_three_in_a_row():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 2), None)})
    s, evs = _ordered(s, "p1", "g1", "pain", roll=5)          # Kord PSYCHE 5
    assert of(evs, "test")[0].value == 5 and of(evs, "ordered")[0].actions == 3
    assert s.fig("g1").off == 2 and s.sequence == ("pain", 3, "p1") and P.to_act(s) == {"p1"}
    assert {a.figure for a in P.legal_actions(s, "p1")} == {"pain"}
    for d in (0, 0, 2):
        s, _ = act(s, "p1", A.Move(figure="pain", dir=d))
    assert s.sequence is None and s.fig("pain").cell == (4, 4) and P.to_act(s) == {"p2"}


def test_e2_a_failed_order_gives_one_action():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 2), None)})
    s, evs = _ordered(s, "p1", "g1", "pain", roll=6)
    assert of(evs, "ordered")[0].actions == 1
    s, _ = act(s, "p1", A.Move(figure="pain", dir=0))
    assert s.sequence is None and P.to_act(s) == {"p2"}


def test_e2_orders_go_to_own_helpers_and_the_beast_only():
    s = fight(dict(DUEL, beast="terror"), at={"g1": ((0, 0), 0), "g2": ((6, 6), 4),
                                              "pain": ((3, 2), None), "dwarf1": ((4, 2), 0),
                                              "hunger": ((5, 2), None)})
    s.turn_side = "A"
    assert {a.helper for a in P.legal_actions(s, "p1") if a.kind == "order"} == {"pain", "dwarf1", "terror"}


def test_e2_each_helper_receives_one_order_per_round():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 2), None)})
    s, _ = _ordered(s, "p1", "g1", "pain", roll=9)
    s, _ = act(s, "p1", A.EndSequence(figure="pain"))
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    assert not [a for a in P.legal_actions(s, "p1") if a.kind == "order"]
    with pytest.raises(IllegalAction):
        act(s, "p1", A.Order(figure="g1", helper="pain"))


# ----------------------------------------------------------------------------- E3 dogs

def test_e3_a_dog_moves_one_square_or_runs_two_in_a_straight_line():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 2), None)})
    s, _ = _ordered(s, "p1", "g1", "pain")
    assert {a.kind for a in P.legal_actions(s, "p1")} == {"move", "run", "wait", "end_sequence"}
    s2, evs = act(s, "p1", A.Run(figure="pain", dir=1))
    assert s2.fig("pain").cell == (5, 4) and [e.move for e in of(evs, "moved")] == ["run", "run"]


def test_e3_a_dog_attacks_with_a_combat_test_at_a_random_location_pain_with_a_bigger_die():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 5), 4), "pain": ((3, 4), None)})
    s, _ = _ordered(s, "p1", "g1", "pain")
    rig(s, (10, 5), (6, 3), (8, 8))
    s, evs = act(s, "p1", A.Attack(figure="pain", target="g2"))
    assert of(evs, "test")[0].value == 5 and of(evs, "attack")[0].location == "right_arm"
    assert s.pending["seat"] == "p2"                           # Varg may DODGE
    s, evs = act(s, "p2", A.Dodge(figure="g2", dodge=False))
    assert of(evs, "wound")[0].roll == 8                       # only PAIN's d8 rolls an 8
    assert s.fig("pain").die > s.fig("hunger").die == s.fig("despair").die


def test_e3_a_dog_dodges_with_its_kept_back_action_after_being_hit():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s.fig("hunger").hourglass = True
    s.turn_side = "A"
    rig(s, (10, 1), (10, 7))
    s, _ = act(s, "p1", A.Attack(figure="g1", target="hunger", weapon="sword", location=BODY))
    assert s.pending == {**s.pending, "seat": "p2", "means": "hourglass"}
    s, evs = act(s, "p2", A.Dodge(figure="hunger", dodge=True))
    assert of(evs, "test")[0].value == 7 and of(evs, "dodged")[0].success and not of(evs, "wound")
    assert not s.fig("hunger").hourglass


def test_e3_a_dog_without_a_kept_back_action_cannot_dodge():
    s = fight(DUEL, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s.turn_side = "A"
    rig(s, (10, 1), (8, 1))
    s, evs = act(s, "p1", A.Attack(figure="g1", target="hunger", weapon="sword", location=BODY))
    assert s.pending is None and of(evs, "wound")


def test_e3_wait_marks_an_hourglass_used_any_time_in_the_round_and_lost_at_its_end():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s, _ = _ordered(s, "p2", "g2", "hunger")
    s, evs = act(s, "p2", A.Wait(figure="hunger"))
    assert s.fig("hunger").hourglass and s.sequence == ("hunger", 2, "p2")
    assert A.Wait(figure="hunger") not in P.legal_actions(s, "p2")   # one hourglass at a time
    s, _ = act(s, "p2", A.EndSequence(figure="hunger"))
    assert P.to_act(s) == {"p1", "p2"}                         # Varg's side may interrupt any time
    s, evs = act(s, "p2", A.Move(figure="hunger", dir=6, hourglass=True))
    assert s.fig("hunger").cell == (2, 4) and of(evs, "hourglass")[0].change == "used"
    s2, _ = _ordered(fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)}),
                     "p2", "g2", "hunger")
    s2, _ = act(s2, "p2", A.Wait(figure="hunger"))
    s2, _ = act(s2, "p2", A.EndSequence(figure="hunger"))
    for seat, g in (("p1", "g1"), ("p2", "g2"), ("p1", "g1"), ("p2", "g2"), ("p1", "g1")):
        s2, evs = act(s2, seat, A.Rest(figure=g))
    assert ("hunger", "lost") in [(e.figure, e.change) for e in of(evs, "hourglass")]


def test_e3_hunger_wears_chain_mail_and_despair_gets_plus_one_when_ordered():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "despair": ((3, 4), None)})
    assert s.fig("hunger").armour[BODY] == ("chain",) and protection(s.fig("hunger"), BODY) == 2
    assert protection(s.fig("despair"), BODY) == 0
    _, evs = _ordered(s, "p2", "g2", "despair", roll=5)       # Varg PSYCHE 4 + 1
    assert of(evs, "test")[0].value == 5 and of(evs, "ordered")[0].actions == 3


# ----------------------------------------------------------------------------- E4 beasts

def test_e4_the_tiger_is_stronger_tougher_harder_hitting_less_agile_and_harder_to_order():
    s = fight({"beast": "terror"}, at={"g1": ((3, 2), 0), "g2": ((6, 6), 4)})
    t, dog = s.fig("terror"), fight(DUEL).fig("pain")
    assert t.stats["strength"] > dog.stats["strength"] and t.stats["toughness"] > dog.stats["toughness"]
    assert t.die > dog.die and t.stats["agility"] < dog.stats["agility"]
    assert {a.kind for a in P.legal_actions(s, "p2") if getattr(a, "helper", None) == "terror"} == {"order"}
    _, evs = _ordered(s, "p1", "g1", "terror", roll=4)        # Kord PSYCHE 5 - 1
    assert of(evs, "test")[0].value == 4 and of(evs, "ordered")[0].actions == 3


def test_e4_the_ape_man_cannot_run_and_shoves_two_squares_on_the_strength_difference_plus_three():
    s = fight({"beast": "fate"}, at={"g1": ((0, 0), 0), "g2": ((3, 4), 4), "fate": ((3, 3), None)})
    s, _ = _ordered(s, "p1", "g1", "fate")
    assert "run" not in {a.kind for a in P.legal_actions(s, "p1")}
    rig(s, (10, 7))                                           # 9 - 5 + 3
    s2, evs = act(s, "p1", A.Shove(figure="fate", target="g2"))
    assert of(evs, "test")[0].value == 7 and s2.fig("g2").cell == (3, 6)
    assert (of(evs, "test")[0].purpose, of(evs, "test")[0].about) == ("shove", "g2")
    assert [e.move for e in of(evs, "moved")] == ["shoved", "shoved"]
    rig(s, (10, 8))
    s3, _ = act(s, "p1", A.Shove(figure="fate", target="g2"))
    assert s3.fig("g2").cell == (3, 4)


def test_e4_a_shove_stops_at_the_edge():
    s = fight({"beast": "fate"}, at={"g1": ((0, 0), 0), "g2": ((3, 6), 4), "fate": ((3, 5), None)})
    s, _ = _ordered(s, "p1", "g1", "fate")
    rig(s, (10, 1))
    s2, evs = act(s, "p1", A.Shove(figure="fate", target="g2"))
    assert s2.fig("g2").cell == (3, 7) and len(of(evs, "moved")) == 1


# ----------------------------------------------------------------------------- E5 dwarves

def test_e5_dwarves_have_a_front_sides_and_rear():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 2), 0), "dwarf1": ((3, 3), 0)})
    rig(s, (10, 9))                                           # Varg behind the dwarf: 7 + 2
    _, evs = act(s, "p2", A.Attack(figure="g2", target="dwarf1", weapon="spear", location=BODY))
    assert of(evs, "test")[0].value == 9


def test_e5_dwarves_bind_and_must_disengage_both_ways():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 4), 4), "dwarf1": ((3, 3), 0)})
    varg = P.legal_actions(s, "p2")
    assert not [a for a in varg if a.kind == "move"] and [a for a in varg if a.kind == "disengage"]
    s.turn_side = "A"
    s, _ = _ordered(s, "p1", "g1", "dwarf1")
    grom = {a.kind for a in P.legal_actions(s, "p1")}
    assert "move" not in grom and "disengage" in grom


def test_e5_dwarves_test_to_approach_a_reach_weapon():
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 4), 4), "dwarf1": ((3, 2), 0)})
    s, _ = _ordered(s, "p1", "g1", "dwarf1")
    rig(s, (10, 5))                                           # AGILITY 4
    s2, evs = act(s, "p1", A.Move(figure="dwarf1", dir=0))
    assert of(evs, "test")[0].value == 4 and s2.fig("dwarf1").cell == (3, 2) and of(evs, "stopped")


def test_e5_dwarves_block_shooting_in_contact():
    s = fight(DUEL, at={"g1": ((3, 2), 0), "g2": ((3, 6), 4), "dwarf1": ((2, 6), 2)})
    assert not [a for a in P.legal_actions(s, "p2") if a.kind == "shoot"]


def test_e5_dwarves_take_the_warriors_actions_plus_a_wait_marker_and_their_weapon_s_damage():
    assert set(pool(fight(DUEL).fig("dwarf1"))) == {"move", "attack", "shoot", "disengage", "turn", "wait"}
    s = fight(DUEL, at={"g1": ((0, 0), 0), "g2": ((3, 4), 4), "dwarf1": ((3, 3), 0)})
    s, _ = _ordered(s, "p1", "g1", "dwarf1")
    kinds = {a.kind for a in P.legal_actions(s, "p1")}
    assert {"attack", "turn", "wait", "disengage"} <= kinds
    assert {a.weapon for a in P.legal_actions(s, "p1") if a.kind == "attack"} == {"mace"}
    assert s.fig("dwarf1").die == 0


def test_e5_dwarf_equipment_is_paid_by_the_hiring_player_within_his_budget():
    too_much = {"gladiators": [{"helpers": ["pain", "dwarf1"],
                                "dwarves": {"dwarf1": {"weapons": ["mace"], "armour": ["leather", "chain"]}}},
                               {}]}
    with pytest.raises(BadSetup, match="spends 22 ZK"):      # 9 + PAIN 3 + GROM 2 + 4 + 1 + 3
        P.new_game(too_much, 0)
