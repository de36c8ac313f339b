"""Losing the window ends the program.

Closing the window (its close button, Alt+F4) already ends Panda3D's loop. A window destroyed
outright under X11 (a crashed window manager, `xdotool windowclose`, a remote session torn
down) is reported to Panda3D only as minimized, and the program would run on with no window.
So while the window says it is minimized, once a second, ask the X server whether the window
still exists (Xlib through ctypes, with Panda3D's own X error handler put back afterwards);
if it does not, quit. Other platforms report a destroyed window as closed.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

_XErrorHandler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def _xlib():
    name = ctypes.util.find_library("X11")
    return ctypes.cdll.LoadLibrary(name) if name else None


def x11_window_exists(window_id: int, display: bytes | None = None) -> bool:
    """Does the X window `window_id` exist? True when it cannot be told (no Xlib, no server)."""
    lib = _xlib()
    if lib is None:
        return True
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XSetErrorHandler.restype = ctypes.c_void_p
    lib.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
    lib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    dpy = lib.XOpenDisplay(display)
    if not dpy:
        return True
    ignore = _XErrorHandler(lambda d, e: 0)        # a BadWindow must not end the process
    previous = lib.XSetErrorHandler(ctypes.cast(ignore, ctypes.c_void_p))
    try:
        attrs = ctypes.create_string_buffer(256)      # XWindowAttributes is under 200 bytes
        ok = lib.XGetWindowAttributes(dpy, ctypes.c_ulong(window_id), attrs)
        lib.XSync(dpy, 0)
    finally:
        lib.XSetErrorHandler(previous)
        lib.XCloseDisplay(dpy)
    return bool(ok)


def watch(app, quit_fn) -> None:
    """Check once a second, while the window says minimized, that it still exists."""
    if not sys.platform.startswith("linux") or getattr(app, "win", None) is None:
        return
    handle = app.win.getWindowHandle()
    if handle is None:
        return
    window_id = handle.getIntHandle()

    def check(task):
        if app.win.getProperties().getMinimized() and not x11_window_exists(window_id):
            quit_fn()
            return task.done
        return task.again

    app.taskMgr.doMethodLater(1.0, check, "window-watch")
