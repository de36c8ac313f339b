"""Chaos Arena staged fights through `main.py simulate` (pack.stage_actions) and the save loader:
the 4B single combat example end to end, and a bad stage as one line with exit status 2."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SINGLE = ROOT / "saves" / "chaos-arena-single-combat.stage.json"


def _run(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT)


def test_4b_simulate_the_single_combat_stage_writes_a_save_that_loads(tmp_path):
    stage = tmp_path / "single.stage.json"
    shutil.copy(SINGLE, stage)
    r = _run(stage)
    assert r.returncode == 0, r.stderr
    assert "Good Berserker 1 attacks Evil Knight: 11 against 8: the attack wins, 1 damage" in r.stdout
    from game.saves import load_save
    _, state, save = load_save(tmp_path / "single.save.json")
    assert save.ruleset == "chaos-arena" and state.fig("evil-knight").wounded


def test_stage_with_a_bad_position_is_one_line_exit_2(tmp_path):
    data = json.loads(SINGLE.read_text())
    data["setup"]["position"]["figures"]["evil-knight"] = [0, 3]        # a wall hex
    bad = tmp_path / "bad.stage.json"
    bad.write_text(json.dumps(data))
    r = _run(bad)
    assert r.returncode == 2 and not (tmp_path / "bad.save.json").exists()
    assert r.stderr.strip().count("\n") == 0 and "position.figures.evil-knight" in r.stderr
    assert "is a wall" in r.stderr
