"""3 Set-up and 4 Order of Play: the secret hands, phases A-F, the introduction phase."""
from __future__ import annotations

import pytest

from rules.core.engine import BadSetup, IllegalAction
from rules.chaos_arena.actions import ChooseSpells, EndPhase, Move, Prepare, Summon
from tests.rules.chaos_arena.kit import HANDS, PACK, act, fig, game, hex_board, kinds


def test_3_each_mage_chooses_his_spells_in_secret_at_the_same_time():
    s = PACK.new_game({"board": hex_board()}, 3)
    assert PACK.to_act(s) == {"p1", "p2"} and s.phase == "choose_spells"
    options = PACK.legal_actions(s, "p1")
    assert len(options) == 20 * 10 * 4          # C(6,3) level I x C(5,2) level II x 4 level III
    s2, evs = act(s, ChooseSpells(spells=tuple(HANDS["p1"])), "p1")
    assert PACK.to_act(s2) == {"p2"} and kinds(evs, "spells_chosen", seat="p1")
    assert "my_hand" not in PACK.view(s2, "p2") and "my_hand" not in PACK.view(s2, None)
    assert PACK.view(s2, "p1")["my_hand"] == {"seat": "p1", "hand": sorted(HANDS["p1"])}


def test_3_a_hand_is_wave_em_plus_three_level_i_two_level_ii_one_level_iii():
    s = PACK.new_game({"board": hex_board()}, 3)
    bad = list(HANDS["p1"])
    bad[0] = "fleetfoot"            # no Wave 'em, four of level I
    with pytest.raises(IllegalAction, match="3: bad spell selection: \"Wave 'em in da air\""):
        act(s, ChooseSpells(spells=tuple(bad)), "p1")
    with pytest.raises(BadSetup, match="setup spells.p1: choose 3 spell"):
        PACK.new_game({"board": hex_board(), "spells": {"p1": HANDS["p1"][:-2] + ["fleetfoot", "kablammo-fireball"]}}, 1)


def test_4a_at_the_start_only_the_mages_are_in_the_arena_on_their_teleportals():
    s = game()
    assert [(f.id, f.cell) for f in s.in_arena()] == [("good-mage", (0, 7)), ("evil-mage", (0, -7))]
    assert s.phase == "action" and s.current == "p1"
    assert all(f.status == "waiting" for f in s.figs if f.type != "mage")


def _first_turn(s, seat="p1", to=None):
    mage = "good-mage" if seat == "p1" else "evil-mage"
    s, _ = act(s, Move(figure=mage, to=to or ((0, 6) if seat == "p1" else (0, -6))))
    s, _ = act(s, EndPhase())              # action phase over; no chaos card on turn 1
    assert s.phase == "prepare"
    s, evs = act(s, EndPhase())            # no spell prepared: the turn ends
    return s, evs


def test_4_order_of_play_phases_a_to_f_then_the_other_player():
    s, evs = _first_turn(game())
    assert kinds(evs, "turn_started", seat="p2", turn=1) and s.current == "p2" and s.phase == "action"
    s, _ = _first_turn(s, "p2")
    # p1's second turn: A introduction first
    assert s.current == "p1" and s.phase == "introduce"
    assert {a.figure for a in PACK.legal_actions(s, "p1")} == {
        f.id for f in s.figs if f.seat == "p1" and f.type != "mage"}
    s, evs = act(s, Summon(figure="good-knight"))
    assert fig(s, "good-knight").cell == (0, 7) and s.phase == "action"
    s, evs = act(s, Move(figure="good-knight", to=(1, 6)))
    s, evs = act(s, EndPhase())
    assert kinds(evs, "chaos_roll", seat="p1")           # C - the Chaos Card phase, from turn 2


def test_4a_a_new_character_who_does_not_step_off_the_teleportal_dies_at_the_end_of_the_turn():
    s, _ = _first_turn(game())
    s, _ = _first_turn(s, "p2")
    s, _ = act(s, Summon(figure="good-warrior-1"))
    s, evs = act(s, EndPhase())
    while s.current == "p1" and not s.finished:
        if s.pending or s.phase in ("finder",):
            s, more = act(s, PACK.legal_actions(s, "p1")[0])
        else:
            s, more = act(s, EndPhase())
        evs += more
    assert kinds(evs, "died", figure="good-warrior-1", cause="did not leave the Entrance Teleportal")


def test_4a_the_mage_must_step_off_on_his_first_turn_too():
    s = game()
    s, _ = act(s, EndPhase())
    s, evs = act(s, EndPhase())
    assert s.finished and s.winners == ("p2",) and kinds(evs, "game_over")


def test_4a_summon_only_waiting_characters_of_your_own_band():
    s, _ = _first_turn(game())
    s, _ = _first_turn(s, "p2")
    with pytest.raises(IllegalAction, match="4A: evil-knight is not a waiting member"):
        act(s, Summon(figure="evil-knight"))


def test_4e_preparing_a_spell_is_secret_and_announced():
    s = game()
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, _ = act(s, EndPhase())
    s, evs = act(s, Prepare(spell="claymore-ap"))
    assert kinds(evs, "spell_prepared", seat="p1")
    assert "claymore" not in str(evs) and "claymore-ap" not in str(PACK.view(s, "p2"))
    assert PACK.view(s, "p2")["altars"]["p1"] is True
    assert PACK.view(s, "p1")["my_altar"] == {"seat": "p1", "prepared": "claymore-ap"}
    assert {"seat": "p1", "prepared": "claymore-ap"} in PACK.secrets(s, "p1")


def test_4e_prepare_only_a_spell_from_your_hand():
    s = game()
    s, _ = act(s, Move(figure="good-mage", to=(0, 6)))
    s, _ = act(s, EndPhase())
    with pytest.raises(IllegalAction, match="4E"):
        act(s, Prepare(spell="kablammo-fireball"))
