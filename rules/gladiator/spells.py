"""Spells: casting is an AG roll (a fighter casts with the average of his AG and IQ) paid in
SH; a roll of 4 costs half, a 3 nothing; a failed special spell costs one less (nothing if it
costs 1 or 0). The spells the text gives numbers for: the terrain spells, Dazzle, Psychic
Blast (data/spells.json)."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.square import chebyshev, neighbours
from rules.gladiator import events as ev
from rules.gladiator import rolls
from rules.gladiator.actions import Cast
from rules.gladiator.characters import adjusted_ag
from rules.gladiator.data import races, spells
from rules.gladiator.geometry import enemies, in_front_area
from rules.gladiator.state import Figure, State
from rules.gladiator.terrain import WALL, add_terrain, in_bounds, missile_line
from rules.gladiator.wounds import wound

FIGHTER_SPELL_IQ = 10       # Fighter Spells: after attaining an IQ of 10 or higher
DAZZLE_PENALTY = 3


def known_spells(f: Figure, dice: Dice) -> tuple[str, ...]:
    """A Mage knows every spell his IQ allows; a fighter of IQ 10+ gets each such spell with a
    50% chance when fighting starts."""
    race = races()[f.race]
    able = [s.id for s in spells().values() if s.iq <= f.iq]
    if race.id == "mage":
        return tuple(able)
    if race.creature or f.iq < FIGHTER_SPELL_IQ:
        return ()
    return tuple(s for s in able if dice.below(2))


def casting_ag(f: Figure) -> int:
    ag = adjusted_ag(f)
    return ag if f.race == "mage" else (ag + f.iq) // 2


def spell_cells(state: State, f: Figure, spell) -> list:
    """On or around the mage: his square or an adjacent one, unoccupied (a friend's square, or
    his own, only for Shadow and Exit)."""
    out = []
    for c in [f.cell] + neighbours(f.cell):
        if not in_bounds(state, c) or WALL in state.terrain_at(c):
            continue
        who = state.at(c)
        if who is None or (who.side == f.side and spell.terrain in ("S", "X")):
            out.append(c)
    return out


def options(state: State, f: Figure) -> list[Cast]:
    out = []
    for sid in f.spells:
        sp = spells()[sid]
        if sp.terrain:
            out += [Cast(spell=sid, cell=c) for c in spell_cells(state, f, sp)]
        else:
            out.append(Cast(spell=sid))
    return out


def cost_of(spell, total: int, success: bool) -> int:
    if success:
        return 0 if total == 3 else (spell.cost // 2 if total == 4 else spell.cost)
    return 0 if spell.cost <= 1 else spell.cost - 1


def sees(state: State, viewer: Figure, mage: Figure) -> bool:
    """Dazzle: not prone, the mage in his front side, no wall between."""
    return (not viewer.prone and in_front_area(viewer, mage.cell)
            and missile_line(state, viewer.cell, mage.cell).visible)


def cast(state: State, f: Figure, action: Cast, out: list) -> None:
    sp = spells()[action.spell]
    d = Dice(state.dice)
    faces = tuple(d.roll(3))
    total = sum(faces)
    tn = casting_ag(f)
    ok = rolls.succeeds(total, tn)
    state.dice = d.state
    cost = cost_of(sp, total, ok)
    out.append(ev.SpellCast(figure=f.id, spell=sp.id, cell=action.cell, faces=faces, total=total,
                            target_number=tn, success=ok, cost=cost))
    wound(state, f, cost, out, blow=False)
    if not ok or not f.present:
        return
    if sp.terrain:
        add_terrain(state, action.cell, sp.terrain)
        out.append(ev.TerrainMade(cell=action.cell, terrain=sp.terrain))
    elif sp.id == "dazzle":
        for e in enemies(state, f):
            if sees(state, e, f):
                e.dazzled_until = state.turn + sp.duration
    elif sp.id == "psychic_blast":
        for e in enemies(state, f):
            if chebyshev(e.cell, f.cell) <= sp.radius:
                d = Dice(state.dice)
                dmg = d.die()
                state.dice = d.state
                wound(state, e, dmg, out, blow=False)
