"""What a ninja can see and hit (2.5), for the table's line-of-sight overlay.

- `sight_map(state, fid)`: the concealed cells come from `rules.core.sight.visibility_map` with
  the core's `higher_than_both` (the 2.5 rule, vectorised; a test checks it agrees with the
  traced line on every cell); the ranged line is `Resolver.line_ahead(n, weapon.reach)`:
  straight ahead, within the weapon's printed range; a cell on it can be hit when unconcealed.
- `explain(state, fid, cell)`: the traced line (`Resolver.sight_line`, the 2.5 rule plugged
  into rules/core/sight.sight) with its reason in words: which block is higher than both ends.
"""
from __future__ import annotations

import numpy as np

from rules.core.sight import SightLine, SightMap, square_name

Cell = tuple[int, int]


def _resolver(state):
    from rules.ninja_arena.resolve import Resolver
    return Resolver(state, None)     # read-only use: board queries, no events, no mutation


def _name(n) -> str:
    return n.type.replace("_", " ").title() if hasattr(n, "type") else str(n.id)


def sight_map(state, fid: str) -> SightMap | None:
    """None for a ninja no longer on the board."""
    from rules.core.sight import higher_than_both, visibility_map
    from rules.ninja_arena import hooks
    r = _resolver(state)
    n = state.ninja(fid)
    if not n.alive:
        return None
    others = [m.pos for m in state.ninjas if m.alive and m.id != fid]
    levels = np.asarray(state.levels, dtype=np.int16)
    vis = visibility_map(n.pos, levels.shape, higher_than_both(levels, others)).visible
    weapon = hooks.WEAPONS.get(n.ranged) if n.ranged else None
    reach = weapon.reach if weapon is not None else 0
    if weapon is None or r.blinded(n):          # 3.4: blinded = weaponless
        line: tuple = ()
    else:
        line = tuple(r.line_ahead(n, reach))
    hidden = frozenset((int(x), int(y)) for y, x in zip(*np.nonzero(~vis)))
    hittable = frozenset(c for c in line if vis[c[1], c[0]])
    return SightMap(fid, _name(n), tuple(n.pos), hidden, line, hittable)


def explain(state, fid: str, cell: Cell) -> SightLine:
    """The 2.5 line from the ninja to `cell`, its reason in players' words."""
    n = state.ninja(fid)
    a, b = tuple(n.pos), tuple(cell)
    line = _resolver(state).sight_line(a, b)
    lv = state.levels
    la, lb = lv[a[1]][a[0]], lv[b[1]][b[0]]
    ends = f"level {la}" if la == lb else f"levels {min(la, lb)} and {max(la, lb)}"
    if line.visible:
        return line._replace(reason=f"visible: nothing between is higher than both ({ends})")
    c = line.blocked_by
    h = lv[c[1]][c[0]]
    if any(m.alive and tuple(m.pos) == c for m in state.ninjas):
        why = (f"concealed: the ninja on {square_name(c)} stands on level {h} and counts one "
               f"level more, higher than both ({ends})")
    else:
        why = f"concealed: the level-{h} block at {square_name(c)} is higher than both ({ends})"
    return line._replace(reason=why)
