"""What the workshop knows of each game, learnt through the rules registry: a game whose
`rules/<game>/arena_check.py` exists has a workshop (its `problems(board)`, `PALETTE` of terrain
brushes and `WORKSHOP` facts: the highest level, the start sides, a blank arena); every arena
saved there is played by name. Morituri's arena is fixed: the workshop only stages fights on it."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType

from game.workshop.draft import Draft
from rules import registry
from rules.core.board import load_board


@dataclass(frozen=True)
class WorkshopPack:
    ruleset: str
    check: ModuleType

    @property
    def name(self) -> str:
        return registry.get(self.ruleset).name

    @property
    def max_level(self) -> int:
        return self.check.WORKSHOP["max_level"]

    @property
    def sides(self) -> tuple[str, ...]:
        return tuple(self.check.WORKSHOP["sides"])

    @property
    def setup_key(self) -> str:
        """The set-up field that names the arena ("arena"; Chaos Arena's "board")."""
        return self.check.WORKSHOP.get("setup_key", "arena")

    @property
    def default_arena(self) -> str:
        """The arena of a set-up that names none (the fixed one for a fixed game)."""
        return self.check.WORKSHOP.get("default") or self.blank().id

    def arenas(self) -> list[str]:
        """The arenas a game can be played in: the shipped ones, then the user's made for it."""
        from game.workshop.files import user_arenas
        if self.fixed:
            return [self.blank().id]
        return sorted(p.stem for p in self.arena_folder.glob("*.json")) + user_arenas(self.ruleset)

    @property
    def fixed(self) -> str:
        """Why the arena cannot be painted ("" when it can): the game has one arena."""
        return self.check.WORKSHOP.get("fixed", "")

    @property
    def palette(self) -> tuple:
        return self.check.PALETTE

    def blank(self) -> Draft:
        board = load_board(self.check.WORKSHOP["blank"])
        return Draft.from_board(self.ruleset, board, max_level=self.max_level)

    def problems(self, board) -> list:
        return self.check.problems(board)

    @property
    def arena_folder(self):
        """Where the game ships its arenas (rules/<game>/arenas)."""
        from pathlib import Path
        return Path(self.check.__file__).parent / "arenas"


@lru_cache(maxsize=1)
def packs() -> dict[str, WorkshopPack]:
    out = {}
    for ruleset, module in registry.KNOWN.items():
        try:
            check = importlib.import_module(module + ".arena_check")
        except ModuleNotFoundError:
            continue
        out[ruleset] = WorkshopPack(ruleset, check)
    return out


def pack(ruleset: str) -> WorkshopPack:
    try:
        return packs()[ruleset]
    except KeyError:
        raise ValueError(f"the workshop builds arenas for {', '.join(packs())}, "
                         f"not {ruleset!r}") from None
