"""The players' actions (one frozen model per kind, a discriminated union)."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class ChooseSpells(Model):
    """Set-up (3): the secret hand - Wave 'em plus 3 of level I, 2 of II, 1 of III."""
    kind: Literal["choose_spells"] = "choose_spells"
    spells: tuple[str, ...]


class Summon(Model):
    """4A: the new character onto the Entrance Teleportal."""
    kind: Literal["summon"] = "summon"
    figure: str


class Move(Model):
    """4B Movement: to a hex; `path` (the hexes entered, ending at `to`) or the engine's safest
    cheapest path (ruling)."""
    kind: Literal["move"] = "move"
    figure: str
    to: Cell
    path: tuple[Cell, ...] | None = None


class Fight(Model):
    """4B Fighting Combat: single (one each) or group."""
    kind: Literal["fight"] = "fight"
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]


class Shoot(Model):
    kind: Literal["shoot"] = "shoot"
    archer: str
    target: str


class Swap(Model):
    """4B Swapping Items: the two characters exchange their items (one may hold none: a gift)."""
    kind: Literal["swap"] = "swap"
    a: str
    b: str


class UseItem(Model):
    kind: Literal["use_item"] = "use_item"
    figure: str
    target: str | None = None     # Lazer Bolt Gun: the enemy; Spellbook: the spell taken back


class EndPhase(Model):
    """Ends the action phase (or the extra one), lets a prepared spell lapse in 4D, or
    prepares nothing in 4E (ending the turn)."""
    kind: Literal["end_phase"] = "end_phase"


class ChooseFinder(Model):
    """4C: the character who handles the encounter."""
    kind: Literal["choose_finder"] = "choose_finder"
    figure: str


class Cast(Model):
    """4D: reveal the prepared spell and name its target (figure or hex)."""
    kind: Literal["cast"] = "cast"
    target: str | None = None
    cell: Cell | None = None


class Prepare(Model):
    """4E: one spell face down on the Octo Altar."""
    kind: Literal["prepare"] = "prepare"
    spell: str


class Choose(Model):
    """A choice the rules hand to a player mid-turn: who dies among equals (group combat),
    who takes Selebungol's shock."""
    kind: Literal["choose"] = "choose"
    figures: tuple[str, ...]


class Concede(Model):
    """5: admit defeat (always accepted from the seat on turn; not listed among legal actions)."""
    kind: Literal["concede"] = "concede"


Action = Annotated[Union[ChooseSpells, Summon, Move, Fight, Shoot, Swap, UseItem, EndPhase,
                         ChooseFinder, Cast, Prepare, Choose, Concede], Field(discriminator="kind")]
action_adapter = TypeAdapter(Action)
