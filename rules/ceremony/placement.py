"""Placing figures for a staged fight (the workshop). The players place their figures by moves
(E6: each picks his start squares in turn), so a placement is the stage's opening: the trap
placers pass (no traps; write them into the stage's list to have some), then each figure takes
its start square in the game's order, the placed ones where they were put, the others on the
first free square of their side's row. The rules judge each `start` as at the table."""
from __future__ import annotations

from rules.ceremony import stage

parse_action = stage.parse_action          # how the workshop reads the opening's moves

FACINGS = 8                  # square facings, 0 north .. 7 north-west
TURN = 0                     # not placed: a figure starts facing the far edge (flow._start)
NO_TURN = "a figure starts facing the far edge; he turns in the fight"
MOVES = {"actions": []}
AREA = {"A": "south", "B": "north"}


def start_setup(arena: str) -> dict:
    return {"mode": "master", "arena": arena}


def roster(setup: dict, state) -> list[tuple]:
    """The figures that start on the board (gladiators and their hired helpers), each where he
    stands (None while he waits for his start square)."""
    seats = list(state.seats)
    starting = set(state.start_queue) | {f.id for f in state.figs if f.cell is not None
                                         and f.status == "active" and f.side in AREA}
    return [(f.id, f.name, seats.index(f.seat) if f.seat in seats else 0,
             tuple(f.cell) if f.cell is not None else None, f.facing)
            for f in state.figs if f.id in starting]


def opening(setup: dict, placed: dict, state) -> list[dict]:
    """The moves from a new game's first trap turn to the fight: traps passed, start squares."""
    moves = [{"seat": seat, "action": "traps_done"} for seat in state.trap_queue]
    by_id = {f.id: f for f in state.figs}
    order = _start_order(state)
    taken = {tuple(c) for c in placed.values()}
    for fid in order:
        f = by_id[fid]
        cell = placed.get(fid)
        if cell is None:
            area = state.board.start_areas[AREA[f.side]]
            cell = next((c for c in area if tuple(c) not in taken), area[0])
            taken.add(tuple(cell))
        moves.append({"seat": f.seat, "action": {"kind": "start", "figure": fid, "cell": list(cell)}})
    return moves


def _start_order(state) -> list[str]:
    """The start phase's order (flow._begin_start), read from the game itself."""
    from rules.ceremony.actions import action_adapter
    from rules.ceremony import RULESET as pack
    s = state
    for seat in s.trap_queue:
        s = pack.apply(s, seat, action_adapter.validate_python({"kind": "traps_done"}))[0]
    return list(s.start_queue)


def attributes(setup: dict, state, fid: str) -> list[tuple]:
    """A gladiator's weapon card and the armour on his torso (B2-B3: bought with his gold
    crowns, which the set-up checks)."""
    from rules.ceremony.data import weapon_ids
    f = state.find(fid)
    if f is None or f.kind != "gladiator":
        return []
    weapons = [[w] for w in weapon_ids()]
    if list(f.weapons) not in weapons:
        weapons.insert(0, list(f.weapons))
    return [("weapons", "weapon", weapons, list(f.weapons)),
            ("torso", "torso armour", [None, "leather", "chain", "plate"], _worn(f).get("torso"))]


def _worn(f) -> dict:
    """A gladiator's armour as his set-up writes it: one piece per location."""
    return {loc: kinds[0] for loc, kinds in f.armour.items() if kinds}


def set_attribute(setup: dict, state, fid: str, key: str, value) -> dict:
    import copy
    out = copy.deepcopy(setup)
    glads = [f for f in state.figs if f.kind == "gladiator"]
    specs = out.get("gladiators") or [{} for _ in glads]
    spec = specs[[g.id for g in glads].index(fid)]
    f = state.fig(fid)
    if key == "weapons":
        spec["weapons"] = list(value)
    else:
        armour = _worn(f)
        armour.pop("torso", None)
        spec["armour"] = armour | ({"torso": value} if value else {})
    out["gladiators"] = specs
    return out
