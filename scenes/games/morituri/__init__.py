"""The Arena: Morituri te salutant table (scenes/games/__init__.py describes the contract):
TABLE (table.py), ANIMATIONS (anims.py), round_of, describe_action, make_panel / seat_panel /
cell_of_action (the card UI for `play`, panel.py)."""
from __future__ import annotations

from scenes.games.morituri.anims import ANIMATIONS, ESTIMATE, SOUNDS  # noqa: F401
from scenes.games.morituri.guide import GUIDE_SEED, guide_setup, guide_steps  # noqa: F401
from scenes.games.morituri.labels import cell_of_action, describe_action, hint_of  # noqa: F401
from scenes.games.morituri.panel import make_panel, seat_panel as _cards_panel  # noqa: F401
from scenes.games.morituri.table import MorituriTable

NAME = "Arena: Morituri te salutant"
BENCH_SAVE = "saves/morituri-barbarian-vs-killer.json"     # the picture `main.py bench --only pack-tables` draws
TABLE = MorituriTable


def round_of(view: dict) -> int:
    return int(view.get("round", 1))


def seat_panel(ctl, seat: str, view: dict):
    """The cards (panel.py) and, when there is anything to whisper or hear, the whisper box."""
    from ursina import Entity, camera
    from scenes.games.morituri.whisper_ui import WhisperBox, whisper_lines
    cards = _cards_panel(ctl, seat, view)
    if not (view.get("may_whisper_to") or whisper_lines(view)):
        return cards
    holder = Entity(parent=camera.ui)
    if cards is not None:
        cards.parent = holder
    WhisperBox(ctl, seat, view).parent = holder
    return holder
