"""What each side may see of an event (the pack's event_view; rules/core/engine.py), the way
pack.view hides a state: the stats display is private (SH, and what ESP Stats shows only the
caster's side), and a figure the other side cannot see (in Shadow, a Troll in a pit, the Imp)
has no square or facing in what that side receives. The referee (saves, render, record) keeps
the full events. Rulings: 'Secrets' in rulings.py.
"""
from __future__ import annotations

import re

from rules.gladiator import events as ev
from rules.gladiator.state import State
from rules.gladiator.terrain import invisible, invisible_at

# events that show where a figure stands or faces, and nothing the other side needs
# besides: not received at all while he is unseen
_PLACING = (ev.MoveReset, ev.Turned, ev.StoodUp, ev.Fell, ev.ItemDropped)
# a figure appearing: not seen where the other side cannot see him
_APPEARING = (ev.Summoned, ev.Raised)
# a missile obstacle's name (terrain.obstacle_modifiers) that names a character's square
_CHARACTER_AT = re.compile(r"^character at (\d+),(\d+)$")
UNSEEN_OBSTACLE = "a character unseen"


def event_view(state: State, event, seat: str | None):
    """`event` as `seat` (None: a spectator) may see it after the action that made `state`;
    None when that seat does not see it at all."""
    figures = {f.id: f for f in state.figures}

    def theirs(fid) -> bool:        # not the seat's own (unknown ids count as not his)
        f = figures.get(fid)
        return f is None or f.side != seat

    def unseen(fid) -> bool:        # the seat cannot see where he stands now
        f = figures.get(fid)
        return f is not None and f.side != seat and f.present and invisible(state, f)

    if isinstance(event, (ev.Wounded, ev.Healed)):
        return event.model_copy(update={"sh": None}) if theirs(event.figure) else event
    if isinstance(event, ev.StatsSeen):
        return event.model_copy(update={"seen": ()}) if theirs(event.figure) else event
    if isinstance(event, _PLACING + _APPEARING):
        return None if unseen(event.figure) else event
    if isinstance(event, ev.Moved):
        f = figures.get(event.figure)
        if f is None or f.side == seat:
            return event
        path = tuple(c for c in event.path if not invisible_at(state, f, c))
        if path == event.path:
            return event
        return event.model_copy(update={"path": path}) if path else None
    if isinstance(event, ev.Attacked):
        # Missile Obstacles: his -1 counts (the to-hit number shows it), his square is not named
        mods = tuple((UNSEEN_OBSTACLE, v) if _unseen_at(state, n, unseen) else (n, v)
                     for n, v in event.modifiers)
        return event if mods == event.modifiers else event.model_copy(update={"modifiers": mods})
    if isinstance(event, ev.SpellCast) and event.cell is not None:
        # Teleport names the square the caster lands on
        at = state.at(event.cell)
        if at is not None and unseen(at.id):
            return event.model_copy(update={"cell": None})
    return event


def _unseen_at(state: State, name: str, unseen) -> bool:
    m = _CHARACTER_AT.match(name)
    at = state.at((int(m[1]), int(m[2]))) if m else None
    return at is not None and unseen(at.id)
