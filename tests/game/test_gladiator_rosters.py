"""Gladiator rosters on disk (game/rosters.py): loading characters into a new game, a broken
roster is one line, atomic writes, experience written back after a game (Experience, Altar of
Life)."""
from __future__ import annotations

import json
import shutil

import pytest

from game.errors import UserError
from game.rosters import (ROSTER_DIR, load_roster, new_game_setup, record_game, roster_path,
                          setup_side, write_roster)
from rules.gladiator import RULESET as PACK
from rules.gladiator.wounds import kill


@pytest.fixture
def roster_file(tmp_path):
    path = tmp_path / "mine.json"
    shutil.copy(ROSTER_DIR / "example.json", path)
    return path


def test_rosters_a_bare_name_is_a_file_of_saves_rosters():
    assert roster_path("example") == ROSTER_DIR / "example.json"
    assert load_roster("example").owner == "example"


def test_rosters_characters_are_loaded_into_a_new_games_setup():
    r = load_roster("example")
    setup = new_game_setup(r, ["Grim", "Merlin"], arena="practice", turn_limit=5)
    assert setup["solo"] and [c["name"] for c in setup["west"]] == ["Grim", "Merlin"]
    s = PACK.new_game(setup, 2)
    grim = next(f for f in s.figures if f.name == "Grim")
    assert grim.xp == 140 and grim.slots[0].w == "broadsword"
    duel = new_game_setup(r, ["Grim"], r, ["Thor"], arena="practice")
    s = PACK.new_game(duel, 2)
    assert [f.name for f in s.figures] == ["Grim", "Thor"]


def test_rosters_a_broken_roster_is_one_line_naming_the_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"owner": "x", "characters": [{"name": "A", "race": "elf", "ag": 1, "iq": 1}]}')
    with pytest.raises(UserError, match=r"^bad.json: characters.0.sh: Field required$"):
        load_roster(bad)
    bad.write_text("{not json")
    with pytest.raises(UserError, match=r"bad.json: not a roster \(bad JSON at line 1"):
        load_roster(bad)
    with pytest.raises(UserError, match="no such roster"):
        load_roster(tmp_path / "none.json")
    with pytest.raises(UserError, match="no character named 'Nobody'"):
        setup_side(load_roster("example"), ["Nobody"], "west")


def test_rosters_are_written_atomically_keeping_a_backup(roster_file, monkeypatch):
    r = load_roster(roster_file)
    before = roster_file.read_text()
    grown = r.model_copy(update={"owner": "me"})
    write_roster(roster_file, grown)
    assert load_roster(roster_file).owner == "me"
    assert (roster_file.parent / "mine.json.bak").read_text() == before

    def broken(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(json, "dump", broken)
    with pytest.raises(UserError, match=r"mine.json: cannot write \(No space left on device\); the old"):
        write_roster(roster_file, r)
    assert load_roster(roster_file).owner == "me"            # untouched
    assert sorted(p.name for p in roster_file.parent.iterdir()) == ["mine.json", "mine.json.bak"]


def test_experience_is_written_back_after_a_game_and_the_dead_come_back_as_bones(roster_file):
    r = load_roster(roster_file)
    setup = new_game_setup(r, ["Grim", "Merlin"], r, ["June"], arena="practice", turn_limit=3)
    s = PACK.new_game(setup, 1)
    june = next(f for f in s.figures if f.name == "June")
    merlin = next(f for f in s.figures if f.name == "Merlin")
    merlin.xp = 150
    kill(s, june)
    kill(s, merlin)
    new = record_game(roster_file, s)
    by = {c.name: c for c in new.characters}
    assert by["Grim"].xp > 140                                # a survivor gains
    assert by["Merlin"].xp == 100 and by["Merlin"].bones       # 150 - 150 // 3
    assert load_roster(roster_file) == new
    chars, bones = setup_side(new, None, "west")
    assert "Merlin" not in [c["name"] for c in chars]
    assert [b["character"]["name"] for b in bones] == ["Merlin"]
    s2 = PACK.new_game(new_game_setup(new, ["Grim"], arena="practice"), 3)
    assert "Merlin" in s2.bones
