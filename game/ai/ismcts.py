"""The "hard" computer players: information-set Monte-Carlo tree search (determinized UCT).

One implementation for every pack; a pack supplies a `Guide`: its normal heuristic player (the
rollout policy and the prior) and an evaluation of a position in [0, 1] for a seat.

Each iteration (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012):

1. `pack.determinize(state, seat, dice)` draws one world the seat cannot tell from the real one
   (the others' secrets and the future dice re-sampled): the search never reads a secret.
2. From the root the tree is walked with UCB1 over the actions legal *in this world* (a child's
   exploration counts the iterations in which it was available, so an action that only some
   worlds allow is not over-explored). Each node belongs to the seat acting there and stores
   that seat's values, so the same tree serves two or three players. New children are added by
   progressive widening, in the order of the guide's candidates (the heuristic's own pick first,
   which also gets a prior bonus that fades with its visits).
3. Below the tree the heuristic plays every seat for `depth` actions (a truncated rollout);
   the position is then scored by the guide's evaluation (a finished game by its outcome).
4. Values are backed up for the seat that chose each edge.

The heuristic's pick is played unless a well-tried other root action scored better by `margin`. Decisions the guide marks `direct` (a mixed-strategy
secret such as Morituri's die, where a determinized search would read its own sample as the
truth) are left to the heuristic. The work is capped by `iterations` (tournaments: the same seed
plays the same game on any machine) and, at the table, by `max_seconds` as well.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from game.ai.rollout import heuristic_values
from rules.core.dice import Dice


@dataclass(frozen=True)
class Budget:
    iterations: int = 48       # playouts per decision: the deterministic cap
    max_seconds: float = 1.0   # the table's time budget (math.inf in tournaments)
    depth: int = 12            # heuristic actions per rollout before the evaluation
    tree_depth: int = 3        # decisions stored in the tree below the root
    explore: float = 0.45      # UCB1 constant (values lie in [0, 1])
    widen: float = 1.0         # a node of n visits considers 1 + widen * sqrt(n) children
    prior: float = 0.15        # bonus of the heuristic's pick: prior / (1 + visits)
    alternatives: int = 6      # candidates offered beside the heuristic's pick at the root
    margin: float = 0.03       # how much better (mean value) another move must be to be played


@dataclass
class Guide:
    """What a pack lends the search.

    policy(seed) -> a player (`choose(pack, state, seat)`): the pack's normal heuristic.
    value(pack, state, seat) -> float in [0, 1] for an unfinished position.
    direct(pack, state, seat) -> True when the heuristic should decide without search.
    alternatives(seed) -> a player whose picks are plausible other moves (e.g. the easy one).
    """

    policy: Callable[[int], Any]
    value: Callable[[Any, Any, str], float]
    direct: Callable[[Any, Any, str], bool] = lambda pack, state, seat: False
    alternatives: Callable[[int], Any] | None = None


def squash(score: float, scale: float) -> float:
    """A signed material score as a value in (0, 1) (0.5 = even)."""
    x = max(-60.0, min(60.0, score / scale))
    return 1.0 / (1.0 + math.exp(-x))


@dataclass
class _Child:
    action: Any
    order: int               # rank among the node's candidates (0: the heuristic's pick)
    visits: int = 0
    total: float = 0.0
    avail: int = 0
    node: "_Node | None" = None


@dataclass
class _Node:
    actor: str
    children: dict = field(default_factory=dict)      # action key -> _Child
    ranked: list = field(default_factory=list)        # keys in candidate order
    visits: int = 0
    actions: dict = field(default_factory=dict)       # key -> action, of the first ranking


def _key(action) -> str:
    return repr(action)


class SearchPlayer:
    def __init__(self, guide: Guide, budget: Budget, seed: int = 0, name: str = "ismcts",
                 clock: Callable[[], float] = time.perf_counter):
        self.guide = guide
        self.budget = budget
        self.dice = Dice.from_seed(seed)
        self.name = name
        self.clock = clock
        self.last_iterations = 0   # of the last decision (benchmarks and tests read it)

    def _seed(self) -> int:
        return self.dice.below(1 << 62)

    def choose(self, pack, state, seat: str):
        guide, budget = self.guide, self.budget
        legal = pack.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        self.last_iterations = 0
        world = pack.determinize(state, seat, self.dice)
        if len(legal) == 1:
            return legal[0]
        # every judgement below looks at the sampled world only, never at the real state: the
        # heuristics' own look-ahead would otherwise roll the real future dice
        if guide.direct(pack, world, seat):
            return guide.policy(self._seed()).choose(pack, world, seat)
        pick = guide.policy(self._seed()).choose(pack, world, seat)
        root = _Node(seat)
        self._rank(root, pick, legal, pack, world, seat, budget.alternatives)
        deadline = self.clock() + budget.max_seconds
        done = 0
        while done < budget.iterations:
            if done and self.clock() > deadline:
                break
            self._iterate(pack, state, seat, root)
            done += 1
        self.last_iterations = done
        return self._final(root).action

    def _final(self, root: _Node) -> _Child:
        """The heuristic's pick, unless a well-tried other candidate scored better by more than
        `margin`: where the playouts cannot tell the moves apart (a flat evaluation, too few
        samples) the search keeps the heuristic's judgement instead of following noise."""
        kids = [c for c in root.children.values() if c.visits]
        most = max(c.visits for c in kids)
        tried = [c for c in kids if c.visits * 4 >= most]
        pick = next((c for c in kids if c.order == 0), None)
        best = max(tried, key=lambda c: (c.total / c.visits, -c.order))
        if pick is None or best is pick:
            return best
        if best.total / best.visits > pick.total / pick.visits + self.budget.margin:
            return best
        return pick

    # ------------------------------------------------------------------ candidates
    def _rank(self, node: _Node, pick, legal: list, pack, state, seat: str, extra: int) -> None:
        """The node's candidates: the heuristic's pick, then up to `extra` distinct picks of the
        alternatives player, then the rest of the legal actions in a seeded random order."""
        keys = [_key(a) for a in legal]
        by_key = dict(zip(keys, legal))
        order = []
        pk = _key(pick)
        if pk in by_key:
            order.append(pk)
        if extra and self.guide.alternatives is not None:
            alt = self.guide.alternatives(self._seed())
            for _ in range(2 * extra):
                if len(order) >= 1 + extra:
                    break
                k = _key(alt.choose(pack, state, seat))
                if k in by_key and k not in order:
                    order.append(k)
        rest = [k for k in keys if k not in order]
        self.dice.shuffle(rest)
        node.ranked = order + rest
        node.actions = by_key

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, pack, state, seat: str, root: _Node) -> None:
        budget = self.budget
        world = pack.determinize(state, seat, self.dice)
        policy = self.guide.policy(self._seed())
        path: list[tuple[_Child, str]] = []
        node = root
        while not pack.outcome(world).finished:
            if node.actor not in pack.to_act(world):
                break                  # this world left the tree's line of play: roll out
            actor = node.actor
            legal = pack.legal_actions(world, actor)
            if not legal:
                break
            if not node.ranked:
                self._rank(node, policy.choose(pack, world, actor), legal, pack, world, actor, 0)
            keys = {_key(a): a for a in legal}
            node.visits += 1
            limit = 1 + int(budget.widen * math.sqrt(node.visits))
            considered = []
            for k in node.ranked:
                if k in keys:
                    considered.append(k)
                    if len(considered) >= limit:
                        break
            if not considered:
                break
            best, best_score = None, -math.inf
            for k in considered:
                c = node.children.get(k)
                if c is None:
                    c = node.children[k] = _Child(keys[k], node.ranked.index(k))
                c.avail += 1
                if c.visits == 0:
                    score = 1e9 - c.order          # unvisited: tried in candidate order
                else:
                    score = (c.total / c.visits
                             + budget.explore * math.sqrt(math.log(c.avail) / c.visits))
                    if c.order == 0:
                        score += budget.prior / (1 + c.visits)
                if score > best_score:
                    best, best_score = c, score
            path.append((best, actor))
            world, _ = pack.apply(world, actor, keys[_key(best.action)])
            if best.visits == 0 or len(path) > budget.tree_depth:
                break                  # a new leaf (or the tree's depth): roll out from here
            if best.node is None:
                nxt = sorted(pack.to_act(world))
                if not nxt:
                    break
                best.node = _Node(nxt[0])
            node = best.node
        values = self._rollout(pack, world, policy)
        for child, actor in path:
            child.visits += 1
            child.total += values.get(actor, 0.5)

    def _rollout(self, pack, world, policy) -> dict[str, float]:
        return heuristic_values(pack, world, policy, self.budget.depth, self.guide.value)


def make_search(guide: Guide, budget: Budget, seed: int, timed: bool, name: str) -> SearchPlayer:
    """The hard player of a pack; `timed=False` (tournaments) keeps only the iteration cap."""
    if not timed:
        from dataclasses import replace
        budget = replace(budget, max_seconds=math.inf)
    return SearchPlayer(guide, budget, seed, name=name)
