"""Movement Phase: one figure at a time, fastest first, one team then the other; every square
counted as it is entered; facing changes; engagement (shift or wait only, stay adjacent to the
engaging enemies, no about face); entering an enemy's front square rivets him; the jump; RESET."""
from __future__ import annotations

from rules.core.engine import IllegalAction
from rules.core.square import about_face, step
from rules.gladiator import events as ev
from rules.core.square import chebyshev, neighbours
from rules.gladiator.actions import EndMove, Jump, Phase, Reset, Step, Turn
from rules.gladiator.characters import max_moves, movement_points
from rules.gladiator.geometry import adjacent, engaging
from rules.gladiator.state import Figure, MoveRecord, State
from rules.gladiator.data import races
from rules.gladiator.terrain import WALL, enterable, in_bounds

JUMP_COST = 3
MAX_RESETS = 2          # RULING 3-reset-limit


def category(f: Figure, moves: int | None = None) -> str:
    """WAIT 0, SHIFT 1, SHUFFLE 2, CHARGE up to half the MP, RUN beyond."""
    m = f.moves if moves is None else moves
    if m == 0:
        return "wait"
    if m == 1:
        return "shift"
    if m == 2:
        return "shuffle"
    return "charge" if m <= movement_points(f) // 2 else "run"


def can_move(f: Figure) -> bool:
    """Prone, unconscious and wrestling figures only WAIT in the movement phase."""
    return f.present and not f.prone and not f.hand_combat and f.sh > 1


def start_move(state: State, f: Figure) -> None:
    state.mv = MoveRecord(fig=f.id, start=f.cell, start_facing=f.facing,
                          engaged_by=tuple(e.id for e in engaging(state, f)), path=[f.cell])


def limit(state: State, f: Figure) -> int:
    """Engaged: Shift or Wait only."""
    return 1 if state.mv.engaged_by else max_moves(f)


def phase_range(f: Figure) -> int:
    """Phase Spider / Evil Mage: squares one phase shift may reach (0: they walk)."""
    return races()[f.race].phase


def legal(state: State, f: Figure) -> list:
    if phase_range(f):
        out: list = [Phase(cell=c) for c in _phase_cells(state, f)]
    else:
        out = [Step(direction=d) for d in range(8) if _may_step(state, f, d)]
        if _may_jump(state, f):
            out.append(Jump())
    out += [Turn(facing=fc) for fc in range(8) if _may_turn(state, f, fc)]
    if _may_reset(state, f):
        out.append(Reset())
    if _may_end(state, f):
        out.append(EndMove())
    return out


def _phase_cells(state: State, f: Figure) -> list:
    """A phase shift (one a move): any enterable square within range, engaged or not; the
    distance counts as squares moved (RULING phase-shift)."""
    if state.mv.moves:
        return []
    r = phase_range(f)
    x0, y0 = f.cell
    return [(x, y) for y in range(y0 - r, y0 + r + 1) for x in range(x0 - r, x0 + r + 1)
            if (x, y) != f.cell and enterable(state, f, (x, y))]


def _may_end(state: State, f: Figure) -> bool:
    """A flier may not end his move above a wall."""
    return WALL not in state.terrain_at(f.cell)


def allowed(state: State, f: Figure, action) -> bool:
    """The same answers as `legal`, for one action (cheaper than building the list)."""
    if isinstance(action, Step):
        return _may_step(state, f, action.direction)
    if isinstance(action, Jump):
        return _may_jump(state, f)
    if isinstance(action, Turn):
        return _may_turn(state, f, action.facing)
    if isinstance(action, Reset):
        return _may_reset(state, f)
    if isinstance(action, Phase):
        return phase_range(f) > 0 and tuple(action.cell) in _phase_cells(state, f)
    return isinstance(action, EndMove) and _may_end(state, f)


def _may_step(state: State, f: Figure, d: int) -> bool:
    mv = state.mv
    if phase_range(f):
        return False
    return (not mv.riveted and limit(state, f) - mv.moves >= 1
            and _step_ok(state, f, step(f.cell, d)))


def _may_jump(state: State, f: Figure) -> bool:
    mv = state.mv
    if phase_range(f) or WALL in state.terrain_at(f.cell):
        return False
    return (not mv.riveted and not mv.engaged_by and limit(state, f) - mv.moves >= JUMP_COST
            and enterable(state, f, step(f.cell, f.facing, 2)))


