"""Distances, free spaces and flights on the hex arena (IV.3, V.4, V.5, VI.5).

Walls are the cells outside the board (I.6). A space is free when no figure (standing or
lying) and no wall is on it; for an attack, only an opponent of the attacker or a wall takes
the freedom away (IV.3, l. 388: "not occupied by an opponent or a wall").
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from rules.core import hexgrid
from rules.core.board import load_board
from rules.core.jsonfile import find_named
from rules.core.sight import hex_distance2_sight, sight_either

DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=None)
def board(board_id: str = "arena"):
    """The hex board of that name in data/ (a name, never a path: it comes from a set-up)."""
    return load_board(find_named(board_id, (DATA,), "board"))


def occupant_or_wall(state, brd, skip=(), side=None):
    """blocks(cell): why the space is not free (falsy if it is); figures in `skip` and of
    the attacker's `side` (IV.3: only an opponent blocks an attack) do not count."""
    def blocks(c):
        if not brd.in_bounds(c):
            return f"{c} is a wall"
        f = state.at(c)
        if f is not None and f.id not in skip and (side is None or f.side != side):
            return f"{f.id} stands on {c}"
        return False
    return blocks


def attack_space(state, brd, a, b, throw: bool = False, side=None):
    """IV.3: can an attack go from a to b? -> (ok, between cells, need_one, reason).

    Distance 1: always. Distance 2 on a line: the one space between must be free; off the
    lines: one of the two spaces between is enough (Fig. 3). Throws (V.4): only along the six
    straight directions, every space between free. Farther ordinary attacks: a free hex line.
    `side`: the attacker's side, whose characters do not block (l. 388)."""
    d = hexgrid.distance(a, b)
    blocks = occupant_or_wall(state, brd, side=side)
    if throw:
        if hexgrid.direction_to(a, b) is None:
            return False, (), False, "V.4: a throw goes only in the six straight directions"
        between = tuple(hexgrid.hex_line(a, b)[1:-1])
        for c in between:
            r = blocks(c)
            if r:
                return False, between, False, f"V.4: {r}"
        return True, between, False, ""
    if d <= 1:
        return True, (), False, ""
    if d == 2:
        s = hex_distance2_sight(a, b, blocks)
        if not s.visible:
            return False, s.cells, False, f"IV.3: {s.reason}"
        return True, s.cells, len(s.cells) == 2, ""
    s = sight_either(a, b, blocks)
    if not s.visible:
        return False, s.cells, False, f"IV.3: {s.reason}"
    return True, s.cells, False, ""


def fly(brd, start, direction: int, n: int):
    """An item flying n spaces in a direction over figures, stopping in front of a wall
    (V.4, V.5): (path with start, landing cell)."""
    path = [start]
    cur = start
    for _ in range(n):
        nxt = hexgrid.neighbour(cur, direction)
        if not brd.in_bounds(nxt):
            break
        path.append(nxt)
        cur = nxt
    return tuple(path), cur


WEIGHT_RANGE = {"light": 4, "medium": 3, "heavy": 2, "very_heavy": 1}


def throw_range(weight: str, strength: int) -> int:
    """V.4: how far a thrown item flies: 4x/3x/2x/1x the thrower's Strength by its weight."""
    return WEIGHT_RANGE[weight] * max(strength, 0)
