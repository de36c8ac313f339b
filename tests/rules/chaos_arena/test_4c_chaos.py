"""4C Chaos Card phase, Random movement / teleportation, and the Chaos Cards of 6 Tricky Stuff."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena import chaos, data
from rules.chaos_arena.actions import ChooseFinder, EndPhase, Fight, Move, UseItem
from rules.chaos_arena.moves import random_move
from tests.rules.chaos_arena.kit import PACK, act, fig, game, kinds, place, rig


def test_4c_chaos_card_table_by_number_of_characters():
    assert [chaos.needed(n) for n in range(1, 13)] == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, None, None]


def _draw_for(s, card, fid):
    evs = []
    chaos.encounter(s, fig(s, fid), evs, card)
    return evs


def test_4c_a_find_the_player_chooses_the_character_then_draws_and_reveals():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (2, 0)})
    s.deck.append("light-elfy-sword")
    rig(s, [2])                  # 3 characters on the board: a find on 2 or lower
    s2, evs = act(s, EndPhase())
    assert kinds(evs, "chaos_roll", characters=3, roll=2, needed=2, find=True)
    assert s2.phase == "finder"
    assert {a.figure for a in PACK.legal_actions(s2, "p1")} == {
        "good-mage", "good-warrior-1", "good-scout-1"}
    s3, evs = act(s2, ChooseFinder(figure="good-scout-1"))
    assert kinds(evs, "chaos_drawn", figure="good-scout-1", card="light-elfy-sword", type="item")
    assert fig(s3, "good-scout-1").item == "light-elfy-sword"


def test_4c_no_find_above_the_table():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (2, 0)})
    rig(s, [3])
    s2, evs = act(s, EndPhase())
    assert kinds(evs, "chaos_roll", roll=3, find=False) and not kinds(evs, "chaos_drawn")


def test_4c_a_character_holding_an_item_discards_the_new_one():
    s = place(game(), {"good-warrior-1": (0, 0)})
    fig(s, "good-warrior-1").item = "soggy-matches"
    evs = _draw_for(s, "light-elfy-sword", "good-warrior-1")
    assert kinds(evs, "item_taken", kept=False) and fig(s, "good-warrior-1").item == "soggy-matches"
    assert "light-elfy-sword" in s.discard


def test_4c_karma_is_dealt_with_at_once_and_goes_to_the_discard_pile():
    s = place(game(), {"good-warrior-1": (0, 0)})
    evs = _draw_for(s, "snake-pit", "good-warrior-1")
    assert fig(s, "good-warrior-1").status == "dead" and "snake-pit" in s.discard


def test_4c_random_movement_direction_by_a_die_over_walls_and_characters():
    s = place(game({(0, -1): "W"}), {"good-warrior-1": (0, 0), "evil-scout-1": (0, -2)})
    rig(s, [1])                  # direction 1: north
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 3, evs)
    assert fig(s, "good-warrior-1").cell == (0, -3)
    assert kinds(evs, "moved", how="random", direction=1)


def test_4c_random_movement_stops_one_hex_short_of_an_occupied_hex():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-scout-1": (0, -3)})
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 3, evs, direction=1)
    assert fig(s, "good-warrior-1").cell == (0, -2) and kinds(evs, "moved", stopped_by="figure")


def test_4c_random_movement_off_the_arena_is_death_nothing_counters_it():
    s = place(game(), {"good-warrior-1": (0, -6)})
    fig(s, "good-warrior-1").item = "ring-of-levitation"
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 3, evs, direction=2)
    assert kinds(evs, "died", figure="good-warrior-1", cause="fell off the Arena")


def test_4c_off_the_arena_wins_over_an_occupied_last_hex():
    # l. 262-264: hurled north over (2, -7), the last hex on the board, which is occupied: the
    # line leaves the Arena, so he dies; he does not stop one hex short on (2, -6)
    s = place(game(), {"good-warrior-1": (2, -4), "evil-scout-1": (2, -7)})
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 5, evs, direction=1)
    assert kinds(evs, "moved", figure="good-warrior-1", stopped_by="edge")
    assert kinds(evs, "died", figure="good-warrior-1", cause="fell off the Arena")
    assert fig(s, "good-warrior-1").status == "dead" and fig(s, "evil-scout-1").status == "arena"
    # the same throw one hex shorter stays on the board: one hex short of the scout
    s = place(game(), {"good-warrior-1": (2, -4), "evil-scout-1": (2, -7)})
    random_move(s, fig(s, "good-warrior-1"), 3, [], direction=1)
    assert fig(s, "good-warrior-1").cell == (2, -6) and fig(s, "good-warrior-1").status == "arena"


def test_4c_random_movement_onto_a_lake_drowns_into_the_swamp_rolls():
    s = place(game({(0, -2): "L", (2, 1): "S"}), {"good-warrior-1": (0, 0), "good-scout-1": (0, 1)})
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 2, evs, direction=1)
    assert fig(s, "good-warrior-1").status == "dead" and kinds(evs, "died", cause="drowned in a lake")
    rig(s, [1])
    evs = []
    random_move(s, fig(s, "good-scout-1"), 2, evs, direction=3)
    assert kinds(evs, "swamp_roll", roll=1, drowned=True)


def test_4c_no_chaos_card_ever_affects_the_entrance_teleportal():
    s = place(game(), {"good-warrior-1": (0, 5), "good-scout-1": (0, 7)})
    fig(s, "good-mage").cell = (3, 0)
    evs = []
    random_move(s, fig(s, "good-warrior-1"), 2, evs, direction=4)     # would land on it
    assert fig(s, "good-warrior-1").cell == (0, 6)
    random_move(s, fig(s, "good-scout-1"), 2, evs, direction=1)       # standing on it: untouched
    assert fig(s, "good-scout-1").cell == (0, 7)
    assert fig(s, "good-scout-1") not in chaos.candidates(s, "p1")


def test_6_magical_whirlywind_moves_all_characters_within_6_friends_and_enemies():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (1, 0), "evil-scout-1": (-2, 0),
                       "evil-knight": (7, -7)})
    before = {f.id: f.cell for f in s.in_arena()}
    evs = _draw_for(s, "magical-whirlywind", "good-warrior-1")
    moved = {e.figure for e in kinds(evs, "moved", how="random")}
    assert {"good-warrior-1", "good-scout-1", "evil-scout-1"} <= moved
    assert "evil-knight" not in moved and fig(s, "evil-knight").cell == before["evil-knight"]


def test_6_cugel_does_not_take_the_object_of_fascination_unless_it_is_the_only_item():
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (3, 0)})
    fig(s, "good-warrior-1").item = "object-of-fascination"
    fig(s, "good-scout-1").item = "soggy-matches"
    evs = _draw_for(s, "cugel-demon", "good-warrior-1")
    assert kinds(evs, "item_lost", figure="good-scout-1", card="soggy-matches")
    assert fig(s, "good-warrior-1").item == "object-of-fascination"
    evs = _draw_for(s, "cugel-demon", "good-warrior-1")
    assert kinds(evs, "item_lost", card="object-of-fascination")


def test_6_dirty_magazines_incapacitate_for_the_next_action_phase_not_the_chaos_phase():
    s = place(game(), {"good-warrior-1": (0, 0)})
    _draw_for(s, "dirty-magazines", "good-warrior-1")
    from rules.chaos_arena import turn
    s.current = "p2"
    turn.start_turn(s, "p1", [])
    s.phase = "action"
    with pytest.raises(IllegalAction, match="cannot act"):
        act(s, Move(figure="good-warrior-1", to=(0, -1)))
    assert fig(s, "good-warrior-1") in chaos.candidates(s, "p1")    # still meets the chaos


def test_6_consolius_demon_incapacitates_those_touching_him_too():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-scout-1": (1, 0), "good-scout-1": (3, 0)})
    evs = _draw_for(s, "consolius-demon", "good-warrior-1")
    assert {e.figure for e in kinds(evs, "incapacitated")} == {"good-warrior-1", "evil-scout-1"}


def test_6_doppelganger_fight_until_one_loses_the_enemy_rolls_for_the_duplicate():
    s = place(game(), {"good-warrior-1": (0, 0)})
    rig(s, [3, 3, 2, 5])          # a draw, then the duplicate wins
    evs = _draw_for(s, "doppelganger", "good-warrior-1")
    fights = kinds(evs, "combat")
    assert [f.result for f in fights] == ["draw", "defenders"]
    assert fights[0].attack_total == fights[0].defend_total == 6
    assert fig(s, "good-warrior-1").status == "dead"


def test_6_glovvies_against_the_doppelganger_is_a_poetry_battle():
    s = place(game(), {"good-warrior-1": (0, 0)})
    fig(s, "good-warrior-1").item = "glovvies"
    rig(s, [4, 4, 5, 2])          # the roll-off standing in for the poems: a tie, then a win
    evs = _draw_for(s, "doppelganger", "good-warrior-1")
    p = kinds(evs, "poetry")[0]
    assert p.rolls == ((4, 4), (5, 2)) and p.won and not kinds(evs, "combat")
    assert fig(s, "good-warrior-1").status == "arena"


def test_6_glovvies_turn_a_lost_combat_into_a_draw_once_per_action_phase():
    s = place(game(), {"good-scout-1": (0, 0), "good-scout-2": (2, -1), "evil-knight": (1, 0)})
    s.current = "p2"
    fig(s, "good-scout-1").item = "glovvies"
    rig(s, [6, 1, 6, 1])
    s2, evs = act(s, Fight(attackers=("evil-knight",), defenders=("good-scout-1",)), "p2")
    assert kinds(evs, "combat", result="draw") and fig(s2, "good-scout-1").status == "arena"
    # the same action phase: the gloves are used up
    fig(s2, "evil-knight").attacked = False
    rig(s2, [6, 1])
    s3, evs = act(s2, Fight(attackers=("evil-knight",), defenders=("good-scout-1",)), "p2")
    assert kinds(evs, "combat", result="attackers") and fig(s3, "good-scout-1").status == "dead"


def test_6_a_roleplayer_gives_an_extra_action_phase_without_a_chaos_roll():
    s = place(game(), {"good-warrior-1": (0, 0)})
    s.deck.append("roleplayer")
    rig(s, [1, 1])
    s2, evs = act(s, EndPhase())
    s2, evs = act(s2, ChooseFinder(figure="good-warrior-1"))
    assert s2.phase == "extra" and s2.extra_fig == "good-warrior-1"
    with pytest.raises(IllegalAction, match="good-mage cannot act"):
        act(s2, Move(figure="good-mage", to=(1, 4)))
    s3, _ = act(s2, Move(figure="good-warrior-1", to=(0, -1)))
    s4, evs = act(s3, EndPhase())
    assert not kinds(evs, "chaos_roll") and s4.phase in ("prepare", "cast")


def test_6_special_cards_do_nothing():
    s = place(game(), {"good-warrior-1": (0, 0)})
    for card in ("frater-sic", "lorekeeper-miez", "spam-cyberlinks"):
        evs = _draw_for(s, card, "good-warrior-1")
        assert [e.kind for e in evs] == ["chaos_drawn"] and fig(s, "good-warrior-1").item is None


def test_6_big_hamma_is_useless_to_scouts_and_archers():
    s = place(game(), {"good-scout-1": (0, 0), "good-warrior-1": (2, -1), "evil-knight": (1, 0)})
    fig(s, "good-scout-1").item = "big-hamma"
    fig(s, "good-warrior-1").item = "big-hamma"
    rig(s, [3, 3, 3, 3])
    _, evs = act(s, Fight(attackers=("good-scout-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].attack_total == 3 + 1
    _, evs = act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].attack_total == 3 + 3 + 1


def test_6_lazer_bolt_gun_counts_as_a_combat():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-scout-1": (0, -3), "evil-scout-2": (1, 0)})
    fig(s, "good-warrior-1").item = "lazer-bolt-gun"
    rig(s, [5])
    s2, evs = act(s, UseItem(figure="good-warrior-1", target="evil-scout-1"))
    assert kinds(evs, "shot", weapon="lazer-bolt-gun", hit=True)
    assert fig(s2, "evil-scout-1").status == "dead"
    with pytest.raises(IllegalAction, match="already fought"):
        act(s2, Fight(attackers=("good-warrior-1",), defenders=("evil-scout-2",)))


def test_6_three_arrows_only_for_an_archer_who_used_up_his_own():
    s = place(game(), {"good-archer-1": (0, 0), "evil-scout-1": (0, -4)})
    a = fig(s, "good-archer-1")
    a.item = "three-arrows"
    with pytest.raises(IllegalAction):
        act(s, UseItem(figure="good-archer-1"))           # he still has his own
    a.arrows, s.arrows_used = 0, 3
    s2, _ = act(s, UseItem(figure="good-archer-1"))
    assert fig(s2, "good-archer-1").arrows == 3 and s2.arrows_used == 0
    assert fig(s2, "good-archer-1").item is None


def test_6_the_spellbook_is_only_for_a_mage():
    s = place(game(), {"good-warrior-1": (0, 0)})
    s.cast["p1"] = ["claymore-ap"]
    fig(s, "good-warrior-1").item = "spellbook"
    with pytest.raises(IllegalAction):
        act(s, UseItem(figure="good-warrior-1", target="claymore-ap"))
    fig(s, "good-mage").item = "spellbook"
    s2, _ = act(s, UseItem(figure="good-mage", target="claymore-ap"))
    assert "claymore-ap" in s2.hands["p1"]


def test_6_bad_evil_drugs_or_just_say_no():
    s = place(game(), {"good-scout-1": (0, 0), "evil-knight": (1, 0)})
    fig(s, "good-scout-1").item = "bad-evil-drugs"
    rig(s, [3, 3])
    _, evs = act(s, Fight(attackers=("good-scout-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].attack_total == 4         # said NO: a useless item
    s2, _ = act(s, UseItem(figure="good-scout-1"))
    rig(s2, [3, 3])
    _, evs = act(s2, Fight(attackers=("good-scout-1",), defenders=("evil-knight",)))
    assert kinds(evs, "combat")[0].attack_total == 7


def test_6_object_of_fascination_nobody_starts_a_combat_against_him():
    s = place(game(), {"good-warrior-1": (0, 0), "evil-scout-1": (1, 0)})
    fig(s, "evil-scout-1").item = "object-of-fascination"
    with pytest.raises(IllegalAction, match="Object of Fascination"):
        act(s, Fight(attackers=("good-warrior-1",), defenders=("evil-scout-1",)))


def test_2_forty_five_chaos_cards_every_named_one_present():
    cards = data.printed_chaos_cards()
    assert len(cards) == 45
    named = ["A Roleplayer, Quenya Mac Enya", "Bad Evil Drugs", "Big Hamma", "Lazer Bolt Gun",
             "Three Arrows", "Hallelujah! it's a Spellbook", "Book of Soggy Matches",
             "Small Plastic Kitschy Souvenir", "Giant Flaming Sword", "Glovvies of the Elvish Poet",
             "The Weights of Sin", "Dirty Magazines", "Horny Succubus", "Consolius Demon",
             "Magical Whirlywind", "Cugel Demon", "Doppelganger", "Prime Inquisitor Frater Sic",
             "Illuminated Lorekeeper Miez", "Irritating Spam Hyper Cyberlinks",
             "Object of Fascination", "Light Elfy Sword", "Ring of Levitation"]
    names = {c.name: c for c in cards.values()}
    assert all(n in names and not names[n].authored for n in named)
    assert {c.type for c in cards.values()} == {"good_karma", "bad_karma", "item", "special"}
    assert sum(not c.authored for c in cards.values()) == len(named)
