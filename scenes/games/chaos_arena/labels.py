"""Words for `play`: a label for every Chaos Arena action kind (rules/chaos_arena/actions.py)
and the board cell an action aims at (so a click on a hex narrows the menu).

Labels name only what the view given to them shows: a cast names the spell only when the
view is the casting seat's own (its "my_altar"); otherwise "the prepared spell".
"""
from __future__ import annotations

from functools import lru_cache

from scenes.games.chaos_arena.table import card_name, char_name, spell_name
from scenes.places import away

TERRAIN = {"B": "bush", "F": "woods", "S": "swamp", "P": "swamp path", "L": "lake",
           "W": "ruin", "T": "teleportal", "A": "altar", "I": "indicator"}
LEVEL = {0: "0", 1: "I", 2: "II", 3: "III"}
INTO = ("bush", "woods", "swamp", "lake", "ruin")       # the rest are walked onto


def _fig(view: dict, fid):
    for f in (view or {}).get("figures", []):
        if f.get("id") == fid:
            return f
    return None


def _names(ids) -> str:
    return ", ".join(char_name(i) for i in ids or [])


@lru_cache(maxsize=8)
def _board(board_id: str):
    from rules.chaos_arena.terrain import arena_board
    from rules.core.engine import BadSetup
    try:
        return arena_board(board_id)
    except BadSetup:       # a custom board not among the shipped arenas: no terrain words
        return None


def _terrain_at(cell, view: dict) -> str:
    board = _board(str(view.get("board") or "chaos-arena"))
    return TERRAIN.get(board.terrain_at(tuple(cell)), "") if board is not None else ""


def _portal_death(view: dict) -> str:
    """4A on the line itself, not only in its hover text: who of the acting side still stands
    on its Entrance Teleportal dies when the turn ends (a newcomer lost his Mage unwarned)."""
    from rules.chaos_arena import terrain as T
    from rules.chaos_arena.turn import stranded
    board = _board(str(view.get("board") or "chaos-arena"))
    seat = view.get("current")
    figures = view.get("figures", [])
    side = next((f.get("side") for f in figures if f.get("seat") == seat), None)
    portal = T.portals(board).get(side) if board is not None else None
    if portal is None:
        return ""
    stay = stranded(((f.get("id"), f.get("seat"), f.get("status"), f.get("cell")) for f in figures),
                    seat, portal)
    if not stay:
        return ""
    return f" ({_names(stay)} {'dies' if len(stay) == 1 else 'die'} on the Teleportal)"


def _mage_cost(view: dict, ids) -> str:
    """4D/4E on the line itself: the acting seat's Mage who moves or attacks loses the spell
    face down on his altar and the spells he holds by concentration (a newcomer moved his
    Mage and lost the Lightning Bolt only the hover text warned of)."""
    from rules.chaos_arena import data
    seat = view.get("current")
    if not any((_fig(view, i) or {}).get("type") == "mage" for i in ids or []):
        return ""
    lost = int(bool((view.get("altars") or {}).get(seat)))
    lost += sum(a.get("caster") == seat and getattr(data.spells().get(a["spell"]), "duration", "")
                == "concentration" for a in view.get("active", []))
    # (which: the hover text; a name made the line too long to read whole)
    return "" if not lost else " (loses his spell)" if lost == 1 else " (loses his spells)"


def _own(view: dict, altar: dict, target) -> str:
    """A spell that may strike either side, aimed at one of the caster's own: said so (the
    Lightning Bolt's only targets in range were a newcomer's own Mage and Knight)."""
    from rules.chaos_arena import data
    spell = data.spells().get(altar.get("prepared") or "")
    mine = (_fig(view, target) or {}).get("seat") == view.get("current")
    return " (your own)" if mine and spell is not None and spell.target == "character" else ""


def _level(sid) -> str:
    from rules.chaos_arena import data
    s = data.spells().get(sid)
    return LEVEL.get(s.level, "?") if s else "?"


def _mage_cell(view: dict):
    """The cell of the Mage of the seat acting (spells are aimed from him), or None."""
    seat = view.get("current") or view.get("seat")
    for f in view.get("figures", []):
        if f.get("type") == "mage" and f.get("seat") == seat and f.get("cell") is not None:
            return f["cell"]
    return None


