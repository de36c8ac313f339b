"""Events: the explicit kind list matches the union, and random games only emit listed kinds."""
from __future__ import annotations

import random
import typing

from rules.ninja_arena import RULESET as PACK
from rules.ninja_arena import events as ev


def test_event_kinds_tuple_matches_the_union():
    union = typing.get_args(typing.get_args(ev.Event)[0])
    kinds = [c.model_fields["kind"].default for c in union]
    assert sorted(kinds) == sorted(ev.EVENT_KINDS) and len(set(ev.EVENT_KINDS)) == len(ev.EVENT_KINDS)


def test_events_round_trip_and_are_listed_in_random_games():
    seen = set()
    for setup in PACK.example_setups()[:2]:
        for seed in range(4):
            rng = random.Random(seed)
            s = PACK.new_game(setup, seed)
            while not PACK.outcome(s).finished:
                seat = rng.choice(sorted(PACK.to_act(s)))
                s, evs = PACK.apply(s, seat, rng.choice(PACK.legal_actions(s, seat)))
                for e in evs:
                    assert e.kind in ev.EVENT_KINDS
                    assert PACK.event_adapter.validate_json(PACK.event_adapter.dump_json(e)) == e
                    seen.add(e.kind)
                    if e.kind == "moved":
                        assert e.move in ev.MOVE_KINDS
    assert {"moved", "duel", "damaged", "melee_attack", "ranged_attack", "game_over"} <= seen
