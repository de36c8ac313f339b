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
        # VI.3: his cards as his player divided them, items back (not the authored half)
        entry["cards"] = list(f.cards) + list(f.own_items) + list(f.specials)
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


class Bridge:
    """The "narrow bridge" (In Conclusion): both sides line their fighters up in advance and
    enter in that order; each fights until he falls, and the next of his side takes his place.
    The survivor stays on the bridge, carried over by `mode` ("fresh" or "carry"). A "goblins"
    entry is both goblins, who enter together (so they are not weakened).

    Ruling: a fight that ends without a winner (the round limit) sends both fighters off the
    bridge; the side with fighters left when the other has none wins the series (nobody, if
    both run out at once). The newcomer begins the fight (II.1: the first figure of the set-up).

        bridge = Bridge([[{"character": "killer"}], [{"character": "barbarian"}]], "carry")
        while (setup := bridge.next_setup()) is not None:
            state = ...play the fight...
            bridge.record(state)
    """

    def __init__(self, sides: list[list[dict]], mode: str = "fresh", round_limit: int | None = None):
        if mode not in MODES:
            raise BadSetup(f"tournament mode must be one of {', '.join(MODES)}, not {mode!r}")
        if len(sides) != 2 or not all(sides):
            raise BadSetup("the narrow bridge needs two sides, each with at least one fighter")
        self.mode = mode
        self.round_limit = round_limit
        self.lines = [[self._entry(e, k, n) for n, e in enumerate(side)]
                      for k, side in enumerate(sides)]
        self.on_bridge: list[list[dict]] = [[], []]     # survivors (set-up entries) per side
        self.fights: list[dict] = []

    @staticmethod
    def _entry(e: dict, side: int, n: int) -> dict:
        e = dict(e)
        if e.get("character") not in cards.CHARACTERS:
            raise BadSetup(f"tournament: unknown character {e.get('character')!r}")
        e.setdefault("id", f"{'ab'[side]}{n + 1}-{e['character']}")
        e["seat"] = f"p{side + 1}"
        e["side"] = f"p{side + 1}"
        return e

    def winner(self) -> str | None:
        left = [bool(self.lines[k] or self.on_bridge[k]) for k in (0, 1)]
        if left[0] and not left[1]:
            return "p1"
        if left[1] and not left[0]:
            return "p2"
        return None

    def over(self) -> bool:
        return not all(self.lines[k] or self.on_bridge[k] for k in (0, 1))

    def next_setup(self) -> dict | None:
        """The set-up of the next fight, or None when the series is over."""
        if self.over():
            return None
        newcomers, stay = [], []
        for k in (0, 1):
            if self.on_bridge[k]:
                stay += self.on_bridge[k]
            else:
                newcomers.append(self.lines[k].pop(0))
        setup = {"figures": newcomers + stay}
        if self.round_limit is not None:
            setup["round_limit"] = self.round_limit
        self._current = setup
        return setup

    def record(self, state) -> None:
        """Takes a finished fight: the fallen drop out, the survivors stay on the bridge."""
        if not state.finished:
            raise BadSetup("the fight is not over yet")
        survivors = [carry_over(state, f.id, self.mode) for f in state.figures if f.alive]
        if not state.winners:
            survivors = []                       # ruling: a drawn fight sends both off
        self.on_bridge = [[e for e in survivors if e["seat"] == f"p{k + 1}"] for k in (0, 1)]
        self.fights.append({"figures": [e["id"] for e in self._current["figures"]],
                            "winners": list(state.winners), "reason": state.reason,
                            "survivors": {f.id: f.condition for f in state.figures if f.alive}})
