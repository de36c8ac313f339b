"""The Chaos Arena computer players (game/ai/chaos_arena/): registered, never peeking at the
other seat's secrets, sensible in the phases of 4, and stronger than random."""
from __future__ import annotations

import copy

from game.ai import make_ai
from game.ai.chaos_arena import ChaosPlayer, make
from game.ai.chaos_arena.dice_odds import odds
from game.session import Session
from rules.core.dice import Dice
from rules.chaos_arena import RULESET as PACK
from rules.chaos_arena.actions import Cast, EndPhase, Fight, Move, Shoot
from rules.core.hexgrid import distance, within

HAND_P2 = ["wave-em", "petrov-passage", "armadilko-cover", "fleetfoot", "naghoul-necrosuction",
           "grimbold-glue", "moorcock-possession"]


def staged(figures, current="p1", prepared=None, turn=3, spells=None, seed=1):
    pos = {"current": current, "turn": turn, "figures": figures}
    if prepared:
        pos["prepared"] = prepared
    setup = {"board": "chaos-arena", "position": pos}
    if spells:
        setup["spells"] = spells
    return PACK.new_game(setup, seed)


def test_computer_player_is_registered_for_chaos_arena():
    ai = make_ai("chaos-arena", "normal", 3)
    assert isinstance(ai, ChaosPlayer) and ai.name == "chaos-normal"
    assert make("hard", 1).name == "chaos-hard" and make("random", 1).name == "random"


def test_4b_the_odds_of_a_combat_are_exact():
    # one die each, equal Oomph: win 15/36, lose 15/36, draw 6/36
    w, l = odds(3, 1, 3, 1)
    assert abs(w - 15 / 36) < 1e-9 and abs(l - 15 / 36) < 1e-9
    # the worked example: a Berserker (two dice, the highest counts) + 6 against a Knight + 5
    w, l = odds(6, 2, 5, 1)
    assert abs(w - 161 / 216) < 1e-9 and abs(l - 30 / 216) < 1e-9


# ----------------------------------------------------------------------------- never peeks

def _variants(state, seat):
    """The same position with the other seat's secrets (hand, altar), the deck order and the
    dice changed: what the seat cannot know."""
    other = state.other(seat)
    out = []
    for k in range(3):
        v = state.copy()
        hand = [s for s in (HAND_P2 if k else v.hands[other])]
        if v.prepared.get(other):
            v.prepared[other] = hand[-1] if k else v.prepared[other]
            hand = hand[:-1] if k else hand
        v.hands[other] = hand[:len(state.hands[other])]
        Dice.from_seed(k).shuffle(v.deck)
        v.dice = Dice.from_seed(100 + k)
        out.append(v)
    return out


def _rolled(event) -> bool:
    """Whether an event reports dice (a fight, a shot, a swamp or chaos roll)."""
    return any(f in type(event).model_fields for f in ("roll", "rolls", "dice", "attack_dice"))


def test_3_computer_decisions_do_not_depend_on_the_other_seats_secrets():
    positions = [
        staged({"good-mage": [0, 5], "evil-mage": [0, -5], "good-berserker-1": [-2, 1],
                "evil-knight": [-1, 1], "good-warrior-1": [2, 2], "evil-archer-1": [3, -3]},
               prepared={"p2": "claymore-ap"}),
        staged({"good-mage": [-1, 3], "evil-mage": [1, -2], "evil-warrior-1": [0, 2]},
               prepared={"p1": "kablammo-fireball", "p2": "claymore-ap"}),
    ]
    for s in positions:
        for level, seed in [("normal", k) for k in range(4)] + [("hard", 0)]:
            seen = set()
            for v in _variants(s, "p1"):
                ai, w, picks = make(level, seed, timed=False), v, []
                while PACK.to_act(w) == {"p1"} and len(picks) < 8 and not w.finished:
                    a = ai.choose(PACK, w, "p1")
                    picks.append(a)
                    w, events = PACK.apply(w, "p1", a)
                    if w.phase in ("finder", "cast", "prepare"):
                        break        # the chaos draw itself depends on the deck (not a choice)
                    if any(_rolled(e) for e in events):
                        break        # what follows a roll may differ: the dice differ by design
                seen.add(tuple(picks))
            assert len(seen) == 1, seen


# ----------------------------------------------------------------------------- sensible play

def test_4a_computer_steps_every_new_character_off_the_teleportal():
    s = PACK.new_game({"board": "chaos-arena"}, 3)
    ai = make("normal", 1)
    for _ in range(120):                      # a few turns of both seats
        if s.finished:
            break
        seat = sorted(PACK.to_act(s))[0]
        s, evs = PACK.apply(s, seat, ai.choose(PACK, s, seat))
        assert not [e for e in evs if e.kind == "died" and "teleportal" in e.cause.lower()]
    assert sum(1 for f in s.figs if f.status == "arena") >= 6


