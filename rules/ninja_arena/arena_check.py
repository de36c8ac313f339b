"""Is a board a legal Ninja Arena (2.1)? Every problem, each with its cell and reason: the box's
size, levels and components, the start areas (on their side's edge, never a corner, 2.1) and a
start cell a ninja could never leave (no Step, 2.4: one level up or down at most, and no
Diagonal Step, same level). `data.check_arena` raises the first of them for loaded arenas."""
from __future__ import annotations

from rules.core.arenacheck import Paint, Problem

BOARD_SIZE = 8          # "a wooden arena, which is divided into 64 squares"
MAX_LEVEL = 3           # the diagrams show Level 0 to Level 3
# Components: 16 obstacle tops and 10 middle parts per box (see RULING data-components).
TOPS_PER_BOX = 16
MIDDLES_PER_BOX = 10
SIDES = ("south", "north", "east", "west")
PALETTE = ()            # Ninja Arena paints levels 0-3 only, no terrain
ORTHOGONAL = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, -1), (-1, 1))


# What the workshop needs (game/workshop/packs.py): the highest level, the start sides, a blank
# arena (board JSON) and whether a saved arena can be played by name.
WORKSHOP = {
    "max_level": MAX_LEVEL,
    "setup_key": "arena",
    "default": "castle",  # the arena a set-up that names none is played in
    "sides": SIDES,
    "blank": {"id": "new-arena", "rows": ["0" * BOARD_SIZE] * BOARD_SIZE,
              "start_areas": {"south": [[x, 0] for x in range(1, 7)],
                              "north": [[x, 7] for x in range(1, 7)]}},
}


def components_used(board) -> tuple[int, int]:
    """(tops, middle parts) needed to build the board: each raised cell is one top, and each
    level above 1 is one middle part under it (RULING data-components)."""
    lv = board.level
    tops = int((lv > 0).sum())
    middles = int((lv[lv > 1] - 1).sum())
    return tops, middles


def corners(width: int, height: int) -> set[tuple[int, int]]:
    return {(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)}


def on_side(c: tuple[int, int], side: str, w: int, h: int) -> bool:
    """RULING data-start-areas: start cells lie on their side's edge row or the row inside it."""
    x, y = c
    return {"south": y <= 1, "north": y >= h - 2, "west": x <= 1, "east": x >= w - 2}[side]


def can_leave(board, cell) -> bool:
    """A ninja on `cell` has somewhere to go: a Step (one level up or down at most) to an
    orthogonal neighbour or a Diagonal Step to a neighbour on the same level."""
    lv = board.level_at(cell)
    for dirs, most in ((ORTHOGONAL, 1), (DIAGONAL, 0)):
        for dx, dy in dirs:
            n = (cell[0] + dx, cell[1] + dy)
            if board.in_bounds(n) and abs(board.level_at(n) - lv) <= most:
                return True
    return False


def problems(board, boxes: int = 1, playable: bool = True) -> list[Problem]:
    """Every reason `board` is not a Ninja Arena of `boxes` boxes (4.4 Combination: 2 boxes =
    two boards pushed together, 16x8 or 8x16, with twice the components). `playable` (the
    workshop's check; loading a shipped or typed arena checks the box only) adds what a game
    needs beyond the box: start areas on two sides at least, two cells each, every start
    cell one a ninja can leave."""
    out: list[Problem] = []
    if getattr(board, "grid", "square") != "square":
        return [Problem(None, f"Ninja Arena is played on a square board, not {board.grid}")]
    w, h = board.width, board.height
    allowed = {(BOARD_SIZE, BOARD_SIZE)} if boxes == 1 else \
        {(BOARD_SIZE * boxes, BOARD_SIZE), (BOARD_SIZE, BOARD_SIZE * boxes)}
    if (w, h) not in allowed:
        want = " or ".join(f"{a}x{b}" for a, b in sorted(allowed))
        return [Problem(None, f"board is {w}x{h}, expected {want}")]
    for (x, y) in board.cells():
        v = board.level_at((x, y))
        if v > MAX_LEVEL:
            out.append(Problem((x, y), f"cell ({x}, {y}) level {v} is above {MAX_LEVEL} (levels 0-3)"))
    tops, middles = components_used(board)
    if tops > TOPS_PER_BOX * boxes:
        out.append(Problem(None, f"needs {tops} obstacle tops (raised cells), "
                                 f"the box has {TOPS_PER_BOX * boxes}"))
    if middles > MIDDLES_PER_BOX * boxes:
        out.append(Problem(None, f"needs {middles} middle parts (levels above 1), "
                                 f"the box has {MIDDLES_PER_BOX * boxes}"))
    bad = corners(w, h)
    for side, cells in board.start_areas.items():
        if side not in SIDES:
            out.append(Problem(None, f"start area {side!r} is not a side (south, north, east, west)"))
            continue
        for c in cells:
            if c in bad:
                out.append(Problem(c, f"start area {side}: cell {c} is a corner "
                                      "(2.1: the corners must remain empty)"))
            elif not on_side(c, side, w, h):
                out.append(Problem(c, f"start area {side}: cell {c} is not on the {side} edge"))
            elif playable and not can_leave(board, c):
                out.append(Problem(c, f"start area {side}: a ninja on {c} can never leave it "
                                      "(2.4: a Step goes one level up or down at most)"))
    if playable:
        sides = [s for s, cells in board.start_areas.items() if s in SIDES and len(cells) >= 2]
        if len(sides) < 2:
            out.append(Problem(None, "needs start areas on two sides at least, two cells each "
                                     "(two players, 2.1)"))
    return out
