"""The Master of Ceremonies' guided first game: you (Kord, red) against a computer gladiator,
with the computer as the Master laying traps and sending in his beast and dwarves. The prompts
walk through the start square, action points, facing, an attack, a dodge and the Master's
crystals (scenes/guide.py)."""
from __future__ import annotations

from scenes.guide import GuideStep, did

GUIDE_SEED = 3        # the same guided game every time


def guide_setup() -> dict:
    return {"mode": "master"}


def _round(ctl) -> int:
    return int(getattr(ctl.session.state, "round", 0))


def guide_steps() -> list[GuideStep]:
    return [
        GuideStep("You are Kord, the red gladiator; the computer plays the other gladiator and the "
                  "Master of Ceremonies. The Master has laid secret traps in the middle rows, and "
                  "his beast and dwarves fight you both: every wound they deal puts a crystal on his "
                  "wheel (E7). Click a lit square on your edge to start there.",
                  lambda c: did(c, "p1", "start")),
        GuideStep("A round (B5): 3 offensive points (MOVE, RUN, ATTACK, WAIT, REST ...) and 2 "
                  "defensive ones (TURN, DODGE); the sides take single actions in turn. The lit "
                  "squares are where a move goes: step toward your enemy, but mind the traps.",
                  lambda c: did(c, "p1", "move", "run")),
        GuideStep("Facing (B6): you face one of 8 ways. A blow from the side gets +1, from behind "
                  "+2, and you dodge it worse, so TURN to keep enemies in front of you.",
                  lambda c: did(c, "p1", "turn", "attack") or _round(c) >= 3),
        GuideStep("Next to an enemy, ATTACK: choose where to strike; the armour there comes off "
                  "the damage, and a wound at least his TOUGHNESS is critical (B9). When you are "
                  "attacked, DODGE spends a defensive point for a chance to avoid the blow.",
                  lambda c: (did(c, "p1", "attack") and did(c, "p1", "dodge")) or _round(c) >= 6),
        GuideStep("Kill the other gladiator yourself before the Master's wheel holds 10 crystals: "
                  "then the next death is his win. H opens the rules in short, L the fight log, "
                  "Esc the menu. Fight on!"),
    ]
