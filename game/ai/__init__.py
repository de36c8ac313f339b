"""Computer players. `make_ai(pack_id, level, seed)` picks the best player a pack has.

Levels: "random" (uniform legal actions), "easy", "normal", "hard". A pack with its own players
(a module listed in PACK_AI exposing `make(level, seed)`) gets them; every other pack gets the
generic Monte-Carlo player (game/ai/montecarlo.py) at an effort matching the level.
"""
from __future__ import annotations

import importlib
import math
from dataclasses import replace

from game.ai.montecarlo import Effort, MonteCarloPlayer
from game.ai.random_player import RandomPlayer

LEVELS = ("random", "easy", "normal", "hard")

# pack id -> module with make(level, seed) for the pack's own players
PACK_AI = {
    "ninja-arena": "game.ai.ninja_arena",
    "gladiator": "game.ai.gladiator",
    "chaos-arena": "game.ai.chaos_arena",
    "morituri": "game.ai.morituri",
    "ceremony": "game.ai.ceremony",
}

GENERIC_EFFORT = {
    "easy": Effort(playouts=16, max_actions=30, max_seconds=0.5),
    "normal": Effort(playouts=64, max_actions=40, max_seconds=1.0),
    "hard": Effort(playouts=240, max_actions=60, max_seconds=1.0),
}


def make_ai(pack_id: str, level: str, seed: int, timed: bool = True):
    """`timed=False` lifts the time budget (playout caps only), so games are reproducible even
    on a busy machine: tournaments use it; the app keeps the budget so it never freezes."""
    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "random":
        return RandomPlayer(seed)
    module = PACK_AI.get(pack_id)
    if module is not None:
        try:
            return importlib.import_module(module).make(level, seed, timed=timed)
        except ModuleNotFoundError as exc:  # the pack's own players not built: generic fallback
            if exc.name != module:
                raise
    effort = GENERIC_EFFORT[level]
    if not timed:
        effort = replace(effort, max_seconds=math.inf)
    return MonteCarloPlayer(seed, effort, name=f"mc-{level}")
