"""Applying actions: the phases (traps, start squares, fight), the figures' actions, the ORDERed
helpers' sequences, the Master's actions, and the round (RULES.md)."""
from __future__ import annotations

from rules.core import square
from rules.core.dice import Dice
from rules.core.engine import IllegalAction
from rules.ceremony import actions as A
from rules.ceremony import events as ev
from rules.ceremony.combat import (ZONE_BONUS, Ctx, damage, hit, random_location, resolve_dodge,
                                   stat, test, time_up, zone)
from rules.ceremony.data import base, weapon
from rules.ceremony.legal import (HOURGLASS_POOL, attack_targets, binders, free, in_contact, legal_actions,
                                  master_psyche, pool, turn_side)
from rules.ceremony.state import MASTER, Fig, State, enemies


def why(state: State, seat: str, action) -> str:
    """A one-line reason naming the rule, for an action that is not legal now."""
    if state.finished:
        return "over: the fight is over"
    if seat not in state.seats:
        return f"seats: no seat {seat!r}"
    k = action.kind
    if state.phase == "traps":
        return "B4: traps are laid now, by " + (state.trap_queue[0] if state.trap_queue else "nobody") \
            if k not in ("place_trap", "traps_done") or not state.trap_queue or state.trap_queue[0] != seat \
            else "B4: not a square or trap this placer can take (inner rows, no entry square, within his PSYCHE)"
    if state.phase == "start":
        return "B3: the start squares are chosen now, on the gladiator's own edge, one figure at a time"
    if state.pending:
        return f"B10: {state.pending['seat']} must first decide the DODGE of {state.pending['target']}"
    if state.sequence:
        return f"E2: {state.sequence[0]} performs its ordered actions one after another"
    if seat in state.declined:
        return f"B5: {seat} let this moment pass and acts again after the next action"
    if k == "pass":
        return "B5: only a seat that may act, while somebody else still must, lets a moment pass"
    if k in A.MASTER_KINDS:
        if seat != MASTER:
            return "E6: only the Master of Ceremonies takes that action"
        if not state.gladiator_acted:
            return "E6: the Master may not start the round (a gladiator acts first)"
        if not state.since_master:
            return "E6: never two Master actions in a row (a gladiator acts in between)"
        return "E6: not possible now (action points, the ally's tokens, a free entry square)"
    return _figure_why(state, seat, action) or f"round: {k} is not one of {seat}'s legal actions now"


def _figure_why(state: State, seat: str, action) -> str | None:
    """Why a figure's action is refused, with the section that says so (a newcomer's greyed
    actions and refusals read these); None when the figure could act so but not with these
    particulars (a direction, target or weapon not among the legal ones)."""
    fid = getattr(action, "figure", None)
    f = next((x for x in state.figs if x.id == fid), None)
    if f is None or not f.on_board:
        return f"round: {fid} is not on the board"
    k, hg = action.kind, getattr(action, "hourglass", False)
    if f.seat != seat:
        return f"round: {fid} is not one of {seat}'s figures"
    if hg:
        if not f.hourglass:
            return f"B10: {fid} holds no hourglass (WAIT puts one on him)"
        if k not in HOURGLASS_POOL:
            return f"B10: an hourglass buys a move, attack, shot, disengage or turn, not {k.upper()}"
    else:
        if f.kind != "gladiator":
            return f"E2: {fid} acts only when a gladiator ORDERs him"
        if f.off <= 0:
            return f"B5: {fid} has spent his 3 offensive action points this round"
        if f.side != turn_side(state):
            return "B5: the sides alternate single actions: the other side acts now"
    if k == "dodge":
        return "B10: a DODGE answers a hit, and no hit waits for an answer now"
    if k not in pool(f):
        return f"E1: {fid} has no {k.upper()} among his actions"
    bound = binders(state, f)
    if k in ("move", "run") and bound:
        return f"B7: {fid} is bound in combat with {bound[0].id}: only a DISENGAGE takes him away"
    if k == "disengage" and not bound:
        return f"B7: {fid} is not bound in combat: a MOVE will do"
    if k == "shoot":
        if in_contact(state, f):
            return f"B8: contact with an enemy warrior blocks SHOOTING ({fid})"
        if not any(weapon(w).range for w in f.weapons):
            return f"B8: {fid} carries no missile weapon"
        return "B8: no enemy within range in the front half with a free line"
    if k == "attack" and not attack_targets(state, f):
        return f"B6: no enemy in {fid}'s front squares to strike"
    if k == "turn" and not hg and f.dfn <= 0:
        return f"B5: a TURN spends a defensive point and {fid} has none left"
    if k == "wait" and f.hourglass:
        return f"B10: {fid} already holds an hourglass (one at a time)"
    if k == "order":
        return "E2: no helper left to ORDER this round (each once)"
    if k in ("move", "run", "disengage"):
        return "B7: that square is not free" if k != "disengage" \
            else "B7: no free square touching none of the binding enemies"
    return None


