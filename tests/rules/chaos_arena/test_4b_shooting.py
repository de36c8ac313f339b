"""4B Shooting Arrows: range, line of fire, cover, the Arrow Table, the worked example."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena.actions import Move, Shoot
from rules.chaos_arena.shooting import cover
from tests.rules.chaos_arena.kit import act, fig, game, kinds, place, rig


def _example():
    """Evil Archer 1 at (0, 0). Good Scout 1 three hexes south behind woods, Good Berserker 1
    three hexes south-east in a bush, Good Warrior 2 two hexes north-west in the edge of the
    woods, the Good Mage seven hexes away."""
    terrain = {(0, 2): "F", (3, 0): "B", (-2, 0): "F", (-3, 0): "F"}
    s = game(terrain)
    s.current = "p2"
    return place(s, {"evil-archer-1": (0, 0), "good-scout-1": (0, 3), "good-berserker-1": (3, 0),
                     "good-warrior-2": (-2, 0), "good-mage": (7, -7)})


def test_4b_shooting_worked_example():
    s = _example()
    with pytest.raises(IllegalAction, match="4B: cannot shoot: woods at \\(0, 2\\) block"):
        act(s, Shoot(archer="evil-archer-1", target="good-scout-1"))       # behind woods
    assert cover(s, fig(s, "evil-archer-1"), fig(s, "good-berserker-1")) == 1   # in a bush
    assert cover(s, fig(s, "evil-archer-1"), fig(s, "good-warrior-2")) == 2     # edge of the woods
    with pytest.raises(IllegalAction, match="7 hexes away \\(range 6\\)"):
        act(s, Shoot(archer="evil-archer-1", target="good-mage"))
    rig(s, [4, 6])
    s2, evs = act(s, Shoot(archer="evil-archer-1", target="good-warrior-2"))
    shot = kinds(evs, "shot")[0]
    assert shot.dice == (4, 6) and shot.cover == 2 and shot.total == 8 and shot.needed == 8
    assert shot.hit and fig(s2, "good-warrior-2").status == "dead"
    assert fig(s2, "evil-archer-1").arrows == 2 and s2.arrows_used == 1


def test_4b_arrow_table_thresholds():
    from rules.chaos_arena.shooting import NEEDED
    assert NEEDED == {"scout": 6, "mage": 6, "archer": 8, "warrior": 8, "berserker": 10,
                      "knight": 12}


def test_4b_a_miss_still_discards_the_arrow_counter():
    s = place(game(), {"good-archer-1": (0, 0), "evil-knight": (0, -4)})
    rig(s, [1, 2])
    s2, evs = act(s, Shoot(archer="good-archer-1", target="evil-knight"))
    assert kinds(evs, "shot", hit=False) and fig(s2, "good-archer-1").arrows == 2
    assert fig(s2, "evil-knight").lives == 2


def test_4b_arrows_deal_one_life_and_wound_a_knight():
    s = place(game(), {"good-archer-1": (0, 0), "evil-knight": (0, -4)})
    rig(s, [6, 6])
    s2, _ = act(s, Shoot(archer="good-archer-1", target="evil-knight"))
    assert fig(s2, "evil-knight").lives == 1


def test_4b_no_shot_at_a_character_touching_the_archer():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (1, 0)})
    with pytest.raises(IllegalAction, match="touches the archer"):
        act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))


def test_4b_an_archer_shoots_only_if_he_does_not_move():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4)})
    s2, _ = act(s, Move(figure="good-archer-1", to=(1, 0)))
    with pytest.raises(IllegalAction, match="moved this turn"):
        act(s2, Shoot(archer="good-archer-1", target="evil-scout-1"))


def test_4b_one_arrow_per_turn():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4), "evil-scout-2": (2, -4)})
    rig(s, [1, 1])
    s2, _ = act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
    with pytest.raises(IllegalAction, match="already fought or shot"):
        act(s2, Shoot(archer="good-archer-1", target="evil-scout-2"))


def test_4b_arrows_fly_over_walls_bushes_lakes_and_characters_not_woods():
    terrain = {(0, -1): "W", (0, -2): "B", (0, -3): "L"}
    s = place(game(terrain), {"good-archer-1": (0, 0), "good-scout-1": (0, -4),
                              "evil-scout-1": (0, -5), "evil-mage": (3, -5)})
    rig(s, [3, 3])
    s2, evs = act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
    assert kinds(evs, "shot", target="evil-scout-1", hit=True)


def test_4b_into_or_out_of_one_hex_of_woods_but_not_deeper():
    terrain = {(0, 0): "F", (0, -4): "F", (0, -5): "F"}
    s = place(game(terrain), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4),
                              "evil-scout-2": (0, -5)})
    assert cover(s, fig(s, "good-archer-1"), fig(s, "evil-scout-1")) == 2   # out of and into woods
    rig(s, [6, 6])
    act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
    with pytest.raises(IllegalAction, match="woods at \\(0, -4\\) block"):
        act(s, Shoot(archer="good-archer-1", target="evil-scout-2"))


def test_4b_directly_behind_a_wall_is_cover_3():
    s = place(game({(0, -3): "W"}), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4)})
    assert cover(s, fig(s, "good-archer-1"), fig(s, "evil-scout-1")) == 3
    rig(s, [4, 4])     # 8 - 3 = 5: a miss even against a Scout
    _, evs = act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
    assert kinds(evs, "shot", total=5, hit=False)


def test_4b_cover_does_not_stack_the_best_counts():
    s = place(game({(0, -3): "W", (0, -4): "F"}), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4)})
    assert cover(s, fig(s, "good-archer-1"), fig(s, "evil-scout-1")) == 3


def test_4b_range_is_six_hexes():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (0, -6), "evil-scout-2": (1, -7)})
    rig(s, [6, 6])
    act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
    with pytest.raises(IllegalAction, match="range 6"):
        act(s, Shoot(archer="good-archer-1", target="evil-scout-2"))


def test_4b_an_archer_without_arrows_cannot_shoot():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4)})
    fig(s, "good-archer-1").arrows = 0
    with pytest.raises(IllegalAction, match="no arrows"):
        act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
