"""Saves: the schema, atomic writing with .bak, and loading that replays and checks, where every
bad file is one clean UserError naming the file and the problem, and no file changes."""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import saves
from game.errors import UserError
from game.session import Session
from rules.core import save_schema
from rules.core.dice import Dice
from tests import toy_pack  # noqa: F401  (registers "toy")
from tests.toy_pack import Attack, Plan

ROOT = Path(__file__).resolve().parents[2]


def toy_game(seed: int, steps: int | None = None, setup: dict | None = None) -> Session:
    """A toy game by seeded random choices, `steps` actions long (None: to the end)."""
    rng = random.Random(seed)
    s = Session(toy_pack.RULESET, setup or {}, seed)
    while not s.finished and (steps is None or len(s.log) < steps):
        seat = rng.choice(sorted(s.to_act()))
        s.act(seat, rng.choice(s.legal_actions(seat)))
    return s


@pytest.fixture
def good_save(tmp_path) -> Path:
    path = tmp_path / "game.json"
    toy_game(11, steps=30).save(path)
    return path


def rewrite(path: Path, change) -> Path:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def load_error(path: Path) -> str:
    before = path.read_bytes()
    files_before = sorted(os.listdir(path.parent))
    with pytest.raises(UserError) as e:
        saves.load_save(path)
    assert path.read_bytes() == before, "loading changed the file"
    assert sorted(os.listdir(path.parent)) == files_before, "loading made or removed files"
    message = str(e.value)
    assert "\n" not in message and message.startswith(str(path) + ": ")
    return message[len(str(path)) + 2:]


# ----------------------------------------------------------------------------- schema file

def test_committed_json_schema_matches_the_models():
    committed = (ROOT / "saves" / "save.schema.json").read_text()
    assert committed == save_schema.schema_text(), (
        "saves/save.schema.json is stale: run "
        ".venv/bin/python -m rules.core.save_schema > saves/save.schema.json")


def test_schema_requires_the_save_fields():
    schema = save_schema.save_json_schema()
    assert {"ruleset", "setup", "seed"} <= set(schema["required"])
    assert schema["properties"]["format"]["const"] == "arena-table/save"


# ----------------------------------------------------------------------------- round trips

def test_save_and_load_give_the_same_state(tmp_path):
    s = toy_game(3)
    path = s.save(tmp_path / "a.json")
    pack, state, save = saves.load_save(path)
    assert pack is toy_pack.RULESET
    assert pack.snapshot(state) == s.snapshot()
    assert save.ruleset == "toy" and len(save.actions) == len(s.log)
    on_disk = json.loads(path.read_text())
    assert on_disk["format"] == "arena-table/save" and on_disk["version"] == 2      # today's dice
    assert on_disk["actions"][0] == {"seat": s.log[0][0], "action": {"kind": "plan", "number": s.log[0][1].number}}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**63), steps=st.integers(0, 90), small=st.booleans())
def test_random_toy_games_round_trip_through_a_save_file(tmp_path, seed, steps, small):
    setup = toy_pack.RULESET.example_setups()[1] if small else {}
    s = toy_game(seed, steps, setup)
    path = s.save(tmp_path / "r.json")
    _, state, _ = saves.load_save(path)
    assert toy_pack.RULESET.snapshot(state) == s.snapshot()
    assert Session.load(path).log == s.log


def test_iter_replay_walks_the_game_step_by_step(tmp_path):
    s = toy_game(5, steps=12)
    steps = list(saves.iter_replay(toy_pack.RULESET, s.to_save()))
    assert [st.index for st in steps] == list(range(1, 13))
    assert [(st.seat, st.action) for st in steps] == s.log
    assert toy_pack.RULESET.snapshot(steps[-1].state) == s.snapshot()
    assert steps[1].events and steps[1].events[-1].kind == "revealed"


def test_a_hand_written_stage_without_snapshot_loads(tmp_path):
    path = tmp_path / "stage.json"
    path.write_text(json.dumps({
        "format": "arena-table/save", "version": 1, "ruleset": "toy",
        "setup": {"starts": {"p1": [1, 1], "p2": [2, 2]}}, "seed": 6,
        "actions": [{"seat": "p1", "action": {"kind": "plan", "number": 3}},
                    {"seat": "p2", "action": {"kind": "plan", "number": 1}},
                    {"seat": "p1", "action": {"kind": "attack", "target": "p2"}}],
    }))
    pack, state, save = saves.load_save(path)
    assert save.snapshot is None
    roll = Dice.from_seed(6).die()          # plans differ, so the attack is the first roll
    damage = 0 if roll + 3 < 6 else (2 if roll == 6 else 1)
    assert state.life["p2"] == 5 - damage
    assert pack.view(state, None)["order"] == ["p2"]


