"""The contract between a rule pack and everything else (DESIGN.md, "The contract").

A pack is a module-level object satisfying `Ruleset`. States are the pack's own (fast, plain
dataclasses); actions and events are small frozen pydantic models with a `kind` field, so they
round-trip through JSON. `apply` never mutates its input state.
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

Seat = str  # "p1", "p2", ... ; the pack names its seats


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

    model_config = ConfigDict(frozen=True, extra="forbid")


class Outcome(BaseModel):
    model_config = ConfigDict(frozen=True)
    finished: bool
    winners: tuple[Seat, ...] = ()
    reason: str = ""


RUNNING = Outcome(finished=False)


@runtime_checkable
class Ruleset(Protocol):
    """What every pack offers. See tests/rules/conformance.py for the invariants checked."""

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
