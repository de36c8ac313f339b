"""Golden traces: the shipped staged fights and their expected event streams (JSON lines).

After an intended change of the events, regenerate with
    python -m tests.rules.ninja_arena.test_golden
and review the diff."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.ninja_arena import RULESET as PACK
from rules.ninja_arena.stage import stage_actions

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parent / "golden"
STAGES = {"model-scenario": ROOT / "saves" / "ninja-arena-model-scenario.json",
          "slow-actions": ROOT / "saves" / "ninja-arena-slow-actions.stage.json",
          "last-stand": ROOT / "saves" / "ninja-arena-last-stand.stage.json"}


def trace(stage_path: Path) -> list[str]:
    setup, seed, log = stage_actions(json.loads(stage_path.read_text()))
    state = PACK.new_game(setup, seed)
    lines = []
    for seat, action in log:
        state, events = PACK.apply(state, seat, action)
        lines += [json.dumps(PACK.event_adapter.dump_python(e, mode="json"), sort_keys=True)
                  for e in events]
    return lines


@pytest.mark.parametrize("name", sorted(STAGES))
def test_golden_trace_of_shipped_stage(name):
    expected = (GOLDEN / f"{name}.events.jsonl").read_text().splitlines()
    assert trace(STAGES[name]) == expected


if __name__ == "__main__":
    for name, path in STAGES.items():
        (GOLDEN / f"{name}.events.jsonl").write_text("\n".join(trace(path)) + "\n")
        print("wrote", name)
