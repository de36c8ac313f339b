"""IV.3 distance and free spaces (Fig. 3); VI.5 spaces occupied by an ongoing attack (Fig. 4)."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import turn
from rules.morituri.geometry import attack_space, board
from rules.morituri.state import Pending
from tests.rules.morituri.fights import PACK, act, kinds, new

# Fig. 3 (reconstructed on our arena): P at the centre; A two spaces away on a line with the
# space between free; D on a line behind Y; B off the lines with one of its two spaces free
# (X on the other); C off the lines with X and Y on both spaces between.
P, A_, B, C, D, X, Y = (0, 0), (0, -2), (1, -2), (2, -1), (2, 0), (1, -1), (1, 0)


def fig3():
    cells = {"P": P, "A": A_, "B": B, "C": C, "D": D, "X": X, "Y": Y}
    figs = [{"character": "killer" if n == "P" else "goblins", "seat": "p1" if n == "P" else "p2",
             "id": n, "cell": list(c), "half": None if n == "P" else "a"}
            for n, c in cells.items()]
    for f in figs:
        if f["half"] is None:
            del f["half"]
    return new({"figures": figs})


def test_iv_3_fig3_on_a_line_the_space_between_must_be_free():
    s = fig3()
    assert attack_space(s, board(), P, A_)[0]           # P can attack A
    ok, between, _, reason = attack_space(s, board(), P, D)
    assert not ok and between == (Y,) and "IV.3" in reason   # Y defends D


def test_iv_3_fig3_off_the_lines_one_of_two_spaces_free_is_enough():
    s = fig3()
    ok, between, need_one, _ = attack_space(s, board(), P, B)
    assert ok and set(between) == {(0, -1), X} and need_one   # B: X on one, the other free
    ok, between, _, _ = attack_space(s, board(), P, C)
    assert not ok and set(between) == {X, Y}              # C: X and Y defend her


def test_iv_3_distance_1_is_the_adjacent_space():
    from rules.core.hexgrid import distance
    assert distance(P, X) == 1 and distance(P, A_) == 2 and distance(P, C) == 2


def test_iv_3_a_wall_is_not_a_free_space():
    from rules.morituri.geometry import occupant_or_wall
    s = fig3()
    blocks = occupant_or_wall(s, board())
    assert blocks((5, -5)) and blocks(X) and not blocks((0, -1))


def test_iv_3_declaration_needs_the_free_space():
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "P", "cell": [0, 0]},
        {"character": "barbarian", "seat": "p2", "id": "D", "cell": [2, 0]},
        {"character": "swordswoman", "seat": "p2", "id": "Y", "cell": [1, 0]}],
        "order": ["P", "D", "Y"]})
    from rules.morituri import combat
    f = s.fig("P")
    f.current, f.laid_turn, s.did = 18, s.turn_no, "use"
    assert ("Y", 0) in combat.declarable(s, f) and ("D", 1) not in combat.declarable(s, f)


def test_iv_3_only_an_opponent_or_a_wall_blocks_an_attack_at_distance():
    """l. 388: the space between must not be "occupied by an opponent or a wall": the
    attacker's own team-mate standing between does not stop the Kick (nor a thrown dagger)."""
    from rules.morituri import combat
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "P", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p1", "id": "Y", "cell": [0, -1]},
        {"character": "barbarian", "seat": "p2", "id": "D", "cell": [0, -2]}],
        "order": ["P", "D", "Y"]})
    f = s.fig("P")
    f.current, f.laid_turn, s.did = 18, s.turn_no, "use"
    assert ("D", 1) in combat.declarable(s, f)
    ok, between, _, _ = attack_space(s, board(), P, (0, -2), side="p1")
    assert ok and between == ((0, -1),)
    f.current = 11                                       # Dagger throw, past the team-mate
    assert ("D", 0) in combat.declarable(s, f)
    s.fig("Y").side = "p3"                               # an opponent there blocks both
    f.current = 18
    assert ("D", 1) not in combat.declarable(s, f)
    f.current = 11
    assert ("D", 0) not in combat.declarable(s, f)


# ----------------------------------------------------------------------------- VI.5 Fig. 4

