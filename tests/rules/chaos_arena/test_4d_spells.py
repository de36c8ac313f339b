"""4D Spell casting, 4E preparation, concentration, and the spells of 6 Tricky Stuff."""
from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.core.hexgrid import within
from rules.chaos_arena import chaos, data, spells
from rules.chaos_arena.actions import Cast, Choose, EndPhase, Fight, Move, Prepare, Summon
from rules.chaos_arena.moves import random_move
from tests.rules.chaos_arena.kit import PACK, act, fig, game, kinds, place, rig


def ready(spell, where=None, terrain=None, seat="p1"):
    """The acting seat's cast phase with `spell` prepared on the altar last turn."""
    s = game(terrain)
    s.current = seat
    s = place(s, where or {})
    s.hands[seat].remove(spell) if spell in s.hands[seat] else None
    s.prepared[seat], s.prepared_turn[seat] = spell, s.turns[seat] - 1
    s.phase = "cast"
    return s


def test_4d_only_a_spell_prepared_in_the_previous_turn_comes_into_effect():
    s = game()
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, _ = act(s, EndPhase())
    s, evs = act(s, Prepare(spell="zappo-bolt"))
    assert s.current == "p2" and not kinds(evs, "phase_started", phase="cast")
    s, _ = act(s, Move(figure="evil-mage", to=(0, -6)))
    s, _ = act(s, EndPhase())
    s, _ = act(s, EndPhase())
    s, _ = act(s, Summon(figure="good-scout-1"))
    s, _ = act(s, Move(figure="good-scout-1", to=(1, 6)))
    rig(s, [6])
    s, evs = act(s, EndPhase())
    assert s.phase == "cast" and EndPhase() in PACK.legal_actions(s, "p1")


def test_4d_no_spell_can_be_cast_on_the_first_turn():
    s = game()
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, evs = act(s, EndPhase())
    assert s.phase == "prepare" and not kinds(evs, "phase_started", phase="cast")


def test_4d_each_spell_only_once():
    s = ready("zappo-bolt", {"evil-scout-1": (0, 2)})
    s2, evs = act(s, Cast(target="evil-scout-1"))
    assert kinds(evs, "spell_cast", spell="zappo-bolt") and "zappo-bolt" not in s2.hands["p1"]
    assert fig(s2, "evil-scout-1").status == "dead"
    assert Prepare(spell="zappo-bolt") not in PACK.legal_actions(s2, "p1")


def test_4d_cast_only_where_the_mage_can_see_within_range():
    terrain = {(0, 3): "F", (2, 2): "F"}
    s = ready("zappo-bolt", {"evil-scout-1": (0, 2), "evil-scout-2": (2, 2), "evil-scout-3": (-6, 5)},
              terrain=terrain)
    s.fig("good-mage").cell = (0, 5)
    # (0, 2) is behind the woods of (0, 3); (2, 2) is in the edge of the woods; (-6, 5) is 6 away
    assert {c.target for c in spells.targets(s, "p1", "zappo-bolt")} >= {"evil-scout-2", "evil-scout-3"}
    assert Cast(target="evil-scout-1") not in spells.targets(s, "p1", "zappo-bolt")
    with pytest.raises(IllegalAction, match="4D"):
        act(s, Cast(target="evil-scout-1"))
    fig(s, "evil-scout-3").cell = (-7, 5)
    assert Cast(target="evil-scout-3") not in spells.targets(s, "p1", "zappo-bolt")


def test_4d_seven_hex_area_hits_friends_and_foes_but_never_the_teleportal():
    s = ready("claymore-ap", {"evil-scout-1": (0, -6), "good-scout-1": (1, -6), "evil-scout-2": (-1, -5),
                              "good-mage": (0, -1)})
    fig(s, "evil-mage").cell = (0, -7)            # on his teleportal, inside the area
    assert Cast(cell=(0, -7)) not in spells.targets(s, "p1", "claymore-ap")
    s2, evs = act(s, Cast(cell=(0, -6)))
    assert {e.figure for e in kinds(evs, "damaged")} == {"evil-scout-1", "good-scout-1", "evil-scout-2"}
    assert fig(s2, "evil-mage").lives == 2 and len(within((0, -6), 1)) == 7


def test_4d_a_prepared_spell_not_cast_is_discarded_unseen():
    s = ready("zappo-bolt")
    s2, evs = act(s, EndPhase())
    assert kinds(evs, "spell_broken", seat="p1") and "zappo" not in str(evs)
    assert s2.prepared["p1"] is None and s2.broken["p1"] == 1


