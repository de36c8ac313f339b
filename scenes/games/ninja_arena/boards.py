"""Finding a board to show: an arena name of the Ninja pack, or a board JSON path the user typed.

The shipped arenas live in rules/ninja_arena/arenas/*.json (the content engineer's), the
user's own in saves/arenas/*.json; both are found by name.
"""
from __future__ import annotations

from pathlib import Path

from game.errors import UserError
from rules.core.board import Board, BoardError, load_board
from rules.core.jsonfile import NAME, USER_ARENAS, FileProblem, excerpt, find_named, read_json

ROOT = Path(__file__).resolve().parents[3]
ARENA_DIRS = (ROOT / "rules" / "ninja_arena" / "arenas", USER_ARENAS)


def arena_ids() -> list[str]:
    """The shipped arenas, then the user's in saves/arenas/ (not those the workshop made for
    another game: their "game" says so)."""
    out = []
    for d in ARENA_DIRS:
        if d.is_dir():
            out += sorted(p.stem for p in d.glob("*.json") if _for_ninja_arena(p))
    return out


def _for_ninja_arena(path) -> bool:
    try:
        data = read_json(path, "arena")
    except FileProblem:
        return True                      # listed: choosing it says what is wrong, in one line
    return not isinstance(data, dict) or data.get("game") in (None, "", "ninja-arena")


def find_board(name: str, paths: bool = True) -> Board:
    """A board from an arena name ("castle"), or (`paths`: a name the user typed on the command
    line) a path to a board JSON file. A name from a file (a save's arena) is only ever a name.

    Raises UserError (one line) when neither exists or the file is bad."""
    path = Path(name)
    try:
        if paths and (path.suffix == ".json" or path.exists()):
            if not path.exists():
                raise UserError(f"{name}: no such board file")
            return load_board(path)
        if NAME.fullmatch(name) and any((d / f"{name}.json").is_file() for d in ARENA_DIRS):
            return load_board(find_named(name, ARENA_DIRS, "arena"))
    except (BoardError, FileProblem) as exc:
        raise UserError(str(exc)) from None
    known = ", ".join(arena_ids() or ["castle"])
    raise UserError(f"{excerpt(name)}: not a board file or arena name (known arenas: {known})")


def arena_setup(typed: str) -> dict:
    """The set-up entry for an arena the user typed (`play --arena`, the custom-file field): a
    name stays a name, a path becomes the board itself, inline, so no save holds a path."""
    if NAME.fullmatch(typed):
        find_board(typed)                       # unknown: one line now, not at the table
        return {"arena": typed}
    find_board(typed)                           # a missing or broken file: its own line
    try:
        return {"board": read_json(typed, "board")}
    except FileProblem as exc:
        raise UserError(str(exc)) from None
