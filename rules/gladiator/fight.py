"""Action Phase: every action of the manual with its movement limit, the to-hit modifiers, the
evade reaction, hand combat, shield falls, missiles, weapon changes."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.engine import IllegalAction
from rules.core.square import about_face, chebyshev, neighbours
from rules.gladiator import events as ev
from rules.gladiator import altar, conjure, effects, rolls, spells
from rules.gladiator.actions import (Attack, Cast, ChangeWeapon, Decline, Disbelieve, Disengage,
                                     Drink,
                                     DualAttack, Evade, GoProne, HandCombat, Impale, React,
                                     ReceiveCharge, Reload, ShieldAttack, Shoot, Slash, Stand,
                                     Steal, Throw, action_adapter)
from rules.gladiator.characters import (adjusted_ag, armour_against, carry_strength, has_item,
                                        held_shield, movement_points, strikers, two_handed_ready,
                                        weapon)
from rules.gladiator.data import races, weapons
from rules.gladiator.geometry import (FACING_BONUS, engaging, front_squares, has_reach,
                                      in_front_area, melee_targets, zone)
from rules.gladiator.state import SLOTS, Figure, Item, State
from rules.gladiator.terrain import (CALTROPS, EXIT, PIT, PIT_DAMAGE, SHADOW, WALL, add_terrain,
                                     enterable, in_bounds, invisible, missile_line,
                                     obstacle_modifiers, pit_walker)
from rules.gladiator.wounds import drop, leave_hand_combat, wound

HC_DAMAGE = 3            # Hand Combat: all damage inflicted is +3
PRONE_BONUS = 4          # close weapon attacks against a prone figure
SHADOW_PENALTY = -2      # attacks against a person in Shadow (and any invisible target)
RECEIVE_BONUS = 2
RUSH_BONUS = 2
PRONE_CROSSBOW = 2


# ------------------------------------------------------------------ movement limits

def half(f: Figure) -> int:
    return movement_points(f) // 2


def shift_or_less(f): return f.moves <= 1
def shuffle_or_less(f): return f.moves <= 2
def charge_or_less(f): return f.moves <= max(1, half(f))     # a shift is never a run (MP 1)
def shuffle_or_more(f): return 2 <= f.moves <= half(f)


# ------------------------------------------------------------------ to hit

def race_bonus(att: Figure, w, kind: str) -> int:
    """Dwarves +1 with hammers and axes (thrown too), Elves +1 with bows and thrown weapons."""
    b = races()[att.race].hit_bonus
    if "hammer_axe" in b and w.hammer_axe:
        return 1
    if ("bow" in b and kind == "shoot") or ("throw" in b and kind == "throw"):
        return 1
    return 0


def prepare(state: State, att: Figure, tgt: Figure, w, kind: str,
            extra=()) -> tuple[int, int, list]:
    """(target number, dice, modifiers) of one to-hit roll: adjusted AG plus every modifier."""
    mods = list(extra)
    if kind not in ("shoot", "throw"):
        bonus = FACING_BONUS[zone(tgt, att.cell)]
        if bonus:
            mods.append((zone(tgt, att.cell), bonus))
        if tgt.prone:
            mods.append(("prone", PRONE_BONUS))
    if SHADOW in state.terrain_at(tgt.cell):
        mods.append(("shadow", SHADOW_PENALTY))
    elif invisible(state, tgt):     # ATTACK: 'attacking an invisible target' (RULING invisible)
        mods.append(("invisible", SHADOW_PENALTY))
    hard = races()[tgt.race].hard_to_hit
    if hard:
        mods.append(("hard to hit", -hard))
    rb = race_bonus(att, w, kind)
    if rb:
        mods.append(("race", rb))
    if dazed_now(att):
        mods.append(("dazed", 0))     # already in the adjusted AG; listed for the display
    return adjusted_ag(att) + sum(m for _, m in mods), (4 if tgt.evading else 3), mods


def dazed_now(f: Figure) -> bool:
    return f.dazed_next or f.sh <= 3


def _dice(state: State) -> Dice:
    return Dice(state.dice)


def strike(state: State, att: Figure, tgt: Figure, slot, w, kind: str, out: list, extra=(),
           double: bool = False, from_cell=None) -> bool:
    """One attack roll and its damage; a fumble (17+) drops a carried hand weapon. A hit on an
    image makes it vanish. `from_cell`: where the blow comes from (a returned missile)."""
    tn, nd, mods = prepare(state, att, tgt, w, kind, extra)
    d = _dice(state)
    r = rolls.roll(d, tn, nd)
    dmg_roll = armour = damage = 0
    mult = 1
    if r.hit:
        n, m = w.dice
        _, base = rolls.roll_damage(d, n, m)
        base += race_bonus(att, w, kind)
        if tgt.id in att.hand_combat:
            base += HC_DAMAGE
        mult = r.multiplier * (2 if double else 1)
        dmg_roll = max(0, base) * mult
        armour = 0 if w.no_armour else armour_against(tgt, from_cell or att.cell, w.no_shield)
        damage = max(0, dmg_roll - armour)
    state.dice = d.state
    out.append(ev.Attacked(attacker=att.id, target=tgt.id, attack=kind, weapon=w.id,
                           target_number=tn, faces=r.faces, total=r.total, hit=r.hit,
                           multiplier=mult, damage_roll=dmg_roll, armour=armour, damage=damage,
                           modifiers=tuple(mods)))
    if r.hit and tgt.image:
        conjure.vanish(state, tgt, "hit", out)
        return True
    wound(state, tgt, damage, out)
    if r.hit and races()[att.race].fire_maker and tgt.present:   # fire on you if it hits
        add_terrain(state, tgt.cell, "F")
        out.append(ev.TerrainMade(cell=tgt.cell, terrain="fire"))
    if r.fumble and slot is not None and att.slots[slot] is not None and kind not in ("shoot",):
        drop(state, att, slot, out)
    return r.hit


def ag_roll(state: State, target: int) -> tuple[int, bool]:
    d = _dice(state)
    total = sum(d.roll(3))
    state.dice = d.state
    return total, rolls.succeeds(total, target)


def repel_target(att: Figure, dfn: Figure) -> int:
    """Hand Combat Attempt: the defender's AG modified by the difference of strengths, and the
    attacker's facing bonus as a penalty (Thor and June)."""
    return adjusted_ag(dfn) - (att.sh - dfn.sh) - FACING_BONUS[zone(dfn, att.cell)]


