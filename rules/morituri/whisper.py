"""VI.7 Communication between players: whispering.

If the players agreed that the characters may talk (set-up "whispering", default yes), a
character who does nothing else in his turn - no action, not even movement - may whisper to a
character standing right next to him; every character standing on a space adjacent to the
whisperer's or to the recipient's space hears it too. The text reaches only the seats of those
who heard it (the view of every other seat shows that a whisper happened, never its words).
"""
from __future__ import annotations

from rules.core import hexgrid
from rules.core.engine import IllegalAction
from rules.morituri.state import Whisper


def may_whisper_to(state, f) -> list[str]:
    """Whom the active figure may whisper to now: in his second action phase with the first
    one unused, standing, next to the other character."""
    if (not state.whispering or state.phase != "second" or state.did is not None
            or f.lying or not f.alive or state.exchange is not None):
        return []
    return [o.id for o in state.figures
            if o.alive and o.id != f.id and hexgrid.distance(o.cell, f.cell) == 1]


def hearers(state, f, to) -> tuple[str, ...]:
    """The recipient and every character on a space adjacent to either space."""
    near = {f.cell, to.cell} | set(hexgrid.neighbours(f.cell)) | set(hexgrid.neighbours(to.cell))
    return tuple(o.id for o in state.figures
                 if o.alive and o.id != f.id and (o.id == to.id or o.cell in near))


def whisper(state, f, action) -> None:
    if not state.whispering:
        raise IllegalAction("VI.7", "the players agreed to fight in silence (set-up whispering)")
    ids = [o.id for o in state.figures]
    if action.to not in ids:
        raise IllegalAction("VI.7", f"there is no character {action.to!r}")
    if action.to not in may_whisper_to(state, f):
        raise IllegalAction("VI.7", f"{f.id} can whisper only to a character standing right "
                            f"next to him, doing nothing else this turn ({action.to} cannot hear now)")
    to = state.fig(action.to)
    state.whispers.append(Whisper(id=state.new_id(), round=state.round, figure=f.id, to=to.id,
                                  hearers=hearers(state, f, to), text=action.text))


def seats_hearing(state, w) -> set[str]:
    return {state.fig(w.figure).seat} | {state.fig(h).seat for h in w.hearers}


def view(state, seat) -> list[dict]:
    out = []
    for w in state.whispers:
        entry = {"id": w.id, "round": w.round, "figure": w.figure, "to": w.to,
                 "hearers": list(w.hearers)}
        if seat is not None and seat in seats_hearing(state, w):
            entry["text"] = w.text
        out.append(entry)
    return out
