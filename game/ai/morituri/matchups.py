"""How even Morituri's characters are between two normal players (ruling VI.2;
docs/computer-players.md).

Every pairing of characters of equal Quality (the goblins are two of Quality 1) plays GAMES
seeded games in each seat order; printed is the first-named character's share of decided games
over both orders, with its 95% interval, how many games were distinct, and each order's share.

    python -m game.ai.morituri.matchups GAMES [--seed S] [--balance 1|2|3] [--workers N]
"""
from __future__ import annotations

import argparse
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations

from game.tournament import play_game, wilson
from rules.morituri.balance import BALANCE

CHARACTERS = ("killer", "barbarian", "swordswoman", "goblins")


def _job(first: str, second: str, index: int, seed: int, balance: int) -> dict:
    setup = {"balance": balance, "figures": [{"character": first, "seat": "p1"},
                                             {"character": second, "seat": "p2"}]}
    return {"ruleset": "morituri", "seats": "ai:normal,ai:normal", "setup": setup, "seed": seed,
            "index": index, "save_dir": None, "max_actions": None, "import": None, "check": False}


def _p1_won(result) -> bool | None:
    """Did the first seat win (None: a draw)?"""
    if len(result.winners) != 1:
        return None
    return next(s for s, label in result.seating.items() if label == result.winners[0]) == "p1"


def orders(a: str, b: str, games: int, seed: int = 1, balance: int = BALANCE,
           mapper=map) -> list[tuple[int, int, int]]:
    """(a's wins, decided games, distinct games) with a first, then with a second."""
    out = []
    for first, second in ((a, b), (b, a)):
        won = decided = 0
        logs = set()
        for r in mapper(play_game, [_job(first, second, i, seed, balance) for i in range(games)]):
            logs.add(r.log_digest)
            p1 = _p1_won(r)
            if p1 is not None:
                decided += 1
                won += p1 == (first == a)
        out.append((won, decided, len(logs)))
    return out


def share(a: str, b: str, games: int, seed: int = 1, balance: int = BALANCE, mapper=map) -> float:
    """a's share of the decided games against b over both seat orders."""
    (w1, d1, _), (w2, d2, _) = orders(a, b, games, seed, balance, mapper)
    return (w1 + w2) / (d1 + d2)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.morituri.matchups")
    ap.add_argument("games", type=int, help="games a seat order")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--balance", type=int, choices=(1, 2, 3), default=BALANCE,
                    help="3: ruling VI.2's characters; 1, 2: earlier ones (rules/morituri/balance.py)")
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args(argv)
    with ProcessPoolExecutor(a.workers, mp_context=multiprocessing.get_context("forkserver")) as pool:
        for x, y in combinations(CHARACTERS, 2):
            (w1, d1, n1), (w2, d2, n2) = orders(x, y, a.games, a.seed, a.balance, pool.map)
            lo, hi = wilson(w1 + w2, d1 + d2)
            print(f"{x:>11} against {y:<11} {(w1 + w2) / (d1 + d2):6.1%} ({lo:.1%}-{hi:.1%}) "
                  f"of {d1 + d2} decided, {n1 + n2} distinct; first {w1 / d1:.1%}, "
                  f"second {w2 / d2:.1%}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
