"""The generic conformance checks every rule pack must pass (DESIGN.md, "How we test").

Seeded random games are played to the end (or to the pack's `max_steps`) through legal actions
only, and after every step the invariants below are checked. Each check is a plain function
that raises `ConformanceError` naming the pack, the step and what broke, so tests can also call
them directly on a deliberately broken pack to prove the check bites. The suite that runs them
over every pack is tests/rules/test_conformance.py; `simulate --games N --check` runs them on
every game it plays (`GameChecker`), so a long batch is a test too. Headless: no pytest here.

Optional pack methods used here (documented in rules/core/engine.py): figure_cells, life_bounds,
secrets, event_view, example_setups, max_steps, shared_cells_allowed. A check whose method a
pack lacks is simply not run for that pack.
"""
from __future__ import annotations

import json
import random
from typing import Any

from game import saves
from game.session import Session
from rules.core.engine import IllegalAction, seat_events

DEFAULT_MAX_STEPS = 400
ACTIONS_TRIED_PER_SEAT = 12   # legal actions applied on copies at each step (sampled)


class ConformanceError(AssertionError):
    pass


def _json(value: Any) -> Any:
    """Through JSON and back: what a save or a UI would see."""
    return json.loads(json.dumps(value))


def setups_of(pack) -> list[dict]:
    if hasattr(pack, "example_setups"):
        return [dict(s) for s in pack.example_setups()]
    return [pack.setup_model().model_dump(mode="json")]


# ----------------------------------------------------------------------------- single checks

def check_figures_apart(pack, state, where: str = "") -> None:
    """No two standing figures on one cell (unless the pack allows stacking)."""
    if not hasattr(pack, "figure_cells") or getattr(pack, "shared_cells_allowed", False):
        return
    seen: dict = {}
    for fig, cell, standing in pack.figure_cells(state):
        if not standing:
            continue
        key = tuple(cell) if isinstance(cell, (list, tuple)) else cell
        if key in seen:
            raise ConformanceError(f"{pack.id}{where}: standing figures {seen[key]} and {fig} "
                                   f"share cell {key}")
        seen[key] = fig


def check_life_bounds(pack, state, where: str = "") -> None:
    if not hasattr(pack, "life_bounds"):
        return
    for fig, life, low, high in pack.life_bounds(state):
        if not low <= life <= high:
            raise ConformanceError(f"{pack.id}{where}: {fig} has life {life}, outside {low}..{high}")


def _dicts_in(value: Any):
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from _dicts_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _dicts_in(v)


def leaks(view: dict, secret: dict) -> bool:
    """A view leaks a secret if some dict inside it holds every key of the secret with the same
    value (both compared as JSON)."""
    return _holds(list(_dicts_in(_json(view))), _json(secret))


def _holds(dicts: list[dict], secret: dict) -> bool:
    """`leaks` on a view's dicts already listed (JSON), for a secret already JSON."""
    return any(all(k in d and d[k] == v for k, v in secret.items()) for d in dicts)


def _frozen(value: Any) -> str:
    """A JSON-able value as one comparable string (cheaper than a JSON round trip)."""
    return json.dumps(value, sort_keys=True)


def check_secrecy(pack, state, where: str = "") -> None:
    """Views are JSON-able, and no seat's secret appears in another seat's or the spectator's."""
    seats = list(pack.seats(state))
    views = {}
    for viewer in seats + [None]:
        view = pack.view(state, viewer)
        try:
            views[viewer] = list(_dicts_in(_json(view)))
        except (TypeError, ValueError) as e:
            raise ConformanceError(f"{pack.id}{where}: view({viewer!r}) is not JSON: {e}") from None
    if not hasattr(pack, "secrets"):
        return
    for owner in seats:
        for secret in pack.secrets(state, owner):
            if not isinstance(secret, dict) or not secret:
                raise ConformanceError(f"{pack.id}{where}: secrets() must give non-empty dicts, "
                                       f"got {secret!r}")
            as_json = _json(secret)
            for viewer, dicts in views.items():
                if viewer != owner and _holds(dicts, as_json):
                    who = "the spectator" if viewer is None else viewer
                    raise ConformanceError(f"{pack.id}{where}: {owner}'s secret {secret} is "
                                           f"visible to {who}")


def check_apply(pack, state, seat, action, where: str = "") -> tuple[Any, list]:
    """A legal action applies without error, leaves its input untouched, and its action and
    events round-trip through JSON."""
    before = _frozen(pack.snapshot(state))
    new_state, events = _apply_legal(pack, state, seat, action, where)
    _check_untouched(pack, state, before, f"apply({seat}, {action!r})", where)
    return new_state, events


