"""Ruling VI.2: the authored Conditions and goblin strengths of earlier balances, kept so that
a save written under one replays as it was played (set-up "balance"; none: balance 1)."""
from __future__ import annotations

BALANCE = 3                     # the ruling's numbers now: those in data/*.json
FIRST = 1                       # a save without a balance was written under the first numbers

# the Condition on each character's standard action under each earlier balance: 1, the first
# authored numbers; 2, the ruling's first answer, measured with a computer player that stood
# idle with a card it could no longer declare (the Barbarian's Berserk slash)
CONDITIONS = {1: {"killer": 12, "barbarian": 14, "swordswoman": 12, "goblins": 7},
              2: {"killer": 12, "barbarian": 10, "swordswoman": 16, "goblins": 8}}
# every goblin attack's first number, against data/goblins.json (balance 1: a goblin could not
# wound the Killer)
GOBLIN_SHIFT = {1: -5, 2: -1}


def condition(character: str, standard_condition: int, balance: int) -> int:
    return CONDITIONS[balance][character] if balance in CONDITIONS else standard_condition


def attack_shift(character: str, balance: int) -> int:
    return GOBLIN_SHIFT.get(balance, 0) if character == "goblins" else 0
