"""Set up (Starting, Set up): two sides, West and East, each a list of characters (created by
race with traded SH/AG/IQ, armour and five carried items) or creatures; an arena (authored, or a
random solo layout)."""
from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.core.board import BoardError, load_board
from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.core.jsonfile import USER_ARENAS, FileProblem, find_named
from rules.gladiator.characters import check_loadout, create
from rules.gladiator.data import races
from rules.gladiator.state import SIDES, Figure, Item, State
from rules.gladiator.spells import known_spells
from rules.gladiator.terrain import magic_item, random_terrain

ARENA_DIR = Path(__file__).resolve().parent / "arenas"
Cell = tuple[int, int]


class CharacterSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    race: str = "human"
    sh: int | None = None
    ag: int | None = None
    iq: int | None = None
    armour: str = "none"
    ready: str | None = None
    also: str | None = None
    slung: list[str] = Field(default_factory=list, max_length=3)
    cell: Cell | None = None
    facing: int | None = Field(default=None, ge=0, le=7)
    xp: int = 0


class BonesSpec(BaseModel):
    """Altar of Life: a dead character of a side appears as a pile of Bones."""
    model_config = ConfigDict(extra="forbid")
    side: Literal["west", "east"]
    character: CharacterSpec
    cell: Cell | None = None


class Setup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    arena: str = "colosseum"
    random_terrain: bool = False       # Play Solo Game: the computer lays out random terrain
    solo: bool = False                 # ... and creates the East: computer-run creatures
    magic_item: bool = True            # the 50% chance of a magic item near the centre
    bones: list[BonesSpec] = Field(default_factory=list, max_length=6)
    turn_limit: int = Field(default=30, ge=1, le=500)
    west: list[CharacterSpec] = Field(default_factory=lambda: [CharacterSpec(
        name="Grim", race="human", armour="leather", ready="broadsword", also="shield",
        slung=["dagger"])], min_length=1, max_length=6)
    east: list[CharacterSpec] = Field(default_factory=lambda: [CharacterSpec(
        name="Ugluk", race="orc", ready="spear", slung=["hand_axe", "short_bow"])],
        min_length=1, max_length=6)


def _figure(spec: CharacterSpec, side: str, n: int) -> Figure:
    race = races().get(spec.race)
    if race is None:
        raise BadSetup(f"Race: {side} character {n + 1}: unknown race {spec.race!r}")
    if race.creature:
        given = [k for k in ("sh", "ag", "iq", "ready", "also") if getattr(spec, k) is not None]
        given += ["slung"] * bool(spec.slung) + ["armour"] * (spec.armour != "none")
        if given:       # Creature (l. 127): no weapons or armour; AI characters come as they are
            raise BadSetup(f"Creature: {side} figure {n + 1} is a {race.name}: it comes as it "
                           f"is, without {', '.join(given)} (a creature carries no weapons or "
                           f"armour and is not created)")
        sh, ag, iq = race.sh, race.ag, race.iq
    else:
        sh, ag, iq = create(spec.race, spec.sh, spec.ag, spec.iq)
    if race.creature:       # an AI character comes with its kit, nothing else
        slots = [Item(w) if w else None for w in race.kit] + [None] * (5 - len(race.kit))
    else:
        slots = [Item(spec.ready) if spec.ready else None, Item(spec.also) if spec.also else None]
        slots += [Item(w) for w in spec.slung] + [None] * (3 - len(spec.slung))
    fid = f"{side[0]}{n + 1}"
    f = Figure(id=fid, name=spec.name or race.name, side=side, race=race.id,     # numbered below if twins
               sh_max=sh, sh=sh, ag=ag, iq=iq, armour=spec.armour, slots=slots, xp=spec.xp,
               facing=spec.facing if spec.facing is not None else (2 if side == "west" else 6))
    check_loadout(f)
    return f


SOLO_CREATURES = ("snake", "giant_beetle", "wolf", "giant_scorpion", "troll", "gargoyle", "bear",
                  "needler_bush", "giant_amoeba", "fire_spirit", "phase_spider", "imp", "slayer",
                  "behemoth", "evil_mage")


