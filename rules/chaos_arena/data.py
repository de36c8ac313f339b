"""The printed (and authored) cards: characters, Chaos Cards, spells; JSON in data/, validated.

Cards the rulebook names are `authored: false`; what the text leaves out is `authored: true`.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

DATA = Path(__file__).resolve().parent / "data"
TYPES = ("scout", "archer", "warrior", "berserker", "knight", "mage")   # 4B: weakest first
SIDES = ("good", "evil")


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Wounded(_M):
    mov: int
    oomph: int
    dmg: int


class CharacterCard(_M):
    id: str
    side: Literal["good", "evil"]
    type: Literal["scout", "archer", "warrior", "berserker", "knight", "mage"]
    name: str
    mov: int
    oomph: int
    dmg: int
    lives: int
    dice: int = 1            # Berserkers roll two and keep the highest (4B example)
    arrows: int = 0
    drowns_on: int = 3       # swamp roll at or below this drowns (Scouts: 1)
    special: str = ""
    authored: bool = True
    wounded: Wounded | None = None


class ChaosCard(_M):
    id: str
    name: str
    type: Literal["good_karma", "bad_karma", "item", "special"]
    effect: dict
    text: str = ""
    authored: bool = True


class Spell(_M):
    id: str
    name: str
    level: Literal[0, 1, 2, 3]
    target: Literal["none", "self", "friend", "enemy", "character", "hex", "area"]
    range: int = 0
    duration: Literal["instant", "lasting", "concentration"]
    effect: dict
    text: str = ""
    authored: bool = True
    unseen: bool = False     # may target hexes the Mage cannot see (Petrov)


def _load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def characters() -> dict[str, CharacterCard]:
    cards = [CharacterCard.model_validate(c) for c in _load("characters.json")["cards"]]
    return {c.id: c for c in cards}


@lru_cache(maxsize=None)
def chaos_cards() -> dict[str, ChaosCard]:
    cards = [ChaosCard.model_validate(c) for c in _load("chaos_cards.json")["cards"]]
    return {c.id: c for c in cards}


@lru_cache(maxsize=None)
def spells() -> dict[str, Spell]:
    cards = [Spell.model_validate(c) for c in _load("spells.json")["spells"]]
    return {c.id: c for c in cards}


# Set-up (3): always "Wave 'em in da air", then 3 of level I, 2 of level II, 1 of level III.
HAND_LEVELS = {1: 3, 2: 2, 3: 1}
WAVE = "wave-em"


def check_hand(hand) -> str | None:
    """Why a chosen spell set is not a legal set-up choice (None if it is)."""
    sp = spells()
    hand = list(hand)
    if len(set(hand)) != len(hand):
        return "a spell is chosen twice"
    unknown = [s for s in hand if s not in sp]
    if unknown:
        return f"unknown spell {unknown[0]!r}"
    if WAVE not in hand:
        return "\"Wave 'em in da air\" must always be taken"
    for level, n in HAND_LEVELS.items():
        got = sum(1 for s in hand if sp[s].level == level)
        if got != n:
            return f"choose {n} spell(s) of level {'I' * level}, not {got}"
    if len(hand) != 1 + sum(HAND_LEVELS.values()):
        return "a hand is 7 spells"
    return None