def test_4e_moving_the_mage_breaks_the_prepared_spell_unseen():
    s = place(game(), {})
    s.hands["p1"].remove("claymore-ap")
    s.prepared["p1"], s.prepared_turn["p1"] = "claymore-ap", s.turns["p1"] - 1
    s2, evs = act(s, Move(figure="good-mage", to=(1, 4)))
    assert kinds(evs, "spell_broken", seat="p1") and s2.prepared["p1"] is None
    assert "claymore" not in str([e for e in evs if e.kind == "spell_broken"])


def test_4e_one_spell_at_a_time_and_no_changing_it():
    s = place(game(), {})
    s.phase = "prepare"
    s2, _ = act(s, Prepare(spell="claymore-ap"))
    assert s2.prepared["p1"] == "claymore-ap" and s2.current == "p2"
    # next turn: it can only be cast (or lapse), not swapped for another
    s2.current = "p1"
    s2.turns["p1"] += 1
    s2.phase = "cast"
    assert all(a.kind in ("cast", "end_phase") for a in PACK.legal_actions(s2, "p1"))


def test_4d_concentration_moving_the_mage_ends_the_spell():
    s = ready("armadilko-cover", {"good-warrior-1": (1, 3)})
    s2, evs = act(s, Cast(target="good-warrior-1"))
    assert [a.spell for a in s2.active] == ["armadilko-cover"]
    s2.phase, s2.prepared["p1"] = "action", None
    s3, evs = act(s2, Move(figure="good-mage", to=(1, 4)))
    assert kinds(evs, "spell_ended", spell="armadilko-cover") and not s3.active


