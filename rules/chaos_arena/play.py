"""Legal actions and their application, phase by phase (4A-4E), with the reasons for refusals."""
from __future__ import annotations

from functools import lru_cache, partial
from itertools import combinations

from rules.core.engine import IllegalAction, unchecked_maker
from rules.core.lazyseq import Built, Chain
from rules.chaos_arena import combat, data, spells
from rules.chaos_arena import events as ev
from rules.chaos_arena.actions import (Cast, Choose, ChooseFinder, ChooseSpells, Concede, EndPhase,
                                       Fight, Move, Prepare, Shoot, Summon, Swap, UseItem)
from rules.chaos_arena.chaos import candidates
from rules.chaos_arena.life import (break_concentration, damage, end_spell, game_over_event, heal,
                                    usable)
from rules.chaos_arena.moves import (allowance, free_bits, path_cost, reachable_cells, safest_path,
                                     walk)
from rules.chaos_arena.shooting import fire_gun, shoot, why_not_archer, why_not_target
from rules.chaos_arena.state import Fig, State
from rules.chaos_arena import turn

MAX_SWAPS = 12     # ruling 4B-swaps: "as often as you like", bounded so a turn always ends
_MAKE_MOVE = unchecked_maker(Move)   # tens of moves per step of a random game: built unchecked


_FIGHT, _SHOOT, _SWAP = unchecked_maker(Fight), unchecked_maker(Shoot), unchecked_maker(Swap)
_SUMMON, _PREPARE = unchecked_maker(Summon), unchecked_maker(Prepare)
_END = EndPhase()                  # frozen: one shared object serves every list


def _move_to(figure: str, to) -> Move:
    return _MAKE_MOVE(figure=figure, to=to)


@lru_cache(maxsize=1)
def all_hands() -> tuple[tuple[str, ...], ...]:
    """Every hand of spells the rules allow (the spell data is fixed: built once)."""
    sp = data.spells()
    by = {lv: sorted(s for s in sp if sp[s].level == lv) for lv in (1, 2, 3)}
    out = []
    for one in combinations(by[1], data.HAND_LEVELS[1]):
        for two in combinations(by[2], data.HAND_LEVELS[2]):
            for three in combinations(by[3], data.HAND_LEVELS[3]):
                out.append((data.WAVE,) + one + two + three)
    return tuple(out)


@lru_cache(maxsize=4096)
def hands_holding(known: frozenset) -> tuple[tuple[str, ...], ...]:
    """The hands that hold every spell in `known` (a Mage's spells seen cast), in `all_hands`
    order; asked at every imagined world of a computer player's look-ahead, so remembered."""
    return tuple(h for h in all_hands() if known <= set(h))


@lru_cache(maxsize=1)
def _hand_choices() -> tuple[ChooseSpells, ...]:
    """The legal actions of the spell choice: the same for every seat and game (the spell data is
    fixed), so built once."""
    return tuple(ChooseSpells(spells=h) for h in all_hands())


# ----------------------------------------------------------------------------- who may act

def to_act(state: State) -> frozenset:
    if state.finished:
        return frozenset()
    if state.pending:
        return frozenset({state.pending["seat"]})
    if state.phase == "choose_spells":
        return frozenset(s for s in state.seats if not state.chosen.get(s))
    return frozenset({state.current})


# ----------------------------------------------------------------------------- action phase

def actors(state: State, seat: str) -> list[Fig]:
    """Characters that may act in this action phase (the Roleplayer's extra one: only him)."""
    out = [f for f in state.in_arena() if state.controller(f) == seat and not f.resting]
    if state.phase == "extra":
        out = [f for f in out if f.id == state.extra_fig]
    return out


def why_not_mover(state: State, seat: str, f: Fig, acting: list[Fig] | None = None) -> str | None:
    """Why `f` may not move now, or None; `acting`: `actors(state, seat)` if known already."""
    if f not in (actors(state, seat) if acting is None else acting):
        return f"{f.id} cannot act in this action phase"
    if f.moved:
        return f"{f.id} already moved this action phase"
    if f.attacked and not f.possessed:
        return f"{f.id} already fought or shot: he moves before, not after"
    if f.no_move:
        return f"{f.id} is glued (Grimbold's Glue)"
    return None        # (a Mage may move: it breaks his spell and concentration, 4E)


