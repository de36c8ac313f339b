"""Staging a fight in the workshop: figures placed on an arena, as plain data. A game that can
be staged this way has `rules/<game>/placement.py`: its `start_setup(arena)`, the `roster` of
figures as they stand, its number of `FACINGS` (and `TURN` step), the empty `MOVES` of its stage
format, and either `place` (a game whose set-up places figures: one figure's cell and facing
written into the set-up) or `opening` (a game whose players place figures by moves, as the
Master of Ceremonies' start squares: the stage's first moves, from the placements so far). The
game's own checks judge each placement (its set-up, or its rules for each move): an illegal one
keeps the last legal placement and says the game's reason. `save` writes
`saves/stages/NAME.stage.json`, read back through simulate's reader first."""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from game.errors import UserError
from game.saves import write_atomic
from rules import registry
from rules.core.engine import BadSetup, IllegalAction
from rules.core.jsonfile import FileProblem, check_name

STAGE_FORMAT = "arena-table/stage"


def placement(ruleset: str):
    """The game's placement module, or None (the game places its figures itself)."""
    try:
        return importlib.import_module(registry.KNOWN[ruleset] + ".placement")
    except (KeyError, ModuleNotFoundError):
        return None


@dataclass
class StageDraft:
    ruleset: str
    setup: dict
    seed: int = 1
    message: str = ""
    placed: dict = field(default_factory=dict)   # figure -> cell (games placing by moves)
    _state: object = field(default=None, repr=False)

    @classmethod
    def on_arena(cls, ruleset: str, arena: str, seed: int = 1) -> "StageDraft":
        mod = placement(ruleset)
        if mod is None:
            raise UserError(f"{registry.get(ruleset).name} places its figures itself: no staging "
                            "in the workshop")
        d = cls(ruleset, mod.start_setup(arena), seed)
        d.state                                  # a bad arena fails here, as one line
        return d

    @property
    def pack(self):
        return registry.get(self.ruleset)

    @property
    def module(self):
        return placement(self.ruleset)

    @property
    def state(self):
        if self._state is None:
            try:
                self._state = self._play(self.setup, self.placed)
            except (BadSetup, IllegalAction) as e:
                raise UserError(str(e)) from None
        return self._state

    @property
    def moves(self) -> list:
        """The stage's first moves: those that place the figures (games placing by moves)."""
        opening = getattr(self.module, "opening", None)
        if opening is None:
            return []
        return opening(self.setup, self.placed, self.pack.new_game(self.setup, self.seed))

    def _play(self, setup: dict, placed: dict):
        """The position of a set-up and placements: the set-up, then the opening moves (each
        judged by the game's rules as at the table)."""
        state = self.pack.new_game(setup, self.seed)
        opening = getattr(self.module, "opening", None)
        if opening is None:
            return state
        for n, move in enumerate(opening(setup, placed, state), start=1):
            action = self.module.parse_action(move["action"], n)
            state = self.pack.apply(state, move["seat"], action)[0]
        return state

    def figures(self) -> list[tuple]:
        """(id, name, seat number, cell or None, facing or None) per figure."""
        return self.module.roster(self.setup, self.state)

    def place(self, fid: str, cell, facing: int | None = None) -> bool:
        """Put `fid` on `cell` (None: off the board, where the game allows it) facing `facing`;
        False, with the game's reason in `message`, if its set-up refuses."""
        setup, placed = self.setup, dict(self.placed)
        if hasattr(self.module, "opening"):
            if cell is None:
                placed.pop(fid, None)
            else:
                placed[fid] = tuple(cell)
        try:
            if not hasattr(self.module, "opening"):
                setup = self.module.place(self.setup, self.state, fid, cell, facing)
            state = self._play(setup, placed)
        except (BadSetup, IllegalAction) as e:
            self.message = str(e)
            return False
        self.setup, self.placed, self._state, self.message = setup, placed, state, ""
        return True

    def attributes(self, fid: str) -> list[tuple]:
        """(key, label, choices, current) of what the game lets a stage set for `fid`: life,
        gear or cards (`attributes` in the placement module; none when it has none)."""
        fn = getattr(self.module, "attributes", None)
        return fn(self.setup, self.state, fid) if fn else []

    def step_attribute(self, fid: str, key: str, steps: int = 1) -> bool:
        """The attribute's next (or previous) choice the game's set-up allows (choices it
        refuses are passed over); False with the game's reason in `message` if none is."""
        attrs = {a[0]: a for a in self.attributes(fid)}
        if key not in attrs:
            self.message = "nothing to set for this figure"
            return False
        _, label, choices, current = attrs[key]
        i = choices.index(current) if current in choices else -1
        first = ""
        for k in range(1, len(choices)):
            value = choices[(i + k * steps) % len(choices)]
            try:
                setup = self.module.set_attribute(self.setup, self.state, fid, key, value)
                state = self._play(setup, self.placed)
            except (BadSetup, IllegalAction) as e:
                first = first or f"{label} {value}: {e}"
                continue
            self.setup, self._state, self.message = setup, state, ""
            return True
        self.message = first or f"{label}: no other choice"
        return False

    def turn(self, fid: str, steps: int = 1) -> bool:
        n, step = self.module.FACINGS, self.module.TURN
        if not n or not step:
            self.message = getattr(self.module, "NO_TURN", "figures have no facing in this game")
            return False
        cur = next(f for f in self.figures() if f[0] == fid)
        return self.place(fid, cur[3], ((cur[4] or 0) + steps * step) % n)

    def to_stage(self, name: str, description: str = "") -> dict:
        return {"format": STAGE_FORMAT, "ruleset": self.ruleset, "version": 2, "seed": self.seed,
                "name": name, "description": description or "staged in the arena workshop",
                "setup": self.setup, **json.loads(json.dumps(self.module.MOVES)),
                **({"actions": self.moves} if hasattr(self.module, "opening") else {})}

    def save(self, name: str, folder: Path) -> Path:
        from game.simulate import load_log
        try:
            check_name(name, "stage")
        except FileProblem as e:
            raise UserError(str(e)) from None
        data = self.to_stage(name)
        load_log(data, name)                     # simulate takes it, or one line says why not
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        return write_atomic(folder / f"{name}.stage.json", lambda f: json.dump(data, f, indent=1))
