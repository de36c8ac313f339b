"""The table's remembered choices (the last new-game choices, the last opponent of each other
game): one small JSON object in `saves/user/settings.json`, written atomically. A broken or
foreign file is never fatal: its choices are forgotten with one line saying why, and the next
write replaces it."""
from __future__ import annotations

import json
from pathlib import Path

from game.errors import UserError
from game.saves import write_atomic
from game import userfiles
from rules.core import jsonfile


def read(path: Path | None = None) -> tuple[dict, str]:
    """(the settings, "" or the one line saying why they were forgotten)."""
    path = Path(path or userfiles.SETTINGS)
    if not path.exists():
        return {}, ""
    try:
        data = jsonfile.read_json(path, "settings", name=path.name)
    except jsonfile.FileProblem as e:
        return {}, f"{e}: the remembered choices are forgotten"
    if not isinstance(data, dict):
        return {}, f"{path.name}: not a JSON object: the remembered choices are forgotten"
    return data, ""


def remember(key: str, value, path: Path | None = None) -> str:
    """Keep `value` (plain JSON) under `key`; "" or one line if it could not be written (the
    table goes on either way)."""
    path = Path(path or userfiles.SETTINGS)
    data, _ = read(path)
    data[key] = value
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, lambda f: json.dump(data, f, indent=1, sort_keys=True))
    except (OSError, UserError) as e:
        return f"{path}: cannot remember the choices ({e})"
    return ""
