"""The cards of a character (I.1-I.4) as pydantic models, and the authored decks in data/.

The rulebook gives only some card facts (the Killer's actions 6, 7, 11-13, 15-18, 20, the
Barbarian's Slash with a sword, the Swordswoman's Strong slash ...); everything else in the
decks is authored (`"authored": true`) to be consistent with those facts. A deck has exactly 33
cards: standard action(s) + combat actions + items + special actions (I. Before the Game).

Attack strength `base + (lo-hi) x mult` (IV.4): `base` already counts the character's Strength;
item and special bonuses are added to `base` (see strength.py).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core import jsonfile

DATA = Path(__file__).resolve().parent / "data"
DECK_SIZE = 33
ATTACK_TYPES = ("slash", "thrust", "contact")
FREE = "free"       # an empty hand in an axe's weapon combination
ANY = "*"           # the standard action's axe "for all other cases"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Guesses(_M):
    slash: int = Field(ge=0, le=6)
    thrust: int = Field(ge=0, le=6)
    contact: int = Field(ge=0, le=6)


class Axe(_M):
    """Guesses valid with exactly this combination of weapons in the hands (I.1)."""
    hands: tuple[str, ...]           # two names (item names or "free"), or ("*",)
    guesses: Guesses

    @model_validator(mode="after")
    def _two_hands(self):
        if self.hands != (ANY,) and len(self.hands) != 2:
            raise ValueError(f"an axe names two hands or '*', got {list(self.hands)}")
        return self


class Attack(_M):
    """One attack frame (IV.1): type, distance, strength, against what, target."""
    type: Literal["slash", "thrust", "contact", "angular"]
    dmin: int = Field(ge=1)
    dmax: int | None = None          # None: "N+" (any farther distance)
    base: int
    lo: int = Field(ge=1, le=6)
    hi: int = Field(ge=1, le=6)
    mult: int = Field(default=1, ge=1)
    against: Literal["defence", "strength", "sum", "none"] = "defence"
    target: Literal["head", "arm", "body", "legs"] | None = None
    guesses: int | None = None       # angular attacks: the guess the card text gives (IV.10)
    ideal: int | None = None         # throws (V.4): the ideal distance
    throw: bool = False              # the item in hand is thrown (V.4)
    from_item: bool = False          # V.4: the card refers to the item card for strength and type
    wounds: bool = True              # False: a special attack without wounds (IV.10)
    effect: Literal["retreat", "knock_out", "grapple", "fell"] | None = None
    amount: int = 0                  # spaces of the retreat / knock-out flight
    needs_previous: bool = False     # evaluated only after the previous attack succeeded

    @model_validator(mode="after")
    def _check(self):
        if self.lo > self.hi:
            raise ValueError(f"range ({self.lo}-{self.hi}) is empty")
        if self.dmax is not None and self.dmax < self.dmin:
            raise ValueError(f"distance {self.dmin}-{self.dmax} is empty")
        if self.type == "angular" and self.guesses is None:
            raise ValueError("an angular attack states the defender's guess (IV.10)")
        if self.throw and self.ideal is None:
            raise ValueError("a throw states its ideal distance (V.4)")
        if self.from_item and not self.throw:
            raise ValueError("only a throw refers to the item card (V.4)")
        return self

    def at(self, d: int) -> bool:
        return d >= self.dmin and (self.dmax is None or d <= self.dmax)

    def frame(self) -> str:
        dist = f"{self.dmin}+" if self.dmax is None else (
            str(self.dmin) if self.dmax == self.dmin else f"{self.dmin}-{self.dmax}")
        mult = f"x{self.mult}" if self.mult != 1 else ""
        return f"{dist} | {self.base}+({self.lo}-{self.hi}){mult}"


class CardRules(_M):
    """The card's printed rules the engine enforces (italic/bold text, I.1)."""
    cost: int = 0                     # Condition paid when the action is used
    min_condition: int = 0            # needed when the attack is declared
    replaced_only_by: tuple[int, ...] | None = None   # 0 = the standard action
    replaces_only: tuple[int, ...] | None = None      # usable only over these current actions
    move_exact: int | None = None     # V.2 compulsory movement: exactly this many spaces
    attack_choice: Literal["one", "sequence"] = "one"
    on_guess: Literal["tangle_attacker"] | None = None
    next_guess_penalty: int = 0       # the action replacing this one has fewer guesses
    next_attack_bonus: int = 0        # the action replacing this one attacks stronger
    chain: str | None = None          # cards of one chain strengthen each other when replacing
    chain_bonus: int = 0
    pick_up: bool = False             # picks an item up from the ground when used
    grapple: bool = False             # V.6 applies while this action is current
    target_guesses: dict[str, int] = {}   # IV.6: more guesses against attacks at a body part
    counter_on: Literal["guess", "defence"] | None = None   # IV.8: attacks only as a counter


