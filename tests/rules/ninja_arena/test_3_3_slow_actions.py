"""3.3 Slow actions in detail: focused melee, throw melee weapon, climb, pick up / change
weapon, special and bonus action (without skills/variants)."""
from __future__ import annotations

from tests.rules.ninja_arena.fights import duo, fig, game, kinds, play, rows_with

ADV = "advanced"


def test_3_3_focused_melee_chooses_the_target_at_resolution():
    # b moves to a's right side during the round; the focused attack still finds him
    s, evs = play(duo(b=((5, 4), "W"), layer=ADV), {"a": ["focused_melee"], "b": ["diagonal_step forward_left"]})
    assert fig(s, "b").pos == (4, 3)
    assert kinds(evs, "melee_attack", figure="a", focused=True, target="b") and fig(s, "b").life == 6


def test_3_3_focused_melee_prefers_the_planned_target_else_front_left_right():
    figs = [("a", "shadow", (3, 3), "N", "p1"), ("b", "weaponmaster", (3, 4), "S", "p2"),
            ("c", "shadow", (4, 3), "W", "p3")]
    s, evs = play(game(figs, layer=ADV), {"a": ["focused_melee"]})
    assert kinds(evs, "melee_attack", target="b")
    s, evs = play(game(figs, layer=ADV), {"a": [{"action": "focused_melee", "target": "c"}]})
    assert kinds(evs, "melee_attack", target="c") and fig(s, "c").life == 6


def test_3_3_focused_melee_not_to_the_rear():
    s, evs = play(duo(b=((3, 2), "N"), layer=ADV), {"a": ["focused_melee"]})
    assert kinds(evs, "melee_attack", hit=False) and fig(s, "b").life == 10


def test_3_3_focused_melee_can_be_riposted():
    s, evs = play(duo(b=((3, 4), "S"), layer=ADV), {"a": ["focused_melee"], "b": ["riposte"]})
    assert fig(s, "b").life == 8 and fig(s, "a").life == 9


def test_3_3_throw_melee_weapon_melee_damage_infinite_range_loot_on_target():
    s, evs = play(duo(a=((3, 0), "N"), b=((3, 7), "S"), layer=ADV), {"a": ["throw_melee"]})
    assert fig(s, "b").life == 6 and fig(s, "a").melee is None
    assert kinds(evs, "thrown", hit=True, lands=(3, 7))
    assert [(l.cell, l.weapon) for l in s.loot] == [((3, 7), "sword")]
    assert kinds(evs, "status", figure="a", status="weaponless_melee", on=True)


def test_3_3_throw_lands_on_the_farthest_unconcealed_space_when_nothing_is_hit():
    rows = rows_with({(3, 6): 2})
    s, evs = play(duo(a=((3, 0), "N"), b=((0, 7), "S"), rows=rows, layer=ADV), {"a": ["throw_melee"]})
    # (3, 6) is level 2: visible itself; (3, 7) behind it is concealed
    assert kinds(evs, "thrown", hit=False, lands=(3, 6))
    assert s.loot[0].cell == (3, 6)


def test_3_3_throw_with_no_space_ahead_lands_at_his_feet():
    s, evs = play(duo(a=((3, 7), "N"), b=((0, 0), "N"), layer=ADV), {"a": ["throw_melee"]})
    assert s.loot[0].cell == (3, 7)


def test_3_4_weaponless_melee_does_one_damage():
    s = game([("a", "shadow", (3, 3), "N", "p1", {"weapons": {"melee": None}}),
              ("b", "weaponmaster", (3, 4), "S", "p2")], layer=ADV)
    s, evs = play(s, {"a": ["melee forward"]})
    assert fig(s, "b").life == 9
    s, evs = play(s, {"a": ["throw_melee"]})
    assert kinds(evs, "action_ignored", action="throw_melee")


def test_3_3_climb_one_space_forward_any_level_no_damage():
    rows = rows_with({(3, 4): 3})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows, layer=ADV), {"a": ["climb"]})
    assert fig(s, "a").pos == (3, 4) and kinds(evs, "moved", move="climb", to_level=3)
    rows = rows_with({(3, 3): 3})
    s, evs = play(duo(b=((7, 7), "S"), rows=rows, layer=ADV), {"a": ["climb"]})
    assert fig(s, "a").pos == (3, 4) and fig(s, "a").life == 10 and not kinds(evs, "clumsy")


