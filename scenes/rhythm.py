"""A film's rhythm (issue 17, part 4): no idle pause longer than about a second and a half.

`IdleCut` decides, frame by frame while `record` films, which frames to keep: once the picture
has not changed for `keep` seconds (the mean difference to the frame before under `still` of
255), further unchanged frames are left out, so a caption that changes nothing else is read for
`keep` seconds and the film goes on (a label drifting slowly counts as unchanged: the measure
below would count it dead). `dead_time` is the measure the issue names: the seconds of
stretches longer than 1.5 s in which the mean frame difference stays under 1/255.
"""
from __future__ import annotations

import numpy as np

KEEP = 1.2          # seconds of an unchanging picture kept (a caption is read meanwhile)
STILL = 1.5         # mean difference (of 255) below which a frame shows little new (a label drifting)
STEP = 4            # every 4th pixel each way is enough to see a change


def _small(frame: np.ndarray) -> np.ndarray:
    return frame[::STEP, ::STEP].astype(np.int16)


class IdleCut:
    def __init__(self, fps: int, keep: float = KEEP, still: float = STILL):
        self.limit = int(round(keep * fps))
        self.still = still * 10 / fps     # the change in a tenth of a second, at any frame rate
        self.run = 0                 # unchanged frames in a row so far
        self.last = None
        self.cut = 0                 # frames left out
        self.caption = None

    def keep(self, frame: np.ndarray, hold: bool = False, caption: str | None = None) -> bool:
        """Whether to write `frame`; `hold`: a title or end card, always kept; `caption`: the
        words under the title: new words start a new reading (a new caption changes few pixels:
        "Round 2 begins" came after a still "PAIN is out of the fight" and was never shown)."""
        small = _small(frame)
        same = self.last is not None and float(np.abs(small - self.last).mean()) < self.still
        if caption != self.caption:
            same, self.caption = False, caption
        self.last = small
        self.run = self.run + 1 if same else 0
        if hold or self.run <= self.limit:
            return True
        self.cut += 1
        return False


def dead_time(frames, fps: int, longer: float = 1.5, still: float = 1.0) -> tuple[float, float]:
    """(seconds dead, seconds in all) of a sequence of frames: the stretches longer than
    `longer` seconds whose every frame differs from the one before by less than `still` (of
    255) on average."""
    dead = run = 0
    n = 0
    last = None
    for f in frames:
        small = _small(np.asarray(f))
        if last is not None and float(np.abs(small - last).mean()) < still:
            run += 1
        else:
            if run / fps > longer:
                dead += run
            run = 0
        last = small
        n += 1
    if run / fps > longer:
        dead += run
    return dead / fps, n / fps
