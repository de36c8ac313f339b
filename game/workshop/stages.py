"""Stages made at the table: a game in progress written as a staged fight in
`saves/stages/NAME.stage.json`, which `simulate`, `render`, `record` and `play --load` take as
they are. Its set-up, seed and the moves so far replay to the position on the table, so the moves
written after them (by hand, or by playing on and saving again) start from there.

A game whose pack writes its own stage text (`rules/<game>/stage.py` `stage_json`: Gladiator,
Morituri, Master of Ceremonies) gets it, one move a line; the others are written in the save
format, which every command reads as a stage too (`game/simulate.load_log`)."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

from game.errors import UserError
from game.saves import save_dict, write_atomic
from rules import registry
from game.userfiles import USER_STAGES
from rules.core.jsonfile import FileProblem, check_name

__all__ = ["USER_STAGES", "save_stage", "stage_text"]


def stage_text(session, name: str, description: str = "") -> str:
    """The stage file's text for the session as it stands."""
    pack = session.pack
    module = importlib.import_module(registry.KNOWN.get(pack.id, "") + ".stage") \
        if pack.id in registry.KNOWN else None
    writer = getattr(module, "stage_json", None)
    description = description or f"saved at the table after {len(session.log)} moves"
    if writer is not None:
        return writer(session.setup, session.seed, session.log, name, description)
    data = save_dict(session.to_save())
    data.setdefault("meta", {}).update({"title": name, "description": description})
    return json.dumps(data, indent=1) + "\n"


def save_stage(session, name: str, folder: Path = USER_STAGES) -> Path:
    """Write the session as stage `name` (atomically); read back through simulate's own reader
    before it replaces anything, so a stage that would not replay is never written."""
    from game.simulate import load_log
    try:
        check_name(name, "stage")
    except FileProblem as e:
        raise UserError(str(e)) from None
    text = stage_text(session, name)
    _, _, _, log = load_log(json.loads(text), name)
    if len(log) != len(session.log):
        raise UserError(f"{name}: the stage replays {len(log)} of {len(session.log)} moves")
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return write_atomic(folder / f"{name}.stage.json", lambda f: f.write(text))
