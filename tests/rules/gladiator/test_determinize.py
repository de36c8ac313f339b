"""What a side may imagine (pack.determinize): the Image shell game, invisible enemies, the
enemy fighters' drawn spells and the dice are re-sampled; what it sees stays; the game is
untouched."""
from __future__ import annotations

from rules.core.dice import Dice
from tests.rules.gladiator.helpers import PACK, figure_spec, stage


def _shadowed():
    return stage([figure_spec("A", cell=(2, 4), facing=2)],
                 [figure_spec("B", cell=(9, 2), facing=6), figure_spec("C", cell=(10, 4), facing=6)],
                 terrain={(9, 2): "S", (9, 6): "S", (8, 8): "S"})


def test_shadow_an_invisible_enemy_is_imagined_on_some_free_shadow_square():
    s = _shadowed()
    cells = {PACK.determinize(s, "west", Dice.from_seed(i)).fig("e1").cell for i in range(40)}
    assert cells == {(9, 2), (9, 6), (8, 8)}
    assert s.fig("e1").cell == (9, 2)                       # the game is untouched
    own = {PACK.determinize(s, "east", Dice.from_seed(i)).fig("e1").cell for i in range(10)}
    assert own == {(9, 2)}                                   # his own side knows


def test_determinize_keeps_what_the_side_sees_and_reseeds_the_dice():
    s = _shadowed()
    w = PACK.determinize(s, "west", Dice.from_seed(3))
    assert w.fig("e2").cell == (10, 4) and w.fig("w1").cell == (2, 4)
    assert w.dice != s.dice
    assert PACK.determinize(s, "west", Dice.from_seed(3)).dice == w.dice      # seeded


def test_ai_characters_the_imp_is_imagined_anywhere():
    s = stage([figure_spec("A", cell=(2, 4), facing=2)], [{"race": "imp", "cell": [9, 4], "facing": 6}])
    cells = {PACK.determinize(s, "west", Dice.from_seed(i)).fig("e1").cell for i in range(20)}
    assert len(cells) > 10


def test_fighter_spells_an_enemys_draw_is_reimagined():
    s = stage([figure_spec("A", cell=(2, 4), facing=2)], [figure_spec("B", cell=(9, 4), facing=6)])
    b = s.fig("e1")
    b.iq, b.spells = 13, ("dazzle",)
    draws = {PACK.determinize(s, "west", Dice.from_seed(i)).fig("e1").spells for i in range(20)}
    assert len(draws) > 5 and s.fig("e1").spells == ("dazzle",)
