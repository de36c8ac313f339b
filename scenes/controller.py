"""The one interactive controller of `play`: a game on its table, driven by a Session.

Humans choose from the pack's legal actions: the game's own widget (`make_panel` in its table
module: Ninja Arena's planning panel with dice and ghosts, Morituri's cards and secret die ...)
or the generic menu here (actions grouped by kind, paged, labelled by the module's
`describe_action`); a click on a board cell narrows the menu to the actions aimed there
(`cell_of_action`). Computer seats think in a thread so the window stays live. With two or more
humans every seat change shows a hand-off screen and the table shows only what the seat about
to act may know (`pack.view(state, seat)`); between seats it shows the spectator view. Events
play through the event player before the next seat is asked; a game may hold them behind a
screen first (`make_reveal`: Ninja Arena's plans revealed together, 2.3).

Sight (for every pack with `sight` and `explain_sight`): 1-4/Tab/click select a figure, O its
line-of-sight overlay; hovering a cell then draws the sight line and says why it is visible or
concealed, in the pack's words (scenes/sight.py draws it).
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from ursina import Button, Entity, Text, Vec3, camera, color as ucolor, mouse, window

from game.errors import UserError
from models import palette
from rules.core.engine import IllegalAction
from scenes.fx import drop_shadow
from scenes.hud import rgb, tooltip, words_width
from scenes.player import PackPlayer
from game.userfiles import USER_SAVES
from scenes.fightlog import FightLog, FightLogPanel, event_line
from scenes.gameover import GameOverPanel, summary, verdict
from scenes.sound import sound_of
from scenes.table import PackScene, destroy_tree
from scenes.timeline import as_json
from scenes.uipicture import window_pixels

HELP = ("Keys: the key on a button presses it, arrows/Q/E orbit, W/A/S/D pan, +/- or wheel zoom, "
        "R reset, T top view, click a cell to narrow the menu, Space skip (Shift: all), [ ] speed, L fight log, H how to play, M sound, "
        "F5 save, F12 screenshot, P photo mode, Esc menu")
SIGHT_HELP = "Tab/click select, O sight, "
PAGE = 12
EXAMPLES = 24     # actions of a kind kept to judge it later (why it is greyed)


def default_label(action: dict) -> str:
    """`kind: key value, ...` for packs without describe_action."""
    kind = str(action.get("kind", "?")).replace("_", " ")
    rest = ", ".join(f"{k} {v}" for k, v in action.items() if k != "kind" and v not in (None, [], {}))
    return f"{kind}: {rest}" if rest else kind


def label_of(module, action: dict, view: dict) -> str:
    fn = getattr(module, "describe_action", None)
    if fn is not None:
        try:
            return str(fn(action, view))
        except (KeyError, TypeError, ValueError, AttributeError):
            pass
    return default_label(action)


def kind_name(module, kind: str, view: dict) -> str:
    """A kind of action in the menu's list of kinds: the game's words for it now (its
    `kind_name`: Chaos Arena's "Cast Zappo's Lightning Bolt", where "Cast" left the spell to
    guess), else the kind itself ("place_trap" -> "Place trap")."""
    fn = getattr(module, "kind_name", None)
    return (fn(kind, view) if fn is not None else None) or str(kind).replace("_", " ").capitalize()


# a menu line's letters at most (the rest in its tooltip); the widest lines' words are shrunk
# to fit the button (buttonkeys.fit_text): at 58 a trap's square lost its last word ("1st from
# the we"), at 66 Gladiator's shield attack its odds and Morituri's attack its "Strength"
# (tests/scenes/test_menu_lines.py plays every menu game's lines)
LINE_CHARS = 72


# the screen's right edge the action menu may take (its widest, 0.42, and its margin): the live
# table frames the board clear of it (the menu hid Varg's start square and Gladiator's north-east)
MENU_COLUMN = 0.45
BOARD_AT_LEAST = 0.85     # ...unless the board would get less than this (a narrow window: 4:3, 16:10)
MENU_ROWS = 0.33          # ...and then the board goes below the menu's title and first rows (at
#                           800x600 they hid six cells of the Master of Ceremonies' far row)
MENU_FOOT = 0.13          # ...and above the bottom's sheet (the Master of Ceremonies' acting
#                           gladiator) and the keys' lines


def menu_width(lines: list[str], title: str) -> float:
    """The action menu's width (screen heights) for these lines at its text size, with room for
    the key prefix ("12  "), and for its title above: from 0.2 to the old fixed 0.42."""
    longest = max([min(LINE_CHARS, len(t)) + 4 for t in lines] + [1])
    return max(0.2, min(0.42, words_width(longest, 0.7) + 0.04), words_width(len(title), 0.9))


class ActionMenu(Entity):
    """Legal actions grouped by kind (a kind list first when there are several), 12 a page."""

    def __init__(self, ctl: "PackController", seat: str, legal: list[dict], view: dict,
                 cell=None):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat, self.view = ctl, seat, view
        self.legal = legal
        self.kind: str | None = None
        self.group: str | None = None      # a kind's choices by the game's `group_of` (one helper's squares)
        self.page = 0
        self.cell = cell
        kinds = list(dict.fromkeys(a.get("kind") for a in legal))
        if len(kinds) == 1:
            self.kind = kinds[0]
        self.draw()

    def _choices(self) -> list[dict]:
        out = [a for a in self.legal if self.kind is None or a.get("kind") == self.kind]
        if self.group is not None:
            out = [a for a in out if self._group(a) == self.group]
        return out

    def _group(self, action: dict) -> str | None:
        fn = getattr(self.ctl.module, "group_of", None)
        return fn(action, self.view) if fn is not None else None

    def _groups(self, choices: list[dict], page: int) -> list[str]:
        """The groups a kind's list is shown as first, when it runs past a page and the game
        groups it (the Master's INTRODUCTION: eight pages of helper-and-square lines, one line
        a helper now, then his squares)."""
        if self.group is not None or len(choices) <= page:
            return []
        groups = list(dict.fromkeys(self._group(a) for a in choices))
        return groups if len(groups) > 1 and None not in groups else []

    def draw(self) -> None:
        for c in list(self.children):
            destroy_tree(c)
        self.ctl.show_targets(self._choices())
        x, top = window.aspect_ratio / 2 - 0.23, 0.42    # the right edge, whatever the window
        col = palette.player_color(self.ctl.seat_index(self.seat))
        who = self.ctl.seat_name(self.seat)
        title = ("Your move" if who == "You" else f"{who} to act") + (" (the cell you clicked)" if self.cell is not None else "")
        # a group's words without its price and die ("Blades trap") stand for "Your move" (a title
        # as long as "Your move: INTRODUCE HUNGER, click a lit square" widened the menu over the board)
        said = None if self.group is None else self.group.split(" (")[0]
        if said is not None:
            title = said
        many = self._choices()
        page = self.page_size(top)
        if self.cell is None and len(many) > page and all(self.ctl._cell_of(a) is not None for a in many):
            # six pages of the Master's traps, square by square: a click on a lit square is
            # the way, and the list did not say so
            title += f": click a lit {getattr(self.ctl.scene.table, 'grid', 'square')}"
        head = Text(title, parent=self, position=(x - 0.2, top + 0.03), origin=(-0.5, 0), scale=0.9,
                    color=rgb(palette.mix(col, (1, 1, 1), 0.4)))
        drop_shadow(head)        # it stands over the board: on Gladiator's sand walls it was faint
        rows: list[tuple[str, object]] = []
        if self.kind is None:
            for k in dict.fromkeys(a.get("kind") for a in self.legal):   # no counts on screen
                same = [a for a in self.legal if a.get("kind") == k]
                if len(same) == 1:      # the action itself, its odds on the line: no list of one
                    rows.append((label_of(self.ctl.module, same[0], self.view), ("act", same[0])))
                else:
                    rows.append((kind_name(self.ctl.module, k, self.view), ("kind", k)))
            whole = getattr(self.ctl, "pass_round_action", None)
            gone = whole(self.seat, self.legal) if whole is not None and self.cell is None else None
            if gone is not None:
                rows.append(("Pass until this round ends", ("pass_round", gone)))
        elif groups := self._groups(self._choices(), page):
            rows += [(g, ("group", g)) for g in groups]
            if len({a.get("kind") for a in self.legal}) > 1:
                rows.append(("back", ("kind", None)))
        else:
            choices = self._choices()
            pages = max(1, (len(choices) + page - 1) // page)
            self.page = min(self.page, pages - 1)
            for a in choices[self.page * page:(self.page + 1) * page]:
                line = label_of(self.ctl.module, a, self.view)
                if said is not None and line.startswith(said + ": "):    # said in the title
                    line = line[len(said) + 2:].capitalize()
                rows.append((line, ("act", a)))
            if pages > 1:
                rows.append((f"more ({self.page + 1}/{pages})", ("page", None)))
            if self.group is not None:
                rows.append(("back", ("group", None)))
            elif len({a.get("kind") for a in self.legal}) > 1:
                rows.append(("back", ("kind", None)))
        not_now = getattr(self.ctl, "not_now", None)
        later = not_now(self.seat, self.legal) if self.cell is None and not_now is not None else []
        later = [(kind_name(self.ctl.module, k, self.view), why) for k, why in later]
        if len(later) > 1 and getattr(self.ctl, "menu_over_board", False):
            # one line (the reasons on hover): at 800x600 four greyed lines hid the Master of
            # Ceremonies' Varg, whose hit waited for the player's DODGE
            later = [("Not now: " + ", ".join(n for n, _ in later), "\n".join(f"{n}: {why}" for n, why in later))]
        else:
            later = [(n + " (not now)", why) for n, why in later]
        greyed = getattr(self.ctl.module, "greyed_choices", None)
        if self.kind is not None and greyed is not None:
            # a choice of this kind the rules refuse now, with their reason: Gladiator's Turn
            # left out the about-face toward the foe behind him, and a newcomer looked for it
            later += [(label + " (not now)", self.ctl._why_not(self.seat, self.kind, [a]))
                      for a, label in greyed(self.kind, self.view, self.legal)]
        # as wide as its longest line (and its key), no wider: a list of eight steps covered a
        # third of Gladiator's board, and the figures on it
        w = menu_width([t for t, _ in rows] + [t for t, _ in later], title)
        x = window.aspect_ratio / 2 - 0.02 - w / 2
        head.x = x - w / 2
        hint = getattr(self.ctl.module, "hint_of", None)
        preview = getattr(self.ctl, "preview", None)
        for i, (text, what) in enumerate(rows):
            b = Button(text=text[:LINE_CHARS], parent=self, scale=(w, 0.045), position=(x, top - 0.03 - i * 0.05),
                       text_size=0.7, on_click=lambda it=what: self.pick(it),
                       color=ucolor.rgba(0.12, 0.12, 0.15, 0.92))
            words = None
            if what[0] == "act":        # a card's, spell's or trap's own words; what it will do
                words = "\n".join(filter(None, [hint(what[1], self.view) if hint is not None else None,
                                                 preview(self.seat, what[1]) if preview else None])) or None
            if words or len(text) > LINE_CHARS:      # a long line whole
                b.tooltip = tooltip("\n".join(filter(None, [text if len(text) > LINE_CHARS else "", words])))
            b.hint = words
            # its cell outlined on the board while the line is hovered (`_hover_mouse`): "Kord
            # starts: south row, 3rd from the west" named a square the player had to count to
            cell_of = getattr(self.ctl, "_cell_of", None)
            b.cell = cell_of(what[1]) if what[0] == "act" and cell_of is not None else None
        for j, (label, why) in enumerate(later):       # offered earlier this phase: greyed, and why not
            b = Button(text=label[:LINE_CHARS], parent=self, scale=(w, 0.04), text_size=0.65,
                       position=(x, top - 0.03 - (len(rows) + j) * 0.05 - 0.005),
                       color=ucolor.rgba(0.1, 0.1, 0.12, 0.7), text_color=ucolor.rgba(1, 1, 1, 0.4))
            b.refusal = why
            b.tooltip = tooltip(why)

    @staticmethod
    def page_size(top: float) -> int:
        """Lines a page holds above the panels marked `keeps_menu_above` in the menu's column
        (the Master's crystal wheel: his six pages of traps ran over it), PAGE at most; two
        more lines ("more", "back") go under them."""
        from scenes import screenrects as sr
        edge = window.aspect_ratio / 2
        floor = -0.5
        for e in camera.ui.get_descendants():
            if getattr(e, "keeps_menu_above", False) and e.enabled:
                r = sr.ui_rect(e)
                if r is not None and sr.px_to_ui(r[2], 0)[0] > edge - 0.62:
                    floor = max(floor, sr.px_to_ui(0, r[1])[1])
        fits = int((top - 0.03 + 0.0225 - floor - 0.01) / 0.05)       # lines whose foot clears it
        return max(4, min(PAGE, fits - 2))

    def pick(self, what) -> None:
        kind, value = what
        if kind == "kind":
            self.kind, self.group, self.page = value, None, 0
            self.draw()
        elif kind == "group":
            self.group, self.page = value, 0
            self.draw()
        elif kind == "page":
            self.page += 1
            self.draw()
        elif kind == "pass_round":
            self.ctl.pass_round(self.seat, value)
        else:
            self.ctl.submit(self.seat, value)


class HandOff(Entity):
    """Hot seat: a cover until the next player says they are ready."""

    def __init__(self, seat: str, on_ready, name: str | None = None):
        super().__init__(parent=camera.ui)
        self.seat = seat
        name = name or seat
        Entity(parent=self, model="quad", scale=(4, 2), color=ucolor.rgba(0.05, 0.05, 0.07, 0.97), z=0.5)
        Text(f"Pass the screen to {name}", parent=self, origin=(0, 0), y=0.08, scale=2)
        Text("(the others look away: what this seat knows is secret)", parent=self, origin=(0, 0),
             y=0.0, scale=1)
        Button(text=f"I am {name}: go on", parent=self, scale=(0.4, 0.07), y=-0.1, on_click=on_ready)


class PackController(Entity):
    def __init__(self, session, specs: dict, module, interactive: bool = True):
        super().__init__()
        from game.players import BackgroundThinkers, make_player
        self.session = session
        self.pack = session.pack
        self.module = module
        self.specs = dict(specs)
        self.humans = [s for s in session.seats() if self.specs.get(s, "human") == "human"]
        self.computers = {s: make_player(spec, self.pack.id, session.seed + i)
                          for i, (s, spec) in enumerate(self.specs.items()) if spec != "human"}
        self.looking: str | None = self.humans[0] if len(self.humans) == 1 else None
        self.passing: dict[str, int] = {}    # seat -> the round he lets go by (`pass_round`)
        self.menu_over_board = False       # the action menu has no column of its own (a narrow window)
        self.has_sight = hasattr(self.pack, "sight") and hasattr(self.pack, "explain_sight")
        help_text = getattr(module, "HELP", HELP)
        if self.has_sight:
            help_text = help_text.replace("Space skip", SIGHT_HELP + "Space skip")
        self.scene = PackScene(module, session.setup, self._view(), "default",
                               interactive=interactive, help_text=help_text)
        self.scene.seat_names = {s: self.seat_name(s) for s in session.seats()}   # captions: "You"
        table = self.scene.table           # the board clear of the game's own panels
        left, right, bottom = table.panel_left, table.panel_right, table.panel_bottom
        top = 0.14 if bottom else 0.0                         # a far head
        if table.menu_column:       # the game's own menus down the right: that column is theirs
            right = max(right, MENU_COLUMN)
        elif getattr(module, "make_panel", None) is None:      # the action menu's column too,
            column = min(MENU_COLUMN, window.aspect_ratio - left - BOARD_AT_LEAST)
            right = max(right, column)
            if column < MENU_COLUMN:     # a narrow window: the board under the menu's usual rows
                self.menu_over_board = True
                top = max(top, MENU_ROWS)      # and above the sheets and keys along the bottom
                bottom = max(bottom, MENU_FOOT)
        if left or right or bottom:
            from scenes.screenrects import ui_to_px
            self.scene.rig.fit_across(table.frame_points(self.scene.view),
                                      ui_to_px(-window.aspect_ratio / 2 + left, 0)[0] + 4,
                                      ui_to_px(window.aspect_ratio / 2 - right, 0)[0] - 4,
                                      top * window.size[1],
                                      (1 - bottom) * window.size[1] - 4 if bottom else None)
        self.player = PackPlayer(self.scene, follow_camera=True, follow_zoom=False)
        self.log = FightLog()
        self.log_panel = None         # the fight log's window while open (L)
        self.sounds = None            # the app's Sounds (scenes/sound.py), when it plays any
        self.game_over = None         # the end-of-game panel, once the game is over
        self.targets = None           # the cells the offered actions aim at (scenes/targets.py)
        self.on_play_again = None     # the app's: the same set-up and seats, new dice
        self.on_menu = None
        self.on_rules = None          # the app's How to play, opened at a section
        self.last_section = None      # the section the last refusal named
        self.player.on_event = self._logged
        self.player.read_hold = interactive and bool(self.humans)   # a person follows the fight
        self.panel = None           # the action menu or the pack's own widget
        self.handoff = None
        self.seat_widget = None
        self.paused = False
        self.asked: str | None = None
        self.thinkers = BackgroundThinkers(self.computers)
        self._said_over = False
        self.save_dir = USER_SAVES
        self.reveal = None          # a screen the fight waits for (make_reveal)
        # 2.3's revealed plans wait for a key when a person plays; computers alone go on
        self.reveal_seconds = None if self.humans else 6.0
        self._held = None           # (events, view after) waiting for it
        self._reveal_t = 0.0
        # line-of-sight overlay (key O) for the selected figure (click, 1-4, Tab)
        self.selected: str | None = None
        self.overlay_on = False
        self.sight = None
        self.eye = None               # the eye view or walk camera while one is on (V, N)
        self._sight_key = None
        self._mouse = None
        self._described = None
        self._offered = None          # the legal actions the person's panel was built from
        self._window = None           # the window's (shape, pixel size) the panels were laid out for
        self._frame_no = 0            # (the see-through check runs every tenth frame)
        self.kinds_seen: dict = {}    # (seat, this phase) -> {kind: actions of it offered} (greyed when gone)
        from scenes.buttonkeys import ButtonKeys
        self.keys = ButtonKeys()      # a key for each button of the panels (scenes/buttonkeys.py)

    # ------------------------------------------------------------------ views
    def _view(self) -> dict:
        return as_json(self.session.view(self.looking))

    @property
    def view(self):
        return self.scene.view

    def seat_name(self, seat: str) -> str:
        """A seat as its player knows it: You, the computer, or its colour (no seat codes)."""
        from scenes.gameover import seat_name
        return seat_name(seat, list(self.session.seats()), self.humans)

    def seat_index(self, seat: str) -> int:
        seats = list(self.session.seats())
        return seats.index(seat) if seat in seats else 0

    def in_words(self, text: str) -> str:
        """A rule's message with names for ids and seat codes, places for cells
        (scenes/places.plain)."""
        from scenes.places import away, figure_names, on_board, own_figures, plain
        view = self._view()
        seats = {s: self.seat_name(s) for s in self.session.seats()}
        table = self.scene.table
        place = None
        cells = [tuple(c) for c in table.cells(table.view)] if hasattr(table, "cells") else []
        if getattr(table, "grid", "square") == "square" and cells:
            x0, y0 = min(c[0] for c in cells), min(c[1] for c in cells)
            w, h = max(c[0] for c in cells) - x0 + 1, max(c[1] for c in cells) - y0 + 1
            place = lambda c: on_board((c[0] - x0, c[1] - y0), w, h)      # noqa: E731
        else:
            mine = own_figures(view, self.asked or "")
            at = next((f.get("cell") for f in (view.get("figures") or []) if str(f.get("id")) in mine[:1]), None)
            place = lambda c: away(at, c, "hex") if at is not None else "that hex"      # noqa: E731
        return plain(text, figure_names(view), seats, place)

    def not_now(self, seat: str, legal: list[dict]) -> list[tuple[str, str]]:
        """The kinds of action offered to `seat` earlier in this phase that are not legal now,
        each with the rules' reasons in the table's words (issue 16, part 2). The rules judge the
        kind's plainest action, then the actions of that kind offered earlier (a move needs its
        figure and square to be judged); up to two different reasons are given."""
        seen = self.kinds_seen.setdefault(self.phase_key(seat), {})
        now: dict = {}
        for a in legal:
            now.setdefault(a.get("kind"), []).append(a)
        if seen and not seen.keys() & now.keys():
            # another kind of decision (an answer to a blow: evade or DODGE): what the seat
            # could do on its own turn is not the question, and an answer is not greyed later
            return []
        for k, acts in now.items():
            seen[k] = acts[:EXAMPLES]
        return [(k, self._why_not(seat, k, examples)) for k, examples in seen.items() if k not in now]

    def phase_key(self, seat: str) -> tuple:
        """This phase of this round or turn: a kind offered in last turn's action phase is
        not "offered earlier" in this one."""
        view = self._view()
        return (seat, *(str(view.get(k)) for k in ("phase", "game_round", "round", "turn", "current")))

    def _why_not(self, seat: str, kind: str, examples: list[dict]) -> str:
        reasons: list[str] = []
        for a in [{"kind": kind}, *examples]:
            try:
                self.pack.apply(self.session.state, seat, self.pack.action_adapter.validate_python(a))
            except IllegalAction as e:
                reason = str(e.reason)
                if reason.startswith(f"{e.rule}: "):        # some rules name their section twice
                    reason = reason[len(e.rule) + 2:]
                words = self.in_words(f"{reason} ({e.rule})")
                if words not in reasons:
                    reasons.append(words)
                if len(reasons) == 2:
                    break
            except (ValueError, KeyError, TypeError, AttributeError):   # not an action of this state
                continue
        return "; ".join(reasons) or "not possible now"

    def preview(self, seat: str, action: dict) -> str | None:
        """What `action` will do, in the table's words, when the rules can say it before it is
        chosen (the pack's `preview`: chances, costs, what follows); None otherwise."""
        fn = getattr(self.pack, "preview", None)
        if fn is None:
            return None
        try:
            words = fn(self.session.state, seat, self.pack.action_adapter.validate_python(action))
        except (IllegalAction, ValueError, KeyError, AttributeError, TypeError):   # not judged here: no words
            return None
        return self.in_words(words) if words else None

    def message(self, text: str) -> None:
        if self.scene.hud is not None:
            self.scene.hud.say(text)

    # ------------------------------------------------------------------ the loop
    def update(self):
        self._update_sight()
        self._relayout_if_resized()
        self.keys.refresh((self.panel, self.seat_widget))
        self._frame_no += 1
        if self._frame_no % 10 == 0:
            self._clear_own_figures()
            from scenes import floating
            floating.readable(self.scene.table)
        if self.reveal is not None:
            from ursina import time as utime
            self._reveal_t += min(utime.dt, 0.1)    # a stalled frame does not eat reading time
            if self.reveal_seconds is not None and self._reveal_t >= self.reveal_seconds:
                self.end_reveal()
            return
        if self.paused or self.player.busy:
            return
        if self.session.finished:
            if not self._said_over:
                self._said_over = True
                self._close_panels()
                self._game_over()
                self._record_roster()
            return
        to_act = sorted(self.session.to_act())
        # computer seats start thinking once the first frame is up: their threads would hold
        # the interpreter while the table and the panel are built (start-up, issue 20); and
        # they wait while a person may act between their actions (`_may_pass`)
        chosen = self.thinkers.poll(self.pack, self.session.state,
                                    [s for s in to_act if s in self.computers]) \
            if self._frame_no > 1 and not self._may_pass(to_act) else None
        if chosen is not None:
            seat, action = chosen
            if isinstance(action, Exception):
                self.message(self.in_words(f"{self.seat_name(seat)} (computer) failed: {action}"))
            else:
                self._act(seat, action)
                return
        humans = [s for s in to_act if s in self.humans]
        for s in humans:                  # "Pass until this round ends", answered for him
            if (s in self.passing and self.asked in (None, s) and self._may_pass(to_act)
                    and self.passing[s] == self._round()):
                gone = next((a for a in self.session.legal_actions(s) if getattr(a, "kind", None) == "pass"), None)
                if gone is not None:
                    self._close_panels()
                    self.asked = None
                    self._act(s, gone)
                    return
        if humans and self.asked is None and self.handoff is None:
            self.offer(humans[0])

    def _round(self) -> int | None:
        fn = getattr(self.module, "round_of", None)
        return int(fn(self._view()) or 0) if fn is not None else None

    def pass_round_action(self, seat: str, legal: list[dict]) -> dict | None:
        """The pass a person may give for the rest of the round (None where there is none: no
        rounds, or he is not asked between the others' actions). The Master is asked after
        every gladiator's action: sixteen answers a round where he has nothing to do."""
        if self._round() is None or not self._may_pass(sorted(self.session.to_act())):
            return None
        return next((a for a in legal if a.get("kind") == "pass"), None)

    def pass_round(self, seat: str, action: dict) -> None:
        self.passing[seat] = self._round()
        self.submit(seat, action)

    def _may_pass(self, to_act: list[str]) -> bool:
        """Is a person asked whether to act between the others' actions (the Master of
        Ceremonies, an hourglass held out of turn: they may `pass`)? Then the computers wait for
        the answer: live, a computer gladiator's next action came the moment the last one's
        animation ended, and a human Master never saw his menu in a whole round."""
        people = [s for s in to_act if s in self.humans]
        if not people or len(to_act) < 2:
            return False
        key = (len(self.session.log), id(self.session.state), tuple(to_act))
        if getattr(self, "_pass_key", None) != key:
            self._pass_key = key
            self._pass_now = any(getattr(a, "kind", None) == "pass"
                                 for s in people for a in self.session.legal_actions(s))
        return self._pass_now

    def offer(self, seat: str) -> None:
        self.asked = seat
        if len(self.humans) > 1 and self.looking != seat:
            self.looking = None
            self.scene.show(self._view())
            self.handoff = HandOff(seat, on_ready=lambda: self.open(seat), name=self.seat_name(seat))
        else:
            self.open(seat)

    def open(self, seat: str, cell=None) -> None:
        if self.handoff is not None:
            destroy_tree(self.handoff)
            self.handoff = None
        self.asked = seat
        self.looking = seat
        view = self._view()
        self.scene.show(view)
        make = getattr(self.module, "make_panel", None)
        own = make is not None and cell is None
        # a panel that builds its actions itself (Ninja Arena's plans: thousands) gets no list
        legal = [] if own and getattr(self.module, "PANEL_BUILDS_ACTIONS", False) else \
            [as_json(a) for a in self.session.legal_actions(seat)]
        self._offered = None if (own and getattr(self.module, "PANEL_BUILDS_ACTIONS", False)) else legal
        if cell is not None:
            # a click on a cell no action aims at: the whole list, titled so (it kept saying
            # "the cell you clicked" over every action, Chaos Arena's bushes)
            aimed = [a for a in legal if self._cell_of(a) == tuple(cell)]
            legal, cell = (aimed, cell) if aimed else (legal, None)
        self._close_panels()
        self.panel = make(self, seat, view, legal) if own else None
        draft = self.session.meta.pop("draft", None)     # a plan half made when it was saved
        if draft and draft.get("seat") == seat and hasattr(self.panel, "restore"):
            self.panel.restore(draft.get("plans") or {})
        if self.panel is None:
            if not legal:
                legal = [as_json(a) for a in self.session.legal_actions(seat)]
            self.panel = ActionMenu(self, seat, legal, view, cell)
        side = getattr(self.module, "seat_panel", None)
        self.seat_widget = side(self, seat, view) if side is not None else None
        who = self.seat_name(seat)
        # the action menu's title (a panel's own menu's too: Morituri's cards) says whose move it
        # is and the clicked cell: the caption keeps saying what just happened (it said "Your
        # move" beside the menu's "Your move")
        if not isinstance(self.panel, ActionMenu) and not isinstance(getattr(self.panel, "menu", None), ActionMenu):
            self.message(("Your move" if who == "You" else f"{who}: your move")
                         + ("" if cell is None else ": the actions aimed at the cell you clicked"))
        if os.environ.get("ARENA_SAY_DECISIONS"):     # a script driving the window shoots each one
            print(f"Decision: {who}", flush=True)

    _open_panel = open          # (the name the hot-seat tests use)

    def _clear_own_figures(self) -> None:
        """Panels over one of the person's own figures turn see-through (the layout rule,
        issue 16, when a figure walks under one): the HUD's rows, the seat's sheet, the table's
        own panels; the action menu stays solid (it is clicked)."""
        from scenes import screenrects as sr
        from scenes.places import own_figures
        if not self.humans or self.scene.hud is None:
            return
        shown = sr.figure_rects(self.scene.table)
        own = [shown[f] for s in self.humans for f in own_figures(as_json(self.session.view(s)), s)
               if f in shown]
        roots = [*self.scene.hud.rows, self.seat_widget, *self.scene.table.ui_panels()]
        sr.clear_figures(roots, own)

    def _relayout_if_resized(self) -> None:
        """Panels are laid out from the window's shape, and some are pictures of its size
        (scenes.uipicture): when either changes, the HUD and the open panel are built again for
        the new one (a half-made plan kept)."""
        now = (round(float(window.aspect_ratio), 3), window_pixels())
        if self._window in (None, now):
            self._window = now
            return
        self._window = now
        if self.scene.hud is not None:
            self.scene.hud.forget()          # its rows were placed for the old shape
        self.scene.show(self.scene.view)
        if self.asked is not None and self.panel is not None and self.handoff is None:
            plans = getattr(self.panel, "plans", None)
            self.open(self.asked)
            if plans and hasattr(self.panel, "restore"):
                self.panel.restore(plans)

    def _reoffer_if_changed(self, acted: str) -> None:
        """Another seat's action (a computer's, while the person was choosing) changed what the
        person may do (Master of Ceremonies: an attack asks him to DODGE now): his panel goes,
        and the loop offers him the new choices. A panel that builds its own actions (Ninja
        Arena's secret plans) is left alone: the others' plans do not change his."""
        if self.asked is None or acted == self.asked or getattr(self, "_offered", None) is None:
            return
        now = [as_json(a) for a in self.session.legal_actions(self.asked)]
        if now != self._offered:
            self._close_panels()
            self.asked = None

    def _cell_of(self, action: dict):
        """The cell `action` aims at on the table as it stands (the decision's view: a
        remembered one lit Kord's steps from the square he had left)."""
        fn = getattr(self.module, "cell_of_action", None)
        if fn is None:
            return None
        c = fn(action, self.view)
        return tuple(c) if c is not None else None

    def _close_panels(self) -> None:
        if self.targets is not None:
            self.targets.clear()
        for name in ("panel", "seat_widget"):
            e = getattr(self, name)
            if e is not None:
                close = getattr(e, "close", None)
                if close is not None:
                    close()         # e.g. the planning panel takes its ghosts off the table
                destroy_tree(e)
                setattr(self, name, None)

    # ------------------------------------------------------------------ acting
    def submit(self, seat: str, action) -> bool:
        """A human's choice (one action, or several in a row: Ninja Arena's plans of each of
        the seat's ninjas): applied, or refused with the rule's one line (the panel stays)."""
        if self.asked != seat:
            return False
        for a in (action if isinstance(action, list) else [action]):
            if not self._act(seat, a):
                return False
        self._close_panels()
        self.asked = None
        return True

    def _act(self, seat: str, action) -> bool:
        before = self.scene.view
        try:
            events = self.session.act(seat, action)
        except IllegalAction as e:
            self.message(self.in_words(str(e)) + "  (H: the rule)")
            self.last_section = e.rule        # H opens How to play there
            return False
        except ValueError as e:     # not an action of this pack at all
            self.message(self.in_words(f"not an action: {str(e).splitlines()[0]}"))
            return False
        if self.last_section is not None:     # a refusal is no longer true once a move is made
            self.last_section = None
            self.message("")
        self._reoffer_if_changed(seat)
        if len(self.humans) > 1 and self.looking is not None:
            # the next seat may be someone else: show only what everybody may see meanwhile
            self.looking = seat if set(self.session.to_act()) == {seat} else None
        # what the seat looking may see of them (the pack's event_view), like its view
        events = [as_json(e) for e in self.session.events_for(events, self.looking)]
        make = getattr(self.module, "make_reveal", None)
        screen = make(self, events, before) if (make is not None and self.reveal_seconds != 0) else None
        if screen is not None:
            self._held = (events, self._view())
            self._reveal_t = 0.0
            self.reveal = screen
            # the caption still told the last seat's planning ("Blue has planned")
            self.message(getattr(screen, "caption", ""))
        else:       # a person's own move is watched where he made it; others' are followed
            self.player.play(events, self._view(), follow=seat not in self.humans)
        return True

    def end_reveal(self) -> None:
        """The held events play once the reveal screen closes (a key, a click, or time)."""
        told = tuple(getattr(self.reveal, "told", ()))      # what the screen showed: not read again
        if self.reveal is not None:
            destroy_tree(self.reveal)
        self.reveal = None
        if self._held is not None:
            events, after = self._held
            self._held = None
            self.player.play(events, after, told=told)

    # ------------------------------------------------------------------ sight overlay
    def select(self, fid: str | None) -> None:
        """Select a figure on the board (one the pack can look from)."""
        if not self.has_sight:
            return
        info = self.pack.sight(self.session.state, fid) if fid in self._alive() else None
        self.selected = fid if info is not None else None
        if info is not None:
            self.message(f"selected {info.name}" + ("" if self.overlay_on else " (O: line of sight)"))

    def _alive(self) -> list[str]:
        """The figures shown on the board, in the table's order."""
        return [fid for fid, e in self.scene.table.figures.items() if e.enabled]

    def cycle_selection(self, index: int | None = None) -> None:
        """The index-th figure the pack can look from (1-4), or the next one after the
        selected (Tab)."""
        state = self.session.state
        able = [f for f in self._alive() if self.pack.sight(state, f) is not None]
        if not able:
            return
        if index is not None:
            if index < len(able):
                self.select(able[index])
            return
        i = able.index(self.selected) if self.selected in able else -1
        self.select(able[(i + 1) % len(able)])

    def toggle_eye(self, key: str) -> None:
        """V: the selected figure's eyes (scenes/eyeview.py); N: walk over the arena; the same
        key again: back to the table's camera."""
        from scenes.eyeview import EyeView
        if self.eye is not None:
            self.eye.leave()
            return
        fid = self.selected if key == "v" else None
        if key == "v" and fid is None:
            self.message("select a figure first (click it, or Tab), then V to see through its eyes")
            return
        info = self.pack.sight(self.session.state, fid) if fid is not None else None
        self.eye = EyeView(self.scene, fid, info, on_exit=self._eye_closed)
        self.message("through their eyes: left/right turn, W/A/S/D walk, V back" if fid else
                     "walking: W/A/S/D, right mouse button to look around, N back")

    def _eye_closed(self) -> None:
        self.eye = None
        self.message("back at the table (V: through the selected figure's eyes, N: walk)")

    def toggle_overlay(self) -> None:
        if not self.has_sight:
            return
        self.overlay_on = not self.overlay_on
        if self.overlay_on and self.selected is None:
            self.cycle_selection()

    def _update_sight(self) -> None:
        """Rebuild the overlay only when the selection or the state changes; the hover line
        only when the mouse moves to another cell."""
        on = self.overlay_on and self.selected is not None and not self.player.busy
        key = (self.selected, len(self.session.log), id(self.session.state)) if on else None
        if key != self._sight_key:
            info = self.pack.sight(self.session.state, self.selected) if key is not None else None
            if key is not None and info is None:
                self.selected, key = None, None     # the selected figure fell: nothing to look from
            self._sight_key = key
            if key is None:
                if self.sight is not None:
                    self.sight.enabled = False
            else:
                from scenes.sight import SightOverlay
                if self.sight is None:
                    self.sight = SightOverlay(self.scene.table)
                self.sight.enabled = True
                self.sight.show(info)
                self._mouse = None
        if self.interactive_mouse():
            self._hover_mouse(sight=key is not None)

    @staticmethod
    def interactive_mouse() -> bool:
        import builtins
        base = builtins.base     # offscreen buffers have no pointer
        return hasattr(base.win, "get_pointer") and base.mouseWatcherNode.hasMouse()

    def _hover_mouse(self, sight: bool) -> None:
        pos = (round(mouse.x, 4), round(mouse.y, 4), sight)
        if pos == self._mouse:
            return
        self._mouse = pos
        cell = self.cell_under_mouse()
        self.outline_target(cell)
        self.hover_cell(cell) if sight else self.hover_level(cell)

    def outline_target(self, cell) -> None:
        """Outline the lit cell under the mouse, or, over a menu line, the cell it aims at."""
        if self.targets is not None:
            line = mouse.hovered_entity
            on_ui = line is not None and line.has_ancestor(camera.ui)
            self.targets.hover(getattr(line, "cell", None) if on_ui else cell)

    def show_targets(self, actions: list[dict]) -> None:
        """Light the cells the offered actions aim at (the game's `cell_of_action`)."""
        if getattr(self.module, "cell_of_action", None) is None:
            return
        if self.targets is None:
            from scenes.targets import TargetMarks
            self.targets = TargetMarks(self.scene.table)
        self.targets.show(self._cell_of(a) for a in actions)

    def hover_level(self, cell) -> None:
        """Without the overlay, hovering a cell says what the table tells of it (Ninja Arena:
        its level, levels at a glance)."""
        describe = getattr(self.scene.table, "describe_cell", None)
        if cell is None or describe is None or cell == self._described:
            return
        self._described = cell
        text = describe(cell)
        if text:
            self.message(text)

    def hover_cell(self, cell) -> None:
        """Draw the selected figure's sight line to `cell` (None: none), and say why."""
        if self.sight is None or self.sight.info is None:
            return
        if cell is None or tuple(cell) == tuple(self.sight.info.cell):
            self.sight.hover(None)
            return
        if cell == self.sight.hovered:
            return
        line = self.pack.explain_sight(self.session.state, self.selected, tuple(cell))
        self.sight.hover(tuple(cell), line)
        self.message(f"{self.sight.info.name}: {line.reason}")

    def click_figure(self) -> bool:
        from scenes.picking import figure_on_ray, mouse_ray
        ray = mouse_ray()
        if ray is None:
            return False
        figs = [(fid, tuple(e.position)) for fid, e in self.scene.table.figures.items() if e.enabled]
        fid = figure_on_ray(*ray, figs)
        if fid is not None:
            self.select(fid)
        return fid is not None

    # ------------------------------------------------------------------ the end
    def _game_over(self) -> None:
        """Who won, how, a short summary, and Play again (scenes/gameover.py)."""
        out = self.session.outcome()
        seats = list(self.session.seats())
        from scenes.places import seat_titles
        title = verdict(out.winners, seats, self.humans, seat_titles(self._view(), self.module))
        round_of = getattr(self.module, "round_of", None)
        rounds = int(round_of(self.view) or 0) if round_of is not None else 0
        words = getattr(self.module, "outcome_words", None)      # the game's own names for its sides
        reason = self.in_words(words(self._view(), out.reason) if words else out.reason)
        lines = summary(reason, rounds, len(self.session.log), self.log.lines,
                        getattr(self.module, "ROUND_WORD", "round"))
        self.message(f"Game over: {title}")
        print(f"Game over: {title} ({reason})", flush=True)     # for whoever runs the table by script
        won = any(w in self.humans for w in out.winners)
        self.game_over = GameOverPanel(title, lines, won, self.play_again, self.toggle_log,
                                       lambda: self.on_menu() if self.on_menu else None)

    def play_again(self) -> None:
        if self.on_play_again is not None:
            self.on_play_again()

    # ------------------------------------------------------------------ fight log
    def _logged(self, ev: dict, said: list) -> None:
        """An event has been shown: into the fight log, and its sound (scenes/sound.py)."""
        line = event_line(self.pack, ev, said, getattr(self.module, "LOG_SENTENCES", True))
        self.log.add(self.in_words(line) if line else line)
        if self.sounds is not None:
            self.sounds.play(sound_of(self.module, ev))
        if self.log_panel is not None and self.log_panel.scrolled == 0:
            self.log_panel.refresh()

    def _left_of_menu(self) -> float | None:
        """The camera.ui x just left of the person's menu when it stands on the right half of
        the window (the fight log goes there), else None."""
        from ursina import window
        from scenes import screenrects as sr
        r = sr.ui_rect(self.panel) if self.panel is not None else None
        if r is None or r[0] < window.size[0] / 2:
            return None
        return sr.px_to_ui(r[0], 0)[0] - 0.01

    def toggle_log(self) -> None:
        """L: the fight log opens over the right of the table (left of a menu there), or closes."""
        if self.log_panel is not None:
            destroy_tree(self.log_panel)
            self.log_panel = None
        else:
            self.log_panel = FightLogPanel(self.log, self._left_of_menu())
        self.scene.rig.wheel_zoom = self.log_panel is None
        if self.game_over is not None:       # the log in its place; L brings it back
            self.game_over.enabled = self.log_panel is None

    # ------------------------------------------------------------------ input
    def input(self, key):
        if self.paused:                      # a menu or photo mode has the keys
            return
        if key == "l" and self.eye is None:
            self.toggle_log()
            return
        if key in ("v", "n") and not self.player.busy:
            self.toggle_eye(key)
            return
        if self.eye is not None:             # the eye view or the walk has the keys and mouse
            return
        if not self.paused and self.reveal is None and key in self.keys.keys:
            self.keys.refresh((self.panel, self.seat_widget))     # (a panel may be gone since the last frame)
            if self.keys.press(key):
                return                       # a panel button's key (shown on it)
        if self.has_sight:
            if key == "o":
                self.toggle_overlay()
            elif key == "tab":
                self.cycle_selection()
            elif key in ("1", "2", "3", "4"):
                self.cycle_selection(int(key) - 1)
        if key == "left mouse down" and not self.paused and self.panel_free():
            if self.has_sight and self.click_figure():
                return
            if self.asked is not None and self.handoff is None:
                cell = self.cell_under_mouse()
                if cell is not None and getattr(self.module, "cell_of_action", None) is not None:
                    self.open(self.asked, cell)

    @staticmethod
    def panel_free() -> bool:
        """No UI button under the mouse (a click there is the button's)."""
        h = mouse.hovered_entity
        return h is None or not h.has_ancestor(camera.ui)

    def cell_under_mouse(self):
        """The board cell under the mouse (the table's `cell_on_ray`), or None."""
        from scenes.picking import mouse_ray
        ray = mouse_ray()
        return self.scene.table.cell_on_ray(*ray) if ray is not None else None

    def _record_roster(self) -> None:
        """Gladiator 10: a game started from a roster writes its experience back to it."""
        from game.rosters import named_roster, record_game
        try:   # the file typed on the command line, or saves/rosters/NAME of a loaded save
            path = getattr(self.session, "roster_file", None) or (
                self.session.meta.get("roster") and named_roster(self.session.meta["roster"]))
            if not path:
                return
            record_game(path, self.session.state)
        except UserError as e:
            self.message(str(e))
            return
        self.message(self.scene.hud.said + f"; experience written to {path}")

    # ------------------------------------------------------------------ app hooks
    def save(self, path=None) -> Path:
        """The game as a save; a plan half made on the panel goes with it (meta "draft", which
        F9 puts back on the panel: the panel's `draft()` and `restore()`)."""
        target = Path(path) if path else self.save_dir / f"{self.pack.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        draft = getattr(self.panel, "draft", None)
        self.session.meta.pop("draft", None)
        if draft is not None and draft():
            self.session.meta["draft"] = {"seat": self.panel.seat, "plans": draft()}
        try:
            if not path:                # the table's own saves folder is made; a given one is not
                self.save_dir.mkdir(parents=True, exist_ok=True)
            self.session.save(target)
        except OSError as e:
            raise UserError(f"{target}: cannot write ({e.strerror or e})") from None
        return target

    def close(self) -> None:
        self._close_panels()
        for e in (self.handoff, self.reveal, self.log_panel, self.game_over):
            if e is not None:
                destroy_tree(e)
        self.log_panel = self.game_over = None
        self.player.queue.clear()


def default_setup(pack) -> dict:
    """A new game's set-up: the pack's defaults."""
    return {}


def seat_specs(seats, spec_text: str | None) -> dict:
    """{seat: "human" | "ai:level"}: the first seat human, the others ai:normal, unless
    `--seats` says otherwise (one spec per seat, in the pack's seat order)."""
    from game.players import parse_seats
    seats = list(seats)
    if isinstance(spec_text, (list, tuple)):
        spec_text = ",".join(spec_text)
    if not spec_text:
        return {s: ("human" if i == 0 else "ai:normal") for i, s in enumerate(seats)}
    specs = parse_seats(spec_text)
    if len(specs) != len(seats):
        raise UserError(f"--seats: this game has {len(seats)} seats ({', '.join(seats)}), "
                        f"{len(specs)} given")
    return {s: str(sp) for s, sp in zip(seats, specs)}


def dump(action: dict) -> str:
    return json.dumps(action, sort_keys=True)
