"""Attributes, Race, Carrying Capacity, Armor: the race table, creation by trading points, the
five carried items and what armour does."""
from __future__ import annotations

import json

import pytest

from rules.core.engine import BadSetup
from rules.gladiator import data
from rules.gladiator.characters import (adjusted_ag, armour_against, armour_rating,
                                        carry_strength, check_loadout, create, movement_points,
                                        strikers)
from rules.gladiator.setup import new_state
from rules.gladiator.state import Figure, Item
from tests.rules.gladiator.helpers import figure_spec, stage


@pytest.mark.parametrize("race, base, mins, maxes, ar, mp", [
    ("human", (12, 12, 8), (8, 8), (40, 40, 14), 0, 10),
    ("dwarf", (12, 11, 8), (9, 7), (38, 35, 13), 0, 8),
    ("elf", (11, 12, 9), (7, 12), (35, 38, 15), 0, 12),
    ("orc", (11, 12, 7), (8, 8), (35, 35, 12), 1, 10),
    ("goblin", (6, 13, 8), (4, 10), (31, 34, 14), 0, 10),
    ("mage", (9, 12, 11), (8, 8), (40, 40, 40), 0, 10),
])
def test_race_table_base_minimum_maximum_ar_mp(race, base, mins, maxes, ar, mp):
    r = data.races()[race]
    assert (r.sh, r.ag, r.iq) == base
    assert (r.min_sh, r.min_ag) == mins
    assert (r.max_sh, r.max_ag, r.max_iq) == maxes
    assert (r.ar, r.mp) == (ar, mp)


def test_race_notes_thresholds_and_bonuses():
    r = data.races()
    assert r["dwarf"].daze == 6 and r["dwarf"].knockdown == 8
    assert (r["orc"].daze, r["orc"].knockdown, r["orc"].disengage) == (6, 9, 2)
    assert (r["troll"].daze, r["troll"].knockdown) == (6, 10)
    assert (r["gargoyle"].daze, r["gargoyle"].knockdown) == (7, 12)
    assert (r["bear"].daze, r["bear"].knockdown) == (10, 15)
    assert r["human"].daze == 5 and r["human"].knockdown == 8
    assert r["goblin"].carry_bonus == 4
    assert r["mage"].regenerate == (1, 3) and r["troll"].regenerate == (1, 1)
    assert r["snake"].hard_to_hit == 2


def test_race_creation_trades_sh_and_ag_keeping_the_total():
    assert create("human") == (12, 12, 8)
    assert create("human", sh=16, ag=8) == (16, 8, 8)       # Thor
    assert create("human", sh=10, ag=14) == (10, 14, 8)     # June
    with pytest.raises(BadSetup, match="must stay 32"):
        create("human", sh=16, ag=9)


def test_race_creation_stays_at_or_above_the_minimum():
    with pytest.raises(BadSetup, match="AG >= 12"):
        create("elf", sh=12, ag=11)                         # keeps Elves agile
    with pytest.raises(BadSetup, match="SH >= 9"):
        create("dwarf", sh=8, ag=15)                        # keeps Dwarves strong
    assert create("dwarf", sh=16, ag=7) == (16, 7, 8)


def test_race_only_a_mage_trades_iq():
    assert create("mage", sh=8, ag=11, iq=13) == (8, 11, 13)
    with pytest.raises(BadSetup, match="only a Mage trades IQ"):
        create("human", sh=11, ag=12, iq=9)


def test_race_creatures_are_not_created():
    with pytest.raises(BadSetup, match="creature"):
        create("bear")


def test_race_goblin_weapon_strength_is_four_more_than_recorded_sh():
    s = stage([figure_spec("Snaga", "goblin", sh=8, ag=11, ready="light_crossbow")],
              [figure_spec("X", cell=(8, 4))])
    g = s.fig("w1")
    assert g.sh == 8 and carry_strength(g) == 12
    with pytest.raises(BadSetup, match="cannot carry a Light crossbow"):
        new_state({"west": [{"race": "goblin", "ready": "light_crossbow"}]}, 1)   # SH 6 + 4 = 10


def _fig(**kw):
    f = Figure(id="w1", name="Grim", side="west", race="human", sh_max=12, sh=12, ag=12, iq=8)
    for k, v in kw.items():
        setattr(f, k, v)
    return f


def test_carrying_capacity_five_items_in_ready_also_and_three_slung():
    f = _fig(slots=[Item("broadsword"), Item("shield"), Item("dagger"), Item("dagger"),
                    Item("javelin")])
    check_loadout(f)
    with pytest.raises(BadSetup, match="slung"):
        new_state({"west": [{"ready": "club", "slung": ["dagger"] * 4}]}, 1)


def test_carrying_capacity_a_two_handed_weapon_leaves_four_things():
    f = _fig(slots=[Item("short_bow"), Item("dagger"), None, None, None])
    with pytest.raises(BadSetup, match="other hand must be empty"):
        check_loadout(f)
    check_loadout(_fig(slots=[Item("short_bow"), None, Item("dagger"), Item("club"), Item("dagger")]))


def test_carrying_capacity_strength_needed_for_each_item_and_armour():
    with pytest.raises(BadSetup, match="cannot carry a Morning star"):
        check_loadout(_fig(slots=[Item("morning_star"), None, None, None, None]))
    with pytest.raises(BadSetup, match="cannot wear Plate"):
        check_loadout(_fig(armour="plate"))


def test_weapons_table_legend_wounds_do_not_make_him_drop_his_weapon():
    f = _fig(slots=[Item("broadsword"), None, None, None, None], sh=3)
    check_loadout(f)                       # SH 3 of 12: ill health, not weakness
    assert carry_strength(f) == 12


def test_armor_mp_human_elf_dwarf():
    assert movement_points(_fig(armour="chain")) == 8
    assert movement_points(_fig(race="elf")) == 12
    assert movement_points(_fig(race="elf", armour="chain")) == 10      # armour MP + 2
    assert movement_points(_fig(race="elf", armour="plate", sh_max=15)) == 6   # heavy: no +2
    assert movement_points(_fig(race="dwarf", armour="plate", sh_max=15)) == 8  # always 8


def test_armor_ag_modifier_and_a_ready_shield_only():
    f = _fig(armour="leather", slots=[Item("broadsword"), Item("shield"), None, None, None])
    assert adjusted_ag(f) == 12 - 1 - 1          # Grim: one less for his shield
    f.slots = [Item("broadsword"), None, Item("shield"), None, None]
    assert adjusted_ag(f) == 11                  # slung: no shield penalty


def test_armor_ar_6_4_front_and_side_a_slung_shield_behind():
    f = _fig(armour="chain", cell=(5, 5), facing=6, sh_max=12,
             slots=[Item("broadsword"), Item("shield"), None, None, None])
    assert armour_rating(f) == (6, 4)
    assert armour_against(f, (4, 5)) == 6      # front
    assert armour_against(f, (5, 6)) == 4      # side
    assert armour_against(f, (6, 5)) == 4      # rear: the shield is in front
    f.slots = [Item("broadsword"), None, Item("shield"), None, None]
    assert armour_against(f, (6, 5)) == 6 and armour_against(f, (4, 5)) == 4


def test_armor_orc_natural_hide_always_counts():
    f = _fig(race="orc", armour="leather")
    assert armour_against(f, (1, 0)) == 3


def test_weapons_two_handed_ready_has_no_second_hand():
    assert [w.id for _, w in strikers(_fig(slots=[Item("halberd"), None, None, None, None]))] == ["halberd"]
    assert [w.id for _, w in strikers(_fig())] == ["fists", "fists"]
