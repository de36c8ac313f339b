"""Computer players: legality, determinism per seed, secrecy, effort caps, seat specs.

Secrecy is proved the hard way: two states that differ ONLY in another seat's secret plan must
give the same choice for the same seed. A player that peeked would (sooner or later) differ.
"""
from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tests.toy_pack  # noqa: F401  (registers "toy")
from game.ai import make_ai
from game.ai.montecarlo import Effort, MonteCarloPlayer, outcome_value
from game.ai.random_player import RandomPlayer
from game.errors import UserError
from game.players import SeatSpec, make_player, parse_seat_spec, parse_seats
from rules import registry
from rules.core.engine import Outcome
from tests.toy_pack import Plan as ToyPlan

TOY = registry.get("toy")
NINJA = registry.get("ninja-arena")
SMALL = Effort(playouts=12, max_actions=12, max_seconds=math.inf)


def _toy_positions(seed: int, steps: int):
    """States of a seeded random toy game, each with the seat to decide for."""
    state, player, out = TOY.new_game({}, seed), RandomPlayer(seed), []
    for _ in range(steps):
        if TOY.outcome(state).finished:
            break
        seat = sorted(TOY.to_act(state))[-1]
        out.append((state, seat))
        state, _ = TOY.apply(state, seat, player.choose(TOY, state, seat))
    return out


def _ninja_positions(seed: int, rounds: int, setup=None):
    """(state, seat) where p2 must plan and p1 has already planned, for a few random rounds."""
    state, player, out = NINJA.new_game(setup or {"arena": "castle"}, seed), RandomPlayer(seed), []
    for _ in range(rounds):
        if NINJA.outcome(state).finished:
            break
        state, _ = NINJA.apply(state, "p1", player.choose(NINJA, state, "p1"))
        out.append((state, "p2"))
        state, _ = NINJA.apply(state, "p2", player.choose(NINJA, state, "p2"))
    return out


def _legal(pack, state, seat, action) -> bool:
    dump = pack.action_adapter.dump_python
    return dump(action, mode="json") in [dump(a, mode="json") for a in pack.legal_actions(state, seat)]


# ----------------------------------------------------------------------------- generic player

@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_seed=st.integers(0, 10**6), player_seed=st.integers(0, 10**6), step=st.integers(0, 30))
def test_montecarlo_never_returns_an_illegal_action_on_the_toy_pack(game_seed, player_seed, step):
    positions = _toy_positions(game_seed, step + 1)
    state, seat = positions[min(step, len(positions) - 1)]
    action = MonteCarloPlayer(player_seed, SMALL).choose(TOY, state, seat)
    assert _legal(TOY, state, seat, action)
    TOY.apply(state, seat, action)  # and the pack accepts it


def test_montecarlo_is_deterministic_for_a_seed():
    for state, seat in _toy_positions(3, 12):
        a = MonteCarloPlayer(11, SMALL).choose(TOY, state, seat)
        b = MonteCarloPlayer(11, SMALL).choose(TOY, state, seat)
        assert a == b


def test_montecarlo_choice_ignores_the_other_seats_secret_plan():
    """Same seed, two states differing only in p1's secret plan -> the same choice for p2."""
    start = TOY.new_game({}, 5)
    for seed in range(8):
        choices = set()
        for secret in (1, 2, 3):
            state, _ = TOY.apply(start, "p1", ToyPlan(number=secret))
            assert TOY.view(state, "p2") == TOY.view(TOY.apply(start, "p1", ToyPlan(number=1))[0], "p2")
            choices.add(MonteCarloPlayer(seed, SMALL).choose(TOY, state, "p2").number)
        assert len(choices) == 1


class _NoDeterminize:
    """The toy pack as a pack that has secrets but cannot determinize them."""

    def __init__(self, inner):
        self._inner = inner

    def __getattr__(self, name):
        if name == "determinize":
            raise AttributeError(name)
        return getattr(self._inner, name)


def test_montecarlo_does_not_peek_when_a_pack_cannot_determinize():
    pack = _NoDeterminize(TOY)
    start = TOY.new_game({}, 5)
    player = MonteCarloPlayer(1, SMALL)
    player.choose(pack, start, "p1")               # nobody holds a secret: it searches
    assert player.last_playouts > 0
    for seed in range(6):
        picks = set()
        for secret in (1, 2, 3):
            state, _ = TOY.apply(start, "p1", ToyPlan(number=secret))
            player = MonteCarloPlayer(seed, SMALL)
            picks.add(player.choose(pack, state, "p2").number)
            assert player.last_playouts == 0       # p1's plan is secret: a blind pick
        assert len(picks) == 1


