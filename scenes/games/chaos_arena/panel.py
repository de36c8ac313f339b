"""`play` widgets for the Chaos Arena's secrets (set-up 3 and phase 4E), for the seat acting.

- the spell choice: all sixteen spells (public: they are printed on the cards) as toggles by
  level; Wave 'em is always taken; confirm sends the one legal ChooseSpells with that set;
- the preparation: the seat's own hand (from its legal Prepare actions), one card each, and
  "prepare nothing".
- `seat_panel`: the seat's own hand and altar spell along the bottom of the screen.

Secrecy: play.py calls these only for the seat about to act, after the hot-seat hand-off, with
that seat's own view; the widgets show spells only from that view's "my_hand"/"my_altar" (the
pack puts them there for that seat alone) and from the seat's own legal actions, and refuse
(None) a view made for anybody else.
"""
from __future__ import annotations

from ursina import Button, Entity, Text, camera, color as ucolor

from models.chaos_arena import colors as C
from scenes.games.chaos_arena.table import spell_name
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


class ChooseSpellsPanel(Entity):
    """Toggle 3 spells of level I, 2 of II, 1 of III; Wave 'em comes with every hand."""

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
        Text(f"{self.seat}: choose your spells in secret (3 of level I, 2 of II, 1 of III)",
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
                Button(text=s.name[:40], parent=self, scale=(0.41, 0.045),
                       position=(x + 0.2, 0.29 - i * 0.052), text_size=0.56,
                       color=_rgb(C.CARD_TYPE["spell"] if on else (0.16, 0.15, 0.2), 0.95),
                       on_click=lambda sid=s.id: self.toggle(sid))
        wave = next((s for s in sp.values() if s.level == 0), None)
        if wave is not None:
            Text(f"Always taken: {wave.name}", parent=self, position=(-0.42, -0.2), origin=(-0.5, 0),
                 scale=0.7, color=_rgb((0.85, 0.85, 0.85)))
        ready = self.action() is not None
        Button(text="Confirm (secret)" if ready else "pick the spells above", parent=self,
               scale=(0.36, 0.06), position=(0.19, -0.3),
               color=_rgb((0.25, 0.55, 0.3) if ready else (0.25, 0.25, 0.28)),
               on_click=self.confirm)

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
    """The seat's hand as cards: one goes face down on the Octo Altar (4E), or none."""

    def __init__(self, ctl, seat: str, legal: list[dict]):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat = ctl, seat
        sp = _spells()
        prep = [a for a in legal if a.get("kind") == "prepare"]
        Entity(parent=self, model="quad", scale=(1.3, 0.3 + 0.06 * ((len(prep) + 2) // 3)),
               position=(0.1, -0.26, 0.1), color=ucolor.rgba(0.06, 0.05, 0.08, 0.9))
        Text(f"{seat}: prepare a spell, face down on your Octo Altar (the other player looks away)",
             parent=self, position=(-0.52, -0.14), origin=(-0.5, 0), scale=0.75)
        for i, a in enumerate(prep):
            s = sp.get(a["spell"])
            lvl = LEVEL.get(s.level, "?") if s else "?"
            Button(text=f"{spell_name(a['spell'])[:36]} ({lvl})", parent=self, scale=(0.4, 0.05),
                   position=(-0.3 + (i % 3) * 0.42, -0.2 - (i // 3) * 0.058), text_size=0.6,
                   color=_rgb(C.CARD_TYPE["spell"], 0.95),
                   on_click=lambda a=a: self.ctl.submit(self.seat, a))
        end = next((a for a in legal if a.get("kind") == "end_phase"), None)
        if end is not None:
            Button(text="Prepare nothing (end the turn)", parent=self, scale=(0.4, 0.05),
                   position=(0.12, -0.22 - ((len(prep) + 2) // 3) * 0.058), text_size=0.6,
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
    words = f"{seat}, your spells: " + (", ".join(spell_name(s) for s in hand) or "none left")
    if altar:
        words += f"   |   on your altar: {spell_name(altar)}"
    Entity(parent=e, model="quad", scale=(1.9, 0.045), position=(0, -0.43, 0.1),
           color=ucolor.rgba(0.06, 0.05, 0.08, 0.85))
    Text(words, parent=e, position=(0, -0.43), origin=(0, 0), scale=0.7,
         color=_rgb((0.9, 0.85, 1.0)))
    return e
