"""The Gladiator game state: plain dataclasses, cheap to copy (items are immutable tuples)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from rules.core.board import Board
from rules.core.engine import field_copier
from rules.core.ids import by_id

Cell = tuple[int, int]
SIDES = ("west", "east")                      # the seats are the two sides
SLOTS = ("ready", "also", "slung1", "slung2", "slung3")
HANDS = (0, 1)                                # slot indices of ready and also


class Item(NamedTuple):
    """A carried or dropped thing: weapon/shield/magic id; crossbows remember being loaded
    ('@Crossbow' is unloaded) and how many reload actions they still need."""
    w: str
    loaded: bool = True
    reload: int = 0
    tag: str = ""           # Bones: the dead character's name


@dataclass(slots=True)
class Figure:
    id: str
    name: str
    side: str
    race: str
    sh_max: int                 # the normal SH (the number in parenthesis of the stats display)
    sh: int                     # current SH: wounds are taken here
    ag: int
    iq: int
    armour: str = "none"
    slots: list = field(default_factory=lambda: [None] * 5)   # Item | None per SLOTS
    cell: Cell = (0, 0)
    facing: int = 2
    prone: bool = False
    alive: bool = True
    gone: bool = False          # left the game by the exit
    dazed_next: bool = False    # Wounds: -2 AG for the next action
    moves: int = 0              # squares (movement points) spent this turn
    acted: bool = False
    declined: bool = False
    evading: bool = False       # until the end of the turn
    hand_combat: tuple = ()     # ids of the figures he wrestles with
    regen: int = 0              # turns counted towards regeneration
    spells: tuple = ()          # spells he can cast (Magi: by IQ; fighters of IQ 10+: drawn)
    dazzled_until: int = 0      # Dazzle: -3 AG through the end of this turn
    xp: int = 0
    effects: tuple = ()         # spells on him: (spell, amount, until turn, caster id) each
    summoner: str | None = None  # summoned / illusion / image: the mage who made him
    illusion: bool = False      # an illusion creature (may be disbelieved)
    image: bool = False         # one of the Image spell's duplicates (secret to the enemy)
    expires: int = 0            # turn at whose end he vanishes (0: never)
    renew_at: int = 0           # summons: turn at whose end the mage renews (1 SH) or loses him
    vanished: bool = False      # a conjured figure that is gone (dispelled, cancelled, expired)

    @property
    def present(self) -> bool:
        return self.alive and not self.gone and not self.vanished

    @property
    def conjured(self) -> bool:
        return self.summoner is not None

    def copy(self) -> "Figure":
        new = _copy_figure(self)          # slotted, field by field: ~10x cheaper than replace()
        new.slots = list(self.slots)
        return new


@dataclass
class MoveRecord:
    """The figure being moved (Movement Phase): where it started, for RESET."""
    fig: str
    start: Cell
    start_facing: int
    moves: int = 0
    last_was_turn: bool = False
    resets: int = 0
    riveted: bool = False       # entered an enemy's front square: no more steps
    engaged_by: tuple = ()      # standing enemies whose front square he started in
    path: list = field(default_factory=list)


@dataclass
class State:
    board: Board
    figures: list
    terrain: dict               # cell -> str of terrain chars ('' = open); only non-open cells
    ground: dict                # cell -> tuple[Item, ...] lying there
    dice: int
    turn: int = 1
    phase: str = "initiative"   # initiative | movement | action | over
    turn_limit: int = 30
    chooser: str = "west"       # who chooses who moves first
    first: str = "west"
    move_order: list = field(default_factory=list)
    mv: MoveRecord | None = None
    act_order: list = field(default_factory=list)   # ids still to act, in order
    second_round: list = field(default_factory=list)  # ids who declined
    actor: str | None = None
    pending: dict | None = None   # an attack waiting for the targets' evade / repel choices
    initiative: tuple = ()
    finished: bool = False
    winners: tuple = ()
    reason: str = ""
    bones: dict = field(default_factory=dict)   # name -> {"side", "spec"} of Bones in play

    def fig(self, fid: str) -> Figure:
        return by_id(self.figures, fid)

    def at(self, cell: Cell) -> Figure | None:
        for f in self.figures:
            if f.present and f.cell == cell:
                return f
        return None

    def terrain_at(self, cell: Cell) -> str:
        return self.terrain.get(cell, "")

    def copy(self) -> "State":
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        new.figures = [f.copy() for f in self.figures]
        new.terrain, new.ground = dict(self.terrain), dict(self.ground)
        new.move_order, new.act_order = list(self.move_order), list(self.act_order)
        new.second_round = list(self.second_round)
        new.pending = None if self.pending is None else dict(self.pending)
        if self.mv is not None:
            new.mv = _copy_move(self.mv)      # field by field: replace() was half of a copy
            new.mv.path = list(self.mv.path)
        return new


_copy_move = field_copier(MoveRecord)
_copy_figure = field_copier(Figure)
