"""The one exception type for a user's mistake (bad file, bad argument): main.py prints its
message as a single line and exits non-zero, never a traceback.

rules/ cannot import this, so the careful file reader there raises its own
`rules.core.jsonfile.FileProblem` (a ValueError, like BadSetup): game/ turns it into a UserError
where it reads a user's file (game/saves.read_json, game/rosters), the packs into BadSetup, and
main.py prints any that still escapes as the same one line."""


class UserError(Exception):
    pass
