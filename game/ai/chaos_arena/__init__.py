"""Computer players for the Chaos Arena: easy, normal, hard ("random" is game/ai/random_player).

A war band is run by a plan of the usual schemes, one action per call:

- set-up: a hand for a Mage who stays back and hurts from afar (Zappo's bolt, Claymore's spell,
  Kablammo's fireball) and keeps himself alive (Band-Aid, Selebungol, Testudo);
- 4A: the fighters come in first (Berserkers, Warriors), every new character steps off the
  teleportal at once (staying there kills him);
- 4B: items first (a potion for the wounded, Three Arrows for an empty quiver, the Spellbook),
  then archers shoot when the Arrow Table gives a fair chance, then the others move - toward the
  enemy Mage, into contact where the odds are good, away from hexes where the enemy gathers
  more strength than they do, never onto a lake and into the swamp only when no dry way is left;
  the Mage moves only to step off the teleportal or out of danger (moving breaks his spell).
  Then the combats worth fighting, best expected gain first (exact odds of the dice, the
  weakest-first losses of 4B), then the phase ends;
- 4C: the encounter goes to a sturdy fighter without an item, more than 6 hexes from his own
  Mage (a Magical Whirlywind hurls everybody within 6), never the Mage if it can be helped; the
  Mage keeps off the edge of the Arena, where random movement could hurl him off it;
- items: Bad Evil Drugs are refused ("just say NO", 6); the other items are used or passed
  (swapped) to whoever makes most of them;
- 4D: every target of the prepared spell is tried on imagined worlds and the best is cast;
- 4E: a spell is prepared only when it will have a target next turn.

It decides only from what its seat may know: every decision starts from
`pack.determinize(state, seat, dice)` (the other Mage's hand and altar re-drawn, the Chaos deck
reshuffled, the dice reseeded) and reads public things and its own hand. Seeded and
deterministic; no search beyond a few sampled casts. "hard" is the paired-rollout search
(game/ai/rollout.py) over the normal player.
"""
from __future__ import annotations

from game.ai.rollout import make_level
from game.ai.chaos_arena.levels import LEVELS, Level
from game.ai.chaos_arena.player import ChaosPlayer
from game.ai.chaos_arena.search import GUIDE, HARD

__all__ = ["ChaosPlayer", "GUIDE", "HARD", "LEVELS", "Level", "make"]


def make(level: str, seed: int, timed: bool = True):
    """random, easy, normal (the heuristic player) or hard (the paired-rollout search over it);
    `timed`: the search's time cap at the table (off in tournaments)."""
    return make_level(level, seed, timed, ChaosPlayer, LEVELS, (GUIDE, HARD), "chaos")
