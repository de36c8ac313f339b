"""A file from a stranger never ends in a traceback, a hang or a read of another file (issue 14).

Bulk, in-process: 100 seeded corrupted variants of every shipped file in saves/ (byte flips,
truncation, bad UTF-8, deep nesting, 5000-digit numbers, NaN, duplicate keys, wrong types,
arena/roster names like ../../../etc/hostname or /dev/zero, huge strings; tests/game/
fuzz_corpus.py) fed to validate, simulate, render's loader and the table's loader (play --load),
rosters to the roster loader: each either loads or gives the one short line main.py prints.
A handful more through main.py itself: exit 2, one stderr line, no traceback; a FIFO and
/dev/zero never block (a timeout in the subprocess call, not a clock assertion).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.game import fuzz_corpus

VARIANTS = 100
ROOT = fuzz_corpus.ROOT


@pytest.mark.parametrize("shipped", fuzz_corpus.shipped_files(), ids=lambda p: p.name)
def test_corrupted_variants_of_every_shipped_file_give_one_line_or_load(shipped, tmp_path):
    loaders = fuzz_corpus.ROSTER_LOADERS if shipped.parent.name == "rosters" else fuzz_corpus.LOADERS
    bad, lines = [], 0
    for i, (label, blob) in enumerate(fuzz_corpus.variants(shipped, VARIANTS)):
        target = tmp_path / f"v{i}-{shipped.name}"
        target.write_bytes(blob)
        for name, loader in loaders.items():
            kind, detail = fuzz_corpus.outcome(loader, str(target), tmp_path)
            lines += kind == "line"
            if kind == "traceback":
                bad.append(f"variant {i} ({label}) via {name}: {detail}")
        target.unlink()
    assert not bad, f"{len(bad)} of {VARIANTS * len(loaders)} runs broke; first: " + "; ".join(bad[:3])
    assert lines >= VARIANTS // 2 * len(loaders), "most corrupted variants must be refused"


def test_the_corpus_holds_every_kind_of_damage():
    labels = " ".join(label for label, _ in fuzz_corpus.variants(ROOT / "saves" / "ninja-arena-model-scenario.json", VARIANTS))
    for kind in ("byte flip", "truncated", "invalid UTF-8", "nesting 100000", "number 99999999",
                 "duplicate key", "wrong type", "name '", "huge string", "odd whole file"):
        assert kind in labels, kind


# --------------------------------------------------------------------------- through main.py

def run_main(*args, timeout=120):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


def one_clear_line(r) -> str:
    assert r.returncode == 2, (r.returncode, r.stderr[-500:])
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr[-500:]
    assert len(r.stderr) < fuzz_corpus.MAX_LINE
    return r.stderr.strip()


def crafted(tmp_path, name: str, **setup) -> Path:
    data = json.loads((ROOT / "saves" / "ninja-arena-model-scenario.json").read_text())
    data["setup"].update(setup)
    p = tmp_path / name
    p.write_text(json.dumps(data))
    return p


def test_a_fifo_never_blocks_validate_or_simulate(tmp_path):
    fifo = tmp_path / "stage.json"
    os.mkfifo(fifo)
    for command in ("validate", "simulate"):
        line = one_clear_line(run_main(command, fifo, timeout=60))   # a hang fails by timeout
        assert line == f"{fifo}: is a FIFO, not a save file"


def test_dev_zero_as_a_file_or_as_an_arena_is_refused_at_once(tmp_path):
    assert one_clear_line(run_main("validate", "/dev/zero", timeout=60)) == \
        "/dev/zero: is a device, not a save file"
    stage = crafted(tmp_path, "zero.json", arena="/dev/zero")
    line = one_clear_line(run_main("render", stage, "--at", "0", "--out", tmp_path / "x.png", timeout=60))
    assert "arena '/dev/zero' is not a name" in line


def test_an_arena_path_in_a_stage_reads_nothing(tmp_path):
    stage = crafted(tmp_path, "passwd.json", arena="../../../../../../etc/passwd")
    line = one_clear_line(run_main("simulate", stage, "--out", tmp_path / "out.json"))
    assert "is not a name" in line and "root:" not in line
    assert not (tmp_path / "out.json").exists()


def test_play_load_of_a_crafted_save_is_one_line_before_any_window(tmp_path):
    stage = crafted(tmp_path, "host.json", arena="/etc/hostname")
    line = one_clear_line(run_main("play", "--load", stage, "--offscreen", "--quit-after-frames", "1"))
    assert "arena '/etc/hostname' is not a name" in line


def test_a_ten_megabyte_ruleset_id_is_not_echoed(tmp_path):
    p = tmp_path / "big.json"
    p.write_text(json.dumps({"format": "arena-table/save", "version": 1, "ruleset": "R" * 5_000_000,
                             "setup": {}, "seed": 1, "actions": []}))
    line = one_clear_line(run_main("validate", p))
    assert "unknown ruleset 'RRRR" in line and "(5000002 characters)" in line


def test_deep_nesting_and_huge_numbers_through_simulate(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text('{"format": "arena-table/stage", "setup": ' + "[" * 50_000 + "]" * 50_000 + "}")
    assert "nested more than 32 levels deep" in one_clear_line(run_main("simulate", deep))
    big = tmp_path / "big.json"
    big.write_text('{"format": "arena-table/stage", "ruleset": "ninja-arena", "seed": ' + "7" * 5000 + "}")
    assert "a number of 5000 digits" in one_clear_line(run_main("simulate", big))