def _may_turn(state: State, f: Figure, fc: int) -> bool:
    mv = state.mv
    return (not mv.last_was_turn and fc != f.facing
            and not (mv.engaged_by and fc == about_face(mv.start_facing)))


def _may_reset(state: State, f: Figure) -> bool:
    mv = state.mv
    return bool(mv.moves or f.facing != mv.start_facing) and mv.resets < MAX_RESETS


def _over_wall(state: State, f: Figure, cell) -> bool:
    """Gargoyles fly over walls: onto a wall square only with a move left to get off it onto
    open ground (RULING gargoyle-walls)."""
    if not races()[f.race].flies or not in_bounds(state, cell) or state.at(cell) is not None:
        return False
    if WALL not in state.terrain_at(cell) or limit(state, f) - state.mv.moves < 2:
        return False
    return any(WALL not in state.terrain_at(c) and enterable(state, f, c)
               for c in neighbours(cell))


def _step_ok(state: State, f: Figure, cell) -> bool:
    if not enterable(state, f, cell) and not _over_wall(state, f, cell):
        return False
    return all(adjacent(cell, state.fig(e).cell) for e in state.mv.engaged_by
               if state.fig(e).present)


def apply(state: State, f: Figure, action, out: list) -> bool:
    """Apply one movement choice; True when his move is over."""
    mv = state.mv
    if not allowed(state, f, action):
        raise IllegalAction("Movement Phase", _why(state, f, action))
    if isinstance(action, Step):
        to = step(f.cell, action.direction)
        _enter(state, f, [f.cell, to], 1, "step", out)
    elif isinstance(action, Jump):
        _enter(state, f, [f.cell, step(f.cell, f.facing), step(f.cell, f.facing, 2)], JUMP_COST,
               "jump", out)
    elif isinstance(action, Turn):
        f.facing = action.facing
        mv.last_was_turn = True
        out.append(ev.Turned(figure=f.id, facing=f.facing))
    elif isinstance(action, Phase):
        cell = tuple(action.cell)
        _enter(state, f, [f.cell, cell], chebyshev(f.cell, cell), "teleport", out)
    elif isinstance(action, Reset):
        f.cell, f.facing = mv.start, mv.start_facing
        mv.moves, mv.riveted, mv.last_was_turn = 0, False, False
        mv.resets += 1
        mv.path = [f.cell]
        out.append(ev.MoveReset(figure=f.id, cell=f.cell, facing=f.facing))
    elif isinstance(action, EndMove):
        f.moves = mv.moves
        out.append(ev.MoveEnded(figure=f.id, moves=mv.moves, category=category(f)))
        return True
    return False


def _enter(state: State, f: Figure, path, cost: int, how: str, out: list) -> None:
    mv = state.mv
    f.cell = path[-1]
    mv.moves += cost
    mv.last_was_turn = False
    mv.path.append(f.cell)
    # Moving into an enemy's front square: his attention is riveted on the enemy (not in
    # flight over a wall, nor after a phase shift, which ignores engagement)
    if (not mv.engaged_by and how != "teleport" and WALL not in state.terrain_at(f.cell)
            and engaging(state, f)):
        mv.riveted = True
    out.append(ev.Moved(figure=f.id, path=tuple(path), how=how, moves=mv.moves))


def _why(state: State, f: Figure, action) -> str:
    mv = state.mv
    if isinstance(action, (Step, Jump)):
        cost = JUMP_COST if isinstance(action, Jump) else 1
        if mv.riveted:
            return f"{f.name} entered an enemy's front square: his attention is riveted (no more steps)"
        if mv.moves + cost > limit(state, f):
            lim = limit(state, f)
            why = "engaged: Shift or Wait only" if mv.engaged_by else f"{lim} movement points"
            return f"{f.name} has no moves left ({why})"
        if isinstance(action, Jump) and mv.engaged_by:
            return f"{f.name} is engaged: Shift or Wait only, no jump"
        to = step(f.cell, f.facing, 2) if isinstance(action, Jump) else step(f.cell, action.direction)
        if not enterable(state, f, to):
            return f"{f.name} cannot enter {to}"
        return f"{f.name} must remain adjacent to every engaging enemy"
    if isinstance(action, Turn):
        if mv.engaged_by and action.facing == about_face(mv.start_facing):
            return f"{f.name} is engaged: no about face during a Shift"
        return f"{f.name} cannot turn to {action.facing} now"
    if isinstance(action, Reset):
        return f"{f.name} has nothing to reset or no resets left ({MAX_RESETS} a turn)"
    return f"{action.kind} is not a movement choice"
