"""The levels' settings: samples, beam, opponent model, noise, budgets."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    likely: int          # opponent samples from the opponent model (best replies)
    random: int          # uniformly random opponent samples
    beam: int            # prefixes kept per slot of the beam search (0: random candidates)
    candidates: int      # beam == 0: how many random plans are judged
    opp_beam: int        # beam of the opponent model's search
    noise: float         # amplitude of the evaluation noise (score points)
    worst_weight: float  # blend of the worst case into the mean (risk aversion)
    max_seconds: float   # time budget per decision (the app); math.inf in tournaments
    budget: int          # simulations per decision (the deterministic cap)


LEVELS = {
    "easy": Level(likely=0, random=2, beam=0, candidates=24, opp_beam=0, noise=20.0,
                  worst_weight=0.0, max_seconds=0.5, budget=120),
    "normal": Level(likely=0, random=2, beam=2, candidates=0, opp_beam=0, noise=8.0,
                    worst_weight=0.0, max_seconds=1.0, budget=600),
    "hard": Level(likely=2, random=2, beam=3, candidates=0, opp_beam=3, noise=0.0,
                  worst_weight=0.3, max_seconds=1.0, budget=1600),
}