def _apply_legal(pack, state, seat, action, where: str) -> tuple[Any, list]:
    """apply() of a legal action: not refused, its action and events round-trip."""
    try:
        new_state, events = pack.apply(state, seat, action)
    except IllegalAction as e:
        raise ConformanceError(f"{pack.id}{where}: legal action {action!r} of {seat} was refused: "
                               f"{e}") from None
    _check_roundtrip(pack, action, events, where)
    return new_state, events


def _check_untouched(pack, state, before: str, what: str, where: str) -> None:
    """`state` still has the snapshot `before` (`_frozen`): `what` did not mutate it."""
    after = _frozen(pack.snapshot(state))
    if before != after:
        diff = saves.first_difference(json.loads(before), json.loads(after))
        raise ConformanceError(f"{pack.id}{where}: {what} mutated its input state ({diff})")


def check_applied(pack, state, before: str, seat, action, events, where: str = "") -> None:
    """After `apply`: its input `state` still has the snapshot `before` (`_frozen`), and the
    action and its events round-trip through JSON."""
    _check_untouched(pack, state, before, f"apply({seat}, {action!r})", where)
    _check_roundtrip(pack, action, events, where)


def _check_roundtrip(pack, action, events, where: str) -> None:
    dumped = pack.action_adapter.dump_python(action, mode="json")
    if pack.action_adapter.validate_python(_json(dumped)) != action:
        raise ConformanceError(f"{pack.id}{where}: action {action!r} does not round-trip through JSON")
    for event in events:
        ev = pack.event_adapter.dump_python(event, mode="json")
        if pack.event_adapter.validate_python(_json(ev)) != event:
            raise ConformanceError(f"{pack.id}{where}: event {event!r} does not round-trip through JSON")


def check_event_secrecy(pack, state, events, where: str = "") -> None:
    """Every seat and the spectator receive the action's events through the pack's event_view
    (rules.core.engine.seat_events); what they receive is events of the pack, and holds no
    secret another seat still keeps in `state` (the state after the action)."""
    seats = list(pack.seats(state))
    secrets = ({owner: [_json(x) for x in pack.secrets(state, owner)] for owner in seats}
               if hasattr(pack, "secrets") else {})
    for viewer in seats + [None]:
        who = "the spectator" if viewer is None else viewer
        seen = []
        for event in seat_events(pack, state, events, viewer):
            try:
                dumped = _json(pack.event_adapter.dump_python(event, mode="json", warnings=False))
                ok = pack.event_adapter.validate_python(dumped) == event
            except Exception:           # not serialisable, or not valid as an event
                ok = False
            if not ok:
                raise ConformanceError(f"{pack.id}{where}: event_view gives {who} {event!r}, "
                                       f"not an event of the pack")
            seen.append(dumped)
        dicts = [list(_dicts_in(event)) for event in seen]
        for owner, owned in secrets.items():
            if owner == viewer:
                continue
            for secret in owned:
                for event, inside in zip(seen, dicts):
                    if _holds(inside, secret):
                        raise ConformanceError(f"{pack.id}{where}: {owner}'s secret {secret} is "
                                               f"in the {event.get('kind')!r} event {who} "
                                               f"receives")


def check_turn(pack, state, where: str = "") -> None:
    """A running game has someone to act, each with a legal action; a finished one has nobody."""
    finished = pack.outcome(state).finished
    waiting = pack.to_act(state)
    if finished and waiting:
        raise ConformanceError(f"{pack.id}{where}: the game is over but {sorted(waiting)} may act")
    if not finished and not waiting:
        raise ConformanceError(f"{pack.id}{where}: the game is running but nobody may act")
    for seat in waiting:
        if seat not in pack.seats(state):
            raise ConformanceError(f"{pack.id}{where}: to_act names {seat!r}, not a seat")
        if not pack.legal_actions(state, seat):
            raise ConformanceError(f"{pack.id}{where}: {seat} must act but has no legal action")


def check_legal_actions_apply(pack, state, rng: random.Random, where: str = "") -> None:
    """A sample of every acting seat's legal actions apply cleanly on the state, leaving it
    untouched (one snapshot before and after the seat's sample: the costly part)."""
    for seat in sorted(pack.to_act(state)):
        actions = pack.legal_actions(state, seat)
        sample = actions if len(actions) <= ACTIONS_TRIED_PER_SEAT else rng.sample(actions, ACTIONS_TRIED_PER_SEAT)
        before = _frozen(pack.snapshot(state))
        for action in sample:
            _apply_legal(pack, state, seat, action, where)
        _check_untouched(pack, state, before, f"applying {seat}'s legal actions {sample!r}", where)


