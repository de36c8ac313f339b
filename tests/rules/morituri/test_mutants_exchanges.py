"""Rules of rules/morituri/combat.py (condition, withdrawals, throws, the exchanges of the secret
die, reactions, knock-outs, retreats) that mutation testing (`python -m game.mutation
morituri`) found unpinned: each test fails on a mutant that survived the other tests."""
from __future__ import annotations

import pytest

from rules.core import hexgrid
from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import cards, combat, turn
from rules.morituri import equipment as eq
from rules.morituri.state import Exchange, Pending
from tests.rules.morituri.fights import PACK, act, duel, first, kinds, new, plan_turn, rest, use
from tests.rules.morituri.test_v_1_reactions import killer_attacks

NORTH = hexgrid.direction_to((0, 0), (0, -1))


def _attack(deck: str, card: int, index: int = 0):
    return cards.deck(deck).card(card).attacks[index]


def _priced(monkeypatch, special: str, price: int = 0, **update) -> None:
    """A home-made deck: `special` costs `price` Condition (and has the other fields given)."""
    real = cards.deck

    def deck(character):
        d = real(character)
        return d.model_copy(update={"specials": tuple(
            s.model_copy(update={"price": price, **update}) if s.id == special else s for s in d.specials)})
    monkeypatch.setattr(cards, "deck", deck)


# ----------------------------------------------------------------------------- condition (I.5, I.8)

def test_i_5_nothing_is_lost_for_nothing_nor_by_the_defeated_and_a_loss_is_told_as_negative():
    s = duel()
    a, ev = s.fig("a1"), []
    before = a.condition
    combat.lose(s, a, 0, "nothing", ev)
    assert ev == [] and a.condition == before
    combat.lose(s, a, 2, "a cut", ev)
    assert [e.delta for e in ev] == [-2] and a.condition == before - 2
    a.alive = False
    combat.lose(s, a, 3, "after the end", ev)
    assert len(ev) == 1 and a.condition == before - 2


def test_i_8_when_the_last_characters_fall_together_nobody_wins():
    s = duel()
    s.fig("a1").alive = False
    ev = []
    combat.defeat(s, s.fig("b1"), ev)
    assert s.finished and s.winners == () and s.reason == "everybody fell"
    assert kinds(ev, "game_over", reason="everybody fell")


# ----------------------------------------------------------------------------- withdrawals (III.4)

def test_iii_4_a_withdrawn_action_takes_its_bonus_and_penalty_with_it():
    s = duel()
    a = s.fig("a1")
    a.current, a.attack_bonus, a.guess_penalty = 6, 2, 1
    combat.withdraw(s, a, "test", [])
    assert a.current is None and (a.attack_bonus, a.guess_penalty) == (0, 0)


def _strangling():
    """The Killer strangles the Barbarian with the chain (card 16, a grapple)."""
    s = duel("killer", "barbarian", (0, 0), (0, -1), a={"hands": ["killer.chain", None]})
    a, b = s.fig("a1"), s.fig("b1")
    a.current, a.grapple, b.grapple = 16, "b1", "a1"
    return s, a, b


def test_iii_4_without_the_chain_the_strangling_is_withdrawn_and_the_grapple_ends():
    s, a, b = _strangling()
    a.hands = [None, None]
    ev = []
    combat.check_equipment(s, a, ev)
    assert a.current is None and a.grapple is None and b.grapple is None
    assert kinds(ev, "grapple", started=False)


def test_v_5_a_knocked_out_chain_ends_the_strangling_and_the_other_hand_keeps_its_item():
    s, a, b = _strangling()
    a.hands = ["killer.chain", "killer.dagger1"]
    p = Pending(id=1, attacker="b1", target="a1", card=17, index=0, distance=1, base=3)
    ex = Exchange(id=2, purpose="knock", pending=p, setter="b1", guesser="a1", lo=1, hi=6,
                  guesses_allowed=2, value=3, guesses=(1, 2), item="killer.chain")
    ev = []
    combat._resolve_knock(s, ex, ev)
    assert a.hands == [None, "killer.dagger1"]
    assert a.current is None and a.grapple is None and b.grapple is None


