"""4B Movement (terrain costs, swamp rolls, lakes, teleportals) and Random movement /
teleportation (4C), on the core hex grid and movement helpers."""
from __future__ import annotations

import heapq
from collections.abc import Sequence
from itertools import islice

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


_BITS: dict = {}


class _Bits:
    """A board as bit sets (boards are immutable; built once per board): cell (q, r) is bit
    (q - qmin) * H + (r - rmin), so bit order is sorted cell order, with one empty row between
    columns so that the six neighbour shifts never wrap into the next column."""

    def __init__(self, board):
        table = T.info(board)
        qs, rs = [c[0] for c in table], [c[1] for c in table]
        self.q0, self.r0, self.h = min(qs), min(rs), max(rs) - min(rs) + 2
        self.cells: dict[int, Cell] = {self.index(c): c for c in table}

        def mask(pred):
            return sum(1 << self.index(c) for c, (t, _) in table.items() if pred(t))
        self.walkable = mask(lambda t: t not in (T.WALL, T.PORTAL))
        self.woods = mask(lambda t: t == T.WOODS)
        self.swampish = mask(lambda t: t in (T.SWAMP, T.PATH))
        self.lake = mask(lambda t: t == T.LAKE)

    def index(self, c: Cell) -> int:
        return (c[0] - self.q0) * self.h + (c[1] - self.r0)

    def spread(self, x: int) -> int:
        """Every cell next to a cell of x (N, NE, SE, S, SW, NW)."""
        h = self.h
        return (x >> 1) | (x << (h - 1)) | (x << h) | (x << 1) | (x >> (h - 1)) | (x >> h)

    def each(self, x: int):
        """The cells of x in sorted order."""
        cells = self.cells
        while x:
            low = x & -x
            yield cells[low.bit_length() - 1]
            x ^= low


class Cells(Sequence):
    """The cells of a bit set in sorted order, found when looked at (a random game looks at one
    of the tens of hexes a character may walk to)."""
    __slots__ = ("_bits", "_mask")

    def __init__(self, bits: _Bits, mask: int):
        self._bits, self._mask = bits, mask

    def __len__(self) -> int:
        return self._mask.bit_count()

    def __getitem__(self, i):
        if isinstance(i, slice):
            return list(self)[i]
        n = len(self)
        if not -n <= i < n:
            raise IndexError("cell index out of range")
        return next(islice(self._bits.each(self._mask), i % n, None))

    def __iter__(self):
        return self._bits.each(self._mask)


def _bits(board) -> _Bits:
    hit = _BITS.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    bits = _Bits(board)
    if len(_BITS) > 64:
        _BITS.clear()
    _BITS[id(board)] = (board, bits)
    return bits


def reach(state: State, f: Fig) -> dict[Cell, int]:
    """Hexes `f` can walk to this action phase -> the cheapest cost. Woods and swamp each take 1
    off the Move score once per move if entered, left or passed through (ruling 4B-penalty);
    a Lake ends the walk (drowning) unless he levitates."""
    b, by_cost = _reach_bits(state, f)
    best: dict[Cell, int] = {}
    done = 0
    for c, reached in enumerate(by_cost):
        new = reached & ~done
        done |= new
        for cell in b.each(new):
            best[cell] = c
    return best


def reachable_cells(state: State, f: Fig, free: int | None = None) -> Cells:
    """The hexes of `reach` in sorted order, without their costs (cheaper: a bit set).
    `free`: `free_bits(state)` when several characters are asked about in one position."""
    b, by_cost = _reach_bits(state, f, free)
    done = 0
    for reached in by_cost:
        done |= reached
    return Cells(b, done)


def free_bits(state: State) -> int:
    """The hexes a walker may enter by terrain and nobody stands on, as a bit set."""
    b = _bits(state.board)
    free, valid = b.walkable, state.board.valid
    for c in state.occupied():
        if c in valid:
            free &= ~(1 << b.index(c))
    return free


