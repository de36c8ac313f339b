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


def _spec_of(setup: dict, state, fid: str) -> tuple[dict, dict]:
    """(the set-up with every figure's cell written, the entry of `fid` in it)."""
    f = next(x for x in state.figures if x.id == fid)
    out = place(setup, state, fid, f.cell)
    figs = iter(state.figures)
    for spec in out["figures"]:
        pair = spec.get("character") == "goblins" and not spec.get("half")
        if fid in [next(figs).id for _ in range(2 if pair else 1)]:
            return out, spec
    raise KeyError(fid)


def attributes(setup: dict, state, fid: str) -> list[tuple]:
    """Which character a figure is (I: each player chooses one), his Condition (I.5: the standard card's at the start; fewer for a worn fighter)
    and the items in his hands (I.3: any two his hands can hold, the rest stored or worn)."""
    from rules.morituri import cards
    from rules.morituri import equipment as eq
    f = next(x for x in state.figures if x.id == fid)
    top = f.full
    held = [i for i in f.own_items if i not in f.worn]
    pairs = [[a, b] for a in held + [None] for b in held + [None]
             if eq.check_hands((a, b), f.worn) is None]
    return [("character", "character", list(cards.CHARACTERS), f.deck),
            ("condition", "condition", list(range(1, max(top, f.condition) + 1)), f.condition),
            ("hands", "in hands", pairs, list(f.hands))]


def set_attribute(setup: dict, state, fid: str, key: str, value) -> dict:
    out, spec = _spec_of(setup, state, fid)
    if key == "character":            # another deck: its own gear, Condition and cards
        cell = spec.get("cell") or (spec.get("cells") or [None])[0]
        spec.clear()
        spec.update({"character": value, "seat": next(x.seat for x in state.figures if x.id == fid)},
                    **({"cell": cell} if cell else {}))
        return out
    spec[key] = list(value) if key == "hands" else value
    return out
