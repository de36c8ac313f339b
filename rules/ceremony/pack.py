"""The Master of Ceremonies Ruleset object (rules/core/engine.py contract)."""
from __future__ import annotations

from pydantic import ValidationError

from rules.core.engine import IllegalAction, Outcome, outcome_of
from rules.ceremony import events as ev
from rules.ceremony.actions import action_adapter
from rules.ceremony.flow import apply
from rules.ceremony.legal import has_actions, legal_actions, master_psyche
from rules.ceremony.setup import Setup, new_state
from rules.ceremony.state import State, snapshot_fig


def _trap_secret(t) -> dict:
    return {"trap_owner": t.placed_by, "trap_cell": list(t.cell), "trap": t.kind}


class Ceremony:
    id = "ceremony"
    name = "Master of Ceremonies (Mistrz Ceremonii)"
    action_adapter = action_adapter
    event_adapter = ev.event_adapter
    setup_model = Setup
    max_steps = 2500

    def new_game(self, setup, seed: int) -> State:
        return new_state(setup, seed)

    def seats(self, state: State) -> tuple[str, ...]:
        return state.seats

    def to_act(self, state: State) -> frozenset[str]:
        if state.finished:
            return frozenset()
        return frozenset(s for s in state.seats if has_actions(state, s))

    def legal_actions(self, state: State, seat: str) -> list:
        return legal_actions(state, seat)

    def apply(self, state: State, seat: str, action) -> tuple[State, list]:
        if isinstance(action, dict):
            try:
                action = action_adapter.validate_python(action)
            except ValidationError as e:
                err = e.errors()[0]
                raise IllegalAction("actions", f"bad action ({'.'.join(map(str, err['loc']))}: "
                                               f"{err['msg']})") from None
        return apply(state, seat, action)

    def preview(self, state: State, seat: str, action) -> str | None:
        """What the action will do, in words with its chance (rules/ceremony/preview.py)."""
        from rules.ceremony.preview import preview
        return preview(state, seat, action)

    def view(self, state: State, seat: str | None) -> dict:
        """Public: the figures, points, crystals. Secret: unsprung traps, seen only by the seat
        that laid them (the Master sees his own, never anyone's plans)."""
        traps = [_trap_secret(t) for t in state.traps if not t.sprung and t.placed_by == seat]
        traps += [{"cell": list(t.cell), "kind": t.kind, "sprung": True} for t in state.traps if t.sprung]
        return {
            "ruleset": self.id, "mode": state.mode, "phase": state.phase, "round": state.round,
            "rounds": state.rounds, "turn_side": state.turn_side, "initiative": state.initiative,
            "sides": {k: list(v) for k, v in state.sides.items()},
            "arena": {"id": state.board.id, "width": state.board.width, "height": state.board.height},
            "figures": [snapshot_fig(f) for f in state.figs],
            "traps": traps,
            "traps_laid": {s: sum(t.placed_by == s for t in state.traps) for s in state.seats},
            # the budget left would tell the kinds of the traps laid: the placer's own only
            "trap_budget": {k: v for k, v in state.trap_budget.items() if k == seat},
            "start_queue": list(state.start_queue),
            "master": {"points": state.master_points, "psyche": master_psyche(state),
                       "crystals": state.crystals} if state.mode == "master" else None,
            "sequence": list(state.sequence) if state.sequence else None,
            "pending": dict(state.pending) if state.pending else None,
            "to_act": sorted(self.to_act(state)),
            "declined": list(state.declined),
            "outcome": self.outcome(state).model_dump(),
        }

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def snapshot(self, state: State) -> dict:
        return {
            "mode": state.mode, "seats": list(state.seats),
            "sides": {k: list(v) for k, v in state.sides.items()},
            "figures": [snapshot_fig(f) for f in state.figs], "dice": state.dice,
            "rounds": state.rounds, "phase": state.phase, "round": state.round,
            "turn_side": state.turn_side, "initiative": state.initiative,
            "traps": [[list(t.cell), t.kind, t.placed_by, t.sprung] for t in state.traps],
            "trap_budget": dict(state.trap_budget), "trap_queue": list(state.trap_queue),
            "start_queue": list(state.start_queue), "master_points": state.master_points,
            "gladiator_acted": state.gladiator_acted, "since_master": state.since_master,
            "sequence": list(state.sequence) if state.sequence else None,
            "pending": dict(state.pending) if state.pending else None,
            "crystals": state.crystals, "finished": state.finished,
            "winners": list(state.winners), "reason": state.reason,
            # only when set, so saves written before the pass action keep their snapshots
            **({"declined": list(state.declined)} if state.declined else {}),
        }

    def copy_state(self, state: State) -> State:
        return state.copy()

    # ------------------------------------------------------------------ optional extras
    def figure_cells(self, state: State):
        return [(f.id, f.cell, True) for f in state.figs if f.on_board]

    def life_bounds(self, state: State):
        """Action points stay within the card's numbers."""
        from rules.ceremony.data import base
        ap = base().action_points
        out = []
        for f in state.figs:
            if f.kind == "gladiator":
                out += [(f"{f.id}.offensive", f.off, 0, ap["offensive"]),
                        (f"{f.id}.defensive", f.dfn, 0, ap["defensive"])]
        out.append(("master.points", state.master_points, 0, base().master["action_points"]))
        out.append(("master.crystals", state.crystals, 0,
                    sum(len(w) for g in state.gladiators() for w in g.wounds.values())))
        return out

    def secrets(self, state: State, seat: str):
        """Unsprung traps: in the view's shape, and where and what as a trap_sprung event
        would name them."""
        mine = [t for t in state.traps if not t.sprung and t.placed_by == seat]
        return [_trap_secret(t) for t in mine] + [{"cell": list(t.cell), "trap": t.kind} for t in mine]

    def determinize(self, state: State, seat: str, dice) -> State:
        """A full state as `seat` might imagine it: every unsprung trap laid by another seat gets
        a kind its placer could have paid for and a square he could have chosen, both drawn with
        `dice` (the player's own), and the game's dice are reseeded; `state` is untouched."""
        from rules.core.dice import Dice
        from rules.ceremony.data import base
        from rules.ceremony.legal import trap_cells
        new = state.copy()
        prices = {k: t.price for k, t in base().traps.items()}
        for placer in sorted({t.placed_by for t in new.traps if t.placed_by != seat}):
            mine = [t for t in new.traps if t.placed_by == placer]
            # the kinds are hidden too (B4 ruling): redrawn within what the placer could pay
            budget = new.trap_budget.get(placer, 0) + sum(prices[t.kind] for t in mine)
            budget -= sum(prices[t.kind] for t in mine if t.sprung)
            hidden = [t for t in mine if not t.sprung]
            cheapest = min(prices, key=prices.get)
            for i, t in enumerate(hidden):
                reserve = prices[cheapest] * (len(hidden) - i - 1)
                kinds = sorted(k for k, p in prices.items() if p <= budget - reserve)
                t.kind = kinds[dice.below(len(kinds))] if kinds else cheapest
                budget -= prices[t.kind]
            new.trap_budget[placer] = max(0, budget)
        for t in new.traps:
            if t.placed_by != seat and not t.sprung:
                others = [u for u in new.traps if u is not t and u.placed_by == t.placed_by]
                saved, new.traps = new.traps, others
                cells = trap_cells(new, t.placed_by)
                new.traps = saved
                t.cell = cells[dice.below(len(cells))]
        new.dice = Dice.from_seed(dice.below(1 << 62)).state
        return new

    def stage_actions(self, stage: dict):
        """(setup, seed, [(seat, action)]) of a staged fight (stage.py, STAGES.md)."""
        from rules.ceremony.stage import stage_actions
        return stage_actions(stage, self)

    def describe_event(self, event, names: dict | None = None) -> str:
        """One human sentence for an event (the table's log, `simulate`)."""
        from rules.ceremony.describe import describe
        return describe(event, names)

    def tournament_setup(self, arena=None, seats: int = 2) -> dict:
        """`simulate --games`: two seats play a duel, three the Master's game (p1, p2, mc),
        four the death eliminations; `arena` a shipped or workshop arena by name."""
        from rules.ceremony.data import arena as named_arena
        from rules.core.engine import BadSetup
        if arena is not None:
            named_arena(arena)          # one clear line now for an unknown or illegal arena
        modes = {2: "duel", 3: "master", 4: "eliminations"}
        if seats not in modes:
            raise BadSetup(f"ceremony: {seats} seats; play 2 (duel), 3 (the Master's game) or 4 "
                           "(death eliminations)")
        return {"mode": modes[seats]} | ({"arena": arena} if arena else {})

    def example_setups(self):
        return [{}, {"mode": "master"}, {"mode": "master", "beast": "terror"},
                {"mode": "eliminations"},
                {"mode": "duel", "beast": "fate", "gladiators": [
                    {"weapons": ["sword"], "armour": {"torso": "leather"}, "helpers": ["pain", "dwarf1"],
                     "dwarves": {"dwarf1": {"weapons": ["mace"], "armour": ["leather"]}}},
                    {"helpers": ["hunger", "despair"]}]}]


RULESET = Ceremony()
