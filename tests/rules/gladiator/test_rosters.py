"""Experience and rosters (saves/rosters/)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.gladiator.rosters import (RosterError, advance, after_game, experience, parse_roster,
                                     points_available, spec)
from rules.gladiator.wounds import kill
from tests.rules.gladiator.helpers import PACK, figure_spec, stage

ROSTER = Path(__file__).resolve().parents[3] / "saves" / "rosters" / "example.json"


def _roster():
    return parse_roster(json.loads(ROSTER.read_text()), ROSTER.name)


def test_rosters_the_shipped_roster_loads_and_its_characters_play():
    r = _roster()
    setup = {"west": [spec(c) for c in r.characters[:2]], "east": [spec(r.characters[2])]}
    s = PACK.new_game(setup, 3)
    assert [f.name for f in s.figures] == ["Grim", "Thor", "June"] and s.fig("w1").xp == 140


def test_rosters_a_bad_roster_is_one_line_naming_what_is_wrong():
    with pytest.raises(RosterError, match=r"r.json: characters.0.sh: Field required"):
        parse_roster({"owner": "x", "characters": [{"name": "A", "race": "human", "ag": 1, "iq": 1}]}, "r.json")
    with pytest.raises(RosterError, match="not a character race"):
        parse_roster({"owner": "x", "characters": [{"name": "A", "race": "bear", "sh": 1, "ag": 1, "iq": 1}]})


def test_experience_buys_attribute_points_up_to_the_race_maximum():
    grim = _roster().characters[0]
    assert points_available(grim) == 1
    better = advance(grim, "ag")
    assert better.ag == 13 and points_available(better) == 0
    with pytest.raises(RosterError, match="no attribute point"):
        advance(better, "sh")
    capped = grim.model_copy(update={"iq": 14})
    with pytest.raises(RosterError, match="maximum 14"):
        advance(capped, "iq")


def test_experience_survivors_gain_escapees_keep_the_dead_lose_a_third():
    s = stage([figure_spec("Grim", cell=(3, 4), xp=150), figure_spec("Run", cell=(3, 2), xp=30)],
              [figure_spec("Foe", cell=(8, 4), xp=90), figure_spec("Vet", cell=(8, 2), xp=300)])
    kill(s, s.fig("e1"))
    kill(s, s.fig("e2"))
    s.fig("w2").gone = True
    xp = experience(s)
    assert xp["w1"] == (150 + 32 + 32, "survived")
    assert xp["w2"] == (30, "escaped")
    assert xp["e1"] == (90 - 30, "dead") and xp["e2"] == (300 - 100, "bones")


def test_altar_of_life_the_dead_with_experience_come_back_as_bones_not_loaded():
    r = parse_roster({"owner": "x", "characters": [
        {"name": "Vet", "race": "human", "sh": 12, "ag": 12, "iq": 8, "xp": 300}]})
    s = stage([figure_spec("Vet", cell=(3, 4), xp=300)], [figure_spec("Foe", cell=(8, 4))])
    kill(s, s.fig("w1"))
    after = after_game(r, s)
    assert after.characters[0].bones and after.characters[0].xp == 200
    with pytest.raises(RosterError, match="Bones"):
        spec(after.characters[0])


def test_experience_images_and_summons_are_not_roster_characters():
    from rules.gladiator.conjure import image, summon
    s = stage([figure_spec("Merlin", "mage", cell=(3, 4), xp=120)], [figure_spec("Foe", cell=(8, 4))])
    image(s, s.fig("w1"), 4, [])
    real = next(f for f in s.figures if f.present and f.side == "west" and not f.image)
    summon(s, real, "wolf", "summon", [])
    kill(s, s.fig("e1"))
    xp = experience(s)
    assert sorted(xp) == sorted([real.id, "e1"]) and xp[real.id] == (120 + 12 + 12 + 8, "survived")
