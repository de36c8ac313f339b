"""The one exception type for a user's mistake (bad file, bad argument): main.py prints its
message as a single line and exits non-zero, never a traceback."""


class UserError(Exception):
    pass
