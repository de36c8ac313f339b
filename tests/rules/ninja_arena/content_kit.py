"""Helpers for the content tests (weapons, skills, variants): small boards, staged ninjas and
whole combat phases driven through the real Ruleset (apply -> events)."""
from __future__ import annotations

from rules.ninja_arena import RULESET as R

FLAT = ["00000000"] * 8


def board(rows=None, **extra) -> dict:
    d = {"id": "test", "rows": list(rows or FLAT), "start_areas": {}}
    d.update(extra)
    return d


def game(ninjas: list[dict], rows=None, layer="advanced", variants=(), seed=1, board_dict=None):
    """ninjas: dicts with seat, type, id, position, facing and optional weapons/skill/life/team."""
    players: dict[str, dict] = {}
    for spec in ninjas:
        spec = dict(spec)
        seat = spec.pop("seat")
        team = spec.pop("team", None)
        p = players.setdefault(seat, {"seat": seat, "ninjas": []})
        if team is not None:
            p["team"] = team
        p["ninjas"].append(spec)
    setup = {"layer": layer, "board": board_dict or board(rows), "arena": None,
             "players": list(players.values()), "variants": list(variants)}
    return R.new_game(setup, seed)


def play(state, plans: dict[str, list]):
    """One planning phase and its combat phase. `plans` maps ninja id -> slots (dicts); the
    order of the dict is the order the plans are handed in (initiative 1, 2, ...). Ninjas not
    named pause. Returns (state, events)."""
    events = []
    order = list(plans) + [n.id for n in state.ninjas if n.alive and n.id not in plans]
    for fid in order:
        if not state.ninja(fid).alive or fid in state.plans:
            continue
        seat = state.ninja(fid).seat
        state, evs = R.apply(state, seat, {"kind": "plan", "ninja": fid,
                                           "slots": plans.get(fid, [])})
        events += evs
    return state, events


def kinds(events, kind):
    return [e for e in events if e.kind == kind]


def damage(events, fid):
    return sum(e.amount for e in events if e.kind == "damaged" and e.figure == fid)


def ninja(state, fid):
    return state.ninja(fid)


def S(action, dir=None, **kw) -> dict:
    d = {"action": action}
    if dir is not None:
        d["dir"] = dir
    d.update(kw)
    return d
