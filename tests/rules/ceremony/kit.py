"""Helpers for the ceremony tests: fights set up square by square, and rigged dice.

`rig(state, (10, 3), (6, 2))` finds a dice state whose next rolls are d10=3 then d6=2 and puts
it in the game state: the rules still roll through rules.core.dice.Dice.
"""
from __future__ import annotations

from rules.ceremony import RULESET as P
from rules.ceremony.combat import Ctx
from rules.ceremony.flow import _new_round
from rules.ceremony.state import State
from rules.core.dice import Dice


def fight(setup: dict | None = None, at: dict | None = None, seed: int = 0) -> State:
    """A state in the fight phase, round 1, no traps; `at` = {figure: (cell, facing)}; other
    figures keep their status (the Master's stay in his pool)."""
    state = P.new_game(setup or {}, seed)
    state.phase, state.trap_queue = "fight", ()
    for fid, (cell, facing) in (at or {}).items():
        place(state, fid, cell, facing)
    ctx = Ctx(state, Dice(state.dice), [])
    _new_round(ctx)
    state.dice = ctx.dice.state
    return state


def place(state: State, fid: str, cell, facing=None) -> None:
    f = state.fig(fid)
    f.cell, f.status = tuple(cell), "active"
    f.facing = facing if f.warrior else None


def rig(state: State, *rolls: tuple[int, int]) -> None:
    for seed in range(2_000_000):
        d = Dice.from_seed(seed)
        if all(d.die(sides) == value for sides, value in rolls):
            state.dice = Dice.from_seed(seed).state
            return
    raise AssertionError(f"no seed rolls {rolls}")


def act(state: State, seat: str, action):
    return P.apply(state, seat, action)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind):
    return [e for e in events if e.kind == kind]
