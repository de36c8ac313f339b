"""The shared rulings meta-checks bite: each fails on the fault it is there to catch."""
from __future__ import annotations

import pytest

from tests.rules import rulings_checks as checks

GOOD = [("2.6", "Which way?", "North.", "test_2_6_north")]


def _folder(tmp_path, source):
    (tmp_path / "test_x.py").write_text(source)
    (tmp_path / "helpers.py").write_text("def test_2_6_elsewhere():\n    pass\n")
    return tmp_path


def test_a_ruling_naming_an_existing_test_passes_a_missing_one_fails(tmp_path):
    folder = _folder(tmp_path, "def test_2_6_north():\n    assert 1\n")
    checks.every_ruling_has_a_test(GOOD, folder)
    with pytest.raises(AssertionError, match="test_3_1_gone"):
        checks.every_ruling_has_a_test(GOOD + [("3.1", "Q?", "R.", "test_3_1_gone")], folder)


def test_only_test_functions_in_test_files_count(tmp_path):
    folder = _folder(tmp_path, "def helper_2_6_north():\n    pass\n")
    assert checks.defined_test_names(folder) == set()
    with pytest.raises(AssertionError):
        checks.every_ruling_has_a_test([("2.6", "Q?", "R.", "test_2_6_elsewhere")], folder)


@pytest.mark.parametrize("entry", [("2.6", "Q?", "R."), ("2.6", "", "R.", "test_x"),
                                   ("2.6", "Q?", None, "test_x"), ("2.6", "Q?", "R.", "t", "x")])
def test_an_incomplete_ruling_fails(entry):
    checks.rulings_are_complete_entries(GOOD)
    with pytest.raises(AssertionError, match="incomplete ruling"):
        checks.rulings_are_complete_entries(GOOD + [entry])


def test_markdown_must_match_the_file_or_end_it(tmp_path):
    path = tmp_path / "RULINGS.md"
    path.write_text("# Head\n\nthe rulings\n")
    checks.markdown_is_generated(path, "# Head\n\nthe rulings\n")
    checks.markdown_is_generated(path, "the rulings\n", at_end=True)
    with pytest.raises(AssertionError, match="not up to date"):
        checks.markdown_is_generated(path, "the rulings\n")
    with pytest.raises(AssertionError, match="not up to date"):
        checks.markdown_is_generated(path, "stale rulings\n", at_end=True)
