"""Every Morituri ruling names an existing test, and RULINGS.md is up to date; and the tests
of the rulings not covered elsewhere."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from rules.morituri import turn
from rules.morituri.rulings import RULINGS, markdown
from tests.rules import rulings_checks as checks
from tests.rules.morituri.fights import (PACK, act, duel, exchange, first, idle_turn, kinds,
                                         new, plan_turn, rest, use)

HERE = Path(__file__).resolve().parent
PACKDIR = HERE.parents[2] / "rules" / "morituri"


def test_every_ruling_has_a_test():
    checks.every_ruling_has_a_test(RULINGS, HERE)


def test_rulings_are_complete_entries():
    checks.rulings_are_complete_entries(RULINGS)


def test_rulings_markdown_is_generated_from_the_list():
    checks.markdown_is_generated(PACKDIR / "RULINGS.md", markdown())


# ----------------------------------------------------------------------------- the rulings

def test_i_3_default_equipment_is_authored_and_may_be_chosen():
    s = new()
    k, b = s.figures
    assert (k.hands, k.worn, k.stored) == (["killer.dagger1", "killer.dagger2"], ["killer.cloak"],
                                           ["killer.chain"])
    assert (b.hands, b.worn) == (["barbarian.sword", "barbarian.shield"], ["barbarian.helmet"])
    s = duel(a={"hands": ["killer.chain", None], "worn": []})
    assert sorted(s.fig("a1").stored) == ["killer.cloak", "killer.dagger1", "killer.dagger2"]


def test_i_3_cloak_worn_gives_defence_held_does_not():
    from rules.morituri import equipment as eq
    worn = duel().fig("a1")
    held = duel(a={"hands": ["killer.cloak", "killer.dagger1"], "worn": []}).fig("a1")
    assert (eq.defence(worn), eq.defence(held)) == (6, 5)


def test_ii_1_first_figure_of_the_setup_begins():
    s = new({"figures": [{"character": "barbarian", "seat": "p2"},
                         {"character": "killer", "seat": "p1"}]})
    assert s.active.id == "barbarian" and PACK.to_act(s) == frozenset({"p2"})


def test_ii_2_fight_ends_without_winner_after_the_round_limit():
    s = new({"round_limit": 1})
    s = idle_turn(s, "p1")
    assert not PACK.outcome(s).finished
    s = idle_turn(s, "p2")
    out = PACK.outcome(s)
    assert out.finished and out.winners == () and "1 combat rounds" in out.reason


def test_ii_4_hand_and_stored_items_are_hidden_from_the_others():
    s = new()
    other = next(f for f in PACK.view(s, "p2")["figures"] if f["id"] == "killer")
    own = next(f for f in PACK.view(s, "p1")["figures"] if f["id"] == "killer")
    assert "stored" not in other and other["stored_count"] == 1 and other["hand_count"] == 22
    assert own["stored"] == ["killer.chain"]
    assert all(m["figure"] != "killer" for m in PACK.view(s, "p2")["mine"])


def test_iv_7_guesses_are_secret_until_the_die_is_revealed():
    s = duel(a_cell=(0, 0), b_cell=(0, -1))
    s = plan_turn(s, "p1", 7)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")
    s = act(s, "p2", A.Guess(values=(3,)))
    assert PACK.view(s, "p2")["exchange"]["guesses"] == [3]
    assert "guesses" not in PACK.view(s, "p1")["exchange"]
    assert PACK.view(s, "p1")["exchange"]["guessed"] is True
    events = []
    s = act(s, "p1", A.SetDie(value=3), events)
    assert kinds(events, "attack_resolved")[0].guesses == (3,)


def test_iv_4_bonuses_are_fixed_when_the_attack_is_declared():
    s = duel("barbarian", "killer", (0, 0), (0, -1), a={"worn": ["barbarian.helmet"]})
    s = plan_turn(s, "p1", 22)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s.fig("a1").worn = []                                  # helmet off afterwards: no matter
    s = first(s, "p2")
    events = []
    s = exchange(s, 1, (), events)
    assert kinds(events, "attack_resolved")[0].strength == 2 - 1 + 1


def test_v_1_movement_special_adds_nothing_where_no_movement_is_allowed():
    s = duel("barbarian", "killer", (0, 2), (0, -3))
    s = first(s, "p1")
    s = act(s, "p1", A.Equip(hands=("barbarian.sword", None), worn=("barbarian.helmet",)))
    assert s.active.id == "b1"                            # no movement phase after re-equipping
    s2 = duel("barbarian", "killer", (0, 2), (0, -3))
    s2 = first(s2, "p1")
    s2 = act(s2, "p1", A.Pass())
    s2.fig("a1").retreated = True
    with pytest.raises(IllegalAction, match="V.1"):
        act(s2, "p1", A.Move(path=((0, 1),), specials=("barbarian.quick_jumps",)))


def test_iv_10_strangling_second_attack_follows_a_successful_first():
    s = duel("killer", "barbarian", (0, 0), (0, -1), a={"hands": ["killer.chain", None], "worn": []},
             b={"worn": []})
    s = plan_turn(s, "p1", 16)
    s = idle_turn(s, "p2")
    s = first(s, "p1", use())
    s = rest(s, "p1", declare=A.Declare(target="b1"))
    s = first(s, "p2")
    events = []
    s = exchange(s, 4, (), events)                        # 2 + 4 = 6 vs Strength 4
    assert s.exchange is not None and s.exchange.guesses_allowed == 1   # the angular attack
    s = exchange(s, 4, (), events)                        # 0 + 4x2 = 8 vs 4 + 5 = 9: defended
    r = kinds(events, "attack_resolved")
    assert [x.against for x in r] == ["strength", "sum"] and r[1].against_value == 9
    # a failed first attack: no second one
    s2 = duel("killer", "barbarian", (0, 0), (0, -1),
              a={"hands": ["killer.chain", None], "worn": []})
    s2 = plan_turn(s2, "p1", 16)
    s2 = idle_turn(s2, "p2")
    s2 = first(s2, "p1", use())
    s2 = rest(s2, "p1", declare=A.Declare(target="b1"))
    s2 = first(s2, "p2")
    s2 = exchange(s2, 1, ())
    assert s2.exchange is None


def test_iii_4_picking_up_an_item_withdraws_the_action_when_the_free_hand_is_gone():
    s = duel(a={"hands": ["killer.dagger1", None], "worn": []})
    s.ground.append(((0, -1), "killer.dagger2"))           # an adjacent space
    s = plan_turn(s, "p1", 10)
    s = idle_turn(s, "p2")
    assert A.Use(option="planned", pick="killer.dagger2") in PACK.legal_actions(s, "p1")
    events = []
    s = act(s, "p1", A.Use(option="planned", pick="killer.dagger2"), events)
    f = s.fig("a1")
    assert f.hands == ["killer.dagger1", "killer.dagger2"] and not s.ground
    assert f.current is None and kinds(events, "action_withdrawn", card=10)


def test_determinize_redraws_other_rows_and_leaves_the_state_alone():
    from rules.core.dice import Dice
    s = duel()
    s = plan_turn(s, "p1", 6)
    s = plan_turn(s, "p2", 7)
    before = PACK.snapshot(s)
    d = PACK.determinize(s, "p2", Dice.from_seed(3))
    assert PACK.snapshot(s) == before
    assert d.fig("b1").row == [7] and len(d.fig("a1").row) == 1
    rows = {tuple(PACK.determinize(s, "p2", Dice.from_seed(k)).fig("a1").row) for k in range(30)}
    assert len(rows) > 5


def test_v_7_a_character_who_just_fell_defends_until_he_decides():
    from rules.morituri import cards
    from rules.morituri.combat import fall, guesses_against
    s = duel()
    b = s.fig("b1")
    fall(s, b, [])
    assert b.lying and guesses_against(s, b, cards.deck("killer").card(7).attacks[0]) == 1


def test_iv_3_attack_on_a_target_pushed_out_of_reach_comes_to_nothing():
    t = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p1", "id": "a2", "cell": [1, -1]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [0, -1],
         "worn": [], "hands": ["barbarian.sword", None]}],
        "order": ["a1", "a2", "b1"]})
    t = plan_turn(t, "p1", 13)
    t = plan_turn(t, "p1", 6)
    t = idle_turn(t, "p2")
    t = first(t, "p1", use())
    t = rest(t, "p1", declare=A.Declare(target="b1"))
    t = first(t, "p1", use())
    t = rest(t, "p1", declare=A.Declare(target="b1"))
    t = first(t, "p2")
    events = []
    t = exchange(t, 3, (), events)                         # 2 + 3 = 5 vs 4: pushed to (0,-2)
    assert t.fig("b1").cell == (0, -2)
    assert kinds(events, "attack_cancelled") and t.exchange is None   # (1,-1) is not adjacent


def test_iii_9_attacks_only_at_characters_of_other_sides():
    from rules.morituri import combat
    s = new({"figures": [
        {"character": "killer", "seat": "p1", "id": "a1", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p1", "id": "a2", "cell": [0, -1]},
        {"character": "barbarian", "seat": "p2", "id": "b1", "cell": [1, 0]}],
        "order": ["a1", "b1", "a2"]})
    f = s.fig("a1")
    f.current, f.laid_turn, s.did = 6, s.turn_no, "use"
    assert {t for t, _ in combat.declarable(s, f)} == {"b1"}
