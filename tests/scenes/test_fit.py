"""screenrects.fit: how projected points sit in the free part of the frame (the table's view
and the film's whole-arena shot both frame the board by it)."""
from scenes.screenrects import fit


def test_points_inside_the_free_rectangle_fit_and_say_how_far_off_centre():
    f = fit([(110, 60), (190, 140)], (100, 50, 300, 250))
    assert f.box == (110, 60, 190, 140)
    assert f.across and f.down
    assert f.grow == 0.4                     # 80 of 200 pixels, both ways
    assert (f.dx, f.dy) == (50, 50)          # the box's centre (150, 100) to (200, 150)


def test_a_box_too_wide_must_grow_and_lies_outside_the_columns():
    f = fit([(0, 100), (400, 120)], (100, 50, 300, 250))
    assert f.grow == 2.0
    assert not f.across and f.down
    assert f.dx == 0.0


def test_one_pixel_of_slack_and_no_points():
    f = fit([(99, 49), (301, 251)], (100, 50, 300, 250))
    assert f.across and f.down
    g = fit([(98, 60), (200, 100)], (100, 50, 300, 250))
    assert not g.across and g.down
    assert fit([], (0, 0, 10, 10)) is None
