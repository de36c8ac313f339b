"""Attacks from declaration to their result (III.9, IV, V.3-V.7): pending attacks, the secret
die and the guesses, wounds, retreats and collisions, throws, knock-outs, grapples, falls,
defeat. Functions mutate the (already copied) state and append events."""
from __future__ import annotations

from rules.core import hexgrid
from rules.core.engine import IllegalAction
from rules.morituri import cards
from rules.morituri import equipment as eq
from rules.morituri import events as ev
from rules.morituri.geometry import attack_space, board, fly, occupant_or_wall, throw_range
from rules.morituri.state import Exchange, Pending


# ----------------------------------------------------------------------------- bookkeeping

def lose(state, fig, n: int, cause: str, events) -> None:
    """Condition lost (I.5); at zero or below the character is defeated."""
    if n <= 0 or not fig.alive:
        return
    fig.condition -= n
    events.append(ev.ConditionChanged(figure=fig.id, delta=-n, condition=fig.condition, cause=cause))
    if fig.condition <= 0:
        defeat(state, fig, events)


def defeat(state, fig, events) -> None:
    """I.5, I.8: he collapses; all his items remain lying on his space; he leaves the arena."""
    fig.alive = False
    items = tuple(fig.items())
    for i in items:
        state.ground.append((fig.cell, i))
    fig.hands, fig.worn, fig.stored = [None, None], [], []
    release_grapple(state, fig, events)
    for p in list(state.pending) + list(state.queue):
        if fig.id in (p.attacker, p.target):
            _drop_pending(state, p)
            if p.item:                       # a thrown item in flight falls where it was aimed
                state.ground.append((state.fig(p.target).cell, p.item))
            events.append(ev.AttackCancelled(id=p.id, reason=f"{fig.id} is defeated"))
    ex = state.exchange
    if ex is not None and fig.id in (ex.setter, ex.guesser):
        if ex.pending.item and ex.purpose == "attack":
            state.ground.append((state.fig(ex.pending.target).cell, ex.pending.item))
        state.exchange = None
    events.append(ev.Defeated(figure=fig.id, cell=fig.cell, items=items))
    check_end(state, events)


def check_end(state, events) -> None:
    sides = {f.side for f in state.figures if f.alive}
    if len(sides) > 1 or state.finished:
        return
    state.finished = True
    state.winners = tuple(sorted({f.seat for f in state.figures if f.side in sides}))
    state.reason = ("the last side standing" if sides else "everybody fell")
    events.append(ev.GameOver(winners=state.winners, reason=state.reason))


def _drop_pending(state, p) -> None:
    if p in state.pending:
        state.pending.remove(p)
    if p in state.queue:
        state.queue.remove(p)


def release_grapple(state, fig, events) -> None:
    if fig.grapple is None:
        return
    other = state.fig(fig.grapple)
    other.grapple = None
    fig.grapple = None
    events.append(ev.Grapple(figures=(fig.id, other.id), started=False))


def withdraw(state, fig, reason: str, events) -> None:
    """III.4: the current action goes back to the hand, the standard action takes its place."""
    if fig.current is None:
        return
    card = eq.deck_of(fig).card(fig.current)
    events.append(ev.ActionWithdrawn(figure=fig.id, card=fig.current, reason=reason))
    fig.current = None
    fig.guess_penalty = fig.attack_bonus = 0
    if card.rules.grapple:
        release_grapple(state, fig, events)


def check_equipment(state, fig, events) -> None:
    """III.4: without the required items (or free hand) the current action is withdrawn at once."""
    if fig.current is not None and not eq.card_fits(fig, fig.current):
        withdraw(state, fig, "III.4: the items this action needs are not in use", events)


def fall(state, fig, events) -> None:
    """V.7: a lying character immediately withdraws his current action."""
    if fig.lying:
        return
    fig.lying = True
    fig.lying_defends = True       # ruling: he defends (guess 1) until he next decides
    events.append(ev.Fell(figure=fig.id, cell=fig.cell))
    withdraw(state, fig, "V.7: a lying character withdraws his current action", events)


# ----------------------------------------------------------------------------- specials

