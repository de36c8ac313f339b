"""simulate --games for Morituri: the report reads its Condition changes (issue #19)."""
from __future__ import annotations

from game.tournament import play_many


def test_morituri_report_counts_damage_by_source():
    """Morituri's condition_changed events carry `delta` and `cause`, not `damage`/`amount`:
    the report must still tally them ("damage by source: none" was the bug)."""
    report = play_many("morituri", "ai:easy,ai:easy", 1, 3,
                       setup={"round_limit": 12, "figures": [
                           {"character": "killer", "seat": "p1", "cell": [0, 1]},
                           {"character": "barbarian", "seat": "p2", "cell": [0, -1]}]})
    damage = report.damage()
    assert damage and all(v > 0 for v in damage.values())
    assert any(k.startswith("wound") for k in damage)
    assert "damage by source: none" not in report.text()