def fall_target(att: Figure, dfn: Figure, rush: bool) -> int:
    return adjusted_ag(dfn) - (att.sh - dfn.sh) - (RUSH_BONUS if rush else 0)


# ------------------------------------------------------------------ targets

def missile_targets(state: State, f: Figure, max_range: int | None = None) -> list[Figure]:
    out = []
    for g in state.figures:
        if not g.present or g.side == f.side or invisible(state, g):
            continue
        if not in_front_area(f, g.cell):
            continue
        dist = chebyshev(f.cell, g.cell)
        if max_range is not None and dist > max_range:
            continue
        if missile_line(state, f.cell, g.cell).visible:
            out.append(g)
    return out


def missile_mods(state: State, f: Figure, tgt: Figure, kind: str, returned: bool = False) -> list:
    """Range (doubled for a missile sent back by Missile Return) and obstacles."""
    line = missile_line(state, f.cell, tgt.cell)
    dist = chebyshev(f.cell, tgt.cell) * (2 if returned else 1)
    mods = [("range", -(dist // 5) if kind == "shoot" else -dist)]
    return mods + obstacle_modifiers(state, line.cells)


def ready_weapon(f: Figure):
    return weapon(f.slots[0])


def thrown_weapon(f: Figure):
    """The ready weapon if it can be thrown; a creature's natural missile (Needler Bush, the
    Phase Spider's web); the Imp's slung Caltrops."""
    w = ready_weapon(f)
    if w is None and races()[f.race].creature:
        w = next((weapons()[n] for n in races()[f.race].weapons if weapons()[n].throw), None)
        if w is None:
            w = next((weapon(it) for it in f.slots[2:] if weapon(it) is not None
                      and weapon(it).caltrops), None)
    return w if w is not None and w.throw else None


def bow_ready(f: Figure):
    """A ready bow or crossbow (loaded), or the Slayer's Krill (its bolts need no loading)."""
    w = ready_weapon(f)
    if w is not None and w.bolt and not f.prone:
        return w
    if w is None or w.bow is None:
        return None
    if w.reload_turns and not f.slots[0].loaded:
        return None
    if f.prone and not w.reload_turns:     # only crossbows are fired prone
        return None
    return w


def can_evade(state: State, f: Figure) -> bool:
    return (f.present and not f.acted and not f.evading and not f.prone and not f.hand_combat
            and f.sh > 1 and charge_or_less(f))


def fall_squares(state: State, tgt: Figure) -> list:
    """Where a defender may be made to fall: his square or an adjacent one that is no wall and
    holds no other figure (pits and fire are allowed: that is the point)."""
    out = [None]
    for c in neighbours(tgt.cell):
        if in_bounds(state, c) and WALL not in state.terrain_at(c) and state.at(c) is None:
            out.append(c)
    return out


# ------------------------------------------------------------------ options

def options(state: State, f: Figure, last: bool) -> list:
    """Every legal action of the figure whose action it is."""
    out: list = [Stand()]
    if not last:
        out.append(Decline())
    out += spells.cancel_options(state, f)
    if f.image:                     # an image only stands or evades (RULING image)
        return out + ([Evade()] if charge_or_less(f) and not f.prone else [])
    if f.hand_combat:
        for oid in f.hand_combat:
            out.append(Attack(target=oid))
        out += [Disengage(path=(c,)) for c in _free_adjacent(state, f)]
        return out
    if f.prone:
        out += [Stand(facing=fc) for fc in _stand_facings(state, f)]
        if shift_or_less(f) and bow_ready(f):
            out += [Shoot(target=g.id) for g in missile_targets(state, f)]
        if shuffle_or_less(f) and _can_reload(f):
            out.append(Reload())
        if shift_or_less(f):
            out += [Disengage(path=p) for p in _retreats(state, f)]
        return out
    if not charge_or_less(f):       # RUN: the turn is spent
        return out
    st = strikers(f)
    targets = melee_targets(state, f, reach=has_reach(f))
    adjacent_targets = melee_targets(state, f)
    if st:
        out += [Attack(target=g.id) for g in targets]
        if races()[f.race].creature and len(st) > 1 and st[1][1].id != st[0][1].id:
            out += [Attack(target=g.id, weapon=st[1][1].id) for g in adjacent_targets]
        if races()[f.race].steals:
            out += [Steal(target=g.id) for g in adjacent_targets if g.slots[0] is not None]
        if st[0][0] == 0 and st[0][1].slash and adjacent_targets:
            out.append(Slash())
        if len(st) >= 2 and not two_handed_ready(f):
            out += [DualAttack(first=a.id, second=b.id) for a in adjacent_targets
                    for b in adjacent_targets]
        if st[0][1].pole and shuffle_or_more(f):
            out += [Impale(target=g.id) for g in targets]
        if st[0][1].pole and shift_or_less(f):
            out += [ReceiveCharge(target=g.id) for g in targets if g.moves >= 2]
    if held_shield(f) is not None:
        if shift_or_less(f) or shuffle_or_more(f):
            rush = not shift_or_less(f)
            out += [ShieldAttack(target=g.id, rush=rush, fall_to=c) for g in adjacent_targets
                    for c in fall_squares(state, g)]
    if shift_or_less(f):
        out += spells.options(state, f)
        if bow_ready(f):
            out += [Shoot(target=g.id) for g in missile_targets(state, f)]
        out += [HandCombat(target=g.id) for g in adjacent_targets]
        if engaging(state, f):
            out += [Disengage(path=p) for p in _retreats(state, f)]
    w = thrown_weapon(f)
    if w is not None and (shuffle_or_less(f) or races()[f.race].throws_after_charge):
        out += [Throw(target=g.id) for g in missile_targets(state, f, max_range=f.sh)]
    if shuffle_or_less(f):
        if _can_reload(f):
            out.append(Reload())
    if not races()[f.race].creature or races()[f.race].kit:
        out += [ChangeWeapon(swaps=(s,)) for s in _swaps(state, f)]
    out += [Evade(), GoProne(), Disbelieve()]
    if has_item(f, "healing_potion"):
        out.append(Drink())
    return out


def _free_adjacent(state: State, f: Figure) -> list:
    return [c for c in neighbours(f.cell) if enterable(state, f, c)]


def _retreats(state: State, f: Figure) -> list[tuple]:
    """Disengage: one square (Orcs up to two)."""
    paths = [(c,) for c in _free_adjacent(state, f)]
    if races()[f.race].disengage >= 2:
        for (c,) in list(paths):
            paths += [(c, c2) for c2 in neighbours(c) if c2 != f.cell and enterable(state, f, c2)]
    return paths


def _stand_facings(state: State, f: Figure) -> list[int]:
    no = about_face(f.facing) if engaging(state, f) else None
    return [fc for fc in range(8) if fc != no]


def _can_reload(f: Figure) -> bool:
    w = ready_weapon(f)
    return w is not None and w.reload_turns > 0 and not f.slots[0].loaded


def _swaps(state: State, f: Figure) -> list[tuple[str, str]]:
    """Single swaps that change something and are allowed after this move."""
    out = []
    names = list(SLOTS)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if f.slots[i] is not None or f.slots[names.index(b)] is not None:
                out.append((a, b))
    for i, a in enumerate(names):
        if f.slots[i] is not None:
            out.append((a, "ground"))
        if state.ground.get(f.cell):
            out.append(("ground", a))
    return [s for s in out if _try_swaps(state, f, (s,)) is None]


def _try_swaps(state: State, f: Figure, swaps) -> str | None:
    """Why these swaps are not allowed (None: they are), on scratch copies."""
    slots = list(f.slots)
    ground = list(state.ground.get(f.cell, ()))
    charge = f.moves > 2      # Drop/Pick Up: no slinging; unsling only with both hands empty
    for a, b in swaps:
        if a == b or (a == "ground" and b == "ground"):
            return f"cannot swap {a} with itself"
        if a == "ground":
            a, b = b, a
        ia = SLOTS.index(a)
        if b == "ground":
            if slots[ia] is None and not ground:
                return f"nothing to drop from {a} or pick up"
            if charge and ia > 1:
                return "after a charge nothing can be slung or unslung"
            picked = ground.pop(0) if ground else None
            if slots[ia] is not None:
                ground.append(slots[ia])
            if picked is not None and weapons()[picked.w].sh > carry_strength(f):
                return f"{f.name} cannot carry a {weapons()[picked.w].name}"
            slots[ia] = picked
            continue
        ib = SLOTS.index(b)
        if slots[ia] is None and slots[ib] is None:
            return f"{a} and {b} are both empty"
        if charge and (ia > 1 or ib > 1):
            hands_empty = slots[0] is None and slots[1] is None
            slung_to_hand = (ia > 1) != (ib > 1) and slots[ia if ia <= 1 else ib] is None
            if not (hands_empty and slung_to_hand):
                return "after a charge weapons cannot be slung (unsling only with both hands empty)"
        slots[ia], slots[ib] = slots[ib], slots[ia]
    w = weapon(slots[0])
    if w is not None and w.two_handed and slots[1] is not None:
        slots[1] = None                 # slung or dropped (free_second_hand)
    w1 = weapon(slots[1])
    if w1 is not None and w1.two_handed:
        return f"a two-handed {w1.name} is held as the ready weapon, not in 'also'"
    return None


# ------------------------------------------------------------------ targets of an action

def targets_of(state: State, f: Figure, action) -> list[str]:
    if isinstance(action, Slash):
        return [g.id for c in front_squares(f) if (g := state.at(c)) and g.side != f.side]
    if isinstance(action, DualAttack):
        return list(dict.fromkeys((action.first, action.second)))
    if isinstance(action, (Attack, Impale, ReceiveCharge, Shoot, Throw, ShieldAttack, Steal)):
        return [action.target]
    if isinstance(action, Cast) and spells.aimed_at_enemy(state, f, action):
        return [action.target]
    return []


def start(state: State, f: Figure, action, last: bool, out: list) -> bool:
    """Check the actor's choice; ask targets who may evade (or repel) first. True if the
    action is resolved now, False if it waits for reactions."""
    if isinstance(action, ChangeWeapon):
        if not any(isinstance(o, ChangeWeapon) for o in options(state, f, last)):
            raise IllegalAction("Action Phase", f"{f.name} cannot change weapons after a "
                                f"{f.moves}-square move")
        why = _try_swaps(state, f, action.swaps)
        if why:
            raise IllegalAction("CHANGE WEAPON/SHIELD", why)
    elif action not in options(state, f, last):
        raise IllegalAction("Action Phase", f"{f.name} may not {action.kind.replace('_', ' ')} "
                            f"now ({_describe_limit(f)})")
    if isinstance(action, HandCombat):
        tgt = state.fig(action.target)
        if not tgt.prone:
            state.pending = {"actor": f.id, "action": action.model_dump(mode="json"),
                             "asks": [tgt.id], "kind": "repel"}
            return False
    asks = [t for t in targets_of(state, f, action) if can_evade(state, state.fig(t))]
    if asks:
        state.pending = {"actor": f.id, "action": action.model_dump(mode="json"), "asks": asks,
                         "kind": "evade", "repel": None}
        return False
    return True


def _describe_limit(f: Figure) -> str:
    from rules.gladiator.moving import category
    state = "prone, " if f.prone else ""
    return f"{state}moved {f.moves} ({category(f)})"


def react_options(state: State) -> list[React]:
    if state.pending["kind"] == "repel":
        return [React(repel=True), React(repel=False)]
    return [React(evade=True), React(evade=False)]


def react(state: State, action: React, out: list) -> bool:
    """The asked target answers; True when every target has answered."""
    if action not in react_options(state):
        raise IllegalAction("Evading", "answer with evade (or repel) true or false")
    p = state.pending
    t = state.fig(p["asks"][0])
    if p["kind"] == "evade" and action.evade:
        t.evading = True
        t.acted = True
        t.dazed_next = False
        out.append(ev.Evaded(figure=t.id))
    if p["kind"] == "repel":
        p["repel"] = action.repel
    p["asks"] = p["asks"][1:]
    return not p["asks"]


def pending_action(state: State):
    return action_adapter.validate_python(state.pending["action"])


# ------------------------------------------------------------------ resolution

def resolve(state: State, f: Figure, action, out: list) -> None:
    repel = (state.pending or {}).get("repel")
    state.pending = None
    if isinstance(action, Stand):
        if f.prone and action.facing is not None:
            f.prone = False
            f.facing = action.facing
            out.append(ev.StoodUp(figure=f.id, facing=f.facing))
        else:
            out.append(ev.Waited(figure=f.id))
    elif isinstance(action, Attack):
        st = strikers(f)
        slot, w = next((x for x in st if x[1].id == action.weapon), st[0])
        strike(state, f, state.fig(action.target), slot, w, "attack", out)
    elif isinstance(action, Steal):
        _steal(state, f, state.fig(action.target), out)
    elif isinstance(action, Slash):
        slot, w = strikers(f)[0]
        for i, tid in enumerate(targets_of(state, f, action)):
            t = state.fig(tid)
            if t.present:
                strike(state, f, t, slot, w, "slash", out, [("slash", -2 if i == 0 else -4)])
    elif isinstance(action, DualAttack):
        st = strikers(f)
        for (slot, w), tid, pen in ((st[0], action.first, -2), (st[1], action.second, -3)):
            t = state.fig(tid)
            if t.present and f.present and not f.prone:
                strike(state, f, t, slot, w, "dual_attack", out, [("dual", pen)])
    elif isinstance(action, (Impale, ReceiveCharge)):
        slot, w = strikers(f)[0]
        extra = [("receive charge", RECEIVE_BONUS)] if isinstance(action, ReceiveCharge) else []
        strike(state, f, state.fig(action.target), slot, w, action.kind, out, extra, double=True)
    elif isinstance(action, ShieldAttack):
        _shield(state, f, action, out)
    elif isinstance(action, Shoot):
        _shoot(state, f, state.fig(action.target), out)
    elif isinstance(action, Throw):
        _throw(state, f, state.fig(action.target), out)
    elif isinstance(action, Reload):
        it = f.slots[0]
        left = (it.reload or weapons()[it.w].reload_turns) - 1
        f.slots[0] = Item(it.w, loaded=left <= 0, reload=max(left, 0))
        out.append(ev.Reloaded(figure=f.id, loaded=left <= 0))
    elif isinstance(action, HandCombat):
        _hand_combat(state, f, state.fig(action.target), repel, out)
    elif isinstance(action, Disengage):
        _disengage(state, f, action, out)
    elif isinstance(action, ChangeWeapon):
        _change(state, f, action.swaps, out)
    elif isinstance(action, Evade):
        f.evading = True
        out.append(ev.Evaded(figure=f.id))
    elif isinstance(action, GoProne):
        f.prone = True
        out.append(ev.WentProne(figure=f.id))
    elif isinstance(action, Disbelieve):
        _disbelieve(state, f, out)
    elif isinstance(action, Cast):
        spells.cast(state, f, action, out)
    elif isinstance(action, Drink):
        i = next(i for i, it in enumerate(f.slots) if it is not None and it.w == "healing_potion")
        f.slots[i] = None
        f.sh = max(f.sh, f.sh_max)
        out.append(ev.Healed(figure=f.id, sh=f.sh, why="healing potion"))


def _shield(state: State, f: Figure, action: ShieldAttack, out: list) -> None:
    s_slot = next(i for i in (0, 1) if weapon(f.slots[i]) is not None
                  and weapon(f.slots[i]).kind == "shield")
    w = weapon(f.slots[s_slot])
    tgt = state.fig(action.target)
    extra = [("shield rush", RUSH_BONUS)] if action.rush else []
    was_prone = tgt.prone
    if not strike(state, f, tgt, s_slot, w, "shield_rush" if action.rush else "shield_attack",
                  out, extra) or not tgt.present or was_prone:
        return
    tn = fall_target(f, tgt, action.rush)
    total, kept = ag_roll(state, tn)
    if kept:
        out.append(ev.Kept(figure=tgt.id, roll=total, target_number=tn))
        return
    tgt.prone = True
    cell = action.fall_to or tgt.cell
    if cell != tgt.cell and state.at(cell) is None:
        out.append(ev.Moved(figure=tgt.id, path=(tgt.cell, cell), how="fall", moves=0))
        tgt.cell = cell
    out.append(ev.Fell(figure=tgt.id, cell=tgt.cell, roll=total, target_number=tn))
    t = state.terrain_at(tgt.cell)
    if PIT in t and not pit_walker(tgt):
        wound(state, tgt, PIT_DAMAGE * t.count(PIT), out, blow=False)
    if EXIT in t and tgt.present:        # forced onto an exit: he leaves the game
        from rules.gladiator.turn import leave
        leave(state, tgt, out)


def _returned(f: Figure, tgt: Figure) -> bool:
    """Missile Return: missiles at him come back at the shooter, at double range."""
    return tgt.side != f.side and effects.missile_return(tgt)


def _shoot(state: State, f: Figure, tgt: Figure, out: list) -> None:
    w = ready_weapon(f)
    back = _returned(f, tgt)
    extra = missile_mods(state, f, tgt, "shoot", back)
    if f.prone:
        extra.append(("prone crossbow", PRONE_CROSSBOW))
    shot = w.model_copy(update={"damage": w.bolt}) if w.bolt else w
    strike(state, f, f if back else tgt, 0, shot, "shoot", out,
           extra + ([("missile return", 0)] if back else []), from_cell=tgt.cell if back else None)
    if w.reload_turns:
        f.slots[0] = Item(w.id, loaded=False, reload=w.reload_turns)


def _throw(state: State, f: Figure, tgt: Figure, out: list) -> None:
    w = thrown_weapon(f)
    back = _returned(f, tgt)
    extra = missile_mods(state, f, tgt, "throw", back)
    where = f.cell if back else tgt.cell
    strike(state, f, f if back else tgt, None, w, "throw", out,
           extra + ([("missile return", 0)] if back else []), from_cell=tgt.cell if back else None)
    if w.natural or not f.present:       # its own needles: nothing leaves its hand
        return
    slot = 0 if f.slots[0] is not None and f.slots[0].w == w.id else next(
        i for i in (2, 3, 4) if f.slots[i] is not None and f.slots[i].w == w.id)
    f.slots[slot] = None
    if w.caltrops:
        add_terrain(state, where, CALTROPS)
        out.append(ev.TerrainMade(cell=where, terrain="caltrops"))
    else:
        state.ground[where] = state.ground.get(where, ()) + (Item(w.id),)
    # another single-handed weapon is readied: top slung, middle slung, then also (ll. 375,
    # 457 name no bottom slung: it stays slung)
    for i in (2, 3, 1) if slot == 0 and not races()[f.race].creature else ():
        cand = weapon(f.slots[i])
        if cand is not None and cand.kind == "weapon" and not cand.two_handed:
            f.slots[0], f.slots[i] = f.slots[i], None
            break
    out.append(ev.ItemsChanged(figure=f.id, slots=tuple(it.w if it else None for it in f.slots)))


def _hand_combat(state: State, f: Figure, tgt: Figure, repel, out: list) -> None:
    if tgt.image:                    # grabbing an image: it was never there
        conjure.vanish(state, tgt, "hit", out)
        return
    roll = tn = None
    repelled = False
    if not tgt.prone and repel:
        tn = repel_target(f, tgt)
        roll, repelled = ag_roll(state, tn)
    out.append(ev.HandCombatTried(attacker=f.id, defender=tgt.id, repelled=repelled, roll=roll,
                                  target_number=tn))
    if repelled:
        return
    for g in (f, tgt):
        g.prone = True
        g.hand_combat = tuple(dict.fromkeys(g.hand_combat + ((tgt if g is f else f).id,)))
        for i in (0, 1):             # weapons in ready or also are dropped, daggers kept
            w = weapon(g.slots[i])
            if w is not None and not w.dagger:
                drop(state, g, i, out)
        if g.slots[0] is None:       # a slung dagger jumps into the hand
            for i in (2, 3, 4):
                w = weapon(g.slots[i])
                if w is not None and w.dagger:
                    g.slots[0], g.slots[i] = g.slots[i], None
                    break
        out.append(ev.ItemsChanged(figure=g.id, slots=tuple(it.w if it else None for it in g.slots)))
    for troll in (f, tgt):      # Pit (l. 249): wrestling a troll in his pit (RULING troll-pit)
        pits = state.terrain_at(troll.cell).count(PIT)
        if races()[troll.race].pit_walker and pits:
            other = tgt if troll is f else f
            if other.present and not pit_walker(other):
                wound(state, other, PIT_DAMAGE * pits, out, blow=False)


def _disengage(state: State, f: Figure, action: Disengage, out: list) -> None:
    roll = None
    if f.hand_combat:
        roll, ok = ag_roll(state, adjusted_ag(f))
        if not ok:
            out.append(ev.Disengaged(figure=f.id, success=False, roll=roll))
            return
        leave_hand_combat(state, f)
    path = (f.cell,) + tuple(action.path)
    f.cell = path[-1]
    f.prone = False
    out.append(ev.Disengaged(figure=f.id, success=True, roll=roll))
    out.append(ev.Moved(figure=f.id, path=path, how="disengage", moves=0))


def _put_down(state: State, f: Figure, it: Item, ground: list, out: list) -> None:
    """An item he lets go of in his square: caltrops become terrain, his side's Bones on the
    Altar raise the dead, anything else lies on the ground."""
    if weapons()[it.w].caltrops:
        add_terrain(state, f.cell, CALTROPS)
        out.append(ev.TerrainMade(cell=f.cell, terrain="caltrops"))
    elif it.w == "bones" and altar.can_raise(state, f, it):
        altar.raise_dead(state, f, it, out)
    else:
        ground.append(it)
    out.append(ev.ItemDropped(figure=f.id, item=it.w, cell=f.cell))


def free_second_hand(state: State, f: Figure, ground: list, out: list) -> None:
    """Carrying Capacity (l. 60): 'If a two handed weapon is readied then the second hand will
    drop or sling (if possible) whatever was secondary': into the top free slung slot, unless
    the move was more than a shuffle (nothing can be slung then) or no slot is free."""
    if not two_handed_ready(f) or f.slots[1] is None:
        return
    it, f.slots[1] = f.slots[1], None
    free = next((i for i in (2, 3, 4) if f.slots[i] is None), None)
    if free is not None and f.moves <= 2:
        f.slots[free] = it
    else:
        _put_down(state, f, it, ground, out)


def _change(state: State, f: Figure, swaps, out: list) -> None:
    ground = list(state.ground.get(f.cell, ()))
    for a, b in swaps:
        if a == "ground":
            a, b = b, a
        ia = SLOTS.index(a)
        if b == "ground":
            picked = ground.pop(0) if ground else None
            if f.slots[ia] is not None:
                _put_down(state, f, f.slots[ia], ground, out)
            f.slots[ia] = picked
        else:
            ib = SLOTS.index(b)
            f.slots[ia], f.slots[ib] = f.slots[ib], f.slots[ia]
    free_second_hand(state, f, ground, out)
    if ground:
        state.ground[f.cell] = tuple(ground)
    else:
        state.ground.pop(f.cell, None)
    out.append(ev.ItemsChanged(figure=f.id, slots=tuple(it.w if it else None for it in f.slots)))


# ------------------------------------------------------------------ odds

def odds(state: State, f: Figure, action) -> list[tuple[str, float]]:
    """The exact chance of each roll of an action before committing: (what, chance)."""
    from fractions import Fraction
    out = []
    if isinstance(action, HandCombat):
        tgt = state.fig(action.target)
        p = Fraction(1) if tgt.prone else 1 - rolls.hit_chance(repel_target(f, tgt))
        return [(f"hand combat with {tgt.id} if he repels", float(p))]
    if isinstance(action, Disengage) and f.hand_combat:
        return [("disengage", float(rolls.hit_chance(adjusted_ag(f))))]
    if isinstance(action, Cast):
        per_turn = " per turn" if action.flavour == "per_turn" else ""
        return [(f"cast {action.spell}{per_turn}", float(spells.success_chance(state, f, action)))]
    plan = []
    st = strikers(f)
    if isinstance(action, Attack):
        w = next((x[1] for x in st if x[1].id == action.weapon), st[0][1])
        plan = [(action.target, w, action.kind, [])]
    elif isinstance(action, Steal):
        plan = [(action.target, st[0][1], "steal", [])]
    elif isinstance(action, Impale):
        plan = [(action.target, st[0][1], action.kind, [])]
    elif isinstance(action, ReceiveCharge):
        plan = [(action.target, st[0][1], action.kind, [("receive charge", RECEIVE_BONUS)])]
    elif isinstance(action, Slash):
        plan = [(t, st[0][1], "slash", [("slash", -2 if i == 0 else -4)])
                for i, t in enumerate(targets_of(state, f, action))]
    elif isinstance(action, DualAttack):
        plan = [(action.first, st[0][1], "dual_attack", [("dual", -2)]),
                (action.second, st[1][1], "dual_attack", [("dual", -3)])]
    elif isinstance(action, ShieldAttack):
        plan = [(action.target, held_shield(f), "shield_attack",
                 [("shield rush", RUSH_BONUS)] if action.rush else [])]
    elif isinstance(action, (Shoot, Throw)):
        tgt = state.fig(action.target)
        extra = missile_mods(state, f, tgt, action.kind, _returned(f, tgt))
        if isinstance(action, Shoot) and f.prone:
            extra.append(("prone crossbow", PRONE_CROSSBOW))
        plan = [(action.target, ready_weapon(f), action.kind, extra)]
    for tid, w, kind, extra in plan:
        tgt = state.fig(tid)
        if kind in ("shoot", "throw") and _returned(f, tgt):
            tgt = f                     # Missile Return: the roll is against himself
        tn, nd, _ = prepare(state, f, tgt, w, kind, extra)
        out.append((f"{kind} {tid}", float(rolls.hit_chance(tn, nd))))
    return out


def _steal(state: State, f: Figure, tgt: Figure, out: list) -> None:
    """The Imp's swipe (Imp Tactics, 'lose weapon' effect): a to-hit roll with his fist, no
    damage; on a hit he takes the ready weapon and slings it (RULING imp-steal)."""
    slot, w = strikers(f)[0]
    tn, nd, mods = prepare(state, f, tgt, w, "steal")
    d = _dice(state)
    r = rolls.roll(d, tn, nd)
    state.dice = d.state
    out.append(ev.Attacked(attacker=f.id, target=tgt.id, attack="steal", weapon=w.id,
                           target_number=tn, faces=r.faces, total=r.total, hit=r.hit,
                           multiplier=1, damage_roll=0, armour=0, damage=0, modifiers=tuple(mods)))
    if not r.hit or tgt.slots[0] is None:
        return
    if tgt.image:
        conjure.vanish(state, tgt, "hit", out)
        return
    it, tgt.slots[0] = tgt.slots[0], None
    free = next((i for i in (2, 3, 4) if f.slots[i] is None), None)
    if free is None:
        state.ground[f.cell] = state.ground.get(f.cell, ()) + (it,)
    else:
        f.slots[free] = it
    for g in (tgt, f):
        out.append(ev.ItemsChanged(figure=g.id, slots=tuple(x.w if x else None for x in g.slots)))


def illusions_seen(state: State, f: Figure) -> list[Figure]:
    """The enemy illusions in play (illusion creatures and images)."""
    return [g for g in state.figures if g.present and g.side != f.side and (g.illusion or g.image)]


def _disbelieve(state: State, f: Figure, out: list) -> None:
    """DISBELIEVE: IQ or less on three dice dispels the closest enemy illusion; with none
    present it has no effect (no roll)."""
    found = illusions_seen(state, f)
    if not found:
        out.append(ev.Disbelieved(figure=f.id, illusions=0))
        return
    total, ok = ag_roll(state, f.iq)
    gone = None
    if ok:
        g = min(found, key=lambda g: (chebyshev(f.cell, g.cell), g.id))
        gone = g.id
    out.append(ev.Disbelieved(figure=f.id, illusions=len(found), roll=total, target_number=f.iq,
                              dispelled=gone))
    if gone:
        conjure.vanish(state, state.fig(gone), "disbelieved", out)
