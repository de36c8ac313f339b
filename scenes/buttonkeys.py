"""A key for every button of the panels on screen (issue 16, part 5), shown on the button:
"1  Step", "2  Jump" ... in reading order, and Enter for a panel's default button (Done,
Confirm: a button with `default = True`); a button may ask for its own key (`hotkey`: a die
face's number). Panels are rebuilt as the player chooses,
so the keys are handed out again whenever the buttons on screen change.

The keys are the digits, then letters the table does not use for the camera or its own keys.
"""
from __future__ import annotations

from ursina import Button

KEYS = tuple("1234567890") + tuple("bcgijkuxyz")      # (F follows, in scenes/player.py; P photo mode)


def _shown(e) -> bool:
    """Still on screen: not destroyed (an emptied node), and every ancestor enabled."""
    while e is not None:
        if (hasattr(e, "is_empty") and e.is_empty()) or not getattr(e, "enabled", True):
            return False
        e = getattr(e, "parent", None)
    return True


def buttons_under(roots, fields: list | None = None) -> list[Button]:
    """The visible buttons that do something, under `roots`, top to bottom, left to right (and
    the text fields there into `fields`: while one is typed in, keys are letters, not buttons)."""
    from ursina import InputField
    out = []

    def walk(e):
        if not getattr(e, "enabled", True):
            return
        if isinstance(e, InputField):
            if fields is not None:
                fields.append(e)
            return
        if isinstance(e, Button) and getattr(e, "on_click", None) and str(e.text or "").strip():
            out.append(e)
        for c in list(getattr(e, "children", [])):
            walk(c)

    for r in roots:
        if r is not None and _shown(r):
            walk(r)
    from ursina import camera
    pos = {id(b): b.get_position(camera.ui) for b in out}
    return sorted(out, key=lambda b: (-round(pos[id(b)].y, 2), pos[id(b)].x))


def fit_text(b: Button, room: float = 0.94) -> None:
    """Shrink a button's words to fit inside it: a key's prefix or a long name would run past
    its edges (and the window's)."""
    t = getattr(b, "text_entity", None)
    bounds = t.get_tight_bounds(b) if t is not None and str(b.text or "").strip() else None
    if not bounds:
        return
    wide = bounds[1][0] - bounds[0][0]
    if wide > room:
        # through the button's own text sizes: Ursina sets the words' scale from them on
        # every hover, and a line shrunk only on its words grew past its edges once hovered
        k = room / wide
        b.highlight_text_size = getattr(b, "highlight_text_size", b.text_size) * k
        b.text_size = b.text_size * k


class ButtonKeys:
    def __init__(self):
        self.keys: dict[str, Button] = {}
        self._seen: tuple = ()
        self.fields: list = []

    def refresh(self, roots) -> None:
        """Hand out the keys again if the buttons on screen changed."""
        self.fields = []
        bs = buttons_under(roots, self.fields)
        ids = tuple(id(b) for b in bs)
        if ids == self._seen:
            return
        self._seen = ids
        self.keys = {}
        for b in bs:                   # a button's own key first (a die face's number)
            if getattr(b, "hotkey", None) and b.hotkey not in self.keys:
                self._give(b.hotkey, b)
        free = (k for k in KEYS if k not in self.keys)
        for b in bs:
            if b in self.keys.values():
                continue
            if getattr(b, "default", False) and "enter" not in self.keys:
                key = "enter"
            else:
                key = next(free, None)
                if key is None:
                    continue
            self._give(key, b)

    def _give(self, key: str, b: Button) -> None:
        self.keys[key] = b
        if getattr(b, "key_shown", None) is None:
            b.key_shown = key
            if str(b.text).strip() != key:            # "3" on a die face says its key already
                b.text = f"{'Enter' if key == 'enter' else key}  {b.text}"
                fit_text(b)

    def press(self, key: str) -> bool:
        """Click the button of `key`, if one has it; True if one did."""
        if any(getattr(f, "active", False) for f in self.fields):
            return False                # typing a whisper or a search: the letters are the text
        b = self.keys.get(key)
        if b is None or not _shown(b) or b.parent is None:
            return False
        b.on_click()
        return True
