"""A still says what happens at its moment (issue 17): the events of the moment are played on
the table to their end and the table's own words for them go under the title."""
from __future__ import annotations

from scenes.timeline import load_source
from tests.scenes.conftest import ROOT


def test_the_moment_is_the_picture_before_and_the_events_that_make_it():
    src = load_source(str(ROOT / "saves" / "ninja-arena-model-scenario.json"))
    before, events = src.moment((1, 2))
    kinds = [e["kind"] for e in events]
    assert kinds[0] == "action_round" and "damaged" in kinds
    assert before == src.view_at((1, 1))
    assert src.moment((0, None)) == (src.first_view, [])
    last_before, last = src.moment(None)
    assert last == src.steps[-1].events


def test_a_still_carries_the_tables_words_for_its_moment(fresh):
    from scenes.capture import happened
    from scenes.table import PackScene
    src = load_source(str(ROOT / "saves" / "ninja-arena-model-scenario.json"))
    before, events = src.moment((1, 2))
    scene = PackScene(src.module, src.setup, before, "default", interactive=False, show_help=False)
    said = happened(scene, events, src.view_at((1, 2)))
    assert said == ("Weaponmaster (blue) takes 4 damage (melee): 6 left; "
                    "Weaponmaster (blue): diagonal step (forward right)")
    assert scene.view == src.view_at((1, 2))         # the table ends on the moment itself


def test_a_films_title_names_the_game_and_its_fighters_not_the_file():
    """Issue 17: the stage's file name was a film's title, creatures were named with their ids."""
    import re
    from pathlib import Path
    from scenes.timeline import load_source
    root = Path(__file__).resolve().parents[2] / "saves"
    titles = {}
    for name in ("gladiator-solo-grim.json", "ceremony-master-example.json",
                 "morituri-barbarian-vs-killer.json", "chaos-arena-example.json"):
        titles[name] = load_source(str(root / name)).title()
    assert titles["gladiator-solo-grim.json"] == "Gladiator: Grim against Giant Beetle"
    assert titles["ceremony-master-example.json"] == \
        "Master of Ceremonies: Kord, Varg and the Master of Ceremonies"
    assert titles["morituri-barbarian-vs-killer.json"].startswith("Arena: Morituri te salutant: ")
    for t in titles.values():
        assert ".json" not in t and not re.search(r"\b[a-z]\d\b|\bp\d\b", t), t


def test_captions_read_in_names_and_colours(fresh):
    from scenes.games import table_module
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source("saves/gladiator-solo-grim.json")
    scene = PackScene(table_module("gladiator"), src.setup, src.first_view, interactive=False)
    assert scene.words("e1 strikes w1; p2 wins") == "Giant Beetle strikes Grim; Blue wins"
    scene.seat_names = {"p2": "The computer"}
    assert scene.words("p2 wins") == "The computer wins"
