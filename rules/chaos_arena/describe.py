"""One line of English per event: the fight log's, a still's and a film's words for it, and
`simulate`'s text output."""
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


def _names(ids) -> str:
    names = [("the Doppelganger" if i == "doppelganger" else _name(i) if i in data.characters() else _card(i))
             for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _lives(n: int) -> str:
    return f"{n} {'life' if n == 1 else 'lives'}"


def _cause(cause: str) -> str:
    """Why a figure lost a life or died, unless it was the combat the line before told."""
    return "" if cause in ("combat", "") else f" ({_card(cause)})"


def _mage(seat: str, sides: dict | None) -> str:
    return f"the {sides[seat].title()} Mage" if sides and seat in sides else f"{seat}'s Mage"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def describe(e, sides: dict | None = None) -> str:
    """`sides` (seat -> "good"/"evil"), when the caller knows them, names a seat's Mage by his
    side ("the Good Mage casts ..."); else by the seat."""
    k = e.kind
    if k == "turn_started":
        return f"Round {e.round}: the {e.side.title()} side's turn {e.turn}"
    if k == "phase_started":
        return f"{e.seat}: {e.phase.replace('_', ' ')} phase"
    if k == "summoned":
        return f"{_name(e.figure)} enters the Arena by the Teleportal"
    if k == "moved":
        n = max(0, len(e.path) - 1)
        hexes = f"{n} {'hex' if n == 1 else 'hexes'}"
        if e.how == "teleport":
            return f"{_name(e.figure)} teleports"
        if e.how == "random":
            return f"{_name(e.figure)} is hurled {hexes}" + (f" in direction {e.direction}" if e.direction else "")
        if e.how == "possessed":
            return f"{_name(e.figure)}, possessed, gibbers {hexes}"
        return f"{_name(e.figure)} moves {hexes}"
    if k == "swamp_roll":
        return (f"{_name(e.figure)} rolls {e.roll} in the swamp (drowns on {e.drowns_on}): "
                f"{'drowns' if e.drowned else 'wades out'}")
    if k == "combat":
        att, dfn = _names(e.attackers), _names(e.defenders)
        verb = "attack" if len(e.attackers) > 1 else "attacks"
        head = f"{att} {verb} {dfn}: {e.attack_total} against {e.defend_total}"
        if e.result == "draw":
            why = e.note if e.note and "Glovvies" in e.note else ""
            return f"{head}: a draw" + (f" ({why})" if why else "")
        won = "the attack wins" if e.result == "attackers" else "the defence wins"
        return f"{head}: {won}" + (f", {e.damage} damage" if e.damage else "")
    if k == "damaged":
        return f"{_name(e.figure)} loses {_lives(e.amount)}{_cause(e.cause)}: {e.lives} left"
    if k == "healed":
        return f"{_name(e.figure)} heals {e.amount}{_cause(e.cause)}: {_lives(e.lives)}"
    if k == "died":
        return f"{_name(e.figure)} dies{_cause(e.cause)}"
    if k == "shot":
        dice = "+".join(str(d) for d in e.dice)
        cover = f" - {e.cover} for cover" if e.cover else ""
        gun = " with the Lazer Bolt Gun" if e.weapon == "lazer-bolt-gun" else ""
        return (f"{_name(e.archer)} shoots at {_name(e.target)}{gun}: {dice}{cover} = {e.total}, "
                f"needs {e.needed}: {'a hit' if e.hit else 'a miss'}")
    if k == "chaos_roll":
        return f"{e.seat} chaos roll {e.roll} (needs {e.needed}, {e.characters} characters): " + \
            ("a find" if e.find else "nothing")
    if k == "chaos_drawn":
        card = data.chaos_cards().get(e.card)
        return f"{_name(e.figure)} draws {card.name if card else e.card} ({e.type.replace('_', ' ')})"
    if k == "spell_cast":
        sp = data.spells().get(e.spell)
        return _cap(f"{_mage(e.seat, sides)} casts {sp.name if sp else e.spell}") + \
            (f" on {_name(e.target)}" if e.target else "")
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
