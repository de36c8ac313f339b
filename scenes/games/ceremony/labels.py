"""Words for `play`: a label for every action kind of rules/ceremony (the menu), and the board
square each action aims at (a click on that square narrows the menu to it)."""
from __future__ import annotations

from rules.core.square import DIRS, FACING_NAMES
from scenes.games.ceremony import text as T
from scenes.places import on_board

AIM = {"head": -2, "torso": 0, "right_arm": -1, "left_arm": -1, "right_leg": -1, "left_leg": -1}


def _square(view, c) -> str:
    """A square by the arena's edges, in words (no coordinates on screen)."""
    if c is None:
        return "?"
    size = (view or {}).get("arena") or {}
    return on_board(tuple(c), int(size.get("width", 8)), int(size.get("height", 8)))


def _entry(view, cell) -> str:
    """Which INTRODUCTION place a square belongs to: gate, trapdoor or grate."""
    from rules.ceremony.data import DEFAULT_ARENA, arena, entry_places
    name = ((view or {}).get("arena") or {}).get("id") or DEFAULT_ARENA
    try:
        places = entry_places(arena(name))
    except Exception:                     # a view of an arena no longer here: just "entrance"
        return "entrance"
    return next((p for p, cells in places.items() if tuple(cell) in {tuple(c) for c in cells}), "entrance")


def _fig(view, fid) -> dict:
    return T.figures(view or {}).get(fid) or {}


def _dest(view, fid, d: int, n: int = 1):
    cell = _fig(view, fid).get("cell")
    if cell is None:
        return None
    dx, dy = DIRS[int(d) % 8]
    return (cell[0] + n * dx, cell[1] + n * dy)


def _glass(a: dict) -> str:
    return "  [hourglass]" if a.get("hourglass") else ""


def describe_action(action: dict, view: dict) -> str:
    k = action.get("kind")
    fid = action.get("figure")
    who = T.name_of(view, fid) if fid else ""
    d = int(action.get("dir") or 0)
    if k == "place_trap":
        # (secret: its hover says so; a line of 66 letters was shrunk to 7 px at 1024x600)
        return f"{T.pretty(action.get('trap')).capitalize()} trap: {_square(view, action.get('cell'))}"
    if k == "traps_done":
        return "Done laying traps"
    if k == "start":
        return f"{who} starts: {_square(view, action.get('cell'))}"
    if k == "move":
        return f"{who}: MOVE {FACING_NAMES[d % 8]}{_glass(action)}"
    if k == "run":
        return f"{who}: RUN 2 squares {FACING_NAMES[d % 8]}{_glass(action)}"
    if k == "disengage":
        return f"{who}: DISENGAGE {FACING_NAMES[d % 8]} (AGILITY test){_glass(action)}"
    if k == "turn":
        return f"{who}: TURN to face {FACING_NAMES[int(action.get('facing') or 0) % 8]}{_glass(action)}"
    if k == "attack":
        tgt = T.name_of(view, action.get("target"))
        loc = action.get("location")
        w = action.get("weapon")
        if loc:
            aim = AIM.get(loc, 0)
            aimed = f", aim at the {T.LOC_SHORT.get(loc, T.pretty(loc))} ({aim:+d})" if aim else ", aim at the torso"
        else:
            aimed = " (random location)"
        return f"{who}: ATTACK {tgt}{' with ' + T.pretty(w) if w else ''}{aimed}{_glass(action)}"
    if k == "shoot":
        return (f"{who}: SHOOT {T.name_of(view, action.get('target'))} with the "
                f"{T.pretty(action.get('weapon'))} (random location){_glass(action)}")
    if k == "shove":
        return f"{who}: SHOVE {T.name_of(view, action.get('target'))} 2 squares (STRENGTH test){_glass(action)}"
    if k == "wait":
        return f"{who}: WAIT (act later this round)"     # (the rest on hover: hint_of)
    if k == "rest":
        return f"{who}: REST (do nothing)"
    if k == "order":
        return f"{who}: ORDER {T.name_of(view, action.get('helper'))} (PSYCHE test: 3 actions, else 1)"
    if k == "end_sequence":
        return f"{who}: end the ordered actions here"
    if k == "dodge":
        if action.get("dodge"):
            return f"{who}: DODGE the hit (AGILITY test)"
        hit = (view or {}).get("pending") or {}       # public: where it landed, the die to roll
        loc = T.LOC_SHORT.get(hit.get("location"), T.pretty(hit.get("location")))
        return f"{who}: take the hit" + (f" (d{hit['die']} at the {loc})" if hit.get("die") and loc else "")
    if k == "pass":
        return "Pass: let this moment go by"
    h = T.name_of(view, action.get("helper"))
    # the Master's own menu: no "Master:" before each line; an INTRODUCTION's place in words
    # ran to 95 letters and was cut mid-word ("...1st fr"), its cost and test are on hover
    if k == "master_order":
        return f"ORDER {h} (1 point, PSYCHE test)"
    if k == "coerce":
        return f"COERCION of {h} (2 points, PSYCHE test)"
    if k == "introduce":
        return f"INTRODUCE {h}: {_entry(view, action.get('cell'))}, {_square(view, action.get('cell'))}"
    if k == "resurrect":
        return f"RESURRECT {h} (1 point, PSYCHE test)"
    return T.pretty(k)


