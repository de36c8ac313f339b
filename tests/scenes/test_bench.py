"""The table's benchmark suite is registered with game/bench.py and measures real rates."""
from __future__ import annotations


def test_table_suite_registers_with_the_bench_command():
    import scenes.bench  # noqa: F401
    from game.bench import SUITES
    assert "table" in SUITES


def test_animated_scene_and_flat_reference_both_render(app):
    from scenes.bench import scene_vs_flat
    live, flat = scene_vs_flat((320, 240), 4)
    assert live > 0 and flat > 0
