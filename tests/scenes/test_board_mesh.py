"""The arena mesh, checked without rendering: one mesh, every level's colour on the tops, walls
banded per level, start areas tinted, and no cell left out."""
from __future__ import annotations

import numpy as np

from models import palette
from models.ninja_arena.board_mesh import LEVEL_HEIGHT, build_arena, build_board
from models.meshkit import face_shade


def _tops(mesh):
    v, c, t = mesh.arrays()
    up = np.abs(v[:, 1] - np.round(v[:, 1] / LEVEL_HEIGHT) * LEVEL_HEIGHT) < 1e-6
    return v, c, up


def test_board_is_one_mesh_with_triangles(castle):
    m = build_arena(castle.level, castle.start_areas)
    v, c, t = m.arrays()
    assert len(t) % 3 == 0 and len(t) > 0
    assert t.max() < len(v)
    assert c.shape == (len(v), 4)


def test_each_level_top_colour_appears_at_its_height(castle):
    m = build_board(castle.level)
    v, c, _ = m.arrays()
    shade = face_shade((0, 1, 0))
    for level in range(4):
        want = np.clip(np.array(palette.level_color(level)) * shade, 0, 1)
        at_height = np.abs(v[:, 1] - level * LEVEL_HEIGHT) < 1e-6
        dist = np.abs(c[at_height, :3] - want).max(axis=1)
        assert (dist < 0.02).any(), f"level {level}'s top colour is missing"


def test_tops_sit_at_cell_levels(castle):
    m = build_board(castle.level)
    v, _, _ = m.arrays()
    for (x, y) in [(0, 0), (3, 3), (4, 4), (1, 1)]:
        near = (np.abs(v[:, 0] - x) < 0.47) & (np.abs(v[:, 2] - y) < 0.47)
        assert np.isclose(v[near, 1].max(), castle.level_at((x, y)) * LEVEL_HEIGHT, atol=0.005)


def test_walls_have_one_band_per_level_difference():
    level = np.zeros((3, 3), dtype=int)
    level[1, 1] = 3
    flat = build_board(np.zeros((3, 3), dtype=int))
    tower = build_board(level)
    # 4 sides x 3 bands x (quad) + 4 sides x 2 seams x (quad) + 3 level pips more than flat
    assert len(tower) - len(flat) == (4 * 3 + 4 * 2 + 3) * 4


def test_raised_tops_carry_one_pip_per_level():
    for lv in (1, 2, 3):
        level = np.zeros((1, 1), dtype=int)
        level[0, 0] = lv
        assert len(build_board(level)) - len(build_board(np.zeros((1, 1), dtype=int))) == \
            (4 * lv + 4 * (lv - 1) + lv) * 4


def test_start_areas_are_tinted_with_their_side_colour(castle):
    plain = build_board(castle.level)
    marked = build_board(castle.level, castle.start_areas)
    _, c0, _ = plain.arrays()
    _, c1, _ = marked.arrays()
    changed = np.abs(c0 - c1).max(axis=1) > 0.02
    assert changed.any()
    # the south start row takes on red (seat 1's colour)
    red = np.array(palette.player_color(0))
    assert (np.abs(c1[changed, :3] - np.clip(red * face_shade((0, 1, 0)) * 0.85, 0, 1)).max(axis=1) < 0.05).any()
