"""`play` for the packs other than Ninja Arena: a game on the pack table, driven by a Session.

Humans choose from the pack's legal actions: the pack's own widget (`make_panel` in its table
module, e.g. Morituri's cards and secret die) or the generic menu here (actions grouped by
kind, paged, labelled by the module's `describe_action`); a click on a board cell narrows the
menu to the actions aimed there (`cell_of_action`). Computer seats think in a thread so the
window stays live. With two or more humans every seat change shows a hand-off screen and the
table shows only what the seat about to act may know (`pack.view(state, seat)`); between
seats it shows the spectator view. Events play through the PackPlayer before the next seat is
asked.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

from ursina import Button, Entity, Text, camera, color as ucolor, mouse

from game.errors import UserError
from models import palette
from rules.core.engine import IllegalAction
from scenes.packs.base import PackScene, rgb
from scenes.packs.player import PackPlayer
from scenes.packs.source import as_json
from scenes.table import destroy_tree

HELP = ("Keys: arrows/Q/E orbit, W/A/S/D pan, +/- or wheel zoom, R reset, T top view, "
        "click a cell to narrow the menu, Space skip, [ ] speed, F5 save, F12 screenshot, Esc menu")
PAGE = 12


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


class ActionMenu(Entity):
    """Legal actions grouped by kind (a kind list first when there are several), 12 a page."""

    def __init__(self, ctl: "PackController", seat: str, legal: list[dict], view: dict,
                 cell=None):
        super().__init__(parent=camera.ui)
        self.ctl, self.seat, self.view = ctl, seat, view
        self.legal = legal
        self.kind: str | None = None
        self.page = 0
        self.cell = cell
        kinds = list(dict.fromkeys(a.get("kind") for a in legal))
        if len(kinds) == 1:
            self.kind = kinds[0]
        self.draw()

    def _choices(self) -> list[dict]:
        out = [a for a in self.legal if self.kind is None or a.get("kind") == self.kind]
        return out

    def draw(self) -> None:
        for c in list(self.children):
            destroy_tree(c)
        x, top = 0.55, 0.42
        col = palette.player_color(self.ctl.seat_index(self.seat))
        title = f"{self.seat} to act" + (f" (at {tuple(self.cell)})" if self.cell is not None else "")
        Text(title, parent=self, position=(x - 0.2, top + 0.03), origin=(-0.5, 0), scale=0.9,
             color=rgb(palette.mix(col, (1, 1, 1), 0.4)))
        rows: list[tuple[str, object]] = []
        if self.kind is None:
            kinds: dict[str, int] = {}
            for a in self.legal:
                kinds[a.get("kind")] = kinds.get(a.get("kind"), 0) + 1
            for k, n in kinds.items():
                rows.append((f"{str(k).replace('_', ' ')}  ({n})", ("kind", k)))
        else:
            choices = self._choices()
            pages = max(1, (len(choices) + PAGE - 1) // PAGE)
            self.page = min(self.page, pages - 1)
            for a in choices[self.page * PAGE:(self.page + 1) * PAGE]:
                rows.append((label_of(self.ctl.module, a, self.view), ("act", a)))
            if pages > 1:
                rows.append((f"more ({self.page + 1}/{pages})", ("page", None)))
            if len({a.get("kind") for a in self.legal}) > 1:
                rows.append(("back", ("kind", None)))
        for i, (text, what) in enumerate(rows):
            Button(text=text[:58], parent=self, scale=(0.42, 0.045), position=(x, top - 0.03 - i * 0.05),
                   text_size=0.7, on_click=lambda w=what: self.pick(w),
                   color=ucolor.rgba(0.12, 0.12, 0.15, 0.92))

    def pick(self, what) -> None:
        kind, value = what
        if kind == "kind":
            self.kind, self.page = value, 0
            self.draw()
        elif kind == "page":
            self.page += 1
            self.draw()
        else:
            self.ctl.submit(self.seat, value)


class HandOff(Entity):
    """Hot seat: a cover until the next player says they are ready."""

    def __init__(self, seat: str, on_ready):
        super().__init__(parent=camera.ui)
        Entity(parent=self, model="quad", scale=(4, 2), color=ucolor.rgba(0.05, 0.05, 0.07, 0.97), z=0.5)
        Text(f"Pass the screen to {seat}", parent=self, origin=(0, 0), y=0.08, scale=2)
        Text("(the others look away: what this seat knows is secret)", parent=self, origin=(0, 0),
             y=0.0, scale=1)
        Button(text=f"I am {seat}: go on", parent=self, scale=(0.4, 0.07), y=-0.1, on_click=on_ready)


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
        self.scene = PackScene(module, session.setup, self._view(), "default",
                               interactive=interactive, help_text=HELP)
        self.player = PackPlayer(self.scene, follow_camera=True, follow_zoom=False)
        self.panel = None           # the action menu or the pack's own widget
        self.handoff = None
        self.seat_widget = None
        self.paused = False
        self.asked: str | None = None
        self.thinkers = BackgroundThinkers(self.computers)
        self._said_over = False
        self.save_dir = Path("saves")

    # ------------------------------------------------------------------ views
    def _view(self) -> dict:
        return as_json(self.session.view(self.looking))

    def seat_index(self, seat: str) -> int:
        seats = list(self.session.seats())
        return seats.index(seat) if seat in seats else 0

    def message(self, text: str) -> None:
        if self.scene.hud is not None:
            self.scene.hud.say(text)

    # ------------------------------------------------------------------ the loop
    def update(self):
        if self.paused or self.player.busy:
            return
        if self.session.finished:
            if not self._said_over:
                out = self.session.outcome()
                self.message(f"Game over: {', '.join(out.winners) or 'nobody'} "
                             f"{'wins' if len(out.winners) == 1 else 'win'} ({out.reason})")
                self._said_over = True
                self._close_panels()
                self._record_roster()
            return
        to_act = sorted(self.session.to_act())
        chosen = self.thinkers.poll(self.pack, self.session.state, to_act)
        if chosen is not None:
            seat, action = chosen
            if isinstance(action, Exception):
                self.message(f"{seat} (computer) failed: {action}")
            else:
                self._act(seat, action)
                return
        humans = [s for s in to_act if s in self.humans]
        if humans and self.asked is None and self.handoff is None:
            self.offer(humans[0])

    def offer(self, seat: str) -> None:
        self.asked = seat
        if len(self.humans) > 1 and self.looking != seat:
            self.looking = None
            self.scene.show(self._view())
            self.handoff = HandOff(seat, on_ready=lambda: self.open(seat))
        else:
            self.open(seat)

    def open(self, seat: str, cell=None) -> None:
        if self.handoff is not None:
            destroy_tree(self.handoff)
            self.handoff = None
        self.looking = seat
        view = self._view()
        self.scene.show(view)
        legal = [as_json(a) for a in self.session.legal_actions(seat)]
        if cell is not None:
            legal = [a for a in legal if self._cell_of(a) == tuple(cell)] or legal
        self._close_panels()
        make = getattr(self.module, "make_panel", None)
        self.panel = make(self, seat, view, legal) if (make is not None and cell is None) else None
        if self.panel is None:
            self.panel = ActionMenu(self, seat, legal, view, cell)
        side = getattr(self.module, "seat_panel", None)
        self.seat_widget = side(self, seat, view) if side is not None else None
        self.message(f"{seat}: your move" + ("" if cell is None else f" at {tuple(cell)}"))

    def _cell_of(self, action: dict):
        fn = getattr(self.module, "cell_of_action", None)
        if fn is None:
            return None
        c = fn(action)
        return tuple(c) if c is not None else None

    def _close_panels(self) -> None:
        for name in ("panel", "seat_widget"):
            e = getattr(self, name)
            if e is not None:
                destroy_tree(e)
                setattr(self, name, None)

    # ------------------------------------------------------------------ acting
    def submit(self, seat: str, action: dict) -> bool:
        """A human's choice: applied, or refused with the rule's one line (nothing changes)."""
        if self.asked != seat:
            return False
        ok = self._act(seat, action)
        if ok:
            self._close_panels()
            self.asked = None
        return ok

    def _act(self, seat: str, action) -> bool:
        try:
            events = self.session.act(seat, action)
        except IllegalAction as e:
            self.message(str(e))
            return False
        except ValueError as e:     # not an action of this pack at all
            self.message(f"not an action: {str(e).splitlines()[0]}")
            return False
        if len(self.humans) > 1 and self.looking is not None:
            # the next seat may be someone else: show only what everybody may see meanwhile
            self.looking = seat if set(self.session.to_act()) == {seat} else None
        # what the seat looking may see of them (the pack's event_view), like its view
        self.player.play([as_json(e) for e in self.session.events_for(events, self.looking)],
                         self._view())
        return True

    # ------------------------------------------------------------------ input
    def input(self, key):
        if key == "left mouse down" and self.asked is not None and self.handoff is None and not self.paused:
            cell = self.cell_under_mouse()
            if cell is not None and getattr(self.module, "cell_of_action", None) is not None:
                self.open(self.asked, cell)

    def cell_under_mouse(self):
        """The board cell nearest where the mouse ray meets the table's plane, or None."""
        from scenes.picking import mouse_ray
        if mouse.hovered_entity is not None and getattr(mouse.hovered_entity, "parent", None) is not None \
                and isinstance(mouse.hovered_entity, Button):
            return None
        ray = mouse_ray()
        if ray is None:
            return None
        (ox, oy, oz), (dx, dy, dz) = ray
        if dy >= -1e-6:
            return None
        t = -oy / dy
        x, z = ox + dx * t, oz + dz * t
        best, best_d = None, 0.8 * self.scene.table.cell_size
        for c in self.scene.table.cells(self.scene.view):
            p = self.scene.table.world(c, self.scene.view)
            d = ((p.x - x) ** 2 + (p.z - z) ** 2) ** 0.5
            if d < best_d:
                best, best_d = c, d
        return best

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
        self.message(self.scene.hud.caption.text + f"; experience written to {path}")

    # ------------------------------------------------------------------ app hooks
    def save(self) -> Path:
        self.save_dir.mkdir(parents=True, exist_ok=True)
        path = self.save_dir / f"{self.pack.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            self.session.save(path)
        except OSError as e:
            raise UserError(f"{path}: cannot write ({e})") from None
        return path

    def close(self) -> None:
        self._close_panels()
        if self.handoff is not None:
            destroy_tree(self.handoff)
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
