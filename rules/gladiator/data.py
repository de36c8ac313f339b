"""Gladiator data: races (the Race table), weapons/shields/magic items and armour (authored from
the tables' legends), validated by pydantic. Loaders raise `DataError` with one line naming the
file, the entry and what is wrong.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from rules.core import jsonfile

DATA_DIR = Path(__file__).resolve().parent / "data"
_DICE = re.compile(r"^(\d+)d([+-]\d+)?$|^(\d+)$")


class DataError(ValueError):
    pass


def parse_damage(text: str) -> tuple[int, int]:
    """'2d+1' -> (2, 1); '1d' -> (1, 0); '3' -> (0, 3) (a fixed number of points)."""
    m = _DICE.match(text.strip())
    if not m:
        raise ValueError(f"damage {text!r} is not like '2d+1', '1d-4' or '3'")
    if m.group(3) is not None:
        return 0, int(m.group(3))
    return int(m.group(1)), int(m.group(2) or 0)


def damage_text(dice: int, mod: int) -> str:
    if dice == 0:
        return str(mod)
    return f"{dice}d" + (f"{mod:+d}" if mod else "")


class _M(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Race(_M):
    id: str
    name: str
    sh: int
    ag: int
    iq: int
    min_sh: int | None = None
    min_ag: int | None = None
    max_sh: int | None = None
    max_ag: int | None = None
    max_iq: int | None = None
    ar: int = 0
    mp: int = 10
    fixed_mp: bool = False          # Dwarf: the same MP in any armour
    armour_mp_bonus: int = 0        # Elf: armour MP +2 except heavy armour
    creature: bool = False
    weapons: tuple[str, ...] = ()   # natural weapons (creatures)
    daze: int = 5                   # Wounds: a single blow of this many points dazes
    knockdown: int | None = 8       #         ... and of this many knocks down (None: never)
    fire_maker: bool = False        # Fire Spirit: fire where it stands and where it hits
    throws_after_charge: bool = False   # Needler Bush
    hit_bonus: tuple[Literal["hammer_axe", "bow", "throw"], ...] = ()
    carry_bonus: int = 0            # Goblin: +4 weapon strength
    disengage: int = 1              # squares a disengage moves (Orc 2)
    trade_iq: bool = False          # Mage: IQ is traded at creation too
    regenerate: tuple[int, int] | None = None   # (SH, every N turns)
    hard_to_hit: int = 0            # Snake: -2 to be hit
    pit_walker: bool = False        # Troll
    flies: bool = False             # Gargoyle
    missile_return: bool = False    # Evil Mage: permanent Missile Return
    phase: int = 0                  # Phase Spider, Evil Mage: teleport range (squares) instead of steps
    invisible: bool = False         # Imp: permanently invisible
    steals: bool = False            # Imp: swipes the ready weapon
    disbelieves: bool = False       # Imp, Slayer: may disbelieve illusions
    kit: tuple[str, ...] = ()       # AI characters' carried items: ready, also, slung...
    fist_sh: int | None = None      # Slayer: 'has SH 14 fists'
    caster: bool = False            # Evil Mage: casts spells (the AI Characters table)
    summoner: bool = False          # Evil Summoner: summons Trolls, Gargoyles and Bears
    sh_from_party: float = 0        # Evil Summoner: SH = enemy party's average SH * this
    potion: float = 0               # chance of leaving a Healing Potion when killed
    notes: str = ""


class Weapon(_M):
    id: str
    name: str
    kind: Literal["weapon", "shield", "magic"]
    sh: int
    damage: str
    pole: Literal["P", "P!"] | None = None
    slash: bool = False
    bow: Literal["B", "B1", "B2"] | None = None
    throw: bool = False
    hammer_axe: bool = False
    two_handed: bool = False
    no_shield: bool = False
    natural: bool = False
    caltrops: bool = False
    dagger: bool = False
    no_armour: bool = False         # acid, fire: armour does not help
    bolt: str | None = None         # Krill: shoots bolts of this damage like a bow (no reload)
    ar: int = 0                     # shields: damage taken on their side
    ag: int = 0                     # shields: AG modifier while ready

    @field_validator("damage")
    @classmethod
    def _dice(cls, v: str) -> str:
        parse_damage(v)
        return v

    @property
    def dice(self) -> tuple[int, int]:
        return parse_damage(self.damage)

    @property
    def reload_turns(self) -> int:
        """B1: a turn to reload, B2: two; plain bows need none."""
        return {"B1": 1, "B2": 2}.get(self.bow or "", 0)

    @property
    def hand_weapon(self) -> bool:
        """Usable in close combat: not a bow, not a magic item."""
        return self.kind != "magic" and self.bow is None


class Armour(_M):
    id: str
    name: str
    mp: int | None
    min_sh: int
    ag: int
    ar: int
    heavy: bool


class Spell(_M):
    """One spell. `type` is the text's family: missile (long range, pumped, all SH spent even
    on a miss), thrown (short range like a thrown weapon; a miss costs 1), special (a failure
    costs one less), summon, illusion, terrain (the three last are special spells too).
    Adjustable spells ('+' in Cost) are pumped `power` times: cost = cost + step*(power-1)."""
    id: str
    name: str
    iq: int
    cost: int
    type: Literal["missile", "thrown", "special", "summon", "illusion", "terrain"] = "special"
    authored: bool = False          # not in the text's tables: our numbers
    step: int = 0                   # '+' Cost: SH per extra pump (0: not adjustable)
    max_power: int = 1              # the maximum SH spending limit, in pumps
    damage: str | None = None       # dice per pump (missile spells)
    amount: int = 0                 # effect per pump (AR, AG, MP, SH healed ...)
    terrain: str | None = None      # terrain spells: the terrain made
    area: int = 1                   # terrain spells: squares made at most
    duration: int | None = None     # turns (None: the whole game or instant)
    duration_step: int = 0          # '+' Turn Duration: turns per pump
    radius: int | None = None       # Psychic Blast: squares (inclusive)
    target: Literal["self", "friend", "enemy", "anyone", "cell", "none"] = "none"
    creature: str | None = None     # summon / illusion / snake staff: the race that appears
    renew: int | None = None        # summons: renewed (1 SH) every this many turns
    needs: str | None = None        # Snake Staff: a ready staff
    fighter: bool = False           # in the fighters' list (Fighter Spells)
    ai_only: bool = False           # only the Evil Mage casts it (Death Sword)
    free: bool = False              # Cancel Summon: no roll, no cost, and he still acts
    per_turn: int = 0               # 'per turn' flavour: SH a pump, paid each turn (0: bulk only)

    def cost_for(self, power: int) -> int:
        return self.cost + self.step * (power - 1)

    def upkeep(self, power: int) -> int:
        """The 'per turn' flavour's SH, paid when cast and at the end of every turn."""
        return self.per_turn * power


