"""How to play (issue 16, part 4): every game's rules in short, searchable, opened at the
section a refusal names."""
from __future__ import annotations

import pytest

from rules import registry
from scenes.howto import find, lines, section_line, source


@pytest.mark.parametrize("ruleset", sorted(registry.KNOWN))
def test_every_game_has_its_rules_in_short_with_goal_turn_and_sections(ruleset):
    text = lines(ruleset)
    heads = [t for t in text if t.startswith("## ")]
    assert source(ruleset).exists() and len(heads) >= 3
    assert heads[0].startswith("## Goal")
    assert any("(" in h for h in heads[1:])                 # headings name rulebook sections
    from scenes.howto import WIDTH
    assert all(len(t) <= WIDTH for t in text if not t.startswith("#"))


def test_search_and_sections():
    text = lines("ninja-arena")
    i = section_line(text, "2.6")
    assert text[i] == "## Moving (2.6)"
    j = find(text, "CLUMSY move")
    assert j is not None and "clumsy" in text[j].lower()
    assert find(text, "clumsy", j + 1) == j                  # the only one: next wraps round to it
    first = find(text, "ninja")
    assert find(text, "ninja", first + 1) > first              # next: the following match
    assert find(text, "no such words anywhere") is None and find(text, "  ") is None
    assert section_line(lines("ceremony"), "E7") is not None


def test_h_opens_the_rules_of_the_game_on_the_table_at_the_refused_section(fresh, table):
    from scenes.howto import HowToPanel
    from tests.scenes.conftest import three_dodges
    p = three_dodges(fresh, table)                           # the third: refused (2.4)
    rule = next(b for b in p.parts if getattr(b, "section", None))
    assert rule.section == "2.4"
    rule.on_click()
    panel = table.menu
    assert isinstance(panel, HowToPanel) and panel.ruleset == "ninja-arena"
    assert panel.text[panel.mark].startswith("## The actions (2.4")
    panel.search.text = "duel"
    panel.next_match()
    assert "duel" in panel.text[panel.mark].lower()
    panel.tabs["chaos-arena"].on_click()
    assert panel.ruleset == "chaos-arena" and panel.rows[0].text.startswith("Chaos Arena")
    table.close_menu()
    assert table.menu is None


def test_a_refusal_is_said_until_a_move_is_made(fresh, table):
    from tests.scenes.conftest import three_dodges
    p = three_dodges(fresh, table)
    c = table.controller
    p.plans["shadow"].append({"action": "dodge"})          # slipped past the panel: Done refuses
    p.done()
    assert "2.4" in c.scene.hud.said and c.last_section == "2.4"
    said = c.scene.hud.said                        # in the table's words: no ids
    assert "Shadow" in said and "shadow has" not in said and "p1" not in said
    p.plans["shadow"].pop()
    p.done()                                               # a legal plan: the refusal goes
    assert "2.4" not in c.scene.hud.said and c.last_section is None


def test_the_full_rulebook_opens_searchable_where_the_player_keeps_it(fresh, table, tmp_path, monkeypatch):
    from scenes import rulebook
    (tmp_path / "ninja-arena.txt").write_text(
        "Ninja Arena Rulebook\n\n2.6 Movement Rules\nA ninja may climb one level.\n\n"
        "2.9 Kunai Rules\nA kunai is thrown in a straight line.\n", encoding="utf-8")
    monkeypatch.setattr(rulebook, "folders", lambda: [tmp_path])
    table.new_game()
    table.open_howto("2.9")                 # not in the rules in short: the full rulebook opens
    panel = table.menu
    assert panel.full and panel.text[panel.mark] == "## 2.9 Kunai Rules"
    assert panel.book.text == "Rules in short"
    panel.search.text = "climb one level"
    panel.next_match()
    assert panel.text[panel.mark] == "A ninja may climb one level."
    panel.toggle_full()
    assert not panel.full and panel.text == __import__("scenes.howto", fromlist=["x"]).lines("ninja-arena")
    monkeypatch.setattr(rulebook, "folders", lambda: [tmp_path / "none"])
    panel.toggle_full()
    assert panel.full and "not on this computer" in panel.text[0]
    assert any("saves/user/rulebooks" in line for line in panel.text)


def test_a_broken_rulebook_file_says_what_is_wrong_in_the_panel(tmp_path, monkeypatch):
    from scenes import rulebook
    monkeypatch.setattr(rulebook, "folders", lambda: [tmp_path])
    (tmp_path / "gladiator.txt").write_bytes(b"Introduction\n\xff\xfe broken")
    lines = rulebook.lines("gladiator", 118)
    assert lines[0] == "## The rulebook could not be read" and "not UTF-8" in lines[1]
    (tmp_path / "gladiator.txt").write_bytes(b"x" * ((1 << 20) + 1))
    lines = rulebook.lines("gladiator", 118)
    assert "too big" in lines[1]
