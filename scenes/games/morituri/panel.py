"""The Morituri card UI for `play` (scenes/games/play.py calls these hooks):

- `seat_panel(ctl, seat, view)`: always on screen for the human seat, as Fig. 2 lays the cards
  out: the standard action with the items around it (in hand left and right, worn above, stored
  below), the current action, the planned row (its owner sees the faces; every other figure's
  row shows only backs), the special actions still available and those used. A click on any
  card shows its full face.
- `make_panel(ctl, seat, view, legal)`: the secret die (IV.7): the attacker sets a number on a
  hidden die; the defender picks his guesses or gives up; planning from the hand (III.2) by
  clicking cards; everything else in the generic menu (play.ActionMenu) beside it.

The panels read only the view of the seat they are for, so the defender's panel cannot know
the die (the pack leaves it out of his view).
"""
from __future__ import annotations

from ursina import Button, Entity, Text, camera, color as ucolor, window

from models import palette
from models.meshkit import MeshData
from models.morituri import icons
from rules.core import hexgrid
from rules.morituri import cards
from scenes.games.morituri import cardface as CF
from scenes.games.morituri.labels import misfit_words
from scenes.games.morituri.table import by_id, fig_color, item_name, standard_of
from scenes.hud import PackHud, fit_across, fit_scale
from scenes.table import destroy_tree

MINI = 0.3
PLATE = (0.07, 0.06, 0.08)


def rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def _hit(parent, x, y, w, h, on_click, z=-0.05) -> Button:
    """A transparent clickable area over a drawn card."""
    b = Button(parent=parent, model="quad", position=(x, y, z), scale=(w, h), text="",
               color=ucolor.rgba(1, 1, 1, 0.001), highlight_color=ucolor.rgba(1, 1, 1, 0.12),
               pressed_color=ucolor.rgba(1, 1, 1, 0.2), on_click=on_click)
    return b


def _button(parent, text, x, y, on_click, w=0.2, h=0.045, col=(0.12, 0.12, 0.15), size=0.75) -> Button:
    return Button(parent=parent, text=text, position=(x, y, -0.02), scale=(w, h), text_size=size,
                  color=rgb(col, 0.95), on_click=on_click)


def _plate(parent, x0, y0, x1, y1, a=0.78, z=0.02):
    m = MeshData()
    icons.quad(m, x0, y0, x1, y1, (*PLATE, a))
    return Entity(parent=parent, model=m.to_mesh(), z=z)


def _deck(fig):
    return cards.deck(fig["character"])


class Zoom(Entity):
    """One full card face on screen; a click on it (or another card) replaces or closes it.
    One at a time: the seat panel's and the hand's each have one, and a special read while a
    hand card was open lay half under it, their words mixed."""

    showing: "Zoom | None" = None          # the zoom with a card up now, whichever panel's

    def __init__(self, parent, position=(-0.2, 0.1), floor: float | None = None):
        """`floor`: the lowest its note may reach, in the parent's units (the hand's foot: live
        at 1024x600 a note lay over the seat panel's "planned row" title under it)."""
        super().__init__(parent=parent, position=(position[0], position[1], -0.3))
        self.home, self.floor = position[1], floor
        self.face = None
        self.key = None
        self.extra: list = []

    def show(self, key, make, buttons=(), note: str | None = None) -> None:
        self.clear()
        if key == self.key:
            self.key = None
            return
        if Zoom.showing is not None and Zoom.showing is not self:
            Zoom.showing.close()
        Zoom.showing = self
        self.key = key
        self.face = make(self)
        _hit(self, 0, 0, CF.W, CF.H, self.close, z=-0.04)
        for i, (label, fn) in enumerate(buttons):
            self.extra.append(_button(self, label, 0, -CF.H / 2 - 0.035 - i * 0.05, fn, w=0.36))
        self.y = self.home
        if note:            # under the buttons, on a plate: what to know before choosing
            y = -CF.H / 2 - 0.035 - len(buttons) * 0.05 + 0.005
            t = Text(note, parent=self, position=(0, y, -0.02), origin=(0, 0.5), scale=0.7,
                     wordwrap=40, color=rgb(palette.GOLD))
            foot = y - t.height * 0.7 - 0.012
            _plate(self, -0.19, foot, 0.19, y + 0.008, a=0.92, z=-0.01)
            self.extra.append(t)
            if self.floor is not None:        # raised as far as it reaches below the floor
                self.y = self.home + max(0.0, self.floor - (self.home + foot))

    def clear(self) -> None:
        for c in list(self.children):
            destroy_tree(c)
        self.face = None
        self.extra = []

    def close(self) -> None:
        self.clear()
        self.key = None
        if Zoom.showing is self:
            Zoom.showing = None

    def on_destroy(self) -> None:          # (its panel closed with a card up)
        if Zoom.showing is self:
            Zoom.showing = None


