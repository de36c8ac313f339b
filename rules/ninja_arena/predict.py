"""Where a plan would take a ninja if nothing interferes (the table's ghost preview, 2.3).

`predict(state, seat, plan)` runs the combat phase on a copy at the start of planning in which
this ninja has the plan's slots and every other living ninja pauses, so only he moves; it
answers one `Ghost` per planned slot: where he stands after that action round, on which level,
facing which way, still alive or not, and what went wrong in it, in words with the rule's
section (a clumsy move, the edge, a duel with an enemy standing in the way, an action ignored,
the life it costs) and the cell to blame. Other seats' secret plans of this round are wiped from
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
    note: str = ""               # what went wrong in this round ("" when nothing did)
    blocker: tuple[int, int] | None = None    # the cell to blame (a clumsy move's target)


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
    notes: list[str] = []
    blocker = None

    def close() -> None:
        out.append(Ghost(rnd, here.cell, here.level, here.facing, here.alive, "; ".join(notes), blocker))

    for e in events:
        if isinstance(e, ev.GameOver):
            break
        if isinstance(e, ev.ActionRound):
            if rnd:
                close()
            rnd += 1
            notes, blocker = [], None
        elif getattr(e, "figure", None) != fid:
            continue
        elif isinstance(e, (ev.Clumsy, ev.EdgeBump, ev.ActionIgnored, ev.Duel)) or (
                isinstance(e, ev.Damaged) and e.cause in ("clumsy", "edge")):
            note, cell = _note(state, here, e)
            notes.append(note)
            blocker = cell or blocker
        elif isinstance(e, ev.Moved):
            here = Ghost(rnd, tuple(e.to_cell), e.to_level,
                         e.facing if e.facing is not None else here.facing, here.alive)
        elif isinstance(e, ev.Turned):
            here = Ghost(rnd, here.cell, here.level, e.to_facing, here.alive)
        elif isinstance(e, ev.Defeated):
            here = Ghost(rnd, here.cell, here.level, here.facing, False)
    if rnd:
        close()
    return [g for g in out if g.slot <= len(slots)]


def _note(state, here: Ghost, e) -> tuple[str, tuple[int, int] | None]:
    """What a failed or costly move says, in words with its section, and the cell to blame."""
    if isinstance(e, ev.Clumsy):
        if e.too == "high" and e.blocked is not None:
            x, y = e.blocked
            up = int(state.levels[y][x]) - here.level
            return (f"blocked: that square is {up} level{'s' if up != 1 else ''} higher, too high "
                    "for this move (2.6: a clumsy move, he stays)", tuple(e.blocked))
        return (f"a drop of {e.drop} level{'s' if e.drop != 1 else ''}: a clumsy move (2.6)",
                tuple(e.cell))
    if isinstance(e, ev.Duel):
        return (f"into an enemy's square: a duel (2.6) if he stays there: takes "
                f"{e.damage_to_figure} damage, deals {e.damage_to_opponent}"), tuple(e.opponent_cell)
    if isinstance(e, ev.EdgeBump):
        return "the edge of the arena stops him (2.6)", None
    if isinstance(e, ev.ActionIgnored):
        return f"{e.action.replace('_', ' ')} ignored: {e.reason}", None
    return f"costs {e.amount} life", None
