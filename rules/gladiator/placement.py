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


def _spec_of(setup: dict, state, fid: str) -> tuple[dict, dict]:
    """(the set-up with every character written out, the entry of `fid` in it)."""
    f = state.fig(fid)
    out = place(setup, state, fid, f.cell, f.facing)
    side = SIDES[[s[0] for s in SIDES].index(fid[0])]
    return out, out[side][int(fid[1:]) - 1]


def attributes(setup: dict, state, fid: str) -> list[tuple]:
    """A character's race, his armour and the weapon he holds ready (the character sheet: what his SH can
    carry is the set-up's check)."""
    from rules.gladiator import data
    if fid[0] not in [s[0] for s in SIDES] or not fid[1:].isdigit():
        return []                                    # a creature or a conjured figure
    _, spec = _spec_of(setup, state, fid)
    weapons = [None] + [w for w, v in data.weapons().items() if v.kind != "magic" and not v.natural]
    return [("race", "race", list(data.races()), spec.get("race", "human")),
            ("armour", "armour", list(data.armours()), spec.get("armour", "none")),
            ("ready", "ready weapon", weapons, spec.get("ready"))]


def set_attribute(setup: dict, state, fid: str, key: str, value) -> dict:
    out, spec = _spec_of(setup, state, fid)
    spec[key] = value
    if key == "race":                 # the race's own SH, AG and IQ
        for stat in ("sh", "ag", "iq"):
            spec.pop(stat, None)
    return out
