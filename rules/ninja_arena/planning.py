"""The planning phase (2.3, 2.4, 3.2): plan validation, the dice pool, legal plans, initiative.

A seat finishes planning when every one of its living ninjas has a plan; it then takes the
lowest free initiative counter(s) (the 2-player team variant takes two at once, in the order its
two plans were given). When every seat is done, the combat phase runs.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product

from rules.core.engine import IllegalAction
from rules.core.lazyseq import Chain
from rules.ninja_arena import events as ev
from rules.ninja_arena import hooks
from rules.ninja_arena.actions import ACTIONS, LAYERS, Plan, Slot, colour_of
from rules.ninja_arena.hooks import DicePool


_DEFAULT_POOLS = {"beginner": DicePool(white=0), "advanced": DicePool(white=1),
                  "professional": DicePool(white=1)}


def dice_pool(state, n) -> DicePool:
    """2.4/3.2: 2 red, 2 blue and (from the advanced rules on) 1 white die, unless a variant
    hands out other dice (Drunken Masters)."""
    for v in state.variants:
        var = hooks.VARIANTS.get(v)
        if var is not None:
            pool = var.dice_pool(state, n)
            if pool is not None:
                return pool
    return _DEFAULT_POOLS[state.layer]


def check_plan(state, seat: str, plan: Plan) -> None:
    """Raise IllegalAction naming the rule if `seat` may not give this plan now."""
    if state.finished:
        raise IllegalAction("Overview", "the game is over")
    if seat not in state.seats:
        raise IllegalAction("2.3", f"{seat!r} is not a seat of this game")
    if seat in state.done:
        raise IllegalAction("2.3", f"{seat} has already finished planning this round")
    mine = state.seat_ninjas[seat]
    if plan.ninja not in mine:
        raise IllegalAction("2.3", f"{seat} does not control ninja {plan.ninja!r}")
    n = state.ninja(plan.ninja)
    if not n.alive:
        raise IllegalAction("2.7", f"{plan.ninja} is defeated")
    if plan.ninja in state.plans:
        raise IllegalAction("2.3", f"{plan.ninja} is already planned this round")
    check_slots(state, n, plan.slots)


def check_slots(state, n, slots) -> None:
    pool = dice_pool(state, n)
    if pool is _DEFAULT_POOLS.get(state.layer):
        problem = _default_pool_problem(tuple(slots), state.layer)
        if problem is not None:
            raise IllegalAction(problem[0], problem[1].replace(_WHO, n.id))
        return
    _check_slots(state.layer, pool, n.id, slots)


_WHO = "\x00who\x00"     # placeholder for the ninja's id in cached messages


@lru_cache(maxsize=1 << 16)
def _default_pool_problem(slots: tuple, layer: str):
    """Cached verdict for the usual dice (plans repeat a lot in computer playouts)."""
    try:
        _check_slots(layer, _DEFAULT_POOLS[layer], _WHO, slots)
    except IllegalAction as e:
        return e.rule, e.reason
    return None


def _check_slots(layer: str, pool: DicePool, who: str, slots) -> None:
    layer_i = LAYERS.index(layer)
    count = {"red": 0, "blue": 0, "white": 0}
    faces_left = {c: list(f) for c, f in pool.faces.items() if f is not None}
    for i, s in enumerate(slots, 1):
        speed, dirs, first = ACTIONS[s.action]
        if LAYERS.index(first) > layer_i:
            raise IllegalAction("3.2", f"slot {i}: {s.action} is a slow action (advanced rules); "
                                f"this is the {layer} game")
        if dirs and s.dir not in dirs:
            raise IllegalAction("2.4", f"slot {i}: {s.action} needs a direction, one of "
                                f"{', '.join(dirs)} (got {s.dir})")
        if not dirs and s.dir is not None:
            raise IllegalAction("2.4", f"slot {i}: {s.action} takes no direction (got {s.dir})")
        colour = colour_of(s.action)
        count[colour] += 1
        if colour in faces_left:
            if s.action not in faces_left[colour]:
                raise IllegalAction("4.4", f"slot {i}: no {colour} die shows {s.action}")
            faces_left[colour].remove(s.action)
    for colour, have in (("red", pool.red), ("blue", pool.blue), ("white", pool.white)):
        if count[colour] > have:
            raise IllegalAction("2.4" if colour != "white" else "3.2",
                                f"{count[colour]} {colour} dice planned, {who} has {have}")
    if count["white"] > pool.max_white_per_plan:
        raise IllegalAction("4.4", f"only {pool.max_white_per_plan} white die per plan")


def take_plan(state, seat: str, plan: Plan, events: list) -> bool:
    """Record a checked plan in `state` (a private copy). True when every seat is done."""
    state.plans[plan.ninja] = tuple(plan.slots)
    state.plan_order = state.plan_order + (plan.ninja,)
    living = [f for f in state.seat_ninjas[seat] if state.ninja(f).alive]
    if all(f in state.plans for f in living):
        taken = sum(1 for n in state.ninjas if n.initiative)
        order = [f for f in state.plan_order if f in living]
        counters = []
        for i, f in enumerate(order, start=1):
            state.ninja(f).initiative = taken + i
            counters.append(taken + i)
        state.done = state.done + (seat,)
        if events is not None:
            events.append(ev.F.InitiativeTaken(seat=seat, figures=tuple(order),
                                               counters=tuple(counters)))
    return all(s in state.done for s in active_seats(state))


def active_seats(state) -> list[str]:
    return [s for s in state.seats
            if any(state.ninja(f).alive for f in state.seat_ninjas[s])]


# ------------------------------------------------------------------ legal plans

def slot_options(layer: str) -> dict[str, tuple[Slot, ...]]:
    return _slot_options(layer)


@lru_cache(maxsize=None)
def _slot_options(layer: str) -> dict[str, tuple[Slot, ...]]:
    li = LAYERS.index(layer)
    out: dict[str, list[Slot]] = {"red": [], "blue": [], "white": []}
    for a, (speed, dirs, first) in ACTIONS.items():
        if LAYERS.index(first) > li:
            continue
        for d in (dirs or (None,)):
            out[colour_of(a)].append(Slot(action=a, dir=d))
    return {k: tuple(v) for k, v in out.items()}


_PLAN_FIELDS = {"kind", "ninja", "slots"}     # shared by all cached plans (they are frozen)


def _make_plan(ninja: str, slots: tuple) -> Plan:
    """A Plan without re-validation and with a shared fields-set: legal plan lists hold tens of
    thousands of them, so each saves time and memory."""
    obj = Plan.__new__(Plan)
    object.__setattr__(obj, "__dict__", {"kind": "plan", "ninja": ninja, "slots": slots})
    object.__setattr__(obj, "__pydantic_fields_set__", _PLAN_FIELDS)
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


@lru_cache(maxsize=24)
def _plans(ninja: str, layer: str, red: int, blue: int, white: int, faces: tuple) -> tuple[Plan, ...]:
    opts = dict(_slot_options(layer))
    fixed = dict(faces)
    for colour, fs in fixed.items():
        opts[colour] = tuple(s for s in opts[colour] if s.action in fs)
    limits = {"red": red, "blue": blue, "white": white}
    plans = [_make_plan(ninja, ())]
    for length in (1, 2, 3):
        for colours in product(("red", "blue", "white"), repeat=length):
            if any(colours.count(c) > limits[c] for c in limits):
                continue
            for slots in product(*(opts[c] for c in colours)):
                if fixed and not _faces_ok(slots, fixed):
                    continue
                plans.append(_make_plan(ninja, slots))
    return tuple(plans)


def _faces_ok(slots, fixed) -> bool:
    left = {c: list(f) for c, f in fixed.items()}
    for s in slots:
        c = colour_of(s.action)
        if c in left:
            if s.action not in left[c]:
                return False
            left[c].remove(s.action)
    return True


def plans_for(state, n) -> tuple[Plan, ...]:
    """Every plan the dice allow `n` this planning phase (cached per ninja and dice pool)."""
    pool = dice_pool(state, n)
    faces = tuple(sorted((c, tuple(v)) for c, v in pool.faces.items() if v is not None))
    return _plans(n.id, state.layer, pool.red, pool.blue,
                  min(pool.white, pool.max_white_per_plan), faces)


def legal_plans(state, seat: str) -> Chain:
    """Every plan of every ninja of `seat` still to plan: the cached tuples chained, not copied."""
    if state.finished or seat in state.done or seat not in state.seat_ninjas:
        return Chain(())
    return Chain(plans_for(state, n) for n in map(state.ninja, state.seat_ninjas[seat])
                 if n.alive and n.id not in state.plans)
