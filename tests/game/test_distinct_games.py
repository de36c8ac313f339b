"""Issue 14: seeded series play distinct games. derive_seed never collides, and random games
differ from each other (the version-1 dice and seeds gave copies: 66-70% distinct games)."""
from __future__ import annotations

import dataclasses

import pytest

import tests.toy_pack  # noqa: F401  (registers the "toy" pack)
from game.tournament import derive_seed, play_many

PACKS = ("ninja-arena", "morituri", "chaos-arena", "gladiator", "ceremony")


def test_100000_derived_seeds_are_distinct_63_bit_numbers():
    seeds = [derive_seed(1, i) for i in range(100_000)]
    assert len(set(seeds)) == 100_000
    assert 0 <= min(seeds) and max(seeds) < 1 << 63 and max(seeds) >= 1 << 62


def test_derive_seed_is_stable_and_tells_its_parts_apart():
    assert derive_seed(1, 0) == 1668806258052110137      # the same on every machine and run
    values = [derive_seed(1, 0), derive_seed(1, 1), derive_seed(0, 1), derive_seed(-1, 0),
              derive_seed(1, 0, 7), derive_seed(1, 0, 0), derive_seed(1), derive_seed(0)]
    assert len(set(values)) == len(values)
    # players' seeds (game seed, spec position, 7) never repeat a game seed (seed, game)
    games = {derive_seed(1, i) for i in range(2000)}
    players = {derive_seed(g, k, 7) for g in games for k in (0, 1)}
    assert len(players) == 4000 and not games & players


def test_10000_random_games_are_10000_distinct_games():
    # the toy pack's games cut at 20 actions (about 10**12 possible logs): cheap, and any copy
    # would come from the seeds, not from a small game
    report = play_many("toy", "random,random", 10_000, 1, max_actions=20,
                       import_module="tests.toy_pack")
    assert len(report.games) == 10_000 and report.distinct == 10_000


@pytest.mark.parametrize("ruleset", PACKS)
def test_random_games_of_every_pack_are_distinct(ruleset):
    report = play_many(ruleset, "random,random", 200, 3, max_actions=20)
    assert report.distinct == 200


def test_the_report_counts_a_copied_game_once_and_says_so():
    report = play_many("toy", "random,random", 4, 5, max_actions=30, import_module="tests.toy_pack")
    assert report.distinct == 4 and report.summary()["distinct"] == 4
    report.games.append(dataclasses.replace(report.games[0], index=4))
    assert report.distinct == 4 and report.summary()["distinct"] == 4
    assert "  5 games, 4 distinct (different action logs)" in report.text().splitlines()
