"""Gladiator computer players: easy, normal, hard (and "random" from game/ai/random_player.py).

A player runs a whole side. It decides from what its side may know: every decision starts from
`pack.determinize(state, seat, dice)` (the enemy's Image look-alikes reshuffled, invisible
enemies placed where they might be, the dice reseeded), and only the seat's own legal actions
are read from the real game.

- Its creatures and AI characters follow the pack's own tactics (`pack.creature_choice`), which
  are the rules' description of how they fight.
- Initiative: it lets the enemy move first (Strategy: 'in most cases a good idea').
- Movement: a melee fighter heads for a square next to the nearest enemy, preferring his side
  or rear, and stops within half his MP so he can still attack (charge); farther away it
  closes in but stays out of reach of a free charge. Archers and mages keep their distance and
  face the enemy. A badly hurt character makes for the exit (keeping his experience).
- Actions are scored by expected damage (the pack's exact odds times the average damage past
  armour, double for impale and receive charge, a bonus for a kill), healing, standing up,
  readying a weapon, reloading, evading when nothing is worth doing.
- Reactions: repel hand combat when weaker, evade a possible death blow or a double-damage
  attack.

Levels: easy blurs its scores and forgets to evade; normal plays the best score; hard is the
paired-rollout search (game/ai/rollout.py) over normal's pick, easy's picks and a few random
moves, each played out by normal in the same sampled worlds. All seeded and deterministic.
"""
from __future__ import annotations

from game.ai.rollout import make_level
from game.ai.gladiator.levels import LEVELS, Level
from game.ai.gladiator.player import GladiatorPlayer
from game.ai.gladiator.search import GUIDE, HARD

__all__ = ["GUIDE", "GladiatorPlayer", "HARD", "LEVELS", "Level", "make"]


def make(level: str, seed: int, timed: bool = True):
    """random, easy, normal (the heuristic player) or hard (the paired-rollout search over it);
    `timed`: the search's time cap at the table (off in tournaments)."""
    return make_level(level, seed, timed, GladiatorPlayer, LEVELS, (GUIDE, HARD), "gladiator")
