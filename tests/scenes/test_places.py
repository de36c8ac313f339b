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
    assert away((0, 0), (1, -3), "hex") == "2 north, 1 north-east"        # no two hexes read alike
    assert away((0, 0), (-2, 1), "hex") == "2 hexes west"
    ring = {away((0, 0), (q, r), "hex") for q in range(-3, 4) for r in range(-3, 4) if 0 < max(abs(q), abs(r), abs(q + r)) <= 3}
    assert len(ring) == 36                                                # 6 + 12 + 18 hexes
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


def _hinted_rows(kind: str, state=None) -> list:
    """The Master of Ceremonies' menu of `kind` for p1 (in `state`, else a new game): its rows
    that carry words on hover."""
    from game.session import Session
    from rules import registry
    from scenes.controller import ActionMenu, PackController
    from scenes.games import table_module
    s = Session(registry.get("ceremony"), {}, seed=5)
    if state is not None:
        s.state = state
    ctl = PackController(s, {"p1": "human", "p2": "ai:normal"}, table_module("ceremony"),
                         interactive=False)
    ctl.open("p1")
    assert isinstance(ctl.panel, ActionMenu)
    ctl.panel.pick(("kind", kind))
    groups = ctl.panel._groups(ctl.panel._choices(), ctl.panel.page_size(0.42))
    if groups:                                       # a long list: its first group's lines
        ctl.panel.pick(("group", groups[0]))
    return [b for b in ctl.panel.children if getattr(b, "hint", None)]


def test_the_menu_shows_the_words_on_hover(fresh):
    hinted = _hinted_rows("place_trap")
    assert hinted and all(b.tooltip is not None and "PSYCHE" in b.hint for b in hinted)
    # seen on the live table: the hover words on a two-thirds opaque plate, the panel's title
    # showing through them; every table's hover words come from scenes/hud.tooltip
    assert all(b.tooltip.background_entity.color[3] >= 0.9 for b in hinted)
    from rules.chaos_arena import data
    from scenes.games.chaos_arena.panel import _words
    from scenes.games.ninja_arena import planning
    import inspect
    assert _words(next(iter(data.spells()))).background_entity.color[3] >= 0.9
    assert "Tooltip(" not in inspect.getsource(planning)


def test_the_menu_says_what_an_action_will_do_on_hover(fresh):
    """An attack's line says its test and chance, in names."""
    from tests.rules.ceremony.kit import fight
    state = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    state.turn_side = "A"
    hinted = _hinted_rows("attack", state)
    assert hinted and all(b.tooltip is not None and "COMBAT test" in b.hint and "%" in b.hint
                          and not re.search(r"\bg[12]\b", b.hint) for b in hinted)
    assert any("Varg may DODGE it" in b.hint for b in hinted), hinted[0].hint


def test_a_rules_message_reads_in_names_and_places():
    from scenes.places import plain
    names = {"shadow": "the Shadow", "good-mage": "Good Mage", "good-mage-2": "Good Mage 2",
             "killer": "Killer (Vrah)"}
    seats = {"p1": "You", "p2": "The computer"}
    assert plain("2.4: 3 blue dice planned, shadow has 2", names, seats) == \
        "2.4: 3 blue dice planned, the Shadow has 2"
    assert plain("good-mage-2 cannot reach (0, 3); p2 may not act now", names, seats,
                 lambda c: on_board(c, 8, 8)) == \
        "Good Mage 2 cannot reach 4th row from the south, west column; The computer may not act now"
    assert plain("card 12 is not in killer's hand; killer has no killer.dagger1", names, seats) == \
        "card 12 is not in Killer (Vrah)'s hand; Killer (Vrah) has no dagger"
    assert plain("hex [0, 3] is water", names, seats) == "there is water"
    # seen on Chaos Arena's end panel: "You's Hanzaplasts' Enhancing Band-Aid ends"
    assert plain("Good Mage drowns. p1's Band-Aid ends; p2's Glue ends", names, seats) == \
        "Good Mage drowns. Your Band-Aid ends; The computer's Glue ends"
    assert plain("the Glue of p2 holds p1's Mage", names, seats) == "the Glue of The computer holds your Mage"
    # seen on the live table: "KUZMA is brought into the arena on there"; in a film "PAIN is
    # brought into the arena there.": with no place to name, the place goes
    assert plain("KUZMA is brought into the arena on (5, 3), facing west.", names, seats) == \
        "KUZMA is brought into the arena, facing west."
    assert plain("the dagger lands at [2, 2]; a trap on hex (1, 1)", names, seats) == \
        "the dagger lands; a trap"
    assert plain("shadowy p10 stays", names, seats) == "shadowy p10 stays"     # whole words only


