"""One turn (III, "Summary of One Turn"): first action phase, defence phase, second action
phase, movement phase, declaration of attack; planning (III.2), use of a combat action (III.3),
re-equipping (III.4), movement (III.8, V.6, VI.5) and a lying character's round (V.7).

`advance` runs every phase that needs no decision and stops where a seat must act."""
from __future__ import annotations

from collections import deque

from rules.core import hexgrid
from rules.core.engine import IllegalAction, unchecked_maker
from rules.morituri import actions as A
from rules.morituri import cards, combat, division, handover, whisper
from rules.morituri import equipment as eq
from rules.morituri import events as ev
from rules.morituri.geometry import board, occupant_or_wall

# the legal options of a step, built unchecked (tens a step; values are already the right types)
_PLAN, _EQUIP, _MOVE = unchecked_maker(A.Plan), unchecked_maker(A.Equip), unchecked_maker(A.Move)

MOVES = {None: 3, "plan": 2, "use": 1}     # III.8


# ----------------------------------------------------------------------------- flow

def advance(state, events) -> None:
    while not state.finished and state.exchange is None:
        if state.queue and combat.next_exchange(state, events, queue_only=True):
            return                           # an attack evaluated at once (V.4, VI.5)
        f = state.active
        ph = state.phase
        if ph == "divide":                   # VI.3: the goblins divide their cards first
            return
        if ph != "start" and not f.alive:    # defeated in his own turn: the turn ends
            end_turn(state, events)
            continue
        if ph == "start":
            if not f.alive:
                end_turn(state, events)
                continue
            state.turn_no += 1
            state.did, state.moved = None, 0
            state.offers = [o for o in state.offers if o.giver != f.id]   # VI.6: it lapses
            f.counter = ()
            events.append(ev.TurnStarted(figure=f.id, round=state.round))
            if f.lying:
                state.phase = "lie"
                return
            if f.tangled:
                # authored (Throw with a cloak): he spends the turn freeing himself
                f.tangled = False
                state.did = "tangled"
                events.append(ev.Tangled(figure=f.id, free=True))
                state.phase = "defence"
                continue
            state.phase = "first"
            return
        if ph == "defence":
            if combat.next_exchange(state, events):
                return
            state.phase = "second" if state.did is None else "move"
            continue
        if ph == "second":
            if state.did is not None:
                state.phase = "move"
                continue
            return
        if ph == "move":
            if allowance(state, f) == 0:
                f.retreated = False
                state.phase = "declare"
                continue
            return
        if ph == "declare":
            if not combat.declarable(state, f) and not combat.throw_cells(state, f):
                end_turn(state, events)
                continue
            return
        return                               # first, lie: a decision


def end_turn(state, events) -> None:
    state.turn_idx = (state.turn_idx + 1) % len(state.order)
    state.phase = "start"
    if state.turn_idx == 0:
        state.round += 1
        if state.round > state.round_limit:
            state.finished = True
            state.winners = ()
            state.reason = f"no winner after {state.round_limit} combat rounds"
            events.append(ev.GameOver(winners=(), reason=state.reason))


def to_act(state) -> frozenset:
    if state.finished:
        return frozenset()
    ex = state.exchange
    if ex is not None:
        if ex.window is not None:           # V.1: only the one who may answer a special
            return frozenset({state.fig(ex.window).seat})
        out = set()
        if ex.value is None:
            out.add(state.fig(ex.setter).seat)
        if ex.guesses is None:
            out.add(state.fig(ex.guesser).seat)
        return frozenset(out)
    if state.phase == "divide":
        return frozenset({division.seat(state)})
    return frozenset({state.active.seat})


# ----------------------------------------------------------------------------- helpers

def hand(fig) -> list[int]:
    """II.4: every owned combat card neither planned nor current."""
    return [c for c in fig.cards if c not in fig.row and c != fig.current]


