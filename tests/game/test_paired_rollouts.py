"""The hard players' root comparison (game/ai/rollout.py): paired rollouts in shared worlds.

A coin pack of one decision: each move wins with its own chance, decided by the world's one
roll (u < chance). The heuristic always picks "a"; the alternatives offer "b" and "c".
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.rollout import Guide, Paired, PairedPlayer
from rules.core.dice import Dice
from rules.core.engine import Outcome


@dataclass(frozen=True)
class Coin:
    seed: int
    result: bool | None = None


class CoinPack:
    def __init__(self, chances: dict):
        self.chances = chances
        self.worlds = 0

    def seats(self, state):
        return ["p1"]

    def to_act(self, state):
        return set() if state.result is not None else {"p1"}

    def legal_actions(self, state, seat):
        return [] if state.result is not None else sorted(self.chances)

    def apply(self, state, seat, action):
        u = Dice.from_seed(state.seed).below(1000) / 1000
        return Coin(state.seed, u < self.chances[action]), []

    def outcome(self, state):
        if state.result is None:
            return Outcome(finished=False)
        return Outcome(finished=True, winners=("p1",) if state.result else ())

    def determinize(self, state, seat, dice):
        self.worlds += 1
        return Coin(dice.below(1 << 30))     # the roll to come is re-sampled: unknown to him


class Always:
    def __init__(self, action):
        self.action = action

    def choose(self, pack, state, seat):
        return self.action


class Either:
    def __init__(self, seed):
        self.dice = Dice.from_seed(seed)

    def choose(self, pack, state, seat):
        return "bc"[self.dice.below(2)]


def _player(seed=1, **kw):
    guide = Guide(policy=lambda s: Always("a"), value=lambda p, s, seat: 0.5,
                  alternatives=lambda s: Either(s))
    return PairedPlayer(guide, Paired(worlds=12, max_seconds=math.inf, **kw), seed)


def test_a_move_better_in_the_same_worlds_overrides_the_heuristic():
    pack = CoinPack({"a": 0.3, "b": 0.9, "c": 0.3})
    for seed in range(5):
        p = _player(seed)
        assert p.choose(pack, Coin(0), "p1") == "b"
        assert p.last_iterations > 12          # every candidate played in the shared worlds


def test_equal_moves_keep_the_heuristic_pick():
    """Played with the same roll, equal chances give equal results: the paired differences are
    all zero, so the pick stands (unpaired playouts would differ by luck alone)."""
    pack = CoinPack({"a": 0.5, "b": 0.5, "c": 0.5})
    assert all(_player(seed).choose(pack, Coin(0), "p1") == "a" for seed in range(10))


def test_a_worse_alternative_is_never_played():
    pack = CoinPack({"a": 0.6, "b": 0.2, "c": 0.4})
    assert all(_player(seed).choose(pack, Coin(0), "p1") == "a" for seed in range(10))


def test_random_candidates_join_the_comparison():
    """With no alternatives player, a clearly better move is found among random extra ones."""
    pack = CoinPack({"a": 0.1, "b": 0.1, "c": 0.1, "d": 0.95})
    guide = Guide(policy=lambda s: Always("a"), value=lambda p, s, seat: 0.5)
    p = PairedPlayer(guide, Paired(worlds=12, randoms=3, max_seconds=math.inf), 4)
    assert p.choose(pack, Coin(0), "p1") == "d"
    p = PairedPlayer(guide, Paired(worlds=12, randoms=0, max_seconds=math.inf), 4)
    assert p.choose(pack, Coin(0), "p1") == "a"


def test_the_clock_caps_the_worlds():
    pack = CoinPack({"a": 0.3, "b": 0.9, "c": 0.3})
    ticks = iter(range(0, 1000, 5))            # every look at the clock: 5 s later
    guide = Guide(policy=lambda s: Always("a"), value=lambda p, s, seat: 0.5,
                  alternatives=lambda s: Either(s))
    p = PairedPlayer(guide, Paired(worlds=12, max_seconds=1.0), 1, clock=lambda: next(ticks))
    p.choose(pack, Coin(0), "p1")
    assert p.last_iterations <= 3              # one world, then the deadline had passed
