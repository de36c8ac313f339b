"""One line of English per event (simulate's text output)."""
from __future__ import annotations

from rules.chaos_arena import data


def _name(fid: str) -> str:
    c = data.characters().get(fid)
    return c.name if c else fid


def _card(cid) -> str:
    """A card (chaos card, item, spell) by its printed name: "Dwarven Axe"."""
    if not cid:
        return "nothing"
    for book in (data.chaos_cards(), data.spells()):
        if cid in book:
            return book[cid].name
    return str(cid).replace("-", " ").replace("_", " ")


def describe(e) -> str:
    k = e.kind
    if k == "turn_started":
        return f"-- turn {e.turn} of {e.seat} ({e.side})"
    if k == "phase_started":
        return f"   {e.seat}: {e.phase} phase"
    if k == "summoned":
        return f"{_name(e.figure)} appears on the teleportal {e.cell}"
    if k == "moved":
        how = {"walk": "walks", "random": "is hurled", "teleport": "teleports",
               "possessed": "gibbers"}.get(e.how, e.how)
        tail = f" (direction {e.direction})" if e.direction else ""
        return f"{_name(e.figure)} {how} {' -> '.join(map(str, e.path))}{tail}"
    if k == "swamp_roll":
        return f"{_name(e.figure)} rolls {e.roll} in the swamp: {'drowns' if e.drowned else 'survives'}"
    if k == "combat":
        return (f"combat {', '.join(map(_name, e.attackers))} ({e.attack_total}) vs "
                f"{', '.join(map(_name, e.defenders))} ({e.defend_total}): {e.result}"
                + (f", {e.damage} damage" if e.damage else "") + (f" [{e.note}]" if e.note else ""))
    if k == "damaged":
        return f"{_name(e.figure)} loses {e.amount} (lives {e.lives}) - {e.cause}"
    if k == "healed":
        return f"{_name(e.figure)} heals {e.amount} (lives {e.lives}) - {e.cause}"
    if k == "died":
        return f"{_name(e.figure)} dies: {e.cause}"
    if k == "shot":
        return (f"{_name(e.archer)} shoots at {_name(e.target)}: {'+'.join(str(d) for d in e.dice)} - {e.cover} = {e.total}"
                f" (needs {e.needed}) {'hit' if e.hit else 'miss'}")
    if k == "chaos_roll":
        return f"{e.seat} chaos roll {e.roll} (needs {e.needed}, {e.characters} characters): " + \
            ("a find" if e.find else "nothing")
    if k == "chaos_drawn":
        card = data.chaos_cards().get(e.card)
        return f"{_name(e.figure)} draws {card.name if card else e.card} ({e.type.replace('_', ' ')})"
    if k == "spell_cast":
        sp = data.spells().get(e.spell)
        return f"{e.seat} casts {sp.name if sp else e.spell}" + (f" on {_name(e.target)}" if e.target else "") + \
            (f" at {e.cell}" if e.cell else "")
    if k == "poetry":
        rolls = ", ".join(f"{a}-{b}" for a, b in e.rolls)
        return (f"{_name(e.figure)} and his Doppelganger fight with poetry (roll-off {rolls}): "
                + ("he wins" if e.won else "the duplicate wins"))
    if k == "game_over":
        return f"== game over: {', '.join(e.winners) or 'no winner'} ({e.reason})"
    if k == "control_changed":
        return f"{_name(e.figure)} " + (f"is possessed by {e.controller}" if e.possessed
                                         else f"answers to {e.controller} again")
    if k == "item_lost":
        return f"{_name(e.figure)} loses {_card(e.card)} ({_card(e.cause)})"
    if k == "item_taken":
        return f"{_name(e.figure)} takes {_card(e.card)}" + ("" if e.kept else " and leaves it")
    if k == "item_used":
        return f"{_name(e.figure)} uses {_card(e.item)}: {e.detail}"
    if k == "items_swapped":
        return f"{_name(e.a)} and {_name(e.b)} swap items"
    if k == "spell_broken":
        return f"{e.seat}'s prepared spell is lost ({e.cause})"
    if k == "spell_ended":
        return f"{e.seat}'s {_card(e.spell)} ends ({e.cause})"
    if k == "spell_prepared":
        return f"{e.seat}'s Mage prepares a spell"
    if k == "spells_chosen":
        return f"{e.seat} chooses the Mage's spells in secret"
    fields = {n: v for n, v in e.model_dump().items() if n != "kind"}
    return f"{k}: " + ", ".join(f"{n}={v}" for n, v in fields.items())
