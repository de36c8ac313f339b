"""Rules of rules/gladiator/fight.py and moving.py that mutation testing (`python -m
game.mutation gladiator`) found unpinned: each test fails on a mutant that survived the other
tests."""
from __future__ import annotations

import pytest

from rules.gladiator.actions import (Attack, ChooseFirst, Disengage, HandCombat, Jump, Phase, Reset, Shoot, Step,
                                     Throw, Turn)
from rules.gladiator.fight import can_evade, charge_or_less, shuffle_or_less, shuffle_or_more
from rules.gladiator.moving import can_move, limit, phase_range
from rules.gladiator.terrain import enterable
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def _hugging():
    s = stage([figure_spec("A", cell=(5, 4), facing=2)], [figure_spec("D", cell=(6, 4), facing=6)])
    a, d = s.fig("w1"), s.fig("e1")
    a.prone = d.prone = True
    a.hand_combat, d.hand_combat = ("e1",), ("w1",)
    return s


def test_hand_combat_grabbing_an_image_finds_nobody_there():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14)])
    s.fig("e1").image = True
    s, ev = run(s, HandCombat(target="e1"))
    assert [(e.figure, e.why) for e in ev if e.kind == "vanished"] == [("e1", "hit")]
    assert s.fig("e1").vanished and not s.fig("w1").prone and not s.fig("w1").hand_combat


def test_disengage_a_failed_ag_roll_keeps_him_on_the_ground_in_hand_combat():
    s = _hugging()
    s.dice = dice_rolling(6, 6, 6)                                 # 18: fails
    s, ev = run(s, Disengage(path=((4, 4),)))
    a = s.fig("w1")
    assert a.cell == (5, 4) and a.prone and a.hand_combat == ("e1",)
    assert [(e.success, e.roll) for e in ev if e.kind == "disengaged"] == [(False, 18)]
    assert not [e for e in ev if e.kind == "moved"]


def test_disengage_success_is_told_with_its_roll_and_costs_no_moves():
    s = _hugging()
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Disengage(path=((4, 4),)))
    assert [(e.success, e.roll) for e in ev if e.kind == "disengaged"] == [(True, 9)]
    assert [(e.how, e.moves, e.path) for e in ev if e.kind == "moved"] == [("disengage", 0, ((5, 4), (4, 4)))]


def test_movement_phase_shift_reaches_every_free_square_within_range_and_no_further():
    s = stage([figure_spec("Hero", cell=(2, 5), facing=2)],
              [{"race": "phase_spider", "cell": [8, 5], "facing": 6}], arena="colosseum", phase="none")
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    spider = s.fig("e1")
    r = phase_range(spider)                                        # 4
    cells = {tuple(a.cell) for a in PACK.legal_actions(s, "east") if isinstance(a, Phase)}
    x0, y0 = spider.cell
    ring = {(x, y) for x in range(x0 - r, x0 + r + 1) for y in range(y0 - r, y0 + r + 1)} - {spider.cell}
    assert cells == {c for c in ring if enterable(s, spider, c)}
    assert len(cells) > len(ring) / 2


def _moving(west, east, **kw):
    s = stage(west, east, phase="none", **kw)
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="west"))
    return s


def test_movement_a_jump_needs_three_moves_left():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2, armour="chain")], [figure_spec("E", cell=(10, 4))])
    s.mv.moves = 5                                                 # 8 MP: 3 left
    assert Jump() in PACK.legal_actions(s, "west")
    s.mv.moves = 6
    assert Jump() not in PACK.legal_actions(s, "west")


def test_movement_no_jump_from_a_wall_square():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))],
                terrain={(3, 4): "W"})
    assert Jump() not in PACK.legal_actions(s, "west")


def test_movement_unconscious_at_sh_1_a_figure_only_waits():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("E", cell=(10, 4))])
    f = s.fig("w1")
    f.sh = 2
    assert can_move(f)
    f.sh = 1
    assert not can_move(f)


def test_movement_a_reset_needs_something_to_undo():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))])
    assert Reset() not in PACK.legal_actions(s, "west")           # nothing done yet
    s, _ = PACK.apply(s, "west", Turn(facing=3))
    assert Reset() in PACK.legal_actions(s, "west")


def _gargoyle(terrain):
    s = stage([figure_spec("Hero", cell=(2, 4), facing=2)],
              [{"race": "gargoyle", "cell": [9, 4], "facing": 6}], phase="none", terrain=terrain)
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    return s


