"""Menus over the table: main menu (new game, load, quit), the new-game screen and the load
list. They only collect choices and call back; the app starts games."""
from __future__ import annotations

from pathlib import Path

from ursina import Button, Entity, Text, camera, color as ucolor

from models import palette

OPPONENTS = ("ai:normal", "ai:easy", "ai:hard", "human")
OPPONENT_LABEL = {"ai:normal": "computer (normal)", "ai:easy": "computer (easy)",
                  "ai:hard": "computer (hard)", "human": "a friend (hot seat)"}
LAYERS = ("beginner", "advanced", "professional")
KINDS = ("shadow", "weaponmaster")


def _panel(parent, w=0.62, h=0.62):
    return Entity(parent=parent, model="quad", scale=(w, h), color=ucolor.rgba(0.04, 0.04, 0.06, 0.82), z=1)


class MainMenu(Entity):
    def __init__(self, on_new, on_load, on_quit, on_resume=None):
        super().__init__(parent=camera.ui)
        _panel(self, 0.5, 0.5)
        Text("Arena Table", parent=self, origin=(0, 0), y=0.17, scale=2.2,
             color=ucolor.rgba(*palette.GOLD, 1))
        items = ([("Resume", on_resume)] if on_resume else []) + [
            ("New game", on_new), ("Load game", on_load), ("Quit", on_quit)]
        for i, (label, fn) in enumerate(items):
            Button(text=label, parent=self, scale=(0.3, 0.06), y=0.06 - i * 0.08, on_click=fn)


class NewGameMenu(Entity):
    """Arena, rules layer, your ninja, your opponent: each a button that cycles its choices."""

    def __init__(self, arenas: list[str], on_start, on_back):
        super().__init__(parent=camera.ui)
        self.arenas = arenas or ["castle"]
        self.choice = {"arena": "castle" if "castle" in self.arenas else self.arenas[0],
                       "layer": "beginner", "kind": "shadow", "opponent": "ai:normal"}
        self.on_start = on_start
        _panel(self, 0.7, 0.6)
        Text("New game", parent=self, origin=(0, 0), y=0.23, scale=1.6)
        self.buttons = {}
        rows = (("arena", "Arena", self.arenas), ("layer", "Rules", LAYERS),
                ("kind", "You play", KINDS), ("opponent", "Against", OPPONENTS))
        for i, (key, label, options) in enumerate(rows):
            y = 0.13 - i * 0.075
            Text(label, parent=self, position=(-0.3, y), origin=(-0.5, 0), scale=1)
            b = Button(text="", parent=self, scale=(0.36, 0.055), position=(0.12, y),
                       on_click=lambda k=key, o=options: self.cycle(k, o))
            self.buttons[key] = b
        Button(text="Start", parent=self, scale=(0.2, 0.06), position=(0.12, -0.2),
               color=ucolor.rgba(*palette.scale(palette.PLAYERS[2], 0.7), 1),
               on_click=lambda: self.on_start(dict(self.choice)))
        Button(text="Back", parent=self, scale=(0.14, 0.06), position=(-0.15, -0.2), on_click=on_back)
        self.refresh()

    def cycle(self, key, options):
        options = list(options)
        i = options.index(self.choice[key]) if self.choice[key] in options else -1
        self.choice[key] = options[(i + 1) % len(options)]
        self.refresh()

    def refresh(self):
        for key, b in self.buttons.items():
            v = self.choice[key]
            b.text = OPPONENT_LABEL.get(v, v.replace("-", " ").replace("_", " ").title())


class LoadMenu(Entity):
    def __init__(self, folder: Path, on_pick, on_back):
        super().__init__(parent=camera.ui)
        _panel(self, 0.8, 0.7)
        Text("Load game", parent=self, origin=(0, 0), y=0.29, scale=1.6)
        files = sorted((p for p in folder.glob("*.json") if p.name != "save.schema.json"),
                       key=lambda p: p.stat().st_mtime, reverse=True)[:8] if folder.is_dir() else []
        if not files:
            Text(f"no saves in {folder}", parent=self, origin=(0, 0), y=0.1)
        for i, p in enumerate(files):
            Button(text=p.name, parent=self, scale=(0.6, 0.05), y=0.2 - i * 0.058,
                   on_click=lambda p=p: on_pick(p))
        Button(text="Back", parent=self, scale=(0.14, 0.055), y=-0.29, on_click=on_back)
