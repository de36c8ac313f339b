"""Writing files a user keeps, and the names inside shared files (issue 14): a full disk or a
read-only folder is one line naming the target and the old file stays; no folder is made for
--out; files keep their mode; a save's roster is a name inside saves/rosters/."""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from argparse import Namespace
from pathlib import Path

import pytest

from game import rosters, saves
from game.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
STAGE = ROOT / "saves" / "ninja-arena-model-scenario.json"


def mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def a_save():
    from game.simulate import load_log
    from game.session import Session
    pack, setup, seed, log = load_log(json.loads(STAGE.read_text()), "stage")
    s = Session(pack, setup, seed)
    for seat, action in log:
        s.act(seat, action)
    return s.to_save()


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_new_save_gets_the_usual_mode_not_0600(tmp_path, umask_022):
    path = saves.write_save(tmp_path / "new.json", a_save())
    assert mode(path) == 0o644


def test_a_rewritten_save_and_its_backup_keep_the_files_mode(tmp_path, umask_022):
    path = tmp_path / "kept.json"
    saves.write_save(path, a_save())
    os.chmod(path, 0o640)
    saves.write_save(path, a_save())
    assert mode(path) == 0o640 and mode(Path(str(path) + ".bak")) == 0o640


def test_a_rewritten_roster_keeps_its_mode(tmp_path, umask_022):
    path = tmp_path / "mine.json"
    path.write_text((ROOT / "saves" / "rosters" / "example.json").read_text())
    os.chmod(path, 0o600)
    rosters.write_roster(path, rosters.load_roster(path))
    assert mode(path) == 0o600


@pytest.mark.parametrize("errno_, text", [(28, "No space left on device"), (30, "Read-only file system"),
                                          (13, "Permission denied")])
def test_a_full_disk_or_read_only_folder_is_one_line_naming_the_target(tmp_path, monkeypatch, errno_, text):
    path = tmp_path / "game.json"
    saves.write_save(path, a_save())
    old = path.read_bytes()

    def refuse(*a, dir=None, **k):      # what the OS says when the folder or disk refuses
        raise OSError(errno_, text, str(Path(dir) / ".game.json.x1y2.tmp"))
    monkeypatch.setattr(saves.tempfile, "mkstemp", refuse)
    with pytest.raises(UserError) as e:
        saves.write_save(path, a_save())
    assert str(e.value) == f"{path}: cannot write ({text}); the old file is unchanged"
    assert ".tmp" not in str(e.value) and path.read_bytes() == old
    assert sorted(os.listdir(tmp_path)) == ["game.json"]


def test_simulate_out_into_a_missing_folder_is_one_line_and_makes_nothing(tmp_path):
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", str(STAGE), "--out",
                        str(tmp_path / "no" / "such" / "x.json")], capture_output=True, text=True,
                       timeout=120, cwd=ROOT)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip().splitlines()[-1] == f"{tmp_path}/no/such/x.json: cannot write: there is no folder {tmp_path}/no/such"
    assert os.listdir(tmp_path) == []


def test_render_out_into_a_missing_folder_is_one_line(tmp_path):
    from scenes.capture import _out_path
    with pytest.raises(UserError, match=r"shot.png: cannot write: there is no folder .*/nope$"):
        _out_path(str(tmp_path / "nope" / "shot.png"), ".png")
    assert os.listdir(tmp_path) == []


def test_validate_the_whole_saves_folder_exits_0_and_skips_the_schema():
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "saves").glob("*.json"))
    r = subprocess.run([sys.executable, "main.py", "validate", *files], capture_output=True,
                       text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert "saves/save.schema.json: skipped: a JSON Schema ('Arena Table save'), not a save" in r.stdout


# --------------------------------------------------------------------------- roster names

@pytest.mark.parametrize("name", ["../../../tmp/victim", "/etc/passwd", "..", ".bashrc", ["x"], 5])
def test_a_saves_meta_roster_must_be_a_name(name):
    data = saves.save_dict(a_save())
    data["meta"]["roster"] = name
    with pytest.raises(UserError, match=r"^crafted.json: meta.roster .* is not a name"):
        saves.check_save_data(data, "crafted.json")
    with pytest.raises(UserError, match="is not a name"):
        rosters.named_roster(name)


def test_a_roster_name_resolves_inside_saves_rosters_only(tmp_path):
    assert rosters.named_roster("example") == rosters.ROSTER_DIR / "example.json"
    assert rosters.meta_name(rosters.ROSTER_DIR / "example.json") == "example"
    assert rosters.meta_name(tmp_path / "example.json") is None     # typed paths stay out of saves


def test_a_loaded_save_writes_back_only_its_named_roster(tmp_path, monkeypatch):
    """The table's end-of-game write-back (scenes/controller.py _record_roster) with a crafted
    meta.roster writes nothing; with a name, only saves/rosters/NAME.json."""
    from scenes.controller import PackController
    written = []
    monkeypatch.setattr(rosters, "record_game", lambda path, state: written.append(Path(path)))
    victim = tmp_path / "victim.json"
    victim.write_text("{}")

    class Fake:
        session = Namespace(meta={"roster": str(victim)}, state=None)
        said = []
        message = said.append
        scene = Namespace(hud=Namespace(said=""))

    fake = Fake()
    PackController._record_roster(fake)
    assert written == [] and "is not a name" in fake.said[-1] and victim.read_text() == "{}"
    fake.session = Namespace(meta={"roster": "example"}, state=None)
    PackController._record_roster(fake)
    assert written == [rosters.ROSTER_DIR / "example.json"]


# --------------------------------------------------------------------------- arena names

@pytest.mark.parametrize("ruleset, field", [("ninja-arena", "arena"), ("gladiator", "arena"),
                                            ("chaos-arena", "board"), ("morituri", "board")])
@pytest.mark.parametrize("name", ["../../../../etc/hostname", "/etc/passwd", "/dev/zero", ".hidden"])
def test_no_pack_opens_a_file_a_set_up_names_by_path(ruleset, field, name):
    """A set-up's arena is a name in the pack's own folders (and saves/arenas/): a path in a
    shared save is refused in one line before anything is opened."""
    from rules import registry
    from rules.core.engine import BadSetup
    from tests.game import fuzz_corpus
    pack = registry.get(ruleset)

    def start(_path, _out):
        return pack.new_game({field: name}, 1)
    kind, detail = fuzz_corpus.outcome(start, "", Path("."))
    assert kind == "line" and "is not a name" in detail, detail
    with pytest.raises((BadSetup, ValueError)):
        pack.new_game({field: name}, 1)


def test_a_png_that_cannot_be_written_is_one_line_naming_it_and_the_old_picture_stays(tmp_path, monkeypatch):
    from scenes import stage
    out = tmp_path / "shot.png"
    out.write_bytes(b"old picture")

    def full(path):                      # the disk fills while the temporary file is written
        Path(path).write_bytes(b"half")
        raise OSError(28, "No space left on device", str(path))
    monkeypatch.setattr(stage, "save_png", full)
    with pytest.raises(UserError) as e:
        stage.save_png_atomic(out)
    assert str(e.value) == f"{out}: cannot write (No space left on device)"
    assert out.read_bytes() == b"old picture" and os.listdir(tmp_path) == ["shot.png"]
