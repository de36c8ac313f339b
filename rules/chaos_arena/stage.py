"""Staged fights for the Chaos Arena: a position mid-battle, the dice it needs, and the actions
(format in rules/chaos_arena/STAGES.md).

    {"format": "arena-table/stage", "ruleset": "chaos-arena", "name": "...", "description": "...",
     "seed": 161, "rolls": [2, 5, 3],
     "setup": {"board": "chaos-arena", "position": {"current": "p1", "figures": {...}}},
     "actions": [{"seat": "p1", "action": {"kind": "fight", "attackers": [...], ...}}]}

`rolls` are the dice the stage needs, in the order the rules roll them after the set-up. Every
die still comes from the game's seeded Dice: the converter finds the first seed whose dice roll
exactly these numbers (or checks the `seed` given, which a shipped stage names so loading it is
quick). An action's `seat` may be left out when exactly one seat may act.
"""
from __future__ import annotations

from rules.core import stages
from rules.core.dice import seed_version, versioned_seed
from rules.core.engine import BadSetup, IllegalAction
from rules.core.stages import check_header
from rules.chaos_arena.actions import action_adapter

FIELDS = {"format", "ruleset", "name", "description", "notes", "seed", "rolls", "setup",
          "actions"}
SEED_SEARCH = 200_000          # 3 given dice need ~216 seeds on average, 5 dice ~7776


def _pack():
    from rules.chaos_arena import RULESET
    return RULESET


def check_stage(stage) -> dict:
    check_header(stage, "chaos-arena", FIELDS, list_known=True)
    rolls = stage.get("rolls", [])
    if not isinstance(rolls, list) or not all(isinstance(r, int) and not isinstance(r, bool)
                                              and 1 <= r <= 6 for r in rolls):
        raise BadSetup("stage: \"rolls\" must be a list of die results 1-6")
    stages.stage_seed(stage, None, minimum=0)
    return stage


def rolls_of(pack, setup: dict, seed: int, n: int) -> list[int]:
    """The first `n` dice a game from `setup` and `seed` rolls after its set-up."""
    dice = pack.new_game(setup, seed).dice.copy()
    return [dice.die() for _ in range(n)]


def find_seed(pack, setup: dict, rolls: list[int], start: int = 0) -> int:
    """The first seed >= start whose game rolls `rolls` first (set-up consumption included),
    with the dice of `start`'s version (a LegacySeed start finds a LegacySeed)."""
    state = pack.new_game(setup, start)          # validates the set-up once, with its message
    for n in range(start, start + SEED_SEARCH):
        seed = versioned_seed(seed_version(start), n)
        if seed != start:
            state = pack.new_game(setup, seed)
        dice = state.dice.copy()
        if all(dice.die() == r for r in rolls):
            return seed
    raise BadSetup(f"stage: no seed in {start}..{start + SEED_SEARCH - 1} rolls {rolls} "
                   "(fewer rolls, or give a seed)")


def stage_actions(stage, pack=None):
    """(setup, seed, [(seat, action)]) of a stage; the whole log is checked by playing it."""
    pack = pack or _pack()
    check_stage(stage)
    setup = stage.get("setup") or {}
    rolls = list(stage.get("rolls") or [])
    seed = stages.stage_seed(stage, None, minimum=0)
    if seed is None:        # the first seed from 0 rolling the stage's dice (none given: 1)
        seed = (find_seed(pack, setup, rolls, stages.stage_seed(stage, 0)) if rolls
                else stages.stage_seed(stage, 1))
    elif rolls:
        got = rolls_of(pack, setup, seed, len(rolls))
        if got != rolls:
            raise BadSetup(f"stage: seed {seed} rolls {got}, not the stage's rolls {rolls} "
                           "(leave \"seed\" out to search for one)")
    state = pack.new_game(setup, seed)
    log = []
    for n, entry in enumerate(stage.get("actions") or [], start=1):
        if not isinstance(entry, dict) or "action" not in entry:
            raise BadSetup(f"stage: action {n} must be {{\"seat\": ..., \"action\": {{\"kind\": ...}}}}")
        action = stages.parse_action(action_adapter, entry["action"], n)
        seat = entry.get("seat")
        if seat is None:
            who = sorted(pack.to_act(state))
            if len(who) != 1:
                raise BadSetup(f"stage: action {n} needs a \"seat\" (to act: {', '.join(who) or 'nobody'})")
            seat = who[0]
        if state.finished:
            raise IllegalAction("5", f"action {n} ({seat} {action.kind}): the game is already "
                                f"over ({state.reason})")
        state = stages.apply_action(pack, state, seat, action, n)
        log.append((seat, action))
    return setup, seed, log


def stage_to_save(data: dict, name: str = "stage") -> dict:
    """The save dict of a staged fight (simulate, render and record load stages through it)."""
    pack = _pack()
    setup, seed, log = stage_actions(data, pack)
    return stages.stage_save(pack, setup, seed, log, data, name, exclude_none=False)
