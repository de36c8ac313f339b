"""What a move will do, said before it is chosen (rules/chaos_arena/preview.py): its cost, the
swamp's odds, a lake, the Mage's prepared spell, the enemies it ends next to."""
from __future__ import annotations

from rules.chaos_arena.actions import Move
from tests.rules.chaos_arena.kit import PACK, game, place


def test_a_move_says_its_cost_and_the_swamps_odds_and_is_right_about_them():
    s = place(game({(0, -1): "S", (0, -2): "S"}), {"good-warrior-1": (0, 0)})
    words = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(0, -1), path=((0, -1),)))
    assert words.startswith("2 of 4 move points (4B)")
    assert "a swamp hex off the path: a die, drowns on 1-3; survives 50% (4B)" in words
    two = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(0, -2), path=((0, -1), (0, -2))))
    assert "2 swamp hexes off the path: a die each, drowns on 1-3; survives 25%" in two
    scout = place(game({(0, -1): "S"}), {"good-scout-1": (0, 0)})
    assert "drowns on a 1; survives 83%" in PACK.preview(scout, "p1", Move(figure="good-scout-1", to=(0, -1)))


def test_a_lake_drowns_and_an_enemy_alongside_is_named():
    s = place(game({(0, -1): "L"}), {"good-warrior-1": (0, 0), "evil-warrior-1": (1, -3)})
    assert "good-warrior-1 drowns in the lake (4B)" in PACK.preview(
        s, "p1", Move(figure="good-warrior-1", to=(0, -1), path=((0, -1),)))
    near = PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(1, -2)))
    assert "ends next to evil-warrior-1: a fight is possible" in near and "lake" not in near
    assert PACK.preview(s, "p1", Move(figure="good-warrior-1", to=(-1, 0))).count(";") == 0


def test_a_mage_that_moves_is_told_he_loses_his_prepared_spell():
    s = place(game(), {})
    s.prepared["p1"] = "zappo-bolt"
    assert "his prepared spell is discarded (4D)" in PACK.preview(s, "p1", Move(figure="good-mage", to=(0, 4)))
    s.prepared["p1"] = None
    assert "prepared" not in PACK.preview(s, "p1", Move(figure="good-mage", to=(0, 4)))


def test_a_fight_and_a_shot_say_their_chances_from_the_dice():
    from rules.chaos_arena.actions import Fight, Shoot
    s = place(game(), {"good-warrior-1": (0, 0), "evil-warrior-1": (0, -1), "good-archer-1": (2, 0),
                       "evil-knight": (4, -4)})
    a, d = s.fig("good-warrior-1"), s.fig("evil-warrior-1")
    words = PACK.preview(s, "p1", Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))
    assert a.card.dice == d.card.dice == 1 and a.stats()[1] == d.stats()[1]
    assert "+ a die against" in words and "win 42%, draw 17%, lose 42%" in words   # 15, 6, 15 of 36
    s.fig("good-warrior-1").drugged = True                   # +3 Oomph: 30, 3 and 3 of 36
    assert "win 83%, draw 8%, lose 8%" in PACK.preview(s, "p1", Fight(attackers=("good-warrior-1",), defenders=("evil-warrior-1",)))
    shot = PACK.preview(s, "p1", Shoot(archer="good-archer-1", target="evil-warrior-1"))
    assert "8 or more hits the warrior: 42%" in shot and "cover" not in shot     # 15 of 36
    knight = PACK.preview(s, "p1", Shoot(archer="good-archer-1", target="evil-knight"))
    assert "12 or more hits the knight: 3%" in knight


def test_the_fights_chances_match_the_rules_rolling_it():
    """The preview's numbers against the rules' own fight over many dice (a Berserker's two)."""
    import re
    from rules.core.dice import Dice
    from rules.chaos_arena.actions import Fight
    s = place(game(), {"good-warrior-1": (0, 0), "evil-berserker-1": (0, -1)})
    fight = Fight(attackers=("good-warrior-1",), defenders=("evil-berserker-1",))
    said = dict(re.findall(r"(win|draw|lose) (\d+)%", PACK.preview(s, "p1", fight)))
    seen = {"win": 0, "draw": 0, "lose": 0}
    for seed in range(1500):
        s.dice = Dice.from_seed(seed)
        _, evs = PACK.apply(s, "p1", fight)
        result = next(e.result for e in evs if e.kind == "combat")
        seen[{"attackers": "win", "defenders": "lose", "draw": "draw"}[result]] += 1
    for k, pct in said.items():
        assert abs(seen[k] / 15 - int(pct)) < 4, (k, pct, seen)


def test_ending_the_phase_with_a_character_on_the_teleportal_warns_that_he_dies():
    """Seen on the live table: "End the action phase" in the first turn, and the Good Mage
    died on his Entrance Teleportal (4A) with no word before. The preview says it, and is right."""
    from rules.chaos_arena.actions import EndPhase
    from rules.chaos_arena.turn import portal_of
    s = game()
    assert s.phase == "action" and s.fig("good-mage").cell == portal_of(s, "p1")
    words = PACK.preview(s, "p1", EndPhase())
    assert words == "good-mage is still on the Entrance Teleportal: dies when the turn ends (4A)"
    while s.current == "p1" and not s.finished:
        s, _ = PACK.apply(s, "p1", EndPhase())
    assert s.fig("good-mage").status != "arena" and s.finished
    assert PACK.preview(place(game(), {}), "p1", EndPhase()) is None


def test_a_summon_says_the_card_of_whom_it_brings_in():
    """Seen on the live table: eleven names to summon and no numbers to choose by. The words are
    the card's (4A, the character cards): read back from the figure the summon puts in."""
    from rules.chaos_arena.actions import Summon
    s = game()
    for fid in ("good-knight", "good-berserker-1", "good-archer-1", "good-scout-1"):
        c = s.fig(fid).card
        words = PACK.preview(s, "p1", Summon(figure=fid))
        assert words.startswith(f"{c.name}: moves {c.mov}, Oomph {c.oomph}")
        assert f"deals {c.dmg} damage, {c.lives} li" in words and c.special in words
        assert ("with 2 dice" in words) == (c.dice == 2)
        assert (f"{c.arrows} arrows" in words) == bool(c.arrows)
        assert ("wounded: moves" in words) == (c.lives > 1)
    assert "drowns" in PACK.preview(s, "p1", Summon(figure="good-warrior-1"))
