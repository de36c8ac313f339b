"""What `render`, `record` and `play --load` show: a board, a save or a staged fight, turned
into a timeline of (moment, events, view) the table can draw.

Sources, tried in this order:
- a save (JSON with "format": "arena-table/save"): read and replayed by game/saves.py;
- a staged fight: converted to a save by the pack's stage converter (when the pack has one);
- a board JSON file or an arena id ("castle"): the arena with the figures at their starts.

Moments are `--at ROUND[.ACTION]`: round 0 is the set-up; ROUND alone is the end of that game
round; ROUND.N is the end of the N-th action round of it (Ninja Arena: 1-3, every ninja's N-th
action done), or, for packs without action rounds, just after the N-th figure action.
Every problem is one UserError line.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from game.errors import UserError
from rules.core.engine import BadSetup, IllegalAction
from rules.core.board import Board
from scenes.boards import find_board
from scenes.reduce import apply_event, ev_get, ev_kind
from scenes.tableview import TableView, from_view, sides_from_setup, start_view

SAVE_FORMAT = "arena-table/save"
DRAWN_RULESETS = ("ninja-arena",)     # the packs whose views the table understands
# where a pack's stage converter may live: module, function(data, name) -> save dict
STAGE_CONVERTERS = (("rules.ninja_arena.stage", "stage_to_save"),
                    ("rules.ninja_arena.stages", "stage_to_save"),
                    ("game.stages", "stage_to_save"))


@dataclass
class Round:
    """One game round: the view when it starts, its events, and the pack's view at its end."""
    number: int
    start: TableView
    events: list = field(default_factory=list)
    end: TableView | None = None


@dataclass
class GameSource:
    name: str
    board: Board
    setup_view: TableView
    rounds: list[Round] = field(default_factory=list)

    @property
    def final_view(self) -> TableView:
        return self.rounds[-1].end if self.rounds else self.setup_view

    def view_at(self, at) -> TableView:
        """The picture at a moment (see the module docstring); None = the end."""
        if at is None:
            return self.final_view
        rnd, action = (at.round, at.action) if hasattr(at, "round") else (at[0], at[1])
        if rnd == 0:
            if action:
                raise UserError(f"{self.name}: --at 0.{action}: round 0 is the set-up, it has no actions")
            return self.setup_view
        if rnd > len(self.rounds):
            raise UserError(f"{self.name}: --at {rnd}: there is no round {rnd} "
                            f"(the game has {len(self.rounds)} round{'s' if len(self.rounds) != 1 else ''})")
        r = self.rounds[rnd - 1]
        if action is None:
            return r.end or r.start
        # packs with action rounds (Ninja Arena: three per game round): ACTION is the action
        # round, the picture is its end; otherwise ACTION counts the figures' actions
        marker = "action_round" if any(ev_kind(e) == "action_round" for e in r.events) else "action_started"
        n_actions = sum(1 for e in r.events if ev_kind(e) == marker)
        what = "action round" if marker == "action_round" else "action"
        if not 1 <= action <= n_actions:
            raise UserError(f"{self.name}: --at {rnd}.{action}: round {rnd} has {n_actions} "
                            f"{what}{'s' if n_actions != 1 else ''} (use {rnd}.1 to {rnd}.{n_actions})")
        view, seen = r.start, 0
        for e in r.events:
            if ev_kind(e) == marker:
                seen += 1
                if seen > action:
                    break
            view = apply_event(view, e)
        return view

    def all_events(self) -> list:
        return [e for r in self.rounds for e in r.events]


# --------------------------------------------------------------------------- loading

def _read_json(path: Path, name: str) -> Any:
    from game.saves import read_json      # the one careful reader (rules/core/jsonfile.py)
    return read_json(path)


def load_source(name: str):
    """A GameSource (Ninja Arena) or a scenes.packs.source.PackSource (the other packs)."""
    path = Path(name)
    if path.suffix.lower() == ".json" or path.exists():
        data = _read_json(path, name)
        if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
            return _from_save(data, name)
        if isinstance(data, dict) and "rows" in data:
            board = find_board(name)
            return GameSource(name, board, start_view(board))
        save = _convert_stage(data, name)
        return _from_save(save, name)
    board = find_board(name)          # an arena id; UserError if unknown
    return GameSource(name, board, start_view(board))


def drawn_rulesets() -> tuple[str, ...]:
    from scenes import packs
    return DRAWN_RULESETS + packs.drawn()


def _from_save(data: dict, name: str):
    if isinstance(data, dict) and data.get("ruleset") in _pack_tables():
        from scenes.packs.source import source_from_save as pack_source
        return pack_source(data, name)
    return source_from_save(data, name)


def _pack_tables() -> tuple[str, ...]:
    from scenes import packs
    return packs.drawn()


