"""The games' tables: one package per game, named like its rules pack (rules/<game>,
game/ai/<game>, models/<game>), listed in TABLE_MODULES. This registry is the only place the
shared table (the top of scenes/) learns which games exist.

A game's package exposes:

- `NAME`: the game's name in menus; optionally `MODES`: [(label, set-up)] extra menu entries;
- `TABLE`: a `scenes.table.PackTable` subclass (board, figures, tokens, HUD rows);
- `ANIMATIONS`: event kind -> fn(ctx: PackCtx, event dict) -> tween Anim, one for every kind in
  the rules pack's events.EVENT_KINDS (tests/scenes/test_pack_framework.py enforces it);
- optionally:
  `ESTIMATE` (event kind -> seconds, for progress bars), `round_of(view) -> int` (the game
  round a view is in, for `render --at`; `ROUND_WORD` what the game calls one, "round" unless
  set), `title(source, at)` (the caption of a still);
  `step_view(view, event, setup)` and `ACTION_MARK` (pictures between the events of one action,
  `render --at R.A` counting ACTION_MARK events), `CTX` (its animation context class);
  `describe_action(action dict, view) -> str` (menu labels), `kind_name(kind, view)` (a kind
  of action in the menu's list of kinds, else the kind's own name), `cell_of_action(action, view)`,
  `greyed_choices(kind, view, legal) -> [(action, label)]` (choices of a kind the rules refuse
  now, greyed in its list with their reason),
  `group_of(action, view) -> str | None` (the line a kind's long list is first shown as: the
  Master's INTRODUCTION, one line a helper, then his squares; his traps, a line a kind),
  `make_panel(ctl, seat, view, legal)` and `seat_panel(ctl, seat, view)` (its own widgets for
  `play`; a panel's `close()` is called when it goes; `PANEL_BUILDS_ACTIONS`: the panel
  gets no list of legal actions, it builds its own), `make_reveal(ctl, events, before)` (a
  screen the fight waits for; its `told`: the event kinds it shows, whose captions are then not
  held to be read again), `HELP` (the key help line), `outcome_words(view, reason)` (the
  rules' reason for the end in the table's words: the Master of Ceremonies' sides by name);
  `board_source(name, data)` and `board_names()` (boards shown without a game),
  `new_game_menu(on_start, on_back)` and `quick_setup(...)` (the default game's new-game
  screen and `play`'s quick start), `roster_setup(name)` (`play --roster`), `BENCH_SAVE`
  (the shipped save `bench --only pack-tables` draws) and a `bench` module (the default game's
  busy scene for `bench --only table`).
The rules pack's own optional `sight`, `explain_sight` and `predict` (rules/core/engine.py)
give every table the line-of-sight overlay and plan previews without naming the game.
"""
from __future__ import annotations

import importlib
from types import ModuleType

TABLE_MODULES = {
    "ninja-arena": "scenes.games.ninja_arena",
    "morituri": "scenes.games.morituri",
    "chaos-arena": "scenes.games.chaos_arena",
    "gladiator": "scenes.games.gladiator",
    "ceremony": "scenes.games.ceremony",
}
DEFAULT = "ninja-arena"          # what `play` opens, and the game of a stage naming none


def table_module(ruleset: str) -> ModuleType | None:
    """The game's table module, or None when the game has none (yet)."""
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
    """The games the table can draw."""
    return tuple(r for r in TABLE_MODULES if table_module(r) is not None)


def others() -> tuple[str, ...]:
    """The games besides the default one (the menu's "Other games")."""
    return tuple(r for r in drawn() if r != DEFAULT)


def name_of(ruleset: str) -> str:
    module = table_module(ruleset)
    return getattr(module, "NAME", ruleset) if module is not None else ruleset


def board_names() -> list[str]:
    out: list[str] = []
    for r in drawn():
        fn = getattr(table_module(r), "board_names", None)
        out += list(fn()) if fn is not None else []
    return out
