"""Seeded headless games between computer players, to measure their strength reproducibly.

    python main.py simulate --ruleset ninja-arena --arena castle --seats ai:hard,ai:easy \
        --games 200 --seed 1 [--workers 2] [--save-dir DIR]

Game i uses a game seed derived from (seed, i // seats) and rotates the seat specs by i % seats,
so every deal is played once from every starting side and sides never favour a spec. Each
player's seed derives from the game seed and its spec position. Results are collected per game
and summed in game order, so the same seed gives the same report with any number of workers.

Reported per spec: wins, win rate with its 95% Wilson interval; per run: how many games were
distinct (different action logs: a copy of a game adds nothing to a win rate), draws, average rounds
and actions, how games ended (the pack's outcome reasons, "action cap" for games stopped by
`max_actions`), and the damage dealt by source (from events that carry `damage`).

`--check` also checks the conformance invariants (game/conformance.py) at every action of every
game, so a long batch is a test too: the first violation stops the run with one line naming the
game, its seed and the action (`CheckFailed`; main.py exits 1: a defect of the program, not of
the user's input).
"""
from __future__ import annotations

import hashlib
import json
import math
import sys
import time
from collections import Counter
import multiprocessing
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from game.errors import UserError
from game.players import SeatSpec, make_player, parse_seats
from rules import registry

MAX_ACTIONS = 3000   # a game stopped here counts as a draw ("action cap"); packs with a
                     # `max_steps` promise (their longest sensible game) use that instead


# ----------------------------------------------------------------------------- statistics

def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a win rate (good at small n and near 0 or 1)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    lo = 0.0 if wins == 0 else max(0.0, centre - half)     # exact at the ends (no 0.99999)
    hi = 1.0 if wins == games else min(1.0, centre + half)
    return (lo, hi)


def derive_seed(base: int, *parts: int) -> int:
    """A 63-bit seed from integers, stable across runs and machines: numpy's SeedSequence with
    `base` as entropy and `parts` as its spawn key (distinct inputs give unrelated outputs;
    a negative number keeps its own value through a sign word)."""
    words = [w for n in (base, *parts) for w in (abs(int(n)), int(int(n) < 0))]
    seq = np.random.SeedSequence(entropy=words[0], spawn_key=tuple(words[1:]))
    return int(seq.generate_state(1, np.uint64)[0]) >> 1


# ----------------------------------------------------------------------------- one game

@dataclass
class GameResult:
    index: int
    seed: int
    seating: dict[str, str]           # seat -> spec label
    winners: list[str]                # spec labels of the winning seats
    reason: str
    rounds: int
    actions: int
    damage: dict[str, int] = field(default_factory=dict)          # source -> damage dealt
    think_seconds: dict[str, list[float]] = field(default_factory=dict)  # label -> CPU s per decision
    save_path: str | None = None
    log_digest: str = ""              # of the action log: equal digests, the same game played


def spec_labels(specs: list[SeatSpec]) -> list[str]:
    """Spec names, numbered when a spec appears more than once ("ai:hard#1", "ai:hard#2")."""
    names = [str(s) for s in specs]
    counts = Counter(names)
    seen: Counter = Counter()
    out = []
    for name in names:
        seen[name] += 1
        out.append(f"{name}#{seen[name]}" if counts[name] > 1 else name)
    return out


def build_setup(pack, arena: str | None, n_seats: int) -> dict:
    """The pack's setup for a headless game on `arena`; packs may offer `tournament_setup`."""
    maker = getattr(pack, "tournament_setup", None)
    if maker is not None:
        return maker(arena=arena, seats=n_seats)
    return {"arena": arena} if arena else {}


def decisions(pack, session, players: dict):
    """Computer players play `session` on, up to simulate's action cap, one seat at a time (the
    first of those to act): (state, seat, pick) at each decision, before the pick is acted."""
    for _ in range(int(getattr(pack, "max_steps", MAX_ACTIONS))):
        if session.outcome().finished or not session.to_act():
            return
        seat = sorted(session.to_act())[0]
        pick = players[seat].choose(pack, session.state, seat)
        yield session.state, seat, pick
        session.act(seat, pick)


