"""Facing, Prone, Engaged: the manual's picture, facing and prone modifiers."""
from __future__ import annotations

from rules.gladiator import data
from rules.gladiator.actions import Attack, Shoot
from rules.gladiator.fight import missile_targets, prepare
from rules.gladiator.geometry import (engaging, front_squares, in_front_area, melee_targets,
                                      rear_squares, side_squares, zone)
from tests.rules.gladiator.helpers import PACK, figure_spec, stage


def _human_facing_west():
    return stage([figure_spec("Grim", cell=(5, 4), facing=6)], [figure_spec("X", cell=(10, 8))])


def test_facing_the_manuals_picture_human_facing_west():
    f = _human_facing_west().fig("w1")
    assert sorted(front_squares(f)) == [(4, 3), (4, 4), (4, 5)]          # F
    assert sorted(side_squares(f)) == [(5, 3), (5, 5), (6, 3), (6, 5)]   # S
    assert rear_squares(f) == [(6, 4)]                                    # R
    # the vertical line through him divides the front area from the rear area
    assert in_front_area(f, (0, 0)) and in_front_area(f, (3, 8))
    assert not in_front_area(f, (5, 8)) and not in_front_area(f, (9, 4))


def test_facing_slash_order_is_clockwise_from_front_left():
    f = _human_facing_west().fig("w1")
    assert front_squares(f) == [(4, 3), (4, 4), (4, 5)]     # SW, W, NW: clockwise for a west face


def _attack_mods(att_cell, dfn_facing, prone=False, kind="attack"):
    s = stage([figure_spec("A", cell=att_cell, facing=2, ready="club", armour="none")],
              [figure_spec("D", cell=(6, 4), facing=dfn_facing)])
    d = s.fig("e1")
    d.prone = prone
    w = data.weapons()["club"]
    return prepare(s, s.fig("w1"), d, w, kind)


def test_facing_side_plus_2_rear_plus_3():
    assert _attack_mods((5, 4), 6)[0] == 12                 # from his front
    assert _attack_mods((5, 4), 0)[0] == 14                 # from his side (he faces north)
    assert _attack_mods((5, 4), 2)[0] == 15                 # from his rear (he faces away)
    assert _attack_mods((5, 4), 1)[0] == 14                 # rear-left diagonal is a side square


def test_prone_plus_4_with_close_weapon_attacks():
    tn, _, mods = _attack_mods((5, 4), 6, prone=True)
    assert tn == 16 and ("prone", 4) in mods


def test_prone_missiles_get_neither_facing_nor_prone_bonus():
    tn, _, mods = _attack_mods((5, 4), 2, prone=True, kind="shoot")
    assert tn == 12 and not any(m[0] in ("prone", "rear", "side") for m in mods)


def test_engaged_in_the_front_square_of_a_standing_enemy():
    s = stage([figure_spec("A", cell=(5, 4), facing=2)], [figure_spec("D", cell=(6, 5), facing=5)])
    a, d = s.fig("w1"), s.fig("e1")
    assert [e.id for e in engaging(s, a)] == ["e1"]
    d.prone = True
    assert engaging(s, a) == []                       # a prone enemy engages nobody
    d.prone, d.facing = False, 1
    assert engaging(s, a) == []                       # not in his front squares


def test_engaged_attack_only_enemies_in_adjacent_front_squares():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="club")],
              [figure_spec("D", cell=(5, 5), facing=4), figure_spec("E", cell=(6, 3), facing=6)])
    legal = PACK.legal_actions(s, "west")
    assert Attack(target="e2") in legal and Attack(target="e1") not in legal   # e1 is to his side


def test_facing_missiles_only_at_targets_in_the_front_area():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(9, 6)), figure_spec("E", cell=(2, 4))])
    assert [g.id for g in missile_targets(s, s.fig("w1"))] == ["e1"]
    assert Shoot(target="e2") not in PACK.legal_actions(s, "west")


def test_pole_arm_p_bang_reaches_the_square_behind_the_direct_front():
    s = stage([figure_spec("A", cell=(3, 4), facing=2, ready="halberd", sh=14, ag=10)],
              [figure_spec("D", cell=(5, 4), facing=6)])
    a = s.fig("w1")
    assert [g.id for g in melee_targets(s, a, reach=True)] == ["e1"]
    assert Attack(target="e1") in PACK.legal_actions(s, "west")
    assert zone(s.fig("e1"), a.cell) == "front"
