"""The end of a game (issue 16): who won in words (you, the computer, a colour; no seat codes),
how, a short summary, and Play again with the same set-up and seats."""
from __future__ import annotations

import pytest

from scenes.gameover import summary, verdict


def test_the_verdict_names_players_as_they_know_themselves():
    seats = ["p1", "p2", "p3"]
    assert verdict(("p1",), seats[:2], ["p1"]) == "You win!"
    assert verdict(("p2",), seats[:2], ["p1"]) == "The computer wins"
    assert verdict(("p2",), seats[:2], ["p1", "p2"]) == "Blue wins"
    assert verdict(("p1", "p3"), seats, ["p1", "p2"]) == "Red and the computer win"
    assert verdict((), seats[:2], ["p1"]) == "Nobody wins"
    # seen at the end of a live Master's game of three: "Blue wins" where the films said "Varg
    # wins"; a seat with a title goes by it (and the Master's colour is not the third seat's)
    titles = {"p1": "Kord", "p2": "Varg", "mc": "the Master of Ceremonies"}
    assert verdict(("p2",), ["p1", "p2", "mc"], ["mc"], titles) == "Varg wins"
    assert verdict(("mc",), ["p1", "p2", "mc"], ["p1"], titles) == "The Master of Ceremonies wins"
    assert verdict(("p1", "p2"), ["p1", "p2", "mc"], ["mc"], titles) == "Kord and Varg win"
    assert verdict(("p1",), ["p1", "p2"], ["p1"], titles) == "You win!"


def test_the_summary_says_how_long_and_how_it_ended():
    lines = summary("only_west remains", 7, 31, ["a", "b", "c", "d"])
    assert lines == ["Only west remains.", "7 rounds, 31 actions.", "The end: B. C. D."]
    assert summary("", 1, 1, []) == ["1 round, 1 action."]
    assert summary("", 3, 37, [], "turn") == ["3 turns, 37 actions."]     # Gladiator's game turns
    # seen at the end of a live Master of Ceremonies duel: clauses joined by '; ', periods
    # before them, and the ending said three times
    log = ["Kord's unused hourglass is lost.; End of round 10", "Round 10 ends.",
           "time: side B took fewer wounds",
           "The fight is over: The computer wins. Time: side B took fewer wounds."]
    assert summary("time: side B took fewer wounds", 10, 97, log)[2] == (
        "The end: Kord's unused hourglass is lost. End of round 10. Round 10 ends.")


@pytest.mark.parametrize("save", ["ninja-arena-last-stand.stage.json", "gladiator-solo-grim.json",
                                  "chaos-arena-example.json", "morituri-barbarian-vs-killer.json",
                                  "ceremony-duel-example.json"])
def test_a_finished_game_shows_the_end_panel_and_play_again_starts_it_anew(fresh, table, save):
    from tests.scenes.conftest import ROOT
    table.load_game(ROOT / "saves" / save)
    c = table.controller
    c.player.skip()
    fresh.step()
    panel = c.game_over
    assert panel is not None and panel.title.text in ("You win!", "The computer wins")
    texts = [panel.title.text] + [t.text for t in panel.lines]
    assert not any(code in t for t in texts for code in ("p1", "p2", "mc)"))
    word = getattr(c.module, "ROUND_WORD", "round")
    assert any(f" {word}" in t and " action" in t for t in texts), texts
    c.input("l")                                    # the log in its place
    assert c.log_panel is not None and not panel.enabled
    c.input("l")
    assert panel.enabled
    setup, specs = dict(c.session.setup), dict(c.specs)
    panel.input("enter")                            # Play again
    again = table.controller
    assert again is not c and not again.session.finished and again.session.log == []
    assert again.session.setup == setup and again.specs == specs
