"""2.6 Movement rules and 3.4's supplement: board edge, clumsy moves, duels."""
from __future__ import annotations

from tests.rules.ninja_arena.fights import duo, fig, game, kinds, play, rows_with


def test_2_6_edge_bump_deals_one_damage_and_stays_on_the_edge():
    s, evs = play(duo(a=((3, 0), "N")), {"a": ["step back"]})
    assert fig(s, "a").pos == (3, 0) and fig(s, "a").life == 9
    assert kinds(evs, "edge_bump", figure="a", cell=(3, 0), beyond=(3, -1))


def test_2_6_somersault_over_the_edge_stops_on_the_edge():
    s, evs = play(duo(a=((3, 1), "N")), {"a": ["somersault back"]})
    assert fig(s, "a").pos == (3, 0) and fig(s, "a").life == 9
    assert kinds(evs, "moved", to_cell=(3, 0)) and kinds(evs, "edge_bump")


def test_2_6_leap_over_the_edge_lands_on_the_edge_space():
    s, evs = play(duo(a=((3, 6), "N"), b=((0, 0), "N")), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 7) and fig(s, "a").life == 9


def test_2_6_clumsy_move_too_high_moves_as_far_as_possible():
    rows = rows_with({(3, 5): 2})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 4) and kinds(evs, "clumsy", too="high", cell=(3, 4))
    assert fig(s, "a").life == 10


def test_2_6_clumsy_move_too_low_by_one_no_damage():
    rows = rows_with({(3, 3): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["evade forward"]})
    assert fig(s, "a").pos == (3, 4) and kinds(evs, "clumsy", too="low", drop=1)
    assert fig(s, "a").life == 10


def test_2_6_clumsy_move_too_low_by_two_deals_one_damage():
    rows = rows_with({(3, 3): 2})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["evade forward"]})
    assert fig(s, "a").pos == (3, 4) and fig(s, "a").life == 9
    assert kinds(evs, "damaged", figure="a", cause="clumsy", amount=1)


def test_2_6_step_down_one_level_is_regular_two_levels_is_clumsy_with_damage():
    s, evs = play(duo(b=((7, 7), "S"), rows=rows_with({(3, 3): 1})), {"a": ["step forward"]})
    assert fig(s, "a").pos == (3, 4) and not kinds(evs, "clumsy")
    s, evs = play(duo(b=((7, 7), "S"), rows=rows_with({(3, 3): 2})), {"a": ["step forward"]})
    assert fig(s, "a").pos == (3, 4) and kinds(evs, "clumsy", too="low", drop=2)
    assert fig(s, "a").life == 9


def test_2_6_duel_stops_on_the_space_before():
    s, evs = play(duo(b=((3, 5), "N")), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 4) and fig(s, "b").pos == (3, 5)
    assert kinds(evs, "duel", figure="a", opponent="b", at=(3, 4))


def test_2_6_duel_damage_by_orientation_front_2_side_1_diagonal_1_back_0():
    # a steps north into b; a faces b (front): b takes 2. b's facing decides a's damage.
    for b_facing, to_a in (("S", 2), ("E", 1), ("W", 1), ("N", 0)):
        s, evs = play(duo(b=((3, 4), b_facing)), {"a": ["step forward"]})
        d = kinds(evs, "duel")[0]
        assert (d.damage_to_figure, d.damage_to_opponent) == (to_a, 2), b_facing
        assert fig(s, "a").life == 10 - to_a and fig(s, "b").life == 8
    # diagonal: a diagonal-steps into b who faces south (a is at his front-right diagonal)
    s, evs = play(duo(b=((4, 4), "S")), {"a": ["diagonal_step forward_right"]})
    d = kinds(evs, "duel")[0]
    assert (d.damage_to_figure, d.damage_to_opponent) == (1, 1)


def test_2_6_duel_rear_diagonal_counts_as_diagonal():
    # b faces north; a comes from b's rear-left diagonal: 1 damage (RULINGS 2.6)
    s, evs = play(duo(b=((4, 4), "N")), {"a": ["diagonal_step forward_right"]})
    assert kinds(evs, "duel")[0].damage_to_figure == 1


def test_2_6_duel_on_a_higher_space_still_a_duel():
    rows = rows_with({(3, 4): 3})
    s, evs = play(duo(b=((3, 4), "S"), rows=rows, layer="advanced"), {"a": ["climb"]})
    assert kinds(evs, "duel") and fig(s, "a").pos == (3, 3)


def test_2_6_weaponless_ninjas_still_deal_duel_damage():
    s = game([("a", "shadow", (3, 3), "N", "p1", {"weapons": {"melee": None}}),
              ("b", "weaponmaster", (3, 4), "S", "p2")])
    s, evs = play(s, {"a": ["step forward"]})
    assert fig(s, "b").life == 8


def test_3_4_too_low_clumsy_move_dazes_for_the_next_action_round():
    rows = rows_with({(3, 3): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows, layer="advanced"),
                  {"a": ["evade forward", "climb"]})
    assert kinds(evs, "status", figure="a", status="dazed", on=True)
    assert kinds(evs, "action_ignored", figure="a", action="climb")
    assert fig(s, "a").pos == (3, 4)


def test_3_4_daze_in_the_third_round_carries_into_the_next_combat_phase():
    rows = rows_with({(3, 3): 1})
    s, _ = play(duo(b=((7, 7), "S"), rows=rows, layer="advanced"),
                {"a": ["dodge", "ranged", "evade forward"]})
    s, evs = play(s, {"a": ["climb", "step forward"]})
    ignored = kinds(evs, "action_ignored", figure="a", action="climb")
    assert ignored and "3.4" in ignored[0].reason


def test_3_4_dazed_only_blocks_the_white_die():
    rows = rows_with({(3, 3): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows, layer="advanced"),
                  {"a": ["evade forward", "turn_left"]})
    assert kinds(evs, "turned", figure="a") and not kinds(evs, "action_ignored")


def test_2_6_beginner_game_has_no_daze():
    rows = rows_with({(3, 3): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["evade forward"]})
    assert not kinds(evs, "status")


def test_2_6_leap_onto_a_higher_or_occupied_space_stays_where_he_jumped():
    s, evs = play(duo(b=((7, 7), "S"), rows=rows_with({(3, 5): 1})), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "clumsy", too="high")
    s, evs = play(duo(b=((3, 5), "S")), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "duel", at=(3, 3))


def test_2_6_a_figure_too_high_to_reach_is_no_duel_but_a_clumsy_move():
    rows = rows_with({(3, 4): 2})
    s, evs = play(duo(b=((3, 4), "S"), rows=rows), {"a": ["step forward"]})
    assert not kinds(evs, "duel") and kinds(evs, "clumsy", too="high")
    assert fig(s, "a").life == 10 and fig(s, "b").life == 10