class _SpellFile(_M):
    authored: bool
    notes: str
    spells: list[Spell]


class _RaceFile(_M):
    authored: bool
    notes: str
    races: list[Race]


class _WeaponFile(_M):
    authored: bool
    notes: str
    weapons: list[Weapon]


class _ArmourFile(_M):
    authored: bool
    notes: str
    armour: list[Armour]


def _load(name: str, model):
    path = DATA_DIR / name
    try:
        data = model.model_validate(jsonfile.read_json(path, "data file", name=name))
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise DataError(f"{name}: {where}: {err['msg']}") from None
    except json.JSONDecodeError as e:
        raise DataError(f"{name}: not JSON ({e})") from None
    return data


def _index(items, name: str) -> dict:
    out = {}
    for it in items:
        if it.id in out:
            raise DataError(f"{name}: id {it.id!r} appears twice")
        out[it.id] = it
    return out


@lru_cache(maxsize=None)
def races() -> dict[str, Race]:
    return _index(_load("races.json", _RaceFile).races, "races.json")


@lru_cache(maxsize=None)
def weapons() -> dict[str, Weapon]:
    table = _index(_load("weapons.json", _WeaponFile).weapons, "weapons.json")
    for r in races().values():
        for w in r.weapons:
            if w not in table:
                raise DataError(f"races.json: {r.id}: natural weapon {w!r} is not in weapons.json")
    return table


@lru_cache(maxsize=None)
def armours() -> dict[str, Armour]:
    return _index(_load("armour.json", _ArmourFile).armour, "armour.json")


@lru_cache(maxsize=None)
def spells() -> dict[str, Spell]:
    return _index(_load("spells.json", _SpellFile).spells, "spells.json")


def fist_damage(sh: int) -> tuple[int, int]:
    """Fists by SH (Missiles, Strategy): 'SH=17 fist does 1d+2, SH=11 or less does 1d-4'.
    Authored between: one point per SH (Imp SH 13 1d-2 and Slayer SH 14 1d-1 agree); no more
    than 1d+2 above SH 17 (RULING 5-fists)."""
    return 1, max(-4, min(2, sh - 15))


FIST = Weapon(id="fists", name="Fists", kind="weapon", sh=0, damage="1d-4", natural=True)
