"""What a character can see (4B, 4D), for the table's line-of-sight overlay: the woods block a
line of sight (arrows fly over walls, bushes, lakes and characters); one woods hex at either
end does not; a line running exactly along a hex edge is clear if either side is (ruling
4B-edge). The rule is shooting.line_of_fire (the one arrows and spells use); this module puts
its answer in players' words and maps it over the arena.
"""
from __future__ import annotations

from rules.core.sight import SightLine, SightMap, hexes_away
from rules.chaos_arena import data
from rules.chaos_arena.shooting import line_of_fire


def _name(fid: str) -> str:
    c = data.characters().get(fid)
    return c.name if c else fid.replace("-", " ")


def sight_map(state, fid: str) -> SightMap | None:
    """The cells the character cannot see (the woods between); None outside the Arena."""
    f = state.fig(fid)
    if f.status != "arena" or f.cell is None:
        return None
    a = tuple(f.cell)
    hidden = frozenset(c for c in state.board.cells()
                       if c != a and not line_of_fire(state.board, a, c).visible)
    return SightMap(fid, _name(fid), a, hidden)


def explain(state, fid: str, cell) -> SightLine:
    f = state.fig(fid)
    a, b = tuple(f.cell), tuple(cell)
    line = line_of_fire(state.board, a, b)
    if line.visible:
        return line._replace(reason="visible: no woods between (4B)")
    return line._replace(reason=f"concealed: the woods {hexes_away(a, line.blocked_by)} block the "
                                "line (4B; one woods hex at either end would not)")
