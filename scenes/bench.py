"""Table benchmarks, registered into game/bench.py (`python main.py bench --only table`).

Each figure is a rate against a reference measured in the same run:
- frames/s of the default game's busy scene (its `bench.busy_scene`: The Castle with four
  ninjas mid-animation, event players running, HUD shown)
  against the same geometry flattened into one static node with no logic: what the scene's
  structure and Python cost on top of the bare triangles; once with every frame waited for
  (gl-finish: what you see) and once CPU side only (Python + submitting);
- 1 / seconds from start to the first frame of `play` against a bare Ursina window: what our
  start-up (imports, arena mesh, figures, HUD) adds;
- recorded frames/s (render + grab + H.264 encode + animation) against rendering and grabbing
  the same still scene: what filming costs;
- frames/s of `--quality high` (cast shadows) against the fast look, the same scene.
All offscreen (EGL + llvmpipe on a server); quick mode uses 320x240 and fewer frames.
"""
from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.bench import suite

ROOT = Path(__file__).resolve().parent.parent


def _fps(app, frames: int, each=None) -> float:
    start = time.perf_counter()
    for _ in range(frames):
        if each:
            each()
        app.step()
    return frames / max(time.perf_counter() - start, 1e-9)


def finish_frames(on: bool) -> None:
    """gl-finish: wait for each frame to be drawn. Mesa's llvmpipe queues the work, so without
    it a frame "ends" when Python has submitted it (CPU side) and the drawing shows up later."""
    from panda3d.core import ConfigVariableBool
    ConfigVariableBool("gl-finish").setValue(on)


def drain(app) -> None:
    """Wait until llvmpipe has drawn every frame submitted: frames not waited for (gl-finish
    off) queue seconds of drawing, which would slow whatever is measured next (the recording,
    the start-up's subprocess) instead of this figure."""
    from scenes import stage
    app.step()
    stage.grab_rgb()          # a read-back waits for all the drawing before it


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
    drain(app)
    stage.clear_scene()
    finish_frames(False)
    return ref


def _busy():
    """The default game's bench module (scenes/games/<game>/bench.py)."""
    import importlib
    from scenes.games import DEFAULT, TABLE_MODULES
    return importlib.import_module(TABLE_MODULES[DEFAULT] + ".bench")


def scene_vs_flat(size, frames: int, finish: bool = False) -> tuple[float, float]:
    from scenes import stage

    app = stage.make_app(offscreen=True, size=size)
    stage.real_time()
    stage.clear_scene()
    finish_frames(finish)
    scene, animate = _busy().busy_scene()
    _fps(app, 5, animate)
    live = _fps(app, frames, animate)
    drain(app)
    return live, flat_reference(app, scene, frames)


def startup(size, repeat: int = 3) -> tuple[float, float]:
    """1 / seconds to the first frame of `play` and of a bare Ursina window, the median of
    `repeat` interleaved runs (a subprocess each: a cold interpreter, as a player starts it)."""
    w, h = size
    play = [sys.executable, str(ROOT / "main.py"), "play", "--offscreen", "--quit-after-frames", "1",
            "--size", f"{w}x{h}"]
    bare = [sys.executable, "-c",
            "from panda3d.core import loadPrcFileData as p; p('', 'audio-library-name null')\n"
            "from ursina import Ursina\n"
            f"app = Ursina(window_type='offscreen', size=({w}, {h}), development_mode=False)\n"
            "app.step()\n"]

    def seconds(cmd, cwd) -> float:
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=300, check=True)
        return time.perf_counter() - t0

    tables, refs = [], []
    with tempfile.TemporaryDirectory() as empty:   # the bare window's asset folder (its cwd) is empty
        for _ in range(repeat):
            tables.append(seconds(play, ROOT))
            refs.append(seconds(bare, empty))
    return 1 / statistics.median(tables), 1 / statistics.median(refs)


