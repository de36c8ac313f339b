"""Placing characters for a staged fight (the workshop): each character's `cell` and `facing`
in the set-up (STAGES.md); the set-up's own checks judge the result."""
from __future__ import annotations

import copy

from rules.core.arenacheck import put
from rules.gladiator.state import SIDES

FACINGS = 8                  # 0 N .. 7 NW
TURN = 1
MOVES = {"actions": []}


def start_setup(arena: str) -> dict:
    return {"arena": arena, "magic_item": False}


def roster(setup: dict, state) -> list[tuple]:
    return [(f.id, f.name, SIDES.index(f.side), tuple(f.cell), f.facing)
            for f in state.figures if f.present]


def place(setup: dict, state, fid: str, cell, facing: int | None = None) -> dict:
    out = copy.deepcopy(setup)
    from rules.gladiator.setup import Setup
    filled = Setup.model_validate(out).model_dump(mode="json", exclude_none=True)
    out["west"], out["east"] = filled["west"], filled["east"]
    for side in SIDES:
        for i, spec in enumerate(out[side]):
            f = state.fig(f"{side[0]}{i + 1}")
            spec.update(cell=list(f.cell), facing=f.facing)
            if f.id == fid:
                put(spec, "cell", cell, facing, FACINGS)
    return out
