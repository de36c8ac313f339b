"""Events and actions round-trip; seeded random games (short) end and keep the invariants; the
shipped save replays."""
from __future__ import annotations

import random
from pathlib import Path

from game.session import Session
from rules.chaos_arena import events as ev
from game import conformance as cf
from tests.rules.chaos_arena.kit import PACK

ROOT = Path(__file__).resolve().parents[3]


def test_event_kinds_list_every_event_model_once():
    assert len(ev.EVENT_KINDS) == len(set(ev.EVENT_KINDS)) == len(ev.EVENT_TYPES)


def test_5_random_games_end_and_keep_the_invariants():
    for seed in (11, 12):
        session = cf.random_game(PACK, {"round_limit": 3}, seed)
        assert session.finished


def test_4_random_games_reach_every_phase_of_the_turn():
    seen = set()
    for seed in range(6):
        rng = random.Random(seed)
        s = Session(PACK, {"round_limit": 6}, seed)
        while not s.finished:
            seat = rng.choice(sorted(s.to_act()))
            acts = s.legal_actions(seat)
            # a player who does not throw his Mage away: prefer anything but ending early
            a = rng.choice([x for x in acts if x.kind != "end_phase"] or acts)
            s.act(seat, a)
            seen.add(s.state.phase)
    assert {"introduce", "action", "prepare", "cast"} <= seen


def test_the_shipped_chaos_arena_save_replays():
    saves = [p for p in sorted((ROOT / "saves").glob("chaos-arena-*.json"))
             if not p.name.endswith(".stage.json")]      # stages: test_4b_staged_examples
    assert saves
    from game import saves as sv
    for path in saves:
        pack, state, save = sv.load_save(path)
        assert pack.id == "chaos-arena" and len(save.actions) > 20


def test_every_event_kind_has_a_line_of_text():
    s = Session(PACK, {"round_limit": 4}, 5)
    rng = random.Random(5)
    while not s.finished:
        seat = rng.choice(sorted(s.to_act()))
        for e in s.act(seat, rng.choice(s.legal_actions(seat))):
            assert PACK.describe_event(e)


def test_3_determinize_hides_the_other_hand_and_altar_but_keeps_mine():
    from rules.core.dice import Dice
    from tests.rules.chaos_arena.kit import game
    s = game()
    s.prepared["p2"] = "grimbold-glue"
    s.hands["p2"].remove("grimbold-glue")
    worlds = [PACK.determinize(s, "p1", Dice.from_seed(k)) for k in range(8)]
    assert all(w.hands["p1"] == s.hands["p1"] for w in worlds)
    assert all(len(w.hands["p2"]) == len(s.hands["p2"]) and w.prepared["p2"] for w in worlds)
    assert len({(tuple(w.hands["p2"]), w.prepared["p2"]) for w in worlds}) > 1
    assert s.prepared["p2"] == "grimbold-glue"            # the input is untouched
