"""Table benchmarks, registered into game/bench.py (`python main.py bench --only table`).

Each figure is a rate against a reference measured in the same run:
- frames/s of The Castle with four ninjas mid-animation (event player running, HUD shown)
  against the same geometry flattened into one static node with no logic: what the scene's
  structure and Python cost on top of the bare triangles; once with every frame waited for
  (gl-finish: what you see) and once CPU side only (Python + submitting);
- 1 / seconds from start to the first frame of `play` against a bare Ursina window: what our
  start-up (imports, arena mesh, figures, HUD) adds;
- recorded frames/s (render + grab + H.264 encode + animation) against rendering and grabbing
  the same still scene: what filming costs.
All offscreen (EGL + llvmpipe on a server); quick mode uses 320x240 and fewer frames.
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.bench import suite

ROOT = Path(__file__).resolve().parent.parent
LINEUP = (("shadow", "p1"), ("weaponmaster", "p2"), ("weaponmaster", "p3"), ("shadow", "p4"))


def _fps(app, frames: int, each=None) -> float:
    start = time.perf_counter()
    for _ in range(frames):
        if each:
            each()
        app.step()
    return frames / max(time.perf_counter() - start, 1e-9)


def _busy_events(view):
    """A loop of events that keeps all four ninjas moving and turning."""
    from rules.ninja_arena.events import Moved, Turned
    evs = []
    for f in view.figures:
        evs.append(Turned(figure=f.id, from_facing=f.facing, to_facing=(f.facing + 2) % 8))
        evs.append(Turned(figure=f.id, from_facing=(f.facing + 2) % 8, to_facing=f.facing))
        x, y = f.cell
        evs.append(Moved(figure=f.id, move="somersault", from_cell=f.cell, from_level=f.level,
                         to_cell=f.cell, to_level=f.level, path=((x, y, f.level),), facing=f.facing))
    return evs


def finish_frames(on: bool) -> None:
    """gl-finish: wait for each frame to be drawn. Mesa's llvmpipe queues the work, so without
    it a frame "ends" when Python has submitted it (CPU side) and the drawing shows up later."""
    from panda3d.core import ConfigVariableBool
    ConfigVariableBool("gl-finish").setValue(on)


def flat_reference(app, scene, frames: int) -> float:
    """The reference rate: every visible mesh of the scene's table copied into one node,
    flattened, no entities at all, seen from the same camera. Clears the scene."""
    from ursina import Entity
    from panda3d.core import NodePath

    from scenes import stage
    flat = NodePath("flat")
    scene.table.root.copyTo(flat)
    flat.flattenStrong()
    stage.clear_scene()
    holder = Entity()
    flat.reparentTo(holder)
    scene.rig.apply()
    _fps(app, 5)
    ref = _fps(app, frames)
    stage.clear_scene()
    finish_frames(False)
    return ref


def scene_vs_flat(size, frames: int, finish: bool = False) -> tuple[float, float]:
    from scenes import stage
    from scenes.games.ninja_arena.boards import find_board
    from scenes.events_player import EventPlayer
    from scenes.scene import TableScene
    from scenes.games.ninja_arena.views import start_view

    app = stage.make_app(offscreen=True, size=size)
    stage.real_time()
    stage.clear_scene()
    finish_frames(finish)
    view = start_view(find_board("castle"), LINEUP)
    scene = TableScene(view, "default", interactive=False)
    # four players' events interleaved, so several figures are always mid-animation
    players = []
    for i, f in enumerate(view.figures):
        p = EventPlayer(scene, auto=False, follow_camera=False)
        players.append(p)

    def animate():
        for i, p in enumerate(players):
            if not p.busy:
                f = view.figures[i]
                p.play([e for e in _busy_events(view) if e.figure == f.id])
            p.advance(1 / 30)
    _fps(app, 5, animate)
    live = _fps(app, frames, animate)
    return live, flat_reference(app, scene, frames)


def startup(size) -> tuple[float, float]:
    w, h = size
    t0 = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "main.py"), "play", "--offscreen",
                    "--quit-after-frames", "1", "--size", f"{w}x{h}"], cwd=ROOT,
                   capture_output=True, timeout=300, check=True)
    table = time.perf_counter() - t0
    bare = ("from panda3d.core import loadPrcFileData as p; p('', 'audio-library-name null')\n"
            "from ursina import Ursina\n"
            f"app = Ursina(window_type='offscreen', size=({w}, {h}), development_mode=False)\n"
            "app.step()\n")
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", bare], cwd=ROOT, capture_output=True, timeout=300, check=True)
    ref = time.perf_counter() - t0
    return 1 / table, 1 / ref


def record_vs_still(size, fps: int, events: int) -> tuple[float, float]:
    from scenes import stage
    from scenes.games.ninja_arena.boards import find_board
    from scenes.capture import record_source
    from scenes.timeline import GameSource, Round
    from scenes.scene import TableScene
    from scenes.games.ninja_arena.views import start_view

    app = stage.make_app(offscreen=True, size=size)
    stage.clear_scene()
    board = find_board("castle")
    view = start_view(board, LINEUP)
    evs = (_busy_events(view) * 4)[:events]
    src = GameSource("bench", board, view, [Round(1, view, evs, None)])
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        n = record_source(src, Path(tmp) / "bench.mp4", fps, size, progress=False)
        rec = n / (time.perf_counter() - t0)
    stage.real_time()
    stage.clear_scene()
    TableScene(view, "default", interactive=False, show_help=False)
    ref = _fps(app, 40, stage.grab_rgb)
    stage.clear_scene()
    return rec, ref


@suite("table")
def _table(quick: bool):
    size = (320, 240) if quick else (1280, 720)
    frames = 30 if quick else 200
    live, flat = scene_vs_flat(size, frames, finish=True)
    live_cpu, flat_cpu = scene_vs_flat(size, frames * 2, finish=False)
    rec, still = record_vs_still(size, 24, 6 if quick else 24)
    start, bare = startup(size)
    w, h = size
    return [
        (f"Castle, 4 ninjas animating vs one flattened static node, drawn ({w}x{h})", live, flat, "frames/s"),
        (f"the same, CPU side only (frames submitted, not waited for) ({w}x{h})", live_cpu, flat_cpu, "frames/s"),
        (f"record (render+grab+encode, animating) vs grabbing a still scene ({w}x{h})", rec, still, "frames/s"),
        (f"play: start to first frame vs a bare Ursina window ({w}x{h})", start, bare, "1/s"),
    ]


PACK_SAVES = {"morituri": "saves/morituri-barbarian-vs-killer.json",
              "chaos-arena": "saves/chaos-arena-example.json",
              "gladiator": "saves/gladiator-solo-grim.json",
              "ceremony": "saves/ceremony-master-example.json"}


def pack_scene_vs_flat(ruleset: str, size, frames: int) -> tuple[float, float]:
    """A pack table at the end of its shipped save, drawn every frame (figures, HUD, animated
    terrain), against the same geometry flattened into one static node."""
    from scenes import stage
    from scenes.table import PackScene
    from scenes.timeline import source_from_save

    app = stage.make_app(offscreen=True, size=size)
    stage.real_time()
    stage.clear_scene()
    finish_frames(True)
    from game import saves
    src = source_from_save(saves.read_json(ROOT / PACK_SAVES[ruleset]), PACK_SAVES[ruleset])
    scene = PackScene(src.module, src.setup, src.final_view, "default", interactive=False)
    _fps(app, 5)
    live = _fps(app, frames)
    return live, flat_reference(app, scene, frames)


@suite("pack-tables")
def _pack_tables(quick: bool):
    from scenes.games import drawn
    size = (320, 240) if quick else (1280, 720)
    frames = 20 if quick else 120
    w, h = size
    out = []
    for ruleset in drawn():
        if ruleset in PACK_SAVES:
            live, flat = pack_scene_vs_flat(ruleset, size, frames)
            out.append((f"{ruleset} table at the end of {PACK_SAVES[ruleset]} vs its geometry "
                        f"flattened, drawn ({w}x{h})", live, flat, "frames/s"))
    return out
