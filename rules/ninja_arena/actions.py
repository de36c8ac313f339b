"""The actions of the dice (2.4, 3.2) and the one player action: a secret plan.

A plan is up to three slots, performed left to right in the three action rounds; fewer than
three means pausing in the rest (2.4). Each slot names an action of the dice table and, for the
directional ones, the direction the die symbol points relative to the ninja:

    {"kind": "plan", "ninja": "shadow",
     "slots": [{"action": "evade", "dir": "left"}, {"action": "melee", "dir": "left"},
               {"action": "turn_left"}]}

Optional slot fields: `target` (a figure id: the assailant's choice among several unconcealed
targets, or the preferred target of a Focused Melee Attack), `weapon` (which loot counter to pick
up), `param` (free value for skills/variants, e.g. Leaping Attack's drop), `spare` (4.4 Team:
true = discontinue the action if it would hurt a team mate by an attack or a duel).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

# die colour per speed; the white die carries the slow actions, the special and bonus action
SPEED_COLOUR = {"fast": "red", "normal": "blue", "slow": "white"}
SPEED_RANK = {"fast": 0, "normal": 1, "slow": 2}

ORTHO = ("forward", "back", "left", "right")
DIAG = ("forward_left", "forward_right", "back_left", "back_right")
# relative direction -> eighth-turns clockwise from the ninja's facing
REL = {"forward": 0, "forward_right": 1, "right": 2, "back_right": 3, "back": 4,
       "back_left": 5, "left": 6, "forward_left": 7}

# action -> (speed, allowed directions (empty: none), first layer that has it)
ACTIONS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "evade": ("fast", ORTHO, "beginner"),
    "turn_right": ("fast", (), "beginner"),
    "turn_left": ("fast", (), "beginner"),
    "turn_180": ("fast", (), "beginner"),
    "dodge": ("fast", (), "beginner"),
    "riposte": ("fast", (), "beginner"),
    "melee": ("normal", ("forward", "left", "right"), "beginner"),
    "ranged": ("normal", (), "beginner"),
    "step": ("normal", ORTHO, "beginner"),
    "somersault": ("normal", ORTHO, "beginner"),
    "diagonal_step": ("normal", DIAG, "beginner"),
    "leap": ("normal", (), "beginner"),
    "focused_melee": ("slow", (), "advanced"),
    "throw_melee": ("slow", (), "advanced"),
    "climb": ("slow", (), "advanced"),
    "pick_up": ("slow", (), "advanced"),
    "special": ("slow", (), "advanced"),
    "bonus": ("slow", (), "advanced"),
}
ACTION_NAMES = tuple(ACTIONS)
LAYERS = ("beginner", "advanced", "professional")

ActionName = Literal[
    "evade", "turn_right", "turn_left", "turn_180", "dodge", "riposte",
    "melee", "ranged", "step", "somersault", "diagonal_step", "leap",
    "focused_melee", "throw_melee", "climb", "pick_up", "special", "bonus"]
Direction = Literal["forward", "back", "left", "right",
                    "forward_left", "forward_right", "back_left", "back_right"]


def colour_of(action: str) -> str:
    return SPEED_COLOUR[ACTIONS[action][0]]


class Slot(Model):
    action: ActionName
    dir: Direction | None = None
    target: str | None = None
    weapon: str | None = None
    param: int | str | None = None
    spare: bool | None = None   # 4.4 Team: discontinue this action if it would hurt a team mate


class Plan(Model):
    kind: Literal["plan"] = "plan"
    ninja: str
    slots: tuple[Slot, ...] = Field(default=(), max_length=3)


Action = Plan
action_adapter = TypeAdapter(Plan)
