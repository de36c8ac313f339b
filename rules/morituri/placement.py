"""Placing figures for a staged fight (the workshop): each figure's space written into the
set-up (`cell`, or a whole goblin pair's `cells`: STAGES.md), which I.7 allows ("unless agreed
otherwise"); the set-up's own checks judge the result. Figures have no facing."""
from __future__ import annotations

import copy

from rules.core.engine import BadSetup

FACINGS = 0
TURN = 0
MOVES = {"actions": []}


def start_setup(arena: str) -> dict:
    return {"board": arena}


def roster(setup: dict, state) -> list[tuple]:
    seats = list(dict.fromkeys(f.seat for f in state.figures))
    return [(f.id, f.id.replace("-", " ").title(), seats.index(f.seat), tuple(f.cell), None)
            for f in state.figures]


def place(setup: dict, state, fid: str, cell, facing: int | None = None) -> dict:
    if cell is None:
        raise BadSetup("I.7: every figure starts in the arena")
    from rules.morituri.setup import Setup
    out = copy.deepcopy(setup)
    out["figures"] = copy.deepcopy(setup.get("figures")) or \
        Setup.model_validate(out).model_dump(mode="json", exclude_none=True)["figures"]
    figs = iter(state.figures)              # in the set-up's order, a goblin pair as two
    for spec in out["figures"]:
        pair = spec.get("character") == "goblins" and not spec.get("half")
        members = [next(figs) for _ in range(2 if pair else 1)]
        cells = [list(cell) if f.id == fid else list(f.cell) for f in members]
        if pair:
            spec.pop("cell", None)
            spec["cells"] = cells
        else:
            spec["cell"] = cells[0]
    return out
