"""2.5 for the table's line-of-sight overlay: the pack's sight map (`RULESET.sight`) is its
concealment on every cell, the line of fire is straight ahead and hittable where unconcealed,
and `explain_sight` says in words which block conceals a cell."""
from __future__ import annotations

from pathlib import Path

from rules.ninja_arena import RULESET

ROOT = Path(__file__).resolve().parents[3]
MODEL = "ninja-arena-model-scenario.json"


def _state():
    from game.simulate import load_log
    from game.session import Session
    import json
    data = json.loads((ROOT / "saves" / MODEL).read_text())
    pack, setup, seed, log = load_log(data, MODEL)
    s = Session(pack, setup, seed)
    for seat, action in log:
        s.act(seat, action)
    return s.state


def test_2_5_overlay_map_is_the_packs_concealment_on_every_cell():
    st = _state()
    for n in st.ninjas:
        info = RULESET.sight(st, n.id)
        for y in range(st.height):
            for x in range(st.width):
                if (x, y) == n.pos:
                    continue
                line = RULESET.explain_sight(st, n.id, (x, y))
                assert (not info.concealed((x, y))) == line.visible, (n.id, x, y)
                assert line.reason.startswith("visible" if line.visible else "concealed"), line.reason
        for c in info.line:     # the ranged line: straight ahead, hittable = unconcealed
            assert (c in info.hittable) == (not info.concealed(c))
    assert any(RULESET.sight(st, n.id).concealed_cells for n in st.ninjas)


def test_2_5_the_reason_names_the_block_higher_than_both_ends():
    st = _state()
    n = st.ninja("shadow")
    info = RULESET.sight(st, "shadow")
    cell = sorted(info.concealed_cells)[0]
    line = RULESET.explain_sight(st, "shadow", cell)
    b = line.blocked_by
    from rules.core.sight import square_name
    assert square_name(b) in line.reason
    h = st.levels[b[1]][b[0]]
    ends = (st.levels[n.pos[1]][n.pos[0]], st.levels[cell[1]][cell[0]])
    occupied = any(m.alive and tuple(m.pos) == tuple(b) for m in st.ninjas)
    assert h + (1 if occupied else 0) > max(ends)
    assert (f"level-{h} block" in line.reason) or occupied


def test_square_names_read_like_a_board():
    from rules.core.sight import square_name
    assert square_name((0, 0)) == "a1" and square_name((2, 3)) == "c4" and square_name((7, 7)) == "h8"





def test_2_3_predict_puts_each_slot_where_the_plan_leaves_the_ninja_alone():
    from rules.core.square import DIRS
    st = RULESET.new_game({"arena": "castle"}, 1)
    fid = st.seat_ninjas["p1"][0]
    n = st.ninja(fid)
    plan = {"kind": "plan", "ninja": fid, "slots": [{"action": "step", "dir": "forward"},
                                                    {"action": "turn_right"}]}
    ghosts = RULESET.predict(st, "p1", plan)
    dx, dy = DIRS[n.facing]
    ahead = (n.pos[0] + dx, n.pos[1] + dy)
    assert [(g.slot, g.cell, g.facing) for g in ghosts] == [
        (1, ahead, n.facing), (2, ahead, (n.facing + 2) % 8)]
    assert st.plans == {}                       # the state asked about is untouched


def test_2_3_predict_knows_nothing_of_the_other_seats_secret_plans():
    st = RULESET.new_game({"arena": "castle"}, 1)
    other = st.seat_ninjas["p2"][0]
    st, _ = RULESET.apply(st, "p2", {"kind": "plan", "ninja": other,
                                     "slots": [{"action": "step", "dir": "forward"}]})
    fid = st.seat_ninjas["p1"][0]
    a = RULESET.predict(st, "p1", {"kind": "plan", "ninja": fid, "slots": [{"action": "dodge"}]})
    fresh = RULESET.new_game({"arena": "castle"}, 1)
    b = RULESET.predict(fresh, "p1", {"kind": "plan", "ninja": fid, "slots": [{"action": "dodge"}]})
    assert a == b and len(a) == 1
    assert RULESET.predict(st, "p1", {"kind": "plan", "ninja": fid, "slots": []}) == []


def test_2_6_predict_says_why_a_move_fails_and_blames_the_cell():
    """The preview's words: a diagonal step up two levels is a clumsy move (he stays; the
    too-high square is named), a turn into the edge and a step off it costs a life."""
    st = RULESET.new_game({"arena": "castle"}, 1)
    assert st.ninja("shadow").pos == (3, 0) and st.levels[1][1] == 2
    g = RULESET.predict(st, "p1", {"kind": "plan", "ninja": "shadow", "slots": [
        {"action": "step", "dir": "left"}, {"action": "diagonal_step", "dir": "forward_left"}]})
    assert (g[0].note, g[0].blocker) == ("", None)
    assert g[1].cell == (2, 0) and g[1].blocker == (1, 1)
    assert g[1].note == ("blocked: that square is 2 levels higher, too high for this move "
                         "(2.6: a clumsy move, he stays)")
    g = RULESET.predict(st, "p1", {"kind": "plan", "ninja": "shadow", "slots": [
        {"action": "turn_180"}, {"action": "step", "dir": "forward"}]})
    assert g[1].note == "the edge of the arena stops him (2.6); costs 1 life"


def test_2_6_predict_counts_a_one_level_drop_in_the_singular():
    """A leap from a level-1 block lands a level lower: a clumsy move, 'a drop of 1 level'."""
    st = RULESET.new_game({"arena": "castle"}, 1)
    st.ninja("shadow").pos = (1, 2)
    assert st.levels[2][1] == 1 and st.levels[4][1] == 0
    g = RULESET.predict(st, "p1", {"kind": "plan", "ninja": "shadow", "slots": [{"action": "leap"}]})
    assert (g[0].cell, g[0].note) == ((1, 4), "a drop of 1 level: a clumsy move (2.6)")


def test_2_6_predict_warns_of_a_duel_with_an_enemy_in_the_way():
    """Seen on the live table: a step onto the enemy's square left the ghost where it was
    with no word why. The preview names the duel and its damage by both facings (the enemy
    turned sideways: 1 to the mover, the mover facing him: 2), and blames the enemy's square."""
    st = RULESET.new_game({"arena": "castle"}, 1)
    w = st.ninja("weaponmaster")
    w.pos, w.facing = (3, 2), 2
    g = RULESET.predict(st, "p1", {"kind": "plan", "ninja": "shadow", "slots": [
        {"action": "step", "dir": "forward"}, {"action": "step", "dir": "forward"}]})
    assert (g[0].cell, g[0].note) == ((3, 1), "")
    assert (g[1].cell, g[1].blocker) == ((3, 1), (3, 2))
    assert g[1].note == ("into an enemy's square: a duel (2.6) if he stays there: takes 1 damage, "
                         "deals 2")
