"""Rule events: what happened, with what an animation needs. Cells are axial (q, r)."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class SpellsChosen(Model):
    """A Mage chose his hand (which spells stays secret)."""
    kind: Literal["spells_chosen"] = "spells_chosen"
    seat: str


class TurnStarted(Model):
    kind: Literal["turn_started"] = "turn_started"
    seat: str
    side: str
    turn: int
    round: int


class PhaseStarted(Model):
    kind: Literal["phase_started"] = "phase_started"
    seat: str
    phase: str


class Summoned(Model):
    kind: Literal["summoned"] = "summoned"
    figure: str
    cell: Cell


class Moved(Model):
    """A figure went along `path` (start first). how: walk, random, teleport, possessed."""
    kind: Literal["moved"] = "moved"
    figure: str
    path: tuple[Cell, ...]
    how: str = "walk"
    direction: int | None = None          # random movement: the die's direction
    stopped_by: str | None = None


class SwampRoll(Model):
    kind: Literal["swamp_roll"] = "swamp_roll"
    figure: str
    cell: Cell
    roll: int
    drowns_on: int
    drowned: bool


class Combat(Model):
    kind: Literal["combat"] = "combat"
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    attack_dice: tuple[int, ...]
    defend_dice: tuple[int, ...]
    attack_total: int
    defend_total: int
    result: Literal["attackers", "defenders", "draw"]
    damage: int
    note: str = ""


class Damaged(Model):
    kind: Literal["damaged"] = "damaged"
    figure: str
    amount: int
    lives: int
    cause: str


class Healed(Model):
    kind: Literal["healed"] = "healed"
    figure: str
    amount: int
    lives: int
    cause: str


class Died(Model):
    kind: Literal["died"] = "died"
    figure: str
    cell: Cell | None
    cause: str
    items: tuple[str, ...] = ()


class Shot(Model):
    kind: Literal["shot"] = "shot"
    archer: str
    target: str
    weapon: str                  # "arrow" or "lazer-bolt-gun"
    dice: tuple[int, ...]
    cover: int
    total: int
    needed: int
    hit: bool
    cells: tuple[Cell, ...]      # the hexes the shot passes
    arrows_left: int


class ItemsSwapped(Model):
    kind: Literal["items_swapped"] = "items_swapped"
    a: str
    b: str
    a_item: str | None
    b_item: str | None


class ItemUsed(Model):
    kind: Literal["item_used"] = "item_used"
    figure: str
    item: str
    detail: str = ""


class ChaosRoll(Model):
    kind: Literal["chaos_roll"] = "chaos_roll"
    seat: str
    characters: int
    roll: int | None             # None: drawn automatically (11 or 12 characters)
    needed: int
    find: bool


class ChaosDrawn(Model):
    kind: Literal["chaos_drawn"] = "chaos_drawn"
    figure: str
    card: str
    type: str


class ItemTaken(Model):
    """An item placed on a character's card, or discarded at once (he already holds one)."""
    kind: Literal["item_taken"] = "item_taken"
    figure: str
    card: str
    kept: bool


class ItemLost(Model):
    kind: Literal["item_lost"] = "item_lost"
    figure: str
    card: str
    cause: str


class Incapacitated(Model):
    kind: Literal["incapacitated"] = "incapacitated"
    figure: str
    cause: str


class Poetry(Model):
    """Glovvies against a Doppelganger with Glovvies: the battle is fought with poetry (6)."""
    kind: Literal["poetry"] = "poetry"
    figure: str
    rolls: tuple[tuple[int, int], ...]
    won: bool


class SpellPrepared(Model):
    kind: Literal["spell_prepared"] = "spell_prepared"
    seat: str


class SpellBroken(Model):
    """The prepared spell is discarded unseen (4E)."""
    kind: Literal["spell_broken"] = "spell_broken"
    seat: str
    cause: str


class SpellCast(Model):
    kind: Literal["spell_cast"] = "spell_cast"
    seat: str
    spell: str
    target: str | None = None
    cell: Cell | None = None


class SpellEnded(Model):
    kind: Literal["spell_ended"] = "spell_ended"
    seat: str
    spell: str
    target: str | None
    cause: str


class ControlChanged(Model):
    kind: Literal["control_changed"] = "control_changed"
    figure: str
    controller: str
    possessed: bool = False


class GameOver(Model):
    kind: Literal["game_over"] = "game_over"
    winners: tuple[str, ...]
    reason: str


EVENT_TYPES = (SpellsChosen, TurnStarted, PhaseStarted, Summoned, Moved, SwampRoll, Combat, Damaged,
               Healed, Died, Shot, ItemsSwapped, ItemUsed, ChaosRoll, ChaosDrawn, ItemTaken,
               ItemLost, Incapacitated, Poetry, SpellPrepared, SpellBroken, SpellCast, SpellEnded,
               ControlChanged, GameOver)
EVENT_KINDS = tuple(t.model_fields["kind"].default for t in EVENT_TYPES)
Event = Annotated[Union[EVENT_TYPES], Field(discriminator="kind")]
event_adapter = TypeAdapter(Event)
