"""3.5 Special weapons, sentence by sentence, through the real engine (plans -> events)."""
import pytest

from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.ninja_arena import hooks, weapons
from rules.ninja_arena import RULESET as R
from tests.rules.ninja_arena.content_kit import S, damage, game, kinds, play


def duo(wa=None, wb=None, pa=(3, 3), fa="N", pb=(3, 4), fb="S", rows=None, **kw):
    a = dict(seat="p1", type="shadow", id="a", position=pa, facing=fa)
    b = dict(seat="p2", type="weaponmaster", id="b", position=pb, facing=fb)
    if wa:
        a["weapons"] = wa
    if wb:
        b["weapons"] = wb
    return game([a, b], rows=rows, **kw)


# ------------------------------------------------------------------------------- Sai

def test_3_5_sai_riposte_to_melee_breaks_the_opponents_weapon():
    st = duo(wb={"melee": "sai"})
    st, ev = play(st, {"b": [S("riposte")], "a": [S("melee", "forward")]})
    assert damage(ev, "b") == 2 and damage(ev, "a") == 1           # 2.5 riposte still applies
    assert st.ninja("a").melee is None
    lost = kinds(ev, "weapon_lost")
    assert [(e.figure, e.weapon, e.reason) for e in lost] == [("a", "sword", "broken")]
    assert not kinds(ev, "loot_placed")                              # discarded, not dropped


def test_3_5_sai_focused_melee_can_be_riposted_but_does_not_break():
    st = duo(wb={"melee": "sai"})
    st, ev = play(st, {"b": [S("riposte")], "a": [S("focused_melee")]})
    assert damage(ev, "b") == 2 and damage(ev, "a") == 1
    assert st.ninja("a").melee == "sword"


def test_3_5_sai_without_riposte_breaks_nothing():
    st = duo(wb={"melee": "sai"})
    st, ev = play(st, {"b": [S("dodge")], "a": [S("melee", "forward")]})
    assert damage(ev, "b") == 4 and st.ninja("a").melee == "sword"


def test_3_5_ruling_sai_of_a_blinded_defender_breaks_nothing():
    st = duo(wb={"melee": "sai"})
    st.ninja("b").blinded_until = 99
    st, ev = play(st, {"b": [S("riposte")], "a": [S("melee", "forward")]})
    assert damage(ev, "a") == 1 and st.ninja("a").melee == "sword"


# ------------------------------------------------------------------------------- Chain Sickle

def test_3_5_chain_sickle_focused_melee_may_target_diagonal_front():
    st = duo(wa={"melee": "chain_sickle"}, pb=(4, 4))
    st, ev = play(st, {"a": [S("focused_melee", target="b")]})
    assert damage(ev, "b") == 3
    assert kinds(ev, "melee_attack")[0].target_cell == (4, 4)


def test_3_5_chain_sickle_normal_melee_cannot_reach_the_diagonal():
    st = duo(wa={"melee": "chain_sickle"}, pb=(4, 4))
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 0 and kinds(ev, "melee_attack")[0].hit is False


def test_3_5_other_weapons_focused_melee_cannot_reach_the_diagonal():
    st = duo(wa={"melee": "sai"}, pb=(4, 4))
    st, ev = play(st, {"a": [S("focused_melee", target="b")]})
    assert damage(ev, "b") == 0


# ------------------------------------------------------------------------------- Nunchaku

@pytest.mark.parametrize("attack", ["melee", "focused_melee"])
def test_3_5_nunchaku_attacks_cannot_be_riposted(attack):
    st = duo(wa={"melee": "nunchaku"})
    slot = S("melee", "forward") if attack == "melee" else S("focused_melee")
    st, ev = play(st, {"b": [S("riposte")], "a": [slot]})
    assert damage(ev, "b") == 3 and damage(ev, "a") == 0
    assert not kinds(ev, "riposted")


# ------------------------------------------------------------------------------- Hand Claws

def test_3_5_hand_claws_two_attacks_regular_then_one():
    st = duo(wa={"melee": "hand_claws"})
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert [e.amount for e in kinds(ev, "damaged")] == [3, 1]
    assert st.ninja("b").life == 6


