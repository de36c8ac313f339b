"""Writing, reading and replaying save files (format: rules/core/save_schema.py).

- `write_save(path, save)`: atomic (temporary file in the same folder, fsync, os.replace); the
  file it replaces is kept as `path + ".bak"`.
- `load_save(path) -> (pack, state, save)`: reads, checks and replays a save; ANY problem with the
  file is one `UserError` line naming the file and what is wrong, and no file is touched.
- `load_save_data(data, name)`: the same for a dict already in memory (staged fights).
- `iter_replay(pack, save)`: the game step by step (for render --at, record, replays).
- `save_from_game(...)`: builds a `SaveFile` from a finished (or running) session.

Actions are numbered from 1 in messages ("action 7 (p1 plan) ...") because people read them.
"""
from __future__ import annotations

import json
import math
import os
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

from pydantic import ValidationError

from game.errors import UserError
from rules import registry
from rules.core import jsonfile
from rules.core.engine import BadSetup, IllegalAction
from rules.core.save_schema import SAVE_FORMAT, SUPPORTED_VERSIONS, SaveFile, marked_setup, version_for


# --------------------------------------------------------------------------- building a save

def action_json(pack, action) -> dict:
    """An action model (or an already-JSON dict) as the JSON stored in a save."""
    if isinstance(action, dict):
        return action
    return pack.action_adapter.dump_python(action, mode="json")


def save_from_game(pack, setup: dict, seed: int, log: Iterable[tuple[str, Any]], state,
                   meta: dict | None = None) -> SaveFile:
    """A save for a game played from `setup`/`seed` through `log` ([(seat, action), ...]) that
    ended in `state`; the snapshot of `state` becomes the save's check."""
    return SaveFile(
        version=version_for(seed),            # a game continued from a version-1 save stays 1
        ruleset=pack.id,
        setup=json.loads(json.dumps(marked_setup(pack, setup))),  # a private, JSON-clean copy
        seed=int(seed),
        actions=[{"seat": seat, "action": action_json(pack, action)} for seat, action in log],
        snapshot=pack.snapshot(state),
        meta=dict(meta or {}),
    )


# --------------------------------------------------------------------------- writing

def save_dict(save: SaveFile) -> dict:
    return save.model_dump(mode="json")


def write_save(path: str | os.PathLike, save: SaveFile | dict) -> Path:
    """Write atomically; keep the replaced file as `<path>.bak`. On any failure the old file is
    untouched and no temporary file is left behind."""
    data = save_dict(save) if isinstance(save, SaveFile) else SaveFile.model_validate(save).model_dump(mode="json")
    return write_atomic(path, lambda f: _dump_save(data, f))


def write_atomic(path: str | os.PathLike, dump) -> Path:
    """`dump(f)` writes into a temporary file beside `path`, which then replaces `path` (the
    old file kept as `<path>.bak`); on any failure `path` is untouched and no temporary file
    is left behind. Saves and Gladiator rosters are written this way.

    A problem (no such folder - it is never created here -, a full disk, a read-only folder) is
    one UserError line naming `path`, never the temporary file. A new file gets the usual mode
    (0666 less the umask, not mkstemp's 0600); a rewritten one keeps its mode."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise UserError(f"{path}: cannot write: there is no folder {folder}")
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            os.fchmod(f.fileno(), mode)
            dump(f)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            _copy_atomic(path, Path(str(path) + ".bak"))
        os.replace(tmp_name, path)
    except BaseException as e:
        if tmp_name:
            try:
                os.unlink(tmp_name)
            except FileNotFoundError:
                pass
        if isinstance(e, OSError):
            kept = "; the old file is unchanged" if path.exists() else ""
            raise UserError(f"{path}: cannot write ({e.strerror or type(e).__name__}){kept}") from None
        raise
    _fsync_dir(folder)
    return path


def _umask() -> int:
    """The process's umask, read without changing it where the OS allows (threads run)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _dump_save(data: dict, f) -> None:
    """One top-level key per line and one action per line: readable, and diffs stay small."""
    f.write("{\n")
    keys = list(data)
    for n, key in enumerate(keys):
        f.write(f"  {json.dumps(key)}: ")
        value = data[key]
        if key == "actions" and value:
            f.write("[\n")
            for i, entry in enumerate(value):
                f.write("    ")
                json.dump(entry, f, ensure_ascii=False, separators=(", ", ": "))
                f.write(",\n" if i < len(value) - 1 else "\n")
            f.write("  ]")
        else:
            json.dump(value, f, ensure_ascii=False, separators=(", ", ": "))
        f.write(",\n" if n < len(keys) - 1 else "\n")
    f.write("}\n")