def check_save_roundtrip(pack, session: Session, where: str = "") -> None:
    """The session's save, through JSON, loads back to the same state."""
    data = _json(session.to_save().model_dump(mode="json"))
    try:
        _, state, _ = saves.load_save_data(data, f"{pack.id} save")
    except Exception as e:
        raise ConformanceError(f"{pack.id}{where}: its own save does not load: {e}") from None
    if _json(pack.snapshot(state)) != _json(session.snapshot()):
        raise ConformanceError(f"{pack.id}{where}: save -> load gives another state")


def check_invariants(pack, state, rng: random.Random, where: str = "") -> None:
    check_turn(pack, state, where)
    check_figures_apart(pack, state, where)
    check_life_bounds(pack, state, where)
    check_secrecy(pack, state, where)
    check_legal_actions_apply(pack, state, rng, where)


# ----------------------------------------------------------------------------- whole games

def random_game(pack, setup: dict, seed: int, *, check: bool = True,
                max_steps: int | None = None) -> Session:
    """A game played by random legal choices (the choices seeded by `seed` too), with every
    invariant checked after every step when `check` is set."""
    rng = random.Random(seed)
    session = Session(pack, setup, seed)
    limit = max_steps or getattr(pack, "max_steps", DEFAULT_MAX_STEPS)
    step = 0
    if check:
        check_invariants(pack, session.state, rng, f" (seed {seed}, start)")
    while not session.finished and step < limit:
        step += 1
        where = f" (seed {seed}, step {step})"
        seat = rng.choice(sorted(session.to_act()))
        action = rng.choice(pack.legal_actions(session.state, seat))
        if check:
            check_apply(pack, session.state, seat, action, where)
        events = session.act(seat, action)
        if check:
            check_event_secrecy(pack, session.state, events, where)
            check_invariants(pack, session.state, rng, where)
            if step % 25 == 0:
                check_save_roundtrip(pack, session, where)
    if check:
        check_save_roundtrip(pack, session, f" (seed {seed}, end)")
        # A pack that declares max_steps promises its games end by then; without a
        # declaration the default bound just stops random games that wander.
        declared = getattr(pack, "max_steps", None)
        if declared and max_steps is None and not session.finished:
            raise ConformanceError(f"{pack.id} (seed {seed}): not finished after its "
                                   f"max_steps={declared} actions")
    return session


def _events_json(pack, events) -> list:
    return [_json(pack.event_adapter.dump_python(e, mode="json")) for e in events]


def check_same_seed_same_game(pack, setup: dict, seed: int) -> None:
    """Two new games from one seed are equal; two random games with one seed are the same game;
    and replaying a game's log through a fresh game gives the same events step by step (the dice
    live in the state, nothing else is random)."""
    if _json(Session(pack, setup, seed).snapshot()) != _json(Session(pack, setup, seed).snapshot()):
        raise ConformanceError(f"{pack.id}: two new games from seed {seed} differ")
    played = random_game(pack, setup, seed, check=False)
    twin = random_game(pack, setup, seed, check=False)
    if _json(twin.snapshot()) != _json(played.snapshot()) or len(twin.log) != len(played.log):
        raise ConformanceError(f"{pack.id}: the same seed {seed} gave two different games")
    first, again = Session(pack, setup, seed), Session(pack, setup, seed)
    for step, (seat, action) in enumerate(played.log, start=1):
        a, b = first.act(seat, action), again.act(seat, action)
        if _events_json(pack, a) != _events_json(pack, b):
            raise ConformanceError(f"{pack.id}: seed {seed} step {step}: the same action gave "
                                   f"different events")
    if _json(again.snapshot()) != _json(played.snapshot()):
        raise ConformanceError(f"{pack.id}: replaying seed {seed}'s log gives another game")


# ----------------------------------------------------------------------------- other players' games

class GameChecker:
    """The same invariants on a game whose actions something else chooses (`simulate --games N
    --check`): `start(session)` once, `act(session, seat, action)` in place of session.act,
    `finish(session)` at the end. Each raises ConformanceError; `seed` seeds the sample of
    legal actions tried on copies at every step."""

    def __init__(self, pack, seed: int):
        self.pack = pack
        self.rng = random.Random(seed)

    def start(self, session: Session) -> None:
        check_invariants(self.pack, session.state, self.rng)

    def act(self, session: Session, seat, action) -> list:
        pack, state = self.pack, session.state
        before = _frozen(pack.snapshot(state))
        try:
            events = session.act(seat, action)
        except IllegalAction as e:
            raise ConformanceError(f"{pack.id}: the chosen action was refused: {e}") from None
        check_applied(pack, state, before, seat, action, events)
        check_event_secrecy(pack, session.state, events)
        check_invariants(pack, session.state, self.rng)
        return events

    def finish(self, session: Session) -> None:
        check_save_roundtrip(self.pack, session)
