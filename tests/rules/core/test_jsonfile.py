"""rules/core/jsonfile.py: the one careful reader of users' JSON files, and names, not paths
(issue 14). Every refusal is one FileProblem line naming the file and what is wrong."""
from __future__ import annotations

import os

import pytest

from rules.core import jsonfile
from rules.core.jsonfile import FileProblem, find_named, parse, read_json


def problem(raw: bytes) -> str:
    with pytest.raises(FileProblem) as e:
        parse(raw, "f.json", "save")
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith("f.json: not a save (")
    return msg


def test_a_good_file_reads(tmp_path):
    p = tmp_path / "ok.json"
    p.write_text('{"a": [1, 2.5, "x", null, true], "b": {"c": -3}}')
    assert read_json(p) == {"a": [1, 2.5, "x", None, True], "b": {"c": -3}}


def test_a_byte_order_mark_is_allowed():
    assert parse(b'\xef\xbb\xbf{"a": 1}', "f.json") == {"a": 1}


def test_duplicate_keys_are_refused_naming_the_key():
    assert "the key 'seed' appears twice" in problem(b'{"seed": 1, "x": {}, "seed": 2}')
    assert "the key 'id' appears twice" in problem(b'{"a": [{"id": 1, "id": 1}]}')


def test_nesting_deeper_than_the_limit_is_refused_and_never_a_recursion_error():
    ok = b"[" * jsonfile.MAX_DEPTH + b"]" * jsonfile.MAX_DEPTH
    assert parse(ok, "f.json") is not None
    deeper = b"[" * (jsonfile.MAX_DEPTH + 1) + b"]" * (jsonfile.MAX_DEPTH + 1)
    assert f"nested more than {jsonfile.MAX_DEPTH} levels deep" in problem(deeper)
    assert "nested more than" in problem(b'{"a":' * 100_000 + b"1" + b"}" * 100_000)


def test_huge_numbers_nan_and_infinity_are_refused():
    assert "a number of 5000 digits" in problem(b'{"seed": ' + b"9" * 5000 + b"}")
    assert "a number of 101 digits (at most 100)" in problem(b'{"seed": -' + b"9" * 101 + b"}")
    assert parse(b'{"seed": -' + b"9" * 100 + b"}", "f")["seed"] == -int("9" * 100)
    assert "out of range" in problem(b'{"x": 1e400}')
    assert "NaN is not allowed" in problem(b'{"x": NaN}')
    assert "-Infinity is not allowed" in problem(b'{"x": -Infinity}')


def test_bad_utf8_and_lone_surrogates_are_refused():
    assert "not UTF-8 text: bad byte at offset 7" in problem(b'{"a": "\xff"}')
    assert "lone surrogate" in problem(b'{"a": "\\ud800"}')
    assert parse(b'{"a": "\\ud83d\\ude00"}', "f") == {"a": "\U0001F600"}


def test_truncated_and_empty_files_say_so():
    assert "the file ends early; truncated?" in problem(b'{"a": [1, 2')
    assert "the file is empty" in problem(b"  \n")


def test_only_regular_files_are_read_and_a_fifo_never_blocks(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(FileProblem, match=r"pipe.json: is a FIFO, not a save file$"):
        read_json(fifo, "save")       # would block forever if it were opened for reading
    with pytest.raises(FileProblem, match=r"^/dev/zero: is a device, not a save file$"):
        read_json("/dev/zero", "save")
    with pytest.raises(FileProblem, match=r"is a folder, not a save$"):
        read_json(tmp_path, "save")
    with pytest.raises(FileProblem, match=r"none.json: no such file$"):
        read_json(tmp_path / "none.json", "save")


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(jsonfile.MAX_BYTES + 1)         # sparse: no time, no disk
    with pytest.raises(FileProblem, match=r"big.json: too big for a save \(8.0 MB; the limit is 8.0 MB\)"):
        read_json(big, "save")
    small = tmp_path / "small.json"
    small.write_text('{"a": "' + "x" * 200 + '"}')
    with pytest.raises(FileProblem, match="limit is 0 KB"):
        read_json(small, "save", limit=100)


def test_messages_quote_only_an_excerpt():
    long = "R" * 10_000_000
    text = jsonfile.excerpt(long)
    assert len(text) < 80 and "(10000002 characters)" in text
    assert len(jsonfile.one_line("x " * 100_000)) <= 300
    assert "\n" not in jsonfile.one_line("a\nb\r\nc")


@pytest.mark.parametrize("name", ["../../../etc/hostname", "/etc/passwd", "/dev/zero", "..", ".hidden",
                                  "a/b", "a\\b", "", "x" * 65, "castle.json", None, ["castle"], 3])
def test_a_name_is_never_a_path(tmp_path, name):
    with pytest.raises(FileProblem, match="is not a name"):
        find_named(name, [tmp_path], "arena")


def test_names_are_found_in_their_folders_in_order(tmp_path):
    first, second = tmp_path / "shipped", tmp_path / "user"
    first.mkdir()
    second.mkdir()
    (second / "my arena.json").write_text("{}")
    (first / "castle.json").write_text("{}")
    (second / "castle.json").write_text("{}")
    assert find_named("castle", [first, second], "arena") == first / "castle.json"
    assert find_named("my arena", [first, second], "arena") == second / "my arena.json"
    with pytest.raises(FileProblem, match=r"^unknown arena 'moon' \(known: castle, my arena\)$"):
        find_named("moon", [first, second, tmp_path / "missing"], "arena")
