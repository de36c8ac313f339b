"""`render` and `record` for pack tables (scenes/capture.py hands PackSources over here)."""
from __future__ import annotations

from pathlib import Path

from scenes import stage
from scenes.packs.base import PackScene
from scenes.packs.player import PackPlayer, seconds
from scenes.packs.source import PackSource


def render(src: PackSource, at, out: Path, size, camera_name: str) -> str:
    view = src.view_at(at)
    app = stage.make_app(offscreen=True, size=size)
    scene = PackScene(src.module, src.setup, view, camera_name, interactive=False, show_help=False)
    title = src.title(at)
    caption = scene.table.caption(view)
    scene.hud.say(title + (f"  ·  now: {caption}" if caption else ""))
    stage.step(app, 3)
    stage.save_png_atomic(out)
    return title


def film(src: PackSource, fps: int, size, on_frame, progress=None) -> int:
    """Play the whole game through the event player at a fixed dt; on_frame(i) per frame."""
    from scenes.capture import record_frames
    stage.make_app(offscreen=True, size=size)
    stage.fixed_time(fps)
    scene = PackScene(src.module, src.setup, src.first_view, "default", interactive=False,
                      show_help=False)
    scene.hud.say(src.title())
    player = PackPlayer(scene, speed=1.0, follow_camera=True, auto=False)
    for s in src.steps:
        player.play(s.events, s.view)
    return record_frames(scene, player, fps, on_frame)


def estimate_frames(src: PackSource, fps: int) -> int:
    from scenes.capture import HOLD_END, HOLD_START
    secs = sum(seconds(src.module, s.events) for s in src.steps)
    return int(round((HOLD_START + HOLD_END + secs) * fps)) + 1
