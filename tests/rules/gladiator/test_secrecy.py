"""What each side receives of the events (pack.event_view, secrecy.py): no enemy's SH, no ESP
findings of the other side, no square of a figure it cannot see, no tell of the Image's mage.
The referee (the events apply returns) keeps them whole."""
from __future__ import annotations

import pytest

from game import conformance as cf
from rules.core.engine import seat_events
from rules.gladiator.actions import ChooseFirst, Reset, Step, Turn
from rules.gladiator.pack import Gladiator
from rules.gladiator.wounds import regenerate, wound
from tests.rules.gladiator.helpers import PACK, figure_spec, stage
from tests.rules.gladiator.test_spell_kinds import SUCCESS, _cast, _mage


class NoEventView(Gladiator):
    """The pack as it was: every seat received every event whole."""
    event_view = None


def _seen(state, events, seat):
    return seat_events(PACK, state, events, seat)


def _kinds(events):
    return [e.kind for e in events]


def test_view_stats_display_sh_in_wounded_and_healed_events_is_the_own_sides_only():
    s = stage([figure_spec("A", cell=(3, 4))], [figure_spec("B", cell=(9, 4), sh=12)])
    out: list = []
    wound(s, s.fig("e1"), 3, out)
    hurt = next(e for e in out if e.kind == "wounded")
    assert hurt.sh == 9 and hurt.damage == 3                       # the referee's event
    assert next(e for e in _seen(s, out, "east") if e.kind == "wounded").sh == 9
    for other in ("west", None):
        seen = next(e for e in _seen(s, out, other) if e.kind == "wounded")
        assert seen.sh is None and seen.damage == 3                # the blow itself is public
    cf.check_event_secrecy(PACK, s, out)
    with pytest.raises(cf.ConformanceError, match=r"east's secret \{'figure': 'e1', 'sh': 9\} "
                                                  r"is in the 'wounded' event west receives"):
        cf.check_event_secrecy(NoEventView(), s, out)


def test_view_stats_display_a_healed_figures_sh_stays_with_his_side():
    s = stage([{"race": "troll", "cell": [3, 4], "facing": 2}], [figure_spec("B", cell=(9, 4))])
    troll = s.fig("w1")
    troll.sh -= 2
    out: list = []
    regenerate(s, troll, out)
    assert [(e.kind, e.sh) for e in out] == [("healed", troll.sh)]
    assert [e.sh for e in _seen(s, out, "west")] == [troll.sh]
    assert [e.sh for e in _seen(s, out, "east")] == [None]
    assert [e.sh for e in _seen(s, out, None)] == [None]
    cf.check_event_secrecy(PACK, s, out)
    with pytest.raises(cf.ConformanceError, match="'healed' event east receives"):
        cf.check_event_secrecy(NoEventView(), s, out)


def _moving_in_shadow():
    """West's A stands in Shadow at (3, 4) and is the one moving; East's B far away."""
    s = stage([figure_spec("A", cell=(3, 4), facing=2)], [figure_spec("B", cell=(10, 4))],
              phase="none", terrain={(3, 4): "S", (4, 4): "S"})
    s.chooser = "west"
    s, _ = PACK.apply(s, "west", ChooseFirst(side="west"))
    assert s.mv.fig == "w1"
    return s


def test_shadow_the_other_side_receives_no_square_of_a_figure_it_cannot_see():
    s = _moving_in_shadow()
    # a step within the Shadow: east sees nothing of it
    s, out = PACK.apply(s, "west", Step(direction=2))
    assert _kinds(out) == ["moved"] and out[0].path == ((3, 4), (4, 4))
    assert _seen(s, out, "west") == out
    assert _seen(s, out, "east") == [] and _seen(s, out, None) == []
    # out of the Shadow: east sees him step out, from the last square it could see on
    s, out = PACK.apply(s, "west", Step(direction=2))
    assert out[0].path == ((4, 4), (5, 4))
    assert _seen(s, out, "east")[0].path == ((5, 4),)
    # turned and reset back into the Shadow: the reset's square and facing are his side's only
    s, out = PACK.apply(s, "west", Turn(facing=4))
    assert _kinds(_seen(s, out, "east")) == ["turned"]            # he stands in the open
    s, out = PACK.apply(s, "west", Reset())
    reset = next(e for e in out if e.kind == "move_reset")
    assert reset.cell == (3, 4)
    assert "move_reset" in _kinds(_seen(s, out, "west"))
    assert "move_reset" not in _kinds(_seen(s, out, "east"))
    assert "move_reset" not in _kinds(_seen(s, out, None))
    cf.check_event_secrecy(PACK, s, out)
    with pytest.raises(cf.ConformanceError, match="'move_reset' event east receives"):
        cf.check_event_secrecy(NoEventView(), s, out)


def test_esp_stats_only_the_casters_side_receives_what_it_shows():
    s = _mage(iq=14)
    s, out = _cast(s, SUCCESS, spell="esp_stats")
    stats = next(e for e in out if e.kind == "stats_seen")
    assert stats.seen and stats.seen[0][0] == "e1"                 # the referee's event
    assert next(e for e in _seen(s, out, "west") if e.kind == "stats_seen").seen == stats.seen
    for other in ("east", None):
        assert next(e for e in _seen(s, out, other) if e.kind == "stats_seen").seen == ()


def test_image_the_summoned_events_do_not_tell_which_look_alike_is_the_mage():
    s = _mage()
    s, out = _cast(s, SUCCESS, spell="image")
    real = next(f for f in s.figures if f.present and f.side == "west" and not f.image)
    summoned = [e for e in out if e.kind == "summoned"]
    assert len(summoned) == 3 and {e.by for e in summoned} == {"w1"}   # his old, public id
    assert real.id != "w1" and all(e.how == "image" for e in summoned)
    cf.check_event_secrecy(PACK, s, out)
    for seat in ("east", None):
        assert [e.by for e in _seen(s, out, seat) if e.kind == "summoned"] == ["w1"] * 3
    # the check knows the secret: an event naming the real mage as `by` is caught
    leak = [summoned[0].model_copy(update={"by": real.id})]
    with pytest.raises(cf.ConformanceError, match="'summoned' event east receives"):
        cf.check_event_secrecy(PACK, s, leak)


def test_missile_obstacles_a_shot_past_an_unseen_figure_does_not_name_his_square():
    from rules.gladiator.actions import Shoot
    from rules.gladiator.secrecy import UNSEEN_OBSTACLE
    from tests.rules.gladiator.helpers import run
    s = stage([figure_spec("A", cell=(1, 4), facing=2, ready="short_bow")],
              [figure_spec("D", cell=(8, 4), facing=6), figure_spec("H", cell=(5, 4), facing=6)],
              terrain={(5, 4): "S"})
    s, out = run(s, Shoot(target="e1"))
    hit = next(e for e in out if e.kind == "attacked")
    assert ("character at 5,4", -1) in hit.modifiers                  # the referee's event
    assert next(e for e in _seen(s, out, "east") if e.kind == "attacked") == hit
    for other in ("west", None):
        seen = next(e for e in _seen(s, out, other) if e.kind == "attacked")
        assert (UNSEEN_OBSTACLE, -1) in seen.modifiers and ("shadow at 5,4", -4) in seen.modifiers
        assert not any("5,4" in n for n, _ in seen.modifiers if n.startswith("character"))
        assert (seen.total, seen.target_number, seen.hit) == (hit.total, hit.target_number, hit.hit)
