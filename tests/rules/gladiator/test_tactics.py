"""Computer-run creatures and their tactics."""
from __future__ import annotations

from rules.gladiator.actions import ChooseFirst, DualAttack, EndMove, Evade, React, Step, Turn
from tests.rules.gladiator.helpers import PACK, figure_spec, stage


def _creature_moving(creature, cell=(8, 4), hero_cell=(2, 4), **kw):
    s = stage([figure_spec("Hero", cell=hero_cell, facing=2)],
              [{"race": creature, "cell": list(cell), "facing": 6}], phase="none", **kw)
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="east"))
    return s


def _play_creature(s):
    while True:
        choice = PACK.creature_choice(s)
        if choice is None:
            return s
        seat, action = choice
        assert action in PACK.legal_actions(s, seat)
        s, _ = PACK.apply(s, seat, action)


def test_creature_tactics_come_at_you_full_steam_and_face_you():
    s = _play_creature(_creature_moving("wolf"))
    wolf = s.fig("e1")
    assert wolf.cell == (3, 4) and wolf.facing == 6 and wolf.moves == 5    # next to the hero


def test_creature_tactics_always_avoid_fire():
    s = _creature_moving("wolf", terrain={(7, 4): "F", (7, 5): "F", (7, 3): "F"})
    s, _ = PACK.apply(s, "east", PACK.creature_choice(s)[1])
    assert "F" not in s.terrain_at(s.fig("e1").cell)


def test_creature_tactics_make_for_the_exit_when_severely_wounded():
    s = _creature_moving("wolf", cell=(8, 2))
    s.fig("e1").sh = 3
    s = _play_creature(s)
    assert s.fig("e1").cell == (6, 0)          # the practice arena's exit


def test_creature_tactics_attack_with_both_natural_weapons_or_evade_with_nothing_to_attack():
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2)], [{"race": "troll", "cell": [6, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    seat, action = PACK.creature_choice(s)
    assert seat == "east" and action == DualAttack(first="w1", second="w1")
    s.fig("e1").facing = 2
    assert PACK.creature_choice(s)[1] == Evade()


def test_creature_tactics_let_the_enemy_move_first_and_bears_do_not_repel():
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2)], [{"race": "bear", "cell": [6, 4], "facing": 6}],
              phase="none")
    s.chooser = "east"
    assert PACK.creature_choice(s) == ("east", ChooseFirst(side="west"))
    from rules.gladiator.actions import HandCombat
    s.phase, s.act_order, s.actor = "action", ["w1", "e1"], "w1"
    s, _ = PACK.apply(s, "west", HandCombat(target="e1"))
    assert PACK.creature_choice(s) == ("east", React(repel=False))
    assert PACK.creature_choice(s) is not None


def test_creature_tactics_never_choose_for_a_player_character():
    s = _creature_moving("wolf")
    s, _ = PACK.apply(s, "east", EndMove())
    assert s.mv.fig == "w1" and PACK.creature_choice(s) is None


def test_solo_game_creates_a_balanced_group_of_creatures():
    from rules.gladiator.data import races
    for seed in range(5):
        s = PACK.new_game({"solo": True, "west": [{"name": "Grim", "ready": "broadsword"}]}, seed)
        east = [f for f in s.figures if f.side == "east"]
        assert east and all(races()[f.race].creature for f in east)
        assert sum(f.sh for f in east) >= 12 and all(f.sh <= 15 for f in east)
        assert sum("X" in t for t in s.terrain.values()) == 1
        # and the creatures play themselves
        assert all(races()[f.race].creature for f in s.figures if f.side == "east")


def test_ai_characters_amoeba_acid_ignores_armour_and_it_cannot_be_knocked_down():
    from rules.gladiator.actions import Attack
    from rules.gladiator.wounds import wound
    from tests.rules.gladiator.helpers import dice_rolling, run
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2, armour="leather")],
              [{"race": "giant_amoeba", "cell": [6, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    s.dice = dice_rolling(3, 3, 3, 5)
    s, ev = run(s, Attack(target="w1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.armour == 0 and hit.damage == 6
    amoeba = s.fig("e1")
    wound(s, amoeba, 8, [])          # would knock down a human
    assert not amoeba.prone


def test_ai_characters_fire_spirit_burns_where_it_stands_and_where_it_hits():
    from rules.gladiator.actions import Attack, Stand
    from tests.rules.gladiator.helpers import dice_rolling, run
    s = stage([figure_spec("Hero", cell=(5, 4), facing=2)],
              [{"race": "fire_spirit", "cell": [6, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    s.dice = dice_rolling(3, 3, 3)
    s, ev = run(s, Attack(target="w1"))
    assert next(e for e in ev if e.kind == "attacked").damage == 3 and "F" in s.terrain_at((5, 4))
    s, ev = run(s, Stand())                           # the hero's action ends the turn
    assert "F" in s.terrain_at((6, 4)) and s.fig("e1").sh == 15      # immune to fire
    assert s.fig("w1").sh == 12 - 3 - 3
    from rules.gladiator.data import races
    assert (races()["behemoth"].sh, races()["behemoth"].weapons) == (35, ("cavernous_craw", "crush"))


def test_ai_characters_needler_bush_throws_its_needles_even_after_a_charge():
    from rules.gladiator.actions import Throw
    from tests.rules.gladiator.helpers import run
    s = stage([figure_spec("Hero", cell=(2, 4), facing=2)],
              [{"race": "needler_bush", "cell": [7, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    s.fig("e1").moves = 4                        # a charge (MP 8)
    seat, action = PACK.creature_choice(s)
    assert action == Throw(target="w1")
    s, ev = run(s, action)
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.weapon == "needles" and ("range", -5) in hit.modifiers
    assert s.fig("e1").present and not s.ground          # the needles stay with the bush
