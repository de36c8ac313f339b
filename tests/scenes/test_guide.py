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
        # the lit squares are the steps' and the jump's: the prompt names both (it said steps)
        assert {"step", "jump"} <= {a.get("kind") for a in c.panel.legal}
        assert "a jump" in " ".join(g.text.text.split())
        step = next(a for a in c.panel.legal if a.get("kind") == "step")
        c.submit("west", step)
        assert until(fresh, lambda: g.index == 2, 60)
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        c.submit("west", next(a for a in c.panel.legal if a.get("kind") == "end_move"))
        assert until(fresh, lambda: g.index >= 3, 600)
    finally:
        stage.real_time()


def _drive(fresh, table, ruleset: str, kinds: list[str], says: list[str | None]) -> None:
    """Start `ruleset`'s guide and, for each kind in turn, make the person's seat take an action
    of that kind from the legal ones; the prompt must then move on and say `says`' words (None:
    an action the prompt does not wait for; it must stay)."""
    from scenes import stage
    from scenes.controller import as_json
    stage.fixed_time(30)
    try:
        assert table.start_guide(ruleset)
        c, g = table.controller, table.guide
        assert all(spec == "ai:easy" for seat, spec in c.specs.items() if seat != "p1")
        i = 0
        for kind, say in zip(kinds, says):
            assert g.index == i
            legal = lambda: [as_json(a) for a in c.session.legal_actions("p1")]   # noqa: E731
            assert until(fresh, lambda: c.panel is not None and c.asked == "p1"
                         and any(a.get("kind") == kind for a in legal()), 900), kind
            c.submit("p1", next(a for a in legal() if a.get("kind") == kind))
            if say is None:
                fresh.step()
                assert g.index == i, kind
                continue
            i += 1
            assert until(fresh, lambda: g.index == i, 120), kind
            assert say in " ".join(g.text.text.split())
    finally:
        stage.real_time()


def test_morituris_guide_follows_the_first_phase_the_plan_and_the_move(fresh, table):
    # using the planned card moves on to the secret die before its first exchange (the prompt
    # to use the card stayed after the use, the die's came once the exchange was over)
    _drive(fresh, table, "morituri", ["pass", "plan", "move", "use"],
           ["Plan: add", "lit spaces", "'Use'", "The secret die"])


def test_morituris_plan_prompt_names_the_button_a_card_of_the_hand_shows(fresh, table):
    """Seen on the live table: the prompt said "Choose 'Plan: add ...'" while the menu held only
    Pass and Equip; planning is a click on a card of the hand, whose face then offers the
    button. The button the prompt quotes must be the one the clicked card shows."""
    import re
    from ursina import Button
    from scenes import stage
    from scenes.controller import as_json
    from scenes.games.morituri.panel import PlanPanel
    stage.fixed_time(30)
    try:
        assert table.start_guide("morituri")
        c, g = table.controller, table.guide
        legal = lambda: [as_json(a) for a in c.session.legal_actions("p1")]   # noqa: E731
        assert until(fresh, lambda: c.panel is not None and c.asked == "p1"
                     and any(a.get("kind") == "pass" for a in legal()), 900)
        c.submit("p1", next(a for a in legal() if a.get("kind") == "pass"))
        assert until(fresh, lambda: g.index == 1 and isinstance(c.panel, PlanPanel), 600)
        quoted = re.findall(r"'(Plan:[^']*)'", " ".join(g.text.text.split()))
        assert quoted, g.text.text
        shown = set()
        for hit in [b for b in c.panel.children if isinstance(b, Button) and not b.text]:
            hit.on_click()                                # a card of the hand: its face opens
            shown |= {b.text for b in c.panel.zoom.extra}
            c.panel.zoom.close()
        assert set(quoted) <= shown, (quoted, shown)
    finally:
        stage.real_time()


def test_chaos_arenas_guide_follows_the_spells_the_move_and_the_preparation(fresh, table):
    """The preparation prompt comes when the action phase has ended (seen on the live table:
    it came with the first move, asking to prepare a spell while the menu offered only 'End
    the action phase')."""
    _drive(fresh, table, "chaos-arena", ["choose_spells", "move", "end_phase", "prepare"],
           ["Entrance Teleportal", None, "Octo Altar", "Introduction"])


def test_the_masters_guide_follows_the_start_and_the_first_move(fresh, table):
    _drive(fresh, table, "ceremony", ["start", "move"], ["lit squares", "Facing"])
    c = table.controller
    assert len(c.session.seats()) == 3 and c.session.state.mode == "master"   # the Master plays


