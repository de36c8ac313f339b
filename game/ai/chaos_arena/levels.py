"""The levels' settings: noise, spells or none, casting samples, the least gain worth a fight."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    noise: float          # random blur added to move scores (easy plays loosely)
    spells: bool          # prepares and casts spells with thought (else: never prepares)
    samples: int          # imagined worlds per cast target
    min_gain: float       # a combat is fought when its expected gain is above this


LEVELS = {
    "easy": Level(noise=2.5, spells=False, samples=2, min_gain=0.6),
    "normal": Level(noise=0.05, spells=True, samples=4, min_gain=0.15),
}
