"""Rulings: our decisions where a rulebook is silent or ambiguous, and their Markdown.

Every pack keeps its own RULINGS list (in rules/<pack>/rulings.py) and generates its Markdown
with `render` here, so all packs record and publish rulings the same way.
"""
from __future__ import annotations

from collections.abc import Iterable

# (section, question, ruling, test name): a plain tuple, so the packs' lists stay literals;
# the named test pins the ruling down (each pack's meta-test checks that it exists).
Ruling = tuple[str, str, str, str]


def render(rulings: Iterable[Ruling], title: str, note: str, level: int = 1) -> str:
    """The rulings as Markdown: a heading of `level` with the title, the note, then one
    heading a level deeper per ruling with its text and the name of its test."""
    head = "#" * level
    out = [f"{head} {title}", "", note, ""]
    for section, question, ruling, test in rulings:
        out += [f"{head}# {section}: {question}", "", ruling, "", f"Test: `{test}`", ""]
    return "\n".join(out)
