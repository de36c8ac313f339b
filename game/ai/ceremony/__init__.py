"""Master of Ceremonies computer players: one player object for every seat, dispatching on the
seat's role (a gladiator p1..p4, or the Master of Ceremonies "mc").

The game is full of dice and every choice is small (one action at a time), so the players do
not search: they score each legal action with the rules' own numbers - the chance to hit (the
COMBAT test, facing bonuses, the target's DODGE), the distribution of wound kinds a weapon die
gives against the armour and TOUGHNESS on each location (rules.ceremony.combat.wound_kind) -
and take the best, with seeded noise on the easier levels. Everything read comes from
`pack.view(state, seat)` (figures, the seat's own traps, crystals, points) and the seat's own
legal actions; nothing else of the state is looked at.

The Master plays to his win condition (RULES.md E7): before 10 wound crystals every kill loses
him the game, so his helpers go for the gladiator on whom a wound is likeliest and a death
unlikeliest ("the weaker one") and stay off anyone a blow might kill; his dwarves bind the
gladiators (E5) so they cannot reach each other (a gladiator's own kill loses him the game); his
dogs go round to a gladiator's rear (B6: +2, no DODGE) when the rest of their ORDER pays for
it; he spends his points before the round ends (they are lost) and lets a moment pass (`pass`)
when nothing is worth one; once 10 crystals are on his wheel he turns to the blow most likely
to kill; in the last round, short of 10, he evens the gladiators' wounds (a tie on time is his).
Gladiators try to kill their opponent by their own hand (in the Master's game that wins
outright), fight off the helpers that come at them, turn to face a flank attacker, keep their
hourglass for a moment worth it, and in the eliminations leave the action to the partner
(`pass`) when they have nothing good to do.

Levels: "easy" (noisy scores, little fear of an early kill), "normal", and "hard": the
paired-rollout search (game/ai/rollout.py) over the normal player, the one level that searches.
Measured strength: the docstring of tests/game/test_ceremony_ai.py.
"""
from __future__ import annotations

from game.ai.rollout import make_level
from game.ai.ceremony.levels import LEVELS, Level
from game.ai.ceremony.player import CeremonyPlayer
from game.ai.ceremony.search import GUIDE, HARD

__all__ = ["CeremonyPlayer", "GUIDE", "HARD", "LEVELS", "Level", "make"]


def make(level: str, seed: int, timed: bool = True):
    """random, easy, normal (the heuristic player) or hard (the paired-rollout search over it);
    `timed`: the search's time cap at the table (off in tournaments)."""
    return make_level(level, seed, timed, CeremonyPlayer, LEVELS, (GUIDE, HARD), "ceremony")
