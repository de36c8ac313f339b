"""A film's rhythm (issue 17, part 4): an idle picture is kept about a second, no longer
(scenes/rhythm.py), and a shipped film stays under 10% dead time by the issue's measure."""
from __future__ import annotations

import numpy as np

from scenes.rhythm import IdleCut, dead_time
from tests.scenes.conftest import ROOT, run_main


def _frames(kinds: str, size=(40, 64)) -> list[np.ndarray]:
    """'m' a frame that moves (a bar sweeps), 's' the same as the one before."""
    out, x = [], 0
    for k in kinds:
        if k == "m":
            x += 8
        f = np.zeros((*size, 3), np.uint8)
        f[:, x % size[1]:x % size[1] + 8] = 255
        out.append(f)
    return out


def test_an_unchanging_picture_is_kept_for_a_second_and_then_left_out():
    cut = IdleCut(fps=10, keep=1.0)
    kept = [cut.keep(f) for f in _frames("m" + "s" * 30 + "m" + "s" * 5)]
    assert kept[:11] == [True] * 11 and not any(kept[11:31])       # 1 s of the still picture
    assert all(kept[31:]) and cut.cut == 20                         # it moves: kept again
    hold = IdleCut(fps=10, keep=1.0)
    assert all(hold.keep(f, hold=True) for f in _frames("s" * 40))  # a title or end card stays


def test_the_cut_speaks_in_tenths_of_a_second_at_any_frame_rate():
    assert IdleCut(fps=30).still * 3 == IdleCut(fps=10).still


def test_dead_time_counts_only_still_stretches_over_a_second_and_a_half():
    frames = _frames("m" * 10 + "s" * 14 + "m" * 5 + "s" * 20 + "m")   # 1.4 s still, then 2 s
    dead, total = dead_time(frames, fps=10)
    assert (dead, total) == (2.0, 5.0)


def test_a_shipped_film_has_at_most_a_tenth_dead(tmp_path):
    """Morituri's shipped game (62% dead before: caption-only moments held still)."""
    import imageio_ffmpeg
    out = tmp_path / "m.mp4"
    r = run_main("record", str(ROOT / "saves/morituri-barbarian-vs-killer.json"), "--out", str(out),
                 "--fps", "10", "--size", "160x90", timeout=600)
    assert r.returncode == 0, r.stderr
    gen = imageio_ffmpeg.read_frames(str(out))
    w, h = next(gen)["size"]
    frames = [np.frombuffer(f, np.uint8).reshape(h, w, 3) for f in gen]
    body = frames[20:-30]                      # the title and the end card left out, as the issue does
    dead, total = dead_time(body, fps=10)
    assert total > 30 and dead <= 0.10 * total, (dead, total)


def test_a_new_caption_is_read_though_the_picture_stays():
    """Seen in a Master of Ceremonies film: "Round 2 begins: Varg has the initiative" followed
    a still stretch under "PAIN is out of the fight" and was cut before a single frame: a
    caption changes few pixels. New words start a new reading."""
    cut = IdleCut(fps=10, keep=1.0)
    frames = _frames("m" + "s" * 30)
    kept = [cut.keep(f, caption="PAIN is out of the fight") for f in frames[:20]]
    kept += [cut.keep(f, caption="Round 2 begins") for f in frames[20:]]
    assert sum(kept[:20]) == 11 and sum(kept[20:]) == 11        # each caption read a second