def test_3_5_hand_claws_second_blow_hits_any_target_in_the_focused_area():
    c = dict(seat="p3", type="shadow", id="c", position=(2, 3), facing="E")
    st = game([dict(seat="p1", type="weaponmaster", id="a", position=(3, 3), facing="N",
                    weapons={"melee": "hand_claws"}),
               dict(seat="p2", type="weaponmaster", id="b", position=(3, 4), facing="S"), c])
    st.ninja("b").life = 3                                # the first blow defeats b
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert [(e.figure, e.amount) for e in kinds(ev, "damaged")] == [("b", 3), ("c", 1)]


def test_3_5_hand_claws_second_blow_can_be_riposted():
    st = duo(wa={"melee": "hand_claws"})
    st, ev = play(st, {"b": [S("riposte")], "a": [S("melee", "forward")]})
    assert damage(ev, "b") == 2 + 1          # 3 -> 2 (half rounded up), 1 -> 1
    assert damage(ev, "a") == 2              # one for each parried blow
    assert len(kinds(ev, "riposted")) == 2


def test_3_5_hand_claws_broken_by_a_sai_on_the_first_blow_strike_no_second():
    st = duo(wa={"melee": "hand_claws"}, wb={"melee": "sai"})
    st, ev = play(st, {"b": [S("riposte")], "a": [S("melee", "forward")]})
    assert st.ninja("a").melee is None
    assert [e.amount for e in kinds(ev, "damaged") if e.figure == "b"] == [2]


def test_3_5_ruling_hand_claws_no_second_blow_after_a_miss():
    st = duo(wa={"melee": "hand_claws"}, pb=(2, 3), fb="E")     # b on a's left
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 0


def test_3_5_hand_claws_cannot_be_thrown():
    st = duo(wa={"melee": "hand_claws"})
    st, ev = play(st, {"a": [S("throw_melee")]})
    assert kinds(ev, "action_ignored")[0].reason.startswith("3.5")
    assert st.ninja("a").melee == "hand_claws" and damage(ev, "b") == 0


# ------------------------------------------------------------------------------- Glaive

def test_3_5_glaive_hits_the_unconcealed_space_at_distance_2():
    st = duo(wa={"melee": "glaive"}, pb=(3, 5))
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 5


def test_3_5_glaive_distance_2_only_if_unconcealed():
    rows = ["00000000"] * 3 + ["00010000"] + ["00000000"] * 4     # (3,4) level 1 between
    st = duo(wa={"melee": "glaive"}, pb=(3, 5), rows=rows)
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 0


def test_3_5_glaive_attacks_only_to_the_front():
    st = duo(wa={"melee": "glaive"}, pb=(4, 3), fb="W")
    st, ev = play(st, {"a": [S("melee", "right"), S("focused_melee", target="b")]})
    assert damage(ev, "b") == 0
    assert kinds(ev, "action_ignored")[0].reason.startswith("3.5")


def test_3_5_glaive_level_difference_still_at_most_1():
    rows = ["00000000"] * 2 + ["00020000"] + ["00000000"] * 5     # (3,5) level 2
    st = duo(wa={"melee": "glaive"}, pb=(3, 5), rows=rows)
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 0


def test_3_5_glaive_focused_melee_at_distance_2():
    st = duo(wa={"melee": "glaive"}, pb=(3, 5))
    st, ev = play(st, {"a": [S("focused_melee", target="b")]})
    assert damage(ev, "b") == 5


# ------------------------------------------------------------------------------- Cane

def test_3_5_cane_front_distance_1_or_2_unconcealed():
    st = duo(wa={"melee": "cane"}, pb=(3, 5))
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 3


def test_3_5_cane_sides_only_range_1():
    st = duo(wa={"melee": "cane"}, pb=(4, 3), fb="W")
    st, ev = play(st, {"a": [S("melee", "right")]})
    assert damage(ev, "b") == 3
    st = duo(wa={"melee": "cane"}, pb=(5, 3), fb="W")
    st, ev = play(st, {"a": [S("melee", "right"), S("focused_melee", target="b")]})
    assert damage(ev, "b") == 0