def move_options(state: State, seat: str, acting: list[Fig]) -> list[Built]:
    """Per character who may move, his moves: one per hex in reach, made when looked at.
    `acting`: actors(state, seat) (each option list below takes it, found once per step)."""
    out, free = [], None
    for f in acting:
        if why_not_mover(state, seat, f, acting):
            continue
        if not f.possessed and free is None:
            free = free_bits(state)
        cells = spells.horror_moves(state, f) if f.possessed else reachable_cells(state, f, free)
        out.append(Built(partial(_move_to, f.id), cells))
    return out


def why_not_fight(state: State, seat: str, att: list[Fig], dfn: list[Fig]) -> str | None:
    if not att or not dfn:
        return "a combat needs attackers and defenders"
    if len(set(f.id for f in att)) != len(att) or len(set(f.id for f in dfn)) != len(dfn):
        return "a character is named twice"
    ok = actors(state, seat)
    for f in att:
        if f not in ok or f.possessed:
            return f"{f.id} cannot attack in this action phase"
        if f.attacked:
            return f"{f.id} already fought or shot this action phase"
    for g in dfn:
        if g.status != "arena" or g.possessed or state.controller(g) == seat:
            return f"{g.id} is not an enemy character in the Arena"
        if usable(g).get("fascinate"):
            return f"{g.id} holds the Object of Fascination: nobody starts a combat against him"
    for f in att:
        if not any(combat.touching(f, g) for g in dfn):
            return f"{f.id} touches no enemy in this combat (each participant must)"
    for g in dfn:
        if not any(combat.touching(f, g) for f in att):
            return f"{g.id} touches none of the attackers"
    return None


def fight_options(state: State, seat: str, acting: list[Fig]) -> list[Fight]:
    """Every single combat; against each enemy every group of two or more of your ready
    characters touching him (at most 6 touch a hex: 57 groups); and each whole cluster of
    touching attackers and enemies. Other many-against-many groups are valid too and `apply`
    accepts them, but listing every subset of both sides would explode (ruling 4B-groups)."""
    ready = [f for f in acting if not f.attacked and not f.possessed]
    enemies = [g for g in state.in_arena() if state.controller(g) != seat and not g.possessed
               and not usable(g).get("fascinate")]
    touches = {f.id: [g for g in enemies if combat.touching(f, g)] for f in ready}   # once each
    touched = {g.id: [f for f in ready if g in touches[f.id]] for g in enemies}
    out = []
    for f in ready:
        for g in touches[f.id]:
            out.append(_FIGHT(attackers=(f.id,), defenders=(g.id,)))
    for g in enemies:
        near = sorted(f.id for f in touched[g.id])
        for n in range(2, len(near) + 1):
            out += [_FIGHT(attackers=grp, defenders=(g.id,)) for grp in combinations(near, n)]
    # each cluster of touching attackers and enemies as one group combat (the 4B example)
    left = {f.id for f in ready}
    for f in ready:
        if f.id not in left:
            continue
        att, dfn, todo = {f.id}, set(), [f]
        while todo:
            x = todo.pop()
            attacker = x.id in touches
            for y in (touches[x.id] if attacker else touched[x.id]):
                if y.id not in att and y.id not in dfn:
                    (dfn if attacker else att).add(y.id)
                    todo.append(y)
        left -= att
        if dfn and (len(att) > 1 and len(dfn) > 1):
            out.append(_FIGHT(attackers=tuple(sorted(att)), defenders=tuple(sorted(dfn))))
    return out


def shoot_options(state: State, seat: str, acting: list[Fig]) -> list[Shoot]:
    out = []
    for a in acting:
        if why_not_archer(state, seat, a):
            continue
        for t in state.in_arena():
            if not why_not_target(state, a, t):
                out.append(_SHOOT(archer=a.id, target=t.id))
    return out


def swap_options(state: State, seat: str, acting: list[Fig]) -> list[Swap]:
    if state.swaps >= MAX_SWAPS:
        return []
    figs = [f for f in acting if not f.possessed]
    if state.phase == "extra":       # the Roleplayer may swap with a friend touching him
        figs = [f for f in state.in_arena() if state.controller(f) == seat and not f.possessed]
    out = []
    for a, b in combinations(sorted(figs, key=lambda f: f.id), 2):
        if (a.item or b.item) and combat.touching(a, b) and \
                (state.phase != "extra" or state.extra_fig in (a.id, b.id)):
            out.append(_SWAP(a=a.id, b=b.id))
    return out


