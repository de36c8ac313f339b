"""What the Ninja Arena table shows, as plain values: read from the pack's view dict, and
stepped through rule events for the pictures between two states the pack gives.

The table never keeps game state of its own: every picture is drawn from a `TableView`, built
here from the JSON-able dict that `pack.view(state, seat)` (or `snapshot`) returns (`as_view`).
The reader is tolerant about key names; what it understands is listed in `from_view`.

The pack's `apply` returns the state after a whole combat phase; `render --at 3.2` and the event
player need the position after each action inside it: `apply_event(view, event)` moves the
picture on by one event (positions, facings, life, weapons, counters, statuses). It is only
ever used for display: at the end of each applied action the table snaps to the pack's view.
"""
from __future__ import annotations

import re

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Iterable

import numpy as np

from game.errors import UserError
from models import palette
from rules.core.board import Board
from scenes.games.ninja_arena.boards import find_board

KINDS = ("shadow", "weaponmaster")
OPPOSITE = {"south": 0, "north": 4, "west": 2, "east": 6}   # facing toward the far side


@dataclass(frozen=True)
class FigureView:
    id: str
    seat: str
    kind: str                   # "shadow" | "weaponmaster"
    cell: tuple[int, int]
    level: int
    facing: int                 # 0..7 clockwise from north
    life: int = 10
    max_life: int = 10
    melee: str | None = "sword"
    ranged: str | None = "throwing_stars"
    melee_uses: int | None = None
    ranged_uses: int | None = 6
    alive: bool = True
    status: tuple[str, ...] = ()
    name: str = ""
    skill: str | None = None
    seat_index: int = 0

    @property
    def label(self) -> str:
        # the seat by its colour, as the board shows it (no seat codes on screen)
        return self.name or f"{self.kind.title()} ({palette.PLAYER_NAMES[self.seat_index % 4]})"


@dataclass(frozen=True)
class CounterView:
    kind: str                   # "loot" | "caltrops" | "throwing_net" | ...
    cell: tuple[int, int]
    weapon: str | None = None


@dataclass(frozen=True)
class TableView:
    board: Board
    figures: tuple[FigureView, ...] = ()
    counters: tuple[CounterView, ...] = ()
    caption: str = ""
    seats: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)
    sides: dict = field(default_factory=dict)     # start side -> seat index (colours the sides)

    def figure(self, fid: str) -> FigureView | None:
        for f in self.figures:
            if f.id == fid:
                return f
        return None


def _get(d: dict, *names, default=None):
    for n in names:
        if n in d and d[n] is not None:
            return d[n]
    return default


def _cell(v) -> tuple[int, int]:
    if isinstance(v, dict):
        return (int(v.get("x", 0)), int(v.get("y", 0)))
    return (int(v[0]), int(v[1]))


def _seat_index(seat: str, seats: Iterable[str]) -> int:
    seats = list(seats)
    if seat in seats:
        return seats.index(seat)
    if isinstance(seat, str) and seat[1:].isdigit():
        return int(seat[1:]) - 1
    return 0


def figure_from_dict(d: dict, board: Board, seats=()) -> FigureView:
    cell = _cell(_get(d, "pos", "cell", "position", default=(0, 0)))
    seat = str(_get(d, "seat", "owner", default="p1"))
    status = []
    for s in ("dazed", "blinded", "netted"):
        if d.get(s):
            status.append(s)
    raw = _get(d, "status", "statuses", default=()) or ()
    if isinstance(raw, dict):   # {"dazed_next": true, "blinded": false, ...}: the true ones
        raw = [k.replace("_next", "") for k, v in raw.items() if v is True]
    for s in raw:
        if s not in status:
            status.append(str(s))
    level = _get(d, "level")
    if level is None:
        level = board.level_at(cell) if board.in_bounds(cell) else 0
    kind = str(_get(d, "type", "kind", "ninja", default="shadow")).lower()
    return FigureView(
        id=str(_get(d, "id", "figure", default=seat)), seat=seat, kind=kind,
        cell=cell, level=int(level), facing=int(_get(d, "facing", default=0)) % 8,
        life=int(_get(d, "life", default=10)), max_life=int(_get(d, "max_life", default=10)),
        melee=d.get("melee", "sword"), ranged=d.get("ranged", "throwing_stars"),
        melee_uses=d.get("melee_uses"), ranged_uses=d.get("ranged_uses"),
        alive=bool(_get(d, "alive", default=True)), status=tuple(status),
        name=str(_get(d, "name", default="")), skill=d.get("skill"),
        seat_index=_seat_index(seat, seats))


