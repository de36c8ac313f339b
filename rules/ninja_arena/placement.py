"""Placing ninjas for a staged fight (the workshop): who stands where, facing which way, written
into the set-up's `position`/`facing` (STAGES.md); the set-up's own checks judge the result."""
from __future__ import annotations

import copy

from rules.core.arenacheck import put

FACINGS = 8                  # 0 N .. 7 NW, clockwise
TURN = 2                     # a set-up faces N, E, S or W (2.1)
MOVES = {"rounds": []}       # a stage with no game rounds written yet


def start_setup(arena: str) -> dict:
    return {"layer": "beginner", "arena": arena, "players": [
        {"seat": "p1", "side": "south", "ninjas": [{"type": "shadow"}]},
        {"seat": "p2", "side": "north", "ninjas": [{"type": "weaponmaster"}]}]}


def roster(setup: dict, state) -> list[tuple]:
    """(id, name, seat number, cell, facing) of every ninja as the set-up placed it."""
    seats = [p["seat"] for p in setup.get("players", ())]
    return [(n.id, n.type.title(), seats.index(n.seat) if n.seat in seats else 0, tuple(n.pos),
             n.facing) for n in state.ninjas]


def place(setup: dict, state, fid: str, cell, facing: int | None = None) -> dict:
    """A new set-up with every ninja where the state has it and `fid` on `cell` (facing)."""
    out = copy.deepcopy(setup)
    where = {n.id: n for n in state.ninjas}
    by_seat: dict = {}
    for n in state.ninjas:
        by_seat.setdefault(n.seat, []).append(n)
    for p in out.get("players", ()):
        for spec, n in zip(p.get("ninjas", ()), by_seat.get(p["seat"], ())):
            spec.update(id=n.id, position=list(where[n.id].pos), facing=where[n.id].facing)
            if n.id == fid:
                put(spec, "position", cell, facing, FACINGS)
    return out
