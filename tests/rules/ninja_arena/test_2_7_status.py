"""2.7/3.4 status effects, defeat and the end of the game."""
from __future__ import annotations

from rules.ninja_arena import RULESET as PACK
from tests.rules.ninja_arena.fights import duo, fig, game, kinds, play


def _low(life_a=10, life_b=10, **kw):
    return game([("a", "shadow", (3, 3), "N", "p1", {"life": life_a}),
                 ("b", "weaponmaster", (3, 4), "S", "p2", {"life": life_b})], **kw)


def test_2_7_defeat_removes_the_figure_and_ends_a_two_player_game():
    s, evs = play(_low(life_b=3), {"a": ["melee forward"], "b": ["melee forward"]})
    assert not fig(s, "b").alive and fig(s, "a").life == 10     # b fell before his attack
    assert kinds(evs, "defeated", figure="b", cell=(3, 4))
    out = PACK.outcome(s)
    assert out.finished and out.winners == ("p1",)
    assert evs[-1].kind == "game_over" and PACK.to_act(s) == frozenset()


def test_2_7_beginner_defeat_returns_the_weapons_to_the_supply():
    s, evs = play(_low(life_b=3), {"a": ["melee forward"]})
    assert s.loot == () and not kinds(evs, "loot_placed")


def test_3_4_defeat_leaves_loot_counters_with_their_application_dice():
    s, _ = play(_low(life_b=3, layer="advanced"), {"a": ["melee forward"]})
    assert sorted((l.cell, l.weapon, l.uses) for l in s.loot) == [
        ((3, 4), "sword", None), ((3, 4), "throwing_stars", 6)]


def test_2_7_all_defeated_at_once_is_a_draw():
    s, evs = play(_low(life_a=2, life_b=2, ), {"a": ["step forward"]})
    assert kinds(evs, "duel") and not fig(s, "a").alive and not fig(s, "b").alive
    out = PACK.outcome(s)
    assert out.finished and out.winners == () and "draw" in out.reason
    assert kinds(evs, "game_over", draw=True)


def test_2_7_three_players_game_goes_on_until_one_is_left():
    s = game([("a", "shadow", (3, 3), "N", "p1"), ("b", "weaponmaster", (3, 4), "S", "p2", {"life": 3}),
              ("c", "shadow", (7, 7), "S", "p3")])
    s, evs = play(s, {"a": ["melee forward"]})
    assert not fig(s, "b").alive and not PACK.outcome(s).finished
    assert PACK.to_act(s) == {"p1", "p3"}


def test_4_4_team_last_team_standing_wins():
    teams = {"p1": "red", "p4": "red", "p2": "blue", "p3": "blue"}     # 4 players, 2 vs. 2
    s = game([("a1", "shadow", (3, 3), "N", "p1"), ("b1", "shadow", (3, 4), "S", "p2", {"life": 3}),
              ("b2", "weaponmaster", (7, 7), "S", "p3", {"life": 3}),
              ("a2", "weaponmaster", (0, 0), "N", "p4")], variants=["team"], teams=teams)
    s, _ = play(s, {"a1": ["melee forward"]})
    assert not PACK.outcome(s).finished
    s2 = game([("a1", "shadow", (3, 3), "N", "p1"), ("b1", "shadow", (3, 4), "S", "p2", {"life": 3}),
               ("b2", "weaponmaster", (4, 3), "W", "p3", {"life": 3}),
               ("a2", "weaponmaster", (0, 0), "N", "p4")], variants=["team"], teams=teams)
    s2, evs = play(s2, {"a1": ["melee forward", "melee right"]})
    assert PACK.outcome(s2).winners == ("p1", "p4")


def test_4_4_team_mates_can_hurt_each_other():
    s = game([("a1", "shadow", (3, 3), "N", "p1"), ("a2", "weaponmaster", (3, 4), "S", "p1"),
              ("b1", "shadow", (7, 7), "S", "p2")], variants=["team"])
    s, evs = play(s, {"a1": ["melee forward"]})
    assert fig(s, "a2").life == 6


def test_3_4_blinded_weaponless_in_both_and_no_pick_up():
    s = _low(layer="advanced")
    s.ninjas[0].blinded_until = 99
    s, evs = play(s, {"a": ["melee forward", "ranged", "pick_up"]})
    assert fig(s, "b").life == 9                                  # 1 damage: weaponless melee
    reasons = [e.action for e in kinds(evs, "action_ignored", figure="a")]
    assert reasons == ["ranged", "pick_up"]


def test_3_5_netted_actions_ignored_until_melee_attack_frees_without_damage():
    s = _low(layer="advanced")
    s.ninjas[0].netted = True
    s, evs = play(s, {"a": ["step forward", "melee forward", "focused_melee"]})
    assert kinds(evs, "action_ignored", figure="a", action="step")
    assert kinds(evs, "status", figure="a", status="netted", on=False)
    assert fig(s, "b").life == 6                                  # only the third attack hurt


def test_3_5_net_destroyed_by_damage():
    s = _low(layer="advanced")
    s.ninjas[0].netted = True
    s, evs = play(s, {"a": ["turn_left", "turn_right"], "b": ["melee forward"]})
    assert fig(s, "a").netted is False and kinds(evs, "turned", figure="a")
