"""Agility Rolls: three dice (four against an evading target) at most the adjusted AG with its
modifiers; 5 or less always hits, 16 or more always misses; a 4 doubles and a 3 triples the
damage; 17 or more drops the weapon. `hit_chance` is the exact chance before committing."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from rules.core.dice import Dice

ALWAYS_HITS = 5
ALWAYS_MISSES = 16


class ToHit(NamedTuple):
    faces: tuple[int, ...]
    total: int
    target: int
    hit: bool
    multiplier: int      # 1, or 2 for a roll of 4, 3 for a roll of 3
    fumble: bool         # 17 or more: the attacker drops a ready hand weapon


def succeeds(total: int, target: int) -> bool:
    if total <= ALWAYS_HITS:
        return True
    if total >= ALWAYS_MISSES:
        return False
    return total <= target


def multiplier(total: int) -> int:
    return {3: 3, 4: 2}.get(total, 1)


def roll(dice: Dice, target: int, n_dice: int = 3) -> ToHit:
    faces = tuple(dice.roll(n_dice))
    total = sum(faces)
    hit = succeeds(total, target)
    return ToHit(faces, total, target, hit, multiplier(total) if hit else 1, total >= 17)


@lru_cache(maxsize=None)
def _distribution(n_dice: int) -> tuple[int, ...]:
    """Ways to throw each total with n six-sided dice."""
    ways = [1]
    for _ in range(n_dice):
        nxt = [0] * (len(ways) + 6)
        for t, w in enumerate(ways):
            for f in range(1, 7):
                nxt[t + f] += w
        ways = nxt
    return tuple(ways)


def hit_chance(target: int, n_dice: int = 3) -> Fraction:
    """The exact chance that `n_dice` dice succeed against `target` (limits included)."""
    ways = _distribution(n_dice)
    good = sum(w for t, w in enumerate(ways) if w and succeeds(t, target))
    return Fraction(good, 6 ** n_dice)


def roll_damage(dice: Dice, n: int, mod: int) -> tuple[tuple[int, ...], int]:
    faces = tuple(dice.roll(n)) if n else ()
    return faces, sum(faces) + mod
