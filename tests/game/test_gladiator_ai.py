"""The Gladiator computer players (game/ai/gladiator/): registered, seeded, they decide from
what their side may know (determinize), let the creatures follow the pack's tactics, and beat
the random player clearly."""
from __future__ import annotations

from game.ai import PACK_AI, make_ai
from game.ai.gladiator import make
from game.tournament import play_many
from rules.gladiator.actions import ChooseFirst, React, Shoot
from tests.rules.gladiator.helpers import PACK, figure_spec, stage


def test_gladiator_players_are_registered_for_the_pack():
    assert PACK_AI["gladiator"] == "game.ai.gladiator"
    assert make_ai("gladiator", "normal", 1).name == "gladiator-normal"
    assert make_ai("gladiator", "random", 1).name == "random"


def test_gladiator_player_lets_the_enemy_move_first():
    s = stage([figure_spec("A", cell=(2, 4))], [figure_spec("B", cell=(9, 4))], phase="none")
    s.chooser = "west"
    assert make("normal", 3).choose(PACK, s, "west") == ChooseFirst(side="east")


def test_gladiator_player_leaves_creatures_to_their_tactics():
    s = stage([figure_spec("A", cell=(5, 4), facing=2)], [{"race": "troll", "cell": [6, 4], "facing": 6}])
    s.act_order, s.actor = ["e1", "w1"], "e1"
    assert make("normal", 3).choose(PACK, s, "east") == PACK.creature_choice(s)[1]


def test_gladiator_player_shoots_at_the_enemy_in_front():
    s = stage([figure_spec("Archer", "elf", cell=(2, 4), facing=2, ready="short_bow")],
              [figure_spec("B", cell=(9, 4), facing=6)])
    assert make("normal", 3).choose(PACK, s, "west") == Shoot(target="e1")


def test_gladiator_player_evades_a_double_damage_attack():
    from rules.gladiator.actions import Impale
    s = stage([figure_spec("A", cell=(5, 4), facing=2, ready="spear")],
              [figure_spec("B", cell=(6, 4), facing=6)])
    s.fig("w1").moves = 2
    s, _ = PACK.apply(s, "west", Impale(target="e1"))
    assert make("normal", 3).choose(PACK, s, "east") == React(evade=True)


def test_evading_the_player_evades_a_drain_that_could_kill_him_and_lets_a_weak_one_pass():
    """Spells aimed at a character may be evaded (RULING spell-evade): the computer evades a
    Drain Spirit whose dice could kill him (it ignores armour), not one that cannot."""
    from rules.gladiator.actions import Cast
    for power, evade in ((3, True), (1, False)):          # 3d: up to 18 >= SH 12; 1d: 6
        s = stage([figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=9, iq=14)],
                  [figure_spec("B", cell=(6, 4), facing=6)])
        s.fig("w1").sh = s.fig("w1").sh_max = 12
        s, _ = PACK.apply(s, "west", Cast(spell="drain_spirit", target="e1", power=power))
        assert s.pending["asks"] == ["e1"]
        assert make("normal", 3).choose(PACK, s, "east") == React(evade=evade)


def test_gladiator_player_does_not_read_what_its_side_cannot_see():
    """Two games that differ only in where an invisible enemy stands (one of two shadow squares)
    get the same decision from the same seed."""
    choices = []
    for hidden in ((9, 2), (9, 6)):
        s = stage([figure_spec("A", cell=(2, 4), facing=2, ready="broadsword")],
                  [figure_spec("B", cell=hidden, facing=6), figure_spec("C", cell=(10, 4), facing=6)],
                  terrain={(9, 2): "S", (9, 6): "S"})
        assert PACK.view(s, "west")["figures"][1]["cell"] is None
        choices.append(make("hard", 5, timed=False).choose(PACK, s, "west"))
    assert choices[0] == choices[1]


def test_gladiator_player_same_seed_same_game():
    a = play_many("gladiator", "ai:normal,ai:easy", 2, 7)
    b = play_many("gladiator", "ai:normal,ai:easy", 2, 7)
    assert [g.winners for g in a.games] == [g.winners for g in b.games]
    assert [g.actions for g in a.games] == [g.actions for g in b.games]


def test_gladiator_player_beats_the_random_player():
    report = play_many("gladiator", "ai:normal,random", 6, 1)
    wins = sum(1 for g in report.games if g.winners == ["ai:normal"])
    assert wins >= 5
