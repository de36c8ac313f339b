"""Staging Gladiator positions for tests: figures where we want them, the phase we want, and
dice that roll what we want (a Dice state found by search, so the rules still roll them)."""
from __future__ import annotations

from functools import lru_cache

from rules.core.dice import Dice
from rules.gladiator import RULESET as PACK
from rules.gladiator import turn
from rules.gladiator.setup import new_state


def stage(west, east, arena="practice", terrain=None, phase="action", seed=1, **setup):
    """A state with the given figure specs (each may carry 'cell' and 'facing'); phase
    'action' puts every figure in the action phase with 0 moves, West's first figure to act."""
    setup.setdefault("magic_item", False)
    state = new_state({"arena": arena, "west": west, "east": east, **setup}, seed)
    for c, t in (terrain or {}).items():
        if t:
            state.terrain[c] = t
        else:
            state.terrain.pop(c, None)
    if phase == "action":
        state.phase = "action"
        state.act_order = [f.id for f in state.figures]
        state.actor = state.act_order[0]
    elif phase == "initiative":
        turn.begin_turn(state, [])
    return state


def act(state, action, seat=None, actor=None):
    """Apply an action as the figure `actor` (made the current actor first)."""
    if actor is not None:
        state.actor = actor
        if actor in state.act_order:
            state.act_order.remove(actor)
        state.act_order.insert(0, actor)
    seat = seat or sorted(PACK.to_act(state))[0]
    return PACK.apply(state, seat, action)


@lru_cache(maxsize=None)
def dice_rolling(*faces: int, sides: int = 6) -> int:
    """A dice state whose next d6 rolls are `faces` (None: any face). Searched, so keep it to
    five or six fixed faces."""
    seed = 0
    while True:
        d = Dice.from_seed(seed)
        if all(d.die(sides) == f or f is None for f in faces):
            return Dice.from_seed(seed).state
        seed += 1


def figure_spec(name, race="human", cell=(5, 4), facing=2, **kw):
    return {"name": name, "race": race, "cell": list(cell), "facing": facing, **kw}


def run(state, action, evade=False, repel=True):
    """The actor's action, then every asked target answers (no evasion unless `evade`).
    Returns (state, events)."""
    from rules.gladiator.actions import React
    seat = sorted(PACK.to_act(state))[0]
    state, events = PACK.apply(state, seat, action)
    while state.pending and not state.finished:
        seat = sorted(PACK.to_act(state))[0]
        answer = React(repel=repel) if state.pending["kind"] == "repel" else React(evade=evade)
        state, more = PACK.apply(state, seat, answer)
        events += more
    return state, events
