"""Clauses that the audit (rules/ceremony/AUDIT.md) found without a test of their own: of the
expansion (../shared/rulebooks/mistrz-ceremonii.en.txt, "l." its lines) and of the authored base
duel as RULES.md states it (B1-B11)."""
from __future__ import annotations

import pytest

from rules.ceremony import RULESET as P
from rules.ceremony import actions as A
from rules.ceremony.data import arena, base, entry_places, weapon
from rules.core.engine import BadSetup, IllegalAction
from tests.rules.ceremony.kit import act, fight, of, rig


def _glad(**kw):
    g = dict(combat=6, agility=6, psyche=6, strength=6, toughness=6, weapons=["dagger"], armour={})
    g.update(kw)
    return g


def test_b1_the_authored_weapon_and_armour_cards_and_fists_d3():
    # RULES.md B1: price, damage die, weight (two-handed, reach, range) of every card
    cards = {w.id: (w.price, w.die, w.weight) for w in base().weapons}
    assert cards == {"dagger": (2, 4, 1), "short_sword": (3, 6, 1), "mace": (4, 6, 2),
                     "sword": (5, 8, 2), "axe": (6, 10, 3), "spear": (5, 8, 3),
                     "halberd": (8, 10, 4), "greatsword": (9, 12, 5), "bow": (4, 6, 1),
                     "crossbow": (6, 8, 2)}
    assert {w for w in cards if weapon(w).two_handed} == {"spear", "halberd", "greatsword", "bow",
                                                          "crossbow"}
    assert {w for w in cards if weapon(w).reach} == {"spear", "halberd"}
    assert (weapon("bow").range, weapon("crossbow").range) == (6, 8)
    assert {k: (a.price, a.protection, a.weight) for k, a in base().armour.items()} == {
        "leather": (1, 1, 0), "chain": (3, 2, 1), "plate": (5, 3, 2)}
    assert weapon("fists").die == 3
    # without a melee weapon a gladiator fights with his fists, d3
    s = fight({"gladiators": [_glad(weapons=["bow"]), _glad()]},
              at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    s.turn_side = "A"
    assert {a.weapon for a in P.legal_actions(s, "p1") if a.kind == "attack"} == {"fists"}
    rig(s, (10, 1), (3, 3))
    s, _ = act(s, "p1", A.Attack(figure="g1", target="g2", weapon="fists", location="torso"))
    _, evs = act(s, "p2", A.Dodge(figure="g2", dodge=False))
    assert of(evs, "wound")[0].roll == 3


def test_b1_four_authored_default_gladiators_of_30_points():
    s = P.new_game({"mode": "eliminations"}, 0)
    names = [g.name for g in s.gladiators()]
    assert names == ["Kord", "Varg", "Ulla", "Brann"]
    assert all(sum(g.stats[c] for c in base().characteristics.names) == 30 for g in s.gladiators())


def test_b3_start_squares_on_the_own_edge_never_a_corner():
    south, north = arena().start_areas["south"], arena().start_areas["north"]
    assert all(c[1] == 0 for c in south) and all(c[1] == 7 for c in north)
    corners = {(0, 0), (7, 0), (0, 7), (7, 7)}
    assert not corners & {tuple(c) for c in south + north} and len(south) == len(north) == 6
    assert (arena().width, arena().height) == (8, 8)


def test_b4_traps_on_the_inner_rows_only():
    s = P.new_game({}, 0)
    cells = {tuple(a.cell) for a in P.legal_actions(s, "p1") if a.kind == "place_trap"}
    assert cells and all(0 < c[1] < 7 for c in cells)
    entries = {tuple(c) for cs in entry_places().values() for c in cs}
    assert not cells & entries
    with pytest.raises(IllegalAction, match="inner rows"):
        act(s, "p1", A.PlaceTrap(trap="spikes", cell=(3, 0)))
    assert {k: (t.price, t.die) for k, t in base().traps.items()} == {"spikes": (2, 6),
                                                                       "blades": (4, 10)}


def test_b5_an_initiative_tie_is_decided_by_a_die():
    setup = {"gladiators": [_glad(), _glad(weapons=["sword"])]}          # AGILITY 6 and 6
    firsts = set()
    for seed in range(16):
        s = fight(setup, at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)}, seed=seed)
        firsts.add(s.initiative)
    assert firsts == {"A", "B"}