def special_ok(fig, sid: str, when: str, opponent: str | None) -> str | None:
    """Why the special cannot be used now (None if it can), V.1."""
    if sid not in fig.specials:
        return f"{fig.id} has no special action {sid!r}"
    sp = eq.deck_of(fig).special(sid)
    if sp.when != when:
        return f"{sp.name} is used {sp.when}, not {when}"
    used = fig.used_specials.get(sid, 0)
    if sp.limit == "once" and used:
        return f"{sp.name} is usable once per game and is used"
    if sp.limit == "counted" and used >= sp.uses:
        return f"{sp.name} is used up ({sp.uses} uses)"
    if sp.limit == "per_opponent" and opponent in fig.per_opponent.get(sid, ()):
        return f"{sp.name} was already used against {opponent}"
    if fig.condition < sp.min_condition:
        return f"{sp.name} needs at least {sp.min_condition} Condition"
    if fig.lying and sp.extra_move and not sp.lying_ok:
        return f"V.7: a lying character may not use {sp.name}"
    return None


def use_specials(state, fig, sids, when: str, opponent, events) -> int:
    """Check and use specials; returns the summed bonus for `when`."""
    if len(set(sids)) != len(sids):
        raise IllegalAction("V.1", "a special action is named twice")
    for sid in sids:
        why = special_ok(fig, sid, when, opponent)
        if why:
            raise IllegalAction("V.1", why)
    total = 0
    for sid in sids:
        sp = eq.deck_of(fig).special(sid)
        fig.used_specials[sid] = fig.used_specials.get(sid, 0) + 1
        if sp.limit == "per_opponent":
            fig.per_opponent[sid] = tuple(fig.per_opponent.get(sid, ())) + (opponent,)
        events.append(ev.SpecialUsed(figure=fig.id, special=sid, name=sp.name, price=sp.price))
        total += sp.attack_bonus + sp.extra_move + sp.extra_guess
        lose(state, fig, sp.price, f"special action {sp.name}", events)
    return total


def usable_specials(fig, when: str, opponent=None) -> list[str]:
    return [s for s in fig.specials if special_ok(fig, s, when, opponent) is None]


# ----------------------------------------------------------------------------- declaration

def throw_item(fig) -> str | None:
    """V.4: the item a throwing action throws: the first usable item in the hands."""
    for i in fig.hands:
        if i and eq.usable(fig, i):
            return i
    return None


def thrown_attack(atk, item_id):
    """V.4 (l. 469): where the action card refers to the item card, the throw takes its
    strength and type from the item card; distance and ideal distance stay the card's."""
    it = cards.item(item_id).throw if (atk.from_item and item_id) else None
    if it is None:
        return atk
    return atk.model_copy(update={k: getattr(it, k) for k in
                                  ("type", "base", "lo", "hi", "mult", "against", "target")})


def throw_reach(atk, item_id, strength: int) -> int:
    """V.4 (l. 471, 475): how far an item flies: the distance on the action card, else its
    weight's multiple of the thrower's Strength."""
    if atk.dmax is not None:
        return atk.dmax
    return throw_range(cards.item(item_id).weight, strength)


def card_attack(fig, index: int):
    """The attack frame `index` of the figure's current card as it would be declared now
    (a throw referring to the item card takes the item's strength and type)."""
    atk = eq.deck_of(fig).card(fig.current).attacks[index]
    return thrown_attack(atk, throw_item(fig)) if atk.throw else atk


def _declaring(state, fig):
    """III.9: (card, foes or None for anybody) if the figure may declare an attack now."""
    if not fig.alive or fig.lying or fig.current is None:
        return None
    card = eq.deck_of(fig).card(fig.current)
    if card.rules.counter_on:
        # IV.8 / III.9 "unless the card says otherwise": a counter after a successful defence
        foes = {a for c, a in fig.counter if c == fig.current}
        if not foes:
            return None
    elif fig.laid_turn != state.turn_no or state.did != "use":
        return None
    else:
        foes = None
    if not card.attacks or fig.condition < card.rules.min_condition:
        return None
    if card.rules.move_exact is not None and state.moved != card.rules.move_exact:
        return None
    return card, foes


