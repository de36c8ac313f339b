"""Places in words (issue 16: no coordinates on screen): from the figure acting, or by the
board's edges; and the menus of every game name places so."""
from __future__ import annotations

import re

import pytest

from scenes.places import away, compass, on_board, ordinal


def test_directions_and_distances_in_words():
    assert compass(0, 1) == "north" and compass(1, -1) == "south-east" and compass(-1, 0) == "west"
    assert away((3, 3), (3, 5)) == "2 squares north"
    assert away((3, 3), (4, 4)) == "1 square north-east"
    assert away((3, 3), (4, 6)) == "3 north, 1 east" and away((3, 3), (0, 2)) == "3 west, 1 south"
    assert away((0, 0), (0, 0)) == "where he stands"
    assert away((0, 0), (2, -1), "hex") == "2 hexes east" and away((0, 0), (1, -1), "hex") == "1 hex north-east"
    assert away((0, 0), (0, 1), "hex") == "1 hex south"
    assert away(None, (1, 1)) == "somewhere on the board"


def test_squares_by_the_edges():
    assert on_board((1, 0), 8, 8) == "south row, 2nd from the west"
    assert on_board((6, 7), 8, 8) == "north row, 2nd from the east"
    assert on_board((3, 2), 8, 8) == "3rd row from the south, 4th from the west"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


@pytest.mark.parametrize("ruleset", ["morituri", "chaos-arena", "gladiator", "ceremony"])
def test_no_menu_of_a_random_game_shows_coordinates(ruleset):
    import random
    from game.session import Session
    from rules import registry
    from scenes.games import table_module
    from scenes.timeline import as_json
    pack, module = registry.get(ruleset), table_module(ruleset)
    s = Session(pack, {}, 4)
    rng = random.Random(3)
    coords = re.compile(r"\(-?\d+, ?-?\d+\)|\b\d+,\d+\b")
    seen = 0
    for _ in range(60):
        seats = sorted(pack.to_act(s.state))
        if not seats:
            break
        legal = list(pack.legal_actions(s.state, seats[0]))
        view = as_json(pack.view(s.state, seats[0]))
        for a in legal[:80]:
            label = module.describe_action(as_json(a), view)
            assert not coords.search(label), label
            seen += 1
        s.act(seats[0], rng.choice(legal))
    assert seen > 50


def test_cards_spells_and_traps_say_what_they_do_on_hover():
    from rules.chaos_arena import data
    from scenes.games import table_module
    chaos, ceremony = table_module("chaos-arena"), table_module("ceremony")
    sid = next(iter(data.spells()))
    assert data.spells()[sid].text in chaos.hint_of({"kind": "prepare", "spell": sid}, {})
    view = {"my_altar": {"prepared": sid}}
    assert chaos.hint_of({"kind": "cast"}, view).startswith(data.spells()[sid].name)
    trap = ceremony.hint_of({"kind": "place_trap", "trap": "blades", "cell": [3, 3]}, {})
    assert "d10 damage" in trap and "(B4)" in trap
    morituri = table_module("morituri")
    view = {"turn": "killer", "figures": [{"id": "killer", "character": "killer"}]}
    assert "+3 to its strength" in morituri.hint_of({"kind": "declare", "specials": ["killer.poison"]}, view)
    assert chaos.hint_of({"kind": "end_phase"}, {}) is None


def test_the_menu_shows_the_words_on_hover(fresh):
    from game.session import Session
    from rules import registry
    from scenes.controller import ActionMenu, PackController
    from scenes.games import table_module
    s = Session(registry.get("ceremony"), {}, seed=5)
    ctl = PackController(s, {"p1": "human", "p2": "ai:normal"}, table_module("ceremony"),
                         interactive=False)
    ctl.open("p1")
    assert isinstance(ctl.panel, ActionMenu)
    ctl.panel.kind = "place_trap"
    ctl.panel.draw()
    hinted = [b for b in ctl.panel.children if getattr(b, "hint", None)]
    assert hinted and all(b.tooltip is not None and "PSYCHE" in b.hint for b in hinted)
