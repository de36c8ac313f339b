"""The Gladiator table: the arena (sand, terrain, the wall and the stands), the figures with
their facing, gear and condition, the magic items on the ground, the HUD rows and the caption.

Everything is drawn from the pack's view (rules/gladiator/pack.py `view`): the surround is
static; the ground (terrain squares) is rebuilt when the view's terrain changes (spells, Fire
Spirits); figures are rebuilt when their look (race, side, armour, ready/also/slung) changes and
moved otherwise. The only per-frame work is `Flicker`: a handful of flame, star and drop
entities changing scale and tint (no mesh rebuilds, no lights).
"""
from __future__ import annotations

import math

from panda3d.core import TransparencyAttrib
from ursina import Entity, Text, Vec3, color as ucolor, time

from models import palette
from models.gladiator import arena, figures as gfig, gear
from models.gladiator.colors import side_color
from scenes.fx import drop_shadow
from scenes.table import HudRow, PackTable, rgb
from scenes.table import destroy_tree, freeze

FIGURE_SCALE = 1.5
MARK_Y = 1.25             # dazed stars / near-death drop above the base, in world units
LABEL_Y = 1.55          # a man's name over his head
LABEL_OVER = 0.3        # ...this much over the top of a figure
PRONE_LIFT = 0.13

SIDE_NAMES = {"west": "West", "east": "East"}


def who_won(view: dict, winners) -> str:
    """The winning sides by their champions' names (places.who_won), else "West"."""
    from scenes.places import who_won as named
    return named(view, winners, SIDE_NAMES)


def pretty(s: str | None) -> str:
    return "" if not s else s.lstrip("@").replace("_", " ").capitalize()


def terrain_map(view: dict) -> dict:
    out: dict = {}
    for x, y, kind in view.get("terrain", []):
        out.setdefault((int(x), int(y)), []).append(kind)
    return out


def condition(f: dict) -> list[str]:
    """The figure's condition as words (HUD, sheet)."""
    if not f.get("alive", True):
        return ["dead"]
    if f.get("gone"):
        return ["escaped"]
    out = []
    for key, word in (("prone", "prone"), ("dazed", "dazed"), ("near_death", "near death"),
                      ("evading", "evading"), ("dazzled", "dazzled"), ("invisible", "in shadow")):
        if f.get(key):
            out.append(word)
    if f.get("hand_combat"):
        out.append("hand combat")
    if f.get("illusion"):
        out.append("illusion")
    if f.get("image"):
        out.append("image")
    for spell, amount, *_ in f.get("effects") or ():
        out.append(f"{pretty(spell).lower()} {amount:+d}" if isinstance(amount, int) and amount else pretty(spell).lower())
    return out


def natural_weapons(race: str) -> list[str]:
    """A creature's own weapons (the race table), by name."""
    from rules.gladiator.data import races, weapons
    r = races().get(race)
    if r is None:
        return []
    table = weapons()
    return [table[w].name if w in table else pretty(w) for w in dict.fromkeys(r.weapons)]


def gear_text(f: dict) -> str:
    s = f.get("slots") or {}
    hands = " + ".join(pretty(s.get(k)) + (" (unloaded)" if (s.get(k) or "").startswith("@") else "")
                       for k in ("ready", "also") if s.get(k))
    return hands or " + ".join(natural_weapons(f.get("race", ""))) or "bare hands"


