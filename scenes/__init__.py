"""Everything Ursina: the table, HUD, camera, event player, capture.

Panda3D is configured here, before any module imports ursina: no sound device on servers (and
no noise about it), quiet display probing, no vsync (offscreen rendering and recording).

Ursina is imported here too, once, with two start-up costs taken out (measured by
`main.py bench --only table`): its Shader class calls inspect.stack() for every shader, which
reads the source of every frame on the stack and scans sys.modules each time (seconds, when the
rules and numpy are loaded); and it looks for models by globbing the asset folder recursively,
which by default is the repository with its .venv. We only use procedural meshes and Ursina's
built-in models, so the asset folder points at scenes/assets (absent: nothing to scan).
"""
import inspect as _inspect
import sys as _sys
from pathlib import Path as _Path

from panda3d.core import loadPrcFileData as _prc

for _line in ("audio-library-name null", "notify-level-display error", "notify-level-device fatal",
              "notify-level-egldisplay fatal", "notify-level-x11display fatal",
              "notify-level-glxdisplay fatal", "notify-level-pnmimage error", "sync-video false",
              "print-pipe-types false", "notify-level-ShowBase error",
              # one font page holds every glyph the UI uses (Panda's default, 256x256, holds a few
              # dozen at Ursina's 54 pixels a unit): with small pages, glyphs no text holds any
              # more are evicted and others drawn where they were, so the same words came out a
              # shade different from one frame to another (Morituri's die-secrecy pixel test saw
              # 37 pixels move once the HUD rows were pictures)
              "text-page-size 1024 1024"):
    _prc("", _line)


def _frames_only_stack(context=1):
    """inspect.stack() without source lines: Ursina only wants its caller's frame."""
    frame = _sys._getframe(1)
    out = []
    while frame is not None:
        out.append(_inspect.FrameInfo(frame, "", 0, "", None, None))
        frame = frame.f_back
    return out


ASSETS = _Path(__file__).resolve().parent / "assets"

# Ursina takes its asset folder from sys.argv[0] when imported, and its camera loads models
# then: pointed at the repository, each load globs the whole tree (.venv, out/) first.
_stack, _argv0 = _inspect.stack, _sys.argv[0] if _sys.argv else ""
_inspect.stack = _frames_only_stack
if _sys.argv:
    _sys.argv[0] = str(ASSETS / "main.py")
try:
    import ursina as _ursina  # noqa: F401
finally:
    _inspect.stack = _stack
    if _sys.argv:
        _sys.argv[0] = _argv0

from ursina import application as _application  # noqa: E402

_application.asset_folder = ASSETS
_application.models_compressed_folder = ASSETS / "models_compressed"


# A click is judged by what is under the pointer when it happens, not a frame earlier: Ursina
# works out the hovered entity once a frame, so under software rendering a quick move-and-click
# (or xdotool's) landed on whatever was hovered before and the click was lost (issue 16).
from ursina import mouse as _mouse  # noqa: E402

_mouse_input = type(_mouse).input


def _input_on_what_is_under_the_pointer(self, key):
    if key in ("left mouse down", "right mouse down") and self.enabled:
        self.update()
    _mouse_input(self, key)


type(_mouse).input = _input_on_what_is_under_the_pointer


# Every Text Ursina makes looks its font file up again (a recursive glob), adds its folder to
# Panda's model path once more and clears the shared font's glyphs, which are then drawn anew: a
# quarter of a second for the thirty-odd texts of the first frame (`bench --only table`, start
# to first frame). The first Text of a font does all that; the rest reuse the font as it is.
from ursina.text import Text as _Text  # noqa: E402

_font_setter = _Text.font.fset
_FONTS: dict = {}


def _reused_font_setter(self, value):
    font = _FONTS.get(value)
    if font is None:
        _font_setter(self, value)
        if getattr(self, "_font", None) is not None:
            _FONTS[value] = self._font
        return
    self._font = font
    if font.getLineHeight() != self.line_height:
        font.setLineHeight(self.line_height)
    if self.text:
        self.text = self.raw_text


_resolution_setter = _Text.resolution.fset


def _resolution_if_changed(self, value):
    """A font's resolution can change only while it has no glyphs drawn (Panda asserts):
    setting the same one again is nothing to do."""
    if self.font is not None and self._font.getPixelsPerUnit() == value:
        return
    if self.font is not None and self._font.getNumPages():
        self._font.clear()          # what Ursina's font setter did for every Text
    _resolution_setter(self, value)


_Text.font = property(_Text.font.fget, _reused_font_setter)
_Text.resolution = property(_Text.resolution.fget, _resolution_if_changed)
