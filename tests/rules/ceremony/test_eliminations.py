"""Death eliminations, two pairs of gladiators (RULES.md E8)."""
from __future__ import annotations

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.combat import Ctx, damage
from rules.ceremony.data import arena
from rules.core.dice import Dice
from tests.rules.ceremony.kit import act, fight, of, rig

ELIM = {"mode": "eliminations"}
# Kord (p1, AGILITY 6, PSYCHE 5) and Varg (p2, 7, 4) against Ulla (p3, 8, 6) and Brann (p4, 5, 5)
AT = {"g1": ((1, 0), 0), "g2": ((5, 0), 0), "g3": ((2, 7), 4), "g4": ((6, 7), 4)}


def _kill(s, fid):
    rig(s, (10, 10))
    ctx = Ctx(s, Dice(s.dice), [])
    damage(ctx, "g4", s.fig(fid), "head", 10)                        # 10 - armour: mortal on the head
    return ctx.out


def test_e8_traps_count_only_the_higher_psyche_of_each_pair_and_are_laid_alternately():
    s = P.new_game(ELIM, 0)
    assert s.trap_budget == {"p1": 5, "p3": 6} and P.to_act(s) == {"p1"}
    s, _ = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(2, 3)))
    assert P.to_act(s) == {"p3"}
    s, _ = act(s, "p3", A.PlaceTrap(trap="blades", cell=(5, 4)))
    assert P.to_act(s) == {"p1"}


def test_e8_a_trap_is_known_only_to_the_gladiator_who_laid_it():
    s = P.new_game(ELIM, 0)
    s, _ = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(2, 3)))
    assert P.view(s, "p1")["traps"] and P.view(s, "p2")["traps"] == []


def test_e8_both_gladiators_of_a_pair_start_on_the_same_edge_the_other_pair_opposite():
    s = P.new_game(ELIM, 0)
    s, _ = act(s, "p1", A.TrapsDone())
    s, _ = act(s, "p3", A.TrapsDone())
    assert s.start_queue == ("g1", "g3", "g2", "g4")
    south, north = set(arena().start_areas["south"]), set(arena().start_areas["north"])
    for seat, fid, cell, edge in (("p1", "g1", (1, 0), south), ("p3", "g3", (1, 7), north),
                                  ("p2", "g2", (2, 0), south), ("p4", "g4", (2, 7), north)):
        assert {a.cell for a in P.legal_actions(s, seat)} <= edge
        s, _ = act(s, seat, A.Start(figure=fid, cell=cell))
    assert s.phase == "fight"


def test_e8_initiative_by_the_higher_agility_of_each_pair_then_the_pairs_alternate():
    s = fight(ELIM, at=AT)
    assert s.initiative == "B" and P.to_act(s) == {"p3", "p4"}      # Ulla's 8 beats Varg's 7
    s, _ = act(s, "p4", A.Rest(figure="g4"))                         # the pair chose Brann
    assert P.to_act(s) == {"p1", "p2"}
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    assert P.to_act(s) == {"p3", "p4"}


def test_e8_the_round_ends_when_all_four_have_used_their_actions():
    s = fight(ELIM, at=AT)
    order = [("p3", "g3"), ("p1", "g1")] * 3 + [("p4", "g4"), ("p2", "g2")] * 3
    for i, (seat, g) in enumerate(order):
        assert s.round == 1, i
        s, evs = act(s, seat, A.Rest(figure=g))
    assert s.round == 2 and of(evs, "round_ended")


def test_e8_a_pair_whose_actions_are_used_up_lets_the_other_act_on():
    s = fight(ELIM, at=AT)
    for seat, g in [("p3", "g3"), ("p1", "g1")] * 3 + [("p4", "g4"), ("p2", "g2")] * 2 + [("p4", "g4")]:
        s, _ = act(s, seat, A.Rest(figure=g))
    assert P.to_act(s) == {"p2"}


def test_e8_the_fight_ends_when_both_warriors_of_a_pair_are_down():
    s = fight(ELIM, at=AT)
    _kill(s, "g1")
    assert not P.outcome(s).finished and s.fig("g1").status == "dead"
    assert P.legal_actions(s, "p1") == []
    s.turn_side = "A"
    assert P.to_act(s) == {"p2"}                                      # his partner fights on alone
    evs = _kill(s, "g2")
    assert P.outcome(s).winners == ("p3", "p4") and of(evs, "game_over")
