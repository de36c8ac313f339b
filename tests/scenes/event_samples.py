"""One plausible event of every kind in rules/ninja_arena/events.py, on the start position of
`start_view(castle)` (p1-shadow at (3, 0) facing north, p2-weaponmaster at (3, 7) facing south).

Built from the pack's own models, so a new field or kind shows up here as a failure to build."""
from __future__ import annotations

from rules.ninja_arena.events import EVENT_KINDS, EVENT_TYPES

A, B = "p1-shadow", "p2-weaponmaster"

VALUES = {
    "figure": A, "opponent": B, "attacker": B, "target": B, "by": B, "owner": A,
    "seat": "p1", "figures": (A,), "counters": (1,), "initiative": 1,
    "slots": ({"action": "step", "dir": "forward"}, {"action": "melee_attack", "dir": "front"}),
    "faces": (("red", "evade"), ("blue", "step")), "game_round": 1, "action_round": 1,
    "action": "step", "dir": "forward", "speed": "normal", "reason": "test",
    "from_facing": 0, "to_facing": 2, "guard": "dodge", "move": "step",
    "from_cell": (3, 0), "from_level": 0, "to_cell": (3, 1), "to_level": 0,
    "path": ((3, 1, 0),), "facing": 0, "too": "low", "cell": (3, 0), "drop": 2, "level": 0,
    "beyond": (3, -1), "at": (3, 6), "opponent_cell": (3, 7), "damage_to_figure": 2,
    "damage_to_opponent": 1, "weapon": "sword", "focused": False, "side": "front",
    "target_cell": (3, 7), "hit": True, "cells": (), "lands": (3, 7), "amount": 2,
    "cause": "melee", "life": 8, "riposted": False, "dodged": False, "status": "dazed",
    "on": True, "until_round": 3, "left": 5, "category": "melee", "uses": None,
    "dropped": None, "returned": False, "marker": "caltrops", "skill": "acrobatics",
    "winners": ("p1",), "draw": False,
}
OVERRIDES = {
    "ranged_attack": {"weapon": "throwing_stars"},
    "application_used": {"weapon": "throwing_stars"},
    "obstacle_moved": {"from_cell": (2, 1), "to_cell": (3, 1), "from_level": 0, "to_level": 1},
    "defeated": {"figure": B, "cell": (3, 7)},
    "loot_placed": {"cell": (4, 1)},
    "loot_picked": {"cell": (4, 1)},
}


def sample(kind: str):
    cls = EVENT_TYPES[kind]
    vals = dict(VALUES, **OVERRIDES.get(kind, {}))
    kw = {name: vals[name] for name in cls.model_fields if name != "kind" and name in vals}
    return cls(**kw)


def all_samples() -> list:
    return [sample(k) for k in EVENT_KINDS]
