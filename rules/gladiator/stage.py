"""Staged fights for Gladiator: a set-up and the action log, written by hand (or by
`stage_json`); the format is in rules/gladiator/STAGES.md.

    {"format": "arena-table/stage", "version": 2, "ruleset": "gladiator", "seed": 3,
     "name": "...", "description": "...",
     "setup": {"arena": "practice", "magic_item": false,
               "west": [{"name": "Thor", "sh": 16, "ag": 8, "cell": [5, 4], "facing": 2}],
               "east": [{"name": "June", "sh": 10, "ag": 14, "cell": [6, 4], "facing": 6}]},
     "actions": [{"kind": "choose_first", "side": "west"}, "end_move", "end_move",
                 {"kind": "hand_combat", "target": "w1"}, {"kind": "react", "repel": true}]}

Only one seat decides at any moment of a Gladiator game, so an entry is the action alone (its
kind alone when it has no fields, "end_move"); `{"seat": ..., "action": ...}` is accepted too,
and its seat is checked. "version" says which dice the seed rolls (rules/core/stages.stage_seed:
2 today's; left out, the old version-1 dice). With `"auto": true` the decisions of computer-run creatures and AI
characters are taken by their tactics (tactics.py) and left out of the list. The dice are the
seed's: a stage is written for its seed. `stage_actions` plays the log and names the first
entry the rules refuse; `stage_to_save` returns the save dict `simulate`, `validate`,
`render`, `record` and `play --load` use.
"""
from __future__ import annotations

import json

from rules.core import stages
from rules.core.engine import BadSetup, IllegalAction
from rules.core.jsonfile import excerpt
from rules.core.save_schema import version_for
from rules.core.stages import STAGE_FORMAT, check_header
from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from rules.gladiator.actions import Action, action_adapter
from rules.gladiator.setup import Setup

RULESET_ID = "gladiator"


class Entry(BaseModel):
    """An entry with its seat (checked against the seat waiting)."""
    model_config = ConfigDict(extra="forbid")
    seat: Literal["west", "east"] | None = None
    action: Union[str, Action]


class StageFile(BaseModel):
    """The file's shape, for its JSON Schema (stage.schema.json); the checks of
    `stage_actions` give the one-line messages."""
    model_config = ConfigDict(extra="forbid", title="Gladiator staged fight")
    format: Literal["arena-table/stage"]
    version: Literal[1, 2] = Field(1, description="the dice the seed rolls: 2 today's, 1 the old")
    ruleset: Literal["gladiator"]
    seed: int = Field(1, ge=0, strict=True)
    auto: bool = Field(False, strict=True,
                       description="computer-run figures decide by their tactics")
    name: str = ""
    description: str = ""
    notes: str = ""
    setup: Setup = Field(default_factory=Setup)
    actions: list[Union[str, Action, Entry]] = Field(
        default_factory=list, description="an action, its kind alone, or {seat, action}")


FIELDS = set(StageFile.model_fields) - {"version"}     # check_header allows "version" itself


def schema_text() -> str:
    """The exact text of rules/gladiator/stage.schema.json."""
    return json.dumps(StageFile.model_json_schema(), indent=2, sort_keys=True) + "\n"


def _pack():
    from rules.gladiator import RULESET
    return RULESET


def _check(stage) -> None:
    check_header(stage, RULESET_ID, FIELDS, list_known=True)
    if not isinstance(stage.get("auto", False), bool):
        raise BadSetup(f"stage: \"auto\" must be true or false, got {excerpt(stage['auto'])}")


