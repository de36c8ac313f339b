"""Computer-run characters (section 9): the Phase Spider, Imp, Slayer, Behemoth, Evil Summoner
and Evil Mage with their stat lines, abilities and tactics; evading death blows; potions;
gargoyles over walls; the solo game's balancing."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator import effects
from rules.gladiator.actions import (Attack, Cast, ChangeWeapon, ChooseFirst, EndMove,
                                     HandCombat, Impale, Phase, React, Shoot, Steal, Step)
from rules.gladiator.data import races
from rules.gladiator.terrain import invisible
from rules.gladiator.wounds import kill
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def _versus(creature, hero=None, cell=(6, 4), facing=6, hero_cell=(5, 4), actor="e1", **kw):
    s = stage([figure_spec("Hero", cell=hero_cell, facing=2, **(hero or {}))],
              [{"race": creature, "cell": list(cell), "facing": facing}], **kw)
    s.act_order, s.actor = [actor, "w1"] if actor == "e1" else ["w1", "e1"], actor
    return s


def _moving(creature, cell=(9, 4), hero_cell=(2, 4), **kw):
    s = stage([figure_spec("Hero", cell=hero_cell, facing=2)],
              [{"race": creature, "cell": list(cell), "facing": 6}], phase="none", **kw)
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    return s


def test_ai_characters_stat_lines_of_the_table():
    t = races()
    line = {r: (t[r].sh, t[r].ag, t[r].iq, t[r].ar, t[r].mp) for r in
            ("phase_spider", "imp", "slayer", "evil_mage")}
    assert line == {"phase_spider": (11, 14, 7, 0, 10), "imp": (13, 15, 9, 0, 10),
                    "slayer": (12, 13, 10, 2, 12), "evil_mage": (20, 18, 15, 0, 10)}
    assert (t["evil_summoner"].ag, t["evil_summoner"].iq, t["evil_summoner"].mp,
            t["evil_summoner"].daze, t["evil_summoner"].knockdown) == (16, 13, 1, 8, 25)


def test_ai_characters_phase_spider_phase_shifts_even_engaged_counting_the_squares():
    s = _moving("phase_spider", cell=(9, 4), hero_cell=(8, 3))
    s.fig("w1").facing = 3                           # the spider starts in the hero's front
    legal = PACK.legal_actions(s, "east")
    assert not any(isinstance(a, Step) for a in legal)
    assert Phase(cell=(5, 4)) in legal and Phase(cell=(4, 4)) not in legal    # range 4
    s, ev = PACK.apply(s, "east", Phase(cell=(5, 4)))
    assert s.fig("e1").cell == (5, 4) and s.mv.moves == 4 and ev[0].how == "teleport"
    assert not any(isinstance(a, Phase) for a in PACK.legal_actions(s, "east"))   # one a move


def test_phase_spider_tactics_lands_behind_you_and_bites():
    s = _moving("phase_spider", cell=(8, 4), hero_cell=(5, 4))
    seat, a = PACK.creature_choice(s)
    assert isinstance(a, Phase)
    s, _ = PACK.apply(s, seat, a)
    from rules.gladiator.geometry import zone
    assert zone(s.fig("w1"), s.fig("e1").cell) in ("rear", "side")
    s = _versus("phase_spider")
    kinds = set()
    for seed in range(30):
        s.dice = Dice.from_seed(seed).state
        a = PACK.creature_choice(s)[1]
        kinds.add((a.kind, getattr(a, "weapon", None)))
    assert ("attack", None) in kinds and ("attack", "spider_web") in kinds and ("dual_attack", None) in kinds


def test_ai_characters_imp_is_permanently_invisible_and_regenerates():
    s = _versus("imp")
    imp = s.fig("e1")
    assert invisible(s, imp) and PACK.view(s, "west")["figures"][1]["cell"] is None
    assert [it.w for it in imp.slots if it] == ["caltrops", "caltrops"]


def test_imp_tactics_steals_the_ready_weapon_and_slings_it():
    s = _versus("imp", hero={"ready": "broadsword", "armour": "chain"})
    assert PACK.creature_choice(s)[1] == Steal(target="w1")    # armour: his fists won't do much
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Steal(target="w1"))
    assert s.fig("w1").slots[0] is None and s.fig("e1").slots[4].w == "broadsword"
    assert next(e for e in ev if e.kind == "attacked").damage == 0


def test_imp_tactics_drops_the_loot_once_disengaged_and_heads_for_the_exit():
    s = _versus("imp", cell=(9, 6))
    from rules.gladiator.state import Item
    s.fig("e1").slots[4] = Item("broadsword")
    assert PACK.creature_choice(s)[1] == ChangeWeapon(swaps=(("slung3", "ground"),))
    s = _moving("imp", cell=(9, 4))
    s.fig("e1").slots[4] = Item("broadsword")
    seat, a = PACK.creature_choice(s)
    s, _ = PACK.apply(s, seat, a)
    assert s.fig("e1").cell[1] < 4                   # toward the exit (6, 0)


def test_slayer_tactics_krill_bolt_at_range_and_impale_after_a_charge():
    s = _versus("slayer", cell=(9, 4), hero_cell=(3, 4))
    assert PACK.creature_choice(s)[1] == Shoot(target="w1")
    s.dice = dice_rolling(3, 3, 3, 2, 2)
    s, ev = run(s, Shoot(target="w1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.weapon == "krill" and hit.damage_roll == 2 + 2            # a 2d bolt
    s = _versus("slayer", cell=(6, 4))
    s.fig("e1").moves = 4
    assert PACK.creature_choice(s)[1] == Impale(target="w1")


def test_slayer_tactics_recovers_a_lost_krill():
    s = _versus("slayer", cell=(9, 4), hero_cell=(3, 4))
    from rules.gladiator.state import Item
    s.fig("e1").slots[0] = None
    s.ground[(9, 4)] = (Item("krill"),)
    assert PACK.creature_choice(s)[1] == ChangeWeapon(swaps=(("ground", "ready"),))


def test_behemoth_tactics_craw_usually_crush_one_in_three_dual_one_in_six():
    s = _versus("behemoth")
    picks = {}
    for seed in range(600):
        s.dice = Dice.from_seed(seed).state
        a = PACK.creature_choice(s)[1]
        key = a.kind if not isinstance(a, Attack) else (a.weapon or "craw")
        picks[key] = picks.get(key, 0) + 1
    assert 60 <= picks["dual_attack"] <= 140            # about 1 in 6
    assert 120 <= picks["crush"] <= 220                 # about 1 in 3 of the rest
    assert picks["craw"] > picks["crush"] and picks.get("hand_combat", 0) > 0
    assert Attack(target="w1", weapon="crush") in PACK.legal_actions(s, "east")


def test_creature_tactics_smart_ones_evade_a_death_blow():
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2, sh=16, ag=8, ready="halberd")],
              [{"race": "fire_spirit", "cell": [6, 4], "facing": 6}, {"race": "wolf", "cell": [6, 5], "facing": 6}])
    s.fig("w1").moves = 2
    s.fig("e1").sh = 10
    s.act_order, s.actor = ["w1", "e1", "e2"], "w1"
    s, _ = PACK.apply(s, "west", Impale(target="e1"))       # 2d-1 doubled: up to 22
    assert PACK.creature_choice(s) == ("east", React(evade=True))
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2, ready="dagger")],
              [{"race": "fire_spirit", "cell": [6, 4], "facing": 6}])
    s.act_order, s.actor = ["w1", "e1"], "w1"
    s, _ = PACK.apply(s, "west", Attack(target="e1"))
    assert PACK.creature_choice(s) == ("east", React(evade=False))


def test_evil_summoner_sh_is_the_enemy_party_average_times_125_percent_and_summons_up_to_four():
    s = stage([figure_spec("A", cell=(1, 4)), figure_spec("B", "human", cell=(1, 6), sh=16, ag=8)],
              [{"race": "evil_summoner", "cell": [9, 4], "facing": 6}])
    assert s.fig("e1").sh == round(14 * 1.25)
    s.act_order, s.actor = ["e1", "w1", "w2"], "e1"
    seat, a = PACK.creature_choice(s)
    assert isinstance(a, Cast) and a.spell in ("summon_troll", "summon_gargoyle", "summon_bear")
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, a)
    assert s.fig("e1").sh == 18 and [e.kind for e in ev].count("summoned") == 1
    from rules.gladiator.conjure import summon
    for _ in range(3):
        summon(s, s.fig("e1"), "troll", "summon", [])
    s.act_order, s.actor = ["e1"], "e1"
    s.fig("e1").acted = False
    assert not any(isinstance(x, Cast) and x.spell.startswith("summon")
                   for x in PACK.legal_actions(s, "east"))


def test_evil_mage_tactics_boosts_the_behemoth_first_then_drains():
    s = stage([figure_spec("Hero", cell=(2, 4), facing=2)],
              [{"race": "evil_mage", "cell": [8, 4], "facing": 6},
               {"race": "behemoth", "cell": [7, 5], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1", "e2"], "e1"
    s.fig("e1").facing = 7
    a = PACK.creature_choice(s)[1]
    assert a.spell == "agility_magic" and a.target == "e2" and a.power == 3
    effects.add(s.fig("e2"), "agility_magic", 3, effects.GAME, "e1")
    effects.add(s.fig("e2"), "magic_speed", 6, 9, "e1")
    assert PACK.creature_choice(s)[1] == Cast(spell="death_sword", target="e2")
    s.fig("e1").facing = 6
    from rules.gladiator.state import Item
    s.fig("e2").slots[0] = Item("death_sword")
    a = PACK.creature_choice(s)[1]
    assert a.spell == "drain_spirit" and a.target == "w1" and a.power <= 2


def test_evil_mage_death_sword_is_the_behemoths_weapon_and_can_be_taken():
    s = _versus("behemoth")
    from rules.gladiator.characters import strikers
    from rules.gladiator.state import Item
    s.fig("e1").slots[0] = Item("death_sword")
    assert strikers(s.fig("e1"))[0][1].damage == "5d+5"
    kill(s, s.fig("e1"))
    assert s.ground[(6, 4)][0].w == "death_sword"


def test_evil_mage_has_permanent_missile_return_and_regenerates():
    s = stage([figure_spec("Archer", cell=(2, 4), facing=2, ready="long_bow")],
              [{"race": "evil_mage", "cell": [8, 4], "facing": 6}])
    assert effects.missile_return(s.fig("e1"))
    s.dice = dice_rolling(3, 3, 3, 6)
    s, ev = run(s, Shoot(target="e1"))
    assert next(e for e in ev if e.kind == "attacked").target == "w1"
    from rules.gladiator.wounds import regenerate
    mage = s.fig("e1")
    mage.sh = 15
    regenerate(s, mage, [])
    assert mage.sh == 16                                 # 1 SH every turn


def test_magic_items_evil_mage_and_summoner_may_leave_a_healing_potion():
    left = {"evil_mage": 0, "evil_summoner": 0}
    for race in left:
        for seed in range(300):
            s = _versus(race)
            s.dice = Dice.from_seed(seed).state
            kill(s, s.fig("e1"))
            left[race] += any(it.w == "healing_potion" for it in s.ground.get((6, 4), ()))
    assert 120 <= left["evil_mage"] <= 180 and 70 <= left["evil_summoner"] <= 130


def test_gargoyle_flies_over_walls_without_stopping_on_one():
    s = _moving("gargoyle", cell=(9, 4), hero_cell=(2, 4), terrain={(8, 4): "W"})
    assert Step(direction=6) in PACK.legal_actions(s, "east")
    s, _ = PACK.apply(s, "east", Step(direction=6))
    assert s.fig("e1").cell == (8, 4) and EndMove() not in PACK.legal_actions(s, "east")
    s, _ = PACK.apply(s, "east", Step(direction=6))
    assert EndMove() in PACK.legal_actions(s, "east")
    w = _moving("wolf", cell=(9, 4), terrain={(8, 4): "W"})
    assert Step(direction=6) not in PACK.legal_actions(w, "east")


def test_gargoyle_tactics_cross_a_wall_line():
    wall = {(7, y): "W" for y in range(9)}
    s = _moving("gargoyle", cell=(9, 4), hero_cell=(2, 4), terrain=wall)
    while s.phase == "movement" and s.mv.fig == "e1":
        seat, a = PACK.creature_choice(s)
        s, _ = PACK.apply(s, seat, a)
    assert s.fig("e1").cell[0] < 7


def test_solo_game_balances_the_ai_side_against_a_stronger_party():
    weak = PACK.new_game({"solo": True, "west": [{"name": "Grim"}]}, 4)
    strong = PACK.new_game({"solo": True, "west": [
        {"name": "A", "race": "human", "sh": 16, "ag": 8}, {"name": "B", "race": "human", "sh": 16, "ag": 8},
        {"name": "C", "race": "dwarf", "sh": 14, "ag": 9}]}, 4)
    def total(s):
        return sum(f.sh for f in s.figures if f.side == "east")
    assert total(strong) > total(weak) >= 12
    assert all(races()[f.race].creature for f in strong.figures if f.side == "east")


def test_ai_characters_needing_hand_combat_giant_amoeba_does_not_repel():
    """'They usually do not repel anyone' (RULING: 1 in 6, from the tactic's own dice)."""
    from rules.core.dice import Dice
    answers = []
    for seed in range(30):
        s = _versus("giant_amoeba", actor="w1")
        s.dice = Dice.from_seed(seed).state
        s, _ = PACK.apply(s, "west", HandCombat(target="e1"))
        answers.append(PACK.creature_choice(s))
    assert {a for a in answers} <= {("east", React(repel=False)), ("east", React(repel=True))}
    assert sum(a == ("east", React(repel=False)) for a in answers) >= 20


def test_movement_explained_a_shift_is_never_a_run():
    s = _versus("evil_summoner", cell=(9, 4), hero_cell=(2, 4))     # MP 1: half his MP is 0
    s.fig("e1").moves = 1
    assert any(isinstance(a, Cast) for a in PACK.legal_actions(s, "east"))


def test_imp_and_slayer_tactics_disbelieve_only_when_several_illusions_are_present():
    from rules.gladiator.actions import Disbelieve
    from rules.gladiator.conjure import summon
    s = stage([figure_spec("Merlin", "mage", cell=(2, 4), facing=2, sh=9, ag=12, iq=11)],
              [{"race": "slayer", "cell": [9, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    summon(s, s.fig("w1"), "wolf", "illusion", [], illusion=True)
    picks = set()
    for seed in range(40):
        s.dice = Dice.from_seed(seed).state
        picks.add(PACK.creature_choice(s)[1] == Disbelieve())
    assert picks == {False}                          # one illusion is ignored
    for _ in range(2):
        summon(s, s.fig("w1"), "bear", "illusion", [], illusion=True)
    picks = set()
    for seed in range(40):
        s.dice = Dice.from_seed(seed).state
        picks.add(PACK.creature_choice(s)[1] == Disbelieve())
    assert picks == {True, False}


def test_slayer_tactics_disengages_to_reach_the_exit_when_heavily_damaged():
    from rules.gladiator.actions import Disengage
    s = _versus("slayer", cell=(6, 2), hero_cell=(5, 2))
    s.fig("w1").facing = 2
    s.fig("e1").sh = 3
    a = PACK.creature_choice(s)[1]
    assert isinstance(a, Disengage) and a.path[-1][1] == 1          # toward the exit (6, 0)
