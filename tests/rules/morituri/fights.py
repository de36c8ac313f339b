"""Helpers for the Morituri tests: a quick session, scripted turns, an eager random player."""
from __future__ import annotations

import random

from rules.core import hexgrid
from rules.morituri import RULESET as PACK
from rules.morituri import actions as A


def full(character: str, std: int = 0) -> int:
    """The Condition on a character's standard action (ruling VI.2 sets the numbers)."""
    from rules.morituri import cards
    return cards.deck(character).standards[std].condition


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


def duel(char_a="killer", char_b="killer", a_cell=(0, 0), b_cell=(0, -2), a=None, b=None,
         **extra):
    """Two characters at chosen places; p1 plays `char_a` (id a1), p2 `char_b` (id b1);
    `a`/`b` override fields of their figure set-ups."""
    fa = {"character": char_a, "seat": "p1", "id": "a1", "cell": list(a_cell)}
    fb = {"character": char_b, "seat": "p2", "id": "b1", "cell": list(b_cell)}
    fa.update(a or {})
    fb.update(b or {})
    return new({"figures": [fa, fb], **extra})


def eager_choice(state, seat, rng):
    """A random player that prefers fighting: attack, use planned attacks, plan attack cards,
    walk towards the enemy."""
    legal = PACK.legal_actions(state, seat)
    if state.exchange is not None and rng.random() < 0.7:
        legal = [a for a in legal if a.kind != "react" or not a.specials] or legal
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


# ----------------------------------------------------------------------------- scripted turns

PASS = A.Pass()


def use(option="planned", **kw):
    return A.Use(option=option, **kw)


def plan(card, op="add"):
    return A.Plan(op=op, card=card)


def first(state, seat, action=None, events=None):
    """The first action phase (pass by default)."""
    assert state.phase == "first", state.phase
    return act(state, seat, action or PASS, events)


def exchange(state, value, guesses=(), events=None, item=None, specials=()):
    """Evaluate the waiting attack: the attacker sets `value`, the defender guesses."""
    ex = state.exchange
    assert ex is not None, "no attack is being evaluated"
    state = let_be(state, events)
    state = act(state, state.fig(ex.setter).seat, A.SetDie(value=value, item=item), events)
    if state.exchange is not None and state.exchange.id == ex.id:
        state = act(state, state.fig(ex.guesser).seat,
                    A.Guess(values=tuple(guesses), specials=tuple(specials)), events)
    return let_be(state, events)


def let_be(state, events=None):
    """V.1: whoever may answer a special action lets it be (the window closes)."""
    while state.exchange is not None and state.exchange.window is not None:
        state = act(state, state.fig(state.exchange.window).seat, A.React(), events)
    return state


def rest(state, seat, second=None, move=(), declare=None, events=None):
    """The second action phase, movement and declaration (each only if it waits)."""
    if state.phase == "second" and PACK.to_act(state) == frozenset({seat}):
        state = act(state, seat, second or PASS, events)
    if state.phase == "move" and PACK.to_act(state) == frozenset({seat}):
        state = act(state, seat, A.Move(path=tuple(move)), events)
    if state.phase == "declare" and PACK.to_act(state) == frozenset({seat}):
        state = act(state, seat, declare or PASS, events)
    return state


def plan_turn(state, seat, card, events=None):
    """A whole turn spent planning one card, not moving."""
    state = first(state, seat, events=events)
    return rest(state, seat, second=plan(card), events=events)


def idle_turn(state, seat, events=None):
    state = first(state, seat, events=events)
    return rest(state, seat, events=events)
