"""Is a board a legal Gladiator arena? A square board of the eight terrains (Terrain section),
the west and east start areas on open ground, one exit at most, on the North or South wall
("The game starts with one exit along the center North or South wall"), one Altar of Life at
most."""
from __future__ import annotations

from rules.core.arenacheck import Paint, Problem
from rules.gladiator.state import SIDES
from rules.gladiator.terrain import ALTAR, CHARS, EXIT, OPEN, PIT, WALL

PALETTE = tuple(Paint(ch, name) for ch, name in CHARS.items())
MIN_SIZE = 6


WORKSHOP = {
    "max_level": 0,
    "setup_key": "arena",
    "default": "colosseum",  # the arena a set-up that names none is played in
    "sides": SIDES,
    "blank": {"id": "new-arena", "rows": ["0" * 16] * 11,
              "terrain": ["." * 16] * 10 + ["." * 8 + EXIT + "." * 7],
              "start_areas": {"west": [[1, y] for y in range(3, 8)],
                              "east": [[14, y] for y in range(3, 8)]}},
}


def problems(board) -> list[Problem]:
    if getattr(board, "grid", "square") != "square":
        return [Problem(None, f"a Gladiator arena is a square grid, not {board.grid}")]
    out: list[Problem] = []
    w, h = board.width, board.height
    if w < MIN_SIZE or h < MIN_SIZE:
        out.append(Problem(None, f"the arena is {w}x{h}; {MIN_SIZE}x{MIN_SIZE} at least leaves "
                                 "room to move"))
    exits, altars = [], []
    for c in board.cells():
        t = board.terrain_at(c)
        if t not in CHARS:
            out.append(Problem(c, f"cell {c}: unknown terrain {t!r} (known: {', '.join(CHARS.values())})"))
        elif t == EXIT:
            exits.append(c)
        elif t == ALTAR:
            altars.append(c)
    if len(exits) > 1:
        out.append(Problem(exits[1], f"{len(exits)} exits; the arena has one"))
    for c in exits[:1]:
        if c[1] not in (0, h - 1):
            out.append(Problem(c, "the exit lies along the North or South wall"))
    if len(altars) > 1:
        out.append(Problem(altars[1], f"{len(altars)} Altars of Life; the arena has one"))
    for side in SIDES:
        cells = board.start_areas.get(side, ())
        if not cells:
            out.append(Problem(None, f"no {side} start area: each side enters from its own wall"))
        for c in cells:
            t = board.terrain_at(c)
            if t != OPEN:
                what = {WALL: "a wall", PIT: "a pit"}.get(t, CHARS.get(t, t))
                out.append(Problem(c, f"{side} start square {c} is {what}; characters start on open ground"))
    for name in board.start_areas:
        if name not in SIDES:
            out.append(Problem(None, f"start area {name!r} is not a side (west, east)"))
    return out
