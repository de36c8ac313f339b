"""Ninja Arena computer players: easy, normal, hard (and "random" from game/ai/random_player.py).

Planning is secret and simultaneous (2.3), so a plan is judged against *samples* of what the
others may have planned, never against their real plans:

1. `pack.determinize(state, seat, dice)` gives a world in which the others' submitted plans (if
   any) are random re-draws: the player never reads a secret.
2. The others' plans are sampled: "likely" plans (hard, normal: the best replies an opponent
   would find against a ninja standing still, by the same search from their side) mixed with
   uniformly random legal plans, so the player does not over-trust its model of them.
3. The player's plan is built slot by slot with a beam search: every one-slot plan, then the best
   few extended by a second slot, then a third. Each candidate is played through the pack's own
   `apply` (the three action rounds, fast -> normal -> slow, initiative and all) against every
   sampled opponent plan, and the position after the combat phase is scored by `evaluate`.
4. The plan with the best expected score (hard: mean blended with the worst case) is played.

Levels differ in the number of samples, the beam width, opponent modelling and how noisy the
evaluation is (easy judges a few dozen random plans with a blurred eye); all are seeded and
deterministic for a seed, and the work per decision is capped by a simulation budget (plus a time
budget in the app, see `timed`).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace

from rules.core.dice import Dice
from rules.core.square import DIRS
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import Plan
from rules.ninja_arena.planning import plans_for
from rules.ninja_arena.resolve import Resolver

WIN = 1000.0


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


def make(level: str, seed: int, timed: bool = True):
    if level == "random":
        from game.ai.random_player import RandomPlayer
        return RandomPlayer(seed)
    spec = LEVELS[level]
    if not timed:
        spec = replace(spec, max_seconds=math.inf)
    return NinjaPlayer(spec, seed, name=f"ninja-{level}")


class _OutOfBudget(Exception):
    pass


def _key(slots) -> tuple:
    """Slot tuples compared by identity: the pack's plans share cached slot objects, and
    hashing pydantic models is slow."""
    return tuple(map(id, slots))


# the pack caches each dice pool's plans as one tuple; index it once, not per decision
# (entries keep that tuple alive, so its id is never reused while cached)
_INDEX: dict[int, tuple] = {}


def _index(plans: tuple) -> tuple[dict, dict, list]:
    """(key -> Plan, key -> slots, [slots]) of a tuple of plans, in the pack's order."""
    hit = _INDEX.get(id(plans))
    if hit is None or hit[0] is not plans:
        by_key = {_key(p.slots): p for p in plans}
        hit = (plans, by_key, {k: tuple(p.slots) for k, p in by_key.items()},
               [tuple(p.slots) for p in plans])
        if len(_INDEX) > 64:
            _INDEX.clear()
        _INDEX[id(plans)] = hit
    return hit[1], hit[2], hit[3]


# ----------------------------------------------------------------------------- evaluation

def _adjacent_front_or_side(n, cell) -> bool:
    """`cell` is the space in front of n or directly at his side (where a sword reaches)."""
    dx, dy = cell[0] - n.pos[0], cell[1] - n.pos[1]
    if abs(dx) + abs(dy) != 1:
        return False
    for rel in (0, 2, 6):
        if DIRS[(n.facing + rel) % 8] == (dx, dy):
            return True
    return False


def _behind(n, cell) -> bool:
    fx, fy = DIRS[n.facing]
    return (cell[0] - n.pos[0]) * fx + (cell[1] - n.pos[1]) * fy < 0


def _threat(ctx, a, b, lv) -> float:
    """How well `a` can hurt `b` next phase from where they stand (melee reach, a ranged line)."""
    score = 0.0
    if a.melee is not None and _adjacent_front_or_side(a, b.pos) and abs(lv(a.pos) - lv(b.pos)) <= 1:
        w = hooks.WEAPONS.get(a.melee)
        score += (w.damage if w else 1) * 0.8
    if a.ranged is not None and (a.ranged_uses is None or a.ranged_uses > 0):
        w = hooks.WEAPONS.get(a.ranged)
        reach = w.reach if w else 6
        dx, dy = b.pos[0] - a.pos[0], b.pos[1] - a.pos[1]
        fx, fy = DIRS[a.facing]
        along = dx * fx + dy * fy
        if along > 0 and dx * fy - dy * fx == 0 and (reach is None or along <= reach):
            if ctx.unconcealed(a.pos, b.pos):
                score += (w.damage if w else 2) * 0.6
    return score


