"""The player of every seat: scores each legal action (mind.Mind) and takes the best, with seeded noise."""
from __future__ import annotations

from game.ai.seeded import SeededPlayer
from game.ai.ceremony.mind import Mind


class CeremonyPlayer(SeededPlayer):
    NAME = "ceremony"

    def choose(self, pack, state, seat: str):
        legal = self.legal(pack, state, seat)
        if len(legal) == 1:
            return legal[0]
        if self.level.blunder and self.dice.below(1000) < self.level.blunder * 1000:
            return legal[self.dice.below(len(legal))]
        mind = Mind(pack.view(state, seat), seat, self.level)
        steps = {}
        if self.level.ambush and legal[0].kind == "place_trap" and not mind.master:
            # a gladiator's ambush; the Master's traps keep their spread (E6: wounds on both)
            from game.ai.ceremony.ambush import footfall
            steps = footfall(pack, state, seat, self.dice)
        best, best_score = None, None
        for a in legal:
            s = mind.score(a)
            if steps and a.kind == "place_trap":
                s += self.level.ambush * steps.get(tuple(a.cell), 0.0)
            if self.level.noise:
                s += self.level.noise * (self.dice.below(1000) / 1000 - 0.5)
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best
