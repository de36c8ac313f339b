"""The printed (and authored) cards: characters, Chaos Cards, spells; JSON in data/, validated.

Cards the rulebook names are `authored: false`; what the text leaves out is `authored: true`.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from rules.core import jsonfile

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
    return jsonfile.read_json(DATA / name, "data file", name=name)


@lru_cache(maxsize=None)
def characters() -> dict[str, CharacterCard]:
    cards = [CharacterCard.model_validate(c) for c in _load("characters.json")["cards"]]
    return {c.id: c for c in cards}


# ----------------------------------------------------------------------------- Chaos Cards
# What the engine can do with a card (chaos.karma for karma, combat/moves/shooting/play for
# items): the words a home-made card (README "Home-made Chaos Cards") is written in.
# Karma: {do: {parameter: (type, required)}}; items: {key: type}.
KARMA_EFFECTS: dict[str, dict[str, tuple[type, bool]]] = {
    "extra_action": {}, "heal_band": {}, "lose_item": {}, "steal_item": {}, "doppelganger": {},
    "heal": {"amount": (int, True)}, "damage": {"amount": (int, True)},
    "arrows": {"amount": (int, False)},
    "random_move": {"distance": (int, True)},
    "whirlwind": {"radius": (int, True), "distance": (int, True)},
    "incapacitate": {"lose_item": (bool, False), "touching": (bool, False)},
    "monster": {"oomph": (int, True), "dmg": (int, True)},
}
ITEM_EFFECTS: dict[str, type] = {
    "oomph": int, "dmg": int, "mov": int, "cover": int, "arrow_roll": int, "range": int,
    "hits_on": int, "amount": int, "useless": bool, "never_lose": bool, "levitate": bool,
    "fascinate": bool, "only_for": list, "not_for": list, "use": str}
ITEM_USES = ("drugs", "lazer", "three_arrows", "spellbook", "heal")
HOME_CARDS = Path(__file__).resolve().parents[2] / "saves" / "home-chaos-cards.json"


class DataProblem(ValueError):
    """A cards file that cannot be used: one line naming the file, the card and the field."""


def _is(value, typ) -> bool:
    return isinstance(value, typ) and not (typ is int and isinstance(value, bool))


def _known(words) -> str:
    return ", ".join(sorted(words))


def effect_problem(card: ChaosCard) -> str | None:
    """Why a card's effect is not one the engine can play (None if it is): 'field: why'."""
    eff = card.effect
    if card.type == "special":
        return None if eff in ({}, {"do": "nothing"}) else 'effect: a special card does nothing ({"do": "nothing"})'
    if card.type == "item":
        for key, value in eff.items():
            if key not in ITEM_EFFECTS:
                return f"effect.{key}: unknown item effect (known: {_known(ITEM_EFFECTS)})"
            if not _is(value, ITEM_EFFECTS[key]):
                return f"effect.{key}: must be {ITEM_EFFECTS[key].__name__}, not {value!r}"
            if key in ("only_for", "not_for") and not set(value) <= set(TYPES):
                return f"effect.{key}: character types are {', '.join(TYPES)}"
        if "use" in eff and eff["use"] not in ITEM_USES:
            return f"effect.use: unknown use {eff['use']!r} (known: {_known(ITEM_USES)})"
        return None
    do = eff.get("do")
    if do not in KARMA_EFFECTS:
        return f"effect.do: unknown karma {do!r} (known: {_known(KARMA_EFFECTS)})"
    params = KARMA_EFFECTS[do]
    for key, value in eff.items():
        if key == "do":
            continue
        if key not in params:
            return f"effect.{key}: not a parameter of {do!r} (it takes: {_known(params) or 'none'})"
        if not _is(value, params[key][0]):
            return f"effect.{key}: must be {params[key][0].__name__}, not {value!r}"
    missing = [k for k, (_, required) in params.items() if required and k not in eff]
    return f"effect.{missing[0]}: {do!r} needs it" if missing else None


def read_cards(doc, name: str, taken: frozenset = frozenset()) -> dict[str, ChaosCard]:
    """The cards of a cards file ({"cards": [...]}, optional "notes"), or one DataProblem line
    naming the file, the card and the field. `taken`: ids already in use (the printed cards)."""
    if not isinstance(doc, dict) or not isinstance(doc.get("cards"), list) \
            or set(doc) - {"cards", "notes"}:
        raise DataProblem(f'{name}: not a cards file ({{"cards": [...]}}, optional "notes")')
    out: dict[str, ChaosCard] = {}
    for i, raw in enumerate(doc["cards"], 1):
        label = f"card {i}" + (f" ({raw['id']!r})" if isinstance(raw, dict)
                               and isinstance(raw.get("id"), str) else "")
        if not isinstance(raw, dict):
            raise DataProblem(f"{name}: {label}: not an object")
        try:
            card = ChaosCard.model_validate(raw)
        except ValidationError as e:
            err = e.errors()[0]
            field = ".".join(map(str, err["loc"])) or "card"
            raise DataProblem(f"{name}: {label}: {field}: {err['msg']}") from None
        if card.id in out or card.id in taken:
            raise DataProblem(f"{name}: {label}: id: {card.id!r} is already a card")
        why = effect_problem(card)
        if why:
            raise DataProblem(f"{name}: {label}: {why}")
        out[card.id] = card
    return out


@lru_cache(maxsize=None)
def printed_chaos_cards() -> dict[str, ChaosCard]:
    """The 45 cards of the box (printed and authored)."""
    return read_cards(_load("chaos_cards.json"), "chaos_cards.json")


@lru_cache(maxsize=None)
def home_chaos_cards() -> dict[str, ChaosCard]:
    """Home-made cards (7 Sharing the Chaos) from saves/home-chaos-cards.json, if there is one."""
    if not HOME_CARDS.exists():
        return {}
    name = f"saves/{HOME_CARDS.name}"
    try:   # a file a user adds: the careful reader (rules/core/jsonfile.py)
        doc = jsonfile.read_json(HOME_CARDS, "cards file", name=name)
    except jsonfile.FileProblem as e:
        raise DataProblem(str(e)) from None
    return read_cards(doc, name, frozenset(printed_chaos_cards()))


@lru_cache(maxsize=None)
def chaos_cards() -> dict[str, ChaosCard]:
    """Every card a game may meet: the box's and the home-made ones."""
    return {**printed_chaos_cards(), **home_chaos_cards()}


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