@pytest.mark.parametrize("ruleset", ["ninja-arena", "morituri", "chaos-arena", "gladiator", "ceremony"])
def test_refusals_of_a_random_game_read_without_ids_seat_codes_or_cells(ruleset):
    """Every refusal met in a random game (each seat trying the other seat's legal actions and
    its own stale ones) reads, in the table's words, free of seat codes, coordinates and ids."""
    import random
    from game.session import Session
    from rules import registry
    from rules.core.engine import IllegalAction
    from scenes.places import figure_names, plain
    from scenes.timeline import as_json
    pack = registry.get(ruleset)
    s = Session(pack, {}, 5)
    rng = random.Random(2)
    seats = list(s.seats())
    names = {seat: f"Seat {i}" for i, seat in enumerate(seats)}
    coords = re.compile(r"\(-?\d+, ?-?\d+\)|\[-?\d+, ?-?\d+\]")
    seat_code = re.compile(r"\bp[1-8]\b")
    refusals = 0
    stale: list = []
    for _ in range(40):
        to_act = sorted(pack.to_act(s.state))
        if not to_act:
            break
        view = as_json(pack.view(s.state, to_act[0]))
        ids = [i for i in figure_names(view) if "-" in i or any(ch.isdigit() for ch in i)]
        for seat in seats:
            tries = stale[-3:] + (list(pack.legal_actions(s.state, to_act[0]))[:3] if seat != to_act[0] else [])
            for a in tries:
                try:
                    pack.apply(s.state, seat, a)
                except IllegalAction as e:
                    words = plain(str(e), figure_names(view), names, lambda c: "that place")
                    refusals += 1
                    assert not coords.search(words), words
                    assert not seat_code.search(words), words
                    assert not any(re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", words) for i in ids), words
        legal = list(pack.legal_actions(s.state, to_act[0]))
        stale = legal[:3]
        s.act(to_act[0], rng.choice(legal))
    assert refusals > 10


def test_a_kind_with_one_action_is_that_action_on_the_first_list(fresh):
    """The first list names kinds; a kind of one action is the action itself, its words and
    odds on the line (seen on the live Gladiator table: "Attack" opened a list of one, so the
    guide's "every line shows its chance" was not true until a second press)."""
    from game.session import Session
    from rules import registry
    from scenes.controller import ActionMenu, PackController, as_json, label_of
    from scenes.games import table_module
    s = Session(registry.get("ceremony"), {}, seed=5)
    ctl = PackController(s, {"p1": "human", "p2": "ai:normal"}, table_module("ceremony"),
                         interactive=False)
    ctl.open("p1")
    legal = [as_json(a) for a in s.legal_actions("p1")]
    many = [a for a in legal if a["kind"] == legal[0]["kind"]]
    assert len(many) > 1
    one = {"kind": "wait", "figure": "g1"}
    menu = ActionMenu(ctl, "p1", many + [one], ctl._view())
    rows = [b for b in menu.children if getattr(b, "on_click", None)]
    texts = [b.text for b in rows]
    assert len(rows) == 2 and label_of(ctl.module, one, ctl._view()) in texts
    assert not any(label_of(ctl.module, a, ctl._view()) in texts for a in many)   # still a list
