"""Experience and rosters (Introduction, Altar of Life): the survivors gain experience, the
dead lose a third of theirs, experience buys attribute points up to the race's maxima, and a
player's characters are kept in a roster file (JSON, saves/rosters/). The text gives no
numbers for experience: these are authored (AUTHORED below, RULINGS 'Experience').

Pure: rosters are parsed from and dumped to JSON-able dicts; game/ reads and writes the files.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.gladiator.data import races
from rules.gladiator.setup import CharacterSpec
from rules.gladiator.state import State

ROSTER_FORMAT = "arena-table/gladiator-roster"
XP_PER_POINT = 100          # AUTHORED: experience for one attribute point
DEATH_PENALTY = 3           # the dead lose 1/3 of their experience


class RosterError(ValueError):
    pass


class RosterCharacter(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1)
    race: str
    sh: int
    ag: int
    iq: int
    xp: int = Field(default=0, ge=0)
    points_spent: int = Field(default=0, ge=0)
    armour: str = "none"
    ready: str | None = None
    also: str | None = None
    slung: list[str] = Field(default_factory=list, max_length=3)
    bones: bool = False          # killed with experience for a point: appears as Bones


class Roster(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["arena-table/gladiator-roster"] = ROSTER_FORMAT
    version: Literal[1] = 1
    owner: str
    characters: list[RosterCharacter] = Field(default_factory=list)


def parse_roster(data, name: str = "roster") -> Roster:
    """A roster from JSON data; one line naming the file, the place and what is wrong."""
    try:
        roster = Roster.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "top level"
        raise RosterError(f"{name}: {where}: {err['msg']}") from None
    seen = set()
    for c in roster.characters:
        if c.race not in races() or races()[c.race].creature:
            raise RosterError(f"{name}: {c.name}: {c.race!r} is not a character race")
        if c.name in seen:
            raise RosterError(f"{name}: two characters named {c.name!r}")
        seen.add(c.name)
    return roster


def spec(c: RosterCharacter) -> dict:
    """The set-up entry that brings a roster character into a game (not Bones)."""
    if c.bones:
        raise RosterError(f"{c.name} is dead: his Bones must be brought to the Altar of Life")
    return CharacterSpec(name=c.name, race=c.race, sh=c.sh, ag=c.ag, iq=c.iq, xp=c.xp,
                         armour=c.armour, ready=c.ready, also=c.also,
                         slung=list(c.slung)).model_dump(exclude_none=True)


def points_available(c: RosterCharacter) -> int:
    return c.xp // XP_PER_POINT - c.points_spent


def advance(c: RosterCharacter, attribute: Literal["sh", "ag", "iq"]) -> RosterCharacter:
    """Spend experience on one point of SH, AG or IQ, no higher than the race's maximum."""
    if points_available(c) < 1:
        raise RosterError(f"{c.name} has no attribute point to spend ({c.xp} experience)")
    race = races()[c.race]
    top = {"sh": race.max_sh, "ag": race.max_ag, "iq": race.max_iq}[attribute]
    if getattr(c, attribute) >= top:
        raise RosterError(f"{c.name}: {attribute.upper()} is at the {race.name} maximum {top}")
    return c.model_copy(update={attribute: getattr(c, attribute) + 1,
                                "points_spent": c.points_spent + 1})


def value(f) -> int:
    """What defeating a figure is worth: its attributes' total."""
    return f.sh_max + f.ag + f.iq


def experience(state: State) -> dict[str, tuple[int, str]]:
    """At the end of a game, each character's new experience and fate: survivors share the
    value of the enemies killed by their side; those who left by the exit keep theirs; the dead
    lose a third (and become Bones when they had enough for an attribute point)."""
    out: dict[str, tuple[int, str]] = {}
    for side in ("west", "east"):
        killed = sum(value(f) for f in state.figures if f.side != side and not f.alive
                     and not f.image)
        survivors = [f for f in state.figures if f.side == side and f.present
                     and not races()[f.race].creature and not f.conjured]
        for f in state.figures:       # images and summons are no characters of the roster
            if f.side != side or races()[f.race].creature or f.conjured:
                continue
            if not f.alive:
                out[f.id] = (f.xp - f.xp // DEATH_PENALTY,
                             "bones" if f.xp >= XP_PER_POINT else "dead")
            elif f.gone:
                out[f.id] = (f.xp, "escaped")
            else:
                out[f.id] = (f.xp + killed // max(1, len(survivors)), "survived")
    return out


def after_game(roster: Roster, state: State) -> Roster:
    """The roster with the game's experience applied to the characters of that name."""
    by_name = {f.name: f for f in state.figures if not f.conjured}
    xp = experience(state)
    chars = []
    for c in roster.characters:
        f = by_name.get(c.name)
        if f is not None and f.id in xp:
            new, fate = xp[f.id]
            c = c.model_copy(update={"xp": new, "bones": fate == "bones"})
        chars.append(c)
    return roster.model_copy(update={"characters": chars})
