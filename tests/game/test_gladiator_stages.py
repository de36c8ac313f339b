"""Gladiator staged fights through the commands: `simulate` (pack.stage_actions) writes a save
that loads, `validate` replays the shipped stages and the shipped solo save (a finished game),
and a bad stage is one line with exit status 2, nothing written."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAVES = ROOT / "saves"
REPEL_8 = SAVES / "gladiator-thor-and-june-repel-8.stage.json"


def _main(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=240)


def test_hand_combat_attempt_simulate_the_thor_and_june_stage_writes_a_save_that_loads(tmp_path):
    stage = tmp_path / "thor.stage.json"
    shutil.copy(REPEL_8, stage)
    r = _main("simulate", stage, "--json")
    assert r.returncode == 0, r.stderr
    tried = [json.loads(line) for line in r.stdout.splitlines()
             if line.startswith("{") and '"hand_combat_tried"' in line]
    assert [(t["attacker"], t["target_number"]) for t in tried] == [("w1", 8)]
    from game.saves import load_save
    _, state, save = load_save(tmp_path / "thor.save.json")
    assert save.ruleset == "gladiator" and state.fig("w1").name == "Thor"


def test_validate_the_shipped_gladiator_stages_and_the_finished_solo_save():
    files = sorted(SAVES.glob("gladiator-*.json"))
    assert len(files) >= 4
    r = _main("validate", *files)
    assert r.returncode == 0, r.stderr
    lines = dict(line.split(": ", 1) for line in r.stdout.splitlines())
    assert "finished, west wins" in lines[str(SAVES / "gladiator-solo-grim.json")]
    assert "staged fight, gladiator" in lines[str(SAVES / "gladiator-grim-solo.stage.json")]
    assert "finished" in lines[str(SAVES / "gladiator-grim-solo.stage.json")]


def test_a_bad_gladiator_stage_is_one_line_exit_2(tmp_path):
    data = json.loads(REPEL_8.read_text())
    data["actions"][4] = {"kind": "hand_combat", "target": "e7"}
    bad = tmp_path / "bad.stage.json"
    bad.write_text(json.dumps(data))
    r = _main("simulate", bad)
    assert r.returncode == 2 and not (tmp_path / "bad.save.json").exists()
    assert r.stderr.strip().count("\n") == 0 and "action 5 (west hand_combat)" in r.stderr
