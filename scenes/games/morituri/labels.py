"""One readable line per Morituri action, for the play menu (`describe_action`), and the board
cell an action is aimed at (`cell_of_action`)."""
from __future__ import annotations

from rules.morituri import cards
from scenes.games.morituri.table import by_id, item_name
from scenes.places import away


def _acting(view: dict) -> dict:
    return by_id(view, view.get("turn", "")) or {}


def _card_name(view: dict, number, fig: dict | None = None) -> str:
    fig = fig or _acting(view)
    try:
        return f"#{number} {cards.deck(fig['character']).card(int(number)).name}"
    except (KeyError, IndexError, TypeError, ValueError):
        return f"#{number}"


def _special_names(view: dict, ids, fig: dict | None = None) -> str:
    fig = fig or _acting(view)
    out = []
    for sid in ids or []:
        try:
            out.append(cards.deck(fig["character"]).special(sid).name)
        except (KeyError, TypeError):
            out.append(str(sid).split(".")[-1].replace("_", " "))
    return ", ".join(out)


def _first_planned(view: dict) -> int | None:
    fid = view.get("turn")
    for m in view.get("mine", []):
        if m.get("figure") == fid and m.get("row"):
            return m["row"][0]
    return None


def misfit(fig: dict, number: int) -> str | None:
    """What `fig` holds ("Dagger + Dagger") when the card cannot be used with it (III.4), else
    None: a newcomer planned "Blow to the body" (a free hand) with two daggers drawn, used it,
    and saw it withdrawn with no word before."""
    from rules.morituri.equipment import fits_hands
    hands = fig.get("hands") or [None, None]
    try:
        if fits_hands(fig["character"], int(number), hands):
            return None
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return " + ".join(item_name(h) or "" for h in hands if h) or "empty hands"


def misfit_words(fig: dict, number: int) -> str | None:
    """Why the card would be withdrawn, for its hover and its card read whole (None: it fits)."""
    held = misfit(fig, number)
    return f"Not with {held} in hand: used so, it is withdrawn at once (III.4). Re-equip first." if held else None


def _items(ids) -> str:
    return ", ".join(item_name(i) for i in ids or [] if i) or "nothing"


