"""game.session.Session: the headless game the app, simulate and computer players drive."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from game.errors import UserError
from game.session import Session
from rules.core.dice import Dice
from rules.core.engine import IllegalAction
from tests import toy_pack
from tests.toy_pack import Attack, Move, Plan, Wait

PACK = toy_pack.RULESET
ADJACENT = {"starts": {"p1": [1, 1], "p2": [2, 1]}}


def test_new_session_plans_simultaneously():
    s = Session(PACK, {}, 1)
    assert s.to_act() == frozenset({"p1", "p2"})
    assert s.seats() == ("p1", "p2")
    assert s.legal_actions("p1") == [Plan(number=1), Plan(number=2), Plan(number=3)]
    assert not s.finished and s.log == []


def test_act_returns_events_and_logs_the_action():
    s = Session(PACK, {}, 1)
    events = s.act("p1", Plan(number=2))
    assert [e.kind for e in events] == ["planned"]
    assert s.log == [("p1", Plan(number=2))]
    assert s.to_act() == frozenset({"p2"})


def test_act_accepts_action_json():
    s = Session(PACK, {}, 1)
    s.act("p2", {"kind": "plan", "number": 3})
    assert s.log == [("p2", Plan(number=3))]


def test_action_json_that_is_no_action_raises_validation_error_and_changes_nothing():
    s = Session(PACK, {}, 1)
    with pytest.raises(ValidationError):
        s.act("p2", {"kind": "plan", "number": 9})
    assert s.log == [] and s.snapshot() == Session(PACK, {}, 1).snapshot()


def test_illegal_action_leaves_state_and_log_unchanged():
    s = Session(PACK, {}, 1)
    s.act("p1", Plan(number=3))
    s.act("p2", Plan(number=1))
    before, log = s.snapshot(), list(s.log)
    with pytest.raises(IllegalAction, match="^T3: "):
        s.act("p1", Move(to=(3, 3)))          # not a neighbour
    with pytest.raises(IllegalAction, match="^turn: p2 may not act now"):
        s.act("p2", Wait())                   # p1 acts first (higher plan)
    assert s.snapshot() == before and s.log == log


def test_view_hides_the_other_seats_plan_until_both_planned():
    s = Session(PACK, {}, 1)
    s.act("p1", Plan(number=3))
    assert s.view("p1")["plans"] == [{"seat": "p1", "plan": 3}]
    assert s.view("p2")["plans"] == [] and s.view(None)["plans"] == []
    s.act("p2", Plan(number=1))
    assert s.view("p2")["plans"] == [{"seat": "p1", "plan": 3}, {"seat": "p2", "plan": 1}]


def test_outcome_and_no_action_after_the_end():
    s = Session(PACK, {"rounds": 1}, 1)
    s.act("p1", Plan(number=3))
    s.act("p2", Plan(number=1))
    s.act("p1", Wait())
    s.act("p2", Wait())
    assert s.finished and s.outcome().reason == "T5: 1 rounds played"
    assert s.to_act() == frozenset() and s.legal_actions("p1") == []
    with pytest.raises(IllegalAction, match="nobody"):
        s.act("p1", Plan(number=1))


def test_to_save_and_load_give_the_same_session(tmp_path):
    s = Session(PACK, ADJACENT, 42, meta={"title": "first blood"})
    s.act("p2", Plan(number=1))
    s.act("p1", Plan(number=3))
    events = s.act("p1", Attack(target="p2"))
    assert events[0].roll == Dice.from_seed(42).die()
    path = s.save(tmp_path / "s.json")
    again = Session.load(path)
    assert again.snapshot() == s.snapshot() and again.log == s.log
    assert again.meta == {"title": "first blood"} and again.setup == ADJACENT
    assert again.to_save() == s.to_save()


def test_load_of_a_bad_file_is_a_user_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{}")
    with pytest.raises(UserError, match="bad.json: not an arena-table save"):
        Session.load(path)


def test_fork_is_independent():
    s = Session(PACK, {}, 1)
    s.act("p1", Plan(number=2))
    f = s.fork()
    f.act("p2", Plan(number=2))
    assert s.to_act() == frozenset({"p2"}) and len(s.log) == 1
    assert f.to_act() and len(f.log) == 2


def test_undo_steps_back_when_history_is_kept():
    s = Session(PACK, {}, 1, keep_history=True)
    start = s.snapshot()
    s.act("p1", Plan(number=2))
    s.undo()
    assert s.snapshot() == start and s.log == []
    with pytest.raises(IllegalAction, match="nothing to undo"):
        s.undo()
    with pytest.raises(RuntimeError):
        Session(PACK, {}, 1).undo()


def test_bad_setup_raises_before_any_state_exists():
    from rules.core.engine import BadSetup
    with pytest.raises(BadSetup, match="off the 5x5 board"):
        Session(PACK, {"starts": {"p1": [0, 0], "p2": [7, 0]}}, 1)