def test_4d_concentration_survives_karma_movement_and_damage():
    s = ready("armadilko-cover", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    evs = []
    random_move(s2, fig(s2, "good-mage"), 1, evs, direction=6)
    chaos.encounter(s2, fig(s2, "good-mage"), evs, "snake-pit")
    assert fig(s2, "good-mage").lives == 1 and [a.spell for a in s2.active] == ["armadilko-cover"]


def test_4d_preparing_a_new_spell_breaks_concentration():
    s = ready("armadilko-cover", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    s3, evs = act(s2, Prepare(spell="claymore-ap"))
    assert kinds(evs, "spell_ended", spell="armadilko-cover") and not s3.active


def test_4d_armadilko_missile_cover_no_arrows_at_him():
    s = ready("armadilko-cover", {"good-warrior-1": (0, 0), "evil-archer-1": (0, -4)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    from rules.chaos_arena.shooting import why_not_target
    assert "Armadilko" in why_not_target(s2, fig(s2, "evil-archer-1"), fig(s2, "good-warrior-1"))


def test_6_wave_em_in_da_air_does_nothing_once():
    s = ready("wave-em")
    s2, evs = act(s, Cast())
    assert kinds(evs, "spell_cast", spell="wave-em") and "wave-em" not in s2.hands["p1"]
    assert [e.kind for e in evs if e.kind not in ("phase_started",)][0] == "spell_cast"


def test_6_petrov_dimensional_passage_any_hex_within_8_even_unseen():
    terrain = {(0, 4): "F", (0, 3): "F", (1, 3): "F", (-1, 4): "F"}
    s = ready("petrov-passage", terrain=terrain)
    options = {c.cell for c in spells.targets(s, "p1", "petrov-passage")}
    assert (0, -3) in options and (0, -4) not in options        # 8 and 9 hexes from (0, 5)
    assert (0, 2) in options                                     # behind the woods
    s2, evs = act(s, Cast(cell=(0, -3)))
    assert fig(s2, "good-mage").cell == (0, -3) and kinds(evs, "moved", how="teleport")


def test_6_petrov_passage_may_end_in_a_lake_or_swamp_never_on_a_wall_or_a_character():
    # l. 336 "any hex within 8"; l. 262 never onto an occupied hex; l. 266 onto a Lake drowns;
    # ruling 6-petrov: a wall hex is no place to stand (ruling 1)
    terrain = {(1, 3): "L", (-1, 3): "W", (2, 2): "S"}
    s = ready("petrov-passage", {"good-warrior-1": (0, 3)}, terrain=terrain)
    options = {c.cell for c in spells.targets(s, "p1", "petrov-passage")}
    assert (1, 3) in options and (2, 2) in options
    assert (-1, 3) not in options and (0, 3) not in options
    with pytest.raises(IllegalAction):
        act(s, Cast(cell=(-1, 3)))
    s2, evs = act(s, Cast(cell=(1, 3)))
    assert kinds(evs, "moved", figure="good-mage", how="teleport")
    assert kinds(evs, "died", figure="good-mage", cause="drowned in a lake")
    assert s2.finished and s2.winners == ("p2",)
    rig(s, [1])                                  # the Swamp off the path: the roll drowns him
    s3, evs = act(s, Cast(cell=(2, 2)))
    assert kinds(evs, "swamp_roll", figure="good-mage", roll=1, drowned=True)


def test_6_tortuga_testudo_not_broken_by_forced_movement():
    s = ready("tortuga-testudo", {"good-warrior-1": (1, 3)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    evs = []
    random_move(s2, fig(s2, "good-warrior-1"), 3, evs, direction=1)
    assert fig(s2, "good-warrior-1").testudo and [a.spell for a in s2.active] == ["tortuga-testudo"]
    s2.phase, s2.phase_no = "action", s2.phase_no + 1
    s3, evs = act(s2, Move(figure="good-warrior-1", to=(1, -2)))
    assert kinds(evs, "spell_ended", spell="tortuga-testudo") and not fig(s3, "good-warrior-1").testudo


def test_6_selebungol_shocking_surprise_you_choose_which_attacker():
    s = ready("selebungol-shock", {"good-scout-1": (1, 0), "good-warrior-1": (-1, 0)}, seat="p2")
    fig(s, "evil-mage").cell = (0, 0)
    s2, _ = act(s, Cast(target="evil-mage"), "p2")
    s2.current, s2.phase = "p1", "action"
    s2.phase_no += 1
    fig(s2, "good-scout-1").attacked = fig(s2, "good-warrior-1").attacked = False
    s3, evs = act(s2, Fight(attackers=("good-scout-1", "good-warrior-1"), defenders=("evil-mage",)), "p1")
    assert s3.pending["kind"] == "shock" and PACK.to_act(s3) == {"p2"}
    rig(s3, [1, 6])
    s4, evs = act(s3, Choose(figures=("good-warrior-1",)), "p2")
    assert kinds(evs, "damaged", figure="good-warrior-1", cause="selebungol-shock")
    assert fig(s4, "good-warrior-1").status == "dead"
    assert kinds(evs, "combat", attackers=("good-scout-1",))


def test_6_nosferat_unrefusable_offer_control_any_distance_until_concentration_breaks():
    s = ready("nosferat-offer", {"evil-warrior-1": (2, 2)})
    assert Cast(target="evil-mage") not in spells.targets(s, "p1", "nosferat-offer")
    s2, evs = act(s, Cast(target="evil-warrior-1"))
    assert s2.controller(fig(s2, "evil-warrior-1")) == "p1"
    s2.phase, s2.phase_no = "action", s2.phase_no + 1
    s3, _ = act(s2, Move(figure="evil-warrior-1", to=(2, -2)))       # away from the Mage
    assert fig(s3, "evil-warrior-1").cell == (2, -2)
    s4, evs = act(s3, Move(figure="good-mage", to=(0, 4)))
    assert kinds(evs, "control_changed", figure="evil-warrior-1", controller="p2")


def test_6_moorcock_gibbering_possession():
    s = ready("moorcock-possession", {"evil-warrior-1": (0, 2), "evil-scout-1": (1, 0),
                                      "good-scout-1": (-1, 1)}, terrain={(0, 1): "L"})
    s2, evs = act(s, Cast(target="evil-warrior-1"))
    h = fig(s2, "evil-warrior-1")
    assert h.possessed == "p1" and kinds(evs, "control_changed", possessed=True)
    s2.phase, s2.phase_no = "action", s2.phase_no + 1
    # at most one hex, even onto a Lake; then 1 life to ALL characters touching it
    assert Move(figure="evil-warrior-1", to=(0, 0)) not in PACK.legal_actions(s2, "p1")
    s3, evs = act(s2, Move(figure="evil-warrior-1", to=(0, 1)))
    hit = {e.figure for e in kinds(evs, "damaged", cause="moorcock-possession")}
    assert hit == {"evil-scout-1", "good-scout-1"} and fig(s3, "evil-warrior-1").status == "arena"
    # it cannot be killed
    evs = []
    from rules.chaos_arena.life import damage
    damage(s3, fig(s3, "evil-warrior-1"), 5, "test", evs)
    assert fig(s3, "evil-warrior-1").status == "arena" and not evs
    # it ceases the moment its Mage moves: removed from play
    s4, evs = act(s3, Move(figure="good-mage", to=(1, 4)))
    assert fig(s4, "evil-warrior-1").status == "removed"


def test_6_two_gibbering_possessions_stay_two_hexes_apart():
    s = ready("moorcock-possession", {"evil-warrior-1": (0, 2), "evil-warrior-2": (2, 0)})
    fig(s, "good-scout-1").status = "waiting"
    s2, _ = act(s, Cast(target="evil-warrior-1"))
    fig(s2, "evil-warrior-2").possessed = "p2"          # the other Mage's horror
    s2.phase, s2.phase_no = "action", s2.phase_no + 1
    moves = {a.to for a in PACK.legal_actions(s2, "p1") if a.kind == "move" and a.figure == "evil-warrior-1"}
    assert (1, 1) not in moves and (1, 2) in moves and (-1, 2) in moves     # distance 1 / 2


def test_6_maicrowave_mindmush_claims_a_life_of_both_mages_healing_first_then_ends_all_spells():
    s = ready("maicrowave-mindmush", {"evil-warrior-1": (2, 2)})
    fig(s, "evil-mage").bandaid = True
    from rules.chaos_arena.state import Active
    s.active += [Active(spell="hanzaplast-bandaid", seat="p2", target="evil-mage"),
                 Active(spell="tortuga-testudo", seat="p2", target="evil-warrior-1")]
    fig(s, "evil-warrior-1").testudo = True
    s2, evs = act(s, Cast())
    assert fig(s2, "good-mage").lives == 1
    assert fig(s2, "evil-mage").lives == 2 and kinds(evs, "healed", figure="evil-mage")
    assert not s2.active and not fig(s2, "evil-warrior-1").testudo


def test_6_naghoul_necrosuction_heals_on_enemy_deaths_nearby():
    s = ready("naghoul-necrosuction", {"good-warrior-1": (1, 0), "evil-scout-1": (0, -1)}, seat="p2")
    fig(s, "evil-mage").cell = (0, -3)
    fig(s, "evil-mage").lives = 1
    s2, _ = act(s, Cast(target="evil-mage"), "p2")
    from rules.chaos_arena.life import damage
    evs = []
    damage(s2, fig(s2, "good-warrior-1"), 1, "test", evs)
    assert kinds(evs, "healed", figure="evil-mage") and fig(s2, "evil-mage").lives == 2


def test_2_thirty_two_spell_cards_every_named_spell_present():
    sp = data.spells()
    assert len(sp) * 2 == 32
    assert [sum(1 for s in sp.values() if s.level == lv) for lv in (0, 1, 2, 3)] == [1, 6, 5, 4]
    named = ["Wave 'em in da air", "Dastardly Petrov's Dimensional Passage",
             "Tortuga's Trundelling Testudo", "Selebungol's Shocking Surprise",
             "Nosferat's Unrefusable Offer", "Moorcocks' Gruesome Gibbering Possession",
             "Maicrowave's Moronic Mindmush Demon", "Claymore's Anti Personnel Spell",
             "Armadilko's Shellbacked Missile Cover", "Hanzaplasts' Enhancing Band-Aid",
             "Naghouls' Nefarious Necrosuction"]
    names = {s.name: s for s in sp.values()}
    assert all(n in names and not names[n].authored for n in named)
    assert names["Claymore's Anti Personnel Spell"].duration == "instant"
    assert names["Armadilko's Shellbacked Missile Cover"].duration != "instant"


def test_6_tortuga_testudo_armour_when_defending_and_against_arrows():
    s = ready("tortuga-testudo", {"good-warrior-1": (1, 3), "evil-archer-1": (1, -1)})
    s2, _ = act(s, Cast(target="good-warrior-1"))
    from rules.chaos_arena.combat import oomph
    from rules.chaos_arena.shooting import cover
    w = fig(s2, "good-warrior-1")
    assert oomph(s2, w, defending=True) == 3 + 2 and oomph(s2, w, defending=False) == 3
    assert cover(s2, fig(s2, "evil-archer-1"), w) == 2
