"""The one seeded dice generator of a game.

Its whole state is a single integer kept inside the game state, so copying a state copies the
dice, and replaying a save's action log rolls the same numbers. SplitMix64: tiny, fast in pure
Python, and good enough for board-game dice (we never need cryptographic strength).
"""
from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1


@dataclass
class Dice:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Dice":
        return cls(state=(int(seed) * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) & _MASK)

    def _next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            x = self._next()
            if x < limit:
                return x % n

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def roll(self, count: int, sides: int = 6) -> list[int]:
        return [self.die(sides) for _ in range(count)]

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> "Dice":
        return Dice(self.state)
