"""4B Fighting Combat: single and group combat, damage and wounds, the worked examples."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena.actions import Choose, Fight
from tests.rules.chaos_arena.kit import act, fig, game, kinds, place, rig


def test_4b_single_combat_worked_example_berserker_11_beats_knight_8():
    # Good Berserker with the Light Elfy Sword rolls 2 and 5: 5 + 4 + 2 = 11; the Knight 3 + 5 = 8
    s = place(game(), {"good-berserker-1": (0, 0), "evil-knight": (1, 0)})
    fig(s, "good-berserker-1").item = "light-elfy-sword"
    rig(s, [2, 5, 3])
    s2, evs = act(s, Fight(attackers=("good-berserker-1",), defenders=("evil-knight",)))
    c = kinds(evs, "combat")[0]
    assert c.attack_dice == (2, 5) and c.defend_dice == (3,)
    assert (c.attack_total, c.defend_total, c.result, c.damage) == (11, 8, "attackers", 1)
    knight = fig(s2, "evil-knight")
    assert knight.lives == 1 and knight.wounded and knight.status == "arena"   # flipped over
    assert knight.stats() == (1, 4, 2)                                       # the wounded side
    assert fig(s, "evil-knight").lives == 2                                  # input untouched


def test_4b_group_combat_worked_example_both_scouts_and_warrior_1_die():
    s = place(game(), {"good-scout-1": (-1, 0), "good-scout-2": (0, -1),
                       "good-warrior-1": (1, -1), "good-warrior-2": (2, 0),
                       "good-archer-1": (-3, 0),
                       "evil-knight": (0, 0), "evil-scout-1": (1, 0)})
    rig(s, [1, 4])
    group = ("good-scout-1", "good-scout-2", "good-warrior-1", "good-warrior-2")
    # the Good Archer cannot take part: he touches no enemy
    with pytest.raises(IllegalAction, match="good-archer-1 touches no enemy"):
        act(s, Fight(attackers=group + ("good-archer-1",), defenders=("evil-knight", "evil-scout-1")))
    s2, evs = act(s, Fight(attackers=group, defenders=("evil-knight", "evil-scout-1")))
    c = kinds(evs, "combat")[0]
    assert (c.attack_total, c.defend_total, c.result, c.damage) == (9, 10, "defenders", 3)
    # both Scouts and one Warrior must die: the Good player picks which Warrior survives
    assert s2.pending["kind"] == "casualties" and s2.pending["seat"] == "p1"
    assert sorted(map(tuple, s2.pending["options"])) == [("good-warrior-1", "good-warrior-2"),
                                                         ("good-warrior-2", "good-warrior-1")]
    s3, evs = act(s2, Choose(figures=("good-warrior-1", "good-warrior-2")))
    dead = [e.figure for e in kinds(evs, "died")]
    assert dead == ["good-scout-1", "good-scout-2", "good-warrior-1"]
    assert fig(s3, "good-warrior-2").status == "arena" and fig(s3, "good-warrior-2").lives == 1


def test_4b_draw_deals_no_damage():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-warrior-1": (1, 0)})
    rig(s, [4, 4])
    s2, evs = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))
    assert kinds(evs, "combat", result="draw", damage=0) and not kinds(evs, "damaged")


def test_4b_single_combat_needs_touching_pieces():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-warrior-1": (2, 0)})
    with pytest.raises(IllegalAction, match="4B: .*touches no enemy"):
        act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))


def test_4b_walls_stand_between_so_no_fight_across_them():
    s = place(game({(1, 0): "W"}), {"good-warrior-1": (0, 0), "evil-warrior-1": (2, 0)})
    with pytest.raises(IllegalAction, match="touches no enemy"):
        act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))


def test_4b_losers_take_damage_weakest_first_scout_archer_warrior_berserker_knight_mage():
    s = place(game(), {"good-scout-1": (1, -1), "good-archer-1": (-1, 0), "good-mage": (0, 1),
                       "evil-knight": (0, 0)})
    rig(s, [1, 6])       # 1 + 1 + 2 + 2 = 6 against 6 + 5 = 11: the Knight deals 2
    s2, evs = act(s, Fight(attackers=("good-scout-1", "good-archer-1", "good-mage"),
                           defenders=("evil-knight",)))
    assert [e.figure for e in kinds(evs, "died")] == ["good-scout-1", "good-archer-1"]
    assert fig(s2, "good-mage").lives == 2 and s2.pending is None


def test_4b_berserker_rolls_two_dice_and_keeps_the_highest():
    s = place(game(), {"good-berserker-1": (0, 0), "evil-scout-1": (1, 0)})
    rig(s, [6, 1, 6])
    s2, evs = act(s, Fight(attackers=("good-berserker-1",), defenders=("evil-scout-1",)))
    c = kinds(evs, "combat")[0]
    assert c.attack_dice == (6, 1) and c.attack_total == 10 and c.defend_total == 7


def test_4b_damage_kills_a_one_life_character_and_his_item_goes_to_the_discard_pile():
    s = place(game(), {"good-knight": (0, 0), "evil-warrior-1": (1, 0)})
    fig(s, "evil-warrior-1").item = "boots-of-bounding"
    rig(s, [6, 1])
    s2, evs = act(s, Fight(attackers=("good-knight",), defenders=("evil-warrior-1",)))
    w = fig(s2, "evil-warrior-1")
    assert w.status == "dead" and w.item is None and "boots-of-bounding" in s2.discard
    assert kinds(evs, "died", figure="evil-warrior-1", items=("boots-of-bounding",))


def test_4b_wounded_character_taking_more_damage_dies():
    s = place(game(), {"good-knight": (0, 0), "evil-berserker-1": (1, 0)})
    fig(s, "evil-berserker-1").lives = 1
    rig(s, [6, 1, 1])
    s2, evs = act(s, Fight(attackers=("good-knight",), defenders=("evil-berserker-1",)))
    assert fig(s2, "evil-berserker-1").status == "dead"


def test_4b_each_character_attacks_once_per_action_phase():
    s = place(game(), {"good-knight": (0, 0), "evil-scout-1": (1, 0), "evil-scout-2": (-1, 0)})
    rig(s, [3, 3])
    s2, _ = act(s, Fight(attackers=("good-knight",), defenders=("evil-scout-1",)))
    with pytest.raises(IllegalAction, match="already fought"):
        act(s2, Fight(attackers=("good-knight",), defenders=("evil-scout-2",)))


def test_4b_group_combat_damage_adds_up_the_winners_damage():
    s = place(game(), {"good-knight": (0, 0), "good-warrior-1": (2, -1), "evil-berserker-1": (1, 0)})
    rig(s, [6, 1, 1])
    s2, evs = act(s, Fight(attackers=("good-knight", "good-warrior-1"), defenders=("evil-berserker-1",)))
    assert kinds(evs, "combat", result="attackers", damage=3)
    assert fig(s2, "evil-berserker-1").status == "dead"


def test_4b_an_item_bonus_counts_once_per_action_phase():
    s = place(game(), {"evil-knight": (0, 0), "good-scout-1": (1, 0), "good-scout-2": (-1, 0)})
    s.current = "p1"
    fig(s, "evil-knight").item = "light-elfy-sword"   # defends twice in one action phase
    rig(s, [3, 3, 3, 3])
    s2, evs = act(s, Fight(attackers=("good-scout-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].defend_total == 3 + 5 + 2
    s3, evs = act(s2, Fight(attackers=("good-scout-2",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].defend_total == 3 + 5


def test_4b_the_legal_fights_offer_singles_and_the_whole_touching_group():
    from tests.rules.chaos_arena.kit import PACK
    s = place(game(), {"good-scout-1": (-1, 0), "good-scout-2": (0, -1),
                       "good-warrior-1": (1, -1), "good-warrior-2": (2, 0),
                       "good-archer-1": (-3, 0),
                       "evil-knight": (0, 0), "evil-scout-1": (1, 0)})
    fights = [a for a in PACK.legal_actions(s, "p1") if a.kind == "fight"]
    assert Fight(attackers=("good-scout-1",), defenders=("evil-knight",)) in fights
    assert Fight(attackers=("good-scout-1", "good-scout-2", "good-warrior-1", "good-warrior-2"),
                 defenders=("evil-knight", "evil-scout-1")) in fights
    assert not [f for f in fights if "good-archer-1" in f.attackers]
