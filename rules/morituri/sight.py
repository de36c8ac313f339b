"""Who a figure can reach with an attack (IV.3, Fig. 3), for the table's line-of-sight overlay.

The overlay's question is IV.3's: can an attack go from the figure to that space? At distance 1
always; at distance 2 on a straight line the space between must be free, off the lines one of
the two spaces between is enough (Fig. 3); farther, a free hex line (geometry.attack_space is
the rule the attacks use; this module only puts its answer in players' words). A space is
taken by a figure (standing or lying) or a wall (outside the arena).
"""
from __future__ import annotations

from rules.core import hexgrid
from rules.core.sight import SightLine, SightMap, hex_distance2_sight, hexes_away, sight_either
from rules.morituri.geometry import attack_space, board


def _name(f) -> str:
    return f.deck.replace("_", " ").title()


def _blocks(state, brd, a):
    def blocks(c):
        if not brd.in_bounds(c):
            return f"the arena wall {hexes_away(a, c)} is in the way"
        f = state.at(c)
        if f is not None:
            return f"the {_name(f)} {hexes_away(a, c)} is in the way"
        return False
    return blocks


def sight_map(state, fid: str) -> SightMap | None:
    """None for a figure out of the fight."""
    f = state.fig(fid)
    if not f.alive:
        return None
    brd = board(state.board)
    hidden = frozenset(c for c in brd.cells() if c != f.cell
                       and not attack_space(state, brd, f.cell, c)[0])
    return SightMap(fid, _name(f), tuple(f.cell), hidden)


def explain(state, fid: str, cell) -> SightLine:
    f = state.fig(fid)
    a, b = tuple(f.cell), tuple(cell)
    brd = board(state.board)
    d = hexgrid.distance(a, b)
    if d <= 1:
        return SightLine(a, b, (), None, True, "in reach: the next space (IV.3)")
    blocks = _blocks(state, brd, a)
    if d == 2:
        line = hex_distance2_sight(a, b, blocks)
        if line.visible:
            why = ("in reach: the space between is free (IV.3)" if len(line.cells) == 1 else
                   "in reach: off the straight lines one of the two spaces between is free (Fig. 3)")
        elif len(line.cells) == 2:
            why = ("out of reach: off the straight lines both spaces between are taken (Fig. 3): "
                   + line.reason)
        else:
            why = f"out of reach: {line.reason} (IV.3)"
        return line._replace(reason=why)
    line = sight_either(a, b, blocks)
    if line.visible:
        return line._replace(reason=f"in reach: a free line {hexes_away(a, b)} long (IV.3)")
    return line._replace(reason=f"out of reach: {line.reason} (IV.3)")
