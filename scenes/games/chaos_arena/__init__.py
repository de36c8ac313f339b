"""The Chaos Arena table (issue 7): the hex arena in 3D, the war bands, cards and dice.

- table.py: `ChaosTable` (the board, figures, altar cards, chaos deck, HUD rows, caption);
- animations.py: ANIMATIONS, one per rules/chaos_arena/events.py EVENT_KINDS, and ESTIMATE;
- labels.py: `describe_action` and `cell_of_action` for the play menus and board clicks;
- panel.py: `make_panel` (the secret spell choice and preparation for the seat acting) and
  `seat_panel` (that seat's own hand and altar spell).
Models: models/chaos_arena/.
"""
from __future__ import annotations

from scenes.games.chaos_arena.guide import GUIDE_SEED, guide_setup, guide_steps
from scenes.games.chaos_arena.animations import ANIMATIONS, ESTIMATE, SOUNDS
from scenes.games.chaos_arena.labels import cell_of_action, describe_action, hint_of, kind_name
from scenes.games.chaos_arena.panel import make_panel, seat_panel
from scenes.games.chaos_arena.table import ChaosTable, round_of

NAME = "Chaos Arena"
BENCH_SAVE = "saves/chaos-arena-example.json"     # the picture `main.py bench --only pack-tables` draws
TABLE = ChaosTable

__all__ = ["NAME", "GUIDE_SEED", "guide_setup", "guide_steps", "SOUNDS", "BENCH_SAVE", "TABLE", "ANIMATIONS", "ESTIMATE", "round_of", "describe_action", "cell_of_action", "hint_of", "kind_name",
           "make_panel", "seat_panel"]