class Flicker(Entity):
    """Animates the fires (height and tint), spins the dazed stars and pulses the near-death
    drops, on the app clock (time.dt: fixed in recordings)."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.t = 0.0
        self.flames: list[tuple[Entity, float]] = []
        self.spinners: list[Entity] = []
        self.pulsers: list[tuple[Entity, float]] = []

    def update(self):
        self.t += time.dt
        self.tick(self.t)

    def tick(self, t: float) -> None:
        for e, ph in self.flames:
            if e:
                k = 1.0 + 0.2 * math.sin(9.0 * t + ph) + 0.09 * math.sin(23.0 * t + 2.1 * ph)
                e.scale_y = k
                e.scale_x = e.scale_z = 1.0 - 0.06 * math.sin(7.0 * t + ph)
                g = 0.85 + 0.15 * math.sin(13.0 * t + 3 * ph)
                e.color = ucolor.rgba(1.0, g, 0.8 + 0.2 * g, 1)
        self.spinners = [e for e in self.spinners if e]
        for e in self.spinners:
            e.rotation_y = (t * 140.0) % 360.0
        for e, y0 in self.pulsers:
            if e:
                e.y = y0 + 0.05 * math.sin(5.0 * t)
                e.scale = 1.0 + 0.15 * math.sin(10.0 * t)


class GladiatorTable(PackTable):
    grid = "square"

    # ------------------------------------------------------------------ static board
    def build(self, setup: dict, view: dict) -> None:
        self.width, self.height_cells = int(view.get("width", 16)), int(view.get("height", 11))
        Entity(parent=self.board, model=arena.build_surround(self.width, self.height_cells).to_mesh())
        self.layer = Entity(parent=self.root)          # terrain: rebuilt when it changes
        self.items = Entity(parent=self.root)
        self.flicker = Flicker(parent=self.root)
        self._terrain_key = None
        self._items_key = None
        self._looks: dict[str, tuple] = {}
        self._terrain: dict = {}
        self.dice_tray = None

    # at the live table the sides' panels and the character sheet fill the screen's left edge:
    # the board is framed right of them (the sheet covered the west column, where West starts)
    panel_left = 0.45

    def _frame(self, view: dict):
        # frame the sand, not the stands: the figures and dice read bigger
        center, size = super()._frame(view)
        return center, max(self.width, self.height_cells) * 0.74

    def cells(self, view: dict) -> list:
        return [(x, y) for y in range(self.height_cells) for x in range(self.width)]

    def height(self, cell, view: dict | None = None) -> float:
        kinds = self._terrain.get((int(cell[0]), int(cell[1])), ()) if cell is not None else ()
        if "pit" in kinds:
            return -arena.PIT_DEPTH + 0.02
        if "altar" in kinds:
            return arena.ALTAR_H
        return 0.0

    # ------------------------------------------------------------------ syncing
    def show(self, view: dict) -> None:
        self.view = view
        self._show_terrain(view)
        self._show_items(view)
        seen = set()
        for f in view.get("figures", []):
            fid = f["figure"]
            if f.get("gone") or f.get("vanished") or f.get("cell") is None:
                continue
            seen.add(fid)
            self._show_figure(f)
        for fid in list(self.figures):
            if fid not in seen:
                destroy_tree(self.figures.pop(fid))
                self._looks.pop(fid, None)

    def _show_terrain(self, view: dict) -> None:
        key = tuple(tuple(t) for t in view.get("terrain", []))
        if key == self._terrain_key:
            return
        self._terrain_key = key
        self._terrain = terrain_map(view)
        for e in list(self.layer.children):
            destroy_tree(e)
        self.flicker.flames = []
        Entity(parent=self.layer, model=arena.build_ground(self.width, self.height_cells,
                                                           self._terrain).to_mesh())
        for (x, y), kinds in sorted(self._terrain.items()):
            for k in range(kinds.count("fire")):
                e = Entity(parent=self.layer, model=arena.flame_mesh(x * 31 + y + k).to_mesh(),
                           position=Vec3(x + 0.12 * k, 0.0, y - 0.1 * k))
                self.flicker.flames.append((e, (x * 1.7 + y * 2.3 + k) % 6.28))
            if "shadow" in kinds:
                fog = Entity(parent=self.layer, model=arena.fog_mesh().to_mesh(),
                             position=Vec3(x, 0.0, y), color=ucolor.rgba(1, 1, 1, 0.55))
                fog.setTransparency(TransparencyAttrib.M_alpha)
                fog.set_depth_write(False)
        # figures stand at the new heights (a pit made under a troll...)
        for f in view.get("figures", []):
            if f["figure"] in self.figures and f.get("cell") is not None:
                self.figures[f["figure"]].y = self.height(f["cell"])

    def _show_items(self, view: dict) -> None:
        key = tuple((x, y, tuple(items)) for x, y, items in view.get("ground", []))
        if key == self._items_key:
            return
        self._items_key = key
        for e in list(self.items.children):
            destroy_tree(e)
        corners = ((-0.28, -0.28), (0.28, 0.28), (0.28, -0.28), (-0.28, 0.28), (0, 0))
        for x, y, items in view.get("ground", []):
            for i, wid in enumerate(items):
                dx, dz = corners[i % len(corners)]
                Entity(parent=self.items, model=gear.ground_item(wid).to_mesh(),
                       position=Vec3(x + dx, self.height((x, y)), y + dz),
                       rotation_y=(x * 53 + y * 29 + i * 71) % 360, scale=1.4)
        freeze(self.items)

    def _show_figure(self, f: dict) -> None:
        fid = f["figure"]
        s = f.get("slots") or {}
        look = (f["race"], f["side"], f.get("armour", "none"), s.get("ready"), s.get("also"),
                s.get("slung1"), f.get("alive", True))
        ent = self.figures.get(fid)
        if ent is None:
            ent = Entity(parent=self.root)
            ent.body = Entity(parent=ent)              # turns with the facing
            ent.base = Entity(parent=ent.body)
            ent.pose = Entity(parent=ent.body)         # lies down when prone / dead
            ent.marks = Entity(parent=ent)
            ent.label = Text(f.get("name", fid), parent=ent, y=LABEL_Y, origin=(0, 0),
                             billboard=True, scale=7.0)
            drop_shadow(ent.label)          # light names on light sand
            self.figures[fid] = ent
        if self._looks.get(fid) != look:
            self._looks[fid] = look
            col = side_color(f["side"])
            alive = f.get("alive", True)
            if not alive:     # the dead lose their colour
                col = palette.mix(col, (0.35, 0.33, 0.30), 0.7)
            size = gfig.SIZE.get(f["race"], 1.0) * FIGURE_SCALE
            ent.base.model = gfig.base_mesh(col).to_mesh()
            ent.base.scale = size
            body = gfig.body_mesh(f["race"], tuple(col), f.get("armour", "none"),
                                  s.get("ready"), s.get("also"), s.get("slung1"))
            ent.pose.model = body.to_mesh()
            ent.pose.scale = size
            # the name a little over the figure's head: over a man's for a beetle, it stood a
            # square off, over the next square's trap
            b = ent.pose.getTightBounds(ent.pose)
            ent.label_y = (b[1].y * size if b else LABEL_Y - LABEL_OVER) + LABEL_OVER
            ent.pose.color = ucolor.white if alive else ucolor.rgba(0.55, 0.52, 0.5, 1)
            ent.label.color = rgb(palette.mix(side_color(f["side"]), (1, 1, 1), 0.55),
                                  1.0 if alive else 0.5)
        cell = f["cell"]
        ent.position = self.world(cell, self.view)
        ent.body.rotation_y = (f.get("facing") or 0) * 45.0
        down = f.get("prone") or not f.get("alive", True)
        ent.pose.rotation_x = 90.0 if down else 0.0
        ent.pose.y = PRONE_LIFT if down else 0.0
        ent.label.enabled = f.get("alive", True)
        ent.label.y = min(0.8, ent.label_y) if down else ent.label_y
        # in Shadow (his own side sees him there), or not really there (illusions, images)
        ghost = bool(f.get("invisible") or f.get("illusion") or f.get("image"))
        if ghost != getattr(ent, "_ghost", False):
            ent._ghost = ghost
            for part in (ent.pose, ent.base):
                part.setTransparency(TransparencyAttrib.M_alpha if ghost else TransparencyAttrib.M_none)
                part.alpha = 0.45 if ghost else 1.0
        self._marks(ent, f, down)

    def _marks(self, ent, f: dict, down: bool) -> None:
        key = (bool(f.get("dazed")) and f.get("alive", True), bool(f.get("near_death")) and f.get("alive", True),
               bool(f.get("evading")), down)
        if getattr(ent, "_marks_key", None) == key:
            return
        ent._marks_key = key
        for c in list(ent.marks.children):
            destroy_tree(c)
        dazed, near, evading, down = key
        top = 0.55 if down else MARK_Y * gfig.SIZE.get(f["race"], 1.0)
        if dazed:
            e = Entity(parent=ent.marks, model=gfig.dazed_mesh().to_mesh(), y=top, scale=1.4)
            self.flicker.spinners.append(e)
        if near:
            e = Entity(parent=ent.marks, model=gfig.near_death_mesh().to_mesh(), y=top + 0.28,
                       x=0.0, scale=1.3)
            self.flicker.pulsers.append((e, top + 0.28))
        if evading:
            Entity(parent=ent.marks, model=gfig.evade_mesh().to_mesh(),
                   rotation_y=(f.get("facing") or 0) * 45.0, scale=FIGURE_SCALE)

    # ------------------------------------------------------------------ HUD
    def rows(self, view: dict) -> list[HudRow]:
        out = []
        for f in view.get("figures", []):
            st = f.get("stats")
            words = condition(f)
            detail = gear_text(f)
            if f.get("armour", "none") != "none":
                detail += " · " + pretty(f["armour"])
            if st:
                detail = f"AG {st['adjusted_ag']}/{st['ag']} · " + detail
            if words and words != ["dead"]:
                detail += " · " + ", ".join(words)
            label = f"{f.get('name', f['figure'])} ({pretty(f['race'])})"
            out.append(HudRow(label=label, seat_index=0 if f["side"] == "west" else 1,
                              value=st["sh"] if st else None, max_value=st["sh_max"] if st else None,
                              detail=detail, alive=f.get("alive", True) and not f.get("gone")))
        return out

    def caption(self, view: dict) -> str:
        turn = f"Turn {view.get('turn', 1)}/{view.get('turn_limit', '?')}"
        out = view.get("outcome") or {}
        if out.get("finished"):
            return f"{turn}: game over, {who_won(view, out.get('winners', []))} ({out.get('reason', '')})"
        phase = view.get("phase")
        names = {f["figure"]: f.get("name", f["figure"]) for f in view.get("figures", [])}
        if phase == "initiative":
            return f"{turn}: initiative, {SIDE_NAMES.get(view.get('chooser'), '?')} chooses who moves first"
        if phase == "movement" and view.get("moving"):
            used = view.get("moves_used") or 0
            # "(0 moves)" read as none left: the moves made of those he may make, as his sheet says
            most = next(((f.get("stats") or {}).get("max_moves") for f in view.get("figures", [])
                         if f["figure"] == view["moving"]), None)
            return (f"{turn}: movement, {names.get(view['moving'], view['moving'])} moved {used}"
                    + (f" of {most}" if most is not None else ""))
        if phase == "action" and view.get("actor"):
            return f"{turn}: action, {names.get(view['actor'], view['actor'])}"
        return f"{turn}: {phase}"
