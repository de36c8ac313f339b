"""Offscreen renders of The Castle, checked on pixels: level colours where the cells are, each
figure's seat colour where it stands, the facing arrow on the side it faces, a readable board."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from models import palette
from models.ninja_arena.board_mesh import cell_world
from models.ninja_arena.figures import BASE_H, BASE_R
from models.meshkit import face_shade

UP = face_shade((0, 1, 0))


def _render(view, camera="default", hud=False):
    from scenes import stage
    from scenes.games import table_module
    from scenes.table import PackScene
    scene = PackScene(table_module("ninja-arena"), {}, view, camera, interactive=False, hud=hud)
    import builtins
    stage.step(builtins.base, 3)
    return scene, stage.grab_rgb().astype(float) / 255.0


def _px(img, world):
    from scenes import stage
    p = stage.project(world)
    assert p is not None
    x, y = int(round(p[0])), int(round(p[1]))
    assert 0 <= x < img.shape[1] and 0 <= y < img.shape[0], f"{world} is off screen"
    return x, y


def _near(img, xy, want, radius=4, tol=0.1) -> bool:
    x, y = xy
    patch = img[max(0, y - radius): y + radius + 1, max(0, x - radius): x + radius + 1]
    d = np.abs(patch - np.asarray(want)[:3]).max(axis=2)
    return bool((d < tol).any())


def _lineup():
    return [("shadow", "p1"), ("weaponmaster", "p2"), ("weaponmaster", "p3"), ("shadow", "p4")]


def test_board_is_not_blank(fresh, castle):
    from scenes.games.ninja_arena.views import start_view
    _, img = _render(start_view(castle))
    assert img.std() > 0.08
    colours = {tuple(c) for c in (img.reshape(-1, 3) * 16).astype(int)}
    assert len(colours) > 40


def test_top_view_shows_each_level_colour_on_its_cells(fresh, castle):
    from scenes.games.ninja_arena.views import TableView
    _, img = _render(TableView(board=castle), "top")
    found = {0: 0, 1: 0, 2: 0, 3: 0}
    for (x, y) in castle.cells():
        lv = castle.level_at((x, y))
        higher = any(castle.in_bounds((x + dx, y + dy)) and castle.level_at((x + dx, y + dy)) > lv
                     for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        if (x, y) in {c for cells in castle.start_areas.values() for c in cells}:
            continue
        want = np.clip(np.array(palette.level_color(lv)) * UP, 0, 1)
        xy = _px(img, cell_world(x, y, lv))
        if not higher:   # no ambient darkening: the exact top colour
            assert _near(img, xy, want, radius=1, tol=0.06), f"cell {(x, y)} level {lv}"
            found[lv] += 1
    assert all(found[lv] > 0 for lv in (0, 1, 2, 3)), found


@pytest.mark.parametrize("camera", ["default", "top"])
def test_each_figure_shows_its_seat_colour_where_it_stands(fresh, castle, camera):
    from scenes.games.ninja_arena.table import FIGURE_SCALE
    from scenes.games.ninja_arena.views import start_view
    view = start_view(castle, _lineup())
    _, img = _render(view, camera)
    for f in view.figures:
        col = np.clip(np.array(palette.player_color(f.seat_index)) * UP, 0, 1)
        x, y, z = cell_world(*f.cell, f.level)
        # the base ring beside the figure (left or right of its facing: the body may hide one)
        import math
        r = (BASE_R - 0.03) * FIGURE_SCALE
        rings = []
        for side in (90, 270):
            a = math.radians(f.facing * 45 + side)
            rings.append(_px(img, (x + r * math.sin(a), y + BASE_H * FIGURE_SCALE, z + r * math.cos(a))))
        assert any(_near(img, p, col, radius=2, tol=0.12) for p in rings), f"{f.id} ({camera})"
        for other in view.figures:
            if other.seat_index != f.seat_index:
                oc = np.clip(np.array(palette.player_color(other.seat_index)) * UP, 0, 1)
                assert not any(_near(img, p, oc, radius=1, tol=0.05) for p in rings)


def test_facing_arrow_points_the_way_the_figure_faces(fresh, castle):
    from scenes.games.ninja_arena.table import FIGURE_SCALE
    from scenes.games.ninja_arena.views import start_view
    view = start_view(castle, [("shadow", "p1")])
    f = view.figures[0]
    arrow = np.clip(np.array(palette.ARROW) * UP, 0, 1)
    x, y, z = cell_world(*f.cell, f.level)
    tip = (BASE_R + 0.035) * FIGURE_SCALE
    top_y = y + (BASE_H + 0.01) * FIGURE_SCALE
    for facing, (dx, dz) in {2: (1, 0), 6: (-1, 0), 0: (0, 1)}.items():
        from scenes import stage
        stage.clear_scene()
        _, img = _render(TableViewWith(view, replace(f, facing=facing)), "top")
        assert _near(img, _px(img, (x + dx * tip, top_y, z + dz * tip)), arrow, radius=2, tol=0.1), facing
        assert not _near(img, _px(img, (x - dx * tip, top_y, z - dz * tip)), arrow, radius=1, tol=0.1), facing


def TableViewWith(view, fig):
    return replace(view, figures=(fig,))


def test_life_bar_shows_life_left(fresh, castle):
    from scenes.games.ninja_arena.table import LIFE_BAR_Y
    from scenes.games.ninja_arena.views import start_view
    view = start_view(castle, [("shadow", "p1")])
    f = replace(view.figures[0], life=2)
    _, img = _render(replace(view, figures=(f,)), "side")
    x, y, z = cell_world(*f.cell, f.level)
    bar = _px(img, (x, y + LIFE_BAR_Y, z))
    assert _near(img, bar, palette.LIFE_EMPTY, radius=6, tol=0.06)
    low = np.array(palette.LIFE_LOW)
    assert _near(img, bar, low, radius=12, tol=0.15)
    assert not _near(img, bar, palette.LIFE_FULL, radius=12, tol=0.1)


def test_hud_lists_each_figure_with_its_colour(fresh, castle):
    from scenes.games.ninja_arena.views import start_view
    view = start_view(castle, _lineup())
    _, img = _render(view, "default", hud=True)
    left = img[:, : img.shape[1] // 3]
    for i in range(4):
        col = np.array(palette.player_color(i))
        assert (np.abs(left - col).max(axis=2) < 0.08).sum() > 10, f"seat {i + 1} missing from the HUD"
