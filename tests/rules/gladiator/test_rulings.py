"""Every ruling names an existing test, RULINGS.md is up to date; and the rulings' own tests."""
from __future__ import annotations

from pathlib import Path

from rules.core.dice import Dice
from rules.gladiator import rolls
from rules.gladiator.actions import ChooseFirst, EndMove, HandCombat, Reset, Step, Turn
from rules.gladiator.characters import armour_against
from rules.gladiator.rulings import RULINGS, markdown
from tests.rules import rulings_checks as checks
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage

HERE = Path(__file__).resolve().parent
PACK_DIR = HERE.parents[2] / "rules" / "gladiator"


def test_every_ruling_has_a_test():
    checks.every_ruling_has_a_test(RULINGS, HERE)


def test_rulings_are_complete_entries():
    checks.rulings_are_complete_entries(RULINGS)


def test_rulings_markdown_is_generated_from_the_list():
    checks.markdown_is_generated(PACK_DIR / "RULINGS.md", markdown())


def _moving(west, east):
    s = stage(west, east, phase="none")
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="west"))
    return s


def test_movement_reset_at_most_twice_and_no_two_turns_in_a_row():
    s = _moving([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("E", cell=(10, 4))])
    s, _ = PACK.apply(s, "west", Turn(facing=0))
    assert not any(isinstance(a, Turn) for a in PACK.legal_actions(s, "west"))
    for _ in range(2):
        s, _ = PACK.apply(s, "west", Step(direction=0))
        s, _ = PACK.apply(s, "west", Reset())
    s, _ = PACK.apply(s, "west", Step(direction=0))
    assert Reset() not in PACK.legal_actions(s, "west")
    assert s.fig("w1").facing == 2            # a step keeps the facing


def test_action_phase_ties_go_to_the_side_that_moves_first():
    s = stage([figure_spec("A", cell=(1, 4))], [figure_spec("B", cell=(10, 4))], phase="none")
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    s, _ = PACK.apply(s, "east", EndMove())
    s, _ = PACK.apply(s, "west", EndMove())
    assert s.act_order == ["e1", "w1"]


def test_agility_rolls_four_dice_seventeen_or_more_drops():
    r = rolls.roll(Dice(dice_rolling(6, 6, 6, 1)), 12, n_dice=4)
    assert r.total == 19 and r.fumble and not r.hit


def test_agility_rolls_limits_apply_to_the_repel_roll():
    s = stage([figure_spec("Thor", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("Gob", "goblin", cell=(6, 4), facing=6, sh=4, ag=15)])
    s.dice = dice_rolling(1, 2, 2)          # 5 against 15 - 12 = 3: still repels
    s, ev = run(s, HandCombat(target="e1"), repel=True)
    tried = next(e for e in ev if e.kind == "hand_combat_tried")
    assert tried.target_number == 3 and tried.repelled


def test_armor_missiles_hit_the_side_they_come_from():
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(8, 4), facing=0, also="shield")])
    d = s.fig("e1")
    assert armour_against(d, (1, 4)) == 0 and armour_against(d, (8, 9)) == 2
