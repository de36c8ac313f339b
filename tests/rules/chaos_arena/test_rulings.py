"""Every Chaos Arena ruling names an existing test, and RULINGS.md is up to date."""
from __future__ import annotations

import ast
from pathlib import Path

from rules.chaos_arena.rulings import RULINGS, markdown

HERE = Path(__file__).resolve().parent
PACK = HERE.parents[2] / "rules" / "chaos_arena"


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


def test_rulings_are_complete_entries():
    for entry in RULINGS:
        assert len(entry) == 4 and all(isinstance(x, str) and x for x in entry)


def test_rulings_markdown_is_generated_from_the_list():
    assert (PACK / "RULINGS.md").read_text() == markdown()
