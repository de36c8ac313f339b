"""A seeded random arena for each game: the same (game, seed, knobs) always gives the same arena,
and every arena it gives is legal for its game (it draws again, from the same seed's stream,
until the game's check finds nothing).

Knobs: `height` (the highest level, Ninja Arena), `density` (the share of cells raised or given
terrain), `symmetry` (1, 2 or 4 as in the draft's painting)."""
from __future__ import annotations

import numpy as np

from game.workshop.draft import Draft
from game.workshop.packs import pack

TRIES = 200
# What each game scatters, with weights (the rest stays open ground).
SCATTER = {
    "gladiator": ("FPCWS", (2, 2, 2, 3, 2)),
    "chaos-arena": ("BFSPLW", (3, 3, 2, 1, 2, 2)),
}


class GenerateError(ValueError):
    pass


def generate(ruleset: str, seed: int, *, height: int = 2, density: float = 0.2,
             symmetry: int = 2) -> Draft:
    if not 0.0 <= density <= 0.6:
        raise GenerateError(f"density {density} is outside 0-0.6")
    p = pack(ruleset)
    if p.fixed:
        raise GenerateError(p.fixed)
    if p.max_level and not 1 <= height <= p.max_level:
        raise GenerateError(f"height {height} is outside 1-{p.max_level}")
    rng = np.random.default_rng(seed)
    for _ in range(TRIES):
        d = p.blank()
        d.id = d.name = f"random-{seed}"
        d.set_symmetry(1 if (symmetry == 4 and d.grid == "hex") else symmetry)
        _scatter(d, rng, height, density)
        if not p.problems(d.to_board()):
            d._undo.clear()
            return d
    raise GenerateError(f"no legal {p.name} arena after {TRIES} draws (seed {seed}); lower the density")


def _free(d: Draft) -> list:
    """Cells the generator may change: not a start cell, not a printed place of the blank."""
    fixed = set(d.terrain) | {c for cells in d.starts.values() for c in cells}
    return [c for c in d.cells if c not in fixed]


def _scatter(d: Draft, rng, height: int, density: float) -> None:
    free = _free(d)
    target = int(round(density * len(d.cells)))
    order = rng.permutation(len(free))
    chars, weights = SCATTER.get(d.ruleset, ("", ()))
    probs = np.array(weights, dtype=float) / sum(weights) if weights else None
    done = 0
    d.begin()
    for i in order:
        if done >= target:
            break
        c = free[int(i)]
        if d.level_at(c) or c in d.terrain:
            continue
        if d.max_level:
            d.paint(c, level=int(rng.integers(1, max(1, height) + 1)), stroke=True)
        elif chars:
            d.paint(c, terrain=str(rng.choice(list(chars), p=probs)), stroke=True)
        done += len(d.images(c))