def allowance(state, f, extra: int = 0) -> int:
    """III.8 spaces by what was done; 0 after a retreat (V.3); V.6 grappling; V.7 lying;
    V.2 compulsory movement of the action laid out this turn. Specials add only where a
    figure may move at all (ruling)."""
    if f.retreated or state.did in ("equip", "stand", "tangled", "whisper"):
        return 0
    if f.lying:
        return 1 if (f.lying_defends and state.did is None) else 0
    n = MOVES[state.did]
    if state.did == "use" and f.current is not None and f.laid_turn == state.turn_no:
        exact = eq.deck_of(f).card(f.current).rules.move_exact
        if exact is not None:
            n = exact
    n += extra
    if f.grapple is not None:
        diff = eq.strength(f) - eq.strength(state.fig(f.grapple))
        n = min(n, max(diff, 0))
    return n


def _attack_zones(state, mover):
    """VI.5: (cells, need_one, attacker's side) of ongoing attacks the mover is not part of."""
    zones = []
    for p in state.pending:
        if mover.id in (p.attacker, p.target) or not p.between:
            continue
        side = state.fig(p.attacker).side
        if p.item:                            # a throw: only its first space (VI.5)
            zones.append((frozenset(p.between[:1]), False, side))
        else:
            zones.append((frozenset(p.between), p.need_one, side))
    return zones


def _zone_blocks(state, brd, zones, mover, pos, touched) -> bool:
    for cells, need_one, side in zones:
        if not need_one:
            if pos in cells:
                return True
            continue
        if cells <= touched:                  # he would pass through both spaces
            return True
        blocks = occupant_or_wall(state, brd, skip=(mover.id,), side=side)   # IV.3, l. 388
        if not [c for c in cells if c != pos and not blocks(c)]:
            return True
    return False


def destinations(state, f, budget: int) -> dict:
    """Shortest legal paths (start excluded) to every space reachable within `budget`
    ordinary steps: free spaces only (III: no wall, no character), VI.5 respected."""
    brd = board(state.board)
    zones = _attack_zones(state, f)
    partner = f.grapple
    start = (f.cell, frozenset())
    seen = {start}
    out = {}
    todo = deque([(f.cell, frozenset(), ())])
    while todo:
        cell, touched, path = todo.popleft()
        if len(path) >= budget:
            continue
        for nb in hexgrid.neighbours(cell):
            if not brd.in_bounds(nb):
                continue
            o = state.at(nb)
            if o is not None and o.id != f.id and o.id != partner:
                continue
            if o is not None and o.id == partner:
                continue
            t2 = touched | {c for cells, *_ in zones for c in cells if c == nb}
            if zones and _zone_blocks(state, brd, zones, f, nb, t2):
                continue
            key = (nb, frozenset(t2))
            if key in seen:
                continue
            seen.add(key)
            p2 = path + (nb,)
            if nb != f.cell and nb not in out:
                out[nb] = p2
            todo.append((nb, frozenset(t2), p2))
    return out


def check_path(state, f, path, budget: int) -> None:
    if len(path) > budget:
        raise IllegalAction("III.8", f"{f.id} may move at most {budget} space(s) now, not {len(path)}")
    brd = board(state.board)
    zones = _attack_zones(state, f)
    cur, touched = f.cell, set()
    for c in path:
        c = tuple(c)
        if hexgrid.distance(cur, c) != 1:
            raise IllegalAction("III.8", f"{c} is not next to {cur}")
        if not brd.in_bounds(c):
            raise IllegalAction("I.7", f"{c} is a wall; the figures may not leave the arena")
        o = state.at(c)
        if o is not None and o.id != f.id:
            raise IllegalAction("V.3", f"{c} is occupied by {o.id}: ordinary movement goes to "
                                "empty spaces only")
        touched |= {x for cells, *_ in zones for x in cells if x == c}
        if zones and _zone_blocks(state, brd, zones, f, c, frozenset(touched)):
            raise IllegalAction("VI.5", f"{c}: the space is occupied by an ongoing attack")
        cur = c


