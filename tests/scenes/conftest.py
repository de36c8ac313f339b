"""Scene tests render offscreen (EGL + Mesa llvmpipe) at small sizes. Ursina is one app per
process, so the in-process tests share one 320x240 app; each test starts from an empty scene.
Whole-program tests (play, render, record) run main.py in a subprocess with a timeout, so a hang
fails instead of blocking the suite."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SIZE = (320, 240)


@pytest.fixture(scope="session")
def app():
    from scenes import stage
    return stage.make_app(offscreen=True, size=SIZE)


@pytest.fixture
def fresh(app):
    """An empty scene (camera kept) before and after the test."""
    from scenes import stage
    stage.clear_scene()
    yield app
    stage.clear_scene()


@pytest.fixture
def table(fresh):
    """A table app on the shared offscreen app, not taking input."""
    from scenes.app import TableApp
    return TableApp(fresh, interactive=False)


def until(app, cond, limit=300) -> bool:
    """Step the app until `cond()` holds (at most `limit` frames)."""
    for _ in range(limit):
        if cond():
            return True
        app.step()
    return cond()


def play_a_round(app, table, before=None):
    """A Ninja Arena game on The Castle against the random player, its first round planned
    (the Shadow steps forward) and played to the end of its animations; the controller.
    `before(controller)` runs just before the plan is made."""
    from scenes import stage
    stage.fixed_time(30)
    try:
        table.new_game("castle", opponent="random")
        app.step()
        c = table.controller
        c.player.speed = 6
        c.reveal_seconds = 0.3
        if before is not None:
            before(c)
        c.panel.pick("step", ("forward",))
        c.panel.pick_dir("forward")
        c.panel.done()
        assert until(app, lambda: c.session.state.game_round == 2 and c.reveal is None
                     and not c.player.busy, 400)
    finally:
        stage.real_time()
    return c


def three_dodges(app, table):
    """A Ninja Arena game whose human plans three dodges: the third is refused (2.4: two red
    dice). Returns the plan panel."""
    table.new_game("castle", opponent="random")
    app.step()
    p = table.controller.panel
    for _ in range(3):
        p.pick("dodge", ())
    return p


@pytest.fixture(scope="session")
def castle():
    from scenes.games.ninja_arena.boards import find_board
    return find_board("castle")


def run_main(*args, timeout: float = 90.0) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


def run_python(code: str, timeout: float = 90.0) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


def read_png(path) -> "np.ndarray":
    """(h, w, 3) uint8 pixels of a PNG, read with Panda3D (no extra image library)."""
    import numpy as np
    from panda3d.core import Filename, PNMImage
    img = PNMImage()
    assert img.read(Filename.fromOsSpecific(str(path))), f"cannot read {path}"
    w, h = img.getXSize(), img.getYSize()
    out = np.zeros((h, w, 3), dtype=np.uint8)
    for y in range(h):
        for x in range(w):
            out[y, x] = [int(255 * v) for v in img.getXel(x, y)]
    return out


# what a caption must not show (issue 17): ids ("e1", "p2"), raw cells, bracketed or bare
# ("character at 9,3": seen in a Gladiator film's caption), underscores
NOT_WORDS = __import__("re").compile(r"\b[a-z]\d+\b|\b[pP]\d\b|_|[\(\[]\s*-?\d+\s*,\s*-?\d+\s*[\)\]]"
                                     r"|\b\d+,-?\d+\b")


def caption_lines(scene, ruleset: str, player) -> list:
    """Collect (kind, caption) of every event `player` plays: the words a still or film shows
    for it (the table's caption, else the game's sentence, in names: scenes/capture.happened)."""
    from rules import registry
    from scenes.fightlog import event_line
    pack = registry.get(ruleset)
    sentences = getattr(scene.module, "LOG_SENTENCES", True)
    lines: list = []
    player.on_event = lambda ev, words: lines.append(
        (ev.get("kind"), scene.words(event_line(pack, ev, words, sentences))))
    return lines


def assert_in_words(lines) -> None:
    bad = [(k, t) for k, t in lines if not t.strip() or NOT_WORDS.search(t)]
    assert not bad, bad


# a label's game notation reads as words: a die ("d10 6 ok"), a multiplier ("-3 x3", "(1-5)x2")
NOTATION = __import__("re").compile(r"\b(d(4|6|8|10|12|20)|x\d+)\b")


def floated_labels(player, ev: dict, after) -> list[str]:
    """Every label `ev`'s animation floats over the board (`PackCtx.text`), as shown."""
    from ursina import Text
    player.play([ev], after)
    seen: list[str] = []
    for _ in range(300):
        seen += [str(t.text) for t in (player.ctx.effects if player.ctx else ()) if isinstance(t, Text)]
        if not player.busy:
            break
        player.advance(1 / 30)
    return list(dict.fromkeys(seen))


def assert_labels_in_words(kind: str, labels: list[str]) -> None:
    """Labels over the board, like captions, show no ids, seat codes or cells (a die may be named)."""
    assert_in_words([(kind, NOTATION.sub("n", t)) for t in labels if t.strip()])
