"""The "hard" computer players' root comparison: paired rollouts (a rollout algorithm).

A pack lends its normal heuristic (a `Guide`). The heuristic's own pick
and a few plausible others (the guide's alternatives player) are each played out in the same
sampled worlds: each world is one `pack.determinize` draw (the other seats' secrets and the
future dice re-sampled, so the search never reads a secret), and in it every candidate is
followed by the heuristic playing every seat with the same seed, to the end of the game or to
`depth` actions, where the guide's evaluation scores it.

Why paired: in these dice games two moves' single playouts differ mostly by luck. Played in the
same world with the same dice, the luck is shared and the difference is the move's
(common random numbers); a dozen worlds then tell apart what a few hundred unpaired playouts
could not. Why the heuristic as the rollout policy: it is also how the normal player plays, so
against it the playouts are a faithful model of the opponent, and a one-step improvement over a
policy is never worse than the policy itself in expectation (Bertsekas' rollout algorithm).

The pick is kept unless another candidate is better on average by more than `margin` and by
`z` standard errors of the paired differences: noise never overrides the heuristic. Worlds are
spent in rounds; after half of them a candidate that is clearly worse than the pick is dropped.
Work is capped by `worlds` (tournaments reproduce) and, at the table, by `max_seconds`.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable

from game.ai.montecarlo import outcome_value
from rules.core.dice import Dice


@dataclass
class Guide:
    """What a pack lends the search.

    policy(seed) -> a player (`choose(pack, state, seat)`): the pack's normal heuristic.
    value(pack, state, seat) -> float in [0, 1] for an unfinished position.
    direct(pack, state, seat) -> True when the heuristic should decide without search.
    alternatives(seed) -> a player whose picks are plausible other moves (e.g. the easy one).
    The players keep no memory between decisions: the search asks a fresh one each time.
    """

    policy: Callable[[int], Any]
    value: Callable[[Any, Any, str], float]
    direct: Callable[[Any, Any, str], bool] = lambda pack, state, seat: False
    alternatives: Callable[[int], Any] | None = None


def squash(score: float, scale: float) -> float:
    """A signed material score as a value in (0, 1) (0.5 = even)."""
    x = max(-60.0, min(60.0, score / scale))
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(frozen=True)
class Paired:
    worlds: int = 12            # sampled worlds per decision: the deterministic cap
    candidates: int = 4         # the heuristic's pick and up to this many others
    randoms: int = 0            # further candidates drawn at random from the legal actions
    depth: int = 400            # heuristic actions per playout before the evaluation scores it
    margin: float = 0.02        # how much better (mean value) another move must be
    z: float = 1.5              # ...and by how many standard errors of the differences
    max_seconds: float = 1.0    # the table's time budget (math.inf in tournaments)


def _key(action) -> str:
    return repr(action)


class PairedPlayer:
    def __init__(self, guide, budget: Paired, seed: int = 0, name: str = "paired",
                 clock: Callable[[], float] = time.perf_counter):
        self.guide = guide
        self.budget = budget
        self.dice = Dice.from_seed(seed)
        self.name = name
        self.clock = clock
        self.last_iterations = 0   # playouts of the last decision (benchmarks and tests read it)

    def _seed(self) -> int:
        return self.dice.below(1 << 62)

    def choose(self, pack, state, seat: str):
        guide = self.guide
        legal = pack.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        # judged from a sampled world only, never the real state (the heuristics' look-ahead
        # would otherwise roll the real future dice)
        world = pack.determinize(state, seat, self.dice)
        pick = guide.policy(self._seed()).choose(pack, world, seat)
        if guide.direct(pack, world, seat):
            return pick
        cands = self._candidates(pick, legal, pack, world, seat)
        if len(cands) == 1:
            return pick
        return cands[self._compare(pack, state, seat, cands)]

    def _candidates(self, pick, legal, pack, world, seat) -> list:
        by_key = {_key(a): a for a in legal}
        order = [_key(pick)] if _key(pick) in by_key else []
        if self.guide.alternatives is not None:
            alt = self.guide.alternatives(self._seed())
            for _ in range(3 * self.budget.candidates):
                if len(order) > self.budget.candidates:
                    break
                k = _key(alt.choose(pack, world, seat))
                if k in by_key and k not in order:
                    order.append(k)
        rest = [k for k in by_key if k not in order]
        self.dice.shuffle(rest)
        order += rest[:self.budget.randoms]
        return [by_key[k] for k in order]

    def _compare(self, pack, state, seat: str, cands: list) -> int:
        budget = self.budget
        n = len(cands)
        values: list[list[float | None]] = [[] for _ in range(n)]
        alive = list(range(n))
        deadline = self.clock() + budget.max_seconds
        done = 0
        for w in range(budget.worlds):
            if w and self.clock() > deadline:
                break
            world = pack.determinize(state, seat, self.dice)
            seed = self._seed()
            legal_here = {_key(a) for a in pack.legal_actions(world, seat)}
            for i in range(n):
                if i not in alive or _key(cands[i]) not in legal_here:
                    values[i].append(None)
                    continue
                after, _ = pack.apply(world, seat, cands[i])
                values[i].append(self._playout(pack, after, seat, seed))
                done += 1
            if w + 1 == budget.worlds // 2:   # halfway: drop the clearly worse
                alive = [i for i in alive if i == 0 or sum(paired_diff(values[i], values[0])) > 0]
        self.last_iterations = done
        best, best_mean = 0, 0.0
        for i in alive[1:]:
            mean, se = paired_diff(values[i], values[0])
            if mean > budget.margin and mean > budget.z * se and mean > best_mean:
                best, best_mean = i, mean
        return best

    def _playout(self, pack, world, seat: str, seed: int) -> float:
        return heuristic_values(pack, world, self.guide.policy(seed), self.budget.depth,
                                self.guide.value)[seat]


def heuristic_values(pack, world, policy, depth: int, value) -> dict[str, float]:
    """Every seat's value after `policy` played all seats for up to `depth` actions: the outcome
    of a finished game, else `value(pack, state, seat)`."""
    for _ in range(depth):
        if pack.outcome(world).finished:
            break
        acting = sorted(pack.to_act(world))
        if not acting:
            break
        actor = acting[0]
        world, _ = pack.apply(world, actor, policy.choose(pack, world, actor))
    outcome = pack.outcome(world)
    seats = pack.seats(world)
    if outcome.finished:
        return {s: outcome_value(outcome, s) for s in seats}
    return {s: value(pack, world, s) for s in seats}


def paired_diff(a: list, b: list) -> tuple[float, float]:
    """Mean and standard error of the paired differences a - b (worlds where both were played)."""
    d = [x - y for x, y in zip(a, b) if x is not None and y is not None]
    if len(d) < 2:
        return (0.0, math.inf)
    mean = sum(d) / len(d)
    var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
    return mean, math.sqrt(var / len(d))


def make_paired(guide, budget: Paired, seed: int, timed: bool, name: str) -> PairedPlayer:
    """The hard player of a pack; `timed=False` (tournaments) keeps only the world cap."""
    if not timed:
        from dataclasses import replace
        budget = replace(budget, max_seconds=math.inf)
    return PairedPlayer(guide, budget, seed, name=name)


def make_level(level: str, seed: int, timed: bool, player, levels: dict, search: tuple,
               name: str):
    """A game's `make` where "hard" is this search over its heuristic `player` (four games):
    random, the heuristic at `levels[level]`, or the search with `search` = (guide, budget)."""
    if level == "random":
        from game.ai.random_player import RandomPlayer
        return RandomPlayer(seed)
    if level == "hard":
        return make_paired(*search, seed, timed, f"{name}-hard")
    return player(levels[level], seed, name=f"{name}-{level}")
