"""`main.py validate SAVE [SAVE ...]`: check save files (format, schema, replay, snapshot).

Each file gets one line: "<file>: ok (ruleset, N actions, outcome)" on stdout (or "<file>:
skipped: ..." for the JSON Schema that lives beside the saves), or its one-line problem on stderr. Exit status 0 when every file is fine, 2 otherwise (as for any user error).
A staged fight ("format": "arena-table/stage") is checked too: its pack turns it into an action
log (game.simulate.load_log) and the log must replay.
"""
from __future__ import annotations

import importlib
import sys

from game import saves
from game.errors import UserError
from rules.core.jsonfile import excerpt, one_line
from rules.core.save_schema import SaveFile, version_for

STAGE_FORMAT = "arena-table/stage"


def describe(pack, state, save, staged: bool = False) -> str:
    outcome = pack.outcome(state)
    n = len(save.actions)
    if outcome.finished:
        who = (" and ".join(outcome.winners) + (" win" if len(outcome.winners) > 1 else " wins")
               if outcome.winners else "no winner")
        result = f"finished, {who}" + (f": {outcome.reason}" if outcome.reason else "")
    else:
        waiting = ", ".join(sorted(pack.to_act(state))) or "nobody"
        result = f"running, to act: {waiting}"
    what = "staged fight, " if staged else ""
    check = "" if save.snapshot is not None or staged else ", no snapshot to check"
    return f"ok ({what}{save.ruleset}, {n} action{'s' if n != 1 else ''}, {result}{check})"


def check_stage(data: dict, name: str):
    """A staged fight -> (pack, state, save-without-snapshot), replayed like a save."""
    try:
        simulate = importlib.import_module("game.simulate")
    except ModuleNotFoundError as e:
        if e.name != "game.simulate":
            raise
        simulate = None
    if not hasattr(simulate, "load_log"):
        raise UserError(f"{name}: a staged fight; this build cannot check those yet")
    pack, setup, seed, log = simulate.load_log(data, name)
    save = SaveFile(version=version_for(seed), ruleset=pack.id, setup=setup, seed=int(seed),
                    actions=[{"seat": seat, "action": saves.action_json(pack, a)} for seat, a in log])
    return pack, saves.replay(pack, save, name), save


def is_json_schema(data: dict) -> bool:
    """A JSON Schema (saves/save.schema.json lives beside the saves), not a save."""
    return "format" not in data and data.get("type") == "object" and \
        isinstance(data.get("properties"), dict) and isinstance(data.get("$defs", {}), dict)


def check_file(path: str) -> str:
    """The ok (or skipped) line for one file; raises UserError with its problem."""
    data = saves.read_json(path)
    if is_json_schema(data):
        return f"{path}: skipped: a JSON Schema ({excerpt(data.get('title', 'untitled'))}), not a save"
    if data.get("format") == STAGE_FORMAT:
        pack, state, save = check_stage(data, path)
        return f"{path}: {describe(pack, state, save, staged=True)}"
    pack, state, save = saves.load_save_data(data, path)
    return f"{path}: {describe(pack, state, save)}"


def run(args) -> int:
    status = 0
    for path in args.saves:
        try:
            print(check_file(path))
        except UserError as e:
            print(one_line(str(e)), file=sys.stderr)
            status = 2
    return status
