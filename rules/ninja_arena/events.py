"""Rule events: what happened, with what an animation needs. One frozen model per kind.

EVENT_KINDS lists every kind explicitly: the table (scenes/) needs an animation for each, and a
test checks that this tuple and the union agree. Cells are (x, y); levels are board levels;
facings 0 N, 2 E, 4 S, 6 W. A figure id is the ninja's id from the set-up.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model, unchecked_maker

Cell = tuple[int, int]
Point = tuple[int, int, int]   # x, y, level


class InitiativeTaken(Model):
    """A seat finished planning and took its counter(s) (2.3); the plans stay secret."""
    kind: Literal["initiative_taken"] = "initiative_taken"
    seat: str
    figures: tuple[str, ...]
    counters: tuple[int, ...]


class PlanRevealed(Model):
    """All seats finished: the dice are uncovered (2.3)."""
    kind: Literal["plan_revealed"] = "plan_revealed"
    figure: str
    initiative: int
    slots: tuple[dict, ...]


class DiceRolled(Model):
    """Public dice thrown at the start of a planning phase (Drunken Masters)."""
    kind: Literal["dice_rolled"] = "dice_rolled"
    faces: tuple[tuple[str, str], ...]     # (colour, action)


class ActionRound(Model):
    kind: Literal["action_round"] = "action_round"
    game_round: int
    action_round: int                      # 1..3


class ActionStarted(Model):
    kind: Literal["action_started"] = "action_started"
    figure: str
    action: str
    dir: str | None = None
    speed: str


class Paused(Model):
    """No action planned for this action round (2.4: fewer than three actions)."""
    kind: Literal["paused"] = "paused"
    figure: str


class ActionIgnored(Model):
    """A precondition was not met: the action is ignored and the ninja pauses (2.3)."""
    kind: Literal["action_ignored"] = "action_ignored"
    figure: str
    action: str
    reason: str


class Turned(Model):
    kind: Literal["turned"] = "turned"
    figure: str
    from_facing: int
    to_facing: int


class Guard(Model):
    """Dodge or Riposte is up for this action round (2.5)."""
    kind: Literal["guard"] = "guard"
    figure: str
    guard: Literal["dodge", "riposte", "reflexes"]


class Moved(Model):
    """A figure moved. `move`: evade, step, somersault, diagonal_step, leap, climb, clumsy,
    pushed, shoved, skill ... `path` lists the cells passed (with levels), end included."""
    kind: Literal["moved"] = "moved"
    figure: str
    move: str
    from_cell: Cell
    from_level: int
    to_cell: Cell
    to_level: int
    path: tuple[Point, ...]
    facing: int


class Clumsy(Model):
    """2.6 clumsy move: the target was too high (stopped on `cell`; `blocked` is the cell he
    could not get up to) or too low (dropped `drop` levels onto `cell`)."""
    kind: Literal["clumsy"] = "clumsy"
    figure: str
    too: Literal["high", "low"]
    cell: Cell
    drop: int = 0
    blocked: Cell | None = None


class EdgeBump(Model):
    """2.6: a move would leave the board; the figure stays on the edge."""
    kind: Literal["edge_bump"] = "edge_bump"
    figure: str
    cell: Cell
    level: int
    beyond: Cell


class Duel(Model):
    """2.6: a move into an occupied space; the mover stops on `at`."""
    kind: Literal["duel"] = "duel"
    figure: str
    opponent: str
    at: Cell
    opponent_cell: Cell
    damage_to_figure: int
    damage_to_opponent: int


class MeleeAttack(Model):
    kind: Literal["melee_attack"] = "melee_attack"
    figure: str
    weapon: str | None
    focused: bool = False
    side: str | None = None
    target: str | None
    target_cell: Cell | None
    hit: bool


class RangedAttack(Model):
    kind: Literal["ranged_attack"] = "ranged_attack"
    figure: str
    weapon: str | None
    at: Cell
    target: str | None
    target_cell: Cell | None
    hit: bool
    cells: tuple[Cell, ...] = ()           # the cells the attack passes (straight line up to
                                           # the target or the range); area weapons: the area


class Thrown(Model):
    """3.3 Throw Melee Weapon: the weapon flies to `lands` (target space or farthest space)."""
    kind: Literal["thrown"] = "thrown"
    figure: str
    weapon: str
    target: str | None
    target_cell: Cell | None
    hit: bool
    lands: Cell


class Damaged(Model):
    """Life lost. `cause`: melee, focused_melee, ranged, thrown, duel, riposte, edge, clumsy,
    skill, caltrops, sudden_death ... `riposted`/`dodged` tell why it was less."""
    kind: Literal["damaged"] = "damaged"
    figure: str
    amount: int
    cause: str
    by: str | None = None
    life: int
    riposted: bool = False
    dodged: bool = False


class Riposted(Model):
    """The defender parried (2.5): half damage to him, one back to the assailant."""
    kind: Literal["riposted"] = "riposted"
    figure: str
    attacker: str


class Dodged(Model):
    """2.5: a ranged attack from the front or sides could not damage the dodging figure."""
    kind: Literal["dodged"] = "dodged"
    figure: str
    attacker: str | None


class Healed(Model):
    kind: Literal["healed"] = "healed"
    figure: str
    amount: int
    life: int


class StatusChanged(Model):
    """A status effect starts (on) or ends (off): dazed, blinded, netted, weaponless_melee,
    weaponless_ranged."""
    kind: Literal["status"] = "status"
    figure: str
    status: str
    on: bool
    until_round: int | None = None


class ApplicationUsed(Model):
    kind: Literal["application_used"] = "application_used"
    figure: str
    weapon: str
    left: int


class WeaponLost(Model):
    """A weapon card leaves the figure (used up, thrown, broken, discarded)."""
    kind: Literal["weapon_lost"] = "weapon_lost"
    figure: str
    weapon: str
    category: Literal["melee", "ranged"]
    reason: str


class LootPlaced(Model):
    kind: Literal["loot_placed"] = "loot_placed"
    cell: Cell
    weapon: str
    uses: int | None


class LootPicked(Model):
    """3.3 Pick up / Change Weapon: `weapon` taken from `cell`; `dropped` left there instead,
    or `returned` when he had the same weapon (only the application die is kept)."""
    kind: Literal["loot_picked"] = "loot_picked"
    figure: str
    cell: Cell
    weapon: str
    uses: int | None
    dropped: str | None = None
    returned: bool = False


class MarkerPlaced(Model):
    kind: Literal["marker_placed"] = "marker_placed"
    cell: Cell
    marker: str
    owner: str | None


class MarkerRemoved(Model):
    kind: Literal["marker_removed"] = "marker_removed"
    cell: Cell
    marker: str


class SkillUsed(Model):
    """4.2 special action performed (also reveals a secret skill)."""
    kind: Literal["skill_used"] = "skill_used"
    figure: str
    skill: str


class ObstacleMoved(Model):
    """Sokoban: a block slides from one cell to another (levels before/after)."""
    kind: Literal["obstacle_moved"] = "obstacle_moved"
    from_cell: Cell
    to_cell: Cell
    from_level: int
    to_level: int


class Defeated(Model):
    """Life gone (or shoved/crushed): the figure leaves the board from `cell`."""
    kind: Literal["defeated"] = "defeated"
    figure: str
    cell: Cell
    cause: str
    by: str | None = None


class GameOver(Model):
    kind: Literal["game_over"] = "game_over"
    winners: tuple[str, ...]
    reason: str
    draw: bool = False


_ALL = (InitiativeTaken, PlanRevealed, DiceRolled, ActionRound, ActionStarted, Paused,
        ActionIgnored, Turned, Guard, Moved, Clumsy, EdgeBump, Duel, MeleeAttack, RangedAttack,
        Thrown, Damaged, Riposted, Dodged, Healed, StatusChanged, ApplicationUsed, WeaponLost,
        LootPlaced, LootPicked, MarkerPlaced, MarkerRemoved, SkillUsed, ObstacleMoved, Defeated,
        GameOver)

EVENT_KINDS: tuple[str, ...] = (
    "initiative_taken", "plan_revealed", "dice_rolled", "action_round", "action_started",
    "paused", "action_ignored", "turned", "guard", "moved", "clumsy", "edge_bump", "duel",
    "melee_attack", "ranged_attack", "thrown", "damaged", "riposted", "dodged", "healed",
    "status", "application_used", "weapon_lost", "loot_placed", "loot_picked", "marker_placed",
    "marker_removed", "skill_used", "obstacle_moved", "defeated", "game_over")

# move kinds carried by Moved.move (the table animates each differently)
MOVE_KINDS: tuple[str, ...] = ("evade", "step", "somersault", "diagonal_step", "leap", "climb",
                               "pushed", "shoved", "skill")

Event = Annotated[Union[_ALL], Field(discriminator="kind")]  # type: ignore[valid-type]
event_adapter = TypeAdapter(Event)
EVENT_TYPES = {cls.model_fields["kind"].default: cls for cls in _ALL}


class _Fast:
    """`F.Moved(...)` builds a Moved event without validation (see rules.core.engine.unchecked_maker)."""


F = _Fast()
for _cls in _ALL:
    setattr(F, _cls.__name__, unchecked_maker(_cls))
