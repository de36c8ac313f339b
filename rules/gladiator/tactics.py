"""Computer-run creatures (Creature, AI Characters' tactics): what a creature does when it is
its turn to choose. Pure: `choose(state)` returns (seat, action) for the decision now waiting
if a creature makes it (None otherwise), always one of the legal actions.

The common tactics of the text: come at you full steam to the nearest enemy it can see (they
are 'stupid'), always avoid fire and avoid caltrops if wounded, make for the exit when severely
wounded unless engaged, attack whoever is in front (both natural weapons when it has two), and
evade only when it has nothing to attack. It lets the enemy move first. Bears prefer hand combat
and never repel it; other creatures repel.
"""
from __future__ import annotations

from rules.core.square import chebyshev, nearest_facing, step
from rules.gladiator.actions import (Attack, ChooseFirst, DualAttack, EndMove, Evade,
                                     HandCombat, React, Stand, Step, Throw, Turn)
from rules.gladiator.data import races
from rules.gladiator.state import State
from rules.gladiator.terrain import CALTROPS, EXIT, FIRE, invisible

SEVERELY_WOUNDED = 3        # at a third of his SH or less he makes for the exit


def is_creature(state: State, fid: str) -> bool:
    return races()[state.fig(fid).race].creature


def choose(state: State, legal: list):
    """The creature's choice among `legal` (the legal actions of the waiting seat), or None
    when the waiting decision is not a creature's."""
    if state.finished:
        return None
    if state.phase == "initiative":
        side = state.chooser
        if all(is_creature(state, f.id) for f in state.figures if f.side == side and f.present):
            return ChooseFirst(side="east" if side == "west" else "west")
        return None
    if state.phase == "movement":
        return _move(state, legal) if is_creature(state, state.mv.fig) else None
    if state.pending:
        fid = state.pending["asks"][0]
        if not is_creature(state, fid):
            return None
        if state.pending["kind"] == "repel":
            return React(repel=state.fig(fid).race != "bear")
        return React(evade=False)
    if state.actor and is_creature(state, state.actor):
        return _act(state, legal)
    return None


def _target(state: State, f):
    foes = [g for g in state.figures if g.present and g.side != f.side and not invisible(state, g)]
    return min(foes, key=lambda g: (chebyshev(f.cell, g.cell), g.id), default=None)


def _goal(state: State, f):
    if f.sh * SEVERELY_WOUNDED <= f.sh_max and not state.mv.engaged_by:
        exits = [c for c, t in state.terrain.items() if EXIT in t]
        if exits:
            return min(exits, key=lambda c: (chebyshev(f.cell, c), c)), True
    t = _target(state, f)
    return (t.cell if t else None), False


def _avoid(state: State, f, cell) -> bool:
    t = state.terrain_at(cell)
    fire_proof = races()[f.race].fire_maker
    return (FIRE in t and not fire_proof) or (CALTROPS in t and f.sh < f.sh_max)


def _d2(a, b) -> int:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def _move(state: State, legal: list):
    f = state.fig(state.mv.fig)
    goal, fleeing = _goal(state, f)
    if goal is None:
        return EndMove()
    dist = chebyshev(f.cell, goal)
    if dist > (0 if fleeing else 1):
        steps = [a for a in legal if isinstance(a, Step)
                 and not _avoid(state, f, step(f.cell, a.direction))]
        best = min(steps, key=lambda a: (chebyshev(step(f.cell, a.direction), goal),
                                         _d2(step(f.cell, a.direction), goal), a.direction),
                   default=None)
        if best is not None and chebyshev(step(f.cell, best.direction), goal) < dist:
            return best
    face = nearest_facing(f.cell, goal)
    if face is not None and not fleeing and Turn(facing=face) in legal:
        return Turn(facing=face)
    return EndMove()


def _act(state: State, legal: list):
    f = state.fig(state.actor)
    wrestle = [a for a in legal if isinstance(a, HandCombat)]
    if f.race == "fire_spirit" and wrestle:     # 'they will continually try hand combat'
        return wrestle[0]
    attacks = [a for a in legal if isinstance(a, Attack)]
    duals = [a for a in legal if isinstance(a, DualAttack) and a.first == a.second]
    if duals:
        return duals[0]
    if attacks:
        return attacks[0]
    throws = [a for a in legal if isinstance(a, Throw)]
    if throws:                                  # the closest target, even if it is evading
        return min(throws, key=lambda a: (chebyshev(f.cell, state.fig(a.target).cell), a.target))
    if Evade() in legal:
        return Evade()
    return Stand()
