"""2.5 Actions in detail (fast and normal actions)."""
from __future__ import annotations

from tests.rules.ninja_arena.fights import duo, fig, game, kinds, play, rows_with


def test_2_5_evade_moves_one_space_without_turning():
    for d, cell in (("forward", (3, 4)), ("back", (3, 2)), ("left", (2, 3)), ("right", (4, 3))):
        s, evs = play(duo(b=((7, 7), "S")), {"a": [f"evade {d}"]})
        assert fig(s, "a").pos == cell and fig(s, "a").facing == 0
        assert kinds(evs, "moved", figure="a")[0].move == "evade"


def test_2_5_evade_stays_on_the_same_level():
    s, evs = play(duo(rows=rows_with({(3, 4): 1})), {"a": ["evade forward"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "clumsy", too="high")


def test_2_5_turns():
    s, evs = play(duo(), {"a": ["turn_right"], "b": ["turn_180"]})
    assert fig(s, "a").facing == 2 and fig(s, "b").facing == 0
    s, evs = play(s, {"a": ["turn_left"]})
    assert fig(s, "a").facing == 0


def test_2_5_dodge_ranged_attack_from_the_front_does_no_damage():
    s, evs = play(duo(), {"a": ["dodge"], "b": ["ranged"]})
    assert kinds(evs, "dodged", figure="a") and not kinds(evs, "damaged")
    assert fig(s, "b").ranged_uses == 5


def test_2_5_dodge_protects_from_the_sides():
    s, evs = play(duo(a=((3, 3), "E")), {"a": ["dodge"], "b": ["ranged"]})
    assert kinds(evs, "dodged") and fig(s, "a").life == 10


def test_2_5_dodge_does_not_protect_from_the_rear():
    s, evs = play(duo(a=((3, 3), "S")), {"a": ["dodge"], "b": ["ranged"]})
    assert not kinds(evs, "dodged") and fig(s, "a").life == 8


def test_2_5_dodge_only_this_action_round():
    s, evs = play(duo(), {"a": ["dodge"], "b": ["turn_180", "turn_180", "ranged"]})
    assert fig(s, "a").life == 8      # the dodge of round 1 no longer holds in round 3


def test_2_5_riposte_halves_melee_rounded_up_and_hurts_the_assailant():
    s, evs = play(duo(b=((3, 4), "S")), {"a": ["riposte"], "b": ["melee forward"]})
    assert fig(s, "a").life == 8 and fig(s, "b").life == 9
    assert kinds(evs, "riposted", figure="a", attacker="b")


def test_2_5_riposte_does_not_help_against_ranged_attacks():
    s, evs = play(duo(), {"a": ["riposte"], "b": ["ranged"]})
    assert fig(s, "a").life == 8 and fig(s, "b").life == 10


def test_2_5_riposte_applies_to_duels():
    # b walks into a: a faces him (2 damage to b), b faces a (2 to a, halved to 1) + 1 riposte
    s, evs = play(duo(b=((3, 5), "S")), {"a": ["dodge", "riposte"], "b": ["step forward", "step forward"]})
    assert kinds(evs, "duel") and fig(s, "a").life == 9 and fig(s, "b").life == 10 - 2 - 1


def test_2_5_melee_attack_front_left_right_hits_for_sword_damage():
    for d, other in (("forward", (3, 4)), ("left", (2, 3)), ("right", (4, 3))):
        s, evs = play(duo(b=(other, "S")), {"a": [f"melee {d}"]})
        assert fig(s, "b").life == 6
        assert kinds(evs, "melee_attack", figure="a", hit=True, side=d)


def test_2_5_melee_attack_on_an_empty_space_misses():
    s, evs = play(duo(), {"a": ["melee forward"]})
    assert kinds(evs, "melee_attack", hit=False) and fig(s, "b").life == 10


def test_2_5_melee_attack_reaches_one_level_up_or_down_not_two():
    s, _ = play(duo(b=((3, 4), "S"), rows=rows_with({(3, 4): 1})), {"a": ["melee forward"]})
    assert fig(s, "b").life == 6
    s, evs = play(duo(b=((3, 4), "S"), rows=rows_with({(3, 4): 2})), {"a": ["melee forward"]})
    assert fig(s, "b").life == 10 and kinds(evs, "melee_attack", hit=False)


def test_2_5_ranged_attack_straight_ahead_any_level_uses_an_application():
    s, evs = play(duo(rows=rows_with({(3, 5): 3})), {"a": ["ranged"]})
    assert fig(s, "b").life == 8 and fig(s, "a").ranged_uses == 5
    assert kinds(evs, "application_used", left=5)


def test_2_5_ranged_attack_range_is_six():
    s, _ = play(duo(a=((3, 0), "N"), b=((3, 6), "S")), {"a": ["ranged"]})
    assert fig(s, "b").life == 8
    s, evs = play(duo(a=((3, 0), "N"), b=((3, 7), "S")), {"a": ["ranged"]})
    assert fig(s, "b").life == 10 and kinds(evs, "ranged_attack", hit=False)


def test_2_5_ranged_attack_not_at_the_sides():
    s, _ = play(duo(a=((3, 3), "E")), {"a": ["ranged"]})
    assert fig(s, "b").life == 10


def test_2_5_concealed_by_a_higher_space_between():
    # a on level 1; a level-2 space between hides b on level 1
    rows = rows_with({(3, 3): 1, (3, 4): 2, (3, 5): 1})
    s, evs = play(duo(rows=rows), {"a": ["ranged"]})
    assert fig(s, "b").life == 10 and kinds(evs, "ranged_attack", hit=False)
    # a level-2 space between is not higher than a target standing on level 2
    rows = rows_with({(3, 3): 1, (3, 4): 2, (3, 5): 2})
    s, _ = play(duo(rows=rows), {"a": ["ranged"]})
    assert fig(s, "b").life == 8


def test_2_5_a_third_ninja_counts_one_level_and_conceals():
    s = game([("a", "shadow", (3, 1), "N", "p1"), ("c", "shadow", (3, 3), "E", "p3"),
              ("b", "weaponmaster", (3, 5), "S", "p2")])
    s, evs = play(s, {"a": ["ranged"]})
    # c stands in front (same level): she is the only unconcealed target
    assert kinds(evs, "ranged_attack", target="c") and fig(s, "b").life == 10


def test_2_5_a_lower_third_ninja_does_not_conceal_a_higher_target():
    rows = rows_with({(3, 1): 1, (3, 5): 1})
    s = game([("a", "shadow", (3, 1), "N", "p1"), ("c", "shadow", (3, 3), "E", "p3"),
              ("b", "weaponmaster", (3, 5), "S", "p2")], rows=rows)
    s, evs = play(s, {"a": [{"action": "ranged", "target": "b"}]})
    assert kinds(evs, "ranged_attack", target="b") and fig(s, "b").life == 8


def test_2_5_ranged_attack_hits_the_nearest_unconcealed_target_by_default():
    rows = rows_with({(3, 1): 1, (3, 5): 1})
    s = game([("a", "shadow", (3, 1), "N", "p1"), ("c", "shadow", (3, 3), "E", "p3"),
              ("b", "weaponmaster", (3, 5), "S", "p2")], rows=rows)
    s, evs = play(s, {"a": ["ranged"]})
    assert kinds(evs, "ranged_attack", target="c")


def test_2_5_weaponless_ranged_when_the_last_application_is_used():
    s = game([("a", "shadow", (3, 3), "N", "p1", {"weapons": {"ranged_uses": 1}}),
              ("b", "weaponmaster", (3, 5), "S", "p2")])
    s, evs = play(s, {"a": ["ranged", "ranged"]})
    assert fig(s, "a").ranged is None and kinds(evs, "weapon_lost", reason="used up")
    assert kinds(evs, "action_ignored", figure="a", action="ranged")
    assert fig(s, "b").life == 8


def test_2_5_step_one_space_up_or_down_one_level():
    s, evs = play(duo(rows=rows_with({(3, 4): 1})), {"a": ["step forward"]})
    assert fig(s, "a").pos == (3, 4)
    assert kinds(evs, "moved", to_level=1)
    s, evs = play(duo(rows=rows_with({(3, 4): 2})), {"a": ["step forward"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "clumsy", too="high")


def test_2_5_somersault_two_spaces_same_level():
    s, evs = play(duo(b=((7, 7), "S")), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 5) and fig(s, "a").facing == 0
    assert kinds(evs, "moved")[0].path == ((3, 3, 0), (3, 4, 0), (3, 5, 0))


def test_2_5_somersault_stops_before_a_higher_middle_space():
    s, evs = play(duo(b=((7, 7), "S"), rows=rows_with({(3, 4): 1})), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "clumsy", too="high")
    s, evs = play(duo(b=((7, 7), "S"), rows=rows_with({(3, 5): 1})), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 4)          # as far as possible without moving upwards


def test_2_5_somersault_drops_into_a_lower_middle_space():
    rows = rows_with({(3, 3): 1, (3, 5): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["somersault forward"]})
    assert fig(s, "a").pos == (3, 4) and kinds(evs, "clumsy", too="low", drop=1)


def test_2_5_diagonal_step_keeps_facing_and_level():
    s, evs = play(duo(b=((7, 7), "S")), {"a": ["diagonal_step forward_right"]})
    assert fig(s, "a").pos == (4, 4) and fig(s, "a").facing == 0
    s, _ = play(duo(a=((3, 3), "S"), b=((7, 7), "S")), {"a": ["diagonal_step back_left"]})
    assert fig(s, "a").pos == (4, 4)          # the die's orientation is relative to the ninja


def test_2_5_diagonal_step_passes_blocked_orthogonals():
    rows = rows_with({(3, 4): 3, (4, 3): 3})
    s, _ = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["diagonal_step forward_right"]})
    assert fig(s, "a").pos == (4, 4)


def test_2_5_leap_over_gap_two_spaces_ahead_same_level():
    rows = rows_with({(3, 3): 1, (3, 5): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 5) and kinds(evs, "moved", move="leap")
    assert not kinds(evs, "clumsy")


def test_2_5_leap_needs_no_obstacle_in_front():
    rows = rows_with({(3, 4): 1})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "action_ignored", action="leap")


def test_2_5_leap_not_over_a_ninja_on_the_same_level():
    s, evs = play(duo(b=((3, 4), "S")), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 3) and kinds(evs, "action_ignored", action="leap")


def test_2_5_leap_over_an_enemy_on_a_lower_level():
    rows = rows_with({(3, 3): 1, (3, 5): 1})
    s, evs = play(duo(b=((3, 4), "S"), rows=rows), {"a": ["leap"]})
    assert fig(s, "a").pos == (3, 5) and fig(s, "b").life == 10


def test_2_5_reminder_diagonal_step_rear_left_of_a_ninja_facing_the_player_goes_upper_right():
    """The printed reminder: a ninja facing the player (south), Diagonal Step to the rear and
    the left, moves to the space to the upper right; after a 90 degree turn to the right (no
    orientation needed for a turn) the same die takes him to the lower right."""
    s, evs = play(duo(a=((3, 3), "S"), b=((7, 7), "S")), {"a": ["diagonal_step back_left"]})
    assert fig(s, "a").pos == (4, 4) and fig(s, "a").facing == 4
    s, evs = play(duo(a=((3, 3), "S"), b=((7, 7), "S")), {"a": ["turn_right"]})
    assert fig(s, "a").facing == 6                           # now looking west
    s, evs = play(s, {"a": ["diagonal_step back_left"]})
    assert fig(s, "a").pos == (4, 2)                         # east and south: lower right
