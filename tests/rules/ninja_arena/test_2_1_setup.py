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
    ({"variants": ["team"], "players": [
        {"seat": "p1", "ninjas": [{"type": "shadow"}, {"type": "shadow"}, {"type": "weaponmaster"}]},
        {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "controls up to 2"),
    ({"variants": ["sudden_death"], "layer": "professional", "players": [
        {"seat": "p1", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]},
        {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]}]}, "team variant"),
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


SIDE_OF = {"south": lambda c: c[1] == 0 or c[1] == 1, "north": lambda c: c[1] >= 6,
           "west": lambda c: c[0] <= 1, "east": lambda c: c[0] >= 6}


@pytest.mark.parametrize("count, sides", [
    (2, ["south", "north"]), (3, ["south", "west", "north"]),
    (4, ["south", "west", "north", "east"])])
def test_2_1_set_up_for_2_3_and_4_players(count, sides):
    """Each player his side clockwise from the first, his figure in that side's start area,
    the corners empty, facing the opposing start area; initiative counters 1..n (2.1, 2.3)."""
    from rules.ninja_arena import data
    from rules.ninja_arena.setup import FACE_INWARD
    types = ["shadow", "weaponmaster", "shadow", "weaponmaster"]
    players = [{"seat": f"p{i + 1}", "ninjas": [{"type": types[i]}]} for i in range(count)]
    s = PACK.new_game({"arena": "castle", "players": players}, 3)
    areas = data.load_arena("castle").start_areas
    corners = {(0, 0), (7, 0), (0, 7), (7, 7)}
    for n, side in zip(s.ninjas, sides):
        assert SIDE_OF[side](n.pos) and n.pos in {tuple(c) for c in areas[side]}
        assert n.pos not in corners and n.facing == FACE_INWARD[side]
    # the counters: one per player, numbered from 1, taken in the order planning finishes
    for seat in reversed([p["seat"] for p in players]):
        s, evs = PACK.apply(s, seat, {"kind": "plan", "ninja": s.seat_ninjas[seat][0], "slots": []})
    revealed = {e.figure: e.initiative for e in evs if e.kind == "plan_revealed"}
    assert sorted(revealed.values()) == list(range(1, count + 1))
    assert revealed[s.seat_ninjas[f"p{count}"][0]] == 1


@pytest.mark.parametrize("players, teams", [
    (2, None),                                  # 2-player team variant: two ninjas each
    (4, ["red", "blue", "red", "blue"]),        # 4-player team variant: 2 vs. 2, one each
])
def test_2_1_set_up_with_one_or_two_ninjas_each_in_the_team_variant(players, teams):
    per = 4 // players
    types = ["shadow", "weaponmaster"]
    spec = [{"seat": f"p{i + 1}", "ninjas": [{"type": types[(i + k) % 2]} for k in range(per)],
             **({"team": teams[i]} if teams else {})} for i in range(players)]
    s = PACK.new_game({"arena": "temple-court", "players": spec, "variants": ["team"]}, 1)
    cells = [n.pos for n in s.ninjas]
    assert len(s.ninjas) == 4 and len(set(cells)) == 4
    assert not {(0, 0), (7, 0), (0, 7), (7, 7)} & set(cells)
    assert all(len(s.seat_ninjas[p["seat"]]) == per for p in spec)
    assert {n.team for n in s.ninjas} == ({"red", "blue"} if teams else {"p1", "p2"})
