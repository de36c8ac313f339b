"""2.2, 3.5, 4.2: the weapon and skill data files, and their error messages."""
import json
import re
from pathlib import Path

import pytest

from rules.ninja_arena import data
from rules.ninja_arena.data import DataError, parse_skills, parse_weapons

INF = None


def test_2_2_standard_weapons_as_printed():
    sword, stars = data.weapon("sword"), data.weapon("throwing stars")
    assert (sword.category, sword.damage, sword.applications, sword.range) == ("melee", 4, INF, 1)
    assert (stars.category, stars.damage, stars.applications, stars.range) == ("ranged", 2, 6, 6)
    assert sword.standard and stars.standard
    assert data.standard_weapon("melee") is sword and data.standard_weapon("ranged") is stars


@pytest.mark.parametrize("wid,printed", [
    ("sai", "3/∞/1"), ("chain_sickle", "3/∞/1"), ("nunchaku", "3/∞/1"),
    ("hand_claws", "3*/∞/1"), ("glaive", "5/∞/2*"), ("cane", "3/∞/2*"),
    ("caltrops", "1*/3/2"), ("throwing_net", "1/3/3"), ("dazzle_bombs", "0/2/2*"),
    ("darts", "1*/5/3"), ("shortbow", "3/4/∞"), ("throwing_spear", "4/3x1/∞"),
])
def test_3_5_special_weapon_statistics_as_printed(wid, printed):
    w = data.weapon(wid)
    assert "/".join(w.printed(s) for s in ("damage", "applications", "range")) == printed
    assert not w.standard and w.rules


def test_3_5_six_melee_and_six_ranged_special_weapons():
    assert [w.id for w in data.special_weapons("melee")] == [
        "sai", "chain_sickle", "nunchaku", "hand_claws", "glaive", "cane"]
    assert [w.id for w in data.special_weapons("ranged")] == [
        "caltrops", "throwing_net", "dazzle_bombs", "darts", "shortbow", "throwing_spear"]


def test_components_names_from_the_component_list_are_aliases():
    assert data.weapon("smoke-bombs").id == "dazzle_bombs"
    assert data.weapon("sword-lance").id == "glaive"
    assert data.weapon("sai-forks").id == "sai"
    assert data.weapon("hand-claw").id == "hand_claws"
    assert data.weapon("Dazzle Bombs").name == "Dazzle Bombs"


def test_components_counters_match_the_box():
    """14 loot counters (one per special card, 3 for the spear) and 6 weapon counters."""
    ws = data.weapons().values()
    assert sum(w.loot_counters for w in ws if not w.standard) == 14
    assert sum(w.weapon_counters for w in ws) == 6
    assert data.weapon("caltrops").weapon_counters == 3
    assert data.weapon("throwing_net").weapon_counters == 3
    assert sum(w.cards for w in ws if w.category == "melee" and not w.standard) == 6
    assert sum(w.cards for w in ws if w.category == "ranged" and not w.standard) == 8


def test_3_5_hand_claws_cannot_be_thrown_other_melee_can():
    assert not data.weapon("hand_claws").throwable
    assert all(w.throwable for w in data.special_weapons("melee") if w.id != "hand_claws")


def test_3_5_every_asterisk_is_ruled():
    starred = {(w.id, s.stat) for w in data.weapons().values() for s in w.stars}
    assert starred == {("hand_claws", "damage"), ("glaive", "range"), ("cane", "range"),
                       ("caltrops", "damage"), ("dazzle_bombs", "range"), ("darts", "damage")}
    assert all(len(s.ruling) > 40 for w in data.weapons().values() for s in w.stars)


def test_4_2_six_skills_with_card_names_and_authored_speed():
    sk = data.skills()
    assert [(s.id, s.ninja) for s in sk.values()] == [
        ("assassination", "shadow"), ("leaping_attack", "shadow"), ("acrobatics", "shadow"),
        ("reflexes", "weaponmaster"), ("berserker", "weaponmaster"), ("arsenal", "weaponmaster")]
    assert data.skill("jumping-attack").id == "leaping_attack"
    assert {s.id: s.speed for s in sk.values()} == {
        "assassination": "slow", "leaping_attack": "normal", "acrobatics": "normal",
        "reflexes": "fast", "berserker": "normal", "arsenal": "slow"}
    assert all("speed" in s.authored for s in sk.values())


