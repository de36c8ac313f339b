"""The engine, sight and computer-player benchmarks run and report well-formed ratio lines that
name their anchor. (Speed itself is never asserted: `main.py bench` prints it.)"""
from __future__ import annotations

import random

import game.ai.bench as ai_bench
from game import anchors, bench
from game.bench import SUITES, format_result


def _check(results):
    assert results
    for label, value, reference, unit in results:
        assert isinstance(label, str) and unit and " vs " in label
        assert value > 0 and reference > 0
        line = format_result("x", (label, value, reference, unit))
        assert float(line.rsplit("ratio ", 1)[1]) > 0     # readable at three decimals


def test_suites_are_registered_in_one_bench_registry():
    assert SUITES["engines"] is bench._engines and SUITES["sight"] is bench._sight
    assert SUITES["ai-think"] is ai_bench._ai_think
    assert "packs" not in SUITES          # merged into engines: one figure, one place


def test_engine_suite_measures_random_games_and_copies_of_every_pack_against_chess():
    from rules import registry
    results = SUITES["engines"](True)
    _check(results)
    for pack_id in ("ninja-arena", "morituri", "chaos-arena", "gladiator", "ceremony"):
        mine = [r[0] for r in results if r[0].startswith(pack_id + ": ")]
        assert len(mine) == 2, mine
        assert "random-game actions/s vs python-chess random plies/s" in mine[0]
        assert "copy_state (" in mine[1] and "chess.Board.copy(stack=False)" in mine[1]
    assert registry.get("ninja-arena")


def test_sight_suite_measures_boards_8_to_128_against_tcod():
    results = SUITES["sight"](True)
    _check(results)
    labels = [r[0] for r in results]
    assert len(labels) == 5
    for side, label in zip((8, 16, 32, 64, 128), labels):
        assert label.startswith(f"visibility map {side}x{side} (") and "tcod symmetric shadowcast" in label
        assert " ns a cell) vs " in label


def test_random_game_plays_a_whole_game():
    from rules import registry
    pack = registry.get("ninja-arena")
    steps = bench.random_game(pack, {"arena": "castle"}, random.Random(3), 3)
    assert 0 < steps <= 600
    state = pack.new_game({"arena": "castle"}, 3)
    rng = random.Random(3)
    while not pack.outcome(state).finished:
        seat = rng.choice(sorted(pack.to_act(state)))
        state, _ = pack.apply(state, seat, rng.choice(pack.legal_actions(state, seat)))
    assert pack.outcome(state).finished


def test_without_the_extra_the_anchors_fall_back_and_say_how_to_install(monkeypatch):
    monkeypatch.setattr(anchors, "have", lambda module: False)
    line = anchors.missing_extra()
    assert line == ("bench: python-chess and tcod not installed (pip install -e .[bench] for the "
                    "real anchors); those figures use our own references instead")
    name, one_game = anchors.play_anchor()
    assert name == "plain dict steps (fallback)" and one_game(random.Random(1)) == 100
    name, copy = anchors.copy_anchor()
    assert name.endswith("(fallback)") and copy()["round"] == 1
    name, fov = anchors.fov_anchor(bench.height_board(8), (4, 4))
    assert name == "sight() traced to every cell (fallback)" and len(fov()) == 64
    _check(SUITES["sight"](True))
    results = SUITES["engines"](True)
    assert all("(fallback)" in r[0] for r in results)


def test_with_the_extra_installed_nothing_is_missing():
    assert anchors.missing_extra() is None


def test_the_chess_anchor_plays_random_games_to_the_end():
    import chess  # noqa: F401  (the bench extra is part of the test environment)
    assert anchors.play_anchor()[0] == "python-chess random plies"
    assert anchors._chess_game(random.Random(2)) > 0


def test_interleaved_keeps_the_pair_with_the_median_ratio():
    ours = iter([10.0, 30.0, 20.0])
    assert bench.interleaved(lambda: next(ours), lambda: 10.0) == (20.0, 10.0)


def test_thinking_positions_are_p2_to_plan_after_p1():
    pack, positions = ai_bench.thinking_positions(3)
    assert len(positions) == 3
    for state, seat in positions:
        assert seat == "p2" and pack.to_act(state) == {"p2"}


def test_think_times_counts_simulations_per_decision():
    pack, positions = ai_bench.thinking_positions(1)
    times, sims = ai_bench.think_times("easy", positions, pack)
    assert len(times) == 1 and sims[0] > 0
