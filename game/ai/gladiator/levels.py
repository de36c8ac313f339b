"""The levels' settings: how much a player misjudges, and whether he forgets to evade."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    noise: float           # amplitude of score noise
    random_share: int      # out of 100: a random legal action instead
    wary: bool = True      # evades a blow that could kill (False: forgets that threat)


LEVELS = {
    # easy misjudges what its options are worth (a wide noise: with 6 normal beat it only 61.5%
    # of 200 games, with 12 75.1%) and forgets to evade (see _react)
    "easy": Level(noise=12.0, random_share=0, wary=False),
    "normal": Level(noise=0.0, random_share=0),
}