def test_v_7_a_strangler_who_trips_over_a_lying_character_lets_go():
    s, a, b = _strangling()
    s.figures.append(s.fig("b1").copy())
    lying = s.figures[-1]
    lying.id, lying.cell, lying.lying, lying.grapple = "b2", (0, 1), True, None
    combat.retreat(s, a, hexgrid.direction_to((0, 0), (0, 1)), 2, [])
    assert a.lying and a.current is None and a.grapple is None and b.grapple is None


# ----------------------------------------------------------------------------- specials (V.1)

def test_v_1_a_special_is_usable_at_exactly_its_minimum_condition():
    s = duel()
    a = s.fig("a1")
    a.condition = 3                                   # Poisoned blade: at least 3
    assert combat.special_ok(a, "killer.poison", "declare", "b1") is None
    a.condition = 2
    assert "needs at least 3" in combat.special_ok(a, "killer.poison", "declare", "b1")


def test_iii_9_an_attack_card_is_declarable_at_exactly_its_minimum_condition():
    s = duel("barbarian", "killer", (0, 0), (0, -1))
    a = s.fig("a1")
    a.current, a.laid_turn, s.did = 21, s.turn_no, "use"      # Berserk slash: Condition 4
    a.condition = 4
    assert combat._declaring(s, a) is not None
    a.condition = 3
    assert combat._declaring(s, a) is None


def _killer_declares(specials):
    """killer_attacks() up to the declaration, whose events are returned too."""
    s = duel("killer", "barbarian", (0, 0), (0, -1), b={"hands": ["barbarian.sword", None], "worn": []})
    s = plan_turn(s, "p1", 6)
    s = plan_turn(s, "p2", 1)
    s = first(s, "p1", use())
    ev = []
    s = rest(s, "p1", declare=A.Declare(target="b1", specials=tuple(specials)), events=ev)
    return s, ev


def test_v_1_the_price_of_a_declared_special_can_defeat_the_attacker(monkeypatch):
    _priced(monkeypatch, "killer.poison", 99)
    s, ev = _killer_declares(("killer.poison",))
    assert s.finished and not s.fig("a1").alive and not s.pending and not kinds(ev, "attack_declared")


def test_iii_9_an_attack_without_a_throw_declares_no_thrown_item():
    s, ev = _killer_declares(())
    assert [e.throw_item for e in kinds(ev, "attack_declared")] == [None]


def test_v_1_the_price_of_an_extra_guess_can_defeat_the_defender_in_his_reaction(monkeypatch):
    _priced(monkeypatch, "barbarian.stubborn", 99)
    s = killer_attacks()
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    assert s.finished and not s.fig("b1").alive and s.exchange is None


def test_v_1_the_price_of_an_extra_guess_can_defeat_the_defender_when_he_guesses(monkeypatch):
    _priced(monkeypatch, "barbarian.stubborn", 99)
    s = killer_attacks()
    s = act(s, "p1", A.SetDie(value=2))
    s = act(s, "p2", A.Guess(values=(1, 2), specials=("barbarian.stubborn",)))
    assert s.finished and not s.fig("b1").alive and s.exchange is None


def test_v_1_the_price_of_the_attackers_answer_can_defeat_him(monkeypatch):
    _priced(monkeypatch, "killer.precise_strike", 99)
    s = killer_attacks()
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    s = act(s, "p1", A.React(specials=("killer.precise_strike",)))
    assert s.finished and not s.fig("a1").alive and s.exchange is None


def test_v_1_an_answer_once_per_opponent_is_recorded_against_the_defender_and_not_offered_again(monkeypatch):
    _priced(monkeypatch, "killer.precise_strike", limit="per_opponent")
    s = killer_attacks()
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    assert "killer.precise_strike" in combat.reaction_specials(s, s.exchange, "a1")
    s = act(s, "p1", A.React(specials=("killer.precise_strike",)))
    assert s.fig("a1").per_opponent["killer.precise_strike"] == ("b1",)
    assert "killer.precise_strike" not in combat.reaction_specials(s, s.exchange, "a1")


