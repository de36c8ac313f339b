"""What a character can aim at with a missile, for the table's line-of-sight overlay: walls and
the Altar of Life block the track completely (terrain.missile_line, the rule the shots use);
characters and fire between cost -1 to hit each, shadow -4 (terrain.obstacle_modifiers); a
target standing in shadow cannot be aimed at at all (terrain.invisible). This module maps the
answer over the arena and puts it in players' words.
"""
from __future__ import annotations

from rules.core.sight import SightLine, SightMap, square_name
from rules.gladiator import terrain as T


def sight_map(state, fid: str) -> SightMap | None:
    """None for a character no longer in the arena."""
    f = state.fig(fid)
    if not f.present:
        return None
    a = tuple(f.cell)
    h, w = state.board.level.shape
    hidden = frozenset((x, y) for y in range(h) for x in range(w)
                       if (x, y) != a and not T.missile_line(state, a, (x, y)).visible)
    return SightMap(fid, f.name, a, hidden)


def explain(state, fid: str, cell) -> SightLine:
    f = state.fig(fid)
    a, b = tuple(f.cell), tuple(cell)
    line = T.missile_line(state, a, b)
    if not line.visible:
        c = line.blocked_by
        what = "the Altar of Life" if T.ALTAR in state.terrain_at(c) else "a wall"
        return line._replace(reason=f"blocked: {what} at {square_name(c)} stops every missile")
    costs = []
    for c in line.cells:
        if state.at(c) is not None:
            costs.append(f"a character at {square_name(c)} -1")
        t = state.terrain_at(c)
        costs += [f"fire at {square_name(c)} -1"] * t.count(T.FIRE)
        costs += [f"shadow at {square_name(c)} -4"] * t.count(T.SHADOW)
    target = state.at(b)
    if target is not None and T.invisible(state, target):
        return line._replace(reason=f"clear track, but the {target.name} there is in shadow: "
                                    "no bow or throw may aim at him")
    if costs:
        return line._replace(reason="clear track, to hit " + ", ".join(costs))
    return line._replace(reason="clear track: nothing between costs to hit")
