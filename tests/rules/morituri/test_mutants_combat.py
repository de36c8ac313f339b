"""Rules of rules/morituri/combat.py and geometry.py that mutation testing (`python -m
game.mutation morituri`) found unpinned: each test fails on a mutant that survived the other
tests."""
from __future__ import annotations

from rules.core import hexgrid
from rules.morituri import combat
from rules.morituri.geometry import throw_range
from rules.morituri.state import Pending
from tests.rules.morituri.fights import duel, full, kinds, new

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


# ------------------------------------------------ resolving an attack (IV.4-IV.7, V.3-V.7)

def _resolve(card, index=0, base=None, value=4, target_current=None, b_char="killer", queue=(),
             condition=None, target_active=False, a_char="killer"):
    """a1 (killer, active) attacks b1 next to him with frame `index` of `card`; the die shows
    `value`, nobody guessed it. Returns (state, events)."""
    from rules.morituri import equipment as eq
    from rules.morituri.state import Exchange
    s = duel(char_a=a_char, char_b=b_char, a_cell=(0, 0), b_cell=(0, -1))
    atk = eq.deck_of(s.fig("a1")).card(card).attacks[index]
    p = Pending(id=7, attacker="a1", target="b1", card=card, index=index, distance=1,
                base=atk.base if base is None else base, origin=(0, 0))
    s.pending = [p]
    s.queue = list(queue)
    s.fig("b1").current = target_current
    if condition is not None:
        s.fig("b1").condition = condition
    if target_active:
        s.turn_idx = s.order.index("b1")
    ex = Exchange(id=8, purpose="attack", pending=p, setter="a1", guesser="b1", lo=atk.lo, hi=atk.hi,
                  guesses_allowed=1, value=value, guesses=())
    events = []
    combat._resolve_attack(s, ex, events)
    return s, events


def test_iv_a_sequence_hit_queues_its_next_frame_first_with_the_bonuses_kept():
    """Strangling with the chain (killer 16): the grapple (2 + die, against Strength 3) holds,
    then the strangling frame (0 + die) follows at once, the +2 of other bonuses kept."""
    other = Pending(id=3, attacker="b1", target="a1", card=18, index=0, distance=1, base=2)
    s, ev = _resolve(16, base=2 + 2, queue=(other,))
    assert kinds(ev, "attack_resolved", result="hit")
    follow = s.queue[0]
    assert (follow.index, follow.base, follow.card, follow.target) == (1, 0 + 2, 16, "b1")
    assert follow.id not in (7, 3, 8) and s.queue[1] == other
    s, ev = _resolve(16, index=1, base=2, value=4)        # the last frame: nothing follows
    assert kinds(ev, "attack_resolved", result="hit") and s.queue == []
    s, _ = _resolve(14, base=3 + 1, a_char="barbarian")   # Bear hug: 3 + die, then 1 + die
    assert (s.queue[0].index, s.queue[0].base) == (1, 1 + 1)


def test_v_a_plain_hit_on_a_fighter_holding_items_knocks_nothing_out():
    s, ev = _resolve(18, value=6)                         # Kick: no effect
    assert kinds(ev, "attack_resolved", result="hit") and s.fig("b1").hands
    assert s.exchange is None


def test_v_7_a_felled_fighter_withdraws_his_current_action():
    s, ev = _resolve(14, value=6, target_current=18)      # Cut at the legs
    assert s.fig("b1").lying and s.fig("b1").current is None
    assert kinds(ev, "fell", figure="b1")


def test_v_7_a_felled_strangler_lets_go():
    """Felled while strangling (killer 16, a grapple): the action is withdrawn, the hold ends."""
    from rules.morituri.state import Exchange
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s.fig("a1").grapple, s.fig("b1").grapple, s.fig("b1").current = "b1", "a1", 16
    p = Pending(id=7, attacker="a1", target="b1", card=14, index=0, distance=1, base=1, origin=(0, 0))
    s.pending = [p]
    events = []
    combat._resolve_attack(s, Exchange(id=8, purpose="attack", pending=p, setter="a1", guesser="b1",
                                       lo=1, hi=6, guesses_allowed=1, value=6, guesses=()), events)
    assert s.fig("b1").lying and s.fig("b1").current is None
    assert s.fig("a1").grapple is None and s.fig("b1").grapple is None


