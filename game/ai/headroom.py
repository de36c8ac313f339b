"""Headroom: how much a one-step search over a game's normal player could gain at best.

A research tool (docs/computer-players.md): it needs a few hundred sampled decisions to say much.

Hard is a rollout algorithm (game/ai/rollout.py): at each decision it keeps normal's pick unless
another action, followed by normal play on every seat, does better in sampled worlds. What such
a search can win is bounded by how much better than normal's pick the best action is at each
decision. This tool measures that: it plays seeded games of normal against itself, samples
decisions from them, and plays out EVERY legal action (up to 16 per decision) to the game's end
in many paired worlds (the pack's `determinize`, so no secret is read).

Two estimates per decision, in win chances of the deciding seat:
- cross-validated: the action best in one half of the worlds, judged against normal's pick in
  the other half (and the halves swapped). A search with half the worlds gets this; it is
  pessimistic, as the best action in few worlds is often luck.
- empirical Bayes: each action's paired difference shrunk towards its kind's mean by the
  spread the differences have beyond their noise; the best shrunk one (or the pick). What a
  searcher that knew the spread would gain with all the worlds; optimistic when a kind mixes
  a few near-equal actions with many far worse ones.
Summed over a side's decisions in a game, they bracket the points a one-step search over
normal can add to normal's 50%.

    python -m game.ai.headroom RULESET GAMES [--worlds W] [--seed S] [--workers N] [--opening K]

`--opening K` judges each game's first K decisions with a choice instead of two random ones
(in the duel: the traps and start squares, which the random sample almost never holds).
"""
from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import random
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from game.tournament import MAX_ACTIONS, build_setup, decisions, derive_seed
from rules import registry

# ruleset -> the module holding its GUIDE: the search's rollout player (normal; Morituri's is
# hard's own player, so there the gain is over that one) and its evaluation
GUIDES = {"ceremony": "game.ai.ceremony.search", "morituri": "game.ai.morituri.search",
          "gladiator": "game.ai.gladiator.search", "chaos-arena": "game.ai.chaos_arena.search"}
MAX_ACTIONS_JUDGED = 16


@dataclass
class Decision:
    kind: str                              # normal's pick's kind
    seat: str
    diffs: list[tuple[float, float]]       # each other action: mean and s.e. of (it - pick)
    cross: float                           # the cross-validated gain


def _normal_game(ruleset: str, game_seed: int):
    """Normal against itself, one seeded game: (state, seat, pick, choice?) at each decision."""
    from game.session import Session
    pack, guide = registry.get(ruleset), _guide(ruleset)
    session = Session(pack, build_setup(pack, None, 2), game_seed)
    players = {s: guide.policy(derive_seed(game_seed, k, 7))
               for k, s in enumerate(pack.seats(session.state))}
    for state, seat, pick in decisions(pack, session, players):
        yield state, seat, pick, len(pack.legal_actions(state, seat)) > 1


def _sample(job) -> list:
    """(state, seat, pick) at `per_game` random decisions with a choice of one seeded game, or
    at its first `per_game` ones if `opening`."""
    ruleset, game_seed, per_game, opening = job
    choices = [(st, seat, pick) for st, seat, pick, choice in _normal_game(ruleset, game_seed) if choice]
    if opening:
        return choices[:per_game]
    return random.Random(game_seed).sample(choices, min(per_game, len(choices)))


def _guide(ruleset: str):
    return importlib.import_module(GUIDES[ruleset]).GUIDE


def judge(pack, guide, state, seat: str, pick, worlds: int, seed: int) -> Decision:
    """Every legal action (normal's pick and up to 15 others) played out to the end by normal
    in `worlds` paired worlds; the pick's paired differences and cross-validated gain."""
    from game.ai.rollout import heuristic_values, paired_diff
    from rules.core.dice import Dice
    dice = Dice.from_seed(seed)
    legal = [a for a in pack.legal_actions(state, seat) if repr(a) != repr(pick)]
    random.Random(seed).shuffle(legal)
    cands = [pick] + legal[:MAX_ACTIONS_JUDGED - 1]
    cap = int(getattr(pack, "max_steps", MAX_ACTIONS))     # simulate's action cap
    values: list[list[float | None]] = [[] for _ in cands]
    for _ in range(worlds):
        world = pack.determinize(state, seat, dice)
        policy_seed = dice.below(1 << 62)
        here = {repr(a) for a in pack.legal_actions(world, seat)}
        for i, a in enumerate(cands):
            if repr(a) not in here:
                values[i].append(None)
                continue
            after, _ = pack.apply(world, seat, a)
            values[i].append(heuristic_values(pack, after, guide.policy(policy_seed), cap,
                                              guide.value)[seat])
    diffs = [paired_diff(values[i], values[0]) for i in range(1, len(cands))]
    return Decision(pick.kind, seat, diffs, cross_gain(values))