def test_3_5_cane_level_difference_at_most_1():
    rows = ["00000000"] * 2 + ["00020000"] + ["00000000"] * 5
    st = duo(wa={"melee": "cane"}, pb=(3, 5), rows=rows)
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert damage(ev, "b") == 0


# ------------------------------------------------------------------------------- Caltrops

def test_3_5_caltrops_counter_on_the_target_space_no_damage_from_the_throw():
    st = duo(wa={"ranged": "caltrops"}, pb=(6, 6))
    st, ev = play(st, {"a": [S("ranged", param=2)]})
    assert [(m.cell, m.kind, m.owner) for m in st.markers] == [((3, 5), "caltrops", "a")]
    assert st.ninja("a").ranged_uses == 2
    assert damage(ev, "b") == 0 and damage(ev, "a") == 0


def test_3_5_caltrops_one_damage_to_a_ninja_standing_there_each_action_round():
    st = duo(wa={"ranged": "caltrops"}, pb=(3, 5))
    st, ev = play(st, {"a": [S("ranged", target="b")]})
    assert [m.cell for m in st.markers] == [(3, 5)]
    assert [(e.figure, e.cause) for e in kinds(ev, "damaged")] == [("b", "caltrops")] * 3
    st, ev = play(st, {})
    assert damage(ev, "b") == 3 and len(st.markers) == 1             # not worn out


def test_3_5_caltrops_hurt_a_ninja_moving_through():
    st = duo(wa={"ranged": "caltrops"}, pb=(3, 6), fb="S")
    st, ev = play(st, {"a": [S("ranged", param=2), S("dodge")], "b": [S("dodge"), S("somersault", "forward")]})
    # b somersaults (3,6) -> (3,5) -> (3,4): through the caltrops on (3,5)
    assert st.ninja("b").pos == (3, 4)
    assert [(e.figure, e.cause) for e in kinds(ev, "damaged")] == [("b", "caltrops")]


def test_3_5_ruling_caltrops_hurt_once_per_round_entering_and_staying():
    st = duo(wa={"ranged": "caltrops"}, pb=(3, 6), fb="S")
    st, ev = play(st, {"a": [S("ranged", param=2), S("dodge")],
                       "b": [S("dodge"), S("step", "forward")]})
    # round 2: b steps onto the caltrops and stays there: 1 on entering, not again at the end
    # of that round; round 3: 1 more at the end of the round
    assert st.ninja("b").pos == (3, 5)
    assert [e.cause for e in kinds(ev, "damaged")] == ["caltrops", "caltrops"]


def test_3_5_caltrops_stack_on_one_space():
    st = duo(wa={"ranged": "caltrops"}, pb=(7, 7))
    st, ev = play(st, {"a": [S("ranged", param=1), S("ranged", param=1)]})
    assert [m.cell for m in st.markers] == [(3, 4), (3, 4)]
    st.ninja("b").pos = (3, 4)
    st, ev = play(st, {"b": [S("dodge")]})
    assert damage(ev, "b") == 2 * 3


def test_3_5_ruling_caltrops_target_space_must_be_unconcealed():
    rows = ["00000000"] * 3 + ["00020000"] + ["00000000"] * 4     # (3,4) level 2
    st = duo(wa={"ranged": "caltrops"}, pb=(7, 7), rows=rows)
    st, ev = play(st, {"a": [S("ranged", param=2)]})
    assert [m.cell for m in st.markers] == [(3, 4)]                  # the farthest unconcealed


# ------------------------------------------------------------------------------- Throwing Net

def test_3_5_throwing_net_hit_lays_the_counter_and_ignores_his_actions():
    st = duo(wa={"ranged": "throwing_net"}, pb=(3, 6))
    st, ev = play(st, {"a": [S("ranged")], "b": [S("turn_180"), S("step", "forward"), S("turn_left")]})
    assert damage(ev, "b") == 1                          # the net's own damage (ruling)
    assert st.ninja("b").netted and st.ninja("b").pos == (3, 6)
    assert [(m.cell, m.kind) for m in st.markers] == [((3, 6), "throwing_net")]
    assert [e.action for e in kinds(ev, "action_ignored")] == ["step", "turn_left"]


