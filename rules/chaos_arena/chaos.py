"""4C Chaos Card phase: the Chaos Card Table, drawing, items, Good and Bad Karma (6 Tricky Stuff)."""
from __future__ import annotations

from rules.core.hexgrid import distance
from rules.chaos_arena import data
from rules.chaos_arena import events as ev
from rules.chaos_arena import terrain as T
from rules.chaos_arena.combat import dmg, oomph, touching
from rules.chaos_arena.life import damage, heal, usable
from rules.chaos_arena.moves import random_move
from rules.chaos_arena.state import Fig, State

MAX_ROUNDS = 200     # a duplicate fight that would never end (cannot happen without Glovvies)


def needed(characters: int) -> int | None:
    """Chaos Card Table: the highest roll that finds something; None = draw automatically."""
    if characters >= 11:
        return None
    return (characters + 1) // 2


def on_board(state: State, seat: str) -> list[Fig]:
    """Your characters on the board (a Gibbering horror is not one of yours any more)."""
    return [f for f in state.in_arena() if state.controller(f) == seat and not f.possessed]


def candidates(state: State, seat: str) -> list[Fig]:
    """Who can handle an encounter: not one on a teleportal, which no card affects (ruling 4C-portal)."""
    return [f for f in on_board(state, seat) if not on_portal(state, f)]


def roll_for_card(state: State, seat: str, events: list) -> bool:
    n = len(on_board(state, seat))
    need = needed(n)
    roll = None if need is None else state.dice.die()
    find = need is None or roll <= need
    events.append(ev.ChaosRoll(seat=seat, characters=n, roll=roll, needed=need or 6, find=find))
    return find


def draw(state: State) -> str:
    """The top card; an empty deck is the Discard Pile shuffled (ruling 4C-deck)."""
    if not state.deck:
        state.deck = state.discard
        state.discard = []
        state.dice.shuffle(state.deck)
    return state.deck.pop()


def encounter(state: State, f: Fig, events: list, card_id: str | None = None) -> None:
    """Draw a card for `f` and deal with it (4C)."""
    card_id = card_id or draw(state)
    card = data.chaos_cards()[card_id]
    events.append(ev.ChaosDrawn(figure=f.id, card=card_id, type=card.type))
    if card.type == "item":
        if f.item is None:
            f.item = card_id
            events.append(ev.ItemTaken(figure=f.id, card=card_id, kept=True))
        else:
            state.discard.append(card_id)
            events.append(ev.ItemTaken(figure=f.id, card=card_id, kept=False))
        return
    state.discard.append(card_id)
    if card.type == "special":
        return
    karma(state, f, card.effect, card_id, events)


def lose_item(state: State, f: Fig, cause: str, events: list) -> None:
    if f.item:
        events.append(ev.ItemLost(figure=f.id, card=f.item, cause=cause))
        state.discard.append(f.item)
        f.item = None


def incapacitate(state: State, f: Fig, cause: str, events: list) -> None:
    f.incapacitated = True
    events.append(ev.Incapacitated(figure=f.id, cause=cause))


def karma(state: State, f: Fig, eff: dict, card_id: str, events: list) -> None:
    do = eff["do"]
    if do == "extra_action":
        state.extra_fig = f.id
    elif do == "heal":
        heal(state, f, eff["amount"], card_id, events)
    elif do == "heal_band":
        for g in candidates(state, state.controller(f)):
            if g.wounded:
                heal(state, g, 1, card_id, events)
    elif do == "arrows":
        if f.type == "archer":
            k = min(eff.get("amount", 3), state.arrows_used)
            f.arrows += k
            state.arrows_used -= k
            events.append(ev.ItemUsed(figure=f.id, item=card_id, detail=f"{k} arrows back"))
    elif do == "incapacitate":
        incapacitate(state, f, card_id, events)
        if eff.get("lose_item"):
            lose_item(state, f, card_id, events)
        if eff.get("touching"):
            for g in state.in_arena():
                if g is not f and not g.possessed and touching(f, g):
                    incapacitate(state, g, card_id, events)
    elif do == "whirlwind":
        # 6: "all characters within 6 hexes really means all": friends and enemies, him too
        caught = sorted((g for g in state.in_arena() if not g.possessed
                         and distance(g.cell, f.cell) <= eff["radius"]),
                        key=lambda g: (distance(g.cell, f.cell), g.id))
        for g in caught:
            if state.finished:
                return
            random_move(state, g, eff["distance"], events)
    elif do == "random_move":
        random_move(state, f, eff["distance"], events)
    elif do == "damage":
        damage(state, f, eff["amount"], card_id, events)
    elif do == "lose_item":
        lose_item(state, f, card_id, events)
    elif do == "steal_item":
        cugel(state, f, events)
    elif do == "monster":
        monster(state, f, eff["oomph"], eff["dmg"], card_id, events)
    elif do == "doppelganger":
        doppelganger(state, f, events)


