"""The ceremony HUD beyond the seat rows: a card per gladiator with a small body diagram (each
hit location filled by its armour, its wounds as marks: ordinary yellow, critical orange,
mortal red), a strip of helpers (one location each, status, the Master's tokens, hourglass),
and, in the Master's game, his crystal wheel (10 crystals, filled as wounds are collected) with
his action points. Drawn from a view; rebuilt only when what it shows changes."""
from __future__ import annotations

import math

from ursina import Entity, Text, camera, color as ucolor

from models import palette
from models.ceremony import colors as C
from models.meshkit import MeshData
from rules.ceremony.data import base
from scenes.camera import window_aspect
from scenes.table import PackHud, rgb
from scenes.games.ceremony import text as T
from scenes.table import destroy_tree, freeze
from scenes.uipicture import forget, redraw, window_pixels

CARD_W = 0.42
BOXES_X = 0.205          # where a card's wound boxes begin; the armour's words follow the last box
CARD_BOX = 0.0125        # a card's wound box
BOX_GAP = 0.004          # between two wound boxes
CARD_H = 0.142
HELPER_H = 0.046
EMPTY = (0.16, 0.16, 0.17)
BARE = (0.40, 0.36, 0.33)


class Quads:
    """A flat UI mesh builder (x right, y up)."""

    def __init__(self):
        self.m = MeshData()
        self.z = 0.0

    def _z(self) -> float:
        # each shape a hair nearer the UI camera than the last: later shapes draw on top
        self.z -= 0.0002
        return self.z

    def poly(self, pts, col, a=1.0):
        z = self._z()
        self.m.add_poly([(x, y, z) for x, y in pts], (*col[:3], a), False)

    def rect(self, x0, y0, x1, y1, col, a=1.0):
        self.poly([(x0, y0), (x0, y1), (x1, y1), (x1, y0)], col, a)

    def frame(self, x0, y0, x1, y1, col, t=0.003, a=1.0):
        self.rect(x0 - t, y0 - t, x1 + t, y0, col, a)
        self.rect(x0 - t, y1, x1 + t, y1 + t, col, a)
        self.rect(x0 - t, y0, x0, y1, col, a)
        self.rect(x1, y0, x1 + t, y1, col, a)

    def diamond(self, cx, cy, rx, ry, col, a=1.0):
        self.poly([(cx, cy - ry), (cx - rx, cy), (cx, cy + ry), (cx + rx, cy)], col, a)

    def disc(self, cx, cy, r, col, n=24, a=1.0):
        pts = [(cx + r * math.cos(2 * math.pi * k / n), cy + r * math.sin(2 * math.pi * k / n))
               for k in range(n)]
        self.poly(pts[::-1], col, a)

    def entity(self, parent, z=0.05) -> Entity:
        return Entity(parent=parent, model=self.m.to_mesh(), z=z)


def armour_color(kinds) -> tuple | None:
    for k in ("plate", "chain", "leather"):
        if k in (kinds or ()):
            return C.ARMOUR[k]
    return None


def worst(wounds) -> str | None:
    for k in ("mortal", "critical", "ordinary"):
        if k in (wounds or ()):
            return k
    return None


# location -> (x, y, w, h) of the diagram's box, relative to the diagram's top centre
BODY = {"head": (0.0, -0.016, 0.026, 0.024), "torso": (0.0, -0.052, 0.036, 0.044),
        "right_arm": (-0.031, -0.052, 0.018, 0.044), "left_arm": (0.031, -0.052, 0.018, 0.044),
        "right_leg": (-0.011, -0.104, 0.016, 0.054), "left_leg": (0.011, -0.104, 0.016, 0.054)}
# (the figure faces the viewer: his right arm is on the picture's left)


def body_diagram(q: Quads, cx: float, top: float, fig: dict, alpha: float = 1.0, k: float = 0.85) -> None:
    armour, wounds = fig.get("armour") or {}, fig.get("wounds") or {}
    for loc, box in BODY.items():
        x, y, w, h = (v * k for v in box)
        x0, y0 = cx + x - w / 2, top + y - h / 2
        x1, y1 = x0 + w, y0 + h
        a = armour_color(armour.get(loc))
        q.rect(x0 - 0.004, y0 - 0.004, x1 + 0.004, y1 + 0.004, a or (0.08, 0.08, 0.08), alpha)
        wk = worst(wounds.get(loc))
        q.rect(x0, y0, x1, y1, C.WOUND[wk] if wk else BARE, alpha)


