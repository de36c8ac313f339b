"""The Chaos Arena table: the hex arena, the war bands, the altars' cards, the chaos deck.

Everything is drawn from a view of the rules pack (`pack.view(state, seat)`): the table keeps
no game state. Secrets: the prepared spell lies FACE DOWN on its altar whoever looks; a seat's
own hand and altar spell appear only in the HUD of a view made for that seat (the pack puts
them under "my_hand"/"my_altar" only for the seat itself), so a spectator or the other seat's
view can never show them.

Where things are: the arena's hexes are laid out by scenes/games/layout.py (flat-top axial);
each side's characters waiting outside the Arena stand on stone plates in a line beside
their side's Entrance Teleportal, each on a fixed plate (dead ones lie there, grey); the
Chaos Card deck and its discard pile lie east of the arena.
"""
from __future__ import annotations

import math
from functools import lru_cache

from panda3d.core import TransparencyAttrib
from ursina import Entity, Text, Vec3, color as ucolor, time

from models.chaos_arena import colors as C
from models.chaos_arena import figures as F
from models.chaos_arena import props as P
from models.chaos_arena import terrain as T
from models.palette import mix
from scenes.fx import drop_shadow, rgb
from scenes.table import HudRow, PackTable
from scenes.layout import hex_xz
from scenes.table import destroy_tree, freeze

SIDES = ("good", "evil")
BENCH_SLOTS = 12
FIG_SCALE = 1.5
BENCH_SCALE = 1.1
CARD_Y = T.ALTAR_TOP + 0.03


@lru_cache(maxsize=None)
def _names():
    from rules.chaos_arena import data
    return ({k: v.name for k, v in data.characters().items()},
            {k: v.name for k, v in data.chaos_cards().items()},
            {k: v.name for k, v in data.spells().items()})


def char_name(fid) -> str:
    return _names()[0].get(fid, str(fid).replace("-", " ").title())


def card_name(cid) -> str:
    return _names()[1].get(cid, str(cid).replace("-", " ").title())


def spell_name(sid) -> str:
    return _names()[2].get(sid, str(sid).replace("-", " ").title())


def card_type(cid) -> str:
    from rules.chaos_arena import data
    c = data.chaos_cards().get(cid)
    return c.type if c else "special"


def spell_effect(sid) -> str:
    from rules.chaos_arena import data
    s = data.spells().get(sid)
    return str(s.effect.get("do", "nothing")) if s else "nothing"


def load_board(setup: dict, view: dict):
    from rules.chaos_arena.terrain import arena_board
    return arena_board((setup or {}).get("board") or view.get("board") or "chaos-arena")


class Shimmer(Entity):
    """Lake water that lives: the sheet bobs and breathes, the glints drift in small circles.
    Two transforms and a colour per frame (no mesh rewrites: cheap on software rendering)."""

    def __init__(self, water, glints, **kw):
        super().__init__(**kw)
        self.water, self.glints, self.t = water, glints, 0.0

    def update(self):
        self.t += time.dt
        t = self.t
        self.water.y = 0.012 * math.sin(t * 1.4)
        self.water.color = ucolor.rgba(0.92 + 0.08 * math.sin(t * 0.9), 0.96 + 0.04 * math.sin(t * 1.3),
                                       1.0, 1.0)
        self.glints.position = Vec3(0.06 * math.sin(t * 0.7), 0.012 * math.sin(t * 1.4) + 0.002,
                                    0.05 * math.cos(t * 0.55))
        self.glints.color = ucolor.rgba(1, 1, 1, 0.55 + 0.45 * abs(math.sin(t * 1.1)))


