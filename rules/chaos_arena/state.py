"""The game state: plain dataclasses (cheap to copy for look-ahead), the dice inside."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from rules.core.dice import Dice
from rules.core.engine import field_copier
from rules.core.ids import by_id
from rules.chaos_arena import data

Cell = tuple[int, int]


@dataclass(eq=False, slots=True)   # identity: a character is himself, whatever his numbers
class Fig:
    id: str                       # the character card id, e.g. "good-warrior-2"
    side: str                     # "good" / "evil" (printed on the card)
    seat: str                     # owner
    type: str
    status: str = "waiting"       # waiting (outside the Arena), arena, dead, removed
    cell: Cell | None = None
    lives: int = 1
    arrows: int = 0
    item: str | None = None
    item_used: int = -1           # the action phase number in which the item was last used
    moved: bool = False           # this action phase
    attacked: bool = False        # this action phase: fought, shot or fired a gun
    resting: bool = False         # incapacitated in this action phase (Bad Karma)
    incapacitated: bool = False   # will rest in his next action phase
    glued: bool = False           # may not move in his next action phase (Grimbold's Glue)
    no_move: bool = False         # glued this action phase
    introduced: int = 0           # the seat's turn number he came through the teleportal
    controller: str | None = None  # Nosferat's Unrefusable Offer: the seat controlling him
    possessed: str | None = None   # Moorcock's Possession: the seat whose horror he is
    drugged: bool = False          # Bad Evil Drugs taken this action phase
    fleet: int = 0                 # extra MOV (Fleetfoot), until `fleet_until`
    fleet_until: int = 0
    testudo: bool = False
    bandaid: bool = False

    @property
    def card(self) -> data.CharacterCard:
        return data.characters()[self.id]

    @property
    def wounded(self) -> bool:
        return self.card.wounded is not None and self.lives < self.card.lives

    @property
    def alive(self) -> bool:
        return self.status == "arena"

    def clone(self) -> "Fig":
        return _clone_fig(self)

    def stats(self) -> tuple[int, int, int]:
        """(MOV, OOMPH, DMG) of the side of the card that is up."""
        c = self.card
        if self.wounded:
            return c.wounded.mov, c.wounded.oomph, c.wounded.dmg
        return c.mov, c.oomph, c.dmg


_clone_fig = field_copier(Fig)     # slotted and copied field by field: look-ahead copies often


@dataclass
class Active:
    """A lasting spell in play."""
    spell: str
    seat: str                     # the caster
    target: str | None = None     # a figure id
    cell: Cell | None = None


@dataclass
class State:
    board: object
    seats: tuple[str, ...]
    side_of: dict[str, str]
    figs: list[Fig]
    dice: Dice
    round_limit: int = 25
    phase: str = "choose_spells"  # choose_spells, introduce, action, finder, extra, cast, prepare, over
    current: str = "p1"
    first: str = "p1"
    turns: dict = field(default_factory=dict)       # seat -> its own turn number
    phase_no: int = 0                                # action phases so far (item use once each)
    hands: dict = field(default_factory=dict)        # seat -> list of spells not yet used (secret)
    chosen: dict = field(default_factory=dict)       # seat -> True once the hand is chosen
    prepared: dict = field(default_factory=dict)     # seat -> spell id on the altar (secret)
    prepared_turn: dict = field(default_factory=dict)
    cast: dict = field(default_factory=dict)         # seat -> spells cast (public)
    broken: dict = field(default_factory=dict)       # seat -> spells discarded unseen (count only)
    active: list[Active] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)    # chaos cards, top last (hidden)
    discard: list[str] = field(default_factory=list)
    arrows_used: int = 0                             # spent arrow counters (recyclable)
    extra_fig: str | None = None                     # Roleplayer: the one character acting
    pending: dict | None = None                      # a choice another seat must make now
    swaps: int = 0
    finished: bool = False
    winners: tuple[str, ...] = ()
    reason: str = ""

    # ------------------------------------------------------------------ helpers
    def fig(self, fid: str) -> Fig:
        return by_id(self.figs, fid)

    def other(self, seat: str) -> str:
        return self.seats[1] if seat == self.seats[0] else self.seats[0]

    def controller(self, f: Fig) -> str:
        return f.controller or f.seat

    def in_arena(self) -> list[Fig]:
        return [f for f in self.figs if f.status == "arena"]

    def at(self, cell) -> Fig | None:
        """The character standing on a cell (a Gibbering horror floats: not counted)."""
        for f in self.figs:
            if f.status == "arena" and f.cell == cell and not f.possessed:
                return f
        return None

    def occupied(self) -> set:
        """Hexes nobody may walk onto or land on (a Gibbering horror's hex too)."""
        return {f.cell for f in self.figs if f.status == "arena"}

    def mage(self, seat: str) -> Fig:
        return next(f for f in self.figs if f.seat == seat and f.type == "mage")

    def round(self) -> int:
        return min(self.turns.values()) if self.turns else 0

    def copy(self) -> "State":
        new = _copy_state(self)
        new.figs = list(map(_clone_fig, self.figs))
        new.dice = self.dice.copy()
        new.turns = dict(self.turns)
        new.hands = {k: list(v) for k, v in self.hands.items()}
        new.chosen = dict(self.chosen)
        new.prepared = dict(self.prepared)
        new.prepared_turn = dict(self.prepared_turn)
        new.cast = {k: list(v) for k, v in self.cast.items()}
        new.broken = dict(self.broken)
        new.active = [_copy_active(a) for a in self.active]
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.pending = None if self.pending is None else copy.deepcopy(self.pending)
        return new


_copy_state, _copy_active = field_copier(State), field_copier(Active)