def declarable(state, fig) -> list[tuple[str, int]]:
    """III.9: (target, attack index) pairs the active figure may declare now."""
    got = _declaring(state, fig)
    if got is None:
        return []
    card, foes = got
    brd = board(state.board)
    idx = [0] if card.rules.attack_choice == "sequence" else range(len(card.attacks))
    out = []
    for t in state.figures:
        if not t.alive or t.side == fig.side or (foes is not None and t.id not in foes):
            continue
        d = hexgrid.distance(fig.cell, t.cell)
        for i in idx:
            atk = card.attacks[i]
            if atk.needs_previous or not atk.at(d):
                continue
            if atk.throw and (throw_item(fig) is None
                              or d > throw_reach(atk, throw_item(fig), eq.strength(fig))):
                continue
            if attack_space(state, brd, fig.cell, t.cell, atk.throw, fig.side)[0]:
                out.append((t.id, i))
    return out


def throw_cells(state, fig) -> list[tuple[tuple, int]]:
    """V.4: (empty space, attack index) an item may be thrown to instead of at a character:
    in one straight line, within the attack's distance and the item's range, path free."""
    got = _declaring(state, fig)
    if got is None or got[1] is not None:
        return []
    card = got[0]
    item = throw_item(fig)
    if item is None:
        return []
    brd = board(state.board)
    out = []
    for i, atk in enumerate(card.attacks):
        if not atk.throw:
            continue
        reach = throw_reach(atk, item, eq.strength(fig))
        for d in hexgrid.DIRECTIONS:
            for k, c in enumerate(brd.ray(fig.cell, d), start=1):
                o = state.at(c)
                if k > reach or (o is not None and o.side != fig.side):
                    break                    # IV.3: only an opponent (or a wall) blocks
                if o is None and atk.at(k):
                    out.append((c, i))
    return out


def throw_to(state, fig, cell, index: int, events) -> None:
    cell = tuple(cell)
    if (cell, index) not in throw_cells(state, fig):
        raise IllegalAction("V.4", f"{fig.id} cannot throw to {list(cell)} now (one straight "
                            "line, within range, the way free, an empty space)")
    item = throw_item(fig)
    fig.hands = [None if h == item else h for h in fig.hands]
    path = tuple(hexgrid.hex_line(fig.cell, cell))
    state.ground.append((cell, item))
    events.append(ev.ItemFlew(item=item, path=path, landed=cell, how="thrown"))
    check_equipment(state, fig, events)


def declare(state, fig, target_id: str, index: int, specials, events) -> None:
    if (target_id, index) not in declarable(state, fig):
        raise IllegalAction("III.9", f"{fig.id} cannot attack {target_id} with attack {index} now "
                            "(only in the turn the action was laid out, at the card's distance, "
                            "with the spaces between free)")
    atk = card_attack(fig, index)
    target = state.fig(target_id)
    bonus = use_specials(state, fig, tuple(specials), "declare", target_id, events)
    if not fig.alive:
        return
    d = hexgrid.distance(fig.cell, target.cell)
    _, between, need_one, _ = attack_space(state, board(state.board), fig.cell, target.cell,
                                           atk.throw, fig.side)
    base = atk.base + eq.attack_bonus(fig) + fig.attack_bonus + bonus
    item = None
    dbonus = 0
    if atk.throw:
        item = throw_item(fig)
        fig.hands = [None if h == item else h for h in fig.hands]
        dbonus = abs(d - atk.ideal)
    p = Pending(id=state.new_id(), attacker=fig.id, target=target_id, card=fig.current, index=index,
                distance=d, base=base, defence_bonus=dbonus, between=tuple(between),
                need_one=need_one, item=item, origin=fig.cell, specials=tuple(specials))
    state.pending.append(p)
    events.append(ev.AttackDeclared(id=p.id, attacker=fig.id, target=target_id, card=p.card,
                                    attack=index, type=atk.type, frame=atk.frame(), distance=d,
                                    base=base, throw_item=item))
    if item:
        check_equipment(state, fig, events)


# ----------------------------------------------------------------------------- exchanges

def attack_of(state, p):
    atk = eq.deck_of(state.fig(p.attacker)).card(p.card).attacks[p.index]
    return thrown_attack(atk, p.item) if p.item else atk


