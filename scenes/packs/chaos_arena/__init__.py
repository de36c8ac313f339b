"""The Chaos Arena table (issue 7): the hex arena in 3D, the war bands, cards and dice.

- table.py: `ChaosTable` (the board, figures, altar cards, chaos deck, HUD rows, caption);
- animations.py: ANIMATIONS, one per rules/chaos_arena/events.py EVENT_KINDS;
- labels.py: `describe_action` and `cell_of_action` for the play menus and board clicks;
- panel.py: `make_panel` (the secret spell choice and preparation for the seat acting).
"""
from __future__ import annotations

from scenes.packs.chaos_arena.table import ChaosTable, round_of

TABLE = ChaosTable
ANIMATIONS: dict = {}

try:
    from scenes.packs.chaos_arena.animations import ANIMATIONS, ESTIMATE  # noqa: F401
except ModuleNotFoundError as e:      # pragma: no cover - while the animations are being written
    if e.name != "scenes.packs.chaos_arena.animations":
        raise
