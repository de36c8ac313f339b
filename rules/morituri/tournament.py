"""Tournaments ("In Conclusion"): how a fighter goes from one fight into the next.

a) "fresh": full Condition, every special and single-use action again - a new fight.
b) "carry": the Condition left from the previous fight, and once-per-game special actions
   already used stay used - still the same fight.
Either way he brings all his own items back (ruling: between fights the arena servants hand
him what lay on the sand). `next_fight` builds the set-up of the next fight from the
survivors of a finished one and the newcomers, e.g. for the "narrow bridge" where each side
sends its next fighter in a fixed order.
"""
from __future__ import annotations

from rules.core.engine import BadSetup
from rules.morituri import cards

MODES = ("fresh", "carry")


def carry_over(state, figure_id: str, mode: str) -> dict:
    """The figure set-up entry of a survivor of `state` for the next fight."""
    if mode not in MODES:
        raise BadSetup(f"tournament mode must be one of {', '.join(MODES)}, not {mode!r}")
    f = state.fig(figure_id)
    if not f.alive:
        raise BadSetup(f"{figure_id} was defeated and drops out")
    d = cards.deck(f.deck)
    entry = {"character": f.deck, "seat": f.seat, "side": f.side}
    if f.deck == "goblins":
        entry["half"] = "ab"[f.std]
        entry["id"] = f.id.rsplit("-", 1)[0]
    else:
        entry["id"] = f.id
    if mode == "carry":
        entry["condition"] = max(f.condition, 1)
        entry["used_specials"] = {sid: n for sid, n in f.used_specials.items()
                                  if d.special(sid).limit == "once"}
    return entry


def next_fight(state, newcomers: list[dict], mode: str, round_limit: int | None = None) -> dict:
    """The set-up of the next fight: every survivor of `state` (carried over by `mode`)
    against the newcomers (figure set-up entries)."""
    if not state.finished:
        raise BadSetup("the previous fight is not over yet")
    survivors = [carry_over(state, f.id, mode) for f in state.figures if f.alive]
    setup = {"figures": survivors + [dict(n) for n in newcomers]}
    if round_limit is not None:
        setup["round_limit"] = round_limit
    return setup