def test_3_5_throwing_net_dodge_stops_the_damage_not_the_net():
    st = duo(wa={"ranged": "throwing_net"}, pb=(3, 6))
    st, ev = play(st, {"a": [S("ranged")], "b": [S("dodge")]})
    assert damage(ev, "b") == 0 and st.ninja("b").netted


def test_3_5_throwing_net_destroyed_when_he_gets_damage():
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    weapons={"ranged": "throwing_net"}),
               dict(seat="p2", type="weaponmaster", id="b", position=(3, 6), facing="S"),
               dict(seat="p3", type="shadow", id="c", position=(0, 6), facing="E")])
    st, ev = play(st, {"a": [S("ranged")], "b": [S("turn_left"), S("turn_left")]})
    # round 1: his fast turn comes before the net; round 2: ignored
    assert st.ninja("b").netted and st.ninja("b").facing == 2
    assert [e.action for e in kinds(ev, "action_ignored")] == ["turn_left"]
    st, ev = play(st, {"c": [S("ranged")], "b": [S("turn_left"), S("turn_left")]})
    # round 1: b's turn ignored (fast), then c's stars hit him (normal): net destroyed
    assert [e.action for e in kinds(ev, "action_ignored")] == ["turn_left"]
    assert damage(ev, "b") == 2 and not st.ninja("b").netted and st.markers == ()
    assert st.ninja("b").facing == 0                              # round 2: turns again


def test_3_5_throwing_net_melee_attack_frees_him_without_damage():
    st = duo(wa={"ranged": "throwing_net"}, pb=(3, 4))
    st, ev = play(st, {"a": [S("ranged")]})
    assert st.ninja("b").netted and damage(ev, "b") == 1
    st, ev = play(st, {"b": [S("melee", "forward"), S("turn_left")]})
    assert damage(ev, "a") == 0
    assert not st.ninja("b").netted and st.markers == ()
    assert kinds(ev, "turned")                      # free again in the next action round


# ------------------------------------------------------------------------------- Dazzle Bombs

def test_3_5_dazzle_bombs_blind_all_opponents_within_2_incl_diagonal_and_concealed():
    rows = ["00000000"] * 3 + ["00030000"] + ["00000000"] * 4     # (3,4) level 3 in between
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    weapons={"ranged": "dazzle_bombs"}),
               dict(seat="p2", type="weaponmaster", id="b", position=(3, 5), facing="S"),
               dict(seat="p3", type="weaponmaster", id="c", position=(5, 1), facing="N"),
               dict(seat="p4", type="shadow", id="d", position=(6, 3), facing="W")], rows=rows)
    st, ev = play(st, {"a": [S("ranged")]})
    blinded = {e.figure for e in kinds(ev, "status") if e.status == "blinded" and e.on}
    assert blinded == {"b", "c"}                 # d is 3 spaces away
    assert st.ninja("a").ranged_uses == 1 and sum(e.amount for e in kinds(ev, "damaged")) == 0


def test_3_5_ruling_dazzle_bombs_spare_team_mates():
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    weapons={"ranged": "dazzle_bombs"}),
               dict(seat="p1", type="weaponmaster", id="m", position=(3, 4), facing="S"),
               dict(seat="p2", type="weaponmaster", id="b", position=(4, 4), facing="S"),
               dict(seat="p2", type="shadow", id="c", position=(7, 7), facing="S")],
              layer="professional", variants=["team"])
    st, ev = play(st, {"a": [S("ranged")]})
    assert {e.figure for e in kinds(ev, "status") if e.status == "blinded"} == {"b"}