def use_options(state: State, seat: str, acting: list[Fig]) -> list[UseItem]:
    out = []
    for f in acting:
        eff = usable(f)
        use = eff.get("use")
        if not use or f.item_used == state.phase_no or f.possessed:
            continue
        if use == "lazer":
            if f.attacked:
                continue
            for t in state.in_arena():
                if not why_not_target(state, f, t, eff.get("range", 6), touching_ok=True):
                    out.append(UseItem(figure=f.id, target=t.id))
        elif use == "three_arrows":
            if f.arrows == 0 and state.arrows_used > 0:
                out.append(UseItem(figure=f.id))
        elif use == "spellbook":
            for s in sorted(set(state.cast.get(seat, []))):
                out.append(UseItem(figure=f.id, target=s))
        elif use == "heal":
            if f.wounded:
                out.append(UseItem(figure=f.id))
        elif use == "drugs":
            out.append(UseItem(figure=f.id))
    return out


# ----------------------------------------------------------------------------- legal actions

def legal_actions(state: State, seat: str) -> list:
    if seat not in to_act(state):
        return []
    if state.pending:
        return [Choose(figures=tuple(o)) for o in state.pending["options"]]
    ph = state.phase
    if ph == "choose_spells":
        return list(_hand_choices())
    if ph == "introduce":
        return [_SUMMON(figure=f.id) for f in turn.summonable(state, seat)]
    if ph in ("action", "extra"):
        acting = actors(state, seat)
        return Chain([*move_options(state, seat, acting), fight_options(state, seat, acting),
                      shoot_options(state, seat, acting), swap_options(state, seat, acting),
                      use_options(state, seat, acting), [_END]])
    if ph == "finder":
        return [ChooseFinder(figure=f.id) for f in candidates(state, seat)]
    if ph == "cast":
        return spells.targets(state, seat, state.prepared[seat]) + [_END]
    if ph == "prepare":
        return [_PREPARE(spell=s) for s in turn.hand_spells(state, seat)] + [_END]
    return []


# ----------------------------------------------------------------------------- apply

def _fig(state: State, fid: str, rule: str) -> Fig:
    try:
        return state.fig(fid)
    except KeyError:
        raise IllegalAction(rule, f"no character {fid!r}") from None


def apply(state: State, seat: str, action, events: list) -> None:
    """Check and carry out `action` on `state` (a copy the caller owns)."""
    if isinstance(action, Concede):
        if seat not in state.seats or state.finished:
            raise IllegalAction("5", "only a player of a running game can concede")
        state.finished, state.phase = True, "over"
        state.winners, state.reason = (state.other(seat),), f"{seat} conceded"
        game_over_event(state, events)
        return
    if seat not in to_act(state):
        who = ", ".join(sorted(to_act(state))) or "nobody (the game is over)"
        raise IllegalAction("4", f"{seat} may not act now (to act: {who})")
    if state.pending:
        if not isinstance(action, Choose):
            raise IllegalAction("4B", f"{seat} must first choose ({state.pending['kind']})")
        return _choose(state, seat, action, events)
    handler = HANDLERS.get((state.phase, action.kind))
    if handler is None:
        raise IllegalAction("4", f"a {action.kind} action is not possible in the {state.phase} phase")
    handler(state, seat, action, events)
    if state.finished:
        game_over_event(state, events)


def _choose_spells(state, seat, a: ChooseSpells, events):
    why = data.check_hand(a.spells)
    if why:
        raise IllegalAction("3", f"bad spell selection: {why}")
    state.hands[seat] = list(a.spells)
    state.chosen[seat] = True
    events.append(ev.SpellsChosen(seat=seat))
    if all(state.chosen.get(s) for s in state.seats):
        turn.start_game(state, events)


