"""The Gladiator table (scenes/packs/__init__.py describes the contract): TABLE (table.py),
ANIMATIONS and ESTIMATE (animations.py), round_of, and for `play` describe_action with the odds
and cell_of_action (labels.py, odds.py) and seat_panel, the character sheet (sheet.py)."""
from __future__ import annotations

from scenes.packs.gladiator.animations import ANIMATIONS, ESTIMATE
from scenes.packs.gladiator.labels import cell_of_action, describe_action
from scenes.packs.gladiator.sheet import seat_panel
from scenes.packs.gladiator.table import GladiatorTable

TABLE = GladiatorTable


def round_of(view: dict) -> int:
    """The game turn a view is in (`render --at TURN`)."""
    return int(view.get("turn", 1))


__all__ = ["TABLE", "ANIMATIONS", "ESTIMATE", "round_of", "describe_action", "cell_of_action",
           "seat_panel"]
