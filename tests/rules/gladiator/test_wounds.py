"""Wounds: dazed, knocked down, permanently dazed, unconscious, dead; regeneration."""
from __future__ import annotations

from rules.gladiator import RULESET as PACK
from rules.gladiator.actions import Stand, Step
from rules.gladiator.characters import adjusted_ag, max_moves
from rules.gladiator.wounds import regenerate, wound
from tests.rules.gladiator.helpers import figure_spec, run, stage


def _one(race="human", **kw):
    s = stage([figure_spec("A", race, cell=(3, 4), **kw), figure_spec("B", cell=(1, 1))],
              [figure_spec("E", cell=(9, 4))])
    return s, s.fig("w1")


def test_wounds_dazed_by_a_blow_of_5_minus_2_ag_for_the_next_action():
    s, f = _one(sh=16, ag=8)
    wound(s, f, 4, [])
    assert not f.dazed_next
    wound(s, f, 5, out := [])
    assert f.dazed_next and out[0].effects == ("dazed",) and adjusted_ag(f) == 6
    s, _ = run(s, Stand())                  # his next action: the daze is over
    assert not s.fig("w1").dazed_next


def test_wounds_dazed_is_not_dazed_dazed():
    s, f = _one()
    wound(s, f, 5, [])
    wound(s, f, 5, [])
    assert adjusted_ag(f) == 10


def test_wounds_knocked_down_by_8():
    s, f = _one(sh=16, ag=8)
    wound(s, f, 8, out := [])
    assert f.prone and out[0].effects == ("dazed", "knocked_down")


def test_wounds_race_thresholds_dwarf_dazes_at_6_orc_knocked_down_at_9():
    s, f = _one("dwarf")
    wound(s, f, 5, [])
    assert not f.dazed_next
    s, f = _one("orc", sh=15, ag=8)
    wound(s, f, 8, [])
    assert f.dazed_next and not f.prone
    s, f = _one("orc", sh=15, ag=8)
    wound(s, f, 9, [])
    assert f.prone


def test_wounds_permanently_dazed_at_3_or_less_and_cannot_run():
    s, f = _one()
    wound(s, f, 9, [], blow=False)
    assert f.sh == 3 and adjusted_ag(f) == 10 and max_moves(f) == 5


def test_wounds_unconscious_at_1_collapses_and_takes_no_action():
    s, f = _one()
    wound(s, f, 11, out := [], blow=False)
    assert f.prone and "unconscious" in out[0].effects
    s.act_order = ["w2", "e1"]
    s.actor = "w2"
    s, _ = run(s, Stand())
    assert s.actor == "e1"


def test_wounds_dead_at_0_removed_and_his_things_stay_in_his_square():
    s, f = _one(ready="club")
    wound(s, f, 14, out := [])
    assert not f.alive and f.sh == 0 and "dead" in out[0].effects
    assert [it.w for it in s.ground[(3, 4)]] == ["club"]
    assert all(fid != "w1" for fid, _, _ in PACK.figure_cells(s))


def test_wounds_regeneration_mage_every_three_turns_troll_every_turn():
    s = stage([figure_spec("M", "mage", cell=(3, 4))], [figure_spec("T", "troll", cell=(9, 4))])
    m, t = s.fig("w1"), s.fig("e1")
    m.sh, t.sh = 5, 10
    for _ in range(3):
        regenerate(s, m, [])
        regenerate(s, t, [])
    assert m.sh == 6 and t.sh == 13
    t.sh = 17
    regenerate(s, t, [])
    assert t.sh == 17                      # up to his full SH only


def test_terrain_pit_troll_walks_in_pits_others_may_not():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("T", "troll", cell=(5, 4), facing=6)],
              terrain={(4, 5): "P"}, phase="none")
    from rules.gladiator.terrain import enterable, invisible
    assert not enterable(s, s.fig("w1"), (4, 5)) and enterable(s, s.fig("e1"), (4, 5))
    s.fig("e1").cell = (4, 5)
    assert invisible(s, s.fig("e1"))       # invisible in pits


def test_terrain_wall_on_a_pit_cancels_to_open():
    from rules.gladiator.terrain import add_terrain
    s, _ = _one()
    s.terrain[(6, 6)] = "P"
    add_terrain(s, (6, 6), "W")
    assert s.terrain_at((6, 6)) == ""


