"""Menu labels for every Gladiator action, with the chance of each roll (odds.py) shown before
the player commits, and the board square an action aims at (click-to-act)."""
from __future__ import annotations

import math

from rules.core.square import DIRS, FACING_NAMES
from scenes.games.gladiator.odds import answer_chances, chances
from scenes.games.gladiator.table import natural_weapons
from scenes.places import away

SIDE_NAMES = {"west": "West", "east": "East"}
SLOT_WORDS = {"ready": "ready", "also": "other hand", "slung1": "slung 1", "slung2": "slung 2",
              "slung3": "slung 3", "ground": "the ground"}


def _pretty(s) -> str:
    return "" if not s else str(s).lstrip("@").replace("_", " ")


def _figs(view: dict) -> dict:
    return {f["figure"]: f for f in view.get("figures", [])}


def _name(view: dict, fid) -> str:
    f = _figs(view).get(fid)
    return f.get("name", fid) if f else str(fid)


def _me(view: dict) -> dict | None:
    fid = view.get("moving") if view.get("phase") == "movement" else view.get("actor")
    if view.get("pending"):
        asks = view["pending"].get("asks") or []
        fid = asks[0] if asks else fid
    return _figs(view).get(fid)


def _away(view: dict, cell) -> str:
    """A square seen from the figure acting: "2 squares north-east" (no coordinates)."""
    me = _me(view) or {}
    return away(me.get("cell"), cell, "square")


def percent(p: float) -> str:
    """A chance as the menu shows it: one decimal (3d6 chances are k/216)."""
    return f"{round(p * 100, 1):.1f}%"


def _odds_suffix(action: dict, view: dict) -> str:
    out = chances(action, view)
    if not out:
        return ""
    return ": " + " / ".join(("" if exact else "~") + percent(p) for _, p, exact in out)


