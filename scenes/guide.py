"""A guided first game (issue 16, part 4): a game against the computer whose prompts walk a
newcomer through the key actions, one at a time; each prompt stays until what it asks for has
happened at the table. A game's table module offers `guide_setup()` and `guide_steps()` (a list
of `GuideStep`); `GuidePanel` shows them over the table and follows the controller.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ursina import Button, Entity, Text, camera, color as ucolor, window

from models import palette

SEEN = "guide.seen"              # settings: the guided game was offered at a first start


@dataclass(frozen=True)
class GuideStep:
    say: str
    done: Callable[[object], bool] = lambda ctl: False     # the controller -> has it happened?


class GuidePanel(Entity):
    """The current prompt, at the top right of the board, with Next and End buttons."""

    def __init__(self, ctl, steps: list[GuideStep], on_end=None):
        super().__init__(parent=camera.ui)
        self.ctl, self.steps, self.on_end = ctl, list(steps), on_end
        self.index = 0
        w = 0.62
        x = window.aspect_ratio / 2 - w / 2 - 0.02
        self.box = Entity(parent=self, model="quad", scale=(w, 0.27), position=(x, -0.29), z=1,
                          color=ucolor.rgba(0.08, 0.06, 0.02, 0.92))
        self.head = Text("", parent=self, position=(x - w / 2 + 0.02, -0.17), origin=(-0.5, 0.5),
                         scale=0.7, color=ucolor.rgba(*palette.GOLD, 1))
        self.text = Text(" ", parent=self, position=(x - w / 2 + 0.02, -0.2), origin=(-0.5, 0.5),
                         scale=0.68)
        Button(text="End the guide", parent=self, scale=(0.16, 0.035), position=(x + w / 2 - 0.1, -0.4),
               text_size=0.6, color=ucolor.rgba(0.3, 0.22, 0.15, 1), on_click=self.end)
        self.show()

    def show(self) -> None:
        step = self.steps[self.index]
        self.head.text = f"First game: {self.index + 1} of {len(self.steps)}"
        self.text.text = step.say
        self.text.wordwrap = 50            # (re-wrapped: Ursina wraps when the wrap is set)

    def update(self):
        if self.index < len(self.steps) - 1 and self.steps[self.index].done(self.ctl):
            self.index += 1
            self.show()

    def end(self) -> None:
        """End the guide: the app takes the panel away (or it just hides)."""
        if self.on_end is not None:
            self.on_end()
        else:
            self.enabled = False
