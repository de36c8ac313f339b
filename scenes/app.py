"""`python main.py play`: the 3D table.

With no choices it opens the default game (scenes/games.DEFAULT, its `quick_setup`: you against
the computer). Esc opens the main menu (resume, new game - the
default game's new-game screen -, other games, save, load, quit). `--ruleset ID` opens another
game, `--load SAVE` continues any game's save, `--arena NAME` starts the default game in
another arena. `--offscreen --quit-after-frames N` runs N frames headless and quits (tests).
Without a display, `play` says so in one line and exits 2. F5 saves (to saves/user/, with a plan
half made), F9 loads the newest of those, F12 writes a screenshot (to saves/screenshots/). Every game is played by the one controller
(scenes/controller.py) on its own table (scenes/games/<game>).
"""
from __future__ import annotations

import time
from pathlib import Path

from game.errors import UserError
from game.setup_arg import parse_setup
from game.startup import quiet_collector
from scenes import stage
from scenes.games import DEFAULT, table_module

from game.userfiles import SCREENSHOTS, SHIPPED, USER_SAVES, USER_STAGES
from scenes.camera import NAMES

PHOTO_HELP = ("Photo mode: arrows/Q/E orbit, W/A/S/D pan, wheel or +/- zoom, 1-4 the shots (default, "
              "top, close, side), F12 the picture, P back to the game")