def apply(state: State, seat: str, action) -> tuple[State, list]:
    only = "master" if action.kind in A.MASTER_KINDS else getattr(action, "figure", None)
    fields = action.__dict__      # (kind in it): plain dict equality, not pydantic's __eq__
    kind = action.kind if only not in (None, "master") else None    # a figure's: only its kind
    if fields not in [a.__dict__ for a in legal_actions(state, seat, only, kind)]:
        rule, _, msg = why(state, seat, action).partition(": ")
        raise IllegalAction(rule, msg)
    new = state.copy()
    ctx = Ctx(new, Dice(new.dice), [])
    k = action.kind
    if k == "pass":
        new.declined = new.declined + (seat,)
        return new, []
    new.declined = ()               # any action opens the next moment to everybody
    if k in ("place_trap", "traps_done"):
        _trap(ctx, seat, action)
    elif k == "start":
        _start(ctx, action)
    elif k == "dodge":
        resolve_dodge(ctx, action.dodge)
        _after(ctx)
    elif k in A.MASTER_KINDS:
        _master(ctx, action)
        _after(ctx)
    else:
        _figure(ctx, seat, action)
        _after(ctx)
    new.dice = ctx.dice.state
    return new, ctx.out


# ----------------------------------------------------------------------------- before the fight

def _trap(ctx: Ctx, seat: str, action) -> None:
    st = ctx.state
    queue = list(st.trap_queue[1:])
    if action.kind == "place_trap":
        from rules.ceremony.state import TrapMark
        st.traps.append(TrapMark(cell=tuple(action.cell), kind=action.trap, placed_by=seat))
        st.trap_budget[seat] -= base().traps[action.trap].price
        ctx.out.append(ev.TrapPlaced(seat=seat, number=sum(t.placed_by == seat for t in st.traps)))
        cheapest = min(t.price for t in base().traps.values())
        if st.trap_budget[seat] >= cheapest:
            queue.append(seat)          # laid alternately
    st.trap_queue = tuple(queue)
    if not queue:
        _begin_start(ctx)


def _begin_start(ctx: Ctx) -> None:
    st = ctx.state
    st.phase = "start"
    ctx.out.append(ev.PhaseChanged(phase="start"))
    lines = {}
    for side in ("A", "B"):
        gs = [f for f in st.figs if f.side == side and f.kind == "gladiator"]
        hs = [f for f in st.figs if f.side == side and f.kind != "gladiator"]
        lines[side] = [f.id for f in gs + hs]
    order = []
    for i in range(max(len(lines["A"]), len(lines["B"]))):
        order += [line[i] for line in (lines["A"], lines["B"]) if i < len(line)]
    st.start_queue = tuple(order)


def _start(ctx: Ctx, action) -> None:
    st = ctx.state
    f = st.fig(action.figure)
    f.cell = tuple(action.cell)
    if f.warrior:
        f.facing = 0 if f.side == "A" else 4     # towards the opposite edge
    ctx.out.append(ev.Placed(figure=f.id, cell=f.cell, facing=f.facing, how="start"))
    st.start_queue = st.start_queue[1:]
    if not st.start_queue:
        st.phase = "fight"
        ctx.out.append(ev.PhaseChanged(phase="fight"))
        _new_round(ctx)