def test_montecarlo_respects_the_playout_cap():
    player = MonteCarloPlayer(1, Effort(playouts=7, max_actions=5, max_seconds=math.inf))
    state, seat = _toy_positions(1, 6)[-1]
    player.choose(TOY, state, seat)
    legal = len(TOY.legal_actions(state, seat))
    assert player.last_playouts == max(7, legal)


def test_montecarlo_stops_at_its_time_budget():
    """A clock that jumps an hour per reading: the search stops after its first playout."""
    ticks = itertools.count(0, 3600)
    player = MonteCarloPlayer(1, Effort(playouts=10_000, max_seconds=1.0), clock=lambda: next(ticks))
    state, seat = _toy_positions(2, 4)[-1]
    action = player.choose(TOY, state, seat)
    assert player.last_playouts == 1
    assert _legal(TOY, state, seat, action)


def test_montecarlo_finds_the_winning_blow():
    """p1 at (1,1) next to p2 at (2,2) with 1 life, p1 to act: an attack can end the game."""
    state = TOY.new_game({"starts": {"p1": [1, 1], "p2": [2, 2]}}, 9)
    state.life["p2"] = 1
    state, _ = TOY.apply(state, "p1", ToyPlan(number=3))
    state, _ = TOY.apply(state, "p2", ToyPlan(number=1))
    assert TOY.to_act(state) == {"p1"}
    action = MonteCarloPlayer(4, Effort(playouts=200, max_actions=20, max_seconds=math.inf)).choose(TOY, state, "p1")
    assert action.kind == "attack"


def test_outcome_value_counts_wins_losses_and_shared_wins():
    assert outcome_value(Outcome(finished=True, winners=("p1",)), "p1") == 1.0
    assert outcome_value(Outcome(finished=True, winners=("p2",)), "p1") == 0.0
    assert outcome_value(Outcome(finished=True, winners=("p1", "p2")), "p1") == 0.5
    assert outcome_value(Outcome(finished=True, winners=()), "p1") == 0.5


def test_random_player_is_legal_and_seeded():
    for state, seat in _toy_positions(8, 20):
        a, b = RandomPlayer(3).choose(TOY, state, seat), RandomPlayer(3).choose(TOY, state, seat)
        assert a == b and _legal(TOY, state, seat, a)


# ----------------------------------------------------------------------------- ninja players

@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_ninja_players_never_plan_illegally(level):
    for seed in (1, 2):
        for state, seat in _ninja_positions(seed, 3):
            plan = make_ai("ninja-arena", level, seed, timed=False).choose(NINJA, state, seat)
            NINJA.apply(state, seat, plan)  # raises IllegalAction if the plan were illegal


@pytest.mark.parametrize("index", range(4))
def test_ninja_easy_plans_legally_in_every_example_setup(index):
    """Advanced rules (slow actions, special weapons), three players, the team variant."""
    state = NINJA.new_game(NINJA.example_setups()[index], 11)
    for _ in range(2):
        if NINJA.outcome(state).finished:
            break
        start = state.game_round
        while NINJA.to_act(state) and state.game_round == start:
            seat = sorted(NINJA.to_act(state))[0]   # a seat with two ninjas plans twice
            plan = make_ai("ninja-arena", "easy", 3, timed=False).choose(NINJA, state, seat)
            state, _ = NINJA.apply(state, seat, plan)   # IllegalAction if it were illegal
        assert state.game_round == start + 1 or NINJA.outcome(state).finished


def test_ninja_hard_plans_legally_and_deterministically():
    state, seat = _ninja_positions(4, 2)[-1]
    a = make_ai("ninja-arena", "hard", 7, timed=False).choose(NINJA, state, seat)
    b = make_ai("ninja-arena", "hard", 7, timed=False).choose(NINJA, state, seat)
    assert a == b
    NINJA.apply(state, seat, a)


