"""game/mutation.py, the mutation-testing command, without running mutmut (that takes minutes and
is never part of the test run): its settings, how it names survivors and which it counts as
equivalent, and its one-line errors."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from game import mutation as M

ROOT = Path(__file__).resolve().parent.parent.parent


def test_every_pack_mutates_existing_modules_with_its_own_tests():
    for pack, target in M.PACKS.items():
        assert target.modules and all((ROOT / m).is_file() for m in target.modules), pack
        assert all((ROOT / t).exists() for t in target.tests), pack


def test_the_work_copy_runs_only_the_packs_tests_stopping_at_the_first_failure():
    conf = tomllib.loads(M.pyproject(M.PACKS["morituri"], ("tests/x.py::test_y",)))["tool"]["mutmut"]
    assert conf["only_mutate"] == list(M.PACKS["morituri"].modules)
    assert conf["pytest_add_cli_args_test_selection"] == ["tests/rules/morituri"]
    assert "-x" in conf["pytest_add_cli_args"] and "--deselect=tests/x.py::test_y" in conf["pytest_add_cli_args"]


def test_mutant_names_give_the_module_and_the_function():
    assert M.module_and_function("rules.ceremony.combat.x_hit__mutmut_3") == ("rules/ceremony/combat.py", "hit")
    assert M.module_and_function("rules.core.movement.x__step__mutmut_12") == ("rules/core/movement.py", "_step")
    assert M.module_and_function("rules.a.b.xǁBoardǁfly__mutmut_1") == ("rules/a/b.py", "fly")


def test_a_reworded_message_is_text_but_a_changed_label_or_number_is_not():
    assert M.prose_only('return "over: the fight is over"', 'return "XXover: the fight is overXX"')
    assert not M.prose_only('if side == "A":', 'if side == "XXAXX":')
    assert not M.prose_only('value = x // 3  # "a b"', 'value = x // 4  # "a b"')


def test_a_survivor_is_equivalent_only_when_an_entry_names_its_line_and_change():
    def survivor(removed, added, function="time_up"):
        return M.Survivor("n", "rules/ceremony/combat.py", 1, function, removed, added)
    assert survivor("best = a if wa < wb else b", "best = a if wa <= wb else b").why_equivalent
    assert survivor("best = a if wa < wb else b", "best = a if wa > wb else b").why_equivalent is None
    assert survivor("best = a if wa < wb else b", "best = a if wa <= wb else b", "damage").why_equivalent is None


def test_an_unknown_pack_is_one_line(capsys):
    assert M.main(["nopack"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("mutation: no pack named 'nopack'") and "\n" not in err


def test_every_equivalent_entry_names_code_that_is_still_there():
    """An entry whose code text is no longer in its module silently stops matching (one named
    `legal_actions(state, seat, only)` after the call gained `kind`): each must be found."""
    missing = []
    for path, function, text, _change, _why in M.EQUIVALENT:
        if path == "*":                          # an entry for every module (a pattern, not code)
            continue
        source = (M.ROOT / path).read_text()
        if text and text not in source:
            missing.append((path, function, text))
    assert missing == []
