"""Planning on screen (2.3): pick up to three action dice per ninja, left to right, turning the
directional ones; then take the initiative counter (Done). While planning, ghosts on the table
show where the plan goes (ghosts.py, the pack's `predict`). Also the reveal of all plans.

The panel only builds plan JSON ({"kind": "plan", "ninja", "slots": [...]}); the rules check it
when it is submitted (an illegal plan comes back as a one-line message on the HUD and the panel
stays open). Action names and directions come from the pack's own table (rules/ninja_arena/
actions.py), so new actions appear here without changes.
"""
from __future__ import annotations

import re

from ursina import Button, Entity, Text, camera, color as ucolor

from models import palette
from scenes.buttonkeys import fit_text
from scenes.hud import tooltip
from scenes.table import destroy_tree

DIE = {"fast": (0.80, 0.20, 0.18), "normal": (0.20, 0.38, 0.85), "slow": (0.88, 0.88, 0.86)}
LABEL = {"turn_right": "turn R", "turn_left": "turn L", "turn_180": "turn 180",
         "diagonal_step": "diagonal", "focused_melee": "focused", "throw_melee": "throw",
         "pick_up": "pick up"}
DIR_LABEL = {"forward": "fwd", "back": "back", "left": "left", "right": "right",
             "forward_left": "fwd-L", "forward_right": "fwd-R", "back_left": "back-L",
             "back_right": "back-R"}


# a die's direction, relative to the ninja, in eighths clockwise from his front
REL = {"forward": 0, "forward_right": 1, "right": 2, "back_right": 3, "back": 4,
       "back_left": 5, "left": 6, "forward_left": 7}


def _arrow_model():
    from models.meshkit import MeshData
    m = MeshData()
    pts = [(-0.18, -0.5, 0), (-0.18, 0.05, 0), (0.18, 0.05, 0), (0.18, -0.5, 0)]
    head = [(-0.45, 0.05, 0), (0.0, 0.5, 0), (0.45, 0.05, 0)]
    for poly in (pts, head):            # both windings: seen from either side
        m.add_poly(poly, (1, 1, 1), False)
        m.add_poly(poly[::-1], (1, 1, 1), False)
    return m.to_mesh()


def dir_arrow(parent, d: str, position, size: float, col=ucolor.white) -> Entity:
    """A small arrow pointing the way `d` lies for the ninja (up = his front)."""
    return Entity(parent=parent, model=_arrow_model(), position=position, scale=size,
                  rotation_z=45 * REL.get(d, 0), color=col)


