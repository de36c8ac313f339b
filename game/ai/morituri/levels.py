"""The levels' settings: the die game's blur, planning, stances and specials (game/ai/variants.py screens normal's)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    blur: float           # share of the die / guesses drawn uniformly instead of from the mixture
    slip: float           # chance of a uniformly random legal action in one's own turn
    specials: bool        # uses special actions at all
    stance: bool          # changes stance against waiting attacks (first action phase)
    misjudge: int = 0     # hexes added to the distance it walks in to (a misjudged reach)
    greed: float = 0.0    # chance of setting the die to the number that would wound most
    # the settings below are normal's; game/ai/variants.py screens changes to them
    stance_margin: float = 0.25   # how much better against the waiting attacks a new stance must be
    row_target: int = 3           # attacks kept planned ahead
    variety: float = 0.6          # random spread over the cards' worths when planning
    special_price: float = 1.0    # weight of a special action's price in Condition
    special_dear: float = 1.0     # weight of a special action's scarcity (once a game, ...)
    # plans an attack against the foe's standard stance as well as the one he stands in: he may
    # take it in his first action phase, before he defends (III; normal reads only the present one)
    wary: bool = False
    # weight, when choosing among attacks worth planning, of how much better the attack's stance
    # stands than the standard one against the foe's best attacks (his answer strikes into it)
    guard: float = 0.0
    # share of an attack's worth judged against the foe's best guard among his cards: his first
    # planned card, which he may lay out before he defends (III), is any of them to us
    braced: float = 0.0


# easy makes a beginner's mistakes, not random ones: it walks in one hex short of its attacks'
# reach, often sets the die greedily to the best-paying number (which a guesser reads), forgets
# to turn its stance against the attacks waiting for it and never uses specials
LEVELS = {
    "easy": Level(blur=0.30, slip=0.0, specials=False, stance=False, misjudge=1, greed=0.4),
    "normal": Level(blur=0.08, slip=0.0, specials=True, stance=True),
    # hard's own picks and playouts: normal's, but the die and the guesses drawn from the exact
    # equilibrium (any share drawn uniformly sets or names numbers that pay less), wary, and
    # guarded (0.5-1.0 screened alike; above, it passes over the attacks that wound) and braced
    # (0.2-0.4 screened alike, 0.6 and a mean over his cards instead of the worst of them less)
    "hard": Level(blur=0.0, slip=0.0, specials=True, stance=True, wary=True, guard=0.7,
                  braced=0.3),
}
