"""Spells: casting is an AG roll (a fighter casts with the average of his AG and IQ) paid in
SH; a roll of 4 costs half, a 3 nothing. Missile spells (pumped up, every allotted SH spent even
on a miss, cast at invisible targets too), thrown spells (range and obstacles like thrown
weapons, 'nice' ones on friends only, a miss costs 1), special spells (a failure costs one less;
nothing if they cost 1 or 0): terrain, Dazzle, Psychic Blast, ESP Stats, Teleport, Image, Snake
Staff, summons and illusions (conjure.py). The table is data/spells.json; the spells the text
names without numbers are authored there."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.square import chebyshev, neighbours
from rules.gladiator import conjure, effects
from rules.gladiator import events as ev
from rules.gladiator import rolls
from rules.gladiator.actions import Cast
from rules.gladiator.characters import adjusted_ag
from rules.gladiator.data import races, spells
from rules.gladiator.geometry import enemies, in_front_area
from rules.gladiator.state import Figure, Item, State
from rules.gladiator.terrain import (CALTROPS, CHARS, EXIT, FIRE, PIT, WALL, add_terrain,
                                     enterable, in_bounds, invisible, missile_line,
                                     obstacle_modifiers)
from rules.gladiator.wounds import drop, leave_hand_combat, wound

FIGHTER_SPELL_IQ = 10       # Fighter Spells: after attaining an IQ of 10 or higher
DAZZLE_PENALTY = 3
HEAL_ABOVE = 2              # healing may go at most 2 above the normal SH (Drain Life, Heal-Strength)
MAX_SUMMONED = 4            # Evil Summoner: no more than four summoned creatures
SUMMONER_SPELLS = ("summon_troll", "summon_gargoyle", "summon_bear")


def known_spells(f: Figure, dice: Dice) -> tuple[str, ...]:
    """A Mage knows every spell his IQ allows; a fighter of IQ 10+ gets each spell of the
    fighters' list his IQ allows with a 50% chance when fighting starts; the Evil Mage knows his
    IQ's spells and the Death Sword; the Evil Summoner his three summons."""
    race = races()[f.race]
    if race.summoner:
        return SUMMONER_SPELLS
    able = [s for s in spells().values() if s.iq <= f.iq and not s.free]
    if race.caster:
        return tuple(s.id for s in able)
    if race.id == "mage":
        return tuple(s.id for s in able if not s.ai_only)
    if race.creature or f.iq < FIGHTER_SPELL_IQ:
        return ()
    return tuple(s.id for s in able if s.fighter and dice.below(2))


def casting_ag(f: Figure) -> int:
    ag = adjusted_ag(f)
    r = races()[f.race]
    return ag if (f.race == "mage" or r.caster or r.summoner) else (ag + f.iq) // 2


def full_cost(f: Figure, spell, power: int, flavour: str = "bulk") -> int:
    """The SH allotted: the bulk cost, or a 'per turn' spell's first turn; the Evil Summoner's
    summons cost him nothing (RULING evil-summoner)."""
    if races()[f.race].summoner:
        return 0
    return spell.upkeep(power) if flavour == "per_turn" else spell.cost_for(power)


def flavours(spell) -> tuple[str, ...]:
    """Thrown Spells: 'bulk' and 'per turn' SH cost; the lasting ones have both (authored)."""
    return ("bulk", "per_turn") if spell.per_turn else ("bulk",)


