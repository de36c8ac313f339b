"""1-3: the board (terrain kinds, teleportals, altars, indicator; custom boards from JSON) and
the war bands' character cards."""
from __future__ import annotations

import json

import pytest

from rules.core.engine import BadSetup
from rules.chaos_arena import data, terrain
from rules.chaos_arena.moves import reach
from tests.rules.chaos_arena.kit import PACK, fig, game, hex_board, place


def test_1_the_arena_has_every_terrain_kind_and_is_authored():
    b = terrain.arena_board("chaos-arena")
    assert set(b.terrain.values()) == set("BFSPLWTAI")
    assert b.authored and len(b.valid) == 169
    assert terrain.portals(b) == {"good": (0, 7), "evil": (0, -7)}
    assert b.start_areas["altar-good"] and b.start_areas["altar-evil"] and b.start_areas["indicator"]
    raw = json.loads((terrain.ARENAS / "chaos-arena.json").read_text())
    assert raw["authored"] is True and raw["grid"] == "hex"


def test_1_the_arena_is_point_symmetric_so_no_side_is_favoured():
    b = terrain.arena_board("chaos-arena")
    for (q, r), t in b.terrain.items():
        if t != "I":
            assert b.terrain_at((-q, -r)) == t, (q, r)


def test_1_custom_boards_load_by_name_from_saves_arenas_never_by_path(tmp_path, monkeypatch):
    from rules.chaos_arena import terrain
    monkeypatch.setattr(terrain, "USER_ARENAS", tmp_path)      # saves/arenas/, for the test
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(hex_board({(1, 1): "F"}, radius=5)))
    s = PACK.new_game({"board": "mine", "spells": None}, 1)
    assert s.board.terrain_at((1, 1)) == "F" and len(s.board.valid) == 91
    with pytest.raises(BadSetup, match="is not a name"):      # issue 14: a save names no file
        PACK.new_game({"board": str(path), "spells": None}, 1)


def test_1_a_bad_board_is_one_clear_message():
    with pytest.raises(BadSetup, match="unknown terrain 'X'"):
        PACK.new_game({"board": hex_board({(1, 1): "X"})}, 1)
    b = hex_board()
    b["start_areas"] = {"good": [[0, 7]]}
    with pytest.raises(BadSetup, match="start_areas.evil must name its one Entrance Teleportal"):
        PACK.new_game({"board": b}, 1)
    with pytest.raises(BadSetup, match="hex board"):
        PACK.new_game({"board": {"id": "sq", "rows": ["00", "00"]}}, 1)


def test_1_altars_and_the_indicator_are_open_ground():
    s = place(game({(0, -1): "A", (0, -2): "I"}), {"good-warrior-1": (0, 0)})
    assert reach(s, fig(s, "good-warrior-1"))[(0, -2)] == 2


def test_2_twenty_four_character_cards_consistent_with_the_text():
    cards = data.characters()
    assert len(cards) == 24
    for side in data.SIDES:
        band = [c for c in cards.values() if c.side == side]
        counts = {t: sum(c.type == t for c in band) for t in data.TYPES}
        assert counts == {"scout": 3, "archer": 2, "warrior": 3, "berserker": 2, "knight": 1, "mage": 1}
    by = {c.type: c for c in cards.values() if c.side == "good"}
    assert (by["scout"].oomph, by["scout"].dmg, by["scout"].drowns_on) == (1, 1, 1)
    assert by["warrior"].oomph == 3 and (by["berserker"].oomph, by["berserker"].dice) == (4, 2)
    assert (by["knight"].oomph, by["knight"].dmg) == (5, 2)
    assert sum(c.arrows for c in cards.values()) == 12 and by["archer"].arrows == 3
    # only the Mage, the Knight and the Berserkers have a wounded side (more than 1 life)
    assert {c.type for c in cards.values() if c.wounded} == {"mage", "knight", "berserker"}
    assert all((c.lives == 2) == (c.wounded is not None) for c in cards.values())