def describe_action(action: dict, view: dict) -> str:
    k = action.get("kind")
    view = view or {}
    if k == "choose_spells":
        return "Choose spells: " + ", ".join(spell_name(s) for s in action.get("spells", []))
    if k == "summon":
        return f"Summon {char_name(action.get('figure'))} onto the teleportal"
    if k == "move":
        to = action.get("to")
        where = _terrain_at(to, view) if to is not None else ""
        path = action.get("path")
        via = f" via {len(path)} hexes" if path else ""
        start = (_fig(view, action.get("figure")) or {}).get("cell")
        return f"{char_name(action.get('figure'))}: {away(start, to, 'hex')}" + \
            (f", {'into' if where in INTO else 'onto'} the {where}" if where else "") + via + \
            _mage_cost(view, [action.get("figure")])
    if k == "fight":
        atk, dfn = action.get("attackers", []), action.get("defenders", [])
        cost = _mage_cost(view, atk)
        if len(atk) == 1 and len(dfn) == 1:
            return f"{char_name(atk[0])} attacks {char_name(dfn[0])}{cost}"
        return f"Group combat: {_names(atk)} against {_names(dfn)}{cost}"
    if k == "shoot":
        return f"{char_name(action.get('archer'))} shoots at {char_name(action.get('target'))}"
    if k == "swap":
        a, b = _fig(view, action.get("a")), _fig(view, action.get("b"))
        ia = card_name(a["item"]) if a and a.get("item") else "nothing"
        ib = card_name(b["item"]) if b and b.get("item") else "nothing"
        na, nb = char_name(action.get("a")), char_name(action.get("b"))
        if "nothing" in (ia, ib):          # one hands over, the other takes (a line that fits)
            (giver, item, taker) = (na, ia, nb) if ib == "nothing" else (nb, ib, na)
            return f"Swap: {giver} gives {item} to {taker}"
        return f"Swap: {na} gives {ia}, {nb} gives {ib}"
    if k == "use_item":
        f = _fig(view, action.get("figure"))
        item = card_name(f["item"]) if f and f.get("item") else "his item"
        tgt = action.get("target")
        on = ""
        if tgt:
            on = f" on {char_name(tgt)}" if _fig(view, tgt) else f": take back {spell_name(tgt)}"
        return f"{char_name(action.get('figure'))} uses {item}{on}"
    if k == "end_phase":
        words = {"action": "End the action phase", "extra": "End the extra action phase",
                 "cast": "Cast nothing (the spell lapses)",
                 "prepare": "Prepare nothing (end the turn)"}.get(view.get("phase"), "End the phase")
        return words + _portal_death(view)
    if k == "choose_finder":
        return f"{char_name(action.get('figure'))} handles the Chaos Card"
    if k == "cast":
        mine = view.get("my_altar") or {}
        spell = spell_name(mine["prepared"]) if mine.get("prepared") else "the prepared spell"
        if action.get("target"):
            return f"Cast {spell} on {char_name(action['target'])}{_own(view, mine, action['target'])}"
        if action.get("cell") is not None:
            mage = _mage_cell(view)
            where = _terrain_at(action["cell"], view)
            return f"Cast {spell} at the hex {away(mage, action['cell'], 'hex')} of your Mage" + \
                (f" ({where})" if where else "")
        return f"Cast {spell}"
    if k == "prepare":
        sid = action.get("spell")
        return f"Prepare {spell_name(sid)} (level {_level(sid)}), face down"
    if k == "choose":
        figs = action.get("figures", [])
        pend = (view.get("pending") or {}).get("kind")
        if pend == "casualties":
            return "Casualties in this order: " + _names(figs)
        if pend == "shock" and figs:
            return f"{char_name(figs[0])} takes Selebungol's shock"
        return "Choose: " + _names(figs)
    if k == "concede":
        return "Concede the game"
    return str(k).replace("_", " ")


def kind_name(kind: str, view: dict) -> str | None:
    """The cast's kind names the seat's own prepared spell ("Cast Zappo's Lightning Bolt")."""
    mine = ((view or {}).get("my_altar") or {}).get("prepared")
    return f"Cast {spell_name(mine)}" if kind == "cast" and mine else None


def cell_of_action(action: dict, view: dict | None = None):
    """The hex an action aims at: a move's destination, a spell's target hex."""
    k = action.get("kind")
    if k == "move" and action.get("to") is not None:
        return tuple(action["to"])
    if k == "cast" and action.get("cell") is not None:
        return tuple(action["cell"])
    return None


def hint_of(action: dict, view: dict) -> str | None:
    """The card's own words for a spell or an item the action uses (a tooltip in the menu)."""
    from rules.chaos_arena import data
    k = action.get("kind")
    sid = action.get("spell")
    if k == "cast":
        sid = ((view or {}).get("my_altar") or {}).get("prepared")
    if sid and sid in data.spells():
        sp = data.spells()[sid]
        return f"{sp.name} (level {LEVEL.get(sp.level, sp.level)}): {sp.text}"
    if k == "use_item":
        f = _fig(view, action.get("figure")) or {}
        card = data.chaos_cards().get(f.get("item") or "")
        return f"{card.name}: {card.text}" if card is not None else None
    return None