def test_terrain_random_solo_layout_has_one_exit_on_the_north_or_south_centre():
    from rules.core.dice import Dice
    from rules.gladiator.terrain import random_terrain
    for seed in range(20):
        terrain, ground = random_terrain(Dice.from_seed(seed), 16, 11)
        exits = [c for c, t in terrain.items() if "X" in t]
        assert exits in ([(8, 0)], [(8, 10)])
        assert all(2 < c[0] < 13 for c, t in terrain.items() if t != "X")   # start columns clear
        assert len(ground) <= 1


def test_terrain_shadows_ring_makes_shadow_at_the_end_of_the_turn():
    s = stage([figure_spec("A", cell=(3, 4), slung=["shadows_ring"])], [figure_spec("E", cell=(9, 4))])
    s, _ = run(s, Stand())
    s, _ = run(s, Stand())
    assert "S" in s.terrain_at((3, 4))
    assert PACK.view(s, "east")["figures"][0]["cell"] is None      # invisible to the enemy
    assert PACK.view(s, "west")["figures"][0]["cell"] == [3, 4]


def test_magic_items_a_50_percent_chance_of_one_near_the_centre_at_game_start():
    placed = []
    for seed in range(40):
        s = PACK.new_game({"arena": "practice"}, seed)
        for cell, items in s.ground.items():
            assert abs(cell[0] - 6) <= 1 and abs(cell[1] - 4) <= 1 and len(items) == 1
            placed.append(items[0].w)
    assert 10 < len(placed) < 30 and len(set(placed)) >= 4


def test_exit_being_forced_onto_an_exit_leaves_the_game():
    from rules.gladiator.actions import ShieldAttack
    from tests.rules.gladiator.helpers import dice_rolling
    s = stage([figure_spec("A", cell=(5, 1), facing=4, also="shield", ready="club"),
               figure_spec("B", cell=(1, 1))],
              [figure_spec("D", cell=(5, 0), facing=0, sh=10, ag=14), figure_spec("E", cell=(10, 8))])
    s.dice = dice_rolling(2, 2, 2, None, 6, 6, None)
    s, ev = run(s, ShieldAttack(target="e1", fall_to=(6, 0)))
    assert s.fig("e1").gone and any(e.kind == "escaped" for e in ev)


def _altar_game(side="west"):
    from rules.gladiator.setup import new_state
    s = new_state({"arena": "colosseum", "magic_item": False,
                   "west": [figure_spec("Grim", cell=(6, 5), facing=2)],
                   "east": [figure_spec("E", cell=(14, 9))],
                   "bones": [{"side": side, "character": {"name": "Saruaman", "race": "mage",
                                                          "sh": 9, "ag": 12, "iq": 11},
                              "cell": [6, 5]}]}, 1)
    s.phase, s.act_order, s.actor = "action", ["w1", "e1"], "w1"
    return s


def test_altar_of_life_bones_dropped_on_the_altar_after_a_shuffle_raise_the_dead():
    from rules.gladiator.actions import ChangeWeapon
    s = _altar_game()
    assert [it.tag for it in s.ground[(6, 5)]] == ["Saruaman"]
    assert PACK.view(s, "west")["my_bones"] == ["Saruaman"] and PACK.view(s, "east")["my_bones"] == []
    s, _ = run(s, ChangeWeapon(swaps=(("ground", "also"),)))         # pick the bones up
    g = s.fig("w1")
    assert g.slots[1].w == "bones"
    g.cell, g.moves = (7, 5), 2                                       # shuffled onto the Altar
    s.phase, s.act_order, s.actor = "action", ["w1", "e1"], "w1"
    g.acted = False
    s, ev = run(s, ChangeWeapon(swaps=(("also", "ground"),)))
    raised = next(e for e in ev if e.kind == "raised")
    new = s.fig(raised.figure)
    assert (new.name, new.side, new.race, new.sh, new.armour) == ("Saruaman", "west", "mage", 9, "none")
    assert all(it is None for it in new.slots) and new.spells == ()
    assert max(abs(new.cell[0] - 7), abs(new.cell[1] - 5)) == 1 and not s.bones


def test_altar_of_life_only_the_owners_side_and_only_after_a_shuffle_or_charge():
    from rules.gladiator.actions import ChangeWeapon
    from rules.gladiator.state import Item
    for side, moves in (("east", 2), ("west", 0)):
        s = _altar_game(side)
        g = s.fig("w1")
        g.cell, g.moves = (7, 5), moves
        g.slots[1] = Item("bones", tag="Saruaman")
        s.ground.clear()
        s, ev = run(s, ChangeWeapon(swaps=(("also", "ground"),)))
        assert not any(e.kind == "raised" for e in ev)
        assert [it.tag for it in s.ground[(7, 5)]] == ["Saruaman"]
