"""Staging a fight in the workshop: figures placed on an arena, as plain data. A game that can
be staged this way has `rules/<game>/placement.py` (its `start_setup(arena)`, the `roster` of
figures as a set-up places them, `place` writing one figure's cell and facing into the set-up,
its number of `FACINGS` and the empty `MOVES` of its stage format). The game's own set-up checks
judge each placement: an illegal one keeps the last legal set-up and says the game's reason.
`save` writes `saves/stages/NAME.stage.json`, read back through simulate's reader first."""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from game.errors import UserError
from game.saves import write_atomic
from rules import registry
from rules.core.engine import BadSetup
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
                self._state = self.pack.new_game(self.setup, self.seed)
            except BadSetup as e:
                raise UserError(str(e)) from None
        return self._state

    def figures(self) -> list[tuple]:
        """(id, name, seat number, cell or None, facing or None) per figure."""
        return self.module.roster(self.setup, self.state)

    def place(self, fid: str, cell, facing: int | None = None) -> bool:
        """Put `fid` on `cell` (None: off the board, where the game allows it) facing `facing`;
        False, with the game's reason in `message`, if its set-up refuses."""
        new = self.module.place(self.setup, self.state, fid, cell, facing)
        try:
            state = self.pack.new_game(new, self.seed)
        except BadSetup as e:
            self.message = str(e)
            return False
        self.setup, self._state, self.message = new, state, ""
        return True

    def turn(self, fid: str, steps: int = 1) -> bool:
        n, step = self.module.FACINGS, self.module.TURN
        if not n:
            self.message = "figures have no facing in this game"
            return False
        cur = next(f for f in self.figures() if f[0] == fid)
        return self.place(fid, cur[3], ((cur[4] or 0) + steps * step) % n)

    def to_stage(self, name: str, description: str = "") -> dict:
        return {"format": STAGE_FORMAT, "ruleset": self.ruleset, "version": 2, "seed": self.seed,
                "name": name, "description": description or "staged in the arena workshop",
                "setup": self.setup, **json.loads(json.dumps(self.module.MOVES))}

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
