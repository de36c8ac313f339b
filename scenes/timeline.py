"""The one timeline of saves and stages: what `render`, `record` and `play --load` show.

A source is a save, a staged fight (converted to a save by its pack: the pack's
`stage.stage_to_save`, or its `stage_actions` played through a Session), or a name a game's
table module recognises as a board of its own (`board_source(name, data)`: Ninja Arena's arena
ids and board files, shown with the figures at their starts). Every action of the log is one
`Step`: who acted, the action, its events, and the pack's spectator view after it.

Moments for `render --at` are ROUND[.ACTION]: round 0 is the set-up, ROUND the end of that game
round (the game module's `round_of(view)`, by default the view's "round", "turn" or
"game_round"), ROUND.N just after the N-th action taken in that round - or, for a game whose
module names an `ACTION_MARK` event kind (Ninja Arena: "action_round", three per game round),
the end of the N-th such part of the round, the picture stepped through the events by the
module's `step_view`. Every problem is one UserError line.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.errors import UserError
from rules.core.engine import BadSetup, IllegalAction

SAVE_FORMAT = "arena-table/save"


@dataclass
class Step:
    seat: str
    action: dict
    events: list
    view: Any
    round: int
    state: Any = None          # the rules state after the action (the eye camera's sight)
    cut_from: Any = None       # highlights: the picture just before it (the film cuts to it)


@dataclass
class PackSource:
    name: str
    ruleset: str
    module: object
    setup: dict
    first_view: Any
    steps: list[Step] = field(default_factory=list)
    first_round: int = 0
    first_state: Any = None
    span: tuple[int, int] | None = None     # a part of the game (record --from --to)
    highlighted: bool = False                # only the game's highlights (record --highlights)

    @property
    def final_view(self):
        return self.steps[-1].view if self.steps else self.first_view

    def rounds(self) -> list[int]:
        return sorted(dict.fromkeys(s.round for s in self.steps))

    def view_at(self, at):
        if at is None:
            return self.final_view
        rnd, action = (at.round, at.action) if hasattr(at, "round") else (at[0], at[1])
        if rnd == 0:
            if action:
                raise UserError(f"{self.name}: --at 0.{action}: round 0 is the set-up, it has no actions")
            return self.first_view
        in_round = [s for s in self.steps if s.round == rnd]
        if not in_round:
            known = self.rounds()
            span = (f"round {known[0]}" if len(known) == 1 else f"rounds {known[0]} to {known[-1]}"
                    ) if known else "no rounds"
            raise UserError(f"{self.name}: --at {rnd}: there is no round {rnd} (the game has {span})")
        if action is None:
            return in_round[-1].view
        mark = getattr(self.module, "ACTION_MARK", None)
        events = [e for s in in_round for e in s.events]
        if mark and any(e.get("kind") == mark for e in events):
            return self._stepped_to(in_round, events, mark, rnd, action)
        if not 1 <= action <= len(in_round):
            raise UserError(f"{self.name}: --at {rnd}.{action}: round {rnd} has {len(in_round)} "
                            f"action{'s' if len(in_round) != 1 else ''} (use {rnd}.1 to {rnd}.{len(in_round)})")
        return in_round[action - 1].view

    def _stepped_to(self, in_round, events, mark, rnd, action):
        """The end of the action-th `mark` part of a round, stepped through its events."""
        n = sum(1 for e in events if e.get("kind") == mark)
        if not 1 <= action <= n:
            raise UserError(f"{self.name}: --at {rnd}.{action}: round {rnd} has {n} action "
                            f"round{'s' if n != 1 else ''} (use {rnd}.1 to {rnd}.{n})")
        i = self.steps.index(in_round[0])
        view = self.steps[i - 1].view if i else self.first_view
        seen = 0
        for e in events:
            if e.get("kind") == mark:
                seen += 1
                if seen > action:
                    break
            view = self.module.step_view(view, e, self.setup)
        return view

    def moment(self, at) -> tuple[Any, list]:
        """(the picture just before the moment `at`, the events that make it): what a still
        of that moment shows happening. The end of a round is its last action."""
        if at is None:
            if not self.steps:
                return self.first_view, []
            i = len(self.steps) - 1
            return (self.steps[i - 1].view if i else self.first_view), list(self.steps[i].events)
        rnd, action = (at.round, at.action) if hasattr(at, "round") else (at[0], at[1])
        self.view_at(at)                       # the same one-line refusals for a bad moment
        if rnd == 0:
            return self.first_view, []
        in_round = [s for s in self.steps if s.round == rnd]
        i = self.steps.index(in_round[0])
        start = self.steps[i - 1].view if i else self.first_view
        mark = getattr(self.module, "ACTION_MARK", None)
        events = [e for s in in_round for e in s.events]
        if mark and any(e.get("kind") == mark for e in events):
            n = action or sum(1 for e in events if e.get("kind") == mark)
            before, part, seen = start, [], 0
            for e in events:
                if e.get("kind") == mark:
                    seen += 1
                    if seen > n:
                        break
                if seen < n:
                    before = self.module.step_view(before, e, self.setup)
                else:
                    part.append(e)
            return before, part
        k = (action or len(in_round)) - 1
        return (in_round[k - 1].view if k else start), list(in_round[k].events)

    def part(self, first: int | None, last: int | None) -> "PackSource":
        """The rounds `first` to `last` of the game (either open: from the start, to the end),
        starting from the picture before the first of them."""
        known = self.rounds()
        if not known:
            raise UserError(f"{self.name}: --from/--to: the game has no rounds to choose from")
        lo, hi = (known[0] if first is None else first), (known[-1] if last is None else last)
        for flag, r in (("--from", first), ("--to", last)):
            if r is not None and r not in known:
                raise UserError(f"{self.name}: {flag} {r}: there is no round {r} "
                                f"(the game has rounds {known[0]} to {known[-1]})")
        if lo > hi:
            raise UserError(f"{self.name}: --from {lo} is after --to {hi}")
        steps = [st for st in self.steps if lo <= st.round <= hi]
        i = self.steps.index(steps[0])
        before = self.steps[i - 1] if i else None
        return replace(self, steps=steps, first_view=before.view if before else self.first_view,
                       first_state=before.state if before else self.first_state,
                       first_round=lo, span=(lo, hi) if (lo, hi) != (known[0], known[-1]) else None)

    def highlights(self, budget: float = 50.0) -> "PackSource":
        """The game cut to its highlights (record --highlights): the actions with a blow, a
        shot, a spell, a fall or a defeat, and the last one, as many as fit in `budget`
        seconds of animation - defeats and the end first, then the blows that hurt, then the
        rest, earliest first - in the order they happened. Each starts from the picture just
        before it (a cut)."""
        from scenes.director import PACING, is_blow, is_defeat
        from scenes.player import seconds

        def bare(e) -> bool:
            """Words with nothing to see: whose turn or phase comes (PACING), or a seat's act
            that names nothing but the seat (Chaos Arena's spell readied in secret)."""
            return isinstance(e, dict) and (e.get("kind") in PACING or set(e) <= {"kind", "seat"})

        def trimmed(st):
            """The step without the bare words that trail its blow or fall or lead up to it
            (the game's last step keeps them: its end). Chaos Arena's film showed "Round 4:
            Good, turn 4" and "Good: introduce phase" after a death, and "Evil, prepare"
            before one, over an empty lake."""
            evs = list(st.events)
            while evs and bare(evs[-1]):
                evs.pop()
            while len(evs) > 1 and bare(evs[0]):
                evs.pop(0)
            return replace(st, events=evs) if evs else st

        def rank(i, st):
            evs = [e for e in st.events if isinstance(e, dict)]
            if i == len(self.steps) - 1 or any(is_defeat(e) for e in evs):
                return 0
            hurt = any(is_blow(e) and (e.get("hit") or e.get("damage") or e.get("wound")) for e in evs)
            return 1 if hurt else 2 if any(is_blow(e) for e in evs) else None

        ranked = sorted((r, i) for i, st in enumerate(self.steps) if (r := rank(i, st)) is not None)
        kept, used = set(), 0.0
        for r, i in ranked:
            cost = seconds(self.module, self.steps[i].events) + 0.4
            if used + cost <= budget or r == 0:
                kept.add(i)
                used += cost
        steps = []
        for i in sorted(kept):
            before = self.steps[i - 1].view if i else self.first_view
            st = self.steps[i] if i == len(self.steps) - 1 else trimmed(self.steps[i])
            steps.append(replace(st, cut_from=None if i - 1 in kept else before))
        if not steps:
            raise UserError(f"{self.name}: --highlights: the game has no actions to show")
        # the film opens on the picture before the first highlight, not the game's first (the
        # duel's title "Kord against Varg" stood over an arena with neither on it yet)
        first = sorted(kept)[0]
        before = self.steps[first - 1] if first else None
        steps[0] = replace(steps[0], cut_from=None)
        return replace(self, steps=steps, highlighted=True,
                       first_view=before.view if before else self.first_view,
                       first_state=before.state if before else self.first_state)

    def state_at(self, at):
        """The rules state at a moment, to the action: a moment inside an action (Ninja Arena's
        action rounds) is the state after the whole action; None where no state was kept."""
        if at is None:
            return self.steps[-1].state if self.steps else self.first_state
        rnd, action = (at.round, at.action) if hasattr(at, "round") else (at[0], at[1])
        self.view_at(at)                       # the same one-line refusals for a bad moment
        if rnd == 0:
            return self.first_state
        in_round = [s for s in self.steps if s.round == rnd]
        if action is None or action > len(in_round):
            return in_round[-1].state
        return in_round[action - 1].state

    def seat_titles(self) -> dict:
        """Each seat by the name of its first figure (or its role: the Master of Ceremonies)."""
        from scenes.places import seat_titles
        return seat_titles(self.first_view if isinstance(self.first_view, dict) else {}, self.module)

    def fighters(self) -> str:
        """Who fights, one name a seat: "Grim against Ugluk", "Kord, Varg and the Master"."""
        named = list(self.seat_titles().values())[:4]
        return " against ".join(named) if len(named) <= 2 else ", ".join(named[:-1]) + " and " + named[-1]

    def _winners(self, at=None) -> tuple | None:
        """The winning seats if the game is over at `at` (a draw: none), else None."""
        from rules import registry
        state = self.state_at(at)
        if state is None:
            return None
        out = registry.get(self.ruleset).outcome(state)
        return tuple(out.winners) if out.finished else None

    def verdict(self, at=None) -> str | None:
        """Who won, in names ("Grim wins", "A draw"), if the game is over at `at` (else None)."""
        winners = self._winners(at)
        if winners is None:
            return None
        titles = self.seat_titles()
        won = [titles.get(w, w) for w in winners]
        if not won:
            return "A draw"
        text = " and ".join(won) + (" win" if len(won) > 1 else " wins")
        return text[0].upper() + text[1:]          # "The Master of Ceremonies wins"

    def winner_figures(self, at=None) -> list[str]:
        """Each winner's champion (the figure he is named by) standing on the board when the
        game is over at `at`: a film's last shot and the last still show them (the duel's dog
        killed Kord, and the film ended on the dog and Kord under "Varg wins", Varg nowhere)."""
        from scenes.places import champion
        winners = self._winners(at)
        if not winners:
            return []
        view = self.view_at(at)
        return [f for w in winners if (f := champion(view, w)) is not None]

    def title(self, at=None) -> str:
        """A still's moment ("The Castle: round 2, action 1"; the game's own `title` if it has
        one) or, without `at`, a film's title card: the game, its arena (the module's
        `arena_name`) and the fighters."""
        own = getattr(self.module, "title", None)
        if own is not None and at is not None:
            return own(self, at)
        from rules import registry
        try:
            label = registry.get(self.ruleset).name.split(" (")[0]    # "Master of Ceremonies"
        except KeyError:
            label = self.ruleset.replace("-", " ").title()
        word = getattr(self.module, "ROUND_WORD", "round")     # Gladiator's are turns
        if at is None:                         # a film's title: the fighters, not the file's name
            part = "" if self.span is None else (f", {word} {self.span[0]}" if self.span[0] == self.span[1]
                                                 else f", {word}s {self.span[0]} to {self.span[1]}")
            part += ", highlights" if self.highlighted else ""
            arena = getattr(self.module, "arena_name", None)
            where = arena(self) if arena is not None else None
            return f"{label}{', ' + where if where else ''}: {self.fighters() or self.name.rsplit('/', 1)[-1]}{part}"
        rnd, action = (at.round, at.action) if hasattr(at, "round") else at
        if rnd == 0:
            return f"{label}: set-up"
        return f"{label}: " + (f"{word} {rnd}, after action {action}" if action else f"end of {word} {rnd}")


def _jsonable(o):
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    if isinstance(o, (set, frozenset)):
        return sorted(o)
    raise TypeError(type(o).__name__)


def as_json(v):
    """Through JSON, as a saved file would have it (tuples become lists, models dicts)."""
    return json.loads(json.dumps(v, default=_jsonable))


def default_round_of(view: dict) -> int:
    for key in ("round", "turn", "game_round"):
        v = view.get(key)
        if isinstance(v, int):
            return v
    turns = view.get("turns")
    if isinstance(turns, dict) and turns:
        return max(int(t) for t in turns.values())
    return 1


def source_from_save(data: dict, name: str, seat: str | None = None) -> PackSource:
    """The whole game of a save as the table plays it: every action's events and the view
    after it, as the referee sees them (films and stills of a finished fight show all), or as
    `seat` does (`--view SEAT`: its own secrets, the others' hidden)."""
    from game import saves
    from scenes.games import drawn, table_module
    save = saves.check_save_data(data, name)
    module = table_module(save.ruleset)
    if module is None:
        raise UserError(f"{name}: the table cannot draw {save.ruleset} games yet "
                        f"(it draws: {', '.join(drawn())})")
    round_of = getattr(module, "round_of", default_round_of)
    pack = saves.get_pack(save.ruleset, name)
    state = saves.start_state(pack, save, name)
    from rules.core.engine import REFEREE, seat_events
    who = REFEREE if getattr(pack, "referee_view", False) else None    # films see all (issue 17)
    if seat is not None:
        if seat not in pack.seats(state):
            raise UserError(f"--view {seat}: no such seat in {name} (its seats: {', '.join(pack.seats(state))})")
        who = seat
    first = as_json(pack.view(state, who))
    src = PackSource(name, save.ruleset, module, dict(save.setup), first, first_round=round_of(first),
                     first_state=state)
    before = first
    for step in saves.iter_replay(pack, save, name, state=state):
        view = as_json(pack.view(step.state, who))
        shown = step.events if seat is None else seat_events(pack, step.state, step.events, seat)
        events = [as_json(e) for e in shown]
        # an action belongs to the round it was taken in (its view may already show the next)
        src.steps.append(Step(step.seat, as_json(step.action), events, view,
                              max(1, round_of(before)), step.state))
        before = view
        state = step.state
    saves.check_snapshot(pack, state, save, name)
    return src


# --------------------------------------------------------------------------- loading

def read_json(path: Path, name: str) -> Any:
    from game.saves import read_json      # the one careful reader (rules/core/jsonfile.py)
    return read_json(path)


def _board_source(name: str, data) -> PackSource | None:
    """A board one of the games recognises (an arena id, a board file), or None."""
    from scenes.games import drawn, table_module
    for ruleset in drawn():
        fn = getattr(table_module(ruleset), "board_source", None)
        src = fn(name, data) if fn is not None else None
        if src is not None:
            return src
    return None


def load_source(name: str, seat: str | None = None) -> PackSource:
    """A save, stage, board file or arena id as a PackSource; `seat`: as that seat sees it."""
    path = Path(name)
    if path.suffix.lower() == ".json" or path.exists():
        data = read_json(path, name)
        if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
            return source_from_save(data, name, seat)
        src = _board_source(name, data)
        if src is not None:
            if seat is not None:
                raise UserError(f"--view {seat}: {name} is a board, with no seats to see it")
            return src
        return source_from_save(convert_stage(data, name), name, seat)
    src = _board_source(name, None)
    if src is not None and seat is not None:
        raise UserError(f"--view {seat}: {name} is a board, with no seats to see it")
    if src is None:
        from scenes.games import board_names
        raise UserError(f"{name}: not a save, stage, board file or arena id "
                        f"(known arenas: {', '.join(board_names()) or 'none'})")
    return src


def convert_stage(data: Any, name: str) -> dict:
    """A staged fight as a save dict, by its pack's converter (a stage without a "ruleset" is
    the default game's)."""
    from rules import registry
    from scenes.games import DEFAULT, drawn
    if not isinstance(data, dict):
        raise UserError(f"{name}: not a save, board or staged fight (a JSON object is needed)")
    ruleset = data.get("ruleset") or DEFAULT
    if ruleset not in drawn():
        raise UserError(f"{name}: the table cannot draw {ruleset} games yet "
                        f"(it draws: {', '.join(drawn())})")
    module = registry.KNOWN.get(ruleset)
    try:
        conv = importlib.import_module(f"{module}.stage") if module else None
    except ModuleNotFoundError:
        conv = None
    if conv is not None and hasattr(conv, "stage_to_save"):
        try:
            out = conv.stage_to_save(data, name)
        except UserError:
            raise
        except (ValueError, KeyError, TypeError) as e:
            raise UserError(f"{name}: not a staged fight this table can read ({e})") from None
        # through JSON, as if read from a file (tuples become lists, like in a saved snapshot)
        return as_json(out)
    return _stage_by_actions(data, name)


def _stage_by_actions(data: dict, name: str) -> dict:
    """A stage of a pack with `stage_actions`, played through a Session into a save."""
    from game import saves
    from game.session import Session
    from game.simulate import load_log
    pack, setup, seed, log = load_log(data, name)
    try:
        session = Session(pack, setup, seed)
        for seat, action in log:
            session.act(seat, action)
    except (IllegalAction, BadSetup, ValueError) as e:
        raise UserError(f"{name}: {e}") from None
    return as_json(saves.save_dict(session.to_save()))


def load_session(name: str):
    """A game.session.Session positioned at the end of a save or staged fight (to play on)."""
    from game import saves
    from game.session import Session
    data = read_json(Path(name), name)
    if not (isinstance(data, dict) and data.get("format") == SAVE_FORMAT):
        data = convert_stage(data, name)
    return Session.from_save(saves.check_save_data(data, name), name)
