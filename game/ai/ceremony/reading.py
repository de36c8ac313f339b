"""What a seat reads off its view: the figures as rule objects, its own traps, the odds of a blow landing and of each wound kind."""
from __future__ import annotations

from rules.ceremony.combat import ZONE_BONUS, protection, wound_kind
from rules.ceremony.state import Fig
from rules.core import square


KIND_RANK = {"none": 0, "ordinary": 1, "critical": 2, "mortal": 3}


def figs_of(view: dict) -> dict[str, Fig]:
    """The figures of a view as rule objects, so the rules' own wound and armour arithmetic
    applies to them (the view is the public table, so nothing hidden gets in)."""
    out = {}
    for d in view["figures"]:
        f = Fig(**{**d, "weapons": tuple(d["weapons"]),
                   "armour": {k: tuple(v) for k, v in d["armour"].items()},
                   "wounds": {k: tuple(v) for k, v in d["wounds"].items()},
                   "cell": tuple(d["cell"]) if d["cell"] else None})
        out[f.id] = f
    return out


def own_traps(view: dict) -> set:
    """Unsprung traps this seat laid (the only ones it knows of)."""
    return {tuple(t["trap_cell"]) for t in view["traps"] if "trap_cell" in t}


def hostile(a: Fig, b: Fig) -> bool:
    return a.id != b.id and (a.side != b.side or a.side == "N")


def clamp(p: float) -> float:
    return 0.0 if p < 0 else 1.0 if p > 1 else p


def zone_of(target: Fig, cell) -> str:
    if target.facing is None:
        return "front"
    return square.gladiator_zone(target.cell, target.facing, cell) or "front"


def wound_odds(target: Fig, location: str | None, die: int) -> dict[str, float]:
    """P(wound kind) of a blow that hits (a random location when `location` is None)."""
    locs = [location] if location else list(target.wounds)
    out = dict.fromkeys(KIND_RANK, 0.0)
    for loc in locs:
        arm = protection(target, loc)
        for roll in range(1, die + 1):
            out[wound_kind(target, loc, roll - arm)] += 1.0 / (die * len(locs))
    return out


def hit_chance(attacker: Fig, target: Fig, value: int, from_cell) -> float:
    """The COMBAT test, and the DODGE the target may answer with (not from his rear)."""
    p = clamp(value / 10)
    z = zone_of(target, from_cell)
    can_dodge = z != "rear" and ((target.kind == "gladiator" and target.dfn > 0) or target.hourglass)
    if can_dodge:
        p *= 1 - clamp((target.stats["agility"] - target.crippled - (2 if z == "side" else 0)) / 10)
    return p


def blow(attacker: Fig, target: Fig, location: str | None, die: int, bonus: int = 0,
         from_cell=None) -> tuple[float, dict[str, float]]:
    """(chance the blow lands, wound kind odds if it does)."""
    cell = from_cell or attacker.cell
    value = attacker.stats["combat"] - attacker.crippled + ZONE_BONUS[zone_of(target, cell)] + bonus
    return hit_chance(attacker, target, value, cell), wound_odds(target, location, die)


def steps_to(f: Fig, cell) -> int:
    return max(0, square.chebyshev(f.cell, cell) - 1)