def ground_near(state, f, adjacent: bool = True) -> list[str]:
    cells = {f.cell} | (set(hexgrid.neighbours(f.cell)) if adjacent else set())
    return [i for c, i in state.ground if c in cells]


def _take_from_ground(state, item_id: str, cells) -> None:
    for k, (c, i) in enumerate(state.ground):
        if i == item_id and c in cells:
            del state.ground[k]
            return
    raise IllegalAction("III.4", f"{item_id} does not lie within reach")


# ----------------------------------------------------------------------------- use (III.3)

def use_problem(state, f, option: str) -> str | None:
    deck = eq.deck_of(f)
    cur = deck.card(f.current) if f.current is not None else None
    if option == "standard":
        if cur is None:
            return "III.3: there is no current action to take back"
        if cur.rules.replaced_only_by is not None and 0 not in cur.rules.replaced_only_by:
            return f"{cur.name} cannot be replaced by the standard action"
        return None
    if not f.row:
        return "III.3: no action is planned"
    nxt = deck.card(f.row[0])
    if cur is not None and cur.rules.replaced_only_by is not None \
            and f.row[0] not in cur.rules.replaced_only_by:
        names = ", ".join("the standard action" if n == 0 else deck.card(n).name
                          for n in cur.rules.replaced_only_by)
        return f"{cur.name} can be replaced only by {names}"
    if nxt.rules.replaces_only is not None and f.current not in nxt.rules.replaces_only:
        names = ", ".join(deck.card(n).name for n in nxt.rules.replaces_only)
        return f"{nxt.name} can only replace {names}"
    return None


def do_use(state, f, action, events) -> None:
    why = use_problem(state, f, action.option)
    if why:
        raise IllegalAction("III.3", why)
    deck = eq.deck_of(f)
    old = f.current
    old_card = deck.card(old) if old is not None else None
    if action.option == "standard":
        if action.pick:
            raise IllegalAction("III.3", "the standard action picks nothing up")
        f.current = None
        f.guess_penalty = old_card.rules.next_guess_penalty
        f.attack_bonus = 0
        events.append(ev.ActionUsed(figure=f.id, card=None, name=eq.standard(f).name, returned=old))
        if old_card.rules.grapple:
            combat.release_grapple(state, f, events)
        f.laid_turn = state.turn_no
        return
    new = f.row[0]
    card = deck.card(new)
    if action.pick and not card.rules.pick_up:
        raise IllegalAction("III.4", f"{card.name} picks nothing up")
    f.row.pop(0)
    f.current = new
    f.laid_turn = state.turn_no
    f.guess_penalty = old_card.rules.next_guess_penalty if old_card else 0
    bonus = old_card.rules.next_attack_bonus if old_card else 0
    if old_card and card.rules.chain and old_card.rules.chain == card.rules.chain:
        bonus += card.rules.chain_bonus      # sword slashes strengthen each other
    f.attack_bonus = bonus
    events.append(ev.ActionUsed(figure=f.id, card=new, name=card.name, returned=old))
    if old_card and old_card.rules.grapple:
        combat.release_grapple(state, f, events)
    combat.lose(state, f, card.rules.cost, f"{card.name} costs Condition", events)
    if not f.alive:
        return
    if not eq.card_fits(f, new):
        combat.withdraw(state, f, "III.4: the items this action needs are not in use", events)
        return
    if action.pick:
        _pick_into_hand(state, f, action.pick, events)


def _pick_into_hand(state, f, item_id, events) -> None:
    cells = {f.cell} | set(hexgrid.neighbours(f.cell))
    it = cards.item(item_id)
    free = [k for k, h in enumerate(f.hands) if h is None]
    if not free or (it.hands == 2 and len(free) < 2):
        raise IllegalAction("III.4", f"no free hand for {it.name}")
    _take_from_ground(state, item_id, cells)
    f.hands[free[0]] = item_id
    events.append(ev.ItemPicked(figure=f.id, item=item_id, cell=f.cell))
    combat.check_equipment(state, f, events)


