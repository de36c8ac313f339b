"""rules/core/dice.py: PCG64 dice seeded through SeedSequence (issue 14), and the version-1
SplitMix64 dice kept only so old saves replay."""
from __future__ import annotations

import copy
import math
import pickle
import threading
from collections import Counter

import numpy as np
import pytest

from rules.core import jsonfile
from rules.core.dice import Dice, LegacyDice, LegacySeed, seed_version, versioned_seed


def _counted(dice: Dice) -> list[int]:
    """Makes `dice` count its 64-bit draws; returns the counter cell."""
    calls = [0]
    base = type(dice)

    class Counting(base):
        __slots__ = ()

        def _next(self):
            calls[0] += 1
            return base._next(self)
    dice.__class__ = Counting
    return calls


def chi_square(counts: Counter, n: int, total: int) -> float:
    expected = total / n
    return sum((counts.get(i, 0) - expected) ** 2 / expected for i in range(n))


def chi_square_limit(df: int, z: float = 3.719) -> float:
    """Wilson-Hilferty: the chi-square value exceeded with probability ~1e-4 (z = 3.719)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


# ----------------------------------------------------------------------------- the generator

@pytest.mark.parametrize("seed", [0, 1, 5, 6, 2**40 + 3, -7])
def test_every_output_is_numpys_pcg64_from_the_same_state(seed):
    d = Dice.from_seed(seed)
    bits = np.random.PCG64()
    bits.state = {"bit_generator": "PCG64", "state": {"state": d._s, "inc": 0x5851F42D4C957F2D14057B7EF767814F},
                  "has_uint32": 0, "uinteger": 0}
    assert [d._next() for _ in range(1000)] == bits.random_raw(1000).tolist()


def test_seeding_spreads_the_seed_through_seed_sequence():
    # numpy's PCG64 seeding (state 0, step, add the SeedSequence's 128 bits, step), our stream
    hi, lo = (int(w) for w in np.random.SeedSequence(42).generate_state(2, np.uint64))
    mul, inc, m = 0x2360ED051FC65DA44385DF649FCCF645, 0x5851F42D4C957F2D14057B7EF767814F, (1 << 128) - 1
    assert Dice.from_seed(42)._s == ((inc + (hi << 64 | lo)) * mul + inc) & m
    assert Dice.from_seed(-42).state != Dice.from_seed(42).state


def test_the_state_is_one_int_that_rebuilds_the_same_dice_and_fits_a_save():
    for seed in (0, 1, 10**39, -(10**39)):
        d = Dice.from_seed(seed)
        d.roll(7)
        again = Dice(d.state)
        assert type(again) is Dice and again == d and again.roll(50) == d.roll(50)
        assert len(str(d.state)) <= jsonfile.MAX_INT_DIGITS        # the careful reader takes it
    with pytest.raises(ValueError, match="not a dice state"):
        Dice(1 << 70)                                               # neither kind of state


def test_neighbouring_seeds_are_never_a_shift_of_each_other():
    def shifted(a, b):      # one is the other moved by 1-10 dice (10 or more dice overlap)
        return any(a[k:] == b[:20 - k] or b[k:] == a[:20 - k] for k in range(1, 11))
    firsts = {s: Dice.from_seed(s).roll(20) for s in range(2001)}
    assert not [s for s in range(2000) if shifted(firsts[s], firsts[s + 1])]
    assert len({tuple(r) for r in firsts.values()}) == 2001
    # the version-1 dice had exactly that fault (issue 14: seed 5 4,2,1,3,2,1 ...; seed 6 2,1,3,...)
    old5, old6 = (Dice.from_seed(LegacySeed(s)).roll(20) for s in (5, 6))
    assert old5[:6] == [4, 2, 1, 3, 2, 1] and shifted(old5, old6)


def test_chi_square_of_die_and_below_fixed_seed():
    d = Dice.from_seed(2024)
    for n, draws in ((6, 60_000), (2, 20_000), (3, 30_000), (10, 50_000), (20, 60_000), (100, 100_000)):
        counts = Counter(d.below(n) for _ in range(draws))
        assert set(counts) == set(range(n))
        assert chi_square(counts, n, draws) < chi_square_limit(n - 1), n
    faces = Counter(d.die() for _ in range(60_000))
    assert set(faces) == set(range(1, 7))
    assert chi_square(Counter({f - 1: c for f, c in faces.items()}), 6, 60_000) < chi_square_limit(5)
    # consecutive pairs of dice: no dependence between one roll and the next
    rolls = d.roll(72_001)
    pairs = Counter((a - 1) * 6 + (b - 1) for a, b in zip(rolls[::2], rolls[1::2]))
    assert chi_square(pairs, 36, 36_000) < chi_square_limit(35)


def test_the_chi_square_check_catches_a_biased_die():
    # the same check on a modulo-biased die (16 % 6: faces 1-4 three times in 16, 5-6 twice)
    d = Dice.from_seed(2024)
    counts = Counter((d.below(16) % 6) for _ in range(60_000))
    assert chi_square(counts, 6, 60_000) > chi_square_limit(5)


def test_one_draw_makes_one_number_even_for_huge_bounds():
    for n, count in ((6, 20_000), (1 << 62, 5_000), (3 * (1 << 61), 5_000), (12, 5_000)):
        d = Dice.from_seed(n)
        calls = _counted(d)
        for _ in range(count):
            d.below(n)
        # Lemire: a redraw only when the low half falls under 2**64 mod n (chance n/2**64)
        assert calls[0] <= count + 2 + count * n / 2**64 * 4, (n, calls[0])
    old = LegacyDice.from_seed(1)
    calls = _counted(old)
    for _ in range(4000):
        old.below(1 << 62)
    assert calls[0] > 5000             # the old rejection threw a quarter of these draws away


def test_below_edges():
    d = Dice.from_seed(3)
    assert {d.below(1) for _ in range(20)} == {0}
    assert 0 <= d.below(1 << 64) < 1 << 64
    for bad in (0, -1, (1 << 64) + 1):
        with pytest.raises(ValueError):
            d.below(bad)


def test_copy_pickle_and_deepcopy_are_independent_and_keep_the_kind():
    for d in (Dice.from_seed(8), Dice.from_seed(LegacySeed(8))):
        c = d.copy()
        first = c.roll(10)
        assert d.roll(10) == first                     # the copy's draws left d where it was
        for clone in (pickle.loads(pickle.dumps(d)), copy.deepcopy(d)):
            assert type(clone) is type(d) and clone == d and clone.roll(5) == d.copy().roll(5)


def test_dice_share_nothing_between_threads():
    seeds = list(range(40))
    alone = {s: Dice.from_seed(s).roll(3000) for s in seeds}
    together: dict[int, list[int]] = {}

    def work(part):
        for s in part:
            together[s] = Dice.from_seed(s).roll(3000)
    threads = [threading.Thread(target=work, args=(seeds[i::2],)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone


# ----------------------------------------------------------------------------- versions

def test_a_legacy_seed_gives_the_version_1_dice_unchanged():
    d = Dice.from_seed(LegacySeed(5))
    assert type(d) is LegacyDice and d.state == (5 * 0x9E3779B97F4A7C15 + 0xD1B54A32D192ED03) % 2**64
    assert type(Dice(d.state)) is LegacyDice and Dice(d.state).roll(30) == d.copy().roll(30)
    assert Dice.from_seed(5).roll(20) != Dice.from_seed(LegacySeed(5)).roll(20)
    assert seed_version(LegacySeed(5)) == 1 and seed_version(5) == 2
    assert type(versioned_seed(1, 5)) is LegacySeed and type(versioned_seed(2, 5)) is int
    assert f"{LegacySeed(5)}" == "5"                  # messages show the number