def test_v_1_the_attackers_answer_marks_the_attack_and_counts_against_this_defender():
    s = killer_attacks()
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    s = act(s, "p1", A.React(specials=("killer.precise_strike",)))
    assert s.exchange.pending.specials == ("reaction",)
    assert PACK.snapshot(s)["exchange"]["pending"]["specials"] == ["reaction"]     # saved so


def test_v_1_the_window_passes_only_to_a_side_that_has_a_special_to_answer_with():
    s = killer_attacks()
    a = s.fig("a1")
    a.specials = ()                                   # nothing left to answer with
    s = act(s, "p2", A.React(specials=("barbarian.stubborn",)))
    assert s.exchange.window is None


def test_v_1_the_attacker_cannot_open_the_defenders_reaction():
    s = killer_attacks()
    with pytest.raises(IllegalAction, match="no special action waits"):
        act(s, "p1", A.React(specials=("killer.precise_strike",)))


# ----------------------------------------------------------------------------- throws (V.4)

def test_v_4_only_a_card_that_refers_to_the_item_takes_its_strength_and_type():
    dagger_throw, axe_throw = _attack("killer", 11), _attack("barbarian", 11)
    assert combat.thrown_attack(dagger_throw, "killer.dagger1") is dagger_throw      # the card's own
    assert combat.thrown_attack(axe_throw, None) is axe_throw                       # nothing in hand
    axe = cards.item("barbarian.axe").throw
    assert combat.thrown_attack(axe_throw, "barbarian.axe").type == axe.type == "slash"


def test_v_4_a_thrown_axe_is_evaluated_with_the_axes_numbers():
    s = duel("barbarian", "killer", (0, 2), (0, 0))
    thrown = Pending(id=1, attacker="a1", target="b1", card=11, index=0, distance=2, base=4,
                     item="barbarian.axe", origin=(0, 2))
    axe = cards.item("barbarian.axe").throw
    got = combat.attack_of(s, thrown)
    assert (got.type, got.base, got.lo, got.hi) == (axe.type, axe.base, axe.lo, axe.hi)
    struck = thrown._replace(item=None)
    assert combat.attack_of(s, struck) is _attack("barbarian", 11)


def test_v_4_a_guessed_throw_flies_on_exactly_to_its_range():
    s = duel("swordswoman", "killer", (0, 3), (0, 1),
             a={"hands": ["swordswoman.sword", "swordswoman.dagger"]})
    atk = _attack("swordswoman", 11)
    assert combat.throw_reach(atk, "swordswoman.sword", eq.strength(s.fig("a1"))) == 6   # medium: 3 x 2
    p = Pending(id=1, attacker="a1", target="b1", card=11, index=0, distance=2, base=3,
                item="swordswoman.sword", origin=(0, 3))
    ev = []
    combat._thrown_item_lands(s, p, atk, True, ev)
    assert ((0, -3), "swordswoman.sword") in s.ground                # 6 spaces from (0, 3)
    assert kinds(ev, "item_flew", landed=(0, -3), how="flew_on")


# ----------------------------------------------------------------------------- the exchange (IV)

def test_iv_6_a_defence_bonus_counts_only_against_its_own_body_part():
    s = duel()
    b = s.fig("b1")
    b.current = 19                                    # Roll aside: one guess more against the legs
    at_head, at_legs = _attack("killer", 5), _attack("killer", 14)
    assert combat.guesses_against(s, b, at_head) == eq.stance_guesses(b)[at_head.type]
    assert combat.guesses_against(s, b, at_legs) == eq.stance_guesses(b)[at_legs.type] + 1


