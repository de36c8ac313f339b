"""Staged fights for Morituri: a set-up and the whole action log, written by hand.

    {"format": "arena-table/stage", "ruleset": "morituri", "seed": 1,
     "name": "...", "description": "...", "setup": {...},
     "actions": [{"seat": "p1", "action": {"kind": "plan", "op": "add", "card": 6}},
                 {"seat": "p1", "action": {"kind": "pass"}}, ...]}

Morituri turns have many small decisions (two action phases, the die, the guesses, movement,
the declaration), so a stage lists the actions themselves, each with its seat; `stage_actions`
replays them and names the first one a rule refuses ("action 7 (p2 guess): IV.7: ...").
An optional "version" says which dice the seed rolls (rules/core/stages.stage_seed): 2 today's,
1 or left out the old version-1 dice (the shipped stages have none).
"""
from __future__ import annotations

import json

from rules.core import stages
from rules.core.engine import BadSetup
from rules.core.save_schema import version_for
from rules.core.stages import STAGE_FORMAT, check_header
from rules.morituri.actions import action_adapter

FIELDS = {"format", "ruleset", "seed", "name", "description", "setup", "actions", "notes"}


def stage_actions(stage, pack=None):
    """(setup, seed, [(seat, action)]) of a stage; the whole log is checked by playing it."""
    if pack is None:
        from rules.morituri import RULESET as pack
    check_header(stage, "morituri", FIELDS)
    setup = stage.get("setup") or {}
    seed = stages.stage_seed(stage)
    state = pack.new_game(setup, seed)
    log = []
    for n, entry in enumerate(stage.get("actions") or [], start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("seat"), str):
            raise BadSetup(f"stage: action {n} needs a \"seat\" and an \"action\"")
        action = stages.parse_action(action_adapter, entry.get("action"), n)
        state = stages.apply_action(pack, state, entry["seat"], action, n)
        log.append((entry["seat"], action))
    return setup, seed, log


def stage_json(setup: dict, seed: int, log, name: str, description: str) -> str:
    """The text of a stage file for a log of (seat, action) pairs."""
    data = {"format": STAGE_FORMAT, "ruleset": "morituri", "version": version_for(seed),
            "seed": int(seed), "name": name,
            "description": description, "setup": setup,
            "actions": [{"seat": s, "action": action_adapter.dump_python(a, mode="json",
                                                                         exclude_defaults=True)
                         | {"kind": a.kind}} for s, a in log]}
    return json.dumps(data, indent=1) + "\n"
