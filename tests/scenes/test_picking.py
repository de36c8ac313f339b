"""Mouse picking math: a ray from the camera through a cell's top centre finds that cell (tall
blocks in front win, as on screen), and a ray through a figure finds the figure."""
from __future__ import annotations

from models.ninja_arena.board_mesh import LEVEL_HEIGHT, cell_world
from scenes.picking import cell_on_ray, figure_on_ray


def test_a_ray_through_each_cell_top_finds_that_cell(castle):
    eye = (3.5, 14.0, -6.0)
    hits = 0
    for (x, y) in castle.cells():
        p = cell_world(x, y, castle.level_at((x, y)))
        d = tuple(b - a for a, b in zip(eye, p))
        got = cell_on_ray(eye, d, castle.level, LEVEL_HEIGHT, step=0.01)
        if got == (x, y):
            hits += 1
        else:   # only where a taller block in front of it hides the cell from this eye
            assert castle.level_at(got) > castle.level_at((x, y)), ((x, y), got)
    assert hits > 0.8 * castle.width * castle.height


def test_straight_down_and_off_the_board(castle):
    assert cell_on_ray((2.2, 10.0, 5.1), (0, -1, 0), castle.level, LEVEL_HEIGHT) == (2, 5)
    assert cell_on_ray((-5.0, 10.0, -5.0), (0, -1, 0), castle.level, LEVEL_HEIGHT) is None
    assert cell_on_ray((2.0, 10.0, 2.0), (0, 1, 0), castle.level, LEVEL_HEIGHT) is None


def test_a_ray_through_a_figure_picks_it_and_the_nearest_wins():
    figs = [("a", (2.0, 0.0, 2.0)), ("b", (2.0, 0.0, 5.0))]
    eye = (2.0, 6.0, -4.0)
    aim = (2.0, 0.7, 2.0)
    d = tuple(b - a for a, b in zip(eye, aim))
    assert figure_on_ray(eye, d, figs) == "a"
    aim = (2.0, 0.7, 5.0)
    assert figure_on_ray(eye, tuple(b - a for a, b in zip(eye, aim)), [figs[1]]) == "b"
    assert figure_on_ray(eye, (1.0, -0.2, 0.0), figs) is None
