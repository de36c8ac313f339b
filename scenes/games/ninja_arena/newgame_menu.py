"""Ninja Arena's new-game screen (newgame.py holds its choices, headless): the menu the app
opens for "New game"."""
from __future__ import annotations

from ursina import Button, Entity, Text, camera, color as ucolor

from models import palette
from scenes.menus import _panel


REMEMBER = "ninja-arena.new_game"      # the settings key of the last choices


class NewGameMenu(Entity):
    """The new-game screen (newgame.py holds the choices): arena (or a board file),
    rules layer, 2-4 players, per seat human/computer and one or two ninjas, the pack's
    variants as checkboxes (those of the professional rules greyed under the others). Buttons
    cycle their choices; `Start` hands the model to the app, which asks the pack; a refused
    set-up comes back through `show_error` and the screen stays. It opens on the choices of the
    last game started from it (game/settings.py)."""

    def __init__(self, arenas: list[str], on_start, on_back, choice=None):
        super().__init__(parent=camera.ui)
        from scenes.games.ninja_arena import newgame
        self.ng = newgame
        self.arenas = list(arenas or ["castle"]) + [newgame.CUSTOM]
        problem = ""
        if choice is None:
            from game import settings
            remembered, problem = settings.read()
            choice = newgame.NewGame.from_dict(remembered.get(REMEMBER))
        self.choice = choice
        if self.choice.arena not in self.arenas:
            self.choice.arena = self.arenas[0]
        self.on_start = on_start
        _panel(self, 1.14, 0.94, 0.95)
        Text("New game", parent=self, origin=(0, 0), y=0.41, scale=1.6)
        self.buttons: dict = {}
        x0, xb = -0.5, -0.12

        def row(label, y):
            Text(label, parent=self, position=(x0, y), origin=(-0.5, 0), scale=0.9)

        row("Arena", 0.35)
        self.buttons["arena"] = Button(parent=self, scale=(0.3, 0.05), position=(xb + 0.1, 0.35),
                                       on_click=self.next_arena)
        from ursina import InputField
        self.path = InputField(parent=self, scale=(0.36, 0.045), position=(0.35, 0.35),
                               default_value=self.choice.custom_path)
        self.path.enabled = False
        row("Rules", 0.29)
        self.buttons["layer"] = Button(parent=self, scale=(0.3, 0.05), position=(xb + 0.1, 0.29),
                                       on_click=self.next_layer)
        row("Players", 0.23)
        self.buttons["players"] = Button(parent=self, scale=(0.3, 0.05), position=(xb + 0.1, 0.23),
                                         on_click=self.next_players)
        self.seat_rows = []
        for i in range(newgame.MAX_PLAYERS):
            y = 0.15 - i * 0.062
            t = Text(f"p{i + 1}", parent=self, position=(x0, y), origin=(-0.5, 0), scale=0.9,
                     color=ucolor.rgba(*palette.mix(palette.player_color(i), (1, 1, 1), 0.3), 1))
            who = Button(parent=self, scale=(0.28, 0.05), position=(-0.25, y),
                         on_click=lambda i=i: self.next_who(i))
            k1 = Button(parent=self, scale=(0.24, 0.05), position=(0.03, y),
                        on_click=lambda i=i: self.next_kind(i, 0))
            k2 = Button(parent=self, scale=(0.24, 0.05), position=(0.28, y),
                        on_click=lambda i=i: self.next_second(i))
            self.seat_rows.append((t, who, k1, k2))
        Text("Variants", parent=self, position=(x0, -0.115), origin=(-0.5, 0), scale=0.9)
        self.checks = {}
        for j, v in enumerate(newgame.pack_variants()):
            r, c = divmod(j, 4)
            self.checks[v] = Button(parent=self, scale=(0.245, 0.045),
                                    position=(-0.36 + c * 0.255, -0.17 - r * 0.055),
                                    on_click=lambda v=v: self.toggle(v))
        self.error = Text(problem, parent=self, origin=(0, 0), y=-0.3, scale=0.75,
                          color=ucolor.rgba(*palette.LIFE_LOW, 1))
        Button(text="Start", parent=self, scale=(0.2, 0.06), position=(0.12, -0.4),
               color=ucolor.rgba(*palette.scale(palette.PLAYERS[2], 0.7), 1), on_click=self.start)
        Button(text="Back", parent=self, scale=(0.14, 0.06), position=(-0.15, -0.4), on_click=on_back)
        self.refresh()

    # ------------------------------------------------------------------ choices
    @staticmethod
    def _next(options, value):
        options = list(options)
        i = options.index(value) if value in options else -1
        return options[(i + 1) % len(options)]

    def next_arena(self):
        self.choice.arena = self._next(self.arenas, self.choice.arena)
        self.refresh()

    def next_layer(self):
        self.choice.set_layer(self._next(self.ng.LAYERS, self.choice.layer))
        self.refresh()

    def next_players(self):
        self.choice.set_players(self._next(range(2, self.ng.MAX_PLAYERS + 1), self.choice.players))
        self.refresh()

    def next_who(self, i):
        self.choice.set_who(i, self._next(self.ng.seat_options(), self.choice.seats[i].who))
        self.refresh()

    def next_kind(self, i, k):
        ninjas = self.choice.seats[i].ninjas
        self.choice.set_kind(i, k, self._next(self.ng.KINDS, ninjas[k]))
        self.refresh()

    def next_second(self, i):
        """No second ninja -> Shadow -> Weaponmaster -> none."""
        ninjas = self.choice.seats[i].ninjas
        if len(ninjas) < 2:
            self.choice.set_ninjas(i, 2)
            self.choice.set_kind(i, 1, "shadow")
        elif ninjas[1] == "shadow":
            self.choice.set_kind(i, 1, "weaponmaster")
        else:
            self.choice.set_ninjas(i, 1)
        self.refresh()

    def toggle(self, v):
        if not self.choice.variant_allowed(v):
            self.error.text = f"{v.replace('_', ' ')}: a variant of the professional rules (4.4)"
            return
        self.choice.toggle_variant(v)
        self.error.text = ""
        self.refresh()

    def start(self):
        """Start, remembering these choices for the next new game."""
        from game import settings
        self.choice.custom_path = self.path.text
        self.error.text = ""
        if self.on_start(self.choice) is not False:
            settings.remember(REMEMBER, self.choice.to_dict())

    def show_error(self, text: str) -> None:
        self.error.text = text

    # ------------------------------------------------------------------ drawing
    def refresh(self):
        m, ng = self.choice, self.ng
        b = self.buttons
        b["arena"].text = m.arena if m.arena == ng.CUSTOM else m.arena.replace("-", " ").title()
        self.path.enabled = m.arena == ng.CUSTOM
        b["layer"].text = m.layer.title()
        b["players"].text = f"{m.players} players"
        for i, (t, who, k1, k2) in enumerate(self.seat_rows):
            on = i < m.players
            for e in (t, who, k1, k2):
                e.enabled = on
            s = m.seats[i]
            who.text = ng.seat_label(s.who)
            k1.text = s.ninjas[0].title()
            k2.text = ("+ " + s.ninjas[1].title()) if len(s.ninjas) > 1 else "(one ninja)"
        for v, btn in self.checks.items():
            on, allowed = v in m.variants, m.variant_allowed(v)
            btn.text = ("[x] " if on else "[ ] ") + v.replace("_", " ")
            btn.color = ucolor.rgba(0.2, 0.5, 0.3, 1) if on else ucolor.rgba(0.25, 0.25, 0.28, 1)
            btn.text_color = ucolor.white if allowed else ucolor.rgba(1, 1, 1, 0.35)
