"""The table's commands as a user runs them (subprocesses with timeouts, so a hang fails):
play starts and quits offscreen, render writes a picture, record writes a film with the frames
it should, and mistakes are one line."""
from __future__ import annotations

import numpy as np

from argparse import Namespace

import pytest

from tests.scenes.conftest import ROOT, read_png, run_main, run_python


class At(tuple):
    """main.py's --at value: (round, action) with names."""

    def __new__(cls, rnd, action):
        return tuple.__new__(cls, (rnd, action))

    round = property(lambda self: self[0])
    action = property(lambda self: self[1])


def test_play_starts_offscreen_and_quits_cleanly():
    r = run_main("play", "--offscreen", "--quit-after-frames", "10", "--size", "320x240")
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr


def test_play_with_a_bad_arena_is_one_line():
    r = run_main("play", "--offscreen", "--quit-after-frames", "3", "--arena", "atlantis")
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "atlantis" in r.stderr
    assert "Traceback" not in r.stderr


def test_the_guided_game_takes_set_up_keys_and_refuses_seats_in_one_line():
    ok = run_main("play", "--offscreen", "--quit-after-frames", "3", "--size", "320x240", "--guide",
                  "--ruleset", "gladiator", "--setup", '{"turn_limit": 2}')
    assert ok.returncode == 0 and "Traceback" not in ok.stderr, ok.stderr
    bad = run_main("play", "--offscreen", "--quit-after-frames", "3", "--guide", "--ruleset", "gladiator",
                   "--setup", '{"turn_limit": "soon"}')
    assert bad.returncode == 2 and bad.stderr.strip().count("\n") == 0 and "turn_limit" in bad.stderr
    seats = run_main("play", "--offscreen", "--quit-after-frames", "3", "--guide", "--seats", "human,human")
    assert seats.returncode == 2 and "--guide" in seats.stderr and "Traceback" not in seats.stderr


def test_render_an_arena_writes_a_png(tmp_path):
    out = tmp_path / "castle.png"
    r = run_main("render", "castle", "--at", "0", "--out", str(out), "--size", "320x240", "--camera", "top")
    assert r.returncode == 0, r.stderr
    img = read_png(out)
    assert img.shape == (240, 320, 3)
    assert img.std() > 20


def test_render_mistake_is_one_line_and_writes_nothing(tmp_path):
    out = tmp_path / "x.png"
    r = run_main("render", "castle", "--at", "4.2", "--out", str(out), "--size", "320x240")
    assert r.returncode == 2, r.stderr
    line = r.stderr.strip()
    assert "\n" not in line and "round 4" in line, line
    assert not out.exists()


@pytest.mark.parametrize("source, extra, word", [
    ("nosuch.json", {}, "nosuch.json"),
    ("castle", {"camera": "fisheye"}, "fisheye"),
    ("castle", {"at": At(3, None)}, "no round 3"),
    (str(ROOT / "saves" / "ninja-arena-model-scenario.json"), {"at": At(2, 4)}, "2.1 to 2.3"),
    (str(ROOT / "saves" / "ninja-arena-model-scenario.json"), {"at": At(0, 1)}, "set-up"),
])
def test_render_mistakes_name_what_is_wrong(tmp_path, source, extra, word):
    from game.errors import UserError
    from scenes.capture import run_render
    out = tmp_path / "x.png"
    args = Namespace(source=source, at=At(0, None), out=str(out), size=(320, 240), camera=None)
    for k, v in extra.items():
        setattr(args, k, v)
    with pytest.raises(UserError) as err:
        run_render(args)
    assert word in str(err.value) and "\n" not in str(err.value)
    assert not out.exists()


RECORD = """
import sys
from scenes.capture import record_source
from scenes.games import table_module
from scenes.games.ninja_arena.boards import find_board
from scenes.games.ninja_arena.views import start_view
from scenes.timeline import PackSource, Step
from tests.scenes.event_samples import sample
board = find_board("castle")
view = start_view(board)
events = [sample(k).model_dump(mode="json") for k in ("action_round", "action_started", "moved",
                                                     "turned", "melee_attack", "damaged", "ranged_attack")]
src = PackSource("test", "ninja-arena", table_module("ninja-arena"), {}, view,
                 [Step("p1", {}, events, None, 1)])
n = record_source(src, sys.argv[1] if len(sys.argv) > 1 else OUT, 12, (320, 240))
print("FRAMES", n)
"""