def _summon(state, seat, a: Summon, events):
    f = _fig(state, a.figure, "4A")
    if f not in turn.summonable(state, seat):
        raise IllegalAction("4A", f"{a.figure} is not a waiting member of your war band")
    f.status, f.cell, f.introduced = "arena", turn.portal_of(state, seat), state.turns[seat]
    f.lives, f.arrows = f.card.lives, f.card.arrows
    events.append(ev.Summoned(figure=f.id, cell=f.cell))
    turn.begin_action(state, events)


def _move(state, seat, a: Move, events):
    f = _fig(state, a.figure, "4B")
    why = why_not_mover(state, seat, f)
    if why:
        raise IllegalAction("4B", why)
    to = tuple(a.to)
    if f.possessed:
        if to not in spells.horror_moves(state, f):
            raise IllegalAction("6", f"the Gibbering horror moves 1 hex, not to {to}")
        events.append(ev.Moved(figure=f.id, path=(f.cell, to), how="possessed"))
        f.cell, f.moved = to, True          # it moves instead of the Mage: nothing breaks
        spells.horror_strikes(state, f, events)
        return
    if a.path is not None:
        path = [tuple(c) for c in a.path]
        cost = path_cost(state, f, path)
        if not path or path[-1] != to or cost is None:
            raise IllegalAction("4B", f"{f.id} cannot walk that path to {to}")
        if cost > allowance(state, f):
            raise IllegalAction("4B", f"that path costs {cost}, {f.id} may move {allowance(state, f)}")
    else:
        path = safest_path(state, f, to)
        if path is None:
            raise IllegalAction("4B", f"{f.id} cannot reach {to} this action phase")
    if f.type == "mage":
        _mage_acts(state, seat, "the Mage moved", events)
    f.moved = True
    walk(state, f, path, events)


def _mage_acts(state, seat, cause, events):
    """The Mage moves or attacks: his prepared spell is discarded unseen, concentration ends."""
    break_concentration(state, seat, cause, events)


def _fight(state, seat, a: Fight, events):
    att = [_fig(state, i, "4B") for i in a.attackers]
    dfn = [_fig(state, i, "4B") for i in a.defenders]
    why = why_not_fight(state, seat, att, dfn)
    if why:
        raise IllegalAction("4B", why)
    for f in att:
        f.attacked = True
        if f.type == "mage":
            _mage_acts(state, seat, "the Mage attacked", events)
    shocked = next((g for g in dfn if g.type == "mage" and any(
        x.spell == "selebungol-shock" and x.target == g.id for x in state.active)), None)
    if shocked is not None:
        if len(att) > 1:
            state.pending = {"kind": "shock", "seat": shocked.seat, "mage": shocked.id,
                             "attackers": [f.id for f in att], "defenders": [g.id for g in dfn],
                             "options": [[f.id] for f in att]}
            return
        _shock(state, shocked, att[0], events)
        att = [f for f in att if f.status == "arena"]
        if not att or state.finished:
            return
    _resolve(state, att, dfn, events)


def _shock(state, mage, victim, events):
    for x in [x for x in state.active if x.spell == "selebungol-shock" and x.target == mage.id]:
        end_spell(state, x, "sprung", events)
    damage(state, victim, 1, "selebungol-shock", events)


def _resolve(state, att, dfn, events):
    pending = combat.resolve(state, att, dfn, events)
    if pending:
        state.pending = pending


def _choose(state, seat, a: Choose, events):
    p = state.pending
    if [list(a.figures)] != [o for o in p["options"] if o == list(a.figures)]:
        raise IllegalAction("4B", f"choose one of {p['options']}")
    state.pending = None
    if p["kind"] == "casualties":
        combat.apply_casualty_choice(state, p, a.figures, events)
    elif p["kind"] == "shock":
        _shock(state, state.fig(p["mage"]), state.fig(a.figures[0]), events)
        att = [state.fig(i) for i in p["attackers"] if state.fig(i).status == "arena"]
        dfn = [state.fig(i) for i in p["defenders"] if state.fig(i).status == "arena"]
        att = [f for f in att if any(combat.touching(f, g) for g in dfn)]
        if att and dfn and not state.finished:
            _resolve(state, att, dfn, events)
    game_over_event(state, events)


def _shoot(state, seat, a: Shoot, events):
    archer = _fig(state, a.archer, "4B")
    target = _fig(state, a.target, "4B")
    why = why_not_archer(state, seat, archer) or why_not_target(state, archer, target)
    if why:
        raise IllegalAction("4B", f"cannot shoot: {why}")
    shoot(state, archer, target, events)


