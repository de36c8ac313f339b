"""Small staged fights for the rule tests: a board from rows, figures where we want them, and
one game round of plans at a time (through the pack's public contract only)."""
from __future__ import annotations

from rules.ninja_arena import RULESET as PACK
from rules.ninja_arena.stage import parse_slot
from rules.ninja_arena.actions import Plan

FLAT = ["00000000"] * 8


def board(rows=None) -> dict:
    return {"id": "test", "name": "test board", "authored": True, "rows": list(rows or FLAT)}


def game(figures, rows=None, layer="beginner", variants=(), seed=1, **extra):
    """figures: [(id, type, (x, y), facing, seat[, extra NinjaSpec fields])]; one seat per
    figure unless seats repeat (then the seat controls both)."""
    players: dict[str, list] = {}
    teams = extra.pop("teams", {})
    for f in figures:
        fid, typ, pos, facing, seat = f[:5]
        spec = {"type": typ, "id": fid, "position": list(pos), "facing": facing}
        if len(f) > 5:
            spec.update(f[5])
        players.setdefault(seat, []).append(spec)
    setup = {"layer": layer, "board": board(rows), "variants": list(variants),
             "players": [{"seat": s, "ninjas": ns, **({"team": teams[s]} if s in teams else {})}
                         for s, ns in players.items()]}
    setup.update(extra)
    return PACK.new_game(setup, seed)


def plan(fid, slots) -> Plan:
    return Plan(ninja=fid, slots=tuple(parse_slot(s, fid) for s in slots))


def play(state, plans: dict, order=None):
    """One game round: figures finish planning in `order` (default: the order of `plans`, then
    the rest); returns (state, events)."""
    order = list(order or plans)
    order += [n.id for n in state.ninjas if n.alive and n.id not in order]
    seat_of = {f: s for s, fs in state.seat_ninjas.items() for f in fs}
    events = []
    for f in order:
        if not state.ninja(f).alive:
            continue
        state, evs = PACK.apply(state, seat_of[f], plan(f, plans.get(f, [])))
        events += evs
    return state, events


def kinds(events, kind, **match):
    return [e for e in events if e.kind == kind and all(getattr(e, k) == v for k, v in match.items())]


def fig(state, fid):
    return state.ninja(fid)


def rows_with(levels: dict) -> list[str]:
    """8x8 rows (north first) with the given {(x, y): level} raised, the rest level 0."""
    grid = [[0] * 8 for _ in range(8)]
    for (x, y), lv in levels.items():
        grid[y][x] = lv
    return ["".join(str(v) for v in grid[y]) for y in range(7, -1, -1)]


def duo(a=((3, 3), "N"), b=((3, 5), "S"), rows=None, layer="beginner", **kw):
    """Shadow "a" (p1) and Weaponmaster "b" (p2)."""
    return game([("a", "shadow", a[0], a[1], "p1"), ("b", "weaponmaster", b[0], b[1], "p2")],
                rows=rows, layer=layer, **kw)