def _tally_damage(events, into: Counter) -> None:
    """Damage by source: events carrying `damage`, or life lost with a `cause`: its `amount`,
    or a negative `delta` (Morituri's Condition changes); a wound with a severity and no number
    (the Master of Ceremonies') counts 1 under "wound (severity)". A blow whose damage a later
    event of the same action lands on its target (Gladiator: `attacked`, then `wounded`) only
    names the source: the damage is counted once, where the figure takes it."""
    events = list(events)
    source: dict = {}                    # target -> what struck it, for the wound that follows
    for i, event in enumerate(events):
        dmg = getattr(event, "damage", None)
        target = getattr(event, "target", None)
        if target is not None and isinstance(dmg, int) and any(
                getattr(e, "figure", None) == target and isinstance(getattr(e, "damage", None), int)
                for e in events[i + 1:]):
            source[target] = event.kind
            continue
        if dmg is None and getattr(event, "cause", None) is not None:
            dmg = getattr(event, "amount", None)
            if dmg is None and isinstance(getattr(event, "delta", None), int):
                dmg = -event.delta
        wound = getattr(event, "wound", None)
        if dmg is None and isinstance(wound, str) and wound:
            into[f"wound ({wound})"] += 1
            continue
        if isinstance(dmg, int) and not isinstance(dmg, bool) and dmg > 0:
            into[getattr(event, "cause", None) or source.pop(getattr(event, "figure", None), None)
                 or event.kind] += dmg


