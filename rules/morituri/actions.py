"""The player actions, one small frozen model per kind (III, IV.7, V.5, V.7).

    {"kind": "use", "option": "planned"}        III.3: the first planned replaces the current one
    {"kind": "use", "option": "standard"}       III.3: the current one returns, standard stance
    {"kind": "plan", "op": "add", "card": 6}    III.2: add / remove / swap
    {"kind": "equip", "hands": ["killer.dagger1", null], "worn": [...], "drop": [...]}   III.4
    {"kind": "pass"}                            do nothing in this phase
    {"kind": "move", "path": [[0, 3], [0, 2]], "specials": []}                          III.8
    {"kind": "declare", "target": "barbarian", "attack": 0, "specials": []}            III.9
    {"kind": "set", "value": 4, "item": null}   IV.7: the attacker sets the die (secret)
    {"kind": "guess", "values": [3, 4], "specials": []}   IV.7: [] gives the guess up
    {"kind": "lie", "defend": true}             V.7: a lying character's choice this round
    {"kind": "stand"}                           V.7: a lying character who does not defend stands up
    {"kind": "react", "specials": ["killer.sixth_sense"]}   V.1: answer a special ([] = let it be)
    {"kind": "whisper", "to": "swordswoman", "text": "..."}   VI.7: only those next to hear it
    {"kind": "divide", "card": 3, "to": "goblin-a"}   VI.3: goblins on one side divide the deck
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class Use(Model):
    kind: Literal["use"] = "use"
    option: Literal["planned", "standard"]
    pick: str | None = None          # Picking up an item: which item from the ground


class Plan(Model):
    kind: Literal["plan"] = "plan"
    op: Literal["add", "remove", "swap"]
    card: int | None = None


class Equip(Model):
    kind: Literal["equip"] = "equip"
    hands: tuple[str | None, str | None]
    worn: tuple[str, ...] = ()
    drop: tuple[str, ...] = ()
    pick: tuple[str, ...] = ()       # V.7: a lying character re-equipping picks items up


class Pass(Model):
    kind: Literal["pass"] = "pass"


class Move(Model):
    kind: Literal["move"] = "move"
    path: tuple[Cell, ...] = ()
    specials: tuple[str, ...] = ()


class Declare(Model):
    kind: Literal["declare"] = "declare"
    target: str
    attack: int = 0
    specials: tuple[str, ...] = ()


class ThrowTo(Model):
    """V.4: instead of an attack, throw the item to an empty space one could attack."""
    kind: Literal["throw_to"] = "throw_to"
    cell: Cell
    attack: int = 0


class SetDie(Model):
    kind: Literal["set"] = "set"
    value: int
    item: str | None = None


class Guess(Model):
    kind: Literal["guess"] = "guess"
    values: tuple[int, ...] = ()
    specials: tuple[str, ...] = ()


class Offer(Model):
    """VI.6: in the second action phase (part of re-equipping): give items from the hands to
    an adjacent character and/or ask to take items from his hands."""
    kind: Literal["offer"] = "offer"
    to: str
    give: tuple[str, ...] = ()
    take: tuple[str, ...] = ()


class Accept(Model):
    """VI.6: in his own second action phase (re-equipping) the other character agrees to
    some of an offer's handovers."""
    kind: Literal["accept"] = "accept"
    offer: int
    give: tuple[str, ...] = ()       # of the offered items, those he takes
    take: tuple[str, ...] = ()       # of the asked items, those he hands over


class React(Model):
    """V.1: during the evaluation of an attack, announce special actions in answer to the
    opponent's (the defender: extra guesses, before his guess; the attacker: strength, when a
    reaction of his is awaited); no specials: let it be, the back-and-forth ends."""
    kind: Literal["react"] = "react"
    specials: tuple[str, ...] = ()


class Whisper(Model):
    """VI.7: doing nothing else this turn (no action, no movement), whisper to a character
    standing right next to him. Free text, so it is not listed among the legal actions; the
    view's "may_whisper_to" names whom the acting seat may whisper to now."""
    kind: Literal["whisper"] = "whisper"
    to: str
    text: str = Field(min_length=1, max_length=280)


class Divide(Model):
    """VI.3: before the fight, goblins on one side divide their deck: the next card (a combat
    number, an item or special id) to one goblin; no card and no goblin: all the rest as the
    authored default division gives them."""
    kind: Literal["divide"] = "divide"
    card: int | str | None = None
    to: str | None = None


class Lie(Model):
    kind: Literal["lie"] = "lie"
    defend: bool


class Stand(Model):
    kind: Literal["stand"] = "stand"


Action = Annotated[Union[Use, Plan, Equip, Pass, Move, Declare, SetDie, Guess, Lie, Stand,
                         Offer, Accept, ThrowTo, React, Whisper, Divide],
                   Field(discriminator="kind")]
action_adapter = TypeAdapter(Action)
