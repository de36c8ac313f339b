"""Phases: Initiative, Movement (Movement Explained, Jump), Action Phase order and declining,
terrain effects after the last phase."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.gladiator import turn
from rules.gladiator.actions import (ChooseFirst, Decline, EndMove, Jump, Reset, Stand, Step,
                                     Turn)
from rules.gladiator.moving import category
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, stage


def test_initiative_phase_higher_die_chooses_ties_west_even_east_odd():
    assert turn.initiative_winner(1, 5, 3) == "west"
    assert turn.initiative_winner(1, 2, 6) == "east"
    assert turn.initiative_winner(1, 4, 4) == "east"      # odd turn
    assert turn.initiative_winner(2, 4, 4) == "west"      # even turn


def test_initiative_phase_the_winner_chooses_who_moves_first():
    s = stage([figure_spec("A", cell=(1, 4))], [figure_spec("B", cell=(10, 4))], phase="none")
    s.dice = dice_rolling(2, 5)
    turn.begin_turn(s, out := [])
    assert s.initiative == (2, 5) and PACK.to_act(s) == {"east"}
    assert PACK.legal_actions(s, "east") == [ChooseFirst(side="west"), ChooseFirst(side="east")]
    s, events = PACK.apply(s, "east", ChooseFirst(side="west"))
    assert s.phase == "movement" and s.mv.fig == "w1" and PACK.to_act(s) == {"west"}


def _moving(west, east, first="west", **kw):
    s = stage(west, east, phase="none", **kw)
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side=first))
    return s


def test_movement_phase_fastest_first_and_one_team_then_the_other():
    s = _moving([figure_spec("Slow", armour="chain", cell=(1, 3)), figure_spec("Fast", "elf", cell=(1, 5))],
                [figure_spec("E", cell=(10, 4))], first="east")
    assert s.mv.fig == "e1" and s.move_order == ["w2", "w1"]    # the elf (12 MP) before chain (8)


def test_movement_every_square_is_counted_forward_and_back_is_two():
    s = _moving([figure_spec("A", cell=(3, 4))], [figure_spec("E", cell=(10, 4))])
    s, _ = PACK.apply(s, "west", Step(direction=2))
    s, _ = PACK.apply(s, "west", Step(direction=6))
    assert s.fig("w1").cell == (3, 4) and s.mv.moves == 2
    s, ev = PACK.apply(s, "west", EndMove())
    assert s.fig("w1").moves == 2 and ev[0].category == "shuffle"


@pytest.mark.parametrize("moves, mp, cat", [(0, 10, "wait"), (1, 10, "shift"), (2, 10, "shuffle"),
                                            (5, 10, "charge"), (6, 10, "run"), (4, 8, "charge"),
                                            (5, 8, "run")])
def test_movement_explained_wait_shift_shuffle_charge_run(moves, mp, cat):
    s = stage([figure_spec("A", armour="chain" if mp == 8 else "none")], [figure_spec("E", cell=(10, 4))])
    assert category(s.fig("w1"), moves) == cat


def test_movement_the_jump_over_a_pit_costs_three():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))],
                terrain={(4, 4): "P"})
    assert Step(direction=2) not in PACK.legal_actions(s, "west")      # a pit may not be entered
    s, ev = PACK.apply(s, "west", Jump())
    assert s.fig("w1").cell == (5, 4) and s.mv.moves == 3 and ev[0].how == "jump"


def test_movement_jump_needs_three_moves_left_and_a_free_landing():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2, armour="chain", sh=13, ag=11)],
                [figure_spec("E", cell=(5, 4), facing=2)])
    assert Jump() not in PACK.legal_actions(s, "west")                 # E stands on the landing


def test_movement_engaged_shift_only_stays_adjacent_and_no_about_face():
    s = _moving([figure_spec("A", cell=(5, 4), facing=2)], [figure_spec("E", cell=(6, 4), facing=6)])
    legal = PACK.legal_actions(s, "west")
    steps = {a.direction for a in legal if isinstance(a, Step)}
    assert steps == {0, 1, 3, 4}             # still next to E; a step west (4,x) would not be
    assert Turn(facing=6) not in legal and Turn(facing=0) in legal
    assert Jump() not in legal
    s, _ = PACK.apply(s, "west", Step(direction=0))
    assert not any(isinstance(a, Step) for a in PACK.legal_actions(s, "west"))   # one square only
    with pytest.raises(IllegalAction, match="Shift or Wait"):
        PACK.apply(s, "west", Step(direction=0))


def test_movement_entering_an_enemys_front_square_rivets_his_attention():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(6, 4), facing=6)])
    s, _ = PACK.apply(s, "west", Step(direction=2))          # (4,4): not yet in E's front
    s, _ = PACK.apply(s, "west", Step(direction=2))          # (5,4): E's front square
    legal = PACK.legal_actions(s, "west")
    assert not any(isinstance(a, (Step, Jump)) for a in legal) and EndMove() in legal


def test_movement_reset_puts_him_back():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))])
    s, _ = PACK.apply(s, "west", Step(direction=0))
    s, _ = PACK.apply(s, "west", Turn(facing=4))
    s, _ = PACK.apply(s, "west", Reset())
    a = s.fig("w1")
    assert (a.cell, a.facing, s.mv.moves) == ((3, 4), 2, 0)


def test_movement_no_more_squares_than_movement_points():
    s = _moving([figure_spec("A", cell=(1, 4), facing=2, armour="chain", sh=13, ag=11)],
                [figure_spec("E", cell=(10, 8))])
    for _ in range(8):
        s, _ = PACK.apply(s, "west", Step(direction=2))
    assert not any(isinstance(a, Step) for a in PACK.legal_actions(s, "west"))


def test_action_phase_in_adjusted_ag_order_regardless_of_side():
    s = _moving([figure_spec("Slow", sh=16, ag=8, cell=(1, 3)), figure_spec("Quick", sh=10, ag=14, cell=(1, 5))],
                [figure_spec("Mid", armour="leather", cell=(10, 4))])
    for _ in range(3):
        s, _ = PACK.apply(s, sorted(PACK.to_act(s))[0], EndMove())
    assert s.phase == "action" and s.act_order == ["w2", "e1", "w1"]   # 14, 11, 8


def test_who_attacks_first_decline_then_act_after_the_others():
    s = _moving([figure_spec("A", cell=(1, 4))], [figure_spec("B", cell=(10, 4), sh=13, ag=11)])
    for _ in range(2):
        s, _ = PACK.apply(s, sorted(PACK.to_act(s))[0], EndMove())
    assert s.actor == "w1"
    s, ev = PACK.apply(s, "west", Decline())
    assert s.actor == "e1" and ev[0].kind == "declined"
    # the last character of the turn may not decline
    assert Decline() not in PACK.legal_actions(s, "east")
    with pytest.raises(IllegalAction, match="last"):
        PACK.apply(s, "east", Decline())
    s, _ = PACK.apply(s, "east", Stand())
    assert s.actor == "w1" and Decline() not in PACK.legal_actions(s, "west")   # declined once
    s, ev = PACK.apply(s, "west", Stand())
    assert s.turn == 2 and s.phase == "initiative"


def test_terrain_effects_after_the_last_phase_fire_caltrops_cumulative():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("B", cell=(8, 4), sh=14, ag=10)],
              terrain={(3, 4): "FF", (8, 4): "C"})
    s, _ = PACK.apply(s, "west", Stand())
    s, ev = PACK.apply(s, "east", Stand())
    assert s.fig("w1").sh == 12 - 6 and s.fig("e1").sh == 14 - 4
    assert not s.fig("w1").dazed_next          # terrain damage is no blow
    assert [e.terrain for e in ev if e.kind == "terrain_damage"] == ["fire", "fire", "caltrops"]


def test_terrain_ironshod_boots_and_ashen_cloak():
    s = stage([figure_spec("A", cell=(3, 4), slung=["ashen_cloak"])],
              [figure_spec("B", cell=(8, 4), slung=["ironshod_boots"])],
              terrain={(3, 4): "F", (8, 4): "C"})
    s, _ = PACK.apply(s, "west", Stand())
    s, _ = PACK.apply(s, "east", Stand())
    assert s.fig("w1").sh == 12 and s.fig("e1").sh == 12


def test_exit_ending_the_turn_on_an_exit_leaves_the_game():
    s = stage([figure_spec("A", cell=(6, 0)), figure_spec("C", cell=(2, 2))],
              [figure_spec("B", cell=(8, 4))])
    assert s.terrain_at((6, 0)) == "X"
    for _ in range(3):
        s, ev = PACK.apply(s, sorted(PACK.to_act(s))[0], Stand())
    assert s.fig("w1").gone and any(e.kind == "escaped" for e in ev)
    assert not s.finished                      # West still has C


def test_the_game_ends_when_only_one_side_remains():
    s = stage([figure_spec("A", cell=(6, 0))], [figure_spec("B", cell=(8, 4))])
    s, _ = PACK.apply(s, "west", Stand())
    s, ev = PACK.apply(s, "east", Stand())
    assert s.finished and PACK.outcome(s).winners == ("east",) and ev[-1].kind == "game_over"


def test_the_turn_limit_ends_in_a_draw():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("B", cell=(8, 4))], turn_limit=1)
    s, _ = PACK.apply(s, "west", Stand())
    s, _ = PACK.apply(s, "east", Stand())
    assert s.finished and PACK.outcome(s).winners == () and "draw" in s.reason


def test_movement_phase_prone_and_wrestling_figures_only_wait():
    s = stage([figure_spec("Down", cell=(1, 3)), figure_spec("Up", cell=(1, 5))],
              [figure_spec("E", cell=(10, 4))], phase="none")
    s.fig("w1").prone = True
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="west"))
    assert s.mv.fig == "w2" and s.fig("w1").moves == 0     # the prone one is passed over