def _rounds(pack, state, actions: int, n_seats: int) -> int:
    """Game rounds played: the view's "game_round" (or "round"), else actions per seat."""
    view = pack.view(state, None)
    for key in ("game_round", "round"):
        value = view.get(key) if isinstance(view, dict) else None
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return max(1, actions // max(1, n_seats))


class CheckFailed(Exception):
    """`--check` found a game breaking an invariant; the message is the one line to print."""


def _checked(where: str, what: str, step, *args):
    """step(*args), a ConformanceError turned into the one line of CheckFailed."""
    from game.conformance import ConformanceError
    try:
        return step(*args)
    except ConformanceError as e:
        raise CheckFailed(f"simulate --check: {where}, {what}: {' '.join(str(e).split())}") from None


def _checked_act(checker, session, seat, action, where: str) -> list:
    """session.act, with the conformance invariants checked around it (`checker` set)."""
    if checker is None:
        return session.act(seat, action)
    text = repr(session.pack.action_adapter.dump_python(action, mode="json"))[:200]
    return _checked(where, f"action {len(session.log) + 1} ({seat} {text})", checker.act,
                    session, seat, action)


def play_game(job: dict) -> GameResult:
    """One headless game; `job` holds only plain data so it can cross process boundaries."""
    from game.conformance import GameChecker
    from game.session import Session

    if job.get("import"):
        __import__(job["import"])
    pack = registry.get(job["ruleset"])
    specs = parse_seats(job["seats"])
    labels = spec_labels(specs)
    n = len(specs)
    index, seed = job["index"], job["seed"]
    game_seed = derive_seed(seed, index // n)
    rotation = index % n
    session = Session(pack, job["setup"], game_seed)
    where = f"game {index + 1} of --seed {seed} (game seed {game_seed})"
    checker = GameChecker(pack, game_seed) if job.get("check") else None
    if checker is not None:
        _checked(where, "at the start", checker.start, session)
    seats = list(pack.seats(session.state))
    if len(seats) != n:
        raise UserError(f"{pack.id} seats {len(seats)} players here, but {n} seat specs were given")
    seating: dict[str, str] = {}
    players: dict[str, Any] = {}
    for pos, seat in enumerate(seats):
        k = (pos + rotation) % n
        seating[seat] = labels[k]
        player = make_player(specs[k], pack.id, derive_seed(game_seed, k, 7), timed=False)
        if player is None:
            raise UserError("simulate plays computer seats only (got a human seat)")
        players[seat] = player
    damage: Counter = Counter()
    think: dict[str, list[float]] = {label: [] for label in labels}
    max_actions = job.get("max_actions") or int(getattr(pack, "max_steps", MAX_ACTIONS))
    reason = ""
    while True:
        outcome = session.outcome()
        if outcome.finished:
            reason = outcome.reason or "finished"
            winners = [seating[s] for s in outcome.winners]
            break
        if len(session.log) >= max_actions:
            reason, winners = "action cap", []
            break
        acting = sorted(session.to_act())
        if not acting:
            reason, winners = "stuck (nobody may act)", []
            break
        seat = acting[0]  # simultaneous planning: order is irrelevant, secrets stay hidden
        t0 = time.process_time()   # CPU time: the player's own work, however busy the machine
        action = players[seat].choose(pack, session.state, seat)
        think[seating[seat]].append(time.process_time() - t0)
        _tally_damage(_checked_act(checker, session, seat, action, where), damage)
    if checker is not None:
        _checked(where, "at the end", checker.finish, session)
    result = GameResult(index=index, seed=game_seed, seating=seating, winners=winners,
                        reason=reason, rounds=_rounds(pack, session.state, len(session.log), n),
                        actions=len(session.log), damage=dict(damage), think_seconds=think,
                        log_digest=log_digest(pack, session.log))
    if job.get("save_dir"):
        session.meta.update({"title": f"simulate game {index + 1}", "seating": seating,
                             "winners": winners, "reason": reason})
        path = Path(job["save_dir"]) / f"game-{index + 1:04d}.json"
        session.save(path)
        result.save_path = str(path)
    return result


def log_digest(pack, log) -> str:
    """A fingerprint of an action log ([(seat, action)]): two games with the same digest played
    the very same actions, i.e. one is a copy of the other."""
    from game.saves import action_json
    text = json.dumps([[seat, action_json(pack, a)] for seat, a in log], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


# ----------------------------------------------------------------------------- many games

@dataclass
class Report:
    ruleset: str
    arena: str | None
    seats: list[str]
    seed: int
    games: list[GameResult]

    @property
    def labels(self) -> list[str]:
        return spec_labels(parse_seats(",".join(self.seats)))

    def wins(self, label: str) -> int:
        return sum(1 for g in self.games if label in g.winners and len(g.winners) == 1)

    def win_rate(self, label: str) -> float:
        return self.wins(label) / len(self.games) if self.games else 0.0

    def interval(self, label: str) -> tuple[float, float]:
        return wilson(self.wins(label), len(self.games))

    @property
    def distinct(self) -> int:
        """Games with different action logs: a copy of an earlier game counts once."""
        return len({g.log_digest for g in self.games})

    @property
    def draws(self) -> int:
        return sum(1 for g in self.games if len(g.winners) != 1)

    def endings(self) -> Counter:
        return Counter(g.reason for g in self.games)

    def seat_wins(self) -> dict[str, int]:
        """Seat (a role: first side, second side, the Master...) -> games its player won alone,
        whoever sat there: what tells a side's or a role's advantage from a player's."""
        out: dict[str, int] = {}
        for g in self.games:
            for seat, label in g.seating.items():
                out[seat] = out.get(seat, 0) + (g.winners == [label])
        return out

    def damage(self) -> Counter:
        total: Counter = Counter()
        for g in self.games:
            total.update(g.damage)
        return total

    def summary(self) -> dict:
        """Everything reproducible (no timings): equal for equal seeds."""
        return {
            "ruleset": self.ruleset, "arena": self.arena, "seats": self.seats, "seed": self.seed,
            "games": len(self.games), "distinct": self.distinct,
            "players": {label: {"wins": self.wins(label), "rate": round(self.win_rate(label), 4),
                                "ci95": [round(x, 4) for x in self.interval(label)]}
                        for label in self.labels},
            "seats_won": self.seat_wins(),
            "draws": self.draws,
            "avg_rounds": round(sum(g.rounds for g in self.games) / max(1, len(self.games)), 2),
            "avg_actions": round(sum(g.actions for g in self.games) / max(1, len(self.games)), 2),
            "endings": dict(sorted(self.endings().items())),
            "damage": dict(sorted(self.damage().items())),
            "results": [[g.seating, g.winners, g.reason, g.rounds] for g in self.games],
        }

    def think_stats(self) -> dict[str, tuple[float, float, int]]:
        """label -> (median, max, decisions) of thinking seconds per decision (not reproducible)."""
        out = {}
        for label in self.labels:
            times = sorted(t for g in self.games for t in g.think_seconds.get(label, []))
            if times:
                out[label] = (times[len(times) // 2], times[-1], len(times))
        return out

    def text(self) -> str:
        s = self.summary()
        n = s["games"]
        lines = [f"{n} games of {self.ruleset}" + (f" on {self.arena}" if self.arena else "")
                 + f", seed {self.seed}, seats {','.join(self.seats)} (sides alternate)",
                 f"  {n} games, {s['distinct']} distinct (different action logs)"]
        decided = n - s["draws"]
        for label, p in s["players"].items():
            lo, hi = p["ci95"]
            dlo, dhi = wilson(p["wins"], decided)
            lines.append(f"  {label:<14} wins {p['wins']:>4}/{n}  {100 * p['rate']:5.1f}%  "
                         f"95% CI {100 * lo:5.1f}% - {100 * hi:5.1f}%; of {decided} decided "
                         f"games {100 * p['wins'] / max(1, decided):5.1f}% "
                         f"({100 * dlo:.1f}% - {100 * dhi:.1f}%)")
        lines.append("  wins by seat   " + ", ".join(
            f"{seat} {w} ({100 * w / max(1, n):.1f}%, {100 * wilson(w, n)[0]:.1f}-{100 * wilson(w, n)[1]:.1f}%)"
            for seat, w in s["seats_won"].items()))
        lines.append(f"  draws          {s['draws']}")
        lines.append(f"  average rounds {s['avg_rounds']}  (actions {s['avg_actions']})")
        lines.append("  endings: " + "; ".join(f"{k} x{v}" for k, v in s["endings"].items()))
        dmg = s["damage"]
        total = sum(dmg.values()) or 1
        lines.append("  damage by source: " + (", ".join(
            f"{k} {v} ({100 * v / total:.0f}%)" for k, v in sorted(dmg.items(), key=lambda kv: -kv[1]))
            or "none"))
        for label, (med, mx, count) in self.think_stats().items():
            lines.append(f"  thinking (CPU) {label:<14} median {1000 * med:7.1f} ms, max {1000 * mx:7.1f} ms "
                         f"over {count} decisions")
        return "\n".join(lines)


_BARS: dict = {}          # the open games bar of each stream


def _progress(done: int, total: int, stream) -> None:
    """The games' bar (game/progress.py: drawn only when `stream` is a terminal)."""
    if stream is None:
        return
    from game.progress import bar
    b = _BARS.get(id(stream))
    if b is None or done == 0:
        b = _BARS[id(stream)] = bar(total, "games", "game", stream)
    b.update(done - b.n)
    if done >= total:
        b.close()
        _BARS.pop(id(stream), None)


def play_many(ruleset: str, seats: str, games: int, seed: int, *, arena: str | None = None,
              setup: dict | None = None, workers: int = 1, save_dir: str | None = None,
              max_actions: int | None = None, progress=None, import_module: str | None = None,
              check: bool = False) -> Report:
    """Plays `games` seeded games; `progress` is a stream for the bar (None: silent); `check`:
    the conformance invariants at every action (CheckFailed at the first violation)."""
    pack = registry.get(ruleset)
    specs = parse_seats(seats)
    if setup is None:
        setup = build_setup(pack, arena, len(specs))
    if games < 1:
        raise UserError("--games must be at least 1")
    jobs = [{"ruleset": ruleset, "seats": seats, "setup": setup, "seed": seed, "index": i,
             "save_dir": save_dir, "max_actions": max_actions, "import": import_module,
             "check": check}
            for i in range(games)]
    results: list[GameResult] = []
    _progress(0, games, progress)
    if workers <= 1:
        for job in jobs:
            results.append(play_game(job))
            _progress(len(results), games, progress)
    else:
        # forkserver: forking a process that runs threads (the table's computer thinks in one,
        # pytest-xdist has its own) can deadlock the child
        ctx = multiprocessing.get_context("forkserver")
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            futures = [pool.submit(play_game, job) for job in jobs]
            for fut in as_completed(futures):
                try:
                    results.append(fut.result())
                except CheckFailed:
                    pool.shutdown(wait=False, cancel_futures=True)
                    raise
                _progress(len(results), games, progress)
    results.sort(key=lambda g: g.index)
    return Report(ruleset=ruleset, arena=arena, seats=[str(s) for s in specs], seed=seed,
                  games=results)


def given_setup(ruleset: str, seats: str, arena: str | None, text: str | None) -> dict | None:
    """`--setup`'s keys over the set-up `simulate` plays by default (None without it), checked
    once here: a bad one is one message, not a traceback from each worker."""
    if not text:
        return None
    from game.setup_arg import parse_setup
    from game.session import Session
    from rules.core.engine import BadSetup
    pack = registry.get(ruleset)
    setup = {**build_setup(pack, arena, len(parse_seats(seats))), **parse_setup(text)}
    try:
        Session(pack, setup, 0)
    except (BadSetup, ValueError) as e:
        raise UserError(f"--setup: bad set-up for {ruleset}: {e}") from None
    return setup


def run(args) -> int:
    """`main.py simulate` without --stage: a tournament. Prints the report and returns 0, or
    prints the one line of the first --check violation and returns 1."""
    ruleset = getattr(args, "ruleset", None) or "ninja-arena"
    try:
        registry.get(ruleset)
    except KeyError as e:
        raise UserError(e.args[0]) from None
    if getattr(args, "league", False):
        from game.league import run as run_league
        return run_league(args)
    seats = getattr(args, "seats", None) or "ai:hard,ai:easy"
    if not isinstance(seats, str):  # main.py hands over a list
        seats = ",".join(seats)
    workers = int(getattr(args, "workers", None) or 1)
    setup = given_setup(ruleset, seats, getattr(args, "arena", None), getattr(args, "setup", None))
    try:
        report = play_many(ruleset, seats, int(getattr(args, "games", None) or 1),
                           int(getattr(args, "seed", None) or 0), arena=getattr(args, "arena", None),
                           setup=setup, workers=workers, save_dir=getattr(args, "save_dir", None),
                           progress=sys.stderr, check=bool(getattr(args, "check", False)))
    except CheckFailed as e:
        print(f"\n{e}", file=sys.stderr)
        return 1
    print(report.text())
    return 0