def describe_action(action: dict, view: dict) -> str:
    """The label of one legal action in the play menu."""
    k = action.get("kind", "?")
    me = _me(view) or {}
    slots = me.get("slots") or {}
    t = action.get("target")
    tname = _name(view, t) if t else ""
    if t and _figs(view).get(t, {}).get("cell") is None:
        tname += " (unseen)"
    natural = natural_weapons(me.get("race", "")) if me else []
    ready = _pretty(slots.get("ready")) or (natural[0].lower() if natural else "fists")
    odds = _odds_suffix(action, view)
    if k == "choose_first":
        return f"{SIDE_NAMES.get(action['side'], action['side'])} moves first"
    if k == "step":
        return f"Step {FACING_NAMES[action['direction']]}"
    if k == "jump":
        return "Jump two squares ahead (3 moves)"
    if k == "turn":
        return f"Face {FACING_NAMES[action['facing']]}" + _facing_foe(view, me, action["facing"])
    if k == "reset":
        return "Reset the move"
    if k == "end_move":
        used = view.get("moves_used") or 0
        return f"Continue (end the move: {used} square{'s' if used != 1 else ''})"
    if k == "phase":
        return f"Phase shift: {_away(view, action['cell'])}"
    if k == "decline":
        return "Decline (act later this turn)"
    if k == "stand":
        if action.get("facing") is not None:
            return f"Stand up facing {FACING_NAMES[action['facing']]}"
        if (_me(view) or {}).get("category") == "run":     # live, the one line, and no word why
            return "Stand: he ran (over half his MP), no time left to act"
        return "Stand (do nothing)"
    if k == "attack":
        w = _pretty(action.get("weapon")) or ready
        return f"Attack {tname} with {w}{odds}"
    if k == "steal":
        return f"Steal {tname}'s weapon{odds}"
    if k == "slash":
        return f"Slash the front squares with {ready}{odds}"
    if k == "dual_attack":
        return f"Dual attack {_name(view, action['first'])} and {_name(view, action['second'])}{odds}"
    if k == "shield_attack":
        what = "Shield rush" if action.get("rush") else "Shield attack"
        fall = action.get("fall_to")
        where = f" (he falls back {_away(view, fall)} of you)" if fall else ""
        return f"{what} {tname}{where}{odds}"
    if k == "impale":
        return f"Impale {tname} with {ready}{odds}"
    if k == "receive_charge":
        return f"Receive {tname}'s charge with {ready}{odds}"
    if k == "shoot":
        return f"Shoot {tname} with {ready}{odds}"
    if k == "throw":
        return f"Throw {ready} at {tname}{odds}"
    if k == "reload":
        return f"Reload the {ready}"
    if k == "hand_combat":
        return f"Hand combat with {tname}" + (f" (he fails to repel{odds})" if odds else "")
    if k == "disengage":
        return f"Disengage: {_away(view, action['path'][-1])}{odds}"
    if k == "change_weapon":
        return "; ".join(_swap(slots, a, b) for a, b in action.get("swaps", []))
    if k == "evade":
        return "Evade (attacks on you roll four dice)"
    if k == "go_prone":
        return "Go prone (close attacks on you get +4)"
    if k == "disbelieve":
        return "Disbelieve an illusion"
    if k == "drink":
        return "Drink the Healing Potion"
    if k == "cast":
        sp = _pretty(action.get("spell")).title()
        at = ""
        if action.get("cell") is not None:
            at = f" at the square {_away(view, action['cell'])}"
        elif t:
            at = f" on {tname}"
        power = f" x{action['power']}" if action.get("power", 1) > 1 else ""
        per = " per turn" if action.get("flavour") == "per_turn" else ""
        return f"Cast {sp}{power}{per}{at}{odds}"
    if k == "react":
        pend = view.get("pending") or {}
        if pend.get("kind") == "repel":
            return "Repel the hand combat attempt" if action.get("repel") else "Let him grapple"
        blow = _blow_words(view, pend)
        hits = " / ".join(("" if exact else "~") + percent(p) for _, p, exact in answer_chances(action, view))
        hits = f": hits {hits}" if hits else ""      # four dice when evading: its tooltip says so
        return ("Evade " if action.get("evade") else "Take ") + blow + hits
    return k.replace("_", " ").capitalize()


def _facing_foe(view: dict, me: dict, facing: int) -> str:
    """Where a turn to `facing` leaves the seen enemies (the menu's eight compass words said
    nothing of where the foe stands): " (Ugluk in front)" for those next to him in his three
    front squares, else " (toward Snaga)" for the nearest whose bearing is that direction."""
    if not me.get("cell"):
        return ""
    x, y = me["cell"]
    front, far = [], []
    for f in view.get("figures", []):
        if f.get("side") == me.get("side") or not f.get("cell") or not f.get("alive", True) or f.get("gone"):
            continue
        dx, dy = f["cell"][0] - x, f["cell"][1] - y
        if not (dx or dy):
            continue
        bearing = max(range(8), key=lambda i: (DIRS[i][0] * dx + DIRS[i][1] * dy) / math.hypot(*DIRS[i]))
        name = f.get("name", f["figure"])
        if max(abs(dx), abs(dy)) == 1:
            if (bearing - facing) % 8 in (0, 1, 7):
                front.append(name)
        elif bearing == facing:
            far.append((max(abs(dx), abs(dy)), name))
    if front:
        return f" ({' and '.join(front)} in front)"
    return f" (toward {min(far)[1]})" if far else ""


BLOW_WORDS = {"attack": "attack", "impale": "impale (x2 damage)", "receive_charge":
              "charge received (x2 damage)", "shoot": "shot", "throw": "throw", "slash": "slash",
              "dual_attack": "dual attack", "steal": "grab at your weapon"}


