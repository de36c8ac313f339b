"""Where a plan would take a ninja if nothing interferes: asked of the rules, not worked out here.

`predict(pack, state, fid, slots)` runs the pack on a copy of the state in which this ninja has
`slots` and every other living ninja pauses (an empty plan), so the combat phase moves only him;
the events are stepped through the table's reducer (scenes/reduce.py), and the figure is read
after each action round. The other seats' secret plans of this round are wiped from the copy
first (they are not known to the seat planning, and must not leak into its preview).
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core.engine import IllegalAction
from scenes.reduce import apply_event, ev_kind
from scenes.tableview import FigureView, TableView


@dataclass(frozen=True)
class Step:
    slot: int                # 1..3
    figure: FigureView       # the ninja after that slot (cell, level, facing, alive)


def _planning_copy(pack, state):
    """A copy at the start of planning: nobody has planned yet (secrets of others gone)."""
    st = pack.copy_state(state)
    st.plans = {}
    st.plan_order = ()
    st.done = ()
    for n in st.ninjas:
        n.initiative = 0
    return st


def predict(pack, state, fid: str, slots: list[dict], view: TableView) -> list[Step]:
    """One Step per planned slot (fewer if the game would end first); [] if the plan is not
    legal (yet): the panel's message says why when it is submitted."""
    if not slots:
        return []
    st = _planning_copy(pack, state)
    events: list = []
    try:
        for seat in pack.seats(st):
            if seat not in pack.to_act(st):
                continue
            for f in st.seat_ninjas.get(seat, ()):
                if not st.ninja(f).alive:
                    continue
                plan = {"kind": "plan", "ninja": f, "slots": list(slots) if f == fid else []}
                st, events = pack.apply(st, seat, plan)
    except (IllegalAction, ValueError):
        return []
    out: list[Step] = []
    current = view
    rnd = 0
    for e in events:
        if ev_kind(e) == "action_round":
            if rnd:
                out.append(Step(rnd, current.figure(fid)))
            rnd += 1
        elif ev_kind(e) == "game_over":
            break
        current = apply_event(current, e)
    if rnd:
        out.append(Step(rnd, current.figure(fid)))
    return [s for s in out if s.slot <= len(slots) and s.figure is not None]