# ----------------------------------------------------------------------------- the round

def _new_round(ctx: Ctx) -> None:
    st = ctx.state
    if st.round >= st.rounds:
        time_up(ctx)
        return
    st.round += 1
    ap = base().action_points
    for f in st.figs:
        if f.kind == "gladiator" and f.status == "active":
            f.off, f.dfn = ap["offensive"], ap["defensive"]
        f.ordered, f.tokens = False, 0
        if f.side == "N":
            f.seat = None
    st.master_points = base().master["action_points"] if st.mode == "master" else 0
    st.gladiator_acted, st.since_master = False, True
    agi = {}
    for side in ("A", "B"):
        agi[side] = max((stat(g, "agility") for g in st.gladiators()
                         if g.side == side and g.status == "active"), default=0)
    if agi["A"] != agi["B"]:
        first = "A" if agi["A"] > agi["B"] else "B"
    else:
        first = "AB"[ctx.dice.below(2)]
    st.initiative = st.turn_side = first
    ctx.out.append(ev.RoundStarted(round=st.round, initiative=first, agility=(agi["A"], agi["B"])))


def _end_round(ctx: Ctx) -> None:
    st = ctx.state
    for f in st.figs:
        if f.hourglass:
            f.hourglass = False
            ctx.out.append(ev.Hourglass(figure=f.id, change="lost"))
        f.off = f.dfn = 0
    ctx.out.append(ev.RoundEnded(round=st.round, master_points_lost=st.master_points))
    st.master_points = 0
    _new_round(ctx)


def _after(ctx: Ctx) -> None:
    st = ctx.state
    if st.finished or st.pending is not None:
        return
    if st.sequence is not None:
        hid, left, seat = st.sequence
        if left <= 0 or not st.fig(hid).on_board:
            st.sequence = None
        else:
            return
    if turn_side(st) is None:
        _end_round(ctx)


# ----------------------------------------------------------------------------- figures' actions

def _figure(ctx: Ctx, seat: str, action) -> None:
    st = ctx.state
    f = st.fig(action.figure)
    k = action.kind
    if k == "end_sequence":
        st.sequence = None
        return
    if getattr(action, "hourglass", False):
        f.hourglass = False
        ctx.out.append(ev.Hourglass(figure=f.id, change="used"))
        how = "hourglass"
    elif st.sequence is not None and st.sequence[0] == f.id:
        hid, left, sseat = st.sequence
        st.sequence = (hid, left - 1, sseat)
        how = "sequence"
    else:
        how = "turn"
        if k == "turn":
            f.dfn -= 1
        else:
            f.off -= 1
        st.turn_side = "B" if f.side == "A" else "A"     # players alternate single actions
    if f.kind == "gladiator":
        st.gladiator_acted = True
        st.since_master = True
    _DO[k](ctx, f, action)


def _spring(ctx: Ctx, f: Fig) -> None:
    """Entering a square with traps springs them all (no DODGE), a random location each."""
    st = ctx.state
    for t in st.traps:
        if t.cell == f.cell and not t.sprung and f.on_board:
            t.sprung = True
            ctx.out.append(ev.TrapSprung(figure=f.id, cell=t.cell, trap=t.kind))
            damage(ctx, "trap", f, random_location(ctx, f), base().traps[t.kind].die)
            if st.finished:
                return


def _reach_blocks(ctx: Ctx, f: Fig, dest) -> bool:
    """A warrior stepping next to an enemy armed with a reach weapon (cecha "dystans") from
    outside its reach tests AGILITY; failing, he is kept at a distance. Non-dwarf helpers
    ignore reach."""
    o = reach_holder(ctx.state, f, dest)
    if o is None:
        return False
    if not test(ctx, f.id, "agility", stat(f, "agility"), "reach", o.id):
        ctx.out.append(ev.Stopped(figure=f.id, reason=f"kept at a distance by {o.id}'s {next(w for w in o.weapons if weapon(w).reach)}"))
        return True
    return False