class TableApp:
    def __init__(self, app, interactive: bool = True):
        self.app = app
        self.interactive = interactive
        self.controller = None
        self.scene = None
        self.menu = None
        self.guide = None                 # the guided first game's prompts, while one is on
        self.photo = None                 # photo mode's hint line, while it is on (P)
        self.saves_dir = USER_SAVES       # F5 and F9; the load menu also lists stages and shipped
        from scenes.sound import Sounds
        self.sounds = Sounds()

    # -------------------------------------------------------------- screens
    def _clear(self):
        if self.controller is not None:
            self.controller.close()
        self.controller = None
        self.menu = None
        stage.clear_scene()
        self._keys()

    def start_game(self, session, specs: dict) -> None:
        from scenes.controller import PackController
        self._clear()
        self._end_guide()
        module = table_module(session.pack.id)
        if module is None:
            raise UserError(f"the table cannot draw {session.pack.id} games yet")
        self.controller = PackController(session, specs, module, interactive=self.interactive)
        self.controller.sounds = self.sounds
        self.controller.on_menu = self.open_menu
        self.controller.on_rules = self.open_howto
        self.controller.on_play_again = lambda: self.new_pack_game(
            session.pack.id, dict(specs), setup=dict(session.setup))
        self.controller.save_dir = self.saves_dir
        self.scene = self.controller.scene

    def new_game(self, *choices, opponent: str = "ai:normal", **named) -> None:
        """A quick game of the default game (its `quick_setup(*choices, **named)`, e.g. an
        arena): you in the first seat, `opponent` in the others."""
        setup = table_module(DEFAULT).quick_setup(*choices, **named)
        self.new_pack_game(DEFAULT, None, setup=setup, opponent=opponent)

    def load_game(self, path) -> None:
        from scenes.timeline import load_session
        session = load_session(str(path))
        seats = session.seats()
        self.start_game(session, {s: ("human" if i == 0 else "ai:normal") for i, s in enumerate(seats)})

    def new_pack_game(self, ruleset: str, specs: dict | None, seed: int | None = None,
                      setup: dict | None = None, opponent: str = "ai:normal") -> None:
        """A new game (its default set-up unless one is given); `specs` None: you in the first
        seat, `opponent` in the others."""
        from game.session import Session
        from rules import registry
        pack = registry.get(ruleset)
        seed = int(time.time()) & 0xFFFF if seed is None else seed
        session = Session(pack, dict(setup or {}), seed)
        if specs is None:
            specs = {s: ("human" if i == 0 else opponent) for i, s in enumerate(session.seats())}
        self.start_game(session, specs)

    # -------------------------------------------------------------- menus
    def open_menu(self) -> None:
        from scenes.menus import MainMenu
        self.close_menu()
        resume = self.close_menu if (self.controller is not None or self.scene is not None) else None
        save = self.save_game if self.controller is not None else None
        from scenes.games import others
        other = self.open_pack_games if others() else None
        guide = self.start_guide if hasattr(table_module(self._ruleset()), "guide_steps") else None
        self.menu = MainMenu(self.open_new_game, self.open_load, self.quit, resume, save, other,
                             self.open_workshop, self.sounds, self.open_howto,
                             (lambda: self.start_guide(self._ruleset())) if guide else None)
        self._panel_visible(False)

    def start_guide(self, ruleset: str = DEFAULT, extra: dict | None = None) -> bool:
        """The guided first game of a game (its table module's guide_setup and guide_steps):
        you against the easy computer, the prompts over the table. False if it has none.
        `extra`: set-up keys over the guide's own (`play --guide --setup`: a round limit)."""
        from scenes.guide import GuidePanel
        module = table_module(ruleset)
        if module is None or not hasattr(module, "guide_steps"):
            return False
        self.close_menu()
        self.new_pack_game(ruleset, None, setup={**module.guide_setup(), **(extra or {})}, opponent="ai:easy",
                           seed=getattr(module, "GUIDE_SEED", None))
        self.guide = GuidePanel(self.controller, module.guide_steps(), on_end=self._end_guide)
        return True

    def _ruleset(self) -> str:
        """The game on the table, else the default one."""
        return self.controller.session.pack.id if self.controller is not None else DEFAULT

    def _end_guide(self) -> None:
        from scenes.stage import destroy_tree
        if self.guide is not None:
            destroy_tree(self.guide)
        self.guide = None

    def open_howto(self, section: str | None = None) -> None:
        """How to play (scenes/howto.py): the rules in short of the game on the table (or the
        default game), at `section` when a message named one."""
        from scenes.howto import HowToPanel
        self.close_menu()
        self.menu = HowToPanel(self._ruleset(), self.close_menu, section)
        self._panel_visible(False)

    def open_workshop(self) -> None:
        """The arena workshop (scenes/workshop): the arena of the game on the table, if the
        game has a workshop and the arena a name, else a blank one of the default game; Enter
        there plays the arena on this table."""
        from game.workshop.packs import packs
        from scenes.workshop.editor import Editor, open_draft, play_arena
        ruleset, arena = DEFAULT, None
        if self.controller is not None and self.controller.session.pack.id in packs():
            ruleset = self.controller.session.pack.id
            named = self.controller.session.setup.get("arena") or self.controller.session.setup.get("board")
            arena = named if isinstance(named, str) else None
        try:
            draft, name = open_draft(arena, ruleset)
        except UserError:                    # the arena is not one the workshop can open
            draft, name = open_draft(None, ruleset)
        self._clear()
        self.scene = None
        editor = Editor(draft, name, interactive=self.interactive,
                        on_play=lambda ed: play_arena(ed, self))
        editor.app = self.app

    def open_pack_games(self) -> None:
        from scenes.games import others
        from scenes.menus import PackGameMenu
        self.close_menu()
        self.menu = PackGameMenu(others(), self.start_pack_game, self.open_menu)
        self._panel_visible(False)

    def start_pack_game(self, ruleset: str, opponent: str, setup: dict | None = None) -> None:
        self.close_menu()
        self.new_pack_game(ruleset, None, setup=setup, opponent=opponent)

    def close_menu(self) -> None:
        from scenes.stage import destroy_tree
        if self.menu is not None:
            destroy_tree(self.menu)
        self.menu = None
        self._panel_visible(True)

    def _panel_visible(self, on: bool) -> None:
        c = self.controller
        if c is not None:
            c.paused = not on       # no plan panel pops up under a menu
        hud = self.scene.hud if self.scene is not None else None
        table = self.scene.table if self.scene is not None else None
        for e in (getattr(c, "panel", None), getattr(c, "handoff", None),
                  getattr(c, "seat_widget", None), getattr(c, "log_panel", None),
                  getattr(c, "game_over", None), self.guide, hud,
                  getattr(getattr(c, "targets", None), "root", None),     # the lit cells
                  *(table.ui_panels() if table is not None else ())):
            if e is not None:
                e.enabled = on          # a menu is on top of everything, nothing over it

    def open_new_game(self) -> None:
        self.close_menu()
        self.menu = table_module(DEFAULT).new_game_menu(self.start_new, self.open_menu)
        self._panel_visible(False)

    def start_new(self, model) -> bool:
        """Start the game a NewGame model describes; a set-up the pack refuses shows its one
        line on the new-game screen, which stays. True when a game started."""
        from rules import registry
        try:
            session = model.build(registry.get(DEFAULT))
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
        self.menu = LoadMenu([Path(self.saves_dir), USER_STAGES, SHIPPED], self.try_load,
                             self.open_menu)
        self._panel_visible(False)

    def try_load(self, path) -> bool:
        """Load a save; a broken one says why in one line (on the load menu when it is open, and
        on the HUD) and the current game goes on. True when the save was loaded."""
        try:
            try:
                from scenes.timeline import load_session
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
        """Save the game into saves/user/ (menu item and F5), with a plan half made."""
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

    def save_stage(self) -> Path | None:
        """F6, Save as stage: the game so far as a staged fight in saves/stages/ (the moves
        written after it start from this position; game/workshop/stages.py)."""
        from game.workshop import stages
        if self.controller is None:
            return None
        session = self.controller.session
        name = f"{session.pack.id}-{time.strftime('%Y%m%d-%H%M%S')}"
        try:
            p = stages.save_stage(session, name, stages.USER_STAGES)
        except UserError as e:
            self.say(str(e))
            return None
        self.say(f"stage saved: {p}")
        return p

    def toggle_photo(self) -> None:
        """P: photo mode (issue 17, part 7): every panel hidden and the game held, the camera
        free (arrows/Q/E orbit, W/A/S/D pan, wheel or +/- zoom), the director's shots on 1-4 or
        F1-F4 (default, top, close, side); F12 writes the picture without the hint; P returns."""
        from ursina import Text, camera
        if self.photo is None:
            if self.controller is None or self.menu is not None:
                return
            self._panel_visible(False)
            self.photo = Text(PHOTO_HELP, parent=camera.ui, origin=(0, -0.5), y=-0.495, scale=0.75,
                              color=(1, 1, 1, 0.8))
        else:
            stage.destroy_tree(self.photo)
            self.photo = None
            self._panel_visible(True)

    def screenshot(self, folder: Path | None = None) -> Path | None:
        """F12: the window as a PNG in saves/screenshots/ (never among the shipped files); in
        photo mode without its hint line."""
        out = Path(folder or SCREENSHOTS) / time.strftime("arena-%Y%m%d-%H%M%S.png")
        try:
            if self.photo is not None:
                self.photo.enabled = False
                for _ in range(2):         # both buffers drawn without it
                    self.app.graphicsEngine.renderFrame()
            stage.save_png_atomic(out)
        except UserError as e:             # one line on the table; the game goes on
            self.say(str(e))
            return None
        finally:
            if self.photo is not None:
                self.photo.enabled = True
        if self.photo is not None:           # the HUD is hidden: the hint line says it
            self.photo.text = f"picture: {out}  (P back to the game)"
        self.say(f"screenshot: {out}")
        return out

    def load_latest(self) -> bool:
        """F9: the newest save in saves/user/ (F5's)."""
        from scenes.menus import save_files
        files = save_files([Path(self.saves_dir)], 1)
        if not files:
            self.say("no saves yet: F5 saves the game on the table")
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

        from scenes.buttonkeys import ButtonKeys
        menu_keys = ButtonKeys()          # the menus' buttons show their keys too

        class Keys(Entity):
            def update(self):
                if owner.menu is not None:
                    menu_keys.refresh((owner.menu,))

            def input(self, key):
                if owner.menu is not None and key in menu_keys.keys:
                    menu_keys.refresh((owner.menu,))
                    if menu_keys.press(key):
                        return
                if key == "f12":
                    owner.screenshot()
                elif key == "escape":
                    if owner.menu is not None and (owner.controller or owner.scene):
                        owner.close_menu()
                    elif owner.menu is None:
                        owner.open_menu()
                elif key == "f5" and owner.controller is not None:
                    owner.save_game()
                elif key == "f6" and owner.controller is not None:
                    owner.save_stage()
                elif key == "f9" and owner.menu is None:
                    owner.load_latest()
                elif key == "h" and owner.menu is None and owner.controller is not None:
                    owner.open_howto(owner.controller.last_section)     # at the last refusal
                elif key == "m" and owner.controller is not None:
                    owner.say(owner.sounds.toggle_mute())
                elif key == "p" and (owner.photo is not None or owner.menu is None):
                    owner.toggle_photo()
                elif owner.photo is not None and key in ("1", "2", "3", "4"):
                    owner.scene.rig.set_view(NAMES[int(key) - 1], smooth=True)
        Keys()