def test_record_writes_an_mp4_with_every_frame(tmp_path):
    import imageio_ffmpeg
    out = tmp_path / "fight.mp4"
    r = run_python(f"OUT = {str(out)!r}\n" + RECORD, timeout=180)
    assert r.returncode == 0, r.stderr
    n = int(r.stdout.split("FRAMES")[1].split()[0])
    assert "\r" not in r.stderr                      # piped, not a terminal: no bar in the log
    frames, secs = imageio_ffmpeg.count_frames_and_secs(str(out))
    assert frames == n and n > 12 * 3
    gen = imageio_ffmpeg.read_frames(str(out))
    meta = next(gen)
    assert tuple(meta["size"]) == (320, 240)
    pics = [np.frombuffer(f, dtype=np.uint8).reshape(240, 320, 3) for f in gen]
    assert len(pics) == n
    assert all(p.std() > 15 for p in pics[:: max(1, n // 8)])       # not blank
    diffs = [np.abs(a.astype(int) - b.astype(int)).mean() for a, b in zip(pics, pics[1:])]
    assert sum(d > 0.5 for d in diffs) > n // 4                         # it moves


@pytest.mark.parametrize("source, size, word", [
    ("missing.json", (320, 240), "missing.json"), ("castle", (321, 240), "even")])
def test_record_mistakes_are_one_line(tmp_path, source, size, word):
    from game.errors import UserError
    from scenes.capture import run_record
    out = tmp_path / "x.mp4"
    with pytest.raises(UserError) as err:
        run_record(Namespace(source=str(tmp_path / source) if source.endswith(".json") else source,
                             out=str(out), size=size, fps=12))
    assert word in str(err.value) and "\n" not in str(err.value)
    assert not out.exists()


def test_play_without_a_display_is_one_line_and_exit_2():
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "play", "--size", "320x240"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=90)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert r.stderr.strip().count("\n") == 0
    assert "no display" in r.stderr and "--offscreen" in r.stderr


def test_the_films_progress_bar_reaches_the_end_on_a_terminal_only():
    import io
    from scenes.capture import Progress

    class Terminal(io.StringIO):
        def isatty(self):
            return True
    for stream, drawn in ((Terminal(), True), (io.StringIO(), False)):
        bar = Progress(40, "recording fight.mp4", stream)
        for n in range(0, 45, 5):
            bar.update(n)
        bar.done()
        assert ("100%" in stream.getvalue() and "40/40" in stream.getvalue()) == drawn
        assert stream.getvalue() != "" or not drawn


def test_record_gif_writes_an_animated_gif_and_names_a_wrong_suffix(tmp_path):
    from PIL import Image
    out = tmp_path / "duel.gif"
    r = run_main("record", str(ROOT / "saves/chaos-arena-single-combat.stage.json"), "--gif", "--out", str(out),
                 "--size", "160x90", timeout=300)
    assert r.returncode == 0, r.stderr
    n = int(r.stdout.split("(")[1].split()[0])
    im = Image.open(out)
    assert im.format == "GIF" and im.size == (160, 90) and im.n_frames == n > 15
    assert im.info["duration"] in (60, 70)                  # 15 frames a second by default
    frames = []
    for i in (0, n // 2):
        im.seek(i)
        frames.append(np.asarray(im.convert("RGB")).astype(int))
    assert frames[0].std() > 10 and np.abs(frames[0] - frames[1]).mean() > 1     # drawn, and it moves
    bad = run_main("record", str(ROOT / "saves/chaos-arena-single-combat.stage.json"), "--gif",
                   "--out", str(tmp_path / "duel.mp4"))
    assert bad.returncode == 2 and "must be a .gif file" in bad.stderr and bad.stderr.count("\n") == 1
    assert not (tmp_path / "duel.mp4").exists()
