"""Every ruling names an existing test, and RULES.md ends with the generated rulings."""
from __future__ import annotations

from pathlib import Path

from rules.ceremony.rulings import RULINGS, markdown
from tests.rules import rulings_checks as checks

HERE = Path(__file__).resolve().parent
PACK = HERE.parents[2] / "rules" / "ceremony"


def test_every_ruling_has_a_test():
    checks.every_ruling_has_a_test(RULINGS, HERE)


def test_rulings_are_complete_entries_in_known_sections():
    checks.rulings_are_complete_entries(RULINGS)
    for section, *_ in RULINGS:
        assert section[0] in "BE" and section[1:].isdigit(), section


def test_rules_md_ends_with_the_generated_rulings():
    checks.markdown_is_generated(PACK / "RULES.md", markdown(), at_end=True)
