"""The anchors `main.py bench` measures our figures against, in the same run.

Real anchors, from the `bench` extra (`pip install -e .[bench]`): python-chess (a pure-Python
rules engine with legal move generation: random plies per second, board copies) and libtcod's
symmetric shadowcast (the standard field of view of grid games). Without the extra each figure
falls back to a reference of our own making (plain dict steps, plain dict copies, the scalar
`sight` traced cell by cell), and the line says so.
"""
from __future__ import annotations

import importlib.util
import random
import time
from typing import Callable

INSTALL = "pip install -e .[bench]"
FIELDS = 20  # the fallback state: about as many fields as a pack's figure


def have(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def missing_extra() -> str | None:
    """One line naming what is missing and how to install it, or None."""
    missing = [name for name, module in (("python-chess", "chess"), ("tcod", "tcod")) if not have(module)]
    if not missing:
        return None
    return (f"bench: {' and '.join(missing)} not installed ({INSTALL} for the real anchors); "
            f"those figures use our own references instead")


# ----------------------------------------------------------------------------- random play

def _chess_game(rng: random.Random) -> int:
    import chess
    board, plies = chess.Board(), 0
    while not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
        plies += 1
    return plies


def _plain_state() -> dict:
    return {"figures": [{f"f{i}": i for i in range(FIELDS)} for _ in range(2)], "round": 1, "log": []}


def plain_copy(state: dict) -> dict:
    """The fallback for copies: a small plain dict state copied."""
    return {"figures": [dict(f) for f in state["figures"]], "round": state["round"], "log": []}


def _plain_game(rng: random.Random) -> int:
    """The fallback for random play: 100 'actions' as bare dict work (copy, move, note)."""
    state = _plain_state()
    for _ in range(100):
        state = plain_copy(state)
        fig = state["figures"][state["round"] % 2]
        fig["f0"] = rng.randrange(8)
        state["round"] += 1
        state["log"].append(("moved", fig["f0"]))
    return 100


def play_anchor() -> tuple[str, Callable[[random.Random], int]]:
    """(name, one_game(rng) -> actions) of the random-play anchor."""
    if have("chess"):
        return "python-chess random plies", _chess_game
    return "plain dict steps (fallback)", _plain_game


def actions_per_second(one_game: Callable[[random.Random], int], seconds: float, seed: int = 1,
                       clock: Callable[[], float] = time.perf_counter) -> float:
    """Whole games of `one_game(rng) -> actions` until `seconds` have passed on `clock`; actions
    per second."""
    rng = random.Random(seed)
    done, start = 0, clock()
    while True:
        done += one_game(rng)
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


# ----------------------------------------------------------------------------- copies

def copy_anchor() -> tuple[str, Callable[[], object]]:
    """(name, copy()) of the copy anchor: a middle-game chess.Board copied without its move stack
    (what a search copies), else a plain dict state."""
    if have("chess"):
        import chess
        board, rng = chess.Board(), random.Random(3)
        for _ in range(30):
            board.push(rng.choice(list(board.legal_moves)))
        return "chess.Board.copy(stack=False)", lambda: board.copy(stack=False)
    state = _plain_state()
    return "a plain dict state copied (fallback)", lambda: plain_copy(state)


# ----------------------------------------------------------------------------- field of view

def fov_anchor(levels, viewer: tuple[int, int]) -> tuple[str, Callable[[], object]]:
    """(name, compute()) of the field-of-view anchor on the same height board: tcod's symmetric
    shadowcast with the cells no higher than the viewer's level transparent; without tcod, our
    scalar `sight` traced to every cell."""
    if have("tcod"):
        import tcod
        x, y = viewer
        transparent = levels <= levels[y, x]
        return ("tcod symmetric shadowcast",
                lambda: tcod.map.compute_fov(transparent, (y, x), 0, True,
                                             tcod.constants.FOV_SYMMETRIC_SHADOWCAST))
    from rules.core.sight import higher_than_both, sight
    rule = higher_than_both(levels)
    h, w = levels.shape
    cells = [(cx, cy) for cy in range(h) for cx in range(w)]
    return ("sight() traced to every cell (fallback)",
            lambda: [sight(viewer, c, rule).visible for c in cells])
