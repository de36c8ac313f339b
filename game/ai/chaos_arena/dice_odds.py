"""Exact dice odds: a fight's highest-die totals (4B) and 2d6 at least a number."""
from __future__ import annotations

def _max_dist(n: int) -> list[float]:
    """P(the highest of n d6 is k), k = 0..6."""
    return [0.0] + [(k / 6) ** n - ((k - 1) / 6) ** n for k in range(1, 7)]


_DIST = {n: _max_dist(n) for n in (1, 2, 3)}


def odds(a_bonus: int, a_dice: int, d_bonus: int, d_dice: int) -> tuple[float, float]:
    """(P(attackers win), P(defenders win)) of a 4B combat."""
    win = lose = 0.0
    da, dd = _DIST[min(a_dice, 3)], _DIST[min(d_dice, 3)]
    for x in range(1, 7):
        for y in range(1, 7):
            p = da[x] * dd[y]
            if x + a_bonus > y + d_bonus:
                win += p
            elif x + a_bonus < y + d_bonus:
                lose += p
    return win, lose


def p_2d6_at_least(n: int) -> float:
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36
