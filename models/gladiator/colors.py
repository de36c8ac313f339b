"""The Gladiator table's colours (RGB floats). Sand and sandstone for a Roman arena; each
terrain a colour no side colour is near, so fire, pits and shadows read at a glance."""
from __future__ import annotations

from models import palette

SAND = (0.80, 0.66, 0.45)           # the arena floor ("the tan squares")
SAND_DARK = (0.55, 0.43, 0.28)      # grid lines between the squares
SANDSTONE = (0.78, 0.70, 0.56)      # the arena wall and the stands
SANDSTONE_DARK = (0.52, 0.45, 0.35)
MARBLE = (0.93, 0.91, 0.86)

FIRE_BED = (0.55, 0.12, 0.04)       # glowing coals under the flames
FIRE_OUTER = (0.98, 0.38, 0.06)
FIRE_INNER = (1.00, 0.86, 0.30)
PIT_WALL = (0.42, 0.28, 0.16)
PIT_BOTTOM = (0.07, 0.05, 0.04)
CALTROP = (0.30, 0.31, 0.34)
BRICK = (0.62, 0.27, 0.18)
BRICK_ALT = (0.55, 0.23, 0.16)
MORTAR = (0.72, 0.66, 0.58)
SHADOW_FLOOR = (0.17, 0.13, 0.24)
SHADOW_FOG = (0.10, 0.07, 0.16)
EXIT_GLOW = (0.45, 0.85, 0.55)
DOOR_WOOD = (0.42, 0.26, 0.13)
ALTAR_CROSS = (0.86, 0.12, 0.12)
BONE = (0.90, 0.87, 0.76)

# West is the first seat (red), East the second (blue): player_color(0) and (1).
SIDE_INDEX = {"west": 0, "east": 1}


def side_color(side: str) -> tuple:
    return palette.player_color(SIDE_INDEX.get(side, 0))