def _reach_bits(state: State, f: Fig, free: int | None = None) -> tuple[_Bits, list[int]]:
    """`reach` as bit sets: by_cost[c] holds the hexes reached at cost c (some of them cheaper
    too). A walk costs its steps, +1 if it touches woods, +1 if it touches swamp: the cheapest
    cost of a hex is the least, over the four choices of which of the two it may touch, of the
    penalties chosen plus its distance through the hexes they allow (a choice that could avoid a
    penalty is never cheaper than the choice without it). Each distance is a breadth-first
    search on bit sets, a few big-integer operations per step."""
    b = _bits(state.board)
    budget = allowance(state, f)
    lev = bool(usable(f).get("levitate"))
    start = 1 << b.index(f.cell)
    if free is None:
        free = free_bits(state)
    w0, s0 = bool(b.woods & start), bool(b.swampish & start)     # leaving one counts too
    stop = 0 if lev else b.lake
    by_cost = [0] * (budget + 1)
    for w in (False, True):
        for s in (False, True):
            extra = w + s
            if extra > budget or (w0 and not w) or (s0 and not s):
                continue
            allowed = free & (-1 if w else ~b.woods) & (-1 if s else ~b.swampish)
            seen = frontier = start
            for k in range(1, budget - extra + 1):
                nxt = b.spread(frontier if k == 1 else frontier & ~stop) & allowed & ~seen
                if not nxt:
                    break
                seen |= nxt
                by_cost[k + extra] |= nxt
                frontier = nxt
    return b, by_cost


def safest_path(state: State, f: Fig, to: Cell) -> list[Cell] | None:
    """The path (hexes entered) to `to` with the fewest drowning rolls, then the lowest cost,
    then the fewest hexes, then the first in direction order of the last step (ruling 4B-path).
    None if `to` is out of reach."""
    table = T.info(state.board)
    if to not in table:
        return None
    steps = _steps(state.board)
    occupied = state.occupied()
    budget = allowance(state, f)
    lev = bool(usable(f).get("levitate"))
    w0, s0 = _flags(state.board, f.cell)
    heap = [(0, 0, 0, (f.cell, False, False, 0), ())]
    seen = set()
    tq, tr = to
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        rolls, used, _, node, path = pop(heap)
        if node in seen:
            continue
        seen.add(node)
        cell, w, s, u = node
        if cell == to and path:
            return list(path)
        lake, nbs = steps[cell]
        if path and not lev and lake:
            continue
        first = cell == f.cell
        order = len(path) * 6
        for i, nb, tw, ts, swamp in nbs:
            if nb in occupied:
                continue
            nw, ns = (tw or w0, ts or s0) if first else (tw, ts)   # leaving woods / swamp counts too
            nu = u + 1 + (nw and not w) + (ns and not s)
            dq, dr = nb[0] - tq, nb[1] - tr
            if nu + ((abs(dq) + abs(dr) + abs(dq + dr)) >> 1) > budget:
                continue        # `to` is out of reach from there: the search order is unchanged
            push(heap, (rolls + (swamp and not lev), nu, order + i, (nb, w or nw, s or ns, nu), path + (nb,)))
    return None


_STEPS: dict = {}


def _steps(board) -> dict:
    """Per board: cell -> (is a Lake, ((direction index, neighbour, woods, swamp or path, swamp
    off the path), ...)) over the neighbours a walker may enter by terrain (4A-4B)."""
    hit = _STEPS.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    table = T.info(board)
    steps = {c: (t == T.LAKE, tuple((i, nb, table[nb][0] == T.WOODS, table[nb][0] in (T.SWAMP, T.PATH),
                                     table[nb][0] == T.SWAMP)
                                    for i, nb in enumerate(nbs) if table[nb][0] not in (T.WALL, T.PORTAL)))
             for c, (t, nbs) in table.items()}
    if len(_STEPS) > 64:
        _STEPS.clear()
    _STEPS[id(board)] = (board, steps)
    return steps


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
