"""What a film or still shows (issue 17): `--view SEAT`, a finished fight as one seat saw it (the
default is the referee's view, which shows what the rules keep private during play), and
`record --from R --to R`, a part of the game."""
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


MORITURI = str(ROOT / "saves/morituri-barbarian-vs-killer.json")


def test_a_part_of_the_game_starts_from_the_picture_before_it_and_ends_without_a_winner():
    whole = load_source(MORITURI)
    part = whole.part(3, 4)
    assert {s.round for s in part.steps} == {3, 4} and part.steps[0] is whole.steps[[s.round for s in whole.steps].index(3)]
    before = whole.steps[whole.steps.index(part.steps[0]) - 1]
    assert part.first_view is before.view and part.first_state is before.state
    assert part.title().endswith(", rounds 3 to 4") and part.verdict() is None
    assert whole.verdict() is not None and whole.part(20, None).verdict() == whole.verdict()
    assert whole.part(None, None).span is None and whole.part(5, 5).title().endswith(", round 5")


def test_a_wrong_part_is_one_line():
    whole = load_source(MORITURI)
    with pytest.raises(UserError, match=r"--from 99: there is no round 99 \(the game has rounds 1 to \d+\)"):
        whole.part(99, None)
    with pytest.raises(UserError, match="--from 9 is after --to 4"):
        whole.part(9, 4)
    r = run_main("record", MORITURI, "--to", "0", "--out", "/tmp/never.mp4")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "--to 0" in r.stderr