def cross_gain(values: list[list]) -> float:
    """values[0] is the pick's. The action best in one half of the worlds, minus the pick, in
    the other half; averaged over both ways round."""
    n = len(values[0])
    halves = [(0, n // 2), (n // 2, n)]

    def mean(v, lo, hi):
        xs = [x for x in v[lo:hi] if x is not None]
        return sum(xs) / len(xs) if xs else -math.inf

    gain = 0.0
    for pick_half, judge_half in (halves, halves[::-1]):
        best = max(range(len(values)), key=lambda i: (mean(values[i], *pick_half), -i))
        gain += (mean(values[best], *judge_half) - mean(values[0], *judge_half)) / 2
    return gain


def bayes_gains(decisions: list[Decision]) -> list[float]:
    """Each decision's best action's shrunk difference over the pick (0 when none is better):
    the differences of these decisions are taken as drawn around one mean with one spread,
    estimated from how much more they vary than their standard errors say."""
    diffs = [d for dec in decisions for d in dec.diffs if math.isfinite(d[1])]
    if len(diffs) < 3:
        return [0.0] * len(decisions)
    mu = sum(m for m, _ in diffs) / len(diffs)
    spread = sum((m - mu) ** 2 for m, _ in diffs) / (len(diffs) - 1)
    tau2 = max(0.0, spread - sum(se * se for _, se in diffs) / len(diffs))
    return [max([0.0] + [mu + (m - mu) * tau2 / (tau2 + se * se) for m, se in dec.diffs
                         if math.isfinite(se) and tau2 + se * se > 0])
            for dec in decisions]


def _judge_job(job) -> Decision:
    ruleset, state, seat, pick, worlds, seed = job
    return judge(registry.get(ruleset), _guide(ruleset), state, seat, pick, worlds, seed)


def measure(ruleset: str, games: int, worlds: int, seed: int, workers: int = 1,
            per_game: int = 2, opening: bool = False) -> list[Decision]:
    seeds = [(ruleset, derive_seed(seed, g), per_game, opening) for g in range(games)]
    ctx = multiprocessing.get_context("forkserver")     # as game.tournament: no fork under threads
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        sampled = [c for cs in pool.map(_sample, seeds) for c in cs]
        jobs = [(ruleset, st, seat, pick, worlds, derive_seed(seed, 10 ** 6 + i))
                for i, (st, seat, pick) in enumerate(sampled)]
        return list(pool.map(_judge_job, jobs, chunksize=1))


def report(decisions: list[Decision], per_side: float) -> list[str]:
    """Lines: each kind of decision, then the whole, scaled by `per_side` (decisions with a
    choice a side takes in a game) to points a game."""
    groups = defaultdict(list)
    for d in decisions:
        groups[(d.kind, d.seat)].append(d)
    lines = [f"  {'decision':<22} {'n':>4} {'cross-validated gain (95%)':>30} {'empirical Bayes':>16}"]
    for key in sorted(groups, key=lambda k: (-len(groups[k]), k)):
        lines.append(_line(f"{key[0]} ({key[1]})", groups[key], bayes_gains(groups[key])))
    every = [g for key in groups for g in bayes_gains(groups[key])]
    lines.append(_line("every decision", decisions, every))
    cross = sum(d.cross for d in decisions) / len(decisions)
    lines.append(f"  a game ({per_side:.1f} decisions a side): {_points(per_side * cross)} "
                 f"(cross-validated), {_points(per_side * sum(every) / len(every))} "
                 "(empirical Bayes) over normal's 50%")
    return lines


def _points(share: float) -> str:
    """A game's gain in points; beyond 50 the sample bounds nothing."""
    return f"{100 * share:+.1f} points" if abs(share) <= 0.5 else "beyond 50 points (no bound)"


def _line(name: str, decs: list[Decision], bayes: list[float]) -> str:
    xs = [d.cross for d in decs]
    mean = sum(xs) / len(xs)
    se = math.sqrt(sum((x - mean) ** 2 for x in xs) / (len(xs) - 1) / len(xs)) if len(xs) > 1 else 0.0
    ci = f"{mean:+.4f} ({mean - 1.96 * se:+.4f} to {mean + 1.96 * se:+.4f})"
    return f"  {name:<22} {len(decs):>4} {ci:>30} {sum(bayes) / len(bayes):>+16.4f}"


def decisions_per_side(ruleset: str, games: int, seed: int) -> float:
    """How many decisions with a choice one side takes in a normal game, on average."""
    total = sum(choice for g in range(games)
                for *_, choice in _normal_game(ruleset, derive_seed(seed, g)))
    return total / games / 2


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.headroom", description=__doc__.split("\n")[0])
    ap.add_argument("ruleset", choices=sorted(GUIDES))
    ap.add_argument("games", type=int, help="normal games to sample two decisions from each")
    ap.add_argument("--worlds", type=int, default=160)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--opening", type=int, default=0, metavar="K",
                    help="judge each game's first K decisions with a choice, not 2 random ones")
    args = ap.parse_args(argv)
    if args.games < 2 or args.worlds < 4 or args.workers < 1 or args.opening < 0:
        ap.error("at least 2 games, 4 worlds and 1 worker, and an opening of 0 or more decisions")
    per_game = args.opening or 2
    # the opening's decisions are taken once a game, not spread over it: a game's sum is theirs
    per_side = (per_game / 2 if args.opening
                else decisions_per_side(args.ruleset, min(args.games, 40), args.seed))
    which = f"the first {per_game}" if args.opening else "2 random"
    print(f"{args.ruleset}: {args.games} normal games, {which} decisions with a choice of each, "
          f"every action played out in {args.worlds} paired worlds; gains in win chances over "
          "normal's pick")
    for line in report(measure(args.ruleset, args.games, args.worlds, args.seed, args.workers,
                               per_game, bool(args.opening)), per_side):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
