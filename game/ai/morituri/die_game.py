"""The secret die (IV.7) as a zero-sum game: its equilibrium solved, a mixture and a set of guesses drawn from it."""
from __future__ import annotations

from rules.core.dice import Dice


_UNIT = 1 << 30


def solve(payoffs: list[float], k: int):
    """The set-die game (IV.7): the attacker picks an index, the defender names `k` different
    indices; a named index pays 0, another pays payoffs[i] to the attacker.

    Returns (value, attacker mixture, defender marginals): the defender names i with
    probability q[i] (sum k), so every number the attacker uses pays the same value
    u[i](1 - q[i]) = value; the attacker mixes p[i] ~ 1/u[i] over those numbers so every one of
    them is an equally good guess. With no guess the attacker simply sets the best number."""
    n = len(payoffs)
    pos = sorted((i for i in range(n) if payoffs[i] > 0), key=lambda i: -payoffs[i])
    if not pos:
        return 0.0, [1.0 / n] * n, [min(1.0, k / n)] * n
    if k <= 0:
        best = pos[0]
        p = [0.0] * n
        tops = [i for i in pos if payoffs[i] == payoffs[best]]
        for i in tops:
            p[i] = 1.0 / len(tops)
        return float(payoffs[best]), p, [0.0] * n
    if k >= len(pos):
        q = [0.0] * n
        for i in pos:
            q[i] = 1.0
        spare = k - len(pos)                  # guesses left over go to the harmless numbers
        rest = [i for i in range(n) if i not in pos]
        for i in rest:
            q[i] = min(1.0, spare / len(rest)) if rest else 0.0
        return 0.0, [1.0 / len(pos) if i in pos else 0.0 for i in range(n)], q
    support, value = pos, 0.0
    for m in range(len(pos), k, -1):          # the largest support that is consistent
        sup = pos[:m]
        inv = sum(1.0 / payoffs[i] for i in sup)
        t = (m - k) / inv
        if t <= payoffs[sup[-1]] + 1e-9:
            support, value = sup, t
            break
    inv = sum(1.0 / payoffs[i] for i in support)
    p = [(1.0 / payoffs[i]) / inv if i in support else 0.0 for i in range(n)]
    q = [max(0.0, 1.0 - value / payoffs[i]) if i in support else 0.0 for i in range(n)]
    return value, p, q


def draw(probs: list[float], dice: Dice) -> int:
    """An index drawn with the given probabilities (they sum to 1)."""
    x = dice.below(_UNIT) / _UNIT
    acc = 0.0
    for i, p in enumerate(probs):
        acc += p
        if x < acc:
            return i
    return max(range(len(probs)), key=lambda i: probs[i])


def draw_set(marginals: list[float], k: int, dice: Dice) -> list[int]:
    """`k` different indices, index i with probability marginals[i] (sum k, each <= 1):
    systematic sampling over a shuffled order, so the set itself is not predictable."""
    n = len(marginals)
    k = min(k, n)
    order = list(range(n))
    dice.shuffle(order)
    total = sum(marginals)
    scale = k / total if total > 0 else 0.0
    q = [min(1.0, m * scale) for m in marginals] if total > 0 else [k / n] * n
    u = dice.below(_UNIT) / _UNIT
    out, acc, nxt = [], 0.0, u
    for i in order:
        acc += q[i]
        while acc > nxt + 1e-12 and len(out) < k and (not out or out[-1] != i):
            out.append(i)
            nxt += 1.0
    for i in order:                           # rounding: fill up with the likeliest
        if len(out) >= k:
            break
        if i not in out:
            out.append(i)
    return sorted(out[:k])


def blend(probs: list[float], blur: float) -> list[float]:
    n = len(probs)
    return [(1 - blur) * p + blur / n for p in probs]