def test_b5_a_side_without_offensive_points_lets_the_other_act_on():
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 6), 4)})              # Varg first
    s.fig("g1").off = 1
    s, _ = act(s, "p2", A.Rest(figure="g2"))
    s, _ = act(s, "p1", A.Rest(figure="g1"))                          # Kord's last point
    for _ in range(2):
        assert P.to_act(s) == {"p2"}
        s, evs = act(s, "p2", A.Rest(figure="g2"))
    assert of(evs, "round_ended") and s.round == 2


def test_b8_shooting_only_within_range_into_the_front_half():
    # Varg's bow: range 6, front half only
    s = fight(at={"g1": ((3, 0), 0), "g2": ((3, 7), 4)})              # 7 away
    assert not [a for a in P.legal_actions(s, "p2") if a.kind == "shoot"]
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 7), 4)})              # 6 away, in front
    assert [a.target for a in P.legal_actions(s, "p2") if a.kind == "shoot"] == ["g1"]
    s = fight(at={"g1": ((3, 1), 0), "g2": ((3, 7), 0)})              # Varg faces away
    assert not [a for a in P.legal_actions(s, "p2") if a.kind == "shoot"]


def test_b11_the_lords_stop_the_fight_after_ten_rounds():
    assert P.new_game({}, 0).rounds == 10 == base().rounds


def test_e6_in_the_masters_game_the_warriors_are_made_and_start_by_the_base_rules():
    # l. 72: characteristics, weapons and armour by the normal rules; l. 79: start squares by the
    # base game's rules; l. 89: all allies start off the board
    with pytest.raises(BadSetup, match="add up to 31, not 30"):
        P.new_game({"mode": "master", "gladiators": [_glad(combat=7), _glad(weapons=["sword"])]}, 0)
    s = P.new_game({"mode": "master"}, 0)
    assert all(not f.on_board for f in s.figs if f.side == "M")
    s, _ = act(s, "mc", A.TrapsDone())
    assert s.phase == "start" and P.to_act(s) == {"p1"}
    assert {a.cell for a in P.legal_actions(s, "p1")} == set(arena().start_areas["south"])
    s, _ = act(s, "p1", A.Start(figure="g1", cell=(3, 0)))
    assert {a.cell for a in P.legal_actions(s, "p2")} == set(arena().start_areas["north"])


def test_e8_each_gladiator_of_the_eliminations_is_made_by_the_standard_rules():
    # l. 111
    four = [_glad(), _glad(weapons=["sword"]), _glad(weapons=["axe"]), _glad(weapons=["mace"], agility=7)]
    with pytest.raises(BadSetup, match="add up to 31, not 30"):
        P.new_game({"mode": "eliminations", "gladiators": four}, 0)
    four[3]["agility"] = 6
    assert len(P.new_game({"mode": "eliminations", "gladiators": four}, 0).gladiators()) == 4


def test_e3_a_dogs_ordered_actions_in_any_combination_and_order():
    # l. 32: "A dog's actions can be spent in any combination and order": a RUN, a WAIT, a MOVE
    duel = {"gladiators": [{"helpers": ["pain"]}, {}]}
    s = fight(duel, at={"g1": ((0, 0), 0), "g2": ((6, 6), 4), "pain": ((3, 1), None)})
    s.turn_side = "A"
    rig(s, (10, 1))
    s, _ = act(s, "p1", A.Order(figure="g1", helper="pain"))
    assert {a.kind for a in P.legal_actions(s, "p1")} >= {"move", "run", "wait"}
    s, _ = act(s, "p1", A.Run(figure="pain", dir=0))
    s, _ = act(s, "p1", A.Wait(figure="pain"))
    s, _ = act(s, "p1", A.Move(figure="pain", dir=0))
    assert s.fig("pain").cell == (3, 4) and s.fig("pain").hourglass and s.sequence is None
