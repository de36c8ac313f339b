"""Damage, wounds, healing and death (4B Damage, 5), and the ending of lasting spells that
deaths and broken concentration bring (4D Concentration)."""
from __future__ import annotations

from rules.core.hexgrid import distance
from rules.chaos_arena import data
from rules.chaos_arena import events as ev
from rules.chaos_arena.state import Active, Fig, State


def item_card(f: Fig):
    return data.chaos_cards()[f.item].effect if f.item else {}


def usable(f: Fig) -> dict:
    """The item's effect if this character can use it (Big Hamma: not Scouts or Archers...)."""
    eff = item_card(f)
    if not eff:
        return {}
    if f.type in eff.get("not_for", ()) or ("only_for" in eff and f.type not in eff["only_for"]):
        return {}
    return eff


def damage(state: State, f: Fig, amount: int, cause: str, events: list) -> None:
    """`f` loses `amount` lives. A Gibbering horror cannot be killed; a Band-Aid heals the first
    life lost at once (before death is judged: ruling 4D-healing)."""
    if amount <= 0 or f.status != "arena" or f.possessed:
        return
    f.lives -= amount
    events.append(ev.Damaged(figure=f.id, amount=amount, lives=max(f.lives, 0), cause=cause))
    if f.bandaid:
        f.bandaid = False
        f.lives += 1
        events.append(ev.Healed(figure=f.id, amount=1, lives=f.lives, cause="hanzaplast-bandaid"))
        for a in [a for a in state.active if a.spell == "hanzaplast-bandaid" and a.target == f.id]:
            end_spell(state, a, "used", events)
    if f.lives <= 0:
        die(state, f, cause, events)


def heal(state: State, f: Fig, amount: int, cause: str, events: list) -> int:
    if f.status != "arena":
        return 0
    n = min(amount, f.card.lives - f.lives)
    if n > 0:
        f.lives += n
        events.append(ev.Healed(figure=f.id, amount=n, lives=f.lives, cause=cause))
    return n


def die(state: State, f: Fig, cause: str, events: list, removed: bool = False) -> None:
    """Remove a character; his item goes to the Discard Pile (4B Damage). A Mage's death ends
    the game at once (5); both Mages at the same moment: a draw (ruling 5)."""
    if f.status != "arena":
        return
    cell = f.cell
    items = (f.item,) if f.item else ()
    if f.item:
        state.discard.append(f.item)
        f.item = None
    f.status = "removed" if removed else "dead"
    f.lives = 0 if not removed else f.lives
    events.append(ev.Died(figure=f.id, cell=cell, cause=cause, items=items))
    # spells on him end; a dead Mage's concentration ends too
    for a in list(state.active):
        if a.target == f.id:
            end_spell(state, a, "target gone", events)
    if f.type == "mage":
        for a in [a for a in state.active if a.seat == f.seat]:
            end_spell(state, a, "the Mage died", events)
        if state.finished and state.reason.startswith("a Mage died"):
            state.winners = ()
            state.reason = "both Mages died at the same moment: a draw"
        elif not state.finished:
            state.finished = True
            state.phase = "over"
            state.winners = (state.other(f.seat),)
            state.reason = f"a Mage died: {f.id} ({cause})"
        return
    # Naghouls' Nefarious Necrosuction: an enemy dying near the concentrating Mage heals him
    for a in [a for a in state.active if a.spell == "naghoul-necrosuction"]:
        mage = state.mage(a.seat)
        if mage.status == "arena" and f.seat != a.seat and cell is not None and \
                distance(mage.cell, cell) <= data.spells()[a.spell].effect.get("radius", 6):
            heal(state, mage, 1, "naghoul-necrosuction", events)


def game_over_event(state: State, events: list) -> None:
    if state.finished and not any(isinstance(e, ev.GameOver) for e in events):
        events.append(ev.GameOver(winners=state.winners, reason=state.reason))


def end_spell(state: State, a: Active, cause: str, events: list) -> None:
    """A lasting spell ends: undo what it holds up."""
    if a not in state.active:
        return
    state.active.remove(a)
    events.append(ev.SpellEnded(seat=a.seat, spell=a.spell, target=a.target, cause=cause))
    f = next((x for x in state.figs if x.id == a.target), None) if a.target else None
    if f is None:
        return
    if a.spell == "tortuga-testudo":
        f.testudo = False
    elif a.spell == "hanzaplast-bandaid":
        f.bandaid = False
    elif a.spell == "nosferat-offer":
        if f.controller:
            f.controller = None
            if f.status == "arena":
                events.append(ev.ControlChanged(figure=f.id, controller=f.seat))
    elif a.spell == "moorcock-possession":
        if f.possessed:
            f.possessed = None
            f.controller = None
            if f.status == "arena":
                # 6: "it ceases to exist ... Remove the character from play."
                die(state, f, "the possession ceased", events, removed=True)
    elif a.spell == "fleetfoot":
        f.fleet = 0


def break_concentration(state: State, seat: str, cause: str, events: list,
                        lose_prepared: bool = True) -> None:
    """The Mage moved or attacked (4D/4E): spells held by concentration end, and a prepared
    spell is discarded unseen."""
    for a in [a for a in state.active if a.seat == seat
              and data.spells()[a.spell].duration == "concentration"]:
        end_spell(state, a, cause, events)
    if lose_prepared and state.prepared.get(seat):
        state.prepared[seat] = None
        state.broken[seat] = state.broken.get(seat, 0) + 1
        events.append(ev.SpellBroken(seat=seat, cause=cause))
