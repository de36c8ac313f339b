"""The heuristic player of a whole side: initiative, movement, actions, reactions."""
from __future__ import annotations

from game.ai.seeded import SeededPlayer
import math

from rules.core.square import chebyshev, nearest_facing, neighbours, step
from rules.gladiator import tactics
from rules.gladiator.actions import (Attack, Cast, ChangeWeapon, ChooseFirst, Decline, Disengage,
                                     Drink, DualAttack, EndMove, Evade, HandCombat, Impale, React,
                                     ReceiveCharge, Reload, ShieldAttack, Shoot, Slash, Stand,
                                     Step, Throw, Turn)
from rules.gladiator.characters import movement_points
from rules.gladiator.geometry import FACING_BONUS, zone
from rules.gladiator.terrain import EXIT, enterable
from game.ai.gladiator.paths import _distances, _foes, _hot, _ranged, _reachable
from game.ai.gladiator.values import _change_value, _expected, _spell_value


FLEE_AT = 3            # at a third of his SH or less he makes for the exit


class GladiatorPlayer(SeededPlayer):
    NAME = "gladiator"

    # ------------------------------------------------------------------ entry
    def choose(self, pack, state, seat: str):
        legal = self.legal(pack, state, seat)
        creature = pack.creature_choice(state)
        if creature is not None and creature[0] == seat:
            return creature[1]
        if self.level.random_share and self.dice.below(100) < self.level.random_share:
            return legal[self.dice.below(len(legal))]
        world = pack.determinize(state, seat, self.dice)
        if world.phase == "initiative":
            return ChooseFirst(side="east" if seat == "west" else "west")
        if world.phase == "movement":
            choice = self._move(world, legal)
        elif world.pending:
            choice = self._react(world, legal)
        else:
            choice = self._act(pack, world, seat, legal)
        return choice if choice in legal else _fallback(legal)

    # ------------------------------------------------------------------ reactions
    def _react(self, world, legal):
        p = world.pending
        me = world.fig(p["asks"][0])
        att = world.fig(p["actor"])
        if p["kind"] == "repel":
            return React(repel=att.sh >= me.sh - 2)
        double = p["action"]["kind"] in ("impale", "receive_charge")
        return React(evade=double or (self.level.wary and tactics.death_blow(world, me)))

    # ------------------------------------------------------------------ movement
    def _move(self, world, legal):
        f = world.fig(world.mv.fig)
        moves = world.mv.moves
        foes = _foes(world, f)
        if f.image or not foes:
            return EndMove()
        goal, budget = self._goal(world, f, foes)
        if goal is not None and f.cell != goal and moves < budget:
            dist = _distances(world, f, goal)
            here = dist.get(f.cell, math.inf)
            steps = [a for a in legal if isinstance(a, Step)]
            best = min(steps, key=lambda a: (dist.get(step(f.cell, a.direction), math.inf),
                                             a.direction), default=None)
            if best is not None and dist.get(step(f.cell, best.direction), math.inf) < here:
                return best
        target = min(foes, key=lambda g: (chebyshev(f.cell, g.cell), g.id))
        face = nearest_facing(f.cell, target.cell)
        if face is not None and face != f.facing and Turn(facing=face) in legal:
            return Turn(facing=face)
        return EndMove()

    def _goal(self, world, f, foes):
        """(square to reach, squares it may spend)."""
        mp = movement_points(f)
        half = max(1, mp // 2)
        if f.sh * FLEE_AT <= f.sh_max and not world.mv.engaged_by:
            exits = [c for c, t in world.terrain.items() if EXIT in t]
            if exits:
                return min(exits, key=lambda c: (chebyshev(f.cell, c), c)), mp
        target = min(foes, key=lambda g: (chebyshev(f.cell, g.cell), g.id))
        if _ranged(f):
            if chebyshev(f.cell, target.cell) >= 3 or world.mv.engaged_by:
                return None, 0                      # stay, shoot or cast
            away = [c for c in neighbours(f.cell) if enterable(world, f, c)
                    and chebyshev(c, target.cell) > chebyshev(f.cell, target.cell)]
            return (away[0] if away else None), 1
        cells = [c for c in neighbours(target.cell) if enterable(world, f, c)
                 and not _hot(world, c)]
        if not cells:
            return None, 0
        dist = _distances(world, f, target.cell, through=True)
        def rank(c):
            return (dist.get(c, math.inf), -FACING_BONUS[zone(target, c)], c)
        best = min(cells, key=rank)
        reach = _distances(world, f, best).get(f.cell, math.inf)
        if world.mv.moves + reach <= half:
            return best, half
        # too far for a charge this turn: close in, but not into his charge range
        far = [c for c in _reachable(world, f, mp - world.mv.moves)
               if chebyshev(c, target.cell) >= 3 and not _hot(world, c)]
        if not far:
            return None, 0
        return min(far, key=lambda c: (chebyshev(c, target.cell), c)), mp

    # ------------------------------------------------------------------ actions
    def _act(self, pack, world, seat, legal):
        f = world.fig(world.actor)
        scored = [(self._score(pack, world, f, a), i, a) for i, a in enumerate(legal)]
        if self.level.noise:
            scored = [(s + (self.dice.below(1000) / 1000 - 0.5) * self.level.noise, i, a)
                      for s, i, a in scored]
        scored.sort(key=lambda t: (-t[0], t[1]))
        return scored[0][2]

    def _score(self, pack, world, f, a) -> float:
        if isinstance(a, Decline):
            return -0.5
        if isinstance(a, Stand):
            if f.prone and a.facing is not None:
                foes = _foes(world, f)
                if not foes:
                    return 3.0
                t = min(foes, key=lambda g: (chebyshev(f.cell, g.cell), g.id))
                return 4.0 if a.facing == nearest_facing(f.cell, t.cell) else 3.0
            return 0.0
        if isinstance(a, (Attack, Slash, DualAttack, Impale, ReceiveCharge, ShieldAttack,
                          Shoot, Throw)):
            return _expected(pack, world, f, a)
        if isinstance(a, Cast):
            return _spell_value(pack, world, f, a)
        if isinstance(a, Drink):
            return 10.0 if f.sh * 5 <= f.sh_max * 2 else -1.0
        if isinstance(a, Reload):
            return 1.5
        if isinstance(a, ChangeWeapon):
            return _change_value(world, f, a)
        if isinstance(a, Evade):
            near = any(chebyshev(f.cell, g.cell) <= 2 for g in _foes(world, f))
            return 0.6 if near else 0.1
        if isinstance(a, HandCombat):
            t = world.fig(a.target)
            return 1.0 if f.sh >= t.sh + 6 else -1.0
        if isinstance(a, Disengage):
            return 0.5 if f.hand_combat and f.sh < 6 else -0.2
        return -0.3


def _fallback(legal):
    for a in legal:
        if isinstance(a, (EndMove, Stand)) and getattr(a, "facing", None) is None:
            return a
    return legal[0]
