"""4 Order of Play: the phases A-F of a turn, run forward until a player must choose."""
from __future__ import annotations

from rules.chaos_arena import data
from rules.chaos_arena import events as ev
from rules.chaos_arena import terrain as T
from rules.chaos_arena.chaos import candidates, encounter, roll_for_card
from rules.chaos_arena.life import damage, end_spell, game_over_event
from rules.chaos_arena.state import State


def portal_of(state: State, seat: str):
    return T.portals(state.board)[state.side_of[seat]]


def stranded(figures, seat: str, portal) -> list[str]:
    """4A: the ids of `seat`'s characters in the arena still on its Entrance Teleportal, who die
    when the turn ends. `figures`: (id, seat, status, cell) each, from the state or a view, so
    the rule, its preview and the table's menu line read it alike."""
    return [fid for fid, s, status, cell in figures
            if s == seat and status == "arena" and cell is not None and tuple(cell) == tuple(portal)]


def start_game(state: State, events: list) -> None:
    """Both hands chosen: the Mages stand on their teleportals (4A) and the first turn starts."""
    for seat in state.seats:
        m = state.mage(seat)
        m.status, m.cell, m.introduced = "arena", portal_of(state, seat), 1
        events.append(ev.Summoned(figure=m.id, cell=m.cell))
    start_turn(state, state.first, events)


def start_turn(state: State, seat: str, events: list) -> None:
    state.current = seat
    state.turns[seat] = state.turns.get(seat, 0) + 1
    if state.turns[seat] > state.round_limit:
        state.finished, state.phase, state.winners = True, "over", ()
        state.reason = f"round limit ({state.round_limit} rounds): a draw (ruling 5-limit)"
        game_over_event(state, events)
        return
    events.append(ev.TurnStarted(seat=seat, side=state.side_of[seat], turn=state.turns[seat],
                                 round=state.turns[seat]))
    for f in state.figs:
        if state.controller(f) == seat or f.seat == seat:
            f.moved = f.attacked = f.drugged = False
        if f.seat == seat:
            f.resting, f.incapacitated = f.incapacitated, False
            f.no_move, f.glued = f.glued, False
    if state.turns[seat] > 1 and summonable(state, seat):
        state.phase = "introduce"
        events.append(ev.PhaseStarted(seat=seat, phase="introduce"))
        return
    begin_action(state, events)


def summonable(state: State, seat: str) -> list:
    """4A: waiting members of the war band, if the teleportal is free."""
    if portal_of(state, seat) in state.occupied():
        return []
    return [f for f in state.figs if f.seat == seat and f.status == "waiting"]


def begin_action(state: State, events: list, extra: str | None = None) -> None:
    state.phase = "extra" if extra else "action"
    state.phase_no += 1
    state.swaps = 0
    if extra:
        f = state.fig(extra)
        f.moved = f.attacked = False
    events.append(ev.PhaseStarted(seat=state.current, phase=state.phase))


def end_action(state: State, events: list) -> None:
    """After the (extra) action phase: the drugs wear off; then the Chaos Card phase (4C)."""
    seat = state.current
    for f in state.figs:
        if f.drugged and f.status == "arena":
            f.drugged = False
            roll = state.dice.die()
            events.append(ev.ItemUsed(figure=f.id, item="bad-evil-drugs",
                                      detail=f"coming down: rolled {roll}"))
            if roll <= 2:
                damage(state, f, 1, "bad-evil-drugs", events)
                if state.finished:
                    game_over_event(state, events)
                    return
    if state.phase == "extra":
        state.extra_fig = None
        to_casting(state, events)
        return
    # 4C: never on your first turn
    if state.turns[seat] > 1 and roll_for_card(state, seat, events):
        who = candidates(state, seat)
        if len(who) > 1:
            state.phase = "finder"
            events.append(ev.PhaseStarted(seat=seat, phase="finder"))
            return
        if who:
            handle(state, who[0].id, events)
            return
    to_casting(state, events)


def handle(state: State, fid: str, events: list) -> None:
    encounter(state, state.fig(fid), events)
    if state.finished:
        game_over_event(state, events)
        return
    if state.extra_fig and state.fig(state.extra_fig).status == "arena":
        begin_action(state, events, extra=state.extra_fig)     # 6 A Roleplayer: right away
        return
    state.extra_fig = None
    to_casting(state, events)


def to_casting(state: State, events: list) -> None:
    """4D: only a spell prepared in the previous turn can be cast."""
    seat = state.current
    if state.prepared.get(seat) and state.prepared_turn.get(seat, 0) < state.turns[seat] \
            and state.mage(seat).status == "arena":
        state.phase = "cast"
        events.append(ev.PhaseStarted(seat=seat, phase="cast"))
        return
    to_preparing(state, events)


def to_preparing(state: State, events: list) -> None:
    seat = state.current
    if state.mage(seat).status == "arena" and state.hands.get(seat) and not state.prepared.get(seat):
        state.phase = "prepare"
        events.append(ev.PhaseStarted(seat=seat, phase="prepare"))
        return
    end_turn(state, events)


def end_turn(state: State, events: list) -> None:
    """4A: a new character still on the teleportal dies messily; lasting spells that run out
    end; the other player's turn starts."""
    from rules.chaos_arena.life import die
    seat = state.current
    figures = ((f.id, f.seat, f.status, f.cell) for f in state.figs)
    for fid in stranded(figures, seat, portal_of(state, seat)):
        die(state, state.fig(fid), "did not leave the Entrance Teleportal", events)
    if state.finished:
        game_over_event(state, events)
        return
    for a in list(state.active):
        if a.spell == "fleetfoot" and a.seat == seat:
            f = state.fig(a.target)
            if state.turns[seat] >= f.fleet_until:
                end_spell(state, a, "ran out", events)
    start_turn(state, state.other(seat), events)
    game_over_event(state, events)


def hand_spells(state: State, seat: str) -> list[str]:
    return sorted(state.hands.get(seat, []), key=lambda s: (data.spells()[s].level, s))
