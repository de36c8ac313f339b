"""The Arena: Morituri te salutant Ruleset object (rules/core/engine.py contract)."""
from __future__ import annotations

from pydantic import ValidationError

from rules.core.engine import IllegalAction, Outcome, outcome_of
from rules.morituri import actions as A
from rules.morituri import turn, whisper
from rules.morituri.balance import BALANCE, FIRST
from rules.morituri import equipment as eq
from rules.morituri import events as ev
from rules.morituri.setup import Setup, new_state
from rules.morituri.state import State


class Morituri:
    id = "morituri"
    name = "Arena: Morituri te salutant"
    action_adapter = A.action_adapter
    event_adapter = ev.event_adapter
    setup_model = Setup
    # round_limit <= 60, at most 6 figures, at most ~16 actions per turn
    max_steps = 6000
    # saves written before ruling VI.2 replay with its first numbers (rules/morituri/balance.py)
    setup_mark = ("balance", BALANCE, FIRST)

    # ------------------------------------------------------------------ contract
    def new_game(self, setup, seed: int) -> State:
        state = new_state(setup, seed)
        turn.advance(state, [])
        return state

    def seats(self, state: State) -> tuple[str, ...]:
        out = []
        for f in state.figures:
            if f.seat not in out:
                out.append(f.seat)
        return tuple(out)

    def to_act(self, state: State) -> frozenset[str]:
        return turn.to_act(state)

    def legal_actions(self, state: State, seat: str) -> list:
        if seat not in turn.to_act(state):
            return []
        return turn.legal(state, seat)

    def apply(self, state: State, seat: str, action) -> tuple[State, list]:
        if isinstance(action, dict):
            try:
                action = A.action_adapter.validate_python(action)
            except ValidationError as e:
                err = e.errors()[0]
                where = ".".join(str(p) for p in err["loc"])
                raise IllegalAction("III", f"bad action ({where}: {err['msg']})") from None
        if state.finished:
            raise IllegalAction("II.2", "the fight is over")
        if seat not in turn.to_act(state):
            raise IllegalAction("III", f"{seat} may not act now")
        new = state.copy()
        events: list = []
        turn.apply(new, seat, action, events)
        return new, events

    def preview(self, state: State, seat: str, action) -> str | None:
        """What using the first planned card will do, in words (rules/morituri/preview.py)."""
        from rules.morituri.preview import preview
        return preview(self, state, seat, action)

    def view(self, state: State, seat: str | None) -> dict:
        ex = state.exchange
        exv = None
        if ex is not None:
            exv = {"id": ex.id, "purpose": ex.purpose, "attack_id": ex.pending.id,
                   "setter": ex.setter, "guesser": ex.guesser, "lo": ex.lo, "hi": ex.hi,
                   "guesses_allowed": ex.guesses_allowed, "set_done": ex.value is not None,
                   "guessed": ex.guesses is not None, "window": ex.window}
            if seat is not None and state.fig(ex.setter).seat == seat and ex.value is not None:
                exv["value"] = ex.value
            if seat is not None and state.fig(ex.guesser).seat == seat and ex.guesses is not None:
                exv["guesses"] = list(ex.guesses)
        mine = [{"seat": seat, "figure": f.id, "row": list(f.row), "hand": turn.hand(f)}
                for f in state.figures if seat is not None and f.seat == seat]
        return {
            "ruleset": self.id, "board": state.board, "round": state.round,
            "round_limit": state.round_limit, "turn": state.active.id, "phase": state.phase,
            "did": state.did, "moved": state.moved, "to_act": sorted(turn.to_act(state)),
            "figures": [self._figure_view(state, f, f.seat == seat) for f in state.figures],
            "pending": [{"id": p.id, "attacker": p.attacker, "target": p.target, "card": p.card,
                         "attack": p.index, "distance": p.distance, "base": p.base,
                         "defence_bonus": p.defence_bonus, "item": p.item,
                         "between": [list(c) for c in p.between]} for p in state.pending],
            "exchange": exv,
            "ground": [{"cell": list(c), "item": i} for c, i in state.ground],
            "offers": [{"id": o.id, "giver": o.giver, "to": o.to, "give": list(o.give),
                        "take": list(o.take)} for o in state.offers],
            "mine": mine,
            "whispers": whisper.view(state, seat),
            "may_whisper_to": (whisper.may_whisper_to(state, state.active)
                               if seat is not None and state.active.seat == seat else []),
            "quality": _quality_sums(state),
            # VI.3: the goblins dividing their deck before the fight, and the next card
            "dividing": [{"figures": [a, b], "left": len(left), "next": left[0]}
                         for a, b, left in state.dividing[:1]],
            "outcome": self.outcome(state).model_dump(),
        }

    def _figure_view(self, state, f, own: bool) -> dict:
        std = eq.standard(f)
        out = {
            "id": f.id, "seat": f.seat, "side": f.side, "character": f.deck,
            "name": std.name, "cell": list(f.cell), "condition": f.condition, "full": f.full,
            "alive": f.alive,
            "lying": f.lying, "current": f.current,
            "current_name": eq.deck_of(f).card(f.current).name if f.current else None,
            "hands": list(f.hands), "worn": list(f.worn),
            "strength": eq.strength(f), "defence": eq.defence(f),
            "row_count": len(f.row), "hand_count": len(turn.hand(f)),
            "stored_count": len(f.stored),
            "specials_used": dict(f.used_specials), "retreated": f.retreated,
            "tangled": f.tangled, "grapple": f.grapple,
        }
        if own:
            out["stored"] = list(f.stored)
        return out

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def snapshot(self, state: State) -> dict:
        ex = state.exchange
        return self._snapshot_extras(state, {
            "board": state.board, "round": state.round, "round_limit": state.round_limit,
            "turn_idx": state.turn_idx, "turn_no": state.turn_no, "phase": state.phase,
            "did": state.did, "moved": state.moved, "order": list(state.order), "dice": state.dice,
            "next_id": state.next_id,
            "figures": [{
                "id": f.id, "seat": f.seat, "side": f.side, "deck": f.deck, "std": f.std,
                "cards": list(f.cards), "specials": list(f.specials), "cell": list(f.cell),
                "condition": f.condition, "hands": list(f.hands), "worn": list(f.worn),
                "stored": list(f.stored), "row": list(f.row), "current": f.current,
                "alive": f.alive, "lying": f.lying, "lying_defends": f.lying_defends,
                "laid_turn": f.laid_turn, "used_specials": dict(sorted(f.used_specials.items())),
                "per_opponent": {k: list(v) for k, v in sorted(f.per_opponent.items())},
                "retreated": f.retreated, "tangled": f.tangled, "grapple": f.grapple,
                "guess_penalty": f.guess_penalty, "attack_bonus": f.attack_bonus,
                "counter": [list(c) for c in f.counter]}
                for f in state.figures],
            "pending": [_pending_json(p) for p in state.pending],
            "queue": [_pending_json(p) for p in state.queue],
            "exchange": None if ex is None else {
                "id": ex.id, "purpose": ex.purpose, "pending": _pending_json(ex.pending),
                "setter": ex.setter, "guesser": ex.guesser, "lo": ex.lo, "hi": ex.hi,
                "guesses_allowed": ex.guesses_allowed, "value": ex.value,
                "guesses": None if ex.guesses is None else list(ex.guesses), "item": ex.item,
                "window": ex.window},
            "ground": [[list(c), i] for c, i in state.ground],
            "offers": [[o.id, o.giver, o.to, list(o.give), list(o.take)] for o in state.offers],
            "finished": state.finished, "winners": list(state.winners), "reason": state.reason,
        })

    def _snapshot_extras(self, state: State, out: dict) -> dict:
        # only when in use, so saves written before VI.7 and V.1 windows still check
        if not state.whispering or state.whispers:
            out["whispering"] = state.whispering
            out["whispers"] = [[w.id, w.round, w.figure, w.to, list(w.hearers), w.text]
                               for w in state.whispers]
        if out["exchange"] is not None and out["exchange"]["window"] is None:
            del out["exchange"]["window"]
        if state.dividing:                  # VI.3: only before the first turn
            out["dividing"] = [[a, b, list(left)] for a, b, left in state.dividing]
        return out

    def copy_state(self, state: State) -> State:
        return state.copy()

    # ------------------------------------------------------------------ optional extras
    def sight(self, state: State, figure: str):
        """Where the figure's attacks reach (IV.3, Fig. 3), for the table's overlay (sight.py)."""
        from rules.morituri.sight import sight_map
        return sight_map(state, figure)

    def explain_sight(self, state: State, figure: str, cell):
        """Why an attack can or cannot go from the figure to a space, in words (sight.py)."""
        from rules.morituri.sight import explain
        return explain(state, figure, cell)

    def figure_cells(self, state: State):
        return [(f.id, f.cell, True) for f in state.figures if f.alive]

    def life_bounds(self, state: State):
        # Condition may fall below zero by the last wound (I.5: "zero or below")
        return [(f.id, f.condition, -40, f.full) for f in state.figures]

    def secrets(self, state: State, seat: str):
        """II.3-II.4: the planned row and the hand; IV.7: the set die and the guesses."""
        out = []
        for f in state.figures:
            if f.seat == seat and f.alive:
                out.append({"seat": seat, "figure": f.id, "row": list(f.row)})
                out.append({"seat": seat, "figure": f.id, "hand": turn.hand(f)})
        ex = state.exchange
        if ex is not None:
            if ex.value is not None and state.fig(ex.setter).seat == seat:
                out.append({"id": ex.id, "value": ex.value})
                out.append({"exchange": ex.id, "value": ex.value})      # as events name it
            if ex.guesses is not None and state.fig(ex.guesser).seat == seat:
                out.append({"id": ex.id, "guesses": list(ex.guesses)})
                out.append({"exchange": ex.id, "guesses": list(ex.guesses)})
        # each planned card, as an event would name it
        out += [{"figure": f.id, "card": c} for f in state.figures
                if f.seat == seat and f.alive for c in f.row]
        return out

    def determinize(self, state: State, seat: str, dice) -> State:
        """A full state as `seat` might imagine it: other seats' planned rows re-drawn from
        their hidden cards (row + hand, same length), an unrevealed die or guesses of another
        seat re-drawn from the legal ones, the game's dice reseeded; `state` is untouched."""
        from rules.core.dice import Dice
        new = state.copy()
        for f in new.figures:
            if f.seat == seat or not f.row:
                continue
            hidden = sorted(f.row + turn.hand(f))   # sorted: the row's order must not leak
            picks = []
            for _ in range(len(f.row)):
                picks.append(hidden.pop(dice.below(len(hidden))))
            f.row = picks
        ex = new.exchange
        if ex is not None:
            if ex.value is not None and new.fig(ex.setter).seat != seat:
                ex.value = ex.lo + dice.below(ex.hi - ex.lo + 1)
            if ex.guesses is not None and new.fig(ex.guesser).seat != seat:
                pool = list(range(ex.lo, ex.hi + 1))
                k = min(len(ex.guesses), len(pool))
                ex.guesses = tuple(sorted(pool.pop(dice.below(len(pool))) for _ in range(k)))
        new.dice = Dice.from_seed(dice.below(1 << 62)).state
        return new

    def example_setups(self):
        return [
            {"round_limit": 12},
            {"round_limit": 10, "figures": [{"character": "swordswoman", "seat": "p1"},
                                            {"character": "killer", "seat": "p2"}]},
            {"round_limit": 8, "figures": [{"character": "barbarian", "seat": "p1"},
                                           {"character": "goblins", "seat": "p2"}]},
        ]

    def stage_actions(self, stage: dict):
        from rules.morituri.stage import stage_actions
        return stage_actions(stage, self)

    def describe_event(self, event) -> str:
        from rules.morituri.describe import describe
        return describe(event)


def _quality_sums(state) -> dict:
    """VI.2: each side's sum of Quality (the rulebook wants them equal)."""
    out: dict = {}
    for f in state.figures:
        out[f.side] = out.get(f.side, 0) + eq.standard(f).quality
    return out


def _pending_json(p) -> dict:
    return {"id": p.id, "attacker": p.attacker, "target": p.target, "card": p.card,
            "index": p.index, "distance": p.distance, "base": p.base,
            "defence_bonus": p.defence_bonus, "between": [list(c) for c in p.between],
            "need_one": p.need_one, "item": p.item,
            "origin": list(p.origin) if p.origin else None, "specials": list(p.specials)}


RULESET = Morituri()
