"""Gladiator 10 at the table: a game started from a roster writes its experience back to the
roster file when it ends (and a bad roster is one line before any window opens)."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from game.session import Session
from rules import registry

ROOT = Path(__file__).resolve().parents[2]


def test_10_a_roster_game_writes_experience_back_when_it_ends(fresh, tmp_path):
    from game import rosters
    from scenes import games as packs
    from scenes.controller import PackController
    path = tmp_path / "mine.json"
    shutil.copy(ROOT / "saves" / "rosters" / "example.json", path)
    before = path.read_text()
    setup = rosters.new_game_setup(rosters.load_roster(path), turn_limit=2)
    s = Session(registry.get("gladiator"), setup, seed=4)
    s.roster_file = path                # as `play --roster PATH` does: typed, so written back
    ctl = PackController(s, {seat: "random" for seat in s.seats()},
                         packs.table_module("gladiator"), interactive=False)
    deadline = time.monotonic() + 120
    while not ctl._said_over and time.monotonic() < deadline:
        ctl.update()
        ctl.player.skip()
        time.sleep(0.002)
    assert s.finished and ctl._said_over
    after = path.read_text()
    assert after != before and json.loads(after)          # experience changed, still a roster
    assert "experience written to" in ctl.scene.hud.said


def test_10_a_missing_roster_is_one_line(tmp_path):
    from tests.scenes.conftest import run_main
    r = run_main("play", "--roster", str(tmp_path / "none.json"), "--offscreen",
                 "--quit-after-frames", "2")
    assert r.returncode == 2 and "no such roster" in r.stderr and "Traceback" not in r.stderr
