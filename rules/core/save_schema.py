"""The save file's shape, as pydantic models (DESIGN.md, "Saves and staged fights").

A save is setup + seed + the action log, plus a snapshot of the final state as a check:

    {"format": "arena-table/save", "version": 2, "ruleset": "ninja-arena",
     "setup": {...}, "seed": 42,
     "actions": [{"seat": "p1", "action": {"kind": "plan", ...}}, ...],
     "snapshot": {...}, "meta": {...}}

`version` says which dice the seed rolls (rules/core/dice.py): 2 the PCG64 dice, 1 the old
SplitMix64 ones. Every save written before version 2 is version 1 and replays with the old dice;
a game continued from one is written as version 1 again (its seed stays a LegacySeed).

`snapshot` may be null in a hand-written staged fight (nothing to check against); `meta` is free
text for people and tools (title, date, notes) and never affects the game.

The JSON Schema generated from these models is committed as saves/save.schema.json and a test
fails when it drifts. Regenerate it with:

    .venv/bin/python -m rules.core.save_schema > saves/save.schema.json
"""
from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rules.core.dice import seed_version, versioned_seed

SAVE_FORMAT = "arena-table/save"
SAVE_VERSION = 2
SUPPORTED_VERSIONS = (1, 2)


class SavedAction(BaseModel):
    """One entry of the action log: which seat did what (the pack's action JSON)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    seat: str = Field(min_length=1, description="the seat that acted, e.g. 'p1'")
    action: dict[str, Any] = Field(
        description="the pack's action as JSON, with its 'kind'",
        json_schema_extra={"required": ["kind"], "properties": {"kind": {"type": "string"}}})

    @field_validator("action")
    @classmethod
    def _has_kind(cls, value: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(value.get("kind"), str):
            raise ValueError("an action needs a string 'kind'")
        return value


class SaveFile(BaseModel):
    """A whole save file. Field order is the order written to disk."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Arena Table save")

    format: Literal["arena-table/save"] = SAVE_FORMAT
    version: Literal[1, 2] = Field(
        default=SAVE_VERSION, description="2: the seed rolls PCG64 dice; 1: the old SplitMix64 dice")
    ruleset: str = Field(min_length=1, description="registry id of the rule pack")
    setup: dict[str, Any] = Field(description="the pack's setup, as given to new_game")
    seed: int = Field(description="seed of the game's dice")
    actions: list[SavedAction] = Field(default_factory=list)
    snapshot: dict[str, Any] | None = Field(
        default=None, description="pack.snapshot() of the final state; null: nothing to check")
    meta: dict[str, Any] = Field(default_factory=dict, description="free notes; not game data")


    @property
    def game_seed(self) -> int:
        """The seed as pack.new_game takes it: a version-1 save's rolls the version-1 dice."""
        return versioned_seed(self.version, self.seed)


def version_for(seed: int) -> int:
    """The save version of a game started from `seed` (a LegacySeed: 1)."""
    return seed_version(seed)


def marked_setup(pack, setup: dict, *, saved_before: bool = False) -> dict:
    """A pack's `setup_mark` (key, its value now, its value for saves written before the key
    existed): a save written now carries the key; a save without it is read with the older
    value, so the game it recorded replays as it was played (Morituri's ruling VI.2)."""
    mark = getattr(pack, "setup_mark", None)
    if mark is None or mark[0] in setup:
        return setup
    key, now, before = mark
    return {**setup, key: before if saved_before else now}


def save_json_schema() -> dict:
    return SaveFile.model_json_schema()


def schema_text() -> str:
    """The exact text of saves/save.schema.json."""
    return json.dumps(save_json_schema(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(schema_text())
