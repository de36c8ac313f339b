"""Ghost preview of planned actions (issue item 5) and hot-seat secrecy (item 4): the pack
predicts where the plan goes, the ghost stands on that cell, and nothing of one seat's plan is
on the table while the next seat plans."""
from __future__ import annotations

import numpy as np
import pytest

from models.ninja_arena.board_mesh import cell_world
from rules.core.square import DIRS


@pytest.fixture
def table(fresh):
    from scenes.app import TableApp
    return TableApp(fresh, interactive=False)


def _ghosts(c):
    g = c.scene.table.ghosts
    root = g.root if g is not None else None
    return [] if root is None else [g for g in root.children if hasattr(g, "ghost_of")]


def test_two_steps_forward_put_ghosts_one_and_two_cells_ahead(fresh, table):
    from scenes import stage
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    shadow = c.scene.table.tv.figure("shadow")
    c.player.follow_camera = False
    c.scene.rig.set_view("top")
    c.panel.enabled = False
    stage.step(fresh, 2)
    before = stage.grab_rgb().astype(float) / 255
    p = c.panel
    for _ in range(2):
        p.pick("step", ("forward", "back", "left", "right"))
        p.pick_dir("forward")
    dx, dy = DIRS[shadow.facing]
    want = [(shadow.cell[0] + dx * k, shadow.cell[1] + dy * k) for k in (1, 2)]
    ghosts = _ghosts(c)
    assert [(g.slots, g.cell) for g in ghosts] == [((1,), want[0]), ((2,), want[1])]
    for g, cell in zip(ghosts, want):
        assert tuple(round(v, 3) for v in g.position) == cell_world(*cell, c.scene.table.board.level_at(cell))
    stage.step(fresh, 2)
    after = stage.grab_rgb().astype(float) / 255
    x, y = (int(round(v)) for v in stage.project(cell_world(*want[1], 0.6)))
    patch = np.abs(after - before)[y - 3:y + 4, x - 3:x + 4].max()
    assert patch > 0.15            # something (the ghost) is drawn on the cell two ahead
    p.undo()
    assert [g.slots for g in _ghosts(c)] == [(1,)]


def test_turns_share_the_ghost_and_show_the_new_facing(fresh, table):
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    p = c.panel
    p.pick("step", ("forward",))
    p.pick_dir("forward")
    p.pick("turn_right", ())
    ghosts = _ghosts(c)
    assert [g.slots for g in ghosts] == [(1, 2)]      # one ghost: the turn stays on the cell
    start = c.scene.table.tv.figure("shadow").facing
    body, *arrows = [e for e in ghosts[0].children if not hasattr(e, "text")]
    assert round(body.rotation_y) % 360 == ((start + 2) % 8) * 45
    assert sorted(round(a.rotation_y) % 360 for a in arrows) == sorted({start * 45, ((start + 2) % 8) * 45})


def _texts(entity):
    from ursina import Text
    out, stack = [], [entity]
    while stack:
        e = stack.pop()
        if isinstance(e, Text):
            out.append(e.text)
        stack.extend(e.children)
    return out


def test_hot_seat_nothing_of_seat_1s_plan_shows_while_seat_2_plans(fresh, table):
    from ursina import scene
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    p = c.panel
    p.pick("step", ("forward",))
    p.pick_dir("forward")
    p.pick("turn_180", ())
    assert _ghosts(c)
    p.done()
    for _ in range(300):
        if c.handoff is not None:
            break
        fresh.step()
    assert c.handoff is not None and c.panel is None
    assert not _ghosts(c)
    c._open_panel("p2")
    c.panel.pick("dodge", ())
    fresh.step()
    seats = {getattr(e, "plan_seat", None) for e in scene.entities}
    assert "p1" not in seats and "p2" in seats
    every = [t for e in scene.entities for t in _texts(e)]
    assert any("1st: dodge" in t for t in every)          # seat 2's own panel is there
    assert not any("1st: step" in t or "2nd: turn 180" in t for t in every)
    # seat 2's preview knows nothing of seat 1's plan: the shadow is not moved in it
    for g in _ghosts(c):
        assert g.ghost_of == "weaponmaster"


def test_dice_tray_arrows_point_the_way_relative_to_the_ninja(fresh, table):
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    p = c.panel
    p.pick("step", ("forward", "back", "left", "right"))
    # the direction choices: one arrow each, up = the ninja's front, clockwise
    arrows = [e for e in p.parts if e.rotation_z is not None and getattr(e, "model", None) is not None
              and not hasattr(e, "text_entity") and e.scale_x < 0.05]
    assert sorted(round(a.rotation_z) % 360 for a in arrows) == [0, 90, 180, 270]
    p.pick_dir("right")
    p.pick("diagonal_step", ("forward_left",))
    p.pick_dir("forward_left")
    arrows = [e for e in p.parts if getattr(e, "model", None) is not None
              and not hasattr(e, "text_entity") and e.scale_x < 0.05]
    assert [round(a.rotation_z) % 360 for a in arrows] == [90, 315]


def test_a_ghost_on_the_ninjas_own_square_writes_its_slots_above_his_life_bar(fresh, table):
    """Seen on the live table: a turn in place put "1,2" over the ninja's life bar."""
    from ursina import Text
    from scenes.games.ninja_arena.table import LIFE_BAR_Y
    table.new_game("castle", opponent="human")
    c = table.controller
    c._open_panel("p1")
    c.panel.pick("turn_right", ())
    c.panel.pick("step", ("forward",))
    c.panel.pick_dir("forward")
    here, ahead = _ghosts(c)
    label = lambda g: next(t for t in g.children if isinstance(t, Text))
    assert here.cell == c.scene.table.tv.figure("shadow").cell
    assert label(here).y > LIFE_BAR_Y + 0.4 and label(ahead).y < label(here).y
