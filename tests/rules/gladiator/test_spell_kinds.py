"""Spells (section 8) beyond the terrain spells: missile and thrown spells, adjustable spells
and durations, Missile Return, Ring of Fire, the named thrown spells (authored), summons,
illusions and disbelief, Image, Snake Staff, ESP Stats, Teleport, area terrain, fighters' list."""
from __future__ import annotations

from rules.core.dice import Dice
from rules.gladiator.actions import Cast, Disbelieve, Shoot, Stand
from rules.gladiator.characters import adjusted_ag, armour_against, movement_points
from rules.gladiator.data import spells
from rules.gladiator.spells import cost_of, known_spells
from tests.rules.gladiator.helpers import PACK, dice_rolling, figure_spec, run, stage

SUCCESS = (3, 3, 3)      # a 9: succeeds at the mages' AG, full cost
FAIL = (6, 6, 6)


def _mage(iq=14, sh=12, west_more=(), east=None, **kw):
    """Merlin, a grown Mage (SH 12, AG 12, IQ 14), at (3, 4) facing east; an enemy at (6, 4)."""
    m = figure_spec("Merlin", "mage", cell=(3, 4), facing=2, sh=9, ag=23 - iq, iq=iq, **kw)
    east = east or [figure_spec("E", cell=(6, 4), facing=6)]
    s = stage([m, *west_more], east)
    f = s.fig("w1")
    f.sh = f.sh_max = sh
    f.ag = 12
    return s


def _cast(s, faces, **action):
    s.dice = dice_rolling(*faces)
    return run(s, Cast(**action))


def _spell_ev(events):
    return next(e for e in events if e.kind == "spell_cast")


def test_spells_named_without_an_entry_are_authored_in_the_same_structure():
    table = spells()
    named = ["drain_spirit", "drain_life", "iron_flesh", "agility_magic", "magic_speed",
             "missile_return", "ring_of_fire", "teleport", "teleport_away", "lose_weapon",
             "clumsiness", "curse_armor", "steel_flesh", "heal_strength", "death_sword"]
    assert all(table[n].authored for n in named)
    text = ["create_fire", "create_pit", "create_shadow", "create_exit", "create_wall",
            "dazzle", "psychic_blast", "snake_staff", "image", "esp_stats"]
    assert not any(table[n].authored for n in text)
    assert (table["snake_staff"].iq, table["snake_staff"].cost, table["snake_staff"].duration) == (8, 1, 5)
    assert (table["image"].iq, table["image"].cost, table["image"].duration) == (9, 2, 4)
    assert (table["esp_stats"].iq, table["esp_stats"].cost) == (8, 0)


def test_missile_spells_drain_spirit_2_sh_a_die_past_armour_heals_the_mage():
    s = _mage(east=[figure_spec("E", cell=(6, 4), facing=6, armour="leather")])
    s.fig("w1").sh = 8
    opts = {a.power for a in PACK.legal_actions(s, "west") if a.kind == "cast"
            and a.spell == "drain_spirit" and a.target == "e1"}
    assert opts == {1, 2, 3}                          # the maximum spending limit
    s, ev = _cast(s, SUCCESS + (5, 4), spell="drain_spirit", target="e1", power=2)
    assert _spell_ev(ev).cost == 4                     # 2 SH per die
    assert s.fig("e1").sh == 12 - 9                    # no armour
    assert s.fig("w1").sh == 12                        # 8 - 4 + 9, no higher than his normal SH
    assert not s.fig("e1").dazed_next


def test_missile_spells_every_allotted_sh_is_spent_even_on_a_miss():
    s = _mage()
    s, ev = _cast(s, FAIL, spell="drain_spirit", target="e1", power=3)
    assert _spell_ev(ev).cost == 6 and s.fig("w1").sh == 6 and s.fig("e1").sh == 12


def test_missile_spells_may_be_cast_at_invisible_targets_unlike_thrown():
    s = _mage(east=[figure_spec("E", cell=(6, 4), facing=6)])
    s.terrain[(6, 4)] = "S"
    spells_at = {a.spell for a in PACK.legal_actions(s, "west") if a.kind == "cast" and a.target == "e1"}
    assert "drain_spirit" in spells_at and "clumsiness" not in spells_at


def test_thrown_spells_a_miss_costs_1_and_range_minus_1_per_square():
    s = _mage()
    s, ev = _cast(s, FAIL, spell="clumsiness", target="e1", power=4)
    cast = _spell_ev(ev)
    assert cast.cost == 1 and not cast.success
    assert cast.target_number == 12 - 3                # AG 12, 3 squares away
    assert cost_of(spells()["clumsiness"], 15, False, 4) == 1


