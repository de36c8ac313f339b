"""The `--setup` argument of `play` and `simulate`: a game's set-up as a JSON object, or a file
holding one, read as carefully as any save."""
from __future__ import annotations

from game.errors import UserError
from rules.core import jsonfile


def parse_setup(text: str | None) -> dict:
    """`--setup`: a JSON object (or a file holding one) given to the pack as its set-up."""
    if not text:
        return {}
    try:
        if text.lstrip()[:1] not in ("{", "["):
            data = jsonfile.read_json(text, "set-up", name=f"--setup {text}")
        else:
            data = jsonfile.parse(text.encode("utf-8", "replace"), "--setup", "set-up")
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None
    if not isinstance(data, dict):
        raise UserError("--setup: the set-up is a JSON object, e.g. '{\"mode\": \"master\"}'")
    return data