def guesses_against(state, target, atk) -> int:
    """IV.7 / IV.10 / V.7: how many guesses the defender has against this attack."""
    if atk.type == "angular":
        return atk.guesses
    if target.lying:
        return 1 if target.lying_defends else 0
    n = eq.stance_guesses(target)[atk.type]
    if atk.target and target.current is not None:
        # IV.6: a few actions defend better against a targeted attack
        n += eq.deck_of(target).card(target.current).rules.target_guesses.get(atk.target, 0)
    return n


def next_exchange(state, events, queue_only: bool = False) -> bool:
    """Start the next evaluation of the active figure's defence phase (IV: in declaration
    order; follow-up attacks of a sequence or a weapon flying on come first). `queue_only`:
    only the attacks evaluated at once (outside a defence phase)."""
    active = state.active
    while state.exchange is None and not state.finished:
        if state.queue:
            p = state.queue[0]
        elif queue_only:
            return False
        else:
            mine = [p for p in state.pending if p.target == active.id]
            if not mine:
                return False
            p = mine[0]
        attacker, target = state.fig(p.attacker), state.fig(p.target)
        if not (attacker.alive and target.alive):
            _drop_pending(state, p)
            continue
        atk = attack_of(state, p)
        if p not in state.queue and not _still_in_reach(state, p, atk, attacker, target):
            _drop_pending(state, p)
            if p.item:
                state.ground.append((target.cell, p.item))
            events.append(ev.AttackCancelled(id=p.id, reason="IV.3: the target is no longer "
                                             "within the attack's distance"))
            continue
        n = guesses_against(state, target, atk)
        state.exchange = Exchange(id=state.new_id(), purpose="attack", pending=p, setter=attacker.id,
                                  guesser=target.id, lo=atk.lo, hi=atk.hi, guesses_allowed=n)
        if n == 0 and not usable_specials(target, "guess", attacker.id):
            state.exchange.guesses = ()      # nothing to guess with: the guess is given up
        elif p.specials and reaction_specials(state, state.exchange, target.id):
            state.exchange.window = target.id   # V.1: he may answer the specials announced
    return state.exchange is not None


def _still_in_reach(state, p, atk, attacker, target) -> bool:
    """Ruling: an attack whose target (or attacker) was pushed out of its distance before the
    evaluation comes to nothing (possible only with more characters)."""
    origin = p.origin if atk.throw else attacker.cell
    d = hexgrid.distance(origin, target.cell)
    if atk.throw:
        return d == p.distance
    return atk.at(d) and attack_space(state, board(state.board), origin, target.cell,
                                      side=attacker.side)[0]


# ----------------------------------------------------------------------------- reactions (V.1)

def reaction_specials(state, ex, fid: str) -> list[str]:
    """The specials `fid` could announce now in answer to the other side's: the defender his
    extra guesses (before he guesses), the attacker his strength bonuses."""
    if ex.purpose != "attack":
        return []
    if fid == ex.guesser:
        if ex.guesses is not None:
            return []
        return usable_specials(state.fig(fid), "guess", ex.setter)
    if fid == ex.setter:
        return usable_specials(state.fig(fid), "declare", ex.guesser)
    return []


def _waiting_for(state, ex) -> str:
    f = state.fig(ex.window)
    return f"{f.id} ({f.seat}) may first answer the special action announced"


def react(state, seat, action, events) -> None:
    """V.1 "Opponents have the right to react to special cards": announced specials pass the
    word to the other side, who may answer with his own, and so back and forth until one
    lets it be (a reaction without specials). The defender may also open it himself by
    announcing extra guesses before he guesses."""
    ex = state.exchange
    if ex.purpose != "attack":
        raise IllegalAction("V.1", "special actions help only against attacks")
    fid = ex.window
    if fid is None:
        fid = ex.guesser
        if state.fig(fid).seat != seat or ex.guesses is not None:
            raise IllegalAction("V.1", "no special action waits for an answer now")
        if not action.specials:
            raise IllegalAction("V.1", "nothing to answer: name the special actions announced")
    elif state.fig(fid).seat != seat:
        raise IllegalAction("V.1", _waiting_for(state, ex))
    fig = state.fig(fid)
    if not action.specials:
        ex.window = None                    # he lets it be: the back-and-forth is over
        _resolve_if_ready(state, events)
        return
    if fid == ex.guesser:
        ex.guesses_allowed += use_specials(state, fig, tuple(action.specials), "guess",
                                           ex.setter, events)
        other = ex.setter
    else:
        bonus = use_specials(state, fig, tuple(action.specials), "declare", ex.guesser, events)
        _raise_pending(state, ex, bonus)
        other = ex.guesser
    if state.exchange is not ex:            # he paid his last Condition
        return
    ex.window = other if reaction_specials(state, ex, other) else None
    _resolve_if_ready(state, events)