def test_3_5_dazzle_bombs_blinded_for_3_action_rounds_weaponless():
    st = duo(wa={"ranged": "dazzle_bombs"}, pb=(3, 4))
    st, ev = play(st, {"a": [S("ranged")],
                       "b": [S("dodge"), S("melee", "forward"), S("ranged")]})
    # rounds 2 and 3: weaponless in melee (1 damage) and in ranged combat (ignored)
    assert [e.amount for e in kinds(ev, "damaged")] == [1]
    assert [e.action for e in kinds(ev, "action_ignored")] == ["ranged"]
    st, ev = play(st, {"b": [S("ranged"), S("melee", "forward")]})
    # round 4 is the third round after the throw: still blind; round 5: the sword again
    assert [e.action for e in kinds(ev, "action_ignored")] == ["ranged"]
    assert [e.amount for e in kinds(ev, "damaged")] == [4]
    assert [e.on for e in kinds(ev, "status") if e.status == "blinded"] == [False]


def test_3_5_dazzle_bombs_blinded_cannot_pick_up():
    from rules.ninja_arena.state import Loot
    st = duo(wa={"ranged": "dazzle_bombs"}, pb=(3, 4))
    st, ev = play(st, {"a": [S("ranged")]})
    st.loot = (Loot((3, 4), "glaive", None),)
    st, ev = play(st, {"b": [S("pick_up")]})
    assert kinds(ev, "action_ignored")[0].reason.startswith("3.4")
    assert st.ninja("b").melee == "sword"


def test_3_5_dazzle_bombs_dodge_does_not_stop_the_blinding():
    st = duo(wa={"ranged": "dazzle_bombs"}, pb=(3, 4))
    st, ev = play(st, {"b": [S("dodge")], "a": [S("ranged")]})
    assert st.ninja("b").blinded_until > st.round


# ------------------------------------------------------------------------------- Darts

def test_3_5_darts_one_damage_to_all_unconcealed_targets_in_the_3x3_area():
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    weapons={"ranged": "darts"}),
               dict(seat="p2", type="weaponmaster", id="b", position=(2, 4), facing="S"),
               dict(seat="p3", type="weaponmaster", id="c", position=(4, 6), facing="S"),
               dict(seat="p4", type="shadow", id="d", position=(3, 7), facing="S")])
    st, ev = play(st, {"a": [S("ranged")]})
    assert {e.figure: e.amount for e in kinds(ev, "damaged")} == {"b": 1, "c": 1}   # d: range 3
    assert len(kinds(ev, "ranged_attack")[0].cells) == 9
    assert st.ninja("a").ranged_uses == 4


def test_3_5_darts_concealment_per_column():
    rows = ["00000000"] * 3 + ["00100000"] + ["00000000"] * 4     # (2,4) level 1, left column
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    weapons={"ranged": "darts"}),
               dict(seat="p2", type="weaponmaster", id="b", position=(2, 5), facing="S"),
               dict(seat="p3", type="weaponmaster", id="c", position=(3, 5), facing="S"),
               dict(seat="p4", type="shadow", id="d", position=(3, 6), facing="S")], rows=rows)
    st, ev = play(st, {"a": [S("ranged")]})
    # b hides behind the level-1 block in its column; d behind c (a third ninja = one level)
    assert {e.figure for e in kinds(ev, "damaged")} == {"c"}


# ------------------------------------------------------------------------------- Shortbow

def test_3_5_shortbow_3_damage_4_applications_infinite_range():
    st = duo(wa={"ranged": "shortbow"}, pa=(3, 0), pb=(3, 7))
    assert st.ninja("a").ranged_uses == 4
    st, ev = play(st, {"a": [S("ranged")]})
    assert damage(ev, "b") == 3 and st.ninja("a").ranged_uses == 3


# ------------------------------------------------------------------------------- Throwing Spear

def test_3_5_throwing_spear_three_cards_hit_leaves_loot_on_the_space():
    st = duo(wa={"ranged": "throwing_spear"}, pa=(3, 0), pb=(3, 7))
    assert st.ninja("a").ranged_uses == 3
    st, ev = play(st, {"a": [S("ranged")]})
    assert damage(ev, "b") == 4
    assert [(l.cell, l.weapon, l.uses) for l in st.loot] == [((3, 7), "throwing_spear", 1)]
    assert st.ninja("a").ranged_uses == 2


