"""V. Further rules: special cards, compulsory movement, retreat and collision, throwing,
knocking out, grappling, a lying character; and the card rules of I.1 the engine enforces."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import turn
from tests.rules.morituri.fights import (PACK, PASS, act, full, duel, exchange, first, idle_turn,
                                         kinds, new, plan, plan_turn, rest, use)


def attack_with(card, a_cell, b_cell, char_a="killer", char_b="barbarian", attack=0,
                specials=(), a=None, b=None, move=(), plan_b=19, **extra):
    """p1 plans `card`, p2 plans `plan_b`, p1 uses the card (first phase) and declares."""
    s = duel(char_a, char_b, a_cell, b_cell, a=a, b=b, **extra)
    s = plan_turn(s, "p1", card)
    s = plan_turn(s, "p2", plan_b)
    s = first(s, "p1", use())
    events = []
    s = rest(s, "p1", move=move, declare=A.Declare(target="b1", attack=attack,
                                                   specials=tuple(specials)), events=events)
    return s, events


# ----------------------------------------------------------------------------- V.4 throwing

@pytest.mark.parametrize("distance, bonus", [(2, 1), (3, 0), (4, 1), (6, 3)])
def test_v_4_throw_defence_higher_by_the_distance_from_the_ideal(distance, bonus):
    s, events = attack_with(11, (0, 3), (0, 3 - distance))
    decl = kinds(events, "attack_declared")[0]
    assert decl.throw_item == "killer.dagger1" and s.pending[0].defence_bonus == bonus
    s = first(s, "p2")
    ev = []
    s = exchange(s, 4, (), ev)
    r = kinds(ev, "attack_resolved")[0]
    assert r.against_value == 6 + bonus               # barbarian 4 + helmet 1 + shield 1


def test_v_4_throw_only_in_the_six_straight_directions():
    from rules.morituri.geometry import attack_space, board
    s = duel("killer", "barbarian", (0, 0), (1, -3))
    ok, *_ = attack_space(s, board(), (0, 0), (1, -3), throw=True)
    assert not ok
    ok, between, _, _ = attack_space(s, board(), (0, 0), (0, -3), throw=True)
    assert ok and between == ((0, -1), (0, -2))


def test_v_4_thrown_weapon_leaves_the_hand_and_the_action_is_withdrawn_when_broken():
    s, events = attack_with(11, (0, 3), (0, 0), a={"hands": ["killer.dagger1", None]})
    assert s.fig("a1").hands == [None, None]
    assert kinds(events, "action_withdrawn", card=11)
    s = first(s, "p2")
    ev = []
    s = exchange(s, 1, (), ev)
    assert ((0, 0), "killer.dagger1") in s.ground


def test_v_4_after_a_successful_guess_the_weapon_flies_on_and_stops_before_a_wall():
    s, _ = attack_with(11, (0, 3), (0, 1))
    s = first(s, "p2")
    ev = []
    s = exchange(s, 2, (2,), ev)
    flew = kinds(ev, "item_flew", how="flew_on")[0]
    assert flew.landed == (0, -4)                     # in front of the north wall
    assert ((0, -4), "killer.dagger1") in s.ground


def test_v_4_weapon_flying_on_may_hit_another_character():
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 3]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, 1]},
        {"character": "swordswoman", "seat": "p2", "id": "b2", "cell": [0, -1]}],
        "order": ["a1", "b1", "b2"]})
    s = plan_turn(s, "p1", 11)
    s = idle_turn(s, "p2")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")
    ev = []
    s = exchange(s, 2, (2,), ev)                       # b1 guesses: the dagger flies on
    assert s.exchange is not None and s.exchange.guesser == "b2"
    p = s.exchange.pending
    assert (p.distance, p.defence_bonus) == (4, 1)
    s = exchange(s, 4, (), ev)                         # 3 + 4 = 7 vs 5 + 1
    assert kinds(ev, "attack_resolved", target="b2")[0].wound == 1


@pytest.mark.parametrize("item, kind, base", [("barbarian.axe", "slash", 4),
                                               ("barbarian.sword", "thrust", 3)])
def test_v_4_throw_takes_strength_and_type_from_the_item_card(item, kind, base):
    """l. 469: the Barbarian's Throw refers to the item card: the Throwing axe flies as its
    own slash 4+(1-4); an item without a throw of its own takes the card's thrust 3+(1-4)."""
    s, events = attack_with(11, (0, 3), (0, 1), char_a="barbarian", char_b="killer",
                            a={"hands": [item, None], "worn": []}, plan_b=1)
    decl = kinds(events, "attack_declared")[0]
    assert (decl.throw_item, decl.type, decl.base) == (item, kind, base)
    assert decl.frame == f"2+ | {base}+(1-4)"
    s = first(s, "p2")
    ev = []
    s = exchange(s, 4, (), ev)
    r = kinds(ev, "attack_resolved")[0]
    assert (r.strength, r.against_value) == (base + 4, 5 + 1 + 0)   # Killer 5, cloak 1, ideal 2


