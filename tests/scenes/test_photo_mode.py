"""Photo mode at the table (issue 17, part 7): P hides every panel and holds the game, the
camera is free and 1-4 take the director's shots, F12 writes the picture without the hint."""
from __future__ import annotations

import numpy as np

from tests.scenes.conftest import read_png, until


def test_p_hides_the_panels_takes_shots_and_writes_a_clean_picture(fresh, table, tmp_path):
    from scenes import screenrects as sr
    table.new_pack_game("gladiator", None, seed=5, opponent="ai:easy")
    c = table.controller
    assert until(fresh, lambda: c.panel is not None, 600)
    fresh.step()
    table.toggle_photo()
    fresh.step()
    assert table.photo is not None and c.paused
    assert not c.panel.enabled and not table.scene.hud.enabled
    shown = [n for n, _ in sr.ui_rects() if not n.startswith("text 'Photo mode")]
    assert shown == []                                        # only the hint line is over the table
    before = table.scene.rig.pose.pitch
    acted = len(c.session.log)
    c.input("1")                                              # the game's keys rest meanwhile
    fresh.step()
    assert len(c.session.log) == acted
    table.scene.rig.set_view("top")
    fresh.step()
    assert table.scene.rig.pose.pitch != before
    shot = table.screenshot(tmp_path)
    assert shot is not None and table.photo.enabled and "picture:" in table.photo.text
    img = read_png(shot)
    bottom = img[-20:].astype(int)                            # where the hint line is drawn
    fresh.step()
    from scenes.stage import grab_rgb
    live = grab_rgb()[-20:].astype(int)
    assert np.abs(live - bottom).mean() > 1                   # the hint on screen, not in the picture
    table.toggle_photo()
    fresh.step()
    assert table.photo is None and not c.paused and c.panel.enabled and table.scene.hud.enabled
