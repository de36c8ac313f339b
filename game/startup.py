"""Start-up without the cyclic garbage collector's full passes.

Starting builds a few hundred thousand objects that live as long as the process (modules,
classes, pydantic's validators, the scene). Each allocation burst triggers the collector, and
its older-generation passes walk all of them again: about a tenth of `play`'s start to the first
frame (`main.py bench --only table`). Nothing made while starting is garbage worth collecting,
so collection waits until start-up is over, and what exists then is frozen out of later passes
(`gc.freeze`, which also spares the table's frames those walks). Collection is never left off.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def quiet_collector():
    """No collection inside; afterwards today's objects are frozen and collection is back on
    (if it was on before: nested uses and a caller's own `gc.disable()` are respected)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_on:
            gc.enable()
