"""4.1 set-up of the skills and 4.2 special skills, through the real engine."""
import json

import pytest

from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.ninja_arena import RULESET as R
from rules.ninja_arena import skills
from tests.rules.ninja_arena.content_kit import S, damage, game, kinds, play

PRO = "professional"


def duo(skill_a, pa=(3, 3), fa="N", pb=(3, 4), fb="N", rows=None, type_a=None, wa=None,
        opts=None, **kw):
    t = type_a or ("shadow" if skill_a in ("assassination", "leaping_attack", "acrobatics")
                   else "weaponmaster")
    a = dict(seat="p1", type=t, id="a", position=pa, facing=fa, skill=skill_a)
    if wa:
        a["weapons"] = wa
    if opts:
        a["skill_options"] = opts
    b = dict(seat="p2", type="weaponmaster" if t == "shadow" else "shadow", id="b",
             position=pb, facing=fb)
    return game([a, b], rows=rows, layer=PRO, **kw)


SPECIAL = S("special")


# ------------------------------------------------------------------------------- Assassination

def test_4_2_assassination_from_behind_deals_his_remaining_life():
    st = duo("assassination")                      # b at (3,4) faces N: back turned to a
    st.ninja("b").life = 7
    st, ev = play(st, {"a": [SPECIAL]})
    assert damage(ev, "b") == 7 and not st.ninja("b").alive
    assert kinds(ev, "skill_used")[0].skill == "assassination"


def test_4_2_assassination_one_level_lower_allowed_two_not():
    rows = ["00000000"] * 4 + ["00010000"] + ["00000000"] * 3      # a on (3,3) level 1
    st, ev = play(duo("assassination", rows=rows), {"a": [SPECIAL]})
    assert not st.ninja("b").alive
    rows = ["00000000"] * 4 + ["00020000"] + ["00000000"] * 3
    st, ev = play(duo("assassination", rows=rows), {"a": [SPECIAL]})
    assert st.ninja("b").alive and kinds(ev, "action_ignored")[0].reason.startswith("4.2")


def test_4_2_assassination_not_from_a_higher_victim():
    rows = ["00000000"] * 3 + ["00010000"] + ["00000000"] * 4      # b on (3,4) level 1
    st, ev = play(duo("assassination", rows=rows), {"a": [SPECIAL]})
    assert st.ninja("b").alive


@pytest.mark.parametrize("fb", ["S", "E", "W"])
def test_4_2_assassination_needs_his_back_turned(fb):
    st, ev = play(duo("assassination", fb=fb), {"a": [SPECIAL]})
    assert st.ninja("b").alive and damage(ev, "b") == 0


def test_4_2_ruling_assassination_cannot_be_riposted():
    st, ev = play(duo("assassination"), {"b": [S("riposte")], "a": [SPECIAL]})
    assert not st.ninja("b").alive and damage(ev, "a") == 0


def test_4_2_ruling_assassination_is_slow_normal_actions_come_first():
    st, ev = play(duo("assassination"), {"a": [SPECIAL], "b": [S("step", "forward")]})
    assert st.ninja("b").alive and st.ninja("b").pos == (3, 5)


# ------------------------------------------------------------------------------- Leaping attack

def test_4_2_leaping_attack_forward_and_down_then_melee():
    rows = ["00000000"] * 4 + ["00030000"] + ["00000000"] * 3      # a on level 3
    st, ev = play(duo("leaping_attack", pb=(3, 5), fb="S", rows=rows), {"a": [SPECIAL]})
    a = st.ninja("a")
    assert a.pos == (3, 4) and a.life == 10                       # no clumsy damage
    assert not kinds(ev, "clumsy") and a.dazed_round < 0
    assert damage(ev, "b") == 4 and kinds(ev, "melee_attack")[0].target == "b"


def test_4_2_leaping_attack_melee_to_the_side_of_the_die():
    st, ev = play(duo("leaping_attack", pb=(2, 4), fb="E"), {"a": [S("special")]})
    assert st.ninja("a").pos == (3, 4) and damage(ev, "b") == 0
    st, ev = play(duo("leaping_attack", pb=(2, 4), fb="E"),
                  {"a": [S("special", param="left")]})
    assert damage(ev, "b") == 4


