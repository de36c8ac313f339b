"""Altar of Life: Bones dropped on the Altar by their owner's side, after a shuffle or charge
move onto it, raise the dead character near the Altar with no spells, weapons or armour."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.square import neighbours
from rules.gladiator import events as ev
from rules.gladiator.conjure import new_id
from rules.gladiator.characters import movement_points
from rules.gladiator.data import races
from rules.gladiator.state import Figure, Item, State
from rules.gladiator.terrain import ALTAR, enterable


def can_raise(state: State, f: Figure, it: Item) -> bool:
    """His own side's named Bones, on the Altar, reached with a shuffle or a charge."""
    b = state.bones.get(it.tag)
    return (b is not None and b["side"] == f.side and ALTAR in state.terrain_at(f.cell)
            and 2 <= f.moves <= movement_points(f) // 2)


def raise_dead(state: State, f: Figure, it: Item, out: list) -> None:
    spec = state.bones.pop(it.tag)["spec"]
    race = races()[spec["race"]]
    sh = spec.get("sh") or race.sh
    new = Figure(id=new_id(state, f.side), name=spec["name"], side=f.side, race=race.id, sh_max=sh,
                 sh=sh, ag=spec.get("ag") or race.ag, iq=spec.get("iq") or race.iq,
                 xp=spec.get("xp", 0), facing=f.facing)
    free = [c for c in neighbours(f.cell) if enterable(state, new, c)] or [f.cell]
    d = Dice(state.dice)
    new.cell = free[d.below(len(free))]
    state.dice = d.state
    new.acted = True                     # he acts from the next turn on
    state.figures.append(new)
    out.append(ev.Raised(figure=new.id, name=new.name, side=new.side, race=new.race,
                         cell=new.cell, facing=new.facing))
