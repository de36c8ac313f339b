"""`play` widgets for the Chaos Arena's secrets (set-up 3 and phase 4E), for the seat acting.

- the spell choice: all sixteen spells (public: they are printed on the cards) as toggles by
  level; Wave 'em is always taken; confirm sends the one legal ChooseSpells with that set;
- the preparation: the seat's own hand (from its legal Prepare actions), one card each, and
  "prepare nothing".
- `seat_panel`: the seat's own hand and altar spell in the left column, each with its words on
  hover.

Secrecy: play.py calls these only for the seat about to act, after the hot-seat hand-off, with
that seat's own view; the widgets show spells only from that view's "my_hand"/"my_altar" (the
pack puts them there for that seat alone) and from the seat's own legal actions, and refuse
(None) a view made for anybody else.
"""
from __future__ import annotations

from ursina import Button, Entity, Text, camera, color as ucolor, window

from models.chaos_arena import colors as C
from scenes.buttonkeys import fit_text
from scenes.games.chaos_arena.table import spell_name
from scenes.hud import right_of_column, tooltip, words_width
from scenes.table import destroy_tree

LEVEL = {0: "0", 1: "I", 2: "II", 3: "III"}
NEED = {1: 3, 2: 2, 3: 1}


def _spells():
    from rules.chaos_arena import data
    return data.spells()


def _own(view: dict, seat: str) -> bool:
    """Is this view the seat's own (or one without any seat's secrets)?"""
    for key in ("my_hand", "my_altar"):
        mine = view.get(key)
        if mine is not None and mine.get("seat") != seat:
            return False
    return True


def _rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def _words(sid: str):
    """The spell card's own words, shown on hover (issue 16: spells had no description)."""
    s = _spells().get(sid)
    return tooltip(f"{s.name} (level {LEVEL.get(s.level, s.level)}): {s.text}") if s else None


def _column_top(ctl) -> float:
    """Just under the life rows on the left (scenes/hud.py), where the spells list goes."""
    from scenes.hud import PackHud
    hud = getattr(getattr(ctl, "scene", None), "hud", None)
    return 0.47 - len(getattr(hud, "rows", []) or []) * PackHud.ROW_H - 0.01


class ChooseSpellsPanel(Entity):
    """Toggle 3 spells of level I, 2 of II, 1 of III; Wave 'em comes with every hand."""
    modal = True          # a set-up choice over the whole table, before anyone is on the board

    def __init__(self, ctl, seat: str, legal: list[dict]):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat = ctl, seat
        self.hands = {frozenset(a["spells"]): a for a in legal if a.get("kind") == "choose_spells"}
        self.picked: set[str] = set()
        self.draw()

    def draw(self) -> None:
        for c in list(self.children):
            destroy_tree(c)
        sp = _spells()
        Entity(parent=self, model="quad", scale=(1.3, 0.86), position=(0.19, 0.02, 0.1),
               color=ucolor.rgba(0.06, 0.05, 0.08, 0.93))
        Text("Choose your spells in secret: 3 of level I, 2 of II, 1 of III (hover one to read it)",
             parent=self, position=(-0.42, 0.42), origin=(-0.5, 0), scale=0.85)
        for col, level in enumerate((1, 2, 3)):
            ids = sorted((s for s in sp.values() if s.level == level), key=lambda s: s.name)
            got = sum(1 for s in ids if s.id in self.picked)
            x = -0.42 + col * 0.43
            Text(f"Level {LEVEL[level]}: {got}/{NEED[level]}", parent=self, position=(x, 0.35),
                 origin=(-0.5, 0), scale=0.8,
                 color=_rgb((0.6, 1, 0.6) if got == NEED[level] else (1, 0.9, 0.6)))
            for i, s in enumerate(ids):
                on = s.id in self.picked
                b = Button(text=s.name[:40], parent=self, scale=(0.41, 0.045),
                           position=(x + 0.2, 0.29 - i * 0.052), text_size=0.56,
                           color=_rgb(C.CARD_TYPE["spell"] if on else (0.16, 0.15, 0.2), 0.95),
                           on_click=lambda sid=s.id: self.toggle(sid))
                b.tooltip = _words(s.id)
        wave = next((s for s in sp.values() if s.level == 0), None)
        if wave is not None:
            Text(f"Always taken: {wave.name}", parent=self, position=(-0.42, -0.2), origin=(-0.5, 0),
                 scale=0.7, color=_rgb((0.85, 0.85, 0.85)))
        ready = self.action() is not None
        ok = Button(text="Confirm (secret)" if ready else "pick the spells above", parent=self,
                    scale=(0.36, 0.06), position=(0.19, -0.3),
                    color=_rgb((0.25, 0.55, 0.3) if ready else (0.25, 0.25, 0.28)),
                    on_click=self.confirm)
        ok.default = True
        right_of_column(self, -0.46, 0.84, 0.45)         # right of the life panels, whole

    def toggle(self, sid: str) -> None:
        level = _spells()[sid].level
        if sid in self.picked:
            self.picked.discard(sid)
        else:
            same = [s for s in self.picked if _spells()[s].level == level]
            if len(same) >= NEED.get(level, 0):
                self.picked.discard(sorted(same)[0])
            self.picked.add(sid)
        self.draw()

    def action(self):
        wave = [s for s in _spells().values() if s.level == 0]
        key = frozenset(self.picked | {w.id for w in wave})
        return self.hands.get(key)

    def confirm(self) -> None:
        a = self.action()
        if a is not None:
            self.ctl.submit(self.seat, a)


