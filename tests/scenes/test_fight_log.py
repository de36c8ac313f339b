"""Following the fight (issue 16): the fight log (L) tells what happened in the table's words,
a caption stays until it can be read, and the revealed plans wait for a key when a person plays."""
from __future__ import annotations

from scenes.fightlog import FightLog, event_line
from tests.scenes.conftest import until

_until = until

def test_the_log_keeps_lines_in_order_once_and_within_its_limit():
    log = FightLog(limit=3)
    for line in ["Round 1, action 1", "Shadow: step", "Shadow: step", "", None, "Duel!", "  Round 2  "]:
        log.add(line)
    assert log.lines == ["Shadow: step", "Duel!", "Round 2"]
    assert log.heading("Round 2") and log.heading("Turn 3") and not log.heading("Duel!")


def test_an_event_without_a_caption_is_told_by_the_games_sentence():
    from rules import registry
    pack = registry.get("chaos-arena")
    ev = pack.event_adapter.dump_python(
        pack.event_adapter.validate_python({"kind": "turn_started", "seat": "p1", "side": "good",
                                            "turn": 3, "round": 2}), mode="json")
    assert event_line(pack, ev, ["Good Mage: fireball"]) == "Good Mage: fireball"
    assert event_line(pack, ev, []) == pack.describe_event(pack.event_adapter.validate_python(ev))
    assert event_line(pack, {"kind": "no-such-event"}, []) == ""


def test_a_played_round_is_in_the_log_and_l_opens_it(fresh, table):
    from ursina import Text
    from tests.scenes.conftest import play_a_round
    c = play_a_round(fresh, table)
    lines = c.log.lines
    assert any(line.startswith("Round 1, action 1") for line in lines), lines
    assert any("Shadow" in line for line in lines), lines
    c.input("l")
    assert c.log_panel is not None and not c.scene.rig.wheel_zoom
    shown = [t.text for t in c.log_panel.children if isinstance(t, Text)]
    assert c.log_panel.rows()[-1] in shown and lines[-1].startswith(c.log_panel.rows()[-1].strip()[:20])
    c.log_panel.scroll(5)
    assert c.log_panel.scrolled == min(5, max(0, len(c.log_panel.rows()) - c.log_panel.ROWS))
    c.input("l")
    assert c.log_panel is None and c.scene.rig.wheel_zoom


def test_a_caption_is_held_until_it_can_be_read(fresh, table):
    from scenes import tween as tw
    table.new_game("castle", opponent="random")
    player = table.controller.player
    player.anim_fns["flash"] = lambda ctx, ev: (ctx.say("A long caption that takes a while to read"),
                                                  tw.wait(0.2))[1]
    player.read_hold = True
    player.play([{"kind": "flash"}])
    player.advance(0.5)                  # the animation is over, the caption is not yet read
    assert player.busy and player.played == 0
    need = player.reading_time()
    assert 2.0 < need <= 4.0
    player.advance(need)
    assert player.played >= 1
    player.read_hold = False             # films and tests: the animation's own time
    player.play([{"kind": "flash"}])
    player.advance(0.25)
    assert player.played >= 2


def _gladiator_moving(app, table):
    """A Gladiator game, you (West) against the computer, at your first move (West has chosen
    to go first); the controller."""
    table.new_pack_game("gladiator", {"west": "human", "east": "ai:normal"})
    c = table.controller
    assert until(app, lambda: c.panel is not None and c.asked == "west", 600)
    while not any(c._cell_of(a) for a in c.panel.legal):       # past the initiative choice
        c.submit("west", next(a for a in c.panel.legal if a.get("side") == "west"))
        assert until(app, lambda: c.panel is not None and c.asked == "west", 600)
    return c


def test_the_fight_log_opens_left_of_the_menu_not_under_it(fresh, table):
    """Seen on the live table: the Gladiator menu lay over the right half of the open log,
    hiding its lines. The log now stands left of a menu on the right, whole in the window."""
    from scenes import screenrects as sr
    c = _gladiator_moving(fresh, table)
    fresh.step()
    menu = sr.ui_rect(c.panel)
    assert menu is not None and menu[0] > sr._size()[0] / 2
    c.toggle_log()
    fresh.step()
    log = sr.ui_rect(c.log_panel.box)
    assert log[2] <= menu[0] and log[0] >= 0
    assert sr.overlap(log, menu) == 0
    c.toggle_log()