def _swap(state, seat, a: Swap, events):
    options = swap_options(state, seat, actors(state, seat))
    if a not in options and Swap(a=a.b, b=a.a) not in options:
        raise IllegalAction("4B", "swapping needs two of your characters touching, one with an item"
                            + (" (the swap limit of this phase is reached)" if state.swaps >= MAX_SWAPS else ""))
    x, y = state.fig(a.a), state.fig(a.b)
    x.item, y.item = y.item, x.item
    x.item_used, y.item_used = y.item_used, x.item_used     # used stays used (4B)
    state.swaps += 1
    events.append(ev.ItemsSwapped(a=x.id, b=y.id, a_item=x.item, b_item=y.item))


def _use(state, seat, a: UseItem, events):
    if a not in use_options(state, seat, actors(state, seat)):
        raise IllegalAction("6", f"{a.figure} cannot use an item that way now")
    f = state.fig(a.figure)
    eff = usable(f)
    use, item = eff["use"], f.item
    f.item_used = state.phase_no
    if use == "lazer":
        fire_gun(state, f, state.fig(a.target), events)
        return
    events.append(ev.ItemUsed(figure=f.id, item=item, detail=use))
    if use == "drugs":
        f.drugged = True
    elif use == "three_arrows":
        k = min(3, state.arrows_used)
        f.arrows += k
        state.arrows_used -= k
    elif use == "spellbook":
        state.hands.setdefault(seat, []).append(a.target)
    elif use == "heal":
        heal(state, f, eff.get("amount", 1), item, events)
    if use in ("drugs", "three_arrows", "spellbook", "heal"):
        state.discard.append(item)        # used up
        f.item = None


def _end_action(state, seat, a, events):
    turn.end_action(state, events)


def _finder(state, seat, a: ChooseFinder, events):
    f = _fig(state, a.figure, "4C")
    if f not in candidates(state, seat):
        raise IllegalAction("4C", f"{a.figure} cannot handle the encounter")
    turn.handle(state, f.id, events)


def _cast(state, seat, a: Cast, events):
    if not spells.is_target(state, seat, state.prepared[seat], a):
        raise IllegalAction("4D", "not a legal target of the prepared spell (range, sight, "
                            "never the teleportal)")
    spells.cast(state, seat, a, events)
    if not state.finished:
        turn.to_preparing(state, events)


def _lapse(state, seat, a, events):
    """Not casting the prepared spell: it is discarded unseen (ruling 4D-lapse)."""
    state.prepared[seat] = None
    state.broken[seat] = state.broken.get(seat, 0) + 1
    events.append(ev.SpellBroken(seat=seat, cause="not cast"))
    turn.to_preparing(state, events)


def _prepare(state, seat, a: Prepare, events):
    if a.spell not in state.hands.get(seat, []):
        raise IllegalAction("4E", "you can only prepare a spell still in your hand")
    # 4D: preparing a new spell breaks concentration (a Gibbering horror ceases too)
    break_concentration(state, seat, "a new spell is prepared", events, lose_prepared=False)
    state.hands[seat].remove(a.spell)
    state.prepared[seat] = a.spell
    state.prepared_turn[seat] = state.turns[seat]
    events.append(ev.SpellPrepared(seat=seat))
    turn.end_turn(state, events)


def _no_prepare(state, seat, a, events):
    turn.end_turn(state, events)


HANDLERS = {
    ("choose_spells", "choose_spells"): _choose_spells,
    ("introduce", "summon"): _summon,
    ("action", "move"): _move, ("extra", "move"): _move,
    ("action", "fight"): _fight, ("extra", "fight"): _fight,
    ("action", "shoot"): _shoot, ("extra", "shoot"): _shoot,
    ("action", "swap"): _swap, ("extra", "swap"): _swap,
    ("action", "use_item"): _use, ("extra", "use_item"): _use,
    ("action", "end_phase"): _end_action, ("extra", "end_phase"): _end_action,
    ("finder", "choose_finder"): _finder,
    ("cast", "cast"): _cast, ("cast", "end_phase"): _lapse,
    ("prepare", "prepare"): _prepare, ("prepare", "end_phase"): _no_prepare,
}
