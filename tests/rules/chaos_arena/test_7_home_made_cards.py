"""Sharing the Chaos (l. 386-393): a home-made Chaos Card added to the deck; a broken one is one
clear line naming the file, the card and the field."""
from __future__ import annotations

import json

import pytest

from rules.core.engine import BadSetup
from rules.chaos_arena import chaos, data
from tests.rules.chaos_arena.kit import PACK, fig, game, kinds, place

GOOD = {"id": "goblin-taxman", "name": "Goblin Taxman", "type": "bad_karma",
        "effect": {"do": "damage", "amount": 1}, "text": "He takes a life in tax."}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Write saves/home-chaos-cards.json (in a temporary folder): home(cards) or home(raw=text)."""
    path = tmp_path / "home-chaos-cards.json"
    monkeypatch.setattr(data, "HOME_CARDS", path)

    def clear():
        data.home_chaos_cards.cache_clear()
        data.chaos_cards.cache_clear()

    def write(cards=None, raw=None):
        path.write_text(raw if raw is not None else json.dumps({"cards": cards}))
        clear()
    clear()
    yield write
    monkeypatch.undo()
    clear()


def test_7_a_home_made_card_joins_the_deck_when_the_setup_asks(home):
    home([GOOD])
    assert "goblin-taxman" not in game().deck                  # saves without it replay as before
    s = game(home_cards=True)
    assert "goblin-taxman" in s.deck and len(s.deck) == 46
    s = place(s, {"good-warrior-1": (0, 0)})
    evs = []
    chaos.encounter(s, fig(s, "good-warrior-1"), evs, "goblin-taxman")
    assert kinds(evs, "chaos_drawn", card="goblin-taxman", type="bad_karma")
    assert fig(s, "good-warrior-1").status == "dead" and "goblin-taxman" in s.discard


def test_7_home_cards_asked_for_but_none_written_is_one_clear_line(home):
    with pytest.raises(BadSetup, match=r"setup home_cards: no home-made Chaos Cards in "
                                       r"saves/home-chaos-cards.json"):
        PACK.new_game({"home_cards": True}, 1)


@pytest.mark.parametrize("card, message", [
    ({**GOOD, "effect": {"do": "tax"}},
     "card 1 ('goblin-taxman'): effect.do: unknown karma 'tax' (known: arrows, damage,"),
    ({**GOOD, "effect": {"do": "damage"}},
     "card 1 ('goblin-taxman'): effect.amount: 'damage' needs it"),
    ({**GOOD, "effect": {"do": "damage", "amount": "one"}},
     "card 1 ('goblin-taxman'): effect.amount: must be int, not 'one'"),
    ({**GOOD, "effect": {"do": "damage", "amount": 1, "radius": 2}},
     "card 1 ('goblin-taxman'): effect.radius: not a parameter of 'damage' (it takes: amount)"),
    ({**GOOD, "type": "curse"},
     "card 1 ('goblin-taxman'): type: Input should be 'good_karma', 'bad_karma', 'item' or"),
    ({k: v for k, v in GOOD.items() if k != "name"}, "card 1 ('goblin-taxman'): name: Field required"),
    ({**GOOD, "type": "item", "effect": {"oomph": 2, "use": "juggle"}},
     "card 1 ('goblin-taxman'): effect.use: unknown use 'juggle'"),
    ({**GOOD, "type": "item", "effect": {"only_for": ["wizard"]}},
     "card 1 ('goblin-taxman'): effect.only_for: character types are scout, archer"),
    ({**GOOD, "id": "snake-pit"}, "card 1 ('snake-pit'): id: 'snake-pit' is already a card"),
])
def test_7_a_broken_home_made_card_is_one_line_naming_the_card_and_field(home, card, message):
    home([card])
    with pytest.raises(BadSetup) as err:
        PACK.new_game({}, 1)                 # every game: its cards must all be playable
    text = str(err.value)
    assert text.startswith("saves/home-chaos-cards.json: ") and message in text
    assert "\n" not in text and "Traceback" not in text


def test_7_a_home_cards_file_that_is_not_json_or_not_a_cards_file(home):
    home(raw='{"cards": [')
    with pytest.raises(BadSetup, match=r"^saves/home-chaos-cards.json: not a cards file \(bad JSON at line 1 column \d+: Expecting"):
        PACK.new_game({"home_cards": True}, 1)
    home(raw='[{"id": "x"}]')
    with pytest.raises(BadSetup, match=r"^saves/home-chaos-cards.json: not a cards file"):
        PACK.new_game({"home_cards": True}, 1)
    home(raw='{"cards": [{"id": "x", "name": "X", "type": "special", "effect": {}}, 7]}')
    with pytest.raises(BadSetup, match=r"^saves/home-chaos-cards.json: card 2: not an object$"):
        PACK.new_game({"home_cards": True}, 1)