def test_v_3_a_fighter_defeated_by_the_blow_does_not_retreat():
    s, ev = _resolve(9, value=6, condition=1)             # Jump kick at Condition 1
    assert not s.fig("b1").alive and not kinds(ev, "retreated")


def test_v_1_riposte_guard_counters_a_defended_attack_never_a_hit():
    """Swordswoman 9 (counter on defence): a hit on her earns no counter."""
    s, ev = _resolve(18, value=6, target_current=9, b_char="swordswoman", target_active=True)
    assert kinds(ev, "attack_resolved", result="hit")
    assert s.fig("b1").counter == ()


# ------------------------------------------------ VI.5 (l. 541): forced into an attack's way

def _in_the_way(*pending):
    """K (p1) and his ally Y (p1, other half) against T (p2) and X (p2, pushed about)."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "K", "cell": [0, 0]},
        {"character": "goblins", "seat": "p2", "half": "a", "id": "T", "cell": [0, -3]},
        {"character": "goblins", "seat": "p2", "half": "b", "id": "X", "cell": [3, -3]},
        {"character": "barbarian", "seat": "p1", "id": "Y", "cell": [-3, 3]}]})
    s.pending = list(pending)
    return s


def _pushed(s, who, entered):
    events = []
    combat.forced_through(s, s.fig(who), entered, events)
    return [e.id for e in events if e.kind == "attack_cancelled"]


FAR = Pending(id=1, attacker="K", target="T-a", card=18, index=1, distance=3, base=2,
              between=((0, -1), (0, -2)), origin=(0, 0))


def test_vi_5_any_space_of_a_far_attack_entered_cancels_it_not_the_fighters_own():
    assert _pushed(_in_the_way(FAR), "X-b", [(0, -2)]) == [1]     # its second space
    assert _pushed(_in_the_way(FAR), "T-a", [(0, -1)]) == []      # the target himself
    assert _pushed(_in_the_way(FAR), "K", [(0, -2)]) == []        # the attacker himself
    near = FAR._replace(id=2, between=())
    assert _pushed(_in_the_way(near, FAR), "X-b", [(0, -1)]) == [1]   # checked past an adjacent one


def test_vi_5_a_throw_is_cancelled_through_its_first_space_only():
    throw = FAR._replace(item="killer.dagger1")
    s = _in_the_way(throw)
    s.fig("X-b").cell = (4, -4)
    assert _pushed(s, "X-b", [(0, -2)]) == []
    assert _pushed(_in_the_way(throw), "X-b", [(0, -1)]) == [1]


def test_vi_5_off_the_lines_one_free_space_of_two_keeps_the_attack():
    """Distance 2 off the lines (Fig. 3): cancelled only when neither space is left; the
    attacker's own side does not block (l. 388)."""
    off = Pending(id=3, attacker="K", target="T-a", card=18, index=1, distance=2, base=2,
                  between=((0, -1), (1, -1)), need_one=True, origin=(0, 0))
    s = _in_the_way(off)
    s.fig("T-a").cell = (1, -2)
    assert _pushed(s, "X-b", [(0, -1)]) == []                     # (1, -1) still free
    s.fig("Y").cell = (1, -1)                                     # his ally there: still free
    assert _pushed(s, "X-b", [(0, -1)]) == []
    s.fig("Y").cell, s.fig("X-b").cell = (-3, 3), (1, -1)         # an opponent there: closed
    assert _pushed(s, "X-b", [(0, -1)]) == [3]


# ------------------------------------------------ I.5: a defeat in the middle of things

