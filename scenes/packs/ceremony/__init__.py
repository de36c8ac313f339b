"""The Master of Ceremonies table (rules/ceremony): the Lords' arena in 3D, gladiators, dwarves,
the war dogs, the tiger and the ape-man, traps, hourglasses, the figure panel and the Master's
crystal wheel; an animation for every rule event; labels and a seat panel for `play`.

Exposes what scenes/packs/__init__.py asks of a pack table: TABLE, ANIMATIONS, round_of,
ESTIMATE, describe_action, cell_of_action, seat_panel.
"""
from __future__ import annotations

from scenes.packs.ceremony.anims import ANIMATIONS, ESTIMATE
from scenes.packs.ceremony.labels import cell_of_action, describe_action
from scenes.packs.ceremony.seat import seat_panel
from scenes.packs.ceremony.table import CeremonyTable

TABLE = CeremonyTable
__all__ = ["TABLE", "ANIMATIONS", "ESTIMATE", "round_of", "describe_action", "cell_of_action", "seat_panel"]


def round_of(view: dict) -> int:
    return int(view.get("round") or 0)
