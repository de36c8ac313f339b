"""Makes the table's sounds (steps, climbs, blows, hits, misses, dice, cards, a defeat) as
small 16-bit mono WAV files beside this script, synthesised with numpy from noise and tones, so
they are ours to ship. Seeded: the same files every run.

    .venv/bin/python scenes/sounds/make_sounds.py
"""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 22050
HERE = Path(__file__).resolve().parent
rng = np.random.default_rng(7)      # reseeded by sounds(): the same files every run


def t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def env(n: int, attack: float = 0.004, decay: float = 12.0) -> np.ndarray:
    """A fast rise and an exponential fall over n samples."""
    x = np.arange(n) / RATE
    return np.minimum(1.0, x / attack) * np.exp(-decay * x)


def lowpass(x: np.ndarray, k: float) -> np.ndarray:
    """One-pole low-pass: k near 0 keeps only the low end."""
    y = np.empty_like(x)
    acc = 0.0
    for i, v in enumerate(x):
        acc += k * (v - acc)
        y[i] = acc
    return y


def noise(seconds: float) -> np.ndarray:
    return rng.uniform(-1, 1, int(RATE * seconds))


def thud(seconds=0.09, k=0.06, pitch=90.0, decay=35.0) -> np.ndarray:
    x = t(seconds)
    body = np.sin(2 * np.pi * pitch * x * (1 - 0.4 * x / seconds)) * 0.8
    grit = lowpass(noise(seconds), k) * 3.0
    return (body + grit) * env(len(x), 0.002, decay)


def whoosh(seconds=0.16, k0=0.02, k1=0.35) -> np.ndarray:
    n = noise(seconds)
    out = np.empty_like(n)
    acc = 0.0
    for i, v in enumerate(n):           # a band sweeping up: the air of a swing
        k = k0 + (k1 - k0) * i / len(n)
        acc += k * (v - acc)
        out[i] = acc
    shape = np.sin(np.pi * np.arange(len(n)) / len(n)) ** 2
    return out * shape * 2.5


def click(seconds=0.012, pitch=2400.0) -> np.ndarray:
    x = t(seconds)
    return np.sin(2 * np.pi * pitch * x) * env(len(x), 0.0005, 400.0)


def place(*parts: tuple[float, np.ndarray], length: float) -> np.ndarray:
    out = np.zeros(int(RATE * length))
    for at, sound in parts:
        i = int(RATE * at)
        out[i:i + len(sound)] += sound[: len(out) - i]
    return out


def sounds() -> dict[str, np.ndarray]:
    global rng
    rng = np.random.default_rng(7)
    step = thud(0.08, 0.05, 80.0, 45.0)
    hit_body = thud(0.18, 0.2, 110.0, 22.0)
    return {
        "step": step * 0.6,
        "climb": place((0.0, step * 0.5), (0.12, thud(0.08, 0.06, 120.0, 45.0) * 0.6), length=0.25),
        "blow": whoosh(0.16),
        "hit": place((0.0, whoosh(0.08) * 0.6), (0.06, hit_body), (0.06, click(0.02, 900.0) * 0.5),
                     length=0.3),
        "miss": place((0.0, whoosh(0.2, 0.05, 0.6) * 0.8), length=0.22),
        "dice": place(*[(0.03 * i + rng.uniform(0, 0.02), click(0.015, rng.uniform(1500, 3200)) * 0.6)
                        for i in range(7)], length=0.32),
        "card": place((0.0, lowpass(noise(0.09), 0.5) * env(int(RATE * 0.09), 0.01, 30.0) * 0.7),
                      length=0.1),
        "defeat": place((0.0, thud(0.3, 0.08, 70.0, 9.0)),
                        (0.05, np.sin(2 * np.pi * 196 * t(0.6) * (1 - 0.25 * t(0.6))) * env(int(RATE * 0.6), 0.02, 4.0) * 0.4),
                        length=0.7),
    }


def write(name: str, samples: np.ndarray, folder: Path = HERE) -> Path:
    peak = float(np.max(np.abs(samples))) or 1.0
    pcm = (samples / peak * 0.8 * 32767).astype("<i2")
    path = Path(folder) / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return path


if __name__ == "__main__":
    for name, samples in sounds().items():
        print(write(name, samples))
