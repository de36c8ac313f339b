"""A tiny but real rule pack, used only by tests: it proves the conformance suite, the saves and
the session work before any real pack lands. Importing it registers it under the id "toy".

The toy rules (sections are named T1..T5 like a rulebook's):
  T1  Two seats, p1 and p2, each with one figure on a 5x5 square board, life 5 (0..5).
  T2  Each round starts with secret simultaneous planning: both seats choose a number 1..3.
      A plan stays secret until both have planned; then both are revealed. The higher number
      acts first; on a tie a die decides (1-3: p1 first, 4-6: p2 first).
  T3  In that order each seat takes one action: move one step (8 neighbours) to an empty cell
      on the board, attack the other figure if it is adjacent, or wait.
  T4  An attack rolls a die and adds the attacker's plan: 6 or more hits for 1 damage, a roll
      of 6 for 2. A figure at life 0 falls; the game ends and the other seat wins.
  T5  After the last round (setup "rounds", default 20) the game ends in a draw.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from rules import registry
from rules.core.dice import Dice
from rules.core.engine import RUNNING, BadSetup, IllegalAction, Model, Outcome
from rules.core.square import neighbours

SEATS = ("p1", "p2")
MAX_LIFE = 5


# ----------------------------------------------------------------------------- actions, events

class Plan(Model):
    kind: Literal["plan"] = "plan"
    number: int = Field(ge=1, le=3)


class Move(Model):
    kind: Literal["move"] = "move"
    to: tuple[int, int]


class Attack(Model):
    kind: Literal["attack"] = "attack"
    target: str


class Wait(Model):
    kind: Literal["wait"] = "wait"


Action = Annotated[Union[Plan, Move, Attack, Wait], Field(discriminator="kind")]


class Planned(Model):
    """A seat planned; its own seat sees the number, the others only that it planned
    (event_view)."""
    kind: Literal["planned"] = "planned"
    seat: str
    plan: int | None = None


class Revealed(Model):
    kind: Literal["revealed"] = "revealed"
    plans: dict[str, int]
    order: tuple[str, ...]
    tie_roll: int | None = None


class Moved(Model):
    kind: Literal["moved"] = "moved"
    seat: str
    path: tuple[tuple[int, int], ...]


class Attacked(Model):
    kind: Literal["attacked"] = "attacked"
    seat: str
    target: str
    roll: int
    hit: bool
    damage: int


class Waited(Model):
    kind: Literal["waited"] = "waited"
    seat: str


class Fell(Model):
    kind: Literal["fell"] = "fell"
    seat: str


class Ended(Model):
    kind: Literal["ended"] = "ended"
    winners: tuple[str, ...]
    reason: str


Event = Annotated[Union[Planned, Revealed, Moved, Attacked, Waited, Fell, Ended],
                  Field(discriminator="kind")]


class ToySetup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    size: int = Field(default=5, ge=2, le=9)
    rounds: int = Field(default=20, ge=1, le=200)
    starts: dict[str, tuple[int, int]] = {"p1": (0, 0), "p2": (4, 4)}


# ----------------------------------------------------------------------------- state

@dataclass
class ToyState:
    size: int
    rounds: int
    round: int
    phase: str                                   # "plan", "act", "over"
    cells: dict[str, tuple[int, int]]
    life: dict[str, int]
    plans: dict[str, int] = field(default_factory=dict)
    revealed: bool = False
    order: list[str] = field(default_factory=list)   # seats still to act this round
    dice: Dice = field(default_factory=lambda: Dice(0))
    winners: tuple[str, ...] = ()
    reason: str = ""


def _copy(s: ToyState) -> ToyState:
    return ToyState(s.size, s.rounds, s.round, s.phase, dict(s.cells), dict(s.life),
                    dict(s.plans), s.revealed, list(s.order), s.dice.copy(), s.winners, s.reason)


# ----------------------------------------------------------------------------- the pack

class ToyRuleset:
    id = "toy"
    name = "Toy duel (tests only)"
    action_adapter = TypeAdapter(Action)
    event_adapter = TypeAdapter(Event)
    setup_model = ToySetup
    max_steps = 200          # conformance: T5 ends every game within 20 rounds x 4 actions

    def new_game(self, setup: dict, seed: int) -> ToyState:
        cfg = ToySetup.model_validate(setup)
        if sorted(cfg.starts) != list(SEATS):
            raise BadSetup(f"T1: starts must name exactly {', '.join(SEATS)}")
        for seat, (x, y) in cfg.starts.items():
            if not (0 <= x < cfg.size and 0 <= y < cfg.size):
                raise BadSetup(f"T1: start of {seat} at ({x}, {y}) is off the {cfg.size}x{cfg.size} board")
        if cfg.starts["p1"] == cfg.starts["p2"]:
            raise BadSetup("T1: both figures start on the same cell")
        return ToyState(size=cfg.size, rounds=cfg.rounds, round=1, phase="plan",
                        cells=dict(cfg.starts), life={s: MAX_LIFE for s in SEATS},
                        dice=Dice.from_seed(seed))

    def seats(self, state) -> tuple[str, ...]:
        return SEATS

    def to_act(self, state: ToyState) -> frozenset[str]:
        if state.phase == "plan":
            return frozenset(s for s in SEATS if s not in state.plans)
        if state.phase == "act":
            return frozenset(state.order[:1])
        return frozenset()

    def legal_actions(self, state: ToyState, seat: str) -> list:
        if seat not in self.to_act(state):
            return []
        if state.phase == "plan":
            return [Plan(number=n) for n in (1, 2, 3)]
        out: list = [Wait()]
        other = _other(seat)
        here = state.cells[seat]
        for cell in neighbours(here):
            if self._free(state, cell):
                out.append(Move(to=cell))
        if state.life[other] > 0 and state.cells[other] in neighbours(here):
            out.append(Attack(target=other))
        return out

    def _free(self, state: ToyState, cell) -> bool:
        x, y = cell
        return 0 <= x < state.size and 0 <= y < state.size and cell not in state.cells.values()

    def apply(self, state: ToyState, seat: str, action) -> tuple[ToyState, list]:
        if seat not in self.to_act(state):
            raise IllegalAction("T2" if state.phase == "plan" else "T3", f"{seat} may not act now")
        s = _copy(state)
        events: list = []
        if isinstance(action, Plan):
            if s.phase != "plan":
                raise IllegalAction("T2", "plans are made at the start of a round")
            s.plans[seat] = action.number
            events.append(Planned(seat=seat, plan=action.number))
            if len(s.plans) == len(SEATS):
                self._reveal(s, events)
            return s, events
        if s.phase != "act":
            raise IllegalAction("T2", "plan first: choose a number 1..3")
        if isinstance(action, Move):
            if action.to not in neighbours(s.cells[seat]):
                raise IllegalAction("T3", f"({action.to[0]}, {action.to[1]}) is not next to the figure")
            if not self._free(s, action.to):
                raise IllegalAction("T3", f"({action.to[0]}, {action.to[1]}) is off the board or taken")
            events.append(Moved(seat=seat, path=(s.cells[seat], action.to)))
            s.cells[seat] = action.to
        elif isinstance(action, Attack):
            if action.target != _other(seat) or s.cells[action.target] not in neighbours(s.cells[seat]):
                raise IllegalAction("T3", f"{action.target} is not an adjacent enemy")
            roll = s.dice.die()
            hit = roll + s.plans[seat] >= 6
            damage = (2 if roll == 6 else 1) if hit else 0
            s.life[action.target] = max(0, s.life[action.target] - damage)
            events.append(Attacked(seat=seat, target=action.target, roll=roll, hit=hit, damage=damage))
            if s.life[action.target] == 0:
                events.append(Fell(seat=action.target))
                return self._end(s, events, (seat,), f"T4: {action.target} fell"), events
        elif isinstance(action, Wait):
            events.append(Waited(seat=seat))
        else:
            raise IllegalAction("T3", f"{action.kind} is not allowed now")
        s.order.pop(0)
        if not s.order:
            if s.round >= s.rounds:
                return self._end(s, events, (), f"T5: {s.rounds} rounds played"), events
            s.round += 1
            s.phase, s.plans, s.revealed = "plan", {}, False
        return s, events

    def _reveal(self, s: ToyState, events: list) -> None:
        a, b = s.plans["p1"], s.plans["p2"]
        tie_roll = None
        if a != b:
            first = "p1" if a > b else "p2"
        else:
            tie_roll = s.dice.die()
            first = "p1" if tie_roll <= 3 else "p2"
        s.order = [first, _other(first)]
        s.phase, s.revealed = "act", True
        events.append(Revealed(plans=dict(s.plans), order=tuple(s.order), tie_roll=tie_roll))

    def _end(self, s: ToyState, events: list, winners, reason) -> ToyState:
        s.phase, s.order, s.winners, s.reason = "over", [], tuple(winners), reason
        events.append(Ended(winners=s.winners, reason=reason))
        return s

    def view(self, state: ToyState, seat: str | None) -> dict:
        plans = [{"seat": s, "plan": n} for s, n in sorted(state.plans.items())
                 if state.revealed or s == seat]
        return {
            "round": state.round, "phase": state.phase, "size": state.size,
            "figures": [{"id": s, "cell": list(state.cells[s]), "life": state.life[s],
                         "standing": state.life[s] > 0} for s in SEATS],
            "planned": sorted(state.plans), "plans": plans, "order": list(state.order),
        }

    def outcome(self, state: ToyState) -> Outcome:
        if state.phase != "over":
            return RUNNING
        return Outcome(finished=True, winners=state.winners, reason=state.reason)

    def snapshot(self, state: ToyState) -> dict:
        return {
            "size": state.size, "rounds": state.rounds, "round": state.round, "phase": state.phase,
            "cells": {s: list(c) for s, c in sorted(state.cells.items())},
            "life": dict(sorted(state.life.items())), "plans": dict(sorted(state.plans.items())),
            "revealed": state.revealed, "order": list(state.order), "dice": state.dice.state,
            "winners": list(state.winners), "reason": state.reason,
        }

    def copy_state(self, state: ToyState) -> ToyState:
        return _copy(state)

    # ---- optional protocol methods (rules/core/engine.py) used by the conformance suite

    def figure_cells(self, state: ToyState):
        return [(s, state.cells[s], state.life[s] > 0) for s in SEATS]

    def life_bounds(self, state: ToyState):
        return [(s, state.life[s], 0, MAX_LIFE) for s in SEATS]

    def event_view(self, state: ToyState, event, seat: str | None):
        """T2: a plan is secret until revealed: the other seat and the spectator learn only
        that it was made."""
        if isinstance(event, Planned) and event.seat != seat:
            return Planned(seat=event.seat)
        return event

    def secrets(self, state: ToyState, seat: str) -> list[dict]:
        if state.revealed or seat not in state.plans:
            return []
        return [{"seat": seat, "plan": state.plans[seat]}]

    def determinize(self, state: ToyState, seat: str, dice: Dice) -> ToyState:
        """For computer players: the other seat's unrevealed plan re-drawn, future rolls reseeded."""
        s = _copy(state)
        if not s.revealed:
            for other in s.plans:
                if other != seat:
                    s.plans[other] = dice.die(3)
        s.dice = Dice.from_seed(dice.below(1 << 62))
        return s

    def example_setups(self) -> list[dict]:
        return [{}, {"size": 3, "rounds": 6, "starts": {"p1": [0, 0], "p2": [2, 2]}}]


def _other(seat: str) -> str:
    return "p2" if seat == "p1" else "p1"


RULESET = registry.register(ToyRuleset())
