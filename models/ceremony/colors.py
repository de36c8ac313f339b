"""The ceremony table's colours (RGB floats). Sides read apart on the sand: side A red, side B
blue, the Master's helpers violet, a beast green (the HUD's seat colours 0, 1, 3, 2)."""
from __future__ import annotations

from models import palette

SIDE = {
    "A": palette.PLAYERS[0],           # red: the south side
    "B": palette.PLAYERS[1],           # blue: the north side
    "M": palette.PLAYERS[3],           # violet: the Master of Ceremonies
    "N": palette.PLAYERS[2],           # green: a beast nobody owns
}
# the HUD's seat colour index of each side (scenes.table.HudRow.seat_index)
SIDE_INDEX = {"A": 0, "B": 1, "N": 2, "M": 3}
# the second gladiator of a pair (death eliminations): the side's colour, shifted
PARTNER = {"A": (0.98, 0.55, 0.18), "B": (0.25, 0.78, 0.98)}

SAND = (0.86, 0.74, 0.52)
SAND_DARK = (0.74, 0.62, 0.42)
SAND_LINE = (0.62, 0.50, 0.33)
STONE = (0.60, 0.57, 0.52)
STONE_TOP = (0.74, 0.71, 0.65)
STONE_DARK = (0.36, 0.34, 0.32)
PLAZA = (0.30, 0.28, 0.27)
IRON = (0.28, 0.29, 0.32)
IRON_LIGHT = (0.50, 0.52, 0.56)
PIT = (0.04, 0.04, 0.05)
PLANK = (0.55, 0.36, 0.19)
PLANK_DARK = (0.33, 0.20, 0.10)
BRONZE = (0.80, 0.55, 0.25)
BANNER = (0.55, 0.10, 0.12)

# armour on the figures and the HUD's body diagram
ARMOUR = {"leather": (0.58, 0.38, 0.20), "chain": (0.62, 0.64, 0.68), "plate": (0.88, 0.90, 0.94)}
# wound marks: ordinary, critical, mortal
WOUND = {"ordinary": (0.98, 0.80, 0.22), "critical": (0.98, 0.45, 0.10), "mortal": (0.85, 0.05, 0.08)}
CRYSTAL = (0.95, 0.12, 0.30)
CRYSTAL_LIGHT = (1.0, 0.62, 0.72)
GLASS = (0.55, 0.95, 0.62)           # the green hourglass of the text
HOURGLASS_SAND = (0.98, 0.82, 0.35)
ORDER_GLOW = (1.0, 0.88, 0.35)

SKIN = palette.SKIN
FUR = {"pain": (0.62, 0.30, 0.16), "hunger": (0.52, 0.48, 0.43), "despair": (0.16, 0.15, 0.16),
       "terror": (0.92, 0.52, 0.14), "fate": (0.34, 0.23, 0.15)}
DOG_FUR = (0.55, 0.42, 0.30)


def fig_color(fig: dict, sides: dict | None = None) -> tuple:
    """A figure's colour from its side; the second gladiator of an eliminations pair (and his
    helpers) get the partner tint so partners read apart and still belong together."""
    side = fig.get("side", "A")
    if side in ("M", "N"):
        return SIDE[side]
    seats = list((sides or {}).get(side) or [])
    if len(seats) > 1 and fig.get("seat") == seats[1]:
        return PARTNER.get(side, SIDE.get(side, SIDE["A"]))
    return SIDE.get(side, SIDE["A"])
