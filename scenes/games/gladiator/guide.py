"""Gladiator's guided first game: Grim (West) against an easy computer Ugluk in the practice
arena, the prompts walking through the initiative, moving (movement points, facing) and acting
with the odds shown (scenes/guide.py)."""
from __future__ import annotations

from scenes.guide import GuideStep, did


def guide_setup() -> dict:
    return {"arena": "practice", "magic_item": False}


GUIDE_SEED = 5        # the same guided game every time: West wins the initiative roll


def _st(ctl):
    return ctl.session.state


def _moved(ctl) -> bool:
    return did(ctl, "west", "step", "jump")


def guide_steps() -> list[GuideStep]:
    return [
        GuideStep("You are Grim, the red gladiator on the left (West). A turn has three phases: "
                  "initiative, movement, actions (Phases). You won the initiative roll: choose "
                  "who moves first in the menu on the right.",
                  lambda c: _st(c).phase != "initiative"),
        GuideStep("Movement: the lit squares are where you can go, a step beside you or a jump "
                  "two ahead; each square costs a movement point (MP), the jump three, and the "
                  "sheet counts them. Your arrow shows where you face: an enemy attacked from the "
                  "side or behind is easier to hit. Step toward Ugluk.",
                  lambda c: _moved(c) or _st(c).phase == "action"),
        GuideStep("Step on, turn to face him, then End move. The fewer squares you move, the "
                  "more you can do in the action phase: over half your MP is a run, and a run "
                  "leaves no action at all.",
                  lambda c: _st(c).phase == "action" or _st(c).turn >= 2),
        GuideStep("Actions, in AG order: every line shows its chance before you choose it. Next "
                  "to him, attack; far away, decline to act later, or evade. Hover a line of a "
                  "spell or an item for its words.",
                  lambda c: _st(c).turn >= 2 or c.session.finished),
        GuideStep("That is a turn. Wounds come off SH; at 0 a fighter dies, and the last side "
                  "standing wins. H opens the rules in short, Esc the menu. Fight on!"),
    ]
