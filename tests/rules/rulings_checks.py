"""The meta-checks every pack's RULINGS list must pass; each pack's test_rulings.py calls them
from its own test functions, so a failure names the pack.

A ruling is (section, question, ruling, test name) (rules/core/rulings.py): the named test must
exist in the pack's test folder, every field must be filled in, and the Markdown generated
from the list must be the one in the repository. The asserts carry their own messages because
pytest rewrites asserts only in test modules.
"""
from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

from rules.core.rulings import Ruling


def defined_test_names(folder: Path, recursive: bool = False) -> set[str]:
    """The names of the test functions defined in the folder's test_*.py files (and its
    subfolders' when `recursive`)."""
    names = set()
    for path in (folder.rglob if recursive else folder.glob)("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                    and node.name.startswith("test_"):
                names.add(node.name)
    return names


def every_ruling_has_a_test(rulings: Sequence[Ruling], folder: Path) -> None:
    names = defined_test_names(folder)
    missing = [t for _, _, _, t in rulings if t not in names]
    assert not missing, f"rulings naming no test in {folder}: {missing}"


def rulings_are_complete_entries(rulings: Sequence[Ruling]) -> None:
    for entry in rulings:
        assert len(entry) == 4 and all(isinstance(x, str) and x for x in entry), \
            f"incomplete ruling (section, question, ruling, test): {entry!r}"


def markdown_is_generated(path: Path, generated: str, *, at_end: bool = False) -> None:
    """The file is the generated Markdown, or (at_end) ends with it."""
    text = path.read_text()
    ok = text.endswith(generated) if at_end else text == generated
    assert ok, f"{path} is not up to date with the rulings list: regenerate it"
