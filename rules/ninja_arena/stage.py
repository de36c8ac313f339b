"""Staged fights: a set-up and the plans of each game round, written by hand (STAGES.md).

    {"format": "arena-table/stage", "ruleset": "ninja-arena", "seed": 1,
     "name": "Model scenario 2.8", "description": "...",
     "setup": {"layer": "beginner", "arena": "castle",
               "players": [{"seat": "p1", "ninjas": [{"type": "shadow", "id": "shadow",
                                                      "position": [3, 2], "facing": "N"}]},
                           {"seat": "p2", "ninjas": [{"type": "weaponmaster", "id": "weaponmaster",
                                                      "position": [0, 2], "facing": "E"}]}]},
     "rounds": [{"initiative": ["shadow", "weaponmaster"],
                 "plans": {"shadow": ["evade left", "melee left", "turn_left"],
                           "weaponmaster": [{"action": "step", "dir": "forward"},
                                            "diagonal_step forward_right", "turn_left"]}}]}

`initiative` lists the figures in the order their seats finish planning (who takes counter 1,
2, ...); a seat with two ninjas takes its two counters together, so its figures must be next to
each other. A slot is an action JSON object or the short text "ACTION [DIR]". Figures without a
plan in a round pause (an empty plan). `stage_actions` turns the stage into the save's action
log; `stage_to_save` plays it and returns the save dict. A stage that breaks a rule raises
IllegalAction / BadSetup whose message names the rule and the round.
"""
from __future__ import annotations

from pydantic import ValidationError

from rules.core import stages
from rules.core.engine import BadSetup, IllegalAction
from rules.core.jsonfile import excerpt, one_line
from rules.core.stages import stage_seed
from rules.ninja_arena.actions import Plan, Slot

STAGE_FORMAT = "arena-table/stage"


def parse_slot(value, where: str) -> Slot:
    if isinstance(value, str):
        parts = value.split()
        if not parts or len(parts) > 2:
            raise BadSetup(f"2.4: {where}: slot {excerpt(value)} is not 'ACTION [DIR]'")
        value = {"action": parts[0], **({"dir": parts[1]} if len(parts) == 2 else {})}
    try:
        return Slot.model_validate(value)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(p) for p in err["loc"])
        raise BadSetup(f"2.4: {where}: slot {excerpt(value)}: {loc}: {one_line(err['msg'], 120)}") from None


def check_stage(stage) -> dict:
    if not isinstance(stage, dict):
        raise BadSetup("stage: a staged fight is a JSON object")
    if stage.get("format") != STAGE_FORMAT:
        raise BadSetup(f"stage: \"format\" must be {STAGE_FORMAT!r}, got {excerpt(stage.get('format'))}")
    if stage.get("ruleset", "ninja-arena") != "ninja-arena":
        raise BadSetup(f"stage: ruleset {excerpt(stage.get('ruleset'))} is not ninja-arena")
    unknown = set(stage) - {"format", "ruleset", "seed", "version", "name", "description",
                            "setup", "rounds", "notes", "expect"}
    if unknown:
        raise BadSetup(f"stage: unknown field(s) {one_line(', '.join(sorted(unknown)), 120)}")
    if not isinstance(stage.get("rounds", []), list):
        raise BadSetup("stage: \"rounds\" must be a list")
    return stage


def stage_actions(stage: dict, pack=None):
    """(setup, seed, [(seat, Plan), ...]) of a stage; checks the whole log by playing it."""
    from rules.ninja_arena import RULESET
    pack = pack or RULESET
    check_stage(stage)
    setup = stage.get("setup") or {}
    seed = stage_seed(stage)
    state = pack.new_game(setup, seed)
    owner = {f: seat for seat, fs in state.seat_ninjas.items() for f in fs}
    log = []
    for r, rnd in enumerate(stage.get("rounds", []), start=1):
        where = f"round {r}"
        if state.finished:
            raise IllegalAction("Overview", f"{where}: the game is already over ({state.reason})")
        if not isinstance(rnd, dict):
            raise BadSetup(f"stage: {where} must be an object with \"plans\"")
        plans = rnd.get("plans") or {}
        if not isinstance(plans, dict) or not all(isinstance(p, list) for p in plans.values()):
            raise BadSetup(f"stage: {where}: \"plans\" must map each figure to a list of slots")
        for f in plans:
            if f not in owner:
                raise BadSetup(f"2.3: {where}: unknown figure {excerpt(f)} (figures: {', '.join(owner)})")
        living = [n.id for n in state.ninjas if n.alive]
        order = rnd.get("initiative") or []
        if not isinstance(order, list) or not all(isinstance(f, str) for f in order):
            raise BadSetup(f"stage: {where}: \"initiative\" must be a list of figure ids")
        order = list(order)
        for f in order:
            if f not in owner:
                raise BadSetup(f"2.3: {where}: unknown figure {excerpt(f)} in initiative")
        for f in list(plans) + living:
            if f not in order:
                order.append(f)
        order = [f for f in order if f in living]
        seen_seats: list[str] = []
        for f in order:
            seat = owner[f]
            if seen_seats and seen_seats[-1] != seat and seat in seen_seats:
                raise IllegalAction("4.4", f"{where}: {seat} takes its two initiative counters "
                                    "at once; list its figures next to each other")
            seen_seats.append(seat)
            slots = tuple(parse_slot(v, f"{where}, {f}, slot {i}")
                          for i, v in enumerate(plans.get(f, []), start=1))
            if len(slots) > 3:
                raise IllegalAction("2.4", f"{where}: {f} plans {len(slots)} actions, at most 3")
            action = Plan(ninja=f, slots=slots)
            try:
                state, _ = pack.apply(state, seat, action)
            except IllegalAction as e:
                raise IllegalAction(e.rule, f"{where}, {f}: {e.reason}") from None
            log.append((seat, action))
    return setup, seed, log


def stage_to_save(stage: dict, name: str = "stage") -> dict:
    """The save dict of a staged fight (used by simulate, render and record)."""
    from rules.ninja_arena import RULESET
    setup, seed, log = stage_actions(stage)
    return stages.stage_save(RULESET, setup, seed, log, stage, name)
