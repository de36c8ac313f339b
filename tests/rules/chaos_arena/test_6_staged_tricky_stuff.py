"""6 Tricky Stuff as shipped staged fights (saves/chaos-arena-*.stage.json)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.chaos_arena import RULESET as PACK
from rules.core.dice import seed_version
from rules.chaos_arena.stage import stage_actions

SAVES = Path(__file__).resolve().parents[3] / "saves"


@pytest.mark.parametrize("version", [1, 2])     # as shipped (old dice), and today's dice
def test_6_glovvies_and_doppelganger_stand_off_is_fought_with_poetry_staged(version):
    stage = json.loads((SAVES / "chaos-arena-poetry.stage.json").read_text())
    if version == 2:
        del stage["seed"]                           # searched for the stage's rolls
        stage["version"] = 2
    setup, seed, log = stage_actions(stage)
    assert seed_version(seed) == version
    s = PACK.new_game(setup, seed)
    events = []
    for seat, action in log:
        s, evs = PACK.apply(s, seat, action)
        events += evs
    drawn = [e for e in events if e.kind == "chaos_drawn"]
    assert [(e.figure, e.card) for e in drawn] == [("good-warrior-1", "doppelganger")]
    (poem,) = [e for e in events if e.kind == "poetry"]
    assert poem.rolls == ((5, 2),) and poem.won
    assert not [e for e in events if e.kind == "combat"]         # no endless duplicate combat
    w = s.fig("good-warrior-1")
    assert w.status == "arena" and w.item == "glovvies"             # he keeps his gloves
    assert "doppelganger" in s.discard