def from_view(view: dict, board: Board) -> TableView:
    """A TableView from a pack view/snapshot dict. Understood keys: figures under "ninjas" or
    "figures" (each: id, seat, type, pos, facing, life, melee, ranged, *_uses, alive, dazed,
    blinded, netted or status), "loot" ([{cell, weapon}] or [[x, y], weapon, uses]), "markers"
    ([{cell, kind}]), "seats", and a caption from "game_round"/"round"."""
    seats = tuple(_get(view, "seats", default=()) or ())
    figs = []
    for d in _get(view, "ninjas", "figures", default=()) or ():
        figs.append(figure_from_dict(d, board, seats))
    if not seats:
        seats = tuple(dict.fromkeys(f.seat for f in figs))
        figs = [FigureView(**{**f.__dict__, "seat_index": _seat_index(f.seat, seats)}) for f in figs]
    counters = []
    for item in _get(view, "loot", default=()) or ():
        if isinstance(item, dict):
            counters.append(CounterView("loot", _cell(_get(item, "cell", "pos")), item.get("weapon")))
        else:
            counters.append(CounterView("loot", _cell(item[0]), item[1]))
    for item in _get(view, "markers", default=()) or ():
        if isinstance(item, dict):
            counters.append(CounterView(str(_get(item, "kind", "marker")), _cell(_get(item, "cell", "pos"))))
        else:
            counters.append(CounterView(str(item[1]), _cell(item[0])))
    caption = ""
    if "game_round" in view:
        caption = f"Round {view['game_round']}"
    out = view.get("outcome") or {}
    if out.get("finished"):        # a film's end card read "Round 2" under "Shadow wins"
        caption = over_caption(figs, out.get("winners") or (), not out.get("winners"))
    return TableView(board=board, figures=tuple(figs), counters=tuple(counters), caption=caption,
                     seats=seats, extra={k: view[k] for k in ("finished", "winners", "reason") if k in view})