def test_4_2_ruling_leaping_attack_cannot_go_up():
    rows = ["00000000"] * 3 + ["00010000"] + ["00000000"] * 4
    st, ev = play(duo("leaping_attack", pb=(3, 5), fb="S", rows=rows), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 3) and kinds(ev, "action_ignored")


# ------------------------------------------------------------------------------- Acrobatics

def test_4_2_acrobatics_two_spaces_over_any_levels_without_drop_damage():
    rows = ["00000000"] * 3 + ["00030000"] + ["00000000"] * 4      # level 3 wall on (3,4)
    st, ev = play(duo("acrobatics", pb=(7, 7), rows=rows), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 5) and st.ninja("a").life == 10
    rows = ["00000000"] * 2 + ["00020000"] + ["00000000"] * 5      # up two levels onto (3,5)
    st, ev = play(duo("acrobatics", pb=(7, 7), rows=rows), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 5)
    rows = ["00000000"] * 4 + ["00030000"] + ["00000000"] * 3      # down three levels
    st, ev = play(duo("acrobatics", pb=(7, 7), rows=rows), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 5) and st.ninja("a").life == 10 and not kinds(ev, "clumsy")


def test_4_2_acrobatics_opponent_on_the_jumped_space_ignores_the_action():
    st, ev = play(duo("acrobatics", pb=(3, 4)), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 3) and kinds(ev, "action_ignored")
    assert not kinds(ev, "duel")


def test_4_2_acrobatics_opponent_on_the_target_one_space_and_a_duel():
    st, ev = play(duo("acrobatics", pb=(3, 5), fb="S"), {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 4)
    d = kinds(ev, "duel")[0]
    assert (d.figure, d.opponent, d.damage_to_figure, d.damage_to_opponent) == ("a", "b", 2, 2)


def test_4_2_ruling_acrobatics_over_a_team_mate():
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    skill="acrobatics"),
               dict(seat="p1", type="weaponmaster", id="m", position=(3, 4), facing="N"),
               dict(seat="p2", type="shadow", id="b", position=(7, 7), facing="S"),
               dict(seat="p2", type="weaponmaster", id="c", position=(0, 7), facing="S")],
              layer=PRO, variants=["team"])
    st, ev = play(st, {"a": [SPECIAL]})
    assert st.ninja("a").pos == (3, 5)


# ------------------------------------------------------------------------------- Reflexes

def test_4_2_reflexes_ranged_from_front_half_damage_assailant_one():
    st = duo("reflexes", fa="N", pb=(3, 6), fb="S", wa=None)
    st, ev = play(st, {"a": [SPECIAL], "b": [S("ranged")]})
    assert damage(ev, "a") == 1 and damage(ev, "b") == 1          # stars 2 -> 1, counter 1
    assert kinds(ev, "guard")[0].guard == "reflexes"


def test_4_2_reflexes_from_the_side_too_not_from_behind():
    st = duo("reflexes", fa="E", pb=(3, 6), fb="S")
    st, ev = play(st, {"a": [SPECIAL], "b": [S("ranged")]})
    assert damage(ev, "a") == 1 and damage(ev, "b") == 1
    st = duo("reflexes", fa="S", pb=(3, 6), fb="S")
    st, ev = play(st, {"a": [SPECIAL], "b": [S("ranged")]})
    assert damage(ev, "a") == 2 and damage(ev, "b") == 0


def test_4_2_reflexes_no_status_effects():
    b = dict(seat="p2", type="shadow", id="b", position=(3, 6), facing="S",
             weapons={"ranged": "throwing_net"})
    st = game([dict(seat="p1", type="weaponmaster", id="a", position=(3, 3), facing="N",
                    skill="reflexes"), b], layer=PRO)
    st, ev = play(st, {"a": [SPECIAL], "b": [S("ranged")]})
    assert not st.ninja("a").netted and damage(ev, "a") == 1 and damage(ev, "b") == 1


def test_4_2_reflexes_only_this_action_round():
    st = duo("reflexes", fa="N", pb=(3, 6), fb="S")
    st, ev = play(st, {"a": [SPECIAL], "b": [S("dodge"), S("ranged")]})
    assert damage(ev, "a") == 2 and damage(ev, "b") == 0


