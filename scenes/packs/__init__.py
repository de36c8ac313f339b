"""The table for the packs other than Ninja Arena (whose table is scenes/table.py and friends).

Each pack draws through one module here, listed in TABLE_MODULES, exposing:

- `TABLE`: a `scenes.packs.base.PackTable` subclass (board, figures, tokens, HUD rows);
- `ANIMATIONS`: event kind -> fn(ctx: PackCtx, event dict) -> tween Anim, one for every kind in
  the rules pack's events.EVENT_KINDS (tests/scenes/test_pack_tables.py enforces it);
- optionally `round_of(view) -> int` (the game round a view is in, for `render --at`),
  `describe_action(action dict, view) -> str` (menu labels) and `panels(table, view, seat)`
  (pack widgets for `play`, e.g. Morituri's cards).

The shared machinery: base.py (PackTable, PackScene, PackHud), player.py (the event player),
source.py (saves and stages as a timeline of steps), capture.py (render and record), play.py
(the interactive table with legal-action menus, computer seats and hot-seat hand-offs).
"""
from __future__ import annotations

import importlib
from types import ModuleType

TABLE_MODULES = {
    "morituri": "scenes.packs.morituri",
    "chaos-arena": "scenes.packs.chaos_arena",
    "gladiator": "scenes.packs.gladiator",
    "ceremony": "scenes.packs.ceremony",
}


def table_module(ruleset: str) -> ModuleType | None:
    """The pack's table module, or None when the pack has none (yet)."""
    name = TABLE_MODULES.get(ruleset)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return module if hasattr(module, "TABLE") else None     # a table still being built


def drawn() -> tuple[str, ...]:
    """The non-Ninja packs the table can draw."""
    return tuple(r for r in TABLE_MODULES if table_module(r) is not None)
