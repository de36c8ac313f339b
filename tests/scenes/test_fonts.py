"""Texts share their font as it is (scenes/__init__.py): a new Text neither looks the font file
up again nor wipes the glyphs the others drew (start-up: a quarter of a second saved)."""
from __future__ import annotations


def test_a_second_text_reuses_the_font_and_keeps_its_glyphs(fresh):
    from ursina import Text, camera
    first = Text("Your move", parent=camera.ui)
    fresh.step()
    font = first._font
    pages = font.getNumPages()
    assert pages > 0                                    # glyphs drawn for the first text
    second = Text("Your move", parent=camera.ui, y=0.1)
    assert second._font is font and font.getNumPages() == pages
    assert second.text == "Your move" and second.width > 0
    second.resolution = second.resolution               # the same again: nothing to redo
    assert font.getNumPages() == pages
