"""The weakest computer player: a uniformly random legal action, seeded."""
from __future__ import annotations

from game.ai.seeded import SeededPlayer
from rules.core.dice import Dice


class RandomPlayer:
    def __init__(self, seed: int = 0, name: str = "random"):
        self.dice = Dice.from_seed(seed)
        self.name = name

    def choose(self, pack, state, seat: str):
        # only the seat's own options are read, and those never depend on others' secrets
        legal = SeededPlayer.legal(pack, state, seat)
        return legal[self.dice.below(len(legal))]
