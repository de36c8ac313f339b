"""Gladiator rosters on disk (saves/rosters/*.json): a player's characters, carried from game to
game (Experience, Altar of Life).

- `load_roster(path)`: the roster, or one `UserError` line naming the file and what is wrong.
- `write_roster(path, roster)`: atomic (a temporary file renamed over the old one, the old one
  kept as `<path>.bak`), like game/saves.py write_save; on failure nothing is touched.
- `setup_side(roster, names, side)`: the set-up entries of the named characters for one side,
  plus the Bones of that side's dead characters (they lie in the arena for the Altar of Life).
- `new_game_setup(...)`: a whole Gladiator set-up from one or two rosters.
- `record_game(path, state)`: the game's experience written back to the roster file.

The rules (parsing, experience, attribute points) are rules/gladiator/rosters.py; this module
only reads and writes files.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from game.errors import UserError
from game.saves import write_atomic
from rules.core import jsonfile
from rules.gladiator.rosters import Roster, RosterError, after_game, parse_roster, spec

ROSTER_DIR = Path(__file__).resolve().parents[1] / "saves" / "rosters"


def roster_path(typed: str | os.PathLike) -> Path:
    """What the user typed (`play --roster`): a bare name ('example') is a file of
    saves/rosters/; anything else is a path. Only for the command line: a name inside a file
    (a save's meta.roster) goes through `named_roster`."""
    text = str(typed)
    if os.sep in text or "/" in text or text.endswith(".json"):
        return Path(text)
    return named_roster(text)


def named_roster(name) -> Path:
    """saves/rosters/NAME.json for a plain name; anything else (a path, '..') is one line."""
    try:
        return ROSTER_DIR / f"{jsonfile.check_name(name, 'roster')}.json"
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None


def meta_name(path: str | os.PathLike) -> str | None:
    """The name a save records for a roster file: only one of saves/rosters/ has one (a save
    never holds a path; a roster elsewhere is written back only in the game that typed it)."""
    path = Path(path)
    name = path.name.removesuffix(".json")
    if path.resolve().parent == ROSTER_DIR.resolve() and jsonfile.NAME.fullmatch(name):
        return name
    return None


def load_roster(path: str | os.PathLike) -> Roster:
    path = roster_path(path)
    if not path.exists():
        raise UserError(f"{path}: no such roster")
    try:
        data = jsonfile.read_json(path, "roster")
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None
    try:
        return parse_roster(data, path.name)
    except RosterError as e:
        raise UserError(str(e)) from None


def write_roster(path: str | os.PathLike, roster: Roster) -> Path:
    """Write atomically; keep the replaced file as `<path>.bak` (game/saves.py write_atomic)."""
    data = roster.model_dump(mode="json")

    def dump(f):
        json.dump(data, f, indent=2)
        f.write("\n")
    return write_atomic(roster_path(path), dump)


def setup_side(roster: Roster, names: list[str] | None, side: str) -> tuple[list[dict], list[dict]]:
    """(character entries, Bones entries) for `side`: the named characters (all living ones
    when `names` is None) and every dead one of the roster as Bones."""
    by_name = {c.name: c for c in roster.characters}
    if names is None:
        names = [c.name for c in roster.characters if not c.bones]
    chars = []
    for n in names:
        c = by_name.get(n)
        if c is None:
            known = ", ".join(sorted(by_name)) or "none"
            raise UserError(f"roster {roster.owner}: no character named {n!r} (characters: {known})")
        try:
            chars.append(spec(c))
        except RosterError as e:
            raise UserError(f"roster {roster.owner}: {e}") from None
    bones = [{"side": side, "character": spec(c.model_copy(update={"bones": False}))}
             for c in roster.characters if c.bones]
    return chars, bones


def new_game_setup(west: Roster, west_names: list[str] | None = None,
                   east: Roster | None = None, east_names: list[str] | None = None,
                   **options) -> dict:
    """A Gladiator set-up: West from a roster; East from another roster, or (solo) the
    computer's creatures. `options` are other set-up keys (arena, turn_limit ...)."""
    w, w_bones = setup_side(west, west_names, "west")
    if not w:
        raise UserError(f"roster {west.owner}: no living character to bring into the game")
    setup = {**options, "west": w, "bones": w_bones}
    if east is None:
        setup["solo"] = True
    else:
        e, e_bones = setup_side(east, east_names, "east")
        if not e:
            raise UserError(f"roster {east.owner}: no living character to bring into the game")
        setup["east"] = e
        setup["bones"] = w_bones + e_bones
    return setup


def record_game(path: str | os.PathLike, state) -> Roster:
    """Write the finished game's experience back: survivors gain, the dead lose a third (and
    become Bones), who left by the exit keeps his."""
    roster = load_roster(path)
    new = after_game(roster, state)
    write_roster(path, new)
    return new
