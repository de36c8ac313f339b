"""Seats and who sits in them: parsing seat specs and making the players.

A seat spec is one word: "human", "random", or "ai:<level>" with level random/easy/normal/hard
("ai" alone means "ai:normal"). A list of specs is comma-separated, one per seat in the pack's
seat order: "ai:hard,ai:easy". A computer player has one method, `choose(pack, state, seat)`,
which returns a legal action for `seat`; it decides from what that seat may know (see
game/ai/montecarlo.py) and is seeded, so the same seed plays the same game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from game.errors import UserError


class Player(Protocol):
    name: str

    def choose(self, pack: Any, state: Any, seat: str) -> Any: ...


@dataclass(frozen=True)
class SeatSpec:
    kind: str            # "human" or "ai"
    level: str = ""      # for "ai": random, easy, normal, hard

    def __str__(self) -> str:
        return self.kind if self.kind == "human" else f"ai:{self.level}"


def parse_seat_spec(text: str) -> SeatSpec:
    from game.ai import LEVELS

    word = text.strip().lower()
    if word == "human":
        return SeatSpec("human")
    if word == "random":
        return SeatSpec("ai", "random")
    if word == "ai":
        return SeatSpec("ai", "normal")
    if word.startswith("ai:") and word[3:] in LEVELS:
        return SeatSpec("ai", word[3:])
    raise UserError(f"bad seat {text.strip()!r}: use human, random or ai:<level> "
                    f"with level one of {', '.join(LEVELS)}")


def parse_seats(text: str) -> list[SeatSpec]:
    parts = [p for p in text.split(",")]
    if not text.strip() or any(not p.strip() for p in parts):
        raise UserError(f"bad seats {text!r}: give comma-separated specs like ai:hard,ai:easy")
    return [parse_seat_spec(p) for p in parts]


def make_player(spec: SeatSpec | str, pack_id: str, seed: int, timed: bool = True) -> Player | None:
    """The computer player for a spec (None for a human seat); `timed=False`: see make_ai."""
    from game.ai import make_ai

    if isinstance(spec, str):
        spec = parse_seat_spec(spec)
    if spec.kind == "human":
        return None
    return make_ai(pack_id, spec.level, seed, timed=timed)


class BackgroundThinkers:
    """Computer seats thinking in threads, so a window stays live while they decide.

    Each call of `poll(pack, state, seats)` starts a thread for every computer seat in `seats`
    not yet thinking (on a copy of the state) and returns the first finished choice as
    (seat, action) - or (seat, exception) if the player failed - or None. The caller acts on
    the main thread."""

    def __init__(self, players: dict):
        self.players = {s: p for s, p in players.items() if p is not None}
        self._thinking: dict = {}
        self._chosen: dict = {}

    def poll(self, pack, state, seats):
        import threading
        for seat in seats:
            p = self.players.get(seat)
            if p is None:
                continue
            if seat in self._chosen:
                self._thinking.pop(seat, None)
                return seat, self._chosen.pop(seat)
            if seat not in self._thinking:
                t = threading.Thread(target=self._think, args=(pack, pack.copy_state(state), seat, p),
                                     daemon=True)
                self._thinking[seat] = t
                t.start()
        return None

    def _think(self, pack, state, seat, p) -> None:
        try:
            self._chosen[seat] = p.choose(pack, state, seat)
        except Exception as e:  # shown by the caller; the game waits rather than crashing
            self._chosen[seat] = e
