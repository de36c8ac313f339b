"""Ninja Arena computer players: easy, normal, hard (and "random" from game/ai/random_player.py).

Planning is secret and simultaneous (2.3), so a plan is judged against *samples* of what the
others may have planned, never against their real plans:

1. `pack.determinize(state, seat, dice)` gives a world in which the others' submitted plans (if
   any) are random re-draws: the player never reads a secret.
2. The others' plans are sampled: "likely" plans (hard, normal: the best replies an opponent
   would find against a ninja standing still, by the same search from their side) mixed with
   uniformly random legal plans, so the player does not over-trust its model of them.
3. The player's plan is built slot by slot with a beam search: every one-slot plan, then the best
   few extended by a second slot, then a third. Each candidate is played through the pack's own
   `apply` (the three action rounds, fast -> normal -> slow, initiative and all) against every
   sampled opponent plan, and the position after the combat phase is scored by `evaluate`.
4. The plan with the best expected score (hard: mean blended with the worst case) is played.

Levels differ in the number of samples, the beam width, opponent modelling and how noisy the
evaluation is (easy judges a few dozen random plans with a blurred eye); all are seeded and
deterministic for a seed, and the work per decision is capped by a simulation budget (plus a time
budget in the app, see `timed`).
"""
from __future__ import annotations

import math
from dataclasses import replace

from game.ai.ninja_arena.levels import LEVELS, Level
from game.ai.ninja_arena.player import NinjaPlayer

__all__ = ["LEVELS", "Level", "NinjaPlayer", "make"]


def make(level: str, seed: int, timed: bool = True):
    if level == "random":
        from game.ai.random_player import RandomPlayer
        return RandomPlayer(seed)
    spec = LEVELS[level]
    if not timed:
        spec = replace(spec, max_seconds=math.inf)
    return NinjaPlayer(spec, seed, name=f"ninja-{level}")