def cost_of(spell, total: int, success: bool, allotted: int | None = None) -> int:
    """SH spent: on success all of it (a roll of 4 half, rounded down; 3 nothing); on a failure
    a missile spell still spends all, a thrown spell 1, a special spell one less."""
    full = spell.cost if allotted is None else allotted
    if success:
        return 0 if total == 3 else (full // 2 if total == 4 else full)
    if spell.type == "missile":
        return full
    if spell.type == "thrown":
        return min(1, full)
    return 0 if full <= 1 else full - 1


def spell_cells(state: State, f: Figure, spell) -> list:
    """On or around the mage: his square or an adjacent one, unoccupied (a friend's square, or
    his own, only for Shadow and Exit)."""
    out = []
    for c in [f.cell] + neighbours(f.cell):
        if not in_bounds(state, c) or WALL in state.terrain_at(c):
            continue
        who = state.at(c)
        if who is None or (who.side == f.side and spell.terrain in ("S", "X")):
            out.append(c)
    return out


def teleport_cells(state: State, f: Figure, reach: int) -> list:
    h, w = state.board.level.shape
    return [(x, y) for y in range(max(0, f.cell[1] - reach), min(h, f.cell[1] + reach + 1))
            for x in range(max(0, f.cell[0] - reach), min(w, f.cell[0] + reach + 1))
            if (x, y) != f.cell and enterable(state, f, (x, y))]


def spell_targets(state: State, f: Figure, spell) -> list[Figure]:
    """Missile spells: enemies in the front area with no wall between (invisible too). Thrown:
    the figures its 'niceness' allows within SH squares in the front area, visible, with no wall
    between; a nice spell may be cast on the mage himself."""
    out = []
    for g in state.figures:
        if not g.present:
            continue
        if spell.target == "enemy" and g.side == f.side:
            continue
        if spell.target == "friend" and g.side != f.side:
            continue
        if spell.target == "anyone" and g.id == f.id:
            continue
        if g.id != f.id:
            if not in_front_area(f, g.cell) or not missile_line(state, f.cell, g.cell).visible:
                continue
            if spell.type == "thrown" and (chebyshev(f.cell, g.cell) > f.sh
                                           or (g.side != f.side and invisible(state, g))):
                continue
        if spell.id == "death_sword" and (g.slots[0] is not None or g.image):
            continue
        if spell.id == "lose_weapon" and not _loose_weapon(g):
            continue
        out.append(g)
    return out


def _loose_weapon(g: Figure) -> bool:
    return g.slots[0] is not None


def is_free(spell_id: str) -> bool:
    sp = spells().get(spell_id)
    return sp is not None and sp.free


def cancel_options(state: State, f: Figure) -> list[Cast]:
    """Summon Spells: 'renewed or cancelled at the beginning of the Mage's action': he may
    cancel any creature he conjured (not an image), free, and still act."""
    return [Cast(spell="cancel_summon", target=g.id) for g in state.figures
            if g.present and g.summoner == f.id and not g.image]


def cancel(state: State, g: Figure, out: list) -> None:
    conjure.vanish(state, g, "cancelled", out)


def options(state: State, f: Figure) -> list[Cast]:
    out = []
    summoned = sum(1 for g in state.figures if g.present and g.summoner == f.id)
    for sid in f.spells:
        sp = spells()[sid]
        if sp.needs and (f.slots[0] is None or f.slots[0].w != sp.needs):
            continue
        casts = [(p, fl) for fl in flavours(sp) for p in _powers(sp, fl)
                 if full_cost(f, sp, p, fl) == 0 or full_cost(f, sp, p, fl) <= f.sh - 1]
        if not casts:
            continue
        if sp.type == "summon" and races()[f.race].summoner and summoned >= MAX_SUMMONED:
            continue
        if sp.terrain and sp.target == "cell":
            out += [Cast(spell=sid, cell=c) for c in spell_cells(state, f, sp)]
        elif sp.target == "cell":
            out += [Cast(spell=sid, cell=c) for c in teleport_cells(state, f, sp.radius or 1)]
        elif sp.target != "none":
            out += [Cast(spell=sid, target=g.id, power=p, flavour=fl)
                    for g in spell_targets(state, f, sp) for p, fl in casts]
        else:
            out += [Cast(spell=sid, power=p, flavour=fl) for p, fl in casts]
    return out


def _powers(sp, flavour: str) -> range:
    """Pumps on offer; pumping that only lengthens a spell (Missile Return) means nothing for
    a 'per turn' spell, which lasts while paid."""
    if flavour == "per_turn" and not sp.amount:
        return range(1, 2)
    return range(1, sp.max_power + 1)


def sees(state: State, viewer: Figure, mage: Figure) -> bool:
    """Dazzle: not prone, the mage in his front side, no wall between."""
    return (not viewer.prone and in_front_area(viewer, mage.cell)
            and missile_line(state, viewer.cell, mage.cell).visible)


def _mods(state: State, f: Figure, tgt: Figure, spell, returned: bool) -> list:
    """Range and obstacles: missile spells like bows (-1 per 5 squares), thrown spells like
    thrown weapons (-1 per square); Missile Return doubles the range to hit."""
    if tgt is f and not returned:
        return []
    dist = chebyshev(f.cell, tgt.cell) * (2 if returned else 1)
    rng = -(dist // 5) if spell.type == "missile" else -dist
    return [("range", rng)] + obstacle_modifiers(state, missile_line(state, f.cell, tgt.cell).cells)


def aimed_at_enemy(state: State, f: Figure, action: Cast) -> bool:
    """A missile or thrown spell cast at an enemy is an attack on him (l. 148: 'All missile
    attacks (including spells)'): he may evade it (RULING spell-evade)."""
    sp = spells().get(action.spell)
    return (sp is not None and action.target is not None and sp.type in ("missile", "thrown")
            and state.fig(action.target).side != f.side)


def _dice_against(state: State, f: Figure, action: Cast, returned: bool) -> int:
    """Evasion (l. 337): four dice against an evading target of a hostile spell."""
    if not aimed_at_enemy(state, f, action):
        return 3
    victim = f if returned else state.fig(action.target)
    return 4 if victim.evading else 3


def success_chance(state: State, f: Figure, action: Cast):
    """The exact chance the casting succeeds (the odds preview)."""
    sp = spells()[action.spell]
    tgt = state.fig(action.target) if action.target else None
    returned = (tgt is not None and sp.type in ("missile", "thrown") and tgt.side != f.side
                and effects.missile_return(tgt))
    mods = _mods(state, f, tgt, sp, returned) if tgt is not None else []
    return rolls.hit_chance(casting_ag(f) + sum(m for _, m in mods),
                            _dice_against(state, f, action, returned))


def cast(state: State, f: Figure, action: Cast, out: list) -> None:
    sp = spells()[action.spell]
    tgt = state.fig(action.target) if action.target else None
    returned = (tgt is not None and sp.type in ("missile", "thrown") and tgt.side != f.side
                and effects.missile_return(tgt))
    mods = _mods(state, f, tgt, sp, returned) if tgt is not None else []
    d = Dice(state.dice)
    faces = tuple(d.roll(_dice_against(state, f, action, returned)))
    state.dice = d.state
    total = sum(faces)
    tn = casting_ag(f) + sum(m for _, m in mods)
    ok = rolls.succeeds(total, tn)
    allotted = full_cost(f, sp, action.power, action.flavour)
    cost = cost_of(sp, total, ok, allotted)
    out.append(ev.SpellCast(figure=f.id, spell=sp.id, cell=action.cell, faces=faces, total=total,
                            target_number=tn, success=ok, cost=cost, target=action.target,
                            power=action.power, returned=returned))
    wound(state, f, cost, out, blow=False)
    if not ok or not f.present:
        return
    victim = f if returned else tgt
    if victim is not None and victim.image:       # a successful spell on an image: it vanishes
        conjure.vanish(state, victim, "hit", out)
        return
    _effect(state, f, sp, action, victim, returned, out)


def _effect(state: State, f: Figure, sp, action: Cast, victim, returned: bool, out: list) -> None:
    # a 'per turn' spell lasts while its caster pays (conjure.end_of_turn), or he dies
    per_turn = action.flavour == "per_turn" and bool(sp.per_turn)
    upkeep = sp.upkeep(action.power) if per_turn else 0
    if sp.type == "terrain":
        for c in _area(state, f, sp, action.cell):
            add_terrain(state, c, sp.terrain)
            out.append(ev.TerrainMade(cell=c, terrain=CHARS[sp.terrain]))
    elif sp.id == "dazzle":
        for e in enemies(state, f):
            if sees(state, e, f):
                e.dazzled_until = state.turn + sp.duration
    elif sp.id == "psychic_blast":
        for e in enemies(state, f):
            if chebyshev(e.cell, f.cell) <= sp.radius:
                wound(state, e, _roll(state, 1, 0), out, blow=False)
    elif sp.type == "missile":                  # Drain Spirit / Drain Life
        before = victim.sh
        wound(state, victim, _roll(state, action.power, 0), out, blow=False)
        if not returned and f.present:
            top = f.sh_max + (HEAL_ABOVE if sp.id == "drain_life" else 0)
            _heal(f, min(before, before - victim.sh), top, sp.name, out)
    elif sp.amount and sp.id != "heal_strength":
        until = effects.GAME if sp.duration is None or per_turn else (
            state.turn + sp.duration + sp.duration_step * action.power)
        effects.add(victim, sp.id, sp.amount * action.power, until, f.id, upkeep)
        out.append(ev.Enchanted(figure=victim.id, spell=sp.id, amount=sp.amount * action.power,
                                until=until))
    elif sp.id == "missile_return":
        until = effects.GAME if per_turn else state.turn + sp.duration_step * action.power
        effects.add(victim, sp.id, 1, until, f.id, upkeep)
        out.append(ev.Enchanted(figure=victim.id, spell=sp.id, amount=1, until=until))
    elif sp.id == "heal_strength":
        _heal(victim, sp.amount * action.power, victim.sh_max + HEAL_ABOVE, sp.name, out)
    elif sp.id == "lose_weapon":
        drop(state, victim, 0, out)
    elif sp.id == "ring_of_fire":
        for c in neighbours(victim.cell):
            who = state.at(c)
            if in_bounds(state, c) and WALL not in state.terrain_at(c) and (
                    who is None or who.side != f.side):
                add_terrain(state, c, FIRE)
                out.append(ev.TerrainMade(cell=c, terrain="fire"))
    elif sp.id == "teleport_away":
        cells = [c for c in teleport_cells(state, victim, max(state.board.level.shape))
                 if not set(state.terrain_at(c)) & {EXIT, FIRE, PIT, CALTROPS}]
        if cells:
            d = Dice(state.dice)
            _teleport(state, victim, cells[d.below(len(cells))], out)
            state.dice = d.state
    elif sp.id == "teleport":
        _teleport(state, f, tuple(action.cell), out)
    elif sp.id == "death_sword":
        victim.slots[0] = Item("death_sword")
        out.append(ev.ItemsChanged(figure=victim.id,
                                   slots=tuple(it.w if it else None for it in victim.slots)))
    elif sp.id == "esp_stats":
        d = Dice(state.dice)
        n = 1 + d.below(3)              # a random number between one and three
        state.dice = d.state
        near = sorted(enemies(state, f), key=lambda g: (chebyshev(f.cell, g.cell), g.id))[:n]
        out.append(ev.StatsSeen(figure=f.id, seen=tuple(
            (g.id, g.cell[0], g.cell[1], g.sh, g.sh_max, g.ag, g.iq) for g in near)))
    elif sp.id == "image":
        conjure.image(state, f, sp.duration, out)
    elif sp.id == "snake_staff":
        f.slots[0] = None               # the staff becomes the snakes (RULING snake-staff)
        out.append(ev.ItemsChanged(figure=f.id, slots=tuple(it.w if it else None for it in f.slots)))
        for _ in range(action.power):
            conjure.summon(state, f, sp.creature, "snakes", out, expires=state.turn + sp.duration)
    elif sp.type == "summon":
        renew = 0 if races()[f.race].summoner else conjure.RENEW_EVERY
        conjure.summon(state, f, sp.creature, "summon", out, renew=renew)
    elif sp.type == "illusion":
        conjure.summon(state, f, sp.creature, "illusion", out, illusion=True)


def _area(state: State, f: Figure, sp, cell) -> list:
    """The squares an area spell makes: the chosen square, then flowing out (a Wall of Fire
    across the line from the mage, a Shadow Cloud around the square) to at most `area`
    squares; fire never on friends."""
    cell = tuple(cell)
    if sp.area <= 1:
        return [cell]
    if sp.terrain == FIRE:
        dx, dy = cell[0] - f.cell[0], cell[1] - f.cell[1]
        px, py = (-dy, dx) if (dx or dy) else (1, 0)
        cand = [(cell[0] + k * px, cell[1] + k * py) for k in (0, -1, 1, -2, 2)]
    else:
        cand = [cell] + neighbours(cell)
    out = []
    for c in cand:
        if len(out) >= sp.area or not in_bounds(state, c) or WALL in state.terrain_at(c):
            continue
        who = state.at(c)
        if sp.terrain == FIRE and who is not None and who.side == f.side:
            continue
        out.append(c)
    return out


def _roll(state: State, n: int, mod: int) -> int:
    d = Dice(state.dice)
    total = sum(d.roll(n)) + mod
    state.dice = d.state
    return max(0, total)


def _heal(f: Figure, amount: int, top: int, why: str, out: list) -> None:
    if amount <= 0 or f.sh >= top:
        return
    f.sh = min(top, f.sh + amount)
    out.append(ev.Healed(figure=f.id, sh=f.sh, why=why.lower()))


def _teleport(state: State, g: Figure, cell, out: list) -> None:
    leave_hand_combat(state, g)
    path = (g.cell, cell)
    g.cell, g.prone = cell, g.prone and g.sh > 1
    out.append(ev.Moved(figure=g.id, path=path, how="teleport", moves=g.moves))
