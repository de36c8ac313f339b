"""Stepping a TableView through rule events, for pictures *between* two states the pack gives.

A pack's `apply` returns the state after a whole combat phase; `render --at 3.2` and the event
player need the position after each action inside it. `apply_event(view, event)` moves the
picture on by one event (positions, facings, life, weapons, counters, statuses). It is only
ever used for display: at the end of each applied action the table snaps to the pack's own view.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from rules.core.board import Board
from scenes.tableview import CounterView, FigureView, TableView


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
            from models.figures import MELEE_WEAPONS
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
        winners = ", ".join(ev_get(ev, "winners") or ()) or "nobody"
        return replace(view, caption=f"Game over: {winners} {'(draw)' if ev_get(ev, 'draw') else 'wins'}")
    return view


def figure_or_none(view: TableView, fid) -> FigureView | None:
    return view.figure(fid) if fid else None
