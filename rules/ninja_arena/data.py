"""Ninja Arena data: the arenas (2.1), the weapon cards (2.2, 3.5) and the special skills (4.2).

Arenas are board JSON files in `arenas/`, loaded through `rules.core.board.load_board` and then
checked against what the Ninja Arena box allows (`check_arena`). Weapons and skills are JSON in
`data/`, validated by the pydantic models below. Every loader raises `DataError` (a ValueError)
with one line naming the file, the entry, the field and what is wrong.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator, model_validator

from rules.core.board import Board, BoardError, load_board
from rules.core.jsonfile import USER_ARENAS, FileProblem, find_named, read_json
from rules.ninja_arena import arena_check

HERE = Path(__file__).resolve().parent
ARENA_DIR = HERE / "arenas"
DATA_DIR = HERE / "data"

# The five printed settings of 2.1, in the rulebook's order (file stem -> printed name).
ARENAS: dict[str, str] = {
    "castle": "The Castle",
    "temple-court": "The Temple Court",
    "canyon": "The Canyon",
    "fortress": "The Fortress",
    "reef": "Scenario 5: The Reef",
}

class DataError(ValueError):
    """A data file (arena, weapons, skills) that cannot be used. One line: file, entry, what."""


# ------------------------------------------------------------------------------ arenas

def check_arena(board: Board, label: str | None = None, boxes: int = 1) -> Board:
    """The Ninja-specific checks on a loaded square board (arena_check.problems, the first one
    raised as DataError); returns the board."""
    label = label or f"{board.id}.json"
    found = arena_check.problems(board, boxes, playable=False)
    if found:
        raise DataError(f"{label}: {found[0].reason}")
    return board


def arena_path(arena: str) -> Path:
    return ARENA_DIR / f"{arena}.json"


def load_arena(source: str | Path | dict, boxes: int = 1) -> Board:
    """An arena by name ("castle": the shipped arenas, then the user's in saves/arenas/), from a
    dict, or from a Path (a board file typed on the command line; a str is always a name, so a
    save or stage never reaches another file); validated for Ninja Arena."""
    if isinstance(source, str):
        try:
            source = find_named(source, (ARENA_DIR, USER_ARENAS), "arena")
        except FileProblem as exc:
            raise DataError(str(exc)) from None
    try:
        board = load_board(source)
    except BoardError as exc:
        raise DataError(str(exc)) from None
    label = Path(source).name if not isinstance(source, dict) else f"{board.id}"
    return check_arena(board, label, boxes)


def all_arenas() -> dict[str, Board]:
    return {a: load_arena(a) for a in ARENAS}


# ------------------------------------------------------------------------------ weapons

class StarRuling(BaseModel):
    """What an unexplained asterisk on a card's statistic means (3.5 note)."""
    model_config = ConfigDict(frozen=True, extra="forbid")
    stat: Literal["damage", "applications", "range"]
    ruling: str


class WeaponSpec(BaseModel):
    """One weapon card. `applications`/`range` None mean unlimited (the printed ∞)."""
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str                                   # as printed in 2.2 / 3.5
    aliases: tuple[str, ...] = ()               # component-list names (smoke-bombs, ...)
    category: Literal["melee", "ranged"]
    standard: bool = False                      # sword / throwing stars
    damage: int
    applications: int | None                    # None = ∞
    applications_printed: str                   # "6", "∞", "3x1"
    range: int | None                           # None = ∞
    stars: tuple[StarRuling, ...] = ()          # asterisked statistics and their rulings
    cards: int = 1                              # cards of this weapon in the box
    card_back: str | None = None                # the standard weapon on the back, None if none
    loot_counters: int = 1                      # RULING data-counters
    weapon_counters: int = 0                    # caltrops / throwing net
    throwable: bool = True                      # 3.3 Throw Melee Weapon (Hand Claws: no)
    rules: str = ""
    quote: str = ""
    authored: tuple[str, ...] = ()              # fields we authored (not printed)

    @field_validator("damage")
    @classmethod
    def _damage(cls, v: int) -> int:
        if v < 0:
            raise ValueError("damage must be 0 or more")
        return v

    @field_validator("applications", "range")
    @classmethod
    def _positive(cls, v: int | None) -> int | None:
        if v is not None and v < 1:
            raise ValueError("must be 1 or more, or null for unlimited (∞)")
        return v

    @model_validator(mode="after")
    def _stars_once(self) -> "WeaponSpec":
        seen = [s.stat for s in self.stars]
        if len(seen) != len(set(seen)):
            raise ValueError("an asterisk is ruled twice for the same statistic")
        return self

    @property
    def unlimited(self) -> bool:
        return self.applications is None

    def starred(self, stat: str) -> bool:
        return any(s.stat == stat for s in self.stars)

    def printed(self, stat: str) -> str:
        """The statistic as printed on the card, with its asterisk."""
        v = {"damage": str(self.damage), "applications": self.applications_printed,
             "range": "∞" if self.range is None else str(self.range)}[stat]
        return v + ("*" if self.starred(stat) else "")


class WeaponsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    weapons: list[WeaponSpec]


class SkillSpec(BaseModel):
    """One special skill (4.2). `speed` is the colour of the symbol on the ninja card."""
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    name: str                                   # as printed in 4.2
    card_name: str                              # as printed on the special-skill card
    ninja: Literal["shadow", "weaponmaster"]
    speed: Literal["fast", "normal", "slow"]
    colour: Literal["red", "blue", "white"]
    rules: str = ""
    authored: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _colour_matches(self) -> "SkillSpec":
        want = {"fast": "red", "normal": "blue", "slow": "white"}[self.speed]
        if self.colour != want:
            raise ValueError(f"speed {self.speed} is the {want} colour, not {self.colour}")
        return self


class SkillsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    skills: list[SkillSpec]


class RulingSpec(BaseModel):
    """One decision where the rulebook is silent or ambiguous (team standard: section, question,
    ruling, and the test that pins it down)."""
    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    section: str
    question: str
    ruling: str
    test: str


class RulingsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rulings: list[RulingSpec]


def _read_json(path: Path) -> dict:
    try:
        return read_json(path, "data file", name=path.name)
    except FileProblem as exc:
        raise DataError(str(exc)) from None


def _explain(label: str, data: dict, key: str, err: ValidationError) -> DataError:
    """One line: file, entry (by id when it has one), field, what is wrong."""
    e = err.errors()[0]
    loc = list(e["loc"])
    where = ""
    if len(loc) >= 2 and loc[0] == key and isinstance(loc[1], int):
        i = loc[1]
        entries = data.get(key) or []
        entry_id = entries[i].get("id") if i < len(entries) and isinstance(entries[i], dict) else None
        where = f"entry {i}" + (f" ({entry_id!r})" if entry_id else "")
        rest = ".".join(str(p) for p in loc[2:])
        if rest:
            where += f", field {rest}"
    else:
        where = "field " + (".".join(str(p) for p in loc) or "(top)")
    msg = e["msg"].removeprefix("Value error, ")
    return DataError(f"{label}: {where}: {msg}")


def _unique(label: str, key: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for i, x in enumerate(ids):
        if x in seen:
            raise DataError(f"{label}: entry {i} ({x!r}): id is used twice")
        seen.add(x)


def parse_weapons(data: dict, label: str = "weapons.json") -> dict[str, WeaponSpec]:
    try:
        f = WeaponsFile.model_validate(data)
    except ValidationError as err:
        raise _explain(label, data if isinstance(data, dict) else {}, "weapons", err) from None
    _unique(label, "weapons", [w.id for w in f.weapons])
    names = [n for w in f.weapons for n in (w.id, *w.aliases)]
    _unique(label, "weapons", names)
    return {w.id: w for w in f.weapons}


def parse_skills(data: dict, label: str = "skills.json") -> dict[str, SkillSpec]:
    try:
        f = SkillsFile.model_validate(data)
    except ValidationError as err:
        raise _explain(label, data if isinstance(data, dict) else {}, "skills", err) from None
    _unique(label, "skills", [s.id for s in f.skills])
    return {s.id: s for s in f.skills}


def load_weapons(path: Path | None = None) -> dict[str, WeaponSpec]:
    path = path or DATA_DIR / "weapons.json"
    return parse_weapons(_read_json(path), path.name)


def load_skills(path: Path | None = None) -> dict[str, SkillSpec]:
    path = path or DATA_DIR / "skills.json"
    return parse_skills(_read_json(path), path.name)


def load_rulings(path: Path | None = None) -> dict[str, RulingSpec]:
    """The content rulings (weapons, skills, variants, arenas) by id, from data/rulings.json."""
    path = path or DATA_DIR / "rulings.json"
    d = _read_json(path)
    try:
        f = RulingsFile.model_validate(d)
    except ValidationError as err:
        raise _explain(path.name, d if isinstance(d, dict) else {}, "rulings", err) from None
    _unique(path.name, "rulings", [r.id for r in f.rulings])
    return {r.id: r for r in f.rulings}


def rulings_table() -> list[tuple[str, str, str, str]]:
    """The content rulings in the engine's RULINGS shape: (section, question, ruling, test)."""
    return [(r.section, r.question, r.ruling, r.test) for r in load_rulings().values()]


@lru_cache(maxsize=1)
def weapons() -> dict[str, WeaponSpec]:
    """The shipped weapon cards by id (cached; the specs are frozen)."""
    return load_weapons()


@lru_cache(maxsize=1)
def skills() -> dict[str, SkillSpec]:
    return load_skills()


def _key(name: str) -> str:
    """Ids use underscores ("throwing_stars"); printed names and aliases use spaces/hyphens."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


def weapon(name: str) -> WeaponSpec:
    """A weapon by id, printed name or component-list alias ("smoke-bombs" -> dazzle_bombs)."""
    key = _key(name)
    table = weapons()
    if key in table:
        return table[key]
    for w in table.values():
        if key in {_key(a) for a in w.aliases} or key == _key(w.name):
            return w
    raise DataError(f"unknown weapon {name!r} (known: {', '.join(table)})")


def skill(name: str) -> SkillSpec:
    """A skill by id, printed name or card name ("jumping-attack" -> leaping_attack)."""
    key = _key(name)
    table = skills()
    if key in table:
        return table[key]
    for s in table.values():
        if key in (_key(s.card_name), _key(s.name)):
            return s
    raise DataError(f"unknown special skill {name!r} (known: {', '.join(table)})")


def special_weapons(category: str) -> list[WeaponSpec]:
    return [w for w in weapons().values() if w.category == category and not w.standard]


def standard_weapon(category: str) -> WeaponSpec:
    return next(w for w in weapons().values() if w.category == category and w.standard)
