"""Every engine ruling names an existing test, and RULINGS.md is up to date."""
from __future__ import annotations

from pathlib import Path

from rules.ninja_arena.rulings import RULINGS, markdown
from tests.rules import rulings_checks as checks

HERE = Path(__file__).resolve().parent
PACK = HERE.parents[2] / "rules" / "ninja_arena"


def test_every_ruling_has_a_test():
    checks.every_ruling_has_a_test(RULINGS, HERE)


def test_rulings_are_complete_entries():
    checks.rulings_are_complete_entries(RULINGS)


def test_rulings_markdown_is_generated_from_the_list():
    checks.markdown_is_generated(PACK / "RULINGS.md", markdown())
