"""Headless pictures and films of a game.

    python main.py render SAVE_OR_STAGE --at ROUND[.ACTION] --out shot.png [--size WxH] [--camera NAME]
    python main.py record SAVE_OR_STAGE --out fight.mp4 [--fps N] [--size WxH]

SAVE_OR_STAGE is a save, a staged fight, or a board a game knows (a board JSON file, an arena
id: see scenes/timeline.py). Every game goes the same way: its table (scenes/games/<game>) drawn
by scenes/table.PackScene, its events played by scenes/player.PackPlayer. `render` draws the moment offscreen and writes a PNG. `record` plays every
event through the event player with the camera following the action, steps the clock by exactly
1/fps per frame, and pipes the frames to the ffmpeg that imageio-ffmpeg ships (H.264 MP4), with a
progress bar on stderr. Every mistake is one UserError line; nothing is written on error.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from game.errors import UserError
from scenes import stage
from scenes.stage import destroy_tree
from scenes.camera import NAMES
from scenes.player import PackPlayer, seconds
from scenes.rhythm import IdleCut
from scenes.table import PackScene
from scenes.timeline import PackSource, load_source

HOLD_START = 0.8     # seconds of still picture before the first event, and after the last
HOLD_END = 1.5
FILM_GLIDE = 5.7     # the camera's glide in a film: a tenth of the way twice a frame at 30 fps
MAX_SECONDS = 60 * 30


def _out_path(out: str, suffix: str) -> Path:
    p = Path(out)
    if p.suffix.lower() != suffix:
        raise UserError(f"{out}: the output must be a {suffix} file")
    if p.exists() and p.is_dir():
        raise UserError(f"{out}: is a folder")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():         # never made silently: a typo would hide the file
        raise UserError(f"{out}: cannot write: there is no folder {parent}")
    if not os.access(parent, os.W_OK):
        raise UserError(f"{out}: cannot write into {parent}")
    return p


def hud_mode(args, size) -> str:
    """--hud, else compact in a small frame (full panels' text is a few pixels high there)."""
    return getattr(args, "hud", None) or ("compact" if size[1] < 500 else "full")


def _camera_name(args) -> str:
    """--camera: auto (the director frames each moment: the default) or a named view."""
    name = getattr(args, "camera", None) or "auto"
    if name != "auto" and name not in NAMES:
        raise UserError(f"--camera {name}: unknown camera (known: auto, {', '.join(NAMES)}, eye:FIGURE)")
    return name


def happened(scene, events: list, after, main: dict | None = None, pack=None) -> str:
    """Play the moment's events on the scene at once (their animations run to their end, so the
    table ends on `after`) and return what they did in words: the main event's line and the one
    after it ("Shadow (red): ranged attack (throwing stars): hit. Weaponmaster (blue) takes 2
    damage"), or the last two lines; an event the table says nothing of is told by the game's
    sentence (the fight log's words, scenes/fightlog.py); two are two sentences."""
    from scenes.fightlog import event_line
    lines: list[tuple[dict, str]] = []
    sentences = getattr(scene.module, "LOG_SENTENCES", True)
    player = PackPlayer(scene, follow_camera=False, auto=False)
    # an event's last words are what stayed on the screen (the Master of Ceremonies' tables say
    # the rules' sentence after their own line)
    player.on_event = lambda ev, words: lines.append(
        (ev, scene.words(event_line(pack, ev, words[-1:], sentences)) if pack else (words[-1] if words else "")))
    player.play(events, after)
    player.skip()
    destroy_tree(player)
    at = next((i for i, (ev, _) in enumerate(lines) if ev is main), None)
    chosen = [t for _, t in lines[at:]] if at is not None else [t for _, t in lines][::-1]
    told: list[str] = []
    for t in chosen:            # each once, the fuller of two tellings ("a step (forward)")
        longer = next((i for i, c in enumerate(told) if t.startswith(c)), None)
        if longer is not None:
            told[longer] = t
        elif t and not any(c.startswith(t) for c in told):
            told.append(t)
    told = told[:2]
    # two sentences, each with its capital ("Varg steps 1 square. Round 2 ends"; joined by a
    # semicolon the second's capital stood mid-sentence)
    return ". ".join(t.rstrip(".") for t in (told if at is not None else told[::-1]))


def banner(text: str, scene=None, low: bool = False):
    """The winner over the board, as a film's end card and a final still show it: high, low or
    in the middle, wherever it hides least of the figures and the words on the screen
    (scenes/screenrects.py); `low`: low, for a still framed after it."""
    from ursina import Entity, Text, camera, color, window
    from models import palette
    from scenes import screenrects as sr
    x, y = 0.0, 0.12
    if scene is not None:
        figs = [(r, 20.0) for r in sr.figure_rects(scene.table).values()]
        named = sr.ui_rects()
        rects = [r for _, r in named]
        # and the side panels, less; their words more (at 640x360 "Grim wins" lay over the
        # caption that tells the last blow)
        panels = [(r, 8.0 if name.startswith("text") else 1.0) for name, r in named]
        w, h = window.size
        bw = 1.1 / window.aspect_ratio * w
        # across the frame's middle, or the middle of what the left column of panels leaves
        # (Chaos Arena's end card lay over its side rows)
        left = sr.covered_left(rects) * w
        xs = [(w - bw) / 2] + ([left + (w - left - bw) / 2] if left and w - left > bw else [])
        spots = [(sx, (0.5 - yy - 0.08) * h) for yy in ((-0.3,) if low else (0.3, -0.3, 0.12)) for sx in xs]
        px, top = sr.free_spot((bw, 0.16 * h), spots, figs + panels)
        x, y = ((px + bw / 2) / w - 0.5) * window.aspect_ratio, 0.5 - top / h - 0.08
    e = Entity(parent=camera.ui)
    Entity(parent=e, model="quad", color=color.rgba(0.02, 0.02, 0.04, 0.75), scale=(1.1, 0.16),
           x=x, y=y, z=1)
    Text(text, parent=e, origin=(0, 0), x=x, y=y, scale=2.6, color=color.rgba(*palette.GOLD, 1))
    return e


def settle_labels(scene, player=None) -> None:
    """The labels over figures and the words an animation floats (the player's) sized and
    kept apart, off the captions and panels (floating.py)."""
    from ursina import Text
    from scenes import floating, screenrects as sr
    ctx = getattr(player, "ctx", None)
    words = [e for e in (ctx.effects if ctx is not None else ()) if isinstance(e, Text)]
    if getattr(scene, "sun", None) is not None:         # --quality high: figures come in mid-film
        from scenes import quality
        quality.unlit_words(scene.table)
    floating.settle(scene.table, [r for _, r in sr.ui_rects()], words)


def _tell_after(scene, line: str, view) -> None:
    """A still's caption, side panels and bars: the state after the moment."""
    scene.hud.say(line)
    scene.hud.show(scene.table.rows(view))
    scene.table.show_bars(view)


def compose_still(scene, src: PackSource, at, camera_name: str = "auto") -> str:
    """Set the table for a still of the moment `at` (issue 17, part 2): its main event held
    mid-effect (the projectile in flight, the blow landing; a game's end shows its result and
    the winner's banner), framed by the director, captioned in words, the labels settled.
    Returns the still's title."""
    view = src.view_at(at)
    before, events = src.moment(at)
    from rules import registry
    from scenes.director import Director
    director = Director(scene)
    main = director.main_event(events)
    said = happened(scene, events, view, main, registry.get(src.ruleset))
    last = list(src.steps[-1].events) if src.steps else []
    final = at is None or (events and events == last[len(last) - len(events):])   # the game's end
    won = src.verdict(at) if final else None
    t = None
    if main is not None and not won:       # the action mid-effect (a game's end shows its result)
        scene.show(before)
        probe = PackPlayer(scene, follow_camera=False, auto=False)
        probe.play(events, view)
        t = probe.peak_time(main)               # (played to the end: the table is on `view`)
        destroy_tree(probe)
    title = src.title(at)
    caption = scene.table.caption(view)
    # the table's caption adds what the moment's title does not already say
    more = caption and caption.lower() not in title.lower()
    line = title + (f"\n{said}" if said else (f"  ·  now: {caption}" if more else ""))
    if scene.hud.mode != "compact":     # a picture has no menu: wider than the table's caption
        scene.hud.caption.wordwrap = 70
    if t is not None:        # framed on the figures as they stand when the action is held
        scene.show(before)
    # the side panels tell the state after the moment, as the caption does ("6 left"), though
    # the table holds the blow mid-way
    _tell_after(scene, line, view)
    if won:     # low, so the director frames the moment above it (placed first among the
        banner(won, scene, low=True)     # figures, it lay under the caption, the arena below both)
    if camera_name == "auto":     # the director frames a blow or a fall, else the whole arena
        from scenes.director import BLOWS, DEFEATS
        kind = str((main or {}).get("kind", ""))
        close = any(w in kind for w in BLOWS + DEFEATS)   # a step or a turn framed close left
        shot = main
        if won and main is not None:      # who won, in it, and who of the last blow still stands (Chaos Arena's dead
            from scenes.director import involved     # Mage, carried off the board, drew the
            from scenes.places import gone_figures   # frame out to the whole arena)
            stand = [f for f in involved(main, scene.table.figures) if f not in gone_figures(view)]
            shot = {"kind": main["kind"], "cast": stand, "winners": src.winner_figures(at)}
        if not close or not director.direct(shot, cut=True):   # the others cut off at the edge
            scene.rig.pose, scene.rig.goal = director.establishing(apart=True), None
            scene.rig.apply()
    held = None
    if t is not None:       # held after the camera is set: the dice fall where it sees them
        held = PackPlayer(scene, follow_camera=False, auto=False)
        held.play(events, view)
        held.hold_at(main, t)
        _tell_after(scene, line, view)        # (the events played edit the panels)
    settle_labels(scene, held)
    return title


def run_render(args) -> int:
    eye = (getattr(args, "camera", None) or "")
    if eye.startswith("eye:"):
        from scenes.eyeview import render_eye
        return render_eye(args, eye[4:])
    camera_name = _camera_name(args)
    out = _out_path(args.out, ".png")
    src = load_source(args.source, getattr(args, "view", None))
    at = getattr(args, "at", None)
    size = tuple(getattr(args, "size", None) or (1280, 720))
    src.view_at(at)                          # a bad moment: one line, before any window
    quality = getattr(args, "quality", None) or "fast"
    from scenes import quality as Q
    Q.prepare(quality)
    app = stage.make_app(offscreen=True, size=size)
    stage.fixed_time(30)        # the fires' flicker on the frame count: the same picture each time
    before = src.moment(at)[0]
    scene = PackScene(src.module, src.setup, before, "default" if camera_name == "auto" else camera_name,
                      interactive=False, show_help=False, hud=hud_mode(args, size))
    Q.apply(scene, quality)
    title = compose_still(scene, src, at, camera_name)
    stage.step(app, 3)
    stage.save_png_atomic(out)
    print(f"wrote {out} ({size[0]}x{size[1]}, {title})")
    return 0


class Progress:
    """The film's progress bar (game/progress.py: only on a terminal), fed the frame count."""

    def __init__(self, total: int, label: str, stream=None):
        from game.progress import bar
        self.bar = bar(total, label, "frame", stream)
        self.n = 0

    def update(self, n: int) -> None:
        if n > self.n:
            self.bar.update(min(n, self.bar.total) - self.n)
            self.n = min(n, self.bar.total)

    def done(self) -> None:
        self.update(self.bar.total)
        self.bar.close()


def record_frames(scene, player, fps: int, on_frame, max_seconds: float = MAX_SECONDS,
                  end_card: str | None = None, winners=()) -> int:
    """Step the player and the app at a fixed dt until the player is idle; on_frame(i, hold)
    after each drawn frame (`hold`: the title's or the end's still seconds); `end_card` (the
    winner) over the last held seconds, the camera cut to `winners` (figure ids) under it.
    Returns the number of frames drawn."""
    import builtins
    app = builtins.base
    dt = 1.0 / fps
    n = 0
    hold = int(HOLD_START * fps)
    for _ in range(hold):
        scene.rig.step(dt)
        app.step()
        on_frame(n, True)
        n += 1
    while player.busy and n < max_seconds * fps:
        player.advance(dt)
        if not player.busy and not end_card and player.last_said and scene.hud is not None:
            # a film that stops mid-game (a stage, --to) ends on what last happened: the stage
            # of June's failed repel ended on "Turn 1/3: action, June", the next turn's line
            scene.hud.say(player.last_said)
        scene.rig.step(dt)
        settle_labels(scene, player)
        app.step()
        on_frame(n, False)
        n += 1
    if end_card:
        if winners and player.director is not None:     # the last shot shows who won (a cut:
            player.director.direct({"kind": "end", "figures": list(winners)}, cut=True)
        banner(end_card, scene)                         # the card goes where it hides least of it)
    for _ in range(int((HOLD_END + (1.5 if end_card else 0)) * fps)):
        scene.rig.step(dt)
        settle_labels(scene, player)    # (the new shot's: a name hidden in the last one came back)
        app.step()
        on_frame(n, True)
        n += 1
    return n


def run_record(args) -> int:
    gif = bool(getattr(args, "gif", False))
    out = _out_path(args.out, ".gif" if gif else ".mp4")
    src = load_source(args.source, getattr(args, "view", None))
    if getattr(args, "first", None) is not None or getattr(args, "last", None) is not None:
        src = src.part(getattr(args, "first", None), getattr(args, "last", None))
    if getattr(args, "highlights", False):
        src = src.highlights()
    speed = getattr(args, "speed", None) or 1.0
    fps = int(getattr(args, "fps", None) or (15 if gif else 30))
    size = tuple(getattr(args, "size", None) or (1280, 720))
    if size[0] % 2 or size[1] % 2:
        raise UserError(f"--size {size[0]}x{size[1]}: a video needs an even width and height")
    n = record_source(src, out, fps, size, hud=hud_mode(args, size), quality=getattr(args, "quality", None) or "fast",
                      camera=_camera_name(args), speed=speed)
    print(f"wrote {out} ({n} frames, {n / fps:.1f} s at {fps} fps, {size[0]}x{size[1]})")
    return 0


def film(src: PackSource, fps: int, size, hud: str = "full", quality: str = "fast",
         camera: str = "auto", speed: float = 1.0) -> tuple:
    """The scene and the event player with the whole game queued, at a fixed dt; `camera`:
    auto (the director's shots) or a named view kept still; `speed`: the game's pace (the
    title's and the end's held seconds keep theirs)."""
    from scenes import quality as Q
    Q.prepare(quality)
    stage.make_app(offscreen=True, size=size)
    stage.fixed_time(fps)
    scene = PackScene(src.module, src.setup, src.first_view, "default" if camera == "auto" else camera,
                      interactive=False, show_help=False, hud=hud)
    Q.apply(scene, quality)
    # the film steps the camera's glide before it settles the labels (stepped again by the
    # app's frame, the camera moved after them: names stood cut by the frame's edge), at the
    # pace the films had when it glided twice a frame
    scene.rig.driven, scene.rig.follow_speed = True, FILM_GLIDE
    scene.hud.say(src.title())
    player = PackPlayer(scene, speed=speed, follow_camera=camera == "auto", auto=False, follow_zoom=True)
    if camera == "auto":
        from scenes.director import Director
        player.director = Director(scene)      # a shot for every event (scenes/director.py)
        scene.rig.pose = player.director.establishing()     # opening on the whole arena
        scene.rig.apply()
    for s in src.steps:
        if s.cut_from is not None:             # highlights: cut to the picture before it
            player.play([], s.cut_from)
        player.play(s.events, s.view)
    return scene, player


def estimate_frames(src: PackSource, fps: int, speed: float = 1.0) -> int:
    """About the film's length in frames (for the progress bar; the count at the end is exact)."""
    secs = sum(seconds(src.module, s.events) for s in src.steps) / speed
    return int(round((HOLD_START + HOLD_END + secs) * fps)) + 1


def record_source(src: PackSource, out: Path, fps: int, size: tuple[int, int],
                  progress: bool = True, hud: str = "full", quality: str = "fast", camera: str = "auto",
                  speed: float = 1.0) -> int:
    """Film a source to an MP4, or a GIF when `out` ends in .gif (written to a temporary name,
    renamed when complete)."""
    import imageio_ffmpeg

    w, h = size
    scene, player = film(src, fps, size, hud, quality, camera, speed)
    total = estimate_frames(src, fps, speed)
    bar = Progress(total, f"recording {Path(out).name}") if progress else None
    out = Path(out)
    tmp = out.with_name(out.name + ".part.mp4")
    if out.suffix.lower() == ".gif":      # one palette made for the whole film (ffmpeg's own)
        tmp = out.with_name(out.name + ".part.gif")
        writer = imageio_ffmpeg.write_frames(str(tmp), (w, h), fps=fps, macro_block_size=1, codec="gif",
                                             pix_fmt_out="pal8", quality=None, ffmpeg_log_level="error",
                                             output_params=["-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];"
                                                                   "[b][p]paletteuse=dither=bayer"])
    else:
        writer = imageio_ffmpeg.write_frames(str(tmp), (w, h), fps=fps, macro_block_size=1,
                                             codec="libx264", pix_fmt_out="yuv420p", quality=7,
                                             ffmpeg_log_level="error",
                                             # flat-shaded frames compress well even at a fast
                                             # preset; the encoder shares 2 cores with llvmpipe
                                             output_params=["-preset", "veryfast"])
    writer.send(None)
    cut = IdleCut(fps)            # idle seconds beyond a caption's reading are left out
    written = 0
    try:
        def on_frame(i, hold):
            nonlocal written
            frame = stage.grab_rgb()
            caption = scene.hud.caption.text if scene.hud is not None and hasattr(scene.hud, "caption") else None
            if cut.keep(frame, hold, caption):
                writer.send(frame.tobytes())
                written += 1
            if bar:
                bar.update(i + 1)
        drawn = record_frames(scene, player, fps, on_frame, end_card=src.verdict(),
                              winners=src.winner_figures())
        n = written
        writer.close()
        stage.keep_mode(out, tmp)
        os.replace(tmp, out)
    except BaseException as e:
        try:
            writer.close()
        except Exception:
            pass
        if tmp.exists():
            tmp.unlink()
        if isinstance(e, (OSError, RuntimeError)):     # a full disk ends ffmpeg: one line
            raise UserError(f"{out}: cannot write ({getattr(e, 'strerror', None) or 'the video could not be written'})") from None
        raise
    if bar:
        bar.total = drawn
        bar.done()
    return n