def _weapons_json():
    return json.loads((data.DATA_DIR / "weapons.json").read_text(encoding="utf-8"))


def test_data_error_names_file_entry_and_field():
    d = _weapons_json()
    d["weapons"][4]["damage"] = "lots"
    with pytest.raises(DataError, match=r"weapons.json: entry 4 \('nunchaku'\), field damage: "):
        parse_weapons(d)


def test_data_error_negative_damage_and_zero_range():
    d = _weapons_json()
    d["weapons"][2]["damage"] = -1
    with pytest.raises(DataError, match=r"entry 2 \('sai'\), field damage: damage must be 0 or more"):
        parse_weapons(d)
    d = _weapons_json()
    d["weapons"][0]["range"] = 0
    with pytest.raises(DataError, match=r"entry 0 \('sword'\), field range: must be 1 or more"):
        parse_weapons(d)


def test_data_error_unknown_field_and_category():
    d = _weapons_json()
    d["weapons"][3]["colour"] = "red"
    with pytest.raises(DataError, match=r"entry 3 \('chain_sickle'\), field colour: Extra inputs"):
        parse_weapons(d)
    d = _weapons_json()
    d["weapons"][3]["category"] = "magic"
    with pytest.raises(DataError, match=r"field category: Input should be 'melee' or 'ranged'"):
        parse_weapons(d)


def test_data_error_duplicate_id():
    d = _weapons_json()
    d["weapons"][3]["id"] = "sai"
    with pytest.raises(DataError, match=r"entry 3 \('sai'\): id is used twice"):
        parse_weapons(d)


def test_data_error_skill_colour_must_match_speed():
    d = json.loads((data.DATA_DIR / "skills.json").read_text(encoding="utf-8"))
    d["skills"][3]["colour"] = "blue"
    with pytest.raises(DataError, match=r"skills.json: entry 3 \('reflexes'\).*speed fast is the red"):
        parse_skills(d)


def test_data_error_bad_json_file(tmp_path):
    p = tmp_path / "weapons.json"
    p.write_text("{nope")
    with pytest.raises(DataError, match=r"weapons.json: not a data file \(bad JSON at line 1"):
        data.load_weapons(p)
    with pytest.raises(DataError, match=r"gone.json: no such file"):
        data.load_skills(tmp_path / "gone.json")


def test_data_unknown_weapon_and_skill_names():
    with pytest.raises(DataError, match="unknown weapon 'bazooka'"):
        data.weapon("bazooka")
    with pytest.raises(DataError, match="unknown special skill 'flight'"):
        data.skill("flight")


HERE = Path(__file__).resolve().parent
MINE_CODE = ["data.py", "weapons.py", "skills.py", "variants.py"]
MINE_TESTS = ["test_arenas.py", "test_data.py", "test_weapons.py", "test_skills.py",
              "test_variants.py"]


def test_rulings_every_ruling_has_section_question_and_a_real_test():
    rulings = data.load_rulings()
    assert len(rulings) >= 40
    tests = "".join((HERE / f).read_text(encoding="utf-8") for f in MINE_TESTS)
    for r in rulings.values():
        assert r.section and r.question.endswith("?") and len(r.ruling) > 10, r.id
        assert f"def {r.test}(" in tests, f"{r.id}: no test named {r.test}"


def test_rulings_every_ruling_named_in_the_code_is_recorded():
    rulings = data.load_rulings()
    code = "".join((data.HERE / f).read_text(encoding="utf-8") for f in MINE_CODE)
    named = set(re.findall(r"RULINGS? ([0-9a-z][\w.-]*[a-z0-9])", code))
    named = {n for n in named if "-" in n}          # content ids look like "3.5-sai-blinded"
    assert named and named <= set(rulings), named - set(rulings)


def test_rulings_table_has_the_engine_shape():
    table = data.rulings_table()
    assert len(table) == len(data.load_rulings())
    assert all(len(t) == 4 and all(isinstance(x, str) and x for x in t) for t in table)


def test_rulings_file_errors_are_one_line(tmp_path):
    p = tmp_path / "rulings.json"
    p.write_text(json.dumps({"rulings": [{"id": "x", "section": "1"}]}))
    with pytest.raises(DataError, match=r"rulings.json: entry 0 \('x'\), field question: Field required"):
        data.load_rulings(p)
