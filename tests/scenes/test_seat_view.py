"""`render`/`record --view SEAT` (issue 17, part 6): a finished fight as one seat saw it; the
default is the referee's view, which shows what the rules keep private during play."""
from __future__ import annotations

import pytest

from game.errors import UserError
from scenes.timeline import load_source
from tests.scenes.conftest import ROOT, run_main

SAVE = str(ROOT / "saves/gladiator-solo-grim.json")


def _sh(src) -> dict:
    return {f["figure"]: (f.get("stats") or {}).get("sh") for f in src.steps[-1].view["figures"]}


def test_a_seat_sees_its_own_life_and_not_the_others_while_the_referee_sees_all():
    referee, west = _sh(load_source(SAVE)), _sh(load_source(SAVE, "west"))
    assert None not in referee.values()                          # every side's SH
    assert west["w1"] == referee["w1"] and west["e1"] is None and west["e2"] is None


def test_a_wrong_seat_or_a_board_is_one_line():
    with pytest.raises(UserError, match=r"--view p9: no such seat .* \(its seats: west, east\)"):
        load_source(SAVE, "p9")
    with pytest.raises(UserError, match="is a board, with no seats"):
        load_source("castle", "p1")
    r = run_main("render", SAVE, "--at", "1", "--out", "/tmp/never.png", "--view", "north")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "--view north" in r.stderr
