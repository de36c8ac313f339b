"""One human sentence per event, for the table's log and HUD and `main.py simulate`.

`describe(event, names)`: `names` maps figure ids to what the table calls them (the setup's
gladiator names), and may map seats ("p2") and sides ("side A") to their gladiators; without
it the helpers get their card names, gladiators, seats and sides their ids.
"""
from __future__ import annotations

from rules.ceremony.data import base

FACINGS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
WHAT = {"combat": "COMBAT", "agility": "AGILITY", "psyche": "PSYCHE", "strength": "STRENGTH",
        "toughness": "TOUGHNESS", "strength-difference": "the STRENGTH difference + 3"}
# what a test decides, said with it: "tests PSYCHE: rolls 3 against 8" told a viewer nothing of
# why (the Master's INTRODUCTION of a dwarf, Kord stepping in past Varg's spear)
PURPOSES = {"hit": "to hit {about}", "dodge": "to DODGE {about}'s hit", "reach": "to step in past {about}'s reach",
            "disengage": "to DISENGAGE", "shove": "to SHOVE {about}", "order": "to ORDER {about}",
            "coerce": "to coerce {about} (COERCION)", "introduce": "to bring in {about} (INTRODUCTION)",
            "resurrect": "to raise {about} (RESURRECTION)"}
MASTER_ACTIONS = {"master_order": "ORDER", "coerce": "COERCION", "introduce": "INTRODUCTION",
                  "resurrect": "RESURRECTION"}


def _name(fid: str, names: dict | None) -> str:
    if names and fid in names:
        return names[fid]
    if fid == "mc":
        return "the Master of Ceremonies"
    if fid == "trap":
        return "a trap"
    h = base().helpers.get(fid)
    if h:
        return h.name
    return f"gladiator {fid}" if fid[:1] == "g" and fid[1:].isdigit() else fid


def _cell(c) -> str:
    return f"({c[0]}, {c[1]})"


def _loc(loc: str | None) -> str:
    return (loc or "?").replace("_", " ")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def ordered_words(by: str, helper: str, how: str, actions: int) -> str:
    """"Grom gives Pain an ORDER: 3 actions in a row" (the rules' words), for the log and the table."""
    did = f"uses COERCION on {helper}" if how == "coercion" else f"gives {helper} an ORDER"
    return f"{by} {did}: {actions} action{'s' if actions != 1 else ''} in a row"


def describe(e, names: dict | None = None) -> str:
    return _capital(_sentence(e, names))


