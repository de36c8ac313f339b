"""5 Winning the Game, plus the remaining rules of 4B-4D and 6 not covered elsewhere."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena import chaos, spells
from rules.chaos_arena.actions import Cast, Concede, EndPhase, Fight, Move, Shoot, Swap, UseItem
from rules.chaos_arena.moves import reach
from rules.chaos_arena.shooting import line_of_fire
from tests.rules.chaos_arena.kit import PACK, act, fig, game, kinds, place, rig
from tests.rules.chaos_arena.test_4d_spells import ready


def test_5_the_game_ends_the_moment_a_mage_dies():
    s = place(game(), {"good-knight": (0, -4), "evil-mage": (0, -5)})
    fig(s, "evil-mage").lives = 1
    rig(s, [6, 1])
    s2, evs = act(s, Fight(attackers=("good-knight",), defenders=("evil-mage",)))
    assert s2.finished and PACK.outcome(s2).winners == ("p1",) and kinds(evs, "game_over")
    assert PACK.to_act(s2) == frozenset() and PACK.legal_actions(s2, "p1") == []


def test_5_both_mages_dying_at_once_is_a_draw():
    s = ready("maicrowave-mindmush")
    fig(s, "good-mage").lives = fig(s, "evil-mage").lives = 1
    s2, evs = act(s, Cast())
    assert s2.finished and s2.winners == () and "draw" in s2.reason


def test_5_conceding_gives_the_other_player_the_win():
    s = place(game(), {})
    s2, evs = act(s, Concede(), "p1")
    assert s2.finished and s2.winners == ("p2",) and kinds(evs, "game_over")
    assert Concede() not in PACK.legal_actions(s, "p1")      # offered by the table, not listed


def test_5_the_round_limit_ends_the_game_in_a_draw():
    s = game(round_limit=1)
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, _ = act(s, EndPhase())
    s, _ = act(s, EndPhase())
    s, _ = act(s, Move(figure="evil-mage", to=(0, -6)))
    s, _ = act(s, EndPhase())
    s, evs = act(s, EndPhase())
    assert s.finished and s.winners == () and "round limit" in s.reason


def test_4b_a_character_moves_before_fighting_not_after():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-scout-1": (1, 0)})
    rig(s, [1, 1])
    s2, _ = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-scout-1",)))
    with pytest.raises(IllegalAction, match="moves before, not after"):
        act(s2, Move(figure="good-warrior-1", to=(0, -1)))
    s3, _ = act(s, Move(figure="good-warrior-1", to=(2, -1)))     # move first, then fight
    rig(s3, [1, 1])
    act(s3, Fight(attackers=("good-warrior-1",), defenders=("evil-scout-1",)))


def test_4b_a_group_with_a_berserker_rolls_two_dice():
    s = place(game(), {"good-berserker-1": (0, 0), "good-scout-1": (2, -1), "evil-knight": (1, 0)})
    rig(s, [2, 6, 1])
    _, evs = act(s, Fight(attackers=("good-berserker-1", "good-scout-1"), defenders=("evil-knight",)))
    c = kinds(evs, "combat")[0]
    assert c.attack_dice == (2, 6) and c.attack_total == 6 + 4 + 1


def test_4b_a_line_along_a_hex_edge_is_clear_if_either_side_is():
    s = game({(1, -1): "F"})
    # (0, 0) to (1, -2) runs along the edge between (0, -1) and (1, -1)
    assert line_of_fire(s.board, (0, 0), (1, -2)).visible
    s2 = game({(1, -1): "F", (0, -1): "F"})
    assert not line_of_fire(s2.board, (0, 0), (1, -2)).visible


def test_4b_archers_shoot_only_enemies():
    s = place(game(), {"good-archer-1": (0, 0), "good-scout-1": (0, -3)})
    with pytest.raises(IllegalAction, match="on your side"):
        act(s, Shoot(archer="good-archer-1", target="good-scout-1"))


def test_4b_swapping_items_between_touching_characters():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (1, 0), "good-scout-2": (3, 0)})
    fig(s, "good-warrior-1").item = "light-elfy-sword"
    fig(s, "good-warrior-1").item_used = s.phase_no          # already used this action phase
    s2, evs = act(s, Swap(a="good-warrior-1", b="good-scout-1"))
    assert fig(s2, "good-scout-1").item == "light-elfy-sword" and fig(s2, "good-warrior-1").item is None
    assert fig(s2, "good-scout-1").item_used == s.phase_no                 # used stays used
    with pytest.raises(IllegalAction, match="touching"):
        act(s2, Swap(a="good-scout-1", b="good-scout-2"))


def test_4c_never_roll_for_a_chaos_card_on_your_first_turn():
    s = game()
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, evs = act(s, EndPhase())
    assert not kinds(evs, "chaos_roll")


def test_4c_an_empty_deck_is_the_discard_pile_reshuffled():
    s = place(game(), {"good-warrior-1": (0, 0)})
    s.deck, s.discard = [], ["soggy-matches"]
    evs = []
    chaos.encounter(s, fig(s, "good-warrior-1"), evs)
    assert fig(s, "good-warrior-1").item == "soggy-matches" and s.discard == []


def test_4d_walls_do_not_block_a_mages_sight():
    s = ready("zappo-bolt", {"evil-scout-1": (0, 2)}, terrain={(0, 4): "W", (0, 3): "W"})
    assert Cast(target="evil-scout-1") in spells.targets(s, "p1", "zappo-bolt")


def test_6_hanzaplast_band_aid_heals_the_next_life_lost():
    s = ready("hanzaplast-bandaid", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    evs = []
    from rules.chaos_arena.life import damage
    damage(s2, fig(s2, "good-warrior-1"), 1, "test", evs)
    assert fig(s2, "good-warrior-1").status == "arena" and kinds(evs, "spell_ended")
    damage(s2, fig(s2, "good-warrior-1"), 1, "test", evs)
    assert fig(s2, "good-warrior-1").status == "dead"


def test_6_fleetfoot_adds_two_move_next_turn():
    s = ready("fleetfoot", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    s2.turns["p1"] += 1
    assert max(reach(s2, fig(s2, "good-warrior-1")).values()) == 6


def test_6_grimbold_glue_no_moving_next_action_phase():
    s = ready("grimbold-glue", {"evil-warrior-1": (1, 2)})
    s2, _ = act(s, Cast(target="evil-warrior-1"))
    from rules.chaos_arena import turn
    turn.start_turn(s2, "p2", [])
    s2.phase = "action"                   # (skip the introduction)
    with pytest.raises(IllegalAction, match="glued"):
        act(s2, Move(figure="evil-warrior-1", to=(1, 1)), "p2")


def test_6_blowhard_gale_random_movement():
    s = ready("blowhard-gale", {"evil-warrior-1": (1, 2)})
    rig(s, [4])
    s2, evs = act(s, Cast(target="evil-warrior-1"))
    assert kinds(evs, "moved", how="random", direction=4) and fig(s2, "evil-warrior-1").cell == (1, 5)


def test_6_kablammo_fireball_two_lives_in_a_seven_hex_area_up_to_8_away():
    s = ready("kablammo-fireball", {"evil-knight": (0, -2), "evil-scout-1": (1, -3)})
    s2, evs = act(s, Cast(cell=(0, -3)))
    assert fig(s2, "evil-knight").status == "dead" and fig(s2, "evil-scout-1").status == "dead"


def test_6_healing_potion_and_ring_of_levitation():
    s = place(game({(0, -1): "L"}), {"good-knight": (0, 0)})
    k = fig(s, "good-knight")
    k.item, k.lives = "healing-potion", 1
    s2, evs = act(s, UseItem(figure="good-knight"))
    assert fig(s2, "good-knight").lives == 2 and fig(s2, "good-knight").item is None
    fig(s, "good-knight").item = "ring-of-levitation"
    s3, evs = act(s, Move(figure="good-knight", to=(0, -1)))
    assert fig(s3, "good-knight").status == "arena" and fig(s3, "good-knight").cell == (0, -1)


def test_6_horny_succubus_incapacitates_and_takes_the_item():
    s = place(game(), {"good-warrior-1": (0, 0)})
    fig(s, "good-warrior-1").item = "boots-of-bounding"
    evs = []
    chaos.encounter(s, fig(s, "good-warrior-1"), evs, "horny-succubus")
    assert fig(s, "good-warrior-1").incapacitated and fig(s, "good-warrior-1").item is None


def test_4_bad_input_is_one_clear_message_and_changes_nothing():
    s = place(game(), {"good-warrior-1": (0, 0)})
    before = PACK.snapshot(s)
    with pytest.raises(IllegalAction, match="4: bad action"):
        PACK.apply(s, "p1", {"kind": "move", "figure": "good-warrior-1"})
    with pytest.raises(IllegalAction, match="4: p2 may not act now"):
        PACK.apply(s, "p2", EndPhase())
    with pytest.raises(IllegalAction, match="4B: no character 'nobody'"):
        PACK.apply(s, "p1", Move(figure="nobody", to=(0, 1)))
    with pytest.raises(IllegalAction, match="4: a prepare action is not possible in the action phase"):
        PACK.apply(s, "p1", {"kind": "prepare", "spell": "wave-em"})
    assert PACK.snapshot(s) == before


def test_6_the_gibbering_horror_cannot_be_fought_or_shot():
    s = place(game(), {"good-warrior-1": (0, 0), "good-archer-1": (0, 3), "evil-scout-1": (1, 0)})
    fig(s, "evil-scout-1").possessed = "p2"
    fig(s, "evil-scout-1").controller = "p2"
    with pytest.raises(IllegalAction, match="not an enemy character"):
        act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-scout-1",)))
    with pytest.raises(IllegalAction, match="not a character in the Arena"):
        act(s, Shoot(archer="good-archer-1", target="evil-scout-1"))
