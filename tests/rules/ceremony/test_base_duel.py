"""The AUTHORED base duel (RULES.md sections B1-B11): the terms the expansion builds on."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.combat import stat, wound_kind
from rules.ceremony.data import arena, base, entry_places
from rules.ceremony.state import TrapMark
from rules.core.engine import BadSetup, IllegalAction
from tests.rules.ceremony.kit import act, fight, kinds, of, rig


def _glad(**kw):
    g = dict(combat=6, agility=6, psyche=6, strength=6, toughness=6, weapons=["dagger"], armour={})
    g.update(kw)
    return g


# ----------------------------------------------------------------------------- B1 creation

def test_b1_characteristics_must_add_up_to_30():
    with pytest.raises(BadSetup, match="add up to 31, not 30"):
        P.new_game({"gladiators": [_glad(combat=7), _glad(weapons=["sword"])]}, 0)
    assert P.new_game({"gladiators": [_glad(), _glad(weapons=["sword"])]}, 0).fig("g1").stats["combat"] == 6


def test_b1_characteristic_outside_3_to_9_is_refused():
    with pytest.raises(BadSetup, match="COMBAT 10 is outside 3..9"):
        P.new_game({"gladiators": [_glad(combat=10, psyche=2), _glad(weapons=["sword"])]}, 0)


def test_b1_weapons_and_armour_within_20_gold_crowns():
    # halberd 8 + plate 5 + plate 5 + leather 1 + leather 1 = 20 fits; one more leather does not
    arm = {"torso": "plate", "head": "plate", "left_leg": "leather", "right_leg": "leather"}
    g = _glad(strength=9, combat=3, weapons=["halberd"], armour=arm)
    assert P.new_game({"gladiators": [g, _glad()]}, 0).fig("g1").weapons == ("halberd",)
    with pytest.raises(BadSetup, match="spends 21 ZK, more than the budget of 20 ZK"):
        P.new_game({"gladiators": [dict(g, armour={**arm, "left_arm": "leather"}), _glad()]}, 0)


def test_b1_each_weapon_card_is_taken_once():
    with pytest.raises(BadSetup, match="'dagger' is already taken"):
        P.new_game({"gladiators": [_glad(), _glad()]}, 0)


def test_b1_carrying_limit_is_strength_plus_two_with_a_two_handed_weapon():
    # STRENGTH 3: a spear (3) and chain (1) weighs 4 <= 3 + 2; a one-handed axe (3) and chain: 4 > 3
    ok = _glad(strength=3, toughness=9, weapons=["spear"], armour={"torso": "chain"})
    assert P.new_game({"gladiators": [ok, _glad()]}, 0).fig("g1").weapons == ("spear",)
    heavy = _glad(strength=3, toughness=9, weapons=["axe"], armour={"torso": "chain"})
    with pytest.raises(BadSetup, match=r"carries 4, more than STRENGTH allows \(3\)"):
        P.new_game({"gladiators": [heavy, _glad()]}, 0)


def test_b1_at_most_two_weapon_cards():
    with pytest.raises(BadSetup, match="at most 2 weapon cards"):
        P.new_game({"gladiators": [_glad(weapons=["dagger", "short_sword", "mace"]), _glad(weapons=["sword"])]}, 0)


def test_b1_data_is_marked_authored():
    assert base().authored and arena().authored


# ----------------------------------------------------------------------------- B2 tests

def test_b2_a_test_succeeds_when_the_d10_is_at_most_the_characteristic():
    for roll, ok in ((8, True), (9, False)):
        s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})   # Kord COMBAT 8 attacks Varg's front
        s.turn_side = "A"
        rig(s, (10, roll))
        s2, evs = act(s, "p1", A.Attack(figure="g1", target="g2", weapon="sword", location="torso"))
        t = of(evs, "test")[0]
        assert (t.value, t.roll, t.success) == (8, roll, ok)


# ----------------------------------------------------------------------------- B3 arena and start

def test_b3_the_arena_has_a_gate_a_trapdoor_and_a_drain_grate():
    e = entry_places()
    assert len(e["gate"]) == 4 and len(e["trapdoor"]) == 6 and len(e["grate"]) == 4
    assert arena().terrain_at((7, 3)) == "T" and arena().terrain_at((7, 7)) == "D"


def test_b3_gladiators_choose_start_squares_on_their_own_edge_alternately():
    s = P.new_game({}, 0)
    s, _ = act(s, "p1", A.TrapsDone())
    s, evs = act(s, "p2", A.TrapsDone())
    assert s.phase == "start" and P.to_act(s) == {"p1"}
    assert {a.cell for a in P.legal_actions(s, "p1")} == set(arena().start_areas["south"])
    s, _ = act(s, "p1", A.Start(figure="g1", cell=(3, 0)))
    assert P.to_act(s) == {"p2"}
    s, evs = act(s, "p2", A.Start(figure="g2", cell=(4, 7)))
    assert s.phase == "fight" and s.fig("g1").facing == 0 and s.fig("g2").facing == 4
    assert "round_started" in kinds(evs)


# ----------------------------------------------------------------------------- B4 traps

def test_b4_traps_are_bought_with_psyche_and_laid_alternately():
    s = P.new_game({}, 0)
    assert s.trap_budget == {"p1": 5, "p2": 4}          # each duellist his own PSYCHE
    s, _ = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    assert s.trap_budget["p1"] == 3 and P.to_act(s) == {"p2"}
    s, _ = act(s, "p2", A.PlaceTrap(trap="spikes", cell=(4, 4)))
    assert P.to_act(s) == {"p1"}
    with pytest.raises(IllegalAction, match="^B4:"):
        act(s, "p1", A.PlaceTrap(trap="blades", cell=(3, 4)))     # 4 > 3 points left
    with pytest.raises(IllegalAction):
        act(s, "p1", A.PlaceTrap(trap="spikes", cell=(0, 3)))    # an entry square


def test_b4_traps_stay_hidden_from_the_opponent_and_the_spectator():
    s = P.new_game({}, 0)
    s, evs = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    secret = P.secrets(s, "p1")[0]
    assert secret == {"trap_owner": "p1", "trap_cell": [3, 3], "trap": "spikes"}
    assert secret in P.view(s, "p1")["traps"]
    assert P.view(s, "p2")["traps"] == [] and P.view(s, None)["traps"] == []
    assert "cell" not in evs[0].model_dump()


def test_b4_a_trap_springs_on_entry_at_a_random_location_without_dodge():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((6, 6), 4)})
    s.traps.append(TrapMark(cell=(3, 2), kind="spikes", placed_by="p2"))
    s.turn_side = "A"
    rig(s, (6, 2), (6, 6))                      # location 2 = torso (chain 2), spikes d6 = 6
    s2, evs = act(s, "p1", A.Move(figure="g1", dir=0))
    w = of(evs, "wound")[0]
    assert of(evs, "trap_sprung")[0].cell == (3, 2)
    assert (w.location, w.roll, w.armour, w.wound) == ("torso", 6, 2, "ordinary")
    assert s2.pending is None and s2.traps[0].sprung
    assert {"cell": [3, 2], "kind": "spikes", "sprung": True} in P.view(s2, "p1")["traps"]


# ----------------------------------------------------------------------------- B5 the round

def test_b5_initiative_goes_to_the_higher_agility():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})     # Varg AGILITY 7 > Kord 6
    assert s.initiative == "B" and P.to_act(s) == {"p2"}


def test_b5_players_alternate_single_actions():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    assert P.to_act(s) == {"p1"}
    with pytest.raises(IllegalAction):
        act(s, "p2", A.Rest(figure="g2"))
    s, _ = act(s, "p1", A.Rest(figure="g1"))
    assert P.to_act(s) == {"p2"}


def test_b5_offensive_points_pay_actions_defensive_points_pay_turns_and_dodges():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    assert (s.fig("g2").off, s.fig("g2").dfn) == (3, 2)
    s, _ = act(s, "p2", A.Turn(figure="g2", facing=5))
    assert (s.fig("g2").off, s.fig("g2").dfn) == (3, 1)
    s, _ = act(s, "p1", A.Move(figure="g1", dir=0))
    assert (s.fig("g1").off, s.fig("g1").dfn) == (2, 2)


def test_b5_the_round_ends_when_every_offensive_point_is_used():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    evs = []
    for _ in range(3):
        for seat, g in (("p2", "g2"), ("p1", "g1")):
            s, evs = act(s, seat, A.Rest(figure=g))
    assert kinds(evs)[-2:] == ["round_ended", "round_started"] and s.round == 2
    assert s.fig("g1").off == 3 and s.fig("g2").dfn == 2


# ----------------------------------------------------------------------------- B6 facing

def test_b6_an_attack_from_the_rear_gets_plus_two_and_cannot_be_dodged():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 2), 0)})     # Varg behind Kord
    rig(s, (10, 9), (8, 3))                                   # 9 <= COMBAT 7 + 2
    s2, evs = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="torso"))
    assert of(evs, "test")[0].value == 9 and of(evs, "attack")[0].hit
    assert s2.pending is None and of(evs, "wound")[0].wound == "ordinary"   # 3 - chain 2 = 1


def test_b6_an_attack_from_the_side_gets_plus_one_and_the_dodge_is_agility_minus_two():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((4, 3), 6)})     # Varg at Kord's right
    rig(s, (10, 8), (10, 4))
    s2, evs = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="torso"))
    assert of(evs, "test")[0].value == 8
    assert s2.pending["seat"] == "p1" and P.to_act(s2) == {"p1"}
    s3, evs = act(s2, "p1", A.Dodge(figure="g1", dodge=True))
    assert of(evs, "test")[0].value == 6 - 2 and of(evs, "dodged")[0].success
    assert s3.fig("g1").dfn == 1 and not of(evs, "wound")


def test_b6_a_warrior_strikes_only_into_his_front_squares():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((4, 3), 4)})     # Varg at Kord's side, Kord at Varg's side
    assert not [a for a in P.legal_actions(s, "p2") if a.kind == "attack"]
    s = fight(at={"g1": ((3, 3), 0), "g2": ((4, 3), 6)})
    assert {a.target for a in P.legal_actions(s, "p2") if a.kind == "attack"} == {"g1"}


# ----------------------------------------------------------------------------- B7 movement

def test_b7_a_step_goes_to_any_of_eight_squares_and_turns_the_warrior_that_way():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((6, 6), 4)})
    s.turn_side = "A"
    assert {a.dir for a in P.legal_actions(s, "p1") if a.kind == "move"} == set(range(8))
    s2, evs = act(s, "p1", A.Move(figure="g1", dir=3))
    assert s2.fig("g1").cell == (4, 2) and s2.fig("g1").facing == 3


def test_b7_a_bound_warrior_cannot_step_away_he_must_disengage():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    s.turn_side = "A"
    acts = P.legal_actions(s, "p1")
    assert not [a for a in acts if a.kind == "move"]
    assert {a.dir for a in acts if a.kind == "disengage"} == {3, 4, 5}
    rig(s, (10, 7))                                           # AGILITY 6: fails
    s2, evs = act(s, "p1", A.Disengage(figure="g1", dir=4))
    assert s2.fig("g1").cell == (3, 3) and of(evs, "stopped")
    assert (of(evs, "test")[0].purpose, of(evs, "test")[0].about) == ("disengage", None)
    rig(s, (10, 6))
    s3, evs = act(s, "p1", A.Disengage(figure="g1", dir=4))
    assert s3.fig("g1").cell == (3, 2) and s3.fig("g1").facing == 0


def test_b7_approaching_a_reach_weapon_needs_an_agility_test():
    s = fight(at={"g1": ((3, 2), 0), "g2": ((3, 4), 4)})     # Varg holds a spear
    s.turn_side = "A"
    rig(s, (10, 7))
    s2, evs = act(s, "p1", A.Move(figure="g1", dir=0))
    assert s2.fig("g1").cell == (3, 2) and of(evs, "stopped") and s2.fig("g1").off == 2
    t = of(evs, "test")[0]                      # the test says what it decides (the log, films)
    assert (t.what, t.purpose, t.about) == ("agility", "reach", "g2")
    rig(s, (10, 6))
    s3, evs = act(s, "p1", A.Move(figure="g1", dir=0))
    assert s3.fig("g1").cell == (3, 3)


# ----------------------------------------------------------------------------- B8 attacks

def test_b8_an_aimed_blow_at_the_head_is_two_harder():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    s.turn_side = "A"
    rig(s, (10, 6))
    _, evs = act(s, "p1", A.Attack(figure="g1", target="g2", weapon="sword", location="head"))
    assert of(evs, "test")[0].value == 6 and of(evs, "attack")[0].location == "head"


def test_b8_shooting_hits_a_random_location_and_contact_blocks_it():
    s = fight(at={"g1": ((3, 2), 0), "g2": ((3, 6), 4)})
    assert [a for a in P.legal_actions(s, "p2") if a.kind == "shoot"] == \
        [A.Shoot(figure="g2", target="g1", weapon="bow")]
    rig(s, (10, 6), (6, 1))                                   # COMBAT 7 - 4 // 3
    s2, evs = act(s, "p2", A.Shoot(figure="g2", target="g1", weapon="bow"))
    assert of(evs, "test")[0].value == 6 and of(evs, "attack")[0].location == "head"
    assert s2.pending["location"] == "head"
    s = fight(at={"g1": ((3, 5), 0), "g2": ((3, 6), 4)})
    assert not [a for a in P.legal_actions(s, "p2") if a.kind == "shoot"]


def test_b8_a_figure_in_the_line_blocks_the_shot():
    s = fight({"beast": "terror"}, at={"g1": ((3, 2), 0), "g2": ((3, 6), 4), "terror": ((3, 4), None)})
    assert {a.target for a in P.legal_actions(s, "p2") if a.kind == "shoot"} == {"terror"}


# ----------------------------------------------------------------------------- B9 wounds

def test_b9_wound_kinds_follow_from_damage_against_toughness():
    g = fight().fig("g1")                                     # TOUGHNESS 5
    assert [wound_kind(g, "torso", n) for n in (0, 4, 5, 9, 10)] == \
        ["none", "ordinary", "critical", "critical", "mortal"]


def test_b9_the_head_and_a_location_holding_three_wounds_make_it_one_kind_worse():
    g = fight().fig("g1")
    assert wound_kind(g, "head", 1) == "critical" and wound_kind(g, "head", 5) == "mortal"
    g.wounds = {**g.wounds, "left_arm": ("ordinary", "ordinary")}
    assert wound_kind(g, "left_arm", 1) == "ordinary"         # two wounds: no worse yet
    g.wounds = {**g.wounds, "left_arm": ("ordinary", "ordinary", "ordinary")}
    assert wound_kind(g, "left_arm", 1) == "critical"


def test_b9_a_wound_on_a_location_whose_four_boxes_are_full_is_mortal():
    assert base().wound_boxes == 4                            # ruling B9: four boxes, not three
    g = fight().fig("g2")                                     # Varg, TOUGHNESS 7
    g.wounds = {**g.wounds, "right_arm": ("ordinary", "ordinary", "ordinary", "critical")}
    assert wound_kind(g, "right_arm", 1) == "mortal" and wound_kind(g, "right_arm", 0) == "none"
    g.wounds = {**g.wounds, "right_arm": ("ordinary", "ordinary", "ordinary")}
    assert wound_kind(g, "right_arm", 1) == "critical"        # the fourth box is still free


def test_b9_a_critical_wound_costs_a_gladiator_one_on_every_test():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 2), 0)})
    rig(s, (10, 1), (8, 7))                                   # 7 - chain 2 = 5 = TOUGHNESS
    s2, evs = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="torso"))
    assert of(evs, "wound")[0].wound == "critical" and s2.fig("g1").crippled == 1
    assert stat(s2.fig("g1"), "combat") == 7 and s2.fig("g1").on_board


def test_b9_a_mortal_wound_kills_and_ends_the_duel():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 2), 0)})
    rig(s, (10, 7), (8, 8))                                   # head: 8 - leather 1 = 7 >= 5, +1
    s2, evs = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="head"))
    assert of(evs, "wound")[0].wound == "mortal" and s2.fig("g1").status == "dead"
    assert P.outcome(s2).winners == ("p2",) and P.to_act(s2) == frozenset()


# ----------------------------------------------------------------------------- B10 WAIT

def test_b10_wait_keeps_an_action_as_an_hourglass_for_any_moment_of_the_round():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s, evs = act(s, "p2", A.Wait(figure="g2"))
    assert s.fig("g2").hourglass and of(evs, "hourglass")[0].change == "placed"
    assert P.to_act(s) == {"p1", "p2"}                       # p2 may interrupt with it
    s, _ = act(s, "p2", A.Move(figure="g2", dir=4, hourglass=True))
    assert not s.fig("g2").hourglass and s.fig("g2").cell == (3, 5)
    assert P.to_act(s) == {"p1"}                              # still p1's turn


def test_b10_an_unused_hourglass_is_lost_at_the_end_of_the_round():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s, _ = act(s, "p2", A.Wait(figure="g2"))
    evs = []
    for seat, g in (("p1", "g1"), ("p2", "g2"), ("p1", "g1"), ("p2", "g2"), ("p1", "g1")):
        s, evs = act(s, seat, A.Rest(figure=g))
    assert [e.change for e in of(evs, "hourglass")] == ["lost"] and not s.fig("g2").hourglass


# ----------------------------------------------------------------------------- B11 time

def test_b11_after_the_last_round_fewer_wounds_wins_or_a_draw():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})
    s.rounds = 1
    s.fig("g2").wounds = {**s.fig("g2").wounds, "torso": ("ordinary",)}
    for _ in range(3):
        for seat, g in (("p2", "g2"), ("p1", "g1")):
            s, evs = act(s, seat, A.Rest(figure=g))
    assert P.outcome(s).winners == ("p1",) and "fewer wounds" in P.outcome(s).reason
