"""What every pack's staged fights share: the stage header's checks, and reading and playing
its numbered actions with one-line messages that name the action ("stage: action 3: ...",
"action 3 (p1 attack): IV.7: ..."), and the save dict of a played log. The packs keep what
differs (seat rules, dice, extra fields)."""
from __future__ import annotations

import json

from pydantic import ValidationError

from rules.core.dice import versioned_seed
from rules.core.engine import BadSetup, IllegalAction
from rules.core.jsonfile import excerpt, one_line

STAGE_FORMAT = "arena-table/stage"
STAGE_VERSIONS = (1, 2)     # the dice a stage's seed rolls, as a save's version (save_schema.py)


def stage_seed(stage: dict, default: int | None = 1, minimum: int | None = None) -> int | None:
    """The stage's "seed" (or `default`) as pack.new_game takes it; BadSetup if it is not a
    whole number (>= `minimum`) or "version" is not 1 or 2. A stage without "version" was
    written for the version-1 dice (every stage before saves version 2) and keeps them: its
    seed becomes a LegacySeed. "version": 2 rolls today's dice."""
    version = stage.get("version", 1)
    if type(version) is not int or version not in STAGE_VERSIONS:
        raise BadSetup(f"stage: \"version\" must be 1 (the old dice) or 2, got {excerpt(version)}")
    seed = stage.get("seed", default)
    if seed is None:
        return None
    if type(seed) is not int or (minimum is not None and seed < minimum):
        at_least = f" >= {minimum}" if minimum is not None else ""
        raise BadSetup(f"stage: \"seed\" must be a whole number{at_least}, got {excerpt(seed)}")
    return versioned_seed(version, seed)


def check_header(stage, ruleset: str, fields: set, list_known: bool = False) -> None:
    """A JSON object of this pack's stage format, with only `fields`, a set-up object and an
    action list; BadSetup (one line) otherwise."""
    if not isinstance(stage, dict):
        raise BadSetup("stage: a staged fight is a JSON object")
    if stage.get("format") != STAGE_FORMAT:
        raise BadSetup(f"stage: \"format\" must be {STAGE_FORMAT!r}, got {excerpt(stage.get('format'))}")
    if stage.get("ruleset") != ruleset:
        raise BadSetup(f"stage: ruleset {excerpt(stage.get('ruleset'))} is not {ruleset}")
    unknown = set(stage) - fields - {"version"}
    if unknown:
        known = f" (known: {', '.join(sorted(fields))})" if list_known else ""
        raise BadSetup(f"stage: unknown field(s) {one_line(', '.join(sorted(unknown)), 120)}{known}")
    if not isinstance(stage.get("setup", {}), dict):
        raise BadSetup("stage: \"setup\" must be an object")
    if not isinstance(stage.get("actions", []), list):
        raise BadSetup("stage: \"actions\" must be a list")


def parse_action(adapter, value, n: int):
    """The n-th action of a stage as the pack's action model; BadSetup naming the field."""
    try:
        return adapter.validate_python(value)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(map(str, err["loc"])) or "action"
        raise BadSetup(f"stage: action {n}: {where}: {one_line(err['msg'], 200)}") from None


def apply_action(pack, state, seat: str, action, n: int):
    """Play the n-th action; a refusal names it: "action n (seat kind): <the rule's reason>"."""
    if not isinstance(seat, str):
        raise BadSetup(f"stage: action {n}: \"seat\" must be a seat name, got {excerpt(seat)}")
    try:
        state, _ = pack.apply(state, seat, action)
    except IllegalAction as e:
        raise IllegalAction(e.rule, f"action {n} ({seat} {action.kind}): {e.reason}") from None
    return state


def stage_save(pack, setup: dict, seed: int, log, stage: dict, name: str,
               exclude_none: bool = True) -> dict:
    """The save dict of a stage's checked log of (seat, action), as `simulate`, `render`,
    `record` and `play --load` take it: the seed's dice version, the snapshot after playing
    the log, meta naming the stage; JSON-clean (tuples become lists, as in a file)."""
    from rules.core.save_schema import marked_setup, version_for
    setup = marked_setup(pack, setup)
    state = pack.new_game(setup, seed)
    for seat, action in log:
        state, _ = pack.apply(state, seat, action)
    meta = {"stage": name}
    if stage.get("name"):
        meta["name"] = stage["name"]
    return json.loads(json.dumps({
        "format": "arena-table/save", "version": version_for(seed), "ruleset": pack.id,
        "setup": setup, "seed": int(seed),
        "actions": [{"seat": s, "action": a.model_dump(mode="json", exclude_none=exclude_none)}
                    for s, a in log],
        "snapshot": pack.snapshot(state), "meta": meta}))
