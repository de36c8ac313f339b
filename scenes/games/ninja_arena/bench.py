"""What the table benchmarks (scenes/bench.py) draw of Ninja Arena, the default game: The
Castle with four ninjas kept moving and turning by their own event players."""
from __future__ import annotations

import sys

LABEL = "Castle, 4 ninjas animating"
LINEUP = (("shadow", "p1"), ("weaponmaster", "p2"), ("weaponmaster", "p3"), ("shadow", "p4"))


def _view():
    from scenes.games.ninja_arena.boards import find_board
    from scenes.games.ninja_arena.views import start_view
    return start_view(find_board("castle"), LINEUP)


def busy_events(view) -> list[dict]:
    """A loop of events that keeps all four ninjas moving and turning."""
    from rules.ninja_arena.events import Moved, Turned
    evs = []
    for f in view.figures:
        evs.append(Turned(figure=f.id, from_facing=f.facing, to_facing=(f.facing + 2) % 8))
        evs.append(Turned(figure=f.id, from_facing=(f.facing + 2) % 8, to_facing=f.facing))
        x, y = f.cell
        evs.append(Moved(figure=f.id, move="somersault", from_cell=f.cell, from_level=f.level,
                         to_cell=f.cell, to_level=f.level, path=((x, y, f.level),), facing=f.facing))
    return [e.model_dump(mode="json") for e in evs]


def busy_scene():
    """(scene, animate): the table with a player per ninja; animate() steps them 1/30 s,
    queueing each ninja's loop again when it ends (so several are always mid-animation)."""
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    view = _view()
    scene = PackScene(sys.modules[__package__], {}, view, "default", interactive=False)
    players = [PackPlayer(scene, auto=False, follow_camera=False) for _ in view.figures]
    events = busy_events(view)

    def animate():
        for f, p in zip(view.figures, players):
            if not p.busy:
                p.play([e for e in events if e["figure"] == f.id])
            p.advance(1 / 30)
    return scene, animate


def busy_source(n_events: int):
    """A one-step timeline of the loop's first `n_events` events (for the recording bench)."""
    from scenes.timeline import PackSource, Step
    view = _view()
    evs = (busy_events(view) * 4)[:n_events]
    return PackSource("bench", "ninja-arena", sys.modules[__package__], {}, view,
                      [Step("p1", {}, evs, view, 1)])
