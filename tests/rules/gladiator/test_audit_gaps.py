"""Gaps the sentence-by-sentence audit found (rules/gladiator/AUDIT.md, issue #19), each named
after its section of ../shared/rulebooks/gladiator.txt."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator import tactics
from rules.gladiator.actions import (Attack, Cast, ChangeWeapon, EndMove, HandCombat, React,
                                     Throw)
from rules.gladiator.state import Item
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage


def _attacked(events):
    return next(e for e in events if e.kind == "attacked")


# ---------------------------------------------------------------- ATTACK (l. 390)

def test_attack_an_invisible_target_is_minus_two_to_hit():
    """'attacking an invisible target' adjusts the roll: -2 as for a person in Shadow; a
    Troll in his pit and the always invisible Imp (RULING invisible)."""
    s = stage([figure_spec("A", cell=(5, 4), facing=2, sh=12, ag=12, ready="broadsword")],
              [figure_spec("T", "troll", cell=(6, 4), facing=6)], terrain={(6, 4): "P"})
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Attack(target="e1"))
    hit = _attacked(ev)
    assert ("invisible", -2) in hit.modifiers and hit.target_number == 12 - 2
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="broadsword")],
              [figure_spec("I", "imp", cell=(6, 4), facing=6)])
    s, ev = run(s, Attack(target="e1"))
    assert ("invisible", -2) in _attacked(ev).modifiers
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="broadsword")],
              [figure_spec("T", "troll", cell=(6, 4), facing=6)])           # out of his pit
    s, ev = run(s, Attack(target="e1"))
    assert not [m for m in _attacked(ev).modifiers if m[0] == "invisible"]


# ---------------------------------------------------------------- THROW WEAPON (ll. 375, 457)

def test_throw_weapon_readies_top_then_middle_slung_then_also_not_the_bottom():
    """'the first found in the order of slung (top), slung (middle), and also': a shield and
    a two-handed bow are passed over, the bottom slung axe stays slung, the also dagger comes."""
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="javelin", also="dagger",
                           slung=["shield", "short_bow", "hand_axe"])],
              [figure_spec("D", cell=(7, 4), facing=6)])
    s, _ = run(s, Throw(target="e1"))
    assert [it and it.w for it in s.fig("w1").slots] == ["dagger", None, "shield", "short_bow",
                                                         "hand_axe"]
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="javelin", also="dagger",
                           slung=["shield", "hand_axe"])],
              [figure_spec("D", cell=(7, 4), facing=6)])
    s, _ = run(s, Throw(target="e1"))
    assert [it and it.w for it in s.fig("w1").slots] == ["hand_axe", "dagger", "shield", None,
                                                         None]


# ---------------------------------------------------------------- Pit (l. 249)

def _wrestle(terrain):
    s = stage([figure_spec("A", cell=(5, 4), facing=2, sh=16, ag=8)],
              [figure_spec("T", "troll", cell=(6, 4), facing=6)], terrain=terrain)
    return run(s, HandCombat(target="e1"), repel=False)


def test_pit_hand_combat_with_a_troll_in_his_pit_costs_the_other_pit_damage():
    """'Going into hand combat with a troll causes pit damage also' (RULING troll-pit): the
    troll's opponent falls into his pit (4); the troll walks pits freely; open ground: none."""
    s, ev = _wrestle({(6, 4): "P"})
    assert (s.fig("w1").sh, s.fig("e1").sh) == (16 - 4, 17)
    assert [(e.figure, e.damage) for e in ev if e.kind == "wounded"] == [("w1", 4)]
    s, ev = _wrestle({})
    assert (s.fig("w1").sh, s.fig("e1").sh) == (16, 17)
    assert not [e for e in ev if e.kind == "wounded"]


# ---------------------------------------------------------------- Evading (ll. 337, 448)

def _merlin():
    s = stage([figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=9, iq=14)],
              [figure_spec("E", cell=(6, 4), facing=6)])
    f = s.fig("w1")
    f.sh = f.sh_max = 12
    return s


def test_evading_a_hostile_spell_aimed_at_him_may_be_evaded_four_dice():
    """'any character that has not yet acted will be able to evade ... at any time he is
    attacked'; a missile or thrown spell at an enemy is an attack (RULING spell-evade)."""
    s = _merlin()
    s, _ = PACK.apply(s, "west", Cast(spell="drain_spirit", target="e1"))
    assert s.pending and s.pending["kind"] == "evade" and s.pending["asks"] == ["e1"]
    assert PACK.legal_actions(s, "east") == [React(evade=True), React(evade=False)]
    s, ev = PACK.apply(s, "east", React(evade=True))
    cast = next(e for e in ev if e.kind == "spell_cast")
    assert [e.figure for e in ev if e.kind == "evaded"] == ["e1"] and len(cast.faces) == 4
    s = _merlin()                                       # not evading: three dice
    s, ev = run(s, Cast(spell="drain_spirit", target="e1"))
    assert len(next(e for e in ev if e.kind == "spell_cast").faces) == 3


