"""Helpers for the Morituri tests: a quick session, scripted turns, an eager random player."""
from __future__ import annotations

import random

from rules.core import hexgrid
from rules.morituri import RULESET as PACK
from rules.morituri import actions as A


def new(setup=None, seed=1):
    return PACK.new_game(setup or {}, seed)


def act(state, seat, action, events=None):
    if isinstance(action, dict):
        action = A.action_adapter.validate_python(action)
    state, evs = PACK.apply(state, seat, action)
    if events is not None:
        events.extend(evs)
    return state


def kinds(events, kind, **fields):
    out = []
    for e in events:
        if e.kind != kind:
            continue
        d = e.model_dump()
        if all(d.get(k) == v for k, v in fields.items()):
            out.append(e)
    return out


def duel(a="killer", b="killer", a_cell=(0, 0), b_cell=(0, -2), **extra):
    """Two characters at chosen places; p1 plays `a` (id a1), p2 plays `b` (id b1)."""
    fa = {"character": a, "seat": "p1", "id": "a1", "cell": list(a_cell)}
    fb = {"character": b, "seat": "p2", "id": "b1", "cell": list(b_cell)}
    fa.update(extra.pop("a", {}))
    fb.update(extra.pop("b", {}))
    return new({"figures": [fa, fb], **extra})


def eager_choice(state, seat, rng):
    """A random player that prefers fighting: attack, use planned attacks, plan attack cards,
    walk towards the enemy."""
    legal = PACK.legal_actions(state, seat)
    decl = [a for a in legal if a.kind == "declare"]
    if decl and rng.random() < 0.9:
        return rng.choice(decl)
    moves = [a for a in legal if a.kind == "move" and a.path]
    if moves:
        me = state.active
        foes = [f for f in state.figures if f.alive and f.side != me.side]
        if foes and rng.random() < 0.8:
            def score(m):
                return min(hexgrid.distance(m.path[-1], f.cell) for f in foes)
            best = min(score(m) for m in moves)
            return rng.choice([m for m in moves if score(m) == best])
    uses = [a for a in legal if a.kind == "use" and a.option == "planned"]
    if uses and rng.random() < 0.7:
        return rng.choice(uses)
    plans = [a for a in legal if a.kind == "plan" and a.op == "add"]
    if plans and rng.random() < 0.6:
        return rng.choice(plans)
    return rng.choice(legal)


def eager_game(setup, seed, steps=3000, check=None):
    rng = random.Random(seed)
    state = PACK.new_game(setup, seed)
    events = []
    n = 0
    while not PACK.outcome(state).finished and n < steps:
        seat = rng.choice(sorted(PACK.to_act(state)))
        action = eager_choice(state, seat, rng)
        state, evs = PACK.apply(state, seat, action)
        events += evs
        if check:
            check(state)
        n += 1
    return state, events, n