def test_gargoyle_onto_a_wall_only_with_two_moves_left():
    s = _gargoyle({(8, 4): "W"})
    left = limit(s, s.fig("e1"))
    s.mv.moves = left - 2
    assert Step(direction=6) in PACK.legal_actions(s, "east")
    s.mv.moves = left - 1
    assert Step(direction=6) not in PACK.legal_actions(s, "east")


def test_shield_attack_the_defender_falls_where_he_stands_or_beside_him_never_on_a_wall_or_a_figure():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, also="shield"),
               figure_spec("B", cell=(6, 3), facing=2)],
              [figure_spec("D", cell=(6, 4), facing=6)], terrain={(7, 4): "W", (7, 5): "P"})
    falls = {a.fall_to for a in PACK.legal_actions(s, "west")
             if a.kind == "shield_attack" and a.target == "e1"}
    assert None in falls and (7, 5) in falls and (6, 5) in falls            # a pit is allowed
    assert not {(7, 4), (5, 4), (6, 3)} & falls                              # wall, attacker, ally
    assert all(max(abs(c[0] - 6), abs(c[1] - 4)) == 1 for c in falls if c is not None)


def test_hand_combat_a_dagger_slung_in_the_middle_jumps_into_the_empty_hand():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8, ready="broadsword", also="dagger",
                           slung=["javelin", "dagger"])],
              [figure_spec("June", cell=(6, 4), facing=6, sh=10, ag=14)])
    s.fig("e1").prone = True                                       # no repel: it simply happens
    s, _ = run(s, HandCombat(target="e1"))
    thor = s.fig("w1")
    assert thor.hand_combat == ("e1",) and thor.slots[0].w == thor.slots[1].w == "dagger"


def test_attack_an_image_struck_is_gone_and_takes_no_wound():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, sh=16, ag=8, ready="broadsword")],
              [figure_spec("D", cell=(6, 4), facing=6)])
    s.fig("e1").image = True
    sh = s.fig("e1").sh
    s.dice = dice_rolling(2, 2, 2, 6, 6)
    s, ev = run(s, Attack(target="e1"))
    assert [(e.figure, e.why) for e in ev if e.kind == "vanished"] == [("e1", "hit")]
    assert s.fig("e1").vanished and s.fig("e1").sh == sh and not [e for e in ev if e.kind == "wounded"]


def test_attack_a_snake_is_hard_to_hit():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, sh=16, ag=8, ready="broadsword")],
              [{"race": "snake", "cell": [6, 4], "facing": 6}])
    s.dice = dice_rolling(6, 6, 6, 6, 6)
    s, ev = run(s, Attack(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert ("hard to hit", -2) in hit.modifiers


def test_action_phase_movement_categories_bound_the_actions():
    s = stage([figure_spec("A", cell=(5, 4))], [{"race": "evil_summoner", "cell": [9, 4], "facing": 6}])
    a, summoner = s.fig("w1"), s.fig("e1")                      # MP 10; the summoner MP 1
    a.moves = 3
    assert not shuffle_or_less(a) and charge_or_less(a) and shuffle_or_more(a)
    a.moves = 5                                                 # half the MP: still a charge
    assert charge_or_less(a) and shuffle_or_more(a)
    summoner.moves = 2
    assert not charge_or_less(summoner)


def test_evade_needs_more_than_sh_1():
    s = stage([figure_spec("A", cell=(5, 4))], [figure_spec("E", cell=(9, 4))])
    f = s.fig("w1")
    f.acted, f.sh = False, 2
    assert can_evade(s, f)
    f.sh = 1
    assert not can_evade(s, f)


# ------------------------------------------------ to hit and damage (strike, prepare)

def _attacked(events):
    return next(e for e in events if e.kind == "attacked")


def test_throw_takes_no_facing_or_prone_bonus_a_blow_does():
    """A missile is aimed, not swung round a guard: the rear and prone bonuses are the hand
    weapons' (ATTACK), a thrown hand axe's target number is AG and range only."""
    def at_the_back(action):
        s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="hand_axe")],
                  [figure_spec("D", cell=(6, 4), facing=2)])             # D looks away from A
        s.fig("e1").prone = True
        s.dice = dice_rolling(3, 3, 3, 1)
        return _attacked(run(s, action)[1])
    thrown, swung = at_the_back(Throw(target="e1")), at_the_back(Attack(target="e1"))
    from rules.gladiator.characters import adjusted_ag
    ag = adjusted_ag(stage([figure_spec("A")], [figure_spec("D", cell=(9, 4))]).fig("w1"))
    assert thrown.modifiers == (("range", -1),) and thrown.target_number == ag - 1
    names = [m[0] for m in swung.modifiers]
    assert "rear" in names and "prone" in names and swung.target_number > ag


