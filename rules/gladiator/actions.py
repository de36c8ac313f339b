"""Gladiator actions: one small frozen model per menu choice. Who performs it comes from the
state (the figure being moved, the figure whose action it is, the target asked to react)."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]
SLOT_NAMES = Literal["ready", "also", "slung1", "slung2", "slung3", "ground"]


class ChooseFirst(Model):
    """Initiative Phase: the winner of the roll names the side that moves first."""
    kind: Literal["choose_first"] = "choose_first"
    side: Literal["west", "east"]


class Step(Model):
    """An arrow button: one square in a direction (0 N .. 7 NW); the facing stays."""
    kind: Literal["step"] = "step"
    direction: int = Field(ge=0, le=7)


class Jump(Model):
    """J: two squares the way he faces, over the first, for 3 movement points."""
    kind: Literal["jump"] = "jump"


class Turn(Model):
    """Rotate: a new facing."""
    kind: Literal["turn"] = "turn"
    facing: int = Field(ge=0, le=7)


class Reset(Model):
    kind: Literal["reset"] = "reset"


class EndMove(Model):
    """CONTINUE: the move is over."""
    kind: Literal["end_move"] = "end_move"


class Decline(Model):
    kind: Literal["decline"] = "decline"


class Stand(Model):
    """STAND: wait, or stand up from prone with a new facing."""
    kind: Literal["stand"] = "stand"
    facing: int | None = Field(default=None, ge=0, le=7)


class Attack(Model):
    """`weapon`: a creature's other natural weapon (the Behemoth's crush); None: the ready one."""
    kind: Literal["attack"] = "attack"
    target: str
    weapon: str | None = None


class Slash(Model):
    kind: Literal["slash"] = "slash"


class DualAttack(Model):
    kind: Literal["dual_attack"] = "dual_attack"
    first: str
    second: str


class ShieldAttack(Model):
    """Shield Attack (shift or less) or Shield Rush (rush=True, shuffle or more); `fall_to` is
    the square the defender falls in if he falls (None: where he stands)."""
    kind: Literal["shield_attack"] = "shield_attack"
    target: str
    rush: bool = False
    fall_to: Cell | None = None


class Impale(Model):
    kind: Literal["impale"] = "impale"
    target: str


class ReceiveCharge(Model):
    kind: Literal["receive_charge"] = "receive_charge"
    target: str


class Shoot(Model):
    kind: Literal["shoot"] = "shoot"
    target: str


class Throw(Model):
    kind: Literal["throw"] = "throw"
    target: str


class Reload(Model):
    kind: Literal["reload"] = "reload"


class HandCombat(Model):
    kind: Literal["hand_combat"] = "hand_combat"
    target: str


class Disengage(Model):
    """Retreat one square (Orcs up to two), standing up if prone; from hand combat an AG roll
    first, then stand up in an adjacent square."""
    kind: Literal["disengage"] = "disengage"
    path: tuple[Cell, ...]


class ChangeWeapon(Model):
    """Change Weapon/Shield or Drop/Pick Up: swaps between slots; ('ready', 'ground') drops the
    ready item, ('ground', 'also') picks up the first item lying in the square into 'also'."""
    kind: Literal["change_weapon"] = "change_weapon"
    swaps: tuple[tuple[SLOT_NAMES, SLOT_NAMES], ...] = Field(min_length=1, max_length=6)


class Evade(Model):
    kind: Literal["evade"] = "evade"


class GoProne(Model):
    kind: Literal["go_prone"] = "go_prone"


class Disbelieve(Model):
    kind: Literal["disbelieve"] = "disbelieve"


class Drink(Model):
    """Drink a Healing Potion (Magic Items)."""
    kind: Literal["drink"] = "drink"


class Cast(Model):
    """CAST MAGIC SPELL: a terrain spell or Teleport names its square, a missile or thrown
    spell its target; `power`: how many times an adjustable spell is pumped up; `flavour`:
    a thrown spell's 'bulk' (paid once) or 'per turn' SH cost (Thrown Spells)."""
    kind: Literal["cast"] = "cast"
    spell: str
    cell: Cell | None = None
    target: str | None = None
    power: int = Field(default=1, ge=1, le=10)
    flavour: Literal["bulk", "per_turn"] = "bulk"


class Steal(Model):
    """The Imp's swipe at a ready weapon: an attack that takes the weapon if it hits."""
    kind: Literal["steal"] = "steal"
    target: str


class Phase(Model):
    """Phase Spider / Evil Mage movement: a teleport to a square within range, even engaged."""
    kind: Literal["phase"] = "phase"
    cell: Cell


class React(Model):
    """The target of an attack that has not acted yet: evade (spending his action) or not; the
    target of a hand combat attempt: repel or not."""
    kind: Literal["react"] = "react"
    evade: bool = False
    repel: bool = False


Action = Annotated[Union[ChooseFirst, Step, Jump, Turn, Reset, EndMove, Decline, Stand, Attack,
                         Slash, DualAttack, ShieldAttack, Impale, ReceiveCharge, Shoot, Throw,
                         Reload, HandCombat, Disengage, ChangeWeapon, Evade, GoProne, Disbelieve,
                         Drink, Cast, React, Steal, Phase], Field(discriminator="kind")]
action_adapter = TypeAdapter(Action)
