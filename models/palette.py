"""The table's colours, as plain RGB(A) float tuples (0..1); scenes turn them into Ursina colours.

Levels read as a value ramp (higher = lighter, nearer the light) with a hue step per level, so
both brightness and hue tell the height. Player colours are saturated and far from every level
colour, so a figure never blends into the ground.
"""
from __future__ import annotations

RGB = tuple[float, float, float]

# Block tops per level (0 = the arena floor). Levels above 3 reuse the last colour, lightened.
LEVELS: tuple[RGB, ...] = (
    (0.34, 0.35, 0.39),   # 0: slate floor
    (0.74, 0.56, 0.34),   # 1: oak
    (0.47, 0.68, 0.58),   # 2: sage stone
    (0.97, 0.93, 0.80),   # 3: pale limestone
)
GRID_LINE = (0.20, 0.16, 0.13)     # thin lines between floor cells
EDGE_LINE = (0.08, 0.06, 0.05)     # dark outline where a block top drops away
FRAME = (0.30, 0.19, 0.11)         # the wooden rim around the arena
TABLE = (0.12, 0.20, 0.17)         # the felt under everything
TABLE_EDGE = (0.05, 0.08, 0.07)
BACKGROUND = (0.10, 0.11, 0.14)

# Seats' colours, in seat order p1..p4 (red, blue, green, violet).
PLAYERS: tuple[RGB, ...] = (
    (0.88, 0.20, 0.16),
    (0.20, 0.45, 0.95),
    (0.22, 0.78, 0.32),
    (0.72, 0.35, 0.92),
)
PLAYER_NAMES = ("red", "blue", "green", "violet")

# Start areas take the colour of the seat that usually sits there (p1 south, p2 north, ...).
SIDE_SEATS = {"south": 0, "north": 1, "east": 2, "west": 3}
UNUSED_SIDE = (0.62, 0.60, 0.56)   # a start area no seat plays from

SKIN = (0.93, 0.76, 0.60)
CLOTH_DARK = (0.11, 0.11, 0.13)
STEEL = (0.78, 0.80, 0.84)
STEEL_DARK = (0.45, 0.47, 0.52)
WOOD = (0.50, 0.33, 0.18)
GOLD = (0.98, 0.80, 0.25)
ARROW = (0.98, 0.95, 0.85)

LIFE_FULL = (0.35, 0.90, 0.35)
LIFE_MID = (0.98, 0.75, 0.20)
LIFE_LOW = (0.95, 0.25, 0.20)
LIFE_EMPTY = (0.12, 0.12, 0.12)

DAMAGE_TEXT = (1.0, 0.35, 0.25)
FLASH = (1.0, 0.95, 0.75)


def level_color(level: int) -> RGB:
    if level < len(LEVELS):
        return LEVELS[level]
    r, g, b = LEVELS[-1]
    k = min(1.0, 0.04 * (level - len(LEVELS) + 1))
    return (r + (1 - r) * k, g + (1 - g) * k, b + (1 - b) * k)


def player_color(index: int) -> RGB:
    return PLAYERS[index % len(PLAYERS)]


def seat_index(seat: str | int | None) -> int:
    """'p1' -> 0, 'p2' -> 1, 3 -> 3; anything else -> 0."""
    if isinstance(seat, int):
        return seat
    if isinstance(seat, str) and seat[1:].isdigit():
        return max(0, int(seat[1:]) - 1)
    return 0


def life_color(life: int, max_life: int = 10) -> RGB:
    f = life / max(1, max_life)
    if f > 0.5:
        return LIFE_FULL
    if f > 0.25:
        return LIFE_MID
    return LIFE_LOW


def mix(a, b, t: float) -> RGB:
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def on_dark(c, least: float = 0.35) -> RGB:
    """`c` lightened toward white just enough to read on a dark plate: its luminance at least
    `least` (a mortal wound's dark red on the Master of Ceremonies' black plate could not be read)."""
    lum = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    return tuple(c[:3]) if lum >= least else mix(c[:3], (1.0, 1.0, 1.0), (least - lum) / (1.0 - lum))


def scale(c, k: float) -> RGB:
    return tuple(min(1.0, x * k) for x in c[:3])
