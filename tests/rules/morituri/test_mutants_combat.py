"""Rules of rules/morituri/combat.py and geometry.py that mutation testing (`python -m
game.mutation morituri`) found unpinned: each test fails on a mutant that survived the other
tests."""
from __future__ import annotations

from rules.core import hexgrid
from rules.morituri import combat
from rules.morituri.geometry import throw_range
from rules.morituri.state import Pending
from tests.rules.morituri.fights import duel, kinds, new

NORTH = hexgrid.direction_to((0, 0), (0, -1))          # the arena's edge is 4 spaces north of (0, 0)


def test_v_4_without_strength_nothing_flies():
    assert throw_range("light", 0) == 0 and throw_range("very_heavy", -2) == 0
    assert throw_range("light", 2) == 8 and throw_range("heavy", 3) == 6


def test_v_3_a_retreat_stopped_by_the_wall_costs_two_per_space_still_to_go():
    s = duel(a_cell=(0, -3), b_cell=(0, 2))
    before = s.fig("a1").condition
    events = []
    combat.retreat(s, s.fig("a1"), NORTH, 3, events)                # one space, then the wall
    assert s.fig("a1").cell == (0, -4)
    assert kinds(events, "retreated", blocked_by="wall", remaining=2)
    assert s.fig("a1").condition == before - 2 * 2


def test_v_3_a_collision_costs_both_the_spaces_still_to_go():
    s = duel(a_cell=(0, 0), b_cell=(0, -2))
    a_before, b_before = s.fig("a1").condition, s.fig("b1").condition
    events = []
    combat.retreat(s, s.fig("a1"), NORTH, 3, events)                # one space, then b1
    assert kinds(events, "retreated", blocked_by="b1", remaining=2)
    assert (s.fig("a1").condition, s.fig("b1").condition) == (a_before - 2, b_before - 2)


def test_v_3_a_retreat_made_in_full_has_nothing_left():
    s = duel(a_cell=(0, 0), b_cell=(2, 0))
    events = []
    combat.retreat(s, s.fig("a1"), NORTH, 2, events)
    assert s.fig("a1").cell == (0, -2) and kinds(events, "retreated", blocked_by=None, remaining=0)


def _three_with_an_attack(item=None):
    """A attacks T across (0, -2); X stands apart (the third side keeps the fight going)."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "A", "cell": [-1, -2]},
        {"character": "barbarian", "seat": "p2", "id": "T", "cell": [1, -2]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "X", "cell": [0, 3]}]})
    s.pending = [Pending(id=1, attacker="A", target="T", card=18, index=1, distance=2, base=4,
                         between=((0, -2),), origin=(-1, -2), item=item)]
    return s


def test_i_5_the_defeat_of_an_attacker_cancels_his_attack():
    s = _three_with_an_attack()
    events = []
    combat.defeat(s, s.fig("A"), events)
    assert not s.pending and kinds(events, "attack_cancelled", id=1, reason="A is defeated")
    assert not s.fig("A").alive and s.fig("T").alive


def test_i_5_the_defeat_of_a_target_cancels_the_attack_on_him_and_not_others():
    s = _three_with_an_attack()
    s.pending.append(Pending(id=2, attacker="X", target="A", card=18, index=1, distance=2, base=4,
                             between=(), origin=(0, 3)))
    events = []
    combat.defeat(s, s.fig("T"), events)
    assert [p.id for p in s.pending] == [2] and [e.id for e in kinds(events, "attack_cancelled")] == [1]


def test_v_4_an_item_thrown_at_a_defeated_character_falls_on_his_space():
    s = _three_with_an_attack(item="javelin")
    events = []
    combat.defeat(s, s.fig("A"), events)
    assert ((1, -2), "javelin") in s.ground


def test_i_5_the_last_side_standing_wins_and_is_named_so():
    s = duel(a_cell=(0, 0), b_cell=(0, -2))
    events = []
    combat.defeat(s, s.fig("b1"), events)
    assert s.finished and s.winners == ("p1",) and s.reason == "the last side standing"