def offer_guide_once(table: "TableApp") -> bool:
    """The first `play` with no choices starts the default game's guided first game, once (the
    settings remember it; the Esc menu offers it again)."""
    from game import settings
    from scenes.guide import SEEN
    remembered, _ = settings.read()
    if remembered.get(SEEN):
        return False
    settings.remember(SEEN, True)
    return table.start_guide(DEFAULT)


def _roster_game(roster: str, ruleset: str | None):
    """(ruleset, setup, roster file) of `--roster`: the game whose table module keeps rosters
    (`roster_setup(name) -> (setup, path)`)."""
    from scenes.games import drawn, name_of
    keepers = [r for r in drawn() if hasattr(table_module(r), "roster_setup")]
    if not keepers:
        raise UserError("--roster: no game here keeps rosters")
    if ruleset and ruleset not in keepers:
        raise UserError(f"--roster: rosters are {name_of(keepers[0])}'s, not {ruleset}'s")
    game = ruleset or keepers[0]
    setup, path = table_module(game).roster_setup(roster)
    return game, setup, path


def run(args) -> int:
    size = tuple(getattr(args, "size", None) or (1280, 720))
    offscreen = bool(getattr(args, "offscreen", False))
    frames = getattr(args, "quit_after_frames", None)
    load = getattr(args, "load", None)
    ruleset = getattr(args, "ruleset", None)
    seats_text = getattr(args, "seats", None)
    roster = getattr(args, "roster", None)
    # bad input fails here, as one line, before any window opens
    guide = getattr(args, "guide", False)
    if guide and (load or roster or seats_text or getattr(args, "arena", None)):
        raise UserError("--guide: the guided first game has its own set-up and seats "
                        "(only --ruleset, and --setup keys added to its set-up, go with it)")
    from scenes.controller import seat_specs
    if load:
        from scenes.timeline import load_session
        session = load_session(load)
    else:
        from game.session import Session
        from rules import registry
        from rules.core.engine import BadSetup
        roster_file = None
        if roster:
            ruleset, setup, roster_file = _roster_game(roster, ruleset)
        ruleset = ruleset or DEFAULT
        if ruleset not in registry.KNOWN:
            raise UserError(f"--ruleset {ruleset}: unknown game (known: {', '.join(registry.KNOWN)})")
        if table_module(ruleset) is None:      # only this game's table is imported: start-up
            raise UserError(f"--ruleset {ruleset}: the table cannot draw this game yet")
        if not roster:
            setup = parse_setup(getattr(args, "setup", None))
            if guide and hasattr(table_module(ruleset), "guide_setup"):   # checked before the window
                setup = {**table_module(ruleset).guide_setup(), **setup}
            quick = getattr(table_module(ruleset), "quick_setup", None)
            arena = getattr(args, "arena", None)
            if not setup and quick is not None:
                setup = quick(**({"arena": arena} if arena else {}))
            elif not setup and arena:       # the games without a quick set-up: as simulate does
                from game.tournament import build_setup
                setup = build_setup(registry.get(ruleset), arena, 2)
        try:
            session = Session(registry.get(ruleset), setup, int(time.time()) & 0xFFFF)
        except (BadSetup, ValueError) as e:
            raise UserError(f"{roster or ruleset}: bad set-up: {e}") from None
        if roster_file:     # the typed file is written back; a save records only a roster's name
            from game import rosters
            session.roster_file = roster_file
            if rosters.meta_name(roster_file):
                session.meta["roster"] = rosters.meta_name(roster_file)
    specs = seat_specs(session.seats(), seats_text)
    with quiet_collector():          # window, table and first frame (game/startup.py)
        app = stage.make_app(offscreen=offscreen, size=size)
        table = TableApp(app, interactive=not offscreen)
        table.start_game(session, specs)
        if guide:
            table.start_guide(ruleset or DEFAULT, parse_setup(getattr(args, "setup", None)))
        elif not (load or roster or getattr(args, "ruleset", None) or getattr(args, "arena", None)
                or getattr(args, "setup", None) or seats_text or offscreen):
            offer_guide_once(table)          # a first start opens on the guided first game
        stage.step(app, 1)
    if frames:
        stage.step(app, frames - 1)
        return 0
    app.run()
    return 0