def _copy_atomic(src: Path, dst: Path) -> None:
    """Copy src to dst so that dst is always either the old backup or the complete new one."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{dst.name}.", suffix=".tmp", dir=dst.parent)
    try:
        with os.fdopen(fd, "wb") as out, open(src, "rb") as inp:
            os.fchmod(out.fileno(), stat.S_IMODE(os.fstat(inp.fileno()).st_mode))
            shutil.copyfileobj(inp, out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp_name, dst)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable; not possible on every OS, so best effort.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --------------------------------------------------------------------------- reading

def parse_save_text(raw: bytes, name: str) -> dict:
    """Bytes of a file -> the JSON object in it, or one UserError line (rules/core/jsonfile.py
    says what is refused: bad UTF-8, duplicate keys, huge numbers, deep nesting ...)."""
    try:
        data = jsonfile.parse(raw, name, "save")
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None
    if not isinstance(data, dict):
        raise UserError(f"{name}: not a save (the top level is a {type(data).__name__}, "
                        "expected an object)")
    return data


def check_save_data(data: Any, name: str) -> SaveFile:
    """A parsed JSON object -> a SaveFile, or one UserError line (format, version, schema)."""
    if not isinstance(data, dict):
        raise UserError(f"{name}: not a save (expected a JSON object)")
    fmt = data.get("format")
    if fmt != SAVE_FORMAT:
        what = "has no 'format'" if fmt is None else f"format is {jsonfile.excerpt(fmt)}"
        raise UserError(f"{name}: not an arena-table save ({what}, expected {SAVE_FORMAT!r})")
    version = data.get("version")
    if type(version) is not int or version not in SUPPORTED_VERSIONS:
        *first, last = (str(v) for v in SUPPORTED_VERSIONS)
        reads = f"versions {', '.join(first)} and {last}" if first else f"version {last}"
        raise UserError(f"{name}: version {jsonfile.excerpt(version)} is not supported "
                        f"(this build reads {reads})")
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as e:
        raise UserError(f"{name}: {describe_validation_error(e)}") from None
    if "roster" in save.meta:   # the roster written back at the end: a name, never a path
        try:
            jsonfile.check_name(save.meta["roster"], "meta.roster")
        except jsonfile.FileProblem as e:
            raise UserError(f"{name}: {e}") from None
    pack = get_pack(save.ruleset, name)
    return save.model_copy(update={"setup": marked_setup(pack, save.setup, saved_before=True)})


def describe_validation_error(e: ValidationError, what: str = "schema error") -> str:
    """A pydantic error as one line: where (actions counted from 1) and what."""
    err = e.errors()[0]
    loc = list(err.get("loc", ()))
    if len(loc) >= 2 and loc[0] == "actions" and isinstance(loc[1], int):
        where = f"action {loc[1] + 1}" + ("." + ".".join(map(str, loc[2:])) if loc[2:] else "")
    else:
        where = ".".join(map(str, loc))
    more = f" (and {e.error_count() - 1} more)" if e.error_count() > 1 else ""
    return f"{what}{' at ' + where if where else ''}: {jsonfile.one_line(err['msg'], 160)}{more}"


def read_bytes(path: str | os.PathLike) -> bytes:
    """A user's file, read carefully (regular files only, size limit), or one UserError line."""
    try:
        return jsonfile.read_bytes(path, "save")
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None


def read_json(path: str | os.PathLike) -> dict:
    """The JSON object in a file (save or stage), or one UserError line. Every file a user
    hands the program (saves, stages, rosters) is read by this or by rules/core/jsonfile."""
    return parse_save_text(read_bytes(path), str(path))


def read_save(path: str | os.PathLike) -> SaveFile:
    """Read and check a save file without replaying it."""
    return check_save_data(read_json(path), str(path))


# --------------------------------------------------------------------------- replaying

@dataclass(frozen=True)
class ReplayStep:
    index: int        # 1-based number of the action in the log
    seat: str
    action: Any       # the pack's action model
    events: list
    state: Any        # the state after the action


