"""Gladiator rule events: what happened, with what the table needs to show it."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, TypeAdapter

from rules.core.engine import Model

Cell = tuple[int, int]


class TurnBegan(Model):
    kind: Literal["turn_began"] = "turn_began"
    turn: int


class InitiativeRolled(Model):
    kind: Literal["initiative_rolled"] = "initiative_rolled"
    west: int
    east: int
    winner: str
    tie: bool


class FirstChosen(Model):
    kind: Literal["first_chosen"] = "first_chosen"
    side: str
    by: str


class Moved(Model):
    """A step or a jump; `path` from the start square to the landing square."""
    kind: Literal["moved"] = "moved"
    figure: str
    path: tuple[Cell, ...]
    how: Literal["step", "jump", "disengage", "fall", "stand_up", "teleport"]
    moves: int


class Turned(Model):
    kind: Literal["turned"] = "turned"
    figure: str
    facing: int


class MoveReset(Model):
    kind: Literal["move_reset"] = "move_reset"
    figure: str
    cell: Cell
    facing: int


class MoveEnded(Model):
    kind: Literal["move_ended"] = "move_ended"
    figure: str
    moves: int
    category: str


class ActionPhaseBegan(Model):
    kind: Literal["action_phase_began"] = "action_phase_began"
    order: tuple[str, ...]


class Declined(Model):
    kind: Literal["declined"] = "declined"
    figure: str


class Waited(Model):
    kind: Literal["waited"] = "waited"
    figure: str


class Attacked(Model):
    """One to-hit roll and its damage (0 on a miss)."""
    kind: Literal["attacked"] = "attacked"
    attacker: str
    target: str
    attack: str
    weapon: str
    target_number: int
    faces: tuple[int, ...]
    total: int
    hit: bool
    multiplier: int
    damage_roll: int
    armour: int
    damage: int
    modifiers: tuple[tuple[str, int], ...]


class Wounded(Model):
    """`sh` (left) is private: the other side and spectators get None (pack.event_view)."""
    kind: Literal["wounded"] = "wounded"
    figure: str
    damage: int
    sh: int | None
    effects: tuple[str, ...]      # dazed, knocked_down, near_death, unconscious, dead


class ItemDropped(Model):
    kind: Literal["item_dropped"] = "item_dropped"
    figure: str
    item: str
    cell: Cell


class ItemsChanged(Model):
    kind: Literal["items_changed"] = "items_changed"
    figure: str
    slots: tuple[str | None, ...]


class Fell(Model):
    kind: Literal["fell"] = "fell"
    figure: str
    cell: Cell
    roll: int
    target_number: int


class Kept(Model):
    """A defender kept his feet after a shield hit."""
    kind: Literal["kept_feet"] = "kept_feet"
    figure: str
    roll: int
    target_number: int


class Evaded(Model):
    kind: Literal["evaded"] = "evaded"
    figure: str


class WentProne(Model):
    kind: Literal["went_prone"] = "went_prone"
    figure: str


class StoodUp(Model):
    kind: Literal["stood_up"] = "stood_up"
    figure: str
    facing: int


class HandCombatTried(Model):
    kind: Literal["hand_combat_tried"] = "hand_combat_tried"
    attacker: str
    defender: str
    repelled: bool
    roll: int | None
    target_number: int | None


class Disengaged(Model):
    kind: Literal["disengaged"] = "disengaged"
    figure: str
    success: bool
    roll: int | None


class Reloaded(Model):
    kind: Literal["reloaded"] = "reloaded"
    figure: str
    loaded: bool


class TerrainDamage(Model):
    kind: Literal["terrain_damage"] = "terrain_damage"
    figure: str
    terrain: str
    damage: int


class TerrainMade(Model):
    kind: Literal["terrain_made"] = "terrain_made"
    cell: Cell
    terrain: str


class Escaped(Model):
    kind: Literal["escaped"] = "escaped"
    figure: str


class Healed(Model):
    """`sh` (now) is private, as in Wounded."""
    kind: Literal["healed"] = "healed"
    figure: str
    sh: int | None
    why: str


class Disbelieved(Model):
    """DISBELIEVE: an IQ roll; on success the closest enemy illusion is `dispelled`."""
    kind: Literal["disbelieved"] = "disbelieved"
    figure: str
    illusions: int
    roll: int | None = None
    target_number: int | None = None
    dispelled: str | None = None


class SpellCast(Model):
    kind: Literal["spell_cast"] = "spell_cast"
    figure: str
    spell: str
    cell: Cell | None
    faces: tuple[int, ...]
    total: int
    target_number: int
    success: bool
    cost: int                       # SH spent
    target: str | None = None       # the figure aimed at (missile and thrown spells)
    power: int = 1                  # times pumped up
    returned: bool = False          # Missile Return sent it back at the caster


class Summoned(Model):
    """A figure conjured by a spell (summon, illusion, Snake Staff) or an AI Summoner; `how`
    'image' for each of the Image spell's three look-alikes (the enemy cannot tell the mage)."""
    kind: Literal["summoned"] = "summoned"
    figure: str
    name: str
    side: str
    race: str
    cell: Cell
    facing: int
    by: str
    how: Literal["summon", "illusion", "snakes", "image"]


class Vanished(Model):
    """A conjured figure leaves play (dispelled, hit image, expired, not renewed, mage dead),
    or a mage's old id when his Image is cast."""
    kind: Literal["vanished"] = "vanished"
    figure: str
    cell: Cell
    why: str


class Enchanted(Model):
    """A lasting spell on a figure (armour, AG, MP, Missile Return ...) or its end (amount 0)."""
    kind: Literal["enchanted"] = "enchanted"
    figure: str
    spell: str
    amount: int
    until: int


class StatsSeen(Model):
    """ESP Stats: what the caster's side learns: (figure, x, y, sh, sh_max, ag, iq) each; the
    other side and spectators get `seen` empty (pack.event_view)."""
    kind: Literal["stats_seen"] = "stats_seen"
    figure: str
    seen: tuple[tuple[str, int, int, int, int, int, int], ...]


class Raised(Model):
    """Altar of Life: a dead character rises near the Altar."""
    kind: Literal["raised"] = "raised"
    figure: str
    name: str
    side: str
    race: str
    cell: Cell
    facing: int


class GameOver(Model):
    kind: Literal["game_over"] = "game_over"
    winners: tuple[str, ...]
    reason: str


EVENT_TYPES = (TurnBegan, InitiativeRolled, FirstChosen, Moved, Turned, MoveReset, MoveEnded,
               ActionPhaseBegan, Declined, Waited, Attacked, Wounded, ItemDropped, ItemsChanged,
               Fell, Kept, Evaded, WentProne, StoodUp, HandCombatTried, Disengaged, Reloaded,
               TerrainDamage, TerrainMade, Escaped, Healed, Disbelieved, SpellCast, Raised, GameOver,
               Summoned, Vanished, Enchanted, StatsSeen)
EVENT_KINDS = tuple(t.model_fields["kind"].default for t in EVENT_TYPES)
Event = Annotated[Union[EVENT_TYPES], Field(discriminator="kind")]
event_adapter = TypeAdapter(Event)