def test_3_5_throwing_spear_miss_lands_on_the_last_unconcealed_space():
    rows = ["00000000"] * 2 + ["00020000"] + ["00000000"] * 5     # (3,5) level 2 blocks
    st = duo(wa={"ranged": "throwing_spear"}, pa=(3, 0), pb=(0, 7), rows=rows)
    st, ev = play(st, {"a": [S("ranged")]})
    assert [l.cell for l in st.loot] == [(3, 5)]      # the block itself is seen, beyond is not


def test_3_5_throwing_spear_last_spear_leaves_him_weaponless():
    st = duo(wa={"ranged": "throwing_spear"}, pa=(3, 0), pb=(0, 7))
    st, ev = play(st, {"a": [S("ranged"), S("ranged"), S("dodge")]})
    st, ev = play(st, {"a": [S("ranged")]})
    assert st.ninja("a").ranged is None
    assert [l.cell for l in st.loot] == [(3, 7)] * 3


def test_3_5_throwing_spear_pick_up_adds_a_spear():
    st = duo(wa={"ranged": "throwing_spear"}, pa=(3, 6), pb=(0, 7))
    st, ev = play(st, {"a": [S("ranged"), S("step", "forward")]})
    assert st.ninja("a").pos == (3, 7) and st.ninja("a").ranged_uses == 2
    st, ev = play(st, {"a": [S("pick_up")]})
    assert st.ninja("a").ranged_uses == 3 and st.loot == ()
    assert [e.uses for e in kinds(ev, "loot_picked")] == [3]          # spears now held


def test_3_5_throwing_spear_picking_up_another_ranged_weapon_discards_all_spears():
    from rules.ninja_arena.state import Loot
    st = duo(wa={"ranged": "throwing_spear"}, pb=(0, 7))
    st.loot = (Loot((3, 3), "shortbow", 2),)
    st, ev = play(st, {"a": [S("pick_up")]})
    a = st.ninja("a")
    assert (a.ranged, a.ranged_uses) == ("shortbow", 2)
    assert [(l.weapon, l.uses) for l in st.loot] == [("throwing_spear", 1)] * 3


def test_3_5_stars_holder_picks_up_a_spear_by_the_standard_exchange():
    from rules.ninja_arena.state import Loot
    st = duo(pb=(0, 7))
    st.loot = (Loot((3, 3), "throwing_spear", 1),)
    st, ev = play(st, {"a": [S("pick_up")]})
    assert (st.ninja("a").ranged, st.ninja("a").ranged_uses) == ("throwing_spear", 1)
    assert [(l.weapon, l.uses) for l in st.loot] == [("throwing_stars", 6)]


def test_3_5_all_weapon_cards_are_registered_from_data():
    for wid in ("sword", "throwing_stars", "sai", "chain_sickle", "nunchaku", "hand_claws",
                "glaive", "cane", "caltrops", "throwing_net", "dazzle_bombs", "darts",
                "shortbow", "throwing_spear"):
        w = hooks.weapon(wid)
        assert w.spec.id == wid
    assert hooks.weapon("glaive").reach == 2 and hooks.weapon("shortbow").reach is None


# ------------------------------------------------------------------------------- 3.1 set-up

def _four(special, seed=7):
    ps = [dict(seat=f"p{i}", type=t, special=special) for i, t in
          enumerate(("shadow", "weaponmaster", "shadow", "weaponmaster"), 1)]
    return game([dict(p, id=f"n{i}", position=(i, 0), facing="N") for i, p in enumerate(ps)],
                seed=seed)


def test_3_1_special_weapon_drawn_from_the_chosen_stack():
    st = _four("melee")
    ms = [n.melee for n in st.ninjas]
    assert len(set(ms)) == 4 and all(m in {w.id for w in weapons.data.special_weapons("melee")}
                                     for m in ms)
    assert all((n.ranged, n.ranged_uses) == ("throwing_stars", 6) for n in st.ninjas)
    st = _four("ranged")
    rs = [(n.ranged, n.ranged_uses) for n in st.ninjas]
    assert len({r for r, _ in rs}) == 4 and all(n.melee == "sword" for n in st.ninjas)
    for r, uses in rs:
        assert uses == weapons.data.weapon(r).applications