def test_the_prompt_moves_off_a_new_panels_buttons_at_once(fresh, table):
    """A long menu opens on the side where the prompt stands: in the next frame the prompt
    has moved, and no button lies under it (a covered button cannot be clicked)."""
    from scenes import screenrects as sr
    from scenes import stage
    from scenes.buttonkeys import buttons_under
    from scenes.controller import ActionMenu
    from ursina import window
    stage.fixed_time(30)
    try:
        assert table.start_guide("morituri")
        c, g = table.controller, table.guide
        assert until(fresh, lambda: c.panel is not None and c.asked is not None, 600)
        for _ in range(25):
            fresh.step()
        c._close_panels()
        fresh.step()
        ww, wh = window.size
        g.x, g.y = sr.px_to_ui(ww * 0.75, wh * 0.3)          # where the menu's rows will be
        c.panel = ActionMenu(c, c.asked, [{"kind": "wait", "n": i} for i in range(12)], c._view())
        prompt = sr.ui_rect(g)
        assert [b for b in buttons_under((c.panel,))
                if sr.covering(sr.ui_rect(b), [("guide", prompt)], least=0.3)]    # under it now
        fresh.step()
        prompt = sr.ui_rect(g)
        covered = [b.text for b in buttons_under((c.panel,))
                   if sr.covering(sr.ui_rect(b), [("guide", prompt)], least=0.3)]
        assert len(buttons_under((c.panel,))) >= 12 and covered == []
    finally:
        stage.real_time()


def test_the_prompt_steps_aside_while_the_fight_log_is_read(fresh, table):
    """Seen on the live Gladiator table: with the log open the prompt found no free spot and sat
    on the character sheet; it now hides while the log is open and comes back when it closes."""
    from scenes import stage
    stage.fixed_time(30)
    try:
        assert table.start_guide("gladiator")
        c, g = table.controller, table.guide
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        assert g.visible
        c.toggle_log()
        fresh.step()
        assert not g.visible and not g.button.collision
        c.toggle_log()
        fresh.step()
        assert g.visible and g.button.collision
    finally:
        stage.real_time()


def test_when_the_game_ends_the_guide_says_what_next_clear_of_the_end_panel(fresh, table):
    """Seen at the end of a guided Chaos Arena game: beside 'The computer wins' the prompt still
    explained chaos cards. At the end it says the game is over and how to go on, and Play
    again starts the same game without the prompts."""
    from scenes import screenrects as sr
    from scenes.guide import FAREWELL
    assert table.start_guide("chaos-arena")
    c, g = table.controller, table.guide
    fresh.step()
    assert g.head.text == "First game: 1 of 6" and not g.over
    c._game_over()                 # (the end panel as the game's end opens it)
    for _ in range(3):
        fresh.step()
    assert g.over and g.head.text == "First game: over" and g.text.text.strip().startswith("That was")
    assert "Enter plays it again" in FAREWELL and "Esc" in FAREWELL
    ends = [r for name, r in sr.ui_rects() if name.startswith("GameOverPanel")]
    assert ends and all(sr.overlap(sr.ui_rect(g.box), r) == 0 for r in ends)
    c.play_again()
    fresh.step()
    assert table.guide is None and table.controller.session.pack.id == "chaos-arena"


def test_the_prompt_narrows_to_fit_a_free_column(fresh):
    """Seen in Morituri's guided game at 1280x720: the prompt lay over the board's east hexes,
    where a narrower one fitted between the menu and the foe's panel. Where its full width
    covers something and a narrower, taller prompt does not, it narrows; else it keeps its width."""
    from types import SimpleNamespace
    from ursina import Entity, camera, window
    from scenes import screenrects as sr
    from scenes.guide import GuidePanel, GuideStep
    ctl = SimpleNamespace(panel=None, seat_widget=None, scene=None, humans=[], game_over=None, log_panel=None)
    g = GuidePanel(ctl, [GuideStep("Second action phase: plan. Click a card of your hand to read it "
                                   "whole, then Plan: add it to the end of the row.")])
    fresh.step()
    assert g.w == g.wide
    a = window.aspect_ratio
    left = a - g.NARROW - 0.06                       # a panel over all but a narrow right column
    block = Entity(parent=camera.ui, model="quad", origin=(-0.5, 0), x=-a / 2, scale=(left, 1),
                   color=(0.1, 0.1, 0.1, 1))
    fresh.step()
    g.place()
    fresh.step()
    assert g.w == g.NARROW < g.wide
    assert sr.overlap(sr.ui_rect(g.box), sr.ui_rect(block)) == 0
    block.enabled = False
    fresh.step()
    g.place()
    assert g.w == g.wide
