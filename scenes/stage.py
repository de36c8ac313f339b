"""Starting Ursina (windowed or offscreen) and getting pixels out of it.

Ursina is a singleton: one app per process. `make_app` returns the running one if there is one
(tests and benchmarks build several scenes in one process; `clear_scene` empties it between).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import numpy as np
from panda3d.core import ClockObject, Filename

from models import palette

_APP = None
NO_DISPLAY = ("play: no display to open a window on (set DISPLAY, or use --offscreen; "
              "render/record work headless)")


def _base():
    import builtins
    return builtins.base   # ShowBase puts itself there


def make_app(offscreen: bool = False, size: tuple[int, int] = (1280, 720), title: str = "Arena Table"):
    global _APP
    if _APP is not None:
        return _APP
    # (Panda3D's settings: scenes/__init__.py, applied before ursina is imported)
    from ursina import Ursina, color, window
    kw = dict(development_mode=False, size=tuple(size), title=title)
    if offscreen:
        kw["window_type"] = "offscreen"
    else:
        kw["borderless"] = False
        from scenes.sound import device_present, enable_audio
        if device_present():                  # else the null audio: silent, and quiet about it
            enable_audio()
    import contextlib
    import io
    import scenes
    from ursina import application
    with contextlib.redirect_stdout(io.StringIO()):   # ursina prints its folders
        try:
            app = Ursina(**kw)
        except Exception as e:
            if "Could not open window" not in str(e):
                raise
            from game.errors import UserError
            raise UserError(NO_DISPLAY) from None
    # Ursina() resets the asset folder to the script's (the repo): see scenes/__init__.py
    application.asset_folder = scenes.ASSETS
    application.models_compressed_folder = scenes.ASSETS / "models_compressed"
    window.color = color.rgb(*palette.BACKGROUND)
    from ursina import camera
    # Ursina's fade overlay: a clear quad over the whole screen, blended every frame for
    # nothing (we never fade with it); llvmpipe spends ~6 ms a 1280x720 frame on it
    camera.overlay.enabled = False
    # offscreen buffers never get the resize event that sets the UI lens: set it here
    w, h = size
    camera.ui_lens.set_film_size(camera._ui_size * .5 * w / h, camera._ui_size * .5)
    if not offscreen:
        window.fps_counter.enabled = False
        window.exit_button.visible = False
        from scenes.windowwatch import watch
        watch(app, application.quit)          # a destroyed window ends the program
    _APP = app
    return app


def fixed_time(fps: float) -> None:
    """From now on every frame advances the clock by exactly 1/fps (recording, tests)."""
    clock = ClockObject.getGlobalClock()
    clock.setMode(ClockObject.MNonRealTime)
    clock.setFrameRate(fps)


def real_time() -> None:
    ClockObject.getGlobalClock().setMode(ClockObject.MNormal)


def step(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step()


def save_png(path: str | os.PathLike) -> None:
    base = _base()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    if not base.win.saveScreenshot(Filename.fromOsSpecific(str(path))):
        raise OSError(f"could not write {path}")


def keep_mode(old: Path, new: Path) -> None:
    """A file rewritten through a temporary one keeps the old file's mode."""
    if old.exists():
        shutil.copymode(old, new)


def save_png_atomic(out: Path) -> None:
    """The current frame into `out`, whole or not at all (a temporary name, then renamed);
    a failure is one UserError line."""
    from game.errors import UserError
    tmp = out.with_name(out.name + ".part.png")
    try:
        save_png(tmp)
        keep_mode(out, tmp)
        os.replace(tmp, out)
    except OSError as e:     # named by the target, never the temporary file
        raise UserError(f"{out}: cannot write ({e.strerror or 'the picture could not be saved'})") from None
    finally:
        if tmp.exists():
            tmp.unlink()


def grab_rgb() -> np.ndarray:
    """The last rendered frame as an (h, w, 3) uint8 array, top row first."""
    base = _base()
    tex = base.win.getScreenshot()
    data = tex.getRamImageAs("RGB")
    arr = np.frombuffer(bytes(data), dtype=np.uint8)
    h, w = tex.getYSize(), tex.getXSize()
    return arr.reshape(h, w, 3)[::-1]


def project(point, beyond: bool = False) -> tuple[float, float] | None:
    """Pixel (x, y from the top-left) of a world point in the current camera, or None if it is
    outside the view; `beyond`: also where a point off the frame would be (None only behind
    the camera)."""
    from panda3d.core import Point2, Point3, Vec4
    base = _base()
    p3 = base.cam.getRelativePoint(base.render, Point3(point[0], point[1], point[2]))
    w, h = base.win.getXSize(), base.win.getYSize()
    if beyond:                             # the lens's own arithmetic (Lens::project)
        v = base.camLens.getProjectionMat().xform(Vec4(p3.x, p3.y, p3.z, 1.0))
        if v.w <= 1e-9:
            return None
        return ((v.x / v.w + 1) / 2 * w, (1 - (v.y / v.w + 1) / 2) * h)
    p2 = Point2()
    if not base.camLens.project(p3, p2):
        return None
    return ((p2.x + 1) / 2 * w, (1 - (p2.y + 1) / 2) * h)


def clear_scene() -> None:
    """Destroy every entity (between scenes in one process), keeping the app and camera."""
    from ursina import scene
    scene.clear()
    _base().render.clearLight()      # a high-quality sun (scenes/quality.py) goes with its scene


def freeze(entity) -> None:
    """Take an entity and its descendants out of Ursina's per-frame update walk: static decor
    and display-only parts have no update(), and the walk costs Python time per entity."""
    stack = [entity]
    while stack:
        e = stack.pop()
        e.ignore = True
        stack.extend(e.children)


def destroy_tree(entity) -> None:
    """Destroy an entity and all its descendants (Ursina's destroy leaves the children in its
    entity list, where they would pile up over a long game)."""
    stack, order = [entity], []
    while stack:
        e = stack.pop()
        order.append(e)
        stack.extend(e.children)
    from ursina import destroy
    for e in reversed(order):
        destroy(e)