@pytest.mark.parametrize("distance, legal", [(6, True), (7, False), (8, False)])
def test_v_4_throw_at_a_character_is_limited_by_the_item_range(distance, legal):
    """l. 469-471: a javelin (medium) thrown by a goblin (Strength 2) reaches 3 x 2 = 6."""
    s = new({"figures": [
        {"character": "goblins", "seat": "p1", "half": "a", "id": "g", "cell": [0, 4],
         "hands": ["goblins.javelin1", None]},
        {"character": "killer", "seat": "p2", "id": "k", "cell": [0, 4 - distance]}]})
    s = plan_turn(s, "p1", 7)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = act(s, "p1", A.Move())
    assert (A.Declare(target="k") in PACK.legal_actions(s, "p1")) == legal
    cells = {a.cell for a in PACK.legal_actions(s, "p1") if a.kind == "throw_to"}
    if distance == 8:                                       # l. 475: a space within range only
        assert (0, -2) in cells and (0, -3) not in cells
    if not legal:
        with pytest.raises(IllegalAction, match="III.9"):
            act(s, "p1", A.Declare(target="k"))


def test_v_4_throw_range_by_weight_and_strength():
    from rules.morituri.geometry import throw_range
    assert [throw_range(w, 3) for w in ("light", "medium", "heavy", "very_heavy")] == [12, 9, 6, 3]


# ----------------------------------------------------------------------------- V.5 knock-out

def knock_scenario(direction, guesses):
    """A hit Strike at the arm, then the knock-out exchange."""
    s = duel("killer", "barbarian", (0, -2), (0, -3),
             b={"hands": ["barbarian.sword", None], "worn": []})
    s = plan_turn(s, "p1", 15)
    s = plan_turn(s, "p2", 1)
    s = first(s, "p1", use())
    s.fig("a1").attack_bonus = 2                       # a Concentration before (authored +2)
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2", use())
    ev = []
    s = exchange(s, 3, (), ev)                          # 1 + 2 + 3 = 6 vs 4: hit for 2
    assert kinds(ev, "attack_resolved")[0].wound == 2
    assert s.exchange.purpose == "knock" and s.exchange.guesses_allowed == 2
    s = act(s, "p1", A.SetDie(value=direction, item="barbarian.sword"), ev)
    s = act(s, "p2", A.Guess(values=tuple(guesses)), ev)
    return s, ev


def test_v_5_guessed_direction_keeps_the_weapon():
    s, ev = knock_scenario(1, (1, 4))
    assert not kinds(ev, "knock_resolved")[0].knocked
    assert s.fig("b1").hands == ["barbarian.sword", None]


def test_v_5_knocked_out_weapon_flies_over_figures_stops_before_the_wall_and_withdraws():
    s, ev = knock_scenario(1, (2, 3))                  # north: (0,-4), then the wall
    assert kinds(ev, "knock_resolved")[0].knocked
    assert ((0, -4), "barbarian.sword") in s.ground
    assert s.fig("b1").current is None                  # Guard with a sword lost its sword
    s2, ev2 = knock_scenario(4, (2, 3))                 # south: over the Killer on (0,-2)
    assert kinds(ev2, "item_flew")[0].path == ((0, -3), (0, -2), (0, -1), (0, 0))[:3]
    assert ((0, -1), "barbarian.sword") in s2.ground