def test_ninja_player_plans_for_the_first_seat_too():
    state = NINJA.new_game({"arena": "castle"}, 3)
    plan = make_ai("ninja-arena", "easy", 1, timed=False).choose(NINJA, state, "p1")
    NINJA.apply(state, "p1", plan)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_ninja_choice_ignores_the_opponents_secret_plan(level):
    """Same seed, the opponent's submitted plan differs (and nothing else) -> same plan."""
    start = NINJA.new_game({"arena": "castle"}, 2)
    legal = NINJA.legal_actions(start, "p1")
    secrets = [legal[0], legal[len(legal) // 2], legal[-1]]
    choices = []
    for secret in secrets:
        state, _ = NINJA.apply(start, "p1", secret)
        assert NINJA.view(state, "p2") == NINJA.view(NINJA.apply(start, "p1", secrets[0])[0], "p2")
        plan = make_ai("ninja-arena", level, 5, timed=False).choose(NINJA, state, "p2")
        choices.append(NINJA.action_adapter.dump_python(plan, mode="json"))
    assert choices[0] == choices[1] == choices[2]


def test_ninja_player_respects_its_simulation_budget():
    from dataclasses import replace

    from game.ai.ninja_arena import LEVELS, NinjaPlayer
    level = replace(LEVELS["hard"], budget=40, max_seconds=math.inf)
    player = NinjaPlayer(level, 1)
    state, seat = _ninja_positions(1, 2)[-1]
    plan = player.choose(NINJA, state, seat)
    assert player.simulations == 40
    NINJA.apply(state, seat, plan)


def test_ninja_player_stops_at_its_time_budget():
    from game.ai.ninja_arena import LEVELS, NinjaPlayer
    ticks = itertools.count(0, 3600)
    player = NinjaPlayer(LEVELS["hard"], 1, clock=lambda: next(ticks))
    state, seat = _ninja_positions(1, 2)[-1]
    plan = player.choose(NINJA, state, seat)
    assert player.simulations <= 16
    NINJA.apply(state, seat, plan)


def test_ninja_evaluation_prefers_more_life_and_winning():
    from game.ai.ninja_arena.evaluation import WIN, evaluate
    state = NINJA.new_game({"arena": "castle"}, 1)
    hurt = NINJA.copy_state(state)
    hurt.ninja("weaponmaster").life -= 4
    team = state.ninja("shadow").team
    assert evaluate(hurt, team) > evaluate(state, team)
    won = NINJA.copy_state(state)
    won.finished, won.winners = True, ("p1",)
    assert evaluate(won, team) >= WIN
    assert evaluate(won, state.ninja("weaponmaster").team) < 0


def test_ninja_hard_takes_a_free_kill():
    """Weaponmaster (1 life) stands right in front of Shadow on the same level: hard strikes."""
    setup = {"arena": "castle", "players": [
        {"seat": "p1", "ninjas": [{"type": "shadow", "position": [3, 1], "facing": "N"}]},
        {"seat": "p2", "ninjas": [{"type": "weaponmaster", "position": [3, 2], "facing": "N",
                                   "life": 1}]}]}
    state = NINJA.new_game(setup, 1)
    plan = make_ai("ninja-arena", "hard", 3, timed=False).choose(NINJA, state, "p1")
    after = NINJA.apply(state, "p1", plan)[0]
    # whatever p2 planned, a strike in the first action round ends the game
    for reply in NINJA.legal_actions(after, "p2")[:50]:
        assert NINJA.outcome(NINJA.apply(after, "p2", reply)[0]).winners == ("p1",)


# ----------------------------------------------------------------------------- seat specs

def test_seat_specs_parse():
    assert parse_seat_spec("ai:hard") == SeatSpec("ai", "hard")
    assert parse_seat_spec(" random ") == SeatSpec("ai", "random")
    assert parse_seat_spec("ai") == SeatSpec("ai", "normal")
    assert parse_seat_spec("human") == SeatSpec("human")
    assert [str(s) for s in parse_seats("ai:hard,ai:easy")] == ["ai:hard", "ai:easy"]


@pytest.mark.parametrize("bad", ["ai:genius", "robot", "", "ai:hard,,ai:easy"])
def test_bad_seat_specs_are_one_clear_user_error(bad):
    with pytest.raises(UserError) as info:
        parse_seats(bad)
    assert "\n" not in str(info.value)


def test_make_player_picks_the_pack_player_or_the_generic_one():
    from game.ai.ninja_arena import NinjaPlayer
    assert make_player("human", "ninja-arena", 1) is None
    assert isinstance(make_player("ai:hard", "ninja-arena", 1), NinjaPlayer)
    assert isinstance(make_player("random", "ninja-arena", 1), RandomPlayer)
    assert isinstance(make_player("ai:normal", "toy", 1), MonteCarloPlayer)
    assert make_player("ai:easy", "toy", 1, timed=False).effort.max_seconds == math.inf
