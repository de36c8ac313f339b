"""Rules of rules/ceremony/flow.py (the round, movement, attacks, the Master's actions) that
mutation testing (`python -m game.mutation ceremony`) found unpinned: each test here fails on a
mutant that survived the other tests."""
from __future__ import annotations

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.combat import Ctx, stat
from rules.ceremony.data import base
from rules.ceremony.flow import _begin_start, _end_round, _new_round
from rules.ceremony.arena_check import problems
from rules.ceremony.legal import master_psyche
from rules.ceremony.state import TrapMark
from rules.core.board import Board
from rules.core.dice import Dice
from tests.rules.ceremony.kit import act, fight, of, rig

MASTER = {"mode": "master"}
APART = {"g1": ((1, 1), 0), "g2": ((6, 6), 4)}
# Kord (p1, side A) hires PAIN; Varg (p2, side B) HUNGER and DESPAIR
DUEL = {"gladiators": [{"helpers": ["pain"]}, {"helpers": ["hunger", "despair"]}]}


def _ctx(s):
    return Ctx(s, Dice(s.dice), [])


# ----------------------------------------------------------------------------- B4 / B3 before the fight

def test_b4_the_public_record_counts_each_seats_own_traps():
    s = P.new_game({}, 0)
    s, e1 = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 3)))
    s, e2 = act(s, "p2", A.PlaceTrap(trap="spikes", cell=(4, 4)))
    s, e3 = act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 4)))
    assert [e.number for e in of(e1 + e2 + e3, "trap_placed")] == [1, 1, 2]


def test_b3_start_squares_alternate_and_the_larger_side_places_its_last_figures_alone():
    s = P.new_game(DUEL, 0)
    _begin_start(_ctx(s))
    assert s.start_queue == ("g1", "g2", "pain", "hunger", "despair")


# ----------------------------------------------------------------------------- B5 the round

def test_b5_action_points_are_the_active_gladiators_only():
    s = fight(DUEL, at={**APART, "pain": ((1, 2), None), "hunger": ((5, 5), None)})
    ctx = _ctx(s)
    _end_round(ctx)
    ap = base().action_points
    assert (s.fig("g1").off, s.fig("g1").dfn) == (ap["offensive"], ap["defensive"])
    assert [(s.fig(h).off, s.fig(h).dfn) for h in ("pain", "hunger")] == [(0, 0), (0, 0)]


def test_b5_without_the_master_there_are_no_master_points():
    s = fight(at=APART)
    assert s.master_points == 0
    _end_round(_ctx(s))
    assert s.round == 2 and s.master_points == 0


def test_b5_initiative_goes_to_side_a_when_its_agility_is_higher():
    s = fight(at=APART)                                       # Kord AGILITY 6, Varg 7
    s.fig("g2").crippled = 2                                  # Varg now tests AGILITY 5
    _new_round(_ctx(s))
    assert s.initiative == s.turn_side == "A" and P.to_act(s) == {"p1"}


def test_b5_equal_agility_draws_the_initiative():
    seen = set()
    for seed in range(12):
        s = fight(at=APART, seed=seed)
        s.fig("g2").crippled = 1                              # both AGILITY 6
        assert stat(s.fig("g1"), "agility") == stat(s.fig("g2"), "agility")
        _new_round(_ctx(s))
        seen.add(s.initiative)
    assert seen == {"A", "B"}


def test_b5_the_round_waits_for_a_pending_dodge():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})      # face to face
    s.fig("g1").off, s.fig("g1").dfn = 0, 2                   # Kord's points: defensive only
    s.fig("g2").off = 1                                       # Varg's last action of the round
    s.turn_side = "B"
    rig(s, (10, 1))                                           # the spear hits
    s2, _ = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="torso"))
    assert s2.pending is not None and s2.round == 1 and s2.fig("g1").dfn == 2
    assert P.to_act(s2) == {"p1"}


def test_b6_turn_spends_a_defensive_point():
    s = fight(at=APART)
    s.fig("g2").dfn = 3
    s2, _ = act(s, "p2", A.Turn(figure="g2", facing=0))
    assert s2.fig("g2").facing == 0 and s2.fig("g2").dfn == 2


# ----------------------------------------------------------------------------- B7 / B8 attacks

def test_b7_a_miss_hits_no_location():
    s = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    rig(s, (10, 10))                                          # the COMBAT test fails
    _, evs = act(s, "p2", A.Attack(figure="g2", target="g1", weapon="spear", location="torso"))
    attack = of(evs, "attack")[0]
    assert not attack.hit and attack.location is None and not of(evs, "wound")


