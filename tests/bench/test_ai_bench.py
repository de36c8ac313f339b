"""The engine and computer-player benchmarks run and report well-formed ratio lines.
(Speed itself is never asserted: `main.py bench` prints it.)"""
from __future__ import annotations

import game.ai.bench as ai_bench
from game.bench import SUITES, format_result


def _check(results):
    assert results
    for label, value, reference, unit in results:
        assert isinstance(label, str) and unit
        assert value > 0 and reference > 0
        line = format_result("x", (label, value, reference, unit))
        assert float(line.rsplit("ratio ", 1)[1]) > 0     # readable at three decimals


def test_suites_are_registered_in_the_bench_registry():
    assert SUITES["engines"] is ai_bench._engines
    assert SUITES["ai-think"] is ai_bench._ai_think


def test_engine_suite_measures_playouts_actions_and_copies_of_the_ninja_pack():
    from rules import registry
    results = ai_bench.engine_results(registry.get("ninja-arena"), quick=True)
    _check(results)
    labels = " | ".join(r[0] for r in results)
    assert "random playouts" in labels and "applied actions" in labels and "copy_state" in labels


def test_random_playout_plays_a_whole_game():
    from rules import registry
    pack = registry.get("ninja-arena")
    steps = ai_bench.random_playout(pack, {"arena": "castle"}, 3, 600)
    assert 0 < steps <= 600


def test_thinking_positions_are_p2_to_plan_after_p1():
    pack, positions = ai_bench.thinking_positions(3)
    assert len(positions) == 3
    for state, seat in positions:
        assert seat == "p2" and pack.to_act(state) == {"p2"}


def test_think_times_counts_simulations_per_decision():
    pack, positions = ai_bench.thinking_positions(1)
    times, sims = ai_bench.think_times("easy", positions, pack)
    assert len(times) == 1 and sims[0] > 0
