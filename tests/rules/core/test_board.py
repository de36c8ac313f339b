"""Boards: the team's JSON format, arrays indexed [y, x] with y = 0 south, one-line errors."""
import json

import numpy as np
import pytest

from rules.core.board import Board, BoardError, HexBoard, edge, load_board


def castle(**over):
    d = {
        "id": "castle", "name": "The Castle", "authored": True,
        "rows": ["0012", "0110", "0000"],
        "terrain": ["..w.", "....", "...."],
        "start_areas": {"south": [[0, 0], [1, 0]], "north": [[3, 2]]},
        "notes": "test",
    }
    d.update(over)
    return d


def test_rows_are_north_first_and_arrays_are_y_x():
    b = load_board(castle())
    assert isinstance(b, Board)
    assert (b.width, b.height) == (4, 3)
    assert b.level[2, 3] == 2 and b.level_at((3, 2)) == 2   # top row, last char
    assert b.level_at((1, 1)) == 1 and b.level_at((0, 0)) == 0
    assert b.terrain_at((2, 2)) == "w" and b.terrain_at((0, 0)) == "."
    assert b.start_areas == {"south": ((0, 0), (1, 0)), "north": ((3, 2),)}
    assert b.level.dtype == np.int8


def test_in_bounds_and_cells():
    b = load_board(castle())
    assert b.in_bounds((3, 2)) and not b.in_bounds((4, 0)) and not b.in_bounds((0, -1))
    assert len(list(b.cells())) == 12


def test_load_from_file_and_round_trip(tmp_path):
    p = tmp_path / "castle.json"
    p.write_text(json.dumps(castle()))
    b = load_board(p)
    again = load_board(b.to_dict())
    assert (again.level == b.level).all() and (again.terrain == b.terrain).all()
    assert again.start_areas == b.start_areas


@pytest.mark.parametrize("over, message", [
    ({"rows": ["0000", "000", "0000"]}, "castle.json: row 1 has 3 cells, expected 4"),
    ({"rows": ["0000", "0x00", "0000"]}, "castle.json: cell (1, 1) level 'x' is not a digit"),
    ({"start_areas": {"south": [[9, 0]]}}, "castle.json: start area south: cell (9, 0) is off the board"),
    ({"terrain": ["....", "...."]}, "castle.json: terrain has 2 rows, expected 3"),
    ({"terrain": ["....", "...", "...."]}, "castle.json: terrain row 1 has 3 cells, expected 4"),
    ({"walls": [[[0, 0], [2, 0]]]}, "are not orthogonal neighbours"),
    ({"walls": [[[0, 0], [0, -1]]]}, "is off the board"),
    ({"rows": []}, "castle.json: rows is empty"),
])
def test_errors_name_the_board_the_cell_and_the_problem(tmp_path, over, message):
    p = tmp_path / "castle.json"
    p.write_text(json.dumps(castle(**over)))
    with pytest.raises(BoardError) as e:
        load_board(p)
    assert message in str(e.value)
    assert "\n" not in str(e.value)


def test_missing_field_and_bad_json_are_one_line(tmp_path):
    d = castle()
    del d["rows"]
    with pytest.raises(BoardError, match=r"^castle: rows: Field required$"):
        load_board(d)
    p = tmp_path / "bad.json"
    p.write_text("{not json")
    with pytest.raises(BoardError, match=r"^bad.json: not a board \(bad JSON at line 1"):
        load_board(p)
    with pytest.raises(BoardError, match=r"^nope.json: no such file"):
        load_board(tmp_path / "nope.json")
    assert issubclass(BoardError, ValueError)


def test_walls_block_orthogonal_steps_and_diagonals_only_when_separated():
    b = load_board(castle(walls=[[[0, 0], [1, 0]]]))
    assert b.wall_between((0, 0), (1, 0)) and b.wall_between((1, 0), (0, 0))
    assert not b.wall_between((0, 0), (0, 1))
    assert not b.wall_between((0, 0), (1, 1))       # detour via (0, 1) is open
    b2 = load_board(castle(walls=[[[0, 0], [1, 0]], [[0, 1], [1, 1]]]))   # a straight wall
    assert b2.wall_between((0, 0), (1, 1)) and b2.wall_between((1, 0), (0, 1))
    assert edge((0, 0), (1, 0)) in b2.walls


