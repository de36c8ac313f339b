"""Hard: the paired-rollout search's settings over the normal player (game/ai/rollout.py)."""
from __future__ import annotations

from game.ai.chaos_arena.levels import LEVELS
from game.ai.chaos_arena.player import ChaosPlayer


def _search_value(pack, state, seat) -> float:
    from game.ai.rollout import squash
    return squash(ChaosPlayer._material(None, state, seat), 3.0)


def _guide():
    from game.ai.rollout import Guide, Paired
    guide = Guide(policy=lambda seed: ChaosPlayer(LEVELS["normal"], seed),
                  value=_search_value,
                  alternatives=lambda seed: ChaosPlayer(LEVELS["easy"], seed))
    # a game of ~200 actions with sampled casts in the heuristic: 24 shared worlds, 8 actions
    # deep, easy's picks and 1 random move beside normal's. 200 games against normal (seed 1):
    # 6 worlds 62.1% of decided games (ISMCTS, 12 playouts: 50.0%), 12 worlds 67.1% (seed 2:
    # 61.0%), 24 worlds 69.1% (seed 2: 66.7%, seed 3: 62.7%), 178 ms median a decision
    # (docs/computer-players.md)
    return guide, Paired(worlds=24, depth=8, randoms=1, candidates=3)


GUIDE, HARD = _guide()
