"""Rules of rules/chaos_arena/combat.py that mutation testing (`python -m game.mutation
chaos_arena`) found unpinned: each test fails on a mutant that survived the other tests."""
from __future__ import annotations

from rules.chaos_arena.actions import Fight
from rules.chaos_arena.combat import deal, loss_order
from tests.rules.chaos_arena.kit import act, fig, game, kinds, place, rig


def test_4b_an_items_damage_bonus_adds_to_the_winners_damage():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-knight": (1, 0)})
    fig(s, "good-warrior-1").item = "dwarven-axe"                  # Oomph +1, DMG +1
    rig(s, [6, 1])
    _, evs = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat", result="attackers", damage=2)


def test_4b_tortugas_testudo_counts_for_the_defender_never_for_the_attacker():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-warrior-1": (1, 0)})
    fig(s, "good-warrior-1").testudo = fig(s, "evil-warrior-1").testudo = True
    rig(s, [3, 3])
    _, evs = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))
    c = kinds(evs, "combat")[0]
    assert (c.attack_total, c.defend_total, c.result) == (3 + 3, 3 + 3 + 2, "defenders")


def test_6_glovvies_save_only_the_side_that_loses():
    s = place(game(), {"good-scout-1": (0, 0), "evil-scout-1": (1, 0)})
    fig(s, "evil-scout-1").item = "glovvies"                       # the defender's, who wins
    rig(s, [1, 6])
    s2, evs = act(s, Fight(attackers=("good-scout-1",), defenders=("evil-scout-1",)))
    assert kinds(evs, "combat", result="defenders") and fig(s2, "good-scout-1").status == "dead"


def test_6_a_fight_does_not_use_up_a_drug_still_to_be_taken():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-knight": (1, 0)})
    fig(s, "good-warrior-1").item = "bad-evil-drugs"
    rig(s, [3, 3])
    s2, _ = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-knight",)))
    assert fig(s2, "good-warrior-1").item_used != s2.phase_no


def test_4b_no_choice_when_the_damage_kills_the_whole_group_or_stops_before_it():
    s = place(game(), {"good-scout-1": (0, 0), "good-scout-2": (1, 0), "good-warrior-1": (2, 0),
                       "good-warrior-2": (3, 0)})
    scouts = [fig(s, "good-scout-1"), fig(s, "good-scout-2")]
    warriors = [fig(s, "good-warrior-1"), fig(s, "good-warrior-2")]
    assert loss_order(scouts, 2)[1] is None                        # both die whatever the order
    assert loss_order(scouts, 1)[1] == scouts                      # one of two: the owner picks
    assert loss_order(scouts + warriors, 2)[1] is None             # the warriors take nothing


def test_4b_damage_stops_with_the_last_point():
    s = place(game(), {"good-scout-1": (0, 0), "good-warrior-1": (2, 0)})
    evs = []
    deal(s, [fig(s, "good-scout-1"), fig(s, "good-warrior-1")], 1, "combat", evs)
    lives = fig(s, "good-warrior-1").lives
    assert fig(s, "good-scout-1").status == "dead" and fig(s, "good-warrior-1").card.lives == lives
    assert all(getattr(e, "figure", None) != "good-warrior-1" for e in evs)


def test_4b_touching_is_hex_distance_one_and_never_off_the_board():
    from rules.chaos_arena.combat import touching
    from rules.core.hexgrid import distance
    s = place(game(), {"good-warrior-1": (0, 0), "evil-warrior-1": (1, 0)})
    a, b = fig(s, "good-warrior-1"), fig(s, "evil-warrior-1")
    for q in range(-3, 4):
        for r in range(-3, 4):
            b.cell = (q, r)
            assert touching(a, b) == (distance((0, 0), (q, r)) == 1), (q, r)
    b.cell = None
    assert not touching(a, b) and not touching(b, a)
