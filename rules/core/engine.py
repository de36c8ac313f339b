"""The contract between a rule pack and everything else (DESIGN.md, "The contract").

A pack is a module-level object satisfying `Ruleset`. States are the pack's own (fast, plain
dataclasses); actions and events are small frozen pydantic models with a `kind` field, so they
round-trip through JSON. `apply` never mutates its input state.
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

Seat = str  # "p1", "p2", ... ; the pack names its seats


# The seat a film or a still asks a view for (issue 17): a finished or staged fight is shown as
# the referee knows it, nothing private hidden. A pack whose views keep secrets from the other
# seats (Gladiator's SH) sets `referee_view = True` and answers it; the others are asked None.
REFEREE = "referee"


class IllegalAction(Exception):
    """An action the rules forbid. `rule` names the rulebook section ("2.6"), the message says why."""

    def __init__(self, rule: str, message: str):
        self.rule = rule
        self.reason = message
        super().__init__(f"{rule}: {message}")


class BadSetup(ValueError):
    """A setup (or stage) the rules cannot start from; the message names what is wrong."""


class Model(BaseModel):
    """Base of actions and events: frozen, strict about unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)   # schemas built on first use: start-up


class Outcome(BaseModel):
    model_config = ConfigDict(frozen=True)
    finished: bool
    winners: tuple[Seat, ...] = ()
    reason: str = ""


RUNNING = Outcome(finished=False)


def outcome_of(state) -> Outcome:
    """The Outcome of a pack state that records `finished`, `winners` and `reason` (the packs'
    states all do), for their outcome()."""
    if not state.finished:
        return RUNNING
    return Outcome(finished=True, winners=state.winners, reason=state.reason)


@runtime_checkable
class Ruleset(Protocol):
    """What every pack offers. See game/conformance.py for the invariants checked.

    Optional extras (not part of the protocol check; the conformance suite and tools use them
    when a pack has them, and skip that check otherwise):
      figure_cells(state) -> [(figure_id, cell, standing)]   no two standing figures share a cell
      shared_cells_allowed: bool = False                      a pack where figures may stack
      life_bounds(state) -> [(figure_id, life, min, max)]     life stays within its bounds
      secrets(state, seat) -> [dict]   the seat's current secrets, each a small dict that names
          its owner, e.g. {"seat": "p1", "plan": 3}; another seat's (or the spectator's) view
          leaks it if any dict inside that view holds all of its keys with the same values, and
          so does an event that seat or the spectator receives (checked against the state after
          the action: what a seat still keeps secret was not shown by it). Give a secret in the
          shapes the views and the events use, e.g. {"figure": "w1", "sh": 9} as well
      event_view(state, event, seat) -> event | None   an event as `seat` (None: a spectator)
          may see it, the way view() hides a state: a copy with the other seats' secrets taken
          out (a field None or emptied), or None when that seat does not see the event at all.
          `state` is the state after the action. Without it every seat sees every event whole.
          Whatever hands events to a seat or an audience (a table, a hot-seat screen) passes
          them through seat_events() below; the referee (saves, render and record of a finished
          or staged fight) keeps the full events
      example_setups() -> [dict]       setups for random test games (default: setup_model())
      max_steps: int                   every game ends within this many actions (checked on
                                       random games; without it they stop at 400)
      sight(state, figure) -> rules.core.sight.SightMap | None    what the figure sees (the
          table's line-of-sight overlay); explain_sight(state, figure, cell) -> SightLine
          the line to one cell, its `reason` in players' words (why visible or concealed)
      predict(state, seat, plan) -> [...]   what a plan being made would do if nothing
          interferes (Ninja Arena's ghost preview: a Ghost per slot)
      setup_mark: (key, now, before)   a setup key saves are written with (value `now`); a save
          without it is read with `before`, so games saved before the key replay as played
          (rules.core.save_schema.marked_setup; Morituri's "balance" of ruling VI.2)
    """

    id: str                     # registry key, e.g. "ninja-arena"
    name: str                   # human name
    action_adapter: Any         # pydantic TypeAdapter of the pack's Action union
    event_adapter: Any          # pydantic TypeAdapter of the pack's Event union
    setup_model: type[BaseModel]

    def new_game(self, setup: dict, seed: int) -> Any: ...
    def seats(self, state: Any) -> tuple[Seat, ...]: ...
    def to_act(self, state: Any) -> frozenset[Seat]: ...
    def legal_actions(self, state: Any, seat: Seat) -> list[Any]: ...
    def apply(self, state: Any, seat: Seat, action: Any) -> tuple[Any, list[Any]]: ...
    def view(self, state: Any, seat: Seat | None) -> dict: ...
    def outcome(self, state: Any) -> Outcome: ...
    def snapshot(self, state: Any) -> dict: ...
    def copy_state(self, state: Any) -> Any: ...

    # Optional, for computer players (game/ai/): a pack with secrets offers
    #   determinize(state_or_view, seat, dice) -> state
    # a NEW full state (input untouched) in which everything `seat` cannot see is replaced by
    # samples drawn with `dice` (the player's own rules.core.dice.Dice): other seats' unrevealed
    # plans re-drawn from their legal plans, hidden cards re-dealt, and the game's own dice
    # reseeded so future rolls are unknown too. What `seat` can see stays exactly as it is.
    # Players call it instead of reading secrets; a pack without it is treated as having none.


def seat_events(pack, state, events, seat: Seat | None) -> list:
    """The events of one action as `seat` (None: a spectator) may see them: each through the
    pack's optional `event_view` (see Ruleset), dropped where it gives None. `state` is the
    state after the action."""
    event_view = getattr(pack, "event_view", None)
    if event_view is None:
        return list(events)
    out = []
    for event in events:
        seen = event_view(state, event, seat)
        if seen is not None:
            out.append(seen)
    return out


def unchecked_maker(cls):
    """A constructor of model `cls` that skips validation, for the engines' hot paths (random
    games and AI playouts create thousands of events and legal actions a second). Only for
    values already of the right type: python ints, tuples, strings; the conformance suite's
    JSON round trip catches a mistake."""
    defaults = {k: f.default for k, f in cls.model_fields.items() if not f.is_required()}
    new = cls.__new__
    # BaseModel's slot descriptors, set directly (what object.__setattr__ would look up)
    slots = BaseModel.__dict__
    set_dict, set_fields = slots["__dict__"].__set__, slots["__pydantic_fields_set__"].__set__
    set_extra, set_private = slots["__pydantic_extra__"].__set__, slots["__pydantic_private__"].__set__

    def make(**kw):
        obj = new(cls)
        set_dict(obj, {**defaults, **kw})
        set_fields(obj, set(kw))
        set_extra(obj, None)
        set_private(obj, None)
        return obj
    make.__name__ = cls.__name__
    return make


def field_copier(cls):
    """A shallow copy function for a slotted dataclass `cls`, written out field by field (about
    ten times cheaper than `dataclasses.replace` or a getattr/setattr loop: look-ahead copies
    states constantly). The caller copies the mutable fields it owns."""
    names = tuple(cls.__dataclass_fields__)
    body = "\n".join(f"    c.{n} = s.{n}" for n in names)
    ns = {"new": object.__new__, "cls": cls}
    exec(f"def copy(s):\n    c = new(cls)\n{body}\n    return c\n", ns)
    return ns["copy"]
