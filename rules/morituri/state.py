"""The hot game state of Arena: Morituri te salutant: plain dataclasses, cheap to copy.

A figure's cards: `row` is the face-down row of planned actions (II.3, secret), `current` the
face-up current action (None: the standard action, II.3), every other owned combat card is in
the hand (secret too: the opponent must not deduce the row, II.4). Items are ids (cards.py):
`hands` (two places; a two-handed item sits in place 0 and place 1 stays free, I.3), `worn`
(above the standard action, e.g. the helmet) and `stored` (under it, face down).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from rules.core.engine import field_copier
from rules.core.ids import by_id

Cell = tuple[int, int]


@dataclass(slots=True)
class Figure:
    id: str
    seat: str
    side: str
    deck: str                      # character id in cards.CHARACTERS
    std: int                       # which standard action of the deck (goblins: 0 or 1)
    cards: tuple[int, ...]         # the combat cards this figure owns
    specials: tuple[str, ...]
    cell: Cell
    condition: int
    hands: list                    # [item id | None, item id | None]
    worn: list
    stored: list
    row: list = field(default_factory=list)
    current: int | None = None
    alive: bool = True
    lying: bool = False
    lying_defends: bool = False    # V.7: this round's choice
    laid_turn: int = -1            # the turn number the current action was laid out (III.9)
    used_specials: dict = field(default_factory=dict)   # special id -> uses
    per_opponent: dict = field(default_factory=dict)    # special id -> tuple of figure ids
    retreated: bool = False        # V.3: no movement in the nearest movement phase
    tangled: bool = False          # Throw with a cloak: loses his next turn's actions
    grapple: str | None = None     # V.6: the figure grappled with
    guess_penalty: int = 0         # fewer guesses while the current action stays (Lunge at the face)
    attack_bonus: int = 0          # stronger attacks of the current action (Concentration, chains)
    counter: tuple = ()            # IV.8: (card, attacker) defended this turn with a counter card
    own_items: tuple = ()          # the items of his deck (goblins: of his part), for tournaments
    attack_shift: int = 0          # added to his attacks' first number: saves from before VI.2
    full: int = 0                  # his standard action's Condition (a save from before VI.2: then)

    def copy(self) -> "Figure":
        c = _copy_figure(self)
        c.hands, c.worn, c.stored, c.row = list(self.hands), list(self.worn), list(self.stored), list(self.row)
        c.used_specials, c.per_opponent = dict(self.used_specials), dict(self.per_opponent)
        return c

    def items(self) -> list:
        return [i for i in self.hands if i] + list(self.worn) + list(self.stored)


class Offer(NamedTuple):
    """VI.6: `giver` offers `to` the items `give` (from his hands) and asks for `take`."""
    id: int
    giver: str
    to: str
    give: tuple = ()
    take: tuple = ()


class Whisper(NamedTuple):
    """VI.7: `figure` whispered `text` to `to`; `hearers` are every character who heard it
    (the recipient and whoever stood next to either of them)."""
    id: int
    round: int
    figure: str
    to: str
    hearers: tuple
    text: str


class Pending(NamedTuple):
    """A declared attack waiting for the defence phase of its target (III.9, IV)."""
    id: int
    attacker: str
    target: str
    card: int
    index: int                     # which attack frame of the card
    distance: int
    base: int                      # the first number with every bonus added (IV.4)
    defence_bonus: int = 0         # V.4: distance from the ideal one, for throws
    between: tuple = ()            # VI.5: the spaces the attack occupies
    need_one: bool = False         # off-line distance 2: one free of the two is enough
    item: str | None = None        # the thrown item (V.4)
    origin: Cell | None = None     # where the thrower stood
    specials: tuple = ()


@dataclass(slots=True)
class Exchange:
    """The secret die (IV.7) or the knock-out direction (V.5): one seat sets, one guesses."""
    id: int
    purpose: str                   # "attack" | "knock"
    pending: Pending
    setter: str                    # figure ids
    guesser: str
    lo: int
    hi: int
    guesses_allowed: int
    value: int | None = None
    guesses: tuple | None = None
    item: str | None = None        # knock: the item chosen to knock out
    window: str | None = None      # V.1: the figure whose reaction to a special is awaited

    def copy(self) -> "Exchange":
        return _copy_exchange(self)


@dataclass(slots=True)
class State:
    board: str
    figures: list
    order: list                    # figure ids in turn order (VI.4)
    round_limit: int
    dice: int
    turn_idx: int = 0
    turn_no: int = 0
    round: int = 1
    phase: str = "start"           # divide, start, lie, first, defence, second, move, declare
    did: str | None = None         # what the active figure did: use, plan, equip, stand, tangled
    moved: int = 0                 # spaces moved this turn (V.2 compulsory movement)
    pending: list = field(default_factory=list)
    exchange: Exchange | None = None
    queue: list = field(default_factory=list)      # exchanges still to run this defence phase
    ground: list = field(default_factory=list)     # [(cell, item id)]
    offers: list = field(default_factory=list)     # VI.6: Offer tuples waiting for an answer
    whispering: bool = True                         # VI.7: the players agreed on negotiation
    whispers: list = field(default_factory=list)   # VI.7: Whisper records, oldest first
    dividing: list = field(default_factory=list)   # VI.3: [goblin a, goblin b, cards left]
    next_id: int = 1
    finished: bool = False
    winners: tuple = ()
    reason: str = ""

    def copy(self) -> "State":
        c = _copy_state(self)
        c.figures, c.order = [f.copy() for f in self.figures], list(self.order)
        c.pending, c.queue, c.ground = list(self.pending), list(self.queue), list(self.ground)
        c.offers, c.whispers = list(self.offers), list(self.whispers)
        c.dividing = [[a, b, list(left)] for a, b, left in self.dividing]
        c.exchange = _copy_exchange(self.exchange) if self.exchange else None
        return c

    def fig(self, fid: str) -> Figure:
        return by_id(self.figures, fid)

    @property
    def active(self) -> Figure:
        return self.fig(self.order[self.turn_idx])

    def at(self, cell: Cell) -> Figure | None:
        for f in self.figures:
            if f.alive and f.cell == cell:
                return f
        return None

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1


# field by field: about ten times cheaper than dataclasses.replace (look-ahead copies constantly)
_copy_figure, _copy_exchange, _copy_state = field_copier(Figure), field_copier(Exchange), field_copier(State)
