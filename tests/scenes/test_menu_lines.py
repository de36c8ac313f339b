"""Every line the action menu can show fits it whole (scenes/controller.LINE_CHARS): seeded
random games of each game that uses the menu, every legal action of every decision labelled.
Cut lines were seen live: the Master's INTRODUCTION squares ("...1st fr"), Gladiator's shield
attack (its odds), Morituri's attack with an Exertion."""
from __future__ import annotations

import random

import pytest

from rules import registry
from scenes.controller import LINE_CHARS
from scenes.games import table_module
from scenes.timeline import as_json

OWN_PANELS = {"chaos-arena": {"choose_spells", "prepare"}}     # shown by the game's own widgets
SEEN = {"ceremony": {"introduce", "place_trap"}, "gladiator": {"turn", "attack"},   # the long ones
        "chaos-arena": {"swap", "end_phase"}}


@pytest.mark.parametrize("ruleset", ["morituri", "chaos-arena", "gladiator", "ceremony"])
def test_every_menu_line_fits_whole(ruleset):
    pack, module = registry.get(ruleset), table_module(ruleset)
    setups = [{}, *getattr(pack, "example_setups", lambda: [])()[:2]]
    labelled, kinds = 0, set()
    for seed, setup in enumerate(setups, 1):
        s, rng = pack.new_game(dict(setup), seed), random.Random(seed)
        for _ in range(300):
            seats = sorted(pack.to_act(s))
            if pack.outcome(s).finished or not seats:
                break
            legal = pack.legal_actions(s, seats[0])
            view = as_json(pack.view(s, seats[0]))
            for a in legal:
                if a.kind in OWN_PANELS.get(ruleset, ()):
                    continue
                line = module.describe_action(as_json(a), view)
                assert len(line) <= LINE_CHARS, (len(line), line)
                labelled += 1
                kinds.add(a.kind)
            s, _ = pack.apply(s, seats[0], rng.choice(legal))
    assert labelled > 200 and SEEN.get(ruleset, set()) <= kinds, kinds
