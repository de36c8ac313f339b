"""The chance of an action before the player commits, from what his seat's view shows.

The rules pack computes exact odds from a game state (`RULESET.odds(state, action)`, built on
rules/gladiator/rolls.py `hit_chance`); the table only has the view. So this rebuilds a state
good enough for the to-hit rolls from the view: every visible figure on its square with its
facing, race, gear, armour, prone/dazed/evading, the terrain; the acting figure's own AG from
his stats (the view's adjusted AG is matched exactly, whatever spells or wounds make it). What
the seat cannot see (an enemy's AG and SH, which only a hand combat repel needs) is taken
from the race table, and the label says so ("~").
"""
from __future__ import annotations

import numpy as np

from rules.core.board import Board
from rules.gladiator import RULESET
from rules.gladiator import rolls
from rules.gladiator.characters import adjusted_ag
from rules.gladiator.data import races
from rules.gladiator.state import SLOTS, Figure, Item, State
from rules.gladiator.terrain import CHARS

TERRAIN_CHAR = {name: ch for ch, name in CHARS.items()}


def _item(w: str | None) -> Item | None:
    if w is None:
        return None
    return Item(w[1:], loaded=False) if w.startswith("@") else Item(w)


def _figure(f: dict, turn: int) -> Figure:
    race = races().get(f["race"])
    st = f.get("stats") or {}
    sh = st.get("sh", 3 if f.get("near_death") else (race.sh if race else 10))
    ag = st.get("ag", race.ag if race else 10)
    slots = f.get("slots") or {}
    g = Figure(id=f["figure"], name=f.get("name", f["figure"]), side=f["side"], race=f["race"],
               sh_max=st.get("sh_max", max(sh, race.sh if race else sh)), sh=sh, ag=ag,
               iq=st.get("iq", race.iq if race else 8), armour=f.get("armour", "none"),
               slots=[_item(slots.get(k)) for k in SLOTS], cell=tuple(f["cell"]),
               facing=int(f.get("facing") or 0), prone=bool(f.get("prone")),
               alive=bool(f.get("alive", True)), gone=bool(f.get("gone")),
               dazed_next=bool(f.get("dazed")) and sh > 3, moves=int(f.get("moves") or 0),
               acted=bool(f.get("acted")), evading=bool(f.get("evading")),
               hand_combat=tuple(f.get("hand_combat") or ()),
               dazzled_until=turn if f.get("dazzled") else 0,
               spells=tuple(st.get("spells") or ()))
    if f.get("effects") and hasattr(g, "effects"):     # spells on him (Missile Return ...)
        g.effects = tuple((e[0], e[1], e[2], None) for e in f["effects"])
    if "adjusted_ag" in st:      # whatever else changes it (spells on him), match the view
        g.ag += st["adjusted_ag"] - adjusted_ag(g)
    return g


def state_from_view(view: dict) -> State:
    w, h = int(view["width"]), int(view["height"])
    board = Board(id="view", level=np.zeros((h, w), dtype=np.int8))
    terrain: dict = {}
    for x, y, name in view.get("terrain", []):
        terrain[(int(x), int(y))] = terrain.get((int(x), int(y)), "") + TERRAIN_CHAR.get(name, ".")
    turn = int(view.get("turn", 1))
    figs = [_figure(f, turn) for f in view.get("figures", []) if f.get("cell") is not None]
    return State(board=board, figures=figs, terrain=terrain, ground={}, dice=0, turn=turn,
                 phase=view.get("phase", "action"), actor=view.get("actor"))


def chances(action: dict, view: dict) -> list[tuple[str, float, bool]]:
    """(what, chance, exact) of each roll the action makes; [] when it rolls nothing or the
    view has no acting figure. `exact` is False when the chance uses what the seat cannot know
    (an enemy's AG and SH: race values)."""
    actor = view.get("actor")
    if not actor or view.get("phase") != "action":
        return []
    kind = action.get("kind")
    try:
        state = state_from_view(view)
        act = RULESET.action_adapter.validate_python(action)
        me = state.fig(actor)
    except Exception:        # an action or view this table does not understand: no odds
        return []
    try:
        out = RULESET.odds(state, act)
    except Exception:
        return _cast(state, me, act) if kind == "cast" else []
    exact = kind != "hand_combat"
    return [(what, p, exact) for what, p in out]


def _cast(state: State, f: Figure, act) -> list[tuple[str, float, bool]]:
    """When the rules pack gives no odds for a spell: casting is an AG roll (a fighter's AG
    averaged with his IQ); a spell aimed at a figure also takes range and obstacles, not
    counted here: marked inexact then."""
    try:
        from rules.gladiator.spells import casting_ag
        tn = casting_ag(f)
    except Exception:
        tn = adjusted_ag(f)
    return [(f"cast {act.spell}", float(rolls.hit_chance(tn)), act.target is None)]


def answer_chances(answer: dict, view: dict) -> list[tuple[str, float, bool]]:
    """The declared blow's chance on the seat's figure if it answers `answer` (evade: four
    dice; take it: three), from the attacker's side of the view: his AG is not the seat's to
    know unless he is its own (race values then: inexact)."""
    pend = view.get("pending") or {}
    blow = pend.get("action")
    if not blow or pend.get("kind") != "evade" or not pend.get("asks"):
        return []
    try:
        state = state_from_view(view)
        state.actor = pend["actor"]
        target = state.fig(pend["asks"][0])
        target.evading = bool(answer.get("evade"))
        out = RULESET.odds(state, RULESET.action_adapter.validate_python(blow))
    except Exception:        # an attacker the seat cannot see, a blow this table cannot judge
        return []
    known = any(f.get("figure") == pend["actor"] and "stats" in f for f in view.get("figures", []))
    return [(what, p, known) for what, p in out if what.endswith(" " + target.id)]