def test_thrown_spells_nice_only_on_friends_not_nice_only_on_enemies_teleport_away_anyone():
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    targets = {}
    for a in PACK.legal_actions(s, "west"):
        if a.kind == "cast" and a.target:
            targets.setdefault(a.spell, set()).add(a.target)
    assert targets["iron_flesh"] == {"w1", "w2"}          # the mage himself is a friend
    assert targets["clumsiness"] == {"e1"}
    assert targets["teleport_away"] == {"w2", "e1"}


def test_adjustable_spells_iron_flesh_pumped_by_1_agility_magic_by_2():
    assert [spells()["iron_flesh"].cost_for(p) for p in (1, 2, 3)] == [1, 2, 3]
    assert [spells()["agility_magic"].cost_for(p) for p in (1, 2, 3)] == [2, 4, 6]
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    s, ev = _cast(s, SUCCESS, spell="iron_flesh", target="w2", power=3)
    assert armour_against(s.fig("w2"), (5, 5)) == 3 and s.fig("w1").sh == 12 - 3
    assert any(e.kind == "enchanted" and e.amount == 3 for e in ev)


def test_spell_duration_iron_flesh_ends_after_its_turns():
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    s, _ = _cast(s, SUCCESS, spell="iron_flesh", target="w2", power=1)
    until = s.fig("w2").effects[0][2]
    assert until == s.turn + 5
    from rules.gladiator.conjure import end_of_turn
    s.turn = until
    out = []
    end_of_turn(s, out)
    assert s.fig("w2").effects == () and out[0].kind == "enchanted" and out[0].amount == 0


def test_agility_magic_lasts_the_game_until_the_mage_is_killed():
    from rules.gladiator.wounds import kill
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    s, _ = _cast(s, SUCCESS, spell="agility_magic", target="w2", power=2)
    assert adjusted_ag(s.fig("w2")) == 12 + 2
    kill(s, s.fig("w1"))
    assert adjusted_ag(s.fig("w2")) == 12


def test_magic_speed_more_mp_clumsiness_less_ag_curse_armor_less_armour():
    def fresh():
        return _mage(east=[figure_spec("E", cell=(5, 4), facing=6, armour="leather")])
    s, _ = _cast(fresh(), SUCCESS, spell="magic_speed", target="w1", power=2)
    assert movement_points(s.fig("w1")) == 10 + 4
    s, _ = _cast(fresh(), SUCCESS, spell="clumsiness", target="e1", power=2)
    assert adjusted_ag(s.fig("e1")) == 12 - 1 - 2
    s, _ = _cast(fresh(), SUCCESS, spell="curse_armor", target="e1", power=3)
    assert armour_against(s.fig("e1"), (4, 4)) == 0          # leather 2 - 3, never below 0


def test_missile_return_sends_a_shot_back_at_double_range():
    s = stage([figure_spec("Archer", cell=(2, 4), facing=2, ready="long_bow")],
              [figure_spec("E", cell=(8, 4), facing=6)])
    from rules.gladiator import effects
    effects.add(s.fig("e1"), "missile_return", 1, 99, "x")
    s.dice = dice_rolling(3, 3, 3, 6)
    s, ev = run(s, Shoot(target="e1"))
    hit = next(e for e in ev if e.kind == "attacked")
    assert hit.target == "w1" and ("range", -2) in hit.modifiers      # 12 squares: -2, not -1
    assert s.fig("e1").sh == 12 and s.fig("w1").sh < 12


def test_missile_return_turns_a_spell_back_on_its_caster():
    s = _mage()
    from rules.gladiator import effects
    effects.add(s.fig("e1"), "missile_return", 1, 99, "x")
    s, ev = _cast(s, SUCCESS + (4,), spell="drain_spirit", target="e1", power=1)
    assert _spell_ev(ev).returned and s.fig("e1").sh == 12 and s.fig("w1").sh == 12 - 2 - 4


def test_ring_of_fire_makes_fire_on_enemies_not_on_friends():
    s = _mage(east=[figure_spec("E", cell=(5, 4), facing=6), figure_spec("F", cell=(6, 4), facing=6)],
              west_more=[figure_spec("Pal", cell=(5, 5), facing=2)])
    s, _ = _cast(s, SUCCESS, spell="ring_of_fire", target="e1")
    assert "F" in s.terrain_at((6, 4)) and "F" in s.terrain_at((5, 3))
    assert "F" not in s.terrain_at((5, 5)) and "F" not in s.terrain_at((5, 4))