def test_evading_a_nice_spell_on_a_friend_is_no_attack():
    s = stage([figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=9, iq=14),
               figure_spec("B", cell=(4, 4), facing=2)],
              [figure_spec("E", cell=(9, 4), facing=6)])
    s.fig("w1").sh = s.fig("w1").sh_max = 12
    s, ev = PACK.apply(s, "west", Cast(spell="iron_flesh", target="w2"))
    assert not s.pending and any(e.kind == "spell_cast" for e in ev)


# ---------------------------------------------------------------- Needler Bush Tactics (l. 216)

def _bush(bush_cell=(6, 4), foe_cells=((5, 4),)):
    foes = [figure_spec(f"F{i}", cell=c, facing=2) for i, c in enumerate(foe_cells)]
    s = stage(foes, [figure_spec("N", "needler_bush", cell=bush_cell, facing=6)])
    s.act_order = ["e1"] + [f"w{i + 1}" for i in range(len(foe_cells))]
    s.actor = "e1"
    return s


def test_needler_bush_tactics_pelts_with_needles_never_melee():
    s = _bush()
    legal = PACK.legal_actions(s, "east")
    assert any(a.kind == "attack" for a in legal)         # melee is there; it does not take it
    assert tactics.choose(s, legal) == Throw(target="w1")


def test_needler_bush_tactics_first_whoever_engages_it_else_the_closest():
    """Two foes next to it: w1 (north-west, looking north) and w2 (south-west, facing it: the
    bush stands in w2's front square, so w2 engages it). It shoots w2 first; with w2 turned
    away it shoots the closest, w1 (ties by set-up order)."""
    s = _bush(foe_cells=((5, 5), (5, 3)))
    s.fig("w1").facing, s.fig("w2").facing = 0, 1
    assert tactics.choose(s, PACK.legal_actions(s, "east")) == Throw(target="w2")
    s.fig("w2").facing = 4
    assert tactics.choose(s, PACK.legal_actions(s, "east")) == Throw(target="w1")


def test_needler_bush_tactics_within_firing_range_no_more_running():
    """'Once they get within firing range they will slow down their movement (no more
    running)': inside its range (SH 8 squares) it stops at half its MP (8 // 2 = 4)."""
    s = stage([figure_spec("F", cell=(2, 4), facing=2)],
              [figure_spec("N", "needler_bush", cell=(9, 4), facing=6)], phase="initiative")
    s, _ = PACK.apply(s, s.chooser, {"kind": "choose_first", "side": "west"})
    s, _ = PACK.apply(s, "west", EndMove())
    steps = 0
    while s.phase == "movement":
        seat, a = PACK.creature_choice(s)
        s, _ = PACK.apply(s, seat, a)
        steps += a.kind == "step"
    assert steps == 4 and s.fig("e1").cell == (5, 4) and s.fig("e1").moves == 4
    assert s.actor == "e1" and tactics.choose(s, PACK.legal_actions(s, "east")) == Throw(target="w1")


# ---------------------------------------------------------------- Hand Combat (ll. 219, 460-463)

def _adjacent(race):
    s = stage([figure_spec("A", cell=(5, 4), facing=2)],
              [figure_spec("C", race, cell=(6, 4), facing=6)])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    return s


def _choices(race, n=40):
    out = []
    for seed in range(n):
        s = _adjacent(race)
        s.dice = Dice.from_seed(seed).state
        out.append(tactics.choose(s, PACK.legal_actions(s, "east")))
    return out


def test_hand_combat_bears_often_prefer_it_and_never_repel():
    picks = _choices("bear")
    wrestles = sum(isinstance(a, HandCombat) for a in picks)
    assert 40 * 0.45 <= wrestles < 40 and all(isinstance(a, (HandCombat, Attack)) for a in picks)
    s = _adjacent("bear")
    s.act_order, s.actor = ["w1", "e1"], "w1"
    s, _ = PACK.apply(s, "west", HandCombat(target="e1"))
    assert tactics.choose(s, PACK.legal_actions(s, "east")) == React(repel=False)


