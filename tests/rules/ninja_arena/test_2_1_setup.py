"""2.1 Set-up (and 3.1/4.1 set-up changes that are not weapon draws)."""
from __future__ import annotations

import pytest

from rules.core.engine import BadSetup
from rules.ninja_arena import RULESET as PACK
from tests.rules.ninja_arena.fights import board


def test_2_1_default_game_two_players_life_ten_standard_weapons():
    s = PACK.new_game({}, 1)
    assert [n.type for n in s.ninjas] == ["shadow", "weaponmaster"]
    for n in s.ninjas:
        assert n.life == 10
        assert (n.melee, n.melee_uses, n.ranged, n.ranged_uses) == ("sword", None, "throwing_stars", 6)


def test_2_1_default_sides_go_clockwise_from_south():
    players = [{"seat": f"p{i}", "ninjas": [{"type": t}]}
               for i, t in enumerate(["shadow", "weaponmaster", "shadow", "weaponmaster"], 1)]
    s = PACK.new_game({"players": players}, 1)
    ys = {n.seat: n.pos for n in s.ninjas}
    assert ys["p1"][1] == 0 and ys["p2"][0] == 0 and ys["p3"][1] == 7 and ys["p4"][0] == 7
    s2 = PACK.new_game({"players": players[:2]}, 1)
    assert s2.ninjas[0].pos[1] == 0 and s2.ninjas[1].pos[1] == 7   # two players sit opposite


def test_2_1_figures_face_the_opposing_start_area():
    players = [{"seat": f"p{i}", "ninjas": [{"type": t}]}
               for i, t in enumerate(["shadow", "weaponmaster", "shadow", "weaponmaster"], 1)]
    s = PACK.new_game({"players": players}, 1)
    assert [n.facing for n in s.ninjas] == [0, 2, 4, 6]     # S->N, W->E, N->S, E->W


def test_2_1_default_positions_avoid_corners_and_use_the_start_area():
    players = [{"seat": "p1", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]},
               {"seat": "p2", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]}]
    s = PACK.new_game({"players": players, "variants": ["team"]}, 1)
    corners = {(0, 0), (7, 0), (0, 7), (7, 7)}
    cells = [n.pos for n in s.ninjas]
    assert len(set(cells)) == 4 and not corners & set(cells)
    rows = board()["rows"]
    no_area = PACK.new_game({"board": {"id": "x", "rows": rows}, "players": players,
                             "variants": ["team"]}, 1)
    assert not corners & {n.pos for n in no_area.ninjas}


def test_2_1_staged_positions_anywhere_on_the_board():
    players = [{"seat": "p1", "ninjas": [{"type": "shadow", "position": [4, 4], "facing": "W"}]},
               {"seat": "p2", "ninjas": [{"type": "weaponmaster", "position": [0, 0], "facing": 2}]}]
    s = PACK.new_game({"players": players}, 1)
    assert [(n.pos, n.facing) for n in s.ninjas] == [((4, 4), 6), ((0, 0), 2)]


@pytest.mark.parametrize("setup, words", [
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow"}]}]}, "2 to 4"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow"}]},
                  {"seat": "p1", "ninjas": [{"type": "shadow"}]}]}, "unique"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "position": [9, 0]}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "off the board"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "position": [1, 1]}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster", "position": [1, 1]}]}]}, "taken"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "facing": "NE"}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "facing"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "ninja"}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "type"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow"}]},
                  {"seat": "p2", "ninjas": [{"type": "shadow"}]},
                  {"seat": "p3", "ninjas": [{"type": "shadow"}]}]}, "shadow ninjas"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "weapons": {"melee": "nunchaku"}}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "2.2"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "weapons": {"melee": "throwing_stars"}}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "not melee"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow", "life": 11}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "life"),
    ({"variants": ["team"], "players": [{"seat": "p1", "team": "x", "ninjas": [{"type": "shadow"}]},
                  {"seat": "p2", "team": "x", "ninjas": [{"type": "weaponmaster"}]}]}, "one team"),
    ({"arena": "atlantis"}, "unknown arena"),
    ({"players": [{"seat": "p1", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "team variant"),
    ({"players": [{"seat": "p1", "team": "x", "ninjas": [{"type": "shadow"}]},
                  {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "team variant"),
    ({"variants": ["zombies"]}, "unknown variant"),
])
def test_2_1_bad_setups_raise_badsetup_naming_the_problem(setup, words):
    with pytest.raises(BadSetup) as e:
        PACK.new_game(setup, 1)
    assert words in str(e.value)


def test_2_1_life_is_clipped_at_ten():
    from rules.ninja_arena.resolve import Resolver
    s = PACK.new_game({}, 1).copy()
    ctx = Resolver(s, [])
    s.ninjas[0].life = 9
    assert ctx.heal(s.ninjas[0].id, 4) == 1 and s.ninjas[0].life == 10


def test_2_2_standard_weapons_sword_4_unlimited_range_1_stars_2_six_range_6():
    from rules.ninja_arena import hooks
    sword, stars = hooks.WEAPONS["sword"], hooks.WEAPONS["throwing_stars"]
    assert (sword.damage, sword.applications, sword.reach) == (4, None, 1)
    assert (stars.damage, stars.applications, stars.reach) == (2, 6, 6)
