"""The Arena's terrain (4B Movement, the Movement and Arrow Cover tables) on a core HexBoard.

Terrain chars: '.' open, 'B' bush, 'F' woods, 'S' swamp off the path, 'P' swamp path, 'L' lake,
'W' wall, 'T' Entrance Teleportal, 'A' Octo Altar and 'I' Random Movement Indicator (both open
ground: printed on the board, they do not change movement).
"""
from __future__ import annotations

from pathlib import Path

from rules.core.board import BoardError, HexBoard, load_board
from rules.core.engine import BadSetup
from rules.core.jsonfile import USER_ARENAS, FileProblem, find_named

OPEN, BUSH, WOODS, SWAMP, PATH, LAKE, WALL, PORTAL, ALTAR, INDICATOR = ".BFSPLWTAI"
KNOWN = set(".BFSPLWTAI")
ARENAS = Path(__file__).resolve().parent / "arenas"


def arena_board(source) -> HexBoard:
    """The board of a set-up: an arena name ("chaos-arena"; shipped, or in saves/arenas/) or a
    board dict (a Path from trusted code). It must be
    a hex board with one teleportal per side in start_areas "good"/"evil" and known terrain."""
    if source is None:
        source = "chaos-arena"
    try:
        if isinstance(source, str):     # a name, never a path: a save must not reach other files
            source = find_named(source, (ARENAS, USER_ARENAS), "arena")
        board = _load(source)
    except (BoardError, FileProblem) as e:
        raise BadSetup(f"board {e}") from None
    if getattr(board, "grid", "square") != "hex":
        raise BadSetup(f"board {board.id}: the Chaos Arena is a hex board (\"grid\": \"hex\")")
    bad = sorted(c for c, t in board.terrain.items() if t not in KNOWN)
    if bad:
        raise BadSetup(f"board {board.id}: cell {bad[0]} has unknown terrain "
                       f"{board.terrain[bad[0]]!r} (known: {''.join(sorted(KNOWN))})")
    for side in ("good", "evil"):
        cells = board.start_areas.get(side, ())
        if len(cells) != 1:
            raise BadSetup(f"board {board.id}: start_areas.{side} must name its one Entrance "
                           f"Teleportal, got {len(cells)} cells")
        if board.terrain_at(cells[0]) != PORTAL:
            raise BadSetup(f"board {board.id}: the {side} teleportal {cells[0]} is not a 'T' cell")
    return board


_LOADED: dict = {}


def _load(source) -> HexBoard:
    """load_board, once per file version: boards are immutable and shared by every state of a
    game already, so games on the same file may share one too (a new game is one file read less:
    a tenth of a short random game's time)."""
    if not isinstance(source, (str, Path)):
        return load_board(source)
    try:
        st = Path(source).stat()
    except OSError:
        return load_board(source)       # its own message for a missing file
    key = (str(source), st.st_mtime_ns, st.st_size)
    board = _LOADED.get(key)
    if board is None:
        board = load_board(source)
        if len(_LOADED) > 16:
            _LOADED.clear()
        _LOADED[key] = board
    return board


def portals(board: HexBoard) -> dict[str, tuple]:
    return {side: board.start_areas[side][0] for side in ("good", "evil")}


_INFO: dict = {}


def info(board) -> dict:
    """Per-board lookups (boards are immutable): cell -> (terrain char, valid neighbours)."""
    key = id(board)
    hit = _INFO.get(key)
    if hit is not None and hit[0] is board:
        return hit[1]
    table = {c: (board.terrain_at(c), tuple(board.neighbours(c))) for c in board.valid}
    if len(_INFO) > 64:
        _INFO.clear()
    _INFO[key] = (board, table)
    return table
