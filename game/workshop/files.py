"""Named arena files in `saves/arenas/` (beside the shipped arenas, found by name by
`play --arena NAME` and `simulate --arena NAME`): written atomically, read back validated by the
board loader and the game's own check, a broken file refused in one line."""
from __future__ import annotations

import json
from pathlib import Path

from game.errors import UserError
from game.saves import write_atomic
from game.workshop.draft import Draft
from game.workshop.packs import pack, packs
from rules.core.board import BoardError, load_board
from rules.core.jsonfile import USER_ARENAS, FileProblem, check_name, read_json


class ArenaFileError(ValueError):
    """One line: the file and what is wrong with it."""


def arena_file(name: str, folder: Path = USER_ARENAS) -> Path:
    try:
        check_name(name, "arena")
    except FileProblem as e:
        raise ArenaFileError(str(e)) from None
    return Path(folder) / f"{name}.json"


def problems_of(draft: Draft) -> list:
    """The game's problems with the draft (a board the loader refuses is one problem too)."""
    from rules.core.arenacheck import Problem
    try:
        board = draft.to_board()
    except BoardError as e:
        return [Problem(None, str(e))]
    return pack(draft.ruleset).problems(board)


def save_arena(draft: Draft, name: str, folder: Path = USER_ARENAS) -> Path:
    """Write the draft as arena `name` for its game; a draft the game refuses is not written
    (the first problem is the message)."""
    path = arena_file(name, folder)
    found = problems_of(draft)
    if found:
        raise ArenaFileError(f"{name}: not a legal {pack(draft.ruleset).name} arena: {found[0].reason}")
    data = draft.to_dict()
    data.update({"id": name, "name": draft.name if draft.name not in ("", draft.id) else name,
                 "game": draft.ruleset})
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        return write_atomic(path, lambda f: json.dump(data, f, indent=1))
    except (UserError, OSError) as e:
        raise ArenaFileError(f"{path}: cannot write: {e}") from None


def load_arena_draft(source: str | Path, ruleset: str | None = None,
                     folder: Path = USER_ARENAS) -> Draft:
    """A draft from a named arena (saves/arenas, then each game's shipped arenas) or a path; the
    game is `ruleset`, else the file's "game", else guessed from its grid."""
    path = Path(source) if (isinstance(source, Path) or str(source).endswith(".json")) \
        else _find(source, ruleset, folder)
    label = path.name
    try:
        data = read_json(path, "arena", name=label)
        board = load_board(data, name=label)
    except (FileProblem, BoardError) as e:
        raise ArenaFileError(str(e)) from None
    game = ruleset or data.get("game") or ("chaos-arena" if board.grid == "hex" else "ninja-arena")
    if game not in packs():
        raise ArenaFileError(f"{label}: game {game!r} has no workshop (known: {', '.join(packs())})")
    p = pack(game)
    found = p.problems(board)
    if found:
        raise ArenaFileError(f"{label}: not a legal {p.name} arena: {found[0].reason}")
    d = Draft.from_board(game, board, max_level=p.max_level)
    d.id = path.stem
    return d


def _shipped_folders(ruleset: str | None) -> list[Path]:
    games = [pack(ruleset)] if ruleset else list(packs().values())
    return [g.arena_folder for g in games]


def _find(name: str, ruleset: str | None, folder: Path) -> Path:
    from rules.core.jsonfile import find_named
    try:
        return find_named(name, [folder, *_shipped_folders(ruleset)], "arena")
    except FileProblem as e:
        raise ArenaFileError(str(e)) from None


def user_arenas(ruleset: str, folder: Path = USER_ARENAS) -> list[str]:
    """Names of the arenas in `folder` made for `ruleset` (by their "game", or their grid)."""
    out = []
    for p in sorted(Path(folder).glob("*.json")):
        try:
            data = read_json(p, "arena")
        except FileProblem:
            continue
        game = data.get("game") if isinstance(data, dict) else None
        if game == ruleset:
            out.append(p.stem)
    return out
