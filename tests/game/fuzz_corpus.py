"""Corrupted and crafted variants of the shipped files in saves/, and the loaders they are fed to.

Used by tests/game/test_fuzz_files.py; also runnable on its own to count outcomes (the numbers in
the issue notes): `python -m tests.game.fuzz_corpus [VARIANTS_PER_FILE]`.

Every variant is (label, bytes). A loader's outcome is "ok" (it accepted the file), "line" (the
one line main.py would print, exit 2) or "traceback" (anything main.py would not turn into one
short line). Seeded, so every run tries the same files.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sys
from argparse import Namespace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAVES = Path(os.environ.get("FUZZ_SAVES") or ROOT / "saves")     # FUZZ_SAVES: another tree's files
MAX_LINE = 400          # a message longer than this is not "one clear line"

HOSTILE_NAMES = ["../../../etc/hostname", "/etc/passwd", "/dev/zero", "..", ".hidden",
                 "a/b", "../save", "C:\\x", "castle/../castle", "x" * 300, ""]
ODD_VALUES = [[], [1, 2], {}, None, 0, -1, 10 ** 30, "x", True, 1.5, [[0, 0]], {"a": 1},
              "../../etc/passwd", "/dev/zero", "\u00e9\u6f22", "z" * 5000]


def shipped_files() -> list[Path]:
    return sorted(SAVES.glob("*.json")) + sorted((SAVES / "rosters").glob("*.json"))


# --------------------------------------------------------------------------- mutations

def _paths(value, prefix=()):
    """Every (path, value) inside a JSON value, parents before children."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, prefix + (i,))


def _replaced(data, path, new):
    data = json.loads(json.dumps(data))
    if not path:
        return new
    at = data
    for p in path[:-1]:
        at = at[p]
    at[path[-1]] = new
    return data


def _dump(data) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def variants(path: Path, n: int, seed: int = 0) -> list[tuple[str, bytes]]:
    """`n` corrupted variants of one file (byte flips, truncation, bad UTF-8, deep nesting, huge
    numbers, duplicate keys, wrong types, hostile arena/roster names, huge strings)."""
    rng = random.Random(f"{seed}:{path.name}")
    raw = path.read_bytes()
    data = json.loads(raw)
    spots = list(_paths(data))[1:]
    numbers = [p for p, v in spots if type(v) is int]
    strings = [p for p, v in spots if isinstance(v, str)]
    keyed = [p for p, v in spots if isinstance(v, dict)] + [()]
    out: list[tuple[str, bytes]] = []

    def flip():
        b = bytearray(raw)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return "byte flip", bytes(b)

    def truncate():
        return "truncated", raw[: rng.randrange(len(raw))]

    def bad_utf8():
        i = rng.randrange(len(raw))
        return "invalid UTF-8", raw[:i] + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x80"]) + raw[i:]

    def deep():
        depth = rng.choice([100, 900, 5000, 100000])
        p = rng.choice(spots)[0]
        opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
        marker = "\u0001DEEP\u0001"
        text = json.dumps(_replaced(data, p, marker), ensure_ascii=False)
        return f"nesting {depth}", text.replace(json.dumps(marker), opener * depth + "1" + closer * depth).encode()

    def big_number():
        p = rng.choice(numbers or [()])
        token = rng.choice(["9" * 5000, "9" * 4000, "-" + "9" * 40, "1e400", "NaN", "-Infinity", "1" + "0" * 19])
        marker = "\u0001NUM\u0001"
        text = json.dumps(_replaced(data, p, marker), ensure_ascii=False)
        return f"number {token[:8]}", text.replace(json.dumps(marker), token).encode()

    def duplicate_key():
        p = rng.choice(keyed)
        obj = dict(data) if not p else None
        at = data
        for k in p:
            at = at[k]
        if not at:
            return wrong_type()
        key = rng.choice(list(at))
        dup = rng.choice(ODD_VALUES[:12])
        marker = "\u0001DUP\u0001"
        text = json.dumps(_replaced(data, p + (key,), marker), ensure_ascii=False)
        first = json.dumps(dup) if rng.random() < 0.5 else json.dumps(at[key], ensure_ascii=False)
        second = json.dumps(at[key], ensure_ascii=False)
        # the key twice in one object: the first value odd, the last the original (or reverse)
        text = text.replace(json.dumps(marker), f"{first}, {json.dumps(key)}: {second}")
        del obj
        return f"duplicate key {key!r}", text.encode()

    def wrong_type():
        p = rng.choice(spots)[0]
        return f"wrong type at {'.'.join(map(str, p))}", _dump(_replaced(data, p, rng.choice(ODD_VALUES)))

    def hostile_name():
        name = rng.choice(HOSTILE_NAMES)
        d = json.loads(raw)
        setup = d.get("setup") if isinstance(d.get("setup"), dict) else None
        field = rng.choice(["arena", "board", "roster"])
        if field == "roster" or setup is None:
            d.setdefault("meta", {})
            if isinstance(d["meta"], dict):
                d["meta"]["roster"] = name
        else:
            setup[field] = name
        return f"{field} name {name[:20]!r}", _dump(d)

    def huge_string():
        p = rng.choice(strings or [("ruleset",)])
        return "huge string", _dump(_replaced(data, p, "R" * rng.choice([70_000, 300_000])))

    def whole():
        return "odd whole file", rng.choice([b"", b"   \n", b"null", b"[]", b"42", b'"save"',
                                             b"\xef\xbb\xbf" + raw, raw + b"\x00", raw * 2])

    kinds = [flip, truncate, bad_utf8, deep, big_number, duplicate_key, wrong_type, wrong_type,
             wrong_type, hostile_name, huge_string, whole]
    for i in range(n):
        out.append(kinds[i % len(kinds)]() if i < len(kinds) else rng.choice(kinds)())
    return out


