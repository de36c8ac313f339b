"""Save format version 2 (issue 14): version 2 rolls the PCG64 dice; every version-1 save and
stage (all written before) replays with the version-1 dice exactly as it did, and a game
continued from one is written as version 1 again."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from game import saves, simulate
from game.errors import UserError
from game.session import Session
from game.tournament import derive_seed
from game.ai.random_player import RandomPlayer
from rules import registry
from rules.core.dice import Dice, LegacyDice, LegacySeed
from rules.core.engine import BadSetup

ROOT = Path(__file__).resolve().parents[2]
SAVES = ROOT / "saves"
PACKS = ("ninja-arena", "morituri", "chaos-arena", "gladiator", "ceremony")


def _shipped(fmt: str) -> list[Path]:
    out = []
    for p in sorted(SAVES.glob("*.json")):
        data = json.loads(p.read_text())
        if data.get("format") == fmt:
            out.append(p)
    return out


def _dice_int(pack, state) -> int:
    dice = pack.snapshot(state)["dice"]
    return dice


def random_game(pack_id: str, seed: int, actions: int) -> Session:
    pack = registry.get(pack_id)
    s = Session(pack, {}, seed)
    player = RandomPlayer(derive_seed(int(seed), 1))
    while not s.finished and len(s.log) < actions:
        seat = sorted(s.to_act())[0]
        s.act(seat, player.choose(pack, s.state, seat))
    return s


@pytest.mark.parametrize("path", _shipped("arena-table/save"), ids=lambda p: p.name)
def test_every_shipped_save_replays_with_the_dice_of_its_version(path):
    data = json.loads(path.read_text())
    pack, state, save = saves.load_save(path)               # its snapshot, dice included
    kind = {1: LegacyDice, 2: Dice}[save.version]
    assert type(Dice(_dice_int(pack, state))) is kind
    # read with the other version's dice, the same log is another game: the replay or the
    # snapshot says so
    data["version"] = 3 - save.version
    with pytest.raises(UserError, match="snapshot does not match|does not replay"):
        saves.load_save_data(data, path.name)


@pytest.mark.parametrize("path", _shipped("arena-table/stage"), ids=lambda p: p.name)
def test_every_shipped_stage_plays_as_a_save_of_its_version(path):
    data = json.loads(path.read_text())
    version = data.get("version", 1)          # stages written before version 2 have none
    pack, setup, seed, log = simulate.load_log(data, path.name)
    assert isinstance(seed, LegacySeed) == (version == 1)
    session = Session(pack, setup, seed)
    for seat, action in log:
        session.act(seat, action)
    save = session.to_save()
    assert save.version == version and type(save.seed) is int
    saves.load_save_data(saves.save_dict(save), path.name)   # replays to its snapshot


@pytest.mark.parametrize("pack_id", PACKS)
def test_a_version_2_game_saves_and_loads_to_the_same_state(tmp_path, pack_id):
    s = random_game(pack_id, 11, 40)
    path = s.save(tmp_path / "game.json")
    on_disk = json.loads(path.read_text())
    assert on_disk["version"] == 2 and on_disk["seed"] == 11
    pack, state, save = saves.load_save(path)
    assert pack.snapshot(state) == s.snapshot()
    assert type(Dice(_dice_int(pack, state))) is Dice                  # today's dice
    again = Session.load(path)
    assert again.seed == 11 and not isinstance(again.seed, LegacySeed)


@pytest.mark.parametrize("pack_id", PACKS)
def test_a_game_continued_from_a_version_1_save_stays_version_1(tmp_path, pack_id):
    old = random_game(pack_id, LegacySeed(5), 20)
    first = old.save(tmp_path / "old.json")
    assert json.loads(first.read_text())["version"] == 1
    s = Session.load(first)
    assert isinstance(s.seed, LegacySeed)
    player = RandomPlayer(9)
    while not s.finished and len(s.log) < 40:
        seat = sorted(s.to_act())[0]
        s.act(seat, player.choose(s.pack, s.state, seat))
    path = s.save(tmp_path / "continued.json")
    assert json.loads(path.read_text())["version"] == 1
    pack, state, _ = saves.load_save(path)
    assert pack.snapshot(state) == s.snapshot()
    assert type(Dice(_dice_int(pack, state))) is LegacyDice


def test_a_shipped_save_cut_short_and_continued_replays_as_it_did(tmp_path):
    # the first half of a real version-1 game, then its own second half played on top of it
    full = json.loads((SAVES / "chaos-arena-example.json").read_text())
    half = dict(full, actions=full["actions"][: len(full["actions"]) // 2], snapshot=None)
    s = Session.from_save(saves.check_save_data(half, "half"))
    for entry in full["actions"][len(half["actions"]):]:
        s.act(entry["seat"], entry["action"])
    assert json.loads(json.dumps(s.snapshot())) == full["snapshot"]
    assert s.to_save().version == 1


def test_a_stage_of_version_2_rolls_todays_dice_and_simulate_writes_a_version_2_save(tmp_path):
    stage = json.loads((SAVES / "morituri-kick-and-cloak.stage.json").read_text())
    stage["version"] = 2
    path = tmp_path / "kick.stage.json"
    path.write_text(json.dumps(stage))
    out = tmp_path / "kick.save.json"
    assert simulate.run(argparse.Namespace(stage=str(path), out=str(out), json=False)) == 0
    written = json.loads(out.read_text())
    assert written["version"] == 2
    pack, state, _ = saves.load_save(out)
    assert type(Dice(_dice_int(pack, state))) is Dice


@pytest.mark.parametrize("version", [0, 3, "2", None, [2], True])
def test_a_stage_with_a_bad_version_is_one_line(version):
    stage = json.loads((SAVES / "morituri-kick-and-cloak.stage.json").read_text())
    stage["version"] = version
    with pytest.raises(BadSetup, match=r'^stage: "version" must be 1 \(the old dice\) or 2, got ') as e:
        registry.get("morituri").stage_actions(stage)
    assert "\n" not in str(e.value)