def test_3_3_pick_up_needs_a_loot_counter():
    s, evs = play(duo(layer=ADV), {"a": ["pick_up"]})
    assert kinds(evs, "action_ignored", action="pick_up")


def test_3_3_pick_up_takes_the_weapon_and_discards_his_own_as_loot():
    from rules.ninja_arena.state import Loot
    s = duo(layer=ADV)
    s.loot = (Loot((3, 3), "nunchaku", None),)
    s, evs = play(s, {"a": ["pick_up"]})
    assert fig(s, "a").melee == "nunchaku"
    assert [(l.cell, l.weapon) for l in s.loot] == [((3, 3), "sword")]
    assert kinds(evs, "loot_picked", weapon="nunchaku", dropped="sword")


def test_3_3_pick_up_exactly_one_of_several_counters_the_chosen_one():
    from rules.ninja_arena.state import Loot
    s = duo(layer=ADV)
    s.loot = (Loot((3, 3), "nunchaku", None), Loot((3, 3), "shortbow", 2))
    s, evs = play(s, {"a": [{"action": "pick_up", "weapon": "shortbow"}]})
    assert (fig(s, "a").melee, fig(s, "a").ranged, fig(s, "a").ranged_uses) == ("sword", "shortbow", 2)
    assert sorted(l.weapon for l in s.loot) == ["nunchaku", "throwing_stars"]


def test_3_3_pick_up_same_weapon_returns_it_and_keeps_its_application_die():
    from rules.ninja_arena.state import Loot
    s = game([("a", "shadow", (3, 3), "N", "p1", {"weapons": {"ranged_uses": 1}}),
              ("b", "weaponmaster", (3, 5), "S", "p2")], layer=ADV)
    s.loot = (Loot((3, 3), "throwing_stars", 4),)
    s, evs = play(s, {"a": ["pick_up"]})
    assert fig(s, "a").ranged_uses == 4 and s.loot == ()
    assert kinds(evs, "loot_picked", returned=True)


def test_3_3_pick_up_when_weaponless_just_takes_it():
    from rules.ninja_arena.state import Loot
    s = game([("a", "shadow", (3, 3), "N", "p1", {"weapons": {"melee": None}}),
              ("b", "weaponmaster", (3, 5), "S", "p2")], layer=ADV)
    s.loot = (Loot((3, 3), "sword", None),)
    s, evs = play(s, {"a": ["pick_up"]})
    assert fig(s, "a").melee == "sword" and s.loot == ()


def test_3_3_special_and_bonus_action_ignored_before_professional_rules():
    s, evs = play(duo(layer=ADV), {"a": ["special"], "b": ["bonus"]})
    assert kinds(evs, "action_ignored", figure="a", action="special")
    assert kinds(evs, "action_ignored", figure="b", action="bonus")


def test_3_3_bonus_action_ignored_without_a_variant():
    s = duo(layer="professional")
    s, evs = play(s, {"b": ["bonus"]})
    assert kinds(evs, "action_ignored", figure="b", action="bonus")


def test_3_4_blinded_cannot_throw_the_melee_weapon():
    s = duo(layer=ADV)
    s.ninjas[0].blinded_until = 99
    s, evs = play(s, {"a": ["throw_melee"]})
    assert kinds(evs, "action_ignored", action="throw_melee") and fig(s, "a").melee == "sword"


def test_3_3_a_dodged_throw_still_lands_on_the_target_space():
    s, evs = play(duo(layer=ADV), {"a": ["throw_melee"], "b": ["dodge"]})
    assert fig(s, "b").life == 10 and s.loot[0].cell == (3, 5)


def test_3_3_a_dropped_weapon_can_be_picked_up_by_another_ninja():
    from rules.ninja_arena.state import Loot
    s = game([("a", "shadow", (3, 3), "N", "p1"),
              ("b", "weaponmaster", (3, 4), "S", "p2", {"weapons": {"melee": "cane"}})], layer=ADV)
    s.loot = (Loot((3, 3), "nunchaku", None),)
    s, _ = play(s, {"a": ["pick_up", "evade left"]})          # leaves her sword on (3, 3)
    s, evs = play(s, {"b": ["evade forward", "dodge", "pick_up"]})
    assert fig(s, "b").pos == (3, 3) and fig(s, "b").melee == "sword"
    assert [(l.cell, l.weapon) for l in s.loot] == [((3, 3), "cane")]   # his cane lies there now
