"""Facing (the manual's picture): front squares F, side squares S, the rear square R;
engagement; the frontal 180-degree area missiles need."""
from __future__ import annotations

from rules.core.square import chebyshev, gladiator_zone, in_front_half, step, zone_cells
from rules.gladiator.characters import REAR_SQUARES
from rules.gladiator.data import weapons
from rules.gladiator.state import Figure, State

FACING_BONUS = {"front": 0, "side": 2, "rear": 3}


def zone(target: Figure, attacker_cell) -> str:
    """Where the attacker stands as seen by the target: front, side or rear."""
    return gladiator_zone(target.cell, target.facing, attacker_cell, REAR_SQUARES)


def front_squares(f: Figure) -> list:
    """The three F squares, clockwise (front-left, front, front-right): a slash's order."""
    return zone_cells(f.cell, f.facing, "front", REAR_SQUARES)


def side_squares(f: Figure) -> list:
    return zone_cells(f.cell, f.facing, "side", REAR_SQUARES)


def rear_squares(f: Figure) -> list:
    return zone_cells(f.cell, f.facing, "rear", REAR_SQUARES)


def enemies(state: State, f: Figure) -> list[Figure]:
    return [g for g in state.figures if g.present and g.side != f.side]


def engaging(state: State, f: Figure, cell=None) -> list[Figure]:
    """Standing enemies in whose front squares he stands (Engaged)."""
    cell = f.cell if cell is None else cell
    return [e for e in enemies(state, f) if not e.prone and cell in front_squares(e)]


def in_front_area(f: Figure, other_cell) -> bool:
    """Missiles, thrown weapons and spells only at targets in the frontal 180-degree arc."""
    return in_front_half(f.cell, f.facing, other_cell)


def melee_targets(state: State, f: Figure, reach: bool = False) -> list[Figure]:
    """Enemies he may strike in close combat: those in his adjacent front squares; with a long
    pole arm (P!) also the square behind the direct front square when the direct front holds no
    enemy."""
    fronts = front_squares(f)
    out = [g for c in fronts if (g := state.at(c)) is not None and g.side != f.side]
    if reach:
        direct = state.at(step(f.cell, f.facing))
        if direct is None or direct.side == f.side:
            far = state.at(step(f.cell, f.facing, 2))
            if far is not None and far.side != f.side:
                out.append(far)
    return out


def adjacent(a, b) -> bool:
    return chebyshev(a, b) == 1


def has_reach(f: Figure) -> bool:
    from rules.gladiator.characters import strikers
    ws = strikers(f)
    return bool(ws) and ws[0][1].pole == "P!"
