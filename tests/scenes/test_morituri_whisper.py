"""VI.7 whispering at the table: the box sends the typed words as the turn's whisper, and only
the seats the rules let hear see the words (others see that someone whispered)."""
from __future__ import annotations

import json

from game.session import Session
from rules import registry

SETUP = {"whispering": True, "figures": [
    {"character": "killer", "seat": "p1", "id": "k", "cell": [0, 0]},
    {"character": "swordswoman", "seat": "p2", "id": "s", "cell": [1, 0]},
    {"character": "barbarian", "seat": "p3", "id": "b", "cell": [2, 0]},
    {"character": "goblins", "seat": "p4", "half": "a", "id": "g", "cell": [-3, 3]}]}
WORDS = "the barbarian first"


def _find(entity, cls):
    stack = [entity]
    while stack:
        e = stack.pop()
        if isinstance(e, cls):
            return e
        stack.extend(e.children)
    return None


def test_vi_7_the_whisper_box_sends_words_only_the_hearers_see(fresh):
    from scenes import games as packs
    from scenes.games.morituri.whisper_ui import WhisperBox, whisper_lines
    from scenes.controller import PackController
    s = Session(registry.get("morituri"), SETUP, seed=1)
    s.act("p1", {"kind": "pass"})                      # first action phase unused
    ctl = PackController(s, {p: "human" for p in ("p1", "p2", "p3", "p4")},
                         packs.table_module("morituri"), interactive=False)
    ctl.update()
    ctl.open("p1")
    box = _find(ctl.seat_widget, WhisperBox)
    assert box is not None and box.field is not None
    assert box.send(ctl, "p1", "s") is False and len(s.log) == 1      # nothing typed: nothing sent
    box.field.text = WORDS
    assert box.send(ctl, "p1", "s") is True
    assert s.log[-1][1].kind == "whisper"
    heard = whisper_lines(json.loads(json.dumps(s.view("p3"))))
    assert heard and WORDS in heard[-1]
    far = whisper_lines(json.loads(json.dumps(s.view("p4"))))
    assert far and WORDS not in far[-1] and "whispers something" in far[-1]
    assert WORDS not in json.dumps(ctl.scene.view)       # the table now shows no seat's secrets


def test_vi_7_the_whisper_box_stays_off_the_life_rows_and_the_window_edge(fresh):
    """Seen on the live table: the box's words "Whisper (VI.7: your whole turn):" were written
    over the second life row (the Barbarian's card and weapons)."""
    from scenes import games as packs
    from scenes import screenrects as sr
    from scenes.controller import PackController
    from scenes.games.morituri.whisper_ui import WhisperBox
    s = Session(registry.get("morituri"), SETUP, seed=1)
    s.act("p1", {"kind": "pass"})
    ctl = PackController(s, {p: "human" for p in ("p1", "p2", "p3", "p4")},
                         packs.table_module("morituri"), interactive=False)
    ctl.update()
    ctl.open("p1")
    fresh.step()
    box = _find(ctl.seat_widget, WhisperBox)
    parts = [(repr(getattr(c, "text", c)), sr.ui_rect(c)) for c in box.children]
    assert len(parts) >= 3 and all(r for _, r in parts) and not sr.outside(parts)
    rows = [sr.ui_rect(row) for row in ctl.scene.hud.rows]
    assert len(rows) == 4 and all(rows)
    assert not [(n, r) for n, r in parts for q in rows if sr.overlap(r, q)]
