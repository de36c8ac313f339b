"""Is a board a legal Chaos Arena? A hex board of the known terrain (4B), two Entrance
Teleportals named as the good and evil start areas, each with a way into the Arena (a summoned
character MUST move off it, 3A) and a way across to the other side over ground a character may
walk (no ruins, no lake); one Random Movement Indicator (4C) and two Octo Altars (5) at most, as
printed (they are open ground to the rules)."""
from __future__ import annotations

from rules.chaos_arena.terrain import (ALTAR, BUSH, INDICATOR, KNOWN, LAKE, OPEN, PATH, PORTAL,
                                       SWAMP, WALL, WOODS)
from rules.core.arenacheck import Paint, Problem, reachable

PALETTE = (Paint(OPEN, "open"), Paint(BUSH, "bush"), Paint(WOODS, "woods"), Paint(SWAMP, "swamp"),
           Paint(PATH, "boardwalk"), Paint(LAKE, "lake"), Paint(WALL, "ruins"),
           Paint(PORTAL, "teleportal"), Paint(ALTAR, "Octo Altar"),
           Paint(INDICATOR, "random movement indicator"))
SIDES = ("good", "evil")


WORKSHOP = {
    "max_level": 0,
    "setup_key": "board",
    "default": "chaos-arena",  # the arena a set-up that names none is played in
    "sides": SIDES,
    "blank": {"id": "new-arena", "grid": "hex", "radius": 7,
              "cells": [[0, -7, 0, PORTAL], [0, 7, 0, PORTAL], [0, 0, 0, INDICATOR]],
              "start_areas": {"good": [[0, 7]], "evil": [[0, -7]]}},
}


def problems(board) -> list[Problem]:
    if getattr(board, "grid", "square") != "hex":
        return [Problem(None, "the Chaos Arena is a hex board")]
    out: list[Problem] = []
    cells = list(board.cells())
    for c in cells:
        if board.terrain_at(c) not in KNOWN:
            out.append(Problem(c, f"hex {c}: unknown terrain {board.terrain_at(c)!r}"))
    portals = [c for c in cells if board.terrain_at(c) == PORTAL]
    named = {}
    for side in SIDES:
        got = board.start_areas.get(side, ())
        if len(got) != 1:
            out.append(Problem(None, f"the {side} side needs its one Entrance Teleportal as its "
                                     f"start area, got {len(got)}"))
            continue
        if board.terrain_at(got[0]) != PORTAL:
            out.append(Problem(got[0], f"the {side} start {got[0]} is not a teleportal"))
            continue
        named[side] = got[0]
    for c in portals:
        if c not in named.values():
            out.append(Problem(c, f"teleportal {c} belongs to no side"))

    def walkable(c) -> bool:
        return board.terrain_at(c) not in (WALL, LAKE, PORTAL)

    if len(named) == 2:
        good, evil = named["good"], named["evil"]
        for side, p in named.items():
            if not any(walkable(n) for n in board.neighbours(p)):
                out.append(Problem(p, f"the {side} teleportal cannot be left: every hex around "
                                      "it is ruins, lake or a teleportal (3A: summoned characters "
                                      "must move off it)"))
        from_good = set()
        for n in board.neighbours(good):
            if walkable(n):
                from_good |= reachable(n, walkable, board.neighbours)
        if not any(n in from_good for n in board.neighbours(evil)):
            out.append(Problem(evil, "the evil teleportal cannot be reached from the good one "
                                     "over ground a character may walk"))
    indicators = [c for c in cells if board.terrain_at(c) == INDICATOR]
    if len(indicators) > 1:
        out.append(Problem(indicators[1], f"{len(indicators)} Random Movement Indicators; the "
                                          "board has one (4C)"))
    altars = [c for c in cells if board.terrain_at(c) == ALTAR]
    if len(altars) > 2:
        out.append(Problem(altars[2], f"{len(altars)} Octo Altars; the board has one on each "
                                      "side (5)"))
    return out
