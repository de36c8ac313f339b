"""game/series.py: a narrow-bridge series of Morituri fights between computer seats."""
from __future__ import annotations

import pytest

from game.errors import UserError
from game.series import play_series

SIDES = [["killer", "swordswoman"], ["barbarian", "goblins"]]


@pytest.mark.parametrize("mode", ["fresh", "carry"])
def test_conclusion_series_plays_the_bridge_to_its_end(mode):
    r = play_series(SIDES, "ai:normal,random", mode, seed=1, round_limit=30)
    assert r.winner in ("p1", "p2") and 1 <= len(r.fights) <= 3
    assert r.fights[0]["figures"] == ["a1-killer", "b1-barbarian"]
    for before, after in zip(r.fights, r.fights[1:]):
        for fid in before["survivors"]:               # the survivor stays on the bridge
            assert any(f.startswith(fid.split("-goblins")[0]) for f in after["figures"])
    side = r.winner
    assert all(w == side for w in r.fights[-1]["winners"])


def test_conclusion_series_is_reproducible_by_seed():
    a = play_series(SIDES, "ai:easy,ai:normal", "carry", seed=4, round_limit=30)
    b = play_series(SIDES, "ai:easy,ai:normal", "carry", seed=4, round_limit=30)
    assert a.text() == b.text() and "series won by" in a.text()


def test_conclusion_series_needs_two_computer_sides():
    with pytest.raises(UserError, match="two seat specs"):
        play_series(SIDES, "ai:normal", "fresh")
    with pytest.raises(UserError, match="tournament mode"):
        play_series(SIDES, "ai:normal,random", "sudden")
    with pytest.raises(UserError, match="computer seats"):
        play_series(SIDES, "human,random", "fresh")
