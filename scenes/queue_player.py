"""What every event player shares: a queue of items, each becoming a tween when its turn comes,
run on the player's own speed-scaled dt (so a fixed-dt recording, a test and the live table
play the same frames), skippable, with the speed and follow keys. Subclasses say how an item
begins (`_begin(*item)` sets `self.current`) and ends (`_end()`)."""
from __future__ import annotations

from collections import deque

from ursina import Entity

from scenes import tween as tw


class QueuePlayer(Entity):
    def __init__(self, speed: float = 1.0, follow_camera: bool = True, auto: bool = True,
                 follow_zoom: bool = True):
        super().__init__()
        self.speed = speed
        self.follow_camera = follow_camera
        self.follow_zoom = follow_zoom
        self.auto = auto                      # advance in Ursina's update (live table)
        self.queue: deque = deque()
        self.current: tw.Anim | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def update(self):
        if self.auto:
            from ursina import time
            self.advance(time.dt)

    def advance(self, dt: float) -> None:
        dt *= self.speed
        guard = 0
        while dt > 0 or (self.current is None and self.queue):
            guard += 1
            if guard > 10000:
                break
            if self.current is None:
                if not self.queue:
                    return
                self._begin(*self.queue.popleft())
                self.current = self.current or tw.wait(0.0)
            left = self.current.advance(dt)
            if self.current.done:
                self._end()
                dt = left
            else:
                return

    def skip(self) -> None:
        """Finish everything queued at once."""
        while self.current is not None or self.queue:
            if self.current is None:
                self._begin(*self.queue.popleft())
                self.current = self.current or tw.wait(0.0)
            self.current.finish()
            self._end()

    def input(self, key):
        if key == "space":
            self.skip()
        elif key == "]":
            self.speed = min(8.0, self.speed * 1.5)
        elif key == "[":
            self.speed = max(0.125, self.speed / 1.5)
        elif key == "f":
            self.follow_camera = not self.follow_camera

    def _begin(self, *item) -> None:
        raise NotImplementedError

    def _end(self) -> None:
        raise NotImplementedError