def use_options(state, f) -> list:
    out = []
    if use_problem(state, f, "standard") is None:
        out.append(A.Use(option="standard"))
    if use_problem(state, f, "planned") is None:
        out.append(A.Use(option="planned"))
        card = eq.deck_of(f).card(f.row[0])
        if card.rules.pick_up and None in f.hands:
            for i in sorted(set(ground_near(state, f))):
                if cards.item(i).hands != 2 or f.hands == [None, None]:
                    out.append(A.Use(option="planned", pick=i))
    return out


# ----------------------------------------------------------------------------- plan (III.2)

def do_plan(state, f, action, events) -> None:
    h = hand(f)
    if action.op == "add":
        if action.card not in h:
            raise IllegalAction("III.2", f"card {action.card} is not in {f.id}'s hand")
        f.row.append(action.card)
    elif action.op == "remove":
        if action.card is not None:
            raise IllegalAction("III.2", "only the first card of the row is removed; name no card")
        if not f.row:
            raise IllegalAction("III.2", "the row of planned actions is empty")
        f.row.pop(0)
    else:
        if action.card not in h:
            raise IllegalAction("III.2", f"card {action.card} is not in {f.id}'s hand")
        f.row[:] = [action.card]
    events.append(ev.Planned(figure=f.id, op=action.op, row=len(f.row)))


def plan_options(f) -> list:
    h = hand(f)
    out = [_PLAN(op="add", card=c) for c in h]
    if f.row:
        out.append(_PLAN(op="remove"))
        out += [_PLAN(op="swap", card=c) for c in h]
    return out


# ----------------------------------------------------------------------------- equip (III.4)

def do_equip(state, f, action, events, may_pick: bool) -> None:
    if action.pick and not may_pick:
        raise IllegalAction("III.4", "re-equipping cannot pick an item up from the ground "
                            "(one of the combat actions is for that)")
    picked = []
    for i in action.pick:
        _take_from_ground(state, i, {f.cell})
        picked.append(i)
    owned = set(f.items()) | set(picked)
    hands = tuple(action.hands)
    named = [i for i in hands if i] + list(action.worn) + list(action.drop)
    for i in named:
        if i not in owned:
            raise IllegalAction("III.4", f"{f.id} has no {i}")
    if len(set(named)) != len(named):
        raise IllegalAction("III.4", "an item is named twice")
    why = eq.check_hands(hands, action.worn)
    if why:
        raise IllegalAction("I.3", why)
    f.hands = list(hands)
    f.worn = list(action.worn)
    f.stored = sorted(owned - set(named))
    for i in action.drop:
        state.ground.append((f.cell, i))
    events.append(ev.Equipped(figure=f.id, hands=hands, worn=tuple(action.worn),
                              dropped=tuple(action.drop), picked=tuple(picked)))
    combat.check_equipment(state, f, events)


def equip_options(state, f, may_pick: bool) -> list:
    extra = tuple(sorted(set(i for c, i in state.ground if c == f.cell))) if may_pick else ()
    out = []
    for hands, worn in eq.equip_options(f, extra):
        used = set(h for h in hands if h) | set(worn)
        pick = tuple(i for i in extra if i in used)
        out.append(_EQUIP(hands=hands, worn=worn, pick=pick))
    return out


# ----------------------------------------------------------------------------- move (III.8)

def move_specials_ok(f, sids) -> int:
    extra = 0
    for sid in sids:
        why = combat.special_ok(f, sid, "movement", None)
        if why:
            raise IllegalAction("V.1", why)
        extra += eq.deck_of(f).special(sid).extra_move
    return extra


