"""Hard: the paired-rollout search's settings over the normal player (game/ai/rollout.py)."""
from __future__ import annotations

from game.ai.ceremony.levels import LEVELS
from game.ai.ceremony.player import CeremonyPlayer


def _search_value(pack, st, seat) -> float:
    """A gladiator's side: the other side's wounds minus its own (a critical one counts twice);
    the Master: his crystals against the ten he needs."""
    from game.ai.rollout import squash
    from rules.ceremony.combat import CRYSTALS_TO_WIN
    from rules.ceremony.state import MASTER
    if seat == MASTER:
        return squash(st.crystals - 0.7 * CRYSTALS_TO_WIN, 2.5)
    mine = next((side for side, seats in st.sides.items() if seat in seats), None)
    score = 0.0
    for g in st.figs:
        if g.kind != "gladiator":
            continue
        hurt = sum(len(w) for w in g.wounds.values()) + g.crippled + (6 if g.status != "active" else 0)
        score += hurt if g.side != mine else -hurt
    return squash(score, 2.0)


def _guide():
    from game.ai.rollout import Guide, Paired
    guide = Guide(policy=lambda seed: CeremonyPlayer(LEVELS["normal"], seed),
                  value=_search_value,
                  alternatives=lambda seed: CeremonyPlayer(LEVELS["easy"], seed))
    # 32 shared worlds, 10 actions deep, easy's picks and 3 random moves beside normal's. Played
    # to the end (40 duels, seed 1: 47.5%) or 20 deep (40.0%) the search does worse than 10 deep
    # (60.0%): the gladiators' wounds judge a duel better than its noisy end. Against normal, 200
    # duels a seed (four wound boxes): 12 worlds 50.5% (seed 1) and 48.5% (seed 2); 32 worlds
    # 59.3% and 56.0% (354 ms a decision); 64 worlds 50.3% (seed 1). ISMCTS, 40 playouts: 18.5%
    return guide, Paired(worlds=32, depth=10, randoms=3)


GUIDE, HARD = _guide()
