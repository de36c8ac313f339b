"""IV.3 / V.4 attack spaces, case by case (rules/morituri/geometry.attack_space): whether an
attack goes, the spaces between, whether one of two free spaces is enough, and the reason when
it does not. Mutation testing (`python -m game.mutation morituri`) found these unpinned beyond
Fig. 3's five figures."""
from __future__ import annotations

import pytest

from rules.morituri.geometry import attack_space, board
from tests.rules.morituri.test_iv_3_distance import A_, B, C, D, P, X, Y, fig3

FREE = (True, False, "")        # ok, need_one, reason


@pytest.mark.parametrize("to, between, result", [
    (X, (), FREE),                                                     # adjacent: always
    (A_, ((0, -1),), FREE),                                            # 2 on a line, free
    (D, (Y,), (False, False, "IV.3: Y-a stands on (1, 0)")),
    (B, ((0, -1), X), (True, True, "")),                               # 2 off the lines: one is enough
    (C, (X, Y), (False, False, "IV.3: X-a stands on (1, -1)")),
    ((0, 3), ((0, 1), (0, 2)), FREE),                                  # farther: a free hex line
    ((-3, 1), ((-1, 0), (-2, 1)), FREE),
    ((-2, 3), ((-1, 1), (-1, 2)), FREE),
    ((0, -3), ((0, -1), (0, -2)), (False, False, "IV.3: A-a stands on (0, -2)")),
    ((1, -3), ((0, -1), (1, -2)), (False, False, "IV.3: B-a stands on (1, -2)")),
    ((4, 0), ((1, 0), (2, 0), (3, 0)), (False, False, "IV.3: Y-a stands on (1, 0)")),
])
def test_iv_3_an_attack_goes_where_the_spaces_between_are_free(to, between, result):
    ok, cells, need_one, reason = attack_space(fig3(), board(), P, to)
    assert (ok, need_one, reason) == result
    assert set(cells) == set(between) and len(cells) == len(between)


@pytest.mark.parametrize("to, result", [
    (A_, (True, ((0, -1),), False, "")),
    ((-3, 0), (True, ((-1, 0), (-2, 0)), False, "")),
    (D, (False, (Y,), False, "V.4: Y-a stands on (1, 0)")),
    ((0, -4), (False, ((0, -1), (0, -2), (0, -3)), False, "V.4: A-a stands on (0, -2)")),
    (B, (False, (), False, "V.4: a throw goes only in the six straight directions")),
])
def test_v_4_a_throw_flies_straight_over_free_spaces_only(to, result):
    assert attack_space(fig3(), board(), P, to, throw=True) == result


def test_iv_3_the_attackers_own_side_does_not_block_l_388():
    assert attack_space(fig3(), board(), P, D, False, "p2") == (True, (Y,), False, "")
    assert attack_space(fig3(), board(), P, (4, 0), False, "p2")[0]
