"""The timeline of a Ninja Arena staged fight: saves and stages become steps of events in game
rounds, and stepping the picture through a round's events (the game's `step_view`) lands
exactly where the rules say it ends."""
from __future__ import annotations

import pytest

from tests.scenes.conftest import ROOT

MODEL = str(ROOT / "saves" / "ninja-arena-model-scenario.json")


class At(tuple):
    def __new__(cls, rnd, action):
        return tuple.__new__(cls, (rnd, action))

    round = property(lambda self: self[0])
    action = property(lambda self: self[1])


def _tv(src, view):
    from scenes.games.ninja_arena.views import as_view
    return as_view(view, src.setup)


def _figs(src, view):
    return {f.id: (f.cell, f.level, f.facing, f.life, f.alive, f.melee, f.ranged, f.ranged_uses)
            for f in _tv(src, view).figures}


@pytest.fixture(scope="module")
def model():
    from scenes.timeline import load_source
    return load_source(MODEL)


def test_a_staged_fight_has_its_rounds(model):
    assert model.rounds() == [1, 2]
    assert _tv(model, model.first_view).board.id == "castle"
    assert {f.kind for f in _tv(model, model.first_view).figures} == {"shadow", "weaponmaster"}


@pytest.mark.parametrize("rnd", [1, 2])
def test_stepping_through_events_ends_where_the_rules_end(model, rnd):
    assert _figs(model, model.view_at(At(rnd, 3))) == _figs(model, model.view_at(At(rnd, None)))


def test_rulebook_2_8_numbers_after_two_rounds(model):
    # 2.8: "Weaponmaster has taken 6 damage; Shadow got away with 4"
    end = {f.kind: f.life for f in _tv(model, model.view_at(At(2, None))).figures}
    assert end == {"weaponmaster": 4, "shadow": 6}


def test_mid_round_moment_differs_from_the_round_end(model):
    assert _figs(model, model.view_at(At(1, 1))) != _figs(model, model.view_at(At(1, None)))


def test_sides_take_their_seats_colours(model):
    # the model scenario: p1 plays from the south, p2 from the west
    assert _tv(model, model.first_view).sides == {"south": 0, "west": 1}


def test_an_arena_id_is_a_source_too():
    from scenes.timeline import load_source
    src = load_source("castle")
    assert src.steps == [] and len(src.first_view.figures) == 2


def test_games_of_packs_the_table_cannot_draw_are_one_line(tmp_path):
    import json
    from game.errors import UserError
    from scenes.timeline import load_source
    import tests.toy_pack  # noqa: F401  (a registered pack with no table)
    stage = tmp_path / "other.stage.json"
    stage.write_text(json.dumps({"format": "arena-table/stage", "ruleset": "toy", "rounds": []}))
    with pytest.raises(UserError, match="cannot draw toy"):
        load_source(str(stage))


def test_a_moment_after_the_end_is_captioned_by_the_winners_ninjas():
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "ninja-arena-last-stand.stage.json"))
    caption = _tv(src, src.view_at(At(2, 1))).caption
    assert caption == "Game over: Shadow (red) wins"


def test_the_finished_game_is_captioned_by_its_result_not_its_round():
    """A film's end card read "Round 2" under "Shadow wins": the final picture of a finished
    game says its result, as the game-over event did."""
    from scenes.timeline import load_source
    src = load_source(str(ROOT / "saves" / "ninja-arena-last-stand.stage.json"))
    assert _tv(src, src.final_view).caption == "Game over: Shadow (red) wins"
    assert _tv(src, src.first_view).caption == "Round 1"
    drawn = {**src.final_view, "outcome": {"finished": True, "winners": [], "reason": "time"}}
    assert _tv(src, drawn).caption == "Game over: a draw"
