"""What a move will do, said before it is chosen (the table's hover words): the path the rules
will walk (the one given, or the safest cheapest: ruling 4B-path), its cost against the
allowance, each swamp roll and its odds, a lake's drowning, a Mage's prepared spell lost, and
the enemies he will touch. Only the moving seat's own facts and the board go in."""
from __future__ import annotations

from rules.core.hexgrid import neighbours
from rules.chaos_arena import terrain as T
from rules.chaos_arena.life import usable
from rules.chaos_arena.moves import allowance, path_cost, safest_path
from rules.chaos_arena.state import State


def preview(state: State, seat: str, action) -> str | None:
    if action.kind != "move":
        return None
    f = next((x for x in state.figs if x.id == action.figure), None)
    if f is None or f.cell is None or f.possessed:
        return None
    to = tuple(action.to)
    path = [tuple(c) for c in action.path] if action.path else safest_path(state, f, to)
    if not path:
        return None
    cost = path_cost(state, f, path)
    words = [f"{cost} of {allowance(state, f)} move points (4B)"] if cost is not None else []
    lev = bool(usable(f).get("levitate"))
    swamp = 0 if lev else sum(state.board.terrain_at(c) == T.SWAMP for c in path)
    lake = not lev and any(state.board.terrain_at(c) == T.LAKE for c in path)
    if lake:
        words.append(f"{f.id} drowns in the lake (4B)")
    elif swamp:
        on = f.card.drowns_on
        live = ((6 - on) / 6) ** swamp
        each = f"{swamp} swamp hexes off the path: a die each" if swamp > 1 else "a swamp hex off the path: a die"
        words.append(f"{each}, drowns on {'a 1' if on == 1 else f'1-{on}'}; survives {round(100 * live)}% (4B)")
    if f.type == "mage" and state.prepared.get(seat):
        words.append("the Mage moves: his prepared spell is discarded (4D)")
    foes = [o.id for o in state.figs if o.status == "arena" and o.seat != f.seat
            and o.cell in set(neighbours(to)) and not o.possessed]
    if foes and not lake:
        words.append("ends next to " + ", ".join(foes) + ": a fight is possible (4B)")
    return "; ".join(words) or None
