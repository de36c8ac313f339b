"""Placing characters for a staged fight (the workshop): a staged position (position.py,
STAGES.md) with each character's hex; a character placed off the board waits outside the Arena.
The position's own checks judge the result."""
from __future__ import annotations

import copy

FACINGS = 0                  # no facing in the Chaos Arena
TURN = 0
MOVES = {"actions": []}


def start_setup(arena: str) -> dict:
    return {"board": arena}


def roster(setup: dict, state) -> list[tuple]:
    """Every character of both war bands: on his hex, or None while outside the Arena."""
    seats = list(state.seats)
    return [(f.id, f.id.replace("-", " ").title(), seats.index(f.seat),
             tuple(f.cell) if f.status == "arena" and f.cell is not None else None, None)
            for f in state.figs if f.status in ("arena", "waiting")]


def place(setup: dict, state, fid: str, cell, facing: int | None = None) -> dict:
    out = copy.deepcopy(setup)
    pos = out.setdefault("position", {})
    figures = {f.id: list(f.cell) for f in state.figs if f.status == "arena" and f.cell is not None}
    figures.update({k: v for k, v in pos.get("figures", {}).items()})
    if not figures:                    # a new position: the Mages step off their teleportals
        figures = _mages_in(state)
    if cell is None:
        figures.pop(fid, None)
    elif isinstance(figures.get(fid), dict):       # lives, item or arrows set: keep them
        figures[fid] = {**figures[fid], "cell": list(cell)}
    else:
        figures[fid] = list(cell)
    pos["figures"] = figures
    return out


def _mages_in(state) -> dict:
    """Each Mage on the first free hex beside his side's teleportal (a position needs both)."""
    from rules.chaos_arena import terrain as T
    out = {}
    for side, portal in T.portals(state.board).items():
        for n in state.board.neighbours(portal):
            if state.board.terrain_at(n) not in (T.WALL, T.LAKE, T.PORTAL) and list(n) not in out.values():
                out[f"{side}-mage"] = list(n)
                break
    return out


def attributes(setup: dict, state, fid: str) -> list[tuple]:
    """A character on the board: his lives (1 to the card's; fewer is the wounded side), the
    item Chaos Card he holds, an archer's arrows (STAGES.md: position)."""
    from rules.chaos_arena import data
    f = next(x for x in state.figs if x.id == fid)
    if f.status != "arena":
        return []
    items = [None] + [c.id for c in data.chaos_cards().values() if c.type == "item"]
    out = [("lives", "lives", list(range(1, f.card.lives + 1)), f.lives),
           ("item", "item", items, f.item)]
    if f.card.arrows:
        out.append(("arrows", "arrows", list(range(0, f.card.arrows + 1)), f.arrows))
    return out


def set_attribute(setup: dict, state, fid: str, key: str, value) -> dict:
    f = next(x for x in state.figs if x.id == fid)
    out = place(setup, state, fid, f.cell)
    figures = out["position"]["figures"]
    spec = figures[fid] if isinstance(figures[fid], dict) else {"cell": figures[fid]}
    spec[key] = value
    figures[fid] = spec
    return out
