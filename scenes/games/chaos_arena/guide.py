"""Chaos Arena's guided first game: you lead the Good band (blue) against an easy computer Evil
band. The prompts walk through choosing spells, bringing the band in, moving, a chaos card and
casting a prepared spell (scenes/guide.py)."""
from __future__ import annotations

from scenes.guide import GuideStep, did

GUIDE_SEED = 3        # the same guided game every time


def guide_setup() -> dict:
    return {}         # the standard war bands on the standard arena


def _turn(ctl) -> int:
    return int(getattr(ctl.session.state, "turns", {}).get("p1", 0))


def guide_steps() -> list[GuideStep]:
    return [
        GuideStep("You lead the Good band (blue); the computer leads Evil. The game ends the moment "
                  "a Mage dies, so keep yours alive. First choose your spells in secret (3): three "
                  "of level I, two of II, one of III; 'Wave 'em' comes free. Hover a spell to "
                  "read it.",
                  lambda c: did(c, "p1", "choose_spells")),
        GuideStep("Your Mage stands on your Entrance Teleportal. Action phase (4B): click a lit "
                  "hex to move him off it, then end the phase. Woods cost a hex more, lakes "
                  "drown, off the swamp path you may drown.",
                  # done when the phase is: the next prompt asks for what the menu then offers
                  lambda c: did(c, "p1", "end_phase", "prepare")),
        GuideStep("Spell preparation (4E): lay a spell face down on your Octo Altar; it is cast "
                  "at your next turn. Prepare one now, or end the phase to keep them all.",
                  lambda c: did(c, "p1", "prepare") or _turn(c) >= 2),
        GuideStep("Introduction (4A): each turn one more of your band comes in by the Teleportal "
                  "and must step off it. Move your fighters toward Evil; side by side with an "
                  "enemy, 'Fight': each rolls a die plus Oomph, the higher total wins.",
                  lambda c: did(c, "p1", "fight", "shoot") or _turn(c) >= 5),
        GuideStep("Chaos cards (4C): after the action phase a die decides whether one of your "
                  "characters in the arena finds a card: good karma, bad karma or an item. When "
                  "you find one, choose who draws it. Your prepared spell is cast in phase D: pick "
                  "its target on the board.",
                  lambda c: did(c, "p1", "choose_finder", "choose", "cast") or _turn(c) >= 8),
        GuideStep("That is a turn: bring them in, move and fight, chaos, spells. Kill the Evil "
                  "Mage to win. H opens the rules in short, L the fight log, Esc the menu. Fight on!"),
    ]
