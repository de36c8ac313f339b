"""Clauses of the rulebook that the audit (rules/chaos_arena/AUDIT.md) found without a test of
their own; each test names its line in ../shared/rulebooks/chaos-arena.txt."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.chaos_arena import actions as A
from rules.chaos_arena import data
from rules.chaos_arena.actions import Cast, EndPhase, Fight, Move, Prepare, Swap
from rules.chaos_arena.life import damage
from tests.rules.chaos_arena.kit import PACK, act, fig, game, hex_board, kinds, place
from tests.rules.chaos_arena.test_4d_spells import ready


def test_3_set_up_sides_first_player_healthy_cards_three_arrows_and_a_shuffled_deck():
    # l. 93-97, 104: shuffled Chaos Cards, a side each, healthy side up, three arrow counters on
    # each archer card; the players decide who starts
    s = PACK.new_game({"board": hex_board(), "sides": {"p1": "evil", "p2": "good"},
                       "first": "p2"}, 5)
    assert s.side_of == {"p1": "evil", "p2": "good"} and s.current == "p2"
    assert all(f.seat == ("p1" if f.side == "evil" else "p2") for f in s.figs)
    assert all(f.lives == f.card.lives and not f.wounded for f in s.figs)
    assert {f.id: f.arrows for f in s.figs if f.type == "archer"} == {
        "good-archer-1": 3, "good-archer-2": 3, "evil-archer-1": 3, "evil-archer-2": 3}
    assert sorted(s.deck) == sorted(data.printed_chaos_cards()) and s.deck != sorted(s.deck)
    assert PACK.new_game({"board": hex_board()}, 6).deck != s.deck     # each game its own order


def test_4b_a_group_member_touching_no_enemy_cannot_join():
    # l. 175 (and the example, l. 181: the Archer who touches no enemy cannot take part)
    s = place(game(), {"good-warrior-1": (0, 1), "good-archer-1": (0, 3), "evil-knight": (0, 0)})
    with pytest.raises(IllegalAction, match="4B: good-archer-1 touches no enemy"):
        act(s, Fight(attackers=("good-warrior-1", "good-archer-1"), defenders=("evil-knight",)))
    assert fig(s, "evil-knight").lives == 2 and not fig(s, "good-warrior-1").attacked


def test_4b_items_are_swapped_before_or_after_moving():
    # l. 230: "anytime during the Action Phase either before or after but not during movement"
    # (a move is one action, so nothing can happen during it)
    s = place(game(), {"good-warrior-1": (0, 0), "good-scout-1": (1, 0)})
    fig(s, "good-warrior-1").item = "light-elfy-sword"
    s, _ = act(s, Swap(a="good-warrior-1", b="good-scout-1"))           # before moving
    s, _ = act(s, Move(figure="good-scout-1", to=(1, -1)))              # still touching
    s, _ = act(s, Swap(a="good-scout-1", b="good-warrior-1"))           # after moving
    assert fig(s, "good-warrior-1").item == "light-elfy-sword" and fig(s, "good-scout-1").item is None


def test_4c_an_item_is_never_thrown_away():
    # l. 251: no action drops an item (not even a useless one); it is only swapped, or lost to a
    # karma card
    kinds_of_action = {cls.model_fields["kind"].default for cls in vars(A).values()
                       if isinstance(cls, type) and "kind" in getattr(cls, "model_fields", {})}
    assert not {k for k in kinds_of_action if "drop" in k or "discard" in k or "throw" in k}
    s = place(game(), {"good-warrior-1": (0, 0)})
    fig(s, "good-warrior-1").item = "soggy-matches"
    for a in PACK.legal_actions(s, "p1"):
        s2, _ = act(s, a)
        if fig(s2, "good-warrior-1").status == "arena" and a.kind != "swap":
            assert fig(s2, "good-warrior-1").item == "soggy-matches", a


def test_4d_the_cast_spell_is_announced_instants_discarded_lasting_ones_stay():
    # l. 278: face up, its name announced; l. 284: an instant is discarded after its effect;
    # l. 286: a lasting one stays with the Mage or the target
    s = ready("zappo-bolt", {"evil-scout-1": (0, 2)})
    s2, evs = act(s, Cast(target="evil-scout-1"))
    assert kinds(evs, "spell_cast", seat="p1", spell="zappo-bolt", target="evil-scout-1")
    assert PACK.view(s2, "p2")["cast"]["p1"] == ["zappo-bolt"] and not s2.active
    s = ready("tortuga-testudo", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    assert PACK.view(s2, "p2")["active"] == [
        {"spell": "tortuga-testudo", "caster": "p1", "target": "good-warrior-1"}]


def test_6_petrov_the_mage_is_transported_the_moment_the_spell_is_revealed():
    # l. 336: the move follows the reveal at once, before anything else happens
    s = ready("petrov-passage")
    _, evs = act(s, Cast(cell=(0, 0)))
    order = [e.kind for e in evs]
    assert order[order.index("spell_cast") + 1] == "moved"
    assert kinds(evs, "moved", figure="good-mage", path=((0, 5), (0, 0)), how="teleport")


def test_6_a_gibbering_possession_ceases_when_its_mage_prepares_another_spell_or_dies():
    # l. 346: "it ceases to exist at the moment it's controlling Mage moves, attacks, decides to
    # cast another spell or dies. Remove the character from play."
    s = ready("moorcock-possession", {"evil-warrior-1": (0, 2)})
    s2, _ = act(s, Cast(target="evil-warrior-1"))
    assert fig(s2, "evil-warrior-1").possessed == "p1" and s2.phase == "prepare"
    s3, evs = act(s2, Prepare(spell="claymore-ap"))
    assert fig(s3, "evil-warrior-1").status == "removed" and not s3.active
    evs = []
    s2.fig("good-mage").lives = 1
    damage(s2, s2.fig("good-mage"), 1, "test", evs)
    assert fig(s2, "evil-warrior-1").status == "removed"
