"""Actions: small frozen models with a `kind` (one union, round-trips through JSON).

Figure actions name the acting `figure`; `hourglass=True` pays with the figure's kept-back
action (WAIT) instead of an action point, at any moment of the round.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class PlaceTrap(Model):
    kind: Literal["place_trap"] = "place_trap"
    trap: str
    cell: Cell


class TrapsDone(Model):
    kind: Literal["traps_done"] = "traps_done"


class Start(Model):
    kind: Literal["start"] = "start"
    figure: str
    cell: Cell


class Move(Model):
    kind: Literal["move"] = "move"
    figure: str
    dir: int
    hourglass: bool = False


class Run(Model):
    kind: Literal["run"] = "run"
    figure: str
    dir: int
    hourglass: bool = False


class Attack(Model):
    kind: Literal["attack"] = "attack"
    figure: str
    target: str
    weapon: str | None = None       # warriors: the weapon card (or "fists"); helpers: None
    location: str | None = None     # warriors aim; helpers hit a random location
    hourglass: bool = False


class Shoot(Model):
    kind: Literal["shoot"] = "shoot"
    figure: str
    target: str
    weapon: str
    hourglass: bool = False


class Disengage(Model):
    kind: Literal["disengage"] = "disengage"
    figure: str
    dir: int
    hourglass: bool = False


class Turn(Model):
    kind: Literal["turn"] = "turn"
    figure: str
    facing: int
    hourglass: bool = False


class Shove(Model):
    kind: Literal["shove"] = "shove"
    figure: str
    target: str
    hourglass: bool = False


class Wait(Model):
    kind: Literal["wait"] = "wait"
    figure: str


class Rest(Model):
    kind: Literal["rest"] = "rest"
    figure: str


class Order(Model):
    """A gladiator's ORDER to his own helper or to the beast."""
    kind: Literal["order"] = "order"
    figure: str
    helper: str


class EndSequence(Model):
    """The helper gives up the rest of the actions of its ORDER."""
    kind: Literal["end_sequence"] = "end_sequence"
    figure: str


class Dodge(Model):
    """The answer to a hit: try the DODGE (True) or take it (False)."""
    kind: Literal["dodge"] = "dodge"
    figure: str
    dodge: bool


class Pass(Model):
    """Let this moment go by: a seat that MAY act now (the Master, an hourglass held out of
    turn, the partner in the eliminations) is not asked again until the next action is taken.
    No point, no test, no event."""
    kind: Literal["pass"] = "pass"


class MasterOrder(Model):
    kind: Literal["master_order"] = "master_order"
    helper: str


class Coerce(Model):
    kind: Literal["coerce"] = "coerce"
    helper: str


class Introduce(Model):
    kind: Literal["introduce"] = "introduce"
    helper: str
    cell: Cell


class Resurrect(Model):
    kind: Literal["resurrect"] = "resurrect"
    helper: str


Action = Annotated[Union[PlaceTrap, TrapsDone, Start, Move, Run, Attack, Shoot, Disengage, Turn,
                         Shove, Wait, Rest, Order, EndSequence, Dodge, Pass, MasterOrder, Coerce,
                         Introduce, Resurrect], Field(discriminator="kind")]
action_adapter = TypeAdapter(Action)
MASTER_KINDS = ("master_order", "coerce", "introduce", "resurrect")
