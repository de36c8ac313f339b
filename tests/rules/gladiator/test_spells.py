"""Spells: casting as an AG roll paid in SH, the terrain spells, Dazzle, Psychic Blast, fighter
spells."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator.actions import Cast
from rules.gladiator.characters import adjusted_ag
from rules.gladiator.data import spells
from rules.gladiator.spells import casting_ag, cost_of, known_spells
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def _mage(iq=11, **kw):
    return stage([figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=23 - iq, iq=iq)],
                 [figure_spec("E", cell=(6, 4), facing=6), figure_spec("F", cell=(11, 8), facing=0)], **kw)


def test_spells_terrain_spell_table():
    t = {s.name: (s.iq, s.cost) for s in spells().values() if s.type == "terrain" and not s.authored}
    assert t == {"Create Fire": (8, 1), "Create Pit": (10, 1), "Create Shadow": (11, 2),
                 "Create Exit": (11, 2), "Create Wall": (12, 2)}


def test_spells_a_mage_knows_the_spells_his_iq_allows():
    s = _mage(iq=11)
    assert set(s.fig("w1").spells) == {s.id for s in spells().values()
                                       if s.iq <= 11 and not s.ai_only and not s.free}
    assert {"create_fire", "create_pit", "create_shadow", "create_exit", "dazzle",
            "psychic_blast", "image", "snake_staff", "esp_stats"} <= set(s.fig("w1").spells)
    assert "create_wall" not in s.fig("w1").spells and "death_sword" not in s.fig("w1").spells


def test_spells_cost_a_four_halves_a_three_is_free_a_failed_special_costs_one_less():
    fire, wall = spells()["create_fire"], spells()["create_wall"]
    assert cost_of(wall, 9, True) == 2 and cost_of(wall, 4, True) == 1 and cost_of(wall, 3, True) == 0
    assert cost_of(wall, 14, False) == 1 and cost_of(fire, 14, False) == 0


def test_cast_magic_spell_shift_or_less_creates_terrain_on_or_around_the_mage():
    s = _mage()
    s.fig("w1").moves = 2
    assert not any(a.kind == "cast" for a in PACK.legal_actions(s, "west"))
    s.fig("w1").moves = 1
    cells = {a.cell for a in PACK.legal_actions(s, "west") if a.kind == "cast" and a.spell == "create_fire"}
    assert (3, 4) not in cells and (4, 4) in cells and len(cells) == 8   # not on himself
    shadow = {a.cell for a in PACK.legal_actions(s, "west") if a.kind == "cast" and a.spell == "create_shadow"}
    assert (3, 4) in shadow                                              # Shadow may go on a friend
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Cast(spell="create_fire", cell=(4, 4)))
    assert "F" in s.terrain_at((4, 4)) and s.fig("w1").sh == 8
    cast = ev[0]
    assert cast.kind == "spell_cast" and cast.success and cast.cost == 1


def test_spells_a_failed_spell_makes_nothing():
    s = _mage()
    s.dice = dice_rolling(6, 6, 6)
    s, ev = run(s, Cast(spell="create_shadow", cell=(4, 4)))
    assert s.terrain_at((4, 4)) == "" and s.fig("w1").sh == 9 - 1


def test_dazzle_minus_3_ag_for_enemies_who_see_the_mage():
    s = _mage()
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Cast(spell="dazzle"))
    e, f = s.fig("e1"), s.fig("e2")
    assert adjusted_ag(e) == 12 - 3             # faces him
    assert adjusted_ag(f) == 12                 # faces north: the mage is behind his line


def test_psychic_blast_1d_to_enemies_within_5_no_armour():
    s = _mage()
    s.fig("e1").armour = "leather"
    s.dice = dice_rolling(3, 3, 3, 4)
    s, ev = run(s, Cast(spell="psychic_blast"))
    assert s.fig("e1").sh == 12 - 4 and s.fig("e2").sh == 12      # e2 is 8 squares away
    assert not s.fig("e1").dazed_next


def test_fighter_spells_iq_10_draws_about_half_casts_with_average_of_ag_and_iq():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("E", cell=(9, 4))])
    f = s.fig("w1")
    assert known_spells(f, Dice.from_seed(1)) == ()          # IQ 8: none
    f.iq = 12
    drawn = [known_spells(f, Dice.from_seed(i)) for i in range(40)]
    sizes = [len(d) for d in drawn]
    assert 0 < sum(sizes) / len(sizes) < 7 and len(set(drawn)) > 5
    assert casting_ag(f) == (12 + 12) // 2
    f.ag = 16
    assert casting_ag(f) == 14