def _convert_stage(data: Any, name: str) -> dict:
    if isinstance(data, dict) and data.get("ruleset") not in (None, *drawn_rulesets()):
        raise UserError(f"{name}: the table cannot draw {data['ruleset']} games yet "
                        f"(it draws: {', '.join(drawn_rulesets())})")
    if isinstance(data, dict) and data.get("ruleset") in _pack_tables():
        return _stage_by_actions(data, name)
    converters = list(STAGE_CONVERTERS)
    if isinstance(data, dict) and isinstance(data.get("ruleset"), str):
        from rules import registry     # a stage names its pack: try that pack's converter first
        module = registry.KNOWN.get(data["ruleset"])
        if module:
            converters.insert(0, (f"{module}.stage", "stage_to_save"))
    for mod_name, fn_name in converters:
        try:
            mod = importlib.import_module(mod_name)
        except ModuleNotFoundError:
            continue
        fn = getattr(mod, fn_name, None)
        if fn is None:
            continue
        try:
            out = fn(data, name)
        except UserError:
            raise
        except (ValueError, KeyError, TypeError) as e:
            raise UserError(f"{name}: not a staged fight this table can read ({e})") from None
        # through JSON, as if read from a file (tuples become lists, like in a saved snapshot)
        return json.loads(json.dumps(out, default=_jsonable))
    raise UserError(f"{name}: not a save, board or staged fight (no \"format\": \"{SAVE_FORMAT}\", "
                    f"no \"rows\", and no stage converter has landed)")


def _stage_by_actions(data: dict, name: str) -> dict:
    """A stage of a pack with `stage_actions` (or a `stage_to_save` converter), as a save."""
    from game import saves
    from game.session import Session
    from game.simulate import load_log
    from rules import registry
    module = registry.KNOWN.get(data["ruleset"])
    try:
        conv = importlib.import_module(f"{module}.stage")
    except ModuleNotFoundError:
        conv = None
    if conv is not None and hasattr(conv, "stage_to_save"):
        try:
            return json.loads(json.dumps(conv.stage_to_save(data, name), default=_jsonable))
        except (ValueError, KeyError, TypeError) as e:
            raise UserError(f"{name}: not a staged fight this table can read ({e})") from None
    pack, setup, seed, log = load_log(data, name)
    try:
        session = Session(pack, setup, seed)
        for seat, action in log:
            session.act(seat, action)
    except (IllegalAction, BadSetup, ValueError) as e:
        raise UserError(f"{name}: {e}") from None
    return json.loads(json.dumps(saves.save_dict(session.to_save()), default=_jsonable))


def _jsonable(o):
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    raise TypeError(type(o).__name__)


def board_for(pack_view: dict, setup: dict, name: str) -> Board:
    """The board of a game: from the setup's arena id, or from the view's levels."""
    arena = setup.get("arena") if isinstance(setup, dict) else None
    if isinstance(arena, dict):
        from rules.core.board import load_board
        return load_board(arena)
    board = None
    if isinstance(arena, str):
        try:
            board = find_board(arena, paths=False)
        except UserError:
            board = None
    levels = pack_view.get("levels")
    if levels is not None:
        lv = np.asarray(levels, dtype=np.int8)
        if board is None or board.level.shape != lv.shape or not (board.level == lv).all():
            terrain = np.full(lv.shape, ".", dtype="<U1")
            board = Board(id=str(arena or "arena"), level=lv, terrain=terrain,
                          start_areas=board.start_areas if board is not None else {},
                          name=board.name if board is not None else str(arena or ""))
    if board is None:
        raise UserError(f"{name}: cannot tell which arena the game is played in")
    return board


def source_from_save(data: dict, name: str) -> GameSource:
    from game import saves
    save = saves.check_save_data(data, name)
    if save.ruleset not in DRAWN_RULESETS:
        raise UserError(f"{name}: the table cannot draw {save.ruleset} games yet "
                        f"(it draws: {', '.join(drawn_rulesets())})")
    pack = saves.get_pack(save.ruleset, name)
    state = saves.start_state(pack, save, name)

    def view_of(st) -> dict:
        return json.loads(json.dumps(pack.view(st, None), default=_jsonable))

    first = view_of(state)
    board = board_for(first, save.setup, name)
    setup_view = from_view(first, board)
    setup_view = replace(setup_view, sides=sides_from_setup(save.setup, setup_view.seats))
    src = GameSource(name, board, setup_view)
    current = setup_view
    for step in saves.iter_replay(pack, save, name, state=state):
        events = [e if isinstance(e, dict) else e.model_dump(mode="json") for e in step.events]
        if not events:
            continue
        # events of a combat phase carry the game round they belong to
        rounds = [ev_get(e, "game_round") for e in events if ev_kind(e) == "action_round"]
        after = from_view(view_of(step.state), board_for(view_of(step.state), save.setup, name))
        after = replace(after, sides=setup_view.sides)
        if rounds:
            src.rounds.append(Round(int(rounds[0]), current, events, after))
        elif src.rounds:
            src.rounds[-1].events.extend(events)
            src.rounds[-1].end = after
        current = after
        state = step.state
    if src.rounds:
        src.rounds[-1].end = src.rounds[-1].end or current
    saves.check_snapshot(pack, state, save, name)
    return src


def load_session(name: str):
    """A game.session.Session positioned at the end of a save or staged fight (to play on)."""
    from game import saves
    from game.session import Session
    path = Path(name)
    data = _read_json(path, name)
    if not (isinstance(data, dict) and data.get("format") == SAVE_FORMAT):
        data = _convert_stage(data, name)
    return Session.from_save(saves.check_save_data(data, name), name)
