"""`main.py bench [--quick] [--only NAME]`: speed, as ratios against an anchor measured in the
same run (never absolute times: machines differ, ratios travel). The anchors (game/anchors.py)
are python-chess and tcod from the `bench` extra, else references of our own; every line names
its anchor.

A suite is a function `suite(quick: bool) -> [(label, value, reference_value, unit), ...]`
registered by name; `value / reference_value` is printed as the ratio, so both should be rates
of the same unit (higher is faster). Register with the decorator:

    from game.bench import suite, rate

    @suite("ninja-ai")
    def _ai(quick):
        n = 20 if quick else 500
        return [("plans per second vs random plans", rate(plan_once, n), rate(random_plan, n), "plans/s")]

Suites outside game/ live in the modules listed in OPTIONAL_SUITE_MODULES, imported only when the
bench command runs (a module not written yet is passed over; one that fails to import is
reported). scenes.bench is named here only as a string: game/ never imports scenes itself.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
import sys
import time
from typing import Callable

from game.errors import UserError

Result = tuple[str, float, float, str]            # (label, value, reference_value, unit)
Suite = Callable[[bool], list[Result]]

SUITES: dict[str, Suite] = {}
OPTIONAL_SUITE_MODULES = ("rules.ninja_arena.bench", "game.ai.bench", "scenes.bench")


def suite(name: str) -> Callable[[Suite], Suite]:
    def register(fn: Suite) -> Suite:
        SUITES[name] = fn
        return fn
    return register


def rate(fn: Callable[[], object], count: int, repeat: int = 3) -> float:
    """Calls per second of fn(), best of `repeat` runs of `count` calls."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(count):
            fn()
        best = min(best, time.perf_counter() - start)
    return count / max(best, 1e-9)


def load_optional_suites() -> list[str]:
    """Import the suite modules that exist; one line per module that fails to import."""
    problems = []
    for name in OPTIONAL_SUITE_MODULES:
        try:
            if importlib.util.find_spec(name) is None:
                continue
        except ModuleNotFoundError:          # its package is not there yet
            continue
        try:
            importlib.import_module(name)
        except Exception as e:  # a broken suite must not hide the others' figures
            problems.append(f"bench: suite module {name} failed to import ({type(e).__name__}: {e})")
    return problems


# ----------------------------------------------------------------------------- built-in suites

@suite("dice")
def _dice(quick: bool) -> list[Result]:
    """Our PCG64 d6 (rules/core/dice.py) against the standard library's randint."""
    from rules.core.dice import Dice

    n = 2_000 if quick else 200_000
    dice, ref = Dice.from_seed(1), random.Random(1)
    return [("Dice.die() vs random.randint(1, 6)", rate(dice.die, n), rate(lambda: ref.randint(1, 6), n), "rolls/s")]


def _available_packs() -> list:
    from rules import registry

    packs = []
    for pack_id in registry.all_ids():
        try:
            packs.append(registry.get(pack_id))
        except (KeyError, ImportError):
            continue  # registered but not written yet
    return packs


