"""A guided first game (issue 16, part 4): a game against the computer whose prompts walk a
newcomer through the key actions, one at a time; each prompt stays until what it asks for has
happened at the table. A game's table module offers `guide_setup()` and `guide_steps()` (a list
of `GuideStep`); `GuidePanel` shows them over the table and follows the controller.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ursina import Button, Entity, Text, camera, color as ucolor, window

from models import palette

SEEN = "guide.seen"              # settings: the guided game was offered at a first start
# the last prompt, once the game is over (the prompt of the game's last step stood beside the
# end panel, still explaining chaos cards to a player whose game had ended)
FAREWELL = ("That was a whole game. Enter plays it again, now without the prompts; Esc opens "
            "the menu: new set-ups, the other games, and How to play (H) for every rule.")


@dataclass(frozen=True)
class GuideStep:
    say: str
    done: Callable[[object], bool] = lambda ctl: False     # the controller -> has it happened?


def did(ctl, seat: str, *kinds: str) -> bool:
    """Has `seat` taken an action of one of `kinds` in this game (the session's log)?"""
    return any(s == seat and getattr(a, "kind", "") in kinds for s, a in ctl.session.log)


class GuidePanel(Entity):
    """The current prompt with an End button, sized to its words and placed where it covers
    least of the player's own figures, the board's centre and the other panels (re-placed as
    they move: scenes/screenrects.py)."""

    PAD = 0.02

    def __init__(self, ctl, steps: list[GuideStep], on_end=None):
        super().__init__(parent=camera.ui, z=-0.5)
        self.ctl, self.steps, self.on_end = ctl, list(steps), on_end
        self.index = 0
        self.w = self.wide = min(0.62, 0.45 * window.aspect_ratio)
        self.box = Entity(parent=self, model="quad", origin=(-0.5, 0.5), scale=(self.w, 0.2), z=0.1,
                          color=ucolor.rgba(0.08, 0.06, 0.02, 0.92))
        self.head = Text("", parent=self, position=(self.PAD, -0.015), origin=(-0.5, 0.5),
                         scale=0.7, color=ucolor.rgba(*palette.GOLD, 1))
        self.text = Text(" ", parent=self, position=(self.PAD, -0.048), origin=(-0.5, 0.5),
                         scale=0.68)
        self.button = Button(text="End the guide", parent=self, scale=(0.16, 0.035), text_size=0.6,
                             color=ucolor.rgba(0.3, 0.22, 0.15, 1), on_click=self.end)
        self._frames = 0
        self._shown = (None, None)        # the person's panels it was last placed around
        self.over = False                 # the game has ended: the farewell is shown
        self.show()

    def show(self) -> None:
        if self.over:
            self.head.text, self.text.text = "First game: over", FAREWELL
        else:
            self.head.text = f"First game: {self.index + 1} of {len(self.steps)}"
            self.text.text = self.steps[self.index].say
        self.words = self.text.text
        self.w = None                  # laid out by place(), at the width that covers least
        self._heights: dict = {}
        self.place()

    NARROW = 0.42                      # the prompt beside the board, where a column is free

    def _height(self, w: float) -> float:
        """The prompt's height at width `w`, as Ursina wraps it (laid out once a prompt)."""
        if w not in self._heights:
            self._lay_out(w)
            self._heights[w] = self.h
        return self._heights[w]

    def _lay_out(self, w: float) -> None:
        if w == self.w:
            return
        self.w = w
        self.text.text = self.words
        self.text.wordwrap = int(50 * w / 0.62)     # (re-wrapped: Ursina wraps when the wrap is set)
        lines = self.text.text.strip().count("\n") + 1
        self.h = 0.048 + lines * 0.0235 + 0.06
        self.box.scale = (w, self.h)
        self.button.position = (w - 0.1, -self.h + 0.03)

    def place(self) -> None:
        """Move to the spot covering least: own figures count most, then the board's centre,
        the buttons of the person's panels, other figures and other panels."""
        from scenes import screenrects as sr
        ww, wh = window.size
        avoid = [(r, 1.0) for _, r in sr.ui_rects(skip=(self,))]
        from scenes.buttonkeys import buttons_under      # a covered button cannot be clicked
        for bt in buttons_under((getattr(self.ctl, "panel", None), getattr(self.ctl, "seat_widget", None))):
            r = sr.ui_rect(bt)
            if r is not None:
                avoid.append((r, 40.0))
        end = getattr(self.ctl, "game_over", None)       # the end panel is read: never over it
        if end is not None and sr.ui_rect(end) is not None:
            avoid.append((sr.ui_rect(end), 100.0))
        scene, seats = getattr(self.ctl, "scene", None), getattr(self.ctl, "humans", [])
        if scene is not None:
            table = scene.table
            centre = sr.board_centre_rect(table)
            if centre is not None:
                avoid.append((centre, 300.0))    # the layout rule: never, short of an own figure
            board = sr.board_rect(table)         # and off the board where a column is free
            if board is not None:                # (Morituri's prompt lay over its east hexes
                avoid.append((board, 2.0))       # with the left column empty)
            from scenes.places import own_figures
            from scenes.timeline import as_json
            own = {f for seat in seats for f in own_figures(as_json(self.ctl.session.view(seat)), seat)}
            for label in getattr(table, "scenery_labels", ()):   # words read off the table: Morituri's
                r = None if label.is_empty() else sr.entity_rect(label)    # compass rose, half under it
                if r is not None:
                    avoid.append((r, 3.0))
            for fid, r in sr.figure_rects(table).items():     # own figures count most, then the others
                avoid.append((r, 1000.0 if fid in own else 3.0))   # own: never, if it can be helped
        m = 12
        best = None
        # its full width first (of equals), then narrower and taller: Morituri's prompt lay over
        # the board's east hexes at 1280x720, where a narrow one fits between the menu and the
        # foe's panel
        for w in (self.wide, min(self.wide, self.NARROW)):
            pw, ph = w / window.aspect_ratio * ww, self._height(w) * wh
            spots = [(ww - pw - m, wh - ph - 40), (m, wh - ph - 40), (ww - pw - m, wh / 2 - ph / 2),
                     ((ww - pw) / 2, wh - ph - 40), ((ww - pw) / 2, 44), (m, wh / 2 - ph / 2),
                     *((ww - pw - m, k * wh) for k in (0.15, 0.25))]   # higher up the right column
            cost, spot = sr.best_spot((pw, ph), spots, avoid)
            if best is None or cost < best[0] - 1e-6:
                best = (cost, spot, w)
        self._lay_out(best[2])
        self.x, self.y = sr.px_to_ui(*best[1])
        self._frames = 0

    def update(self):
        reading = getattr(self.ctl, "log_panel", None) is not None
        if self.visible == reading:      # while the fight log is read the prompt steps aside (it
            self.visible = not reading   # found no free spot then and sat on the character sheet)
            self.button.collision = not reading
        if not self.over and getattr(self.ctl, "game_over", None) is not None:
            self.over = True
            self.show()
        elif not self.over and self.index < len(self.steps) - 1 and self.steps[self.index].done(self.ctl):
            self.index += 1
            self.show()
        else:
            self._frames += 1
            shown = (getattr(self.ctl, "panel", None), getattr(self.ctl, "seat_widget", None))
            if self._frames > 20 or shown != self._shown:   # a new panel at once; the rest moves slowly
                self._shown = shown
                self.place()

    def end(self) -> None:
        """End the guide: the app takes the panel away (or it just hides)."""
        if self.on_end is not None:
            self.on_end()
        else:
            self.enabled = False
