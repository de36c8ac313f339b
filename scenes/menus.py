"""Menus over the table: the main menu (new game, other games, save, load, quit), the other
games' list and the load list. They only collect choices and call back; the app starts games.
(The new-game screen is the default game's: its table module's `new_game_menu`.)"""
from __future__ import annotations

from pathlib import Path

from ursina import Button, Entity, Text, camera, color as ucolor

from models import palette



def _panel(parent, w=0.62, h=0.62, alpha=0.82):
    return Entity(parent=parent, model="quad", scale=(w, h), color=ucolor.rgba(0.04, 0.04, 0.06, alpha), z=1)


class MainMenu(Entity):
    def __init__(self, on_new, on_load, on_quit, on_resume=None, on_save=None, on_other=None,
                 on_workshop=None, sounds=None, on_howto=None, on_guide=None):
        super().__init__(parent=camera.ui)
        self.sounds = sounds
        items = ([("Resume", on_resume)] if on_resume else []) + [("New game", on_new)] + (
            [("Guided first game", on_guide)] if on_guide else []) + (
            [("How to play", on_howto)] if on_howto else []) + (
            [("Other games", on_other)] if on_other else []) + (
            [("Arena workshop", on_workshop)] if on_workshop else []) + (
            [("Save game", on_save)] if on_save else []) + [("Load game", on_load)] + (
            [(sounds.label(), self.next_volume)] if sounds is not None else []) + [("Quit", on_quit)]
        h = 0.3 + 0.08 * len(items)            # the panel grows with its buttons
        _panel(self, 0.5, h)
        top = h / 2 - 0.09
        Text("Arena Table", parent=self, origin=(0, 0), y=top, scale=2.2,
             color=ucolor.rgba(*palette.GOLD, 1))
        self.buttons = [Button(text=label, parent=self, scale=(0.3, 0.06), y=top - 0.14 - i * 0.08,
                               on_click=fn) for i, (label, fn) in enumerate(items)]

    def next_volume(self) -> None:
        """The Sound button: the next volume (0-100% in fifths); M mutes at the table."""
        label = self.sounds.next_volume()
        for b in self.buttons:
            if b.text.startswith("Sound:"):
                b.text = label


OPPONENTS = ("ai:easy", "ai:normal", "ai:hard", "human")


