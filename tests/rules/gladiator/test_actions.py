"""Action Phase: every action of the manual with its movement limit and rules."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.gladiator.actions import (Attack, ChangeWeapon, Disbelieve, Disengage, Drink,
                                     DualAttack, Evade, GoProne, HandCombat, Impale, React,
                                     ReceiveCharge, Reload, ShieldAttack, Shoot, Slash, Stand,
                                     Throw)
from rules.gladiator.fight import repel_target
from rules.gladiator.state import Item
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def _kinds(state, seat="west"):
    return {a.kind for a in PACK.legal_actions(state, seat)}


def _duel(att=None, dfn=None, moves=0, dfn_cell=(6, 4), dfn_facing=6, **kw):
    s = stage([figure_spec("A", cell=(5, 4), facing=2, **(att or {}))],
              [figure_spec("D", cell=dfn_cell, facing=dfn_facing, **(dfn or {}))], **kw)
    s.fig("w1").moves = moves
    return s


# ---------------------------------------------------------------- movement limits

def test_action_phase_run_leaves_only_wait():
    s = _duel({"ready": "broadsword"}, moves=6)
    assert _kinds(s) == {"stand", "decline"}


def test_action_phase_charge_allows_attack_but_no_throw_reload_or_pickup():
    s = _duel({"ready": "javelin", "slung": ["light_crossbow"]}, moves=4)
    kinds = _kinds(s)
    assert {"attack", "impale", "evade", "go_prone", "change_weapon"} <= kinds
    assert not {"throw", "shoot", "hand_combat", "reload", "receive_charge"} & kinds


def test_action_phase_shuffle_allows_throw_but_not_shoot_or_hand_combat():
    s = _duel({"ready": "javelin"}, dfn_cell=(8, 4), moves=2)
    kinds = _kinds(s)
    assert "throw" in kinds and not {"shoot", "hand_combat", "disengage"} & kinds


# ---------------------------------------------------------------- stand, prone

def test_stand_up_from_prone_with_a_new_facing_no_about_face_when_engaged():
    s = _duel(dfn_cell=(6, 4))
    s.fig("w1").prone = True
    legal = PACK.legal_actions(s, "west")
    assert Stand(facing=6) not in legal and Stand(facing=0) in legal
    assert not {"attack", "evade", "hand_combat"} & _kinds(s)
    s, ev = run(s, Stand(facing=0))
    assert not s.fig("w1").prone and s.fig("w1").facing == 0 and ev[0].kind == "stood_up"


def test_go_prone_charge_or_less():
    s = _duel(moves=5)
    s, ev = run(s, GoProne())
    assert s.fig("w1").prone and ev[0].kind == "went_prone"


# ---------------------------------------------------------------- attacks

def test_attack_with_fists_when_no_weapon_is_ready():
    s = _duel({"sh": 16, "ag": 8})
    s.dice = dice_rolling(2, 2, 2, 6)
    s, ev = run(s, Attack(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.weapon == "fists" and hit.damage_roll == 6 + 1         # SH 16: 1d+1


def test_slash_every_enemy_in_front_clockwise_first_minus_2_then_minus_4():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="broadsword")],
              [figure_spec("D1", cell=(6, 5), facing=6), figure_spec("D2", cell=(6, 4), facing=6),
               figure_spec("D3", cell=(6, 3), facing=6)])
    s, ev = run(s, Slash())
    hits = [e for e in ev if e.kind == "attacked"]
    assert [h.target for h in hits] == ["e1", "e2", "e3"]             # NE, E, SE: clockwise
    assert [h.target_number for h in hits] == [10, 8, 8]


def test_dual_attack_ready_minus_2_also_minus_3_not_with_a_two_handed_weapon():
    s = _duel({"ready": "club", "also": "dagger", "sh": 13, "ag": 11})
    s, ev = run(s, DualAttack(first="e1", second="e1"))
    hits = [e for e in ev if e.kind == "attacked"]
    assert [(h.weapon, h.target_number) for h in hits] == [("club", 9), ("dagger", 8)]
    s2 = _duel({"ready": "halberd", "sh": 14, "ag": 10})
    assert "dual_attack" not in _kinds(s2)


def test_impale_needs_two_squares_and_a_pole_arm_doubles_damage():
    s = _duel({"ready": "spear"}, moves=1)
    assert "impale" not in _kinds(s)
    s = _duel({"ready": "spear"}, moves=3)
    s.dice = dice_rolling(3, 3, 3, 5)                # 9 hits; 1d+1 = 6, doubled 12
    s, ev = run(s, Impale(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert (hit.multiplier, hit.damage_roll) == (2, 12)


def test_receive_charge_plus_2_double_damage_against_an_enemy_who_moved_two():
    s = _duel({"ready": "spear"})
    assert "receive_charge" not in _kinds(s)
    s.fig("e1").moves = 2
    s.dice = dice_rolling(3, 3, 3, 5)
    s, ev = run(s, ReceiveCharge(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.target_number == 14 and hit.damage_roll == 12


def test_shield_attack_hit_then_the_defender_rolls_to_keep_his_feet():
    s = _duel({"also": "shield", "ready": "club"}, {"sh": 10, "ag": 14})
    s.dice = dice_rolling(2, 2, 2, None, 6, 6, None)   # hit; damage; fall roll 13+ fails
    s, ev = run(s, ShieldAttack(target="e1", fall_to=(7, 4)))
    d = s.fig("e1")
    assert d.prone and d.cell == (7, 4)
    fell = next(e for e in ev if e.kind == "fell")
    assert fell.target_number == 14 - (12 - d.sh)     # his AG less the (current) strength difference


def test_shield_rush_plus_2_to_hit_minus_2_to_keep_feet_into_a_pit():
    s = _duel({"also": "shield", "ready": "club"}, {"sh": 10, "ag": 14}, moves=2,
              terrain={(7, 4): "P"})
    assert ShieldAttack(target="e1", rush=False) not in PACK.legal_actions(s, "west")
    s.dice = dice_rolling(5, 5, 1, None, 6, 6, None)
    s, ev = run(s, ShieldAttack(target="e1", rush=True, fall_to=(7, 4)))
    hit = next(e for e in ev if e.kind == "attacked")
    fell = next(e for e in ev if e.kind == "fell")
    assert hit.target_number == 12 - 1 + 2            # AG 12, shield ready -1, rush +2
    assert fell.target_number == 14 - (12 - (10 - hit.damage)) - 2   # AG, strengths, rush
    assert s.fig("e1").cell == (7, 4) and s.fig("e1").sh <= 10 - 4     # the pit: 4 points


# ---------------------------------------------------------------- hand combat

def test_hand_combat_attempt_thor_and_june():
    """June repels Thor on 8 or less; Thor repels June on 14 or less."""
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14)])
    thor, june = s.fig("w1"), s.fig("e1")
    assert repel_target(thor, june) == 8
    assert repel_target(june, thor) == 14


def test_hand_combat_facing_bonus_is_a_penalty_to_the_repel_roll():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("June", cell=(6, 4), facing=2, sh=10, ag=14)])
    assert repel_target(s.fig("w1"), s.fig("e1")) == 8 - 3      # Thor comes from her rear


def test_hand_combat_success_drops_weapons_keeps_daggers_readies_a_slung_dagger():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8, ready="broadsword",
                           slung=["dagger"])],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14, ready="dagger", also="shield")])
    s.dice = dice_rolling(6, 6, 6)                   # June tries to repel and fails (18)
    s, ev = run(s, HandCombat(target="e1"), repel=True)
    thor, june = s.fig("w1"), s.fig("e1")
    assert thor.prone and june.prone and thor.hand_combat == ("e1",)
    assert thor.slots[0].w == "dagger" and june.slots[0].w == "dagger" and june.slots[1] is None
    assert {it.w for it in s.ground[(5, 4)]} == {"broadsword"}


def test_hand_combat_repelled():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14)])
    s.dice = dice_rolling(2, 3, 3)                   # 8: just enough
    s, ev = run(s, HandCombat(target="e1"), repel=True)
    tried = next(e for e in ev if e.kind == "hand_combat_tried")
    assert tried.repelled and tried.target_number == 8 and not s.fig("e1").hand_combat
    assert not s.fig("e1").acted                     # the repel check costs no action


def test_hand_combat_automatic_against_a_prone_defender_and_plus_3_damage():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14)])
    s.fig("e1").prone = True
    s, ev = run(s, HandCombat(target="e1"))
    assert s.pending is None and s.fig("w1").hand_combat == ("e1",)
    # next, June (still to act) punches Thor: +4 prone, +3 damage
    assert s.actor == "e1"
    s.dice = dice_rolling(2, 2, 2, 6)
    s, ev = run(s, Attack(target="w1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert ("prone", 4) in hit.modifiers and hit.damage_roll == 6 - 4 + 3


def test_hand_combat_disengage_on_an_ag_roll_standing_up_next_to_him():
    s = stage([figure_spec("A", cell=(5, 4), facing=2)], [figure_spec("D", cell=(6, 4), facing=6)])
    a, d = s.fig("w1"), s.fig("e1")
    a.prone = d.prone = True
    a.hand_combat, d.hand_combat = ("e1",), ("w1",)
    assert _kinds(s) == {"stand", "decline", "attack", "disengage"}
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Disengage(path=((4, 4),)))
    a = s.fig("w1")
    assert a.cell == (4, 4) and not a.prone and not a.hand_combat and not s.fig("e1").hand_combat


# ---------------------------------------------------------------- disengage

def test_disengage_one_square_orcs_two():
    s = _duel({"race": "orc"})
    paths = [a.path for a in PACK.legal_actions(s, "west") if a.kind == "disengage"]
    assert ((4, 4), (3, 4)) in paths
    s, _ = run(s, Disengage(path=((4, 4), (3, 4))))
    assert s.fig("w1").cell == (3, 4)
    h = _duel()
    assert all(len(a.path) == 1 for a in PACK.legal_actions(h, "west") if a.kind == "disengage")


# ---------------------------------------------------------------- missiles

def test_shoot_bow_shift_or_less_range_minus_1_per_5_squares():
    s = stage([figure_spec("A", cell=(0, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(11, 4), facing=6)])
    s.dice = dice_rolling(6, 6, 1)
    s, ev = run(s, Shoot(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert ("range", -2) in hit.modifiers and hit.target_number == 10


def _again(s, fid="w1"):
    """Back to the action phase with `fid` to act (a later turn, in short)."""
    s.phase, s.pending, s.actor = "action", None, fid
    s.act_order = [fid] + [f.id for f in s.figures if f.id != fid]
    for f in s.figures:
        f.acted = False


def test_shoot_crossbow_must_be_loaded_reload_b1_one_turn_b2_two():
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="heavy_crossbow", sh=15, ag=9)],
              [figure_spec("D", cell=(9, 4), facing=6)])
    s, _ = run(s, Shoot(target="e1"))
    a = s.fig("w1")
    assert not a.slots[0].loaded and "@heavy_crossbow" == PACK.view(s, "west")["figures"][0]["slots"]["ready"]
    _again(s)
    s, ev = run(s, Reload())
    assert not s.fig("w1").slots[0].loaded and ev[0].loaded is False
    _again(s)
    s.fig("w1").prone = True                          # may be loaded while prone
    s, ev = run(s, Reload())
    assert s.fig("w1").slots[0].loaded


def test_shoot_crossbow_prone_plus_2():
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="light_crossbow")],
              [figure_spec("D", cell=(5, 4), facing=6)])
    s.fig("w1").prone = True
    s, ev = run(s, Shoot(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert ("prone crossbow", 2) in hit.modifiers


def test_missile_obstacles_characters_fire_shadow_wall_altar():
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="short_bow"),
               figure_spec("F", cell=(3, 4), facing=2)],
              [figure_spec("D", cell=(8, 4), facing=6)],
              terrain={(4, 4): "F", (5, 4): "S"})
    s, ev = run(s, Shoot(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    names = [m for m in hit.modifiers]
    assert ("range", -1) in names and ("character at 3,4", -1) in names
    assert ("fire at 4,4", -1) in names and ("shadow at 5,4", -4) in names
    for block in ("W", "A"):
        s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="short_bow")],
                  [figure_spec("D", cell=(8, 4), facing=6)], terrain={(4, 4): block})
        assert "shoot" not in _kinds(s)


def test_shadow_hides_from_bows_and_costs_2_in_close_combat():
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(8, 4), facing=6)], terrain={(8, 4): "S"})
    assert "shoot" not in _kinds(s)
    s = _duel({"ready": "club"}, terrain={(6, 4): "S"})
    s, ev = run(s, Attack(target="e1"))
    assert ("shadow", -2) in next(e for e in ev if e.kind == "attacked").modifiers


def test_throw_minus_1_per_square_range_at_most_sh_then_ready_the_next_weapon():
    s = stage([figure_spec("A", cell=(2, 4), facing=2, ready="javelin", also="shield",
                           slung=["shield", "dagger", "club"])],
              [figure_spec("D", cell=(5, 4), facing=6)])
    s, ev = run(s, Throw(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert ("range", -3) in hit.modifiers
    a = s.fig("w1")
    assert a.slots[0].w == "dagger" and a.slots[3] is None       # first one-handed slung weapon
    assert any(it.w == "javelin" for it in s.ground[(5, 4)])
    far = stage([figure_spec("A", cell=(0, 4), facing=2, ready="dagger", sh=8, ag=16)],
                [figure_spec("D", cell=(9, 4), facing=6)])
    assert "throw" not in _kinds(far)                            # 9 squares > SH 8


def test_throw_caltrops_become_terrain():
    s = stage([figure_spec("A", cell=(2, 4), facing=2, ready="caltrops")],
              [figure_spec("D", cell=(4, 4), facing=6)])
    s, ev = run(s, Throw(target="e1"))
    assert "C" in s.terrain_at((4, 4)) and any(e.kind == "terrain_made" for e in ev)


# ---------------------------------------------------------------- evade

def test_evade_an_attacked_character_who_has_not_acted_may_evade_four_dice():
    s = _duel({"ready": "club"})
    s, _ = PACK.apply(s, "west", Attack(target="e1"))
    assert s.pending and PACK.to_act(s) == {"east"}
    assert PACK.legal_actions(s, "east") == [React(evade=True), React(evade=False)]
    s, ev = PACK.apply(s, "east", React(evade=True))
    hit = next(e for e in ev if e.kind == "attacked")
    kinds = [e.kind for e in ev]
    assert len(hit.faces) == 4 and kinds.index("evaded") < kinds.index("attacked")
    assert s.phase == "initiative"        # his evasion was his action: the turn is over


def test_evade_not_offered_to_one_who_has_acted_or_ran():
    s = _duel({"ready": "club"})
    s.fig("e1").moves = 8
    s, ev = PACK.apply(s, "west", Attack(target="e1"))
    assert s.pending is None and len(next(e for e in ev if e.kind == "attacked").faces) == 3


# ---------------------------------------------------------------- weapons

def test_change_weapon_swap_sling_pick_up_and_drop():
    s = _duel({"ready": "broadsword", "slung": ["short_bow"]})
    legal = PACK.legal_actions(s, "west")
    assert ChangeWeapon(swaps=(("ready", "slung1"),)) in legal
    s, _ = run(s, ChangeWeapon(swaps=(("ready", "slung1"),)))
    a = s.fig("w1")
    assert a.slots[0].w == "short_bow" and a.slots[2].w == "broadsword"


def test_carrying_capacity_readying_a_two_handed_weapon_slings_the_secondary():
    """l. 60: 'If a two handed weapon is readied then the second hand will drop or sling (if
    possible) whatever was secondary': a legal change, the shield goes to the top free sling."""
    s = _duel({"ready": "club", "also": "shield", "slung": ["short_bow"]})
    assert ChangeWeapon(swaps=(("ready", "slung1"),)) in PACK.legal_actions(s, "west")
    s, ev = run(s, ChangeWeapon(swaps=(("ready", "slung1"),)))
    assert [it and it.w for it in s.fig("w1").slots] == ["short_bow", None, "club", "shield", None]
    assert not [e for e in ev if e.kind == "item_dropped"]


