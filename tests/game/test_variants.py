"""The screens of the normal players' settings (game/ai/variants.py): every variant changes a
real setting of normal's Level, a screen counts every game once, and it tells a setting that
matters from normal (never dodging loses the Master of Ceremonies duel far more often)."""
from __future__ import annotations

import pytest

from game.ai import variants as V


@pytest.mark.parametrize("ruleset", sorted(V.VARIANTS))
def test_every_variant_changes_a_setting_of_normal(ruleset):
    normal = V.level_of(ruleset, {})
    for name, changes in V.VARIANTS[ruleset].items():
        level = V.level_of(ruleset, changes)          # an unknown setting would raise here
        assert (level == normal) == (name == "normal"), name


@pytest.mark.parametrize("ruleset", sorted(V.VARIANTS))
def test_a_screen_counts_every_game_once_and_reproduces(ruleset):
    name = list(V.VARIANTS[ruleset])[1]
    a = V.screen(ruleset, name, 4, 3)
    assert a.wins + a.losses + a.draws == 4
    assert V.screen(ruleset, name, 4, 3) == a


def test_a_setting_that_matters_shows():
    normal = V.screen("ceremony", "normal", 60, 1)
    careless = V.screen("ceremony", "never dodges", 60, 1)
    share = careless.wins / (careless.wins + careless.losses)
    assert share < 0.35 and careless.wins < normal.wins - 10


def test_the_command_names_an_unknown_variant(capsys):
    with pytest.raises(SystemExit) as exc:
        V.main(["ceremony", "2", "--seed", "2", "flies"])     # names after an option too
    assert exc.value.code == 2
    assert "unknown variant 'flies'" in capsys.readouterr().err
    assert V.main(["ceremony", "2", "--seed", "2", "never dodges"]) == 0
    assert "never dodges" in capsys.readouterr().out
