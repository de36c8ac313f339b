"""The Gladiator Ruleset object (rules/core/engine.py contract)."""
from __future__ import annotations

from pydantic import ValidationError

from rules.core.engine import REFEREE, IllegalAction, Outcome, outcome_of
from rules.gladiator import events as ev
from rules.gladiator import fight, moving, secrecy, spells, turn
from rules.gladiator.actions import Cast, ChooseFirst, Decline, React, action_adapter
from rules.gladiator.characters import (adjusted_ag, armour_rating, dazed, max_moves,
                                        movement_points)
from rules.gladiator.moving import category
from rules.gladiator.setup import Setup, new_state
from rules.gladiator.state import SIDES, SLOTS, State
from rules.gladiator.terrain import CHARS, invisible


def _slots(f) -> dict:
    return {name: (None if it is None else (it.w if it.loaded else "@" + it.w))
            for name, it in zip(SLOTS, f.slots)}


class Gladiator:
    id = "gladiator"
    name = "Gladiator"
    action_adapter = action_adapter
    event_adapter = ev.event_adapter
    setup_model = Setup
    max_steps = 3000
    referee_view = True         # view(state, REFEREE): every side's SH, for films and stills

    # ------------------------------------------------------------------ contract
    def new_game(self, setup, seed: int) -> State:
        state = new_state(setup, seed)
        turn.begin_turn(state, [])
        return state

    def seats(self, state: State) -> tuple[str, ...]:
        return SIDES

    def to_act(self, state: State) -> frozenset[str]:
        if state.finished:
            return frozenset()
        if state.phase == "initiative":
            return frozenset({state.chooser})
        if state.phase == "movement":
            return frozenset({state.fig(state.mv.fig).side})
        if state.pending:
            return frozenset({state.fig(state.pending["asks"][0]).side})
        return frozenset({state.fig(state.actor).side})

    def legal_actions(self, state: State, seat: str) -> list:
        if seat not in self.to_act(state):
            return []
        if state.phase == "initiative":
            return [ChooseFirst(side=s) for s in SIDES]
        if state.phase == "movement":
            return moving.legal(state, state.fig(state.mv.fig))
        if state.pending:
            return fight.react_options(state)
        return fight.options(state, state.fig(state.actor), turn.is_last(state))

    def apply(self, state: State, seat: str, action) -> tuple[State, list]:
        if not hasattr(action, "kind") or isinstance(action, dict):
            try:
                action = action_adapter.validate_python(action)
            except ValidationError as e:
                err = e.errors()[0]
                raise IllegalAction("Menus", f"bad action ({'.'.join(map(str, err['loc']))}: "
                                    f"{err['msg']})") from None
        waiting = self.to_act(state)
        if seat not in waiting:
            who = ", ".join(sorted(waiting)) or "nobody (the game is over)"
            raise IllegalAction("Phases", f"{seat} may not act now (to act: {who})")
        new = state.copy()
        out: list = []
        if new.phase == "initiative":
            if not isinstance(action, ChooseFirst):
                raise IllegalAction("Initiative Phase", f"{seat} won the initiative and must "
                                    f"choose who moves first, not {action.kind}")
            turn.choose_first(new, action.side, out)
        elif new.phase == "movement":
            f = new.fig(new.mv.fig)
            if moving.apply(new, f, action, out):
                turn.next_mover(new, out)
        elif new.pending:
            if not isinstance(action, React):
                raise IllegalAction("Evading", f"{new.pending['asks'][0]} must answer the "
                                    f"attack first (react)")
            if fight.react(new, action, out):
                self._resolve(new, fight.pending_action(new), out)
        else:
            f = new.fig(new.actor)
            last = turn.is_last(new)
            if isinstance(action, Cast) and spells.is_free(action.spell):
                if action not in fight.options(new, f, last):
                    raise IllegalAction("Summon Spells", f"{f.name} has no summoned "
                                        f"{action.target} to cancel")
                spells.cancel(new, new.fig(action.target), out)
                turn.check_over(new, out, end_of_turn=False)
            elif isinstance(action, Decline):
                if last:
                    raise IllegalAction("Who Attacks First", f"{f.name} is the last to act this "
                                        f"turn and may not decline")
                turn.decline(new, out)
            elif fight.start(new, f, action, last, out):
                self._resolve(new, action, out)
        return new, out

    def _resolve(self, state: State, action, out: list) -> None:
        f = state.fig(state.actor)
        was_dazed = f.dazed_next
        fight.resolve(state, f, action, out)
        if was_dazed:
            f.dazed_next = False
        if turn.check_over(state, out, end_of_turn=False):
            return
        turn.done_acting(state, f.id, out)

    # ------------------------------------------------------------------ views
    def view(self, state: State, seat: str | None) -> dict:
        figs = []
        for f in state.figures:
            own = seat == f.side or seat == REFEREE       # a film sees every side's life
            # the figure moving now: the squares spent so far, so its sheet counts them as it walks
            moves = state.mv.moves if state.mv is not None and state.mv.fig == f.id else f.moves
            hidden = not own and f.present and invisible(state, f)
            d = {"figure": f.id, "name": f.name, "side": f.side, "race": f.race,
                 "cell": None if hidden else list(f.cell),
                 "facing": None if hidden else f.facing,
                 "invisible": invisible(state, f) if (own or not hidden) else True,
                 "alive": f.alive, "gone": f.gone, "prone": f.prone,
                 "dazed": dazed(f), "near_death": f.present and f.sh <= 3,
                 "slots": _slots(f), "armour": f.armour, "moves": moves,
                 "category": category(f, moves), "acted": f.acted, "evading": f.evading,
                 "hand_combat": list(f.hand_combat), "dazzled": bool(f.dazzled_until),
                 "effects": [[e[0], e[1], e[2]] for e in f.effects],
                 "summoned_by": f.summoner if (own or not f.image) else None,
                 "illusion": f.illusion, "vanished": f.vanished}
            if own and f.image:      # which of the look-alikes is the mage: his side only
                d["image"] = True
            if own:   # the View Stats display is private
                d["stats"] = {"figure": f.id, "sh": f.sh, "sh_max": f.sh_max, "ag": f.ag,
                              "iq": f.iq, "adjusted_ag": adjusted_ag(f),
                              "mp": movement_points(f), "max_moves": max_moves(f),
                              "ar": list(armour_rating(f)), "xp": f.xp,
                              "spells": list(f.spells)}
            figs.append(d)
        return {
            "ruleset": self.id, "turn": state.turn, "turn_limit": state.turn_limit,
            "phase": state.phase, "initiative": list(state.initiative), "chooser": state.chooser,
            "first": state.first, "width": state.board.width, "height": state.board.height,
            "terrain": [[c[0], c[1], CHARS.get(ch, ch)] for c, t in sorted(state.terrain.items())
                        for ch in t],
            "ground": [[c[0], c[1], [it.w for it in items]] for c, items in sorted(state.ground.items())],
            "figures": figs,
            "moving": state.mv.fig if state.mv else None,
            "moves_used": state.mv.moves if state.mv else None,
            "actor": state.actor,
            "action_order": list(state.act_order) + list(state.second_round),
            # the declared blow is public: its target answers it (evade or not, repel or not)
            "pending": None if not state.pending else {"actor": state.pending["actor"],
                                                       "kind": state.pending["kind"],
                                                       "asks": list(state.pending["asks"]),
                                                       "action": dict(state.pending["action"])},
            "to_act": sorted(self.to_act(state)),
            "my_bones": sorted(n for n, b in state.bones.items() if b["side"] == seat),
            "outcome": self.outcome(state).model_dump(),
        }

    def event_view(self, state: State, event, seat: str | None):
        """An event as `seat` may see it (secrecy.py): no enemy's SH or ESP findings, no
        square of a figure it cannot see."""
        return secrecy.event_view(state, event, seat)

    def outcome(self, state: State) -> Outcome:
        return outcome_of(state)

    def snapshot(self, state: State) -> dict:
        return {
            "turn": state.turn, "phase": state.phase, "dice": state.dice,
            "chooser": state.chooser, "first": state.first, "initiative": list(state.initiative),
            "terrain": [[c[0], c[1], t] for c, t in sorted(state.terrain.items())],
            "ground": [[c[0], c[1], [list(it) for it in items]]
                       for c, items in sorted(state.ground.items())],
            "figures": [{"id": f.id, "side": f.side, "race": f.race, "sh": f.sh,
                         "sh_max": f.sh_max, "ag": f.ag, "iq": f.iq, "armour": f.armour,
                         "slots": [None if it is None else list(it) for it in f.slots],
                         "cell": list(f.cell), "facing": f.facing, "prone": f.prone,
                         "alive": f.alive, "gone": f.gone, "dazed_next": f.dazed_next,
                         "moves": f.moves, "acted": f.acted, "declined": f.declined,
                         "evading": f.evading, "hand_combat": list(f.hand_combat),
                         "regen": f.regen, "xp": f.xp, "spells": list(f.spells),
                         "dazzled_until": f.dazzled_until,
                         "effects": [list(e) for e in f.effects], "summoner": f.summoner,
                         "illusion": f.illusion, "image": f.image, "expires": f.expires,
                         "renew_at": f.renew_at, "vanished": f.vanished}
                        for f in state.figures],
            "move_order": list(state.move_order),
            "mv": None if state.mv is None else {
                "fig": state.mv.fig, "start": list(state.mv.start),
                "start_facing": state.mv.start_facing, "moves": state.mv.moves,
                "last_was_turn": state.mv.last_was_turn, "resets": state.mv.resets,
                "riveted": state.mv.riveted, "engaged_by": list(state.mv.engaged_by)},
            "act_order": list(state.act_order), "second_round": list(state.second_round),
            "actor": state.actor, "pending": state.pending,
            "bones": {k: state.bones[k] for k in sorted(state.bones)},
            "finished": state.finished, "winners": list(state.winners), "reason": state.reason,
        }

    def describe_event(self, event) -> str:
        from rules.gladiator.describe import describe
        return describe(event)

    def copy_state(self, state: State) -> State:
        return state.copy()

    # ------------------------------------------------------------------ optional extras
    def sight(self, state: State, figure: str):
        """Where a character's missiles can fly (walls and the Altar block), for the overlay."""
        from rules.gladiator.sight import sight_map
        return sight_map(state, figure)

    def explain_sight(self, state: State, figure: str, cell):
        """A missile track from a character to a square, and what it costs to hit, in words."""
        from rules.gladiator.sight import explain
        return explain(state, figure, cell)

    def figure_cells(self, state: State):
        return [(f.id, f.cell, not f.prone) for f in state.figures if f.present]

    def life_bounds(self, state: State):
        return [(f.id, f.sh, 0, f.sh_max + 2) for f in state.figures]

    def secrets(self, state: State, seat: str):
        """The stats display is private (SH, AG, IQ), SH also as events would carry it; a
        figure in Shadow is invisible; which look-alike is the mage (as a 'summoned' event's
        `by` would name him)."""
        out = [{"figure": f.id, "sh": f.sh, "sh_max": f.sh_max, "ag": f.ag, "iq": f.iq}
               for f in state.figures if f.side == seat]
        out += [{"figure": f.id, "sh": f.sh} for f in state.figures if f.side == seat]
        out += [{"how": "image", "by": f.summoner} for f in state.figures
                if f.side == seat and f.present and f.image]
        out += [{"figure": f.id, "cell": list(f.cell)} for f in state.figures
                if f.side == seat and f.present and invisible(state, f)]
        out += [{"figure": f.id, "image": True} for f in state.figures
                if f.side == seat and f.image]
        return out

    def determinize(self, state: State, seat: str, dice) -> State:
        """The game as `seat` may imagine it (determinize.py): the enemy's Image look-alikes
        reshuffled, invisible enemies placed where they might be, fighters' spells redrawn,
        the dice reseeded; `state` is untouched."""
        from rules.gladiator.determinize import determinize
        return determinize(state, seat, dice)

    def odds(self, state: State, action) -> list[tuple[str, float]]:
        """The exact chance to hit of the acting figure's action, before committing."""
        return fight.odds(state, state.fig(state.actor), action)

    def creature_choice(self, state: State):
        """(seat, action) a computer-run creature takes now (tactics.py), or None when the
        waiting decision is not a creature's."""
        from rules.gladiator import tactics
        if state.finished:
            return None
        for seat in sorted(self.to_act(state)):
            action = tactics.choose(state, self.legal_actions(state, seat))
            if action is not None:
                return seat, action
        return None

    def stage_actions(self, stage: dict):
        """(setup, seed, [(seat, action)]) of a staged fight (stage.py, STAGES.md)."""
        from rules.gladiator.stage import stage_actions
        return stage_actions(stage, self)

    def example_setups(self):
        return [
            {"arena": "practice", "turn_limit": 6},
            {"arena": "colosseum", "turn_limit": 4,
             "west": [{"name": "Legolas", "race": "elf", "ready": "short_bow", "slung": ["short_sword", "dagger", "javelin"]},
                      {"name": "Gimli", "race": "dwarf", "sh": 14, "ag": 9, "armour": "chain", "ready": "hand_axe", "also": "buckler", "slung": ["hammer"]}],
             "bones": [{"side": "west", "character": {"name": "Saruaman", "race": "mage"}, "cell": [6, 5]}],
             "east": [{"name": "Snaga", "race": "goblin", "sh": 8, "ag": 11, "ready": "light_crossbow", "slung": ["dagger", "caltrops"]},
                      {"race": "troll"}, {"race": "fire_spirit"}]},
            {"arena": "practice", "random_terrain": True, "turn_limit": 5,
             "west": [{"name": "Thor", "race": "human", "sh": 16, "ag": 8, "armour": "leather", "ready": "halberd", "slung": ["dagger", "healing_potion"]},
                      {"name": "Merlin", "race": "mage", "sh": 9, "ag": 11, "iq": 12, "ready": "dagger"}],
             "east": [{"name": "June", "race": "human", "sh": 10, "ag": 14, "ready": "javelin", "also": "shield", "slung": ["ironshod_boots"]},
                      {"race": "wolf"}, {"race": "needler_bush"}]},
            {"arena": "colosseum", "turn_limit": 5,
             "west": [{"name": "Grim", "race": "human", "armour": "leather", "ready": "broadsword", "also": "shield", "slung": ["dagger"]},
                      {"name": "Merlin", "race": "mage", "sh": 9, "ag": 9, "iq": 14, "ready": "staff"}],
             "east": [{"race": "phase_spider"}, {"race": "imp"}, {"race": "slayer"}]},
            {"arena": "colosseum", "turn_limit": 5,
             "west": [{"name": "Thor", "race": "human", "sh": 16, "ag": 8, "ready": "halberd"},
                      {"name": "Morgana", "race": "mage", "sh": 9, "ag": 10, "iq": 13, "ready": "dagger"}],
             "east": [{"race": "behemoth"}, {"race": "evil_mage"}, {"race": "evil_summoner"}]},
            {"arena": "colosseum", "solo": True, "turn_limit": 3,
             "west": [{"name": "Solo", "race": "orc", "armour": "leather", "ready": "hand_axe", "also": "buckler"}]},
        ]


RULESET = Gladiator()