# ----------------------------------------------------------------------------- V.3 retreat

def push(a_cell, b_cell, value=3, **kw):
    s, _ = attack_with(13, a_cell, b_cell, b={"worn": [], "hands": ["barbarian.sword", None]},
                       a={"condition": 12}, **kw)
    s = first(s, "p2")
    ev = []
    s = exchange(s, value, (), ev)                     # 2 + 3 = 5 vs 4: hit for 1
    return s, ev


def test_v_3_retreat_one_space_away_from_the_attacker():
    s, ev = push((0, 0), (0, -1))
    assert kinds(ev, "retreated")[0].path == ((0, -1), (0, -2))
    assert s.fig("b1").cell == (0, -2) and s.fig("b1").condition == full("barbarian") - 1


def test_v_3_retreat_into_a_wall_costs_2_condition_per_space():
    s, ev = push((0, -3), (0, -4))
    r = kinds(ev, "retreated")[0]
    assert (r.blocked_by, r.remaining) == ("wall", 1)
    assert s.fig("b1").condition == full("barbarian") - 1 - 2


def test_v_3_collision_with_a_standing_character():
    s = new({"figures": [
        {"character": "barbarian", "seat": "p1", "id": "a1", "cell": [0, 0], "worn": []},
        {"character": "goblins", "seat": "p2", "half": "a", "cell": [0, -1],
         "hands": ["goblins.javelin1", "goblins.shield1"]},
        {"character": "goblins", "seat": "p2", "half": "b", "cell": [0, -2]}],
        "order": ["a1", "goblin-a", "goblin-b"]})
    s = plan_turn(s, "p1", 10)                         # Shield bash: retreat 2
    s = idle_turn(s, "p2")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="goblin-a"))
    s = first(s, "p2")
    ev = []
    s = exchange(s, 3, (), ev)                         # 2 + 3 = 5 vs goblin 3 + shield 1: 1
    r = kinds(ev, "retreated")[0]
    assert (r.blocked_by, r.remaining) == ("goblin-b", 2)
    assert s.fig("goblin-a").condition == full("goblins") - 1 - 2 and s.fig("goblin-b").condition == full("goblins", 1) - 2


def test_v_3_a_retreated_character_cannot_move_in_his_nearest_movement_phase():
    s, ev = push((0, 0), (0, -1))
    assert s.fig("b1").retreated
    s = rest(s, "p2")                                  # second phase: pass -> would move 3
    assert s.active.id == "a1"                         # movement skipped, turn over
    assert not s.fig("b1").retreated


# ----------------------------------------------------------------------------- V.6 grappling

def strangled(char_a, card, b_hands=("barbarian.sword", None)):
    s = duel(char_a, "barbarian", (0, 0), (0, -1),
             a={"hands": ["killer.chain", None], "worn": []} if char_a == "killer" else
             {"hands": [None, None]}, b={"hands": list(b_hands), "worn": []})
    s = plan_turn(s, "p1", card)
    s = plan_turn(s, "p2", 20)
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")
    ev = []
    s = exchange(s, 4, (), ev)                          # against Strength 4: 2 + 4 = 6: grappled
    assert kinds(ev, "grapple", started=True)
    s = exchange(s, 1, (), ev)                          # the strangling itself: too weak
    return s, ev


def test_v_6_barbarian_strangled_by_the_killer_moves_at_most_1_and_drags_him():
    s, _ = strangled("killer", 16)
    assert s.fig("b1").grapple == "a1"
    s = act(s, "p2", PASS)                              # nothing done: normally 3 spaces
    assert turn.allowance(s, s.fig("b1")) == 1          # Strength 4 - 3
    assert max(len(a.path) for a in PACK.legal_actions(s, "p2")) == 1
    ev = []
    s = act(s, "p2", A.Move(path=((1, -2),)), ev)
    assert s.fig("b1").cell == (1, -2) and s.fig("a1").cell == (0, -1)
    assert kinds(ev, "moved", figure="a1", move="dragged")


