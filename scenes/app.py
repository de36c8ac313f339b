"""`python main.py play`: the 3D table.

With no choices it opens The Castle, you (Shadow, red, south) against the computer
(Weaponmaster, blue, north), ready to plan the first round. Esc opens the main menu (resume,
new game - scenes/newgame.py -, save, load, quit). `--arena NAME` starts in another arena,
`--load SAVE` continues a saved game. `--offscreen --quit-after-frames N` runs N frames
headless and quits (tests). Without a display, `play` says so in one line and exits 2.
Keys: see scenes/hud.HELP; F5 saves (to saves/), F9 loads the newest save, F12 writes a
screenshot; 1-4/Tab/click select a ninja, O toggles its line-of-sight overlay.

Without the Ninja rules pack (it is optional to the table) the board and the figures at their
start positions are shown instead.
"""
from __future__ import annotations

import time
from pathlib import Path

from game.errors import UserError
from scenes import stage
from scenes.boards import arena_ids, arena_setup, find_board
from scenes.tableview import start_view

DEFAULT_LINEUP = (("shadow", "p1"), ("weaponmaster", "p2"))
SAVES = Path(__file__).resolve().parent.parent / "saves"


def ninja_pack():
    """The Ninja Arena pack, or None while it is not available."""
    try:
        from rules import registry
        return registry.get("ninja-arena")
    except (KeyError, ImportError):
        return None


def new_setup(arena: str, layer: str = "beginner", kind: str = "shadow") -> dict:
    other = "weaponmaster" if kind == "shadow" else "shadow"
    return {"layer": layer, **arena_setup(arena), "players": [
        {"seat": "p1", "side": "south", "ninjas": [{"type": kind}]},
        {"seat": "p2", "side": "north", "ninjas": [{"type": other}]}]}


