"""`main.py simulate --ruleset ID --league --games N --seed S [--workers W]`: every computer level
against every other (random, easy, normal, hard), N games a pairing with sides alternating,
printed as a table with an Elo-like rating per level.

The rating is the Bradley-Terry fit of all pairings' decided games (a draw counts half to each),
with half a game of each result added per pairing so a clean sweep stays finite, scaled to Elo
points (400 * log10 of the strength ratio) and anchored at random = 0. A pairing uses the seeds
of `play_many` (game/tournament.py) with the pairing's index mixed in, so the league reproduces
for a seed with any number of workers.
"""
from __future__ import annotations

import math
import sys
from itertools import combinations

from game.ai import LEVELS
from game.tournament import derive_seed, play_many, wilson

PRIOR = 0.5     # half a win each way per pairing: finite ratings for a clean sweep


def elo(results: dict[tuple[str, str], tuple[float, float]], levels=LEVELS) -> dict[str, float]:
    """{(a, b): (score of a, score of b)} -> {level: rating}, random (the first level) = 0."""
    strength = {lv: 1.0 for lv in levels}
    games = {}
    score = {lv: 0.0 for lv in levels}
    for (a, b), (sa, sb) in results.items():
        sa, sb = sa + PRIOR, sb + PRIOR
        games[(a, b)] = sa + sb
        score[a] += sa
        score[b] += sb
    for _ in range(2000):          # Hunter's MM iteration for Bradley-Terry
        new = {}
        for lv in levels:
            denom = sum(n / (strength[a] + strength[b]) for (a, b), n in games.items()
                        if lv in (a, b))
            new[lv] = score[lv] / denom if denom else strength[lv]
        base = new[levels[0]]
        new = {lv: v / base for lv, v in new.items()}
        done = max(abs(math.log(new[lv] / strength[lv])) for lv in levels) < 1e-9
        strength = new
        if done:
            break
    return {lv: 400.0 * math.log10(strength[lv]) for lv in levels}


def play_league(ruleset: str, games: int, seed: int, *, arena=None, workers: int = 1,
                progress=None):
    """[(a, b, report)] for every pairing of levels (the weaker named first)."""
    out = []
    for k, (a, b) in enumerate(combinations(LEVELS, 2)):
        seats = f"ai:{a},ai:{b}"
        if progress is not None:
            progress.write(f"{a} - {b}\n")
        report = play_many(ruleset, seats, games, derive_seed(seed, k), arena=arena,
                           workers=workers, progress=progress)
        out.append((a, b, report))
    return out


def table(ruleset: str, pairings, seed: int) -> str:
    results = {}
    lines = [f"league of {ruleset}, seed {seed}: every level against every other, sides alternate",
             f"  {'pairing':<16} {'games':>5} {'distinct':>8} {'first':>6} {'second':>6} "
             f"{'draws':>5}  first's share of decided games (95% CI)"]
    for a, b, report in pairings:
        la, lb = report.labels
        wa, wb, draws = report.wins(la), report.wins(lb), report.draws
        results[(a, b)] = (wa + draws / 2, wb + draws / 2)
        decided = wa + wb
        lo, hi = wilson(wa, decided)
        share = f"{100 * wa / decided:5.1f}% ({100 * lo:.1f}-{100 * hi:.1f})" if decided else "-"
        lines.append(f"  {a + ' - ' + b:<16} {len(report.games):>5} {report.distinct:>8} "
                     f"{wa:>6} {wb:>6} {draws:>5}  {share}")
    ratings = elo(results)
    lines.append("  Elo-like rating (random = 0): " + ", ".join(
        f"{lv} {ratings[lv]:+.0f}" for lv in LEVELS))
    return "\n".join(lines)


def run(args) -> int:
    ruleset = getattr(args, "ruleset", None) or "ninja-arena"
    seed = int(getattr(args, "seed", None) or 0)
    pairings = play_league(ruleset, int(getattr(args, "games", None) or 20), seed,
                           arena=getattr(args, "arena", None),
                           workers=int(getattr(args, "workers", None) or 1), progress=sys.stderr)
    print(table(ruleset, pairings, seed))
    return 0