def test_4_2_reflexes_does_not_touch_melee():
    st = duo("reflexes", fa="N", pb=(3, 4), fb="S")
    st, ev = play(st, {"a": [SPECIAL], "b": [S("melee", "forward")]})
    assert damage(ev, "a") == 4 and damage(ev, "b") == 0


# ------------------------------------------------------------------------------- Berserker

def test_4_2_berserker_melee_front_plus_two_and_one_to_himself():
    st, ev = play(duo("berserker", fb="S"), {"a": [SPECIAL]})
    assert damage(ev, "b") == 6 and damage(ev, "a") == 1
    assert [e.cause for e in kinds(ev, "damaged")] == ["melee", "berserker"]


def test_4_2_berserker_miss_no_self_damage():
    st, ev = play(duo("berserker", pb=(5, 5)), {"a": [SPECIAL]})
    assert damage(ev, "a") == 0 and damage(ev, "b") == 0


def test_4_2_berserker_riposted_still_a_hit():
    st, ev = play(duo("berserker", fb="S"), {"b": [S("riposte")], "a": [SPECIAL]})
    assert damage(ev, "b") == 3 and damage(ev, "a") == 2          # riposte 1 + berserker 1


def test_4_2_ruling_berserker_weaponless_deals_only_one():
    st = duo("berserker", fb="S")
    st.ninja("a").melee = None
    st, ev = play(st, {"a": [SPECIAL]})
    assert damage(ev, "b") == 1 and damage(ev, "a") == 1


def test_3_5_ruling_netted_berserker_is_ignored():
    st = duo("berserker", fb="S")
    st.ninja("a").netted = True
    st, ev = play(st, {"a": [SPECIAL]})
    assert damage(ev, "b") == 0 and st.ninja("a").netted
    assert kinds(ev, "action_ignored")[0].reason.startswith("3.5")


# ------------------------------------------------------------------------------- Arsenal

def test_4_2_arsenal_passive_weapon_cannot_be_used_until_swapped():
    st = duo("arsenal", fb="S", opts={"weapon": "glaive"})
    assert st.ninja("a").extra["arsenal"] == ("glaive", None)
    st, ev = play(st, {"a": [S("melee", "forward"), SPECIAL]})
    assert [e.weapon for e in kinds(ev, "melee_attack")] == ["sword"]
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert st.ninja("a").melee == "glaive" and damage(ev, "b") == 5
    assert st.ninja("a").extra["arsenal"] == ("sword", None)


def test_4_2_arsenal_swap_events_set_the_card_aside_without_loot():
    st = duo("arsenal", opts={"weapon": "glaive"})
    st, ev = play(st, {"a": [SPECIAL]})
    assert [(e.weapon, e.reason) for e in kinds(ev, "weapon_lost")] == [("sword", "passive")]
    assert [(e.weapon, e.dropped) for e in kinds(ev, "loot_picked")] == [("glaive", None)]
    assert not kinds(ev, "loot_placed") and st.loot == ()


def test_4_2_arsenal_passive_weapon_is_open_to_everyone():
    st = duo("arsenal", opts={"weapon": "glaive"})
    assert R.view(st, "p2")["ninjas"][0]["passive_weapon"] == "glaive"
    assert R.view(st, "p2")["ninjas"][1]["passive_weapon"] is None


def test_4_4_secret_arsenal_passive_weapon_hidden_until_first_use():
    st = game([dict(seat="p1", type="weaponmaster", id="a", position=(3, 3), facing="N",
                    skill="arsenal", skill_options={"weapon": "cane"}),
               dict(seat="p2", type="shadow", id="b", position=(7, 7), facing="S")],
              layer=PRO, variants=["secret_skills"])
    assert R.view(st, "p2")["ninjas"][0]["passive_weapon"] is None
    assert R.view(st, "p1")["ninjas"][0]["passive_weapon"] == "cane"
    assert "cane" not in json.dumps(R.view(st, "p2"))


def test_4_2_arsenal_swaps_ranged_with_its_applications():
    st = duo("arsenal", opts={"weapon": "shortbow"}, pb=(7, 7))
    st, ev = play(st, {"a": [S("ranged"), SPECIAL]})
    a = st.ninja("a")
    assert (a.ranged, a.ranged_uses) == ("shortbow", 4)
    assert a.extra["arsenal"] == ("throwing_stars", 5)
    st, ev = play(st, {"a": [SPECIAL]})
    assert (st.ninja("a").ranged, st.ninja("a").ranged_uses) == ("throwing_stars", 5)


