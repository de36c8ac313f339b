"""The Chaos Arena Ruleset object (rules/core/engine.py contract)."""
from __future__ import annotations

from pydantic import ValidationError

from rules.core.engine import IllegalAction, Outcome, outcome_of
from rules.chaos_arena import events as ev
from rules.chaos_arena import play
from rules.chaos_arena.actions import action_adapter
from rules.chaos_arena.setup import Setup, new_state
from rules.chaos_arena.state import State


def _cell(c):
    return list(c) if c is not None else None


class ChaosArena:
    id = "chaos-arena"
    name = "Chaos Arena"
    action_adapter = action_adapter
    event_adapter = ev.event_adapter
    setup_model = Setup
    # 25 rounds x 2 turns, each turn bounded (12 characters x move/attack/item, 12 swaps, phases)
    max_steps = 6000

    def new_game(self, setup, seed: int) -> State:
        return new_state(setup, seed)

    def seats(self, state: State) -> tuple[str, ...]:
        return state.seats

    def to_act(self, state: State) -> frozenset[str]:
        return play.to_act(state)

    def legal_actions(self, state: State, seat: str) -> list:
        return play.legal_actions(state, seat)

    def apply(self, state: State, seat: str, action) -> tuple[State, list]:
        if isinstance(action, dict):
            try:
                action = action_adapter.validate_python(action)
            except ValidationError as e:
                err = e.errors()[0]
                raise IllegalAction("4", f"bad action ({'.'.join(map(str, err['loc']))}: {err['msg']})") from None
        new = state.copy()
        events: list = []
        play.apply(new, seat, action, events)
        return new, events

    # ------------------------------------------------------------------ looking
    def _fig_view(self, f) -> dict:
        return {"id": f.id, "side": f.side, "seat": f.seat, "type": f.type, "status": f.status,
                "cell": _cell(f.cell), "lives": f.lives, "wounded": f.wounded, "arrows": f.arrows,
                "item": f.item, "controller": f.controller or f.seat, "possessed": f.possessed,
                "moved": f.moved, "attacked": f.attacked, "resting": f.resting,
                "incapacitated": f.incapacitated, "glued": f.glued or f.no_move,
                "testudo": f.testudo, "bandaid": f.bandaid, "drugged": f.drugged}

    def preview(self, state, seat: str, action) -> str | None:
        """What a move will do, in words (rules/chaos_arena/preview.py)."""
        from rules.chaos_arena.preview import preview
        return preview(state, seat, action)

    def view(self, state: State, seat: str | None) -> dict:
        out = {
            "ruleset": self.id, "board": state.board.id, "phase": state.phase,
            "current": state.current, "turns": dict(state.turns), "round_limit": state.round_limit,
            "figures": [self._fig_view(f) for f in state.figs],
            "deck_size": len(state.deck), "discard": list(state.discard),
            "arrows_used": state.arrows_used,
            "altars": {s: state.prepared.get(s) is not None for s in state.seats},
            "hand_sizes": {s: len(state.hands.get(s, [])) for s in state.seats},
            "cast": {s: list(state.cast.get(s, [])) for s in state.seats},
            "broken": dict(state.broken),
            "active": [{"spell": a.spell, "caster": a.seat, "target": a.target} for a in state.active],
            "pending": ({k: v for k, v in state.pending.items()} if state.pending else None),
            "extra_fig": state.extra_fig,
            "to_act": sorted(self.to_act(state)),
            "outcome": self.outcome(state).model_dump(),
        }
        if seat in state.seats:
            if state.chosen.get(seat):
                out["my_hand"] = {"seat": seat, "hand": sorted(state.hands.get(seat, []))}
            if state.prepared.get(seat):
                out["my_altar"] = {"seat": seat, "prepared": state.prepared[seat]}
        return out

    def secrets(self, state: State, seat: str) -> list[dict]:
        """The chosen hand and the spell face down on the Octo Altar (3, 4E)."""
        out = []
        if state.chosen.get(seat):
            out.append({"seat": seat, "hand": sorted(state.hands.get(seat, []))})
        if state.prepared.get(seat):
            out.append({"seat": seat, "prepared": state.prepared[seat]})
            out.append({"seat": seat, "spell": state.prepared[seat]})   # as a spell_cast names it
        return out

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def snapshot(self, state: State) -> dict:
        return {
            "board": state.board.id, "phase": state.phase, "current": state.current,
            "turns": dict(state.turns), "phase_no": state.phase_no, "dice": state.dice.state,
            "figures": [dict(self._fig_view(f), item_used=f.item_used, introduced=f.introduced,
                             no_move=f.no_move, fleet=f.fleet, fleet_until=f.fleet_until)
                        for f in state.figs],
            "hands": {s: list(v) for s, v in sorted(state.hands.items())},
            "chosen": dict(sorted(state.chosen.items())),
            "prepared": dict(sorted(state.prepared.items())),
            "prepared_turn": dict(sorted(state.prepared_turn.items())),
            "cast": {s: list(v) for s, v in sorted(state.cast.items())},
            "broken": dict(sorted(state.broken.items())),
            "active": [[a.spell, a.seat, a.target] for a in state.active],
            "deck": list(state.deck), "discard": list(state.discard),
            "arrows_used": state.arrows_used, "extra_fig": state.extra_fig,
            "pending": state.pending, "swaps": state.swaps,
            "finished": state.finished, "winners": list(state.winners), "reason": state.reason,
        }

    def copy_state(self, state: State) -> State:
        return state.copy()

    # ------------------------------------------------------------------ optional extras
    def determinize(self, state: State, seat: str, dice) -> State:
        """A full state as `seat` might imagine it: the other hand and altar re-drawn from the
        hands consistent with the spells he has cast, the deck reshuffled, the dice reseeded."""
        from rules.chaos_arena.hidden import determinize
        return determinize(state, seat, dice)

    def stage_actions(self, stage: dict):
        """(setup, seed, [(seat, action)]) of a staged fight (rules/chaos_arena/STAGES.md)."""
        from rules.chaos_arena.stage import stage_actions
        return stage_actions(stage, self)

    def describe_event(self, event) -> str:
        from rules.chaos_arena.describe import describe
        return describe(event)

    def board_dict(self, state: State) -> dict:
        """The board JSON of this game (for the table: terrain per hex, teleportals, altars)."""
        return state.board.to_dict()

    def sight(self, state: State, figure: str):
        """What a character in the Arena sees (4B: woods block), for the table's overlay."""
        from rules.chaos_arena.sight import sight_map
        return sight_map(state, figure)

    def explain_sight(self, state: State, figure: str, cell):
        """Why a cell is visible or concealed from a character, in words (sight.py)."""
        from rules.chaos_arena.sight import explain
        return explain(state, figure, cell)

    def figure_cells(self, state: State):
        """A Gibbering horror floats over the hex (it may share one: 6), so it is not 'standing'."""
        return [(f.id, f.cell, not f.possessed) for f in state.in_arena()]

    def life_bounds(self, state: State):
        return [(f.id, f.lives, 0, f.card.lives) for f in state.figs]

    def tournament_setup(self, arena=None, seats: int = 2) -> dict:
        """`simulate --arena NAME` / `play --arena NAME`: the set-up names its arena "board"."""
        return {"board": arena} if arena else {}

    def example_setups(self):
        # short round limits keep the conformance games quick; the full game is the default 25
        return [{"round_limit": 8},
                {"first": "p2", "sides": {"p1": "evil", "p2": "good"}, "round_limit": 6},
                STAGED_EXAMPLE]


# a battle already under way (STAGES.md), so random games also run staged positions
STAGED_EXAMPLE = {"round_limit": 6, "position": {
    "current": "p2", "turn": 3, "prepared": {"p1": "wave-em"},
    "figures": {"good-mage": [0, 5], "evil-mage": [0, -5],
                "good-knight": {"cell": [-2, 1], "lives": 1, "item": "healing-potion"},
                "good-archer-1": {"cell": [1, 2], "arrows": 2}, "good-scout-1": [2, -2],
                "evil-berserker-1": {"cell": [-1, 1], "item": "glovvies"},
                "evil-archer-2": [3, -3], "evil-warrior-1": [1, -1]},
    "dead": ["good-scout-3", "evil-scout-3"]}}

RULESET = ChaosArena()