def group_of(action: dict, view: dict) -> str | None:
    """The menu's line an INTRODUCTION or a trap is found under when the list runs past a page:
    its helper, or the trap's kind with its price and die (the squares are the next list, lit on
    the board; live, the blades lay five pages under eight of spikes)."""
    if action.get("kind") == "introduce":
        return f"INTRODUCE {T.name_of(view, action.get('helper'))}"
    if action.get("kind") == "place_trap":
        kind, t = _trap(action)
        return f"{kind} ({t.price} PSYCHE, d{t.die})" if t is not None else kind
    return None


def _trap(action: dict):
    """A trap action's kind in words ("Blades trap") and its authored data (price, die), or None."""
    from rules.ceremony.data import base
    return f"{T.pretty(action.get('trap')).capitalize()} trap", base().traps.get(action.get("trap"))


def cell_of_action(action: dict, view: dict):
    """The square an action aims at in `view` (the decision's): a trap's, start or
    INTRODUCTION square, where a move, run or disengage ends, the target of an attack, shot or
    shove, the ordered helper's square, the acting figure's own square for the rest."""
    view = view or {}
    k = action.get("kind")
    if action.get("cell") is not None:
        return tuple(action["cell"])
    fid = action.get("figure")
    if k in ("move", "disengage"):
        return _dest(view, fid, int(action.get("dir") or 0))
    if k == "run":
        return _dest(view, fid, int(action.get("dir") or 0), 2)
    for key in ("target", "helper"):
        c = _fig(view, action.get(key)).get("cell") if action.get(key) else None
        if c is not None:
            return tuple(c)
    c = _fig(view, fid).get("cell") if fid else None
    return tuple(c) if c is not None else None


# the tooltips of short menu lines (the menu is as wide as its longest line: WAIT's 58 letters
# made it reach over the far row at 800x600, where the fight was)
HINTS = {"wait": "WAIT (B10): an hourglass on him; he may spend it at any moment of the round, also "
                 "out of turn, for one action or a DODGE. Unused, it is lost when the round ends.",
         "rest": "REST (B5): spends an offensive point and does nothing."}


def hint_of(action: dict, view: dict) -> str | None:
    """What a trap does (B4), WAIT and REST, for the tooltip of its menu line."""
    if action.get("kind") in HINTS:
        return HINTS[action["kind"]]
    if action.get("kind") != "place_trap":
        return None
    kind, t = _trap(action)
    if t is None:
        return None
    return (f"{kind}: costs {t.price} PSYCHE; whoever steps on "
            f"it takes d{t.die} damage at a random location, no DODGE; only you see it (B4)")
