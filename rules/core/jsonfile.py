"""The one careful reader of the JSON files a user may hand the program (saves, staged fights,
arenas, rosters, data files), and the one place a name in such a file becomes a file.

A file from a stranger must never hang, eat the machine's memory, read another file or end in a
traceback. So `read_json(path)`:
- reads regular files only: stat before opening, open with O_NONBLOCK (a FIFO or a device never
  blocks) and check the opened file again;
- reads at most MAX_BYTES (the largest shipped save is 24 KB, a long computer game about 50 KB);
- takes strict UTF-8 (a leading byte-order mark is allowed), no lone surrogate escapes;
- refuses duplicate keys (JSON would silently keep the last), NaN/Infinity, numbers too large
  to be meant (integers of more than MAX_INT_DIGITS digits, floats beyond the float range) and
  nesting deeper than MAX_DEPTH (the shipped files nest 7 deep).
Every problem is one `FileProblem` line naming the file; messages quote at most a short
`excerpt` of what they found, never a whole value.

Names, not paths: a file that refers to another file (a save's arena, a roster) holds a NAME,
`find_named` looks it up inside the folders it belongs to. Paths are for the command line only.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any, Iterable

MAX_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 32
MAX_INT_DIGITS = 100                    # a 128-bit seed has 39 digits; 5000 is an attack
NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9 _-]{0,63}")
NAME_RULE = "1-64 letters, digits, spaces, '-' or '_'; no '/', '..' or leading dot"
ROOT = Path(__file__).resolve().parents[2]
USER_ARENAS = ROOT / "saves" / "arenas"    # arenas a user adds, found by name beside the shipped


class FileProblem(ValueError):
    """A file (or a name of one) that cannot be used: one line naming it and what is wrong."""


class _Refused(ValueError):
    """Raised from inside json.loads' hooks; becomes a FileProblem naming the file."""


def excerpt(value: Any, limit: int = 40) -> str:
    """A value as a short quotation for a message: JSON, cut in the middle when long."""
    try:
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = type(value).__name__
    text = repr(text) if isinstance(value, str) else text
    if len(text) > limit:
        text = f"{text[:limit * 2 // 3]}...{text[-(limit // 3):]} ({len(text)} characters)"
    return text


def one_line(text: str, limit: int = 300) -> str:
    """A message as one line of at most `limit` characters (the middle elided)."""
    text = " ".join(str(text).split())
    if len(text) > limit:
        text = f"{text[:limit - 60]} ... {text[-40:]}"
    return text


