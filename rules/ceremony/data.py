"""The authored base game's data (data/base.json) and the arena, validated by pydantic.

Everything here is AUTHORED: the expansion's text names the terms (weapons with damage dice and
reach, leather/chain/plate armour at 1/3/5 ZK, traps bought with PSYCHE, the helpers' traits) but
not the base game's numbers. RULES.md explains each choice.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from rules.core import jsonfile
from rules.core.board import Board, BoardError, load_board
from rules.core.engine import BadSetup
from rules.core.jsonfile import USER_ARENAS, FileProblem, find_named

HERE = Path(__file__).resolve().parent


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Weapon(_M):
    id: str
    price: int
    die: int
    weight: int
    two_handed: bool = False
    reach: bool = False        # cecha "dystans"
    range: int = 0             # > 0: a missile weapon for SHOOT


class Armour(_M):
    price: int
    protection: int
    weight: int


class Trap(_M):
    price: int
    die: int


class Helper(_M):
    kind: str                  # dog, tiger, ape, dwarf
    name: str
    combat: int
    agility: int
    psyche: int
    strength: int
    toughness: int
    die: int = 0               # dwarves: none, their weapon decides
    armour: tuple[str, ...] = ()
    order_bonus: int = 0       # DESPAIR +1, TERROR -1
    hire: int = 0              # ZK in an ordinary duel
    beast: bool = False


class Characteristics(_M):
    names: tuple[str, ...]
    total: int
    min: int
    max: int


class Base(_M):
    authored: bool
    notes: str
    characteristics: Characteristics
    test_die: int
    action_points: dict[str, int]
    budget: int
    rounds: int
    locations: tuple[str, ...]
    aim: dict[str, int]
    wound_boxes: int
    armour: dict[str, Armour]
    fists: dict
    weapons: tuple[Weapon, ...]
    max_weapons: int
    traps: dict[str, Trap]
    helpers: dict[str, Helper]
    pools: dict[str, tuple[str, ...]]
    dwarf_budget: int
    master: dict[str, int]
    order_actions: dict[str, int]


@lru_cache(maxsize=1)
def base() -> Base:
    return Base.model_validate(jsonfile.read_json(HERE / "data" / "base.json", "data file", name="base.json"))


DEFAULT_ARENA = "ceremony-arena"
ARENAS = HERE / "arenas"


def arena(name: str = DEFAULT_ARENA) -> Board:
    """An arena by name: the shipped one, or the user's in saves/arenas/ (built in the workshop),
    checked by arena_check (the expansion's INTRODUCTION places); one BadSetup line if not."""
    try:
        path = find_named(name, (ARENAS, USER_ARENAS), "arena")
        return _arena_file(path, path.stat().st_mtime_ns)
    except (FileProblem, BoardError, OSError) as e:
        raise BadSetup(f"ceremony arena: {e}") from None


@lru_cache(maxsize=16)
def _arena_file(path: Path, _version: int) -> Board:
    """Once per file version: a board is immutable and shared by every state of a game."""
    from rules.ceremony.arena_check import problems
    board = load_board(path)
    found = problems(board)
    if found:
        raise BadSetup(f"arena {board.id}: {found[0].reason}")
    return board


FISTS = Weapon(id="fists", price=0, die=3, weight=0)


def weapon(wid: str) -> Weapon:
    if wid == "fists":
        return FISTS
    for w in base().weapons:
        if w.id == wid:
            return w
    raise KeyError(wid)


def weapon_ids() -> list[str]:
    return [w.id for w in base().weapons]


def entry_places(board: Board | None = None) -> dict[str, tuple[tuple[int, int], ...]]:
    """INTRODUCTION squares of `board` (default: the shipped arena): 'gate' = the 4 squares
    adjacent to the entrance gate, 'trapdoor' = the trapdoor square and the 5 around it, 'grate'
    = the grate square and the 3 around it."""
    return _entry_places(board if board is not None else arena())


@lru_cache(maxsize=16)
def _entry_places(b: Board) -> dict[str, tuple[tuple[int, int], ...]]:
    out: dict[str, list] = {"gate": [], "trapdoor": [], "grate": []}
    for cell in b.cells():
        t = b.terrain_at(cell)
        if t == "E":
            out["gate"].append(cell)
        elif t in "TD":
            key = "trapdoor" if t == "T" else "grate"
            out[key].append(cell)
            out[key] += [n for n in b.neighbours(cell)]
    return {k: tuple(sorted(set(v))) for k, v in out.items()}
