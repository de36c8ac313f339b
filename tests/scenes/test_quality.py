"""`--quality high` (issue 17, part 5) really draws shadows: the floor just north of a raised
block (the sun stands south-west) is darker than in the fast look, open floor is not; and the
commands take the choice."""
from __future__ import annotations

import numpy as np

from tests.scenes.conftest import ROOT, read_png, run_main


def _patch(img, p, r=3) -> float:
    x, y = int(p[0]), int(p[1])
    return float(img[y - r:y + r + 1, x - r:x + r + 1].astype(int).mean())


def test_high_quality_darkens_the_floor_beside_a_raised_block_only(fresh):
    from ursina import Vec3
    from scenes import quality, stage
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves/ninja-arena-model-scenario.json"))
    scene = PackScene(src.module, src.setup, src.first_view, "top", interactive=False, show_help=False)
    stage.step(fresh, 3)
    fast = stage.grab_rgb()
    board = scene.table.board
    level = lambda c: board.level_at(c) if board.in_bounds(c) else -1      # noqa: E731
    shaded, open_floor = [], []
    for x in range(board.width):
        for y in range(board.height):
            near = [level((x + dx, y + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            if level((x, y)) == 0 and level((x, y - 1)) >= 2 and level((x - 1, y)) <= 0:
                shaded.append((x, y))            # a tall block to the south, the sun beyond it
            elif max(near) == 0:
                open_floor.append((x, y))
    assert shaded and open_floor
    quality.apply(scene, "high")
    stage.step(fresh, 3)
    high = stage.grab_rgb()
    for cell in shaded:                          # a quarter square in from the block's side
        p = stage.project(scene.table.cell_pos(cell) + Vec3(0, 0.01, -0.25))
        assert _patch(high, p) < _patch(fast, p) - 8, cell
    for cell in open_floor:
        p = stage.project(scene.table.cell_pos(cell) + Vec3(0, 0.01, 0))
        assert abs(_patch(high, p) - _patch(fast, p)) < 6, cell


def test_render_takes_the_quality_and_refuses_an_unknown_one(tmp_path):
    out = tmp_path / "high.png"
    r = run_main("render", str(ROOT / "saves/ninja-arena-model-scenario.json"), "--at", "1", "--out", str(out),
                 "--size", "320x180", "--quality", "high")
    assert r.returncode == 0, r.stderr
    assert read_png(out).shape == (180, 320, 3)
    bad = run_main("render", "castle", "--out", str(tmp_path / "x.png"), "--quality", "ultra")
    assert bad.returncode == 2 and "--quality" in bad.stderr and "Traceback" not in bad.stderr


def test_names_over_figures_keep_their_colours_in_the_sunlight(fresh):
    """Seen in Gladiator's gallery picture: under the sun's shader 'Grim' and 'Giant Beetle'
    turned from their sides' pale colours to near black. The letters are as bright as in the
    fast look."""
    from scenes import quality, screenrects as sr, stage
    from scenes.capture import compose_still, settle_labels
    from scenes.table import PackScene
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves/gladiator-solo-grim.json"))
    scene = PackScene(src.module, src.setup, src.moment((6, None))[0], "default", interactive=False,
                      show_help=False)
    compose_still(scene, src, (6, None))
    stage.step(fresh, 2)
    fast = stage.grab_rgb()
    quality.apply(scene, "high")
    settle_labels(scene)
    stage.step(fresh, 2)
    high = stage.grab_rgb()
    for fid in ("w1", "e1"):
        x0, y0, x1, y1 = (int(v) for v in sr.entity_rect(scene.table.figures[fid].label))
        before, after = fast[y0:y1, x0:x1].astype(int), high[y0:y1, x0:x1].astype(int)
        sand = np.median(before.reshape(-1, 3), axis=0)
        letters = (np.abs(before - sand).sum(axis=2) > 60) & (before.sum(axis=2) > sand.sum())
        assert letters.sum() > 20, fid                              # pale letters on the sand
        dimmed = (before.sum(axis=2)[letters] - after.sum(axis=2)[letters]).mean() / 3
        assert dimmed < 20, (fid, dimmed)
