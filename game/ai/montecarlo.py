"""A generic computer player: flat Monte-Carlo over the seat's own knowledge.

It plays any registered pack through the contract alone (legal_actions, apply, to_act, outcome)
plus the optional `determinize(state, seat, dice)` (rules/core/engine.py): every playout starts
from a fresh determinization, a copy of the game in which everything this seat cannot see (the
other seats' secret plans, hidden cards, future dice) is re-sampled. So the player never reads a
secret; at worst it reads a sample of one.

For each candidate action it runs random playouts to the end of the game (or to a depth cap,
where an optional evaluator scores the position), shares the playouts among the candidates with
UCB1, and plays the candidate with the best mean. It is seeded (a Dice of its own) and capped by
a playout count and a time budget, so it never freezes the app. With the time budget unreached,
the same seed and the same knowledge give the same choice.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, Callable

from rules.core.dice import Dice

Evaluator = Callable[[Any, Any, str], float]  # (pack, state, seat) -> value in [0, 1]


def determinize(pack, state, seat: str, dice: Dice):
    """The pack's determinization, or a plain copy for packs that keep no secrets."""
    fn = getattr(pack, "determinize", None)
    if fn is not None:
        return fn(state, seat, dice)
    return pack.copy_state(state)


def can_search(pack, state, seat: str) -> bool:
    """False when a pack without `determinize` says another seat holds a secret right now: a
    search from a plain copy would read it, so the player must not search."""
    if hasattr(pack, "determinize") or not hasattr(pack, "secrets"):
        return True
    return not any(pack.secrets(state, other) for other in pack.seats(state) if other != seat)


def outcome_value(outcome, seat: str) -> float:
    """1 for a sole win, shared wins split, 0 for a loss; a finished game without winners is 0.5."""
    if not outcome.winners:
        return 0.5
    if seat in outcome.winners:
        return 1.0 / len(outcome.winners) if len(outcome.winners) > 1 else 1.0
    return 0.0


def random_playout(pack, state, seat: str, dice: Dice, max_actions: int,
                   evaluator: Evaluator | None = None) -> float:
    """Plays random legal actions for every seat (mutating nothing but `state`'s successors)
    until the game ends or `max_actions` were applied; returns the value for `seat`."""
    for _ in range(max_actions):
        outcome = pack.outcome(state)
        if outcome.finished:
            return outcome_value(outcome, seat)
        acting = sorted(pack.to_act(state))
        if not acting:
            break
        actor = acting[0]
        legal = pack.legal_actions(state, actor)
        if not legal:
            break
        state, _ = pack.apply(state, actor, legal[dice.below(len(legal))])
    outcome = pack.outcome(state)
    if outcome.finished:
        return outcome_value(outcome, seat)
    return evaluator(pack, state, seat) if evaluator else 0.5


@dataclass(frozen=True)
class Effort:
    """How hard the player thinks per decision."""

    playouts: int = 200          # total playouts per decision (the deterministic cap)
    max_seconds: float = 2.0     # safety net: stop early so the app never freezes
    max_actions: int = 60        # actions per playout before the evaluator scores the position
    max_candidates: int = 48     # more legal actions than this: a seeded sample is considered
    explore: float = 0.7         # UCB1 exploration constant


class MonteCarloPlayer:
    """Flat Monte-Carlo with UCB1 over the seat's own candidate actions."""

    def __init__(self, seed: int = 0, effort: Effort = Effort(), evaluator: Evaluator | None = None,
                 name: str = "montecarlo", clock: Callable[[], float] = time.perf_counter):
        self.dice = Dice.from_seed(seed)
        self.effort = effort
        self.evaluator = evaluator
        self.name = name
        self.clock = clock
        self.last_playouts = 0  # playouts run for the last decision (benchmarks read it)

    def choose(self, pack, state, seat: str):
        dice = self.dice
        sample = determinize(pack, state, seat, dice)
        legal = list(pack.legal_actions(sample, seat))
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1 or not can_search(pack, state, seat):
            # (no way to imagine the others' secrets: a blind, seeded pick instead of peeking)
            self.last_playouts = 0
            return legal[dice.below(len(legal))] if len(legal) > 1 else legal[0]
        candidates = legal
        if len(legal) > self.effort.max_candidates:
            picks = list(range(len(legal)))
            dice.shuffle(picks)
            candidates = [legal[i] for i in sorted(picks[: self.effort.max_candidates])]
        return candidates[self._search(pack, state, seat, candidates)]

    def _search(self, pack, state, seat: str, candidates: list) -> int:
        effort, dice = self.effort, self.dice
        n = len(candidates)
        visits = [0] * n
        totals = [0.0] * n
        deadline = self.clock() + effort.max_seconds
        budget = max(effort.playouts, n)
        done = 0
        while done < budget:
            if done and self.clock() > deadline:
                break  # unvisited candidates simply lose the comparison below
            if done < n:
                i = done
            else:
                log_t = math.log(done)
                i = max(range(n), key=lambda k: totals[k] / visits[k]
                        + effort.explore * math.sqrt(log_t / visits[k]))
            world = determinize(pack, state, seat, dice)
            after, _ = pack.apply(world, seat, candidates[i])
            totals[i] += random_playout(pack, after, seat, dice, effort.max_actions, self.evaluator)
            visits[i] += 1
            done += 1
        self.last_playouts = done
        # best mean; ties go to the earlier candidate so the choice is reproducible
        return max(range(n), key=lambda k: (totals[k] / visits[k] if visits[k] else -1.0, -k))