def cugel(state: State, f: Fig, events: list) -> None:
    """Cugel takes one item of your war band: this character's first, else the nearest holder's;
    never the Object of Fascination unless it is your only item (6; ruling 6-cugel)."""
    seat = state.controller(f)
    holders = sorted((g for g in candidates(state, seat) if g.item),
                     key=lambda g: (g is not f, distance(g.cell, f.cell), g.id))
    if not holders:
        return
    pick = next((g for g in holders if g.item != "object-of-fascination"), holders[0])
    lose_item(state, pick, "cugel-demon", events)


def monster(state: State, f: Fig, m_oomph: int, m_dmg: int, card_id: str, events: list) -> None:
    """A wandering nasty: one combat; your enemy rolls for it (authored cards)."""
    a = tuple(state.dice.roll(f.card.dice))
    d = (state.dice.die(),)
    a_total = max(a) + oomph(state, f, True, use_items=True)
    d_total = d[0] + m_oomph
    result = "attackers" if a_total > d_total else "defenders" if d_total > a_total else "draw"
    note = card_id
    if result == "defenders" and usable(f).get("never_lose"):
        result, note = "draw", f"{card_id}; Glovvies of the Elvish Poet: no loss"
    events.append(ev.Combat(attackers=(f.id,), defenders=(card_id,), attack_dice=a, defend_dice=d,
                            attack_total=a_total, defend_total=d_total, result=result,
                            damage=m_dmg if result == "defenders" else 0, note=note))
    if result == "defenders":
        damage(state, f, m_dmg, card_id, events)


def doppelganger(state: State, f: Fig, events: list) -> None:
    """Fight your EXACT duplicate (6), items included, until one of you loses; your enemy rolls
    for the duplicate. Both wearing the Glovvies would never end: the battle is fought with
    poetry, which the table settles as a roll-off, ties rolled again (ruling 6-poetry)."""
    gloved = bool(usable(f).get("never_lose"))
    if gloved:
        rolls = []
        while True:
            mine, theirs = state.dice.die(), state.dice.die()
            rolls.append((mine, theirs))
            if mine != theirs:
                break
        won = rolls[-1][0] > rolls[-1][1]
        events.append(ev.Poetry(figure=f.id, rolls=tuple(rolls), won=won))
        if not won:
            damage(state, f, dmg(f), "doppelganger", events)
        return
    total_oomph = oomph(state, f, True)
    for _ in range(MAX_ROUNDS):
        a = tuple(state.dice.roll(f.card.dice))
        d = tuple(state.dice.roll(f.card.dice))
        a_total, d_total = max(a) + total_oomph, max(d) + total_oomph
        result = "attackers" if a_total > d_total else "defenders" if d_total > a_total else "draw"
        events.append(ev.Combat(attackers=(f.id,), defenders=("doppelganger",), attack_dice=a,
                                defend_dice=d, attack_total=a_total, defend_total=d_total,
                                result=result, damage=dmg(f) if result == "defenders" else 0,
                                note="doppelganger"))
        if result == "attackers":
            return
        if result == "defenders":
            damage(state, f, dmg(f), "doppelganger", events)
            return


def on_portal(state: State, f: Fig) -> bool:
    return f.cell is not None and state.board.terrain_at(f.cell) == T.PORTAL