# ------------------------------------------------------------------------------ seat panel

def _chip(parent, text, x, y, w=0.085, h=0.026, col=(0.85, 0.8, 0.7), ink=(0.1, 0.08, 0.06), on_click=None):
    m = MeshData()
    icons.quad(m, x - w / 2, y - h / 2, x + w / 2, y + h / 2, col)
    Entity(parent=parent, model=m.to_mesh(), z=0.0)
    Text(text, parent=parent, position=(x, y, -0.01), origin=(0, 0), scale=0.5, color=rgb(ink))
    if on_click is not None:
        _hit(parent, x, y, w, h, on_click)


def _mini_standard(parent, fig, x, y, col):
    std = standard_of(fig)
    f = CF.Face(parent, MINI, (x, y))
    CF._frame(f, CF.W, CF.H, CF.PAPER_STD, col)
    f.text(std.name.split("(")[0].strip(), 0, CF.H / 2 - 0.07, 1.2, CF.INK, (0, 0))
    f.text(f"Str {fig['strength']}", 0, 0.06, 1.2, CF.INK, (0, 0))
    f.text(f"Def {fig['defence']}", 0, -0.02, 1.2, CF.INK, (0, 0))
    f.text(f"Cond {fig['condition']}", 0, -0.1, 1.2, CF.INK, (0, 0))
    f.text("standard", 0, -CF.H / 2 + 0.04, 1.0, CF.FAINT, (0, 0))
    return f.finish()


HELP_ROOM = 0.06       # the HUD's key help (two lines at the window's bottom) under the panel
OWN_Y = -0.4           # the seat's own figure's cards, as laid out for a 16:9 window


def column_top(ctl) -> float:
    """The top of the left column's free part: under the side panel's life rows."""
    hud = getattr(getattr(ctl, "scene", None), "hud", None)
    return 0.47 - len(getattr(hud, "rows", []) or []) * PackHud.ROW_H - 0.01


def seat_panel_top() -> float:
    """The camera.ui y where the seat panel ends at the top (its plate and the name over it),
    in this window: the hand above keeps clear of it."""
    top = OWN_Y + CF.H * MINI / 2 + 0.035 + 0.03
    return -0.5 + fit_scale(-0.885, 0.885, 0.0) * (top + 0.5) + HELP_ROOM