def test_hex_board_radius_and_cells():
    b = load_board({"id": "arena", "grid": "hex", "radius": 2,
                    "cells": [[0, 0, 1, "a"], [3, -1]],
                    "start_areas": {"a": [[0, 2]]}})
    assert isinstance(b, HexBoard)
    assert len(b.valid) == 19 + 1 and len(list(b.cells())) == 20
    assert b.level_at((0, 0)) == 1 and b.terrain_at((0, 0)) == "a"
    assert b.level_at((1, 0)) == 0 and b.terrain_at((1, 0)) == "."
    assert b.in_bounds((3, -1)) and not b.in_bounds((3, 0))
    assert load_board(b.to_dict()).valid == b.valid
    with pytest.raises(BoardError, match=r"start area b: cell \(5, 5\) is off the board"):
        load_board({"id": "arena", "grid": "hex", "radius": 1, "start_areas": {"b": [[5, 5]]}})
    with pytest.raises(BoardError, match=r"cell \(0, 0\) level 12 is not a digit"):
        load_board({"id": "arena", "grid": "hex", "cells": [[0, 0, 12]]})


def test_board_arrays_are_read_only_and_with_levels_copies():
    b = load_board(castle())
    with pytest.raises(ValueError):
        b.level[0, 0] = 5
    b2 = b.with_levels({(0, 0): 3})
    assert b2.level_at((0, 0)) == 3 and b.level_at((0, 0)) == 0
    assert b2.start_areas == b.start_areas


def test_board_from_arrays_and_rows():
    b = Board(id="raw", level=np.array([[0, 1], [2, 3]]))
    assert b.level_at((1, 1)) == 3 and b.terrain_at((0, 0)) == "." and b.level.dtype == np.int8
    r = Board.from_rows(["12", "00"])
    assert r.level_at((0, 1)) == 1 and r.level_at((1, 0)) == 0
    with pytest.raises(BoardError, match="terrain shape"):
        Board(id="bad", level=np.zeros((2, 2)), terrain=np.full((1, 2), "."))


def test_neighbours_on_the_board_and_terrain_mask():
    b = load_board(castle())
    assert sorted(b.neighbours((0, 0))) == [(0, 1), (1, 0), (1, 1)]
    assert len(b.neighbours((1, 1))) == 8
    m = b.terrain_mask("w")
    assert m[2, 2] and m.sum() == 1
    h = load_board({"id": "h", "grid": "hex", "radius": 1, "cells": [[1, 0, 0, "w"]]})
    assert len(h.neighbours((0, 0))) == 6 and len(h.neighbours((1, 0))) == 3
    assert h.cells_with_terrain("w") == {(1, 0)}


def test_rays_run_to_the_edge():
    b = load_board(castle())
    assert b.ray((0, 0), 2) == [(1, 0), (2, 0), (3, 0)]
    assert b.ray((0, 0), 1) == [(1, 1), (2, 2)]
    assert b.ray((0, 0), 4) == []
    h = load_board({"id": "h", "grid": "hex", "radius": 2})
    assert h.ray((0, 0), 1) == [(0, -1), (0, -2)]
    from rules.core import hexgrid
    assert [hexgrid.neighbour((0, 0), 3, i) for i in (1, 2)] == h.ray((0, 0), 3)


def test_pydantic_errors_are_one_line_and_name_the_field():
    with pytest.raises(BoardError) as e:
        load_board(castle(start_areas={"south": [[1, "2"]]}))
    msg = str(e.value)
    assert msg.startswith("castle: start_areas.south.0.1:") and "\n" not in msg
    with pytest.raises(BoardError, match=r"^castle: colour: Extra inputs are not permitted$"):
        load_board(castle(colour="red"))
    with pytest.raises(BoardError, match="must be a JSON object"):
        load_board_from_text("[1, 2]")
    with pytest.raises(BoardError, match="^thing: expected a board file path or dict"):
        load_board(42, name="thing")


def load_board_from_text(text, tmp=None):
    import tempfile, os
    fd, path = tempfile.mkstemp(suffix=".json")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    try:
        return load_board(path)
    finally:
        os.unlink(path)


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_board_json_round_trip(data):
    h = data.draw(st.integers(1, 6))
    w = data.draw(st.integers(1, 6))
    rows = ["".join(data.draw(st.lists(st.sampled_from("0123456789"), min_size=w, max_size=w)))
            for _ in range(h)]
    terrain = ["".join(data.draw(st.lists(st.sampled_from(".wf#"), min_size=w, max_size=w)))
               for _ in range(h)]
    cells = st.tuples(st.integers(0, w - 1), st.integers(0, h - 1))
    south = sorted(data.draw(st.sets(cells, max_size=4)))
    b = load_board({"id": "r", "rows": rows, "terrain": terrain,
                    "start_areas": {"south": [list(c) for c in south]}})
    again = load_board(b.to_dict())
    assert (again.level == b.level).all() and (again.terrain == b.terrain).all()
    assert again.start_areas == b.start_areas and again.walls == b.walls
    assert b.to_dict()["rows"] == rows
