"""Everything Ursina: the table, HUD, camera, event player, capture.

Panda3D is configured here, before any module imports ursina: no sound device on servers (and
no noise about it), quiet display probing, no vsync (offscreen rendering and recording)."""
from panda3d.core import loadPrcFileData as _prc

for _line in ("audio-library-name null", "notify-level-display error", "notify-level-device fatal",
              "notify-level-egldisplay fatal", "notify-level-x11display fatal",
              "notify-level-glxdisplay fatal", "notify-level-pnmimage error", "sync-video false",
              "print-pipe-types false"):
    _prc("", _line)
