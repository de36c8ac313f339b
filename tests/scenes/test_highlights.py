"""Films with a rhythm (issue 17, part 4): `record --highlights` cuts a game to its blows,
falls, defeats and the end within a minute; a defeat is a slow beat; --speed sets the pace."""
from __future__ import annotations

import pytest

from scenes.player import seconds
from scenes.timeline import load_source
from tests.scenes.conftest import ROOT

SAVES = ["morituri-barbarian-vs-killer.json", "chaos-arena-example.json", "ceremony-duel-example.json",
         "gladiator-solo-grim.json", "ninja-arena-model-scenario.json"]


@pytest.mark.parametrize("save", SAVES)
def test_highlights_keep_the_blows_defeats_and_end_within_a_minute(save):
    from scenes.director import PACING, is_blow, is_defeat
    src = load_source(str(ROOT / "saves" / save))
    cut = src.highlights()
    assert cut.steps[-1].events == src.steps[-1].events                  # the end
    defeats = [s for s in src.steps if any(is_defeat(e) for e in s.events)]
    assert all(any(d.view is k.view for k in cut.steps) for d in defeats)
    for st in cut.steps[:-1]:
        assert any(is_blow(e) or is_defeat(e) for e in st.events), [e["kind"] for e in st.events]
        # ...and ends on it, not on whose turn comes next (Chaos Arena's "Round 4: Good, turn
        # 4" and "Good: introduce phase" stood over an empty lake after a death), nor starts
        # on a seat's secret act
        assert st.events[-1].get("kind") not in PACING, [e["kind"] for e in st.events]
        assert not set(st.events[0]) <= {"kind", "seat"}, st.events[0]   # ("Evil, prepare")
    assert sum(seconds(src.module, s.events) + 0.4 for s in cut.steps) <= 50 + 10 * len(defeats)
    order = [src.steps.index(next(o for o in src.steps if o.view is s.view)) for s in cut.steps]
    assert order == sorted(order)                                         # as it happened
    assert cut.title().endswith(", highlights")
    # a step after a gap starts from the picture before it; one right after a kept one does not
    for prev, st in zip(order, order[1:]):
        kept = cut.steps[order.index(st)]
        assert (kept.cut_from is None) == (st == prev + 1)
    # the film opens on the picture before the first highlight (the duel's title stood over an
    # arena with neither gladiator on it yet), so the first needs no cut
    assert cut.steps[0].cut_from is None
    assert cut.first_view == (src.steps[order[0] - 1].view if order[0] else src.first_view)


def test_a_long_game_is_cut_and_a_short_one_kept_whole():
    long = load_source(str(ROOT / "saves" / "morituri-barbarian-vs-killer.json"))
    assert sum(seconds(long.module, s.events) for s in long.steps) > 60
    assert len(long.highlights().steps) < len(long.steps) / 2


def test_a_defeat_plays_at_half_speed_in_a_film(fresh):
    from scenes.director import SLOW, Director, is_defeat
    from scenes.player import PackPlayer
    from scenes.table import PackScene
    src = load_source(str(ROOT / "saves" / "morituri-barbarian-vs-killer.json"))
    step = next(s for s in src.steps if any(is_defeat(e) for e in s.events))
    i = src.steps.index(step)
    ev = next(e for e in step.events if is_defeat(e))
    timed = []
    for director in (False, True):
        scene = PackScene(src.module, src.setup, src.steps[i - 1].view, interactive=False)
        player = PackPlayer(scene, auto=False, follow_camera=director)
        player.director = Director(scene) if director else None
        player.play([ev], step.view)
        n = 0
        while player.busy and n < 1000:
            player.advance(1 / 30)
            n += 1
        timed.append(n)
    assert timed[1] >= 0.9 * timed[0] / SLOW          # twice as long, within a few frames


def test_speed_and_highlights_are_record_options():
    import main
    args = main.build_parser().parse_args(["record", "x.json", "--out", "x.mp4", "--speed", "2", "--highlights"])
    assert args.speed == 2.0 and args.highlights
    with pytest.raises(SystemExit):
        main.build_parser().parse_args(["record", "x.json", "--out", "x.mp4", "--speed", "20"])
