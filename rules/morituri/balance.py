"""Ruling VI.2: the authored Conditions and goblin strengths before the balance ruling, kept
so that a save written before it replays as it was played (setup "balance": 1)."""
from __future__ import annotations

BALANCE = 2                     # the ruling's numbers: those in data/*.json
FIRST = 1                       # the first authored numbers, for older saves

# the Condition on each character's standard action before the ruling
FIRST_CONDITION = {"killer": 12, "barbarian": 14, "swordswoman": 12, "goblins": 7}
# every goblin attack's first number was 4 lower (a goblin could not wound the Killer)
FIRST_GOBLIN_SHIFT = -4


def condition(character: str, standard_condition: int, balance: int) -> int:
    return FIRST_CONDITION[character] if balance == FIRST else standard_condition


def attack_shift(character: str, balance: int) -> int:
    return FIRST_GOBLIN_SHIFT if balance == FIRST and character == "goblins" else 0
