"""Is a board a legal arena for the Master of Ceremonies? A flat square sand arena whose
INTRODUCTION places have the geometry the expansion fixes (E6, INTRODUCTION): the entrance gate
has 4 adjacent squares (a 2-square gate in one wall: the 4 'E' squares in a row along it), the
wooden trapdoor 'T' has 5 squares around it (an edge square, not a corner), the iron drain grate
'D' has 3 (a corner); the gladiators start on the south and north edges, off those places."""
from __future__ import annotations

from rules.core.arenacheck import Paint, Problem

GATE, TRAPDOOR, GRATE, OPEN = "E", "T", "D", "."
PALETTE = (Paint(OPEN, "sand"), Paint(GATE, "by the gate"), Paint(TRAPDOOR, "trapdoor"),
           Paint(GRATE, "drain grate"))
SIDES = ("south", "north")


WORKSHOP = {
    "max_level": 0,
    "setup_key": "arena",
    "default": "ceremony-arena",  # the arena a set-up that names none is played in
    "sides": SIDES,
    "blank": {"id": "new-arena", "rows": ["0" * 8] * 8,
              "terrain": [".......D", "........", "E.......", "E.......", "E......T",
                          "E.......", "........", "........"],
              "start_areas": {"south": [[x, 0] for x in range(1, 7)],
                              "north": [[x, 7] for x in range(1, 7)]}},
}


def _around(board, c) -> int:
    return len(board.neighbours(c))


def problems(board) -> list[Problem]:
    if getattr(board, "grid", "square") != "square":
        return [Problem(None, f"the arena is a square grid, not {board.grid}")]
    out: list[Problem] = []
    w, h = board.width, board.height
    places: dict[str, list] = {GATE: [], TRAPDOOR: [], GRATE: []}
    for c in board.cells():
        t = board.terrain_at(c)
        if board.level_at(c):
            out.append(Problem(c, f"square {c} is raised; the arena is flat sand"))
        if t in places:
            places[t].append(c)
        elif t != OPEN:
            out.append(Problem(c, f"square {c}: unknown terrain {t!r} (sand, gate, trapdoor, grate)"))
    gate = sorted(places[GATE])
    xs, ys = {c[0] for c in gate}, {c[1] for c in gate}
    straight = (len(xs) == 1 and xs <= {0, w - 1} and max(ys) - min(ys) == 3) or \
               (len(ys) == 1 and ys <= {0, h - 1} and max(xs) - min(xs) == 3)
    if len(gate) != 4 or not straight:
        out.append(Problem(gate[0] if gate else None,
                           "the entrance gate needs its 4 adjacent squares in a row along one "
                           f"wall (E6: INTRODUCTION), got {len(gate)}"))
    for key, around, where in ((TRAPDOOR, 5, "an edge square, not a corner"),
                               (GRATE, 3, "a corner")):
        name = "trapdoor" if key == TRAPDOOR else "drain grate"
        got = places[key]
        if len(got) != 1:
            out.append(Problem(got[1] if len(got) > 1 else None,
                               f"the arena has one {name}, got {len(got)}"))
        for c in got[:1]:
            if _around(board, c) != around:
                out.append(Problem(c, f"the {name} has {around} squares around it "
                                      f"(E6: INTRODUCTION): {where}"))
    taken = {c for cells in places.values() for c in cells}
    for side in SIDES:
        cells = board.start_areas.get(side, ())
        if not cells:
            out.append(Problem(None, f"no {side} start area"))
        for c in cells:
            if c in taken:
                out.append(Problem(c, f"{side} start square {c} is an INTRODUCTION place"))
            elif c[1] != (0 if side == "south" else h - 1):
                out.append(Problem(c, f"{side} start square {c} is not on the {side} edge"))
    return out