def solo_opponents(west: list[CharacterSpec], dice: Dice, room: int = 6) -> list[CharacterSpec]:
    """'The computer will create a group of AI characters for you to fight', balanced: random
    creatures and AI characters until their SH reaches the party's (at most six), none with
    more SH than the party's strongest character plus 3 (RULING solo-balance): a stronger
    party meets more and stronger monsters."""
    party = [create(w.race, w.sh, w.ag, w.iq)[0] if not races()[w.race].creature else races()[w.race].sh
             for w in west]
    allowed = [c for c in SOLO_CREATURES if races()[c].sh <= max(max(party), 4) + 3] or ["snake"]
    out, total = [], 0
    while total < sum(party) and len(out) < min(6, room):
        c = allowed[dice.below(len(allowed))]
        out.append(CharacterSpec(race=c))
        total += races()[c].sh
    return out


def new_state(setup: dict, seed: int) -> State:
    try:
        s = Setup.model_validate(setup or {})
    except ValidationError as e:
        err = e.errors()[0]
        raise BadSetup(f"Set up: {'.'.join(str(p) for p in err['loc'])}: {err['msg']}") from None
    try:
        board = load_board(find_named(s.arena, (ARENA_DIR, USER_ARENAS), "arena"))
    except FileProblem as e:
        raise BadSetup(f"Set up: {e}") from None
    except BoardError as e:
        raise BadSetup(str(e)) from None
    dice = Dice.from_seed(seed)
    terrain: dict = {}
    ground: dict = {}
    if s.solo:
        s = s.model_copy(update={"random_terrain": True, "east": solo_opponents(
            s.west, dice, len(board.start_areas.get("east", ())))})
    if s.random_terrain:
        terrain, ground = random_terrain(dice, board.width, board.height)
    else:
        for c in board.cells():
            t = board.terrain_at(c)
            if t != ".":
                terrain[c] = t
        if s.magic_item:
            ground = magic_item(dice, board.width, board.height, terrain)
    figures = []
    for side in SIDES:
        specs = getattr(s, side)
        free = [c for c in board.start_areas.get(side, ()) if c not in terrain]
        for n, spec in enumerate(specs):
            f = _figure(spec, side, n)
            if spec.cell is not None:
                f.cell = tuple(spec.cell)
            else:
                if not free:
                    raise BadSetup(f"Set up: no free start square left for {f.name} ({side})")
                f.cell = free.pop(0)
            if not board.in_bounds(f.cell):
                raise BadSetup(f"Set up: {f.name} stands outside the arena at {f.cell}")
            if any(g.cell == f.cell for g in figures):
                raise BadSetup(f"Set up: two characters on {f.cell}")
            t = terrain.get(f.cell, "")
            if "W" in t or ("P" in t and not races()[f.race].pit_walker):
                raise BadSetup(f"Set up: {f.name} cannot stand on {f.cell} ({t})")
            figures.append(f)
    for f in figures:              # unnamed twins of one race: "Wolf 1", "Wolf 2" (never the id)
        twins = [g for g in figures if g.name == f.name and g.race == f.race]
        if len(twins) > 1 and f.name == races()[f.race].name:
            for k, g in enumerate(twins):
                g.name = f"{g.name} {k + 1}"
    for f in figures:
        share = races()[f.race].sh_from_party
        if share:                   # Evil Summoner: the enemy party's average SH * 125%
            party = [g.sh_max for g in figures if g.side != f.side]
            f.sh = f.sh_max = max(1, round(sum(party) / len(party) * share)) if party else f.sh
    for f in figures:               # fighters' spells are drawn when fighting starts
        f.spells = known_spells(f, dice)
    state = State(board=board, figures=figures, terrain=terrain, ground=ground,
                  dice=dice.state, turn_limit=s.turn_limit)
    for b in s.bones:
        name = b.character.name
        if not name or name in state.bones:
            raise BadSetup(f"Altar of Life: Bones need a character name, once each ({name!r})")
        if b.cell is not None:
            cell = tuple(b.cell)
        else:
            free = [c for c in board.cells() if c not in terrain and state.at(c) is None
                    and c not in state.ground]
            cell = free[dice.below(len(free))]
        if not board.in_bounds(cell):
            raise BadSetup(f"Altar of Life: {name}'s Bones lie outside the arena at {cell}")
        state.bones[name] = {"side": b.side, "spec": b.character.model_dump(mode="json")}
        state.ground[cell] = state.ground.get(cell, ()) + (Item("bones", tag=name),)
    state.dice = dice.state
    return state
