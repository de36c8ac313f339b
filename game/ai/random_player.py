"""The weakest computer player: a uniformly random legal action, seeded."""
from __future__ import annotations

from rules.core.dice import Dice


class RandomPlayer:
    def __init__(self, seed: int = 0, name: str = "random"):
        self.dice = Dice.from_seed(seed)
        self.name = name

    def choose(self, pack, state, seat: str):
        # only the seat's own options are read, and those never depend on others' secrets
        legal = pack.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        return legal[self.dice.below(len(legal))]