def _size(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MB" if n >= 1024 * 1024 else f"{n / 1024:.0f} KB"


# --------------------------------------------------------------------------- reading bytes

def read_bytes(path: str | os.PathLike, what: str = "file", limit: int = MAX_BYTES,
               name: str | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, or one FileProblem line naming it
    `name` (default: the path)."""
    name = str(path) if name is None else name
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise FileProblem(f"{name}: no such file") from None
    except OSError as e:
        raise FileProblem(f"{name}: cannot read ({e.strerror or e})") from None
    _check_kind(st, name, what, limit)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise FileProblem(f"{name}: cannot read ({e.strerror or e})") from None
    try:
        _check_kind(os.fstat(fd), name, what, limit)   # the file opened is the file checked
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except BlockingIOError:
        raise FileProblem(f"{name}: cannot read (it would block: not a regular file)") from None
    except OSError as e:
        raise FileProblem(f"{name}: cannot read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if got > limit:
        raise FileProblem(f"{name}: too big for a {what} (more than {_size(limit)}, the limit)")
    return b"".join(chunks)


def _check_kind(st: os.stat_result, name: str, what: str, limit: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise FileProblem(f"{name}: is a folder, not a {what}")
    if not stat.S_ISREG(st.st_mode):
        kind = ("a FIFO" if stat.S_ISFIFO(st.st_mode) else "a device" if
                stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else
                "a socket" if stat.S_ISSOCK(st.st_mode) else "not a regular file")
        raise FileProblem(f"{name}: is {kind}, not a {what} file")
    if st.st_size > limit:
        raise FileProblem(f"{name}: too big for a {what} ({_size(st.st_size)}; "
                          f"the limit is {_size(limit)})")


# --------------------------------------------------------------------------- parsing

def _pairs(pairs: list) -> dict:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen = set()
        for k, _ in pairs:
            if k in seen:
                raise _Refused(f"the key {excerpt(k)} appears twice in one object")
            seen.add(k)
    return out


def _int(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_INT_DIGITS:
        raise _Refused(f"a number of {digits} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {excerpt(text, 24)} is out of range")
    return value


def _constant(text: str):
    raise _Refused(f"{text} is not allowed (JSON has no NaN or Infinity)")


def parse(raw: bytes, name: str, what: str = "file") -> Any:
    """Bytes -> the JSON value in them, or one FileProblem line ("NAME: not a WHAT (why)")."""
    def refuse(why: str) -> FileProblem:
        return FileProblem(f"{name}: not a {what} ({why})")
    if not raw.strip():
        raise refuse("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise refuse(f"not UTF-8 text: bad byte at offset {e.start}") from None
    text = text.removeprefix("\ufeff")
    try:
        data = json.loads(text, object_pairs_hook=_pairs, parse_int=_int, parse_float=_float,
                          parse_constant=_constant)
    except json.JSONDecodeError as e:
        ends_early = e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string")
        cut = " - the file ends early; truncated?" if ends_early else ""
        raise refuse(f"bad JSON at line {e.lineno} column {e.colno}: {e.msg}{cut}") from None
    except _Refused as e:
        raise refuse(str(e)) from None
    except RecursionError:
        raise refuse(f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:           # Python's own int-digits limit and the like
        raise refuse(f"bad JSON: {one_line(str(e), 120)}") from None
    _check_shape(data, lambda why: refuse(why), surrogates="\\u" in text)
    return data


def _check_shape(data: Any, refuse, surrogates: bool) -> None:
    """Nesting depth (without recursion) and, when escapes could have made them, lone
    surrogates (they cannot be written back as UTF-8)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            items: Iterable = value.values()
            if surrogates:
                items = [*value.values(), *value.keys()]
        elif isinstance(value, list):
            items = value
        else:
            if surrogates and isinstance(value, str) and _has_surrogate(value):
                raise refuse(f"the text {excerpt(value.encode('utf-8', 'replace').decode())} "
                             "holds a lone surrogate escape (not Unicode text)")
            continue
        if depth > MAX_DEPTH:
            raise refuse(f"nested more than {MAX_DEPTH} levels deep")
        stack.extend((v, depth + 1) for v in items)


def _has_surrogate(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def read_json(path: str | os.PathLike, what: str = "file", limit: int = MAX_BYTES,
              name: str | None = None) -> Any:
    """The JSON value in a user's file, read carefully (see the module docstring)."""
    name = str(path) if name is None else name
    return parse(read_bytes(path, what, limit, name), name, what)


# --------------------------------------------------------------------------- names

def check_name(name: Any, what: str) -> str:
    """`name` if it is a plain name (NAME_RULE), else one FileProblem line."""
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise FileProblem(f"{what} {excerpt(name)} is not a name ({NAME_RULE})")
    return name


def find_named(name: Any, folders: Iterable[os.PathLike | str], what: str,
               suffix: str = ".json") -> Path:
    """The file of the name `name` in the first of `folders` that has it; a name that is not one,
    or is in none of them, is one FileProblem line listing the known names."""
    check_name(name, what)
    folders = [Path(f) for f in folders]
    for folder in folders:
        p = folder / f"{name}{suffix}"
        if p.is_file():
            return p
    known = sorted({p.name[: -len(suffix)] for f in folders if f.is_dir()
                    for p in f.glob(f"*{suffix}") if NAME.fullmatch(p.name[: -len(suffix)])})
    raise FileProblem(f"unknown {what} {excerpt(name)} (known: {', '.join(known) or 'none'})")