def test_v_6_barbarian_strangled_by_the_swordswoman_moves_at_most_2():
    s, _ = strangled("swordswoman", 12)
    s = act(s, "p2", PASS)
    assert turn.allowance(s, s.fig("b1")) == 2          # Strength 4 - 2, below the normal 3


def test_v_6_strangled_barbarian_who_used_an_action_moves_1_or_2_with_quick_jumps():
    s, _ = strangled("swordswoman", 12)
    s = act(s, "p2", use())                             # Dodge (20): use of a combat action
    assert turn.allowance(s, s.fig("b1")) == 1
    jumps = [a for a in PACK.legal_actions(s, "p2") if a.specials == ("barbarian.quick_jumps",)]
    assert jumps and max(len(a.path) for a in jumps) == 2


def test_v_6_the_weaker_character_cannot_move_while_grappling():
    s, _ = strangled("killer", 16)
    s = rest(s, "p2")
    assert s.active.id == "a1"
    s = first(s, "p1")
    s = act(s, "p1", PASS)
    assert turn.allowance(s, s.fig("a1")) == 0 and s.active.id == "b1"


def test_v_6_grapple_ends_when_the_grappling_action_is_replaced():
    s, _ = strangled("killer", 16)
    s = rest(s, "p2")
    ev = []
    s = first(s, "p1", use("standard"), ev)
    assert kinds(ev, "grapple", started=False) and s.fig("b1").grapple is None


# ----------------------------------------------------------------------------- V.7 lying

def felled():
    s, _ = attack_with(14, (0, 0), (0, -1), b={"worn": [], "hands": ["barbarian.sword", None]})
    s = first(s, "p2")
    ev = []
    s = exchange(s, 4, (), ev)                          # 1 + 4 = 5 vs 4: hit, falls
    assert kinds(ev, "fell", figure="b1") and s.fig("b1").lying
    return s


def test_v_7_a_falling_character_withdraws_his_current_action():
    s, _ = attack_with(14, (0, 0), (0, -1), b={"worn": [], "hands": ["barbarian.sword", None]},
                       plan_b=20)
    s = first(s, "p2", use())
    ev = []
    s = exchange(s, 4, (), ev)
    assert s.fig("b1").lying and s.fig("b1").current is None
    assert kinds(ev, "action_withdrawn", figure="b1", card=20)


def test_v_7_lying_character_decides_whether_he_defends_guess_1_or_0():
    s = felled()
    s = rest(s, "p2")
    s = plan_turn(s, "p1", 6)
    assert s.phase == "lie"
    assert {a.kind for a in PACK.legal_actions(s, "p2")} == {"lie"}
    s2 = act(s, "p2", A.Lie(defend=True))
    assert set(a.kind for a in PACK.legal_actions(s2, "p2")) == {"pass", "plan"}
    s3 = act(s, "p2", A.Lie(defend=False))
    assert set(a.kind for a in PACK.legal_actions(s3, "p2")) == {"pass", "stand", "equip"}


def test_v_7_lying_defending_character_rolls_over_one_space_and_stays_lying():
    s = felled()
    s = rest(s, "p2")
    s = idle_turn(s, "p1")
    s = act(s, "p2", A.Lie(defend=True))
    s = act(s, "p2", PASS)
    assert turn.allowance(s, s.fig("b1")) == 1
    ev = []
    s = act(s, "p2", A.Move(path=((1, -2),)), ev)
    assert kinds(ev, "moved", move="roll") and s.fig("b1").lying


def test_v_7_guesses_of_a_lying_character():
    from rules.morituri.combat import guesses_against
    from rules.morituri import cards
    s = felled()
    b = s.fig("b1")
    slash = cards.deck("killer").card(7).attacks[0]
    b.lying_defends = True
    assert guesses_against(s, b, slash) == 1
    b.lying_defends = False
    assert guesses_against(s, b, slash) == 0