def wound_boxes(q: Quads, x: float, y: float, wounds, boxes: int, s: float = 0.014, alpha=1.0):
    """A row of `boxes` wound boxes at (x, y) (top-left), filled by wound kind."""
    wounds = list(wounds or ())
    for i in range(max(boxes, len(wounds))):
        x0 = x + i * (s + BOX_GAP)
        q.rect(x0 - 0.002, y - s - 0.002, x0 + s + 0.002, y + 0.002, (0.05, 0.05, 0.05), alpha)
        col = C.WOUND.get(wounds[i], EMPTY) if i < len(wounds) else EMPTY
        q.rect(x0, y - s, x0 + s, y, col, alpha)


def hourglass_icon(q: Quads, cx: float, cy: float, s: float = 0.012, a=1.0):
    q.rect(cx - s, cy + s * 1.2, cx + s, cy + s * 1.5, palette.WOOD, a)
    q.rect(cx - s, cy - s * 1.5, cx + s, cy - s * 1.2, palette.WOOD, a)
    q.poly([(cx - s * 0.8, cy + s * 1.2), (cx + s * 0.8, cy + s * 1.2), (cx, cy)], C.GLASS, a)
    q.poly([(cx, cy), (cx + s * 0.8, cy - s * 1.2), (cx - s * 0.8, cy - s * 1.2)], C.HOURGLASS_SAND, a)