def test_attack_a_dazed_attackers_daze_is_counted_once():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="club")],
              [figure_spec("D", cell=(6, 4), facing=6)])
    s.fig("w1").dazed_next = True
    hit = _attacked(run(s, Attack(target="e1"))[1])
    from rules.gladiator.characters import adjusted_ag
    assert ("dazed", 0) in hit.modifiers and hit.target_number == adjusted_ag(s.fig("w1"))


@pytest.mark.parametrize("race, weapon, action", [("dwarf", "hand_axe", Attack), ("elf", "hand_axe", Throw)])
def test_attack_a_race_bonus_adds_to_hit_and_to_damage(race, weapon, action):
    """Dwarves +1 with hammers and axes, Elves +1 with thrown weapons: to hit and to damage."""
    s = stage([figure_spec("A", race, cell=(5, 4), facing=2, ready=weapon)],
              [figure_spec("D", cell=(6, 4), facing=6, armour="none")])
    s.dice = dice_rolling(3, 3, 3, 4)                    # a hit, then the hand axe's d6 shows 4
    hit = _attacked(run(s, action(target="e1"))[1])
    assert ("race", 1) in hit.modifiers
    assert hit.hit and hit.damage_roll == 4 + 2 + 1      # 1d6+2, +1 for the race


def test_attack_a_damage_roll_below_zero_counts_zero_and_a_miss_multiplies_nothing():
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="short_sword")],
              [figure_spec("D", cell=(6, 4), facing=6, armour="none")])
    s.dice = dice_rolling(3, 3, 3, 1, 1)                 # 2d6-3 rolls 1 + 1 - 3 = -1
    hit = _attacked(run(s, Attack(target="e1"))[1])
    assert hit.hit and (hit.damage_roll, hit.damage, hit.multiplier) == (0, 0, 1)
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="short_sword")],
              [figure_spec("D", cell=(6, 4), facing=6, armour="none")])
    s.dice = dice_rolling(6, 6, 4)
    miss = _attacked(run(s, Attack(target="e1"))[1])
    assert not miss.hit and (miss.multiplier, miss.damage_roll) == (1, 0)


def test_attack_a_fire_spirits_hit_sets_fire_where_the_target_stands():
    s = stage([figure_spec("Fire", "fire_spirit", cell=(5, 4), facing=2)],
              [figure_spec("D", cell=(6, 4), facing=6)])
    s.dice = dice_rolling(3, 3, 3, 1)
    s, ev = run(s, Attack(target="e1"))
    assert _attacked(ev).hit
    assert [(e.cell, e.terrain) for e in ev if e.kind == "terrain_made"] == [((6, 4), "fire")]


