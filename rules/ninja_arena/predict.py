"""Where a plan would take a ninja if nothing interferes (the table's ghost preview, 2.3).

`predict(state, seat, plan)` runs the combat phase on a copy at the start of planning in which
this ninja has the plan's slots and every other living ninja pauses, so only he moves; it
answers one `Ghost` per planned slot: where he stands after that action round, on which level,
facing which way, still alive or not. Other seats' secret plans of this round are wiped from
the copy first (they are not known to the seat planning and must not leak into its preview).
An illegal plan (yet) predicts nothing: the rules say why when it is submitted.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core.engine import IllegalAction
from rules.ninja_arena import events as ev


@dataclass(frozen=True)
class Ghost:
    slot: int                    # 1..3
    cell: tuple[int, int]
    level: int
    facing: int
    alive: bool = True


def _planning_copy(state):
    """A copy at the start of planning: nobody has planned yet (secrets of others gone)."""
    st = state.copy()
    st.plans = {}
    st.plan_order = ()
    st.done = ()
    for n in st.ninjas:
        n.initiative = 0
    return st


def predict(pack, state, seat: str, plan: dict) -> list[Ghost]:
    fid, slots = plan.get("ninja"), list(plan.get("slots") or ())
    if not slots or fid is None:
        return []
    st = _planning_copy(state)
    events: list = []
    try:
        for s in pack.seats(st):
            if s not in pack.to_act(st):
                continue
            for f in st.seat_ninjas.get(s, ()):
                if not st.ninja(f).alive:
                    continue
                st, events = pack.apply(st, s, {"kind": "plan", "ninja": f,
                                                "slots": slots if f == fid else []})
    except (IllegalAction, ValueError):
        return []
    n = state.ninja(fid)
    here = Ghost(0, tuple(n.pos), int(state.levels[n.pos[1]][n.pos[0]]), n.facing, n.alive)
    out: list[Ghost] = []
    rnd = 0
    for e in events:
        if isinstance(e, ev.GameOver):
            break
        if isinstance(e, ev.ActionRound):
            if rnd:
                out.append(Ghost(rnd, here.cell, here.level, here.facing, here.alive))
            rnd += 1
        elif getattr(e, "figure", None) != fid:
            continue
        elif isinstance(e, ev.Moved):
            here = Ghost(rnd, tuple(e.to_cell), e.to_level,
                         e.facing if e.facing is not None else here.facing, here.alive)
        elif isinstance(e, ev.Turned):
            here = Ghost(rnd, here.cell, here.level, e.to_facing, here.alive)
        elif isinstance(e, ev.Defeated):
            here = Ghost(rnd, here.cell, here.level, here.facing, False)
    if rnd:
        out.append(Ghost(rnd, here.cell, here.level, here.facing, here.alive))
    return [g for g in out if g.slot <= len(slots)]
