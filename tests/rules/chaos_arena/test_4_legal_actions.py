"""4 Order of Play: legal_actions lists what a player may really do, every action kind a human
may take (concede apart: offered by the table, ruling 5), and each listed action applies."""
from __future__ import annotations

from typing import get_args

from rules.core.dice import Dice
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena.actions import Action, Choose, EndPhase, Fight
from tests.rules.chaos_arena.kit import act, dice_for, game, place

ALL_KINDS = {t.model_fields["kind"].default for t in get_args(get_args(Action)[0])}


def _kinds(state, seat):
    return {a.kind for a in PACK.legal_actions(state, seat)}


def _applies_all(state, seat):
    for a in PACK.legal_actions(state, seat):
        PACK.apply(state, seat, a)          # raises if a listed action is refused


def test_4_every_action_kind_but_concede_is_reachable_from_legal_actions():
    seen = set()
    s = PACK.new_game({}, 1)                                    # 3 the secret hands
    seen |= _kinds(s, "p1")
    # an action phase with a fight, a shot, a swap, an item to use and moves
    st = {"board": "chaos-arena", "position": {
        "current": "p1", "prepared": {"p1": "wave-em"},
        "figures": {"good-mage": [0, 5], "evil-mage": [0, -5],
                    "good-knight": {"cell": [-2, 1], "lives": 1, "item": "healing-potion"},
                    "good-warrior-1": [-3, 1], "good-archer-1": [1, 2],
                    "evil-warrior-1": [-1, 1], "evil-scout-1": [1, -1]}}}
    s = PACK.new_game(st, 5)
    seen |= _kinds(s, "p1")
    _applies_all(s, "p1")
    # the casting phase (a spell prepared last turn), then the preparation phase
    s.dice = Dice(dice_for([6]))                              # no chaos card found
    s, _ = act(s, EndPhase())
    assert s.phase == "cast"
    seen |= _kinds(s, "p1")
    s, _ = act(s, PACK.legal_actions(s, "p1")[0])
    assert s.phase == "prepare"
    seen |= _kinds(s, "p1")
    s, _ = act(s, EndPhase())                                 # p2's turn: a new character (4A)
    assert s.phase == "introduce"
    seen |= _kinds(s, "p2")
    # 4C: a find with several characters who could handle it
    s = PACK.new_game(st, 5)
    s.dice = Dice(dice_for([1]))
    s, _ = act(s, EndPhase())
    assert s.phase == "finder"
    seen |= _kinds(s, "p1")
    # a choice handed to the loser (group combat among equals)
    s = place(game(), {"good-scout-1": (-1, 0), "good-scout-2": (0, -1),
                       "good-warrior-1": (1, -1), "good-warrior-2": (2, 0),
                       "evil-knight": (0, 0), "evil-scout-1": (1, 0)})
    s.dice = Dice(dice_for([1, 4]))
    s, _ = act(s, Fight(attackers=("good-scout-1", "good-scout-2", "good-warrior-1",
                                   "good-warrior-2"), defenders=("evil-knight", "evil-scout-1")))
    seen |= _kinds(s, "p1")
    assert seen == ALL_KINDS - {"concede"}


def test_4b_legal_fights_list_every_group_against_one_enemy():
    # three of yours touch the Evil Knight, one of them the Mage (who would break his spell):
    # the groups without him are there to choose
    s = place(game(), {"good-mage": (-1, 0), "good-scout-1": (0, -1), "good-warrior-1": (1, -1),
                       "evil-knight": (0, 0)})
    fights = {a for a in PACK.legal_actions(s, "p1") if a.kind == "fight"}
    groups = {a.attackers for a in fights if a.defenders == ("evil-knight",)}
    assert groups == {("good-mage",), ("good-scout-1",), ("good-warrior-1",),
                      ("good-mage", "good-scout-1"), ("good-mage", "good-warrior-1"),
                      ("good-scout-1", "good-warrior-1"),
                      ("good-mage", "good-scout-1", "good-warrior-1")}
    _applies_all(s, "p1")


def test_4b_a_group_not_listed_is_still_accepted():
    # many against many: a sub-group of a cluster (ruling 4B-groups)
    s = place(game(), {"good-scout-1": (-1, 0), "good-scout-2": (0, -1),
                       "good-warrior-1": (1, -1), "good-warrior-2": (2, 0),
                       "evil-knight": (0, 0), "evil-scout-1": (1, 0)})
    f = Fight(attackers=("good-scout-1", "good-warrior-1", "good-warrior-2"),
              defenders=("evil-knight", "evil-scout-1"))
    assert f not in PACK.legal_actions(s, "p1")
    s.dice = Dice(dice_for([6, 1]))
    s2, evs = act(s, f)
    assert [e for e in evs if e.kind == "combat"][0].attackers == f.attackers
    assert Choose not in {type(a) for a in PACK.legal_actions(s2, "p1")}
