"""Gladiator (rulebook: /work/shared/rulebooks/gladiator.txt): personal combat in an ancient
Rome arena, West against East, on a grid of squares with eight facings.

Characters and data: characters.py, data.py (+ data/*.json); the turn: turn.py (phases),
moving.py (Movement Phase), fight.py (Action Phase), rolls.py (Agility Rolls), wounds.py,
terrain.py; rulings.py lists our decisions where the text is silent or ambiguous.
"""
from rules.gladiator.pack import RULESET
from rules.registry import register as _register

_register(RULESET)

__all__ = ["RULESET"]
