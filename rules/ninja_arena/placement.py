"""Placing ninjas for a staged fight (the workshop): who stands where, facing which way, written
into the set-up's `position`/`facing` (STAGES.md); the set-up's own checks judge the result."""
from __future__ import annotations

import copy

from rules.core.arenacheck import put

FACINGS = 8                  # 0 N .. 7 NW, clockwise
TURN = 2                     # a set-up faces N, E, S or W (2.1)
MOVES = {"rounds": []}       # a stage with no game rounds written yet


def start_setup(arena: str) -> dict:
    return {"layer": "beginner", "arena": arena, "players": [
        {"seat": "p1", "side": "south", "ninjas": [{"type": "shadow"}]},
        {"seat": "p2", "side": "north", "ninjas": [{"type": "weaponmaster"}]}]}


def roster(setup: dict, state) -> list[tuple]:
    """(id, name, seat number, cell, facing) of every ninja as the set-up placed it."""
    seats = [p["seat"] for p in setup.get("players", ())]
    return [(n.id, n.type.title(), seats.index(n.seat) if n.seat in seats else 0, tuple(n.pos),
             n.facing) for n in state.ninjas]


def place(setup: dict, state, fid: str, cell, facing: int | None = None) -> dict:
    """A new set-up with every ninja where the state has it and `fid` on `cell` (facing)."""
    out = copy.deepcopy(setup)
    where = {n.id: n for n in state.ninjas}
    by_seat: dict = {}
    for n in state.ninjas:
        by_seat.setdefault(n.seat, []).append(n)
    for p in out.get("players", ()):
        for spec, n in zip(p.get("ninjas", ()), by_seat.get(p["seat"], ())):
            spec.update(id=n.id, position=list(where[n.id].pos), facing=where[n.id].facing)
            if n.id == fid:
                put(spec, "position", cell, facing, FACINGS)
    return out


def _weapon_choices(category: str) -> list:
    from rules.ninja_arena.data import special_weapons, standard_weapon
    return [standard_weapon(category).id] + [w.id for w in special_weapons(category)] + [None]


def attributes(setup: dict, state, fid: str) -> list[tuple]:
    """A staged ninja: which of the two he is, his life (2.7: 1 to 10) and the weapons in his
    hands (3.1)."""
    from rules.ninja_arena.state import LIFE_MAX
    n = next(x for x in state.ninjas if x.id == fid)
    return [("type", "ninja", ["shadow", "weaponmaster"], n.type),
            ("life", "life", list(range(1, LIFE_MAX + 1)), n.life),
            ("melee", "melee weapon", _weapon_choices("melee"), n.melee),
            ("ranged", "ranged weapon", _weapon_choices("ranged"), n.ranged)]


def set_attribute(setup: dict, state, fid: str, key: str, value) -> dict:
    n = next(x for x in state.ninjas if x.id == fid)
    out = place(setup, state, fid, n.pos, n.facing)
    spec = next(sp for p in out.get("players", ()) for sp in p.get("ninjas", ()) if sp.get("id") == fid)
    if key == "type":
        spec["type"] = value
        spec.pop("id", None)            # the game names him after what he is
    elif key == "life":
        spec["life"] = value
    else:
        weapons = {"melee": n.melee, "ranged": n.ranged, **spec.get("weapons", {})}
        weapons[key] = value
        spec["weapons"] = weapons
    return out
