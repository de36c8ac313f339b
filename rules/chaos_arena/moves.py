"""4B Movement (terrain costs, swamp rolls, lakes, teleportals) and Random movement /
teleportation (4C), on the core hex grid and movement helpers."""
from __future__ import annotations

import heapq

from rules.core.hexgrid import neighbours
from rules.core.movement import fly
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


_WALK: dict = {}


def _walk_table(board) -> dict:
    """Per board (boards are immutable): cell -> (is a Lake, ((neighbour, woods, swamp or path),
    ...)) over the neighbours a walker may enter by terrain (not a wall or a teleportal, 4A-4B)."""
    hit = _WALK.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    table = T.info(board)
    walk = {c: (t == T.LAKE, tuple((nb, table[nb][0] == T.WOODS, table[nb][0] in (T.SWAMP, T.PATH))
                                   for nb in nbs if table[nb][0] not in (T.WALL, T.PORTAL)))
            for c, (t, nbs) in table.items()}
    if len(_WALK) > 64:
        _WALK.clear()
    _WALK[id(board)] = (board, walk)
    return walk


def reach(state: State, f: Fig) -> dict[Cell, int]:
    """Hexes `f` can walk to this action phase -> the cheapest cost. Woods and swamp each take 1
    off the Move score once per move if entered, left or passed through (ruling 4B-penalty);
    a Lake ends the walk (drowning) unless he levitates.

    Dijkstra over (hex, woods met, swamp met): each penalty is paid once, when its flag turns
    on; written out flat (no callbacks, a bucket queue) since it is most of a random game's
    time."""
    walk = _walk_table(state.board)
    occupied = state.occupied()
    budget = allowance(state, f)
    lev = bool(usable(f).get("levitate"))
    w0, s0 = _flags(state.board, f.cell)
    start = f.cell
    dist = {(start, False, False): 0}
    buckets = [[] for _ in range(budget + 1)]     # steps cost 1-3: a bucket queue, no heap
    buckets[0].append((start, False, False))
    best: dict[Cell, int] = {}
    for c, bucket in enumerate(buckets):
        for node in bucket:
            if dist[node] < c:
                continue
            cell, w, s = node
            first = cell == start
            if not first and cell not in best:
                best[cell] = c          # buckets in cost order: the first is the cheapest
            lake, nbs = walk[cell]
            if lake and not lev and not first:
                continue
            for nb, nw, ns in nbs:
                if nb in occupied:
                    continue
                ww = w or nw or (first and w0)
                ss = s or ns or (first and s0)
                nc = c + 1 + (ww and not w) + (ss and not s)
                if nc > budget:
                    continue
                key = (nb, ww, ss)
                old = dist.get(key)
                if old is None or nc < old:
                    dist[key] = nc
                    buckets[nc].append(key)
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
