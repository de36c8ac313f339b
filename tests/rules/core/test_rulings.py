"""The shared rulings renderer: headings one level below the title, the note, each test named."""
from rules.core.rulings import render

RULINGS = [("2.6", "Which way?", "North.", "test_2_6_north"),
           ("3.1", "How far?", "Two squares.", "test_3_1_two")]


def test_render_lists_every_ruling_under_a_heading_one_level_deeper():
    assert render(RULINGS, "X rulings", "Generated.") == (
        "# X rulings\n\nGenerated.\n\n"
        "## 2.6: Which way?\n\nNorth.\n\nTest: `test_2_6_north`\n\n"
        "## 3.1: How far?\n\nTwo squares.\n\nTest: `test_3_1_two`\n")


def test_render_at_a_deeper_level_for_a_section_of_a_larger_file():
    text = render(RULINGS[:1], "Rulings", "Note.", level=2)
    assert text.startswith("## Rulings\n\nNote.\n\n### 2.6: Which way?\n")


def test_render_of_no_rulings_is_the_title_and_the_note():
    assert render([], "X rulings", "Generated.") == "# X rulings\n\nGenerated.\n"
