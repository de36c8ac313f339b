"""How to play (issue 16, part 4): each game's rules in short (`rules/<game>/HOW_TO_PLAY.md`:
the goal, the turn, the key rules, each headed by its rulebook section), in a panel opened from
the Esc menu or with H at the table. Tabs switch games, a search box jumps to the first line
that has the words, and a section named in a message ("(2.6)") opens the panel there.

`lines`, `find` and `section_line` are plain text work (tested headless); `HowToPanel` draws.
"""
from __future__ import annotations

import importlib
import textwrap
from pathlib import Path

from ursina import Button, Entity, InputField, Text, camera, color as ucolor, window

from models import palette
from rules import registry
from scenes.stage import destroy_tree

WIDTH = 118                      # characters a line, wrapped


def source(ruleset: str) -> Path:
    module = importlib.import_module(registry.KNOWN[ruleset])
    return Path(module.__file__).resolve().parent / "HOW_TO_PLAY.md"


def lines(ruleset: str) -> list[str]:
    """The game's rules in short, wrapped; headings keep their "## " mark."""
    out: list[str] = []
    for para in source(ruleset).read_text(encoding="utf-8").split("\n\n"):
        para = para.strip()
        if not para:
            continue
        for raw in para.split("\n"):
            if raw.startswith("#"):
                out.append(raw)
        body = " ".join(r for r in para.split("\n") if not r.startswith("#"))
        if body:
            out += textwrap.wrap(body, WIDTH)
        out.append("")
    return out


def find(text: list[str], query: str, start: int = 0) -> int | None:
    """The first line at or after `start` holding every word of `query` (any case), or None."""
    words = query.lower().split()
    if not words:
        return None
    for i in list(range(start, len(text))) + list(range(0, start)):
        low = text[i].lower()
        if all(w in low for w in words):
            return i
    return None


def section_line(text: list[str], section: str) -> int | None:
    """Where a rulebook section ("2.6", "E7") is explained: its heading first (one naming it,
    or the full rulebook's own "## 2.6 Movement Rules"), else a mention."""
    for i, line in enumerate(text):
        if line.startswith("#") and (f"({section})" in line or f"({section}," in line
                                     or f" {section})" in line or f", {section}" in line
                                     or line.lstrip("# ").startswith((f"{section} ", f"{section}. "))):
            return i
    return find(text, section)


class HowToPanel(Entity):
    ROWS = 24

    def __init__(self, ruleset: str, on_close, section: str | None = None):
        super().__init__(parent=camera.ui)
        self.on_close = on_close
        w = min(1.5, window.aspect_ratio - 0.06)
        self.w = w
        Entity(parent=self, model="quad", scale=(w, 0.96), color=ucolor.rgba(0.03, 0.03, 0.05, 0.95), z=1)
        self.tabs = {}
        games = [r for r in registry.KNOWN if source(r).exists()]
        tw = (w - 0.06) / max(1, len(games))
        for i, r in enumerate(games):
            self.tabs[r] = Button(text=registry.get(r).name.split(": ")[-1].split(" (")[0],
                                  parent=self, scale=(tw - 0.01, 0.05), text_size=0.7,
                                  position=(-w / 2 + 0.03 + tw * (i + 0.5), 0.43),
                                  on_click=lambda r=r: self.show(r))
        self.search = InputField(parent=self, scale=(0.5, 0.045), position=(-w / 2 + 0.3, 0.365),
                                 default_value="")
        self.search.on_submit = self.next_match
        Text("search (Enter: next)", parent=self, position=(-w / 2 + 0.57, 0.365), origin=(-0.5, 0),
             scale=0.65, color=ucolor.rgba(1, 1, 1, 0.6))
        Button(text="Close (Esc)", parent=self, scale=(0.2, 0.045), position=(w / 2 - 0.13, 0.365),
               on_click=on_close)
        self.full = False             # the rules in short, or the full rulebook (scenes/rulebook.py)
        self.book = Button(text="Full rulebook", parent=self, scale=(0.24, 0.045), position=(w / 2 - 0.37, 0.365),
                           text_size=0.7, color=ucolor.rgba(0.3, 0.22, 0.15, 1), on_click=self.toggle_full)
        self.rows: list[Text] = []
        self.top = 0
        self.show(ruleset, section)

    def toggle_full(self) -> None:
        self.full = not self.full
        self.show(self.ruleset)

    def show(self, ruleset: str, section: str | None = None) -> None:
        from scenes import rulebook
        self.ruleset = ruleset
        self.text = rulebook.lines(ruleset, WIDTH) if self.full else lines(ruleset)
        if section and not self.full and rulebook.path(ruleset) is not None \
                and section_line(self.text, section) is None:     # only the full rulebook has it
            self.full = True
            self.text = rulebook.lines(ruleset, WIDTH)
        self.book.text = "Rules in short" if self.full else "Full rulebook"
        for r, b in self.tabs.items():
            b.color = ucolor.rgba(*palette.scale(palette.PLAYERS[2], 0.6), 1) if r == ruleset \
                else ucolor.rgba(0.15, 0.15, 0.18, 1)
        at = section_line(self.text, section) if section else None
        self.scroll_to(at or 0, mark=at)

    def scroll_to(self, i: int, mark: int | None = None) -> None:
        self.top = max(0, min(i, max(0, len(self.text) - self.ROWS)))
        self.mark = mark
        for t in self.rows:
            destroy_tree(t)
        self.rows = []
        x = -self.w / 2 + 0.04
        for k, line in enumerate(self.text[self.top:self.top + self.ROWS]):
            head = line.startswith("#")
            col = palette.GOLD if head else (1, 1, 1)
            if mark is not None and self.top + k == mark:
                col = (1.0, 0.75, 0.4)
            self.rows.append(Text(line.lstrip("# ") if head else line, parent=self,
                                  position=(x, 0.32 - k * 0.032), origin=(-0.5, 0.5),
                                  scale=0.82 if head else 0.72, color=ucolor.rgba(*col, 1)))

    def next_match(self) -> None:
        start = (self.mark + 1) if self.mark is not None else 0
        i = find(self.text, self.search.text, start)
        if i is not None:
            self.scroll_to(i - 2 if i >= 2 else 0, mark=i)

    def input(self, key):
        if key in ("scroll up", "page up"):
            self.scroll_to(self.top - (3 if key == "scroll up" else self.ROWS - 2), self.mark)
        elif key in ("scroll down", "page down"):
            self.scroll_to(self.top + (3 if key == "scroll down" else self.ROWS - 2), self.mark)
