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
    assert c.scene.hud.said.startswith("Every plan revealed")   # not "... has planned"
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
        c = _both_planned(fresh, table, 0.5)
        assert _until(fresh, lambda: c.reveal is None, limit=40)
        assert c.player.busy or c.player.played > 0
    finally:
        stage.real_time()


def test_the_revealed_plans_wait_for_a_key_when_a_person_plays(fresh, table):
    """Issue 16: when a person plays, the reveal stays until a key or a click."""
    from scenes import stage
    stage.fixed_time(30)
    try:
        c = _both_planned(fresh, table, None)
        stage.step(fresh, 300)             # ten seconds: still there
        assert c.reveal is not None and not c.player.busy
        c.reveal.input("space")
        assert c.reveal is None and c.player.busy
    finally:
        stage.real_time()


def _both_planned(app, table, seconds):
    """Two people on The Castle, both planned: the reveal is up (`seconds`: its time, None =
    until a key, the default when a person plays); the controller."""
    table.new_game("castle", opponent="human")
    c = table.controller
    assert c.reveal_seconds is None
    c.reveal_seconds = seconds
    c._open_panel("p1")
    c.panel.done()
    assert _until(app, lambda: c.handoff is not None)
    c._open_panel("p2")
    c.panel.done()
    assert c.reveal is not None
    return c


def test_the_key_that_ends_the_planning_does_not_close_the_reveal(fresh, table):
    """Seen on the live table: Enter (Done) made the reveal and closed it in the same key
    press, so a player using the keyboard never saw the plans revealed."""
    from scenes import stage
    c = _both_planned(fresh, table, None)
    c.reveal.input("enter")                 # the press that made it, before it was drawn
    assert c.reveal is not None and not c.player.busy
    stage.step(fresh, 1)
    c.reveal.input("enter")
    assert c.reveal is None and c.player.busy


def test_every_revealed_die_holds_its_words_within_its_edges(fresh):
    """Seen on the live table: "1: diagonal fwd-L" ran past both edges of its die. Every
    action and direction the plans can hold reads inside its die."""
    from scenes.games.ninja_arena.planning import DIR_LABEL, LABEL, Reveal
    slots = [{"action": a, "dir": d} for a in [*LABEL, "somersault", "melee"] for d in DIR_LABEL]
    rows = [(f"Seat {i}", i % 2, i + 1, slots[i * 3:i * 3 + 3]) for i in range(len(slots) // 3)]
    reveal = Reveal(rows, lambda: None)
    try:
        for b in reveal.cells:
            lo, hi = b.text_entity.get_tight_bounds(b)
            assert -0.5 <= lo[0] and hi[0] <= 0.5, (b.text, lo[0], hi[0])
    finally:
        from scenes.stage import destroy_tree
        destroy_tree(reveal)


def test_the_plans_the_reveal_showed_are_not_held_to_be_read_again(fresh, table):
    """Seen on the live table: after the player closed the revealed plans, each plan was said
    again and held to be read (three to four seconds a seat), nine seconds before the first
    action, every round. Those captions are not held; the fight's actions still are."""
    from scenes import stage
    stage.fixed_time(30)
    try:
        c = _both_planned(fresh, table, None)
        c.player.read_hold = True               # a person follows the fight
        stage.step(fresh, 2)
        c.reveal.input("space")
        assert c.reveal is None
        held = {}
        for _ in range(3000):
            ev = c.player._ev
            if c.player.current is not None and isinstance(ev, dict):
                held.setdefault(ev.get("kind"), c.player.reading_time())
            if not c.player.busy:
                break
            stage.step(fresh, 1)
        assert held.get("plan_revealed") == 0.0, held
        assert held.get("action_round", 0) > 1.0 and held.get("paused", 0) > 1.0, held   # (empty plans)
        assert not c.player._told
    finally:
        stage.real_time()
