"""Morituri's guided first game: you (the Killer, red) against an easy computer Barbarian. The
prompts walk through the turn's phases, planning a card, moving, and the secret die: setting it
when you strike and guessing it when you are struck (scenes/guide.py)."""
from __future__ import annotations

from scenes.guide import GuideStep, did

GUIDE_SEED = 3        # the same guided game every time


def guide_setup() -> dict:
    return {}         # the standard duel: the Killer against the Barbarian


def _round(ctl) -> int:
    return int(getattr(ctl.session.state, "round", 1))


def _exchange(ctl) -> bool:
    """A blow is being exchanged: the secret die is about to be set and guessed, so its prompt
    comes now, not after (it came once the first exchange was over)."""
    return getattr(ctl.session.state, "exchange", None) is not None


def guide_steps() -> list[GuideStep]:
    return [
        GuideStep("You are the Killer, the red figure; the computer plays the Barbarian. Condition "
                  "is your life. Your combat cards are in your hand (the card panel); you use them "
                  "from a planned row. Your row is empty, so in this first action phase choose "
                  "'Nothing in the first action phase' in the menu on the right.",
                  lambda c: did(c, "p1", "pass", "use", "plan")),
        GuideStep("Second action phase: plan. Click a card of your hand (on the left) to read it "
                  "whole, then 'Plan: add it to the end of the row' lays it face down in your row; "
                  "an attack card your hands can use is the one to plan. Planning still leaves "
                  "you 2 spaces of movement (III).",
                  lambda c: did(c, "p1", "plan", "use", "equip")),
        GuideStep("Movement: the lit spaces are where you can go. Click one near the Barbarian "
                  "and pick its line (or 'Stay').",
                  lambda c: did(c, "p1", "move")),
        GuideStep("'Use' your planned card in an action phase once the Barbarian is near: its "
                  "attack is declared after you move, in that turn only, at a target in reach "
                  "('Attack the Barbarian'). Watch him: when he plans, he will strike too.",
                  lambda c: did(c, "p1", "use", "declare", "set", "guess") or _exchange(c)
                  or _round(c) >= 5),
        GuideStep("The secret die (IV): when you strike, you set its number in secret; the higher "
                  "the number, the harder the blow, but each of his guards lets him guess it. When "
                  "you are struck, you guess his number: a right guess parries, a wrong one costs "
                  "Condition.",
                  lambda c: (did(c, "p1", "set") and did(c, "p1", "guess")) or _round(c) >= 8),
        GuideStep("That is the fight: plan, move, strike, guess. Whoever falls to 0 Condition "
                  "collapses; the last one standing wins. H opens the rules in short, L the fight "
                  "log, Esc the menu. Fight on!"),
    ]