def describe_action(action: dict, view: dict) -> str:
    k = action.get("kind")
    sp = action.get("specials") or []
    with_sp = f" (+ {_special_names(view, sp)})" if sp else ""
    if k == "use":
        if action.get("option") == "planned":
            first = _first_planned(view)
            what = _card_name(view, first) if first else "the first planned action"
            pick = f", picking up {item_name(action['pick'])}" if action.get("pick") else ""
            held = None if pick or first is None else misfit(_acting(view), first)
            return f"Use {what}{pick}" + (" (withdrawn: wrong items in hand)" if held else "")
        return "Standard stance (the current action back to the hand)"
    if k == "plan":
        op = action.get("op")
        if op == "add":
            return f"Plan: add {_card_name(view, action.get('card'))} to the row"
        if op == "remove":
            first = _first_planned(view)
            return f"Plan: take {_card_name(view, first) if first else 'the first card'} back"
        return f"Plan: swap the whole row for {_card_name(view, action.get('card'))}"
    if k == "equip":
        hands = [item_name(h) for h in action.get("hands") or [] if h]
        s = "Re-equip: " + (" + ".join(hands) if hands else "empty hands")
        if action.get("worn"):
            s += f"; wears {_items(action['worn'])}"
        if action.get("drop"):
            s += f"; drops {_items(action['drop'])}"
        if action.get("pick"):
            s += f"; picks up {_items(action['pick'])}"
        return s
    if k == "pass":
        phase = view.get("phase")
        return {"declare": "No attack", "move": "Stay", "first": "Nothing in the first action phase",
                "second": "Nothing in the second action phase"}.get(phase, "Pass")
    if k == "move":
        path = action.get("path") or []
        if not path:
            return "Stay where you are" + with_sp
        end = tuple(path[-1])
        return (f"Move {len(path)} space{'s' if len(path) != 1 else ''}: to "
                f"{away(_acting(view).get('cell'), end, 'hex')}{with_sp}")
    if k == "declare":
        t = by_id(view, action.get("target", "")) or {}
        fig = _acting(view)
        card = fig.get("current")
        frame = ""
        try:
            a = cards.deck(fig["character"]).card(int(card)).attacks[int(action.get("attack", 0))]
            frame = f" ({a.type}, {a.frame()})"
        except (KeyError, IndexError, TypeError, ValueError):
            pass
        return f"Attack {t.get('name', action.get('target'))}{frame}{with_sp}"
    if k == "throw_to":
        return f"Throw the item {away(_acting(view).get('cell'), action.get('cell'), 'hex')}"
    if k == "set":
        item = f" (knock out {item_name(action['item'])})" if action.get("item") else ""
        return f"Set the die to {action.get('value')}{item}"
    if k == "guess":
        vals = action.get("values") or []
        return (f"Guess {', '.join(str(v) for v in vals)}" if vals else "Give up guessing") + with_sp
    if k == "lie":
        return "Lying: defend (guess 1; plan or roll)" if action.get("defend") else \
            "Lying: no defence (guess 0; re-equip or stand up)"
    if k == "stand":
        return "Stand up"
    if k == "offer":
        t = by_id(view, action.get("to", "")) or {}
        s = f"Offer {t.get('name', action.get('to'))}: give {_items(action.get('give'))}"
        return s + (f", take {_items(action['take'])}" if action.get("take") else "")
    if k == "accept":
        return f"Accept offer {action.get('offer')}: take {_items(action.get('give'))}, " \
               f"hand over {_items(action.get('take'))}"
    if k == "whisper":
        t = by_id(view, action.get("to", "")) or {}
        return f"Whisper to {t.get('name', action.get('to'))}: \"{str(action.get('text', ''))[:40]}\""
    if k == "divide":                        # VI.3: the goblins divide their deck
        card = action.get("card")
        if card is None:
            return "Divide the remaining cards as the game proposes"
        to = by_id(view, action.get("to", "")) or {}
        goblins = {"character": "goblins"}
        what = (_card_name(view, card, goblins) if isinstance(card, int) else
                item_name(card) if card in cards.item_index() else
                _special_names(view, [card], goblins))
        return f"Give {what} to {to.get('name', 'the other goblin')}"
    if k == "react":
        # V.1: an announced special passes the word to the other side (the die panel's own
        # "guess with ..." attaches it to the guess instead)
        return (f"Announce {_special_names(view, sp)} now (the other side may answer)" if sp
                else "Let the special action be")
    rest = ", ".join(f"{a} {b}" for a, b in action.items() if a != "kind" and b not in (None, [], {}))
    return f"{str(k).replace('_', ' ')}: {rest}" if rest else str(k)


def cell_of_action(action: dict, view: dict | None = None):
    if action.get("kind") == "move" and action.get("path"):
        return tuple(action["path"][-1])
    if action.get("kind") == "throw_to" and action.get("cell"):
        return tuple(action["cell"])
    return None


def hint_of(action: dict, view: dict) -> str | None:
    """The special action cards' own words, for the tooltip of a menu line that uses them; why
    a planned card would be withdrawn."""
    ids = action.get("specials") or []
    fig = _acting(view or {})
    out = []
    first = _first_planned(view or {})
    if action.get("kind") == "use" and action.get("option") == "planned" and not action.get("pick") \
            and first is not None and (why := misfit_words(fig, first)):
        out.append(why)
    for sid in ids:
        try:
            sp = cards.deck(fig["character"]).special(sid)
        except (KeyError, TypeError):
            continue
        out.append(f"{sp.name}: {sp.text}")
    return "\n".join(out) or None
