"""Runs the conformance suite (game/conformance.py) over every registered pack that
exists, plus the toy pack; and proves each check catches a pack broken in that way."""
from __future__ import annotations

import importlib
import importlib.util
import itertools
import random

import pytest

from game.session import Session
from rules import registry
from rules.core.engine import IllegalAction, Ruleset
from tests import toy_pack
from game import conformance as cf
from tests.toy_pack import Plan, ToyRuleset

SEEDS_PER_SETUP = 3


def _module_exists(module: str) -> bool:
    """The pack's module is written: a module file or a package with its __init__.py (a bare
    folder, a namespace package, is a pack still being written)."""
    try:
        spec = importlib.util.find_spec(module)
    except ModuleNotFoundError:     # a parent package is missing
        return False
    return spec is not None and spec.origin is not None and spec.has_location


def packs_present() -> list[str]:
    """Registered ids whose module exists (a pack not written yet is not tested yet; the test
    below makes sure one that exists also imports). The toy pack registers on import."""
    return [i for i in registry.all_ids() if i not in registry.KNOWN or _module_exists(registry.KNOWN[i])]


PACKS = packs_present()


def test_the_toy_pack_is_in_the_suite():
    assert "toy" in PACKS


def test_every_known_pack_that_exists_imports_and_registers():
    for pack_id, module in registry.KNOWN.items():
        if _module_exists(module):
            pack = registry.get(pack_id)
            assert pack.id == pack_id
            assert isinstance(pack, Ruleset), f"{pack_id} lacks part of the Ruleset protocol"


def _games() -> list[tuple[str, int, int]]:
    """(pack, setup number, seed) of every random game, one test each so they spread over
    the xdist workers. A pack that fails to load still gets one game, which then fails."""
    games = []
    for pack_id in PACKS:
        try:
            n_setups = len(cf.setups_of(registry.get(pack_id)))
        except Exception:
            n_setups = 1
        games += [(pack_id, n, seed * 7919 + n) for n in range(n_setups) for seed in range(SEEDS_PER_SETUP)]
    return games


@pytest.mark.parametrize("pack_id, setup_number, seed", _games())
def test_random_games_keep_every_invariant(pack_id, setup_number, seed):
    pack = registry.get(pack_id)
    cf.random_game(pack, cf.setups_of(pack)[setup_number], seed)


@pytest.mark.parametrize("pack_id", PACKS)
def test_same_seed_gives_the_same_game(pack_id):
    pack = registry.get(pack_id)
    cf.check_same_seed_same_game(pack, cf.setups_of(pack)[0], 1234)


@pytest.mark.parametrize("pack_id", PACKS)
def test_an_illegal_action_changes_nothing(pack_id):
    pack = registry.get(pack_id)
    session = cf.random_game(pack, cf.setups_of(pack)[0], 5, check=False)
    seat, action = session.log[-1]
    waiting = session.to_act()
    outsider = next((s for s in session.seats() if s not in waiting), None)
    if outsider is None:        # everybody may act: the game ran to its step limit mid-planning
        pytest.fail(f"{pack_id}: no seat is idle at the end of a random game; cannot test")
    before, log_len = session.snapshot(), len(session.log)
    with pytest.raises(IllegalAction):
        session.act(outsider, action)
    assert session.snapshot() == before and len(session.log) == log_len


def test_toy_random_games_finish():
    pack = toy_pack.RULESET
    for seed in range(5):
        assert cf.random_game(pack, {}, seed).finished


# ----------------------------------------------------------------------------- broken packs

def _planned_state(pack, seat="p1", number=3):
    state = pack.new_game({}, 1)
    state, _ = pack.apply(state, seat, Plan(number=number))
    return state


class LeakyToy(ToyRuleset):
    """Shows every plan, revealed or not."""

    def view(self, state, seat):
        view = super().view(state, seat)
        view["plans"] = [{"seat": s, "plan": n} for s, n in sorted(state.plans.items())]
        return view


class LeakyEventsToy(ToyRuleset):
    """Its views hide the plans, but every seat receives the 'planned' event whole (no
    event_view), number included."""

    id = "toy-leaky-events"
    event_view = None


class BadEventViewToy(ToyRuleset):
    """Its event_view hands seats something that is not one of its events."""

    def event_view(self, state, event, seat):
        return {"kind": "planned", "seat": "p1", "plan": "secret"}


class MutatingToy(ToyRuleset):
    """Writes the plan into the state it was given."""

    def apply(self, state, seat, action):
        new_state, events = super().apply(state, seat, action)
        if isinstance(action, Plan):
            state.plans[seat] = action.number
        return new_state, events


class StackingToy(ToyRuleset):
    def figure_cells(self, state):
        return [(s, (2, 2), True) for s in ("p1", "p2")]


class OverhealedToy(ToyRuleset):
    def life_bounds(self, state):
        return [(s, 7, 0, 5) for s in ("p1", "p2")]


class StuckToy(ToyRuleset):
    def legal_actions(self, state, seat):
        return []


class RefusingToy(ToyRuleset):
    """Offers moves it then refuses."""

    def apply(self, state, seat, action):
        if action.kind == "move":
            raise IllegalAction("T3", "no moving today")
        return super().apply(state, seat, action)


class UnseededToy(ToyRuleset):
    """Rolls from a counter outside the game state, so replays differ."""

    _counter = itertools.count()

    def new_game(self, setup, seed):
        state = super().new_game(setup, seed)
        state.dice.state += next(self._counter)
        return state


