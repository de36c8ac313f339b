"""Agility Rolls, Weapons Table Legend (damage), the odds before committing."""
from __future__ import annotations

from fractions import Fraction

import pytest

from rules.core.dice import Dice
from rules.gladiator import data, rolls
from rules.gladiator.actions import Attack
from rules.gladiator.characters import strikers
from rules.gladiator.fight import strike
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def test_agility_rolls_five_or_less_always_hits_sixteen_or_more_always_misses():
    assert rolls.succeeds(5, -10) and rolls.succeeds(3, 0)
    assert not rolls.succeeds(16, 30) and not rolls.succeeds(18, 40)
    assert rolls.succeeds(12, 12) and not rolls.succeeds(13, 12)


def test_agility_rolls_exact_hit_chance():
    assert rolls.hit_chance(10) == Fraction(1, 2)
    assert rolls.hit_chance(0) == Fraction(10, 216)     # 3, 4, 5 always hit: 1+3+6 ways
    assert rolls.hit_chance(30) == Fraction(206, 216)   # 16, 17, 18 always miss: 6+3+1 ways
    assert rolls.hit_chance(10, n_dice=4) < rolls.hit_chance(10)   # evading: four dice


def test_agility_rolls_four_doubles_three_triples_seventeen_drops():
    assert rolls.multiplier(4) == 2 and rolls.multiplier(3) == 3 and rolls.multiplier(5) == 1
    r = rolls.roll(Dice(dice_rolling(6, 6, 5)), 12)
    assert r.total == 17 and r.fumble and not r.hit
    r = rolls.roll(Dice(dice_rolling(1, 1, 2)), 12)
    assert r.hit and r.multiplier == 2


def _duel(att_kw, dfn_kw, dfn_cell=(6, 4), dfn_facing=6):
    return stage([figure_spec("A", cell=(5, 4), facing=2, **att_kw)],
                 [figure_spec("D", cell=dfn_cell, facing=dfn_facing, **dfn_kw)])


def test_agility_rolls_seventeen_drops_the_ready_hand_weapon():
    s = _duel({"ready": "broadsword"}, {})
    s.dice = dice_rolling(6, 6, 5)
    new, events = run(s, Attack(target="e1"))
    a = new.fig("w1")
    assert a.slots[0] is None and [it.w for it in new.ground[(5, 4)]] == ["broadsword"]
    assert any(e.kind == "item_dropped" for e in events)


def test_agility_rolls_a_four_doubles_the_damage_before_armour():
    s = _duel({"ready": "broadsword"}, {"armour": "leather"})
    s.dice = dice_rolling(1, 1, 2, 3, 4)        # to hit 4; damage 2d = 7
    new, events = run(s, Attack(target="e1"))
    hit = next(e for e in events if e.kind == "attacked")
    assert (hit.total, hit.multiplier, hit.damage_roll, hit.armour, hit.damage) == (4, 2, 14, 2, 12)
    assert new.fig("e1").sh == 0 and not new.fig("e1").alive


def test_weapons_fists_by_sh():
    assert data.fist_damage(17) == (1, 2)       # SH=17 fist does 1d+2
    for sh in (4, 8, 11):
        assert data.fist_damage(sh) == (1, -4)  # SH=11 or less does 1d-4
    assert data.fist_damage(13) == (1, -2)      # the Imp's fists (SH 13)
    assert data.fist_damage(14) == (1, -1)      # the Slayer's SH 14 fists


def test_weapons_shield_against_leather_does_0_to_2():
    """'1d - 2 for the shield damage and -2 for the leather armor ... from 0 to 2 points'."""
    seen = set()
    for seed in range(300):
        s = _duel({"also": "shield", "ready": "club"}, {"armour": "leather"})
        s.dice = Dice.from_seed(seed).state
        out = []
        shield = data.weapons()["shield"]
        strike(s, s.fig("w1"), s.fig("e1"), 1, shield, "shield_attack", out)
        hit = out[0]
        if hit.hit and hit.multiplier == 1:
            seen.add(hit.damage)
    assert seen == {0, 1, 2}


def test_weapons_death_sword_sh30_5d_plus_5_slashing():
    w = data.weapons()["death_sword"]
    assert (w.sh, w.dice, w.slash) == (30, (5, 5), True)


def test_weapons_table_authored_and_validated():
    import json
    for name in ("weapons.json", "armour.json"):
        assert json.loads((data.DATA_DIR / name).read_text())["authored"] is True
    with pytest.raises(ValueError, match="not like"):
        data.parse_damage("2x+1")
    # every bow of an SH bracket does less than that bracket's best hand weapon
    ws = data.weapons().values()
    for bow in (w for w in ws if w.bow == "B"):
        best = max((w for w in ws if w.kind == "weapon" and not w.bow and not w.natural
                    and w.sh <= bow.sh), key=lambda w: w.dice[0] * 3.5 + w.dice[1])
        assert bow.dice[0] * 3.5 + bow.dice[1] < best.dice[0] * 3.5 + best.dice[1]


def test_weapons_elf_bow_and_dwarf_axe_bonuses():
    from rules.gladiator.fight import prepare
    s = stage([figure_spec("E", "elf", cell=(2, 4), ready="short_bow"),
               figure_spec("G", "dwarf", cell=(5, 4), ready="hand_axe")],
              [figure_spec("D", cell=(6, 4), facing=6)])
    e, g, d = s.fig("w1"), s.fig("w2"), s.fig("e1")
    assert ("race", 1) in prepare(s, e, d, data.weapons()["short_bow"], "shoot")[2]
    assert ("race", 1) in prepare(s, g, d, data.weapons()["hand_axe"], "attack")[2]
    assert ("race", 1) not in prepare(s, g, d, data.weapons()["club"], "attack")[2]


def test_agility_rolls_odds_before_committing():
    s = _duel({"ready": "broadsword"}, {})
    [(what, p)] = PACK.odds(s, Attack(target="e1"))
    assert p == pytest.approx(float(rolls.hit_chance(12)))
    s.fig("e1").facing = 2                      # now A stands behind him: +3
    [(what, p)] = PACK.odds(s, Attack(target="e1"))
    assert p == pytest.approx(float(rolls.hit_chance(15)))
