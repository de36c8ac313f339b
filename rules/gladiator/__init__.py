"""Gladiator (rulebook: /work/shared/rulebooks/gladiator.txt): personal combat in an ancient
Rome arena, West against East, on a grid of squares with eight facings.

Characters and data: characters.py, data.py (+ data/*.json, arenas/*.json), setup.py; the turn:
turn.py (phases), moving.py (Movement Phase), fight.py (Action Phase), rolls.py (Agility Rolls
and the exact odds), wounds.py, terrain.py, spells.py, altar.py (Bones); tactics.py (computer-run
creatures), rosters.py (experience, roster files); rulings.py lists our decisions where the text
is silent or ambiguous (RULINGS.md is generated from it).
"""
from rules.gladiator.pack import RULESET
from rules.registry import register as _register

_register(RULESET)

__all__ = ["RULESET"]
