"""The Ninja Arena Ruleset object (rules/core/engine.py contract)."""
from __future__ import annotations

from pydantic import ValidationError

from rules.core.engine import IllegalAction, Outcome, outcome_of
from rules.ninja_arena import events as ev
from rules.ninja_arena.actions import Plan, action_adapter
from rules.ninja_arena.planning import active_seats, check_plan, legal_plans, take_plan
from rules.ninja_arena.resolve import resolve_phase
from rules.ninja_arena.setup import Setup, new_state
from rules.ninja_arena.state import LIFE_MAX, State


def _slots_json(slots) -> list[dict]:
    return [s.model_dump(exclude_none=True) for s in slots]


class NinjaArena:
    id = "ninja-arena"
    name = "Ninja Arena"
    action_adapter = action_adapter
    event_adapter = ev.event_adapter
    setup_model = Setup
    max_steps = 600

    # ------------------------------------------------------------------ contract
    def new_game(self, setup, seed: int) -> State:
        return new_state(setup, seed)

    def seats(self, state: State) -> tuple[str, ...]:
        return state.seats

    def to_act(self, state: State) -> frozenset[str]:
        if state.finished:
            return frozenset()
        return frozenset(s for s in active_seats(state) if s not in state.done)

    def legal_actions(self, state: State, seat: str) -> list[Plan]:
        return legal_plans(state, seat)

    def apply(self, state: State, seat: str, action, *, events: bool = True) -> tuple[State, list]:
        """The contract's apply. `events=False` (computer players' playouts) skips building the
        events and returns an empty list; the state is the same."""
        if not isinstance(action, Plan):
            try:
                action = action_adapter.validate_python(action)
            except ValidationError as e:
                err = e.errors()[0]
                where = ".".join(str(p) for p in err["loc"])
                raise IllegalAction("2.4", f"bad plan ({where}: {err['msg']})") from None
        check_plan(state, seat, action)
        new = state.copy()
        out: list | None = [] if events else None
        if take_plan(new, seat, action, out):
            resolve_phase(new, out)
        return new, out if out is not None else []

    def view(self, state: State, seat: str | None) -> dict:
        mine = state.seat_ninjas.get(seat, ()) if seat else ()
        return {
            "ruleset": self.id, "layer": state.layer, "arena": state.arena,
            "levels": [list(r) for r in state.levels],
            "game_round": state.game_round, "round": state.round,
            "phase": "over" if state.finished else "planning",
            "variants": list(state.variants),
            "ninjas": [self._ninja_view(state, n, n.id in mine) for n in state.ninjas],
            "loot": [{"cell": list(l.cell), "weapon": l.weapon, "uses": l.uses} for l in state.loot],
            "markers": [{"cell": list(m.cell), "marker": m.kind, "owner": m.owner}
                        for m in state.markers],
            "finished_planning": list(state.done),
            "to_act": sorted(self.to_act(state)),
            "revealed": {f: _slots_json(s) for f, s in state.revealed.items()},
            "my_plans": [{"seat": seat, "ninja": f, "slots": _slots_json(state.plans[f])}
                         for f in mine if f in state.plans],
            "public_dice": [list(x) for x in state.public_dice] if state.public_dice else None,
            "outcome": self.outcome(state).model_dump(),
        }

    def _ninja_view(self, state: State, n, own: bool) -> dict:
        r = state.round + 1
        return {
            "id": n.id, "seat": n.seat, "team": n.team, "type": n.type,
            "cell": list(n.pos), "level": state.levels[n.pos[1]][n.pos[0]], "facing": n.facing,
            "life": n.life, "alive": n.alive, "initiative": n.initiative,
            "melee": n.melee, "melee_uses": n.melee_uses,
            "ranged": n.ranged, "ranged_uses": n.ranged_uses,
            "skill": n.skill if (n.skill_revealed or own) else ("hidden" if n.skill else None),
            # 4.2 Arsenal: the passive weapon is chosen openly (skills.py keeps it in extra)
            "passive_weapon": (n.extra.get("arsenal") or (None,))[0]
            if (n.skill_revealed or own) else None,
            "status": {"dazed_next": n.dazed_round == r, "blinded": r < n.blinded_until,
                       "blinded_until": n.blinded_until if r < n.blinded_until else None,
                       "netted": n.netted},
        }

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def snapshot(self, state: State) -> dict:
        return {
            "layer": state.layer, "arena": state.arena, "levels": [list(r) for r in state.levels],
            "game_round": state.game_round, "round": state.round, "dice": state.dice,
            "ninjas": [{"id": n.id, "seat": n.seat, "team": n.team, "type": n.type,
                        "cell": list(n.pos), "facing": n.facing, "life": n.life,
                        "melee": n.melee, "melee_uses": n.melee_uses, "ranged": n.ranged,
                        "ranged_uses": n.ranged_uses, "skill": n.skill,
                        "skill_revealed": n.skill_revealed, "alive": n.alive,
                        "initiative": n.initiative, "dodge_round": n.dodge_round,
                        "riposte_round": n.riposte_round, "dazed_round": n.dazed_round,
                        "blinded_until": n.blinded_until, "netted": n.netted,
                        "extra": {k: n.extra[k] for k in sorted(n.extra)}}
                       for n in state.ninjas],
            "loot": [[list(l.cell), l.weapon, l.uses] for l in state.loot],
            "markers": [[list(m.cell), m.kind, m.owner, m.data] for m in state.markers],
            "plans": {f: _slots_json(s) for f, s in sorted(state.plans.items())},
            "plan_order": list(state.plan_order), "done": list(state.done),
            "revealed": {f: _slots_json(s) for f, s in sorted(state.revealed.items())},
            "public_dice": [list(x) for x in state.public_dice] if state.public_dice else None,
            "finished": state.finished, "winners": list(state.winners), "reason": state.reason,
            "extra": {k: state.extra[k] for k in sorted(state.extra)},
        }

    def copy_state(self, state: State) -> State:
        return state.copy()

    # ------------------------------------------------------------------ optional extras
    def describe_event(self, event) -> str:
        from rules.ninja_arena.describe import describe
        return describe(event)

    def stage_actions(self, stage: dict):
        """(setup, seed, [(seat, action)]) of a staged fight (stage.py, STAGES.md)."""
        from rules.ninja_arena.stage import stage_actions
        return stage_actions(stage, self)

    def predict(self, state: State, seat: str, plan: dict):
        """Where `plan` would take its ninja if nothing interferes: a Ghost per slot
        (predict.py; the table's ghost preview)."""
        from rules.ninja_arena.predict import predict
        return predict(self, state, seat, plan)

    def sight(self, state: State, figure: str):
        """The SightMap of a ninja (2.5, sight.py; the table's overlay)."""
        from rules.ninja_arena.sight import sight_map
        return sight_map(state, figure)

    def explain_sight(self, state: State, figure: str, cell):
        """The 2.5 line from a ninja to a cell, with its reason in words (sight.py)."""
        from rules.ninja_arena.sight import explain
        return explain(state, figure, cell)

    def figure_cells(self, state: State):
        return [(n.id, n.pos, True) for n in state.ninjas if n.alive]

    def life_bounds(self, state: State):
        return [(n.id, n.life, 0, LIFE_MAX) for n in state.ninjas]

    def secrets(self, state: State, seat: str):
        """Pending plans, and skills still secret (4.4 Secret Special Skills)."""
        mine = state.seat_ninjas.get(seat, ())
        out = [{"seat": seat, "ninja": f, "slots": _slots_json(state.plans[f])}
               for f in mine if f in state.plans]
        out += [{"seat": seat, "id": n.id, "skill": n.skill} for n in state.ninjas
                if n.id in mine and n.skill and not n.skill_revealed]
        # the same as events would carry them (plan_revealed, skill_used)
        out += [{"figure": f, "slots": _slots_json(state.plans[f])} for f in mine if f in state.plans]
        out += [{"figure": n.id, "skill": n.skill} for n in state.ninjas
                if n.id in mine and n.skill and not n.skill_revealed]
        return out

    def determinize(self, state: State, seat: str, dice) -> State:
        """A full state as `seat` might imagine it (rules/core/engine.py): other seats' pending
        plans re-drawn from their legal plans, their unrevealed skills re-drawn from their
        ninja type's skills, and the game's dice reseeded; `state` is untouched."""
        from rules.core.dice import Dice
        from rules.ninja_arena import hooks
        from rules.ninja_arena.planning import plans_for
        new = state.copy()
        mine = set(state.seat_ninjas.get(seat, ()))
        for f in list(new.plans):
            if f not in mine:
                options = plans_for(new, new.ninja(f))
                new.plans[f] = tuple(options[dice.below(len(options))].slots)
        for n in new.ninjas:
            if n.id not in mine and n.skill and not n.skill_revealed:
                same = sorted(k for k, v in hooks.SKILLS.items() if v.ninja_type == n.type)
                if same:
                    n.skill = same[dice.below(len(same))]
        new.dice = Dice.from_seed(dice.below(1 << 62)).state
        return new

    def example_setups(self):
        from rules.ninja_arena import hooks
        pro = [{"layer": "professional", "arena": "reef"}]
        for variants in (["sudden_death", "drunken_masters"], ["overpower"], ["sokoban"]):
            if all(v in hooks.VARIANTS for v in variants):
                pro.append({"layer": "professional", "arena": "castle", "variants": variants})
        return pro + [
            {},
            {"layer": "advanced", "arena": "temple-court"},
            {"layer": "advanced", "arena": "canyon", "players": [
                {"seat": "p1", "ninjas": [{"type": "shadow"}]},
                {"seat": "p2", "ninjas": [{"type": "weaponmaster"}]},
                {"seat": "p3", "ninjas": [{"type": "shadow"}]}]},
            {"layer": "advanced", "arena": "fortress", "variants": ["team"], "players": [
                {"seat": "p1", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]},
                {"seat": "p2", "ninjas": [{"type": "shadow"}, {"type": "weaponmaster"}]}]},
        ]


RULESET = NinjaArena()