def test_giant_amoeba_tactics_occasionally_jumps_you_and_seldom_repels():
    picks = _choices("giant_amoeba")
    wrestles = sum(isinstance(a, HandCombat) for a in picks)
    assert 1 <= wrestles <= 40 // 2
    repels = 0
    for seed in range(40):
        s = _adjacent("giant_amoeba")
        s.act_order, s.actor = ["w1", "e1"], "w1"
        s.dice = Dice.from_seed(seed).state
        s, _ = PACK.apply(s, "west", HandCombat(target="e1"))
        repels += tactics.choose(s, PACK.legal_actions(s, "east")).repel
    assert 0 <= repels <= 40 // 3


# ---------------------------------------------------------------- Altar of Life (l. 264)

def test_altar_of_life_the_raised_figure_gets_an_unused_id_after_an_image():
    """The Image spell renumbers the mage and his look-alikes (w2..w4 for a side of two):
    counting figures would give the raised character an id already in play."""
    from rules.gladiator.setup import new_state
    s = new_state({"arena": "colosseum", "magic_item": False,
                   "west": [figure_spec("Grim", cell=(7, 5), facing=2),
                            figure_spec("Merlin", "mage", cell=(3, 3), facing=2, sh=9, ag=9,
                                        iq=14)],
                   "east": [figure_spec("E", cell=(14, 9))],
                   "bones": [{"side": "west", "character": {"name": "Saruaman", "race": "mage"},
                              "cell": [1, 1]}]}, 1)
    s.phase, s.act_order, s.actor = "action", ["w2", "w1", "e1"], "w2"
    s.fig("w2").sh = s.fig("w2").sh_max = 12
    s.dice = dice_rolling(3, 3, 3)
    s, _ = run(s, Cast(spell="image"))
    ids = [f.id for f in s.figures if f.side == "west"]
    assert len(ids) == 4 and len(set(ids)) == 4
    g = s.fig("w1")
    g.slots[1], g.moves, g.acted = Item("bones", tag="Saruaman"), 2, False
    s.phase, s.act_order, s.actor = "action", ["w1", "e1"], "w1"
    s, ev = run(s, ChangeWeapon(swaps=(("also", "ground"),)))
    raised = next(e for e in ev if e.kind == "raised")
    ids = [f.id for f in s.figures]
    assert raised.figure not in ids[:-1] and len(ids) == len(set(ids))


# ---------------------------------------------------------------- clauses with no test before

def test_no_shield_morning_star_flail_and_sting_strike_around_a_shield():
    """l. 51: 'This weapon is not affected by an enemy's shield' (and the Scorpion's sting,
    l. 109): leather 2 still counts, the shield's 2 does not."""
    from rules.gladiator.characters import armour_against
    from rules.gladiator.data import weapons
    s = stage([figure_spec("A", cell=(5, 4), facing=2, sh=13, ag=11, ready="morning_star")],
              [figure_spec("D", cell=(6, 4), facing=6, armour="leather", ready="broadsword",
                           also="shield")])
    d = s.fig("e1")
    assert armour_against(d, (5, 4)) == 2 + 2
    assert all(weapons()[w].no_shield for w in ("morning_star", "flail", "scorpion_sting"))
    assert armour_against(d, (5, 4), weapons()["morning_star"].no_shield) == 2
    s.dice = dice_rolling(2, 2, 2, 6, 6)                          # a hit, 2d+1 = 13
    s, ev = run(s, Attack(target="e1"))
    assert (_attacked(ev).damage_roll, _attacked(ev).armour) == (13, 2)


def test_magic_items_troll_rope_lets_him_into_pits_only_when_carried():
    """l. 82: 'Troll Rope allows you to move into and through pits'; l. 74: 'to utilize a magic
    item you must have it in one of your five weapon or shield slots'."""
    from rules.gladiator.terrain import enterable
    s = stage([figure_spec("A", cell=(3, 4), slung=["troll_rope"]), figure_spec("B", cell=(3, 6))],
              [figure_spec("E", cell=(9, 4))], terrain={(4, 4): "P", (4, 6): "P"})
    assert enterable(s, s.fig("w1"), (4, 4)) and not enterable(s, s.fig("w2"), (4, 6))
    s.ground[(3, 6)] = (Item("troll_rope"),)                      # lying at his feet: no use
    assert not enterable(s, s.fig("w2"), (4, 6))