# --------------------------------------------------------------------------- loaders

def _simulate(path: str, out_dir: Path):
    from game import simulate
    args = Namespace(stage=path, json=False, out=str(out_dir / "out.save.json"), bridge=None,
                     ruleset=None, arena=None, seats=None, games=None, seed=None, save_dir=None,
                     workers=None, carry=False)
    with contextlib.redirect_stdout(io.StringIO()):
        return simulate.run(args)


def _validate(path: str, out_dir: Path):
    from game import validate
    return validate.check_file(path)


def _render_loader(path: str, out_dir: Path):
    from scenes.timeline import load_source
    return load_source(path)


def _table_loader(path: str, out_dir: Path):
    from scenes.timeline import load_session
    return load_session(path)


def _roster(path: str, out_dir: Path):
    from game.rosters import load_roster
    return load_roster(path)


LOADERS = {"validate": _validate, "simulate": _simulate, "render": _render_loader,
           "play --load": _table_loader}
ROSTER_LOADERS = {"validate": _validate, "play --roster": _roster}


def cli_line(e: BaseException) -> str | None:
    """The line main.py prints for this exception (exit 2), or None: a traceback."""
    import main
    if isinstance(e, main._user_error_types()) or (isinstance(e, OSError) and e.filename) \
            or main._is_registry_key_error(e):
        return main._one_line(e)
    return None


_OPENED: list[str] | None = None          # files opened while a loader runs (audit hook)
FORBIDDEN = ("/etc/", "/dev/zero", "hostname", "passwd")


def _audit(event, args):
    if event == "open" and _OPENED is not None and isinstance(args[0], (str, bytes, os.PathLike)):
        _OPENED.append(os.fsdecode(args[0]))


def outcome(loader, path: str, out_dir: Path) -> tuple[str, str]:
    """("ok" | "line" | "traceback", detail); "traceback" too when the loader opened a file a
    crafted name points at (/etc/..., /dev/zero), whatever it said afterwards."""
    global _OPENED
    if not getattr(outcome, "hooked", False):
        sys.addaudithook(_audit)
        outcome.hooked = True
    _OPENED = []
    try:
        loader(path, out_dir)
        result = ("ok", "")
    except Exception as e:   # noqa: BLE001 - classifying every outcome is the point
        line = cli_line(e)
        if line is None:
            result = ("traceback", f"{type(e).__name__}: {str(e)[:200]}")
        elif "\n" in line or len(line) > MAX_LINE or not line.strip():
            result = ("traceback", f"not one short line ({len(line)} chars): {line[:200]}")
        else:
            result = ("line", line)
    finally:
        opened, _OPENED = _OPENED, None
    bad = [p for p in opened if any(f in p for f in FORBIDDEN)]
    return ("traceback", f"read outside: {bad[0]}") if bad else result


def run_corpus(per_file: int, out_dir: Path, seed: int = 0):
    """Yield (file, label, loader name, outcome, detail) for every variant and loader."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    for src in shipped_files():
        loaders = ROSTER_LOADERS if src.parent.name == "rosters" else LOADERS
        for i, (label, blob) in enumerate(variants(src, per_file, seed)):
            target = out_dir / f"v{i}-{src.name}"
            target.write_bytes(blob)
            for lname, loader in loaders.items():
                kind, detail = outcome(loader, str(target), out_dir)
                yield f"{src.name}#{i}", label, lname, kind, detail
            target.unlink()


if __name__ == "__main__":      # counts for the notes
    import collections
    import tempfile
    per = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    counts = collections.Counter()
    bad = collections.Counter()
    bad_files = set()
    with tempfile.TemporaryDirectory() as d:
        for name, label, lname, kind, detail in run_corpus(per, Path(d)):
            counts[kind] += 1
            if kind == "traceback":
                bad_files.add((name, label))
                what = label.split(" at ")[0].split(" '")[0].split(" 9")[0]
                bad[(lname, what, detail.split(":")[0] if not detail.startswith("not one") else "long line")] += 1
    print(f"files tried: {per * len(shipped_files())}; loader runs: {dict(counts)}; "
          f"files with a traceback: {len(bad_files)}")
    for k, v in bad.most_common(80):
        print(v, *k, sep=" | ")
