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
