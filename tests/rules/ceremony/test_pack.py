"""The pack as a whole: events listed and round-tripping, bad input refused with one message,
views without other seats' secrets, random games to the end in every mode."""
from __future__ import annotations

import json
import random
import typing

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony import events as ev
from rules.core.engine import BadSetup, IllegalAction


def _random_game(setup, seed, on_step=None):
    rng = random.Random(seed)
    s = P.new_game(setup, seed)
    steps = 0
    while not P.outcome(s).finished:
        seat = rng.choice(sorted(P.to_act(s)))
        s, evs = P.apply(s, seat, rng.choice(P.legal_actions(s, seat)))
        steps += 1
        if on_step:
            on_step(s, evs)
    return s, steps


def test_event_kinds_tuple_matches_the_union():
    union = typing.get_args(typing.get_args(ev.Event)[0])
    kinds = [c.model_fields["kind"].default for c in union]
    assert sorted(kinds) == sorted(ev.EVENT_KINDS) and len(set(kinds)) == len(kinds)


def test_events_round_trip_and_random_games_in_every_mode_end_within_max_steps():
    seen = set()

    def check(s, evs):
        for e in evs:
            assert P.event_adapter.validate_json(P.event_adapter.dump_json(e)) == e
            seen.add(e.kind)
    for i, setup in enumerate(P.example_setups()):
        _, steps = _random_game(setup, i, check)
        assert steps <= P.max_steps
    assert {"placed", "round_started", "test", "moved", "attack", "wound", "ordered",
            "master_action", "game_over"} <= seen


def test_bad_actions_are_refused_with_one_message_and_nothing_changes():
    s = P.new_game({}, 0)
    before = P.snapshot(s)
    with pytest.raises(IllegalAction, match="^actions: bad action"):
        P.apply(s, "p1", {"kind": "fly", "figure": "g1"})
    with pytest.raises(IllegalAction, match="^B4: traps are laid now, by p1"):
        P.apply(s, "p2", A.TrapsDone())
    assert P.snapshot(s) == before


def test_bad_setups_name_the_problem():
    with pytest.raises(BadSetup, match="setup mode"):
        P.new_game({"mode": "melee"}, 0)
    with pytest.raises(BadSetup, match="duel: needs 2 gladiators, not 1"):
        P.new_game({"gladiators": [{}]}, 0)
    with pytest.raises(BadSetup, match="unknown helper 'cat'"):
        P.new_game({"gladiators": [{"helpers": ["cat"]}, {}]}, 0)


def test_views_are_json_and_hide_other_seats_traps():
    s = P.new_game({"mode": "master"}, 0)
    s, _ = P.apply(s, "mc", A.PlaceTrap(trap="spikes", cell=(2, 2)))
    secret = P.secrets(s, "mc")[0]
    for seat in ("p1", "p2", None):
        text = json.dumps(P.view(s, seat))
        assert "trap_cell" not in text and secret["trap_cell"] not in P.view(s, seat)["traps"]
    assert secret in json.loads(json.dumps(P.view(s, "mc")))["traps"]


def test_the_same_seed_gives_the_same_game():
    a, _ = _random_game({"mode": "master", "beast": "fate"}, 11)
    b, _ = _random_game({"mode": "master", "beast": "fate"}, 11)
    assert P.snapshot(a) == P.snapshot(b)


def test_determinize_redraws_only_the_traps_the_seat_cannot_see():
    from rules.core.dice import Dice
    s = P.new_game({}, 0)
    s, _ = P.apply(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    s, _ = P.apply(s, "p2", A.PlaceTrap(trap="spikes", cell=(4, 4)))
    before = P.snapshot(s)
    cells = set()
    for i in range(8):
        d = P.determinize(s, "p1", Dice.from_seed(i))
        assert [(t.cell, t.placed_by) for t in d.traps][0] == ((3, 3), "p1")
        cells.add(d.traps[1].cell)
        assert P.view(d, "p1")["traps"] == P.view(s, "p1")["traps"]      # what p1 sees stays
    assert P.snapshot(s) == before and len(cells) > 1


def test_b4_determinize_redraws_the_hidden_kinds_within_the_placers_psyche():
    from rules.core.dice import Dice
    s = P.new_game({}, 0)
    s, _ = P.apply(s, "p1", A.TrapsDone())
    s, _ = P.apply(s, "p2", A.PlaceTrap(trap="spikes", cell=(4, 4)))      # Varg's PSYCHE 4
    s, _ = P.apply(s, "p2", A.PlaceTrap(trap="spikes", cell=(5, 5)))
    kinds = set()
    for i in range(12):
        d = P.determinize(s, "p1", Dice.from_seed(i))
        assert sum({"spikes": 2, "blades": 4}[t.kind] for t in d.traps) <= 4
        assert len(d.traps) == 2 and d.trap_budget["p2"] >= 0
        kinds |= {t.kind for t in d.traps}
    assert kinds == {"spikes"}                       # 2 traps for 4 points: spikes both
    s = P.new_game({}, 0)
    s, _ = P.apply(s, "p1", A.TrapsDone())
    s, _ = P.apply(s, "p2", A.PlaceTrap(trap="spikes", cell=(4, 4)))
    s.trap_queue = ()                                 # he stops after one
    seen = {P.determinize(s, "p1", Dice.from_seed(i)).traps[0].kind for i in range(12)}
    assert seen == {"spikes", "blades"}              # one trap for 4 points: either kind
    assert P.determinize(s, "p1", Dice.from_seed(3)).traps[0].kind == \
        P.determinize(s, "p1", Dice.from_seed(3)).traps[0].kind
