"""main.py: argument parsing, dispatch, and one-line errors (subprocesses with the venv's python,
plus in-process tests of the dispatch table)."""
from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

import main
from tests import toy_pack  # noqa: F401  (registers "toy" in-process)

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ["play", "simulate", "render", "record", "validate", "bench"]


VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PYTHON) if VENV_PYTHON.exists() else sys.executable


def run_main(*args, env_extra=None, python=PYTHON):
    env = {**os.environ, "ARENA_PACKS": "tests.toy_pack", **(env_extra or {})}
    return subprocess.run([python, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, f"expected one line, got: {text!r}"
    return lines[0]


@pytest.fixture(scope="module")
def toy_saves(tmp_path_factory):
    from game.session import Session
    from tests.toy_pack import Plan, Wait

    d = tmp_path_factory.mktemp("saves")
    s = Session(toy_pack.RULESET, {"rounds": 1}, 9)
    s.act("p1", Plan(number=3))
    s.act("p2", Plan(number=1))
    s.act("p1", Wait())
    s.save(d / "good.json")
    s.act("p2", Wait())
    s.save(d / "over.json")
    (d / "truncated.json").write_bytes((d / "good.json").read_bytes()[:90])
    return d


# ----------------------------------------------------------------------------- subprocesses

@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command):
    r = run_main(command, "--help")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"usage: main.py {command}")


def test_top_level_help_lists_the_commands():
    r = run_main("--help")
    assert r.returncode == 0
    for command in COMMANDS:
        assert command in r.stdout


@pytest.mark.parametrize("args, complaint", [
    (["render", "x.json", "--at", "3.x", "--out", "a.png"], "argument --at: '3.x' is not a position"),
    (["render", "x.json", "--at", "3", "--out", "a.png", "--size", "640x0"], "argument --size"),
    (["record", "x.json", "--out", "a.mp4", "--size", "big"], "argument --size: 'big' is not a size"),
    (["play", "--size", "-5x10"], "argument --size"),
    (["simulate", "--games", "0"], "argument --games"),
    (["simulate", "--seats", "ai:hard,,"], "argument --seats"),
    (["simulate", "--seed", "x"], "argument --seed"),
    (["--quit-after-frames", "zero"], "argument --quit-after-frames"),
    (["validate"], "the following arguments are required: SAVE"),
    (["fly"], "invalid choice: 'fly'"),
])
def test_a_bad_argument_gives_usage_and_exit_2(args, complaint):
    r = run_main(*args)
    assert r.returncode == 2
    assert "usage: main.py" in r.stderr and complaint in r.stderr
    assert "Traceback" not in r.stderr + r.stdout


def test_validate_a_good_save(toy_saves):
    r = run_main("validate", str(toy_saves / "good.json"))
    assert r.returncode == 0, r.stderr
    assert one_line(r.stdout) == f"{toy_saves / 'good.json'}: ok (toy, 3 actions, running, to act: p2)"


def test_validate_a_finished_save(toy_saves):
    r = run_main("validate", str(toy_saves / "over.json"))
    assert one_line(r.stdout) == (f"{toy_saves / 'over.json'}: ok (toy, 4 actions, finished, "
                                  "no winner: T5: 1 rounds played)")


def test_validate_good_and_broken_saves_reports_each_and_exits_2(toy_saves):
    before = (toy_saves / "truncated.json").read_bytes()
    r = run_main("validate", str(toy_saves / "good.json"), str(toy_saves / "truncated.json"))
    assert r.returncode == 2
    assert one_line(r.stdout).endswith("good.json: ok (toy, 3 actions, running, to act: p2)")
    line = one_line(r.stderr)
    assert line.startswith(f"{toy_saves / 'truncated.json'}: not a save (bad JSON at line ")
    assert "Traceback" not in r.stderr
    assert (toy_saves / "truncated.json").read_bytes() == before


def test_validate_a_missing_file(tmp_path):
    r = run_main("validate", str(tmp_path / "none.json"))
    assert r.returncode == 2 and one_line(r.stderr) == f"{tmp_path / 'none.json'}: no such file"


def test_validate_a_save_of_an_unknown_ruleset_without_the_toy(toy_saves):
    r = run_main("validate", str(toy_saves / "good.json"), env_extra={"ARENA_PACKS": ""})
    assert r.returncode == 2
    assert "unknown ruleset 'toy'" in one_line(r.stderr)


def test_bench_quick_prints_ratio_lines():
    r = run_main("bench", "--quick")
    assert r.returncode == 0, r.stderr
    ratio_lines = [l for l in r.stdout.splitlines() if ", ratio " in l]
    assert any(l.startswith("dice: ") for l in ratio_lines)
    assert any(l.startswith("engines: toy: random-game actions/s vs ") for l in ratio_lines)
    assert any(l.startswith("sight: visibility map 64x64 ") for l in ratio_lines)
    for line in ratio_lines:
        assert float(line.rsplit("ratio ", 1)[1]) > 0


