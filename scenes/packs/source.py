"""A save or staged fight of a non-Ninja pack as a timeline the pack table can draw.

Every action of the log is one `Step`: who acted, the action, its events, and the pack's
spectator view after it. Moments for `render --at` are ROUND[.ACTION]: round 0 is the set-up,
ROUND the end of that game round (the pack module's `round_of(view)`, by default the view's
"round" or "turn"), ROUND.N just after the N-th action taken in that round.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from game.errors import UserError


@dataclass
class Step:
    seat: str
    action: dict
    events: list
    view: dict
    round: int


@dataclass
class PackSource:
    name: str
    ruleset: str
    module: object
    setup: dict
    first_view: dict
    steps: list[Step] = field(default_factory=list)
    first_round: int = 0

    @property
    def final_view(self) -> dict:
        return self.steps[-1].view if self.steps else self.first_view

    def rounds(self) -> list[int]:
        return sorted(dict.fromkeys(s.round for s in self.steps))

    def view_at(self, at) -> dict:
        if at is None:
            return self.final_view
        rnd, action = (at.round, at.action) if hasattr(at, "round") else (at[0], at[1])
        if rnd == 0:
            if action:
                raise UserError(f"{self.name}: --at 0.{action}: round 0 is the set-up, it has no actions")
            return self.first_view
        in_round = [s for s in self.steps if s.round == rnd]
        if not in_round:
            known = self.rounds()
            span = f"rounds {known[0]} to {known[-1]}" if known else "no rounds"
            raise UserError(f"{self.name}: --at {rnd}: there is no round {rnd} (the game has {span})")
        if action is None:
            return in_round[-1].view
        if not 1 <= action <= len(in_round):
            raise UserError(f"{self.name}: --at {rnd}.{action}: round {rnd} has {len(in_round)} "
                            f"action{'s' if len(in_round) != 1 else ''} (use {rnd}.1 to {rnd}.{len(in_round)})")
        return in_round[action - 1].view

    def title(self, at=None) -> str:
        label = self.ruleset.replace("-", " ").title()
        if at is None:
            return f"{label}: {self.name.rsplit('/', 1)[-1]}"
        rnd, action = (at.round, at.action) if hasattr(at, "round") else at
        if rnd == 0:
            return f"{label}: set-up"
        return f"{label}: " + (f"round {rnd}, after action {action}" if action else f"end of round {rnd}")


def _jsonable(o):
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError(type(o).__name__)


def as_json(v):
    """Through JSON, as a saved file would have it (tuples become lists, models dicts)."""
    return json.loads(json.dumps(v, default=_jsonable))


def default_round_of(view: dict) -> int:
    for key in ("round", "turn", "game_round"):
        v = view.get(key)
        if isinstance(v, int):
            return v
    turns = view.get("turns")
    if isinstance(turns, dict) and turns:
        return max(int(t) for t in turns.values())
    return 1


def source_from_save(data: dict, name: str) -> PackSource:
    from game import saves
    from scenes.packs import table_module
    save = saves.check_save_data(data, name)
    module = table_module(save.ruleset)
    if module is None:
        raise UserError(f"{name}: the table cannot draw {save.ruleset} games yet")
    round_of = getattr(module, "round_of", default_round_of)
    pack = saves.get_pack(save.ruleset, name)
    state = saves.start_state(pack, save, name)
    first = as_json(pack.view(state, None))
    src = PackSource(name, save.ruleset, module, dict(save.setup), first, first_round=round_of(first))
    before = first
    for step in saves.iter_replay(pack, save, name, state=state):
        view = as_json(pack.view(step.state, None))
        events = [as_json(e) for e in step.events]
        # an action belongs to the round it was taken in (its view may already show the next)
        src.steps.append(Step(step.seat, as_json(step.action), events, view,
                              max(1, round_of(before))))
        before = view
        state = step.state
    saves.check_snapshot(pack, state, save, name)
    return src
