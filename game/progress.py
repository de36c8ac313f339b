"""The progress bars of `record` and `simulate`: tqdm's, drawn only when the stream is a
terminal (issue 17: piped into a log, the hand-made bars wrote hundreds of carriage returns)."""
from __future__ import annotations

import sys

from tqdm import tqdm


def bar(total: int, label: str, unit: str, stream=None) -> tqdm:
    """A bar on `stream` (stderr), silent unless it is a terminal; `update(n)` adds n."""
    stream = stream or sys.stderr
    tty = bool(getattr(stream, "isatty", lambda: False)())
    return tqdm(total=max(1, total), desc=label, unit=unit, file=stream, disable=not tty,
                leave=True, dynamic_ncols=True)