def _exchange_on(s, item=None, purpose="attack"):
    from rules.morituri.state import Exchange
    p = Pending(id=5, attacker="a1", target="b1", card=18, index=0, distance=1, base=2,
                origin=(0, 0), item=item)
    s.exchange = Exchange(id=6, purpose=purpose, pending=p, setter="a1", guesser="b1", lo=1, hi=6,
                          guesses_allowed=1)


def test_i_5_a_defeated_grappler_lets_go():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s.fig("a1").grapple, s.fig("b1").grapple = "b1", "a1"
    events = []
    combat.defeat(s, s.fig("b1"), events)
    assert s.fig("a1").grapple is None and kinds(events, "grapple", started=False)


def test_i_5_a_defeat_ends_the_exchange_he_is_in_and_a_thrown_item_falls_on_the_target():
    s = duel(a_cell=(0, 0), b_cell=(0, -2))
    _exchange_on(s, item="killer.dagger1")
    combat.defeat(s, s.fig("a1"), [])                               # the thrower, mid-flight
    assert s.exchange is None and ((0, -2), "killer.dagger1") in s.ground
    s = duel(a_cell=(0, 0), b_cell=(0, -2))
    _exchange_on(s)
    items = list(s.fig("b1").items())
    combat.defeat(s, s.fig("b1"), [])
    assert s.exchange is None and sorted(i for _, i in s.ground) == sorted(items)


def test_i_5_a_defeat_elsewhere_leaves_the_exchange_alone():
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "c1", "cell": [0, 3]}]})
    _exchange_on(s)
    combat.defeat(s, s.fig("c1"), [])
    assert s.exchange is not None and s.exchange.id == 6


# ------------------------------------------------ V.1: using special actions

def test_v_1_specials_add_their_bonuses_and_are_counted_per_use_and_per_opponent():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    k = s.fig("a1")                                                    # the killer, Condition 12
    events = []
    # Vanish (+2 moves, once) with Shadow Step (+1 move, price 1, twice a game): +3
    assert combat.use_specials(s, k, ["killer.vanish", "killer.shadow_step"], "movement", None, events) == 3
    assert k.used_specials == {"killer.vanish": 1, "killer.shadow_step": 1} and k.condition == full("killer") - 1
    assert [(e.special, e.price) for e in kinds(events, "special_used")] == [
        ("killer.vanish", 0), ("killer.shadow_step", 1)]
    assert combat.use_specials(s, k, ["killer.shadow_step"], "movement", None, []) == 1
    assert k.used_specials["killer.shadow_step"] == 2
    # Cold Blood (+1 guess, once per opponent): recorded against b1 only
    assert combat.use_specials(s, k, ["killer.cold_blood"], "guess", "b1", []) == 1
    assert k.per_opponent == {"killer.cold_blood": ("b1",)}
    assert combat.special_ok(k, "killer.cold_blood", "guess", "b1")
    assert combat.special_ok(k, "killer.cold_blood", "guess", "c1") is None
    # Precise Strike (+1 attack, counted: not an opponent's)
    assert combat.use_specials(s, k, ["killer.precise_strike"], "declare", "b1", []) == 1
    assert "killer.precise_strike" not in k.per_opponent


def test_v_1_once_per_opponent_means_each_opponent_once():
    import pytest
    from rules.core.engine import IllegalAction
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    k = s.fig("a1")
    combat.use_specials(s, k, ["killer.cold_blood"], "guess", "b1", [])
    with pytest.raises(IllegalAction, match="already used against b1"):
        combat.use_specials(s, k, ["killer.cold_blood"], "guess", "b1", [])
    combat.use_specials(s, k, ["killer.cold_blood"], "guess", "c1", [])
    assert k.per_opponent == {"killer.cold_blood": ("b1", "c1")}


def test_v_1_a_special_paid_with_the_last_condition_defeats_him():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    k = s.fig("a1")
    k.condition = 1
    events = []
    combat.use_specials(s, k, ["killer.shadow_step"], "movement", None, events)   # price 1
    assert not k.alive and kinds(events, "defeated", figure="a1") and s.finished


