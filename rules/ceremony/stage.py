"""Staged fights for the Master of Ceremonies: a set-up and the action log, written by hand
(STAGES.md describes the format).

    {"format": "arena-table/stage", "ruleset": "ceremony", "seed": 7,
     "name": "...", "description": "...", "setup": {"mode": "master"},
     "actions": [{"seat": "mc", "action": {"kind": "place_trap", "trap": "spikes", "cell": [5, 3]}},
                 {"seat": "mc", "action": "traps_done"}, ...]}

The game is made of single actions (a trap, a start square, one figure's action, a Master's
action, a DODGE answer), so a stage lists the actions themselves with their seats; an action
without fields may be given as its kind alone ("traps_done", "pass"). The dice are the seed's:
a stage is written for its seed. `stage_actions` replays the log and names the first action a
rule refuses; `stage_to_save` returns the save dict the table and `simulate` load.
"""
from __future__ import annotations

import json

from rules.core import stages
from rules.core.engine import BadSetup, IllegalAction
from rules.core.save_schema import version_for
from rules.core.stages import STAGE_FORMAT, check_header
from rules.ceremony.actions import action_adapter

FIELDS = {"format", "ruleset", "seed", "name", "description", "setup", "actions", "notes", "expect"}


def _check(stage) -> None:
    check_header(stage, "ceremony", FIELDS)
    stages.stage_seed(stage)


def parse_action(value, n: int):
    if isinstance(value, str):
        value = {"kind": value}
    return stages.parse_action(action_adapter, value, n)


def stage_actions(stage, pack=None):
    """(setup, seed, [(seat, action)]) of a stage; the whole log is checked by playing it."""
    if pack is None:
        from rules.ceremony import RULESET as pack
    _check(stage)
    setup = stage.get("setup") or {}
    seed = stages.stage_seed(stage)
    state = pack.new_game(setup, seed)
    log = []
    for n, entry in enumerate(stage.get("actions") or [], start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), str) or "action" not in entry:
            raise BadSetup(f"stage: action {n} needs a \"seat\" and an \"action\"")
        action = parse_action(entry["action"], n)
        state = stages.apply_action(pack, state, entry["seat"], action, n)
        log.append((entry["seat"], action))
    return setup, seed, log


def stage_to_save(data: dict, name: str = "stage") -> dict:
    """The save dict of a staged fight (simulate, render, record and play --load use it). A bad
    stage raises BadSetup with one line naming the stage, the action and the rule."""
    from rules.ceremony import RULESET
    try:
        setup, seed, log = stage_actions(data, RULESET)
    except IllegalAction as e:
        raise BadSetup(f"{name}: {e}") from None
    except BadSetup as e:
        raise BadSetup(f"{name}: {e}") from None
    return stages.stage_save(RULESET, setup, seed, log, data, name)


def stage_json(setup: dict, seed: int, log, name: str, description: str, notes: str = "") -> str:
    """The text of a stage file for a log of (seat, action) pairs (short forms where possible)."""
    def short(a):
        d = action_adapter.dump_python(a, mode="json", exclude_defaults=True)
        return a.kind if not d else {"kind": a.kind, **d}
    head = {"format": STAGE_FORMAT, "ruleset": "ceremony", "version": version_for(seed),
            "seed": int(seed), "name": name,
            "description": description, **({"notes": notes} if notes else {}), "setup": setup}
    lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    acts = [f"  {json.dumps({'seat': s, 'action': short(a)})}" for s, a in log]
    return "{\n" + "\n".join(lines) + '\n "actions": [\n' + ",\n".join(acts) + "\n ]\n}\n"
