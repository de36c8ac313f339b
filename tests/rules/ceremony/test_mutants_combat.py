"""Rules of rules/ceremony/combat.py that mutation testing (`python -m game.mutation ceremony`)
found unpinned: each test here fails on a mutant that survived the other tests."""
from __future__ import annotations

from rules.ceremony import RULESET as P
from rules.ceremony.combat import Ctx, damage, dodge_means, hit, resolve_dodge, time_up, wound_kind
from rules.ceremony.state import BODY
from rules.core.dice import Dice
from tests.rules.ceremony.kit import fight, of, rig

MASTER = {"mode": "master"}
APART = {"g1": ((1, 1), 0), "g2": ((6, 6), 4)}
# Kord (p1, side A) hires PAIN; Varg (p2, side B) HUNGER and DESPAIR
DUEL = {"gladiators": [{"helpers": ["pain"]}, {"helpers": ["hunger", "despair"]}]}


def _ctx(s, *rolls):
    if rolls:
        rig(s, *rolls)
    return Ctx(s, Dice(s.dice), [])


def _wound(s, source, target, location, sides, roll):
    ctx = _ctx(s, (sides, roll))
    damage(ctx, source, s.fig(target), location, sides)
    return ctx.out


# ----------------------------------------------------------------------------- B9 wounds

def test_b9_a_location_two_boxes_short_of_full_makes_no_wound_worse():
    g = fight().fig("g1")                                     # TOUGHNESS 5
    g.wounds = {**g.wounds, "left_arm": ("ordinary",)}        # one box marked, two free
    assert wound_kind(g, "left_arm", 1) == "ordinary"


def test_b9_a_blow_worse_than_mortal_on_the_head_is_mortal():
    g = fight().fig("g1")
    assert wound_kind(g, "head", 10) == "mortal"              # 2 x TOUGHNESS, and the head
    g.wounds = {**g.wounds, "head": ("ordinary", "ordinary")}
    assert wound_kind(g, "head", 10) == "mortal"


def test_b9_damage_no_more_than_the_armour_marks_no_wound():
    s = fight(at=APART)
    evs = _wound(s, "g2", "g1", "torso", 6, 2)                # 2 - chain 2 = 0
    assert of(evs, "wound")[0].wound == "none" and s.fig("g1").wounds["torso"] == ()


def test_b9_every_critical_wound_costs_one_more_on_every_test():
    s = fight(at=APART)
    _wound(s, "g2", "g1", "left_arm", 10, 6)                  # no armour: 6 >= TOUGHNESS 5
    _wound(s, "g2", "g1", "right_arm", 10, 6)
    assert s.fig("g1").crippled == 2


def test_b9_the_death_of_side_bs_last_gladiator_gives_side_a_the_win():
    s = fight(at=APART)
    _wound(s, "g1", "g2", "head", 10, 10)
    assert s.fig("g2").status == "dead" and P.outcome(s).winners == ("p1",)


# ----------------------------------------------------------------------------- B10 DODGE

def test_b10_only_a_gladiator_with_a_defensive_point_left_may_dodge():
    g = fight(at=APART).fig("g1")
    g.dfn, g.hourglass = 0, False
    assert dodge_means(g, None) is None
    g.dfn = 1
    assert dodge_means(g, None) == "defensive"


def test_b10_a_dodge_spends_one_defensive_point():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})      # Varg strikes Kord from his front
    s.fig("g1").dfn = 3
    ctx = _ctx(s, (10, 1))                                    # the AGILITY test succeeds
    hit(ctx, s.fig("g2"), s.fig("g1"), "torso", 8, "attack")
    assert s.pending["means"] == "defensive"
    resolve_dodge(ctx, True)
    assert s.fig("g1").dfn == 2 and of(ctx.out, "dodged")[0].success and not of(ctx.out, "wound")


def test_b4_a_trap_cannot_be_dodged_even_with_defensive_points_left():
    s = fight(MASTER, at=APART)
    s.fig("g1").dfn = 2
    ctx = _ctx(s, (6, 6))
    hit(ctx, None, s.fig("g1"), "left_leg", 6, "trap")
    assert s.pending is None and of(ctx.out, "wound")[0].wound == "critical"
    assert s.crystals == 1                                    # a trap's wound is the Master's crystal


# ----------------------------------------------------------------------------- E7 crystals

def test_e7_a_gladiators_blow_is_never_a_crystal():
    s = fight(MASTER, at={"g1": ((3, 3), 0), "g2": ((3, 2), 4)})
    s.fig("g1").dfn, s.fig("g1").hourglass = 0, False          # he cannot dodge: damage at once
    ctx = _ctx(s, (6, 6))
    hit(ctx, s.fig("g2"), s.fig("g1"), "left_leg", 6, "attack")
    assert of(ctx.out, "wound")[0].wound == "critical" and s.crystals == 0


def test_e7_a_failed_dodge_leaves_the_helpers_wound_a_crystal():
    s = fight(MASTER, at={"g1": ((3, 3), 0), "g2": ((6, 6), 4), "hunger": ((3, 4), None)})
    s.fig("g1").dfn = 1
    ctx = _ctx(s, (10, 10), (6, 6))                           # the AGILITY test fails; d6 = 6
    hit(ctx, s.fig("hunger"), s.fig("g1"), "left_leg", 6, "attack")
    resolve_dodge(ctx, True)
    assert not of(ctx.out, "dodged")[0].success
    assert of(ctx.out, "wound")[0].crystal and s.crystals == 1


def test_e7_without_the_master_no_wound_is_a_crystal():
    s = fight(DUEL, at={**APART, "hunger": ((1, 2), None)})
    evs = _wound(s, "hunger", "g1", "left_leg", 6, 6)
    assert of(evs, "wound")[0].wound == "critical" and not of(evs, "wound")[0].crystal
    assert s.crystals == 0


# ----------------------------------------------------------------------------- E1/E2 eliminations

def test_e1_an_eliminated_helper_loses_its_kept_back_action():
    s = fight(DUEL, at={**APART, "despair": ((4, 4), None)})
    s.fig("despair").hourglass = True
    _wound(s, "g1", "despair", BODY, 10, 10)
    f = s.fig("despair")
    assert not f.on_board and not f.hourglass and f.off == f.dfn == 0


def test_e2_an_ordered_helper_keeps_its_actions_when_another_figure_falls():
    s = fight(DUEL, at={**APART, "pain": ((4, 4), None), "despair": ((4, 5), None)})
    s.sequence = ("pain", 2, "p1")
    _wound(s, "pain", "despair", BODY, 10, 10)
    assert s.fig("despair").status == "dead" and s.sequence == ("pain", 2, "p1")


# ----------------------------------------------------------------------------- B11 / E7 time

def test_b11_time_with_fewer_wounds_on_side_b_gives_side_b_the_win():
    s = fight(at=APART)
    s.fig("g1").wounds = {**s.fig("g1").wounds, "torso": ("ordinary",)}
    time_up(_ctx(s))
    assert P.outcome(s).winners == ("p2",) and "side B took fewer wounds" in P.outcome(s).reason


def test_b11_time_with_equal_wounds_is_a_draw_without_winners():
    s = fight(at=APART)
    time_up(_ctx(s))
    assert P.outcome(s).finished and P.outcome(s).winners == ()
    assert "a draw" in P.outcome(s).reason


def test_e7_time_gives_the_gladiator_with_fewer_wounds_the_win():
    s = fight(MASTER, at=APART)
    s.fig("g2").wounds = {**s.fig("g2").wounds, "torso": ("ordinary",)}
    time_up(_ctx(s))
    assert P.outcome(s).winners == ("p1",)