def test_magic_items_healing_potion_only_standing_after_half_his_mp_or_less():
    """l. 84: 'You must have moved 1/2 your movement points or less and be standing'."""
    s = stage([figure_spec("A", cell=(3, 4), slung=["healing_potion"])],
              [figure_spec("E", cell=(9, 4))])
    a = s.fig("w1")
    a.sh, a.moves = 6, 5                                           # half of MP 10: allowed
    assert any(x.kind == "drink" for x in PACK.legal_actions(s, "west"))
    a.moves = 6
    assert not any(x.kind == "drink" for x in PACK.legal_actions(s, "west"))
    a.moves, a.prone = 0, True
    assert not any(x.kind == "drink" for x in PACK.legal_actions(s, "west"))


def test_fighter_spells_fighters_do_not_regenerate():
    """l. 197: 'fighters DO NOT REGENERATE': only Magi (and the races whose notes say so)."""
    from rules.gladiator.wounds import regenerate
    s = stage([figure_spec("F", cell=(3, 4), sh=14, ag=10)], [figure_spec("E", cell=(9, 4))])
    f = s.fig("w1")
    f.sh = 5
    for _ in range(6):
        regenerate(s, f, [])
    assert f.sh == 5


def test_ring_of_fire_magic_fire_lasts_the_entire_game():
    """l. 150: 'Magic fire lasts the entire game': it is terrain and stays turn after turn."""
    from rules.gladiator.turn import end_turn
    s = stage([figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=9, iq=14)],
              [figure_spec("E", cell=(9, 4))], turn_limit=10)
    s.fig("w1").sh = s.fig("w1").sh_max = 12
    s.dice = dice_rolling(3, 3, 3)
    s, _ = run(s, Cast(spell="create_fire", cell=(4, 4)))
    for _ in range(3):
        s.act_order, s.second_round = [], []
        end_turn(s, [])
    assert s.turn >= 4 and "F" in s.terrain_at((4, 4))


