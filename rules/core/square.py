"""Square grid: cells are (x, y) with x east and y north; 8 neighbours; facings 0..7.

Facing numbers go clockwise from north: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW.
Packs with 4 facings use the even numbers only. Rotation is in eighth-turns, positive clockwise.

Relative positions ("where is `other` as seen by a figure on `observer` facing `facing`") are
offsets in eighth-turns clockwise from the facing: 0 front, 1 front-right, 2 right, 3 rear-right,
4 rear, 5 rear-left, 6 left, 7 front-left (`RELATIVE_NAMES`). Coarse classes:
  - `relative_position`: front | diagonal | side | rear  (Ninja Arena 2.6 duel: 2/1/1/0 damage)
  - `gladiator_zone`:    front (3 squares) | side (2) | rear (3)   (or 3/4/1, see there)
"""
from __future__ import annotations

import math

Cell = tuple[int, int]

# (dx, dy) per facing, clockwise from north
DIRS: tuple[Cell, ...] = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
ORTHOGONAL = (0, 2, 4, 6)
DIAGONAL = (1, 3, 5, 7)
FACING_NAMES = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
# (dx, dy) -> facing, for unit vectors
_UNIT_TO_FACING: dict[Cell, int] = {d: i for i, d in enumerate(DIRS)}

RELATIVE_NAMES = ("front", "front-right", "right", "rear-right",
                  "rear", "rear-left", "left", "front-left")
# offset (eighths clockwise from the facing) -> coarse class
_COARSE = ("front", "diagonal", "side", "diagonal", "rear", "diagonal", "side", "diagonal")
_GLADIATOR = ("front", "front", "side", "rear", "rear", "rear", "side", "front")
# the other reading of Gladiator's figure ("the square marked R is THE rear square"): 3/4/1
_GLADIATOR_ONE_REAR = ("front", "front", "side", "side", "rear", "side", "side", "front")


def rotate(facing: int, eighths: int) -> int:
    """Turn a facing clockwise by `eighths` eighth-turns (negative: counter-clockwise)."""
    return (facing + eighths) % 8


def turn_right(facing: int) -> int:
    """90 degrees clockwise."""
    return (facing + 2) % 8


def turn_left(facing: int) -> int:
    """90 degrees counter-clockwise."""
    return (facing - 2) % 8


def about_face(facing: int) -> int:
    """180 degrees."""
    return (facing + 4) % 8


def step(cell: Cell, direction: int, n: int = 1) -> Cell:
    dx, dy = DIRS[direction % 8]
    return (cell[0] + dx * n, cell[1] + dy * n)


def neighbours(cell: Cell) -> list[Cell]:
    """The 8 neighbours, in facing order 0..7 (N first, clockwise)."""
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in DIRS]


def orthogonal_neighbours(cell: Cell) -> list[Cell]:
    """The 4 neighbours sharing an edge: N, E, S, W."""
    x, y = cell
    return [(x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y)]


def chebyshev(a: Cell, b: Cell) -> int:
    """King-move distance (diagonal steps count 1): the grid's distance with 8 neighbours."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


distance = chebyshev


def manhattan(a: Cell, b: Cell) -> int:
    """Rook-step distance (only orthogonal steps)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def is_adjacent(a: Cell, b: Cell) -> bool:
    """One of the 8 neighbours (not the same cell)."""
    return a != b and chebyshev(a, b) == 1


def direction_to(a: Cell, b: Cell) -> int | None:
    """The facing 0..7 pointing from a to b if b lies on one of the 8 straight lines from a
    (same column, row or exact diagonal); None otherwise or if a == b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 and dy == 0:
        return None
    if dx != 0 and dy != 0 and abs(dx) != abs(dy):
        return None
    return _UNIT_TO_FACING[((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))]


def nearest_facing(a: Cell, b: Cell, facings: int = 8) -> int | None:
    """The facing (0..7) from a whose direction is nearest to the bearing of b; None if a == b.

    `facings=8`: 45-degree sectors; integer offsets never fall exactly on a sector boundary
    (tan 22.5 degrees is irrational). `facings=4`: only 0, 2, 4, 6; an exact diagonal is a
    tie, broken towards the counter-clockwise neighbour (NE -> N, SE -> E, SW -> S, NW -> W)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 and dy == 0:
        return None
    if facings == 8:
        # bearing clockwise from north in units of 45 degrees, rounded
        ang = math.atan2(dx, dy) / (math.pi / 4)
        return int(math.floor(ang + 0.5)) % 8
    if facings != 4:
        raise ValueError(f"facings must be 4 or 8, not {facings}")
    if abs(dy) > abs(dx):
        return 0 if dy > 0 else 4
    if abs(dx) > abs(dy):
        return 2 if dx > 0 else 6
    # exact diagonal: counter-clockwise orthogonal of the diagonal facing
    return (_UNIT_TO_FACING[((dx > 0) - (dx < 0), (dy > 0) - (dy < 0))] - 1) % 8


def line(a: Cell, b: Cell) -> list[Cell]:
    """Cells from a to b inclusive (see rules.core.sight.square_line for the rounding rule)."""
    from rules.core.sight import square_line
    return square_line(a, b)


