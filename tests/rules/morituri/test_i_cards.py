"""I. Before the game: the four authored decks (33 cards each) and every card fact the
rulebook gives."""
from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rules.morituri import cards
from rules.morituri.geometry import board


@pytest.mark.parametrize("ch", cards.CHARACTERS)
def test_i_each_character_has_33_cards_and_is_authored(ch):
    d = cards.deck(ch)
    assert d.authored
    assert len(d.standards) + len(d.combat) + len(d.items) + len(d.specials) == 33


def test_i_a_deck_of_the_wrong_size_is_refused():
    data = json.loads((cards.DATA / "killer.json").read_text())
    data["specials"] = data["specials"][:-1]
    with pytest.raises(ValidationError, match="32 cards"):
        cards.Deck.model_validate(data)


def test_i_2_killer_standard_action_strength_3_defence_5_six_axes():
    std = cards.deck("killer").standards[0]
    assert (std.strength, std.defence, std.quality, len(std.axes)) == (3, 5, 2, 6)
    assert std.axes[-1].hands == ("*",)


def test_i_1_killer_has_22_numbered_combat_actions():
    d = cards.deck("killer")
    assert [c.number for c in d.combat] == list(range(1, 23))


def test_i_3_killer_items_two_daggers_chain_cloak():
    assert sorted(i.name for i in cards.deck("killer").items) == ["Chain", "Cloak", "Dagger", "Dagger"]
    assert cards.item("killer.chain").hands == 2


def test_i_1_killer_card_facts():
    d = cards.deck("killer")
    assert d.card(6).attacks[0].type == "thrust" and d.card(7).attacks[0].type == "slash"
    assert d.card(13).attacks[0].type == "contact"
    assert d.card(15).attacks[0].target == "arm"
    s16 = d.card(16)
    assert all(a.hands == ("Chain", "free") for a in s16.axes)          # chain in both hands
    assert [a.against for a in s16.attacks] == ["strength", "sum"]
    assert s16.attacks[0].target == "head" and s16.attacks[1].type == "angular"
    assert d.card(17).attacks[0].target == "body"
    assert all("free" in a.hands for a in d.card(17).axes)               # needs a free hand
    a11 = d.card(11).attacks[0]
    assert (a11.dmin, a11.dmax, a11.ideal, a11.throw) == (2, None, 3, True)
    c12 = d.card(12)
    assert all(a.guesses.contact == 2 for a in c12.axes) and c12.rules.on_guess == "tangle_attacker"
    assert d.card(18).attacks[1].frame() == "2 | 4+(1-5)"
    assert d.card(20).attacks[0].against == "sum"
    assert d.card(9).name == "Jump kick" and d.card(9).rules.replaced_only_by == (0,)
    assert d.card(5).name == "Lunge at the face" and d.card(5).rules.next_guess_penalty == 1


def test_i_1_barbarian_card_facts():
    d = cards.deck("barbarian")
    assert d.standards[0].strength == 4
    helmet = cards.item("barbarian.helmet")
    assert (helmet.hands, helmet.attack, helmet.defence > 0) == (0, -1, True)
    names = {c.name for c in d.combat}
    assert {"Slash with a sword", "Wind-up above the head", "Overhead slash with wind-up",
            "Concentration"} <= names
    sp = {s.name: s for s in d.specials}
    assert sp["Exertion of Strength"].attack_bonus == 2 and "Quick Jumps" in sp
    assert d.card(11).attacks[0].throw                                   # he throws any item


def test_i_1_swordswoman_strong_slash_card():
    d = cards.deck("swordswoman")
    c = next(c for c in d.combat if c.name == "Strong slash with a sword")
    assert c.attacks[0].frame() == "2 | 3+(1-5)x2"
    assert (c.rules.cost, c.rules.min_condition) == (1, 5)
    assert d.standards[0].strength == 2


def test_i_3_swordswoman_sword_named_differently_dagger_shared_with_the_killer():
    sw = {i.name for i in cards.deck("swordswoman").items}
    assert "Barbarian sword" not in sw and "Dagger" in sw
    assert "Dagger" in {i.name for i in cards.deck("killer").items}


def test_vi_3_goblins_two_figures_quality_1_duplicates():
    d = cards.deck("goblins")
    assert d.figures == 2 and all(s.quality == 1 for s in d.standards)
    assert sorted(i.name for i in d.items).count("Javelin") == 2
    assert sorted(i.name for i in d.items).count("Goblin shield") == 2
    for a, b in d.duplicates:
        assert d.card(a).model_dump(exclude={"number"}) == d.card(b).model_dump(exclude={"number"})
    fury = next(c for c in d.combat if c.name == "Furious attack with sabres")
    assert fury.rules.replaced_only_by == (0,)


def test_i_6_board_is_an_authored_hex_arena_walled_with_a_compass_rose():
    b = board()
    assert b.grid == "hex" and b.authored and len(b.valid) == 61
    assert "compass rose" in b.notes
    assert b.ray((0, 0), 1) == [(0, -1), (0, -2), (0, -3), (0, -4)]      # then the wall


def test_i_7_figures_start_in_opposite_corners():
    from tests.rules.morituri.fights import new
    s = new()
    assert [f.cell for f in s.figures] == [(0, 4), (0, -4)]


def test_vi_3_goblin_sabres_are_one_card_held_in_both_hands():
    d = cards.deck("goblins")
    sabres = [i for i in d.items if i.name == "Sabres"]
    assert len(sabres) == 1 and sabres[0].hands == 2


def test_i_a_deck_may_not_hold_a_card_twice():
    """l. 70: "He must not have a card of another character, nor any card twice"."""
    data = json.loads((cards.DATA / "killer.json").read_text())
    data["items"][1] = dict(data["items"][0])             # the first dagger twice
    with pytest.raises(ValidationError, match="repeat"):
        cards.Deck.model_validate(data)
    data = json.loads((cards.DATA / "killer.json").read_text())
    data["combat"][1] = dict(data["combat"][0])           # combat action 1 twice
    with pytest.raises(ValidationError, match="numbered"):
        cards.Deck.model_validate(data)
    data = json.loads((cards.DATA / "killer.json").read_text())
    data["combat"][5]["axes"][0]["hands"] = ["Barbarian sword", "free"]   # another's item
    with pytest.raises(ValidationError, match="not an item of the deck"):
        cards.Deck.model_validate(data)
