"""Imports flow one way (DESIGN.md): scenes -> game -> rules, scenes -> models.

rules/ is pure: only the standard library, numpy, pydantic and rules.* (no ursina, panda3d,
direct, game, scenes or models). game/ is headless: no ursina, panda3d, direct, scenes or
models. The games are peers: a game's modules (rules/<game>, game/ai/<game>, models/<game>,
scenes/games/<game>) are imported by name only from that game's own folders, so nothing in
scenes/ or models/ outside a game's folder reaches it (the shared table learns of the games
through the registry, scenes/games/__init__.py, which imports none of them by name).
Every .py file is parsed (not imported), so a lazy import inside a function counts too.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "rules": {"ursina", "panda3d", "direct", "game", "scenes", "models"},
    "game": {"ursina", "panda3d", "direct", "scenes", "models"},
}
RULES_MAY_IMPORT = set(sys.stdlib_module_names) | {"numpy", "pydantic", "pydantic_core", "rules"}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in a file; relative imports are resolved
    against the file's package."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = list(path.relative_to(ROOT).parts[:-1])   # a module's (or __init__'s) package
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((node.lineno, name))
    return sorted(out)


def python_files(top: str) -> list[Path]:
    return sorted(p for p in (ROOT / top).rglob("*.py") if "__pycache__" not in p.parts)


def violations(top: str) -> list[str]:
    bad = []
    for path in python_files(top):
        for line, name in imported_modules(path):
            if name.split(".")[0] in FORBIDDEN[top]:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    return bad


@pytest.mark.parametrize("top", ["rules", "game"])
def test_layer_imports_nothing_above_it(top):
    assert python_files(top), f"no python files found under {top}/"
    assert violations(top) == []


def test_rules_import_only_stdlib_numpy_pydantic_and_rules():
    bad = [f"{p.relative_to(ROOT)}:{line} imports {name}"
           for p in python_files("rules") for line, name in imported_modules(p)
           if name.split(".")[0] not in RULES_MAY_IMPORT]
    assert bad == []


def test_the_checker_sees_lazy_and_relative_imports(tmp_path, monkeypatch):
    # a fake tree under a temporary root proves the parser catches what it should
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (tmp_path / "rules" / "pack").mkdir(parents=True)
    (tmp_path / "rules" / "pack" / "a.py").write_text(
        "import json\n"
        "def f():\n    import ursina\n"
        "from ...game import saves\n"
        "from . import b\n")
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "g.py").write_text("from scenes.app import run\nimport rules.core\n")
    assert violations("rules") == ["rules/pack/a.py:3 imports ursina", "rules/pack/a.py:4 imports game"]
    assert violations("game") == ["game/g.py:1 imports scenes.app"]
    names = [n for _, n in imported_modules(tmp_path / "rules" / "pack" / "a.py")]
    assert names == ["json", "ursina", "game", "rules.pack"]


def games() -> set[str]:
    """The games: one package per rule pack under rules/ (rules/core is what they share)."""
    return {p.parent.name for p in (ROOT / "rules").glob("*/__init__.py") if p.parent.name != "core"}


def game_folder(path: Path) -> str | None:
    """The game whose folder a file is in (scenes/games/<game>, models/<game>), else None."""
    parts = path.relative_to(ROOT).parts
    if parts[:2] == ("scenes", "games") and len(parts) > 3:
        return parts[2]
    if parts[0] == "models" and len(parts) > 2:
        return parts[1]
    return None


def named_game(module: str, known: set[str]) -> str | None:
    """The game a module name belongs to (rules.<g>, game.ai.<g>, models.<g>, scenes.games.<g>)."""
    parts = module.split(".")
    for prefix in (("rules",), ("game", "ai"), ("models",), ("scenes", "games")):
        n = len(prefix)
        if tuple(parts[:n]) == prefix and len(parts) > n and parts[n] in known:
            return parts[n]
    return None


def game_violations(tops=("scenes", "models")) -> list[str]:
    known = games()
    bad = []
    for top in tops:
        for path in python_files(top):
            own = game_folder(path)
            for line, name in imported_modules(path):
                g = named_game(name, known)
                if g is not None and g != own:
                    bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    return bad


def test_every_game_has_its_four_folders_by_the_same_name():
    known = games()
    assert len(known) == 5
    for g in known:
        assert (ROOT / "scenes" / "games" / g / "__init__.py").exists(), g
        assert (ROOT / "models" / g / "__init__.py").exists(), g
        assert (ROOT / "game" / "ai" / g / "__init__.py").exists(), g


def test_scenes_and_models_reach_a_game_only_from_its_own_folder():
    assert game_violations() == []


def test_the_game_checker_catches_a_game_named_outside_its_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    for g in ("ninja_arena", "morituri", "core"):
        (tmp_path / "rules" / g).mkdir(parents=True)
        (tmp_path / "rules" / g / "__init__.py").write_text("")
    (tmp_path / "scenes" / "games" / "morituri").mkdir(parents=True)
    (tmp_path / "scenes" / "capture.py").write_text(
        "def f():\n    from rules.ninja_arena import hooks\n    import rules.core.sight\n")
    (tmp_path / "scenes" / "games" / "morituri" / "table.py").write_text(
        "from rules.morituri import state\nfrom scenes.games.ninja_arena.table import NinjaTable\n")
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "kit.py").write_text("from models.morituri import die\n")
    assert sorted(game_violations()) == sorted([
        "scenes/capture.py:2 imports rules.ninja_arena",
        "scenes/games/morituri/table.py:2 imports scenes.games.ninja_arena.table",
        "models/kit.py:1 imports models.morituri"])