def test_v_7_not_defending_he_may_stand_up_on_the_same_space():
    s = felled()
    s = rest(s, "p2")
    s = idle_turn(s, "p1")
    s = act(s, "p2", A.Lie(defend=False))
    ev = []
    s = act(s, "p2", A.Stand(), ev)
    assert kinds(ev, "stood_up") and not s.fig("b1").lying and s.fig("b1").cell == (0, -1)
    assert s.active.id == "a1"                          # no movement after standing up


def test_v_7_not_defending_he_may_re_equip_and_pick_up_items_from_his_space():
    s = felled()
    s.ground.append(((0, -1), "barbarian.axe"))
    s = rest(s, "p2")
    s = idle_turn(s, "p1")
    s = act(s, "p2", A.Lie(defend=False))
    s = act(s, "p2", A.Equip(hands=("barbarian.sword", "barbarian.axe"), pick=("barbarian.axe",)))
    assert "barbarian.axe" in s.fig("b1").hands and not s.ground


def test_v_7_lying_character_is_not_retreated():
    s = felled()
    s = rest(s, "p2")
    s = plan_turn(s, "p1", 13)
    s = act(s, "p2", A.Lie(defend=False))
    s = rest(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = act(s, "p2", A.Lie(defend=False))
    ev = []
    s = exchange(s, 3, (), ev)                          # 2 + 3 vs 4: hit, but no retreat
    assert kinds(ev, "attack_resolved")[0].result == "hit" and not kinds(ev, "retreated")
    assert s.fig("b1").cell == (0, -1)


def test_v_7_retreat_into_a_lying_character_trips_and_lies_in_front():
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
        {"character": "goblins", "seat": "p2", "half": "a", "cell": [0, -1],
         "hands": ["goblins.javelin1", "goblins.shield1"]},
        {"character": "goblins", "seat": "p2", "half": "b", "cell": [0, -2]}],
        "order": ["a1", "goblin-a", "goblin-b"]})
    s.fig("goblin-b").lying = True
    s = plan_turn(s, "p1", 13)
    s = idle_turn(s, "p2")
    s = act(s, "p2", A.Lie(defend=True))
    s = rest(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="goblin-a"))
    s = first(s, "p2")
    ev = []
    s = exchange(s, 3, (), ev)                          # 2 + 3 = 5 vs 4
    assert kinds(ev, "fell", figure="goblin-a") and s.fig("goblin-a").cell == (0, -1)
    assert s.fig("goblin-a").condition == full("goblins") - 1        # the wound only, no collision damage


def test_v_7_lying_character_may_not_use_movement_specials():
    from rules.morituri.combat import special_ok
    s = felled()
    assert "V.7" in special_ok(s.fig("b1"), "barbarian.quick_jumps", "movement", None)


# ----------------------------------------------------------------------------- V.1 specials

def test_v_1_once_per_game_special_is_set_aside():
    from rules.morituri.combat import special_ok
    s, ev = attack_with(6, (0, 0), (0, -1), specials=("killer.poison",))
    assert kinds(ev, "special_used", special="killer.poison")
    assert s.pending[0].base == 2 + 3
    assert "once" in special_ok(s.fig("a1"), "killer.poison", "declare", "b1")


def test_v_1_counted_special_has_its_uses():
    from rules.morituri.combat import special_ok
    s = duel()
    f = s.fig("a1")
    f.used_specials["killer.sixth_sense"] = 2
    assert special_ok(f, "killer.sixth_sense", "guess", "b1") is None
    f.used_specials["killer.sixth_sense"] = 3
    assert "used up" in special_ok(f, "killer.sixth_sense", "guess", "b1")


def test_v_1_once_against_each_opponent():
    from rules.morituri.combat import special_ok
    s = duel()
    f = s.fig("a1")
    f.per_opponent["killer.cold_blood"] = ("b1",)
    assert "already used against b1" in special_ok(f, "killer.cold_blood", "guess", "b1")
    assert special_ok(f, "killer.cold_blood", "guess", "b2") is None


