"""The one seeded dice generator of a game.

Its whole state is a single integer kept inside the game state, so copying a state copies the
dice, and replaying a save's action log rolls the same numbers.

The generator is PCG64 (O'Neill's XSL-RR 128/64, numpy's default bit generator), stepped here in
pure Python so the state stays one int (a test checks every output against numpy's own PCG64).
`from_seed` spreads the seed through numpy's SeedSequence, so neighbouring seeds give unrelated
dice. A state is `_TAG | s` with s the 128-bit LCG state (39 decimal digits at most, within the
careful JSON reader's 40); the increment is PCG's default stream, the same for every game.
A step in Python costs about a microsecond, and dice are under 1% of a computer player's time
(profiled on every pack), so the state needs no outside stream cache and threads share nothing.

Version-1 saves and stages (everything written before saves version 2) rolled the old SplitMix64
generator, whose states are below 2**64: `Dice(state)` of such a state, or
`Dice.from_seed(LegacySeed(seed))`, gives `LegacyDice`, kept unchanged only so old files replay
as they did.
"""
from __future__ import annotations

import numpy as np

_M64 = (1 << 64) - 1
_M128 = (1 << 128) - 1
_TAG = 1 << 128                                  # marks a PCG64 state (legacy states < 2**64)
_MUL = 0x2360ED051FC65DA44385DF649FCCF645        # PCG64's 128-bit LCG multiplier
_INC = 0x5851F42D4C957F2D14057B7EF767814F        # PCG's default stream (odd)


class LegacySeed(int):
    """The seed of a version-1 save or stage: `Dice.from_seed` gives it the version-1 dice.
    Packs hand the seed from `new_game` to `Dice.from_seed` unchanged, so the mark gets there."""


def seed_version(seed: int) -> int:
    """The dice version a seed rolls: 1 for a LegacySeed, else 2."""
    return 1 if isinstance(seed, LegacySeed) else 2


def versioned_seed(version: int, seed: int) -> int:
    """`seed` as new_game takes it for a file of dice version `version` (1 or 2)."""
    return LegacySeed(seed) if version == 1 else int(seed)


def _seed_state(seed: int) -> int:
    """The first PCG64 state of a seed: numpy's PCG64 seeding (state 0, one step, add the
    SeedSequence's 128 bits, one step) with our fixed stream."""
    seed = int(seed)
    # SeedSequence takes non-negative entropy; a negative seed gets its own spawn key
    seq = np.random.SeedSequence(-seed, spawn_key=(1,)) if seed < 0 else np.random.SeedSequence(seed)
    hi, lo = (int(w) for w in seq.generate_state(2, np.uint64))
    state = (_INC + ((hi << 64) | lo)) & _M128          # step from 0 is just + inc
    return (state * _MUL + _INC) & _M128


class Dice:
    """PCG64 dice. `Dice(state)` rebuilds dice from a `.state` int (a legacy one gives
    LegacyDice); `Dice.from_seed(seed)` starts them from any integer seed."""

    __slots__ = ("_s",)

    def __new__(cls, state: int = 0):
        state = int(state)
        if _TAG <= state <= _TAG | _M128:
            self = object.__new__(Dice)
            self._s = state & _M128
        elif 0 <= state <= _M64:
            self = object.__new__(LegacyDice)
            self._s = state
        else:
            raise ValueError(f"not a dice state: {state}")
        return self

    @classmethod
    def from_seed(cls, seed: int) -> "Dice":
        if isinstance(seed, LegacySeed):
            return LegacyDice.from_seed(seed)
        self = object.__new__(Dice)
        self._s = _seed_state(seed)
        return self

    @property
    def state(self) -> int:
        return _TAG | self._s

    @state.setter
    def state(self, value: int) -> None:
        self._s = int(value) & _M128

    def _next(self) -> int:
        """The next 64-bit output (PCG64: step the LCG, then XSL-RR of the new state)."""
        s = self._s = (self._s * _MUL + _INC) & _M128
        x = (s >> 64) ^ (s & _M64)
        r = s >> 122
        return ((x >> r) | (x << (64 - r))) & _M64

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), exact: Lemire's multiply-and-shift, which redraws only
        when the low half falls under (2**64 mod n) (never for a power of two, about once in
        3e18 draws for a die), so one draw makes one number."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"below() needs a bound in 1..2**64, got {n}")
        m = self._next() * n
        if (m & _M64) < n:
            threshold = ((1 << 64) - n) % n
            while (m & _M64) < threshold:
                m = self._next() * n
        return m >> 64

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
        other = object.__new__(type(self))
        other._s = self._s
        return other

    def __eq__(self, other) -> bool:
        return isinstance(other, Dice) and type(other) is type(self) and other._s == self._s

    __hash__ = None     # mutable, like the dataclass it was

    def __repr__(self) -> str:
        return f"{type(self).__name__}(state={self.state})"

    def __reduce__(self):
        return (Dice, (self.state,))


class LegacyDice(Dice):
    """The version-1 dice (SplitMix64), unchanged: only for replaying version-1 saves and
    stages. Its seeding makes seed s+1 the dice of seed s shifted by one draw, and `below`
    rejects up to a quarter of its draws; both must stay, or old saves would replay otherwise."""

    __slots__ = ()

    @classmethod
    def from_seed(cls, seed: int) -> "LegacyDice":
        self = object.__new__(LegacyDice)
        self._s = (int(seed) * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) & _M64
        return self

    @property
    def state(self) -> int:
        return self._s

    @state.setter
    def state(self, value: int) -> None:
        self._s = int(value) & _M64

    def _next(self) -> int:
        self._s = (self._s + 0x9E3779B97F4A7C15) & _M64
        z = self._s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _M64 - (_M64 % n)
        while True:
            x = self._next()
            if x < limit:
                return x % n
