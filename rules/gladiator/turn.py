"""Phases: initiative (a die each side, the winner chooses who moves first, ties to West on even
turns and East on odd), movement (fastest first, one team then the other), actions (adjusted AG
order, declining, the last unable to decline), then terrain effects; the end of the game."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator import conjure
from rules.gladiator import events as ev
from rules.gladiator.characters import adjusted_ag, has_item, movement_points
from rules.gladiator.data import races
from rules.gladiator.moving import can_move, start_move
from rules.gladiator.state import SIDES, State
from rules.gladiator.terrain import EXIT, SHADOW, add_terrain, end_of_turn_damage
from rules.gladiator.wounds import regenerate, wound


def other(side: str) -> str:
    return "east" if side == "west" else "west"


def initiative_winner(turn: int, west: int, east: int) -> str:
    if west != east:
        return "west" if west > east else "east"
    return "west" if turn % 2 == 0 else "east"


def begin_turn(state: State, out: list) -> None:
    d = Dice(state.dice)
    w, e = d.die(), d.die()
    state.dice = d.state
    state.initiative = (w, e)
    state.chooser = initiative_winner(state.turn, w, e)
    state.phase = "initiative"
    out.append(ev.TurnBegan(turn=state.turn))
    out.append(ev.InitiativeRolled(west=w, east=e, winner=state.chooser, tie=w == e))


def choose_first(state: State, side: str, out: list) -> None:
    state.first = side
    out.append(ev.FirstChosen(side=side, by=state.chooser))
    order = []
    for s in (side, other(side)):
        team = [f for f in state.figures if f.side == s and f.present]
        team.sort(key=lambda f: -movement_points(f))        # stable: set-up order on ties
        order += [f.id for f in team]
    for f in state.figures:
        f.moves = 0
    state.move_order = order
    state.phase = "movement"
    next_mover(state, out)


def next_mover(state: State, out: list) -> None:
    """The next figure that has a choice; the others WAIT."""
    state.mv = None
    while state.move_order:
        f = state.fig(state.move_order.pop(0))
        if can_move(f):
            start_move(state, f)
            return
    begin_actions(state, out)


def act_key(state: State, f):
    """Adjusted AG, highest first; ties: the side that moves first, then set-up order
    (RULING 3-action-ties)."""
    return (-adjusted_ag(f), 0 if f.side == state.first else 1, state.figures.index(f))


def begin_actions(state: State, out: list) -> None:
    state.phase = "action"
    ready = [f for f in state.figures if f.present and f.sh > 1]
    ready.sort(key=lambda f: act_key(state, f))
    state.act_order = [f.id for f in ready]
    state.second_round = []
    out.append(ev.ActionPhaseBegan(order=tuple(state.act_order)))
    next_actor(state, out)


def next_actor(state: State, out: list) -> None:
    while state.act_order or state.second_round:
        queue = state.act_order if state.act_order else state.second_round
        fid = queue[0]
        f = state.fig(fid)
        if f.present and not f.acted and f.sh > 1:
            state.actor = fid
            return
        queue.pop(0)
    state.actor = None
    end_turn(state, out)


def is_last(state: State) -> bool:
    """The last character of the turn's order may not decline (RULING 3-last-to-act: the last
    still to act in the first round, even if others declined before him); nor may one who has
    declined already."""
    if not state.act_order or state.act_order[0] != state.actor:
        return True
    return not any(state.fig(i).present and not state.fig(i).acted for i in state.act_order[1:])


def decline(state: State, out: list) -> None:
    fid = state.act_order.pop(0)
    state.fig(fid).declined = True
    state.second_round.append(fid)
    out.append(ev.Declined(figure=fid))
    next_actor(state, out)


def done_acting(state: State, fid: str, out: list) -> None:
    f = state.fig(fid)
    f.acted = True
    for q in (state.act_order, state.second_round):
        if fid in q:
            q.remove(fid)
    next_actor(state, out)


def end_turn(state: State, out: list) -> None:
    """Terrain effects after the last phase, regeneration, the unconscious collapse."""
    for f in state.figures:
        if not f.present:
            continue
        if EXIT in state.terrain_at(f.cell):
            leave(state, f, out)
            continue
        for what, dmg in end_of_turn_damage(state, f):
            out.append(ev.TerrainDamage(figure=f.id, terrain=what, damage=dmg))
            wound(state, f, dmg, out, blow=False)
        if f.present and races()[f.race].fire_maker:      # one fire a turn where it stands
            add_terrain(state, f.cell, "F")
            out.append(ev.TerrainMade(cell=f.cell, terrain="fire"))
        if f.present and has_item(f, "shadows_ring") and SHADOW not in state.terrain_at(f.cell):
            add_terrain(state, f.cell, SHADOW)
            out.append(ev.TerrainMade(cell=f.cell, terrain="shadow"))
    conjure.end_of_turn(state, out)
    for f in state.figures:
        regenerate(state, f, out)
        if f.present and f.sh <= 1:
            f.prone = True
        f.moves, f.acted, f.declined, f.evading = 0, False, False, False
        if f.dazzled_until and f.dazzled_until <= state.turn:
            f.dazzled_until = 0
    if check_over(state, out):
        return
    state.turn += 1
    begin_turn(state, out)


def leave(state: State, f, out: list) -> None:
    f.gone = True
    from rules.gladiator.wounds import leave_hand_combat
    leave_hand_combat(state, f)
    out.append(ev.Escaped(figure=f.id))


def fighting(state: State, side: str) -> bool:
    """A side remains while one of its figures is in the arena and conscious."""
    return any(f.present and f.side == side and f.sh > 1 for f in state.figures)


def check_over(state: State, out: list, end_of_turn: bool = True) -> bool:
    """Over when at most one side remains (checked after every action), or after the last
    turn of the set-up's turn limit (a draw)."""
    alive = [s for s in SIDES if fighting(state, s)]
    if len(alive) == 2 and (not end_of_turn or state.turn < state.turn_limit):
        return False
    if len(alive) == 1:
        reason = f"only {alive[0].capitalize()} remains"
        winners = tuple(alive)
    elif not alive:
        reason, winners = "nobody remains", ()
    else:
        reason, winners = f"turn limit ({state.turn_limit} turns): a draw", ()
    state.finished, state.winners, state.reason = True, winners, reason
    state.phase = "over"
    state.actor = None
    state.pending = None
    out.append(ev.GameOver(winners=winners, reason=reason))
    return True
