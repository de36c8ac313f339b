"""Morituri's arena in the workshop. The arena is fixed (I.6: the hex board, walls all round it,
six corners to start in), so the workshop never paints it: it opens it to stage a fight on it
(F: placement.py). An arena file is legal for Morituri only if it is that arena."""
from __future__ import annotations

from rules.core.arenacheck import Problem
from rules.morituri.geometry import DATA, board
from rules.morituri.setup import CORNERS

PALETTE = ()
WORKSHOP = {
    "max_level": 0,
    "sides": CORNERS,
    "blank": DATA / "arena.json",
    "fixed": "Morituri is fought in its one arena (I.6): F places the figures on it",
}


def problems(board_) -> list[Problem]:
    shipped = board("arena")
    if getattr(board_, "grid", "square") != "hex" or set(board_.cells()) != set(shipped.cells()):
        return [Problem(None, "Morituri is fought in its one arena (I.6), not another")]
    return []
