"""The Master of Ceremonies table (rules/ceremony): the Lords' arena in 3D, gladiators, dwarves,
the war dogs, the tiger and the ape-man, traps, hourglasses, the figure panel and the Master's
crystal wheel; an animation for every rule event; labels and a seat panel for `play`.

Exposes what scenes/games/__init__.py asks of a pack table: TABLE, ANIMATIONS, round_of,
ESTIMATE, describe_action, cell_of_action, seat_panel.
"""
from __future__ import annotations

from scenes.games.ceremony.guide import GUIDE_SEED, guide_setup, guide_steps
from scenes.games.ceremony.anims import ANIMATIONS, ESTIMATE, SOUNDS
from scenes.games.ceremony.labels import cell_of_action, describe_action, group_of, hint_of
from scenes.games.ceremony.seat import seat_panel
from scenes.games.ceremony.table import CeremonyTable
from scenes.games.ceremony.text import outcome_words

NAME = "Gladiator duel (Mistrz Ceremonii base)"
MODES = [("Master of Ceremonies (3 seats)", {"mode": "master"}),
         ("Death eliminations (2 against 2)", {"mode": "eliminations"})]     # more entries in the Other games menu: (label, set-up)
BENCH_SAVE = "saves/ceremony-master-example.json"     # the picture `main.py bench --only pack-tables` draws
TABLE = CeremonyTable
SEAT_TITLES = {"mc": "the Master of Ceremonies"}     # a seat named by its role, not a figure
__all__ = ["NAME", "GUIDE_SEED", "guide_setup", "guide_steps", "SOUNDS", "BENCH_SAVE", "MODES", "TABLE", "ANIMATIONS", "ESTIMATE", "round_of", "describe_action", "cell_of_action", "group_of", "hint_of", "seat_panel", "SEAT_TITLES", "outcome_words"]


def round_of(view: dict) -> int:
    return int(view.get("round") or 0)
