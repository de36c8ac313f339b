"""The levels' settings: noise, the Master's fear of an early kill and his helpers, and normal's weights (game/ai/variants.py screens them)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    noise: float          # amplitude of the seeded noise added to every score
    blunder: float        # chance of a uniformly random legal action
    kill_fear: float      # the Master's penalty per unit of kill chance before 10 crystals
    helpers: int          # how many allies the Master wants on the board at once
    pass_below: float     # an optional moment is let pass when nothing scores this well
    # the settings below are normal's; game/ai/variants.py screens changes to them
    kill: float = 20.0    # a gladiator's worth of killing the other gladiator, in wounds
    critical: float = 3.0  # ...and of a critical wound
    dodge: bool = True    # DODGEs a blow that lands when it may
    wait: float = 0.1     # a gladiator's score for WAITing (an hourglass for later)
    flank: float = 0.0    # a gladiator's bonus for stepping to the other's side (twice: rear)
    trap_row: int = 2     # a gladiator lays his traps about this many rows from the far edge
    traps: bool = True    # a gladiator lays traps at all
    # these two read the others' habits, which normal does not; screened only (game/ai/variants.py):
    # +5 points against normal alone, but no search over them beat the search over normal
    # (docs/computer-players.md)
    wary: float = 0.0     # fear of a square where another seat's trap likely lies (x its chance)
    ambush: float = 0.0   # worth of laying a trap where the other gladiator likely steps (x chance)


LEVELS = {
    # easy misjudges odds (a wide noise on every score) and is greedy: as Master it fears a
    # kill far less, as gladiator it presses on; it makes no random moves
    "easy": Level(noise=2.5, blunder=0.0, kill_fear=6.0, helpers=2, pass_below=0.3),
    # a little noise breaks ties: without it the first of equal options always won, and a
    # noiseless Master measured far weaker (6 wins in 200 against 47)
    "normal": Level(noise=0.1, blunder=0.0, kill_fear=30.0, helpers=4, pass_below=0.3),
}
