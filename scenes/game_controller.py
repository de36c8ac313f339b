"""A game being played on the table: the Session (rules), the seats (human or computer), the
event player and the plan panel, and the hot-seat hand-off between humans.

Flow each frame: while the event player is busy, wait. Otherwise ask the session who acts:
computer seats think in a worker thread (the table keeps drawing) and act when done; a human
seat gets the plan panel (after a hand-off screen when several humans share the screen, so no
seat sees another's plans). Every action goes through `Session.act`, whose events are queued on
the event player; the table only ever shows the spectator view (no secrets), stepped by events.
"""
from __future__ import annotations

import time
from pathlib import Path

from ursina import Entity

from game.errors import UserError
from game.players import BackgroundThinkers
from rules.core.engine import IllegalAction
from scenes.gamesource import board_for
from scenes.tableview import TableView, from_view, sides_from_setup

def _get(e, name, default=None):
    return e.get(name, default) if isinstance(e, dict) else getattr(e, name, default)


def _kind(e) -> str:
    return str(_get(e, "kind", ""))


SAVE_DIR = Path(__file__).resolve().parent.parent / "saves"


class GameController(Entity):
    def __init__(self, session, seat_specs: dict, scene_factory, seed: int = 1, speed: float = 1.0):
        super().__init__()
        from game.players import make_player
        from scenes.events_player import EventPlayer
        self.session = session
        self.pack = session.pack
        self.specs = dict(seat_specs)             # seat -> "human" | "ai:normal" ...
        self.players = {s: make_player(spec, self.pack.id, seed + i)
                        for i, (s, spec) in enumerate(self.specs.items())}
        self.view = self.table_view()
        self.scene = scene_factory(self.view)
        self.player = EventPlayer(self.scene, speed=speed, follow_camera=True, follow_zoom=False)
        self.humans = [s for s, p in self.players.items() if p is None]
        self.panel = None
        self.handoff = None
        self.ghosts = None
        self.paused = False               # a menu is open: offer no panel
        self.reveal = None                # the revealed plans, shown before the fight plays
        self.reveal_seconds = 4.0
        self._held = None                 # (events, before, after) waiting for the reveal
        self._reveal_t = 0.0
        self.thinkers = BackgroundThinkers(self.players)
        self._shown_for = None
        # line-of-sight overlay (key O) for the selected ninja (click, 1-4, Tab)
        self.selected: str | None = None
        self.overlay_on = False
        self.sight = None
        self._sight_key = None
        self._mouse = None
        self.message("")

    # ------------------------------------------------------------------ views
    def table_view(self) -> TableView:
        raw = self.session.view(None)
        import json
        raw = json.loads(json.dumps(raw, default=lambda o: o.model_dump(mode="json")))
        board = board_for(raw, self.session.setup, "game")
        view = from_view(raw, board)
        from dataclasses import replace
        return replace(view, sides=sides_from_setup(self.session.setup, view.seats),
                       caption=view.caption)

    def message(self, text: str) -> None:
        if getattr(self, "scene", None) is not None and self.scene.hud is not None:
            self.scene.hud.say(text)

    # ------------------------------------------------------------------ acting
    def act(self, seat: str, action) -> bool:
        before = self.view
        try:
            events = self.session.act(seat, action)
        except IllegalAction as e:
            self.message(str(e))
            return False
        events = self.session.events_for(events, None)    # the spectator's, as the table shows
        self.view = self.table_view()
        if self.reveal_seconds > 0 and any(_kind(e) == "plan_revealed" for e in events):
            self.show_reveal(events, before, self.view)
        else:
            self.player.play(events, before, self.view)
        return True

    # ------------------------------------------------------------------ reveal (2.3)
    def show_reveal(self, events, before, after) -> None:
        from scenes.plan_panel import Reveal
        rows = []
        for e in events:
            if _kind(e) == "plan_revealed":
                fid = _get(e, "figure")
                fv = before.figure(fid)
                rows.append((fv.label if fv else fid, fv.seat_index if fv else 0,
                             _get(e, "initiative"), [dict(x) for x in _get(e, "slots") or ()]))
        self._held = (events, before, after)
        self._reveal_t = 0.0
        self.reveal = Reveal(rows, self.end_reveal)

    def end_reveal(self) -> None:
        from scenes.table import destroy_tree
        if self.reveal is not None:
            destroy_tree(self.reveal)
        self.reveal = None
        if self._held is not None:
            events, before, after = self._held
            self._held = None
            self.player.play(events, before, after)

    def update(self):
        self._update_sight()
        if self.reveal is not None:
            from ursina import time
            self._reveal_t += time.dt
            if self._reveal_t >= self.reveal_seconds:
                self.end_reveal()
            return
        if self.player.busy or self.session.finished:
            if self.session.finished and not self.player.busy and self._shown_for != "over":
                self._shown_for = "over"
                out = self.session.outcome()
                self.message(f"Game over: {', '.join(out.winners) or 'nobody'} "
                             f"{'win' if len(out.winners) > 1 else 'wins'} ({out.reason}). Esc: menu")
            return
        to_act = sorted(self.session.to_act())
        # computer seats: think in the background, act on the main thread
        chosen = self.thinkers.poll(self.pack, self.session.state,
                                    [s for s in to_act if self.players.get(s) is not None])
        if chosen is not None:
            seat, action = chosen
            if isinstance(action, Exception):
                self.message(f"{seat} (computer) failed: {action}")
            else:
                self.act(seat, action)
                return
        humans = [s for s in to_act if s in self.humans]
        if humans and self.panel is None and self.handoff is None and not self.paused:
            self._offer(humans[0])

    def _offer(self, seat: str) -> None:
        from scenes.plan_panel import HandOff, PlanPanel
        if len(self.humans) > 1:
            self.handoff = HandOff(seat, on_ready=lambda: self._open_panel(seat))
        else:
            self._open_panel(seat)

    def _open_panel(self, seat: str) -> None:
        from scenes.plan_panel import PlanPanel
        if self.handoff is not None:
            from scenes.table import destroy_tree
            destroy_tree(self.handoff)
            self.handoff = None
        mine = [f for f in self.view.figures if f.seat == seat and f.alive]
        layer = self.session.setup.get("layer", "beginner") if isinstance(self.session.setup, dict) else "beginner"
        self.panel = PlanPanel(seat, mine, layer, on_submit=self._submit,
                               n_hud_rows=len(self.view.figures), on_change=self.preview)

    def preview(self, seat: str, fid: str, slots: list[dict]) -> None:
        """Ghosts where `fid`'s plan would take him (the pack runs it on a copy)."""
        from scenes.ghosts import Ghosts
        from scenes.predict import predict
        if self.ghosts is None:
            self.ghosts = Ghosts(self.scene.table)
        fv = self.view.figure(fid)
        steps = predict(self.pack, self.session.state, fid, slots, self.view)
        self.ghosts.show(seat, fid, steps, fv.seat_index if fv else 0, fv)

    def clear_plans_on_table(self) -> None:
        """Nothing of a seat's plan stays on the table once its panel closes (hot seat)."""
        if self.ghosts is not None:
            self.ghosts.clear()

    def _submit(self, seat: str, plans: list[dict]) -> bool:
        for plan in plans:
            if not self.act(seat, plan):
                return False
        from scenes.table import destroy_tree
        if self.panel is not None:
            destroy_tree(self.panel)
        self.panel = None
        self.clear_plans_on_table()
        return True

    # ------------------------------------------------------------------ saving
    def save(self, path: str | Path | None = None) -> Path:
        folder = Path(getattr(self, "save_dir", None) or SAVE_DIR)
        if not path:
            folder.mkdir(parents=True, exist_ok=True)           # the table's own saves folder
        path = Path(path) if path else folder / time.strftime("game-%Y%m%d-%H%M%S.json")
        try:
            return self.session.save(path)
        except OSError as e:
            raise UserError(f"{path}: cannot save ({e.strerror or e})") from None

    # ------------------------------------------------------------------ sight overlay
    def select(self, fid: str | None) -> None:
        fv = self.view.figure(fid) if fid else None
        self.selected = fid if fv is not None and fv.alive else None
        if self.selected:
            self.message(f"selected {fv.label}" + ("" if self.overlay_on else " (O: line of sight)"))

    def cycle_selection(self, index: int | None = None) -> None:
        alive = [f.id for f in self.view.figures if f.alive]
        if not alive:
            return
        if index is not None:
            if index < len(alive):
                self.select(alive[index])
            return
        i = alive.index(self.selected) if self.selected in alive else -1
        self.select(alive[(i + 1) % len(alive)])

    def toggle_overlay(self) -> None:
        self.overlay_on = not self.overlay_on
        if self.overlay_on and self.selected is None:
            self.cycle_selection()

    def _update_sight(self) -> None:
        """Rebuild the overlay only when the selection or the state changes; the hover line
        only when the mouse moves to another cell."""
        on = self.overlay_on and self.selected is not None and not self.player.busy
        key = (self.selected, len(self.session.log), id(self.session.state)) if on else None
        if key is not None and key != self._sight_key:
            fv = self.view.figure(self.selected)
            if fv is None or not fv.alive:      # the selected ninja fell: nothing to look from
                self.selected, key = None, None
        if key != self._sight_key:
            self._sight_key = key
            if key is None:
                if self.sight is not None:
                    self.sight.enabled = False
            else:
                from scenes.sight_overlay import SightOverlay
                from scenes.sightmap import sight_info
                if self.sight is None:
                    self.sight = SightOverlay(self.scene.table)
                self.sight.enabled = True
                self.sight.show(sight_info(self.session.state, self.selected))
                self._mouse = None
        if self.interactive_mouse():
            self._hover_mouse(sight=key is not None)

    @staticmethod
    def interactive_mouse() -> bool:
        import builtins
        base = builtins.base     # offscreen buffers have no pointer
        return hasattr(base.win, "get_pointer") and base.mouseWatcherNode.hasMouse()

    def _hover_mouse(self, sight: bool) -> None:
        from ursina import mouse
        pos = (round(mouse.x, 4), round(mouse.y, 4), sight)
        if pos == self._mouse:
            return
        self._mouse = pos
        from scenes.picking import cell_on_ray, mouse_ray
        ray = mouse_ray()
        cell = cell_on_ray(*ray, self.scene.table.board) if ray else None
        self.hover_cell(cell) if sight else self.hover_level(cell)

    def hover_level(self, cell) -> None:
        """Without the overlay, hovering a cell names its level (levels at a glance, issue #4)."""
        board = self.scene.table.board
        if cell is None or not board.in_bounds(tuple(cell)) or cell == getattr(self, "_level_cell", None):
            return
        self._level_cell = cell
        self.message(f"cell {tuple(cell)}: level {board.level_at(tuple(cell))}")

    def hover_cell(self, cell) -> None:
        """Draw the selected ninja's sight line to `cell` (None: none)."""
        if self.sight is None or self.sight.info is None:
            return
        if cell is None or tuple(cell) == self.sight.info.cell:
            self.sight.hover(None)
            return
        from scenes.sightmap import eye_line
        if cell == self.sight.hovered:
            return
        line = eye_line(self.session.state, self.selected, cell)
        self.sight.hover(tuple(cell), line)
        why = "visible" if line.visible else f"concealed: {line.reason}"
        self.message(f"{self.selected} -> {tuple(cell)}: {why}")

    def click(self) -> None:
        from scenes.picking import figure_on_ray, mouse_ray
        ray = mouse_ray()
        if ray is None:
            return
        figs = [(fid, tuple(e.position)) for fid, e in self.scene.table.figures.items() if e.enabled]
        fid = figure_on_ray(*ray, figs)
        if fid is not None:
            self.select(fid)

    def input(self, key):
        if key == "o":
            self.toggle_overlay()
        elif key == "tab":
            self.cycle_selection()
        elif key in ("1", "2", "3", "4"):
            self.cycle_selection(int(key) - 1)
        elif key == "left mouse down" and self.panel_free():
            self.click()

    def panel_free(self) -> bool:
        """No UI button under the mouse (a click there is the button's)."""
        from ursina import mouse
        h = mouse.hovered_entity
        return h is None or not h.has_ancestor(__import__("ursina").camera.ui)

    def close(self) -> None:
        from scenes.table import destroy_tree
        for e in (self.panel, self.handoff, self.reveal):
            if e is not None:
                destroy_tree(e)
        destroy_tree(self.player)
        destroy_tree(self)
