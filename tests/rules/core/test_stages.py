"""rules/core/stages.py: the stage header checks and numbered actions every pack shares."""
from __future__ import annotations

import pytest

import tests.toy_pack  # noqa: F401
from rules import registry
from rules.core import stages
from rules.core.engine import BadSetup, IllegalAction

FIELDS = {"format", "ruleset", "seed", "setup", "actions"}
OK = {"format": "arena-table/stage", "ruleset": "toy", "setup": {}, "actions": []}


@pytest.mark.parametrize("change, message", [
    ({"format": "x"}, "\"format\" must be 'arena-table/stage', got 'x'"),
    ({"ruleset": "other"}, "ruleset 'other' is not toy"),
    ({"colour": 1}, "unknown field(s) colour"),
    ({"setup": []}, "\"setup\" must be an object"),
    ({"actions": {}}, "\"actions\" must be a list"),
])
def test_check_header_names_what_is_wrong(change, message):
    stages.check_header(OK, "toy", FIELDS)
    with pytest.raises(BadSetup) as e:
        stages.check_header({**OK, **change}, "toy", FIELDS)
    assert message in str(e.value)
    with pytest.raises(BadSetup, match="a JSON object"):
        stages.check_header([], "toy", FIELDS)


def test_actions_are_parsed_and_played_with_their_number_in_every_message():
    pack = registry.get("toy")
    with pytest.raises(BadSetup, match=r"stage: action 4: .*number"):
        stages.parse_action(pack.action_adapter, {"kind": "plan", "number": 9}, 4)
    state = pack.new_game({}, 1)
    plan = stages.parse_action(pack.action_adapter, {"kind": "plan", "number": 2}, 1)
    state = stages.apply_action(pack, state, "p1", plan, 1)
    with pytest.raises(IllegalAction, match=r"action 2 \(p1 plan\)"):
        stages.apply_action(pack, state, "p1", plan, 2)
