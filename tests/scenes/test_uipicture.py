"""A UI part pictured (scenes.uipicture.draw_once) draws as one textured quad, looks as it
did drawn piece by piece (translucent layers included), and lets its drawing buffer go."""
from __future__ import annotations

import numpy as np


def _part():
    """A card: a translucent background, an opaque box on it, a half-transparent box over both,
    and a line of text."""
    from ursina import Entity, Text, camera, color
    part = Entity(parent=camera.ui)
    Entity(parent=part, model="quad", scale=(0.5, 0.3), position=(-0.1, 0.05, 0.02),
           color=color.rgba(0.1, 0.1, 0.2, 0.6))
    Entity(parent=part, model="quad", scale=(0.12, 0.12), position=(-0.2, 0.05, 0.01),
           color=color.rgba(0.9, 0.6, 0.1, 1.0))
    Entity(parent=part, model="quad", scale=(0.12, 0.08), position=(-0.15, 0.02, 0.0),
           color=color.rgba(0.2, 0.8, 0.9, 0.45))
    Text("Varg C7 A7", parent=part, position=(-0.3, 0.17, -0.01), scale=1.2,
         color=color.rgba(0.6, 0.7, 1.0, 1.0))
    return part


def _shot(app):
    from scenes import stage
    stage.step(app, 3)
    return stage.grab_rgb().astype(int)


def test_a_pictured_part_is_one_quad_that_looks_as_before(fresh):
    from scenes import stage
    from scenes.uipicture import draw_once
    from ursina import Entity, camera, color

    Entity(parent=camera.ui, model="quad", scale=(2, 1), color=color.rgb(0.55, 0.45, 0.3), z=1)  # a table
    part = _part()
    before = _shot(fresh)
    stage.destroy_tree(part)
    windows = fresh.graphicsEngine.getNumWindows()

    part = _part()
    draw_once(part)
    assert fresh.graphicsEngine.getNumWindows() == windows + 1      # its drawing buffer
    after = _shot(fresh)
    assert fresh.graphicsEngine.getNumWindows() == windows          # let go once drawn

    geoms = part.findAllMatches("**/+GeomNode")
    drawn = [geoms.getPath(i) for i in range(geoms.getNumPaths()) if not geoms.getPath(i).isHidden()]
    assert len(drawn) == 1 and geoms.getNumPaths() > 1   # the quad; the pieces kept, hidden
    quad = drawn[0]
    tex = quad.getTexture()
    assert tex is not None and tex.getMinfilter() == tex.FTNearest
    assert 0 < tex.getXSize() <= 320 and 0 < tex.getYSize() <= 240

    diff = np.abs(after - before).max(axis=2)
    assert (np.abs(before - np.asarray([0.55, 0.45, 0.3]) * 255).max(axis=2) > 40).sum() > 2000  # the card shows
    assert (diff > 8).mean() < 0.01, f"{(diff > 8).sum()} pixels differ by more than 8 levels"


def test_a_pictured_part_fades_as_a_whole(fresh):
    """A panel a figure walks under is given an alpha scale (screenrects.clear_figures): the
    picture fades as one layer, halfway between the table and the full picture."""
    from panda3d.core import TransparencyAttrib
    from scenes.uipicture import draw_once
    from ursina import Entity, camera, color

    Entity(parent=camera.ui, model="quad", scale=(2, 1), color=color.rgb(0.55, 0.45, 0.3), z=1)
    part = _part()
    draw_once(part)
    full = _shot(fresh)
    part.setTransparency(TransparencyAttrib.MAlpha)
    part.setAlphaScale(0.5)
    faded = _shot(fresh)
    part.hide()
    table = _shot(fresh)

    card = np.abs(full - table).max(axis=2) > 40
    assert card.sum() > 2000
    expected = table + 0.5 * (full - table)
    assert np.abs(faded - expected).max(axis=2)[card].max() <= 3


def test_a_pictured_part_still_counts_where_it_covers_the_screen(fresh):
    """The layout rule reads a panel's rectangles from its entities (screenrects.ui_rects): a
    pictured part's pieces are hidden, not gone, so it still covers what it covers."""
    from scenes import screenrects as sr
    from scenes.uipicture import draw_once
    before = sr.ui_rects()
    part = _part()
    whole = [r for r in sr.ui_rects() if r not in before]
    draw_once(part)
    assert len(whole) == 4 and sorted(r for r in sr.ui_rects() if r not in before) == sorted(whole)


def test_a_part_pictured_while_the_hud_is_hidden_shows_once_when_it_comes_back(fresh):
    """A photo hides the whole UI; a part pictured meanwhile hides its own pieces all the same,
    so when the UI shows again only the picture draws, not the pieces over it."""
    from ursina import camera
    from scenes.uipicture import draw_once
    camera.ui.hide()
    try:
        part = _part()
        draw_once(part)
    finally:
        camera.ui.show()
    geoms = part.findAllMatches("**/+GeomNode")
    drawn = [geoms.getPath(i) for i in range(geoms.getNumPaths()) if not geoms.getPath(i).isHidden()]
    assert len(drawn) == 1 and drawn[0].getTexture() is not None
