"""The heads-up display every table has: a side panel of rows (one per figure or seat, from
the game's `PackTable.rows(view)`), the caption line and the key help."""
from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass

from ursina import Entity, Text, Tooltip, camera, color as ucolor, mouse, window

from models import palette
from models.meshkit import MeshData
from scenes.stage import destroy_tree, freeze
from scenes.uipicture import draw_once, window_pixels


def even_lines(text: str, width: int) -> str:
    """Each line of `text` wrapped in as few lines of at most `width` letters as a greedy wrap
    takes, whole sentences a line where they fit so, else as even as the lines can be: a greedy
    wrap left a caption's last word alone on a third line ("square")."""
    def wrap(para: str, w: int) -> list[str]:
        return textwrap.wrap(para, w, break_long_words=False, break_on_hyphens=False)

    out = []
    for para in text.split("\n"):
        lines = wrap(para, width) or [para]
        if len(lines) > 1:
            whole = _by_sentence(para, width)       # whole sentences a line, if as few lines
            if whole is not None and len(whole) == len(lines):
                lines = whole
            else:
                for w in range(-(-len(para) // len(lines)), width):     # the narrowest as few
                    if len(trial := wrap(para, w)) == len(lines):
                        lines = trial
                        break
        out.append("\n".join(lines))
    return "\n".join(out)


def _by_sentence(para: str, width: int) -> list[str] | None:
    """The sentences of `para` packed into lines of at most `width` letters (None: one is
    longer)."""
    lines: list[str] = []
    for sentence in re.split(r"(?<=[.!?;])\s+", para.strip()):
        if len(sentence) > width:
            return None
        if lines and len(lines[-1]) + 1 + len(sentence) <= width:
            lines[-1] += " " + sentence
        else:
            lines.append(sentence)
    return lines


def rgb(c, a: float = 1.0):
    return ucolor.rgba(c[0], c[1], c[2], a)


def fit_scale(left: float, right: float, ax: float) -> float:
    """How much a panel laid out in camera.ui units between x = left and right (for a 16:9
    window) must shrink about x = ax to stay whole in this window (1 when it fits)."""
    edge = window.aspect_ratio / 2 - 0.01
    s = 1.0
    if left < ax:
        s = min(s, (edge + ax) / (ax - left))
    if right > ax:
        s = min(s, (edge - ax) / (right - ax))
    return max(s, 0.4)


def fit_across(e: Entity, left: float, right: float, anchor: tuple[float, float]) -> None:
    """Scale panel `e` (laid out as for fit_scale) about `anchor` to stay whole in a narrower
    window (800x600: its words shrink with it; Zoom shows a card large). Called when the panel
    is built, so a resize, which builds the panels again, fits them to the new shape."""
    s = fit_scale(left, right, anchor[0])
    e.scale = s
    e.x, e.y = anchor[0] * (1 - s), anchor[1] * (1 - s)


def right_of_column(e: Entity, left: float, right: float, top: float) -> None:
    """Place panel `e`, laid out between x = left and right (camera.ui units), just right of the
    side panels' column and shrunk about its top-left corner to reach no further than the
    window's right edge: laid out for 16:9, at 1024x600 Chaos Arena's spell choice slid under
    the column ("lways taken: Wave 'em")."""
    column = PackHud.column_edge() + 0.01
    s = min(1.0, max(0.4, (window.aspect_ratio / 2 - 0.01 - column) / (right - left)))
    e.scale = s
    e.x, e.y = column - left * s, top * (1 - s)


def words_width(letters: int, text_size: float) -> float:
    """About how wide (screen heights) a line of `letters` is at a Button's or Text's size
    (measured on the live table: 36 letters at 0.7 take 0.31), to size a panel to its words."""
    return 0.0125 * text_size * letters


class BesideTip(Tooltip):
    """A hover text on a nearly opaque plate (Ursina's own, two-thirds opaque, let the words
    under it show through, a spell's text mixed with the panel's title), beside the button it
    explains on the side toward the screen's middle: above the mouse it hid the menu's line
    above, the one a player reads next."""

    def update(self):
        b = mouse.hovered_entity
        if b is None or getattr(b, "tooltip", None) is not self:
            super().update()
            return
        (x, y, _), half = b.get_position(camera.ui), b.getScale(camera.ui)[0] / 2
        w, h, edge = self._width * self.scale_x, self.height * self.scale_y, window.aspect_ratio / 2
        self.x = x - half - 0.02 - w if x > 0 else x + half + 0.02
        self.x = max(-edge + 0.005, min(self.x, edge - w - 0.005))
        self.y = max(-0.495, min(y - h / 2, 0.495 - h))
        self.z = -99


def tooltip(text: str, wordwrap: int = 48) -> BesideTip:
    """Every table's hover words (`BesideTip`)."""
    return BesideTip(text, wordwrap=wordwrap, background_color=ucolor.rgba(0.04, 0.04, 0.06, 0.95))


def fit_words(text: str, n: int) -> str:
    """`text` cut to at most `n` letters at a word's end, before a comma where there is one
    ("Band: 0 in, 12 waiting, 0 dead" -> "Band: 0 in"): a compact row had "Band: 0 in, 12 w"."""
    if len(text) <= n:
        return text
    head = text[:n + 1]
    cut = head.rfind(", ")
    if cut <= 0:
        cut = head.rfind(" ")
    return text[:cut] if cut > 0 else text[:n]


@dataclass(frozen=True)
class HudRow:
    label: str
    seat_index: int = 0
    value: int | None = None       # life, condition, lives ... (pips when max_value is given)
    max_value: int | None = None
    detail: str = ""               # a second, smaller line
    alive: bool = True
    gone: str = "out"              # said after the label when not alive
    # a compact row (a small film's) where the game counts no life: its name and few words at
    # its right end ("Master" and "6/10 crystals"); the Master of Ceremonies' rows said nothing
    short: str = ""
    tally: str = ""


class PackHud(Entity):
    """The side panel (a row per figure or seat), the caption line and a help line."""

    ROW_H = 0.085
    ROW_W = 0.42              # a full row's width: the left column panels keep to it
    COMPACT_H = 0.062         # a compact row: one line, big enough to read in a small frame
    COMPACT_TEXT = 1.6        # its text's scale: a 14.4 px font in a 360 px frame (the 14)
    COMPACT_W = 0.5           # its width

    def __init__(self, help_text: str = "", show_help: bool = True, mode: str = "full"):
        super().__init__(parent=camera.ui)
        self.mode = mode          # full, compact (one line a row, large text), none (no rows)
        self.rows: list[Entity] = []
        compact = mode == "compact"     # a small frame: fewer, larger words a line (14 px at 360),
        # in the middle of the frame's part right of the rows
        x = (-window.aspect_ratio / 2 + 0.015 + self.COMPACT_W + window.aspect_ratio / 2) / 2 if compact else 0
        # as wide as that part lets it (68 letters at 16:9): at 34 a blow's caption ran to seven
        # lines down the middle of a 640x360 frame, over the arena's far side
        wrap = int(68 * (window.aspect_ratio - 0.515) / 1.263) if compact else self.middle_letters()
        self.said = ""
        self.caption = Text(" ", parent=self, position=(x, 0.492), origin=(0, 0.5),
                            scale=self.COMPACT_TEXT if compact else 1.0, wordwrap=wrap)
        # a dark plate behind the caption: white words over sand or grass were hard to read
        self.plate = Entity(parent=self, model="quad", color=ucolor.rgba(0.02, 0.02, 0.04, 0.6),
                            z=0.01, enabled=False)
        self.help = Text(help_text, parent=self, origin=(0, -0.5), scale=0.62,
                         position=(0, -0.495), color=ucolor.rgba(1, 1, 1, 0.75),
                         enabled=show_help and bool(help_text))
        if help_text:       # wrapped to the window's width: two lines when narrow, not cut off
            self.help.wordwrap = int(window.aspect_ratio * 112)
        self._key = None
        freeze(self)

    @classmethod
    def column_edge(cls) -> float:
        """The right edge (camera.ui x) of the side panels' column down the left."""
        return -window.aspect_ratio / 2 + 0.015 + cls.ROW_W

    @classmethod
    def middle_letters(cls) -> int:
        """The letters a full-size caption line holds between the left column of panels and the
        menu's column on the right (as wide as the left one): unwrapped, "The Master of Ceremonies
        tests PSYCHE to bring in GROM (INTRODUCTION): rolls 3 against 10, a success." ran over
        the menu's "Your move" at 1024x600 and over the first row at the left."""
        return max(28, int(2 * (-cls.column_edge() - 0.02) / words_width(1, 1.0)))

    def forget(self) -> None:
        """Drop the rows, so the next `show` builds them again (the window changed shape)."""
        for r in self.rows:
            destroy_tree(r)
        self.rows, self._key = [], None
        self.help.wordwrap = int(window.aspect_ratio * 112)
        if self.mode != "compact":
            self.caption.wordwrap = self.middle_letters()

    def show(self, rows: list[HudRow], caption: str = "") -> None:
        key = (tuple(rows), caption, window_pixels())
        if key == self._key:
            return
        self._key = key
        if caption:
            self.say(caption)
        # Text entities are slow to make: keep every row that did not change
        left = -window.aspect_ratio / 2 + 0.015
        rows = [] if self.mode == "none" else rows[:10]
        step = self.COMPACT_H if self.mode == "compact" else self.ROW_H
        old = self.rows
        self.rows = []
        for i, row in enumerate(rows):
            if i < len(old) and old[i].hud_row == row and old[i].pixels == window_pixels():
                self.rows.append(old[i])
                continue
            if i < len(old):
                destroy_tree(old[i])
            make = self._compact_row if self.mode == "compact" else self._row
            self.rows.append(make(row, left, 0.47 - i * step))
        for extra in old[len(rows):]:
            destroy_tree(extra)

    def _start_row(self, r: HudRow, left: float, top: float):
        """A row's entity, its seat colour, its alpha (dimmed when out) and a mesh to draw in."""
        row = Entity(parent=self, position=(left, top))
        row.hud_row = r
        row.pixels = window_pixels()    # a row is a picture of this size (scenes/uipicture.py)
        return row, palette.player_color(r.seat_index), (1.0 if r.alive else 0.45), MeshData()

    def _row(self, r: HudRow, left: float, top: float) -> Entity:
        row, col, alpha, m = self._start_row(r, left, top)

        def quad(x0, y0, x1, y1, c, a=1.0):
            m.add_poly([(x0, y0, 0), (x0, y1, 0), (x1, y1, 0), (x1, y0, 0)], (*c[:3], a), False)
        quad(0, -(self.ROW_H - 0.008), self.ROW_W, 0, (0, 0, 0), 0.55)
        quad(0, -(self.ROW_H - 0.008), 0.018, 0, col, alpha)
        if r.value is not None and r.max_value:
            n = max(1, r.max_value)
            w = 0.37 / n
            for k in range(n):
                c = palette.life_color(r.value, n) if k < r.value else palette.LIFE_EMPTY
                quad(0.03 + k * w, -0.048, 0.03 + k * w + w * 0.8, -0.036, c, alpha)
        Entity(parent=row, model=m.to_mesh(), z=0.01)
        Text(r.label + ("" if r.alive else f"  ({r.gone})"), parent=row, position=(0.03, -0.006),
             origin=(-0.5, 0.5), scale=0.75, color=rgb(palette.mix(col, (1, 1, 1), 0.45), alpha))
        if r.value is not None:
            txt = f"{r.value}/{r.max_value}" if r.max_value else str(r.value)
            Text(txt, parent=row, position=(0.405, -0.006), origin=(0.5, 0.5), scale=0.75,
                 color=rgb(palette.life_color(max(0, r.value), r.max_value or 10), alpha))
        if r.detail:
            Text(r.detail, parent=row, position=(0.03, -0.052), origin=(-0.5, 0.5), scale=0.58,
                 color=ucolor.rgba(0.9, 0.9, 0.9, alpha))
        freeze(row)
        draw_once(row)
        return row

    def _compact_row(self, r: HudRow, left: float, top: float) -> Entity:
        """Name and life on one line at about 14 px in a 360 px frame; no details, no pips."""
        row, col, alpha, m = self._start_row(r, left, top)
        h = self.COMPACT_H - 0.006
        for (x0, x1, c, a) in ((0, self.COMPACT_W, (0, 0, 0), 0.55), (0, 0.014, col, alpha)):
            m.add_poly([(x0, -h, 0), (x0, 0, 0), (x1, 0, 0), (x1, -h, 0)], (*c[:3], a), False)
        Entity(parent=row, model=m.to_mesh(), z=0.01)
        name = r.short or r.label.split(" (")[0]    # the defeated are dimmed: no room for "(defeated)"
        room = 20 - len(r.tally) if r.tally else 16 if r.value is not None else 21
        Text(fit_words(name, room), parent=row, position=(0.025, -h / 2), origin=(-0.5, 0), scale=self.COMPACT_TEXT,
             color=rgb(palette.mix(col, (1, 1, 1), 0.45), alpha))
        if r.tally:
            Text(r.tally, parent=row, position=(self.COMPACT_W - 0.01, -h / 2), origin=(0.5, 0),
                 scale=self.COMPACT_TEXT, color=rgb((0.88, 0.88, 0.9), alpha))
        elif r.value is not None:
            txt = f"{r.value}/{r.max_value}" if r.max_value else str(r.value)
            Text(txt, parent=row, position=(self.COMPACT_W - 0.01, -h / 2), origin=(0.5, 0), scale=self.COMPACT_TEXT,
                 color=rgb(palette.life_color(max(0, r.value), r.max_value or 10), alpha))
        freeze(row)
        draw_once(row)
        return row

    def say(self, text: str) -> None:
        self.said = text        # the words as said (the caption's text is wrapped to its width)
        cap = self.caption
        # Ursina breaks before a word once a line's letters and spaces reach the width: lines
        # two shorter stay whole
        cap.text = even_lines(text, cap.wordwrap - 2) if cap.wordwrap and "<" not in text else text
        if cap.wordwrap:       # (Ursina wraps only when the width is set)
            cap.wordwrap = cap.wordwrap
        self.plate.enabled = bool(str(text).strip())
        if self.plate.enabled:          # as wide and high as the words, wherever they are anchored
            w, h = cap.width * cap.scale_x, cap.height * cap.scale_y
            top = cap.y + (0.5 - cap.origin[1]) * h
            self.plate.position = (cap.x - cap.origin[0] * w, top + 0.004 - (h + 0.016) / 2, 0.01)
            self.plate.scale = (w + 0.04, h + 0.016)


