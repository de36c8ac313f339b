"""Sound (issue 16, part 6): short sounds made by our own script, each game's events mapped to
them, played at the live table at the remembered volume, M mutes; offscreen stays silent."""
from __future__ import annotations

import wave

import pytest

from scenes.sound import FOLDER, NAMES, Sounds, sound_of

GAMES = ["ninja-arena", "morituri", "chaos-arena", "gladiator", "ceremony"]


def test_the_shipped_sounds_are_what_the_script_makes(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("make_sounds", FOLDER / "make_sounds.py")
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    made = make.sounds()
    assert sorted(made) == sorted(NAMES)
    for name, samples in made.items():
        fresh = make.write(name, samples, tmp_path)
        assert fresh.read_bytes() == (FOLDER / f"{name}.wav").read_bytes(), name
        with wave.open(str(fresh)) as w:
            seconds = w.getnframes() / w.getframerate()
            assert w.getnchannels() == 1 and 0.05 < seconds < 1.0, name


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_games_sounds_are_of_its_own_events(ruleset):
    import importlib
    from rules import registry
    from scenes.games import table_module
    module = table_module(ruleset)
    kinds = set(importlib.import_module(registry.KNOWN[ruleset] + ".events").EVENT_KINDS)
    assert module.SOUNDS and set(module.SOUNDS) <= kinds, set(module.SOUNDS) - kinds
    for kind, pick in module.SOUNDS.items():
        for ev in ({"kind": kind, "hit": True, "result": "hit", "from_level": 0, "to_level": 1},
                   {"kind": kind, "hit": False, "result": "defended", "from_level": 0, "to_level": 0}):
            assert sound_of(module, ev) in NAMES, (kind, ev)


def test_a_hit_a_miss_a_step_and_a_climb():
    from scenes.games import table_module
    ninja = table_module("ninja-arena")
    assert sound_of(ninja, {"kind": "melee_attack", "hit": True}) == "hit"
    assert sound_of(ninja, {"kind": "melee_attack", "hit": False}) == "miss"
    assert sound_of(ninja, {"kind": "moved", "move": "step", "from_level": 0, "to_level": 0}) == "step"
    assert sound_of(ninja, {"kind": "moved", "move": "climb", "from_level": 0, "to_level": 2}) == "climb"
    assert sound_of(ninja, {"kind": "paused"}) is None


def test_mute_and_volume_are_remembered():
    s = Sounds()
    assert not s.muted and s.volume == 0.6
    s.play("hit")
    assert s.played == ["hit"]
    assert "off" in s.toggle_mute()
    s.play("hit")
    assert s.played == ["hit"]                       # muted: nothing
    again = Sounds()
    assert again.muted
    assert again.next_volume() == "Sound: 80%" and not again.muted
    assert Sounds().volume == 0.8


def test_the_table_plays_the_sounds_of_a_round(fresh, table):
    from tests.scenes.conftest import play_a_round
    play_a_round(fresh, table)
    assert "step" in table.sounds.played
    table.open_menu()
    assert "Sound: 60%" in [b.text for b in table.menu.buttons]