def _blow_words(view: dict, pend: dict) -> str:
    """The blow a figure is asked to answer, as the attacker declared it: "Ugluk's spear
    attack", "Ugluk's impale (x2 damage)"."""
    blow = pend.get("action") or {}
    k = blow.get("kind")
    who = _name(view, pend.get("actor"))
    if k == "shield_attack":
        what = "shield rush" if blow.get("rush") else "shield attack"
    elif k == "cast":
        what = _pretty(blow.get("spell")).title()
    elif k in BLOW_WORDS:
        what = BLOW_WORDS[k]
    else:
        return "this attack"
    weapon = blow.get("weapon") or ((_figs(view).get(pend.get("actor")) or {}).get("slots") or {}).get("ready")
    if k == "attack" and weapon:
        what = f"{_pretty(weapon)} attack"
    return f"{who}'s {what}"


def _swap(slots: dict, a: str, b: str) -> str:
    if b == "ground":
        return f"Drop {_pretty(slots.get(a)) or 'nothing'}"
    if a == "ground":
        return f"Pick up into {SLOT_WORDS.get(b, b)}"
    ia, ib = _pretty(slots.get(a)), _pretty(slots.get(b))
    if ia and ib:
        return f"Swap {ia} ({SLOT_WORDS.get(a, a)}) with {ib} ({SLOT_WORDS.get(b, b)})"
    if ib:
        return f"{'Ready' if a == 'ready' else 'Take'} {ib} (from {SLOT_WORDS.get(b, b)})"
    return f"Put {ia or 'nothing'} to {SLOT_WORDS.get(b, b)}"


def cell_of_action(action: dict, view: dict):
    """The square a click picks this action by in `view` (the decision's): a step's or
    jump's landing square, a disengage's end, a spell's square, the target figure's square."""
    k = action.get("kind")
    if action.get("cell") is not None:
        return tuple(action["cell"])
    if k == "disengage" and action.get("path"):
        return tuple(action["path"][-1])
    figs = _figs(view)
    for key in ("target", "first"):
        fid = action.get(key)
        if fid and figs.get(fid, {}).get("cell") is not None:
            return tuple(figs[fid]["cell"])
    me = _me(view) if view else None
    if me is None or me.get("cell") is None:
        return None
    x, y = me["cell"]
    if k == "step":
        dx, dy = DIRS[action["direction"]]
        return (x + dx, y + dy)
    if k == "jump":
        dx, dy = DIRS[int(me.get("facing") or 0)]
        return (x + 2 * dx, y + 2 * dy)
    return None


def greyed_choices(kind: str, view: dict, legal: list[dict]) -> list[tuple[dict, str]]:
    """The facings a Turn may not take now (engaged: no about-face during a Shift), to be
    greyed with the rules' reason: (action, label)."""
    me = _me(view) or {}
    if kind != "turn" or me.get("facing") is None:
        return []
    offered = {a.get("facing") for a in legal if a.get("kind") == "turn"}
    if not offered:
        return []
    missing = sorted(set(range(8)) - offered - {int(me["facing"])})
    return [({"kind": "turn", "facing": f}, describe_action({"kind": "turn", "facing": f}, view))
            for f in missing]


def hint_of(action: dict, view: dict) -> str | None:
    """A spell's cost and reach, for the tooltip of a cast (the rulebook's spell table); what
    evading costs, for the answer to a blow."""
    if action.get("kind") == "react" and action.get("evade"):
        return ("Evading spends this fighter's action for the turn: every attack on him rolls "
                "four dice instead of three until the turn ends (Actions: Evade).")
    if action.get("kind") != "cast":
        return None
    from rules.gladiator import data
    sp = data.spells().get(action.get("spell"))
    if sp is None:
        return None
    bits = [f"IQ {sp.iq} to know it", f"costs {sp.cost} SH"]
    if sp.damage:
        bits.append(f"damage {sp.damage}")
    if sp.radius:
        bits.append(f"radius {sp.radius}")
    return f"{sp.name}: " + ", ".join(bits)
