"""A game in progress, headless: the state, the action log, and who may act.

The app, `simulate` and the computer players all drive games through a `Session`:

    from rules import registry
    from game.session import Session
    s = Session(registry.get("ninja-arena"), setup, seed=7)
    s.to_act()                      # frozenset of seats that may act now
    s.legal_actions("p1")
    events = s.act("p1", action)    # model or action JSON; IllegalAction leaves s unchanged
    s.events_for(events, "p1")     # what p1 may see of them (None: a spectator)
    s.view("p1"); s.outcome(); s.to_save(); s.save("saves/x.json")
    Session.load("saves/x.json")    # replays the save (game.saves.load_save)

The session never mutates a state: the pack's `apply` returns a new one, so `history` can keep
every state cheaply when wanted (`keep_history=True`, used by replays and undo).
"""
from __future__ import annotations

import os
from typing import Any

from game import saves
from rules.core.dice import seed_version, versioned_seed
from rules.core.engine import IllegalAction, Outcome, Seat, seat_events


class Session:
    def __init__(self, pack, setup: dict, seed: int, *, meta: dict | None = None,
                 keep_history: bool = False):
        self.pack = pack
        self.setup = dict(setup)
        self.seed = versioned_seed(seed_version(seed), seed)   # keeps a LegacySeed's mark
        self.meta = dict(meta or {})
        self.state = pack.new_game(self.setup, self.seed)
        self.log: list[tuple[Seat, Any]] = []       # (seat, action model), in order
        self.history: list[Any] | None = [self.state] if keep_history else None

    # ------------------------------------------------------------------ building

    @classmethod
    def from_save(cls, save, name: str = "save", *, keep_history: bool = False) -> "Session":
        """A session positioned at the end of `save`'s log (a SaveFile already checked).
        Replay problems are one UserError line (see game.saves)."""
        pack = saves.get_pack(save.ruleset, name)
        session = cls.__new__(cls)
        session.pack = pack
        session.setup = dict(save.setup)
        session.seed = save.game_seed
        session.meta = dict(save.meta)
        session.state = saves.start_state(pack, save, name)
        session.log = []
        session.history = [session.state] if keep_history else None
        for step in saves.iter_replay(pack, save, name, state=session.state):
            session._record(step.seat, step.action, step.state)
        saves.check_snapshot(pack, session.state, save, name)
        return session

    @classmethod
    def load(cls, path: str | os.PathLike, *, keep_history: bool = False) -> "Session":
        return cls.from_save(saves.read_save(path), str(path), keep_history=keep_history)

    # ------------------------------------------------------------------ playing

    def to_act(self) -> frozenset[Seat]:
        return self.pack.to_act(self.state)

    def seats(self) -> tuple[Seat, ...]:
        return self.pack.seats(self.state)

    def legal_actions(self, seat: Seat) -> list:
        if seat not in self.to_act():
            return []
        return self.pack.legal_actions(self.state, seat)

    def act(self, seat: Seat, action) -> list:
        """Apply `seat`'s action (a model, or its JSON dict which the pack validates) and log it.
        Raises IllegalAction (state and log unchanged) if the rules forbid it, and pydantic's
        ValidationError if a dict is not an action of this pack at all."""
        if isinstance(action, dict):
            action = self.pack.action_adapter.validate_python(action)
        waiting = self.to_act()
        if seat not in waiting:
            who = ", ".join(sorted(waiting)) or "nobody (the game is over)"
            raise IllegalAction("turn", f"{seat} may not act now (to act: {who})")
        new_state, events = self.pack.apply(self.state, seat, action)
        self._record(seat, action, new_state)
        return events

    def _record(self, seat: Seat, action, state) -> None:
        self.state = state
        self.log.append((seat, action))
        if self.history is not None:
            self.history.append(state)

    def undo(self) -> None:
        """Take back the last action (needs keep_history=True)."""
        if self.history is None:
            raise RuntimeError("undo needs Session(..., keep_history=True)")
        if not self.log:
            raise IllegalAction("turn", "nothing to undo")
        self.log.pop()
        self.history.pop()
        self.state = self.history[-1]

    def fork(self) -> "Session":
        """An independent copy for look-ahead (computer players); shares no mutable state."""
        other = Session.__new__(Session)
        other.pack, other.setup, other.seed, other.meta = self.pack, dict(self.setup), self.seed, dict(self.meta)
        other.state = self.pack.copy_state(self.state)
        other.log = list(self.log)
        other.history = None
        return other

    # ------------------------------------------------------------------ looking

    def view(self, seat: Seat | None) -> dict:
        """The state as `seat` may know it (None: a spectator); others' secrets are absent."""
        return self.pack.view(self.state, seat)

    def events_for(self, events, seat: Seat | None) -> list:
        """The events of the last action as `seat` (None: a spectator) may see them: other
        seats' secrets taken out (the pack's event_view); `act` returns the referee's full
        events."""
        return seat_events(self.pack, self.state, events, seat)

    def outcome(self) -> Outcome:
        return self.pack.outcome(self.state)

    @property
    def finished(self) -> bool:
        return self.outcome().finished

    def snapshot(self) -> dict:
        return self.pack.snapshot(self.state)

    # ------------------------------------------------------------------ saving

    def to_save(self):
        return saves.save_from_game(self.pack, self.setup, self.seed, self.log, self.state, self.meta)

    def save(self, path: str | os.PathLike):
        return saves.write_save(path, self.to_save())
