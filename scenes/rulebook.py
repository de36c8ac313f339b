"""The full rulebooks, for How to play (issue 16, part 4). They are the publishers' texts, so
the project does not ship them (a licensing call: we ship our own rules in short,
`rules/<game>/HOW_TO_PLAY.md`); the panel reads a rulebook where the player keeps it: the
folder named by the ARENA_RULEBOOKS environment variable, `saves/user/rulebooks/`, or the
`shared/rulebooks/` folder beside the project (where the development copies live)."""
from __future__ import annotations

import os
import re
import textwrap
from pathlib import Path

from game.userfiles import USER_SAVES
from rules.core.jsonfile import ROOT, FileProblem, read_bytes

FILES = {"ninja-arena": "ninja-arena.txt", "morituri": "arena-morituri-te-salutant.txt",
         "gladiator": "gladiator.txt", "chaos-arena": "chaos-arena.txt",
         "ceremony": "mistrz-ceremonii.en.txt"}


def folders() -> list[Path]:
    env = os.environ.get("ARENA_RULEBOOKS")
    out = [Path(env)] if env else []
    return out + [USER_SAVES / "rulebooks", ROOT.parent / "shared" / "rulebooks"]


def path(ruleset: str) -> Path | None:
    """Where the game's full rulebook is, if the player has it."""
    name = FILES.get(ruleset)
    for d in folders() if name else []:
        if (d / name).is_file():
            return d / name
    return None


def missing(ruleset: str) -> list[str]:
    """What the panel says when the rulebook is not there."""
    name = FILES.get(ruleset, f"{ruleset}.txt")
    return ["## The full rulebook is not on this computer",
            f"Put the rulebook's text, {name}, in saves/user/rulebooks/ (or a folder named by",
            "ARENA_RULEBOOKS) and it opens here, searchable. The rules in short are the other tab."]


NUMBERED = re.compile(r"^(\d+\.(\d+\.?)*|\d+[A-Z]\.?|[A-Z]{1,2}\d+(\.\d+)*\.?|[IVX]+\.)\s+\S")


def heading(raw: str, before: str) -> bool:
    """A section's title: numbered ("2.6 Movement Rules", "4B. Action Phase", "IV. Combat"), or
    a short capitalised line after a blank one that does not end a sentence ("Attributes")."""
    if NUMBERED.match(raw) and len(raw) < 80:
        return True
    return (not before.strip() and 2 < len(raw) <= 48 and raw[0].isupper()
            and raw[-1] not in ".,:;!?)" and not raw.startswith(("•", "-", "*")))


def lines(ruleset: str, width: int) -> list[str]:
    """The rulebook, wrapped; section titles become "## " headings."""
    p = path(ruleset)
    if p is None:
        return missing(ruleset)
    try:       # the player's file: the careful reader (a regular file, at most 1 MB), strict UTF-8
        text = read_bytes(p, "rulebook", limit=1 << 20).decode("utf-8")
    except FileProblem as e:
        return ["## The rulebook could not be read", str(e)]
    except UnicodeDecodeError as e:
        return ["## The rulebook could not be read",
                f"{p}: not UTF-8 text (byte {e.start}); save it as UTF-8 and it opens here."]
    out: list[str] = []
    before = ""
    for raw in text.splitlines():
        raw = raw.rstrip()
        if raw and heading(raw, before):
            out.append("## " + raw)
        else:
            out += textwrap.wrap(raw, width) or [""]
        before = raw
    return out
