"""Where the other gladiator will likely step: a few short games of normal players from
sampled worlds, counting the squares each enemy gladiator enters (a player with `Level.ambush`
lays its traps there; a screened variant, game/ai/variants.py)."""
from __future__ import annotations

from collections import Counter

from rules.core.dice import Dice


def footfall(pack, state, seat: str, dice: Dice, games: int = 24, rounds: int = 3) -> dict:
    """cell -> share of `games` in which an enemy gladiator of `seat` stepped on it within the
    first `rounds` rounds. The worlds come from `pack.determinize` (the others' traps redrawn,
    never read), and every seat is played by the normal player, the model of the others."""
    from game.ai.ceremony.levels import LEVELS
    from game.ai.ceremony.player import CeremonyPlayer
    normal = LEVELS["normal"]
    counts: Counter = Counter()
    for _ in range(games):
        world = pack.determinize(state, seat, dice)
        players = {s: CeremonyPlayer(normal, dice.below(1 << 62)) for s in pack.seats(world)}
        mine = {f.side for f in world.figs if f.seat == seat}
        seen: set = set()
        for _step in range(400):
            if pack.outcome(world).finished or world.round > rounds:
                break
            acting = sorted(pack.to_act(world))
            if not acting:
                break
            world, events = pack.apply(world, acting[0], players[acting[0]].choose(pack, world, acting[0]))
            for e in events:
                if e.kind == "moved" and world.fig(e.figure).kind == "gladiator" \
                        and world.fig(e.figure).side not in mine:
                    seen.update(tuple(c) for c in e.path[1:])
        counts.update(seen)
    return {c: n / games for c, n in counts.items()}