def test_v_1_minimum_condition_and_price():
    from rules.morituri.combat import special_ok
    s = duel()
    f = s.fig("a1")
    f.condition = 2
    assert "at least 3" in special_ok(f, "killer.poison", "declare", "b1")
    s, ev = attack_with(22, (0, 0), (0, -1), char_a="barbarian", char_b="killer",
                        specials=("barbarian.rage",), plan_b=19, a={"worn": []})
    assert s.fig("a1").condition == full("barbarian") - 2


def test_v_1_guess_special_gives_one_guess_more_announced_with_the_guess():
    s, _ = attack_with(22, (0, 0), (0, -1), char_a="barbarian", char_b="killer",
                       a={"worn": [], "hands": ["barbarian.sword", None]}, plan_b=19)
    s = first(s, "p2")
    n = s.exchange.guesses_allowed
    ev = []
    s = act(s, "p1", A.SetDie(value=2))
    s = act(s, "p2", A.Guess(values=tuple(range(1, n + 2)), specials=("killer.sixth_sense",)), ev)
    assert s.exchange.window == "a1"                 # V.1: the attacker may still answer
    s = act(s, "p1", A.React(), ev)
    assert kinds(ev, "attack_resolved")[0].result == "guessed"


def test_v_1_declare_special_cannot_be_used_when_guessing():
    s, _ = attack_with(22, (0, 0), (0, -1), char_a="barbarian", char_b="killer",
                       a={"worn": []}, plan_b=19)
    s = first(s, "p2")
    with pytest.raises(IllegalAction, match="V.1"):
        act(s, "p2", A.Guess(values=(), specials=("killer.poison",)))


# ----------------------------------------------------------------------------- V.2 compulsory

def test_v_2_jump_kick_attacks_only_after_exactly_two_spaces():
    s = duel("killer", "barbarian", (0, 2), (0, -1))
    s = plan_turn(s, "p1", 9)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    assert turn.allowance(s, s.fig("a1")) == 2          # more than the usual one space
    s2 = act(s, "p1", A.Move(path=((0, 1), (0, 0))))
    assert any(a.kind == "declare" for a in PACK.legal_actions(s2, "p1"))
    s3 = act(s, "p1", A.Move(path=((0, 1),)))           # one space short: no attack
    assert s3.active.id == "b1"


def test_i_1_jump_kick_can_be_replaced_only_by_the_standard_action():
    s = duel("killer", "barbarian", (0, 2), (0, -3))
    s = plan_turn(s, "p1", 9)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 6)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    with pytest.raises(IllegalAction, match="only by the standard action"):
        act(s, "p1", use())
    s = act(s, "p1", use("standard"))
    assert s.fig("a1").current is None


def test_i_1_furious_attack_with_sabres_can_be_replaced_only_by_the_standard_action():
    from rules.morituri.turn import use_problem
    s = new({"figures": [{"character": "goblins", "seat": "p1", "half": "a", "id": "g",
                          "hands": ["goblins.sabres", None]},
                         {"character": "killer", "seat": "p2"}]})
    f = s.fig("g-a")
    f.current, f.row = 11, [12]
    assert "only by the standard action" in use_problem(s, f, "planned")
    assert use_problem(s, f, "standard") is None


def test_i_1_lunge_at_the_face_weakens_the_defence_of_the_next_action():
    from rules.morituri import equipment as eq
    s = duel()
    s = plan_turn(s, "p1", 5)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 21)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())                            # Dagger parry replaces the Lunge
    f = s.fig("a1")
    assert eq.stance_guesses(f) == {"slash": 2, "thrust": 1, "contact": 0}   # 3, 2, 1 less one


