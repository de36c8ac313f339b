"""4B Movement (terrain costs, swamp rolls, lakes, teleportals) and Random movement /
teleportation (4C), on the core hex grid and movement helpers."""
from __future__ import annotations

import heapq

from rules.core.hexgrid import neighbours
from rules.core.movement import fly, reachable
from rules.chaos_arena import events as ev
from rules.chaos_arena import terrain as T
from rules.chaos_arena.life import die, end_spell, usable
from rules.chaos_arena.state import Fig, State

Cell = tuple[int, int]


def allowance(state: State, f: Fig) -> int:
    """MOV of the card side that is up, plus items (Weights of Sin -1, Boots +2) and Fleetfoot."""
    mov = f.stats()[0] + usable(f).get("mov", 0)
    if f.fleet and state.turns.get(f.seat, 0) <= f.fleet_until:
        mov += f.fleet
    return max(mov, 0)


def _blocked_cells(state: State) -> set:
    return state.occupied()


def _enterable(board, cell: Cell, occupied: set) -> bool:
    """A hex a walking character may enter: on the board, not a wall or a teleportal (4A, 4B),
    not occupied (4B)."""
    if not board.in_bounds(cell) or cell in occupied:
        return False
    return board.terrain_at(cell) not in (T.WALL, T.PORTAL)


def _flags(board, cell: Cell) -> tuple[bool, bool]:
    t = board.terrain_at(cell)
    return t == T.WOODS, t in (T.SWAMP, T.PATH)


def reach(state: State, f: Fig) -> dict[Cell, int]:
    """Hexes `f` can walk to this action phase -> the cheapest cost. Woods and swamp each take 1
    off the Move score once per move if entered, left or passed through (ruling 4B-penalty);
    a Lake ends the walk (drowning) unless he levitates."""
    table = T.info(state.board)
    occupied = state.occupied()
    budget = allowance(state, f)
    lev = bool(usable(f).get("levitate"))
    w0, s0 = _flags(state.board, f.cell)
    start = f.cell
    stop = (T.WALL, T.PORTAL)

    def nbrs(node):
        cell, w, s = node
        t = table[cell][0]
        if t == T.LAKE and not lev and cell != start:
            return []
        out = []
        for nb in table[cell][1]:
            tn = table[nb][0]
            if nb in occupied or tn in stop:
                continue
            out.append((nb, w or tn == T.WOODS or (cell == start and w0),
                        s or tn in (T.SWAMP, T.PATH) or (cell == start and s0)))
        return out

    def cost(a, b):
        return 1 + (b[1] and not a[1]) + (b[2] and not a[2])

    found = reachable((start, False, False), budget, nbrs, cost)
    best: dict[Cell, int] = {}
    for (cell, _, _), (c, _) in found.items():
        if cell != start and (cell not in best or c < best[cell]):
            best[cell] = c
    return best


def safest_path(state: State, f: Fig, to: Cell) -> list[Cell] | None:
    """The path (hexes entered) to `to` with the fewest drowning rolls, then the lowest cost,
    then the first in direction order (ruling 4B-path). None if `to` is out of reach."""
    table = T.info(state.board)
    if to not in table:
        return None
    occupied = state.occupied()
    budget = allowance(state, f)
    lev = bool(usable(f).get("levitate"))
    w0, s0 = _flags(state.board, f.cell)
    heap = [(0, 0, 0, (f.cell, False, False, 0), ())]
    seen = set()
    while heap:
        rolls, used, _, node, path = heapq.heappop(heap)
        if node in seen:
            continue
        seen.add(node)
        cell, w, s, u = node
        if cell == to and path:
            return list(path)
        if path and not lev and table[cell][0] == T.LAKE:
            continue
        for i, nb in enumerate(table[cell][1]):
            t = table[nb][0]
            if nb in occupied or t == T.WALL or t == T.PORTAL:
                continue
            nw, ns = t == T.WOODS, t == T.SWAMP or t == T.PATH
            if cell == f.cell:              # leaving woods / swamp counts too
                nw, ns = nw or w0, ns or s0
            nu = u + 1 + (nw and not w) + (ns and not s)
            if nu > budget:
                continue
            risk = rolls + (1 if t == T.SWAMP and not lev else 0)
            heapq.heappush(heap, (risk, nu, len(path) * 6 + i, (nb, w or nw, s or ns, nu), path + (nb,)))
    return None


