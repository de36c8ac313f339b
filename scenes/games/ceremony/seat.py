"""`seat_panel` for `play`: the acting seat's sheet, always visible while it chooses. A gladiator
sees his characteristics, action points, hourglass, weapons (with their dice) and his helpers;
the Master sees his PSYCHE, action points, crystals and his pool of helpers by where they are."""
from __future__ import annotations

from ursina import Entity, Text, camera

from models import palette
from models.ceremony import colors as C
from scenes.table import rgb
from scenes.games.ceremony import labels
from scenes.games.ceremony import text as T
from scenes.games.ceremony.panel import Quads, hourglass_icon

W = 0.62
X, Y = 0.0, -0.378         # under the arena's near wall, left of the crystal wheel


def _die(w: str) -> str:
    try:
        from rules.ceremony.data import weapon
        wp = weapon(w)
    except (KeyError, ImportError):
        return T.pretty(w)
    bits = [f"d{wp.die}"]
    if wp.reach:
        bits.append("reach")
    if wp.range:
        bits.append(f"range {wp.range}")
    if wp.two_handed:
        bits.append("2 hands")
    return f"{T.pretty(w)} ({', '.join(bits)})"


def _pips(q: Quads, x, y, n, full, col, r=0.009):
    for i in range(n):
        q.disc(x + i * 0.026, y, r + 0.003, (0.05, 0.05, 0.05), 12)
        q.disc(x + i * 0.026, y, r, col if i < full else (0.18, 0.18, 0.18), 12)


def _helpers_line(view: dict, owner) -> list[str]:
    groups: dict[str, list[str]] = {}
    for f in view.get("figures", []):
        mine = f.get("seat") == owner or f.get("side") == owner or (
            owner == "M" and f.get("side") == "N" and view.get("mode") == "master")   # his fielded beast
        if f.get("kind") == "gladiator" or not mine:
            continue
        st = f.get("status")
        where = "on the sand" if st == "active" and f.get("cell") is not None else {
            "pool": "in the pool", "out": "out (may be resurrected)", "dead": "dead"}.get(st, T.pretty(st))
        name = T.short_name(f)
        if f.get("tokens"):
            name += f" ({f['tokens']} token{'s' if f['tokens'] != 1 else ''})"
        if f.get("hourglass"):
            name += " [hourglass]"
        groups.setdefault(where, []).append(name)
    return [f"{k}: {', '.join(v)}" for k, v in groups.items()]


def seat_panel(ctl, seat: str, view: dict):
    root = Entity(parent=camera.ui, position=(X, Y))
    q = Quads()
    lines: list[tuple[str, tuple, float]] = []
    if seat == "mc":
        m = view.get("master") or {}
        col = C.SIDE["M"]
        lines.append((f"Master of Ceremonies   PSYCHE {m.get('psyche')}   crystals {m.get('crystals', 0)}/10",
                      palette.mix(col, (1, 1, 1), 0.5), 0.7))
        _pips(q, 0.14, -0.043, 5, int(m.get("points") or 0), palette.GOLD)
        lines.append(("points", (0.9, 0.9, 0.9), 0.55))
        lines += [(s, (0.9, 0.9, 0.9), 0.5) for s in _helpers_line(view, "M")[:4]]
    else:
        g = T.gladiator_of(view, seat) or {}
        col = C.fig_color(g, view.get("sides")) if g else palette.player_color(0)
        st = g.get("stats") or {}
        lines.append((f"{T.short_name(g, seat)}   COMBAT {st.get('combat')}  AGILITY {st.get('agility')}  "
                      f"PSYCHE {st.get('psyche')}  STRENGTH {st.get('strength')}  TOUGHNESS {st.get('toughness')}",
                      palette.mix(col, (1, 1, 1), 0.5), 0.62))
        _pips(q, 0.105, -0.043, 3, int(g.get("off") or 0), (0.95, 0.45, 0.3))
        _pips(q, 0.285, -0.043, 2, int(g.get("dfn") or 0), (0.35, 0.65, 1.0))
        if g.get("hourglass"):
            hourglass_icon(q, 0.365, -0.043, 0.01)
        extra = f"-{g['crippled']} to tests" if g.get("crippled") else ""
        Text("offense", parent=root, position=(0.022, -0.036), origin=(-0.5, 0.5), scale=0.55)
        Text("defense", parent=root, position=(0.2, -0.036), origin=(-0.5, 0.5), scale=0.55)
        Text(extra, parent=root, position=(0.4, -0.036), origin=(-0.5, 0.5), scale=0.55,
             color=rgb(C.WOUND["critical"]))
        lines.append(("", (0.9, 0.9, 0.9), 0.55))
        lines.append(("weapons: " + (", ".join(_die(w) for w in g.get("weapons") or ()) or "fists (d3)"),
                      (0.9, 0.9, 0.9), 0.52))
        lines += [(s, (0.9, 0.9, 0.9), 0.5) for s in _helpers_line(view, seat)[:2]]
    h = 0.012 + sum(0.028 if sc > 0.6 else 0.024 for _, _, sc in lines)
    back = Quads()
    back.rect(0, -h, W, 0, (0, 0, 0), 0.72)
    back.rect(0, -h, 0.012, 0, col)
    back.entity(root, 0.1)
    q.entity(root)
    y = -0.008
    for s, c, sc in lines:
        Text(s, parent=root, position=(0.022, y), origin=(-0.5, 0.5), scale=sc, color=rgb(c))
        y -= 0.028 if sc > 0.6 else 0.024
    return root


__all__ = ["seat_panel"]
