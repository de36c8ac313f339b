"""The character sheet (`seat_panel` for `play`): the manual's stats display for the figure of
the human's side that acts now (or his first figure standing): race, SH, AG, IQ, MP, armour
rating, the five carried items by slot, armour, condition, experience and spells. Drawn only
from the seat's own view (the stats are private: an enemy's never reach this panel)."""
from __future__ import annotations

from ursina import Entity, Text, camera, window

from models import palette
from models.gladiator.colors import side_color
from models.meshkit import MeshData
from scenes.table import rgb
from scenes.games.gladiator.table import condition, natural_weapons, pretty
from scenes.table import freeze

WIDTH = 0.42
LINE = 0.03


def sheet_figure(view: dict, seat: str) -> dict | None:
    """The figure the sheet shows: the seat's figure moving, acting or asked to react, else
    its first figure still in the game."""
    figs = {f["figure"]: f for f in view.get("figures", [])}
    ids = [view.get("moving"), view.get("actor")] + list((view.get("pending") or {}).get("asks") or [])
    for fid in ids:
        f = figs.get(fid)
        if f is not None and f.get("side") == seat:
            return f
    mine = [f for f in view.get("figures", []) if f.get("side") == seat]
    alive = [f for f in mine if f.get("alive", True) and not f.get("gone")]
    return (alive or mine or [None])[0]


def sheet_lines(f: dict) -> list[tuple[str, tuple]]:
    """(text, colour) lines of the sheet."""
    white, dim = (0.95, 0.95, 0.95), (0.7, 0.7, 0.72)
    st = f.get("stats") or {}
    out = [(f"{f.get('name', f['figure'])}: {pretty(f['race'])}", palette.mix(side_color(f["side"]), (1, 1, 1), 0.45))]
    if st:
        ar = st.get("ar") or [0, 0]
        out.append((f"SH {st['sh']} ({st['sh_max']})   AG {st['adjusted_ag']} ({st['ag']})   IQ {st['iq']}",
                    palette.life_color(st["sh"], st["sh_max"]) if st["sh"] <= st["sh_max"] // 2 else white))
        out.append((f"MP {st['mp']} (max {st['max_moves']})   AR {ar[0]}/{ar[1]}   XP {st.get('xp', 0)}", white))
    slots = f.get("slots") or {}
    nat = natural_weapons(f["race"])
    for key, word in (("ready", "Ready"), ("also", "Also"), ("slung1", "Slung"), ("slung2", "Slung"),
                      ("slung3", "Slung")):
        item = slots.get(key)
        txt = pretty(item) + (" (unloaded)" if (item or "").startswith("@") else "") if item else "-"
        if key == "ready" and not item and nat:
            txt = " + ".join(nat)
        out.append((f"{word:6s} {txt}", white if item or (key == 'ready' and nat) else dim))
    out.append((f"Armour {pretty(f.get('armour', 'none'))}", white))
    words = condition(f)
    out.append(("Condition: " + (", ".join(words) if words else "fit"),
                palette.LIFE_LOW if words else palette.LIFE_FULL))
    if f.get("moves") and st:
        out.append((f"Moved {f['moves']} of {st['max_moves']}: {f.get('category', '')}", white))
    elif f.get("moves"):
        out.append((f"Moved {f['moves']}: {f.get('category', '')}", dim))
    spells = st.get("spells") or []
    if spells:
        names = ", ".join(pretty(s) for s in spells)
        while names:
            out.append((("Spells " if not out[-1][0].startswith(("Spells", "  ")) else "  ") + names[:44], (0.75, 0.7, 1.0)))
            names = names[44:]
    return out


class CharacterSheet(Entity):
    def __init__(self, f: dict):
        super().__init__(parent=camera.ui)
        lines = sheet_lines(f)
        left = -window.aspect_ratio / 2 + 0.015
        top = -0.02
        h = LINE * len(lines) + 0.025
        m = MeshData()
        m.add_poly([(0, -h, 0), (0, 0, 0), (WIDTH, 0, 0), (WIDTH, -h, 0)], (0, 0, 0, 0.6), False)
        m.add_poly([(0, -h, 0), (0, 0, 0), (0.012, 0, 0), (0.012, -h, 0)], side_color(f["side"]), False)
        Entity(parent=self, model=m.to_mesh(), position=(left, top), z=0.01)
        for i, (text, col) in enumerate(lines):
            Text(text, parent=self, position=(left + 0.025, top - 0.012 - i * LINE), origin=(-0.5, 0.5),
                 scale=0.68 if i else 0.8, color=rgb(col))
        freeze(self)


def seat_panel(ctl, seat: str, view: dict):
    f = sheet_figure(view, seat)
    if f is None:
        return None
    return CharacterSheet(f)

