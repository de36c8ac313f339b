"""`main.py validate SAVE [SAVE ...]`: check save files (format, schema, replay, snapshot).

Each file gets one line: "<file>: ok (ruleset, N actions, outcome)" on stdout, or its one-line
problem on stderr. Exit status 0 when every file is fine, 2 otherwise (as for any user error).
"""
from __future__ import annotations

import sys

from game.errors import UserError
from game.saves import load_save


def describe(pack, state, save) -> str:
    outcome = pack.outcome(state)
    n = len(save.actions)
    if outcome.finished:
        who = (" and ".join(outcome.winners) + (" win" if len(outcome.winners) > 1 else " wins")
               if outcome.winners else "no winner")
        result = f"finished, {who}" + (f": {outcome.reason}" if outcome.reason else "")
    else:
        waiting = ", ".join(sorted(pack.to_act(state))) or "nobody"
        result = f"running, to act: {waiting}"
    check = "" if save.snapshot is not None else ", no snapshot to check"
    return f"ok ({save.ruleset}, {n} action{'s' if n != 1 else ''}, {result}{check})"


def check_file(path: str) -> str:
    """The ok line for one file; raises UserError with its problem."""
    pack, state, save = load_save(path)
    return f"{path}: {describe(pack, state, save)}"


def run(args) -> int:
    status = 0
    for path in args.saves:
        try:
            print(check_file(path))
        except UserError as e:
            print(str(e), file=sys.stderr)
            status = 2
    return status