def test_drain_life_and_heal_strength_heal_at_most_2_above_normal():
    s = _mage(iq=14, sh=12)
    s, ev = _cast(s, SUCCESS + (6, 6), spell="drain_life", target="e1", power=2)
    assert s.fig("w1").sh == 12 + 2
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    s.fig("w2").sh = 11
    s, ev = _cast(s, SUCCESS, spell="heal_strength", target="w2", power=6)
    assert s.fig("w2").sh == 14


def test_lose_weapon_drops_the_ready_weapon_teleport_away_moves_the_target():
    s = _mage(east=[figure_spec("E", cell=(6, 4), facing=6, ready="broadsword")])
    s, _ = _cast(s, SUCCESS, spell="lose_weapon", target="e1")
    assert s.fig("e1").slots[0] is None and s.ground[(6, 4)][0].w == "broadsword"
    s = _mage()
    s, ev = _cast(s, SUCCESS, spell="teleport_away", target="e1")
    moved = next(e for e in ev if e.kind == "moved")
    assert moved.how == "teleport" and s.fig("e1").cell != (6, 4)


def test_special_spells_teleport_to_a_chosen_square_and_a_failure_costs_one_less():
    s = _mage()
    s, _ = _cast(s, SUCCESS, spell="teleport", cell=(3, 8))
    assert s.fig("w1").cell == (3, 8)
    s = _mage()
    s, ev = _cast(s, FAIL, spell="teleport", cell=(3, 8))
    assert _spell_ev(ev).cost == 1 and s.fig("w1").cell == (3, 4)


def test_summon_spells_a_creature_around_the_mage_renewed_for_1_sh_vanishes_when_he_dies():
    from rules.gladiator.conjure import end_of_turn
    from rules.gladiator.wounds import kill
    s = _mage()
    s, ev = _cast(s, SUCCESS, spell="summon_troll")
    summoned = next(e for e in ev if e.kind == "summoned")
    troll = s.fig(summoned.figure)
    assert troll.race == "troll" and troll.side == "west" and troll.facing == 2
    assert max(abs(troll.cell[0] - 3), abs(troll.cell[1] - 4)) == 1
    from rules.gladiator.tactics import computer_run
    assert not computer_run(s, troll.id)             # controlled by the mage's player
    sh = s.fig("w1").sh
    s.turn = troll.renew_at
    end_of_turn(s, [])
    assert s.fig("w1").sh == sh - 1 and troll.present
    out = []
    kill(s, s.fig("w1"), out)
    assert not troll.present and any(e.kind == "vanished" and e.figure == troll.id for e in out)


def test_illusion_spells_disbelieve_dispels_the_closest_illusion_on_an_iq_roll():
    s = _mage(east=[figure_spec("E", cell=(9, 4), facing=6)])
    s, ev = _cast(s, SUCCESS, spell="illusion_bear")
    bear = next(e for e in ev if e.kind == "summoned")
    assert bear.how == "illusion" and s.fig(bear.figure).illusion
    s.act_order, s.actor = ["e1"], "e1"
    s.dice = dice_rolling(2, 2, 2)                     # 6 against IQ 8
    s, ev = run(s, Disbelieve())
    d = next(e for e in ev if e.kind == "disbelieved")
    assert d.dispelled == bear.figure and d.target_number == 8 and not s.fig(bear.figure).present


def test_illusion_spells_the_other_side_sees_which_creature_is_an_illusion():
    s = _mage(east=[figure_spec("E", cell=(9, 4), facing=6)])
    s, ev = _cast(s, SUCCESS, spell="illusion_bear")
    bear = next(e for e in ev if e.kind == "summoned")
    seen = {d["figure"]: d for d in PACK.view(s, "east")["figures"]}
    assert seen[bear.figure]["illusion"] is True and seen["w1"]["illusion"] is False


def test_image_two_look_alikes_the_mage_moved_and_an_image_vanishes_when_hit():
    s = _mage()
    s, ev = _cast(s, SUCCESS, spell="image")
    mages = [f for f in s.figures if f.present and f.side == "west"]
    assert len(mages) == 3 and sum(f.image for f in mages) == 2
    assert not s.fig("w1").present if any(f.id == "w1" for f in s.figures) else True
    assert [e.kind for e in ev].count("summoned") == 3
    real = next(f for f in mages if not f.image)
    assert real.cell != (3, 4) and max(abs(real.cell[0] - 3), abs(real.cell[1] - 4)) == 1
    img = next(f for f in mages if f.image)
    from rules.gladiator.wounds import wound
    out = []
    wound(s, img, 3, out)
    assert not img.present and out[0].kind == "vanished"


