"""The hot game state: plain slotted dataclasses and tuples, so copies are cheap for playouts.

`State.copy()` copies the figures (the only mutable parts besides a few dicts); the board levels
are a tuple of tuples (immutable, shared until a variant replaces them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

Cell = tuple[int, int]

LIFE_MAX = 10


class Loot(NamedTuple):
    """A loot counter on the board: the weapon it stands for and the applications left on its
    card (None = unlimited). 3.4: application dice stay with the cards."""

    cell: Cell
    weapon: str
    uses: int | None


class Marker(NamedTuple):
    """A weapon-counter on the board (throwing net, caltrops): kind, owner figure, free data."""

    cell: Cell
    kind: str
    owner: str | None
    data: Any = None


@dataclass(slots=True)
class Ninja:
    """One figure. Fields hooks may read and (through ctx helpers) change:

    pos, facing (0 N, 2 E, 4 S, 6 W), life, melee/ranged (weapon ids or None = weaponless),
    melee_uses/ranged_uses (application die, None = unlimited), skill, alive, initiative,
    dodge_round/riposte_round (the absolute action round the protection holds), dazed_round
    (absolute action round he is dazed), blinded_until (blinded while ctx.round < blinded_until),
    netted (2.5/3.5 throwing net: actions ignored until destroyed), extra (plugin data; keep its
    values immutable, the dict is copied shallowly).
    """

    id: str
    seat: str
    team: str
    type: str
    pos: Cell
    facing: int
    life: int = LIFE_MAX
    melee: str | None = "sword"
    ranged: str | None = "throwing_stars"
    melee_uses: int | None = None
    ranged_uses: int | None = 6
    skill: str | None = None
    skill_revealed: bool = True
    alive: bool = True
    initiative: int = 0
    dodge_round: int = -1
    riposte_round: int = -1
    dazed_round: int = -1
    blinded_until: int = -1
    netted: bool = False
    extra: dict = field(default_factory=dict)

    def copy(self) -> "Ninja":
        return Ninja(self.id, self.seat, self.team, self.type, self.pos, self.facing, self.life,
                     self.melee, self.ranged, self.melee_uses, self.ranged_uses, self.skill,
                     self.skill_revealed, self.alive, self.initiative, self.dodge_round,
                     self.riposte_round, self.dazed_round, self.blinded_until, self.netted,
                     dict(self.extra) if self.extra else {})


@dataclass(slots=True)
class State:
    layer: str                              # beginner | advanced | professional
    arena: str
    levels: tuple[tuple[int, ...], ...]     # levels[y][x]
    width: int
    height: int
    seats: tuple[str, ...]
    seat_ninjas: dict[str, tuple[str, ...]]  # never mutated after set-up (shared by copies)
    ninjas: list[Ninja]                     # set-up order; defeated ones stay with alive=False
    variants: tuple[str, ...] = ()
    loot: tuple[Loot, ...] = ()
    markers: tuple[Marker, ...] = ()
    game_round: int = 1                     # the game round being planned / resolved
    round: int = 0                          # absolute action rounds resolved so far
    plans: dict[str, tuple] = field(default_factory=dict)   # ninja id -> slots (secret)
    plan_order: tuple[str, ...] = ()        # ninjas in the order their plans came in
    done: tuple[str, ...] = ()              # seats that finished planning, in order
    revealed: dict[str, tuple] = field(default_factory=dict)  # last combat phase's plans
    public_dice: tuple | None = None        # Drunken Masters' rolled faces, if any
    dice: int = 0                           # core Dice state
    finished: bool = False
    winners: tuple[str, ...] = ()
    reason: str = ""
    extra: dict = field(default_factory=dict)

    def copy(self) -> "State":
        return State(self.layer, self.arena, self.levels, self.width, self.height, self.seats,
                     self.seat_ninjas, [n.copy() for n in self.ninjas], self.variants,
                     self.loot, self.markers, self.game_round, self.round, dict(self.plans),
                     self.plan_order, self.done, dict(self.revealed), self.public_dice,
                     self.dice, self.finished, self.winners, self.reason,
                     dict(self.extra) if self.extra else {})

    def ninja(self, fid: str) -> Ninja:
        for n in self.ninjas:
            if n.id == fid:
                return n
        raise KeyError(f"no ninja {fid!r}")

    def living(self) -> list[Ninja]:
        return [n for n in self.ninjas if n.alive]
