"""The Gladiator table (scenes/games/__init__.py describes the contract): TABLE (table.py),
ANIMATIONS and ESTIMATE (animations.py), round_of, and for `play` describe_action with the odds
and cell_of_action (labels.py, odds.py) and seat_panel, the character sheet (sheet.py)."""
from __future__ import annotations

from scenes.games.gladiator.animations import ANIMATIONS, ESTIMATE, SOUNDS
from scenes.games.gladiator.guide import GUIDE_SEED, guide_setup, guide_steps
from scenes.games.gladiator.labels import cell_of_action, describe_action, greyed_choices, hint_of
from scenes.games.gladiator.sheet import seat_panel
from scenes.games.gladiator.table import GladiatorTable

NAME = "Gladiator"
BENCH_SAVE = "saves/gladiator-solo-grim.json"     # the picture `main.py bench --only pack-tables` draws
TABLE = GladiatorTable


def roster_setup(name: str):
    """`play --roster NAME`: (set-up, roster file) of a solo game with the roster's characters
    against the computer's creatures (Gladiator 10; experience is written back at the end)."""
    from game import rosters
    path = rosters.roster_path(name)
    return rosters.new_game_setup(rosters.load_roster(path)), path


def arena_name(src) -> str | None:
    """The arena a film's title card names ("The Colosseum"), from its file."""
    from rules.core.jsonfile import USER_ARENAS, FileProblem, find_named, read_json
    from rules.gladiator.setup import ARENA_DIR
    name = (src.setup or {}).get("arena") or "colosseum"
    try:         # the one careful reader (an arena may be a stranger's file)
        data = read_json(find_named(name, (ARENA_DIR, USER_ARENAS), "arena"), "arena")
    except FileProblem:
        return None
    return data.get("name") if isinstance(data, dict) else None


ROUND_WORD = "turn"          # the rulebook's game turn (the end card: "3 turns, 37 actions")


def round_of(view: dict) -> int:
    """The game turn a view is in (`render --at TURN`)."""
    return int(view.get("turn", 1))


__all__ = ["NAME", "SOUNDS", "arena_name", "GUIDE_SEED", "guide_setup", "guide_steps", "BENCH_SAVE", "TABLE", "ANIMATIONS", "ESTIMATE", "round_of", "ROUND_WORD", "roster_setup", "describe_action", "cell_of_action", "hint_of",
           "greyed_choices", "seat_panel"]