def start_view(board: Board, lineup: Iterable[tuple[str, str]] = (("shadow", "p1"), ("weaponmaster", "p2"))) -> TableView:
    """Figures standing at the middle of their side's start area, facing the far side: what
    the table shows before a game (or without a rules pack). Seats take sides in the order
    south, north, east, west."""
    sides = [s for s in ("south", "north", "east", "west") if board.start_areas.get(s)]
    figs = []
    seats = []
    for i, (kind, seat) in enumerate(lineup):
        side = sides[i % len(sides)] if sides else None
        if side:
            cells = board.start_areas[side]
            cell = cells[(len(cells) - 1) // 2 + (i // len(sides))]
        else:
            cell = (i, 0)
        seats.append(seat)
        figs.append(FigureView(id=f"{seat}-{kind}", seat=seat, kind=kind, cell=cell,
                               level=board.level_at(cell), facing=OPPOSITE.get(side, 0),
                               name=kind.title(), seat_index=len(dict.fromkeys(seats)) - 1))
    sides = {}
    for f in figs:
        for side, cells in board.start_areas.items():
            if f.cell in cells:
                sides.setdefault(side, f.seat_index)
    return TableView(board=board, figures=tuple(figs), seats=tuple(dict.fromkeys(seats)), sides=sides)


def sides_from_setup(setup: dict, seats: tuple[str, ...]) -> dict:
    """{side: seat index} from a setup's players ([{"seat": "p1", "side": "south"}, ...])."""
    out = {}
    for p in (setup or {}).get("players", ()) or ():
        if isinstance(p, dict) and p.get("side"):
            seat = str(p.get("seat", ""))
            out[str(p["side"])] = _seat_index(seat, seats)
    return out


# ----------------------------------------------------------------- stepping through events

def ev_get(ev: Any, name: str, default=None):
    if isinstance(ev, dict):
        return ev.get(name, default)
    return getattr(ev, name, default)


def ev_kind(ev: Any) -> str:
    return str(ev_get(ev, "kind", ""))


def _with_figure(view: TableView, fid: str, **changes) -> TableView:
    figs = tuple(replace(f, **changes) if f.id == fid else f for f in view.figures)
    return replace(view, figures=figs)


def apply_event(view: TableView, ev: Any) -> TableView:
    k = ev_kind(ev)
    fid = ev_get(ev, "figure")
    f = view.figure(fid) if fid else None
    if k == "moved" and f is not None:
        return _with_figure(view, fid, cell=tuple(ev_get(ev, "to_cell")),
                            level=int(ev_get(ev, "to_level")), facing=int(ev_get(ev, "facing", f.facing)))
    if k == "turned" and f is not None:
        return _with_figure(view, fid, facing=int(ev_get(ev, "to_facing")))
    if k in ("damaged", "healed") and f is not None:
        return _with_figure(view, fid, life=int(ev_get(ev, "life")))
    if k == "defeated" and f is not None:
        return _with_figure(view, fid, alive=False, life=0)
    if k == "status" and f is not None:
        st = [s for s in f.status if s != ev_get(ev, "status")]
        if ev_get(ev, "on"):
            st.append(str(ev_get(ev, "status")))
        return _with_figure(view, fid, status=tuple(st))
    if k == "application_used" and f is not None:
        if ev_get(ev, "weapon") == f.ranged:
            return _with_figure(view, fid, ranged_uses=int(ev_get(ev, "left")))
        return _with_figure(view, fid, melee_uses=int(ev_get(ev, "left")))
    if k == "weapon_lost" and f is not None:
        if ev_get(ev, "category") == "ranged":
            return _with_figure(view, fid, ranged=None, ranged_uses=None)
        return _with_figure(view, fid, melee=None, melee_uses=None)
    if k == "loot_placed":
        c = CounterView("loot", tuple(ev_get(ev, "cell")), ev_get(ev, "weapon"))
        return replace(view, counters=view.counters + (c,))
    if k == "loot_picked" and f is not None:
        cell = tuple(ev_get(ev, "cell"))
        counters = list(view.counters)
        for i, c in enumerate(counters):
            if c.kind == "loot" and c.cell == cell and c.weapon == ev_get(ev, "weapon"):
                del counters[i]
                break
        if ev_get(ev, "dropped"):
            counters.append(CounterView("loot", cell, ev_get(ev, "dropped")))
        view = replace(view, counters=tuple(counters))
        w = ev_get(ev, "weapon")
        if not ev_get(ev, "returned"):
            from models.ninja_arena.figures import MELEE_WEAPONS
            if w in MELEE_WEAPONS:
                return _with_figure(view, fid, melee=w, melee_uses=ev_get(ev, "uses"))
            return _with_figure(view, fid, ranged=w, ranged_uses=ev_get(ev, "uses"))
        return view
    if k == "marker_placed":
        c = CounterView(str(ev_get(ev, "marker")), tuple(ev_get(ev, "cell")))
        return replace(view, counters=view.counters + (c,))
    if k == "marker_removed":
        cell, kind = tuple(ev_get(ev, "cell")), ev_get(ev, "marker")
        counters = list(view.counters)
        for i, c in enumerate(counters):
            if c.kind == kind and c.cell == cell:
                del counters[i]
                break
        return replace(view, counters=tuple(counters))
    if k == "obstacle_moved":
        lv = np.array(view.board.level, copy=True)
        a, b = tuple(ev_get(ev, "from_cell")), tuple(ev_get(ev, "to_cell"))
        lv[a[1], a[0]] = int(ev_get(ev, "from_level"))
        lv[b[1], b[0]] = int(ev_get(ev, "to_level"))
        board = Board(id=view.board.id, level=lv, terrain=view.board.terrain,
                      start_areas=view.board.start_areas, walls=view.board.walls,
                      name=view.board.name)
        return replace(view, board=board)
    if k == "action_round":
        return replace(view, caption=f"Round {ev_get(ev, 'game_round')}, action {ev_get(ev, 'action_round')}")
    if k == "game_over":
        return replace(view, caption=over_caption(view.figures, ev_get(ev, "winners") or (),
                                                  bool(ev_get(ev, "draw"))))
    return view


def over_caption(figures, winners, draw: bool) -> str:
    """The end of a game in words: the winners by their ninjas, as the HUD names them."""
    if draw:
        return "Game over: a draw"
    names = [" & ".join(f.label for f in figures if f.seat == w) or str(w) for w in winners]
    return f"Game over: {', '.join(names) or 'nobody'} {'wins' if len(names) == 1 else 'win'}"


def outcome_words(view, reason: str) -> str:
    """The end's reason as a player reads it: the rules cite their section first ("Overview:
    shadow is the last standing", kept so in saves and the log); a film's end read "Shadow (red)
    wins (Overview: Shadow is the last standing)"."""
    return re.sub(r"^(Overview|\d+(\.\d+)*): ", "", str(reason))


def figure_or_none(view: TableView, fid) -> FigureView | None:
    return view.figure(fid) if fid else None


# ----------------------------------------------------------------- from the pack's views

def board_for(pack_view: dict, setup: dict, name: str) -> Board:
    """The board of a game: from the setup's arena id, or from the view's levels."""
    arena = setup.get("arena") if isinstance(setup, dict) else None
    if isinstance(arena, dict):
        from rules.core.board import load_board
        return load_board(arena)
    board = None
    if isinstance(arena, str):
        try:
            board = _arena(arena)
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


@lru_cache(maxsize=32)
def _arena(name: str) -> Board:
    """A named arena (a name from a file is only ever a name), read once (boards are never
    changed in place)."""
    return find_board(name, paths=False)


def as_view(view, setup: dict, name: str = "game") -> TableView:
    """The TableView of a pack view dict (a TableView passes through), sides coloured from the
    setup's players."""
    if isinstance(view, TableView):
        return view
    tv = from_view(view, board_for(view, setup, name))
    return replace(tv, sides=sides_from_setup(setup, tv.seats))


def step_view(view, ev, setup: dict) -> TableView:
    """The picture after one event (the event player's and `render --at R.A`'s step)."""
    return apply_event(as_view(view, setup), ev)
