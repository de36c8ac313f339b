"""Finding a board to show: an arena id of the Ninja pack, or a board JSON path.

The shipped arenas live in rules/ninja_arena/arenas/*.json (the content engineer's). Until
they exist a built-in stand-in for The Castle keeps the table showable; it is never used when
the real file is there.
"""
from __future__ import annotations

from pathlib import Path

from game.errors import UserError
from rules.core.board import Board, BoardError, load_board

ROOT = Path(__file__).resolve().parent.parent
ARENA_DIRS = (ROOT / "rules" / "ninja_arena" / "arenas",)

# Stand-in only (see the module docstring): a symmetric keep with level 0-3 stacks.
STAND_IN_CASTLE = {
    "id": "castle", "name": "The Castle (stand-in)", "authored": True,
    "rows": ["00000000",
             "01100110",
             "01211210",
             "00133100",
             "00133100",
             "01211210",
             "01100110",
             "00000000"],
    "start_areas": {"south": [[x, 0] for x in range(1, 7)], "north": [[x, 7] for x in range(1, 7)],
                    "east": [[7, y] for y in range(1, 7)], "west": [[0, y] for y in range(1, 7)]},
    "notes": "table stand-in until rules/ninja_arena/arenas/castle.json lands",
}


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
        if name == "castle":
            return load_board(STAND_IN_CASTLE)
    except BoardError as exc:
        raise UserError(str(exc)) from None
    known = ", ".join(arena_ids() or ["castle"])
    raise UserError(f"{name}: not a board file or arena id (known arenas: {known})")
