"""2.3 on the table: once every seat has planned, all plans are shown together (each ninja's
three slots in its dice colours) and the fight waits for a key (a few seconds when only
computers play)."""
from __future__ import annotations

from tests.scenes.conftest import until as _until


def test_2_3_all_plans_are_revealed_together_before_the_fight(fresh, table):
    from scenes import stage
    from scenes.games.ninja_arena.planning import PlanPanel
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    c.panel.pick("step", ("forward",))
    c.panel.pick_dir("forward")
    c.panel.pick("dodge", ())
    c.panel.done()
    assert _until(fresh, lambda: c.handoff is not None)
    c._open_panel("p2")
    c.panel.pick("turn_left", ())
    c.panel.done()
    assert c.reveal is not None and not c.player.busy       # the fight waits
    rows = {label: slots for label, _, _, slots in c.reveal.rows}
    assert len(rows) == 2
    shadow = next(v for k, v in rows.items() if "Shadow" in k)
    assert [s["action"] for s in shadow] == ["step", "dodge"]
    dice = [b.die for b in c.reveal.cells]
    assert dice[:3] == [PlanPanel._speed("step"), PlanPanel._speed("dodge"), None]
    assert c.scene.table.figures["shadow"].z == 0          # nothing has moved yet
    stage.step(fresh, 2)
    assert c.reveal is not None
    c.reveal.input("space")
    assert c.reveal is None and c.player.busy


def test_the_reveal_closes_by_itself(fresh, table):
    from scenes import stage
    stage.fixed_time(30)
    try:
        table.new_game("castle", opponent="human")
        c = table.controller
        c.reveal_seconds = 0.5
        c._open_panel("p1")
        c.panel.done()
        assert _until(fresh, lambda: c.handoff is not None)
        c._open_panel("p2")
        c.panel.done()
        assert c.reveal is not None
        assert _until(fresh, lambda: c.reveal is None, limit=40)
        assert c.player.busy or c.player.played > 0
    finally:
        stage.real_time()