def test_image_the_enemy_cannot_tell_which_is_the_mage():
    s = _mage()
    s, _ = _cast(s, SUCCESS, spell="image")
    east_view = PACK.view(s, "east")
    west_view = PACK.view(s, "west")
    assert not any("image" in d for d in east_view["figures"])
    assert sum(d.get("image", False) for d in west_view["figures"]) == 2
    real = next(f for f in s.figures if f.present and f.side == "west" and not f.image)
    cells = set()
    for seed in range(30):
        world = PACK.determinize(s, "east", Dice.from_seed(seed))
        cells.add(next(f.cell for f in world.figures if f.id == real.id))
    assert len(cells) == 3                              # the mage may be any of the three


def test_snake_staff_needs_a_ready_staff_makes_1_to_3_snakes_for_5_turns():
    s = _mage(ready="dagger")
    assert not any(a.kind == "cast" and a.spell == "snake_staff" for a in PACK.legal_actions(s, "west"))
    s = _mage(ready="staff")
    assert {a.power for a in PACK.legal_actions(s, "west")
            if a.kind == "cast" and a.spell == "snake_staff"} == {1, 2, 3}
    s, ev = _cast(s, SUCCESS, spell="snake_staff", power=3)
    snakes = [s.fig(e.figure) for e in ev if e.kind == "summoned"]
    assert len(snakes) == 3 and all(g.race == "snake" and g.expires == s.turn + 5 for g in snakes)
    assert s.fig("w1").slots[0] is None and s.fig("w1").sh == 12 - 3


def test_esp_stats_shows_one_to_three_enemies_and_costs_nothing():
    s = _mage(east=[figure_spec("E", cell=(6, 4), facing=6), figure_spec("F", cell=(9, 4), facing=6),
                    figure_spec("G", cell=(9, 6), facing=6)])
    seen = set()
    # about a third of the casts fail and a success shows 3 in about 1 of 5: 60 seeds see all
    for seed in range(60):
        s2 = _mage(east=[figure_spec("E", cell=(6, 4), facing=6), figure_spec("F", cell=(9, 4), facing=6),
                         figure_spec("G", cell=(9, 6), facing=6)])
        s2.dice = Dice.from_seed(seed).state
        s2, ev = run(s2, Cast(spell="esp_stats"))
        st = [e for e in ev if e.kind == "stats_seen"]
        if st:
            seen.add(len(st[0].seen))
            assert st[0].seen[0][0] == "e1" and st[0].seen[0][3] == 12
        assert s2.fig("w1").sh == 12
    assert seen == {1, 2, 3}
    assert [a.power for a in PACK.legal_actions(s, "west") if a.kind == "cast" and a.spell == "esp_stats"] == [1]


def test_terrain_spells_an_area_flows_out_and_fire_is_not_made_on_friends():
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 6), facing=2)],
              east=[figure_spec("E", cell=(9, 4), facing=6)])
    s, ev = _cast(s, SUCCESS, spell="wall_of_fire", cell=(4, 4))
    fires = {e.cell for e in ev if e.kind == "terrain_made"}
    assert fires == {(4, 4), (4, 5), (4, 3), (4, 2)}          # (4, 6) holds a friend


def test_fighter_spells_only_the_fighters_list():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("E", cell=(9, 4))])
    f = s.fig("w1")
    f.iq = 14
    drawn = set()
    for seed in range(40):
        drawn |= set(known_spells(f, Dice.from_seed(seed)))
    assert drawn == {s.id for s in spells().values() if s.fighter}
    assert "drain_spirit" not in drawn and "summon_wolf" not in drawn


def test_images_may_only_stand_or_evade():
    s = _mage()
    s, _ = _cast(s, SUCCESS, spell="image")
    img = next(f for f in s.figures if f.present and f.image)
    s.act_order, s.actor = [img.id, "e1"], img.id
    assert {a.kind for a in PACK.legal_actions(s, "west")} == {"stand", "decline", "evade"}
    s, _ = PACK.apply(s, "west", Stand())


def test_spells_the_odds_preview_shows_the_chance_to_succeed():
    from rules.gladiator import rolls
    s = _mage()
    (what, p), = PACK.odds(s, Cast(spell="clumsiness", target="e1", power=1))
    assert what == "cast clumsiness" and p == float(rolls.hit_chance(12 - 3))
    (what, q), = PACK.odds(s, Cast(spell="clumsiness", target="e1", flavour="per_turn"))
    assert what == "cast clumsiness per turn" and q == p
    (_, p), = PACK.odds(s, Cast(spell="dazzle"))
    assert p == float(rolls.hit_chance(12))