def test_3_1_draw_is_seeded_and_replays():
    a = [n.melee for n in _four("melee", seed=3).ninjas]
    assert a == [n.melee for n in _four("melee", seed=3).ninjas]
    assert any([n.melee for n in _four("melee", seed=s).ninjas] != a for s in range(4, 12))


def test_3_1_stacks_exclude_the_two_double_sided_spears():
    st = weapons.stacks()
    assert len(st["melee"]) == 6 and len(st["ranged"]) == 6
    assert st["ranged"].count("throwing_spear") == 1


def test_3_1_throwing_spear_gives_three_cards_as_applications():
    lo = weapons.equip("n", "throwing_spear")
    assert (lo["melee"], lo["ranged"], lo["ranged_uses"]) == ("sword", "throwing_spear", 3)
    assert lo["loot_counters"] == 3 and lo["weapon_counters"] == 0


def test_3_1_weapon_counters_only_for_net_and_caltrops():
    assert weapons.equip("n", "caltrops")["weapon_counters"] == 3
    assert weapons.equip("n", "throwing_net")["weapon_counters"] == 3
    assert weapons.equip("n", "glaive")["weapon_counters"] == 0
    assert weapons.equip("n", "glaive")["loot_counters"] == 1


def test_3_1_application_dice_one_per_limited_weapon():
    los = weapons.agreed_weapons({"a": "glaive", "b": "shortbow", "c": "throwing_spear"})
    # glaive: only the stars need a die; shortbow: one; spear: three cards, no die
    assert weapons.application_dice_needed(los) == 2


def test_3_1_alternative_set_up_agreed_weapons():
    st = game([dict(seat="p1", type="shadow", id="a", position=(1, 0), facing="N", special="cane"),
               dict(seat="p2", type="weaponmaster", id="b", position=(1, 7), facing="S",
                    special="darts")])
    assert (st.ninja("a").melee, st.ninja("b").ranged, st.ninja("b").ranged_uses) == \
        ("cane", "darts", 5)


def test_3_1_ruling_agreed_special_weapons_are_unique():
    with pytest.raises(BadSetup, match="both want the cane card"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), facing="N", special="cane"),
              dict(seat="p2", type="shadow", id="b", position=(1, 7), facing="S", special="cane")])


def test_3_1_bad_special_weapon_set_ups():
    with pytest.raises(BadSetup, match="3.1: special weapons belong to the advanced rules"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), special="melee"),
              dict(seat="p2", type="shadow", id="b", position=(1, 7))], layer="beginner")
    with pytest.raises(BadSetup, match="unknown weapon 'laser'"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), special="laser"),
              dict(seat="p2", type="shadow", id="b", position=(1, 7))])
    with pytest.raises(BadSetup, match="either weapons or special"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), special="melee",
                   weapons={"melee": "sai"}),
              dict(seat="p2", type="shadow", id="b", position=(1, 7))])


def test_3_1_deal_weapons_helper_uses_the_dice_only():
    d1, d2 = Dice.from_seed(5), Dice.from_seed(5)
    assert weapons.deal_weapons(d1, {"x": "melee", "y": "ranged"}) == \
        weapons.deal_weapons(d2, {"x": "melee", "y": "ranged"})
    assert d1.state == d2.state
    with pytest.raises(BadSetup, match="category must be 'melee' or 'ranged'"):
        weapons.deal_weapons(Dice.from_seed(1), {"x": "both"})


def test_3_1_drawn_weapons_are_in_the_public_view():
    st = _four("ranged")
    v = R.view(st, "p2")
    assert [x["ranged"] for x in v["ninjas"]] == [n.ranged for n in st.ninjas]


def test_3_5_ruling_caltrops_do_not_hurt_a_ninja_leaping_over_them():
    st = duo(wa={"ranged": "caltrops"}, pb=(7, 7))
    st, ev = play(st, {"a": [S("ranged", param=1), S("leap")]})
    assert [m.cell for m in st.markers] == [(3, 4)]
    assert st.ninja("a").pos == (3, 5) and damage(ev, "a") == 0
