"""The Morituri table: the walled hex arena with its compass rose, the figures (seat colours,
items in hand, lying when they lie), item tokens on the ground, the spaces held by declared
attacks (VI.5) and the cup over a die that is set but not yet revealed (IV.7).

Everything is drawn from `pack.view(state, seat)`; nothing here keeps game state.
"""
from __future__ import annotations

import math

from ursina import Entity, Text, Vec3, color as ucolor

from models import palette
from models.meshkit import MeshData
from models.morituri import arena as arena_model
from models.morituri.die import cup_mesh
from models.morituri.figures import base_mesh, body_mesh, figure_height
from models.morituri.items import token_mesh
from models.pipbar import pip_bar
from rules.core import hexgrid
from rules.morituri import cards
from rules.morituri.geometry import board as load_arena
from scenes.table import HudRow, PackTable, TurnsBody, rgb
from scenes.layout import hex_dir_yaw
from scenes.table import destroy_tree

CELL = 0.62                 # the hex's outer radius in world units
FIG_SCALE = 1.35           # the base (fits a hex)
BODY_SCALE = 1.7           # the body a little larger, like a painted miniature
TOP = arena_model.TILE_H    # where figures stand
ATTACK_COL = (0.95, 0.22, 0.16)
WALL_NUMBER = (0.98, 0.92, 0.70)


# ------------------------------------------------------------------------------- view helpers

def item_name(item_id: str | None) -> str | None:
    if not item_id:
        return None
    try:
        return cards.item(item_id).name
    except KeyError:
        return item_id.split(".")[-1].replace("_", " ").title()


def standard_of(fig: dict):
    """The figure's standard action card (goblins: by the name in the view)."""
    deck = cards.deck(fig["character"])
    for s in deck.standards:
        if s.name == fig.get("name"):
            return s
    return deck.standards[0]


def max_condition(fig: dict) -> int:
    return fig["full"]          # the set-up's balance decides it (ruling VI.2), not the card


def seat_index(view: dict, seat: str) -> int:
    """Seats in the order they first appear among the figures: p1 red, p2 blue, ..."""
    seats = []
    for f in view.get("figures", []):
        if f["seat"] not in seats:
            seats.append(f["seat"])
    return palette.seat_index(seat) if seat[1:].isdigit() else (seats.index(seat) if seat in seats else 0)


def fig_color(view: dict, fig: dict):
    return palette.player_color(seat_index(view, fig["seat"]))


def by_id(view: dict, fid: str) -> dict | None:
    for f in view.get("figures", []):
        if f["id"] == fid:
            return f
    return None


def short_name(item_id: str | None) -> str:
    """'Barbarian sword' -> 'sword', 'Round shield' -> 'shield' (the HUD's narrow rows)."""
    n = item_name(item_id) or ""
    return n.split()[-1].lower() if n else ""


def hands_label(fig: dict, short: bool = False) -> str:
    nm = short_name if short else item_name
    names = [nm(h) for h in fig.get("hands", []) if h]
    worn = [nm(w) for w in fig.get("worn", [])]
    s = " + ".join(names) if names else ("no items" if short else "empty hands")
    return s + (f", {'+'.join(worn)}" if worn else "")


class FigureEntity(TurnsBody, Entity):
    """A figure: its base, its `body` (turned by `yaw`) and its bar."""


def facing_yaw(view: dict, fig: dict) -> float:
    """Figures have no facing in Morituri (I.7): each looks at its nearest living opponent."""
    best = None
    for o in view.get("figures", []):
        if o["id"] == fig["id"] or not o.get("alive", True) or o.get("side") == fig.get("side"):
            continue
        d = hexgrid.distance(tuple(fig["cell"]), tuple(o["cell"]))
        if best is None or d < best[0]:
            best = (d, o)
    if best is None:
        return 180.0
    from scenes.layout import hex_xz
    ax, az = hex_xz(fig["cell"])
    bx, bz = hex_xz(best[1]["cell"])
    return math.degrees(math.atan2(bx - ax, bz - az))


# ------------------------------------------------------------------------------- meshes

def ground_hex(col, rad: float, a: float = 1.0) -> MeshData:
    m = MeshData()
    pts = arena_model._corners(0, 0, rad)
    m.add_poly([(x, 0, z) for x, z in pts], (*col, a), False, (0, 1, 0))
    return m