def do_move(state, f, action, events) -> None:
    if len(set(action.specials)) != len(action.specials):
        raise IllegalAction("V.1", "a special action is named twice")
    if action.specials and allowance(state, f) == 0:
        raise IllegalAction("V.1", f"{f.id} cannot move at all now")
    extra = move_specials_ok(f, action.specials)
    budget = allowance(state, f, extra)
    path = tuple(tuple(c) for c in action.path)
    check_path(state, f, path, budget)
    combat.use_specials(state, f, tuple(action.specials), "movement", None, events)
    if not f.alive:
        return
    start = f.cell
    if path:
        partner = state.fig(f.grapple) if f.grapple else None
        f.cell = path[-1]
        events.append(ev.Moved(figure=f.id, path=(start,) + path, move="roll" if f.lying else "step"))
        if partner is not None:              # V.6: he drags the other behind him
            trail = (partner.cell, start) + path[:-1]
            partner.cell = trail[-1]
            events.append(ev.Moved(figure=partner.id, path=trail, move="dragged"))
            combat.forced_through(state, partner, trail[1:], events)   # VI.5: dragged in
    state.moved = len(path)
    f.retreated = False
    state.phase = "declare"
    combat.intercept_throws(state, f, events)


def move_options(state, f) -> list:
    base = allowance(state, f)
    if base == 0:
        return [A.Move()]
    dests = destinations(state, f, base)
    out = [_MOVE()] + [_MOVE(path=p) for _, p in sorted(dests.items())]
    for sid in combat.usable_specials(f, "movement"):
        more = allowance(state, f, eq.deck_of(f).special(sid).extra_move)
        if more > base:
            for c, p in sorted(destinations(state, f, more).items()):
                if len(p) > base:
                    out.append(_MOVE(path=p, specials=(sid,)))
    return out


# ----------------------------------------------------------------------------- dispatch

def legal(state, seat) -> list:
    if state.finished:
        return []
    ex = state.exchange
    if ex is not None:
        if ex.window is not None:
            if state.fig(ex.window).seat != seat:
                return []
            return [A.React()] + [A.React(specials=(sid,))
                                  for sid in combat.reaction_specials(state, ex, ex.window)]
        out = []
        if ex.guesses is None and state.fig(ex.guesser).seat == seat:
            out += [A.React(specials=(sid,))
                    for sid in combat.reaction_specials(state, ex, ex.guesser)]
        if ex.value is None and state.fig(ex.setter).seat == seat:
            if ex.purpose == "knock":
                held = [i for i in state.fig(ex.guesser).hands if i]
                out += [A.SetDie(value=v, item=i) for i in held for v in range(ex.lo, ex.hi + 1)]
            else:
                out += [A.SetDie(value=v) for v in range(ex.lo, ex.hi + 1)]
        if ex.guesses is None and state.fig(ex.guesser).seat == seat:
            out += guess_options(state, ex)
        return out
    if state.phase == "divide":
        return division.options(state) if division.seat(state) == seat else []
    f = state.active
    if f.seat != seat:
        return []
    ph = state.phase
    if ph == "lie":
        return [A.Lie(defend=True), A.Lie(defend=False)]
    if ph == "first":
        return [A.Pass()] + use_options(state, f)
    if ph == "second":
        if f.lying:
            if f.lying_defends:
                return [A.Pass()] + plan_options(f)
            return [A.Pass(), A.Stand()] + equip_options(state, f, True)
        return ([A.Pass()] + use_options(state, f) + plan_options(f)
                + equip_options(state, f, False) + handover.options(state, f))
    if ph == "move":
        return move_options(state, f)
    if ph == "declare":
        out = [A.Pass()]
        for t, i in combat.declarable(state, f):
            out.append(A.Declare(target=t, attack=i))
            for sid in combat.usable_specials(f, "declare", t):
                out.append(A.Declare(target=t, attack=i, specials=(sid,)))
        out += [A.ThrowTo(cell=c, attack=i) for c, i in combat.throw_cells(state, f)]
        return out
    return []


def guess_options(state, ex) -> list:
    from itertools import combinations
    n = ex.guesses_allowed
    values = range(ex.lo, ex.hi + 1)
    out = [A.Guess()]
    if n > 0:
        out += [A.Guess(values=c) for c in combinations(values, min(n, len(values)))]
    if ex.purpose == "attack":
        g = state.fig(ex.guesser)
        for sid in combat.usable_specials(g, "guess", ex.setter):
            k = min(n + eq.deck_of(g).special(sid).extra_guess, len(values))
            out += [A.Guess(values=c, specials=(sid,)) for c in combinations(values, k)][:6]
    return out


