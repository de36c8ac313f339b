"""4D Spell casting: targets (range, sight, 7 hex areas, never the teleportals) and effects."""
from __future__ import annotations

from rules.core.hexgrid import distance, within
from rules.chaos_arena import data
from rules.chaos_arena import events as ev
from rules.chaos_arena import terrain as T
from rules.chaos_arena.actions import Cast
from rules.chaos_arena.life import damage, end_spell
from rules.chaos_arena.moves import land, random_move
from rules.chaos_arena.shooting import sees
from rules.chaos_arena.state import Active, Fig, State


def _on_portal(state: State, cell) -> bool:
    return state.board.terrain_at(cell) == T.PORTAL


def _in_reach(state: State, mage: Fig, cell, spell: data.Spell) -> bool:
    if distance(mage.cell, cell) > spell.range:
        return False
    return spell.unseen or sees(state, mage.cell, cell)


def horror_apart(state: State, cell, ignore: str | None = None) -> bool:
    """6: two Gibbering Possessions stay at least 2 hexes apart (ruling 6-gibbering)."""
    return all(distance(f.cell, cell) >= 2 for f in state.in_arena()
               if f.possessed and f.id != ignore)


def _cell_allowed(state: State, mage: Fig, sp: data.Spell, c) -> bool:
    """A hex or area spell's hex `c` (on the board) as a target."""
    if _on_portal(state, c) or not _in_reach(state, mage, c, sp):
        return False
    # a hex to land on: never occupied (l. 262), never a wall hex (nobody stands on one,
    # ruling 1); a Lake or the Swamp may be chosen and does its worst (l. 266-268, ruling
    # 6-petrov)
    return not (sp.target == "hex" and (c in state.occupied() or state.board.terrain_at(c) == T.WALL))


def _figure_allowed(state: State, seat: str, mage: Fig, sp: data.Spell, f: Fig) -> bool:
    """A figure spell's figure `f` (in the arena) as a target."""
    if f.possessed or _on_portal(state, f.cell) or not _in_reach(state, mage, f.cell, sp):
        return False
    mine = state.controller(f) == seat
    if (sp.target == "friend" and not mine) or (sp.target == "enemy" and mine):
        return False
    do = sp.effect["do"]
    if do in ("control", "possess") and f.type == "mage":
        return False
    return not (do == "possess" and not horror_apart(state, f.cell))


def targets(state: State, seat: str, spell_id: str) -> list[Cast]:
    """Every legal target of the prepared spell."""
    sp = data.spells()[spell_id]
    mage = state.mage(seat)
    if mage.status != "arena":
        return []
    if sp.target == "none":
        return [Cast()]
    if sp.target == "self":
        return [Cast(target=mage.id)]
    if sp.target in ("hex", "area"):
        return [Cast(cell=c) for c in state.board.cells() if _cell_allowed(state, mage, sp, c)]
    return [Cast(target=f.id) for f in state.in_arena() if _figure_allowed(state, seat, mage, sp, f)]


def is_target(state: State, seat: str, spell_id: str, action: Cast) -> bool:
    """`action in targets(state, seat, spell_id)`, judging only the one target named (casting
    checks its target this way: listing a hex spell's targets traces sight to every hex)."""
    sp = data.spells()[spell_id]
    mage = state.mage(seat)
    if mage.status != "arena":
        return False
    if sp.target == "none":
        return action.target is None and action.cell is None
    if sp.target == "self":
        return action.target == mage.id and action.cell is None
    if sp.target in ("hex", "area"):
        return (action.target is None and action.cell is not None
                and state.board.in_bounds(action.cell) and _cell_allowed(state, mage, sp, action.cell))
    if action.cell is not None or action.target is None:
        return False
    f = next((f for f in state.in_arena() if f.id == action.target), None)
    return f is not None and _figure_allowed(state, seat, mage, sp, f)


def cast(state: State, seat: str, action: Cast, events: list) -> None:
    spell_id = state.prepared[seat]
    sp = data.spells()[spell_id]
    state.prepared[seat] = None
    state.cast.setdefault(seat, []).append(spell_id)
    events.append(ev.SpellCast(seat=seat, spell=spell_id, target=action.target, cell=action.cell))
    mage = state.mage(seat)
    tgt = state.fig(action.target) if action.target else None
    do = sp.effect["do"]
    lasting = sp.duration != "instant"
    if do == "teleport_mage":
        events.append(ev.Moved(figure=mage.id, path=(mage.cell, action.cell), how="teleport"))
        mage.cell = action.cell
        land(state, mage, events)
    elif do == "area_damage":
        hit = [f for f in state.in_arena() if f.cell in set(within(action.cell, 1))
               and not _on_portal(state, f.cell)]
        for f in hit:                       # simultaneous (ruling 5-draw)
            damage(state, f, sp.effect["amount"], spell_id, events)
    elif do == "damage":
        damage(state, tgt, sp.effect["amount"], spell_id, events)
    elif do == "glue":
        tgt.glued = True
    elif do == "random_move":
        random_move(state, tgt, sp.effect["distance"], events)
    elif do == "mindmush":
        for s in state.seats:               # both Mages at once; healing spells still work
            m = state.mage(s)
            damage(state, m, 1, spell_id, events)
        for a in list(state.active):
            end_spell(state, a, "Maicrowave's Mindmush Demon", events)
    if not lasting or state.finished:
        return
    state.active.append(Active(spell=spell_id, seat=seat, target=tgt.id if tgt else None))
    if do == "testudo":
        tgt.testudo = True
    elif do == "bandaid":
        tgt.bandaid = True
    elif do == "fleet":
        tgt.fleet = sp.effect["mov"]
        tgt.fleet_until = state.turns[seat] + 1
    elif do == "control":
        tgt.controller = seat
        events.append(ev.ControlChanged(figure=tgt.id, controller=seat))
    elif do == "possess":
        tgt.possessed = seat
        tgt.controller = seat
        events.append(ev.ControlChanged(figure=tgt.id, controller=seat, possessed=True))


def horror_moves(state: State, f: Fig) -> list:
    """6: the horror moves at most 1 hex, onto any hex of the board (characters and Lakes too),
    but never a teleportal (no spell influences it) and never next to another horror."""
    return [c for c in state.board.neighbours(f.cell)
            if not _on_portal(state, c) and horror_apart(state, c, ignore=f.id)]


def horror_strikes(state: State, f: Fig, events: list) -> None:
    """After it moved: 1 life to ALL characters touching it (and one beneath it)."""
    hit = [g for g in state.in_arena() if g is not f and not g.possessed
           and distance(g.cell, f.cell) <= 1]
    for g in hit:
        damage(state, g, 1, "moorcock-possession", events)
