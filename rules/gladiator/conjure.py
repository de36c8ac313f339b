"""Conjured figures (Summon Spells, Illusion Spells, Snake Staff, Image, the Evil Summoner):
they appear around the mage facing his way, are real in all regards (illusions until they are
disbelieved, images until anything hits them), and vanish when they expire, are not renewed,
or their mage dies."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.core.square import chebyshev, neighbours
from rules.gladiator import effects
from rules.gladiator import events as ev
from rules.gladiator.data import races
from rules.gladiator.state import Figure, State

RENEW_COST = 1
RENEW_EVERY = 3         # AUTHORED: summons are renewed every 3 turns (spells.json 'renew')


def new_id(state: State, side: str) -> str:
    """The next free id of a side (w1, w2 ... / e1 ...); ids are never reused."""
    n = 0
    for g in state.figures:
        if g.id[0] == side[0] and g.id[1:].isdigit():
            n = max(n, int(g.id[1:]))
    return f"{side[0]}{n + 1}"


def free_cells(state: State, around, who: Figure, reach: int = 2) -> list:
    """Enterable empty squares next to `around`, or else within `reach` squares."""
    from rules.gladiator.terrain import enterable
    cells = [c for c in neighbours(around) if enterable(state, who, c) and state.at(c) is None]
    if not cells:
        h, w = state.board.level.shape
        cells = [(x, y) for y in range(h) for x in range(w)
                 if 1 < chebyshev((x, y), around) <= reach
                 and enterable(state, who, (x, y)) and state.at((x, y)) is None]
    return cells


def _roll_pick(state: State, items: list):
    d = Dice(state.dice)
    i = d.below(len(items))
    state.dice = d.state
    return items[i]


def summon(state: State, mage: Figure, race_id: str, how: str, out: list, *, illusion=False,
           expires: int = 0, renew: int = 0) -> Figure | None:
    """One creature on a random free square around the mage, facing his way; None if there is
    no room. It acts from the next turn on."""
    race = races()[race_id]
    g = Figure(id=new_id(state, mage.side), name=race.name, side=mage.side, race=race.id,
               sh_max=race.sh, sh=race.sh, ag=race.ag, iq=race.iq, facing=mage.facing,
               summoner=mage.id, illusion=illusion, expires=expires,
               renew_at=state.turn + renew if renew else 0)
    cells = free_cells(state, mage.cell, g)
    if not cells:
        return None
    g.cell = _roll_pick(state, cells)
    g.acted = True
    g.name = f"{race.name} {g.id}"
    state.figures.append(g)
    out.append(ev.Summoned(figure=g.id, name=g.name, side=g.side, race=g.race, cell=g.cell,
                           facing=g.facing, by=mage.id, how=how))
    return g


def rename(state: State, f: Figure, new: str) -> None:
    """Give a figure a new id everywhere the state names it."""
    old = f.id
    f.id = new
    for q in (state.act_order, state.second_round, state.move_order):
        for i, x in enumerate(q):
            if x == old:
                q[i] = new
    if state.actor == old:
        state.actor = new
    for g in state.figures:
        if old in g.hand_combat:
            g.hand_combat = tuple(new if x == old else x for x in g.hand_combat)
        if g.summoner == old:
            g.summoner = new
        if any(e[3] == old for e in g.effects):
            g.effects = tuple(e[:3] + (new if e[3] == old else e[3],) + e[4:] for e in g.effects)


def image(state: State, mage: Figure, turns: int, out: list) -> None:
    """Image: two duplicates around the mage and the mage moved one random square. All three
    get new ids in a random order, so the enemy cannot tell the mage by his id or place."""
    cells = free_cells(state, mage.cell, mage, reach=1)
    d = Dice(state.dice)
    chosen = []
    while cells and len(chosen) < 3:
        chosen.append(cells.pop(d.below(len(cells))))
    if not chosen:
        state.dice = d.state
        return
    real = d.below(len(chosen))
    state.dice = d.state
    old, old_cell = mage.id, mage.cell      # `by` names him by this id: the new one is secret
    first = int(new_id(state, mage.side)[1:])
    ids = [f"{mage.side[0]}{first + i}" for i in range(len(chosen))]
    rename(state, mage, ids[real])
    state.figures.remove(mage)
    out.append(ev.Vanished(figure=old, cell=old_cell, why="image"))
    for i, (fid, cell) in enumerate(zip(ids, chosen)):
        if i == real:
            g = mage
        else:
            g = mage.copy()
            g.id, g.image, g.summoner, g.expires = fid, True, mage.id, state.turn + turns
            g.effects, g.spells, g.acted, g.hand_combat = (), (), True, ()
        g.cell = cell
        state.figures.append(g)
        out.append(ev.Summoned(figure=g.id, name=g.name, side=g.side, race=g.race, cell=g.cell,
                               facing=g.facing, by=old, how="image"))


def vanish(state: State, g: Figure, why: str, out: list) -> None:
    from rules.gladiator.wounds import leave_hand_combat
    if not g.present:
        return
    g.vanished = True
    leave_hand_combat(state, g)
    out.append(ev.Vanished(figure=g.id, cell=g.cell, why=why))


def on_death(state: State, dead: Figure, out: list) -> None:
    """Summoned creatures (and illusions, images) vanish when their mage dies; his whole-game
    spells end."""
    for g in state.figures:
        if g.summoner == dead.id:
            vanish(state, g, "mage dead", out)
        effects.end_casters(g, dead.id)


def end_of_turn(state: State, out: list) -> None:
    """Expiry (images, snakes), renewal of summons (1 SH every so many turns, or the creature
    is lost: RULING summon-renewal), the end of lasting spells."""
    for g in list(state.figures):
        if not g.present:
            continue
        for spell in effects.expire(g, state.turn):
            out.append(ev.Enchanted(figure=g.id, spell=spell, amount=0, until=state.turn))
        _pay_upkeep(state, g, out)
        if not g.conjured:
            continue
        if g.expires and g.expires <= state.turn:
            vanish(state, g, "expired", out)
        elif g.renew_at and g.renew_at <= state.turn:
            mage = state.fig(g.summoner)
            if mage.present and mage.sh > RENEW_COST + 1:
                from rules.gladiator.wounds import wound
                wound(state, mage, RENEW_COST, out, blow=False)
                g.renew_at = state.turn + RENEW_EVERY
            else:
                vanish(state, g, "not renewed", out)


def _pay_upkeep(state: State, g: Figure, out: list) -> None:
    """Thrown Spells, 'per turn' flavour: at the end of each turn the caster pays its SH to keep
    the spell, automatically while he is in the arena, conscious, and stays so after paying
    (like a summon's renewal); otherwise the spell ends (RULING thrown-spells)."""
    from rules.gladiator.wounds import wound
    for spell, caster, cost in effects.upkeep(g):
        mage = next((m for m in state.figures if m.id == caster), None)
        if mage is not None and mage.present and mage.sh > cost + 1:
            wound(state, mage, cost, out, blow=False)
        else:
            effects.drop(g, spell)
            out.append(ev.Enchanted(figure=g.id, spell=spell, amount=0, until=state.turn))
