"""Rule events: what happened, with what the table needs to show it. Cells are axial (q, r).

Secret things never appear in an event before they are revealed: `planned` carries only the
length of the row, `die_set` and `guessed` no numbers; `attack_resolved` reveals both.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class TurnStarted(Model):
    kind: Literal["turn_started"] = "turn_started"
    figure: str
    round: int


class ActionUsed(Model):
    kind: Literal["action_used"] = "action_used"
    figure: str
    card: int | None                 # None: the standard action
    name: str
    returned: int | None = None      # the card that went back to the hand


class ActionWithdrawn(Model):
    kind: Literal["action_withdrawn"] = "action_withdrawn"
    figure: str
    card: int
    reason: str


class Planned(Model):
    kind: Literal["planned"] = "planned"
    figure: str
    op: str
    row: int                         # how many cards lie in the row now


class Equipped(Model):
    kind: Literal["equipped"] = "equipped"
    figure: str
    hands: tuple[str | None, str | None]
    worn: tuple[str, ...]
    dropped: tuple[str, ...] = ()
    picked: tuple[str, ...] = ()


class ItemPicked(Model):
    kind: Literal["item_picked"] = "item_picked"
    figure: str
    item: str
    cell: Cell


class Moved(Model):
    kind: Literal["moved"] = "moved"
    figure: str
    path: tuple[Cell, ...]           # start first
    move: Literal["step", "roll", "dragged", "retreat"] = "step"


class SpecialUsed(Model):
    kind: Literal["special_used"] = "special_used"
    figure: str
    special: str
    name: str
    price: int = 0


class AttackDeclared(Model):
    kind: Literal["attack_declared"] = "attack_declared"
    id: int
    attacker: str
    target: str
    card: int
    attack: int
    type: str
    frame: str
    distance: int
    base: int
    throw_item: str | None = None


class AttackCancelled(Model):
    kind: Literal["attack_cancelled"] = "attack_cancelled"
    id: int
    reason: str


class DieSet(Model):
    kind: Literal["die_set"] = "die_set"
    exchange: int
    figure: str


class Guessed(Model):
    kind: Literal["guessed"] = "guessed"
    exchange: int
    figure: str
    count: int


class AttackResolved(Model):
    kind: Literal["attack_resolved"] = "attack_resolved"
    exchange: int
    attack_id: int
    attacker: str
    target: str
    value: int
    guesses: tuple[int, ...]
    strength: int
    against: str
    against_value: int
    result: Literal["guessed", "defended", "hit"]
    wound: int


class ConditionChanged(Model):
    kind: Literal["condition_changed"] = "condition_changed"
    figure: str
    delta: int
    condition: int
    cause: str


class Retreated(Model):
    kind: Literal["retreated"] = "retreated"
    figure: str
    path: tuple[Cell, ...]
    blocked_by: str | None = None    # "wall" | figure id | None
    remaining: int = 0


class Fell(Model):
    kind: Literal["fell"] = "fell"
    figure: str
    cell: Cell


class StoodUp(Model):
    kind: Literal["stood_up"] = "stood_up"
    figure: str


class LyingChoice(Model):
    kind: Literal["lying_choice"] = "lying_choice"
    figure: str
    defend: bool


class Tangled(Model):
    kind: Literal["tangled"] = "tangled"
    figure: str
    free: bool = False               # True: he freed himself


class Grapple(Model):
    kind: Literal["grapple"] = "grapple"
    figures: tuple[str, str]
    started: bool


class ItemFlew(Model):
    kind: Literal["item_flew"] = "item_flew"
    item: str
    path: tuple[Cell, ...]           # start first
    landed: Cell
    how: Literal["thrown", "flew_on", "knocked_out", "dropped", "fell"]


class KnockResolved(Model):
    kind: Literal["knock_resolved"] = "knock_resolved"
    exchange: int
    attacker: str
    target: str
    item: str
    direction: int
    guesses: tuple[int, ...]
    knocked: bool


class Offered(Model):
    kind: Literal["offered"] = "offered"
    offer: int
    giver: str
    to: str
    give: tuple[str, ...]
    take: tuple[str, ...]


class HandedOver(Model):
    kind: Literal["handed_over"] = "handed_over"
    offer: int
    item: str
    giver: str                       # whose hand it leaves
    receiver: str


class Defeated(Model):
    kind: Literal["defeated"] = "defeated"
    figure: str
    cell: Cell
    items: tuple[str, ...]


class Divided(Model):
    """VI.3: the goblins of one side have divided their deck (how many cards each)."""
    kind: Literal["divided"] = "divided"
    figures: tuple[str, str]
    cards: tuple[int, int]


class GameOver(Model):
    kind: Literal["game_over"] = "game_over"
    winners: tuple[str, ...]
    reason: str


Event = Annotated[Union[
    TurnStarted, ActionUsed, ActionWithdrawn, Planned, Equipped, ItemPicked, Moved, SpecialUsed,
    AttackDeclared, AttackCancelled, DieSet, Guessed, AttackResolved, ConditionChanged, Retreated,
    Fell, StoodUp, LyingChoice, Tangled, Grapple, ItemFlew, KnockResolved, Offered, HandedOver,
    Defeated, GameOver, Divided,
], Field(discriminator="kind")]
event_adapter = TypeAdapter(Event)
EVENT_KINDS = ("turn_started", "action_used", "action_withdrawn", "planned", "equipped",
               "item_picked", "moved", "special_used", "attack_declared", "attack_cancelled",
               "die_set", "guessed", "attack_resolved", "condition_changed", "retreated", "fell",
               "stood_up", "lying_choice", "tangled", "grapple", "item_flew", "knock_resolved",
               "offered", "handed_over", "defeated", "game_over", "divided")
