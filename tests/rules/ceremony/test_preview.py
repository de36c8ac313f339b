"""What an action will do, said before it is chosen (rules/ceremony/preview.py): each test with
the value the rules will roll against, and what follows."""
from __future__ import annotations

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.preview import chance
from tests.rules.ceremony.kit import act, fight, of, rig


def test_chance_reads_a_d10_test():
    assert chance(7) == "7 or less on a d10 (70%)"
    assert chance(12) == "always succeeds" and chance(0).startswith("cannot succeed")


def test_an_attack_says_the_value_the_rules_roll_against():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    s.turn_side = "A"
    a = next(a for a in P.legal_actions(s, "p1") if a.kind == "attack" and a.location == "head")
    words = P.preview(s, "p1", a)
    value = s.fig("g1").stats["combat"] - 2              # aimed at the head: -2, from the front
    assert words.startswith(f"COMBAT test {chance(value)}; a hit does d") and "at the head" in words
    assert "g2 may DODGE it (B8)" in words
    rig(s, (10, value))                                   # the roll at the value: a hit, as said
    _, evs = act(s, "p1", a)
    assert of(evs, "test")[0].value == value and of(evs, "attack")[0].hit
    s.fig("g2").facing = 0                                # g1 now stands at his back
    behind = P.preview(s, "p1", a)
    assert chance(value + 2) in behind and "g2 cannot DODGE it (from his rear)" in behind


def test_the_masters_actions_say_his_psyche_test():
    s = fight({"mode": "master"}, at={"g1": ((1, 1), 0), "g2": ((6, 6), 4), "despair": ((3, 4), None)})
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    order = A.MasterOrder(helper="despair")
    assert order in P.legal_actions(s, "mc")
    words = P.preview(s, "mc", order)          # 10 - 1 ally on the board + DESPAIR's 1
    assert words.startswith("the Master's PSYCHE test: always succeeds; success: despair acts 3 times")
    assert "failure" not in words and words.endswith("(E6)")
    s.fig("despair").order_bonus = -2
    assert P.preview(s, "mc", order).startswith("the Master's PSYCHE test: 7 or less on a d10 (70%)")
