"""What a ninja can see and hit, for the line-of-sight overlay: asked of the rules, never decided
here.

- Concealment (2.5) is the pack's: `Resolver.sight_line` (rules/ninja_arena/resolve.py, the 2.5
  rule plugged into rules/core/sight.sight) explains one line (`blocked_by`); the whole board
  comes from `rules.core.sight.visibility_map` with the core's `higher_than_both` (the same 2.5
  rule, vectorised; tests/scenes/test_sight_overlay.py checks the two agree on every cell).
- The ranged line is the pack's `Resolver.line_ahead(n, weapon.reach)`: straight ahead, within
  the weapon's printed range; a cell on it can be hit when it is also unconcealed.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

Cell = tuple[int, int]


@dataclass(frozen=True)
class SightInfo:
    viewer: str                      # figure id
    cell: Cell
    visible: np.ndarray              # [y, x] bool: unconcealed from the viewer
    line: tuple[Cell, ...]           # straight ahead within the ranged weapon's range
    hittable: frozenset              # cells of `line` that are unconcealed (a ranged attack reaches)
    weapon: str | None
    reach: int | None

    def concealed(self, cell: Cell) -> bool:
        return not bool(self.visible[cell[1], cell[0]])


def _resolver(state):
    from rules.ninja_arena.resolve import Resolver
    return Resolver(state, None)     # read-only use: board queries, no events, no mutation


def sight_info(state, fid: str) -> SightInfo:
    from rules.core.sight import higher_than_both, visibility_map
    from rules.ninja_arena import hooks
    r = _resolver(state)
    n = state.ninja(fid)
    others = [m.pos for m in state.ninjas if m.alive and m.id != fid]
    levels = np.asarray(state.levels, dtype=np.int16)
    vis = visibility_map(n.pos, levels.shape, higher_than_both(levels, others)).visible
    weapon = hooks.WEAPONS.get(n.ranged) if n.ranged else None
    reach = weapon.reach if weapon is not None else 0
    if weapon is None or r.blinded(n):          # 3.4: blinded = weaponless
        line: tuple = ()
    else:
        line = tuple(r.line_ahead(n, reach))
    hittable = frozenset(c for c in line if vis[c[1], c[0]])
    return SightInfo(fid, tuple(n.pos), vis, line, hittable, n.ranged, reach)


def eye_line(state, fid: str, cell: Cell):
    """The pack's SightLine from the figure to `cell` (cells between, `blocked_by`, reason)."""
    n = state.ninja(fid)
    return _resolver(state).sight_line(tuple(n.pos), tuple(cell))
