"""VI.7 Communication between players: whispering reaches only the characters next to the
whisperer or the recipient; the whisperer does nothing else in that turn."""
from __future__ import annotations

import json

import pytest

from rules.core.engine import IllegalAction
from rules.morituri import actions as A
from tests.rules.morituri.fights import PACK, act, first, new, use

SECRET = "attack the barbarian together"


def four(whispering=True):
    """Killer (p1) at (0,0) next to the Swordswoman (p2) at (1,0); the Barbarian (p3) at (2,0)
    stands next to her only; a goblin (p4) far away at (-3,3)."""
    return new({"whispering": whispering, "figures": [
        {"character": "killer", "seat": "p1", "id": "k", "cell": [0, 0]},
        {"character": "swordswoman", "seat": "p2", "id": "s", "cell": [1, 0]},
        {"character": "barbarian", "seat": "p3", "id": "b", "cell": [2, 0]},
        {"character": "goblins", "seat": "p4", "half": "a", "id": "g", "cell": [-3, 3]}]})


def test_vi_7_whisper_reaches_only_the_characters_next_to_either_of_them():
    s = four()
    s = first(s, "p1")
    assert PACK.view(s, "p1")["may_whisper_to"] == ["s"]
    s = act(s, "p1", A.Whisper(to="s", text=SECRET))
    for seat in ("p1", "p2", "p3"):                # whisperer, recipient, next to the recipient
        w = PACK.view(s, seat)["whispers"]
        assert w[0]["text"] == SECRET and w[0]["figure"] == "k" and w[0]["to"] == "s"
    far = PACK.view(s, "p4")
    assert far["whispers"][0]["hearers"] == ["s", "b"] and "text" not in far["whispers"][0]
    assert SECRET not in json.dumps(far) and SECRET not in json.dumps(PACK.view(s, None))


def test_vi_7_the_whisperer_does_nothing_else_not_even_move():
    s = four()
    s = first(s, "p1")
    s = act(s, "p1", A.Whisper(to="s", text="hello"))
    assert s.active.id == "s"                      # no movement, no attack: the turn is over
    t = four()
    t.fig("k").row = [6]
    t = first(t, "p1", use())                      # the first action phase was used
    assert t.phase != "second" and PACK.view(t, "p1")["may_whisper_to"] == []
    u = first(four(), "p1")
    with pytest.raises(IllegalAction, match="VI.7"):
        act(u, "p1", A.Whisper(to="b", text="too far"))   # the Barbarian is not next to him


def test_vi_7_players_may_agree_to_fight_in_silence():
    s = first(four(whispering=False), "p1")
    assert PACK.view(s, "p1")["may_whisper_to"] == []
    with pytest.raises(IllegalAction, match="silence"):
        act(s, "p1", A.Whisper(to="s", text="hello"))
