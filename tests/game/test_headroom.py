"""game/ai/headroom.py: the bounds on what a one-step search over normal could gain."""
import math

import pytest

from game.ai.headroom import Decision, _sample, bayes_gains, cross_gain, judge, main, report
from game.ai.ceremony import GUIDE, CeremonyPlayer, LEVELS
from game.session import Session
from game.tournament import build_setup
from rules import registry


def test_cross_gain_finds_an_action_better_in_both_halves_and_nothing_where_the_pick_is_best():
    pick = [0.5, 0.4, 0.6, 0.5]
    better = [x + 0.25 for x in pick]
    worse = [x - 0.25 for x in pick]
    assert math.isclose(cross_gain([pick, better, worse]), 0.25)
    assert cross_gain([pick, worse]) == 0.0
    # lucky in one half only: judged in the other half, where it is worse, it gains less than its luck
    fluke = [1.0, 1.0, 0.0, 0.0]
    assert cross_gain([pick, fluke]) < max(0.0, (sum(fluke) - sum(pick)) / 4 + 0.25)


def test_bayes_shrinks_noisy_differences_and_keeps_a_clear_one():
    noisy = [Decision("move", "p1", [(0.05, 0.05), (-0.05, 0.05)], 0.0) for _ in range(20)]
    assert max(bayes_gains(noisy)) < 0.01          # all within their noise: nothing to gain
    clear = noisy + [Decision("move", "p1", [(0.3, 0.01)], 0.3)]
    gains = bayes_gains(clear)
    assert gains[-1] > 0.2 and max(gains[:-1]) < gains[-1]


def test_a_declined_dodge_shows_headroom_and_the_report_scales_it_to_a_game():
    pack = registry.get("ceremony")
    session = Session(pack, build_setup(pack, None, 2), 12)
    players = {s: CeremonyPlayer(LEVELS["normal"], k) for k, s in enumerate(pack.seats(session.state))}
    for _ in range(200):
        seat = sorted(session.to_act())[0]
        legal = pack.legal_actions(session.state, seat)
        if legal[0].kind == "dodge" and len(legal) == 2 and seat == "p2":     # Varg, hit
            break
        session.act(seat, players[seat].choose(pack, session.state, seat))
    else:
        raise AssertionError("Varg had no DODGE to decide in 200 actions of this game")
    declined = next(a for a in legal if not a.dodge)
    decision = judge(pack, GUIDE, session.state, seat, declined, worlds=24, seed=3)
    (mean, se), = decision.diffs
    assert mean > 2 * se > 0                      # dodging beats taking the blow
    assert decision.cross > 0
    lines = report([decision], per_side=1.0)
    assert "dodge (" in lines[1] and f"{100 * decision.cross:+.1f} points" in lines[-1]
    # a few decisions scaled to a long game bound nothing, and the report says so
    assert "beyond 50 points (no bound)" in report([decision], per_side=10.0)[-1]


def test_the_opening_is_a_duels_traps_and_start_squares_where_random_samples_are_its_fight():
    opening = _sample(("ceremony", 5, 4, True))
    assert [(st.phase, seat) for st, seat, _ in opening] == [
        ("traps", "p1"), ("traps", "p2"), ("start", "p1"), ("start", "p2")]
    assert {pick.kind for _, _, pick in opening} == {"place_trap", "start"}
    sampled = _sample(("ceremony", 5, 4, False))
    assert len(sampled) == 4 and any(st.phase == "fight" for st, _, _ in sampled)


@pytest.mark.parametrize("argv", [["ceremony", "1"], ["ceremony", "5", "--opening", "-1"],
                                  ["ceremony", "5", "--worlds", "2"],
                                  ["ceremony", "5", "--workers", "0"], ["ninja-arena", "5"]])
def test_a_wrong_argument_gets_one_message_naming_it(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and ("at least 2 games" in err or "invalid choice: 'ninja-arena'" in err)