def test_4_2_ruling_arsenal_weaponless_takes_the_passive_weapon():
    st = duo("arsenal", fb="S", opts={"weapon": "glaive"})
    st, ev = play(st, {"a": [S("throw_melee")]})
    assert st.ninja("a").melee is None
    st, ev = play(st, {"a": [SPECIAL]})
    assert st.ninja("a").melee == "glaive" and st.ninja("a").extra["arsenal"] is None
    st, ev = play(st, {"a": [SPECIAL]})
    assert st.ninja("a").melee == "glaive" and kinds(ev, "action_ignored")


def test_4_2_ruling_arsenal_blinded_cannot_swap():
    st = duo("arsenal", opts={"weapon": "glaive"})
    st.ninja("a").blinded_until = 99
    st, ev = play(st, {"a": [SPECIAL]})
    assert st.ninja("a").melee == "sword" and kinds(ev, "action_ignored")


def test_4_2_ruling_arsenal_not_a_card_another_ninja_holds():
    with pytest.raises(BadSetup, match="glaive card belonged to b"):
        game([dict(seat="p1", type="weaponmaster", id="a", position=(1, 0), skill="arsenal",
                   skill_options={"weapon": "glaive"}),
              dict(seat="p2", type="shadow", id="b", position=(1, 7), weapons={"melee": "glaive"})],
             layer=PRO)


def test_4_2_ruling_arsenal_without_a_named_weapon_chooses_at_first_use():
    st = duo("arsenal", fb="S")
    assert "arsenal" not in st.ninja("a").extra
    st, ev = play(st, {"a": [S("special")]})
    assert st.ninja("a").melee == "sword" and kinds(ev, "action_ignored")   # none named
    st, ev = play(st, {"a": [S("special", weapon="glaive")]})
    assert st.ninja("a").melee == "glaive" and st.ninja("a").extra["arsenal"] == ("sword", None)


def test_4_2_arsenal_chosen_after_the_drawn_weapons():
    """The passive weapon is checked after the 3.1 draw ("after all others have chosen")."""
    for seed in range(20):
        try:
            st = game([dict(seat="p1", type="weaponmaster", id="a", position=(1, 0),
                            skill="arsenal", skill_options={"weapon": "sai"}),
                       dict(seat="p2", type="shadow", id="b", position=(1, 7), special="melee")],
                      layer=PRO, seed=seed)
        except BadSetup as e:
            assert "sai card belonged to b" in str(e)
            return
        assert st.ninja("b").melee != "sai"
    raise AssertionError("no seed drew the sai for b")


# ------------------------------------------------------------------------------- speeds, 4.1

def test_4_2_skill_speed_is_the_card_colour():
    """Reflexes is fast (red): it acts before a normal Ranged Attack with better initiative."""
    st = duo("reflexes", fa="N", pb=(3, 6), fb="S")
    st, ev = play(st, {"b": [S("ranged")], "a": [SPECIAL]})      # b has initiative 1
    assert damage(ev, "a") == 1
    started = [(e.figure, e.speed) for e in kinds(ev, "action_started")]
    assert started[0][0] == "a"


def test_4_1_each_ninja_gets_a_skill_of_his_type_drawn_without_repeats():
    for seed in range(6):
        st = game([dict(seat="p1", type="shadow", id="s1", position=(1, 0)),
                   dict(seat="p2", type="shadow", id="s2", position=(1, 7)),
                   dict(seat="p3", type="weaponmaster", id="w1", position=(0, 3)),
                   dict(seat="p4", type="weaponmaster", id="w2", position=(7, 3),
                        skill_options={"weapon": "cane"})], layer=PRO, seed=seed)
        sh = [st.ninja(f).skill for f in ("s1", "s2")]
        wm = [st.ninja(f).skill for f in ("w1", "w2")]
        assert len(set(sh)) == 2 and set(sh) <= {"assassination", "leaping_attack", "acrobatics"}
        assert len(set(wm)) == 2 and set(wm) <= {"reflexes", "berserker", "arsenal"}


