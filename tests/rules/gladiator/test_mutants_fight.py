"""Rules of rules/gladiator/fight.py and moving.py that mutation testing (`python -m
game.mutation gladiator`) found unpinned: each test fails on a mutant that survived the other
tests."""
from __future__ import annotations

from rules.gladiator.actions import Attack, ChooseFirst, Disengage, HandCombat, Jump, Phase, Reset, Step, Turn
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