def fig4(block_space_4=False):
    """A attacks B off the lines (spaces 3 and 4 between), B attacks C on a line (space 1
    between); X is on turn with three spaces to move."""
    figs = [
        {"character": "killer", "seat": "p1", "id": "A", "cell": [1, -2]},
        {"character": "barbarian", "seat": "p2", "id": "B", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p1", "id": "C", "cell": [0, 2]},
        {"character": "goblins", "seat": "p3", "side": "p3", "id": "X", "half": "a",
         "cell": [-1, -1]}]
    if block_space_4:
        figs.append({"character": "goblins", "seat": "p3", "side": "p3", "id": "W", "half": "b",
                     "cell": [1, -1]})
    s = new({"figures": figs})
    s.order = [f.id for f in s.figures if f.id.startswith("X")] + \
        [f.id for f in s.figures if not f.id.startswith("X")]
    s.turn_idx, s.phase, s.did = 0, "move", None
    s.pending = [
        Pending(id=1, attacker="A", target="B", card=18, index=1, distance=2, base=4,
                between=((0, -1), (1, -1)), need_one=True, origin=(1, -2)),
        Pending(id=2, attacker="B", target="C", card=3, index=0, distance=2, base=3,
                between=((0, 1),), origin=(0, 0))]
    return s


SPACE_1, SPACE_2, SPACE_3, SPACE_4, SPACE_5 = (0, 1), (-1, 1), (0, -1), (1, -1), (2, -1)


def test_vi_5_fig4_no_entering_a_space_of_an_ongoing_attack():
    s = fig4()
    x = s.active
    assert turn.allowance(s, x) == 3
    dests = turn.destinations(s, x, 3)
    assert SPACE_1 not in dests                          # B's attack on C
    assert SPACE_2 in dests and SPACE_3 in dests
    assert SPACE_4 not in dests and SPACE_5 not in dests  # through both of A's spaces
    with pytest.raises(IllegalAction, match="VI.5"):
        act(s, x.seat, A.Move(path=((-1, 0), (-1, 1), SPACE_1)))


def test_vi_5_fig4_with_space_4_occupied_space_3_is_closed_too():
    s = fig4(block_space_4=True)
    x = s.active
    assert x.id == "X-a"
    assert SPACE_3 not in turn.destinations(s, x, 3)


def test_vi_5_forced_into_an_attack_space_cancels_the_attack():
    from rules.morituri import combat
    s = fig4()
    events = []
    s.fig("X-a").cell = SPACE_1                            # pushed there by someone
    combat.forced_through(s, s.fig("X-a"), [SPACE_1], events)
    assert [e.id for e in events if e.kind == "attack_cancelled"] == [2]
    assert [p.id for p in s.pending] == [1]


def test_vi_5_throw_first_space_closed_further_spaces_open_and_stepping_in_defends_at_once():
    from tests.rules.morituri.fights import exchange, first, idle_turn, kinds, plan_turn, rest, use
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "K", "cell": [0, 3]},
        {"character": "goblins", "seat": "p2", "half": "a", "id": "T", "cell": [0, -1]},
        {"character": "goblins", "seat": "p3", "side": "p3", "half": "b", "id": "X",
         "cell": [-1, 1]}],
        "order": ["K", "X-b", "T-a"]})
    s = plan_turn(s, "p1", 11)
    s = idle_turn(s, "p3")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="T-a"))    # the dagger flies along (0,2)..(0,0)
    assert s.pending[0].between == ((0, 2), (0, 1), (0, 0))
    x = s.active
    assert x.id == "X-b"
    s = first(s, "p3")
    s = act(s, "p3", A.Pass())
    dests = turn.destinations(s, x, 3)
    assert (0, 2) not in dests and (0, 1) in dests        # first space closed, the next open
    events = []
    s = act(s, "p3", A.Move(path=((0, 1),)), events)
    assert kinds(events, "attack_cancelled")
    assert s.exchange is not None and s.exchange.guesser == "X-b"   # he defends at once
    p = s.exchange.pending
    assert (p.distance, p.defence_bonus) == (2, 1)
    s = exchange(s, 1, (1,), events)                       # guessed: the dagger flies on
    assert s.exchange is not None and s.exchange.guesser == "T-a"
    assert s.exchange.pending.distance == 4


