"""The hover words of using the first planned card (rules/morituri/preview.py): an attack card
laid out when no move this turn brings the foe within reach loses its attack (III.3), and the
preview says so before the card is used; with the foe close it says nothing."""
from __future__ import annotations

from rules.morituri import actions as A
from rules.morituri import combat
from rules.morituri.pack import RULESET as P


def _at_use(barbarian_cell, card=7):
    """Killer (p1, two daggers) has `card` planned; the state where he may use it."""
    setup = {"round_limit": 10, "figures": [
        {"character": "killer", "seat": "p1", "id": "vrah", "cell": [0, 2]},
        {"character": "barbarian", "seat": "p2", "id": "barbar", "cell": list(barbarian_cell)}]}
    s = P.new_game(setup, 1)
    for _ in range(60):
        seat = sorted(P.to_act(s))[0]
        legal = P.legal_actions(s, seat)
        use = next((a for a in legal if a.kind == "use" and a.option == "planned"), None)
        if seat == "p1" and use is not None:
            return s, use
        plan = next((a for a in legal if a.kind == "plan" and a.op == "add" and a.card == card), None)
        stay = next((a for a in legal if a.kind == "move" and not a.path), None)
        a = plan if seat == "p1" and plan else stay or next((a for a in legal if a.kind == "pass"), legal[0])
        s, _ = P.apply(s, seat, a)
    raise AssertionError("never asked to use the planned card")


def test_an_attack_out_of_reach_this_turn_is_said_before_it_is_used():
    s, use = _at_use((0, -3))           # five spaces: Slash with a dagger moves him one
    assert s.fig("barbar").cell == (0, -3)
    words = P.preview(s, "p1", use)
    assert words.startswith("Slash with a dagger: no move this turn brings him within its reach")
    # the rules agree: used, then after every move the rules allow, nothing to declare
    s2, _ = P.apply(s, "p1", use)
    while s2.phase not in ("move", "declare"):
        s2, _ = P.apply(s2, "p1", next(a for a in P.legal_actions(s2, "p1") if a.kind == "pass"))
    for m in (a for a in P.legal_actions(s2, "p1") if a.kind == "move"):
        after, _ = P.apply(s2, "p1", m)
        assert not combat.declarable(after, after.fig("vrah"))


def test_nothing_is_said_when_a_move_brings_him_within_reach():
    s, use = _at_use((0, 0))            # two spaces: one step and he may strike
    assert P.preview(s, "p1", use) is None
    assert P.preview(s, "p1", A.Use(option="standard")) is None