def path_cost(state: State, f: Fig, path) -> int | None:
    """Cost of an explicit path, or None if it is not walkable (4B). A path over a Lake may be
    named: he drowns on its first lake hex (`walk`)."""
    board = state.board
    occupied = _blocked_cells(state)
    lev = bool(usable(f).get("levitate"))
    w0, s0 = _flags(board, f.cell)
    w = s = False
    used, cur = 0, f.cell
    for i, nb in enumerate(path):
        if nb not in neighbours(cur) or not _enterable(board, nb, occupied):
            return None
        nw, ns = _flags(board, nb)
        if i == 0:
            nw, ns = nw or w0, ns or s0
        used += 1 + (nw and not w) + (ns and not s)
        w, s, cur = w or nw, s or ns, nb
    return used


def swamp_roll(state: State, f: Fig, cell: Cell, events: list) -> bool:
    """Off the Swamp path: roll; at or below the card's drowns_on (3, Scouts 1) he drowns (4B,
    body text over the printed table: ruling 4B-swamp). True if he survives."""
    if usable(f).get("levitate"):
        return True
    roll = state.dice.die()
    drowned = roll <= f.card.drowns_on
    events.append(ev.SwampRoll(figure=f.id, cell=cell, roll=roll, drowns_on=f.card.drowns_on,
                               drowned=drowned))
    if drowned:
        die(state, f, "drowned in the swamp", events)
    return not drowned


def walk(state: State, f: Fig, path: list[Cell], events: list) -> None:
    """Carry out a walk: the figure enters the hexes one by one; a swamp roll for each off-path
    swamp hex, a Lake drowns him at once (4B)."""
    start = f.cell
    done = [start]
    for cell in path:
        f.cell = cell
        done.append(cell)
        t = state.board.terrain_at(cell)
        if t == T.SWAMP and not usable(f).get("levitate"):
            events.append(ev.Moved(figure=f.id, path=tuple(done), how="walk"))
            done = [cell]
            if not swamp_roll(state, f, cell, events):
                return
        elif t == T.LAKE and not usable(f).get("levitate"):
            events.append(ev.Moved(figure=f.id, path=tuple(done), how="walk"))
            die(state, f, "drowned in a lake", events)
            return
    if len(done) > 1:
        events.append(ev.Moved(figure=f.id, path=tuple(done), how="walk"))
    if f.testudo and len(path) > 1:
        for a in [a for a in state.active if a.spell == "tortuga-testudo" and a.target == f.id]:
            end_spell(state, a, "moved more than 1 hex", events)


def land(state: State, f: Fig, events: list) -> None:
    """Where a random movement or teleportation ends: a Lake drowns, the Swamp rolls (4C)."""
    t = state.board.terrain_at(f.cell)
    if usable(f).get("levitate"):
        return
    if t == T.LAKE:
        die(state, f, "drowned in a lake", events)
    elif t == T.SWAMP:
        swamp_roll(state, f, f.cell, events)


def random_move(state: State, f: Fig, distance: int, events: list, direction: int | None = None,
                how: str = "random") -> None:
    """4C Random movement: direction by a die on the Random Movement Indicator; over walls and
    characters, never onto an occupied hex (one short), never onto a teleportal (ruling 4C-portal),
    off the Arena = death. A character on a teleportal is never moved (no card affects it)."""
    if f.status != "arena" or state.board.terrain_at(f.cell) == T.PORTAL:
        return
    if direction is None:
        direction = state.dice.die()
    board = state.board
    occupied = state.occupied() - {f.cell}
    stop = occupied | board.cells_with_terrain(T.WALL + T.PORTAL)
    res = fly(board, f.cell, direction, distance, stop)
    if res.stopped_by == "edge":
        path = (f.cell,) + res.path + (res.blocked_cell,)
        events.append(ev.Moved(figure=f.id, path=path, how=how, direction=direction,
                               stopped_by="edge"))
        f.cell = res.final_cell
        die(state, f, "fell off the Arena", events)
        return
    events.append(ev.Moved(figure=f.id, path=(f.cell,) + res.path, how=how, direction=direction,
                           stopped_by=res.stopped_by))
    f.cell = res.final_cell
    if res.path:
        land(state, f, events)