class SeatPanel(Entity):
    """Fig. 2 for the seat's figures (bottom left) and what it may see of the others (right)."""

    def __init__(self, ctl, seat: str, view: dict):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat, self.view = ctl, seat, view
        mine = {m["figure"]: m for m in view.get("mine", []) if m.get("seat") == seat}
        own = [f for f in view.get("figures", []) if f["seat"] == seat and f.get("alive", True)]
        others = [f for f in view.get("figures", []) if f["seat"] != seat and f.get("alive", True)]
        y = OWN_Y
        for f in own[:2]:
            self._own(f, mine.get(f["id"], {}), y)
            y += 0.2
        self._others(others)
        self.zoom = Zoom(self, (-0.15, 0.12))     # made last: drawn over the cards
        fit_across(self, -0.885, 0.885, (0.0, -0.5))     # laid out edge to edge of a 16:9 window
        self.y += HELP_ROOM                               # the key help line stays readable below

    def _own(self, fig: dict, mine: dict, y: float) -> None:
        col = fig_color(self.view, fig)
        deck = _deck(fig)
        w, h = CF.W * MINI, CF.H * MINI
        _plate(self, -0.885, y - h / 2 - 0.035, 0.3, y + h / 2 + 0.035)
        Text(fig["name"], parent=self, position=(-0.875, y + h / 2 + 0.03), origin=(-0.5, 0.5), scale=0.6,
             color=rgb(palette.mix(col, (1, 1, 1), 0.4)))
        # standard action with the items around it (I.3, Fig. 2)
        sx = -0.72
        _mini_standard(self, fig, sx, y, col)
        _hit(self, sx, y, w, h, lambda: self.zoom.show(("std", fig["id"]), lambda p: CF.standard_face(
            p, standard_of(fig), 1.0, (0, 0), col)))
        hands = (list(fig.get("hands", [])) + [None, None])[:2]
        for hx, it in ((sx - w / 2 - 0.05, hands[0]), (sx + w / 2 + 0.05, hands[1])):
            if it:
                self._item_chip(it, hx, y, col)
            else:
                _chip(self, "free", hx, y, col=(0.35, 0.35, 0.38), ink=(0.9, 0.9, 0.9))
        for i, it in enumerate(fig.get("worn", [])):
            self._item_chip(it, sx, y + h / 2 + 0.016 + i * 0.028, col)
        stored = mine.get("stored") or []
        if fig.get("stored_count"):
            _chip(self, f"stored: {fig['stored_count']}", sx, y - h / 2 - 0.017, col=(0.3, 0.26, 0.22),
                  ink=(0.9, 0.85, 0.75))
        del stored
        # the current action, then the planned row (face up: this seat's own row)
        x = sx + w / 2 + 0.16
        if fig.get("current"):
            n = fig["current"]
            CF.mini_face(self, deck.card(n), MINI, (x, y), col, "current")
            _hit(self, x, y, w, h, lambda n=n: self.zoom.show(("c", n), lambda p: CF.combat_face(
                p, deck.card(n), 1.0, (0, 0), col)))
        else:
            _chip(self, "standard stance", x, y, w=w, h=0.04, col=(0.3, 0.3, 0.32), ink=(0.9, 0.9, 0.9))
        Text("current", parent=self, position=(x, y + h / 2 + 0.012), origin=(0, 0), scale=0.5)
        row = mine.get("row") or []
        x += w + 0.02
        Text(f"planned row ({len(row)})", parent=self, position=(x - w / 2, y + h / 2 + 0.012),
             origin=(-0.5, 0), scale=0.5)
        for i, n in enumerate(row[:5]):
            cx = x + i * (w + 0.006)
            CF.mini_face(self, deck.card(n), MINI, (cx, y), col, f"{i + 1}.")
            _hit(self, cx, y, w, h, lambda n=n: self.zoom.show(("c", n), lambda p: CF.combat_face(
                p, deck.card(n), 1.0, (0, 0), col)))
        if len(row) > 5:
            Text(f"+{len(row) - 5}", parent=self, position=(x + 5 * (w + 0.006) - 0.03, y), scale=0.8)
        # special actions: available bright, used up dim (I.4, V.1)
        spx = 0.2
        used = fig.get("specials_used", {})
        for i, sp in enumerate(deck.specials[:6]):
            u = used.get(sp.id, 0)
            gone = (sp.limit == "once" and u >= 1) or (sp.limit == "counted" and u >= sp.uses)
            label = sp.name[:17] + (f" {u}/{sp.uses}" if sp.limit == "counted" else (" used" if gone else ""))
            cy = y + h / 2 - 0.01 - i * 0.028
            _chip(self, label, spx, cy, w=0.19, h=0.025,
                  col=(0.35, 0.3, 0.3) if gone else (0.93, 0.84, 0.84),
                  ink=(0.7, 0.7, 0.7) if gone else (0.15, 0.05, 0.05),
                  on_click=lambda sp=sp, u=u: self.zoom.show(("s", sp.id), lambda p: CF.special_face(
                      p, sp, 0.9, (0, 0), col, u)))

    def _item_chip(self, item_id, x, y, col):
        name = item_name(item_id)
        try:
            it = cards.item(item_id)
        except KeyError:
            _chip(self, name[:10], x, y)
            return
        _chip(self, name.split()[-1][:10], x, y,
              on_click=lambda: self.zoom.show(("i", item_id), lambda p: CF.item_face(p, it, 1.0, (0, 0), col)))

    def _others(self, others: list) -> None:
        """Other figures: current action face up, the planned row as backs (II.3)."""
        if not others:
            return
        w, h = CF.W * 0.22, CF.H * 0.22
        x0, y = 0.36, -0.42
        _plate(self, x0 - 0.02, -0.5, 0.885, -0.5 + 0.13 * len(others[:3]) + 0.02)
        for i, f in enumerate(others[:3]):
            col = fig_color(self.view, f)
            yy = y + i * 0.13
            Text(f"{f['name'].split('(')[0].strip()}  C{f['condition']}", parent=self, position=(x0, yy + h / 2 + 0.012),
                 origin=(-0.5, 0), scale=0.5, color=rgb(palette.mix(col, (1, 1, 1), 0.4)))
            cx = x0 + w / 2
            if f.get("current"):
                n = f["current"]
                deck = _deck(f)
                CF.mini_face(self, deck.card(n), 0.22, (cx, yy), col)
                _hit(self, cx, yy, w, h, lambda n=n, deck=deck, col=col: self.zoom.show(
                    ("o", f["id"], n), lambda p: CF.combat_face(p, deck.card(n), 1.0, (0, 0), col)))
            else:
                Text("standard", parent=self, position=(cx, yy), origin=(0, 0), scale=0.5)
            for k in range(min(f.get("row_count", 0), 6)):
                CF.back_face(self, 0.22, (cx + w + 0.01 + k * (w * 0.55), yy), col)
            Text(f"row {f.get('row_count', 0)}, hand {f.get('hand_count', 0)}", parent=self,
                 position=(0.88, yy - h / 2 - 0.004), origin=(0.5, -0.5), scale=0.45)