def test_caltrops_do_not_obstruct_missile_attacks():
    """l. 252: 'Caltrops do not obstruct missile attacks (bow shots)'."""
    from rules.gladiator.terrain import missile_line, obstacle_modifiers
    s = stage([figure_spec("A", cell=(2, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(7, 4), facing=6)], terrain={(4, 4): "C", (5, 4): "CC"})
    line = missile_line(s, (2, 4), (7, 4))
    assert line.visible and obstacle_modifiers(s, line.cells) == []


def test_shuffle_two_squares_no_shooting_disengaging_casting_or_hand_combat():
    """l. 345: 'If the two squares are moved, the player will not be able to shoot,
    disengage, cast, or attempt hand combat.'"""
    s = stage([figure_spec("Merlin", "mage", cell=(5, 4), facing=2, sh=9, ag=9, iq=14,
                           ready="short_bow")],
              [figure_spec("D", cell=(6, 4), facing=6), figure_spec("F", cell=(9, 4), facing=6)])
    s.fig("w1").sh = s.fig("w1").sh_max = 12
    kinds = {a.kind for a in PACK.legal_actions(s, "west")}
    assert {"cast", "shoot", "hand_combat", "disengage"} <= kinds
    s.fig("w1").moves = 2
    kinds = {a.kind for a in PACK.legal_actions(s, "west")}
    assert not {"cast", "shoot", "hand_combat", "disengage"} & kinds and "evade" in kinds


def test_throw_elves_and_dwarves_plus_one_with_thrown_weapons():
    """l. 45: 'Elves get a +1 bonus to hit and damage with thrown weapons. Dwarves get a +1
    bonus to hit and damage for thrown hammers and axes.'"""
    from rules.gladiator.data import weapons
    from rules.gladiator.fight import prepare, race_bonus
    s = stage([figure_spec("E", "elf", cell=(2, 4), ready="dagger"),
               figure_spec("G", "dwarf", cell=(2, 6), ready="hand_axe"),
               figure_spec("H", "dwarf", cell=(2, 2), ready="javelin")],
              [figure_spec("D", cell=(6, 4), facing=6)])
    e, g, h, d = (s.fig(i) for i in ("w1", "w2", "w3", "e1"))
    assert ("race", 1) in prepare(s, e, d, weapons()["dagger"], "throw")[2]
    assert race_bonus(e, weapons()["dagger"], "attack") == 0
    assert ("race", 1) in prepare(s, g, d, weapons()["hand_axe"], "throw")[2]
    assert race_bonus(h, weapons()["javelin"], "throw") == 0


def test_fire_spirit_tactics_wrestle_when_it_may_and_caltrops_only_when_half_dead():
    """l. 222: 'When they get up to you they will continually try to get you into hand
    combat'; 'will only avoid caltrops if they are worse than half dead'; never avoid fire."""
    s = _adjacent("fire_spirit")
    assert tactics.choose(s, PACK.legal_actions(s, "east")) == HandCombat(target="w1")
    f = s.fig("e1")
    s.terrain[(7, 4)] = "C"
    s.terrain[(7, 5)] = "F"
    assert not tactics._avoid(s, f, (7, 4)) and not tactics._avoid(s, f, (7, 5))
    f.sh = f.sh_max // 2 - 1
    assert tactics._avoid(s, f, (7, 4)) and not tactics._avoid(s, f, (7, 5))


def test_creature_tactics_avoid_caltrops_only_when_wounded():
    """ll. 216, 219: 'will always avoid fire terrain, and will avoid caltrops if wounded'."""
    s = _adjacent("giant_amoeba")
    f = s.fig("e1")
    s.terrain[(7, 4)] = "C"
    s.terrain[(7, 5)] = "F"
    assert not tactics._avoid(s, f, (7, 4)) and tactics._avoid(s, f, (7, 5))
    f.sh -= 1
    assert tactics._avoid(s, f, (7, 4))


def test_creature_cannot_carry_or_use_weapons_or_armour():
    """l. 127: 'Creature: Non-intelligent being. Cannot carry or use weapons or armor.' A
    creature without a kit is never offered a change of weapons."""
    s = _adjacent("bear")
    s.ground[(6, 4)] = (Item("broadsword"),)
    assert not any(a.kind == "change_weapon" for a in PACK.legal_actions(s, "east"))
    bear = s.fig("e1")
    assert bear.armour == "none" and all(it is None for it in bear.slots)
    import pytest
    from rules.core.engine import BadSetup
    with pytest.raises(BadSetup, match="Creature: east figure 1 is a Bear: it comes as it is, "
                                       "without ready, armour"):
        stage([figure_spec("A")], [{"race": "bear", "ready": "broadsword", "armour": "leather"}])
    with pytest.raises(BadSetup, match="without sh"):
        stage([{"race": "wolf", "sh": 30}], [figure_spec("E")])


def test_phase_spider_tactics_web_at_the_closest_target_else_evade():
    """l. 225: 'If they have no adjacent enemy, they will throw a caustic stream of web
    material at the closest target (even if it is evading)' ... 'will evade if they have no
    targets within range'."""
    s = stage([figure_spec("Far", cell=(2, 4), facing=2), figure_spec("Near", cell=(5, 5), facing=2)],
              [{"race": "phase_spider", "cell": [8, 4], "facing": 6}])
    s.fig("w2").evading = True
    s.act_order, s.actor = ["e1", "w1", "w2"], "e1"
    assert tactics.choose(s, PACK.legal_actions(s, "east")) == Throw(target="w2")
    s.fig("e1").facing = 2                                    # both behind it: nothing in range
    assert tactics.choose(s, PACK.legal_actions(s, "east")).kind == "evade"


def test_disengage_retreats_one_square_and_stands_up_if_prone():
    """l. 363: 'This option is used to retreat (and stand up if prone) from combat.'"""
    from rules.gladiator.actions import Disengage
    s = stage([figure_spec("A", cell=(5, 4), facing=2)], [figure_spec("D", cell=(6, 4), facing=6)])
    s.fig("w1").prone = True
    assert Disengage(path=((4, 4),)) in PACK.legal_actions(s, "west")
    s, _ = run(s, Disengage(path=((4, 4),)))
    assert s.fig("w1").cell == (4, 4) and not s.fig("w1").prone


def test_evading_only_if_capable_prone_targets_are_not_asked():
    """l. 448: 'able to evade if he is capable of evading (movement and prone restrictions)'."""
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="club")],
              [figure_spec("D", cell=(6, 4), facing=6)])
    s.fig("e1").prone = True
    s, ev = PACK.apply(s, "west", Attack(target="e1"))
    assert s.pending is None and len(_attacked(ev).faces) == 3


def test_evil_mage_tactics_dazzles_three_watchers_and_never_drains_an_evader():
    """l. 240: 'He will dazzle if three or more of your party can see him and are not already
    dazzled'; 'will generally NOT target ... an enemy that is evading'."""
    heroes = [figure_spec(f"H{i}", cell=(3, 2 + 2 * i), facing=2) for i in range(3)]
    s = stage(heroes, [{"race": "evil_mage", "cell": [7, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1", "w2", "w3"], "e1"
    assert PACK.creature_choice(s)[1] == Cast(spell="dazzle")
    s.fig("w1").dazzled_until = s.fig("w2").dazzled_until = s.turn + 3
    s.fig("w3").evading = True
    choice = PACK.creature_choice(s)[1]
    assert choice.kind == "cast" and choice.spell != "dazzle"
    assert not (choice.spell == "drain_spirit" and choice.target == "w3")
