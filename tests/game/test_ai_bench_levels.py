"""bench's ai-levels suite (game/ai/bench.py): positions from seeded random games and the random
playout every level's thinking time is compared with."""
from __future__ import annotations

from game.ai.bench import level_positions, playout_seconds
from rules import registry


def test_level_positions_are_seeded_positions_where_the_seat_may_act():
    pack = registry.get("ceremony")
    _, a = level_positions(pack, 4)
    _, b = level_positions(pack, 4)
    assert len(a) == 4
    assert all(seat in pack.to_act(state) for state, seat in a)
    assert [pack.view(s, None) for s, _ in a] == [pack.view(s, None) for s, _ in b]


def test_playout_seconds_times_one_playout_per_position_and_leaves_the_positions_alone():
    pack = registry.get("morituri")
    _, positions = level_positions(pack, 2)
    before = [pack.view(s, None) for s, _ in positions]
    times = playout_seconds(pack, positions)
    assert len(times) == 2 and all(t >= 0 for t in times)
    assert [pack.view(s, None) for s, _ in positions] == before