def _raise_pending(state, ex, bonus: int) -> None:
    """The attacker's answer adds to the first number of the attack being evaluated (IV.4)."""
    old = ex.pending
    new = old._replace(base=old.base + bonus, specials=old.specials + ("reaction",))
    for lst in (state.pending, state.queue):
        for k, p in enumerate(lst):
            if p == old:
                lst[k] = new
    ex.pending = new


def _resolve_if_ready(state, events) -> None:
    ex = state.exchange
    if ex is not None and ex.window is None and ex.value is not None and ex.guesses is not None:
        resolve(state, events)


def set_die(state, seat, action, events) -> None:
    ex = state.exchange
    setter = state.fig(ex.setter)
    if ex.window is not None:
        raise IllegalAction("V.1", _waiting_for(state, ex))
    if ex.value is not None or setter.seat != seat:
        raise IllegalAction("IV.7", f"{seat} does not set the die now")
    if not ex.lo <= action.value <= ex.hi:
        raise IllegalAction("IV.4", f"set a number from {ex.lo} to {ex.hi}, not {action.value}")
    if ex.purpose == "knock":
        target = state.fig(ex.guesser)
        held = [i for i in target.hands if i]
        item = action.item or (held[0] if held else None)
        if item not in held:
            raise IllegalAction("V.5", f"{item} is not in {target.id}'s hands")
        ex.item = item
    elif action.item is not None:
        raise IllegalAction("IV.7", "only a knock-out names an item")
    ex.value = action.value
    events.append(ev.DieSet(exchange=ex.id, figure=setter.id))
    _resolve_if_ready(state, events)


def guess(state, seat, action, events) -> None:
    ex = state.exchange
    guesser = state.fig(ex.guesser)
    if ex.window is not None:
        raise IllegalAction("V.1", _waiting_for(state, ex))
    if ex.guesses is not None or guesser.seat != seat:
        raise IllegalAction("IV.7", f"{seat} does not guess now")
    extra = 0
    if action.specials:
        if ex.purpose != "attack":
            raise IllegalAction("V.1", "special actions help only against attacks")
        extra = use_specials(state, guesser, tuple(action.specials), "guess", ex.setter, events)
        if state.exchange is not ex:       # he paid his last Condition
            return
    allowed = ex.guesses_allowed + extra
    values = tuple(action.values)
    if len(values) > allowed:
        raise IllegalAction("IV.7", f"{guesser.id} has {allowed} guess(es), not {len(values)}")
    if len(set(values)) != len(values) or any(not ex.lo <= v <= ex.hi for v in values):
        raise IllegalAction("IV.7", f"guesses must be different numbers from {ex.lo} to {ex.hi}")
    ex.guesses = values
    events.append(ev.Guessed(exchange=ex.id, figure=guesser.id, count=len(values)))
    if action.specials and reaction_specials(state, ex, ex.setter):
        ex.window = ex.setter               # V.1: the attacker may still answer them
    _resolve_if_ready(state, events)


def resolve(state, events) -> None:
    ex = state.exchange
    state.exchange = None
    if ex.purpose == "knock":
        _resolve_knock(state, ex, events)
    else:
        _resolve_attack(state, ex, events)


def strength_of(p, atk, value: int) -> int:
    """IV.4: the first number (with all bonuses) plus the set number times the multiplier."""
    return p.base + value * atk.mult


def against_value(state, p, atk, target) -> int:
    """IV.5 (and V.4: against a throw the Defence is higher by the distance from the ideal)."""
    d = eq.defence(target) + p.defence_bonus
    s = eq.strength(target)
    return {"defence": d, "strength": s, "sum": s + d, "none": 0}[atk.against]


