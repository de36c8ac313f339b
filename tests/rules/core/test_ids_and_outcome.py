"""Shared helpers of the packs: lookup by id (rules/core/ids.py), a state's Outcome (engine)."""
from types import SimpleNamespace as NS

import pytest

from rules.core.engine import RUNNING, Outcome, outcome_of
from rules.core.ids import by_id


def test_by_id_finds_the_first_item_with_that_id_else_keyerror():
    a, b, a2 = NS(id="a"), NS(id="b"), NS(id="a")
    assert by_id([a, b, a2], "a") is a and by_id([a, b], "b") is b
    with pytest.raises(KeyError, match="c"):
        by_id([a, b], "c")


def test_outcome_of_a_running_state_is_running():
    assert outcome_of(NS(finished=False, winners=("p1",), reason="x")) is RUNNING


def test_outcome_of_a_finished_state_carries_its_winners_and_reason():
    out = outcome_of(NS(finished=True, winners=("p2",), reason="p1 fell"))
    assert out == Outcome(finished=True, winners=("p2",), reason="p1 fell")
    assert outcome_of(NS(finished=True, winners=(), reason="draw")).winners == ()