class TableApp:
    def __init__(self, app, interactive: bool = True):
        self.app = app
        self.interactive = interactive
        self.controller = None
        self.scene = None
        self.menu = None
        self.saves_dir = SAVES

    # -------------------------------------------------------------- screens
    def _clear(self):
        if self.controller is not None:
            self.controller.close()
        self.controller = None
        self.menu = None
        stage.clear_scene()
        self._keys()

    def _scene(self, view):
        from scenes.scene import TableScene
        self.scene = TableScene(view, "default", interactive=self.interactive)
        return self.scene

    def show_board(self, arena: str) -> None:
        self._clear()
        view = start_view(find_board(arena), DEFAULT_LINEUP)
        self._scene(view)
        self.scene.hud.say(f"{view.board.name or view.board.id}: the rules pack is not available, "
                           "showing the start positions")

    def start_game(self, session, specs: dict) -> None:
        from scenes.game_controller import GameController
        from scenes.packs import table_module
        self._clear()
        module = table_module(session.pack.id) if session.pack.id != "ninja-arena" else None
        if module is not None:
            from scenes.packs.play import PackController
            self.controller = PackController(session, specs, module, interactive=self.interactive)
            self.controller.save_dir = self.saves_dir
            self.scene = self.controller.scene
            return
        self.controller = GameController(session, specs, self._scene)
        self.controller.save_dir = self.saves_dir
        self.controller.message("Plan your three actions below, then Done. Esc: menu")

    def new_game(self, arena="castle", layer="beginner", kind="shadow", opponent="ai:normal") -> None:
        pack = ninja_pack()
        if pack is None:
            self.show_board(arena)
            return
        from game.session import Session
        seed = int(time.time()) & 0xFFFF
        session = Session(pack, new_setup(arena, layer, kind), seed)
        self.start_game(session, {"p1": "human", "p2": opponent})

    def load_game(self, path) -> None:
        from scenes.gamesource import load_session
        session = load_session(str(path))
        seats = session.seats()
        self.start_game(session, {s: ("human" if i == 0 else "ai:normal") for i, s in enumerate(seats)})

    def new_pack_game(self, ruleset: str, specs: dict, seed: int | None = None,
                      setup: dict | None = None) -> None:
        """A new game of a non-Ninja pack (its default set-up unless one is given)."""
        from game.session import Session
        from rules import registry
        pack = registry.get(ruleset)
        seed = int(time.time()) & 0xFFFF if seed is None else seed
        self.start_game(Session(pack, dict(setup or {}), seed), specs)

    # -------------------------------------------------------------- menus
    def open_menu(self) -> None:
        from scenes.menus import MainMenu
        self.close_menu()
        resume = self.close_menu if (self.controller is not None or self.scene is not None) else None
        save = self.save_game if self.controller is not None else None
        from scenes.packs import drawn
        other = self.open_pack_games if drawn() else None
        self.menu = MainMenu(self.open_new_game, self.open_load, self.quit, resume, save, other)
        self._panel_visible(False)

    def open_pack_games(self) -> None:
        from scenes.menus import PackGameMenu
        from scenes.packs import drawn
        self.close_menu()
        self.menu = PackGameMenu(drawn(), self.start_pack_game, self.open_menu)
        self._panel_visible(False)

    def start_pack_game(self, ruleset: str, opponent: str, setup: dict | None = None) -> None:
        from rules import registry
        pack = registry.get(ruleset)
        self.close_menu()
        seats = pack.seats(pack.new_game(dict(setup or {}), 1))
        specs = {s: ("human" if i == 0 else opponent) for i, s in enumerate(seats)}
        self.new_pack_game(ruleset, specs, setup=setup)

    def close_menu(self) -> None:
        from scenes.table import destroy_tree
        if self.menu is not None:
            destroy_tree(self.menu)
        self.menu = None
        self._panel_visible(True)

    def _panel_visible(self, on: bool) -> None:
        c = self.controller
        if c is not None:
            c.paused = not on       # no plan panel pops up under a menu
        for e in (getattr(c, "panel", None), getattr(c, "handoff", None)):
            if e is not None:
                e.enabled = on

    def open_new_game(self) -> None:
        from scenes.menus import NewGameMenu
        self.close_menu()

        self.menu = NewGameMenu(arena_ids(), self.start_new, self.open_menu)
        self._panel_visible(False)

    def start_new(self, model) -> bool:
        """Start the game a NewGame model describes; a set-up the pack refuses shows its one
        line on the new-game screen, which stays. True when a game started."""
        pack = ninja_pack()
        try:
            if pack is None:
                raise UserError("the Ninja Arena rules pack is not available")
            session = model.build(pack)
        except UserError as e:
            if self.menu is not None and hasattr(self.menu, "show_error"):
                self.menu.show_error(str(e))
            elif self.scene is not None and self.scene.hud is not None:
                self.scene.hud.say(str(e))
            return False
        self.close_menu()
        self.start_game(session, model.seat_specs())
        return True

    def open_load(self) -> None:
        from scenes.menus import LoadMenu
        self.close_menu()
        self.menu = LoadMenu(Path(self.saves_dir), self.try_load, self.open_menu)
        self._panel_visible(False)

    def try_load(self, path) -> bool:
        """Load a save; a broken one says why in one line (on the load menu when it is open, and
        on the HUD) and the current game goes on. True when the save was loaded."""
        try:
            try:
                from scenes.gamesource import load_session
                session = load_session(str(path))
            except (ValueError, KeyError, TypeError) as e:      # anything the checks missed
                raise UserError(f"{path}: cannot load ({e})") from None
        except UserError as e:
            if self.menu is not None and hasattr(self.menu, "show_error"):
                self.menu.show_error(str(e))
            self.say(str(e))
            return False
        self.close_menu()
        self.start_game(session, {s: ("human" if i == 0 else "ai:normal")
                                  for i, s in enumerate(session.seats())})
        self.say(f"loaded {path}")
        return True

    def save_game(self) -> Path | None:
        """Save the game into saves/ (menu item and F5)."""
        self.close_menu()
        if self.controller is None:
            return None
        try:
            p = self.controller.save()
        except UserError as e:
            self.say(str(e))
            return None
        self.say(f"saved {p}")
        return p

    def load_latest(self) -> bool:
        """F9: the newest save in saves/."""
        from scenes.menus import save_files
        files = save_files(Path(self.saves_dir), 1)
        if not files:
            self.say(f"no saves in {self.saves_dir}")
            return False
        return self.try_load(files[0])

    def say(self, text: str) -> None:
        if self.scene is not None and self.scene.hud is not None:
            self.scene.hud.say(text)

    def quit(self) -> None:
        from ursina import application
        application.quit()

    # -------------------------------------------------------------- keys
    def _keys(self) -> None:
        from ursina import Entity
        owner = self

        class Keys(Entity):
            def input(self, key):
                if key == "f12":
                    out = Path("screenshots") / time.strftime("arena-%Y%m%d-%H%M%S.png")
                    stage.save_png(out)
                    if owner.scene is not None and owner.scene.hud is not None:
                        owner.scene.hud.say(f"screenshot: {out}")
                elif key == "escape":
                    if owner.menu is not None and (owner.controller or owner.scene):
                        owner.close_menu()
                    elif owner.menu is None:
                        owner.open_menu()
                elif key == "space" and owner.controller is not None:
                    owner.controller.player.skip()
                elif key == "f5" and owner.controller is not None:
                    owner.save_game()
                elif key == "f9" and owner.menu is None:
                    owner.load_latest()
        Keys()