def ray(cell: Cell, direction: int, n: int) -> list[Cell]:
    """The n cells straight ahead of `cell` in `direction` (not including `cell`)."""
    dx, dy = DIRS[direction % 8]
    x, y = cell
    return [(x + dx * i, y + dy * i) for i in range(1, n + 1)]


# ----------------------------------------------------------------- relative positions

def relative_offset(observer: Cell, facing: int, other: Cell) -> int | None:
    """Where `other` lies for a figure on `observer` looking towards `facing`, in eighth-turns
    clockwise from straight ahead (0 front ... 4 rear ... 7 front-left); see RELATIVE_NAMES.
    For cells not on one of the 8 lines the nearest direction is used. None if same cell."""
    d = nearest_facing(observer, other, 8)
    if d is None:
        return None
    return (d - facing) % 8


def relative_direction(observer: Cell, facing: int, other: Cell) -> str | None:
    """The fine relative direction name: front, front-right, right, rear-right, rear,
    rear-left, left, front-left (None if the same cell)."""
    off = relative_offset(observer, facing, other)
    return None if off is None else RELATIVE_NAMES[off]


def relative_position(observer: Cell, observer_facing: int, other: Cell) -> str | None:
    """Coarse class of `other` as seen by the figure on `observer` facing `observer_facing`:
    "front" (straight ahead), "diagonal" (any of the four diagonals), "side" (left/right),
    "rear" (straight behind); None if the same cell.

    Ninja Arena 2.6 duel ("damage depends on the orientation of the enemy: frontal 2, diagonal 1,
    sideways 1, backwards 0"): call it with the ENEMY as observer,
    `relative_position(enemy_cell, enemy_facing, attacker_cell)`, then look up
    {"front": 2, "diagonal": 1, "side": 1, "rear": 0}. See also `duel_orientation`."""
    off = relative_offset(observer, observer_facing, other)
    return None if off is None else _COARSE[off]


def duel_orientation(enemy_cell: Cell, enemy_facing: int, attacker_cell: Cell) -> str | None:
    """Ninja Arena 2.6: the enemy's orientation towards the attacker (front/diagonal/side/rear)."""
    return relative_position(enemy_cell, enemy_facing, attacker_cell)


def has_back_turned(figure_cell: Cell, figure_facing: int, other: Cell) -> bool:
    """True if the figure turns its back on `other`: `other` is straight behind it
    (relative offset 4). Ninja Arena's assassination: the opponent's back towards the ninja."""
    return relative_offset(figure_cell, figure_facing, other) == 4


def relative_step(cell: Cell, facing: int, offset: int, n: int = 1) -> Cell:
    """The cell n steps away in the direction `offset` eighth-turns clockwise from `facing`
    (0 ahead, 2 right, 4 behind, 6 left, odd = diagonals)."""
    return step(cell, (facing + offset) % 8, n)


def front_and_flank_cells(cell: Cell, facing: int) -> list[Cell]:
    """Ninja Arena 2.5 melee targets: the cells in front, to the right and to the left
    (never to the rear), in that order."""
    return [relative_step(cell, facing, 0), relative_step(cell, facing, 2),
            relative_step(cell, facing, 6)]


def gladiator_zone(observer: Cell, facing: int, other: Cell, rear_squares: int = 3) -> str | None:
    """Gladiator "Facing": "front" = the 3 squares ahead (offsets 7, 0, 1), "side" = the 2
    squares left and right (6, 2), "rear" = the 3 squares behind (3, 4, 5).
    The rulebook's text also reads as ONE rear square ("the square marked R is the rear
    square"); `rear_squares=1` gives that split: front 3, side 4 (2, 3, 5, 6), rear 1 (4).
    The pack records which it uses. Farther cells are classed by their nearest direction.
    None if the same cell."""
    off = relative_offset(observer, facing, other)
    if off is None:
        return None
    return (_GLADIATOR if rear_squares == 3 else _GLADIATOR_ONE_REAR)[off]


def zone_cells(cell: Cell, facing: int, zone: str, rear_squares: int = 3) -> list[Cell]:
    """The adjacent cells of a Gladiator zone ("front", "side", "rear"), clockwise from the
    first one (front: front-left, front, front-right; the order of a slashing attack)."""
    table = _GLADIATOR if rear_squares == 3 else _GLADIATOR_ONE_REAR
    offs = [o for o in (7, 0, 1, 2, 3, 4, 5, 6) if table[o] == zone]
    if not offs:
        raise ValueError(f"unknown zone {zone!r}")
    return [relative_step(cell, facing, o) for o in offs]


def in_front_half(observer: Cell, facing: int, other: Cell, include_side_line: bool = False) -> bool:
    """True if `other` lies in the frontal 180-degree arc of a figure facing `facing`
    (strictly ahead of the line through the figure perpendicular to its facing).
    Cells ON that line (exact left/right for orthogonal facings) count only with
    `include_side_line`. Gladiator: missiles only at targets in the front area."""
    if other == observer:
        return False
    fx, fy = DIRS[facing % 8]
    dot = (other[0] - observer[0]) * fx + (other[1] - observer[1]) * fy
    return dot > 0 or (include_side_line and dot == 0)
