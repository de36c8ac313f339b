"""The table's sounds: steps, climbs, blows, hits, misses, dice, cards and a defeat (the WAV files
in scenes/sounds/, made by scenes/sounds/make_sounds.py), played as the live table animates an
event. Each game's table module maps its events to them (`SOUNDS`: event kind -> sound name, or
a function of the event giving one or None). M mutes; the volume is a setting (Esc menu), both
kept in saves/user/settings.json.

Sound needs a device: the live table asks Panda3D for OpenAL only when the machine seems to
have one (`device_present`), so servers, `render`, `record` and the tests stay silent and quiet.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "sounds"
NAMES = ("step", "climb", "blow", "hit", "miss", "dice", "card", "defeat")
VOLUMES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
KEY = "sound"                               # settings: {"volume": 0.6, "muted": false}


def device_present() -> bool:
    """A sound card or a sound server to play through (Linux: /dev/snd, PulseAudio or
    PipeWire's socket); other platforms always have one."""
    if not sys.platform.startswith("linux"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    return (os.path.isdir("/dev/snd") and bool(os.listdir("/dev/snd"))) or bool(
        os.environ.get("PULSE_SERVER")) or any(
        os.path.exists(os.path.join(runtime, p)) for p in ("pulse/native", "pipewire-0") if runtime)


def enable_audio() -> None:
    """Before the window opens: OpenAL instead of the null audio scenes/__init__ sets."""
    from panda3d.core import loadPrcFileData
    loadPrcFileData("", "audio-library-name p3openal_audio")
    loadPrcFileData("", "notify-level-audio fatal")


def sound_of(module, ev: dict) -> str | None:
    """The sound an event makes at this game's table (its module's SOUNDS), or None."""
    pick = getattr(module, "SOUNDS", {}).get(str(ev.get("kind", "")))
    name = pick(ev) if callable(pick) else pick
    return name if name in NAMES else None


class Sounds:
    """Plays the sounds at the remembered volume; silent when muted or without audio."""

    def __init__(self):
        from game import settings
        saved, _ = settings.read()
        mine = saved.get(KEY) if isinstance(saved.get(KEY), dict) else {}
        volume = mine.get("volume", 0.6)
        self.volume = float(volume) if isinstance(volume, (int, float)) and 0 <= volume <= 1 else 0.6
        self.muted = mine.get("muted") is True
        self._loaded: dict = {}
        self.played: list[str] = []         # what was played (tests; a silent machine too)

    def _sound(self, name: str):
        """The loaded sound (None before a window exists: nothing to play it with)."""
        if name not in self._loaded:
            from direct.showbase import ShowBaseGlobal
            from panda3d.core import Filename
            base = getattr(ShowBaseGlobal, "base", None)
            if base is None:
                return None
            self._loaded[name] = base.loader.loadSfx(Filename.fromOsSpecific(str(FOLDER / f"{name}.wav")))
        return self._loaded[name]

    def play(self, name: str | None) -> None:
        if name is None or self.muted or self.volume <= 0:
            return
        self.played.append(name)
        s = self._sound(name)
        if s is not None:
            s.setVolume(self.volume)
            s.play()

    def _keep(self) -> str:
        from game import settings
        return settings.remember(KEY, {"volume": self.volume, "muted": self.muted})

    def toggle_mute(self) -> str:
        self.muted = not self.muted
        self._keep()
        return "sound off (M)" if self.muted else f"sound on, {round(self.volume * 100)}%"

    def next_volume(self) -> str:
        i = min(range(len(VOLUMES)), key=lambda k: abs(VOLUMES[k] - self.volume))
        self.volume = VOLUMES[(i + 1) % len(VOLUMES)]
        self.muted = False
        self._keep()
        return self.label()

    def label(self) -> str:
        return "Sound: off (M)" if self.muted else f"Sound: {round(self.volume * 100)}%"
