"""`python main.py simulate STAGE.json [--json] [--out SAVE]`: run a staged fight (or replay a
save) and print its events, one readable line each (or JSON lines with --json), then write the
game as a save (--out, default NAME.save.json next to the stage). The event lines are the
referee's (a staged fight is written knowing everything, like its save); the summary line holds
only public facts (the outcome, no life left: Gladiator's SH is private even at the end).

A stage is turned into an action log by its pack's `stage_actions(stage)` (Ninja Arena:
rules/ninja_arena/stage.py, format in rules/ninja_arena/STAGES.md). A stage that breaks a rule
stops with one line naming the rule (IllegalAction / BadSetup), exit status 2.

`--games N` (computer-vs-computer series) is handled by game.tournament.
"""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

from game import saves
from game.errors import UserError
from game.session import Session
from game.words import named, unambiguous, view_names
from rules import registry
from rules.core.engine import BadSetup, IllegalAction
from rules.core.save_schema import SAVE_FORMAT


def default_out(stage: str) -> Path:
    p = Path(stage)
    stem = p.name[:-5] if p.name.endswith(".json") else p.name
    if stem.endswith(".stage"):
        stem = stem[: -len(".stage")]
    return p.with_name(stem + ".save.json")


def load_log(data, name: str):
    """(pack, setup, seed, [(seat, action)]) of a stage or a save."""
    if not isinstance(data, dict):
        raise UserError(f"{name}: a staged fight is a JSON object")
    if data.get("format") == SAVE_FORMAT:
        save = saves.check_save_data(data, name)
        pack = saves.get_pack(save.ruleset, name)
        saves.replay(pack, save, name)          # every action checked, each problem one line
        return pack, dict(save.setup), save.game_seed, [(a.seat, a.action) for a in save.actions]
    rid = data.get("ruleset")
    if not isinstance(rid, str):
        raise UserError(f"{name}: no \"ruleset\" (a stage names its rule pack, e.g. \"ninja-arena\")")
    pack = saves.get_pack(rid, name)
    if not hasattr(pack, "stage_actions"):
        raise UserError(f"{name}: the {rid} pack has no staged fights yet")
    try:
        setup, seed, log = pack.stage_actions(data)
    except (IllegalAction, BadSetup) as e:
        raise UserError(f"{name}: {e}") from None
    except Exception as e:  # a stage reader's bug met with odd data: still one line, naming it
        raise UserError(f"{name}: the stage breaks the {rid} stage reader "
                        f"({type(e).__name__}: {e})") from None
    return pack, setup, seed, log


def run_bridge(args) -> int:
    """`simulate --bridge A,B/C,D`: a Morituri series on the narrow bridge (game/series.py)."""
    from game.series import play_series
    text = args.bridge
    sides = [[c.strip() for c in side.split(",") if c.strip()] for side in text.split("/")]
    if len(sides) != 2 or not all(sides):
        raise UserError(f"--bridge {text}: give two sides split by '/', each a comma list of "
                        "characters, e.g. killer,swordswoman/barbarian,goblins")
    if getattr(args, "ruleset", None) not in (None, "morituri"):
        raise UserError(f"--bridge: the narrow bridge is Morituri's tournament, not {args.ruleset}'s")
    seats = ",".join(args.seats) if getattr(args, "seats", None) else "ai:normal,ai:normal"
    report = play_series(sides, seats, "carry" if args.carry else "fresh",
                         int(getattr(args, "seed", None) or 0))
    print(report.text())
    return 0


def run(args) -> int:
    if getattr(args, "bridge", None):
        return run_bridge(args)
    stage = getattr(args, "stage", None)
    if not stage:
        try:
            matches = importlib.import_module("game.tournament")
        except ModuleNotFoundError:
            print("simulate: give a STAGE.json (the --games series has not landed yet)",
                  file=sys.stderr)
            return 1
        save_dir = getattr(args, "save_dir", None)
        if save_dir:        # the folder the user named to hold the games: made (saves never make one)
            try:
                Path(save_dir).mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise UserError(f"--save-dir {save_dir}: cannot make the folder ({e.strerror or e})") from None
        return int(matches.run(args) or 0)
    data = saves.read_json(stage)
    pack, setup, seed, log = load_log(data, stage)
    try:
        session = Session(pack, setup, seed, meta={"stage": str(stage)})
    except (BadSetup, ValueError) as e:
        raise UserError(f"{stage}: bad setup: {e}") from None
    describe = getattr(pack, "describe_event", None)
    as_json = bool(getattr(args, "json", False))
    out = sys.stdout
    for i, (seat, action) in enumerate(log, start=1):
        try:
            events = session.act(seat, action)
        except IllegalAction as e:
            raise UserError(f"{stage}: action {i} ({seat}): {e}") from None
        names = unambiguous(view_names(session.view(None))) if describe and not as_json else {}
        for e in events:
            if as_json:
                out.write(json.dumps(pack.event_adapter.dump_python(e, mode="json")) + "\n")
            else:       # the rules speak in ids ("w1 steps"): the lines name the figures
                out.write((named(describe(e), names) if describe else json.dumps(
                    pack.event_adapter.dump_python(e, mode="json"))) + "\n")
    result = session.outcome()
    target = Path(args.out) if getattr(args, "out", None) else default_out(stage)
    saves.write_save(target, session.to_save())
    summary = {"outcome": result.model_dump(mode="json"), "save": str(target)}
    if as_json:
        out.write(json.dumps({"kind": "summary", **summary}) + "\n")
    else:
        # public facts only: the life left is private in some packs (Gladiator's SH), and
        # the event lines above and the save already hold the referee's full record
        status = result.reason if result.finished else "game still running"
        out.write(f"== {status}; {len(session.log)} actions; save written to {target}\n")
    return 0
