"""What the games' computer players share: their level, their own seeded dice and name, and the
seat's legal actions read one way (none at all is a bug, not a move)."""
from __future__ import annotations

from rules.core.dice import Dice


class SeededPlayer:
    NAME = "computer"

    def __init__(self, level, seed: int = 0, name: str | None = None):
        self.level = level
        self.dice = Dice.from_seed(seed)
        self.name = name or self.NAME

    @staticmethod
    def legal(pack, state, seat: str) -> list:
        """The seat's own legal actions in `state` (never depending on others' secrets)."""
        legal = pack.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        return legal