def test_bench_unknown_suite_is_one_line():
    r = run_main("bench", "--only", "nope")
    assert r.returncode == 2 and one_line(r.stderr).startswith("bench: no suite named 'nope'")


def test_a_bad_extra_pack_is_one_line():
    r = run_main("bench", env_extra={"ARENA_PACKS": "no_such_pack_module"})
    assert r.returncode == 1
    assert one_line(r.stderr) == "ARENA_PACKS: cannot import no_such_pack_module (No module named 'no_such_pack_module')"


def test_the_wrong_python_is_told_to_use_ci_play():
    assert main.python_problem((3, 12, 1)) is None
    msg = main.python_problem((3, 11, 7))
    assert msg.startswith("Arena Table needs Python 3.12 (this is 3.11): run `bash .ci/play`")


def _other_python():
    """A python on this machine that is not 3.12, if any (to run main.py for real)."""
    import shutil
    for name in ("python3.11", "python3.13", "python3.10", "python3"):
        exe = shutil.which(name)
        if not exe:
            continue
        r = subprocess.run([exe, "-c", "import sys; print(sys.version_info[:2] != (3, 12))"],
                           capture_output=True, text=True)
        if r.stdout.strip() == "True":
            return exe
    return None


def test_main_refuses_another_python_in_one_line():
    exe = _other_python()
    if exe is None:      # nothing else installed: the version check itself is proven above
        assert main.python_problem((3, 13, 0)) is not None
        return
    r = run_main("bench", python=exe)
    assert r.returncode == 1
    assert one_line(r.stderr).startswith("Arena Table needs Python 3.12")


# ----------------------------------------------------------------------------- in-process

def test_no_command_means_play():
    assert main.normalise([]) == ["play"]
    assert main.normalise(["--arena", "castle"]) == ["play", "--arena", "castle"]
    assert main.normalise(["--help"]) == ["--help"]
    assert main.normalise(["validate", "x"]) == ["validate", "x"]
    args = main.build_parser().parse_args(main.normalise(["--offscreen", "--size", "320x200"]))
    assert args.command == "play" and args.offscreen and args.size == (320, 200)


def test_argument_types():
    assert main.at_type("3") == (3, None) and main.at_type("3.2").action == 2
    assert main.at_type("0").round == 0
    assert main.size_type("1280x720") == (1280, 720)
    assert main.seats_type("ai:hard,human") == ["ai:hard", "human"]
    args = main.build_parser().parse_args(
        ["simulate", "--ruleset", "ninja-arena", "--arena", "castle", "--seats", "ai:hard,ai:easy",
         "--games", "3", "--seed", "-4", "--workers", "2"])
    assert (args.stage, args.games, args.seed, args.workers) == (None, 3, -4, 2)
    args = main.build_parser().parse_args(["render", "s.json", "--at", "2.1", "--out", "x.png"])
    assert args.size == (1280, 720) and args.at.round == 2 and args.camera is None


@pytest.fixture
def fake_modules(monkeypatch):
    """Install fake handler modules in sys.modules for one test."""
    def install(name, **attrs):
        module = types.ModuleType(name)
        module.__dict__.update(attrs)
        module.__spec__ = importlib.machinery.ModuleSpec(name, None)
        monkeypatch.setitem(sys.modules, name, module)
        return module
    return install


def test_an_unlanded_command_says_so_in_one_line(monkeypatch, capsys):
    monkeypatch.setitem(main.HANDLERS, "play", ("scenes.no_such_module_yet", "run"))
    assert main.main(["play"]) == 1
    assert one_line(capsys.readouterr().err) == \
        "play: not available yet (scenes/no_such_module_yet.py run() has not landed)"


def test_a_module_without_the_handler_is_unlanded(monkeypatch, capsys, fake_modules):
    fake_modules("fake_capture")
    monkeypatch.setitem(main.HANDLERS, "render", ("fake_capture", "run_render"))
    assert main.main(["render", "x.json", "--at", "1", "--out", "x.png"]) == 1
    assert "render: not available yet (fake_capture.py run_render() has not landed)" in capsys.readouterr().err


