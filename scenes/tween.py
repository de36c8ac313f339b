"""Tiny deterministic tweens: an animation is a duration and a function of progress u in 0..1.

The event player drives them with its own (speed-scaled) dt, so a fixed-dt recording, a test
stepping without a window and the live table all play exactly the same frames, and skipping is
just "jump every animation to u = 1". Compose with `seq` (one after another) and `par`
(together).
"""
from __future__ import annotations

import math
from typing import Callable

# the peaks animations have reached as they played (`Anim.peak`: "flight", a projectile most of
# the way to its target; "blow", a blow landing), in order: a still stops its moment there
peaks_reached: list[str] = []


class Anim:
    def __init__(self, duration: float, fn: Callable[[float], None] | None = None,
                 on_end: Callable[[], None] | None = None, on_start: Callable[[], None] | None = None):
        self.duration = max(0.0, duration)
        self.fn = fn
        self.on_end = on_end
        self.on_start = on_start
        self.t = 0.0
        self.started = False
        self.done = False
        self.peak: float | None = None     # the share of the duration where the action peaks
        self.peak_kind = "blow"

    def start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def advance(self, dt: float) -> float:
        """Play dt seconds; returns the time left over after the end (for sequences)."""
        if self.done:
            return dt
        self.start()
        self.t += dt
        u = 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)
        if self.fn:
            self.fn(u)
        if self.peak is not None and u >= self.peak:
            peaks_reached.append(self.peak_kind)
            self.peak = None
        if u >= 1.0:
            self.finish()
            return max(0.0, self.t - self.duration)
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        if self.fn and self.t < self.duration:
            self.fn(1.0)
        self.done = True
        if self.on_end:
            self.on_end()


class Seq(Anim):
    def __init__(self, parts: list[Anim], on_end=None, on_start=None):
        super().__init__(sum(p.duration for p in parts), None, on_end, on_start)
        self.parts = list(parts)
        self.i = 0

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        self.start()
        while self.i < len(self.parts) and dt >= 0:
            left = self.parts[self.i].advance(dt)
            if self.parts[self.i].done:
                self.i += 1
                dt = left
                if dt <= 0:
                    break
            else:
                return 0.0
        if self.i >= len(self.parts):
            self.finish()
            return max(0.0, dt)
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        for p in self.parts[self.i:]:
            p.finish()
        self.i = len(self.parts)
        self.done = True
        if self.on_end:
            self.on_end()


class Par(Anim):
    def __init__(self, parts: list[Anim], on_end=None, on_start=None):
        super().__init__(max([p.duration for p in parts] or [0.0]), None, on_end, on_start)
        self.parts = list(parts)

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        self.start()
        left = min(p.advance(dt) if not p.done else dt for p in self.parts) if self.parts else dt
        if all(p.done for p in self.parts):
            self.finish()
            return left
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        for p in self.parts:
            p.finish()
        self.done = True
        if self.on_end:
            self.on_end()


def seq(*parts: Anim, on_end=None) -> Seq:
    return Seq([p for p in parts if p is not None], on_end=on_end)


def par(*parts: Anim, on_end=None) -> Par:
    return Par([p for p in parts if p is not None], on_end=on_end)


def wait(duration: float) -> Anim:
    return Anim(duration)


def call(fn: Callable[[], None]) -> Anim:
    return Anim(0.0, on_start=fn)


# easing
def smooth(u: float) -> float:
    return u * u * (3 - 2 * u)


def out_back(u: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (u - 1) ** 3 + c * (u - 1) ** 2


def bump(u: float) -> float:
    """0 -> 1 -> 0 (a there-and-back)."""
    return math.sin(math.pi * u)
