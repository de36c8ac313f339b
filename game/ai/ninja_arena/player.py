"""The planner: a beam search over one's own plans against sampled plans of the others."""
from __future__ import annotations

import math
import time

from rules.core.dice import Dice
from rules.ninja_arena.actions import Plan
from rules.ninja_arena.planning import plans_for
from game.ai.ninja_arena.levels import Level
from game.ai.ninja_arena.evaluation import evaluate


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
