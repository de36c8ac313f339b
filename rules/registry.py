"""Finds rule packs by id. Packs register themselves on import; `get` imports the known ones."""
from __future__ import annotations

import importlib

from rules.core.engine import Ruleset
from rules.core.jsonfile import excerpt

# id -> module that defines the pack's RULESET object
KNOWN = {
    "ninja-arena": "rules.ninja_arena",
    "ceremony": "rules.ceremony",
    "gladiator": "rules.gladiator",
    "chaos-arena": "rules.chaos_arena",
    "morituri": "rules.morituri",
}

_registered: dict[str, Ruleset] = {}


def register(pack: Ruleset) -> Ruleset:
    _registered[pack.id] = pack
    return pack


def get(ruleset_id: str) -> Ruleset:
    if ruleset_id not in _registered and ruleset_id in KNOWN:
        importlib.import_module(KNOWN[ruleset_id])
    try:
        return _registered[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(set(KNOWN) | set(_registered))) or "none"
        raise KeyError(f"unknown ruleset {excerpt(ruleset_id)} (known: {known})") from None


def all_ids() -> list[str]:
    return sorted(set(KNOWN) | set(_registered))