def record_vs_still(size, fps: int, events: int) -> tuple[float, float]:
    from scenes import stage
    from scenes.capture import record_source
    from scenes.table import PackScene

    app = stage.make_app(offscreen=True, size=size)
    stage.clear_scene()
    src = _busy().busy_source(events)
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        n = record_source(src, Path(tmp) / "bench.mp4", fps, size, progress=False)
        rec = n / (time.perf_counter() - t0)
    stage.real_time()
    stage.clear_scene()
    PackScene(src.module, src.setup, src.first_view, "default", interactive=False, show_help=False)
    ref = _fps(app, 40, stage.grab_rgb)
    stage.clear_scene()
    return rec, ref


def high_vs_fast(size, frames: int) -> tuple[float, float]:
    """Frames/s (drawn and grabbed, as `render`/`record` do) of the shipped Ninja Arena game's
    table in `--quality high` (cast shadows; the multisampling is set before an app exists, so
    here it is left out) against the fast look, the same scene."""
    from scenes import quality, stage
    from scenes.table import PackScene
    from scenes.timeline import load_source
    app = stage.make_app(offscreen=True, size=size)
    stage.clear_scene()
    src = load_source(str(ROOT / "saves/ninja-arena-model-scenario.json"))
    scene = PackScene(src.module, src.setup, src.final_view, "default", interactive=False, show_help=False)
    finish_frames(True)
    fast = _fps(app, frames, stage.grab_rgb)
    quality.apply(scene, "high")
    high = _fps(app, frames, stage.grab_rgb)
    finish_frames(False)
    stage.clear_scene()
    return high, fast


@suite("table")
def _table(quick: bool):
    size = (320, 240) if quick else (1280, 720)
    frames = 30 if quick else 200
    live, flat = scene_vs_flat(size, frames, finish=True)
    live_cpu, flat_cpu = scene_vs_flat(size, frames * 2, finish=False)
    rec, still = record_vs_still(size, 24, 6 if quick else 24)
    start, bare = startup(size)
    high, fast = high_vs_fast(size, frames // 4)
    w, h = size
    return [
        (f"render --quality high (cast shadows) vs the fast look, frames drawn and grabbed ({w}x{h})",
         high, fast, "frames/s"),
        (f"{_busy().LABEL} vs one flattened static node, drawn ({w}x{h})", live, flat, "frames/s"),
        (f"the same, CPU side only (frames submitted, not waited for) ({w}x{h})", live_cpu, flat_cpu, "frames/s"),
        (f"record (render+grab+encode, animating) vs grabbing a still scene ({w}x{h})", rec, still, "frames/s"),
        (f"play: start to first frame vs a bare Ursina window ({w}x{h})", start, bare, "1/s"),
    ]


def pack_scene_vs_flat(ruleset: str, size, frames: int) -> tuple[float, float]:
    """A game's table at the end of its shipped save (its module's BENCH_SAVE), drawn every
    frame (figures, HUD, animated terrain), against the same geometry flattened into one
    static node."""
    from scenes import stage
    from scenes.table import PackScene

    app = stage.make_app(offscreen=True, size=size)
    stage.real_time()
    stage.clear_scene()
    finish_frames(True)
    from scenes.games import table_module
    from scenes.timeline import load_source
    save = table_module(ruleset).BENCH_SAVE
    src = load_source(str(ROOT / save))
    scene = PackScene(src.module, src.setup, src.final_view, "default", interactive=False)
    _fps(app, 5)
    live = _fps(app, frames)
    return live, flat_reference(app, scene, frames)


@suite("pack-tables")
def _pack_tables(quick: bool):
    from scenes.games import drawn, table_module
    size = (320, 240) if quick else (1280, 720)
    frames = 20 if quick else 120
    w, h = size
    out = []
    for ruleset in drawn():
        save = getattr(table_module(ruleset), "BENCH_SAVE", None)
        if save:
            live, flat = pack_scene_vs_flat(ruleset, size, frames)
            out.append((f"{ruleset} table at the end of {save} vs its geometry "
                        f"flattened, drawn ({w}x{h})", live, flat, "frames/s"))
    return out