class CombatCard(_M):
    number: int = Field(ge=1)
    name: str
    axes: tuple[Axe, ...] = Field(min_length=1)
    attacks: tuple[Attack, ...] = ()
    text: str = ""
    rules: CardRules = CardRules()


class Item(_M):
    id: str
    name: str
    hands: Literal[0, 1, 2]           # 0: worn (above the standard action, e.g. the helmet)
    wearable: bool = False            # may be worn above the standard action
    weight: Literal["light", "medium", "heavy", "very_heavy"]
    strength: int = 0                 # bonus to Strength while used
    defence: int = 0                  # bonus to Defence while used
    attack: int = 0                   # bonus to all attacks while used (the helmet: -1)
    worn_only: bool = False           # bonuses only when worn
    throw: Attack | None = None       # its strength and type when thrown (V.4)
    text: str = ""


class Special(_M):
    id: str
    name: str
    when: Literal["declare", "guess", "movement"]
    price: int = 0                    # Condition paid
    min_condition: int = 0
    limit: Literal["once", "per_opponent", "unlimited", "counted"] = "once"
    uses: int = 1                     # for "counted"
    attack_bonus: int = 0
    extra_move: int = 0
    extra_guess: int = 0
    lying_ok: bool = False            # V.7: applies to a lying character too
    text: str = ""


class Standard(_M):
    name: str
    strength: int
    defence: int
    condition: int = Field(ge=1)
    quality: int = Field(ge=1)
    axes: tuple[Axe, ...]
    text: str = ""

    @model_validator(mode="after")
    def _fallback(self):
        if not any(a.hands == (ANY,) for a in self.axes):
            raise ValueError(f"standard action {self.name!r} needs an axe for all other cases")
        return self


class Deck(_M):
    id: str
    character: str
    authored: bool
    figures: int = Field(default=1, ge=1, le=2)
    standards: tuple[Standard, ...]
    combat: tuple[CombatCard, ...]
    items: tuple[Item, ...]
    specials: tuple[Special, ...]
    duplicates: tuple[tuple[int, int], ...] = ()  # goblins: pairs of identical combat cards (VI.3)
    notes: str = ""

    @model_validator(mode="after")
    def _check(self):
        n = len(self.standards) + len(self.combat) + len(self.items) + len(self.specials)
        if n != DECK_SIZE:
            raise ValueError(f"deck {self.id} has {n} cards, not {DECK_SIZE}")
        if len(self.standards) != self.figures:
            raise ValueError(f"deck {self.id}: one standard action per figure")
        nums = [c.number for c in self.combat]
        if sorted(nums) != list(range(1, len(nums) + 1)):
            raise ValueError(f"deck {self.id}: combat actions must be numbered 1..{len(nums)}")
        ids = [i.id for i in self.items] + [s.id for s in self.specials]
        if len(set(ids)) != len(ids):
            raise ValueError(f"deck {self.id}: item/special ids repeat")
        names = {i.name for i in self.items} | {FREE}
        for c in self.combat:
            for axe in c.axes:
                for h in axe.hands:
                    if h != ANY and h not in names:
                        raise ValueError(f"deck {self.id}: card {c.number} names {h!r}, "
                                         "not an item of the deck")
            for r in (c.rules.replaced_only_by or ()) + (c.rules.replaces_only or ()):
                if r and r not in nums:
                    raise ValueError(f"deck {self.id}: card {c.number} refers to card {r}")
        return self

    def card(self, number: int) -> CombatCard:
        return self.combat[number - 1]

    def item(self, item_id: str) -> Item:
        for i in self.items:
            if i.id == item_id:
                return i
        raise KeyError(item_id)

    def special(self, sid: str) -> Special:
        for s in self.specials:
            if s.id == sid:
                return s
        raise KeyError(sid)


CHARACTERS = ("killer", "barbarian", "swordswoman", "goblins")


@lru_cache(maxsize=None)
def deck(character: str) -> Deck:
    if character not in CHARACTERS:
        raise KeyError(f"unknown character {character!r} (known: {', '.join(CHARACTERS)})")
    data = jsonfile.read_json(DATA / f"{character}.json", "deck", name=f"{character}.json")
    return Deck.model_validate(data)


@lru_cache(maxsize=None)
def item_index() -> dict[str, tuple[str, Item]]:
    """Every item id of every deck -> (deck id, Item). Item ids are unique across decks."""
    out = {}
    for ch in CHARACTERS:
        for it in deck(ch).items:
            out[it.id] = (ch, it)
    return out


def item(item_id: str) -> Item:
    return item_index()[item_id][1]