# ----------------------------------------------------------------------------- bad files

def test_truncated_file(good_save):
    good_save.write_bytes(good_save.read_bytes()[:200])
    assert "truncated?" in load_error(good_save)
    assert load_error(good_save).startswith("not a save (bad JSON at line ")


def test_bad_json_names_line_and_column(good_save):
    good_save.write_text('{\n  "format": "arena-table/save",\n  "version": 1,, \n}')
    assert load_error(good_save) == "not a save (bad JSON at line 3 column 16: Expecting property name enclosed in double quotes)"


def test_empty_file(good_save):
    good_save.write_bytes(b"")
    assert load_error(good_save) == "not a save (the file is empty)"


def test_not_utf8(good_save):
    good_save.write_bytes(b'{"format": "arena-table/save", "x": "\xff\xfe"}')
    assert load_error(good_save) == "not a save (not UTF-8 text: bad byte at offset 37)"


def test_not_an_object(good_save):
    good_save.write_text("[1, 2]")
    assert load_error(good_save) == "not a save (the top level is a list, expected an object)"


def test_nan_is_refused(good_save):
    rewrite(good_save, lambda d: None)
    good_save.write_text(good_save.read_text().replace('"seed": ', '"seed": NaN, "x": ', 1))
    assert "NaN is not allowed" in load_error(good_save)


def test_wrong_format_id(good_save):
    rewrite(good_save, lambda d: d.update(format="chess/pgn"))
    assert load_error(good_save) == "not an arena-table save (format is 'chess/pgn', expected 'arena-table/save')"


def test_unknown_version(good_save):
    rewrite(good_save, lambda d: d.update(version=9))
    assert load_error(good_save) == "version 9 is not supported (this build reads versions 1 and 2)"


def test_unknown_ruleset(good_save):
    rewrite(good_save, lambda d: d.update(ruleset="snakes"))
    assert load_error(good_save).startswith("unknown ruleset 'snakes' (known: ")


def test_schema_error_names_the_action(good_save):
    rewrite(good_save, lambda d: d["actions"][4].pop("seat"))
    assert load_error(good_save) == "schema error at action 5.seat: Field required"


def test_schema_error_for_a_string_seed(good_save):
    rewrite(good_save, lambda d: d.update(seed="11"))
    assert load_error(good_save) == "schema error at seed: Input should be a valid integer"


def test_unknown_field_is_refused(good_save):
    rewrite(good_save, lambda d: d.update(cheat=True))
    assert load_error(good_save) == "schema error at cheat: Extra inputs are not permitted"


def test_bad_setup_is_named(good_save):
    rewrite(good_save, lambda d: d.update(setup={"starts": {"p1": [0, 0], "p2": [0, 0]}}))
    assert load_error(good_save) == "bad setup: T1: both figures start on the same cell"


def test_an_action_that_is_not_an_action(good_save):
    rewrite(good_save, lambda d: d["actions"][0].update(action={"kind": "fly"}))
    seat = json.loads(good_save.read_text())["actions"][0]["seat"]
    assert load_error(good_save) == (
        f"action 1 ({seat} fly) is not a valid action: error: Input tag 'fly' found using 'kind' "
        "does not match any of the expected tags: 'plan', 'move', 'attack', 'wait'")


def test_an_illegal_action_in_the_log_names_the_rule(good_save):
    # action 3 is in the acting phase: a plan there breaks T2
    def change(d):
        seat = d["actions"][2]["seat"]
        d["actions"][2] = {"seat": seat, "action": {"kind": "plan", "number": 2}}
    rewrite(good_save, change)
    seat = json.loads(good_save.read_text())["actions"][2]["seat"]
    assert load_error(good_save) == f"action 3 ({seat} plan) does not replay: T2: plans are made at the start of a round"


def test_an_action_by_a_seat_that_may_not_act(good_save):
    def change(d):
        d["actions"][1]["seat"] = d["actions"][0]["seat"]
    rewrite(good_save, change)
    assert "does not replay: turn: " in load_error(good_save)


def test_snapshot_mismatch_names_the_difference(good_save):
    rewrite(good_save, lambda d: d["snapshot"]["life"].update(p1=1))
    msg = load_error(good_save)
    assert msg.startswith("the snapshot does not match the replayed game (life.p1: saved 1, replayed ")


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(UserError, match="no such file"):
        saves.load_save(tmp_path / "nope.json")
    with pytest.raises(UserError, match="is a folder"):
        saves.load_save(tmp_path)


