"""What the table shows, as plain values: read from a pack's view (or snapshot) dict.

The table never keeps game state of its own: every picture is drawn from a `TableView`, built
here from the JSON-able dict that `pack.view(state, seat)` (or `snapshot`) returns. The reader is
tolerant about key names so the table keeps working while the pack's view grows; what it
understands is listed in `from_view`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from rules.core.board import Board

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
        return self.name or f"{self.kind.title()} ({self.seat})"


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