class PackGameMenu(Entity):
    """The other games: one row each (name, the arena, who sits opposite you, Play); Master of
    Ceremonies also in its three-seat and two-against-two modes. The arena button steps through
    the game's shipped arenas and those made for it in the workshop. `on_play(ruleset, opponent,
    setup)` starts it; you take the first seat, the others are `opponent`."""

    def __init__(self, rulesets, on_play, on_back):
        super().__init__(parent=camera.ui)
        from scenes.games import table_module
        entries = []
        for r in rulesets:
            module = table_module(r)
            entries.append((r, getattr(module, "NAME", r), {}))
            entries += [(r, label, setup) for label, setup in getattr(module, "MODES", ())]
        self.entries = entries
        n = len(entries)
        _panel(self, 1.3, 0.2 + 0.08 * n, 0.95)
        top = 0.04 * n + 0.03
        Text("Other games", parent=self, origin=(0, 0), y=top + 0.02, scale=1.5)
        self.opponent = {i: "ai:normal" for i in range(n)}
        self.arenas = {i: _arenas(r) for i, (r, _, _) in enumerate(entries)}
        self.arena = {i: 0 for i in range(n)}
        self.who, self.where = {}, {}
        for i, (r, label, setup) in enumerate(entries):
            y = top - 0.07 - i * 0.08
            Text(label, parent=self, position=(-0.61, y), origin=(-0.5, 0), scale=0.9)
            if len(self.arenas[i]) > 1:
                self.where[i] = Button(parent=self, scale=(0.24, 0.05), position=(0.0, y),
                                       on_click=lambda i=i: self.next_arena(i))
            self.who[i] = Button(parent=self, scale=(0.24, 0.05), position=(0.28, y),
                                 on_click=lambda i=i: self.next_who(i))
            Button(text="Play", parent=self, scale=(0.1, 0.05), position=(0.52, y),
                   color=ucolor.rgba(*palette.scale(palette.PLAYERS[2], 0.7), 1),
                   on_click=lambda i=i: on_play(self.entries[i][0], self.opponent[i], self.setup(i)))
        Button(text="Back", parent=self, scale=(0.14, 0.05), y=top - 0.08 * n - 0.05,
               on_click=on_back)
        self.refresh()

    def setup(self, i: int) -> dict:
        """The row's set-up, in the arena chosen (the game's own key for it)."""
        r, _, setup = self.entries[i]
        if i not in self.where or self.arena[i] == 0:
            return dict(setup)
        from game.workshop.packs import pack
        return {**setup, pack(r).setup_key: self.arenas[i][self.arena[i]]}

    def next_arena(self, i):
        if i not in self.where:
            return
        self.arena[i] = (self.arena[i] + 1) % len(self.arenas[i])
        self.refresh()

    def next_who(self, i):
        k = OPPONENTS.index(self.opponent[i])
        self.opponent[i] = OPPONENTS[(k + 1) % len(OPPONENTS)]
        self.refresh()

    def refresh(self):
        for r, b in self.who.items():
            o = self.opponent[r]
            b.text = "vs human (hot seat)" if o == "human" else f"vs computer ({o[3:]})"
        for i, b in self.where.items():
            b.text = f"in {self.arenas[i][self.arena[i]]}"


def _arenas(ruleset: str) -> list[str]:
    """The game's default arena first, then the others it can be played in (workshop's)."""
    from game.workshop.packs import packs
    p = packs().get(ruleset)
    if p is None or p.fixed:
        return []
    default = p.default_arena
    return [default] + [a for a in p.arenas() if a != default]


def save_files(folders, limit: int = 8) -> list[Path]:
    """The newest saves (and staged fights) of the folders, the first folder's first, each
    newest first."""
    if isinstance(folders, (str, Path)):
        folders = [folders]
    out: list[Path] = []
    for folder in map(Path, folders):
        if folder.is_dir():
            files = [p for p in folder.glob("*.json") if p.name not in ("save.schema.json", "settings.json")]
            out += sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)
    return out[:limit]


class LoadMenu(Entity):
    """The saves of the folders as buttons (the user's, newest first, then the stages and the
    shipped examples); a file that cannot be loaded shows its one-line reason here and the menu
    stays (the game behind it goes on)."""

    KIND = {"user": "", "stages": "stage: "}         # by folder name; others are the examples

    def __init__(self, folders, on_pick, on_back):
        super().__init__(parent=camera.ui)
        _panel(self, 1.0, 0.76, 0.93)
        Text("Load game", parent=self, origin=(0, 0), y=0.32, scale=1.6)
        self.folders = [folders] if isinstance(folders, (str, Path)) else list(folders)
        self.files = save_files(self.folders)
        self.on_pick = on_pick
        if not self.files:
            Text("no saves yet: F5 saves the game on the table", parent=self, origin=(0, 0), y=0.1)
        for i, p in enumerate(self.files):
            label = self.KIND.get(p.parent.name, "example: ") + p.stem.removesuffix(".stage")
            Button(text=label, parent=self, scale=(0.6, 0.05), y=0.23 - i * 0.058,
                   on_click=lambda p=p: on_pick(p))
        self.error = Text("", parent=self, origin=(0, 0), y=-0.25, scale=0.62,
                          color=ucolor.rgba(*palette.LIFE_LOW, 1))
        Button(text="Back", parent=self, scale=(0.14, 0.055), y=-0.32, on_click=on_back)

    def show_error(self, text: str) -> None:
        self.error.text = text
