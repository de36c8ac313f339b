"""`main.py simulate STAGE.json`: readable or JSON event log, a save next to the stage,
one-line errors with exit status 2."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODEL = ROOT / "saves" / "ninja-arena-model-scenario.json"


def _run(*args):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT)


def test_simulate_model_scenario_prints_events_and_writes_the_save(tmp_path):
    stage = tmp_path / "model.stage.json"
    shutil.copy(MODEL, stage)
    r = _run(stage)
    assert r.returncode == 0, r.stderr
    assert "duel: Shadow runs into Weaponmaster; Shadow takes 2, Weaponmaster takes 1" in r.stdout
    save = tmp_path / "model.save.json"
    data = json.loads(save.read_text())
    assert data["format"] == "arena-table/save" and len(data["actions"]) == 4
    from game.saves import load_save
    _, state, _ = load_save(save)
    assert state.ninja("shadow").life == 6 and state.ninja("weaponmaster").life == 4


def test_simulate_names_the_figures_the_rules_call_by_id(tmp_path):
    """The rules speak in ids ("w1 steps", "gladiator g1"); the printed lines name the figures
    as the board does, except where two share a name (two Killers keep their ids)."""
    saves = ROOT / "saves"
    r = _run(saves / "gladiator-thor-and-june-repel-8.stage.json", "--out", tmp_path / "a.json")
    assert r.returncode == 0, r.stderr
    assert "Thor leaps on June: June fails to repel" in r.stdout
    assert not [l for l in r.stdout.splitlines() if re.search(r"\b[we]\d\b", l)], r.stdout
    r = _run(saves / "ceremony-masters-actions.stage.json", "--out", tmp_path / "b.json")
    assert "Gladiator Kord takes the start square" in r.stdout and " g1" not in r.stdout
    r = _run(saves / "morituri-kick-and-cloak.stage.json", "--out", tmp_path / "c.json")
    assert "emil plans" in r.stdout and "david plans" in r.stdout     # both are Killers


def test_words_replace_ids_whole_and_longest_first():
    from game.words import named, unambiguous, view_names
    view = {"figures": [{"id": "good-mage", "name": "Mage"}, {"id": "good-mage-2", "name": "Mage II"},
                        {"id": "w1", "name": "Thor"}, {"id": "w2", "name": "Thor"}, {"id": "e_1"}]}
    names = view_names(view)
    assert names["e_1"] == "E 1" and names["good-mage-2"] == "Mage II"
    assert named("good-mage-2 hits good-mage; w10 waits; 'w1' leaps", names) == \
        "Mage II hits Mage; w10 waits; Thor leaps"
    assert set(unambiguous(names)) == {"good-mage", "good-mage-2", "e_1"}


def test_simulate_json_lines(tmp_path):
    r = _run(MODEL, "--json", "--out", tmp_path / "x.json")
    assert r.returncode == 0, r.stderr
    lines = [json.loads(l) for l in r.stdout.splitlines()]
    assert lines[0]["kind"] == "initiative_taken" and lines[-1]["kind"] == "summary"
    assert sum(1 for l in lines if l["kind"] == "duel") == 1


def test_simulate_stage_breaking_a_rule_is_one_line_exit_2(tmp_path):
    data = json.loads(MODEL.read_text())
    data["rounds"][0]["plans"]["shadow"] = ["evade", "melee left", "turn_left"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    r = _run(bad, "--out", tmp_path / "out.json")
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "2.4" in r.stderr and "round 1" in r.stderr
    assert not (tmp_path / "out.json").exists()


def test_simulate_missing_file_is_one_line(tmp_path):
    r = _run(tmp_path / "nope.json")
    assert r.returncode == 2 and "no such file" in r.stderr


def test_conclusion_bridge_series_from_the_command_line():
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    r = subprocess.run([sys.executable, str(root / "main.py"), "simulate", "--bridge",
                        "killer,swordswoman/barbarian", "--seats", "ai:easy,ai:easy", "--seed", "2"],
                       cwd=root, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("narrow bridge, mode fresh, seed 2")
    assert "fight 1: a1-killer vs b1-barbarian" in r.stdout and "series won by p" in r.stdout
    bad = subprocess.run([sys.executable, str(root / "main.py"), "simulate", "--bridge", "killer"],
                         cwd=root, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "give two sides" in bad.stderr and "Traceback" not in bad.stderr
