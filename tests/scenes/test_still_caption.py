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