def test_carrying_capacity_two_handed_drops_the_secondary_when_it_cannot_be_slung():
    """No free sling (or after a charge, when nothing may be slung): the secondary is dropped."""
    s = _duel({"ready": "club", "also": "shield", "slung": ["short_bow", "dagger", "javelin"]})
    s, ev = run(s, ChangeWeapon(swaps=(("ready", "slung1"),)))
    assert [it and it.w for it in s.fig("w1").slots] == ["short_bow", None, "club", "dagger", "javelin"]
    assert [(e.item, e.cell) for e in ev if e.kind == "item_dropped"] == [("shield", (5, 4))]
    assert [it.w for it in s.ground[(5, 4)]] == ["shield"]
    s = _duel({"ready": None, "also": "shield"}, moves=4)
    s.ground[(5, 4)] = (Item("short_bow"),)
    s, ev = run(s, ChangeWeapon(swaps=(("ground", "ready"),)))
    assert s.fig("w1").slots[:3] == [Item("short_bow"), None, None]
    assert [it.w for it in s.ground[(5, 4)]] == ["shield"]


def test_drop_pick_up_after_a_charge_no_slinging():
    s = _duel({"ready": "club", "slung": ["dagger"]}, moves=4)
    s.ground[(5, 4)] = ()
    with pytest.raises(IllegalAction, match="slung"):
        run(s, ChangeWeapon(swaps=(("ready", "slung1"),)))
    from rules.gladiator.state import Item
    s.ground[(5, 4)] = (Item("spear"),)
    s, _ = run(s, ChangeWeapon(swaps=(("ready", "ground"),)))     # drop the club, pick up the spear
    assert s.fig("w1").slots[0].w == "spear" and s.ground[(5, 4)][0].w == "club"


def test_drop_caltrops_become_terrain():
    s = _duel({"ready": "club", "also": "caltrops"})
    s, _ = run(s, ChangeWeapon(swaps=(("also", "ground"),)))
    assert "C" in s.terrain_at((5, 4)) and (5, 4) not in s.ground


def test_disbelieve_without_illusions_has_no_effect():
    s = _duel()
    s, ev = run(s, Disbelieve())
    assert ev[0].kind == "disbelieved" and ev[0].illusions == 0 and s.fig("w1").acted


def test_magic_items_healing_potion_heals_fully_and_vanishes():
    s = _duel({"slung": ["healing_potion"]})
    s.fig("w1").sh = 4
    s, ev = run(s, Drink())
    assert s.fig("w1").sh == 12 and s.fig("w1").slots[2] is None


def test_show_character_the_stats_display_is_private():
    s = _duel()
    mine = PACK.view(s, "west")["figures"]
    assert mine[0]["stats"]["sh"] == 12 and "stats" not in mine[1]
    assert all("stats" not in f for f in PACK.view(s, None)["figures"])
    # look around: the action order is public
    assert PACK.view(s, "east")["action_order"] == ["w1", "e1"]
