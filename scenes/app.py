"""`python main.py play`: the 3D table.

With no choices it opens The Castle with a Shadow (you, red, south) facing a Weaponmaster
(blue, north) at their start positions. `--arena NAME` picks another arena, `--load SAVE` shows
a saved game's position. `--offscreen --quit-after-frames N` runs N frames headless and quits
(tests). Keys: see scenes/hud.HELP; F12 writes a screenshot, Escape quits.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.errors import UserError
from scenes import stage
from scenes.boards import find_board
from scenes.tableview import TableView, from_view, start_view

DEFAULT_LINEUP = (("shadow", "p1"), ("weaponmaster", "p2"))


def initial_view(args) -> TableView:
    """The position to open on: a loaded save's, or the arena's start positions."""
    load = getattr(args, "load", None)
    if load:
        from scenes.gamesource import load_source
        src = load_source(load)
        return src.view_at(None)
    board = find_board(getattr(args, "arena", None) or "castle")
    return start_view(board, DEFAULT_LINEUP)


def run(args) -> int:
    size = tuple(getattr(args, "size", None) or (1280, 720))
    offscreen = bool(getattr(args, "offscreen", False))
    frames = getattr(args, "quit_after_frames", None)
    view = initial_view(args)            # bad files fail here, before any window opens
    app = stage.make_app(offscreen=offscreen, size=size)
    from ursina import Entity, application
    from scenes.scene import TableScene

    scene = TableScene(view, "default", interactive=not offscreen)
    if view.caption == "":
        scene.hud.say(f"{view.board.name or view.board.id}: you (red) against the computer (blue)")

    class Keys(Entity):
        def input(self, key):
            if key == "f12":
                out = Path("screenshots") / time.strftime("arena-%Y%m%d-%H%M%S.png")
                stage.save_png(out)
                scene.hud.say(f"screenshot: {out}")
            elif key == "escape":
                application.quit()

    Keys()
    if frames:
        stage.step(app, frames)
        return 0
    app.run()
    return 0


__all__ = ["run", "UserError"]