def rgb(c, a=1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def pack_actions(layer: str):
    """[(name, speed, directions)] of the actions this layer may plan."""
    from rules.ninja_arena.actions import ACTIONS, LAYERS
    rank = LAYERS.index(layer) if layer in LAYERS else 0
    out = []
    for name, (speed, dirs, first) in ACTIONS.items():
        if LAYERS.index(first) <= rank and name not in ("bonus",):
            out.append((name, speed, dirs))
    return out


def section_of(text: str) -> str | None:
    """The rulebook section a message names last ("... (2.4)" -> "2.4"), or None."""
    found = re.findall(r"\((\d+\.\d+)[:)]", text)
    return found[-1] if found else None


class PlanPanel(Entity):
    def __init__(self, seat: str, figures, layer: str, on_submit, n_hud_rows: int = 2,
                 on_change=None, on_close=None, rules=None, on_rules=None):
        super().__init__(parent=camera.ui)
        self.rules = rules                 # PlanRules: the dice left, why an action is refused
        self.notice = ""                   # the last refusal, said in the panel
        self.on_rules = on_rules           # How to play at a section: a click on the refusal
        self.notes: dict = {}              # figure -> {slot: what the preview says goes wrong}
        self.on_change = on_change         # (seat, figure id, slots) after every change
        self.on_close = on_close           # the panel goes: nothing of the plan stays shown
        self.n_hud_rows = n_hud_rows
        self.seat = seat
        self.figures = list(figures)
        self.layer = layer
        self.on_submit = on_submit
        self.plans = {f.id: [] for f in self.figures}
        self.current = 0
        self.pending = None                # an action waiting for its direction
        self.parts: list[Entity] = []
        self.build()

    def close(self) -> None:
        if self.on_close is not None:
            self.on_close()

    def draft(self) -> dict:
        """The plan as made so far ({} before the first action): F5 saves it with the game."""
        return {fid: list(slots) for fid, slots in self.plans.items() if slots}

    def restore(self, plans: dict) -> None:
        """A saved half-made plan back on the panel (what does not fit a ninja is left out)."""
        known = {name for name, _, _ in pack_actions(self.layer)}
        for fid, slots in plans.items():
            if fid in self.plans and isinstance(slots, list):
                self.plans[fid] = [dict(s) for s in slots[:3]
                                   if isinstance(s, dict) and s.get("action") in known]
        self.build()
        if self.on_change is not None:
            f = self.figures[self.current]
            self.on_change(self.seat, f.id, self.plans[f.id])

    # -------------------------------------------------------------- drawing
    def clear(self):
        for p in self.parts:
            destroy_tree(p)
        self.parts = []

    def add(self, e):
        self.parts.append(e)
        return e

    def build(self):
        """A column under the HUD's figure list, so the board stays in view."""
        from ursina import window
        self.clear()
        if not self.figures:
            return
        f = self.figures[self.current]
        col = palette.player_color(f.seat_index)
        x0 = -window.aspect_ratio / 2 + 0.015
        cx = x0 + 0.21
        top = 0.47 - 0.085 * max(2, self.n_hud_rows) - 0.01
        self.add(Entity(parent=self, model="quad", color=ucolor.rgba(0, 0, 0, 0.6), origin=(-0.5, 0.5),
                        scale=(0.42, top + 0.46), position=(x0, top), z=1))
        facing = "N NE E SE S SW W NW".split()[f.facing]
        self.add(Text(f"Plan for {f.label}\n(facing {facing})", parent=self,
                      position=(x0 + 0.015, top - 0.012), scale=0.75,
                      color=rgb(palette.mix(col, (1, 1, 1), 0.4))))
        slots = self.plans[f.id]
        y = top - 0.095
        for i in range(3):
            s = slots[i] if i < len(slots) else None
            txt = "-" if s is None else LABEL.get(s["action"], s["action"]) + (f" {DIR_LABEL[s['dir']]}" if s.get("dir") else "")
            speed = None if s is None else self._speed(s["action"])
            c = DIE.get(speed, (0.3, 0.3, 0.3))
            self.add(Button(text=f"{('1st', '2nd', '3rd')[i]}: {txt}", parent=self, scale=(0.39, 0.04),
                            position=(cx, y - i * 0.047), color=rgb(c),
                            text_color=ucolor.black if speed == "slow" else ucolor.white))
            if s is not None and s.get("dir"):
                self.add(dir_arrow(self, s["dir"], (cx + 0.165, y - i * 0.047, -0.01), 0.028,
                                   ucolor.black if speed == "slow" else ucolor.white))
        y -= 3 * 0.047 + 0.01
        for slot, note in sorted(self.notes.get(f.id, {}).items()):
            if slot <= len(slots):         # what goes wrong, in words: "2: blocked: ..."
                t = self.add(Text(f"{slot}: {note}", parent=self, position=(x0 + 0.015, y),
                                  scale=0.58, wordwrap=54, color=ucolor.rgba(1, 0.72, 0.45, 1)))
                y -= 0.026 * (1 + len(t.text) // 54)
        if self.pending is not None:
            name, dirs = self.pending
            self.add(Text(f"{LABEL.get(name, name)}: which way?", parent=self,
                          position=(x0 + 0.015, y), scale=0.7))
            for i, d in enumerate(tuple(dirs) + ("cancel",)):
                r, c2 = divmod(i, 2)
                fn = self.cancel if d == "cancel" else (lambda d=d: self.pick_dir(d))
                bx, by = cx - 0.1 + c2 * 0.2, y - 0.04 - r * 0.047
                self.add(Button(text=DIR_LABEL.get(d, d), parent=self, scale=(0.19, 0.04),
                                position=(bx, by),
                                color=ucolor.gray if d == "cancel" else ucolor.azure, on_click=fn))
                if d != "cancel":
                    self.add(dir_arrow(self, d, (bx - 0.07, by, -0.01), 0.026))
        else:
            y = self._dice_line(f, slots, x0, y)
            for i, (name, speed, dirs) in enumerate(pack_actions(self.layer)):
                r, c3 = divmod(i, 3)
                why = self.refused(f.id, name, dirs)
                c = DIE[speed] if why is None else palette.mix(DIE[speed], (0.2, 0.2, 0.22), 0.75)
                b = Button(text=LABEL.get(name, name), parent=self, scale=(0.125, 0.04), text_size=0.72,
                           position=(cx - 0.132 + c3 * 0.132, y - 0.02 - r * 0.047), color=rgb(c),
                           text_color=(ucolor.black if speed == "slow" else ucolor.white) if why is None
                           else ucolor.rgba(1, 1, 1, 0.4),
                           on_click=lambda n=name, d=dirs: self.pick(n, d))
                b.refusal = why
                if why is not None:
                    b.tooltip = tooltip(why, 40)
                self.add(b)
            rows = (len(pack_actions(self.layer)) + 2) // 3
            if self.notice:
                self.add(Text(self.notice, parent=self, position=(x0 + 0.015, y - 0.02 - rows * 0.047),
                              scale=0.6, wordwrap=52, color=ucolor.rgba(1, 0.6, 0.5, 1)))
                section = section_of(self.notice)
                if section and self.on_rules is not None:
                    b = Button(text=f"the rule: {section} (H)", parent=self, scale=(0.2, 0.035),
                               position=(cx + 0.09, y - 0.08 - rows * 0.047), text_size=0.6,
                               color=ucolor.rgba(0.3, 0.22, 0.15, 1),
                               on_click=lambda s=section: self.on_rules(s))
                    b.section = section
                    self.add(b)
        self.add(Button(text="undo", parent=self, scale=(0.12, 0.045), position=(cx - 0.13, -0.42),
                        color=ucolor.dark_gray, on_click=self.undo))
        done = self.add(Button(text="Done", parent=self, scale=(0.25, 0.045), position=(cx + 0.065, -0.42),
                               color=rgb(palette.scale(col, 0.8)), on_click=self.done))
        done.default = True

    @staticmethod
    def _speed(action: str) -> str:
        from rules.ninja_arena.actions import ACTIONS
        return ACTIONS[action][0]

    def changed(self) -> None:
        """The plan changed: the ghosts move, and what the preview foresees going wrong in each
        round is kept to be said under its slot."""
        if self.on_change is not None and self.figures:
            f = self.figures[self.current]
            ghosts = self.on_change(self.seat, f.id, list(self.plans[f.id])) or []
            self.notes[f.id] = {g.slot: g.note for g in ghosts if getattr(g, "note", "")}

    # -------------------------------------------------------------- choosing
    def refused(self, fid: str, name: str, dirs) -> str | None:
        """Why `name` cannot be planned next for this ninja, in the rules' words, or None."""
        slots = self.plans[fid]
        if len(slots) >= 3:
            return "three actions are planned: a plan has three action rounds (2.3)"
        if self.rules is None:
            return None
        probe = {"action": name, **({"dir": tuple(dirs)[0]} if dirs else {})}
        return self.rules.refusal(fid, slots + [probe])

    def _dice_line(self, f, slots, x0: float, y: float) -> float:
        """The ninja's dice: how many of each colour are left (2.4)."""
        if self.rules is None:
            return y
        left = self.rules.dice_left(f.id, slots)
        words = "   ".join(f"{c} {n} of {have}" for c, (n, have) in left.items())
        self.add(Text(f"dice left: {words}", parent=self, position=(x0 + 0.015, y), scale=0.62,
                      color=ucolor.rgba(1, 1, 1, 0.85)))
        return y - 0.03

    def pick(self, name: str, dirs) -> None:
        f = self.figures[self.current]
        why = self.refused(f.id, name, dirs)
        if why is not None:                 # said, not silently ignored
            self.notice = why
            self.build()
            return
        self.notice = ""
        if dirs:
            self.pending = (name, tuple(dirs))
        else:
            self.plans[f.id].append({"action": name})
            self.changed()
        self.build()

    def pick_dir(self, d: str) -> None:
        name, _ = self.pending
        self.plans[self.figures[self.current].id].append({"action": name, "dir": d})
        self.pending = None
        self.changed()
        self.build()

    def cancel(self) -> None:
        self.pending = None
        self.build()

    def undo(self) -> None:
        slots = self.plans[self.figures[self.current].id]
        if slots:
            slots.pop()
            self.changed()
        self.build()

    def done(self) -> None:
        if self.current + 1 < len(self.figures):
            self.current += 1
            self.build()
            return
        plans = [{"kind": "plan", "ninja": f.id, "slots": self.plans[f.id]} for f in self.figures]
        if not self.on_submit(self.seat, plans):
            self.current = 0
            self.build()


def slot_text(s: dict | None) -> str:
    if not s:
        return "pause"
    txt = LABEL.get(s["action"], s["action"])
    return txt + (f" {DIR_LABEL.get(s['dir'], s['dir'])}" if s.get("dir") else "")


class Reveal(Entity):
    """2.3: every seat has planned; the dice are uncovered together, in initiative order, before
    the combat phase plays (the controller holds the events until this closes: a key or a
    click; after a few seconds only when computers alone play)."""

    caption = "Every plan revealed, in initiative order: any key or click to fight"
    # the events it shows: their captions, each plan again, are not held to be read once it
    # closes (nine seconds before the first action, each round)
    told = ("plan_revealed", "initiative_taken")

    def __init__(self, rows, on_close):
        """rows: [(label, seat_index, initiative, [slot dicts])]."""
        super().__init__(parent=camera.ui)
        self.rows = list(rows)
        self.on_close = on_close
        self.shown = False      # drawn once: the key that made it (Enter: Done) does not close it
        n = len(self.rows)
        h = 0.16 + 0.075 * n
        Entity(parent=self, model="quad", scale=(0.96, h), color=ucolor.rgba(0.03, 0.03, 0.05, 0.88),
               z=1, y=0.05)
        top = 0.05 + h / 2
        Text("Plans revealed", parent=self, origin=(0, 0), y=top - 0.04, scale=1.4,
             color=rgb(palette.GOLD))
        self.cells = []
        for i, (label, seat_index, initiative, slots) in enumerate(self.rows):
            y = top - 0.1 - i * 0.075
            col = palette.player_color(seat_index)
            Text(f"{initiative}. {label}", parent=self, position=(-0.46, y), origin=(-0.5, 0),
                 scale=0.8, color=rgb(palette.mix(col, (1, 1, 1), 0.35)))
            for k in range(3):
                s = slots[k] if k < len(slots) else None
                speed = PlanPanel._speed(s["action"]) if s else None
                c = DIE.get(speed, (0.3, 0.3, 0.3))
                b = Button(text=f"{k + 1}: {slot_text(s)}", parent=self, scale=(0.19, 0.055),
                           position=(-0.05 + k * 0.2, y), color=rgb(c),
                           text_color=ucolor.black if speed == "slow" else ucolor.white)
                fit_text(b)          # "1: diagonal fwd-L" ran past its die's edges
                b.die = speed
                self.cells.append(b)
        Text("any key or click: fight", parent=self, origin=(0, 0), y=top - h + 0.035, scale=0.7,
             color=ucolor.rgba(1, 1, 1, 0.7))

    def update(self):
        self.shown = True

    def input(self, key):
        if not self.shown:
            return
        if key in ("space", "enter", "escape", "left mouse down") or len(key) == 1:
            self.on_close()