def interleaved(ours: Callable[[], float], anchor: Callable[[], float], repeat: int = 3) -> tuple[float, float]:
    """Rates of ours() and anchor() measured alternately `repeat` times (so a busy moment of the
    machine hits both); the pair whose ratio is the median."""
    pairs = sorted(((ours(), anchor()) for _ in range(repeat)), key=lambda p: p[0] / max(p[1], 1e-12))
    return pairs[len(pairs) // 2]


def pack_setup(pack) -> dict:
    if hasattr(pack, "example_setups"):
        return pack.example_setups()[0]
    return pack.setup_model().model_dump(mode="json")


def random_game(pack, setup: dict, rng: random.Random, seed: int) -> int:
    """One random game to the end (or the pack's step cap): pick a seat, list the legal actions,
    apply a random one. Returns the number of actions."""
    state, steps = pack.new_game(setup, seed), 0
    cap = int(getattr(pack, "max_steps", 600))
    while steps < cap and not pack.outcome(state).finished:
        seat = rng.choice(sorted(pack.to_act(state)))
        state, _ = pack.apply(state, seat, rng.choice(pack.legal_actions(state, seat)))
        steps += 1
    return steps


def middle_state(pack, setup: dict, seed: int = 99):
    """The state halfway through a seeded random game (what look-ahead copies)."""
    rng, state, states = random.Random(seed), pack.new_game(setup, seed), []
    while len(states) < int(getattr(pack, "max_steps", 600)) and not pack.outcome(state).finished:
        states.append(state)
        seat = rng.choice(sorted(pack.to_act(state)))
        state, _ = pack.apply(state, seat, rng.choice(pack.legal_actions(state, seat)))
    return states[len(states) // 2] if states else state


@suite("engines")
def _engines(quick: bool) -> list[Result]:
    """Per pack: random-game actions/s against python-chess random plies/s (the same loop), and
    copy_state against copying a chess board."""
    from game import anchors

    seconds = 0.05 if quick else 1.0
    n_copy = 200 if quick else 20_000
    play_name, chess_game = anchors.play_anchor()
    copy_name, anchor_copy = anchors.copy_anchor()
    results = []
    for pack in _available_packs():
        setup = pack_setup(pack)
        seeds = iter(range(10**9))

        def pack_game(rng, pack=pack, setup=setup, seeds=seeds):
            return random_game(pack, setup, rng, next(seeds))
        ours, anchor = interleaved(lambda: anchors.actions_per_second(pack_game, seconds),
                                   lambda: anchors.actions_per_second(chess_game, seconds))
        results.append((f"{pack.id}: random-game actions/s vs {play_name}/s", ours, anchor, "per s"))
        mid = middle_state(pack, setup)
        ours, anchor = interleaved(lambda: rate(lambda: pack.copy_state(mid), n_copy, 1),
                                   lambda: rate(anchor_copy, n_copy, 1))
        results.append((f"{pack.id}: copy_state ({1e6 / ours:.1f} us) vs {copy_name} "
                        f"({1e6 / anchor:.1f} us)", ours, anchor, "copies/s"))
    return results


SIGHT_SIDES = (8, 16, 32, 64, 128)


def height_board(side: int, seed: int = 5):
    """A square board of levels 0-3 (half the cells floor), the same for ours and the anchor."""
    import numpy as np
    rng = np.random.default_rng(seed)
    return np.where(rng.random((side, side)) < 0.5, 0, rng.integers(1, 4, (side, side)))


@suite("sight")
def _sight(quick: bool) -> list[Result]:
    """One viewer's visibility map (Ninja Arena 2.5 on a height board) against tcod's field of
    view on the same board, from the middle of boards of side 8 to 128; the time per cell shows
    how the cost grows."""
    from game import anchors
    from rules.core.sight import higher_than_both, visibility_map

    results = []
    for side in SIGHT_SIDES:
        levels = height_board(side)
        viewer = (side // 2, side // 2)
        rule = higher_than_both(levels)
        name, fov = anchors.fov_anchor(levels, viewer)
        n = max(2, (200 if quick else 20_000) // (side * side // 64))
        ours, anchor = interleaved(lambda: rate(lambda: visibility_map(viewer, levels.shape, rule), n, 1),
                                   lambda: rate(fov, n, 1))
        results.append((f"visibility map {side}x{side} ({1e6 / ours:.1f} us, "
                        f"{1e9 / ours / (side * side):.0f} ns a cell) vs {name} "
                        f"({1e6 / anchor:.1f} us)", ours, anchor, "maps/s"))
    return results


# ----------------------------------------------------------------------------- the command

def _num(v: float) -> str:
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def format_result(suite_name: str, result: Result) -> str:
    label, value, reference, unit = result
    ratio = value / reference if reference else float("nan")
    return (f"{suite_name}: {label}: {_num(value)} {unit}, anchor {_num(reference)} {unit}, "
            f"ratio {ratio:.3f}")


def run_suites(names: list[str], quick: bool, out=print) -> int:
    count = 0
    for name in names:
        results = SUITES[name](quick)
        if not results:
            out(f"{name}: nothing to measure yet")
        for result in results:
            out(format_result(name, result))
            count += 1
    return count


def run(args) -> int:
    from game import anchors

    problems = load_optional_suites()
    for line in problems:
        print(line, file=sys.stderr)
    notice = anchors.missing_extra()
    if notice:
        print(notice, file=sys.stderr)
    if args.only and args.only not in SUITES:
        raise UserError(f"bench: no suite named {args.only!r} (known: {', '.join(sorted(SUITES))})")
    names = [args.only] if args.only else sorted(SUITES)
    run_suites(names, args.quick)
    return 1 if problems else 0
