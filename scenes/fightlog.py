"""The fight log (key L): what happened, in words, round by round, for every game.

The words are the table's own: each event's caption as the animation says it over the board
(`PackCtx.say`), or, for an event that says nothing, the game's `describe_event` sentence
(unless the table module sets `LOG_SENTENCES = False`: its captions tell the whole fight). Only
events the seat looking may see reach the table (the pack's `event_view`), so the log tells no
secret. `FightLog` keeps the lines (plain data, tested); `FightLogPanel` shows a window of them
over the right half of the screen, scrolled with the mouse wheel or Page Up / Page Down.
"""
from __future__ import annotations

import textwrap

from ursina import Entity, Text, camera, color as ucolor, window

from scenes.hud import words_width
from scenes.stage import destroy_tree

ROUND_WORDS = ("round", "turn")      # a caption opening with these starts a new part of the log


class FightLog:
    """The lines of the log, oldest first; a line repeated at once is kept once."""

    def __init__(self, limit: int = 2000):
        self.lines: list[str] = []
        self.limit = limit

    def add(self, text: str | None) -> None:
        text = " ".join(str(text or "").split())
        if not text or (self.lines and self.lines[-1] == text):
            return
        self.lines.append(text)
        del self.lines[: max(0, len(self.lines) - self.limit)]

    def heading(self, line: str) -> bool:
        return line.lower().startswith(ROUND_WORDS)


def event_line(pack, ev: dict, said: list[str], sentences: bool = True) -> str:
    """The log's words for one played event: what the table said, else the game's sentence."""
    if said:
        return "; ".join(dict.fromkeys(s for s in said if s))
    describe = getattr(pack, "describe_event", None) if sentences else None
    if describe is None:
        return ""
    try:
        model = pack.event_adapter.validate_python(ev)
        return describe(model)
    except Exception:     # an event the describer does not know: the log skips it, the game goes on
        return ""


class FightLogPanel(Entity):
    """The log's window: the newest lines at the bottom; `scroll` moves back through them."""

    ROWS = 22
    TEXT = 0.72         # its lines' size

    def __init__(self, log: FightLog, right: float | None = None):
        """`right`: where its right edge goes (camera.ui x), left of a menu on the right (the
        menu stays clickable and lay over the log's lines); else the window's right edge."""
        # over the game's panels (the Master of Ceremonies' sheets wrote across its lines at
        # 800x600), under the guide's prompt (z -0.5)
        super().__init__(parent=camera.ui, z=-0.4)
        self.log = log
        self.scrolled = 0                 # lines scrolled back from the newest
        w, h = 0.82, 0.06 + self.ROWS * 0.034
        edge = window.aspect_ratio / 2 - 0.02
        x = (edge if right is None else max(min(right, edge), w - window.aspect_ratio / 2)) - w / 2
        self.box = Entity(parent=self, model="quad", scale=(w, h), position=(x, 0.02),
                          color=ucolor.rgba(0.03, 0.03, 0.05, 0.9), z=0.05)
        self.heading_text = Text("Fight log  (L closes, wheel or Page Up/Down scrolls)", parent=self,
                          position=(x - w / 2 + 0.02, 0.02 + h / 2 - 0.015), origin=(-0.5, 0.5),
                          scale=0.75, color=ucolor.rgb(1, 0.85, 0.4))
        self.row_texts: list[Text] = []
        self.x0, self.y0 = x - w / 2 + 0.02, 0.02 + h / 2 - 0.055
        # a long line goes on under itself, indented: at 1024x600 "...rolls 5 against 10, a"
        # ran past the box and the window's edge
        self.letters = int((w - 0.04) / words_width(1, self.TEXT))
        self.refresh()

    def rows(self) -> list[str]:
        """The log's lines as the box shows them, each wrapped to its width."""
        return [part for line in self.log.lines
                for part in (textwrap.wrap(line, self.letters, subsequent_indent="   ") or [line])]

    def visible_lines(self) -> list[str]:
        lines = self.rows()
        end = max(0, len(lines) - self.scrolled)
        return lines[max(0, end - self.ROWS): end]

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.rows()) - self.ROWS)
        self.scrolled = min(most, max(0, self.scrolled + rows))
        self.refresh()

    def refresh(self) -> None:
        for t in self.row_texts:
            destroy_tree(t)
        self.row_texts = []
        shown = self.visible_lines() or ["Nothing has happened yet."]
        for i, line in enumerate(shown):
            head = self.log.heading(line)
            self.row_texts.append(Text(line, parent=self, position=(self.x0, self.y0 - i * 0.034),
                                  origin=(-0.5, 0.5), scale=self.TEXT,
                                  color=ucolor.rgb(0.75, 0.85, 1) if head else ucolor.rgba(1, 1, 1, 0.9)))

    def input(self, key):
        if key in ("scroll up", "page up"):
            self.scroll(3 if key == "scroll up" else self.ROWS - 2)
        elif key in ("scroll down", "page down"):
            self.scroll(-3 if key == "scroll down" else -(self.ROWS - 2))