class ChaosTable(PackTable):
    grid = "hex"
    cell_size = 1.0

    # ------------------------------------------------------------------ static board
    def build(self, setup: dict, view: dict) -> None:
        board = load_board(setup, view)
        self.hexboard = board
        self.terrain = {c: board.terrain_at(c) for c in board.valid}
        sa = board.start_areas
        self.portal = {s: tuple(sa[s][0]) for s in SIDES if sa.get(s)}
        self.altar = {s: tuple(sa[f"altar-{s}"][0]) for s in SIDES if sa.get(f"altar-{s}")}
        if not self.altar:   # a custom board without named altars: the 'A' hexes in order
            altars = sorted(c for c, t in self.terrain.items() if t == "A")
            self.altar = dict(zip(SIDES, altars))
        self.side_of_seat = {f["seat"]: f["side"] for f in view.get("figures", [])}
        self.seat_of_side = {v: k for k, v in self.side_of_seat.items()}
        cells = {c: (*hex_xz(c, self.cell_size), t) for c, t in self.terrain.items()}
        side_cells = {}
        for s in SIDES:
            for c in (self.portal.get(s), self.altar.get(s)):
                if c is not None:
                    side_cells[c] = C.side_color(s)
        Entity(parent=self.board, model=T.build_arena(cells, side_cells).to_mesh())
        xs = [x for x, _, _ in cells.values()]
        zs = [z for _, z, _ in cells.values()]
        mid = ((min(xs) + max(xs)) / 2, (min(zs) + max(zs)) / 2)
        half = max(max(xs) - min(xs), max(zs) - min(zs)) / 2 + 6
        Entity(parent=self.board, model=T.table_mesh(mid[0], mid[1], half).to_mesh())
        self.mid = Vec3(mid[0], 0, mid[1])
        # the benches: twelve plates per side beside its teleportal
        self.slots: dict[str, list[Vec3]] = {s: self._bench(s) for s in SIDES if s in self.portal}
        for s, pts in self.slots.items():
            Entity(parent=self.board,
                   model=T.bench_mesh([(p.x, p.z) for p in pts], C.side_color(s)).to_mesh())
        self.deck_pos = Vec3(max(xs) + 2.4, 0, mid[1] + 1.4)
        self.discard_pos = Vec3(max(xs) + 2.4, 0, mid[1] - 1.4)
        Entity(parent=self.board, model=T.bench_mesh([(self.deck_pos.x, self.deck_pos.z),
                                                      (self.discard_pos.x, self.discard_pos.z)],
                                                     C.CHAOS_BACK, 0.85).to_mesh())
        self._labels()
        self._water(cells)
        # dynamic pieces
        self.cards: dict[str, Entity] = {}
        self.piles: dict[str, Entity] = {}
        self._pile_key: dict[str, tuple] = {}
        self._fig_key: dict[str, tuple] = {}
        self._cast: set[str] = set()          # the figures named now (name_cast)

    def _labels(self) -> None:
        """Flat words on the table: what the benches and piles are."""
        def label(s, at, yaw=0.0, scale=9.0, col=(0.9, 0.88, 0.8)):
            t = Text(s, parent=self.board, position=at + Vec3(0, 0.03, 0), origin=(0, 0),
                     scale=scale, color=ucolor.rgba(col[0], col[1], col[2], 0.9))
            t.rotation_x = 90
            t.rotation_y = yaw
            return t
        label("Chaos deck", self.deck_pos + Vec3(0, 0, -0.95), scale=16)
        label("Discard", self.discard_pos + Vec3(0, 0, -0.95), scale=16)

    def _water(self, cells) -> None:
        lakes = sorted(c for c, (_, _, t) in cells.items() if t == "L")
        self.water = None
        if not lakes:
            return
        pts = [cells[c][:2] for c in lakes]
        holder = Entity(parent=self.root)
        water = Entity(parent=holder, model=T.water_mesh(pts, self.cell_size).to_mesh())
        glints = Entity(parent=holder, model=T.glint_mesh(pts, lakes).to_mesh())
        for e in (water, glints):
            e.setTransparency(TransparencyAttrib.M_alpha)
            e.setDepthWrite(False)
        self.water = Shimmer(water, glints, parent=self.root)

    def _bench(self, side: str) -> list[Vec3]:
        """Plates along the arena's edge on both sides of the teleportal, nearest first
        (alternating left and right), following the edge as it recedes."""
        p = self.world(self.portal[side])
        u = Vec3(p.x - self.mid.x, 0, p.z - self.mid.z)
        u = u.normalized() if u.length() > 1e-6 else Vec3(0, 0, -1)
        t = Vec3(u.z, 0, -u.x)
        out = []
        for k in range(BENCH_SLOTS):
            off = 1.35 + 1.05 * (k // 2)
            sgn = -1 if k % 2 == 0 else 1
            out.append(p + u * (1.95 - 0.577 * off) + t * (off * sgn))
        return out

    # at the live table the life panels fill the left edge and the menu or the spell panels the
    # right (the spell preparation lay over the east hexes): the board is framed between them
    panel_left = 0.45
    panel_right = 0.45

    def beside_board(self) -> list[Vec3]:
        # the Chaos deck and the discard pile, with their counters (the move list lay over them)
        return [p + Vec3(dx, 0, dz) for p in (self.deck_pos, self.discard_pos)
                for dx in (-0.8, 0.8) for dz in (-0.8, 0.8)]

    # ------------------------------------------------------------------ geometry
    def _frame(self, view: dict):
        # the camera's framing: a little tighter than the whole board (the benches and piles
        # sit in the corners the hexagon leaves), aimed a bit left so the board clears the HUD
        center, size = super()._frame(view)
        return center + Vec3(-1.4, 0, -1.3), size * 0.88

    def cells(self, view: dict) -> list:
        return sorted(self.terrain)

    def height(self, cell, view: dict | None = None) -> float:
        t = self.terrain.get(tuple(cell)) if cell is not None else None
        return {"A": T.ALTAR_TOP, "I": T.DIAL_TOP, "T": 0.06, "L": -0.12}.get(t, 0.0)

    def world(self, cell, view: dict | None = None) -> Vec3:
        if cell is None:
            return Vec3(self.center)
        cell = (int(cell[0]), int(cell[1]))
        x, z = hex_xz(cell, self.cell_size)
        return Vec3(x, self.height(cell, view), z)

    def slot_of(self, fig: dict, view: dict) -> Vec3:
        """A figure's plate on its side's bench: its place among its side's characters."""
        side = fig.get("side", "good")
        same = [f["id"] for f in view.get("figures", []) if f.get("side") == side]
        k = same.index(fig["id"]) if fig["id"] in same else 0
        slots = self.slots.get(side) or [Vec3(self.center)]
        return Vec3(slots[k % len(slots)]) + Vec3(0, 0.02, 0)

    def altar_pos(self, seat_or_side) -> Vec3:
        side = self.side_of_seat.get(seat_or_side, seat_or_side)
        c = self.altar.get(side)
        return self.world(c) if c is not None else Vec3(self.center)

    def portal_pos(self, seat_or_side) -> Vec3:
        side = self.side_of_seat.get(seat_or_side, seat_or_side)
        c = self.portal.get(side)
        return self.world(c) if c is not None else Vec3(self.center)

    def indicator_pos(self) -> Vec3:
        for c, t in self.terrain.items():
            if t == "I":
                return self.world(c)
        return Vec3(self.center)

    @staticmethod
    def rest_yaw(side: str) -> float:
        # no facing rule in the Chaos Arena: everyone faces the players' edge a little askew,
        # so both bands show their fronts to the default camera
        return 165.0 if side == "good" else 195.0

    # ------------------------------------------------------------------ figures
    def show(self, view: dict) -> None:
        self.view = view
        seen = set()
        for f in view.get("figures", []):
            fid = f["id"]
            seen.add(fid)
            self._show_figure(f, view)
        for fid in list(self.figures):
            if fid not in seen:
                destroy_tree(self.figures.pop(fid))
                self._fig_key.pop(fid, None)
        self._show_cards(view)

    def _show_figure(self, f: dict, view: dict) -> None:
        fid = f["id"]
        status = f.get("status", "arena")
        dead = status in ("dead", "removed")
        on_board = status == "arena" and f.get("cell") is not None
        wounded = bool(f.get("wounded")) and not dead
        key = (f.get("type"), f.get("side"), wounded, dead, f.get("item"), bool(f.get("testudo")),
               bool(f.get("incapacitated") or f.get("resting")), f.get("possessed"),
               f.get("controller") if f.get("controller") != f.get("seat") else None,
               bool(f.get("glued")), bool(f.get("bandaid")))
        e = self.figures.get(fid)
        if e is None or self._fig_key.get(fid) != key:
            if e is not None:
                destroy_tree(e)
            e = self._make_figure(f, wounded, dead)
            self.figures[fid] = e
            self._fig_key[fid] = key
        e.enabled = True
        e.body.rotation = Vec3(0, 0, 0)
        e.body.y = 0
        if on_board:
            e.position = self.world(f["cell"], view)
            e.scale = FIG_SCALE
            if f.get("possessed"):
                e.body.y = 0.35       # a Gibbering horror floats over its hex
        else:
            e.position = self.slot_of(f, view)
            e.scale = BENCH_SCALE
        e.rotation_y = self.rest_yaw(f.get("side", "good"))
        e.on_board = on_board
        if e.label is not None:
            e.label.enabled = self._named(e)
        if dead:
            e.body.rotation_z = 90
            e.body.y = 0.2
        elif f.get("incapacitated") or f.get("resting"):
            e.body.rotation_x = -14

    def _make_figure(self, f: dict, wounded: bool, dead: bool) -> Entity:
        kind, side = f.get("type", "warrior"), f.get("side", "good")
        e = Entity(parent=self.root)
        e.fid = f["id"]
        e.kind = kind
        e.side = side
        e.body = Entity(parent=e, model=_figure_mesh(kind, side, wounded, dead))
        e.top = F.top_of(kind)
        e.label = None
        if dead:
            return e
        # its name, shown while it is one of the moment's figures or a Mage (`_named`)
        e.label = Text(char_name(f["id"]), parent=e, y=e.top + 0.22, origin=(0, 0), billboard=True,
                       scale=5.0, color=rgb(mix(C.side_color(side), (1, 1, 1), 0.45)))
        drop_shadow(e.label)
        e.on_board = False
        e.label.enabled = self._named(e)
        if wounded:
            # small and beside the head, so a top-down view still sees the figure's base; a
            # floating part (`marks`), so his name rises clear of it (a film read "Evil M+ge")
            e.marks = Entity(parent=e, model=P.wound_badge().to_mesh(), position=(-0.22, e.top + 0.12, -0.1),
                             scale=0.7, billboard=True, double_sided=True)
        if f.get("item"):
            icon = Entity(parent=e, model=_item_mesh(f["item"]), position=(0.42, e.top * 0.62, 0),
                          scale=1.1, billboard=True)
            e.item_icon = icon
        if f.get("testudo"):
            shell = Entity(parent=e, model=_dome_mesh(C.side_color(side)), scale=1.0)
            shell.setTransparency(TransparencyAttrib.M_alpha)
            shell.alpha = 0.35
        ring_col = None
        if f.get("possessed"):
            ring_col = (0.7, 0.25, 0.95)
        elif f.get("controller") and f.get("controller") != f.get("seat"):
            ring_col = C.side_color(self.side_of_seat.get(f["controller"], "evil"))
        if ring_col is not None:
            Entity(parent=e, model=_disc_mesh(0.47, ring_col), y=0.005)
        if f.get("glued"):
            Entity(parent=e, model=_disc_mesh(0.5, (0.55, 0.42, 0.15)), y=0.004)
        if f.get("incapacitated") or f.get("resting"):
            Text("z z", parent=e, position=(0, e.top + 0.25, 0), origin=(0, 0), billboard=True,
                 scale=9, color=ucolor.rgba(0.85, 0.9, 1.0, 1))
        if f.get("bandaid"):
            Entity(parent=e, model=_plaster_mesh(), position=(0, e.top * 0.55, 0.2), billboard=True)
        freeze(e.body)
        return e

    def name_cast(self, fids) -> None:
        # a dozen names a side would crowd the board: only the moment's figures are named
        self._cast = set(fids)
        for fid, e in self.figures.items():
            if getattr(e, "label", None) is not None:
                e.label.enabled = self._named(e)

    def _named(self, e) -> bool:
        """One of the moment's figures, or a Mage in the arena (the game ends when one dies: a
        viewer looked for him among his band)."""
        return e.fid in self._cast or (e.kind == "mage" and getattr(e, "on_board", False))

    # ------------------------------------------------------------------ cards
    def _show_cards(self, view: dict) -> None:
        altars = view.get("altars", {})
        for seat, side in self.side_of_seat.items():
            name = f"altar-{side}"
            has = bool(altars.get(seat))
            card = self.cards.get(name)
            if has and card is None:
                card = Entity(parent=self.root, model=_spell_card_mesh(C.side_color(side)))
                self.cards[name] = card
            if card is not None:
                card.enabled = has
                card.position = self.altar_pos(side) + Vec3(0.1, CARD_Y - T.ALTAR_TOP, 0.1)
                card.rotation = Vec3(0, 18, 0)
        self._pile("deck", self.deck_pos, int(view.get("deck_size", 0)), C.CHAOS_BACK, face=None)
        discard = list(view.get("discard", []))
        self._pile("discard", self.discard_pos, len(discard), C.CHAOS_BACK,
                   face=discard[-1] if discard else None)

    def _pile(self, name: str, at: Vec3, n: int, back, face) -> None:
        key = (n, face)
        if self._pile_key.get(name) == key:
            return
        self._pile_key[name] = key
        old = self.piles.pop(name, None)
        if old is not None:
            destroy_tree(old)
        holder = Entity(parent=self.root, position=at + Vec3(0, 0.035, 0), scale=1.5)
        self.piles[name] = holder
        if n <= 0:
            return
        Entity(parent=holder, model=_deck_mesh(min(n, 45)))
        h = 0.012 * max(1, min(n, 45))
        if face is not None:
            top = Entity(parent=holder, model=_chaos_card_mesh(card_type(face)),
                         position=(0, h + 0.03, 0), rotation=(0, 0, 180))
            Text(card_name(face), parent=holder, position=(0, h + 0.06, -0.05), origin=(0, 0),
                 scale=4.2, rotation=(90, 0, 0), color=ucolor.rgba(0.1, 0.08, 0.06, 1))
            top.name = face
        Text(str(n), parent=holder, position=(0.5, 0.15, 0.3), origin=(0, 0), billboard=True,
             scale=11, color=ucolor.rgba(1, 1, 1, 0.95))

    # ------------------------------------------------------------------ HUD
    def rows(self, view: dict) -> list[HudRow]:
        rows = []
        figs = view.get("figures", [])
        hands = view.get("hand_sizes", {})
        cast = view.get("cast", {})
        altars = view.get("altars", {})
        active = view.get("active", [])
        for seat in sorted(self.side_of_seat):
            side = self.side_of_seat[seat]
            idx = C.SIDE_INDEX.get(side, 0)
            band = [f for f in figs if f.get("side") == side]
            mage = next((f for f in band if f.get("type") == "mage"), None)
            if mage is not None:
                where = {"waiting": "waiting outside", "arena": "in the Arena", "dead": "dead",
                         "removed": "gone"}.get(mage.get("status"), mage.get("status", ""))
                extra = []
                if mage.get("wounded") and mage.get("status") == "arena":
                    extra.append("wounded")
                if mage.get("item"):
                    extra.append(card_name(mage["item"]))
                rows.append(HudRow(f"{side.title()} Mage", idx, int(mage.get("lives", 0)),
                                   2 if mage.get("lives", 0) <= 2 else int(mage["lives"]),
                                   ", ".join([where] + extra),
                                   alive=mage.get("status") not in ("dead", "removed")))
            n_in = sum(1 for f in band if f.get("status") == "arena")
            n_wait = sum(1 for f in band if f.get("status") == "waiting")
            n_dead = sum(1 for f in band if f.get("status") in ("dead", "removed"))
            arrows = sum(int(f.get("arrows", 0)) for f in band if f.get("status") in ("arena", "waiting"))
            wounded = sum(1 for f in band if f.get("wounded") and f.get("status") == "arena")
            items = sum(1 for f in band if f.get("item") and f.get("status") == "arena")
            detail = f"arrows {arrows}" + (f", {wounded} wounded" if wounded else "") + \
                (f", {items} chaos card{'s' if items != 1 else ''}" if items else "")
            if view.get("phase") == "action" and view.get("current") == seat:    # 4B: who may still move
                free = sum(1 for f in band if f.get("status") == "arena" and not f.get("moved")
                           and not f.get("glued"))
                detail += f"; {free} still to move"
            rows.append(HudRow(f"Band: {n_in} in, {n_wait} waiting, {n_dead} dead", idx, detail=detail))
            left = int(hands.get(seat, 0))
            spells = f"Spells: {left} left" + (", one on the altar" if altars.get(seat) else "")
            if view.get("phase") == "choose_spells" and not left:
                spells = "Spells: 7 to choose, in secret"
            detail = ""
            done = cast.get(seat) or []
            if done:
                detail = _latest("cast: ", [spell_name(s) for s in done])
            lasting = [a for a in active if a.get("caster") == seat]
            if lasting:
                detail = _latest("active: ", [spell_name(a["spell"]) for a in lasting])
            mine = view.get("my_altar")
            if mine and mine.get("seat") == seat:       # only ever in this seat's own view
                detail = f"your altar: {spell_name(mine['prepared'])}"
            rows.append(HudRow(spells, idx, detail=detail))
        rows.append(HudRow(f"Chaos deck {view.get('deck_size', 0)}, discard "
                           f"{len(view.get('discard', []))}", 3,
                           detail=f"arrow counters used {view.get('arrows_used', 0)} of 12"))
        return rows

    def caption(self, view: dict) -> str:
        out = view.get("outcome") or {}
        if out.get("finished"):
            from scenes.places import who_won
            sides = {s: v.title() for s, v in self.side_of_seat.items()}
            return (f"Game over: {who_won(view, out.get('winners', []), sides)}"
                    + (f" ({out.get('reason')})" if out.get("reason") else ""))
        if view.get("phase") == "choose_spells":
            return "Set-up: each Mage chooses his spells in secret"
        seat = view.get("current")
        side = self.side_of_seat.get(seat, seat or "")
        rnd = round_of(view)
        phase = str(view.get("phase", "")).replace("_", " ")
        lim = view.get("round_limit")
        txt = f"Round {rnd}" + (f" of {lim}" if lim else "") + f": {side.title()}, {phase}"
        pend = view.get("pending")
        if pend:
            txt += f" - {self.side_of_seat.get(pend.get('seat'), pend.get('seat', '')).title()} " \
                   f"chooses ({str(pend.get('kind', '')).replace('_', ' ')})"
        return txt


def _short(name: str) -> str:
    """A spell by what it is, without its inventor: "Enhancing Band-Aid" ("Hanzaplasts'
    Enhancing Band-Aid" was cut to "Hanzaplasts' Enhancin." in its row)."""
    first, _, rest = name.partition(" ")
    return rest if rest and first.endswith(("'s", "s'")) else name


def _latest(head: str, names: list[str], fits: int = 50) -> str:
    """The last two spells' short names after `head`, or the last one alone when two would not
    fit the row (`fits` characters, the detail line's width)."""
    two = head + ", ".join(_short(n) for n in names[-2:])
    return two if len(two) <= fits else head + _short(names[-1])


def round_of(view: dict) -> int:
    turns = view.get("turns") or {}
    return max([int(t) for t in turns.values()] or [0])


# MeshData is cached per kind in models/; each entity needs its own Mesh node (a NodePath has
# one parent), so these build a fresh Mesh from the cached data.
def _figure_mesh(kind, side, wounded, dead):
    return F.build_figure(kind, side, wounded, dead).to_mesh()


def _item_mesh(card):
    return P.item_icon(card).to_mesh()


@lru_cache(maxsize=4)
def _dome_data(col):
    return P.dome(0.5, col)


def _dome_mesh(col):
    return _dome_data(col).to_mesh()


def _disc_mesh(r, col):
    return P.disc(r, col).to_mesh()


def _spell_card_mesh(col):
    return P.spell_card(tuple(col)).to_mesh()


def _chaos_card_mesh(kind):
    return P.chaos_card(kind).to_mesh()


@lru_cache(maxsize=64)
def _deck_data(n):
    return P.deck(n)


def _deck_mesh(n):
    return _deck_data(n).to_mesh()


def _plaster_mesh():
    from models.meshkit import MeshData as Mesh
    m = Mesh()
    m.box((0, 0, 0), (0.16, 0.06, 0.02), (0.98, 0.95, 0.9))
    m.box((0, 0, 0.012), (0.05, 0.05, 0.01), C.WOUND)
    return m.to_mesh()