def test_4_1_chosen_skill_must_match_the_ninja():
    with pytest.raises(BadSetup, match="is not a shadow skill"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), skill="berserker"),
              dict(seat="p2", type="shadow", id="b", position=(1, 7))], layer=PRO)
    with pytest.raises(BadSetup, match="unknown special skill 'flight'"):
        game([dict(seat="p1", type="shadow", id="a", position=(1, 0), skill="flight"),
              dict(seat="p2", type="shadow", id="b", position=(1, 7))], layer=PRO)


def test_4_1_deal_skills_helper():
    ninjas = {"s1": "shadow", "s2": "shadow", "s3": "shadow"}
    out = skills.deal_skills(Dice.from_seed(2), ninjas)
    assert sorted(out.values()) == ["acrobatics", "assassination", "leaping_attack"]
    out = skills.deal_skills(Dice.from_seed(2), {"s1": "shadow", "w": "weaponmaster"},
                             chosen={"w": "arsenal"})
    assert out["w"] == "arsenal"
    with pytest.raises(BadSetup, match="already taken"):
        skills.deal_skills(Dice.from_seed(2), {"a": "shadow", "b": "shadow"},
                           chosen={"a": "acrobatics", "b": "acrobatics"})
    with pytest.raises(BadSetup, match="no shadow skill card left"):
        skills.deal_skills(Dice.from_seed(2), {f"s{i}": "shadow" for i in range(4)})


def test_4_4_secret_skill_hidden_from_others_until_first_used():
    st = game([dict(seat="p1", type="shadow", id="a", position=(3, 3), facing="N",
                    skill="acrobatics"),
               dict(seat="p2", type="weaponmaster", id="b", position=(7, 7), facing="S",
                    skill="reflexes")], layer=PRO, variants=["secret_skills"])
    assert R.view(st, "p2")["ninjas"][0]["skill"] == "hidden"
    assert R.view(st, "p1")["ninjas"][0]["skill"] == "acrobatics"
    assert "acrobatics" not in str(R.view(st, "p2"))
    st, ev = play(st, {"a": [SPECIAL]})
    assert R.view(st, "p2")["ninjas"][0]["skill"] == "acrobatics"
    assert R.view(st, "p1")["ninjas"][1]["skill"] == "hidden"


def test_4_4_secret_arsenal_chooses_its_weapon_at_first_use():
    st = game([dict(seat="p1", type="weaponmaster", id="a", position=(3, 3), facing="N",
                    skill="arsenal"),
               dict(seat="p2", type="shadow", id="b", position=(3, 4), facing="S",
                    weapons={"melee": "nunchaku"})], layer=PRO, variants=["secret_skills"])
    assert "arsenal" not in st.ninja("a").extra
    st, ev = play(st, {"a": [dict(SPECIAL, weapon="nunchaku")]})
    assert st.ninja("a").melee == "sword" and kinds(ev, "action_ignored")   # b's card
    st, ev = play(st, {"a": [dict(SPECIAL, weapon="cane")]})
    assert st.ninja("a").melee == "cane" and st.ninja("a").extra["arsenal"] == ("sword", None)


def test_4_1_skill_cards_are_turned_over_for_everyone_to_see():
    """4.1: after taking their ninja cards all players turn them over: without the secret
    skills variant every seat (and a spectator) sees every skill from the start."""
    st = R.new_game({"layer": PRO}, 4)
    skills_ = {n.id: n.skill for n in st.ninjas}
    assert all(skills_.values())
    for viewer in ("p1", "p2", None):
        assert {n["id"]: n["skill"] for n in R.view(st, viewer)["ninjas"]} == skills_


def test_4_2_ruling_a_defeated_arsenal_leaves_loot_for_his_passive_weapon_too():
    st = duo("arsenal", fb="S", opts={"weapon": "shortbow"})
    st.ninja("a").life = 1
    st, ev = play(st, {"b": [S("melee", "forward")]})
    assert not st.ninja("a").alive
    assert sorted((l.cell, l.weapon, l.uses) for l in st.loot) == [
        ((3, 3), "shortbow", 4), ((3, 3), "sword", None), ((3, 3), "throwing_stars", 6)]