class PrepareSpellPanel(Entity):
    """The seat's hand as cards: one goes face down on the Octo Altar (4E), or none. In the
    right-hand column, where the action menu stands, clear of the board."""

    def __init__(self, ctl, seat: str, legal: list[dict]):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat = ctl, seat
        sp = _spells()
        prep = [a for a in legal if a.get("kind") == "prepare"]
        labels = [f"{spell_name(a['spell'])} ({LEVEL.get(sp[a['spell']].level, '?') if a['spell'] in sp else '?'})"
                  for a in prep]
        # as wide as the longest name and its key: at 0.44 it lay over the board's east hexes
        w = max(0.34, min(0.44, words_width(max([len(t) + 4 for t in labels] + [0]), 0.6) + 0.04))
        x = window.aspect_ratio / 2 - w / 2 - 0.015
        top = 0.46
        h = 0.1 + 0.052 * (len(prep) + 1)
        Entity(parent=self, model="quad", scale=(w, h), position=(x, top - h / 2, 0.1),
               color=ucolor.rgba(0.06, 0.05, 0.08, 0.9))
        Text("Prepare a spell, face down on your\nOcto Altar: it is cast next turn (4E)",
             parent=self, position=(x - w / 2 + 0.015, top - 0.012), origin=(-0.5, 0.5), scale=0.62)
        for i, (a, label) in enumerate(zip(prep, labels)):
            b = Button(text=label, parent=self, scale=(w - 0.02, 0.045),
                       position=(x, top - 0.1 - i * 0.052), text_size=0.6,
                       color=_rgb(C.CARD_TYPE["spell"], 0.95),
                       on_click=lambda a=a: self.ctl.submit(self.seat, a))
            b.tooltip = _words(a["spell"])
        end = next((a for a in legal if a.get("kind") == "end_phase"), None)
        if end is not None:
            Button(text="Prepare nothing (end the turn)", parent=self, scale=(w - 0.02, 0.045),
                   position=(x, top - 0.1 - len(prep) * 0.052), text_size=0.6,
                   color=_rgb((0.25, 0.25, 0.3), 0.95),
                   on_click=lambda: self.ctl.submit(self.seat, end))


def make_panel(ctl, seat: str, view: dict, legal: list[dict]):
    """The pack's widget for the secret choices; None (the generic menu) for the rest."""
    if not legal or not _own(view or {}, seat):
        return None
    kinds = {a.get("kind") for a in legal}
    if "choose_spells" in kinds:
        return ChooseSpellsPanel(ctl, seat, legal)
    if "prepare" in kinds and kinds <= {"prepare", "end_phase"}:
        return PrepareSpellPanel(ctl, seat, legal)
    return None


def seat_panel(ctl, seat: str, view: dict):
    """The seat's own spells along the bottom: the hand and what lies on its altar."""
    view = view or {}
    if not _own(view, seat):
        return None
    hand = (view.get("my_hand") or {}).get("hand") or []
    altar = (view.get("my_altar") or {}).get("prepared")
    if not hand and not altar:
        return None
    e = Entity(parent=camera.ui)
    left = -window.aspect_ratio / 2 + 0.015
    top = _column_top(ctl)
    lines = [(sid, spell_name(sid)) for sid in hand]
    if altar:
        lines.append((altar, f"on your altar: {spell_name(altar)}"))
    h = 0.05 + 0.036 * max(1, len(lines))
    Entity(parent=e, model="quad", origin=(-0.5, 0.5), scale=(0.42, h), position=(left, top, 0.1),
           color=ucolor.rgba(0.06, 0.05, 0.08, 0.85))
    Text("Your spells (hover one to read it)" if hand else "Your spells: none left", parent=e,
         position=(left + 0.012, top - 0.01), origin=(-0.5, 0.5), scale=0.6, color=_rgb((0.9, 0.85, 1.0)))
    for i, (sid, name) in enumerate(lines):
        b = Button(text=name, parent=e, scale=(0.4, 0.032), position=(left + 0.21, top - 0.06 - i * 0.036),
                   text_size=0.55, color=_rgb((0.16, 0.15, 0.2), 0.9), highlight_color=_rgb((0.3, 0.28, 0.4)))
        fit_text(b)          # whole ("on your altar: Armadilko's Shellbacked Missi" was cut at 44)
        b.text_entity.color = _rgb((0.9, 0.85, 1.0))
        b.tooltip = _words(sid)
    return e