def seat_panel(ctl, seat: str, view: dict):
    return SeatPanel(ctl, seat, view)


# ------------------------------------------------------------------------------ secret die

def _pending(view: dict, attack_id):
    for p in view.get("pending", []):
        if p.get("id") == attack_id:
            return p
    return None


def _attack_of(view: dict, p: dict | None):
    if p is None:
        return None, None
    f = by_id(view, p["attacker"])
    try:
        return f, _deck(f).card(p["card"]).attacks[p.get("attack", 0)]
    except (KeyError, IndexError, TypeError):
        return f, None


def _against_value(view: dict, p: dict, a) -> int | None:
    t = by_id(view, p["target"]) or {}
    bonus = p.get("defence_bonus", 0) or 0
    return {"defence": t.get("defence", 0) + bonus, "strength": t.get("strength", 0),
            "sum": t.get("strength", 0) + t.get("defence", 0) + bonus, "none": 0}.get(a.against)


class DiePanel(Entity):
    """Shared by the setter's and the guesser's widgets: the attack being resolved. Actions
    of other kinds offered at the same moment (answering a special, V.1) go in the generic
    menu beside it."""

    KIND = ""

    @property
    def X(self) -> float:
        """Its middle, 0.33 from the window's right edge whatever the window: at a fixed 0.56
        the 4:3 window (edge 0.67) cut off "Give up" and the attack's name."""
        return window.aspect_ratio / 2 - 0.33

    def __init__(self, ctl, seat, view, legal):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat, self.view, self.legal = ctl, seat, view, legal
        self.ex = view.get("exchange") or {}
        _plate(self, self.X - 0.3, -0.22, self.X + 0.3, 0.45)
        rest = [a for a in legal if a.get("kind") != self.KIND]
        self.menu = None
        if rest:
            from scenes.controller import ActionMenu
            self.menu = ActionMenu(ctl, seat, rest, view)
            self.menu.parent = self
            # the other choices (announce a special ...) in the left column under the life
            # rows: at the top centre they lay over the board's far edge, where a fighter
            # may stand (the menu's title stands 0.03 over its top of 0.42)
            self.menu.x = (-window.aspect_ratio / 2 + 0.015 + 0.21) - (window.aspect_ratio / 2 - 0.23)
            self.menu.y = column_top(ctl) - 0.03 - 0.45

    def attack_info(self, y: float) -> float:
        p = _pending(self.view, self.ex.get("attack_id"))
        f, a = _attack_of(self.view, p)
        if self.ex.get("purpose") == "knock":
            Text("Knock-out (V.5): the die sets the direction 1-6 of the compass rose",
                 parent=self, position=(self.X - 0.28, y), origin=(-0.5, 0.5), scale=0.55)
            return y - 0.04
        if a is None:
            return y
        m = MeshData()
        m.extend(icons.attack_frame(a.type, a.against, 1.5, 0.3).transformed(lambda v: (v[0] * 0.14, v[1] * 0.14, v[2])))
        Entity(parent=self, model=m.to_mesh(), position=(self.X - 0.28, y - 0.025, -0.01))
        base = p.get("base", a.base)
        Text(CF.dist_text(a), parent=self, position=(self.X - 0.256, y - 0.025, -0.02), origin=(0, 0), scale=0.7)
        Text(f"{base}+({a.lo}-{a.hi})" + (f"x{a.mult}" if a.mult != 1 else ""), parent=self,
             position=(self.X - 0.15, y - 0.025, -0.02), origin=(0, 0), scale=0.7)
        card = _deck(f).card(p["card"])
        Text(f"{f['name'].split('(')[0].strip()}: #{card.number} {card.name}", parent=self,
             position=(self.X - 0.06, y - 0.01), origin=(-0.5, 0.5), scale=0.5)
        Text(f"{CF.TYPE_WORD.get(a.type)} {CF.AGAINST_WORD.get(a.against)}", parent=self,
             position=(self.X - 0.06, y - 0.032), origin=(-0.5, 0.5), scale=0.5)
        self.base, self.frame = base, a
        self.against = _against_value(self.view, p, a)
        return y - 0.07

    def outcome_line(self, v: int) -> str:
        a = getattr(self, "frame", None)
        if a is None or self.against is None:
            return ""
        s = self.base + v * a.mult
        if a.against == "none":
            return f"{v}: strength {s}"
        return f"{v}: strength {s} - {self.against} = wound {s - self.against}" if s > self.against \
            else f"{v}: strength {s}, no wound"