def test_vi_5_one_space_can_be_occupied_by_more_attacks():
    """C and X attack B; X's attack may lead through space 1 together with C's, so A may
    enter X's other space (3)."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "A", "cell": [-2, 1]},
        {"character": "barbarian", "seat": "p2", "id": "B", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p1", "id": "C", "cell": [0, 2]},
        {"character": "goblins", "seat": "p1", "half": "a", "id": "X", "cell": [-1, 2]}]})
    s.order = ["A", "B", "C", "X-a"]
    s.turn_idx, s.phase, s.did = 0, "move", None
    s.pending = [
        Pending(id=1, attacker="C", target="B", card=7, index=0, distance=2, base=2,
                between=((0, 1),), origin=(0, 2)),
        Pending(id=2, attacker="X-a", target="B", card=9, index=0, distance=2, base=2,
                between=((-1, 1), (0, 1)), need_one=True, origin=(-1, 2))]
    dests = turn.destinations(s, s.active, 3)
    assert (-1, 1) in dests and (0, 1) not in dests


def test_vi_5_a_character_dragged_into_an_attack_space_cancels_the_attack():
    from tests.rules.morituri.fights import kinds
    s = new({"figures": [
        {"character": "barbarian", "seat": "p1", "id": "b", "cell": [0, 0]},
        {"character": "killer", "seat": "p2", "id": "k", "cell": [0, 1]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "s", "cell": [-1, 0]},
        {"character": "goblins", "seat": "p2", "half": "a", "id": "t", "cell": [1, 0]}]})
    s.order = ["b", "k", "s", "t-a"]
    s.turn_idx, s.phase, s.did = 0, "move", None
    s.fig("b").grapple, s.fig("k").grapple = "k", "b"
    # s's thrust at t two spaces east runs through the barbarian's space (0, 0): he is about to
    # leave it, and the Killer he drags steps onto it
    s.pending = [Pending(id=1, attacker="s", target="t-a", card=7, index=0, distance=2, base=2,
                         between=((0, 0),), origin=(-1, 0))]
    events = []
    s = act(s, "p1", A.Move(path=((0, -1),)), events)
    assert s.fig("k").cell == (0, 0)
    assert kinds(events, "attack_cancelled") and not s.pending


def on_line_attack(pusher_cell=(0, -1)):
    """A attacks T across the one space (0, -2) between them; X stands south of it."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "A", "cell": [-1, -2]},
        {"character": "barbarian", "seat": "p2", "id": "T", "cell": [1, -2]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "X",
         "cell": list(pusher_cell)}]})
    s.pending = [Pending(id=1, attacker="A", target="T", card=18, index=1, distance=2, base=4,
                         between=((0, -2),), origin=(-1, -2))]
    return s


def test_vi_5_a_character_pushed_through_an_attack_space_cancels_the_attack():
    """l. 541: "forced to enter or pass through such occupied spaces": pushed back two spaces
    through (0, -2) to (0, -3), X cancels A's attack on T though he does not stay in its way."""
    from rules.core import hexgrid
    from rules.morituri import combat
    s = on_line_attack()
    events = []
    combat.retreat(s, s.fig("X"), hexgrid.direction_to((0, -1), (0, -2)), 2, events)
    assert s.fig("X").cell == (0, -3)
    assert kinds(events, "attack_cancelled", id=1) and not s.pending


def test_vi_5_pushed_beside_an_attack_space_the_attack_goes_on():
    from rules.core import hexgrid
    from rules.morituri import combat
    s = on_line_attack(pusher_cell=(-2, 0))
    events = []
    combat.retreat(s, s.fig("X"), hexgrid.direction_to((0, -1), (0, -2)), 2, events)
    assert s.fig("X").cell == (-2, -2)
    assert not kinds(events, "attack_cancelled") and [p.id for p in s.pending] == [1]


def thrown_dagger(x_cell):
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "K", "cell": [0, 3]},
        {"character": "barbarian", "seat": "p2", "id": "T", "cell": [0, -1]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "X", "cell": list(x_cell)}]})
    s.pending = [Pending(id=1, attacker="K", target="T", card=11, index=0, distance=4, base=3,
                         defence_bonus=1, between=((0, 2), (0, 1), (0, 0)), item="killer.dagger1",
                         origin=(0, 3))]
    return s


def test_vi_5_pushed_onto_the_further_line_of_a_throw_he_meets_the_weapon():
    """Ruling: a throw is cancelled only by a character forced into its first space (l. 549:
    partly occupied by the thrower); one pushed onto a further space of its line ends his
    movement there and defends against it at once."""
    from rules.core import hexgrid
    from rules.morituri import combat
    s = thrown_dagger((-1, 1))
    events = []
    combat.retreat(s, s.fig("X"), hexgrid.direction_to((-1, 1), (0, 1)), 1, events)
    assert s.fig("X").cell == (0, 1)
    assert not s.pending and s.queue and s.queue[0].target == "X"
    assert (s.queue[0].distance, s.queue[0].defence_bonus) == (2, 1)
    s = thrown_dagger((-1, 2))
    events = []
    combat.retreat(s, s.fig("X"), hexgrid.direction_to((-1, 2), (0, 2)), 1, events)
    assert s.fig("X").cell == (0, 2)                      # into the first space: cancelled
    assert kinds(events, "attack_cancelled", id=1) and not s.pending and not s.queue
    assert ((0, -1), "killer.dagger1") in s.ground