class EndlessToy(ToyRuleset):
    """Promises games of at most 10 actions, but T5 allows 20 rounds."""

    max_steps = 10


class ForgetfulToy(ToyRuleset):
    """Its snapshot carries something the replay cannot reproduce."""

    _calls = itertools.count()
    id = "toy-forgetful"

    def snapshot(self, state):
        return dict(super().snapshot(state), calls=next(self._calls))


def test_secrecy_check_catches_a_leaking_view():
    pack = LeakyToy()
    with pytest.raises(cf.ConformanceError, match="p1's secret"):
        cf.check_secrecy(pack, _planned_state(pack))
    with pytest.raises(cf.ConformanceError):
        cf.random_game(pack, {}, 1)


def test_secrecy_check_passes_the_honest_toy_whose_own_view_shows_the_plan():
    pack = toy_pack.RULESET
    state = _planned_state(pack)
    cf.check_secrecy(pack, state)
    # non-vacuous: the secret is there, and in its owner's view only
    assert pack.secrets(state, "p1") == [{"seat": "p1", "plan": 3}]
    assert cf.leaks(pack.view(state, "p1"), {"seat": "p1", "plan": 3})
    assert not cf.leaks(pack.view(state, "p2"), {"seat": "p1", "plan": 3})


def test_event_secrecy_check_catches_an_event_that_shows_a_plan_to_the_other_seat():
    pack = LeakyEventsToy()
    state = pack.new_game({}, 1)
    state, events = pack.apply(state, "p1", Plan(number=3))
    with pytest.raises(cf.ConformanceError, match="p1's secret .* in the 'planned' event p2 "
                                                  "receives"):
        cf.check_event_secrecy(pack, state, events)
    with pytest.raises(cf.ConformanceError, match="'planned' event"):
        cf.random_game(pack, {}, 1)


def test_event_secrecy_check_catches_an_event_view_that_gives_no_event():
    pack = BadEventViewToy()
    state = pack.new_game({}, 1)
    state, events = pack.apply(state, "p1", Plan(number=3))
    with pytest.raises(cf.ConformanceError, match="not an event of the pack"):
        cf.check_event_secrecy(pack, state, events)


def test_event_secrecy_passes_the_honest_toy_whose_planner_alone_sees_the_number():
    pack = toy_pack.RULESET
    session = Session(pack, {}, 1)
    events = session.act("p1", Plan(number=3))
    cf.check_event_secrecy(pack, session.state, events)
    # non-vacuous: the referee's event holds the number, p1 sees it, p2 and the spectator not
    assert [e.plan for e in events] == [3]
    assert [e.plan for e in session.events_for(events, "p1")] == [3]
    assert [e.plan for e in session.events_for(events, "p2")] == [None]
    assert [e.plan for e in session.events_for(events, None)] == [None]
    # once revealed, the plans are no secret: the reveal reaches everybody whole
    events = session.act("p2", Plan(number=1))
    cf.check_event_secrecy(pack, session.state, events)
    assert session.events_for(events, None)[-1].plans == {"p1": 3, "p2": 1}


def test_purity_check_catches_apply_mutating_its_input():
    pack = MutatingToy()
    with pytest.raises(cf.ConformanceError, match="mutated its input"):
        cf.check_apply(pack, pack.new_game({}, 1), "p1", Plan(number=2))


def test_cell_check_catches_two_standing_figures_on_one_cell():
    pack = StackingToy()
    with pytest.raises(cf.ConformanceError, match="share cell"):
        cf.check_figures_apart(pack, pack.new_game({}, 1))


def test_cell_check_lets_a_pack_that_allows_stacking_stack():
    pack = StackingToy()
    pack.shared_cells_allowed = True
    cf.check_figures_apart(pack, pack.new_game({}, 1))
    assert pack.figure_cells(pack.new_game({}, 1))[0][1] == (2, 2)


def test_life_check_catches_life_out_of_bounds():
    pack = OverhealedToy()
    with pytest.raises(cf.ConformanceError, match="outside 0..5"):
        cf.check_life_bounds(pack, pack.new_game({}, 1))


def test_turn_check_catches_a_seat_with_no_legal_action():
    pack = StuckToy()
    with pytest.raises(cf.ConformanceError, match="no legal action"):
        cf.check_turn(pack, pack.new_game({}, 1))


def test_apply_check_catches_a_legal_action_that_is_refused():
    pack = RefusingToy()
    state = pack.new_game({}, 1)
    state, _ = pack.apply(state, "p1", Plan(number=3))
    state, _ = pack.apply(state, "p2", Plan(number=1))
    with pytest.raises(cf.ConformanceError, match="was refused"):
        cf.check_legal_actions_apply(pack, state, random.Random(0))


def test_seed_check_catches_randomness_outside_the_state():
    with pytest.raises(cf.ConformanceError, match="differ"):
        cf.check_same_seed_same_game(UnseededToy(), {}, 3)


def test_save_check_catches_a_save_that_does_not_load_back(monkeypatch):
    pack = ForgetfulToy()
    monkeypatch.setitem(registry._registered, pack.id, pack)
    session = Session(pack, {}, 2)
    session.act("p1", Plan(number=1))
    with pytest.raises(cf.ConformanceError, match="does not load"):
        cf.check_save_roundtrip(pack, session)


def test_length_check_catches_a_game_longer_than_the_declared_max_steps():
    with pytest.raises(cf.ConformanceError, match="not finished after its max_steps=10"):
        cf.random_game(EndlessToy(), {}, 1)
    assert not cf.random_game(EndlessToy(), {}, 1, max_steps=10).finished  # an explicit bound is no promise
