"""Unnamed characters are called by their race, twins numbered; never by their id (issue 17:
"Giant Beetle e1" on screen)."""
from rules.gladiator.setup import new_state


def test_unnamed_characters_take_their_race_and_twins_a_number():
    st = new_state({"west": [{"name": "Grim", "race": "human"}],
                    "east": [{"race": "wolf"}, {"race": "wolf"}, {"race": "giant_beetle"}]}, 1)
    names = sorted(f.name for f in st.figures)
    assert names == ["Giant Beetle", "Grim", "Wolf 1", "Wolf 2"], names