def _resolve_attack(state, ex, events) -> None:
    p = ex.pending
    _drop_pending(state, p)
    attacker, target = state.fig(p.attacker), state.fig(p.target)
    atk = attack_of(state, p)
    strength = strength_of(p, atk, ex.value)
    against = against_value(state, p, atk, target)
    guessed = ex.value in ex.guesses
    result = "guessed" if guessed else ("defended" if strength <= against else "hit")
    wound = strength - against if result == "hit" and atk.wounds else 0
    events.append(ev.AttackResolved(exchange=ex.id, attack_id=p.id, attacker=attacker.id,
                                    target=target.id, value=ex.value, guesses=ex.guesses,
                                    strength=strength, against=atk.against, against_value=against,
                                    result=result, wound=wound))
    if guessed and target.current is not None and not target.lying:
        if eq.deck_of(target).card(target.current).rules.on_guess == "tangle_attacker":
            attacker.tangled = True
            events.append(ev.Tangled(figure=attacker.id))
    if target.current is not None and not target.lying and target.id == state.active.id:
        on = eq.deck_of(target).card(target.current).rules.counter_on
        if (on == "guess" and guessed) or (on == "defence" and result != "hit"):
            target.counter = target.counter + ((target.current, attacker.id),)
    if p.item:
        _thrown_item_lands(state, p, atk, guessed, events)
    if result != "hit":
        return
    lose(state, target, wound, f"wound ({attacker.id})", events)
    if not target.alive or not attacker.alive:
        return
    if atk.effect == "retreat" and not target.lying:
        # V.7: a lying character does not retreat
        d = hexgrid.direction_to(p.origin, target.cell) or hexgrid.nearest_direction(p.origin, target.cell)
        retreat(state, target, d, atk.amount, events)
    elif atk.effect == "fell":
        fall(state, target, events)
    elif atk.effect == "grapple" and attacker.grapple is None and target.grapple is None:
        attacker.grapple, target.grapple = target.id, attacker.id
        events.append(ev.Grapple(figures=(attacker.id, target.id), started=True))
    elif atk.effect == "knock_out" and any(target.hands):
        state.exchange = Exchange(id=state.new_id(), purpose="knock", pending=p, setter=attacker.id,
                                  guesser=target.id, lo=1, hi=6, guesses_allowed=2)
    card = eq.deck_of(attacker).card(p.card)
    nxt = p.index + 1
    if (card.rules.attack_choice == "sequence" and nxt < len(card.attacks)
            and card.attacks[nxt].needs_previous and target.alive):
        follow = p._replace(id=state.new_id(), index=nxt,
                            base=p.base - atk.base + card.attacks[nxt].base)
        state.queue.insert(0, follow)


def _thrown_item_lands(state, p, atk, guessed: bool, events) -> None:
    """V.4: a hit or defended throw drops at the target; after a successful guess the weapon
    flies on up to its range and may hit another character; a wall stops it in front."""
    brd = board(state.board)
    target = state.fig(p.target)
    thrower = state.fig(p.attacker)
    if not guessed:
        state.ground.append((target.cell, p.item))
        events.append(ev.ItemFlew(item=p.item, path=(p.origin, target.cell), landed=target.cell, how="thrown"))
        return
    d = hexgrid.direction_to(p.origin, target.cell)
    reach = throw_reach(atk, p.item, eq.strength(thrower))
    path, cur = [target.cell], target.cell
    for k in range(p.distance + 1, reach + 1):
        nxt = hexgrid.neighbour(cur, d)
        if not brd.in_bounds(nxt):
            break
        path.append(nxt)
        cur = nxt
        other = state.at(nxt)
        if other is not None and other.id != thrower.id:
            follow = p._replace(id=state.new_id(), target=other.id, distance=k,
                                defence_bonus=abs(k - atk.ideal), between=tuple(path[:-1]))
            state.queue.insert(0, follow)
            events.append(ev.ItemFlew(item=p.item, path=tuple(path), landed=nxt, how="flew_on"))
            return
    state.ground.append((cur, p.item))
    events.append(ev.ItemFlew(item=p.item, path=tuple(path), landed=cur, how="flew_on"))


