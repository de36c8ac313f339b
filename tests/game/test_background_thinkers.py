"""Computer seats thinking in threads (game/players.BackgroundThinkers): a poll starts the
thinking and later hands back a legal choice; failures come back as the exception."""
from __future__ import annotations

import time

import tests.toy_pack  # noqa: F401  (registers "toy")
from game.players import BackgroundThinkers, make_player
from rules import registry


def _wait(thinkers, pack, state, seats):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        got = thinkers.poll(pack, state, seats)
        if got is not None:
            return got
        time.sleep(0.01)
    raise AssertionError("no choice came back")


def test_a_poll_hands_back_a_legal_choice_of_a_computer_seat_only():
    pack = registry.get("toy")
    state = pack.new_game({}, 1)
    thinkers = BackgroundThinkers({"p1": None, "p2": make_player("random", "toy", 3)})
    assert thinkers.poll(pack, state, ["p1"]) is None          # a human seat: nothing to think
    seat, action = _wait(thinkers, pack, state, ["p1", "p2"])
    assert seat == "p2" and action in pack.legal_actions(state, "p2")


def test_a_failing_player_comes_back_as_its_exception():
    class Broken:
        name = "broken"

        def choose(self, pack, state, seat):
            raise RuntimeError("no idea")
    pack = registry.get("toy")
    state = pack.new_game({}, 1)
    seat, err = _wait(BackgroundThinkers({"p1": Broken()}), pack, state, ["p1"])
    assert seat == "p1" and isinstance(err, RuntimeError) and "no idea" in str(err)
