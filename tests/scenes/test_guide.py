"""The guided first game (issue 16, part 4): Ninja Arena's prompts follow what happens at the
table, offered once at a first start and from the Esc menu."""
from __future__ import annotations

from tests.scenes.conftest import until


def test_the_guide_walks_through_planning_the_reveal_and_the_fight(fresh, table):
    from scenes import stage
    stage.fixed_time(30)
    try:
        assert table.start_guide()
        c, g = table.controller, table.guide
        assert c.specs["p2"] == "ai:easy"
        assert c.session.state.ninja("shadow").pos == (2, 0)       # beside the block to climb
        fresh.step()
        assert g.index == 0 and "'step'" in g.text.text
        c.panel.pick("step", ("forward",))
        c.panel.pick_dir("forward")
        fresh.step()
        assert g.index == 1 and "turn R" in g.text.text
        c.panel.pick("turn_right", ())
        fresh.step()
        assert g.index == 2
        c.player.speed, c.reveal_seconds = 6, None
        c.panel.done()
        assert until(fresh, lambda: g.index == 3, 60)               # the plans are revealed
        c.reveal.input("space")
        assert until(fresh, lambda: g.index == 4, 60)
        assert until(fresh, lambda: g.index == 5, 900)              # the next plan
        assert "melee" in g.text.text
        assert table.controller.session.state.ninja("shadow").pos == (2, 1)   # he climbed
        g.end()
        assert table.guide is None
    finally:
        stage.real_time()


def test_the_first_start_offers_the_guide_once_and_the_menu_always(fresh, table):
    from game import settings
    from scenes.app import offer_guide_once
    from scenes.guide import SEEN
    table.new_game()
    assert offer_guide_once(table) and table.guide is not None
    assert settings.read()[0][SEEN] is True
    table.new_game()
    assert not offer_guide_once(table) and table.guide is None     # a second start: the game
    table.open_menu()
    labels = [b.text for b in table.menu.buttons]
    assert "Guided first game" in labels


def test_gladiators_guide_follows_the_initiative_the_move_and_the_actions(fresh, table):
    from scenes import stage
    stage.fixed_time(30)
    try:
        assert table.start_guide("gladiator")
        c, g = table.controller, table.guide
        assert c.specs["east"] == "ai:easy" and int(c.session.seed) == 5     # the same game always
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        c.submit("west", next(a for a in c.panel.legal if a.get("side") == "west"))
        assert until(fresh, lambda: g.index == 1, 60) and "lit squares" in g.text.text
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        step = next(a for a in c.panel.legal if a.get("kind") == "step")
        c.submit("west", step)
        assert until(fresh, lambda: g.index == 2, 60)
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        c.submit("west", next(a for a in c.panel.legal if a.get("kind") == "end_move"))
        assert until(fresh, lambda: g.index >= 3, 600)
    finally:
        stage.real_time()