def test_the_open_log_lies_over_the_games_panels(fresh, table):
    """Seen at 800x600: the Master of Ceremonies' sheets, down the left, wrote their words
    across the open log's lines. Where the log's box lies over a panel, below its one line, the
    frame shows the box's dark, no panel's words."""
    import numpy as np
    from scenes import screenrects as sr
    from scenes import stage
    c = _gladiator_moving(fresh, table)
    fresh.step()
    c.toggle_log()
    fresh.step()
    fresh.step()
    log = sr.ui_rect(c.log_panel.box)
    under = [r for r in (sr.ui_rect(e) for e in (*c.scene.hud.rows, c.seat_widget)) if r is not None]
    lines = max(sr.ui_rect(t)[3] for t in [c.log_panel.heading_text, *c.log_panel.row_texts])
    parts = [(max(log[0], r[0]), max(log[1], r[1], lines + 2), min(log[2], r[2]), min(log[3], r[3]))
             for r in under]
    parts = [p for p in parts if p[2] - p[0] > 4 and p[3] - p[1] > 4]
    assert parts, (log, under)                 # (the tests' 4:3 window: the log reaches the panels)
    frame = stage.grab_rgb()
    for x0, y0, x1, y1 in parts:
        patch = frame[int(y0) + 1:int(y1) - 1, int(x0) + 1:int(x1) - 1].astype(int)
        assert patch.size and patch.max() < 90, ((x0, y0, x1, y1), int(patch.max()))
    c.toggle_log()


def test_the_cells_the_offered_actions_aim_at_light_up_and_the_hovered_one_is_outlined(fresh, table):
    c = _gladiator_moving(fresh, table)
    c.panel.pick(("kind", "step")) if c.panel.kind is None else None
    offered = {c._cell_of(a) for a in c.panel._choices()} - {None}
    assert offered and c.targets.cells == offered
    cell = next(iter(offered))
    c.targets.hover(cell)
    assert c.targets.hovered == cell and c.targets.hovered_part.children
    c.targets.hover((99, 99))                   # not a target: no outline
    assert c.targets.hovered is None and not c.targets.hovered_part.children
    c._close_panels()
    assert c.targets.cells == frozenset()


def test_the_camera_follows_a_fight_then_returns_to_the_players_view(fresh, table):
    from scenes import stage
    from tests.scenes.conftest import play_a_round
    mine = {}

    def turn_away(c):                            # the player's own angle
        rig = c.scene.rig
        rig.pose.yaw += 30
        rig.apply()
        mine["view"] = (rig.pose.yaw, tuple(rig.pose.target))
    c = play_a_round(fresh, table, before=turn_away)
    rig = c.scene.rig
    assert rig.returning and rig.goal is not None    # it followed the fight, now it glides back
    stage.fixed_time(30)
    try:
        stage.step(fresh, 150)
    finally:
        stage.real_time()
    yaw, target = mine["view"]
    assert rig.held is None and abs(rig.pose.yaw - yaw) < 1.0
    assert all(abs(a - b) < 0.05 for a, b in zip(rig.pose.target, target)), (rig.pose, target)


def test_a_players_own_move_leaves_the_camera_where_it_is(fresh, table):
    c = _gladiator_moving(fresh, table)
    rig = c.scene.rig
    assert until(fresh, lambda: not c.player.busy, 300)
    rig.goal, rig.returning = None, False            # settled where the player left it
    before = tuple(rig.pose.target)
    step = next(a for a in c.panel.legal if a.get("kind") == "step")
    assert c.submit("west", step)
    assert rig.held is None
    for _ in range(20):
        fresh.step()
    assert tuple(rig.pose.target) == before


def test_morituris_board_and_your_figure_stay_clear_of_the_card_panels(fresh, table):
    """The layout rule for the table with the biggest panels: your own figure stands clear
    above the top of the card panels at the bottom of the screen."""
    table.new_pack_game("morituri", {"p1": "human", "p2": "ai:normal"})
    c = table.controller
    assert until(fresh, lambda: c.panel is not None and c.asked == "p1", 600)
    fresh.step()
    from ursina import camera
    mine = c.scene.table.figures["killer"]
    tops = []
    for panel in (c.panel, c.seat_widget):          # the menu and the card panels
        bounds = panel.getTightBounds(camera.ui) if panel is not None else None
        if bounds:
            lo, hi = bounds
            if lo.y < -0.2:                         # a panel at the bottom of the screen
                tops.append(hi.y)
    # his feet with room for his base ring and the cell under him
    assert tops and mine.screen_position.y > max(tops) + 0.08, (mine.screen_position, tops)


def test_a_long_line_of_the_log_goes_on_under_itself_inside_its_box(fresh, table):
    """Seen live at 1024x600: "The Master of Ceremonies tests PSYCHE to bring in HUNGER
    (INTRODUCTION): rolls 5 against 10, a success." ran past the log's box and the window's
    edge ("..., a"). A long line is wrapped, its rest indented under it, every letter inside."""
    from scenes import screenrects as sr
    c = _gladiator_moving(fresh, table)
    long = ("The Master of Ceremonies tests PSYCHE to bring in HUNGER (INTRODUCTION): rolls 5 "
            "against 10, a success; the dog comes in by the gate, 3rd row from the south.")
    c.log.add(long)
    c.toggle_log()
    fresh.step()
    box = sr.ui_rect(c.log_panel.box)
    shown = [t for t in c.log_panel.row_texts if t.text.strip()]
    words = " ".join(t.text.strip() for t in shown[-3:])
    assert long in words, words
    assert shown[-1].text.startswith("   ")                      # the rest, indented
    for t in shown:
        r = sr.ui_rect(t)
        assert r[2] <= box[2] and r[0] >= box[0], (t.text, r, box)
    c.toggle_log()