def apply(state, seat, action, events) -> None:
    ex = state.exchange
    if ex is not None:
        if isinstance(action, A.SetDie):
            combat.set_die(state, seat, action, events)
        elif isinstance(action, A.Guess):
            combat.guess(state, seat, action, events)
        elif isinstance(action, A.React):
            combat.react(state, seat, action, events)
        else:
            raise IllegalAction("IV.7", "an attack is being evaluated: set the die or guess")
        advance(state, events)
        return
    if state.phase == "divide":
        if action.kind != "divide" or division.seat(state) != seat:
            raise IllegalAction("VI.3", f"the goblins' cards are being divided first "
                                f"({division.seat(state)} divides them)")
        division.divide(state, action, events)
        advance(state, events)
        return
    f = state.active
    if f.seat != seat:
        raise IllegalAction("III", f"it is {f.id}'s turn ({f.seat}), not {seat}'s")
    ph = state.phase
    k = action.kind
    if ph == "lie":
        if k != "lie":
            raise IllegalAction("V.7", f"{f.id} lies: first decide whether he defends this round")
        f.lying_defends = action.defend
        events.append(ev.LyingChoice(figure=f.id, defend=action.defend))
        state.phase = "defence"
    elif ph == "first":
        if k == "pass":
            pass
        elif k == "use":
            do_use(state, f, action, events)
            state.did = "use"
        else:
            raise IllegalAction("III.6", "in the first action phase only a combat action can be used")
        state.phase = "defence"
    elif ph == "second":
        _second(state, f, action, events)
        state.phase = "move"
    elif ph == "move":
        if k != "move":
            raise IllegalAction("III.8", "this is the movement phase")
        do_move(state, f, action, events)
    elif ph == "declare":
        if k == "pass":
            end_turn(state, events)
        elif k == "declare":
            combat.declare(state, f, action.target, action.attack, action.specials, events)
            end_turn(state, events)
        elif k == "throw_to":
            combat.throw_to(state, f, action.cell, action.attack, events)
            end_turn(state, events)
        else:
            raise IllegalAction("III.9", "only the declaration of an attack is left in this turn")
    else:
        raise IllegalAction("III", f"nothing can be done in phase {ph}")
    advance(state, events)


def _second(state, f, action, events) -> None:
    k = action.kind
    if f.lying:
        if f.lying_defends:
            if k == "plan":
                do_plan(state, f, action, events)
                state.did = "plan"
            elif k != "pass":
                raise IllegalAction("V.7", "a lying character who defends can only plan or roll over")
        else:
            if k == "equip":
                do_equip(state, f, action, events, may_pick=True)
                state.did = "equip"
            elif k == "stand":
                f.lying = False
                events.append(ev.StoodUp(figure=f.id))
                state.did = "stand"
            elif k != "pass":
                raise IllegalAction("V.7", "a lying character who does not defend can only "
                                    "re-equip or stand up")
        return
    if k == "pass":
        return
    if k == "use":
        do_use(state, f, action, events)
        state.did = "use"
    elif k == "plan":
        do_plan(state, f, action, events)
        state.did = "plan"
    elif k == "equip":
        do_equip(state, f, action, events, may_pick=False)
        state.did = "equip"
    elif k == "offer":
        handover.offer(state, f, action, events)    # VI.6: part of re-equipping
        state.did = "equip"
    elif k == "accept":
        handover.accept(state, f, action, events)
        state.did = "equip"
    elif k == "whisper":
        whisper.whisper(state, f, action)       # VI.7: nothing else this turn, no movement
        state.did = "whisper"
    else:
        raise IllegalAction("III.6", "the second action phase allows use, planning, re-equipping "
                            "(or whispering, VI.7)")