def test_iv_3_a_cancelled_attack_lets_the_next_one_on_the_same_defender_be_evaluated():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s.turn_idx = s.order.index("b1")
    far = Pending(id=1, attacker="a1", target="b1", card=18, index=1, distance=2, base=3)   # Kick at 2
    near = Pending(id=2, attacker="a1", target="b1", card=18, index=0, distance=1, base=3)  # Kick at 1
    s.pending = [far, near]
    ev = []
    assert combat.next_exchange(s, ev)
    assert s.exchange.pending.id == 2 and kinds(ev, "attack_cancelled", id=1)


def _three(ally_cell=(0, 0)):
    """a1 (p1) at (0, 1) and his ally a2 at `ally_cell`, b1 (p2) at (0, -1)."""
    return new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 1]},
        {"character": "swordswoman", "seat": "p1", "id": "a2", "cell": list(ally_cell)},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1]}]})


def test_iv_3_an_ally_between_does_not_stop_an_attack_at_its_evaluation():
    s = _three()
    kick = _attack("killer", 18, 1)
    p = Pending(id=1, attacker="a1", target="b1", card=18, index=1, distance=2, base=3,
                between=((0, 0),), origin=(0, 1))
    assert combat._still_in_reach(s, p, kick, s.fig("a1"), s.fig("b1"))


def test_iv_3_an_attacker_pushed_out_of_distance_loses_his_attack_and_a_thrower_does_not():
    s = duel(a_cell=(0, 3), b_cell=(0, -1))           # a1 stood at (0, 1) when he declared
    kick = _attack("killer", 18, 1)
    p = Pending(id=1, attacker="a1", target="b1", card=18, index=1, distance=2, base=3, origin=(0, 1))
    assert not combat._still_in_reach(s, p, kick, s.fig("a1"), s.fig("b1"))
    dagger = _attack("killer", 11)
    thrown = Pending(id=2, attacker="a1", target="b1", card=11, index=0, distance=2, base=3,
                     item="killer.dagger1", origin=(0, 1))
    assert combat._still_in_reach(s, thrown, dagger, s.fig("a1"), s.fig("b1"))


def _knock(hands):
    s = duel(a_cell=(0, 0), b_cell=(0, -1), b={"hands": hands})
    p = Pending(id=1, attacker="a1", target="b1", card=15, index=0, distance=1, base=3)
    s.exchange = Exchange(id=2, purpose="knock", pending=p, setter="a1", guesser="b1", lo=1, hi=6,
                          guesses_allowed=2)
    return s


def test_v_5_a_knock_out_names_the_item_in_hand_when_the_setter_names_none():
    s = _knock([None, "killer.dagger1"])
    combat.set_die(s, "p1", A.SetDie(value=3), [])
    assert s.exchange.item == "killer.dagger1" and s.exchange.value == 3


def test_v_5_a_hit_that_knocks_out_opens_a_direction_die_of_one_to_six():
    s = duel(a_cell=(0, 0), b_cell=(0, -1), b={"hands": ["killer.dagger1", None]})
    s.fig("b1").condition = 40
    p = Pending(id=1, attacker="a1", target="b1", card=15, index=0, distance=1, base=30)
    s.pending = [p]
    ex = Exchange(id=2, purpose="attack", pending=p, setter="a1", guesser="b1", lo=1, hi=4,
                  guesses_allowed=1, value=4, guesses=(1,))
    combat._resolve_attack(s, ex, [])
    assert s.exchange.purpose == "knock" and (s.exchange.lo, s.exchange.hi) == (1, 6)


def test_iv_7_only_the_defender_guesses_with_different_numbers_in_range():
    s = killer_attacks()
    s = act(s, "p1", A.SetDie(value=2))
    with pytest.raises(IllegalAction, match="does not guess now"):
        combat.guess(s, "p1", A.Guess(values=(1,)), [])
    s.exchange.guesses_allowed = 2
    with pytest.raises(IllegalAction, match="different numbers"):
        combat.guess(s, "p2", A.Guess(values=(2, 2)), [])


# ----------------------------------------------------------------------------- retreats (V.3, VI.5)