def reach_holder(state: State, f: Fig, dest) -> Fig | None:
    """The enemy whose reach weapon makes a warrior stepping to `dest` test AGILITY (B7)."""
    if not f.warrior:
        return None
    return next((o for o in state.figs
                 if o.on_board and enemies(f, o) and any(weapon(w).reach for w in o.weapons)
                 and square.is_adjacent(dest, o.cell) and not square.is_adjacent(f.cell, o.cell)), None)


def attack_value(f: Fig, t: Fig, location: str | None) -> int:
    """ATTACK's COMBAT test: + the facing bonus, + the aim at a location (B6, B8)."""
    return stat(f, "combat") + ZONE_BONUS[zone(t, f.cell)] + (base().aim.get(location, 0) if location else 0)


def shoot_value(f: Fig, t: Fig) -> int:
    """SHOOT's COMBAT test: + the facing bonus, - 1 per full 3 squares (B8)."""
    return stat(f, "combat") + ZONE_BONUS[zone(t, f.cell)] - square.chebyshev(f.cell, t.cell) // 3


def shove_value(f: Fig, t: Fig) -> int:
    """SHOVE: the STRENGTH difference + 3 (E4, ruling)."""
    return f.stats["strength"] - t.stats["strength"] + 3


def order_value(f: Fig, h: Fig) -> int:
    """A gladiator's ORDER: his PSYCHE + the helper's bonus (E2, E3)."""
    return stat(f, "psyche") + h.order_bonus


def master_value(state: State, kind: str, h: Fig) -> int:
    """The Master's PSYCHE test: 10 - his allies on the board, + the helper's bonus to an ORDER
    or COERCION (E6)."""
    return master_psyche(state) + (h.order_bonus if kind in ("master_order", "coerce") else 0)


def _do_move(ctx: Ctx, f: Fig, a) -> None:
    dest = square.step(f.cell, a.dir)
    if _reach_blocks(ctx, f, dest):
        return
    start = f.cell
    f.cell = dest
    if f.warrior:
        f.facing = a.dir          # a warrior faces where he steps
    ctx.out.append(ev.Moved(figure=f.id, path=(start, dest), move="step", facing=f.facing))
    _spring(ctx, f)


def _do_run(ctx: Ctx, f: Fig, a) -> None:
    """RUN: two squares straight on; a sprung trap stops the runner where it caught him."""
    for _ in range(2):
        start = f.cell
        f.cell = square.step(start, a.dir)
        ctx.out.append(ev.Moved(figure=f.id, path=(start, f.cell), move="run", facing=None))
        sprung = sum(t.sprung for t in ctx.state.traps)
        _spring(ctx, f)
        if not f.on_board or ctx.state.finished or sum(t.sprung for t in ctx.state.traps) > sprung:
            return


def _do_attack(ctx: Ctx, f: Fig, a) -> None:
    st = ctx.state
    t = st.fig(a.target)
    die = weapon(a.weapon).die if a.location is not None else f.die
    ok = test(ctx, f.id, "combat", attack_value(f, t, a.location), "hit", t.id)
    loc = (a.location or random_location(ctx, t)) if ok else None
    ctx.out.append(ev.Attacked(figure=f.id, target=t.id, weapon=a.weapon or "claws", ranged=False,
                               hit=ok, location=loc))
    if ok:
        hit(ctx, f, t, loc, die, "attack")


def _do_shoot(ctx: Ctx, f: Fig, a) -> None:
    st = ctx.state
    t = st.fig(a.target)
    ok = test(ctx, f.id, "combat", shoot_value(f, t), "hit", t.id)
    loc = random_location(ctx, t) if ok else None
    ctx.out.append(ev.Attacked(figure=f.id, target=t.id, weapon=a.weapon, ranged=True, hit=ok,
                               location=loc))
    if ok:
        hit(ctx, f, t, loc, weapon(a.weapon).die, "shoot")


