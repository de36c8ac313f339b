"""Ninja Arena's guided first game: you (the red Shadow) against an easy computer Weaponmaster
on The Castle, the Shadow started beside a block to climb. The prompts walk through planning
with the dice, a climb, the reveal, the fight and an attack (scenes/guide.py)."""
from __future__ import annotations

from scenes.guide import GuideStep


GUIDE_SEED = 1        # the same guided game every time


def guide_setup() -> dict:
    return {"layer": "beginner", "arena": "castle", "players": [
        {"seat": "p1", "side": "south", "ninjas": [{"type": "shadow", "position": [2, 0], "facing": 0}]},
        {"seat": "p2", "side": "north", "ninjas": [{"type": "weaponmaster", "position": [2, 5],
                                                    "facing": 4}]}]}


def _slots(ctl) -> list:
    p = ctl.panel
    return list(getattr(p, "plans", {}).get("shadow", [])) if p is not None else []


def _round(ctl) -> int:
    return int(getattr(ctl.session.state, "game_round", 0))


def guide_steps() -> list[GuideStep]:
    return [
        GuideStep("You are the red Shadow at the bottom. Each round you plan three actions for him, "
                  "in secret, with dice. Blue dice are normal actions: click 'step', then 'fwd': "
                  "he climbs onto the block in front (a step goes one level up at most, 2.4).",
                  lambda c: any(s.get("action") == "step" for s in _slots(c))),
        GuideStep("The ghost shows where the plan takes him. Red dice are fast actions: click "
                  "'turn R' to face right after the climb. The panel counts the dice you have left.",
                  lambda c: len(_slots(c)) >= 2),
        GuideStep("Fewer than three actions? He pauses in the rest. Press Done: the computer has "
                  "planned in secret too.",
                  lambda c: c.reveal is not None or _round(c) >= 2),
        GuideStep("Both plans are shown together (2.3). Press any key or click: the fight plays "
                  "its three action rounds, the first to finish planning acting first.",
                  lambda c: c.reveal is None and (c.player.busy or _round(c) >= 2)),
        GuideStep("Follow the fight: each action is said at the top, L opens the fight log and "
                  "Space skips. Wait for your next plan.",
                  lambda c: c.panel is not None and _round(c) >= 2),
        GuideStep("Now fight: 'melee' (blue) hits the square in front; 'ranged' throws stars "
                  "straight ahead when nothing higher stands between you (2.5); stepping onto him "
                  "starts a duel (2.6). Plan an attack and press Done.",
                  lambda c: _round(c) >= 3 or c.session.finished),
        GuideStep("That is the game: the last ninja standing wins. H opens the rules in short, "
                  "Esc the menu. Play on, and win!"),
    ]
