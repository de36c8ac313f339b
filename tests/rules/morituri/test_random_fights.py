"""Random fights by an eager player (who attacks whenever it can) keep every invariant and end:
the generic conformance games rarely come to blows, these do."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game import conformance as cf
from tests.rules.morituri.fights import PACK, eager_game

SETUPS = [
    {"round_limit": 25},
    {"round_limit": 25, "figures": [{"character": "swordswoman", "seat": "p1"},
                                    {"character": "goblins", "seat": "p2"}]},
    {"round_limit": 25, "figures": [{"character": "barbarian", "seat": "p1"},
                                    {"character": "killer", "seat": "p2"},
                                    {"character": "goblins", "seat": "p3", "half": "a"}]},
]


def _check(state):
    _check.n += 1
    if _check.n % 5:                 # every fifth step: keeps the folder fast
        return
    cf.check_turn(PACK, state)
    cf.check_figures_apart(PACK, state)
    cf.check_life_bounds(PACK, state)
    cf.check_secrecy(PACK, state)


_check.n = 0


@pytest.mark.parametrize("n", range(len(SETUPS)))
def test_random_eager_fights_keep_invariants_and_end(n):
    seen = Counter()
    for seed in range(3):
        state, events, steps = eager_game(SETUPS[n], seed, check=_check)
        assert PACK.outcome(state).finished, (n, seed, steps)
        seen.update(e.kind for e in events)
    assert seen["attack_resolved"] > 10 and seen["condition_changed"] > 0


def test_random_eager_fight_checks_legal_actions_apply():
    rng = random.Random(5)
    state, _, _ = eager_game(SETUPS[0], 11, steps=120)
    cf.check_legal_actions_apply(PACK, state, rng)