def _resolve_knock(state, ex, events) -> None:
    """V.5: two guesses at the direction 1-6; unguessed, the item flies that way over figures
    and stops in front of a wall."""
    target = state.fig(ex.guesser)
    knocked = ex.value not in ex.guesses
    events.append(ev.KnockResolved(exchange=ex.id, attacker=ex.setter, target=target.id, item=ex.item,
                                   direction=ex.value, guesses=ex.guesses, knocked=knocked))
    if not knocked or ex.item not in target.hands:
        return
    target.hands = [None if h == ex.item else h for h in target.hands]
    atk = attack_of(state, ex.pending)
    path, landed = fly(board(state.board), target.cell, ex.value, atk.amount)
    state.ground.append((landed, ex.item))
    events.append(ev.ItemFlew(item=ex.item, path=path, landed=landed, how="knocked_out"))
    check_equipment(state, target, events)


def intercept_throws(state, fig, events) -> None:
    """VI.5: a character ending his movement on the line between a thrower and the first
    character the weapon is aimed at defends against the throw at once, with his current action
    (the weapon meets him first; guessed, it flies on along its line)."""
    for p in list(state.pending):
        if not p.item or fig.id in (p.attacker, p.target) or fig.cell not in p.between[1:]:
            continue
        _drop_pending(state, p)
        d = hexgrid.distance(p.origin, fig.cell)
        atk = attack_of(state, p)
        state.queue.insert(0, p._replace(id=state.new_id(), target=fig.id, distance=d,
                                         defence_bonus=abs(d - atk.ideal),
                                         between=p.between[:p.between.index(fig.cell)]))
        events.append(ev.AttackCancelled(id=p.id, reason=f"VI.5: {fig.id} stepped into the throw"))


# ----------------------------------------------------------------------------- forced moves

def retreat(state, fig, direction: int, n: int, events) -> None:
    """V.3: retreat n spaces; 2 Condition per space a wall prevents; a character in the way
    means a collision (each loses the spaces still to go); over a lying character he trips and
    lies in front of him (V.7). He cannot move in his nearest movement phase."""
    brd = board(state.board)
    path, cur, blocked, remaining = [fig.cell], fig.cell, None, 0
    for k in range(n):
        nxt = hexgrid.neighbour(cur, direction)
        if not brd.in_bounds(nxt):
            blocked, remaining = "wall", n - k
            break
        other = state.at(nxt)
        if other is not None:
            blocked, remaining = other.id, n - k
            break
        path.append(nxt)
        cur = nxt
    fig.cell = cur
    fig.retreated = True
    events.append(ev.Retreated(figure=fig.id, path=tuple(path), blocked_by=blocked, remaining=remaining))
    forced_through(state, fig, path[1:], events)
    if blocked == "wall":
        lose(state, fig, 2 * remaining, "V.3: retreat into a wall", events)
    elif blocked is not None:
        other = state.fig(blocked)
        if other.lying:
            fall(state, fig, events)
        else:
            lose(state, fig, remaining, "V.3: collision", events)
            lose(state, other, remaining, "V.3: collision", events)


def forced_through(state, fig, entered, events) -> None:
    """VI.5 (l. 541): a character forced to enter or pass through the spaces of an ongoing
    attack (pushed back, dragged) cancels the attack he intervened in; a throw is cancelled
    only through its first space, and ending on its further line he meets the weapon (l. 549)."""
    entered = set(entered)
    brd = board(state.board)
    for p in list(state.pending):
        if fig.id in (p.attacker, p.target) or not p.between:
            continue
        cells = p.between[:1] if p.item else p.between
        if p.need_one and not p.item:
            side = state.fig(p.attacker).side
            blocks = occupant_or_wall(state, brd, side=side)
            # one of the two spaces is enough: cancelled only if none is left for the attack
            hit = all(c in entered or blocks(c) for c in cells)
        else:
            hit = any(c in entered for c in cells)
        if hit:
            _drop_pending(state, p)
            if p.item:
                state.ground.append((state.fig(p.target).cell, p.item))
            events.append(ev.AttackCancelled(id=p.id, reason=f"VI.5: {fig.id} was forced into "
                                             "its way"))
    if fig.alive and entered:
        intercept_throws(state, fig, events)
