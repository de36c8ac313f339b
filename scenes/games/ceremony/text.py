"""Words for the ceremony table: figure names, the caption, the HUD's seat rows, location and
armour labels. Pure functions of a view (no Ursina), so they are cheap to test."""
from __future__ import annotations

import re

from rules.ceremony.combat import CRYSTALS_TO_WIN
from scenes.table import HudRow
from models.ceremony.colors import SIDE_INDEX

LOCATIONS = ("head", "torso", "right_arm", "left_arm", "right_leg", "left_leg")
LOC_SHORT = {"head": "head", "torso": "torso", "right_arm": "r. arm", "left_arm": "l. arm",
             "right_leg": "r. leg", "left_leg": "l. leg", "body": "body"}
STATS = (("combat", "C"), ("agility", "A"), ("psyche", "P"), ("strength", "S"), ("toughness", "T"))
SEAT_NAMES = {"mc": "the Master"}


def pretty(s) -> str:
    return str(s).replace("_", " ")


def figures(view: dict) -> dict:
    return {f["id"]: f for f in view.get("figures", [])}


def short_name(fig: dict | None, fid: str = "?") -> str:
    """'Kord', 'PAIN', 'GROM', 'TERROR' (the Polish names stay in the panel)."""
    if not fig:
        return SEAT_NAMES.get(fid, fid)
    name = str(fig.get("name") or fig.get("id"))
    if name.startswith("dwarf "):
        name = name[6:]
    return name.split(" (")[0]


def name_of(view: dict, fid) -> str:
    if fid == "mc":
        return "the Master"
    return short_name(figures(view).get(fid), str(fid))


def stats_line(fig: dict) -> str:
    st = fig.get("stats") or {}
    return " ".join(f"{k}{st.get(n, '-')}" for n, k in STATS)


def gladiator_of(view: dict, seat: str) -> dict | None:
    for f in view.get("figures", []):
        if f.get("kind") == "gladiator" and f.get("seat") == seat:
            return f
    return None


def side_of_seat(view: dict, seat: str) -> str:
    for side, seats in (view.get("sides") or {}).items():
        if seat in seats:
            return side
    return "M" if seat == "mc" else "A"


def seat_label(view: dict, seat: str) -> str:
    if seat == "mc":
        return "Master of Ceremonies"
    g = gladiator_of(view, seat)
    return short_name(g, seat) if g else seat


def seat_rows(view: dict) -> list[HudRow]:
    """One row per seat, its action points in words on the second line (issue 17: drawn as a
    number and pips, "Varg 0/3" read like a life bar): a gladiator's offensive and defensive
    points, weapons, hourglass; the Master's points, PSYCHE and crystals. Wounds are the hit
    location panel's."""
    rows = []
    for f in view.get("figures", []):
        if f.get("kind") != "gladiator":
            continue
        alive = f.get("status") == "active"
        bits = [f"actions: attack {f.get('off', 0)}/3, defence {f.get('dfn', 0)}/2",
                ", ".join(pretty(w) for w in f.get("weapons") or ()) or "fists"]
        if f.get("hourglass"):
            bits.append("hourglass")
        if f.get("crippled"):
            bits.append(f"-{f['crippled']} tests")
        laid = (view.get("traps_laid") or {}).get(f.get("seat"), 0)
        if laid and view.get("phase") in ("traps", "start"):
            bits.append(f"{laid} trap{'s' if laid != 1 else ''} laid")
        wounds = sum(len(w) for w in (f.get("wounds") or {}).values())
        rows.append(HudRow(short_name(f), SIDE_INDEX.get(f.get("side"), 0),
                           None, None, "  ·  ".join(bits), alive,
                           tally=f"{wounds} wound{'s' if wounds != 1 else ''}"))
    m = view.get("master")
    if m:
        laid = (view.get("traps_laid") or {}).get("mc", 0)
        hidden = f"  ·  {laid} trap{'s' if laid != 1 else ''} laid" if laid else ""
        crystals = f"{m.get('crystals', 0)}/{CRYSTALS_TO_WIN}"
        rows.append(HudRow("Master of Ceremonies", SIDE_INDEX["M"], None, None,
                           f"actions {m.get('points', 0)}/5  ·  PSYCHE {m.get('psyche')}  ·  "
                           f"crystals {crystals}{hidden}",
                           short="Master", tally=f"{crystals} crystals"))
    return rows


SIDE = re.compile(r"\b(every gladiator of )?side ([AB])( is dead)?")


def outcome_words(view: dict, reason: str) -> str:
    """The rules name a duel's sides by letter ("time: side B took fewer wounds", "every
    gladiator of side A is dead", kept so in saves); a player knows them by their gladiators
    ("Varg took fewer wounds", "Kord is dead")."""
    def sub(m):
        names = [short_name(f) for f in view.get("figures", [])
                 if f.get("kind") == "gladiator" and f.get("side") == m.group(2)]
        if not names:
            return m.group(0)
        who = " and ".join(names)
        return f"{who} {'are' if len(names) > 1 else 'is'} dead" if m.group(1) and m.group(3) else who
    return SIDE.sub(sub, str(reason))


def acting(view: dict) -> str:
    seats = [s for s in view.get("to_act", []) if s not in view.get("declined", [])] or view.get("to_act", [])
    names = []
    for s in seats:
        names.append("the Master" if s == "mc" else short_name(gladiator_of(view, s), s))
    return " / ".join(names)


def caption(view: dict) -> str:
    phase = view.get("phase")
    out = view.get("outcome") or {}
    if out.get("finished") or phase == "over":
        said = pretty(outcome_words(view, out.get("reason") or "the fight is over"))
        return said[:1].upper() + said[1:]          # ("time: Kord and Varg took fewer wounds")
    if phase == "traps":
        return f"Laying traps: {acting(view)}"
    if phase == "start":
        return f"Choosing start squares: {acting(view)}"
    seq = view.get("sequence")
    head = f"Round {view.get('round', 0)}/{view.get('rounds', 10)}"
    if seq:
        return f"{head}: {name_of(view, seq[0])} acts on an ORDER ({seq[1]} left)"
    if view.get("pending"):
        return f"{head}: a hit waits for the DODGE decision"
    return f"{head}: {acting(view)} to act"