def evaluate(state, team: str) -> float:
    """The position after a combat phase, from `team`'s side (higher is better). Public facts
    only: life, deaths, threats both ways (reach, unconcealed lines), level advantage, backs
    turned, the edge of the board, weapons and applications left, distance."""
    if state.finished:
        if not state.winners:
            return -WIN / 2
        mine = any(n.team == team for n in state.ninjas if n.seat in state.winners)
        return WIN + 10 * sum(n.life for n in state.ninjas if n.alive and n.team == team) \
            if mine else -WIN
    ctx = Resolver(state, [])
    lv = ctx.level
    ours = [n for n in state.ninjas if n.alive and n.team == team]
    theirs = [n for n in state.ninjas if n.alive and n.team != team]
    dead_theirs = sum(1 for n in state.ninjas if not n.alive and n.team != team)
    dead_ours = sum(1 for n in state.ninjas if not n.alive and n.team == team)
    score = 10.0 * (sum(n.life for n in ours) - sum(n.life for n in theirs))
    score += 60.0 * (dead_theirs - dead_ours)
    w, h = state.width, state.height
    for n in ours:
        on_edge = n.pos[0] in (0, w - 1) or n.pos[1] in (0, h - 1)
        score -= 1.5 if on_edge else 0.0
        if n.ranged is not None and n.ranged_uses:
            score += 0.4 * min(n.ranged_uses, 6)
        if n.melee is None:
            score -= 4.0
        if not theirs:
            continue
        foe = min(theirs, key=lambda o: abs(o.pos[0] - n.pos[0]) + abs(o.pos[1] - n.pos[1]))
        dist = max(abs(foe.pos[0] - n.pos[0]), abs(foe.pos[1] - n.pos[1]))
        score -= 0.5 * dist                                   # engage: stalling wins nothing
        score += 1.0 * _threat(ctx, n, foe, lv) - 1.2 * _threat(ctx, foe, n, lv)
        score += 0.8 * max(-2, min(2, lv(n.pos) - lv(foe.pos)))
        if dist <= 2:
            if _behind(foe, n.pos):
                score += 2.0                                  # at his back: he cannot strike
            if _behind(n, foe.pos):
                score -= 2.0
    for o in theirs:
        if o.pos[0] in (0, w - 1) or o.pos[1] in (0, h - 1):
            score += 0.5
        if o.ranged is not None and o.ranged_uses:
            score -= 0.3 * min(o.ranged_uses, 6)
    return score


# ----------------------------------------------------------------------------- the player