def arrow_mesh(a: Vec3, b: Vec3, col, width: float = 0.07) -> MeshData:
    """A flat arrow on the ground from a to b (local to the table root)."""
    m = MeshData()
    d = Vec3(b.x - a.x, 0, b.z - a.z)
    n = d.length()
    if n < 1e-6:
        return m
    u = d / n
    side = Vec3(u.z, 0, -u.x)
    a2 = a + u * 0.28
    head = b - u * 0.42
    tip = b - u * 0.2
    y = a.y + 0.03

    def p(v, s=0.0):
        w = v + side * s
        return (w.x, y, w.z)
    m.add_poly([p(a2, -width), p(head, -width), p(head, width), p(a2, width)][::-1], col, False, (0, 1, 0))
    m.add_poly([p(a2, -width), p(head, -width), p(head, width), p(a2, width)], col, False, (0, -1, 0))
    m.add_poly([p(head, -width * 2.6), p(tip), p(head, width * 2.6)][::-1], col, False, (0, 1, 0))
    m.add_poly([p(head, -width * 2.6), p(tip), p(head, width * 2.6)], col, False, (0, -1, 0))
    return m


BAR_W = 0.66                # the Condition pips' row: two neighbours' bars (1.07 apart) stay apart


def condition_bar(cond: int, most: int, col) -> MeshData:
    """Pips above a figure (billboarded): one per Condition point (models/pipbar.py)."""
    return pip_bar(cond, most, col, BAR_W, 0.075)


# ------------------------------------------------------------------------------- the table

