"""The layout rule (issue 16, part 5): no panel covers the board's centre or the player's own
figures or runs past the window's edges, at 1280x720 and at 800x600, in every game, with and without the guided first game's
prompts; tests/scenes/layout_probe.py plays the first decisions of each game in its own process
(a window size is fixed when the Ursina app is made) and reports what covers what."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.scenes.conftest import ROOT


def _probe(*args: str) -> list[dict]:
    out = subprocess.run([sys.executable, str(ROOT / "tests/scenes/layout_probe.py"), *args],
                         capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


@pytest.mark.parametrize("args", [("1280", "720", "guide"), ("800", "600", "guide"), ("800", "600")])
def test_no_panel_covers_the_board_centre_or_the_players_own_figures_or_leaves_the_window(args):
    from rules import registry
    from scenes.games import table_module
    reports = _probe(*args)
    assert sorted(r["ruleset"] for r in reports) == sorted(registry.KNOWN)     # the shipped games
    for r in reports:
        assert r["decisions"] >= 2, r                  # it looked at the table more than once
        assert r["own"], r                             # and saw the player's figures
        assert r["centre"] == [], r
        assert all(by == [] for by in r["own"].values()), r
        assert r["outside"] == [], r                   # nothing cut off by the window's edges
        assert r["buttons_covered"] == [], r           # the guide's prompt leaves the buttons free
        # nor does the action menu hide another figure (at 800x600 its greyed lines lay over the
        # Master of Ceremonies' Varg, whose hit waited for the player's DODGE)
        assert r.get("menu_figures", []) == [], r
        # a long caption wraps between the side panels and the menu, over neither
        assert r.get("caption_over", []) == [], r
        table = table_module(r["ruleset"]).TABLE
        if args[0] == "1280" and (table.panel_left or table.menu_column):
            # the prompt keeps to the panels' columns beside the board where it can (the Master
            # of Ceremonies' lay over 39% of the board: the start squares it asks to click)
            assert r["guide_on_board"] <= 0.2, r
        own_panel = getattr(table_module(r["ruleset"]), "make_panel", None) is not None
        if args[0] == "1280" or own_panel:             # a wide window: the board clear of the menu;
            assert r["menu_cells"] == [], r            # Morituri's moves' menu hid six hexes at 800
        else:
            # a narrow one: the board below the menu's first rows (they hid six cells of the
            # far row in Gladiator and the Master of Ceremonies), the last of a long menu's aside
            assert len(r["menu_cells"]) <= 3, r


def test_the_rule_sees_a_panel_over_a_figure_and_a_spot_beside_it():
    from scenes import screenrects as sr
    figure = (100, 100, 140, 160)
    panels = [("menu", (120, 130, 300, 200)), ("title", (0, 0, 50, 20))]
    assert sr.covering(figure, panels) == ["menu"]
    assert sr.covering(figure, [("edge", (139, 159, 300, 300))]) == []     # a corner is not cover
    assert sr.overlap((0, 0, 10, 10), (5, 5, 20, 20)) == 25


def test_free_spot_takes_the_candidate_covering_least(monkeypatch):
    from scenes import screenrects as sr
    monkeypatch.setattr(sr, "_size", lambda: (800, 600))
    figure = ((600, 450, 650, 520), 50.0)
    panel = ((0, 0, 200, 600), 1.0)
    spots = [(560, 420), (10, 420), (300, 40)]
    assert sr.free_spot((200, 100), spots, [figure, panel]) == (300, 40)
    assert sr.free_spot((200, 100), spots[:2], [figure, panel]) == (10, 420)   # a panel, not the figure
    assert sr.free_spot((200, 100), [(700, 580)], []) == (600, 500)           # kept in the window


def test_a_panel_over_an_own_figure_turns_see_through_and_back(fresh):
    """A figure walks under a panel: the panel fades (and counts as covering nothing), then
    turns solid again when the figure has left."""
    from ursina import Entity, camera
    from scenes import screenrects as sr
    panel = Entity(parent=camera.ui, model="quad", scale=(0.4, 0.3), position=(-0.6, -0.2),
                   color=(0.1, 0.1, 0.1, 0.9))
    fresh.step()
    r = sr.ui_rect(panel)
    under = (r[0] + 10, r[1] + 10, r[0] + 60, r[1] + 90)
    away = (r[2] + 50, r[1], r[2] + 100, r[1] + 80)
    assert sr.clear_figures([panel], [under]) == [panel]
    assert abs(panel.getColorScale()[3] - sr.SEE_THROUGH) < 1e-3
    assert not [n for n, q in sr.ui_rects() if sr.overlap(q, under)]      # it covers nothing now
    assert sr.clear_figures([panel], [away]) == [] and panel.getColorScale()[3] == 1.0
    assert sr.covering(under, sr.ui_rects())                                # solid: it covers again