class NinjaPlayer:
    def __init__(self, level: Level, seed: int = 0, name: str = "ninja",
                 clock=time.perf_counter):
        self.level = level
        self.dice = Dice.from_seed(seed)
        self.name = name
        self.clock = clock
        self.simulations = 0     # of the last decision (benchmarks read it)

    # --- the contract of a player
    def choose(self, pack, state, seat: str):
        lv = self.level
        world = pack.determinize(state, seat, self.dice)
        fid = next((f for f in world.seat_ninjas.get(seat, ())
                    if world.ninja(f).alive and f not in world.plans), None)
        if fid is None or seat not in pack.to_act(world):
            raise ValueError(f"seat {seat} has no legal plan")
        plans, own, _ = _index(plans_for(world, world.ninja(fid)))
        self.pack, self.world, self.seat, self.fid = pack, world, seat, fid
        self.team = world.ninja(fid).team
        self.simulations = 0
        self._best_so_far = None
        self.deadline = self.clock() + lv.max_seconds
        others = [n for n in world.ninjas if n.alive and n.id != fid]
        self.other_plans = {n.id: plans_for(world, n) for n in others}
        try:
            samples = self._opponent_samples(others)
            if lv.beam:
                best = self._beam(fid, self.team, own, samples, lv.beam, lv.noise,
                                  lv.worst_weight)[0]
            else:
                best = self._pick_random_candidates(fid, own, samples)
        except _OutOfBudget:
            best = self._best_so_far if self._best_so_far is not None else ()
        return plans.get(_key(best)) or plans[()]

    # --- simulation
    def _simulate(self, assign: dict) -> object:
        """The world after this combat phase when every living ninja plays `assign[id]`."""
        if self.simulations >= self.level.budget or (
                self.simulations % 16 == 0 and self.clock() > self.deadline):
            raise _OutOfBudget
        self.simulations += 1
        pack = self.pack
        w = pack.copy_state(self.world)
        for f in w.plans:                       # submitted (re-drawn) plans: use our sample
            if f in assign:
                w.plans[f] = assign[f]
        start = w.game_round
        order = [self.seat] + sorted(s for s in w.seats if s != self.seat)
        while not w.finished and w.game_round == start:
            waiting = pack.to_act(w)
            seat = next((s for s in order if s in waiting), None)
            if seat is None:
                break
            fid = next(f for f in w.seat_ninjas[seat] if w.ninja(f).alive and f not in w.plans)
            w, _ = pack.apply(w, seat, Plan.model_construct(kind="plan", ninja=fid,
                                                            slots=assign.get(fid, ())))
        return w

    def _score(self, fid: str, team: str, slots: tuple, samples: list[dict], noise: float,
               worst_weight: float) -> float:
        values = []
        for sample in samples:
            assign = dict(sample)
            assign[fid] = slots
            values.append(evaluate(self._simulate(assign), team))
        mean = sum(values) / len(values)
        value = (1 - worst_weight) * mean + worst_weight * min(values)
        if noise:
            value += noise * (self.dice.below(2001) - 1000) / 1000.0
        return value

    # --- searches
    def _beam(self, fid: str, team: str, own: dict, samples: list[dict], width: int,
              noise: float, worst_weight: float, track: bool = True) -> list[tuple]:
        """Plans of `fid` (slot tuples of `own`) against `samples`, built slot by slot; returns
        every plan judged, best first."""
        singles = sorted((s[0] for s in own.values() if len(s) == 1),
                         key=lambda x: (x.action, x.dir or ""))
        prefixes = [()]
        judged: list[tuple[float, int, tuple]] = []
        best_value = -math.inf
        if track:
            self._best_so_far = None
        for _depth in range(3):
            scored = []
            for prefix in prefixes:
                for slot in singles:
                    plan = prefix + (slot,)
                    if _key(plan) not in own:
                        continue
                    value = self._score(fid, team, plan, samples, noise, worst_weight)
                    scored.append((value, len(judged), plan))
                    judged.append((value, len(judged), plan))
                    if track and value > best_value:
                        best_value, self._best_so_far = value, plan
            if not scored:
                break
            scored.sort(key=lambda v: (-v[0], v[1]))   # ties keep generation order
            prefixes = [p for _, _, p in scored[:width]]
        judged.sort(key=lambda v: (-v[0], v[1]))
        return [p for _, _, p in judged] or [()]

    def _pick_random_candidates(self, fid: str, own: dict, samples: list[dict]) -> tuple:
        keys = list(own.values())
        self._best_so_far = None
        best, best_value = (), -math.inf
        for _ in range(self.level.candidates):
            plan = keys[self.dice.below(len(keys))]
            value = self._score(fid, self.team, plan, samples, self.level.noise, 0.0)
            if value > best_value:
                best, best_value = plan, value
                self._best_so_far = best
        return best

    def _opponent_samples(self, others) -> list[dict]:
        """Assignments {ninja id: slots} for the other ninjas: modelled replies, then random."""
        lv = self.level
        options = {f: _index(plans)[2] for f, plans in self.other_plans.items()}
        random_draw = lambda: {f: opts[self.dice.below(len(opts))]  # noqa: E731
                               for f, opts in options.items()}
        samples: list[dict] = []
        if lv.likely and others:
            # each opponent's best replies to us standing still (the others random)
            base = random_draw()
            base[self.fid] = ()
            likely: dict[str, list[tuple]] = {}
            for o in others:
                if o.team == self.team:
                    continue
                likely[o.id] = self._opponent_replies(o, base, lv.likely)
            for k in range(lv.likely):
                sample = random_draw()
                for f, plans in likely.items():
                    sample[f] = plans[k % len(plans)]
                samples.append(sample)
        for _ in range(lv.random):
            samples.append(random_draw())
        return samples or [{}]

    def _opponent_replies(self, o, base: dict, count: int) -> list[tuple]:
        own = _index(self.other_plans[o.id])[1]
        ranked = self._beam(o.id, o.team, own, [base], self.level.opp_beam, 0.0, 0.0, track=False)
        return ranked[:count]
