"""Events and actions round-trip through JSON; EVENT_KINDS lists every event kind (the table
needs an animation for each)."""
from __future__ import annotations

import typing

from rules.morituri import actions as A
from rules.morituri import events as ev


def test_event_kinds_match_the_union():
    union = typing.get_args(typing.get_args(ev.Event)[0])
    kinds = tuple(t.model_fields["kind"].default for t in union)
    assert sorted(kinds) == sorted(ev.EVENT_KINDS) and len(set(kinds)) == len(kinds)


def test_actions_round_trip_through_json():
    samples = [A.Use(option="planned", pick="killer.dagger1"), A.Plan(op="swap", card=3),
               A.Equip(hands=("killer.chain", None), worn=("killer.cloak",)), A.Pass(),
               A.Move(path=((0, 1), (0, 0)), specials=("barbarian.quick_jumps",)),
               A.Declare(target="b1", attack=1, specials=("killer.poison",)),
               A.SetDie(value=4), A.Guess(values=(3, 4)), A.Lie(defend=True), A.Stand(),
               A.Offer(to="w", give=("killer.dagger1",)), A.Accept(offer=3),
               A.ThrowTo(cell=(0, -2))]
    for a in samples:
        data = A.action_adapter.dump_python(a, mode="json")
        assert A.action_adapter.validate_python(data) == a


def test_ii_4_no_event_reveals_a_planned_card_or_a_secret_number_before_the_reveal():
    secret_free = {"planned": {"figure", "op", "row", "kind"},
                   "die_set": {"exchange", "figure", "kind"},
                   "guessed": {"exchange", "figure", "count", "kind"}}
    for name, fields in secret_free.items():
        model = next(t for t in typing.get_args(typing.get_args(ev.Event)[0])
                     if t.model_fields["kind"].default == name)
        assert set(model.model_fields) == fields


def test_every_event_of_a_fight_has_a_readable_line():
    from tests.rules.morituri.fights import eager_game, PACK
    _, events, _ = eager_game({"round_limit": 15}, 2)
    lines = [PACK.describe_event(e) for e in events]
    assert all(isinstance(x, str) and x for x in lines)
    assert any(x.startswith("-- round 1") for x in lines)


def test_a_wound_reads_as_the_attackers_blow_without_nested_brackets():
    """Seen in a still's caption: "Barbarian (Barbar) loses 3 Condition (wound (Killer
    (Vrah))), now -2" once the table put the names in."""
    from rules.morituri import events as ev
    from rules.morituri.describe import describe
    wound = ev.ConditionChanged(figure="barbar", delta=-3, condition=-2, cause="wound (vrah)")
    assert describe(wound) == "barbar loses 3 Condition to vrah's blow, now -2"
    paid = ev.ConditionChanged(figure="vrah", delta=-1, condition=11, cause="Strong slash costs Condition")
    assert describe(paid) == "vrah loses 1 Condition (Strong slash costs Condition), now 11"