class CeremonyPanel(Entity):
    def __init__(self):
        super().__init__(parent=camera.ui)
        self.parts: dict[str, tuple] = {}                  # name -> (key, entity)
        self.wheel_slots: list[tuple[float, float]] = []   # UI positions of the 10 crystals
        # each group one picture (scenes.uipicture: about a hundred quads and texts cost llvmpipe
        # as much as the table): the cards down the left, the wheel in the corner (one picture
        # of both would span the screen's width, mostly empty pixels still blended)
        self.column, self.corner = Entity(parent=self), Entity(parent=self)
        self._pixels = None                                 # the window size of the pictures
        self._changed: set = set()                          # the groups to picture again
        freeze(self)

    def clear(self):
        for _, e in self.parts.values():
            destroy_tree(e)
        forget(self.column)
        forget(self.corner)
        self._pixels = None
        self.parts = {}
        self.wheel_slots = []

    def _part(self, name: str, key, make) -> None:
        """Keep a part whose look did not change (building Text is slow); rebuild the rest."""
        old = self.parts.get(name)
        if old is not None and old[0] == key:
            self._wanted.add(name)
            return
        if old is not None:
            destroy_tree(old[1])
        e = make()
        freeze(e)
        self.parts[name] = (key, e)
        self._wanted.add(name)
        self._changed.add(e.parent)

    def show(self, view: dict, nrows: int) -> None:
        aspect = window_aspect()
        left = -aspect / 2 + 0.015
        top = 0.47 - nrows * PackHud.ROW_H - 0.004
        sides = view.get("sides")
        self._wanted: set[str] = set()
        self._changed = {self.column, self.corner} if self._pixels != window_pixels() else set()

        def look(f):
            return (f.get("status"), str(f.get("wounds")), str(f.get("armour")), f.get("tokens"),
                    f.get("hourglass"), f.get("cell") is None or tuple(f["cell"]), str(f.get("stats")),
                    tuple(C.fig_color(f, sides)), f.get("name"))
        for f in view.get("figures", []):
            if f.get("kind") == "gladiator":
                self._part("g:" + f["id"], (look(f), left, top),
                           lambda f=f, top=top: self._card(f, sides, left, top))
                words = (f.get("status") == "active", str(f.get("armour")), str(f.get("stats")),
                         f.get("name"), tuple(C.fig_color(f, sides)), left, top)
                self._part("w:" + f["id"], words, lambda f=f, top=top: self._card_words(f, sides, left, top))
                top -= CARD_H + 0.006
        helpers = [f for f in view.get("figures", []) if f.get("kind") != "gladiator"]
        for i, f in enumerate(helpers):
            col, row = i % 2, i // 2
            x, y = left + col * (CARD_W / 2 + 0.004), top - row * (HELPER_H + 0.004)
            self._part("h:" + f["id"], (look(f), x, y), lambda f=f, x=x, y=y: self._helper(f, sides, x, y))
        m = view.get("master")
        if m:
            # bottom right: the top right is where `play` puts its action menu
            key = (m.get("crystals"), m.get("points"), m.get("psyche"), aspect)
            self._part("wheel", key, lambda: self._wheel(m, aspect / 2 - 0.125, -0.305))
        else:
            self.wheel_slots = []
        for name in [n for n in self.parts if n not in self._wanted]:
            e = self.parts.pop(name)[1]
            self._changed.add(e.parent)
            destroy_tree(e)
        self._pixels = window_pixels()
        for group in (self.column, self.corner):      # taken again when a part or the size changed
            if group in self._changed:
                redraw(group)

    # ------------------------------------------------------------------ a gladiator's card
    def _card_words(self, f: dict, sides, left: float, top: float) -> Entity:
        """The card's words (name, characteristics, locations, armour): they change rarely."""
        card = Entity(parent=self.column, position=(left, top))
        col = C.fig_color(f, sides)
        alive = f.get("status") == "active"
        a = 1.0 if alive else 0.45
        armour = f.get("armour") or {}
        Text(f"{T.short_name(f)}  {T.stats_line(f)}", parent=card, position=(0.03, -0.003),
             origin=(-0.5, 0.5), scale=0.62, color=rgb(palette.mix(col, (1, 1, 1), 0.5), a))
        for i, loc in enumerate(T.LOCATIONS):
            yy = -0.022 - i * 0.0185
            Text(T.LOC_SHORT[loc], parent=card, position=(0.135, yy + 0.003), origin=(-0.5, 0.5),
                 scale=0.5, color=ucolor.rgba(0.85, 0.85, 0.85, a))
            arm = " + ".join(armour.get(loc) or ()) or "-"
            Text(arm, parent=card, position=(BOXES_X + (base().wound_boxes + 1) * (CARD_BOX + BOX_GAP), yy + 0.003),
                 origin=(-0.5, 0.5), scale=0.5,
                 color=rgb(armour_color(armour.get(loc)) or (0.6, 0.6, 0.6), a))
        if not alive:
            Text(T.pretty(f.get("status")), parent=card, position=(CARD_W - 0.01, -0.003),
                 origin=(0.5, 0.5), scale=0.62, color=rgb(C.WOUND["mortal"]))
        return card

    def _card(self, f: dict, sides, left: float, top: float) -> Entity:
        """The card's drawing: the body diagram, the wound boxes, the hourglass."""
        card = Entity(parent=self.column, position=(left, top))
        col = C.fig_color(f, sides)
        a = 1.0 if f.get("status") == "active" else 0.45
        q = Quads()
        q.rect(0, -CARD_H, CARD_W, 0, (0, 0, 0), 0.55)
        q.rect(0, -CARD_H, 0.018, 0, col, a)
        body_diagram(q, 0.07, -0.02, f, a)
        wounds = f.get("wounds") or {}
        for i, loc in enumerate(T.LOCATIONS):
            wound_boxes(q, BOXES_X, -0.022 - i * 0.0185 - 0.001, wounds.get(loc), base().wound_boxes, CARD_BOX, a)
        if f.get("hourglass"):
            hourglass_icon(q, 0.115, -0.042, 0.011, a)
        q.entity(card)
        return card

    # ------------------------------------------------------------------ a helper's tile
    def _helper(self, f: dict, sides, x: float, top: float) -> Entity:
        tile = Entity(parent=self.column, position=(x, top))
        w = CARD_W / 2 - 0.002
        col = C.fig_color(f, sides)
        st = f.get("status")
        on = st == "active" and f.get("cell") is not None
        a = 1.0 if st in ("active", "pool") else 0.45
        q = Quads()
        q.rect(0, -HELPER_H, w, 0, (0, 0, 0), 0.55)
        q.rect(0, -HELPER_H, 0.012, 0, col, a)
        wound_boxes(q, 0.02, -0.026, (f.get("wounds") or {}).get("body"), base().wound_boxes, 0.011, a)
        ac = armour_color((f.get("armour") or {}).get("body"))
        if ac:
            q.rect(0.02, -0.043, 0.048, -0.038, ac, a)
        n = int(f.get("tokens") or 0)
        for i in range(min(n, 6)):
            q.disc(w - 0.012 - i * 0.016, -0.034, 0.006, C.SIDE["M"], 10, a)
        if f.get("hourglass"):
            hourglass_icon(q, w - 0.014, -0.014, 0.008, a)
        q.entity(tile)
        # where he is, not his square's numbers: the board has none ("0,3" told a viewer nothing)
        where = "in the arena" if on else {"pool": "pool", "out": "out", "dead": "dead"}.get(st, "")
        Text(T.short_name(f), parent=tile, position=(0.02, -0.003), origin=(-0.5, 0.5), scale=0.52,
             color=rgb(palette.mix(col, (1, 1, 1), 0.5), a))
        Text(where, parent=tile, position=(0.09, -0.024), origin=(-0.5, 0.5), scale=0.46,
             color=ucolor.rgba(0.85, 0.85, 0.85, a))
        return tile

    # ------------------------------------------------------------------ the crystal wheel
    def _wheel(self, master: dict, cx: float, cy: float) -> Entity:
        wheel = Entity(parent=self.corner, position=(cx, cy))
        wheel.keeps_menu_above = True       # (a long menu pages above it: scenes/controller.py)
        n = int(master.get("crystals") or 0)
        r = 0.075
        q = Quads()
        q.rect(-0.118, -0.15, 0.118, 0.128, (0, 0, 0), 0.55)
        q.rect(-0.118, 0.104, 0.118, 0.128, palette.scale(C.SIDE["M"], 0.8))
        q.disc(0, 0, r + 0.025, (0.22, 0.17, 0.12))
        q.disc(0, 0, r - 0.02, (0.10, 0.08, 0.07))
        self.wheel_slots = []
        for i in range(10):
            ang = math.pi / 2 - 2 * math.pi * i / 10
            x, y = r * math.cos(ang), r * math.sin(ang)
            self.wheel_slots.append((cx + x, cy + y))
            q.disc(x, y, 0.016, (0.05, 0.04, 0.04), 12)
            if i < n:
                q.diamond(x, y, 0.012, 0.019, C.CRYSTAL)
                q.diamond(x - 0.003, y + 0.005, 0.004, 0.007, C.CRYSTAL_LIGHT)
            else:
                q.diamond(x, y, 0.009, 0.014, (0.24, 0.20, 0.22))
        pts = int(master.get("points") or 0)
        for i in range(5):
            x = -0.08 + i * 0.04
            q.disc(x, -0.128, 0.013, (0.05, 0.05, 0.05), 14)
            q.disc(x, -0.128, 0.010, palette.GOLD if i < pts else EMPTY, 14)
        q.entity(wheel)
        Text(str(n), parent=wheel, position=(0, 0.006), origin=(0, 0), scale=1.3,
             color=rgb(C.CRYSTAL_LIGHT if n else (0.7, 0.7, 0.7)))
        Text("crystals", parent=wheel, position=(0, -0.022), origin=(0, 0), scale=0.45,
             color=ucolor.rgba(0.85, 0.85, 0.85, 1))
        Text("Master of Ceremonies", parent=wheel, position=(0, 0.116), origin=(0, 0), scale=0.6,
             color=ucolor.rgba(1, 1, 1, 1))
        Text(f"PSYCHE {master.get('psyche')}    points {pts}/5", parent=wheel,
             position=(0, -0.103), origin=(0, 0), scale=0.55, color=ucolor.rgba(0.95, 0.9, 0.7, 1))
        return wheel