def test_i_1_concentration_strengthens_the_next_action():
    s = duel("barbarian", "killer", (0, 0), (0, -1), a={"worn": [], "hands": ["barbarian.sword", None]})
    s = plan_turn(s, "p1", 8)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 22)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1")
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    ev = []
    s = rest(s, "p1", declare=A.Declare(target="b1"), events=ev)
    assert kinds(ev, "attack_declared")[0].base == 2 + 2  # Pommel strike 2, Concentration +2


def test_i_1_sword_slashes_strengthen_each_other():
    s = duel("barbarian", "killer", (0, 0), (0, -1), a={"worn": [], "hands": ["barbarian.sword", None]})
    s = plan_turn(s, "p1", 4)
    s = idle_turn(s, "p2")
    s = plan_turn(s, "p1", 5)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    ev = []
    s = rest(s, "p1", declare=A.Declare(target="b1"), events=ev)
    assert kinds(ev, "attack_declared")[0].base == 2     # the first slash: no bonus
    s = first(s, "p2")
    s = exchange(s, 1, (1,))
    s = rest(s, "p2")
    s = first(s, "p1", use())
    ev = []
    s = rest(s, "p1", declare=A.Declare(target="b1"), events=ev)
    assert kinds(ev, "attack_declared")[0].base == 3     # replaced a slash: +1


def test_i_1_overhead_slash_only_replaces_the_wind_up():
    from rules.morituri.turn import use_problem
    s = duel("barbarian", "killer")
    f = s.fig("a1")
    f.row = [7]
    assert "can only replace Wind-up above the head" in use_problem(s, f, "planned")
    f.current = 6
    assert use_problem(s, f, "planned") is None


def test_i_1_strong_slash_costs_one_condition_and_needs_five_to_attack():
    s, ev = attack_with(5, (0, 0), (0, -2), char_a="swordswoman", char_b="killer",
                        a={"hands": ["swordswoman.sword", None]}, plan_b=19)
    assert s.fig("a1").condition == full("swordswoman") - 1 and kinds(ev, "attack_declared")[0].base == 3
    s2 = duel("swordswoman", "killer", (0, 0), (0, -2), a={"hands": ["swordswoman.sword", None],
                                                           "condition": 5})
    s2 = plan_turn(s2, "p1", 5)
    s2 = idle_turn(s2, "p2")
    s2 = first(s2, "p1", use())                          # pays 1: Condition 4
    assert s2.fig("a1").condition == 4
    s2 = act(s2, "p1", A.Move())
    assert s2.active.id == "b1"                          # below 5: the attack does not take place


# ----------------------------------------------------------------------------- I.5 defeat

def test_i_5_condition_zero_defeats_and_items_stay_on_the_space():
    s, _ = attack_with(6, (0, 0), (0, -1), b={"condition": 1, "worn": []})
    s = first(s, "p2")
    ev = []
    s = exchange(s, 4, (), ev)                           # 2 + 4 = 6 vs 5
    d = kinds(ev, "defeated")[0]
    assert d.figure == "b1" and set(d.items) == {"barbarian.sword", "barbarian.shield",
                                                 "barbarian.helmet", "barbarian.axe"}
    assert {i for c, i in s.ground if c == (0, -1)} == set(d.items)
    assert PACK.outcome(s).finished and PACK.outcome(s).winners == ("p1",)
    assert PACK.to_act(s) == frozenset()


def test_v_4_an_item_can_be_thrown_to_an_empty_space_one_could_attack():
    s = duel("killer", "barbarian", (0, 3), (3, -3))
    s = plan_turn(s, "p1", 11)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = act(s, "p1", A.Move())
    legal = PACK.legal_actions(s, "p1")
    assert A.ThrowTo(cell=(0, 1)) in legal and A.ThrowTo(cell=(0, -4)) in legal
    assert A.ThrowTo(cell=(0, 2)) not in legal                # distance 1: not "2+"
    assert A.ThrowTo(cell=(1, 1)) not in legal                # not on a straight line
    events = []
    s = act(s, "p1", A.ThrowTo(cell=(0, 0)), events)
    assert ((0, 0), "killer.dagger1") in s.ground and kinds(events, "item_flew", how="thrown")
    assert s.active.id == "b1"
