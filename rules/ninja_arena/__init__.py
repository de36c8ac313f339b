"""Ninja Arena: the flagship rule pack (rulebook: /work/shared/rulebooks/ninja-arena.txt).

The engine lives here (set-up, planning, resolution, movement, attacks, status effects, events);
weapons (3.5), skills (4.2) and variants (4.4) plug in through hooks.py.
"""
import importlib as _importlib

from rules.ninja_arena import standard as _standard  # noqa: F401  (the 2.2 weapons first)

# the content modules plug in through hooks.py; they may not exist yet
for _mod in ("weapons", "skills", "variants"):
    try:
        _importlib.import_module(f"rules.ninja_arena.{_mod}")
    except ModuleNotFoundError as _e:
        if _e.name != f"rules.ninja_arena.{_mod}":
            raise

from rules.ninja_arena.pack import RULESET  # noqa: E402
from rules.registry import register as _register  # noqa: E402

_register(RULESET)

__all__ = ["RULESET"]