def test_b8_a_shot_adds_the_zone_bonus_and_loses_one_per_three_squares():
    s = fight(at={"g1": ((3, 5), 0), "g2": ((3, 2), 0)})      # Varg behind Kord, 3 squares away
    rig(s, (10, 10))
    _, evs = act(s, "p2", A.Shoot(figure="g2", target="g1", weapon="bow"))
    assert of(evs, "test")[0].value == stat(s.fig("g2"), "combat") + 2 - 1
    assert not of(evs, "attack")[0].hit and of(evs, "attack")[0].location is None


# ----------------------------------------------------------------------------- E4 the beast

def test_e4_the_beast_answers_to_whoever_ordered_it_this_round():
    s = fight({"beast": "terror"}, at={"g1": ((3, 2), 0), "g2": ((6, 6), 4)})
    s.turn_side = "A"
    rig(s, (10, 1))
    s, _ = act(s, "p1", A.Order(figure="g1", helper="terror"))
    assert s.fig("terror").seat == "p1"
    _end_round(_ctx(s))
    assert s.fig("terror").seat is None


# ----------------------------------------------------------------------------- E6 / E7 the Master

def test_e7_a_trap_sprung_by_a_step_is_the_masters_crystal():
    s = fight(MASTER, at={"g1": ((3, 1), 0), "g2": ((6, 6), 4)})
    s.traps.append(TrapMark(cell=(3, 2), kind="spikes", placed_by="mc"))
    s.turn_side = "A"
    rig(s, (6, 5), (6, 6))                                    # location 5, spikes d6 = 6
    s2, evs = act(s, "p1", A.Move(figure="g1", dir=0))
    assert of(evs, "wound")[0].crystal and s2.crystals == 1


def test_e6_coercion_adds_the_allys_order_bonus():
    s = fight(MASTER, at={**APART, "despair": ((3, 4), None)})    # DESPAIR: order bonus +1
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    s.fig("despair").tokens = 3
    rig(s, (10, 1))
    _, evs = act(s, "mc", A.Coerce(helper="despair"))
    assert of(evs, "test")[0].value == master_psyche(s) + 1


def test_e6_an_introduced_dwarf_faces_the_middle_of_the_arena():
    s = fight(MASTER, at=APART)
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    rig(s, (10, 1))
    s2, evs = act(s, "mc", A.Introduce(helper="dwarf1", cell=(7, 3)))
    assert s2.fig("dwarf1").cell == (7, 3) and s2.fig("dwarf1").facing == 6   # west, towards (4, 4)


def test_e6_on_an_odd_sized_arena_an_introduced_dwarf_faces_the_middle_square():
    """7x7 workshop arena: the middle square is (3, 3); each cell is one where another 'middle'
    ((3.5, 3), (3, 3.5), (2, 3), (3, 2)) gives another facing."""
    odd = Board.from_rows(["0" * 7] * 7, id="odd", terrain=["......D", "E......", "E......", "E......",
                                                             "E......", ".......", "....T.."],
                          start_areas={"south": [[x, 0] for x in range(1, 3)], "north": [[x, 6] for x in range(1, 6)]})
    assert problems(odd) == []
    s = fight(MASTER, at={"g1": ((1, 0), 0), "g2": ((2, 6), 4)})
    s.board = odd
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    faced = {}
    for cell in ((0, 2), (4, 1), (4, 0)):
        rig(s, (10, 1))
        s2, _ = act(s, "mc", A.Introduce(helper="dwarf1", cell=cell))
        faced[cell] = s2.fig("dwarf1").facing
    assert faced == {(0, 2): 2, (4, 1): 7, (4, 0): 0}


def test_e4_a_shove_ends_where_a_trap_kills_the_shoved_figure():
    s = fight(dict(DUEL, beast="fate"), at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "fate": ((3, 3), None),
                                            "hunger": ((3, 4), None)})
    s.fig("hunger").wounds = {"body": ("ordinary", "ordinary", "ordinary")}    # any wound is mortal
    s.traps.append(TrapMark(cell=(3, 5), kind="spikes", placed_by="p1"))
    s.turn_side = "A"
    rig(s, (10, 1))
    s, _ = act(s, "p1", A.Order(figure="g1", helper="fate"))
    rig(s, (10, 1), (6, 6))                                   # the shove succeeds; spikes 6 - chain 2
    s2, evs = act(s, "p1", A.Shove(figure="fate", target="hunger"))
    assert of(evs, "wound")[0].wound == "mortal" and s2.fig("hunger").status == "dead"
    assert [e.move for e in of(evs, "moved")] == ["shoved"] and s2.fig("hunger").cell is None