def _do_disengage(ctx: Ctx, f: Fig, a) -> None:
    if not test(ctx, f.id, "agility", stat(f, "agility"), "disengage"):
        ctx.out.append(ev.Stopped(figure=f.id, reason="failed to DISENGAGE"))
        return
    start = f.cell
    f.cell = square.step(start, a.dir)       # he springs back: his facing stays
    ctx.out.append(ev.Moved(figure=f.id, path=(start, f.cell), move="disengage", facing=f.facing))
    _spring(ctx, f)


def _do_turn(ctx: Ctx, f: Fig, a) -> None:
    old = f.facing
    f.facing = a.facing
    ctx.out.append(ev.Turned(figure=f.id, from_facing=old, to_facing=a.facing))


def _do_shove(ctx: Ctx, f: Fig, a) -> None:
    """SHOVE: a test of (the shover's STRENGTH - the target's) + 3; the target goes 2 squares
    straight away from the shover, stopping at the edge or a figure."""
    st = ctx.state
    t = st.fig(a.target)
    if not test(ctx, f.id, "strength-difference", shove_value(f, t), "shove", t.id):
        return
    d = square.direction_to(f.cell, t.cell)
    path = [t.cell]
    for _ in range(2):
        nxt = square.step(t.cell, d)
        if not free(st, nxt):
            break
        t.cell = nxt
        path.append(nxt)
        ctx.out.append(ev.Moved(figure=t.id, path=tuple(path[-2:]), move="shoved", facing=t.facing))
        _spring(ctx, t)
        if not t.on_board or st.finished:
            return


def _do_wait(ctx: Ctx, f: Fig, a) -> None:
    f.hourglass = True
    ctx.out.append(ev.Hourglass(figure=f.id, change="placed"))


def _do_rest(ctx: Ctx, f: Fig, a) -> None:
    ctx.out.append(ev.Rested(figure=f.id))


def _do_order(ctx: Ctx, f: Fig, a) -> None:
    st = ctx.state
    h = st.fig(a.helper)
    ok = test(ctx, f.id, "psyche", order_value(f, h), "order", h.id)
    n = base().order_actions["success" if ok else "failure"]
    h.ordered = True
    h.seat = f.seat if h.side == "N" else h.seat
    st.sequence = (h.id, n, f.seat)
    ctx.out.append(ev.Ordered(by=f.id, helper=h.id, how="order", actions=n))


_DO = {"move": _do_move, "run": _do_run, "attack": _do_attack, "shoot": _do_shoot,
       "disengage": _do_disengage, "turn": _do_turn, "shove": _do_shove, "wait": _do_wait,
       "rest": _do_rest, "order": _do_order}


# ----------------------------------------------------------------------------- the Master

def _master(ctx: Ctx, a) -> None:
    st = ctx.state
    h = st.fig(a.helper)
    cost = base().master["coercion_cost"] if a.kind == "coerce" else 1
    st.master_points -= cost
    st.since_master = False
    ok = test(ctx, MASTER, "psyche", master_value(st, a.kind, h),
              "order" if a.kind == "master_order" else a.kind, h.id)
    ctx.out.append(ev.MasterActed(action=a.kind, helper=h.id, success=ok, points_left=st.master_points))
    if a.kind in ("master_order", "coerce"):
        h.tokens += cost
        n = base().order_actions["success" if ok else "failure"]
        st.sequence = (h.id, n, MASTER)
        ctx.out.append(ev.Ordered(by=MASTER, helper=h.id, actions=n,
                                  how="order" if a.kind == "master_order" else "coercion"))
    elif a.kind == "introduce":
        if ok:
            h.status, h.cell = "active", tuple(a.cell)
            if h.warrior:
                mid = (st.board.width // 2, st.board.height // 2)
                h.facing = square.nearest_facing(h.cell, mid) if h.cell != mid else 0
            ctx.out.append(ev.Placed(figure=h.id, cell=h.cell, facing=h.facing, how="introduction"))
    elif a.kind == "resurrect":
        if ok:
            h.status = "pool"
            h.wounds = {loc: () for loc in h.wounds}
            ctx.out.append(ev.Resurrected(figure=h.id))
        else:
            h.status = "dead"
            ctx.out.append(ev.Eliminated(figure=h.id, how="resurrection_failed"))
