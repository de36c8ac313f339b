"""4D Concentration and 4E: attacking with the Mage breaks his prepared spell and his
concentration; defending himself breaks neither (staged positions, STAGES.md)."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena.actions import Cast, EndPhase, Fight
from tests.rules.chaos_arena.kit import dice_for


def _staged(current, prepared, **figures):
    pos = {"current": current, "prepared": prepared,
           "figures": {"good-mage": [0, 5], "evil-mage": [0, -5], **figures}}
    return PACK.new_game({"board": "chaos-arena", "spells": {
        "p1": ["wave-em", "selebungol-shock", "armadilko-cover", "tortuga-testudo", "zappo-bolt",
               "claymore-ap", "kablammo-fireball"]}, "position": pos}, 1)


def test_4e_attacking_with_the_mage_breaks_the_prepared_spell_unseen():
    s = _staged("p1", {"p1": "zappo-bolt"}, **{"evil-scout-1": [1, 4]})
    s.dice = Dice(dice_for([6, 1]))
    s2, evs = PACK.apply(s, "p1", Fight(attackers=("good-mage",), defenders=("evil-scout-1",)))
    broken = [e for e in evs if e.kind == "spell_broken"]
    assert broken and broken[0].cause == "the Mage attacked" and "zappo" not in str(broken)
    assert s2.prepared["p1"] is None and s2.broken["p1"] == 1
    assert "zappo-bolt" not in s2.hands["p1"]                      # discarded, not back in hand


def test_4d_a_concentrating_mage_may_defend_himself_without_breaking_anything():
    # p1's Mage casts Armadilko's cover on his Warrior (held by concentration) and prepares
    # nothing; in p2's turn the Evil Scout attacks him
    s = _staged("p1", {"p1": "armadilko-cover"}, **{"good-warrior-1": [1, 3],
                                                      "evil-scout-1": [1, 4]})
    s.dice = Dice(dice_for([6]))                                    # no chaos card
    s, _ = PACK.apply(s, "p1", EndPhase())
    s, _ = PACK.apply(s, "p1", Cast(target="good-warrior-1"))
    s, _ = PACK.apply(s, "p1", EndPhase())                          # 4E: nothing prepared
    s, _ = PACK.apply(s, "p2", PACK.legal_actions(s, "p2")[0])      # 4A: a new character
    s.dice = Dice(dice_for([1, 6]))
    s2, evs = PACK.apply(s, "p2", Fight(attackers=("evil-scout-1",), defenders=("good-mage",)))
    assert [e for e in evs if e.kind == "combat"][0].result == "defenders"
    assert [a.spell for a in s2.active] == ["armadilko-cover"]
    assert not [e for e in evs if e.kind in ("spell_ended", "spell_broken")]


def test_4e_a_mage_preparing_a_spell_may_defend_himself_the_spell_stays_on_the_altar():
    s = _staged("p2", {"p1": "zappo-bolt"}, **{"evil-scout-1": [1, 4]})
    s.dice = Dice(dice_for([1, 6]))
    s2, evs = PACK.apply(s, "p2", Fight(attackers=("evil-scout-1",), defenders=("good-mage",)))
    assert [e for e in evs if e.kind == "combat"][0].result == "defenders"
    assert s2.prepared["p1"] == "zappo-bolt" and not [e for e in evs if e.kind == "spell_broken"]
