"""The new-game screen's model (no Ursina here, so it is tested headless): arena (the shipped
five or a board file), 2-4 players, one or two ninjas each (Shadow/Weaponmaster), each seat
human or computer, the rules layer and the pack's variants. `build()` asks the pack to start
the game; a set-up it refuses (BadSetup) comes back as one UserError line and nothing starts.

With no choices made it is The Castle, you (Shadow) against the computer (Weaponmaster).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.errors import UserError

LAYERS = ("beginner", "advanced", "professional")
KINDS = ("shadow", "weaponmaster")
CUSTOM = "custom file"
MAX_PLAYERS = 4


def computer_levels() -> tuple[str, ...]:
    """The pack's own levels if game/ai/ninja_arena/ offers them, else the random player."""
    try:
        from game.ai.ninja_arena import LEVELS
        levels = tuple(f"ai:{k}" for k in ("easy", "normal", "hard") if k in LEVELS)
        return levels or ("random",)
    except ImportError:
        return ("random",)


def seat_options() -> tuple[str, ...]:
    return ("human",) + computer_levels()


def pack_variants() -> tuple[str, ...]:
    """The variants the pack knows and has implemented (checkboxes)."""
    from rules.ninja_arena import hooks
    from rules.ninja_arena.setup import ENGINE_VARIANTS, KNOWN_VARIANTS
    return tuple(v for v in KNOWN_VARIANTS if v in hooks.VARIANTS or v in ENGINE_VARIANTS)


def engine_variants() -> tuple[str, ...]:
    """The variants played under any rules layer (the engine's own: team play, bigger boards)."""
    from rules.ninja_arena.setup import ENGINE_VARIANTS
    return tuple(ENGINE_VARIANTS)


def seat_label(spec: str) -> str:
    if spec == "human":
        return "human"
    if spec == "random":
        return "computer (random)"
    return f"computer ({spec.split(':', 1)[1]})"


@dataclass
class SeatChoice:
    who: str
    ninjas: list[str]


def _default_seats() -> list[SeatChoice]:
    ai = "ai:normal" if "ai:normal" in computer_levels() else computer_levels()[0]
    return [SeatChoice("human", ["shadow"]), SeatChoice(ai, ["weaponmaster"]),
            SeatChoice(ai, ["shadow"]), SeatChoice(ai, ["weaponmaster"])]


@dataclass
class NewGame:
    arena: str = "castle"
    custom_path: str = ""
    players: int = 2
    seats: list[SeatChoice] = field(default_factory=_default_seats)
    layer: str = "beginner"
    variants: set = field(default_factory=set)

    # ------------------------------------------------------------------ changing
    def set_players(self, n: int) -> None:
        self.players = max(2, min(MAX_PLAYERS, int(n)))

    def set_who(self, i: int, who: str) -> None:
        self.seats[i].who = who

    def set_ninjas(self, i: int, count: int) -> None:
        """One or two ninjas for seat i (the second is the other type by default)."""
        ninjas = self.seats[i].ninjas
        if count <= 1:
            del ninjas[1:]
        elif len(ninjas) < 2:
            ninjas.append("weaponmaster" if ninjas[0] == "shadow" else "shadow")

    def set_kind(self, i: int, k: int, kind: str) -> None:
        self.seats[i].ninjas[k] = kind

    def toggle_variant(self, v: str) -> None:
        self.variants ^= {v}

    def set_layer(self, layer: str) -> None:
        """A layer below the professional rules keeps only the variants the engine plays in
        every layer (4.4: the others belong to the professional rules)."""
        self.layer = layer
        if layer != "professional":
            self.variants &= set(engine_variants())

    def variant_allowed(self, v: str) -> bool:
        return self.layer == "professional" or v in engine_variants()

    # ------------------------------------------------------------------ remembering
    def to_dict(self) -> dict:
        return {"arena": self.arena, "custom_path": self.custom_path, "players": self.players,
                "seats": [{"who": s.who, "ninjas": list(s.ninjas)} for s in self.seats],
                "layer": self.layer, "variants": sorted(self.variants)}

    @classmethod
    def from_dict(cls, data) -> "NewGame":
        """The remembered choices; whatever is not a choice of this screen any more (an arena
        deleted, a level gone, a hand-edited file) falls back to the default."""
        m = cls()
        if not isinstance(data, dict):
            return m
        if isinstance(data.get("arena"), str):
            m.arena = data["arena"]
        if isinstance(data.get("custom_path"), str):
            m.custom_path = data["custom_path"]
        if data.get("layer") in LAYERS:
            m.layer = data["layer"]
        if isinstance(data.get("players"), int):
            m.set_players(data["players"])
        for i, seat in enumerate(data.get("seats") or []):
            if i >= MAX_PLAYERS or not isinstance(seat, dict):
                continue
            if seat.get("who") in seat_options():
                m.seats[i].who = seat["who"]
            ninjas = seat.get("ninjas")
            if isinstance(ninjas, list) and 1 <= len(ninjas) <= 2 and all(k in KINDS for k in ninjas):
                m.seats[i].ninjas = list(ninjas)
        variants = data.get("variants")
        if isinstance(variants, list):
            m.variants = {v for v in variants if v in pack_variants() and m.variant_allowed(v)}
        return m

    # ------------------------------------------------------------------ reading
    def arena_source(self) -> str:
        if self.arena == CUSTOM:
            path = self.custom_path.strip()
            if not path:
                raise UserError("custom arena: give the path of a board JSON file")
            return path
        return self.arena

    def setup(self) -> dict:
        from rules.ninja_arena.setup import DEFAULT_SIDES
        from scenes.games.ninja_arena.boards import arena_setup
        sides = DEFAULT_SIDES[self.players]      # named, so the table colours the start areas
        return {"layer": self.layer, **arena_setup(self.arena_source()),
                "players": [{"seat": f"p{i + 1}", "side": sides[i],
                             "ninjas": [{"type": k} for k in self.seats[i].ninjas]}
                            for i in range(self.players)],
                "variants": [v for v in pack_variants() if v in self.variants]}

    def seat_specs(self) -> dict:
        return {f"p{i + 1}": self.seats[i].who for i in range(self.players)}

    def build(self, pack, seed: int | None = None):
        """A Session of the chosen game; UserError (one line) if the pack refuses the set-up."""
        from game.session import Session
        from rules.core.engine import BadSetup
        seed = int(time.time()) & 0xFFFF if seed is None else seed
        setup = self.setup()
        if self.arena == CUSTOM:
            from scenes.games.ninja_arena.boards import find_board
            find_board(self.arena_source())     # a missing or broken file: its own message
        try:
            return Session(pack, setup, seed)
        except BadSetup as e:
            raise UserError(str(e)) from None
