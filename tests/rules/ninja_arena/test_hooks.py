"""The plug-in interface (hooks.py): skills act at their colour's speed (4.2), variants take
over the board edge and the bonus action, markers act at the end of each action round."""
from __future__ import annotations

import pytest

from rules.ninja_arena import hooks
from tests.rules.ninja_arena.fights import duo, fig, kinds, play


class _Fast(hooks.Skill):
    def perform(self, ctx, n, slot):
        ctx.hurt(n.id, 1, "skill")


@pytest.fixture
def fast_skill():
    skill = hooks.register_skill(_Fast("test_fast", "Test", "shadow", "fast"))
    yield skill
    del hooks.SKILLS["test_fast"]


@pytest.fixture
def edge_variant():
    class Edge(hooks.Variant):
        id = "test_edge"
        has_bonus_action = True

        def edge(self, ctx, n, last_cell):
            ctx.defeat(n.id, "shoved", loot=False)
            return True

        def bonus_action(self, ctx, n, slot):
            ctx.heal(n.id, 1)
    v = hooks.register_variant(Edge())
    yield v
    del hooks.VARIANTS["test_edge"]


def test_4_2_special_skill_acts_at_the_speed_of_its_colour(fast_skill):
    s = duo(layer="professional")
    s.ninjas[0].skill = "test_fast"
    s, evs = play(s, {"b": ["turn_left"], "a": ["special"]})      # b has initiative 1
    started = [(e.figure, e.action) for e in kinds(evs, "action_started")]
    assert started == [("b", "turn_left"), ("a", "special")]
    s2 = duo(layer="professional")
    s2.ninjas[0].skill = "test_fast"
    s2, evs = play(s2, {"b": ["step forward"], "a": ["special"]})
    assert [e.figure for e in kinds(evs, "action_started")] == ["a", "b"]   # fast before normal
    assert kinds(evs, "skill_used", figure="a", skill="test_fast") and fig(s2, "a").life == 9


def test_3_4_dazed_ignores_a_special_action_whatever_its_speed(fast_skill):
    s = duo(layer="professional")
    s.ninjas[0].skill = "test_fast"
    s.ninjas[0].dazed_round = 1
    s, evs = play(s, {"a": ["special"]})
    assert kinds(evs, "action_ignored", figure="a", action="special") and fig(s, "a").life == 10


def test_4_4_variant_edge_hook_replaces_the_edge_bump(edge_variant):
    s = duo(a=((3, 0), "N"), layer="professional", variants=["test_edge"])
    s, evs = play(s, {"a": ["step back"]})
    assert not kinds(evs, "edge_bump") and not fig(s, "a").alive and s.loot == ()


def test_4_4_bonus_action_dispatches_to_the_variant(edge_variant):
    s = duo(layer="professional", variants=["test_edge"])
    s.ninjas[0].life = 5
    s, evs = play(s, {"a": ["bonus"]})
    assert fig(s, "a").life == 6 and kinds(evs, "healed")


def test_3_5_marker_end_of_round_hook_runs_every_action_round():
    class Spikes(hooks.MarkerRules):
        kind = "test_spikes"

        def end_of_round(self, ctx, marker, n):
            if n is not None:
                ctx.hurt(n.id, 1, "spikes")
    hooks.register_marker(Spikes())
    try:
        from rules.ninja_arena.state import Marker
        s = duo()
        s.markers = (Marker((3, 3), "test_spikes", None),)
        s, evs = play(s, {})
        assert fig(s, "a").life == 7
    finally:
        del hooks.MARKERS["test_spikes"]


def test_hooks_standard_weapons_are_registered_and_replaceable():
    assert isinstance(hooks.weapon("sword"), hooks.MeleeWeapon)
    assert isinstance(hooks.weapon("throwing_stars"), hooks.RangedWeapon)
    with pytest.raises(KeyError, match="unknown weapon"):
        hooks.weapon("banana")
