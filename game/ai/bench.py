"""Benchmarks of the engines and the computer players (`main.py bench`, game/bench.py).

Every figure is a rate paired with a plain-Python reference loop measured in the same run, so
the printed ratio travels between machines:

- engines: per pack, random legal playouts per second (whole games from the start), applied
  actions per second, and state copies per second. References: a plain dict step (copy a small
  dict state, change a field, note an event) run in loops of KILO = 1000 steps, so a ratio of 3
  reads "3 actions in the time of 1000 plain steps"; copies against a plain dict copy, 1 to 1.
- ai-think: decisions per second of each Ninja level (1 / median CPU time of a decision, so one
  core however busy the machine is) over
  positions of seeded games; the reference is the target of one decision per second, so a ratio
  of 1.0 or more means "the median planning phase takes at most 1 s"; and the simulated combat
  phases per second against 1000-step plain loops.
"""
from __future__ import annotations

import statistics
import time

from game.bench import rate, suite
from rules.core.dice import Dice

FIELDS = 20  # a reference figure: about as many fields as a pack's figure
KILO = 1000  # plain steps per reference loop (keeps the ratios readable at three decimals)


def _reference_state() -> dict:
    return {"figures": [{f"f{i}": i for i in range(FIELDS)} for _ in range(2)],
            "round": 1, "dice": 12345, "log": []}


def reference_copy(state: dict) -> dict:
    """Copying a small plain state: the reference for `copy_state`."""
    return {"figures": [dict(f) for f in state["figures"]], "round": state["round"],
            "dice": state["dice"], "log": []}


def reference_step(state: dict) -> dict:
    """One 'action' as bare Python: copy, move a figure, note an event (no rules at all)."""
    new = reference_copy(state)
    fig = new["figures"][new["round"] % 2]
    fig["f0"] = (fig["f0"] + 1) % 8
    new["round"] += 1
    new["log"].append(("moved", fig["f0"]))
    return new


def cpu_rate(fn, count: int, repeat: int = 3) -> float:
    """Like game.bench.rate, in CPU seconds of this process (to compare with CPU-timed work)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(count):
            fn()
        best = min(best, time.process_time() - start)
    return count / max(best, 1e-9)


def _setup(pack) -> dict:
    if hasattr(pack, "example_setups"):
        return pack.example_setups()[0]
    return pack.setup_model().model_dump(mode="json")


def random_playout(pack, setup: dict, seed: int, max_steps: int) -> int:
    """A whole random legal game from the start; returns the number of actions applied."""
    dice = Dice.from_seed(seed)
    state = pack.new_game(setup, seed)
    steps = 0
    while steps < max_steps and not pack.outcome(state).finished:
        seat = sorted(pack.to_act(state))[0]
        legal = pack.legal_actions(state, seat)
        state, _ = pack.apply(state, seat, legal[dice.below(len(legal))])
        steps += 1
    return steps


def engine_results(pack, quick: bool) -> list[tuple[str, float, float, str]]:
    setup = _setup(pack)
    max_steps = int(getattr(pack, "max_steps", 600))
    games = 2 if quick else 20
    # playouts: whole games; the reference runs as many plain steps as a game had actions
    seeds = iter(range(10**6))
    lengths: list[int] = []
    start = time.perf_counter()
    for _ in range(games):
        lengths.append(random_playout(pack, setup, next(seeds), max_steps))
    playouts_per_s = games / (time.perf_counter() - start)
    avg_len = max(1, round(sum(lengths) / len(lengths)))
    ref = _reference_state()

    def reference_loop():
        s = ref
        for _ in range(KILO):
            s = reference_step(s)

    # applied actions: a recorded random game replayed through apply (legal_actions excluded)
    dice, state, log = Dice.from_seed(99), pack.new_game(setup, 99), []
    while len(log) < max_steps and not pack.outcome(state).finished:
        seat = sorted(pack.to_act(state))[0]
        legal = pack.legal_actions(state, seat)
        action = legal[dice.below(len(legal))]
        log.append((state, seat, action))
        state, _ = pack.apply(state, seat, action)
    k = iter(range(10**9))

    def apply_one():
        s, seat, action = log[next(k) % len(log)]
        pack.apply(s, seat, action)

    n_apply = 50 if quick else 2000
    n_copy = 200 if quick else 20000
    mid = log[len(log) // 2][0]
    return [
        (f"{pack.id}: random playouts ({avg_len} actions each) vs {KILO}-step plain loops",
         playouts_per_s, rate(reference_loop, 2 if quick else 20), "per s"),
        (f"{pack.id}: applied actions vs {KILO}-step plain loops",
         rate(apply_one, n_apply), rate(reference_loop, 2 if quick else 20), "per s"),
        (f"{pack.id}: copy_state vs plain dict copy",
         rate(lambda: pack.copy_state(mid), n_copy), rate(lambda: reference_copy(ref), n_copy),
         "copies/s"),
    ]


def _packs():
    from rules import registry
    out = []
    for pack_id in registry.all_ids():
        try:
            out.append(registry.get(pack_id))
        except (KeyError, ImportError):
            continue
    return out


@suite("engines")
def _engines(quick: bool):
    results = []
    for pack in _packs():
        results.extend(engine_results(pack, quick))
    return results


def thinking_positions(count: int, seed: int = 1):
    """(state, seat) positions from seeded hard-vs-easy Ninja games on The Castle, p2 to plan
    with p1's plan already in (the usual case in the app: the human planned first)."""
    from game.ai import make_ai
    from rules import registry
    pack = registry.get("ninja-arena")
    out = []
    game = 0
    while len(out) < count:
        state = pack.new_game({"arena": "castle"}, seed + game)
        a = make_ai("ninja-arena", "easy", seed + game, timed=False)
        b = make_ai("ninja-arena", "easy", seed + game + 1, timed=False)
        while len(out) < count and not pack.outcome(state).finished:
            state, _ = pack.apply(state, "p1", a.choose(pack, state, "p1"))
            if pack.outcome(state).finished:
                break
            out.append((state, "p2"))
            state, _ = pack.apply(state, "p2", b.choose(pack, state, "p2"))
        game += 1
    return pack, out


def think_times(level: str, positions, pack) -> tuple[list[float], list[int]]:
    from game.ai import make_ai
    times, sims = [], []
    for i, (state, seat) in enumerate(positions):
        player = make_ai("ninja-arena", level, 1000 + i, timed=False)
        start = time.process_time()      # CPU time of this process: one core, whatever
        player.choose(pack, state, seat)   # else the machine is doing
        times.append(time.process_time() - start)
        sims.append(getattr(player, "simulations", 0))
    return times, sims


@suite("ai-think")
def _ai_think(quick: bool):
    pack, positions = thinking_positions(3 if quick else 24)
    ref = _reference_state()

    def reference_loop():
        s = ref
        for _ in range(KILO):
            s = reference_step(s)
    plain = cpu_rate(reference_loop, 2 if quick else 20)   # CPU time, like the decisions
    results = []
    for level in ("easy", "normal", "hard"):
        times, sims = think_times(level, positions, pack)
        med = statistics.median(times)
        results.append((f"ninja {level}: decisions/s (median {1000 * med:.0f} ms, max "
                        f"{1000 * max(times):.0f} ms, {statistics.median(sims):.0f} simulations) "
                        f"vs the 1 decision/s target", 1.0 / med, 1.0, "decisions/s"))
        results.append((f"ninja {level}: simulated combat phases vs {KILO}-step plain loops",
                        statistics.median(sims) / med, plain, "per s"))
    return results