def _sentence(e, names: dict | None) -> str:
    n = lambda fid: _name(fid, names)      # noqa: E731 - short local alias
    k = e.kind
    if k == "trap_placed":
        return f"{n(e.seat)} lays trap number {e.number}, where only he knows."
    if k == "phase":
        return {"start": "The traps are laid: the gladiators choose their start squares.",
                "fight": "Every figure stands ready: the fight begins."}.get(e.phase, f"Phase: {e.phase}.")
    if k == "placed":
        facing = f", facing {FACINGS[e.facing]}" if e.facing is not None else ""
        if e.how == "introduction":
            return f"{n(e.figure)} is brought into the arena on {_cell(e.cell)}{facing}."
        return f"{n(e.figure)} takes the start square {_cell(e.cell)}{facing}."
    if k == "round_started":
        # the side first, its own AGILITY first ("side B ... (AGILITY 6 against 7)" read as
        # though the side with 6 had won); `names` may name a side ("side B": "Varg")
        a, b = e.agility
        mine, theirs = (a, b) if e.initiative == "A" else (b, a)
        who = (names or {}).get(f"side {e.initiative}") or f"side {e.initiative}"
        has = "have" if " and " in who else "has"
        why = (f"AGILITY {mine} each, a die decided" if mine == theirs
               else f"AGILITY {mine} against {theirs}")
        return f"Round {e.round} begins: {who} {has} the initiative ({why})."
    if k == "test":
        why = PURPOSES.get(e.purpose, "").format(about=n(e.about) if e.about else "")
        return (f"{n(e.figure)} tests {WHAT.get(e.what, e.what.upper())}{' ' + why if why else ''}: "
                f"rolls {e.roll} against {e.value}, {'a success' if e.success else 'a failure'}.")
    if k == "moved":
        k = len(e.path) - 1            # squares, not coordinates: the table says where
        far = f"{k} square{'s' if k != 1 else ''}"
        return {"step": f"{n(e.figure)} steps {far}.",
                "run": f"{n(e.figure)} runs {far}.",
                "disengage": f"{n(e.figure)} disengages (ODSKOK) {far}.",
                "shoved": f"{n(e.figure)} is shoved {far}."}[e.move]
    if k == "stopped":
        return f"{n(e.figure)} stays where he is: {e.reason}."
    if k == "turned":
        return f"{n(e.figure)} turns from {FACINGS[e.from_facing]} to {FACINGS[e.to_facing]}."
    if k == "attack":
        verb = "shoots at" if e.ranged else "attacks"
        what = e.weapon.replace("_", " ")
        result = f"hits the {_loc(e.location)}" if e.hit else "misses"
        return f"{n(e.figure)} {verb} {n(e.target)} with {what} and {result}."
    if k == "dodged":
        return (f"{n(e.figure)} dodges (UNIK): the hit is cancelled." if e.success
                else f"{n(e.figure)} tries to dodge (UNIK) and fails.")
    if k == "wound":
        sums = f"{e.roll} - armour {e.armour}"
        if e.wound == "none":
            return f"The blow on {n(e.figure)}'s {_loc(e.location)} does no harm ({sums})."
        crystal = "; a wound crystal for the Master" if e.crystal else ""
        return f"{n(e.figure)} takes {'an' if e.wound == 'ordinary' else 'a'} {e.wound} wound on the {_loc(e.location)} ({sums}){crystal}."
    if k == "eliminated":
        return {"critical": f"{n(e.figure)} is out of the fight with a critical wound.",
                "mortal": f"{n(e.figure)} is killed by a mortal wound.",
                "resurrection_failed": f"The RESURRECTION of {n(e.figure)} fails: gone for good."}[e.how]
    if k == "trap_sprung":
        return f"{n(e.figure)} springs a hidden {e.trap} trap on {_cell(e.cell)}!"
    if k == "ordered":
        return ordered_words(n(e.by), n(e.helper), e.how, e.actions) + "."
    if k == "master_action":
        return (f"The Master of Ceremonies: {MASTER_ACTIONS.get(e.action, e.action)} of "
                f"{n(e.helper)}, {'success' if e.success else 'failure'} "
                f"({e.points_left} action point{'s' if e.points_left != 1 else ''} left).")
    if k == "hourglass":
        return {"placed": f"{n(e.figure)} will WAIT: an hourglass keeps an action for later.",
                "used": f"{n(e.figure)} uses the kept-back action of his hourglass.",
                "lost": f"{n(e.figure)}'s unused hourglass is lost."}[e.change]
    if k == "resurrected":
        return f"{n(e.figure)} is RESURRECTED: back in the Master's pool, healed and re-equipped."
    if k == "rested":
        return f"{n(e.figure)} rests."
    if k == "round_ended":
        lost = (f"; the Master loses {e.master_points_lost} unused action point"
                f"{'s' if e.master_points_lost != 1 else ''}") if e.master_points_lost else ""
        return f"Round {e.round} ends{lost}."
    if k == "game_over":
        who = " and ".join(n(w) for w in e.winners) or "nobody"
        won = f"{who} win{'s' if len(e.winners) <= 1 else ''}"
        if e.reason.lower().endswith(won.lower()):       # (a film's end said it twice)
            return f"The fight is over: {e.reason}."
        return f"The fight is over: {won}. {_capital(e.reason)}."
    d = e.model_dump(mode="json")
    d.pop("kind")
    return f"{k}: " + ", ".join(f"{a}={b}" for a, b in d.items())
