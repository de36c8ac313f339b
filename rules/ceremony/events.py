"""Rule events: what happened, with what an animation needs. EVENT_KINDS lists every kind."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class TrapPlaced(Model):
    """A trap was laid; where stays secret (only the placer knows)."""
    kind: Literal["trap_placed"] = "trap_placed"
    seat: str
    number: int


class PhaseChanged(Model):
    kind: Literal["phase"] = "phase"
    phase: str


class Placed(Model):
    """A figure stands on the board: a start square, the beast's trapdoor, an INTRODUCTION."""
    kind: Literal["placed"] = "placed"
    figure: str
    cell: Cell
    facing: int | None
    how: Literal["start", "introduction"]


class RoundStarted(Model):
    kind: Literal["round_started"] = "round_started"
    round: int
    initiative: str          # side "A" or "B"
    agility: tuple[int, int]  # the sides' (higher) AGILITY


class Tested(Model):
    """A characteristic test: d10 <= value succeeds."""
    kind: Literal["test"] = "test"
    figure: str
    what: str                # combat, agility, psyche, strength-difference ...
    value: int
    roll: int
    success: bool
    purpose: str = ""        # what it decides (describe.PURPOSES): hit, dodge, reach, order ...
    about: str | None = None  # the other figure of it: the one hit, ordered, brought in ...


class Moved(Model):
    kind: Literal["moved"] = "moved"
    figure: str
    path: tuple[Cell, ...]   # from the start cell on
    move: Literal["step", "run", "disengage", "shoved"]
    facing: int | None


class Stopped(Model):
    """A move that did not happen: reach kept him away, or a failed DISENGAGE."""
    kind: Literal["stopped"] = "stopped"
    figure: str
    reason: str


class Turned(Model):
    kind: Literal["turned"] = "turned"
    figure: str
    from_facing: int
    to_facing: int


class Attacked(Model):
    kind: Literal["attack"] = "attack"
    figure: str
    target: str
    weapon: str
    ranged: bool
    hit: bool
    location: str | None


class Dodged(Model):
    kind: Literal["dodged"] = "dodged"
    figure: str
    success: bool


class Wounded(Model):
    kind: Literal["wound"] = "wound"
    figure: str
    location: str
    roll: int
    armour: int
    wound: Literal["none", "ordinary", "critical", "mortal"]
    crystal: bool            # a wound crystal for the Master's wheel


class Eliminated(Model):
    kind: Literal["eliminated"] = "eliminated"
    figure: str
    how: Literal["critical", "mortal", "resurrection_failed"]


class TrapSprung(Model):
    kind: Literal["trap_sprung"] = "trap_sprung"
    figure: str
    cell: Cell
    trap: str


class Ordered(Model):
    kind: Literal["ordered"] = "ordered"
    by: str                  # a gladiator's id, or "mc"
    helper: str
    how: Literal["order", "coercion"]
    actions: int


class MasterActed(Model):
    kind: Literal["master_action"] = "master_action"
    action: str
    helper: str
    success: bool
    points_left: int


class Hourglass(Model):
    kind: Literal["hourglass"] = "hourglass"
    figure: str
    change: Literal["placed", "used", "lost"]


class Resurrected(Model):
    kind: Literal["resurrected"] = "resurrected"
    figure: str


class Rested(Model):
    kind: Literal["rested"] = "rested"
    figure: str


class RoundEnded(Model):
    kind: Literal["round_ended"] = "round_ended"
    round: int
    master_points_lost: int


class GameOver(Model):
    kind: Literal["game_over"] = "game_over"
    winners: tuple[str, ...]
    reason: str


Event = Annotated[Union[TrapPlaced, PhaseChanged, Placed, RoundStarted, Tested, Moved, Stopped,
                        Turned, Attacked, Dodged, Wounded, Eliminated, TrapSprung, Ordered,
                        MasterActed, Hourglass, Resurrected, Rested, RoundEnded, GameOver],
                  Field(discriminator="kind")]
event_adapter = TypeAdapter(Event)
EVENT_KINDS = ("trap_placed", "phase", "placed", "round_started", "test", "moved", "stopped",
               "turned", "attack", "dodged", "wound", "eliminated", "trap_sprung", "ordered",
               "master_action", "hourglass", "resurrected", "rested", "round_ended", "game_over")