def test_4b_computer_archer_shoots_the_warrior_in_the_edge_of_the_woods():
    # the 4B shooting example: Warrior 2 (needs 8 + 2) is the best shot
    s = staged({"good-mage": [3, 4], "evil-mage": [4, -6], "evil-archer-1": [3, -3],
                "good-scout-1": [3, 0], "good-berserker-1": [6, -3], "good-warrior-2": [3, -1]},
               current="p2")
    a = make("normal", 1).choose(PACK, s, "p2")
    assert a == Shoot(archer="evil-archer-1", target="good-warrior-2")


def test_4b_computer_fights_with_good_odds_and_keeps_out_of_bad_ones():
    s = staged({"good-mage": [0, 5], "evil-mage": [0, -5],
                "good-berserker-1": {"cell": [-2, 1], "item": "light-elfy-sword"},
                "evil-knight": [-1, 1]})
    ai, picks = make("normal", 1), []
    while s.phase == "action" and len(picks) < 6:
        a = ai.choose(PACK, s, "p1")
        picks.append(a)
        s, _ = PACK.apply(s, "p1", a)
    assert Fight(attackers=("good-berserker-1",), defenders=("evil-knight",)) in picks
    # a lone Scout does not attack a Knight (the enemy Mage too far away to be a target)
    s = staged({"good-mage": [0, 5], "evil-mage": [4, -6], "good-scout-1": [-3, 5],
                "evil-knight": [-2, 5]})
    picks = []
    ai = make("normal", 1)
    while s.phase == "action" and len(picks) < 6:
        a = ai.choose(PACK, s, "p1")
        picks.append(a)
        s, _ = PACK.apply(s, "p1", a)
    assert not [a for a in picks if isinstance(a, Fight)]


def test_4d_computer_casts_the_fireball_on_the_enemy_mage_not_on_his_own():
    s = staged({"good-mage": [-1, 3], "evil-mage": [1, -2], "good-warrior-1": [0, -4],
                "evil-warrior-1": [1, 2]}, prepared={"p1": "kablammo-fireball"},
               spells={"p1": ["wave-em", "selebungol-shock", "hanzaplast-bandaid",
                              "tortuga-testudo", "zappo-bolt", "claymore-ap", "kablammo-fireball"]})
    ai = make("normal", 2)
    while s.phase != "cast":
        s, _ = PACK.apply(s, "p1", ai.choose(PACK, s, "p1"))
    a = ai.choose(PACK, s, "p1")
    assert isinstance(a, Cast) and a.cell is not None
    area = set(within(a.cell, 1))
    assert tuple(s.fig("evil-mage").cell) in area and tuple(s.fig("good-mage").cell) not in area
    s, evs = PACK.apply(s, "p1", a)
    assert s.finished and s.winners == ("p1",)


def test_4e_computer_mage_stays_on_his_hex_while_preparing_a_spell():
    s = staged({"good-mage": [0, 5], "evil-mage": [0, -5], "good-warrior-1": [1, 1],
                "evil-warrior-1": [1, -3]}, prepared={"p1": "zappo-bolt"},
               spells={"p1": ["wave-em", "selebungol-shock", "hanzaplast-bandaid",
                              "tortuga-testudo", "zappo-bolt", "claymore-ap", "kablammo-fireball"]})
    ai = make("normal", 1)
    while s.phase == "action":
        a = ai.choose(PACK, s, "p1")
        assert not (isinstance(a, Move) and a.figure == "good-mage")
        s, _ = PACK.apply(s, "p1", a)


def test_4b_computer_mage_steps_away_from_gathering_enemies():
    s = staged({"good-mage": [-1, 3], "evil-mage": [0, -5], "evil-berserker-1": [0, 0],
                "evil-berserker-2": [1, 0], "evil-knight": [-1, 1]})
    ai = make("normal", 1)
    a = ai.choose(PACK, s, "p1")
    assert isinstance(a, Move) and a.figure == "good-mage"
    before = min(distance((-1, 3), s.fig(g).cell) for g in ("evil-berserker-1", "evil-knight"))
    after = min(distance(tuple(a.to), s.fig(g).cell) for g in ("evil-berserker-1", "evil-knight"))
    assert after > before


def test_computer_normal_beats_random():
    wins = 0
    for g in range(6):
        seats = ("ai", "random") if g % 2 == 0 else ("random", "ai")
        players = {"p1": make("normal" if seats[0] == "ai" else "random", g),
                   "p2": make("normal" if seats[1] == "ai" else "random", 50 + g)}
        s = Session(PACK, {"round_limit": 25}, 1000 + g)
        steps = 0
        while not s.finished and steps < PACK.max_steps:
            seat = sorted(PACK.to_act(s.state))[0]
            s.act(seat, players[seat].choose(PACK, s.state, seat))
            steps += 1
        ai_seat = "p1" if seats[0] == "ai" else "p2"
        wins += ai_seat in s.outcome().winners
    assert wins >= 5