def test_shoot_a_fumbled_shot_drops_nothing():
    """A fumble (17+) drops a carried hand weapon; a bow is not dropped by a fumbled shot."""
    s = stage([figure_spec("A", cell=(3, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(8, 4), facing=6)])
    s.dice = dice_rolling(6, 6, 6)
    s, ev = run(s, Shoot(target="e1"))
    assert _attacked(ev).total >= 17 and not [e for e in ev if e.kind == "dropped"]
    assert s.fig("w1").slots[0].w == "short_bow"


# ------------------------------------------------ a troll in his pit (RULING troll-pit)

def _wrestle(west, east, terrain, attacker="w1", sh=None):
    s = stage(west, east, terrain=terrain)
    if sh is not None:
        s.fig("w1").sh = sh
    target = "e1" if attacker == "w1" else "w1"
    s.actor = attacker
    s.act_order = [attacker] + [f for f in s.act_order if f != attacker]
    return run(s, HandCombat(target=target), repel=False)


def test_pit_a_troll_who_grabs_from_his_double_pit_costs_the_other_both_pits_no_blow():
    s, ev = _wrestle([figure_spec("A", cell=(5, 4), facing=2)],
                     [figure_spec("T", "troll", cell=(6, 4), facing=6)], {(6, 4): "PP"}, attacker="e1")
    assert [(e.figure, e.damage) for e in ev if e.kind == "wounded"] == [("w1", 8)]
    assert s.fig("w1").sh == 12 - 8 and not s.fig("w1").dazed_next   # pit damage is no blow


def test_pit_wrestling_a_troll_in_his_pit_may_kill():
    s, ev = _wrestle([figure_spec("A", cell=(5, 4), facing=2)],
                     [figure_spec("T", "troll", cell=(6, 4), facing=6)], {(6, 4): "P"}, sh=3)
    assert not s.fig("w1").present and s.fig("w1").sh <= 0 and s.winners == ("east",)


def test_pit_no_pit_damage_for_a_gargoyle_nor_from_a_man_with_troll_rope_in_a_pit():
    s, ev = _wrestle([figure_spec("G", "gargoyle", cell=(5, 4), facing=2)],
                     [figure_spec("T", "troll", cell=(6, 4), facing=6)], {(6, 4): "P"})
    assert not [e for e in ev if e.kind == "wounded"]
    s, ev = _wrestle([figure_spec("A", cell=(5, 4), facing=2, slung=["troll_rope"])],
                     [figure_spec("D", cell=(6, 4), facing=6)], {(5, 4): "P"})
    assert not [e for e in ev if e.kind == "wounded"]


# ------------------------------------------------ movement: allowed() answers as legal() lists

def _candidates(s):
    from rules.gladiator.actions import EndMove
    f = s.fig(s.mv.fig)
    x0, y0 = f.cell
    cells = [(x, y) for x in range(x0 - 6, x0 + 7) for y in range(y0 - 6, y0 + 7) if (x, y) != f.cell]
    return ([Step(direction=d) for d in range(8)] + [Turn(facing=fc) for fc in range(8)]
            + [Jump(), Reset(), EndMove()] + [Phase(cell=c) for c in cells])


def _spider(hero=(2, 5)):
    s = stage([figure_spec("Hero", cell=hero, facing=2)],
              [{"race": "phase_spider", "cell": [8, 5], "facing": 6}], arena="colosseum", phase="none")
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    return s


def test_movement_every_action_is_allowed_exactly_when_it_is_listed():
    """`allowed` (one action, checked when applied) and `legal` (the list offered) agree."""
    from rules.gladiator.moving import allowed, legal
    fresh = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))])
    turned, _ = PACK.apply(PACK.copy_state(fresh), "west", Turn(facing=3))
    engaged = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(4, 4), facing=6)])
    on_wall = _gargoyle({(9, 4): "W"})
    for s in (fresh, turned, engaged, _spider(), on_wall):
        f = s.fig(s.mv.fig)
        listed = legal(s, f)
        for a in _candidates(s):
            assert allowed(s, f, a) == (a in listed), (f.race, a)


def test_movement_a_turn_right_after_a_reset_is_allowed():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))])
    s, _ = PACK.apply(s, "west", Turn(facing=3))
    s, _ = PACK.apply(s, "west", Reset())
    assert Turn(facing=3) in PACK.legal_actions(s, "west")


def test_movement_no_riveting_after_a_phase_shift_or_on_a_wall_square():
    """Riveted on entering an enemy's front square, but not in flight over a wall nor after a
    phase shift (RULING phase-shift, gargoyle-walls)."""
    s = _spider(hero=(4, 5))                                    # his front square: (5, 5)
    s, _ = PACK.apply(s, "east", Phase(cell=(5, 5)))
    assert s.fig("e1").cell == (5, 5) and not s.mv.riveted
    s = _gargoyle({(8, 4): "W"})
    s.fig("w1").cell = (7, 4)                                   # facing east: (8, 4) is his front
    s, _ = PACK.apply(s, "east", Step(direction=6))
    assert s.fig("e1").cell == (8, 4) and not s.mv.riveted


def test_gargoyle_not_onto_a_wall_square_somebody_holds_nor_one_with_no_free_way_off():
    s = _gargoyle({(8, 4): "W"})
    s.fig("w1").cell = (8, 4)                                   # (a flier may hover there)
    assert Step(direction=6) not in PACK.legal_actions(s, "east")
    walls = {c: "W" for c in [(7, 3), (8, 3), (9, 3), (8, 5), (7, 5), (9, 5), (8, 4), (9, 4)]}
    s = _gargoyle(walls)                                        # he hovers on (9, 4)
    s.fig("w1").cell = (7, 4)                                   # the only open way off (8, 4)
    assert Step(direction=6) not in PACK.legal_actions(s, "east")
    s.fig("w1").cell = (2, 4)
    assert Step(direction=6) in PACK.legal_actions(s, "east")
