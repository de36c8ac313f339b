"""2.1: the five arena settings (authored 8x8 boards) and the box's component limits."""
from collections import deque

import numpy as np
import pytest

from rules.ninja_arena import data
from rules.ninja_arena.arena_check import components_used
from rules.ninja_arena.data import ARENAS, DataError, check_arena, load_arena

ORTHO = ((0, 1), (1, 0), (0, -1), (-1, 0))


@pytest.fixture(scope="module")
def arenas():
    return data.all_arenas()


def test_2_1_five_settings_with_printed_names(arenas):
    assert list(arenas) == ["castle", "temple-court", "canyon", "fortress", "reef"]
    assert [b.name for b in arenas.values()] == [
        "The Castle", "The Temple Court", "The Canyon", "The Fortress", "Scenario 5: The Reef"]
    for aid, b in arenas.items():
        assert b.id == aid and b.authored and len(b.notes) > 80


def test_2_1_arenas_are_8x8_with_levels_0_to_3(arenas):
    for b in arenas.values():
        assert (b.width, b.height) == (8, 8)
        assert 0 <= b.level.min() and b.level.max() <= 3
        assert b.level.max() >= 2, f"{b.id}: a mix of levels"


def test_2_1_arenas_fit_the_box_16_tops_10_middle_parts(arenas):
    for b in arenas.values():
        tops, middles = components_used(b)
        assert tops <= 16 and middles <= 10, b.id


def test_2_1_start_areas_on_four_sides_not_in_corners(arenas):
    corners = {(0, 0), (7, 0), (0, 7), (7, 7)}
    for b in arenas.values():
        assert set(b.start_areas) == {"south", "north", "east", "west"}
        seen = set()
        for side, cells in b.start_areas.items():
            assert len(cells) >= 4, (b.id, side)
            for c in cells:
                assert c not in corners and c not in seen
                seen.add(c)
                assert b.level_at(c) == 0, (b.id, side, c)
        assert all(c[1] == 0 for c in b.start_areas["south"])
        assert all(c[1] == 7 for c in b.start_areas["north"])
        assert all(c[0] == 0 for c in b.start_areas["west"])
        assert all(c[0] == 7 for c in b.start_areas["east"])


def test_2_1_every_level_reachable_by_steps_of_one_level(arenas):
    """Step (2.4) climbs at most one level: each raised cell has an orthogonal path from the
    ground with no jump of more than one level."""
    for b in arenas.values():
        seen = {c for c in b.cells() if b.level_at(c) == 0}
        todo = deque(seen)
        while todo:
            x, y = todo.popleft()
            for dx, dy in ORTHO:
                n = (x + dx, y + dy)
                if b.in_bounds(n) and n not in seen and abs(b.level_at(n) - b.level_at((x, y))) <= 1:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(b.cells()), (b.id, set(b.cells()) - seen)


def test_2_1_arenas_are_fair_half_turn_symmetric(arenas):
    for b in arenas.values():
        assert (b.level == b.level[::-1, ::-1]).all(), b.id
    for aid in ("temple-court", "reef"):  # quarter-turn symmetric: all four sides alike
        lv = arenas[aid].level
        assert (lv == np.rot90(lv)).all(), aid


