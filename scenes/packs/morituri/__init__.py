"""The Arena: Morituri te salutant table (scenes/packs/__init__.py describes the contract):
TABLE (table.py), ANIMATIONS (anims.py), round_of, describe_action, make_panel / seat_panel /
cell_of_action (the card UI for `play`, panel.py)."""
from __future__ import annotations

from scenes.packs.morituri.anims import ANIMATIONS, ESTIMATE  # noqa: F401
from scenes.packs.morituri.labels import cell_of_action, describe_action  # noqa: F401
from scenes.packs.morituri.panel import make_panel, seat_panel  # noqa: F401
from scenes.packs.morituri.table import MorituriTable

TABLE = MorituriTable


def round_of(view: dict) -> int:
    return int(view.get("round", 1))
