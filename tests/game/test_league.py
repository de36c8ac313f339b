"""`simulate --league` (game/league.py): every level against every other, Elo-like ratings."""
from __future__ import annotations

import tests.toy_pack  # noqa: F401  (registers "toy")
from game.ai import LEVELS
from game.league import elo, play_league, table


def test_elo_is_anchored_at_random_and_orders_the_levels():
    # each level beats the one below it 3 to 1, and the one two below 9 to 1
    results = {}
    for i, a in enumerate(LEVELS):
        for j in range(i + 1, len(LEVELS)):
            b = LEVELS[j]
            results[(a, b)] = (1.0, 3.0) if j == i + 1 else (1.0, 9.0)
    r = elo(results)
    assert r["random"] == 0.0
    assert r["random"] < r["easy"] < r["normal"] < r["hard"]


def test_elo_of_even_results_is_flat():
    results = {(a, b): (5.0, 5.0) for i, a in enumerate(LEVELS) for b in LEVELS[i + 1:]}
    assert all(abs(v) < 1e-6 for v in elo(results).values())


def test_a_clean_sweep_stays_finite():
    results = {(a, b): (0.0, 10.0) for i, a in enumerate(LEVELS) for b in LEVELS[i + 1:]}
    r = elo(results)
    assert all(abs(v) < 2000 for v in r.values()) and r["hard"] > r["normal"]


def test_league_plays_every_pairing_and_reproduces():
    a = play_league("toy", 2, 3)
    b = play_league("toy", 2, 3)
    assert [(x, y) for x, y, _ in a] == [(x, y) for i, x in enumerate(LEVELS) for y in LEVELS[i + 1:]]
    assert all(len(r.games) == 2 for _, _, r in a)
    assert [r.summary() for _, _, r in a] == [r.summary() for _, _, r in b]
    text = table("toy", a, 3)
    assert "Elo-like rating (random = 0): random +0" in text and "normal - hard" in text
