"""Terrain: open, fire, pit, caltrops, wall, shadow, exit, the Altar of Life; what may be
entered, what obstructs missiles, what hurts at the end of the turn, and a random layout for a
solo game."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.sight import sight
from rules.gladiator.characters import has_item
from rules.gladiator.data import races
from rules.gladiator.state import Figure, Item, State

OPEN, FIRE, PIT, CALTROPS, WALL, SHADOW, EXIT, ALTAR = ".", "F", "P", "C", "W", "S", "X", "A"
CHARS = {OPEN: "open", FIRE: "fire", PIT: "pit", CALTROPS: "caltrops", WALL: "wall",
         SHADOW: "shadow", EXIT: "exit", ALTAR: "altar"}
FIRE_DAMAGE = 3
CALTROPS_DAMAGE = 4
PIT_DAMAGE = 4
MAGIC_ITEMS = ("shadows_ring", "ashen_cloak", "ironshod_boots", "troll_rope", "healing_potion")


def in_bounds(state: State, cell) -> bool:
    h, w = state.board.level.shape
    return 0 <= cell[0] < w and 0 <= cell[1] < h


def pit_walker(f: Figure) -> bool:
    """Trolls move freely in and out of pits; Troll Rope lets anyone; Gargoyles fly over."""
    r = races()[f.race]
    return r.pit_walker or r.flies or has_item(f, "troll_rope")


def enterable(state: State, f: Figure, cell) -> bool:
    """A square he may step or land on: in the arena, no wall, no pit (unless he may), no
    other figure."""
    if not in_bounds(state, cell):
        return False
    t = state.terrain_at(cell)
    if WALL in t:
        return False
    if PIT in t and not pit_walker(f):
        return False
    other = state.at(cell)
    return other is None or other.id == f.id


def invisible(state: State, f: Figure) -> bool:
    """Standing in Shadow (or a Troll in a pit, or the always invisible Imp): may not be
    targeted by bow or thrown weapons."""
    return invisible_at(state, f, f.cell)


def invisible_at(state: State, f: Figure, cell) -> bool:
    """Whether `f` would be invisible standing on `cell` (the other side does not see him
    there: views and events leave the square out)."""
    t = state.terrain_at(cell)
    r = races()[f.race]
    return r.invisible or SHADOW in t or (PIT in t and r.pit_walker)


def missile_line(state: State, a, b):
    """The missile track from a to b: walls and the Altar block it completely."""
    def blocks(c):
        t = state.terrain_at(c)
        if WALL in t:
            return "a wall blocks the shot"
        if ALTAR in t:
            return "the Altar of Life blocks the shot"
        return False
    return sight(a, b, blocks)


def obstacle_modifiers(state: State, cells) -> list[tuple[str, int]]:
    """Missile Obstacles: -1 per character or fire, -4 per shadow in the track."""
    mods = []
    for c in cells:
        if state.at(c) is not None:
            mods.append((f"character at {c[0]},{c[1]}", -1))
        t = state.terrain_at(c)
        mods += [(f"fire at {c[0]},{c[1]}", -1)] * t.count(FIRE)
        mods += [(f"shadow at {c[0]},{c[1]}", -4)] * t.count(SHADOW)
    return mods


def add_terrain(state: State, cell, char: str) -> None:
    t = state.terrain_at(cell)
    if char == WALL and PIT in t:        # a Wall on a Pit: both cancel, leaving open terrain
        t = t.replace(PIT, "", 1)
        char = ""
    state.terrain[cell] = t + char
    if not state.terrain[cell]:
        del state.terrain[cell]


def end_of_turn_damage(state: State, f: Figure) -> list[tuple[str, int]]:
    """Fire 3 and caltrops 4 per item in his square (armour does not help; the Ashen Cloak and
    Ironshod Boots do)."""
    t = state.terrain_at(f.cell)
    out = []
    if not has_item(f, "ashen_cloak") and not races()[f.race].fire_maker:   # a Fire Spirit is immune
        out += [("fire", FIRE_DAMAGE)] * t.count(FIRE)
    if not has_item(f, "ironshod_boots"):
        out += [("caltrops", CALTROPS_DAMAGE)] * t.count(CALTROPS)
    return out


def random_terrain(dice: Dice, width: int, height: int) -> tuple[dict, dict]:
    """A solo game's arena: fires, pits, caltrops and shadows scattered over the middle, one
    exit along the centre of the North or South wall, and a 50% chance of one of the five magic
    items near the centre. Returns (terrain, ground)."""
    terrain: dict = {}
    lo, hi = 3, width - 4                      # keep the start columns clear
    for char, count in ((FIRE, 3), (PIT, 3), (CALTROPS, 2), (SHADOW, 2)):
        for _ in range(count):
            for _try in range(20):
                cell = (lo + dice.below(hi - lo + 1), 1 + dice.below(height - 2))
                if cell not in terrain:
                    terrain[cell] = char
                    break
    exit_cell = (width // 2, height - 1 if dice.below(2) else 0)
    terrain[exit_cell] = EXIT
    return terrain, magic_item(dice, width, height, terrain)


def magic_item(dice: Dice, width: int, height: int, terrain: dict) -> dict:
    """Magic Items: a 50% chance of one of the five being placed near the centre at game start.
    Returns the ground it makes ({cell: (Item,)} or {})."""
    if not dice.below(2):
        return {}
    item = MAGIC_ITEMS[dice.below(len(MAGIC_ITEMS))]
    for _try in range(20):
        cell = (width // 2 - 1 + dice.below(3), height // 2 - 1 + dice.below(3))
        if cell not in terrain:
            return {cell: (Item(item),)}
    return {}
