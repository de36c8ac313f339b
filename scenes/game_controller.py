"""A game being played on the table: the Session (rules), the seats (human or computer), the
event player and the plan panel, and the hot-seat hand-off between humans.

Flow each frame: while the event player is busy, wait. Otherwise ask the session who acts:
computer seats think in a worker thread (the table keeps drawing) and act when done; a human
seat gets the plan panel (after a hand-off screen when several humans share the screen, so no
seat sees another's plans). Every action goes through `Session.act`, whose events are queued on
the event player; the table only ever shows the spectator view (no secrets), stepped by events.
"""
from __future__ import annotations

import threading
import time
from pathlib import Path

from ursina import Entity

from game.errors import UserError
from rules.core.engine import IllegalAction
from scenes.gamesource import board_for
from scenes.tableview import TableView, from_view, sides_from_setup

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
        self._thinking: dict[str, threading.Thread] = {}
        self._chosen: dict[str, object] = {}
        self._shown_for = None
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
        self.view = self.table_view()
        self.player.play(events, before, self.view)
        return True

    def update(self):
        if self.player.busy or self.session.finished:
            if self.session.finished and not self.player.busy and self._shown_for != "over":
                self._shown_for = "over"
                out = self.session.outcome()
                self.message(f"Game over: {', '.join(out.winners) or 'nobody'} "
                             f"{'win' if len(out.winners) > 1 else 'wins'} ({out.reason}). Esc: menu")
            return
        to_act = sorted(self.session.to_act())
        # computer seats: think in the background, act on the main thread
        for seat in to_act:
            p = self.players.get(seat)
            if p is None:
                continue
            if seat in self._chosen:
                action = self._chosen.pop(seat)
                self._thinking.pop(seat, None)
                if isinstance(action, Exception):
                    self.message(f"{seat} (computer) failed: {action}")
                    continue
                self.act(seat, action)
                return
            if seat not in self._thinking:
                t = threading.Thread(target=self._think, args=(seat, p), daemon=True)
                self._thinking[seat] = t
                t.start()
        humans = [s for s in to_act if s in self.humans]
        if humans and self.panel is None and self.handoff is None:
            self._offer(humans[0])

    def _think(self, seat, p) -> None:
        try:
            state = self.pack.copy_state(self.session.state)
            self._chosen[seat] = p.choose(self.pack, state, seat)
        except Exception as e:  # shown on the HUD; the game waits rather than crashing
            self._chosen[seat] = e

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
                               n_hud_rows=len(self.view.figures))

    def _submit(self, seat: str, plans: list[dict]) -> bool:
        for plan in plans:
            if not self.act(seat, plan):
                return False
        from scenes.table import destroy_tree
        if self.panel is not None:
            destroy_tree(self.panel)
        self.panel = None
        return True

    # ------------------------------------------------------------------ saving
    def save(self, path: str | Path | None = None) -> Path:
        path = Path(path) if path else SAVE_DIR / time.strftime("game-%Y%m%d-%H%M%S.json")
        try:
            return self.session.save(path)
        except OSError as e:
            raise UserError(f"{path}: cannot save ({e.strerror or e})") from None

    def input(self, key):
        if key == "f5":
            try:
                p = self.save()
                self.message(f"saved {p}")
            except UserError as e:
                self.message(str(e))

    def close(self) -> None:
        from scenes.table import destroy_tree
        for e in (self.panel, self.handoff):
            if e is not None:
                destroy_tree(e)
        destroy_tree(self.player)
        destroy_tree(self)