class MorituriTable(PackTable):
    grid = "hex"
    cell_size = CELL
    # at the live table the card panels fill the bottom quarter (their rim hexes lay under
    # them): the board is framed above them
    panel_bottom = 0.27
    # ...the hand of cards down the left while planning (panel.py), the menus down the right:
    # at 800x600 the moves' menu hid six hexes of the east edge
    panel_left = 0.44
    menu_column = True

    def build(self, setup: dict, view: dict) -> None:
        self.brd = load_arena(view.get("board", "arena"))
        self.arena_cells = [tuple(c) for c in self.brd.cells()]
        inside = set(self.arena_cells)
        walls = set()
        for c in self.arena_cells:
            for n in hexgrid.neighbours(c):
                if n not in inside:
                    walls.add(n)
        self.walls = sorted(walls)
        mesh = arena_model.arena_mesh(self.arena_cells, self.walls, CELL)
        Entity(parent=self.board, model=mesh.to_mesh())
        self._build_rose()
        self.tokens: list[Entity] = []
        self.overlay: list[Entity] = []
        self._fig_keys: dict[str, tuple] = {}
        self._ground_key = None
        self._overlay_key = None

    def _build_rose(self) -> None:
        """The compass rose (I.6) on the plinth south-east of the arena, and each direction's
        number on the wall where that direction leads."""
        r = max(hexgrid.distance((0, 0), c) for c in self.arena_cells) + 1
        corner = Vec3(*self._xz3(hexgrid.neighbour(hexgrid.neighbour((0, 0), 3, r), 4, 1)))
        spot = Vec3(corner.x + CELL * 1.2, 0.0, corner.z - CELL * 0.9)
        rad = CELL * 1.8
        self.scenery_labels = []            # hidden where a caption covers them (floating.py)
        Entity(parent=self.board, model=arena_model.rose_mesh(rad).to_mesh(), position=spot)
        for d in hexgrid.DIRECTIONS:
            a = math.radians(hex_dir_yaw(d))
            p = Vec3(spot.x + math.sin(a) * rad * 0.86, 0.04, spot.z + math.cos(a) * rad * 0.86)
            self.scenery_labels.append(Text(str(d), parent=self.board, position=p + Vec3(0, 0.02, 0),
                                            rotation_x=90, origin=(0, 0), scale=16,
                                            color=rgb((0.35, 0.1, 0.06))))     # the rose's own
            w = Vec3(*self._xz3(hexgrid.neighbour((0, 0), d, r)))
            self.scenery_labels.append(Text(
                str(d), parent=self.board, position=w + Vec3(0, arena_model.WALL_H + 0.35, 0),
                billboard=True, origin=(0, 0), scale=12, color=rgb(WALL_NUMBER)))
        self.rose_spot = spot

    def beside_board(self) -> list[Vec3]:
        # the rim's hexes (with the numbers of the directions) are the arena's edge too
        return self.corners_of([Vec3(*self._xz3(c)) for c in getattr(self, "walls", ())])

    def _xz3(self, cell):
        from scenes.layout import hex_xz
        x, z = hex_xz(cell, CELL)
        return (x, 0.0, z)

    def cells(self, view: dict) -> list:
        return list(getattr(self, "arena_cells", []))

    def height(self, cell, view=None) -> float:
        return TOP

    # --------------------------------------------------------------------------- figures
    def show(self, view: dict) -> None:
        self.view = view
        seen = set()
        held = {tuple(f["cell"]) for f in view.get("figures", []) if f.get("alive", True) and f.get("cell")}
        for f in view.get("figures", []):
            if not f.get("alive", True) and (not f.get("cell") or tuple(f["cell"]) in held):
                continue        # I.7: out of the game; his body lies where he fell until someone stands there
            seen.add(f["id"])
            self._show_figure(view, f)
        for fid in list(self.figures):
            if fid not in seen:
                destroy_tree(self.figures.pop(fid))
                self._fig_keys.pop(fid, None)
        self._show_ground(view)
        self._show_overlay(view)

    def show_bars(self, view: dict) -> None:
        for f in view.get("figures", []):
            e = self.figures.get(f["id"])
            if e is not None:
                self._show_bar(view, f, e)

    def _show_bar(self, view: dict, f: dict, e) -> None:
        bar_key = (f["condition"], max_condition(f))
        keys = self._fig_keys.get(f["id"], (None, None))
        if keys[1] != bar_key:
            e.bar.model = condition_bar(f["condition"], bar_key[1], fig_color(view, f)).to_mesh()
            self._fig_keys[f["id"]] = (keys[0], bar_key)

    def _show_figure(self, view: dict, f: dict) -> None:
        col = fig_color(view, f)
        hands = tuple(item_name(h) for h in (list(f.get("hands", [])) + [None, None])[:2])
        worn = tuple(sorted(item_name(w) for w in f.get("worn", [])))
        key = (f["character"], col, hands, worn)
        e = self.figures.get(f["id"])
        if e is None:
            e = FigureEntity(parent=self.root)
            e.base = Entity(parent=e, model=base_mesh(col).to_mesh(), scale=FIG_SCALE)
            e.body = Entity(parent=e, scale=BODY_SCALE)
            e.bar = Entity(parent=e, billboard=True)
            e.character = f["character"]
            self.figures[f["id"]] = e
        if self._fig_keys.get(f["id"], (None,))[0] != key:
            e.body.model = body_mesh(f["character"], col, hands, worn).to_mesh()
        self._fig_keys[f["id"]] = (key, self._fig_keys.get(f["id"], (None, None))[1])
        self._show_bar(view, f, e)
        e.position = self.world(f["cell"], view)
        e.yaw = facing_yaw(view, f)
        alive = f.get("alive", True)
        self.lay(e, f.get("lying", False) or not alive)      # the defeated lie where they fell
        e.body.color = ucolor.white if alive else ucolor.rgba(0.55, 0.52, 0.5, 1)
        e.bar.enabled = alive

    def lay(self, e: Entity, lying: bool, u: float = 1.0) -> None:
        """Stand (u = 0) or lie on the back (u = 1) by degrees, the feet staying on the base."""
        k = u if lying else 0.0
        h = figure_height(getattr(e, "character", "killer")) * BODY_SCALE
        e.body.rotation_x = -86 * k
        a = math.radians(e.yaw)              # lying along the way he faces, feet on the base
        e.body.x, e.body.z = math.sin(a) * h * 0.5 * k, math.cos(a) * h * 0.5 * k
        e.body.y = 0.07 * k
        e.bar.y = h + 0.28 - (h - 0.2) * k

    def figure_pos(self, fid) -> Vec3:
        e = self.figures.get(fid)
        if e is not None:
            return Vec3(e.position)
        f = by_id(self.view or {}, fid) if fid else None
        return self.world(f["cell"]) if f else Vec3(self.center)

    # --------------------------------------------------------------------------- ground
    def _show_ground(self, view: dict) -> None:
        ground = [(tuple(g["cell"]), g["item"]) for g in view.get("ground", [])]
        if ground == self._ground_key:
            return
        self._ground_key = ground
        for t in self.tokens:
            destroy_tree(t)
        self.tokens = []
        per: dict = {}
        for cell, item in ground:
            per.setdefault(cell, []).append(item)
        for cell, items in per.items():
            c = self.world(cell, view)
            n = len(items)
            for i, item in enumerate(items):
                a = 2 * math.pi * i / max(n, 1) + 0.6
                off = Vec3(math.sin(a), 0, math.cos(a)) * (0.0 if n == 1 else CELL * 0.4)
                t = Entity(parent=self.root, model=token_mesh(item_name(item)).to_mesh(),
                           position=c + off + Vec3(0, 0.005, 0), scale=1.5)
                t.item = item
                self.tokens.append(t)

    # --------------------------------------------------------------------------- overlays
    def _show_overlay(self, view: dict) -> None:
        """VI.5: spaces held by declared attacks (red hexes) and an arrow attacker -> target;
        IV.7: the upturned cup by the attacker while his die is set but not revealed."""
        pend = [(p["attacker"], p["target"], tuple(tuple(c) for c in p.get("between", [])))
                for p in view.get("pending", [])]
        ex = view.get("exchange") or {}
        cup = ex.get("setter") if ex.get("set_done") else None
        key = (tuple(pend), cup)
        if key == self._overlay_key:
            return
        self._overlay_key = key
        for e in self.overlay:
            destroy_tree(e)
        self.overlay = []
        held = set()
        for attacker, target, between in pend:
            held.update(between)
            a, b = self.figure_pos(attacker), self.figure_pos(target)
            fa, fb = by_id(view, attacker), by_id(view, target)
            if fa is not None:
                a = self.world(fa["cell"], view)
            if fb is not None:
                b = self.world(fb["cell"], view)
            col = palette.mix(fig_color(view, fa) if fa else ATTACK_COL, ATTACK_COL, 0.35)
            self.overlay.append(Entity(parent=self.root, model=arrow_mesh(a, b, col).to_mesh()))
        for c in held:
            self.overlay.append(Entity(parent=self.root, model=ground_hex(ATTACK_COL, CELL * 0.8, 0.45).to_mesh(),
                                       position=self.world(c, view) + Vec3(0, 0.006, 0)))
        if cup:
            self.overlay.append(self.cup_entity(cup, view))

    def cup_spot(self, fid: str, view: dict | None = None) -> Vec3:
        """Where a figure's secret die stands: beside it, toward the camera's right."""
        p = self.figure_pos(fid)
        return p + Vec3(CELL * 0.55, 0, -CELL * 0.45)

    def cup_entity(self, fid: str, view: dict | None = None) -> Entity:
        e = Entity(parent=self.root, model=cup_mesh().to_mesh(), position=self.cup_spot(fid, view),
                   scale=0.36)
        Text("?", parent=e, y=2.0, billboard=True, origin=(0, 0), scale=60, color=rgb(palette.GOLD))
        return e

    # --------------------------------------------------------------------------- HUD
    def rows(self, view: dict) -> list[HudRow]:
        from scenes.places import figure_names
        out, names = [], figure_names(view)
        for f in view.get("figures", []):
            act = f.get("current_name") or "standard"
            if f.get("current"):
                act = f"#{f['current']} {act}"
            flags = [w for w, on in (("lying", f.get("lying")), ("tangled", f.get("tangled")),
                                      ("grappling", f.get("grapple")), ("retreated", f.get("retreated"))) if on]
            detail = f"{act} | {hands_label(f, True)}" + (f" | {', '.join(flags)}" if flags else "")
            colour = palette.PLAYER_NAMES[seat_index(view, f["seat"]) % len(palette.PLAYER_NAMES)]
            own = names.get(f["id"], "")          # "David (red Killer)": a name of his own
            title = own if own and not own.startswith(f["name"]) else f"{f['name']} ({colour})"
            out.append(HudRow(label=f"{title}  S{f['strength']} D{f['defence']}",
                              seat_index=seat_index(view, f["seat"]), value=max(0, f["condition"]),
                              max_value=max_condition(f), detail=detail[:58],
                              alive=f.get("alive", True)))
        return out

    def caption(self, view: dict) -> str:
        out = view.get("outcome") or {}
        if out.get("finished"):
            won = out.get("winners", [])      # the winners by their fighters' names, not seat codes
            names = [f.get("name", f["id"]) for f in view.get("figures", []) if f.get("seat") in won]
            w = " and ".join(names) or "nobody"
            return f"Round {view.get('round')}: the fight is over, {w} win{'s' if len(names) < 2 else ''}"
        ex = view.get("exchange")
        from scenes.places import figure_names
        names = figure_names(view)          # two Killers: with their colours
        s = f"Round {view.get('round')}: {names.get(view.get('turn'), view.get('turn'))}, {PHASES.get(view.get('phase'), view.get('phase'))}"
        if ex:
            setter = names.get(ex["setter"], ex["setter"])
            guesser = names.get(ex["guesser"], ex["guesser"])
            what = "the die" if ex.get("purpose") == "attack" else "the knock-out direction"
            if not ex.get("set_done"):
                s += f"; {setter} sets {what} ({ex['lo']}-{ex['hi']})"
            elif not ex.get("guessed"):
                s += f"; {guesser} guesses ({ex['guesses_allowed']}x)"
        return s


PHASES = {"start": "start", "lie": "lying: defend or not", "first": "first action phase",
          "defence": "defence phase", "second": "second action phase", "move": "movement",
          "declare": "declaration of attack", "divide": "the goblins divide their cards (VI.3)"}
