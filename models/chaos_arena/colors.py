"""The Chaos Arena's colours (RGB floats). Terrain colours are far apart in hue and value so
each kind reads at a glance; the two sides are blue (good) and red (evil), the first two
player colours, so the HUD stripes (palette.player_color) and the figures agree."""
from __future__ import annotations

from models import palette

SIDE_INDEX = {"good": 1, "evil": 0}          # palette.player_color index of each side


def side_color(side: str):
    return palette.player_color(SIDE_INDEX.get(side, 0))


# ground
GRASS = (0.50, 0.60, 0.31)
GRASS_DARK = (0.42, 0.52, 0.26)
BUSH_LEAF = (0.55, 0.80, 0.22)
BUSH_LEAF_DARK = (0.38, 0.62, 0.16)
WOODS_FLOOR = (0.25, 0.33, 0.17)
TRUNK = (0.40, 0.27, 0.15)
CANOPY = (0.10, 0.34, 0.16)
CANOPY_LIGHT = (0.16, 0.45, 0.20)
SWAMP = (0.36, 0.37, 0.21)
SWAMP_POOL = (0.18, 0.25, 0.21)
REED = (0.55, 0.55, 0.27)
PLANK = (0.72, 0.55, 0.33)
PLANK_DARK = (0.46, 0.33, 0.20)
LAKE_BED = (0.09, 0.19, 0.33)
LAKE_SHORE = (0.58, 0.55, 0.40)
WATER = (0.22, 0.52, 0.82)
WATER_GLINT = (0.80, 0.92, 1.00)
RUBBLE_GROUND = (0.47, 0.45, 0.41)
STONE = (0.66, 0.64, 0.59)
STONE_DARK = (0.46, 0.44, 0.41)
MOSS = (0.33, 0.45, 0.22)
PORTAL_STONE = (0.36, 0.35, 0.40)
ALTAR_STONE = (0.80, 0.77, 0.70)
DIAL = (0.30, 0.28, 0.27)
DIAL_MARK = (0.96, 0.90, 0.70)
GAP = (0.17, 0.15, 0.12)                     # between hexes: the hex grid lines
RIM = (0.33, 0.27, 0.22)
TABLE = palette.TABLE

# figures
SKIN = palette.SKIN
STEEL = palette.STEEL
STEEL_DARK = palette.STEEL_DARK
GOLD = palette.GOLD
WOOD = palette.WOOD
DARK = palette.CLOTH_DARK
GOOD_TRIM = (0.96, 0.94, 0.86)               # white and gold: the good band's trim
EVIL_TRIM = (0.12, 0.08, 0.10)               # black: the evil band's trim
WOUND = (0.95, 0.12, 0.10)
DEAD = (0.42, 0.42, 0.44)

# cards
CARD_FACE = (0.95, 0.91, 0.80)
CHAOS_BACK = (0.38, 0.16, 0.50)
CARD_TYPE = {
    "good_karma": (0.35, 0.80, 0.40),
    "bad_karma": (0.85, 0.25, 0.25),
    "item": (0.95, 0.75, 0.25),
    "special": (0.55, 0.55, 0.95),
    "spell": (0.50, 0.35, 0.90),
}
DIE = (0.97, 0.96, 0.92)
PIP = (0.08, 0.08, 0.10)
