"""The Ninja Arena table (scenes/games/__init__.py describes the contract):

- table.py: `NinjaTable` (the stepped arena, figures with life bars and statuses, counters,
  HUD rows, picking on block tops) drawn from views.py's TableView of the pack's view;
- views.py: the TableView, and `step_view`, the picture stepped through one event (three action
  rounds play inside one action of the log: `ACTION_MARK`);
- animations.py: ANIMATIONS (one per rules/ninja_arena/events.py kind), ESTIMATE and `CTX`;
- planning.py: `make_panel`'s planning panel (dice, directions, Done) and the reveal of all
  plans (2.3), `make_reveal`; ghosts.py: the ghost preview (the pack's `predict`);
- newgame.py / newgame_menu.py: the new-game screen (arena, layer, seats, variants), the app's
  "New game"; boards.py: the arenas (`board_source`: an arena id or board file is a picture).
Models: models/ninja_arena/.
"""
from __future__ import annotations

from scenes.games.ninja_arena.guide import GUIDE_SEED, guide_setup, guide_steps
from scenes.games.ninja_arena.animations import ANIMATIONS, ESTIMATE, SOUNDS, NinjaCtx as CTX
from scenes.games.ninja_arena.boards import arena_ids, find_board
from scenes.games.ninja_arena.table import NinjaTable
from scenes.games.ninja_arena.views import as_view, outcome_words, start_view, step_view

NAME = "Ninja Arena"
BENCH_SAVE = "saves/ninja-arena-model-scenario.json"     # the picture `main.py bench --only pack-tables` draws
TABLE = NinjaTable
ACTION_MARK = "action_round"
PANEL_BUILDS_ACTIONS = True     # the planning panel makes plans; the rules check them
LOG_SENTENCES = False           # the captions tell every action: the fight log needs no more
HELP = ("Keys: the key on a button presses it, arrows/Q/E orbit, W/A/S/D pan, +/- or wheel zoom, right-drag orbit, "
        "R reset, T top view, F1-F4 views, F follow, Space skip (Shift: all), [ ] speed, L fight log, H how to play, M sound, "
        "F5 save, F9 load, F12 screenshot, P photo mode, Esc menu")

__all__ = ["NAME", "SOUNDS", "arena_name", "BENCH_SAVE", "TABLE", "ANIMATIONS", "ESTIMATE", "CTX", "ACTION_MARK", "PANEL_BUILDS_ACTIONS", "LOG_SENTENCES", "HELP", "step_view", "outcome_words",
           "round_of", "title", "board_source", "board_names", "make_panel", "make_reveal",
           "new_game_menu", "quick_setup", "GUIDE_SEED", "guide_setup", "guide_steps"]


def round_of(view) -> int:
    return int(view.get("game_round", 1)) if isinstance(view, dict) else 1


def arena_name(src) -> str:
    """The arena a film's title card names: "The Castle"."""
    board = as_view(src.first_view, src.setup).board
    return board.name or board.id


def title(src, at) -> str:
    """The arena and the moment: "The Castle: round 2, action 1"."""
    name = arena_name(src)
    rnd, action = (at.round, at.action) if hasattr(at, "round") else at
    if rnd == 0:
        return f"{name}: set-up"
    return f"{name}: round {rnd}" + (f", action {action}" if action else " (end)")


def board_source(name: str, data):
    """An arena id ("castle") or a board JSON file: the arena with two ninjas at their starts."""
    if data is None:
        if name not in arena_ids():
            return None
    elif not (isinstance(data, dict) and "rows" in data):
        return None
    import sys
    from scenes.timeline import PackSource
    board = find_board(name)
    return PackSource(name, "ninja-arena", sys.modules[__name__], {"arena": board.id},
                      start_view(board))


def board_names() -> list[str]:
    return arena_ids()


def quick_setup(arena: str = "castle", layer: str = "beginner", kind: str = "shadow") -> dict:
    """You (Shadow, south) against one other ninja (Weaponmaster, north) in an arena (a name,
    or a board file typed by the user: then the board itself goes in the set-up)."""
    from scenes.games.ninja_arena.boards import arena_setup
    other = "weaponmaster" if kind == "shadow" else "shadow"
    return {"layer": layer, **arena_setup(arena), "players": [
        {"seat": "p1", "side": "south", "ninjas": [{"type": kind}]},
        {"seat": "p2", "side": "north", "ninjas": [{"type": other}]}]}


def new_game_menu(on_start, on_back):
    """The new-game screen; `on_start(model)` gets its NewGame (model.build(pack) -> Session)."""
    from scenes.games.ninja_arena.newgame_menu import NewGameMenu
    return NewGameMenu(arena_ids(), on_start, on_back)


def make_panel(ctl, seat: str, view, legal):
    """The planning panel for the seat's living ninjas; its changes show ghosts."""
    from scenes.games.ninja_arena.ghosts import Ghosts
    from scenes.games.ninja_arena.planning import PlanPanel
    table = ctl.scene.table
    tv = table.as_view(view)
    if table.ghosts is None:
        table.ghosts = Ghosts(table)
    ghosts = table.ghosts
    mine = [f for f in tv.figures if f.seat == seat and f.alive]
    setup = ctl.session.setup if isinstance(ctl.session.setup, dict) else {}
    return PlanPanel(seat, mine, setup.get("layer", "beginner"), on_submit=ctl.submit,
                     n_hud_rows=len(tv.figures), on_close=ghosts.clear,
                     on_change=lambda s, fid, slots: ghosts.preview(ctl.pack, ctl.session.state,
                                                                    s, fid, slots),
                     rules=PlanRules(ctl.session.state),
                     on_rules=lambda section: ctl.on_rules(section) if ctl.on_rules else None)


class PlanRules:
    """What the rules say of a plan being made (the panel greys what they refuse, and says why):
    the dice a ninja has (2.4, 3.2, a variant's own) and the verdict on a plan so far."""

    def __init__(self, state):
        self.state = state

    def dice_left(self, fid: str, slots: list[dict]) -> dict[str, tuple[int, int]]:
        """{colour: (left, of)} for the dice this ninja plans with."""
        from rules.ninja_arena.actions import colour_of
        from rules.ninja_arena.planning import dice_pool
        pool = dice_pool(self.state, self.state.ninja(fid))
        used = [colour_of(s["action"]) for s in slots]
        return {c: (have - used.count(c), have) for c, have in
                (("red", pool.red), ("blue", pool.blue), ("white", pool.white)) if have}

    def refusal(self, fid: str, slots: list[dict]) -> str | None:
        """Why the rules refuse these slots ("3 blue dice planned, ... (2.4)"), or None."""
        from rules.core.engine import IllegalAction
        from rules.ninja_arena.actions import Slot
        from rules.ninja_arena.planning import check_slots
        try:
            check_slots(self.state, self.state.ninja(fid), [Slot(**s) for s in slots])
        except IllegalAction as e:
            return f"{e.reason} ({e.rule})"
        return None


def make_reveal(ctl, events, before):
    """2.3: every seat has planned: the plans uncovered together before the fight plays."""
    from scenes.games.ninja_arena.planning import Reveal
    tv = ctl.scene.table.as_view(before)
    rows = []
    for e in events:
        if e.get("kind") == "plan_revealed":
            fv = tv.figure(e.get("figure"))
            rows.append((fv.label if fv else e.get("figure"), fv.seat_index if fv else 0,
                         e.get("initiative"), [dict(x) for x in e.get("slots") or ()]))
    return Reveal(rows, ctl.end_reveal) if rows else None