def _entry(value, n: int):
    """(seat or None, action) of the n-th entry."""
    if isinstance(value, str):
        return None, stages.parse_action(action_adapter, {"kind": value}, n)
    if not isinstance(value, dict):
        raise BadSetup(f"stage: action {n} must be an action object, its kind, or "
                       f"{{\"seat\": ..., \"action\": ...}}")
    if "action" in value:
        unknown = set(value) - {"seat", "action"}
        if unknown or not isinstance(value.get("seat", ""), str):
            raise BadSetup(f"stage: action {n}: an entry has an \"action\" and maybe a \"seat\" "
                           f"(a side name), nothing else")
        seat, inner = value.get("seat"), value["action"]
        if isinstance(inner, str):
            inner = {"kind": inner}
        return seat, stages.parse_action(action_adapter, inner, n)
    return None, stages.parse_action(action_adapter, value, n)


def _only_seat(pack, state, n: int) -> str:
    who = sorted(pack.to_act(state))
    if not who:
        raise IllegalAction("Phases", f"action {n}: the game is already over ({state.reason})")
    return who[0]


def _auto_moves(pack, state, log: list):
    """Let computer-run figures decide while the waiting decision is theirs."""
    while not state.finished:
        choice = pack.creature_choice(state)
        if choice is None:
            return state
        seat, action = choice
        state, _ = pack.apply(state, seat, action)
        log.append((seat, action))
    return state


def stage_actions(stage, pack=None):
    """(setup, seed, [(seat, action)]) of a stage; the whole log is checked by playing it."""
    pack = pack or _pack()
    _check(stage)
    setup = stage.get("setup") or {}
    seed = stages.stage_seed(stage, 1, minimum=0)     # "version" 2: today's dice
    auto = stage.get("auto", False)
    state = pack.new_game(setup, seed)
    log: list = []
    for n, value in enumerate(stage.get("actions") or [], start=1):
        seat, action = _entry(value, n)
        if auto:
            state = _auto_moves(pack, state, log)
        waiting = _only_seat(pack, state, n)
        if seat is not None and seat != waiting:
            raise IllegalAction("Phases", f"action {n} ({seat} {action.kind}): {seat} may not "
                                f"act now (to act: {waiting})")
        state = stages.apply_action(pack, state, waiting, action, n)
        log.append((waiting, action))
    if auto:
        _auto_moves(pack, state, log)
    return setup, seed, log


def stage_to_save(data: dict, name: str = "stage") -> dict:
    """The save dict of a staged fight. A bad stage raises BadSetup: one line naming the
    stage, then the entry and the rule."""
    pack = _pack()
    try:
        setup, seed, log = stage_actions(data, pack)
    except (IllegalAction, BadSetup) as e:
        raise BadSetup(f"{name}: {e}") from None
    return stages.stage_save(pack, setup, seed, log, data, name)


def stage_json(setup: dict, seed: int, log, name: str, description: str, notes: str = "",
               auto: bool = False) -> str:
    """The text of a stage file for a log of (seat, action) pairs, one entry a line, the
    shortest form each (with `auto`, the computer-run figures' own choices left out)."""
    pack = _pack()
    state = pack.new_game(setup, seed)
    entries = []
    for seat, action in log:
        chosen = pack.creature_choice(state) if auto else None
        if chosen is not None and chosen != (seat, action):
            raise ValueError(f"the log overrides a computer-run figure's choice ({seat} "
                             f"{action.kind}): write it without auto")
        if chosen is None:
            d = action_adapter.dump_python(action, mode="json", exclude_defaults=True)
            entries.append(action.kind if not d else {"kind": action.kind, **d})
        state, _ = pack.apply(state, seat, action)
    head = {"format": STAGE_FORMAT, "version": version_for(seed), "ruleset": RULESET_ID,
            "seed": int(seed), "name": name,
            "description": description, **({"notes": notes} if notes else {}),
            **({"auto": True} if auto else {}), "setup": setup}
    lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    acts = [f"  {json.dumps(e)}" for e in entries]
    return "{\n" + "\n".join(lines) + '\n "actions": [\n' + ",\n".join(acts) + "\n ]\n}\n"


if __name__ == "__main__":       # python -m rules.gladiator.stage > rules/gladiator/stage.schema.json
    import sys
    sys.stdout.write(schema_text())