def test_summon_spells_the_mage_may_cancel_a_summon_at_his_action_and_still_act():
    s = _mage()
    s.act_order = ["w1", "w1", "e1"]
    s, ev = _cast(s, SUCCESS, spell="summon_wolf")
    wolf = next(e.figure for e in ev if e.kind == "summoned")
    s.act_order, s.actor = ["w1", "e1"], "w1"
    s.fig("w1").acted = False
    cancel = Cast(spell="cancel_summon", target=wolf)
    assert cancel in PACK.legal_actions(s, "west")
    sh, dice = s.fig("w1").sh, s.dice
    s, ev = PACK.apply(s, "west", cancel)
    assert not s.fig(wolf).present and ev[0].kind == "vanished" and ev[0].why == "cancelled"
    assert s.actor == "w1" and cancel not in PACK.legal_actions(s, "west")
    assert s.fig("w1").sh == sh and s.dice == dice            # no roll, no cost
    assert "cancel_summon" not in s.fig("w1").spells


def test_thrown_spells_per_turn_flavour_costs_each_turn_and_ends_when_unpaid():
    from rules.gladiator import effects
    from rules.gladiator.conjure import end_of_turn
    s = _mage(west_more=[figure_spec("Pal", cell=(4, 5), facing=2)])
    casts = {(a.power, a.flavour) for a in PACK.legal_actions(s, "west")
             if a.kind == "cast" and a.spell == "iron_flesh" and a.target == "w2"}
    assert casts == {(p, fl) for p in (1, 2, 3, 4) for fl in ("bulk", "per_turn")}
    mr = {(a.power, a.flavour) for a in PACK.legal_actions(s, "west")
          if a.kind == "cast" and a.spell == "missile_return" and a.target == "w2"}
    assert ("per_turn" in {fl for _, fl in mr}) and (2, "per_turn") not in mr
    lose = {a.flavour for a in PACK.legal_actions(s, "west") if a.kind == "cast"
            and a.spell == "teleport_away"}
    assert lose == {"bulk"}                                  # instant: bulk only
    assert Cast(spell="iron_flesh", target="w2") == Cast(spell="iron_flesh", target="w2",
                                                         flavour="bulk")   # the default
    # cast per turn, pumped twice: 2 SH now instead of the bulk 2, no set end
    s, ev = _cast(s, SUCCESS, spell="iron_flesh", target="w2", power=2, flavour="per_turn")
    assert _spell_ev(ev).cost == 2 and s.fig("w1").sh == 12 - 2
    assert armour_against(s.fig("w2"), (5, 5)) == 2
    assert s.fig("w2").effects[0][2] >= effects.GAME
    # every end of turn he pays 2 to keep it
    for left in (8, 6, 4):
        out = []
        end_of_turn(s, out)
        assert s.fig("w1").sh == left and effects.has(s.fig("w2"), "iron_flesh")
        assert [e.kind for e in out] == ["wounded"] and out[0].damage == 2
        s.turn += 1
    # at 3 SH paying 2 would leave him unconscious: the spell ends instead
    s.fig("w1").sh = 3
    out = []
    end_of_turn(s, out)
    assert s.fig("w1").sh == 3 and not effects.has(s.fig("w2"), "iron_flesh")
    assert [(e.kind, e.figure, e.spell, e.amount) for e in out] == [
        ("enchanted", "w2", "iron_flesh", 0)]
    assert armour_against(s.fig("w2"), (5, 5)) == 0


def test_thrown_spells_per_turn_spell_ends_with_its_caster_and_bulk_is_unchanged():
    from rules.gladiator import effects
    from rules.gladiator.wounds import kill
    s = _mage()
    s, ev = _cast(s, SUCCESS, spell="clumsiness", target="e1", power=1, flavour="per_turn")
    assert _spell_ev(ev).cost == 1 and effects.has(s.fig("e1"), "clumsiness")
    kill(s, s.fig("w1"))
    from rules.gladiator.conjure import end_of_turn
    out = []
    end_of_turn(s, out)
    assert not effects.has(s.fig("e1"), "clumsiness")
    # the bulk flavour still pays the table's cost once and lasts its turns, unpaid
    s = _mage()
    s, ev = _cast(s, SUCCESS, spell="curse_armor", target="e1", power=2)
    assert _spell_ev(ev).cost == 4 and s.fig("e1").effects[0][2] == s.turn + 4
    out = []
    end_of_turn(s, out)
    assert out == [] and s.fig("w1").sh == 12 - 4
