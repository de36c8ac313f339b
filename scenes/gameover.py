"""The end of a game, for every game: who won and how, a short summary, and Play again.

`verdict` and `summary` are plain text (tested headless); `GameOverPanel` shows them in the
middle of the screen with its buttons: Play again (the same set-up and seats, new dice), the
fight log, and the menu.
"""
from __future__ import annotations

import textwrap

from ursina import Button, Entity, Text, camera, color as ucolor

from models import palette
from scenes.stage import destroy_tree


def seat_name(seat: str, seats: list[str], humans: list[str]) -> str:
    """A seat as a player knows it: you, the computer, or its colour."""
    if seat in humans and len(humans) == 1:
        return "You"
    computers = [s for s in seats if s not in humans]
    if seat in computers and len(computers) == 1:
        return "The computer"
    i = seats.index(seat) if seat in seats else 0
    return palette.PLAYER_NAMES[i % len(palette.PLAYER_NAMES)].title()


def verdict(winners, seats: list[str], humans: list[str], titles: dict | None = None) -> str:
    """Who won: you, the computer, or a seat by its title (`titles`: its figure's name or its
    role: a game of three computers ended "Blue wins" where the films said "Varg wins", and the
    Master's colour is not the third seat's), else its colour."""
    names = []
    for s in winners:
        n = seat_name(s, seats, humans)
        if n not in ("You", "The computer"):
            n = (titles or {}).get(s, n)
        if names and n.startswith("The "):        # "Red and the computer win"
            n = "the " + n[4:]
        names.append(n)
    if names == ["You"]:
        return "You win!"
    from scenes.places import wins
    text = wins(names)
    return text[:1].upper() + text[1:]


def _sentence(clause: str) -> str:
    clause = clause.strip().rstrip(".;").strip()
    return clause[:1].upper() + clause[1:] + "." if clause else ""


def summary(reason: str, rounds: int, moves: int, last_lines: list[str], word: str = "round") -> list[str]:
    """How it ended, how long it took (in the game's `word` for a round; its actions, not
    "moves": a Gladiator move is a square walked), and the last things that happened: the fight log's last
    three clauses as sentences, leaving out those that only say again how it ended (a log line
    may hold several clauses joined by '; ')."""
    said = reason.replace("_", " ").strip().rstrip(".")
    out = [_sentence(said)]
    out.append(f"{rounds} {word}{'s' if rounds != 1 else ''}, {moves} action{'s' if moves != 1 else ''}.")
    clauses = [c.strip() for line in last_lines for c in line.split("; ") if c.strip().rstrip(".")]
    told = [c for c in clauses if not (said and said.lower() in c.lower())
            and not c.lower().startswith(("the fight is over", "game over"))]
    if told:
        out.append("The end: " + " ".join(_sentence(c) for c in told[-3:]))
    return [line for line in out if line]


class GameOverPanel(Entity):
    def __init__(self, title: str, lines: list[str], won: bool, on_again, on_log, on_menu):
        super().__init__(parent=camera.ui)
        lines = [w for line in lines for w in (textwrap.wrap(line, 72) or [""])][:8]
        h = 0.3 + 0.045 * len(lines)
        Entity(parent=self, model="quad", scale=(0.9, h), color=ucolor.rgba(0.03, 0.03, 0.05, 0.92),
               z=1, y=0.05)
        top = 0.05 + h / 2
        col = palette.GOLD if won else (0.85, 0.85, 0.9)
        self.title = Text(title, parent=self, origin=(0, 0), y=top - 0.06, scale=2.0,
                          color=ucolor.rgba(*col, 1))
        self.lines = [Text(line, parent=self, origin=(0, 0), y=top - 0.13 - i * 0.045,
                           scale=0.8, color=ucolor.rgba(1, 1, 1, 0.9)) for i, line in enumerate(lines)]
        y = 0.05 - h / 2 + 0.055
        self.buttons = {
            "again": Button(text="Play again (Enter)", parent=self, scale=(0.26, 0.06),
                            position=(-0.29, y), color=ucolor.rgba(*palette.scale(palette.PLAYERS[2], 0.7), 1),
                            on_click=on_again),
            "log": Button(text="Fight log (L)", parent=self, scale=(0.24, 0.06), position=(0, y),
                          on_click=on_log),
            "menu": Button(text="Menu (Esc)", parent=self, scale=(0.24, 0.06), position=(0.28, y),
                           on_click=on_menu),
        }
        self.on_again = on_again

    def input(self, key):
        if key == "enter":
            self.on_again()

    def close(self) -> None:
        destroy_tree(self)
