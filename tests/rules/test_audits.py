"""Every test an audit names exists (issue #19), so rules/<pack>/AUDIT.md cannot rot.

An audit's tables name the tests that pin each rule: an exact name (`test_2_6_...` spelled out),
or a prefix written with a trailing "..." or "*" (several tests of one clause), which must match
at least one test. A `test_*.py` file named to say where a test lives is not a test name. Test
functions are looked up in every tests/**/test_*.py.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.rules.rulings_checks import defined_test_names

ROOT = Path(__file__).resolve().parents[2]
PACKS = ("ninja_arena", "morituri", "chaos_arena", "gladiator", "ceremony")
# a test_ identifier not inside a path or a longer word; "..."/"…"/"*" after it makes it a prefix
NAME = re.compile(r"(?<![\w/.])(test_\w+?)(\.py\b|\.\.\.|…|\*|\b)")


def audit_names(text: str) -> list[tuple[str, bool]]:
    """(name, is_prefix) for every test named in the table rows of an audit, in order."""
    out = []
    for line in text.splitlines():
        if not line.lstrip().startswith("|"):
            continue
        for name, tail in NAME.findall(line):
            if tail != ".py":
                out.append((name, tail in ("...", "…", "*")))
    return out


def missing_names(text: str, known: set[str]) -> list[str]:
    """The names an audit gives that no test has (prefixes shown with their '...')."""
    missing = []
    for name, prefix in audit_names(text):
        found = any(k.startswith(name) for k in known) if prefix else name in known
        if not found:
            missing.append(name + "..." if prefix else name)
    return list(dict.fromkeys(missing))


@pytest.fixture(scope="module")
def known() -> set[str]:
    return defined_test_names(ROOT / "tests", recursive=True)


@pytest.mark.parametrize("pack", PACKS)
def test_every_test_an_audit_names_exists(pack, known):
    path = ROOT / "rules" / pack / "AUDIT.md"
    assert path.is_file(), f"{pack} has no rules/{pack}/AUDIT.md (issue #19: every pack is audited)"
    text = path.read_text(encoding="utf-8")
    assert audit_names(text), f"{path}: its tables name no tests"
    missing = missing_names(text, known)
    assert not missing, f"{path} names tests that do not exist: {missing}"


def test_a_misspelled_or_unknown_name_is_caught():
    known = {"test_2_6_clumsy_move_deals_one_damage", "test_2_5_dodge_left", "test_2_5_dodge_right"}
    audit = "\n".join([
        "# A fake audit",
        "Prose naming test_not_in_a_table is not checked.",
        "| § | Rule | Test(s) | Status |",
        "|---|------|---------|--------|",
        "| 2.6 | clumsy | test_2_6_clumsy_move_deals_one_damage (test_moves.py) | ok |",
        "| 2.5 | dodge | test_2_5_dodge_* ; test_2_5_dodge_... | ok |",
        "| 2.6 | typo | test_2_6_clumsy_move_deals_one_damagee; tests/rules/x/test_file.py | ok |",
        "| 2.5 | prefix | test_2_5_evade_* | ok |",
    ])
    assert audit_names(audit) == [
        ("test_2_6_clumsy_move_deals_one_damage", False), ("test_2_5_dodge_", True),
        ("test_2_5_dodge_", True), ("test_2_6_clumsy_move_deals_one_damagee", False),
        ("test_2_5_evade_", True)]
    assert missing_names(audit, known) == ["test_2_6_clumsy_move_deals_one_damagee",
                                           "test_2_5_evade_..."]
    assert missing_names(audit.replace("damagee", "damage").replace("evade", "dodge"), known) == []
