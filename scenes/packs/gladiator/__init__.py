"""The Gladiator table (scenes/packs/__init__.py describes the contract): TABLE (table.py),
ANIMATIONS (animations.py), round_of, and for `play` describe_action with the odds
(labels.py), cell_of_action and seat_panel (the character sheet, sheet.py)."""
from __future__ import annotations

from scenes.packs.gladiator.table import GladiatorTable

TABLE = GladiatorTable
ANIMATIONS: dict = {}


def round_of(view: dict) -> int:
    """The game turn a view is in (`render --at TURN`)."""
    return int(view.get("turn", 1))