# ------------------------------------------------ IV: the next evaluation of a defence phase

def _defending(*pending, b_cell=(0, -1)):
    """b1 defends (his defence phase) against the attacks declared on him."""
    s = duel(a_cell=(0, 0), b_cell=b_cell)
    s.turn_idx = s.order.index("b1")
    s.pending = list(pending)
    return s


KICK = Pending(id=11, attacker="a1", target="b1", card=18, index=0, distance=1, base=2, origin=(0, 0))


def test_iv_nothing_queued_means_no_exchange_outside_a_defence_phase():
    s = _defending(KICK)
    assert combat.next_exchange(s, [], queue_only=True) is False and s.exchange is None
    assert combat.next_exchange(s, []) is True and s.exchange.pending == KICK


def test_iv_an_attack_of_a_defeated_attacker_is_skipped_and_the_next_one_evaluated():
    from rules.morituri.state import Pending as P
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "c1", "cell": [1, -1]}]})
    s.turn_idx = s.order.index("b1")
    dead_one = KICK
    live_one = P(id=12, attacker="c1", target="b1", card=7, index=0, distance=1, base=2, origin=(1, -1))
    s.pending = [dead_one, live_one]
    s.fig("a1").alive = False
    assert combat.next_exchange(s, []) is True
    assert s.exchange.pending == live_one and s.pending == [live_one]


def test_iv_3_a_throw_whose_target_left_its_distance_falls_on_his_space():
    throw = Pending(id=13, attacker="a1", target="b1", card=18, index=0, distance=2, base=2,
                    origin=(0, 0), item="killer.dagger1", between=((0, -1),))
    s = _defending(throw, b_cell=(0, -3))                              # pushed back, now 3 away
    events = []
    assert combat.next_exchange(s, events) is False
    assert ((0, -3), "killer.dagger1") in s.ground and kinds(events, "attack_cancelled", id=13)


def test_iv_7_no_guess_left_but_a_guessing_special_keeps_the_guess_open():
    s = _defending(KICK._replace(card=18, index=0))
    b = s.fig("b1")
    b.lying, b.lying_defends = True, False                             # no guess of his own
    assert combat.next_exchange(s, []) and s.exchange.guesses is None  # Sixth Sense, Cold Blood
    s = _defending(KICK)
    b = s.fig("b1")
    b.lying, b.lying_defends = True, False
    b.used_specials = {"killer.sixth_sense": 3}
    b.per_opponent = {"killer.cold_blood": ("a1",)}
    assert combat.next_exchange(s, []) and s.exchange.guesses == ()      # nothing to guess with


# ------------------------------------------------ V.4 / VI.5: a thrown weapon flying on

def _throwing(x_cell):
    """a1 (killer) threw a dagger at b1 next to him (Dagger throw, ideal distance 3); c1
    stands further along the line; an unrelated attack waits in the queue."""
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 1]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "c1", "cell": list(x_cell)}]})
    throw = Pending(id=21, attacker="a1", target="b1", card=11, index=0, distance=1, base=3,
                    defence_bonus=2, origin=(0, 1), item="killer.dagger1")
    waiting = Pending(id=22, attacker="b1", target="c1", card=18, index=0, distance=1, base=2)
    s.queue = [waiting]
    return s, throw, waiting


def test_v_4_a_guessed_throw_flies_on_and_hits_the_next_in_line_first():
    s, throw, waiting = _throwing((0, -2))
    events = []
    combat._thrown_item_lands(s, throw, combat.attack_of(s, throw), True, events)
    follow = s.queue[0]
    assert s.queue[1] == waiting and follow.id not in (21, 22)
    assert (follow.target, follow.distance, follow.defence_bonus, follow.between) == \
        ("c1", 3, 0, ((0, 0), (0, -1)))
    assert kinds(events, "item_flew", how="flew_on", landed=(0, -2))


