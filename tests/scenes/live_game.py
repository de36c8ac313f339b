"""Play a whole game at the live table as a person would, keys only (issue 16): a real window
on a virtual display (Xvfb), the keys sent by xdotool, chosen at random among the keys the
panels show on their buttons (scenes/buttonkeys.py), Enter, Space and Shift+Space; a screenshot at each decision
the person is asked for (the program says "Decision" when ARENA_SAY_DECISIONS is set). It ends when the program says "Game over" (scenes/controller.py prints it) or time runs out.

    python tests/scenes/live_game.py RULESET [--setup JSON] [--seats SEATS] [--guide] [--seconds N] [--shots DIR]

(--guide: the guided first game, `play --guide`, against the easy computer; --setup adds to
its set-up, e.g. a round limit.)

Exit 0: the game was played to its end; 1: it was not (the last screenshot says where it
stood). tests/scenes/test_live_window.py runs it for every game with short set-ups."""
from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
KEYS = list("1234567890bcgij") + ["Return", "space", "shift+space"]   # Space skips one animation, Shift+Space all


def virtual_display(timeout: float = 60.0) -> tuple[subprocess.Popen, int]:
    """An Xvfb of its own, 1280x720, on a free display from :71 up (never :0, which a program
    without DISPLAY would find), and its number once it takes connections (-displayfd). Two
    tests that picked the same free number at once: the second server exits and the next number
    is tried; a server slow to start under load is waited for (a CI run's "no display")."""
    import select
    for n in range(71, 99):
        if os.path.exists(f"/tmp/.X{n}-lock"):
            continue
        r, w = os.pipe()
        proc = subprocess.Popen(["Xvfb", f":{n}", "-displayfd", str(w), "-screen", "0",
                                 "1280x720x24", "-nolisten", "tcp"], pass_fds=(w,),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(w)
        said, end = b"", time.time() + timeout
        try:
            while not said.endswith(b"\n") and time.time() < end:
                if not select.select([r], [], [], max(0.0, end - time.time()))[0]:
                    break
                chunk = os.read(r, 16)
                if not chunk:           # it exited: the number was taken meanwhile
                    break
                said += chunk
        finally:
            os.close(r)
        if said.strip() == str(n).encode():
            return proc, n
        proc.terminate()
        proc.wait(timeout=10)
    raise RuntimeError("no free X display from :71 to :98")


def start_window(cmd: list, log: Path, extra_env: dict | None = None,
                 timeout: float = 60.0) -> tuple[subprocess.Popen, dict, subprocess.Popen, str | None]:
    """`cmd` started on a virtual display of its own, its output in `log`, and its window found:
    (Xvfb, the environment, the program, the window's id or None). Up to four tries, each on a
    new display and after a longer pause, when a try refused the window: a loaded CI machine
    answered Panda3D's "Could not open window" on a server that had started, once twice in a
    row (2026-12-06, the whole suite on two workers). The caller stops both processes."""
    xvfb = None
    for attempt in range(4):
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)
            time.sleep(2 ** attempt)            # 2, 4, 8 s: let the load pass
        xvfb, n = virtual_display()
        env = dict(os.environ, DISPLAY=f":{n}", **(extra_env or {}))
        play = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
        win, end = None, time.time() + timeout
        while time.time() < end:
            found = subprocess.run(["xdotool", "search", "--name", "Arena Table"], env=env,
                                   capture_output=True, text=True).stdout.split()
            if found:
                win = found[0]
                break
            if play.poll() is not None:
                break
            time.sleep(0.5)
        if win or "no display to open a window" not in log.read_text(errors="replace"):
            return xvfb, env, play, win
        play.wait(timeout=10)
    return xvfb, env, play, None


def shot(env: dict, out: Path, win: str | None = None) -> None:
    """The window `win` (else the screen) as a PNG (xwd, read with numpy and written with
    Pillow). The window itself: after a resize, Xvfb's root image of it is stale."""
    import struct
    import numpy as np
    from PIL import Image
    d = subprocess.run(["xwd", "-silent", *(["-id", win] if win else ["-root"])], env=env,
                       capture_output=True).stdout
    if len(d) < 100:
        return
    h = struct.unpack(">25I", d[:100])
    w, hh, bpl, ncolors = h[4], h[5], h[12], h[19]
    off = h[0] + ncolors * 12
    a = np.frombuffer(d[off:off + bpl * hh], dtype=np.uint8).reshape(hh, bpl)[:, :w * 4].reshape(hh, w, 4)
    Image.fromarray(a[:, :, [2, 1, 0]]).save(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("ruleset")
    ap.add_argument("--setup", default=None)
    ap.add_argument("--seats", default="human,ai:random",
                    help="play's seats (three for the Master of Ceremonies' game: ai:random,ai:random,human)")
    ap.add_argument("--guide", action="store_true")
    ap.add_argument("--seconds", type=float, default=300)
    ap.add_argument("--shots", default=None)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    cmd = [sys.executable, str(ROOT / "main.py"), "play", "--ruleset", a.ruleset, "--size", "1280x720"]
    cmd += ["--guide"] if a.guide else ["--seats", a.seats]
    if a.setup:
        cmd += ["--setup", a.setup]
    log = Path(a.shots or "/tmp") / f"live-{a.ruleset}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    xvfb = play = None
    xdo = ["xdotool"]
    try:
        xvfb, env, play, win = start_window(cmd, log, {"ARENA_SAY_DECISIONS": "1"})
        if not win:
            print("no window")
            print(log.read_text(errors="replace")[-2000:])
            return 1
        time.sleep(3)
        subprocess.run(xdo + ["mousemove", "640", "20"], env=env)      # the pointer over the window: it has the keys
        for _ in range(4):
            subprocess.run(xdo + ["key", "bracketright"], env=env)     # the fight played faster
        rng = random.Random(a.seed)
        t0, presses, decisions = time.time(), 0, 0
        while time.time() - t0 < a.seconds:
            if play.poll() is not None:
                break
            subprocess.run(xdo + ["key", rng.choice(KEYS)], env=env)
            presses += 1
            time.sleep(0.12)
            text = log.read_text(errors="replace")
            asked = text.count("Decision: ")
            if a.shots and asked > decisions:         # a new decision is on screen: its picture
                decisions = asked
                time.sleep(0.3)
                shot(env, Path(a.shots) / f"live-{a.ruleset}-{decisions:03d}.png", win)
            if "Game over" in text:
                break
        text = log.read_text(errors="replace")
        over = [line for line in text.splitlines() if line.startswith("Game over")]
        if a.shots:
            time.sleep(0.5)          # the end panel opens the frame after the words are printed
            shot(env, Path(a.shots) / f"live-{a.ruleset}-end.png", win)
        print(f"{a.ruleset}: {presses} key presses, {text.count('Decision: ')} decisions, {time.time() - t0:.0f} s: "
              f"{over[0] if over else 'not over'}")
        if "Traceback" in text:
            print(text[text.index("Traceback"):][:3000])
            return 1
        return 0 if over else 1
    finally:
        if play is not None and play.poll() is None:
            play.kill()
            play.wait()
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