class DieSetter(DiePanel):
    """IV.7: the attacker sets the number on the die, hidden from the defender."""

    KIND = "set"

    def __init__(self, ctl, seat, view, legal):
        super().__init__(ctl, seat, view, legal)
        sets = [a for a in legal if a.get("kind") == "set"]
        self.values = sorted({a["value"] for a in sets})
        self.items = list(dict.fromkeys(a.get("item") for a in sets))
        self.item = self.items[0] if self.items else None
        self.value = None
        guesser = (by_id(view, self.ex.get("guesser", "")) or {}).get("name", "the defender")
        Text("Set the die (secret)", parent=self, position=(self.X - 0.28, 0.43), origin=(-0.5, 0.5), scale=0.9)
        Text(f"{guesser} will guess {self.ex.get('guesses_allowed', 0)}x", parent=self,
             position=(self.X - 0.28, 0.395), origin=(-0.5, 0.5), scale=0.55)
        y = self.attack_info(0.36)
        self.die = Entity(parent=self, position=(self.X + 0.19, 0.06, -0.02), scale=0.12)
        self.outcome = Text("", parent=self, position=(self.X - 0.28, -0.02), origin=(-0.5, 0.5), scale=0.55)
        knock = self.ex.get("purpose") == "knock"
        for i, v in enumerate(self.values):
            lab = f"{v} {hexgrid.DIRECTION_NAMES.get(v, '')}" if knock else str(v)
            b = _button(self, lab, self.X - 0.25 + (i % 3) * 0.085, y - 0.03 - (i // 3) * 0.055,
                        lambda v=v: self.pick(v), w=0.075, h=0.045, size=1.0)
            b.hotkey = str(v) if 0 <= v <= 9 else None       # the face's number is its key
        if len([i for i in self.items if i]) > 1:
            for i, it in enumerate(self.items):
                _button(self, f"knock {item_name(it)}", self.X - 0.1 + 0.0, -0.07 - i * 0.05,
                        lambda it=it: self._item(it), w=0.3)
        self.ok = _button(self, "Cover the die", self.X, -0.18, self.submit, w=0.3, col=(0.35, 0.2, 0.08))
        self.ok.default = True
        self._draw_die()

    def _item(self, it):
        self.item = it

    def pick(self, v: int) -> None:
        self.value = v
        self.outcome.text = self.outcome_line(v)
        self._draw_die()

    def _draw_die(self) -> None:
        self.die.model = (icons.pips(self.value) if self.value else icons.pips(1, cover=True)).to_mesh()

    def submit(self) -> None:
        if self.value is None:
            self.ctl.message("IV.7: choose a number for the die first")
            return
        self.ctl.submit(self.seat, {"kind": "set", "value": self.value, "item": self.item})


class GuessPicker(DiePanel):
    """IV.7: the defender's guesses: exactly as many numbers as his axe gives, or give up."""

    KIND = "guess"

    def __init__(self, ctl, seat, view, legal):
        super().__init__(ctl, seat, view, legal)
        self.lo, self.hi = int(self.ex.get("lo", 1)), int(self.ex.get("hi", 6))
        self.allowed = int(self.ex.get("guesses_allowed", 0))
        guesser = by_id(view, self.ex.get("guesser", "")) or {}
        self.specials = []
        for a in legal:
            if a.get("kind") != "guess":
                continue
            for sid in a.get("specials") or []:
                if sid not in self.specials:
                    self.specials.append(sid)
        self.special = None
        self.chosen: list[int] = []
        Text("Guess the die", parent=self, position=(self.X - 0.28, 0.43), origin=(-0.5, 0.5), scale=0.9)
        self.need_text = Text("", parent=self, position=(self.X - 0.28, 0.395), origin=(-0.5, 0.5), scale=0.55)
        y = self.attack_info(0.36)
        self.buttons = {}
        for i, v in enumerate(range(self.lo, self.hi + 1)):
            self.buttons[v] = _button(self, str(v), self.X - 0.25 + (i % 3) * 0.085, y - 0.03 - (i // 3) * 0.055,
                                      lambda v=v: self.toggle(v), w=0.075, h=0.045, size=1.0)
            self.buttons[v].hotkey = str(v) if 0 <= v <= 9 else None
        yy = y - 0.03 - ((self.hi - self.lo) // 3 + 1) * 0.055
        for i, sid in enumerate(self.specials[:3]):
            try:
                sp = _deck(guesser).special(sid)
                name = f"{sp.name} (+{sp.extra_guess} guess{'es' if sp.extra_guess != 1 else ''})"
            except (KeyError, TypeError):
                name = sid
            _button(self, f"guess with {name}", self.X - 0.1, yy - i * 0.05, lambda sid=sid: self.toggle_special(sid), w=0.36)
        self.go = _button(self, "Guess", self.X - 0.14, -0.18, self.submit, w=0.26, col=(0.1, 0.3, 0.15))
        self.go.default = True
        _button(self, "Give up", self.X + 0.15, -0.18, self.give_up, w=0.2, col=(0.3, 0.1, 0.1))
        self._refresh()

    def need(self) -> int:
        extra = 0
        if self.special:
            g = by_id(self.view, self.ex.get("guesser", "")) or {}
            try:
                extra = _deck(g).special(self.special).extra_guess
            except (KeyError, TypeError):
                extra = 0
        return min(self.allowed + extra, self.hi - self.lo + 1)

    def toggle(self, v: int) -> None:
        if v in self.chosen:
            self.chosen.remove(v)
        elif len(self.chosen) < self.need():
            self.chosen.append(v)
        self._refresh()

    def toggle_special(self, sid) -> None:
        self.special = None if self.special == sid else sid
        self.chosen = self.chosen[:self.need()]
        self._refresh()

    def _refresh(self) -> None:
        n = self.need()
        self.need_text.text = (f"pick {n} number{'s' if n != 1 else ''} ({self.lo}-{self.hi}); "
                               f"chosen: {', '.join(map(str, sorted(self.chosen))) or '-'}")
        for v, b in self.buttons.items():
            b.color = rgb((0.15, 0.45, 0.85) if v in self.chosen else (0.12, 0.12, 0.15), 0.95)

    def submit(self) -> None:
        if len(self.chosen) != self.need():
            self.ctl.message(f"IV.7: guess exactly {self.need()} number(s), or give up")
            return
        self.ctl.submit(self.seat, {"kind": "guess", "values": sorted(self.chosen),
                                    "specials": [self.special] if self.special else []})

    def give_up(self) -> None:
        self.ctl.submit(self.seat, {"kind": "guess", "values": [], "specials": []})


# ------------------------------------------------------------------------------ planning

class PlanPanel(Entity):
    """III.2: the hand as cards; a click shows the face with 'add to the row' / 'swap the row';
    the other legal actions (use, re-equip, pass, remove ...) in the generic menu."""

    def __init__(self, ctl, seat, view, legal):
        super().__init__(parent=camera.ui)
        from scenes.controller import ActionMenu
        self.ctl, self.seat, self.view = ctl, seat, view
        fig = by_id(view, view.get("turn", "")) or {}
        col = fig_color(view, fig) if fig else (0.5, 0.5, 0.5)
        deck = _deck(fig)
        adds = {a["card"]: a for a in legal if a.get("kind") == "plan" and a.get("op") == "add"}
        swaps = {a["card"]: a for a in legal if a.get("kind") == "plan" and a.get("op") == "swap"}
        rest = [a for a in legal if not (a.get("kind") == "plan" and a.get("op") in ("add", "swap"))]
        hand = []
        for m in view.get("mine", []):
            if m.get("figure") == fig.get("id"):
                hand = list(m.get("hand") or [])
        # the hand lies in the left column, between the life rows and the seat panel, never over
        # the board (issue 16: it covered half of it); a click shows a card at full size
        left = -window.aspect_ratio / 2 + 0.015
        top = column_top(ctl)
        bottom = seat_panel_top() + 0.01
        cols, rows, w, h = _hand_rows(len(hand), 0.42 - 0.016, top - bottom - 0.05)
        x0, y0 = left + 0.008 + w / 2, top - 0.045 - h / 2
        _plate(self, left, y0 - (rows - 1) * (h + 0.006) - h / 2 - 0.01, left + 0.42, top)
        Text(f"hand ({len(hand)}): click a card to plan it", parent=self, position=(left + 0.01, top - 0.01),
             origin=(-0.5, 0.5), scale=0.55)
        for i, n in enumerate(hand):            # down the first column, then the next
            cx, cy = x0 + (i // rows) * (w + 0.006), y0 - (i % rows) * (h + 0.006)
            CF.row_face(self, deck.card(n), w, h, (cx, cy), col)
            btns = []
            if n in adds:
                btns.append(("Plan: add it to the end of the row", lambda a=adds[n]: self.ctl.submit(seat, a)))
            if n in swaps:
                btns.append(("Plan: swap the whole row for it", lambda a=swaps[n]: self.ctl.submit(seat, a)))
            _hit(self, cx, cy, w, h, lambda n=n, b=btns, t=misfit_words(fig, n): self.zoom.show(
                ("h", n), lambda p: CF.combat_face(p, deck.card(n), 1.0, (0, 0), col), b, t))
        self.zoom = Zoom(self, (left + 0.44 + CF.W / 2, 0.12),   # made last: drawn over the hand
                         floor=bottom)
        self.menu = ActionMenu(ctl, seat, rest, view) if rest else None
        if self.menu is not None:
            self.menu.parent = self


def _hand_rows(n: int, width: float, height: float) -> tuple[int, int, float, float]:
    """(columns, rows, strip width, strip height) for `n` card strips in a width x height box:
    the fewest columns whose strips are at least 0.03 high (two readable lines), at most 0.06."""
    for cols in (1, 2, 3):
        rows = max(1, -(-n // cols))
        h = min(0.06, (height - (rows - 1) * 0.006) / rows)
        if h >= 0.03 or cols == 3:
            return cols, rows, (width - (cols - 1) * 0.006) / cols, h
    raise AssertionError("unreachable")


def make_panel(ctl, seat: str, view: dict, legal: list):
    kinds = {a.get("kind") for a in legal}
    ex = view.get("exchange") or {}
    if "set" in kinds and ex:
        return DieSetter(ctl, seat, view, legal)
    if "guess" in kinds and ex:
        return GuessPicker(ctl, seat, view, legal)
    if any(a.get("kind") == "plan" and a.get("op") in ("add", "swap") for a in legal):
        return PlanPanel(ctl, seat, view, legal)
    return None