def test_vi_5_stepping_into_a_throws_line_meets_it_first():
    s, throw, waiting = _throwing((3, -3))
    far = throw._replace(target="c1", distance=4, defence_bonus=9, between=((0, 0), (0, -1), (0, -2)))
    blow = Pending(id=23, attacker="a1", target="c1", card=18, index=1, distance=4, base=2,
                   between=((0, 0), (0, -1), (0, -2)), origin=(0, 1))
    s.pending = [blow, far]
    s.queue = [waiting]
    x = s.fig("b1")
    x.cell = (0, -1)                                       # ends his move on the line
    events = []
    combat.intercept_throws(s, x, events)
    assert s.pending == [blow] and s.queue[1] == waiting   # an ordinary blow is not met
    met = s.queue[0]
    assert met.id not in (21, 22, 23) and (met.target, met.distance, met.defence_bonus, met.between) == \
        ("b1", 2, 1, ((0, 0),))
    assert kinds(events, "attack_cancelled", id=21)


# ------------------------------------------------ III.9: declaring attacks

def _laid(card, figures=None, cells=((0, 0), (0, -1))):
    """a1 (killer) laid `card` this turn and used it: he may declare now."""
    s = new({"figures": figures or [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": list(cells[0])},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": list(cells[1])}]})
    f = s.fig("a1")
    f.current, f.laid_turn, s.did = card, s.turn_no, "use"
    return s, f


def test_iii_9_attacks_are_declared_only_standing_in_the_turn_the_card_is_used():
    s, f = _laid(18)
    assert ("b1", 0) in combat.declarable(s, f)
    f.lying = True
    assert combat.declarable(s, f) == []
    f.lying, s.did = False, "move"
    assert combat.declarable(s, f) == []


def test_iii_9_every_opponent_is_a_target_whoever_stands_first():
    figures = [{"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
               {"character": "swordswoman", "seat": "p1", "id": "y1", "cell": [1, 0]},
               {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1]},
               {"character": "swordswoman", "seat": "p3", "side": "p3", "id": "c1", "cell": [-1, 0]}]
    for first in range(4):
        s, f = _laid(18, figures=figures[first:] + figures[:first])
        s.figures.sort(key=lambda g: g.id != figures[first]["id"])
        assert {t for t, _ in combat.declarable(s, f)} == {"b1", "c1"}, first


def test_v_4_a_dagger_throw_goes_straight_an_off_line_target_is_out():
    s, f = _laid(11, cells=((0, 0), (0, -2)))                         # on a line, distance 2
    assert ("b1", 0) in combat.declarable(s, f)
    s, f = _laid(11, cells=((0, 0), (1, -2)))                         # off the lines
    assert ("b1", 0) not in combat.declarable(s, f)


def test_v_4_a_declared_dagger_throw_takes_one_dagger_from_the_hands():
    s, f = _laid(11, cells=((0, 0), (0, -2)))
    combat.declare(s, f, "b1", 0, (), [])
    assert f.hands == [None, "killer.dagger2"] and s.pending[-1].item == "killer.dagger1"
    assert s.pending[-1].between == ((0, -1),) and s.pending[-1].defence_bonus == abs(2 - 3)


def test_iv_3_an_off_line_blow_at_distance_2_needs_one_of_its_two_spaces():
    s, f = _laid(18, cells=((0, 0), (1, -2)))
    combat.declare(s, f, "b1", 1, (), [])
    p = s.pending[-1]
    assert p.need_one and set(p.between) == {(0, -1), (1, -1)}


def test_v_4_throwing_to_a_space_stops_at_an_opponent_not_at_a_friend():
    figures = [{"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
               {"character": "swordswoman", "seat": "p1", "id": "y1", "cell": [0, -1]},
               {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, 2]}]
    s, f = _laid(11, figures=figures)
    cells = {c for c, _ in combat.throw_cells(s, f)}
    assert (0, -2) in cells and (0, -3) in cells               # over his friend
    assert (0, 1) not in cells and (0, 3) not in cells         # too near; behind the opponent