def test_a_module_that_fails_to_import_is_reported(monkeypatch, capsys, tmp_path):
    (tmp_path / "broken_handler.py").write_text("import no_such_dependency_xyz\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(main.HANDLERS, "play", ("broken_handler", "run"))
    assert main.main(["play"]) == 1
    assert one_line(capsys.readouterr().err) == (
        "play: cannot load broken_handler: ModuleNotFoundError: No module named "
        "'no_such_dependency_xyz' (run `bash .ci/play` to set up)")


def _raiser(exc):
    def run(args):
        raise exc
    return run


@pytest.mark.parametrize("exc, line", [
    ("user", "saves/x.json: version 9 is not supported"),
    ("illegal", "2.6: cannot leave the board"),
    ("setup", "no arena named 'moon'"),
    ("registry", "unknown ruleset 'chess' (known: "),
    ("validation", "ToySetup: size: Input should be less than or equal to 9"),
    ("oserror", "out/x.png: Permission denied"),
])
def test_user_mistakes_are_one_line_and_exit_2(monkeypatch, capsys, fake_modules, exc, line):
    from pydantic import ValidationError

    from game.errors import UserError
    from rules import registry
    from rules.core.engine import BadSetup, IllegalAction

    if exc == "validation":
        try:
            toy_pack.ToySetup.model_validate({"size": 99})
        except ValidationError as e:
            error = e
    elif exc == "registry":
        try:
            registry.get("chess")
        except KeyError as e:
            error = e
    else:
        error = {"user": UserError(line), "illegal": IllegalAction("2.6", "cannot leave the board"),
                 "setup": BadSetup(line), "oserror": PermissionError(13, "Permission denied", "out/x.png")}[exc]
    fake_modules("fake_sim", run=_raiser(error))
    monkeypatch.setitem(main.HANDLERS, "simulate", ("fake_sim", "run"))
    assert main.main(["simulate"]) == 2
    printed = one_line(capsys.readouterr().err)
    assert printed.startswith(line) if exc == "registry" else printed == line


def test_a_bug_keeps_its_traceback(monkeypatch, fake_modules):
    fake_modules("fake_sim", run=_raiser(KeyError("figures")))
    monkeypatch.setitem(main.HANDLERS, "simulate", ("fake_sim", "run"))
    with pytest.raises(KeyError):
        main.main(["simulate"])


def test_the_handler_gets_the_parsed_args_and_its_status_is_returned(monkeypatch, fake_modules):
    seen = []
    fake_modules("fake_app", run=lambda args: seen.append(args) or 0)
    monkeypatch.setitem(main.HANDLERS, "play", ("fake_app", "run"))
    assert main.main(["--load", "s.json", "--quit-after-frames", "3"]) == 0
    assert seen[0].load == "s.json" and seen[0].quit_after_frames == 3


def test_every_handler_is_either_landed_or_reported_as_unlanded():
    for command in COMMANDS:
        handler = main.find_handler(command)
        assert callable(handler) or handler.startswith(f"{command}: "), handler
    assert callable(main.find_handler("validate")) and callable(main.find_handler("bench"))


# ----------------------------------------------------------------------------- bench framework

def test_bench_registration_and_ratio_lines(monkeypatch):
    from game import bench

    monkeypatch.setitem(bench.SUITES, "unit", lambda quick: [("double", 20.0, 10.0, "ops/s")] if quick else [])
    lines = []
    assert bench.run_suites(["unit"], quick=True, out=lines.append) == 1
    assert lines == ["unit: double: 20 ops/s, anchor 10 ops/s, ratio 2.000"]
    bench.run_suites(["unit"], quick=False, out=lines.append)
    assert lines[-1] == "unit: nothing to measure yet"


def test_bench_engines_suite_measures_the_toy_pack():
    from game import bench

    results = bench.SUITES["engines"](True)
    toy = [r for r in results if r[0].startswith("toy: ")]
    assert len(toy) == 2 and all(r[1] > 0 and r[2] > 0 for r in toy)
    assert [r[3] for r in toy] == ["per s", "copies/s"]


def test_bench_reports_a_broken_suite_module_and_runs_the_others(monkeypatch, tmp_path, capsys):
    from game import bench

    (tmp_path / "broken_bench_suite.py").write_text("raise RuntimeError('half written')\n")
    (tmp_path / "fine_bench_suite.py").write_text(
        "from game.bench import suite\n"
        "@suite('fine')\n"
        "def fine(quick):\n    return [('one', 3.0, 1.5, 'x/s')]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(bench, "OPTIONAL_SUITE_MODULES",
                        ("broken_bench_suite", "fine_bench_suite", "no_such_pkg.bench"))
    monkeypatch.setattr(bench, "SUITES", dict(bench.SUITES))
    status = bench.run(types.SimpleNamespace(only="fine", quick=True))
    out, err = capsys.readouterr()
    assert status == 1
    assert err == "bench: suite module broken_bench_suite failed to import (RuntimeError: half written)\n"
    assert out == "fine: one: 3 x/s, anchor 1.5 x/s, ratio 2.000\n"