def _action_label(entry) -> str:
    kind = entry.action.get("kind") if isinstance(entry.action, dict) else None
    return f"{entry.seat} {kind}" if kind else entry.seat


def get_pack(ruleset_id: str, name: str):
    try:
        return registry.get(ruleset_id)
    except KeyError as e:
        raise UserError(f"{name}: {e.args[0] if e.args else e}") from None


def start_state(pack, save: SaveFile, name: str):
    try:
        return pack.new_game(save.setup, save.game_seed)
    except ValidationError as e:
        raise UserError(f"{name}: bad setup: {describe_validation_error(e, 'error')}") from None
    except (BadSetup, IllegalAction) as e:
        raise UserError(f"{name}: bad setup: {e}") from None
    except Exception as e:  # a pack bug met with odd data: still one line, naming the cause
        raise UserError(f"{name}: the setup breaks the {pack.id} rules engine "
                        f"({type(e).__name__}: {e})") from None


def iter_replay(pack, save: SaveFile, name: str = "save", state=None) -> Iterator[ReplayStep]:
    """Replay the log step by step; each problem is one UserError naming the action."""
    if state is None:
        state = start_state(pack, save, name)
    for i, entry in enumerate(save.actions, start=1):
        label = f"{name}: action {i} ({_action_label(entry)})"
        try:
            action = pack.action_adapter.validate_python(entry.action)
        except ValidationError as e:
            raise UserError(f"{label} is not a valid action: "
                            f"{describe_validation_error(e, 'error')}") from None
        try:
            if entry.seat not in pack.to_act(state):
                waiting = ", ".join(sorted(pack.to_act(state))) or "nobody (the game is over)"
                raise IllegalAction("turn", f"{entry.seat} may not act now (to act: {waiting})")
            state, events = pack.apply(state, entry.seat, action)
        except IllegalAction as e:
            raise UserError(f"{label} does not replay: {e}") from None
        except Exception as e:  # a pack bug met with odd data: still one line, naming the cause
            raise UserError(f"{label} breaks the {pack.id} rules engine "
                            f"({type(e).__name__}: {e})") from None
        yield ReplayStep(i, entry.seat, action, events, state)


def replay(pack, save: SaveFile, name: str = "save"):
    """The state at the end of the save's log."""
    state = start_state(pack, save, name)
    for step in iter_replay(pack, save, name, state=state):
        state = step.state
    return state


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON values first differ ("figures.3.life: 4 != 3"), or None if equal."""
    here = path or "top level"
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a:
                return f"{path + '.' if path else ''}{key}: missing in the save"
            if key not in b:
                return f"{path + '.' if path else ''}{key}: missing in the replayed game"
            found = first_difference(a[key], b[key], f"{path + '.' if path else ''}{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path + '.' if path else ''}{i}")
            if found:
                return found
        if len(a) != len(b):
            return f"{here}: {len(a)} items saved, {len(b)} replayed"
        return None
    if type(a) is not type(b) or a != b or (isinstance(a, float) and math.isnan(a)):
        return f"{here}: saved {json.dumps(a)[:60]}, replayed {json.dumps(b)[:60]}"
    return None


def check_snapshot(pack, state, save: SaveFile, name: str) -> None:
    if save.snapshot is None:
        return
    # Both sides through JSON, so tuples/lists and int keys compare as they are stored.
    replayed = json.loads(json.dumps(pack.snapshot(state)))
    diff = first_difference(save.snapshot, replayed)
    if diff:
        raise UserError(f"{name}: the snapshot does not match the replayed game ({diff})")


def load_save_data(data: Any, name: str = "save"):
    """A save already parsed from JSON -> (pack, state, save), or one UserError line."""
    save = check_save_data(data, name)
    pack = get_pack(save.ruleset, name)
    state = replay(pack, save, name)
    check_snapshot(pack, state, save, name)
    return pack, state, save


def load_save(path: str | os.PathLike):
    """Read, check and replay a save file -> (pack, state, save). One UserError line on any
    problem; the file is only read."""
    name = str(path)
    save = read_save(path)
    pack = get_pack(save.ruleset, name)
    state = replay(pack, save, name)
    check_snapshot(pack, state, save, name)
    return pack, state, save
