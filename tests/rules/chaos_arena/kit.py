"""Staged situations for the Chaos Arena rule tests: a board, characters where we want them,
dice that will roll what the text prints (found by searching dice states, so every roll still
goes through the pack's own Dice path), and actions applied through the pack's contract."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena import turn

HANDS = {
    "p1": ["wave-em", "petrov-passage", "tortuga-testudo", "hanzaplast-bandaid", "claymore-ap",
           "zappo-bolt", "moorcock-possession"],
    "p2": ["wave-em", "selebungol-shock", "armadilko-cover", "fleetfoot", "naghoul-necrosuction",
           "grimbold-glue", "maicrowave-mindmush"],
}


def hex_board(terrain: dict | None = None, radius: int = 7, **extra) -> dict:
    """A hexagon board of `radius` with the teleportals at (0, radius) good and (0, -radius)
    evil; `terrain` {(q, r): char} adds bushes, woods, walls..."""
    cells = [[0, radius, 0, "T"], [0, -radius, 0, "T"]]
    cells += [[q, r, 0, t] for (q, r), t in (terrain or {}).items()]
    return {"id": "test", "name": "test board", "authored": True, "grid": "hex", "radius": radius,
            "cells": cells, "start_areas": {"good": [[0, radius]], "evil": [[0, -radius]]}, **extra}


def game(terrain=None, seed=1, hands=None, **setup):
    """A game past set-up: hands chosen, p1 (good) in its first action phase."""
    s = {"board": hex_board(terrain), "spells": hands or HANDS}
    s.update(setup)
    return PACK.new_game(s, seed)


def place(state, where: dict, turn_no: int = 3):
    """Put characters on hexes ({figure id: (q, r)}), everybody else waiting or as he was; the
    Mages leave their teleportals for (0, 5) / (0, -5) unless placed. The acting seat's turn
    number becomes `turn_no` (no introduction pending: a fresh action phase)."""
    defaults = {"good-mage": (0, 5), "evil-mage": (0, -5)}
    for fid, cell in {**defaults, **where}.items():
        f = state.fig(fid)
        f.status, f.cell, f.lives, f.arrows = "arena", tuple(cell), f.card.lives, f.card.arrows
    for seat in state.seats:
        state.turns[seat] = turn_no if seat == state.current else turn_no - (seat != state.first)
    state.phase = "action"
    state.phase_no += 1
    return state


def dice_for(rolls, start: int = 0) -> int:
    """A dice state whose next die() calls give `rolls` (d6)."""
    for k in range(start, start + 2_000_000):
        d = Dice.from_seed(k)
        if all(d.die() == r for r in rolls):
            return Dice.from_seed(k).state
    raise AssertionError(f"no dice state found for {rolls}")


def rig(state, rolls):
    state.dice = Dice(dice_for(rolls))
    return state


def act(state, action, seat=None):
    """Apply through the pack (a new state, the events)."""
    seat = seat or next(iter(sorted(PACK.to_act(state))))
    return PACK.apply(state, seat, action)


def kinds(events, kind, **fields):
    return [e for e in events if e.kind == kind and all(getattr(e, k) == v for k, v in fields.items())]


def fig(state, fid):
    return state.fig(fid)


__all__ = ["PACK", "turn", "hex_board", "game", "place", "rig", "act", "kinds", "fig", "dice_for"]
