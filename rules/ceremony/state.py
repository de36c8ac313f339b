"""The hot game state: plain slotted dataclasses, cheap to copy (figures are copied, their
tuples and the shared stats dicts are immutable by convention)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.engine import field_copier
from rules.core.ids import by_id

Cell = tuple[int, int]

MASTER = "mc"
WARRIOR_KINDS = ("gladiator", "dwarf")      # facing, binding, reach, contact blocks shooting
BODY = "body"                                # the helpers' one wound location


@dataclass(slots=True)
class Fig:
    id: str
    kind: str                 # gladiator, dog, tiger, ape, dwarf
    side: str                 # "A", "B" (the gladiators' sides), "M" (the Master's), "N" (a beast)
    seat: str | None          # who controls it (a beast: whoever ordered it this round)
    name: str
    stats: dict               # combat, agility, psyche, strength, toughness (shared, never mutated)
    weapons: tuple[str, ...] = ()
    armour: dict = field(default_factory=dict)   # location -> tuple of armour kinds
    wounds: dict = field(default_factory=dict)   # location -> tuple of wound kinds
    cell: Cell | None = None
    facing: int | None = None   # warriors only (0 N .. 7 NW)
    status: str = "active"      # pool (off board, the Master's), active, out (critical), dead
    off: int = 0                # offensive action points left this round (gladiators)
    dfn: int = 0                # defensive action points left this round (gladiators)
    hourglass: bool = False     # a kept-back action (WAIT)
    ordered: bool = False       # received an ORDER this round
    tokens: int = 0             # the Master's action tokens on its card this round
    crippled: int = 0           # critical wounds taken (gladiators): -1 to every test each
    die: int = 0                # a helper's own damage die (dwarves: 0, the weapon decides)
    order_bonus: int = 0
    beast: bool = False

    @property
    def warrior(self) -> bool:
        return self.kind in WARRIOR_KINDS

    @property
    def on_board(self) -> bool:
        return self.status == "active" and self.cell is not None

    @property
    def locations(self) -> tuple[str, ...]:
        return tuple(self.wounds)

    def copy(self) -> "Fig":
        c = _copy_fig(self)
        c.armour, c.wounds = dict(self.armour), dict(self.wounds)
        return c


_copy_fig = field_copier(Fig)


@dataclass(slots=True)
class TrapMark:
    cell: Cell
    kind: str
    placed_by: str            # seat
    sprung: bool = False


@dataclass(slots=True)
class State:
    mode: str                           # duel, master, eliminations
    seats: tuple[str, ...]
    sides: dict                         # "A"/"B" -> tuple of gladiator seats
    figs: list[Fig]
    dice: int
    rounds: int                         # the round limit
    phase: str = "traps"                # traps, start, fight, over
    round: int = 0
    turn_side: str = "A"
    initiative: str = "A"
    traps: list[TrapMark] = field(default_factory=list)
    trap_budget: dict = field(default_factory=dict)     # placing seat -> PSYCHE points left
    trap_queue: tuple[str, ...] = ()    # placing seats still placing, in turn order
    start_queue: tuple[str, ...] = ()   # figures still to choose a start square, in order
    master_points: int = 0
    gladiator_acted: bool = False       # a gladiator acted this round (the Master may not start it)
    since_master: bool = True           # a gladiator acted since the Master's last action
    sequence: tuple | None = None       # (helper id, actions left, seat) while a helper acts
    pending: dict | None = None         # a hit waiting for the defender's DODGE decision
    crystals: int = 0                   # the Master's wound crystals
    declined: tuple[str, ...] = ()      # seats that let this moment pass (until the next action)
    finished: bool = False
    winners: tuple[str, ...] = ()
    reason: str = ""
    board: Any = None                   # the arena (rules.core.board.Board; immutable, shared)

    def fig(self, fid: str) -> Fig:
        return by_id(self.figs, fid)

    def find(self, fid: str) -> Fig | None:
        for f in self.figs:
            if f.id == fid:
                return f
        return None

    def at(self, cell: Cell) -> Fig | None:
        for f in self.figs:
            if f.cell == cell and f.status == "active":
                return f
        return None

    def gladiators(self) -> list[Fig]:
        return [f for f in self.figs if f.kind == "gladiator"]

    def copy(self) -> "State":
        c = _copy_state(self)
        c.sides, c.figs = dict(self.sides), [f.copy() for f in self.figs]
        c.traps, c.trap_budget = [_copy_trap(t) for t in self.traps], dict(self.trap_budget)
        c.pending = dict(self.pending) if self.pending else None
        return c


_copy_state = field_copier(State)
_copy_trap = field_copier(TrapMark)


def enemies(a: Fig, b: Fig) -> bool:
    """A beast is everyone's enemy; otherwise figures of different sides are."""
    return a.id != b.id and (a.side != b.side or a.side == "N")


def snapshot_fig(f: Fig) -> dict[str, Any]:
    return {"id": f.id, "kind": f.kind, "side": f.side, "seat": f.seat, "name": f.name,
            "stats": dict(f.stats), "weapons": list(f.weapons),
            "armour": {k: list(v) for k, v in f.armour.items()},
            "wounds": {k: list(v) for k, v in f.wounds.items()},
            "cell": list(f.cell) if f.cell else None, "facing": f.facing, "status": f.status,
            "off": f.off, "dfn": f.dfn, "hourglass": f.hourglass, "ordered": f.ordered,
            "tokens": f.tokens, "crippled": f.crippled, "die": f.die,
            "order_bonus": f.order_bonus, "beast": f.beast}