def test_2_1_arenas_have_gaps_to_leap(arenas):
    """Leap over Gap (2.5): same level two spaces ahead with a lower space between."""
    for b in arenas.values():
        leaps = 0
        for (x, y) in b.cells():
            v = b.level_at((x, y))
            for dx, dy in ORTHO:
                g, t = (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
                if v > 0 and b.in_bounds(t) and b.level_at(t) == v and b.level_at(g) < v:
                    leaps += 1
        assert leaps >= 4, b.id


def test_2_8_castle_has_the_model_scenario_corner(arenas):
    """The staging the castle notes give: Shadow (3,2)->(2,2) level 0, Weaponmaster (0,2) steps
    up to the level-1 bastion (1,2), diagonal-steps to (2,1) (level 1), leaps over her to (2,3)
    (level 0: one level too low, clumsy without damage)."""
    b = arenas["castle"]
    assert [b.level_at(c) for c in [(3, 2), (2, 2), (0, 2), (2, 3)]] == [0, 0, 0, 0]
    assert b.level_at((1, 2)) == 1 and b.level_at((2, 1)) == 1


def test_2_1_castle_rows_are_north_first():
    b = load_arena("castle")
    assert b.level_at((1, 1)) == 2 and b.level_at((6, 6)) == 2
    assert b.level_at((3, 3)) == 3 and b.level_at((4, 4)) == 3


def _board(rows, **kw):
    d = {"id": "t", "rows": rows,
         "start_areas": {"south": [[2, 0]], "north": [[2, 7]]}}
    d.update(kw)
    return d


def test_2_1_arena_check_rejects_wrong_size():
    with pytest.raises(DataError, match="board is 7x8, expected 8x8"):
        load_arena(_board(["0000000"] * 8))


def test_2_1_arena_check_rejects_level_above_3():
    rows = ["00000000"] * 7 + ["00004000"]
    with pytest.raises(DataError, match=r"cell \(4, 0\) level 4 is above 3"):
        load_arena(_board(rows))


def test_2_1_arena_check_rejects_corner_start():
    with pytest.raises(DataError, match=r"start area south: cell \(0, 0\) is a corner"):
        load_arena(_board(["00000000"] * 8, start_areas={"south": [[0, 0]]}))


def test_2_1_arena_check_rejects_start_off_its_edge():
    with pytest.raises(DataError, match=r"cell \(3, 4\) is not on the south edge"):
        load_arena(_board(["00000000"] * 8, start_areas={"south": [[3, 4]]}))


def test_2_1_ruling_component_limit_tops_and_middle_parts():
    too_many_tops = ["11111111", "11111111", "10000000"] + ["00000000"] * 5
    with pytest.raises(DataError, match="needs 17 obstacle tops"):
        load_arena(_board(too_many_tops))
    too_many_middles = ["33333300"] + ["00000000"] * 7  # 6 cells x 2 middles
    with pytest.raises(DataError, match="needs 12 middle parts"):
        load_arena(_board(too_many_middles))


def test_4_4_combined_boards_are_16x8_with_two_boxes():
    rows = ["0" * 16] * 8
    b = load_arena(_board(rows), boxes=2)
    assert (b.width, b.height) == (16, 8)
    with pytest.raises(DataError, match="expected 8x8"):
        load_arena(_board(rows))


def test_2_1_bad_board_file_names_file_and_cell(tmp_path):
    p = tmp_path / "mine.json"
    p.write_text('{"id": "mine", "rows": ["0000000x"' + ', "00000000"' * 7 + ']}')
    with pytest.raises(DataError, match=r"mine.json: cell \(7, 7\) level 'x' is not a digit"):
        load_arena(p)                   # a Path: typed by a user; a str is a name


def test_2_1_unknown_arena_name_lists_known():
    with pytest.raises(DataError, match="unknown arena 'moon'.*castle"):
        load_arena("moon")


def test_2_1_arena_ids_match_files():
    for aid in ARENAS:
        assert data.arena_path(aid).exists()
    assert check_arena(load_arena("reef")).id == "reef"


def test_2_1_custom_arena_json_in_the_setup_loads_and_a_wrong_one_is_one_clear_message(tmp_path):
    """2.1 'a creation of your own': a board in the setup (inline: the command line and the
    new-game screen read a typed file into it) is played on; a wrong one raises BadSetup naming
    the board and the problem; a path in place of a name is refused (issue 14)."""
    import json

    from rules.core.engine import BadSetup
    from rules.ninja_arena import RULESET
    rows = ["00000000", "00000000", "00100100", "00011000", "00011000", "00100100",
            "00000000", "00000000"]
    good = tmp_path / "own.json"
    good.write_text(json.dumps({"id": "own", "name": "Own", "authored": True, "rows": rows}))
    st = RULESET.new_game({"board": json.loads(good.read_text())}, 1)
    assert st.arena == "own" and st.levels[3][3] == 1
    with pytest.raises(BadSetup, match="is not a name"):
        RULESET.new_game({"arena": str(good)}, 1)
    for name, board, problem in [
        ("tall.json", {"id": "tall", "rows": ["4" + "0" * 7] + ["0" * 8] * 7}, "level 4 is above 3"),
        ("small.json", {"id": "small", "rows": ["0" * 8] * 7}, "7"),
        ("corner.json", {"id": "corner", "rows": ["0" * 8] * 8,
                         "start_areas": {"south": [[0, 0]]}}, "corner"),
    ]:
        with pytest.raises(BadSetup) as e:
            RULESET.new_game({"board": board}, 1)
        msg = str(e.value)
        assert board["id"] in msg and problem in msg and "\n" not in msg
