"""The Master of Ceremonies table (rules/ceremony): the Lords' arena in 3D, gladiators, dwarves,
the war dogs, the tiger and the ape-man, traps, hourglasses, the figure panel and the Master's
crystal wheel; an animation for every rule event; labels and a seat panel for `play`.

Exposes what scenes/packs/__init__.py asks of a pack table: TABLE, ANIMATIONS, round_of,
ESTIMATE, describe_action, cell_of_action, seat_panel.
"""
from __future__ import annotations

from scenes.packs.ceremony.table import CeremonyTable

TABLE = CeremonyTable
ANIMATIONS: dict = {}


def round_of(view: dict) -> int:
    return int(view.get("round") or 0)
