"""The packs whose rules have sight explain it for the table's overlay (issue 15): for every
figure on the board of a shipped game and every cell, the pack's map (`sight`) and its traced,
worded line (`explain_sight`) agree, and the words say which way it went without ids or raw
coordinates."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"ninja-arena-model-scenario.json": ("visible", "concealed"),
         "morituri-barbarian-vs-killer.json": ("in reach", "out of reach"),
         "chaos-arena-example.json": ("visible", "concealed"),
         "gladiator-solo-grim.json": ("clear track", "blocked")}


def _state(save: str):
    from game.session import Session
    from game.simulate import load_log
    pack, setup, seed, log = load_log(json.loads((ROOT / "saves" / save).read_text()), save)
    s = Session(pack, setup, seed)
    for seat, action in log:
        s.act(seat, action)
    return pack, s.state


def _cells(pack, state) -> list:
    """Every cell of the game's board."""
    if pack.id == "ninja-arena":
        return [(x, y) for y in range(state.height) for x in range(state.width)]
    if pack.id == "morituri":
        from rules.morituri.geometry import board
        return list(board(state.board).cells())
    if pack.id == "gladiator":
        h, w = state.board.level.shape
        return [(x, y) for y in range(h) for x in range(w)]
    return list(state.board.cells())


@pytest.mark.parametrize("save", sorted(GAMES))
def test_the_map_and_the_explained_line_agree_on_every_cell(save):
    pack, state = _state(save)
    yes, no = GAMES[save]
    figures = [fid for fid, _, _ in pack.figure_cells(state)]
    maps = [(fid, pack.sight(state, fid)) for fid in figures]
    maps = [(fid, m) for fid, m in maps if m is not None]
    assert maps, "no figure on the board to look from"
    checked = 0
    for fid, info in maps[:3]:
        for cell in _cells(pack, state):
            if tuple(cell) == tuple(info.cell):
                continue
            line = pack.explain_sight(state, fid, cell)
            assert line.visible == (not info.concealed(cell)), (fid, cell, line.reason)
            assert line.reason.startswith(yes if line.visible else no), line.reason
            assert str(tuple(cell)) not in line.reason and fid not in line.reason.split()
            checked += 1
    assert checked > 20


def test_a_figure_off_the_board_has_no_sight():
    pack, state = _state("chaos-arena-example.json")
    waiting = [f.id for f in state.figs if f.status != "arena"]
    assert waiting and pack.sight(state, waiting[0]) is None
