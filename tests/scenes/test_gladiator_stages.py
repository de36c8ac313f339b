"""`render` and `record` of Gladiator staged fights (rules/gladiator/stage.py): the Thor and June
stage drawn and filmed, the complete fight's stage drawn at its last turn."""
from __future__ import annotations

from pathlib import Path

from tests.scenes.conftest import run_main

SAVES = Path(__file__).resolve().parents[2] / "saves"


def test_render_command_draws_the_thor_and_june_stage(tmp_path):
    out = tmp_path / "tj.png"
    r = run_main("render", str(SAVES / "gladiator-thor-and-june-repel-8.stage.json"), "--at", "1",
                 "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.stat().st_size > 1000 and "end of turn 1" in r.stdout      # Gladiator's are turns


def test_render_command_draws_the_complete_fight_at_its_last_turn(tmp_path):
    out = tmp_path / "grim.png"
    r = run_main("render", str(SAVES / "gladiator-grim-solo.stage.json"), "--at", "6",
                 "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.stat().st_size > 1000
    r = run_main("render", str(SAVES / "gladiator-grim-solo.stage.json"), "--at", "7",
                 "--out", str(out), "--size", "320x240", timeout=240)
    assert r.returncode == 2 and "no round 7" in r.stdout + r.stderr


def test_record_command_films_the_thor_and_june_stage(tmp_path):
    out = tmp_path / "tj.mp4"
    r = run_main("record", str(SAVES / "gladiator-thor-and-june-repel-14.stage.json"), "--out",
                 str(out), "--size", "160x120", "--fps", "4", timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    assert out.stat().st_size > 5000