def test_v_3_a_retreat_into_the_wall_can_end_the_fight():
    s = duel(a_cell=(0, -3), b_cell=(0, 2))
    s.fig("a1").condition = 1
    combat.retreat(s, s.fig("a1"), NORTH, 3, [])
    assert s.finished and s.winners == ("p2",)


def test_v_3_a_collision_can_defeat_both():
    s = duel(a_cell=(0, 0), b_cell=(0, -2))
    s.fig("a1").condition = s.fig("b1").condition = 1
    combat.retreat(s, s.fig("a1"), NORTH, 3, [])
    assert not s.fig("a1").alive and not s.fig("b1").alive and s.finished


def test_vi_5_a_character_forced_nowhere_meets_no_throw_on_his_space():
    """x (a side of his own) stands on the further line of a1's dagger throw at b1; a retreat
    that does not move him (blocked at once) is no step into the throw (l. 549)."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 2]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "x", "cell": [0, 0]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1]}]})
    s.pending = [Pending(id=1, attacker="a1", target="b1", card=11, index=0, distance=3, base=3,
                         between=((0, 1), (0, 0)), item="killer.dagger1", origin=(0, 2))]
    combat.forced_through(s, s.fig("x"), [], [])
    assert [p.target for p in s.pending] == ["b1"] and not s.queue
    combat.forced_through(s, s.fig("x"), [(0, 0)], [])            # forced onto it: he meets it
    assert not s.pending and [p.target for p in s.queue] == ["x"]


# ----------------------------------------------------------------------------- movement past attacks (VI.5)

def _four(**cells):
    """Figures on sides of their own at the cells given (ids a, b, m, x; a is p1's killer)."""
    chars = {"a": "killer", "b": "barbarian", "m": "swordswoman", "x": "killer"}
    seats = {"a": "p1", "b": "p2", "m": "p3", "x": "p4"}
    return new({"figures": [{"character": chars[k], "seat": seats[k], "side": seats[k], "id": k,
                             "cell": list(c)} for k, c in cells.items()]})


OFF_LINE = {"a": (0, 0), "b": (1, -2)}      # distance 2 off the lines: (0, -1) or (1, -1) between
C1, C2 = (0, -1), (1, -1)


def _off_line_kick(s):
    s.pending = [Pending(id=1, attacker="a", target="b", card=18, index=1, distance=2, base=3,
                         between=(C1, C2), need_one=True, origin=OFF_LINE["a"])]


def test_vi_5_the_target_himself_may_step_into_the_spaces_of_the_attack_on_him():
    s = _four(a=(0, 1), b=(0, -1))
    s.pending = [Pending(id=1, attacker="a", target="b", card=18, index=1, distance=2, base=3,
                         between=((0, 0),), origin=(0, 1))]
    assert (0, 0) in turn.destinations(s, s.fig("b"), 1)


def test_vi_5_every_ongoing_attack_bars_its_space_not_only_the_first_one():
    s = _four(a=(0, 2), b=(0, 0), x=(2, 0), m=(1, 1))
    s.pending = [Pending(id=1, attacker="a", target="b", card=18, index=1, distance=2, base=3,
                         between=((0, 1),), origin=(0, 2)),
                 Pending(id=2, attacker="b", target="x", card=18, index=1, distance=2, base=3,
                         between=((1, 0),), origin=(0, 0))]
    got = set(turn.destinations(s, s.fig("m"), 1))
    assert got == {(2, 1), (1, 2)}                    # (1, 0), (0, 1) barred; (2, 0), (0, 2) taken
    mine = Pending(id=3, attacker="x", target="m", card=18, index=0, distance=1, base=3, origin=(2, 0))
    s.pending.insert(0, mine)                         # his own attack first: the others still bar
    assert set(turn.destinations(s, s.fig("m"), 1)) == got


def test_vi_5_an_ally_of_the_attacker_on_one_space_leaves_the_other_to_step_into():
    """l. 388: only an opponent blocks an attack, so the attack goes through the ally's space."""
    s = _four(**OFF_LINE, x=C2, m=(-1, 0))
    s.fig("x").side = "p1"
    _off_line_kick(s)
    assert C1 in turn.destinations(s, s.fig("m"), 1)


def test_vi_5_a_character_on_one_space_may_step_onto_the_other_it_leaves_one_free():
    s = _four(**OFF_LINE, m=C2)
    _off_line_kick(s)
    assert C1 in turn.destinations(s, s.fig("m"), 1)


def test_vi_5_a_path_through_both_spaces_is_refused():
    s = _four(**OFF_LINE, m=(-1, 0))
    _off_line_kick(s)
    dests = turn.destinations(s, s.fig("m"), 3)
    assert (-1, 0) not in dests and C1 in dests and C2 not in dests     # never his own space
    near = [c for c in hexgrid.neighbours((-1, 0)) if c in dests]
    assert len(near) == 5 and all(dests[c] == (c,) for c in near)      # the shortest path kept
    turn.check_path(s, s.fig("m"), [C1], 3)           # one of the two: the other stays free
    turn.check_path(s, s.fig("m"), [(-1, -1), (0, -2)], 3)    # around them: touches neither
    with pytest.raises(IllegalAction, match="VI.5"):
        turn.check_path(s, s.fig("m"), [C1, C2], 3)


def test_v_1_the_price_of_a_movement_special_can_defeat_the_mover():
    s = duel(a_cell=(0, 2), b_cell=(0, -2))
    a = s.fig("a1")
    s.turn_idx, s.phase, s.did = s.order.index("a1"), "move", None
    a.condition = 1                                   # Shadow step costs 1
    turn.do_move(s, a, A.Move(path=((0, 1),), specials=("killer.shadow_step",)), [])
    assert not a.alive and s.finished and a.cell == (0, 2)


def test_v_1_a_movement_special_is_offered_only_for_paths_it_makes_possible():
    s = duel(a_cell=(0, 2), b_cell=(0, -3))
    a = s.fig("a1")
    s.turn_idx, s.phase, s.did = s.order.index("a1"), "move", None
    base = turn.allowance(s, a)
    special = [o for o in turn.move_options(s, a) if o.specials]
    assert special and all(len(o.path) > base for o in special)


def test_iii_9_an_ally_on_one_space_leaves_the_declared_attack_both_spaces():
    """The attacker's own side does not block (l. 388): his ally on one of the two spaces of an
    off-line attack leaves the attack needing only one of them, as with both free."""
    s = _four(**OFF_LINE, x=C2)
    s.fig("x").side = "p1"
    a = s.fig("a")
    a.current, a.laid_turn, s.did = 18, s.turn_no, "use"         # Kick, at 2 with attack 1
    combat.declare(s, a, "b", 1, (), [])
    assert s.pending[0].between == (C1, C2) and s.pending[0].need_one


def test_v_1_setting_or_guessing_while_an_answer_is_awaited_names_who_may_answer():
    s = killer_attacks(("killer.poison",))            # the Barbarian may answer the poison
    for call, seat, action in ((combat.set_die, "p1", A.SetDie(value=2)), (combat.guess, "p2", A.Guess(values=(1,)))):
        with pytest.raises(IllegalAction, match=r"b1 \(p2\) may first answer the special action announced"):
            call(s, seat, action, [])


def test_iii_9_a_price_paid_on_use_counts_before_the_declaration():
    """Berserk slash costs 1 Condition when used and needs 4 when declared: used at 4, the
    barbarian is left with 3 and cannot declare it (the computer player reckons with this)."""
    from tests.rules.morituri.fights import first, idle_turn, plan_turn, use
    for before, declarable in ((4, False), (5, True)):
        s = duel("barbarian", "killer", (0, 0), (0, -1), a={"condition": before})
        s = plan_turn(s, "p1", 21)
        s = idle_turn(s, "p2")
        s = first(s, "p1", use())
        assert s.fig("a1").condition == before - 1 and s.fig("a1").current == 21
        assert bool(combat.declarable(s, s.fig("a1"))) == declarable
