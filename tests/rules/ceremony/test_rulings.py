"""Every ruling names an existing test, and RULES.md ends with the generated rulings."""
from __future__ import annotations

import ast
from pathlib import Path

from rules.ceremony.rulings import RULINGS, markdown

HERE = Path(__file__).resolve().parent
PACK = HERE.parents[2] / "rules" / "ceremony"


def _test_names() -> set[str]:
    names = set()
    for path in HERE.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(node.name)
    return names


def test_every_ruling_has_a_test():
    missing = [t for _, _, _, t in RULINGS if t not in _test_names()]
    assert not missing, missing


def test_rulings_are_complete_entries_in_known_sections():
    for section, *rest in RULINGS:
        assert section[0] in "BE" and section[1:].isdigit()
        assert all(isinstance(x, str) and x for x in rest)


def test_rules_md_ends_with_the_generated_rulings():
    assert (PACK / "RULES.md").read_text().endswith(markdown())