def parse_setup(text: str | None) -> dict:
    """`--setup`: a JSON object (or a file holding one) given to the pack as its set-up."""
    if not text:
        return {}
    from rules.core import jsonfile
    try:        # a file, or the JSON itself, read as carefully as any save (rules/core/jsonfile)
        if text.lstrip()[:1] not in ("{", "["):
            data = jsonfile.read_json(text, "set-up", name=f"--setup {text}")
        else:
            data = jsonfile.parse(text.encode("utf-8", "replace"), "--setup", "set-up")
    except jsonfile.FileProblem as e:
        raise UserError(str(e)) from None
    if not isinstance(data, dict):
        raise UserError("--setup: the set-up is a JSON object, e.g. '{\"mode\": \"master\"}'")
    return data


def run(args) -> int:
    size = tuple(getattr(args, "size", None) or (1280, 720))
    offscreen = bool(getattr(args, "offscreen", False))
    frames = getattr(args, "quit_after_frames", None)
    load = getattr(args, "load", None)
    arena = getattr(args, "arena", None) or "castle"
    ruleset = getattr(args, "ruleset", None) or "ninja-arena"
    seats_text = getattr(args, "seats", None)
    roster = getattr(args, "roster", None)
    # bad input fails here, as one line, before any window opens
    session = None
    from scenes.packs.play import seat_specs
    if load:
        from scenes.gamesource import load_session
        session = load_session(load)
        specs = seat_specs(session.seats(), seats_text)
    elif ruleset != "ninja-arena" or roster:
        from game.session import Session
        from rules import registry
        from rules.core.engine import BadSetup
        from scenes.packs import drawn
        if roster and ruleset not in ("ninja-arena", "gladiator"):
            raise UserError(f"--roster: rosters are Gladiator's, not {ruleset}'s")
        ruleset = "gladiator" if roster else ruleset
        if ruleset not in registry.KNOWN:
            raise UserError(f"--ruleset {ruleset}: unknown game (known: {', '.join(registry.KNOWN)})")
        if ruleset not in drawn():
            raise UserError(f"--ruleset {ruleset}: the table cannot draw this game yet")
        pack = registry.get(ruleset)
        setup = parse_setup(getattr(args, "setup", None))
        if roster:
            from game import rosters
            roster_file = rosters.roster_path(roster)
            setup = rosters.new_game_setup(rosters.load_roster(roster_file))
        try:
            session = Session(pack, setup, int(time.time()) & 0xFFFF)
        except (BadSetup, ValueError) as e:
            raise UserError(f"{roster or ruleset}: bad set-up: {e}") from None
        if roster:   # the typed file is written back; a save records only a roster's name
            session.roster_file = roster_file
            if rosters.meta_name(roster_file):
                session.meta["roster"] = rosters.meta_name(roster_file)
        specs = seat_specs(session.seats(), seats_text)
    else:
        find_board(arena)
        specs = None
        if seats_text:
            raise UserError("--seats: for Ninja Arena choose seats on the new-game screen (Esc)")
        if getattr(args, "setup", None):
            raise UserError("--setup: give it with --ruleset (Ninja Arena's set-up is the new-game screen)")
    app = stage.make_app(offscreen=offscreen, size=size)
    table = TableApp(app, interactive=not offscreen)
    if session is not None:
        table.start_game(session, specs)
    else:
        table.new_game(arena)
    if frames:
        stage.step(app, frames)
        return 0
    app.run()
    return 0
