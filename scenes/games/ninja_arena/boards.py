"""Finding a board to show: an arena id of the Ninja pack, or a board JSON path.

The shipped arenas live in rules/ninja_arena/arenas/*.json (the content engineer's).
"""
from __future__ import annotations

from pathlib import Path

from game.errors import UserError
from rules.core.board import Board, BoardError, load_board

ROOT = Path(__file__).resolve().parents[3]
ARENA_DIRS = (ROOT / "rules" / "ninja_arena" / "arenas",)


def arena_ids() -> list[str]:
    out = []
    for d in ARENA_DIRS:
        if d.is_dir():
            out += sorted(p.stem for p in d.glob("*.json"))
    return out


def find_board(name: str) -> Board:
    """A board from an arena id ("castle"), or a path to a board JSON file.

    Raises UserError (one line) when neither exists or the file is bad."""
    path = Path(name)
    try:
        if path.suffix == ".json" or path.exists():
            if not path.exists():
                raise UserError(f"{name}: no such board file")
            return load_board(path)
        for d in ARENA_DIRS:
            p = d / f"{name}.json"
            if p.exists():
                return load_board(p)
    except BoardError as exc:
        raise UserError(str(exc)) from None
    known = ", ".join(arena_ids() or ["castle"])
    raise UserError(f"{name}: not a board file or arena id (known arenas: {known})")
