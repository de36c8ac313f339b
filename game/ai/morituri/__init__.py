"""Computer players for Arena: Morituri te salutant: easy, normal, hard.

The heart of the game is the secret die (IV.7): the attacker sets a number, the defender
guesses. That is a small zero-sum game, and the player plays it *mixed*: from the attack's
payoff per set number (the wound it would cause, plus what a hit does besides: a retreat, a
fall, a grapple, a knock-out, a finishing blow) and the defender's number of guesses it solves
the game (`solve`), then draws the die from the attacker's equilibrium mixture or the guesses
from the defender's equilibrium marginals with its own seeded generator (normal blends in a
little uniform noise, a share of imperfect play; hard draws from the exact mixture). A player
who always set the highest number, or always guessed it, would be read at once (IV.7 says
so); a mixture cannot be.

The rest is a plan of the usual schemes of "Word from the Author": plan attacks while walking
in (movement 2), use the first planned attack when one step (or the card's compulsory
movement) brings the enemy into its distance, declare the attack worth most, switch stance in
the first action phase when the current one defends badly against the attacks waiting for this
defence phase, re-equip when no attack fits the hands any more, use special actions when their
gain is worth their price.

It decides only from what its seat may know: every decision starts from
`pack.determinize(state, seat, dice)`, in which the other seats' planned rows and any
unrevealed number or guesses are re-drawn, and reads only public things and its own cards.
Seeded (a Dice of its own), deterministic, and fast (no search). "hard" is the paired-rollout
search (game/ai/rollout.py), for the decisions `_direct` leaves to it, over its own player: the
normal one with the exact die mixture, wary (it plans each attack against the stance the
foe may take at once, his standard one, as well as the one he stands in), guarded (among the
attacks worth planning it prefers one whose stance stands well against the foe's best attacks)
and braced (part of an attack's worth judged against the best guard among the foe's cards, since
his first planned card, which he may lay out before he defends, is hidden).
"""
from __future__ import annotations

from game.ai.rollout import make_level
from game.ai.morituri.levels import LEVELS, Level
from game.ai.morituri.player import MorituriPlayer
from game.ai.morituri.search import GUIDE, HARD

__all__ = ["GUIDE", "HARD", "LEVELS", "Level", "MorituriPlayer", "make"]


def make(level: str, seed: int, timed: bool = True):
    """random, easy, normal (the heuristic player) or hard (the paired-rollout search over it);
    `timed`: the search's time cap at the table (off in tournaments)."""
    return make_level(level, seed, timed, MorituriPlayer, LEVELS, (GUIDE, HARD), "morituri")