def test_attack_with_a_known_roll_replays_exactly():
    # Setup puts the figures side by side so p1 can attack at once; the die comes from the seed.
    s = Session(toy_pack.RULESET, {"starts": {"p1": [1, 1], "p2": [2, 1]}}, 42)
    s.act("p2", Plan(number=1))
    s.act("p1", Plan(number=3))
    events = s.act("p1", Attack(target="p2"))
    assert events[0].kind == "attacked" and events[0].roll == Dice.from_seed(42).die()
    again = saves.replay(toy_pack.RULESET, s.to_save())
    assert toy_pack.RULESET.snapshot(again) == s.snapshot()


# ----------------------------------------------------------------------------- corruption

@pytest.fixture(scope="module")
def pristine_bytes() -> bytes:
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        path = toy_game(8, steps=20).save(Path(d) / "p.json")
        return path.read_bytes()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_corrupted_saves_give_one_clean_error_or_a_valid_game(tmp_path, pristine_bytes, data):
    raw = bytearray(pristine_bytes)
    how = data.draw(st.sampled_from(["truncate", "flip", "both"]))
    if how in ("truncate", "both"):
        raw = raw[:data.draw(st.integers(0, len(raw) - 1))]
    if how in ("flip", "both") and raw:
        for _ in range(data.draw(st.integers(1, 4))):
            i = data.draw(st.integers(0, len(raw) - 1))
            raw[i] ^= 1 << data.draw(st.integers(0, 7))
    path = tmp_path / "c.json"
    path.write_bytes(bytes(raw))
    try:
        pack, state, _ = saves.load_save(path)
    except UserError as e:
        assert "\n" not in str(e) and str(e).startswith(str(path) + ": ")
    else:
        json.dumps(pack.snapshot(state))   # a loadable file is a real game
    assert path.read_bytes() == bytes(raw)
    assert os.listdir(tmp_path) == ["c.json"]


# ----------------------------------------------------------------------------- writing

def test_write_keeps_the_previous_file_as_bak(tmp_path):
    path = tmp_path / "w.json"
    first, second = toy_game(1, steps=4), toy_game(2, steps=9)
    first.save(path)
    assert not Path(str(path) + ".bak").exists()
    old = path.read_bytes()
    second.save(path)
    assert Path(str(path) + ".bak").read_bytes() == old
    assert len(saves.load_save(path)[2].actions) == 9
    assert sorted(os.listdir(tmp_path)) == ["w.json", "w.json.bak"]


def test_a_failure_mid_write_leaves_the_old_file_and_no_litter(tmp_path, monkeypatch):
    path = tmp_path / "w.json"
    toy_game(1, steps=4).save(path)
    old = path.read_bytes()
    real_dump = json.dump
    calls = []

    def dump_then_fail(obj, f, **kw):
        calls.append(1)
        if len(calls) > 5:               # part of the file is already written
            raise OSError(28, "No space left on device")
        real_dump(obj, f, **kw)

    monkeypatch.setattr(saves.json, "dump", dump_then_fail)
    with pytest.raises(UserError) as e:     # one line naming the target, not the temporary file
        toy_game(2, steps=9).save(path)
    assert str(e.value) == f"{path}: cannot write (No space left on device); the old file is unchanged"
    assert len(calls) > 5
    assert path.read_bytes() == old
    assert os.listdir(tmp_path) == ["w.json"]


def test_a_failure_before_the_rename_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "w.json"
    toy_game(1, steps=4).save(path)
    old = path.read_bytes()

    def no_replace(src, dst):
        raise OSError(5, "I/O error")

    monkeypatch.setattr(saves.os, "replace", no_replace)
    with pytest.raises(UserError, match=r"w.json: cannot write \(I/O error\); the old file is unchanged$"):
        toy_game(2, steps=9).save(path)
    assert path.read_bytes() == old
    assert os.listdir(tmp_path) == ["w.json"]


def test_write_never_makes_missing_folders(tmp_path):
    """A typo in --out must not hide the file in a new folder (issue 14): one line instead."""
    path = tmp_path / "a" / "b" / "s.json"
    with pytest.raises(UserError, match=r"s.json: cannot write: there is no folder .*/a/b$"):
        toy_game(4, steps=3).save(path)
    assert os.listdir(tmp_path) == []
