"""Chaos Arena (rulebook: /work/shared/rulebooks/chaos-arena.txt): hex arena, war bands of 12,
chaos cards and spells. Data (cards, arena) is JSON in data/ and arenas/."""
from rules.chaos_arena.pack import RULESET
from rules.registry import register as _register

_register(RULESET)

__all__ = ["RULESET"]
